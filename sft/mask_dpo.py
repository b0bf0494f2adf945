"""Mask-DPO (arXiv 2503.02846) on a bootforge ``mask_dpo`` dataset, in a plain torch loop.

Loss: -log sigmoid(beta * [(log pi_c - log pi_r) - (log ref_c - log ref_r)]), each log-prob a
sum over the side's unmasked response tokens; the reference model sees the same masks.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass

import torch
import torch.nn.functional as F

from .masks import EncodedSide, encode_side


@dataclass
class MaskDPOStats:
    steps: int = 0
    pairs: int = 0
    fallbacks: int = 0  # sides whose mask selected nothing (counted, per the reference's advice)
    last_loss: float = float("nan")


def masked_logprob(model, side: EncodedSide, device: str) -> torch.Tensor:
    ids = torch.tensor([side.input_ids], device=device)
    logits = model(input_ids=ids).logits[:, :-1]
    targets = ids[:, 1:]
    token_logps = torch.gather(F.log_softmax(logits.float(), dim=-1), 2, targets.unsqueeze(-1)).squeeze(-1)
    mask = torch.tensor([side.loss_mask[1:]], device=device, dtype=token_logps.dtype)
    return (token_logps * mask).sum()


def mask_dpo_loss(policy_c, policy_r, ref_c, ref_r, beta: float) -> torch.Tensor:
    return -F.logsigmoid(beta * ((policy_c - policy_r) - (ref_c - ref_r)))


def train_mask_dpo(model, tokenizer, rows, beta: float = 0.1, lr: float = 5e-6, epochs: int = 1,
                   max_length: int = 2048, device: str = "cpu") -> MaskDPOStats:
    """Train ``model`` in place on rows of the ``mask_dpo`` config; returns counts and the last loss."""
    reference = copy.deepcopy(model).eval()
    for parameter in reference.parameters():
        parameter.requires_grad_(False)
    # As TRL's DPO does: dropout would make the policy differ from the reference at step 0.
    for module in model.modules():
        if isinstance(module, torch.nn.Dropout):
            module.p = 0.0
    optimizer = torch.optim.AdamW(model.parameters(), lr=lr)
    stats = MaskDPOStats()
    model.train()
    for _ in range(epochs):
        for row in rows:
            chosen = encode_side(tokenizer, row["prompt"], row["chosen"][0]["content"], row["chosen_item"], True, max_length)
            rejected = encode_side(tokenizer, row["prompt"], row["rejected"][0]["content"], row["rejected_item"], False, max_length)
            stats.fallbacks += chosen.fallback + rejected.fallback
            with torch.no_grad():
                ref_c = masked_logprob(reference, chosen, device)
                ref_r = masked_logprob(reference, rejected, device)
            loss = mask_dpo_loss(masked_logprob(model, chosen, device), masked_logprob(model, rejected, device), ref_c, ref_r, beta)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            stats.steps += 1
            stats.pairs += 1
            stats.last_loss = float(loss.detach())
    return stats
