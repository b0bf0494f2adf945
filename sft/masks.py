"""Token masks for Mask-DPO from the character spans bootforge stores.

The public Mask-DPO code finds each sentence's tokens by encoding sentences one by one, which
drifts from the joint tokenisation and silently falls back to plain DPO. Here the whole
conversation is tokenised once and each token is placed by the tokenizer's offset mapping; a
pair whose side keeps no token is counted, not hidden.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class EncodedSide:
    input_ids: list[int]
    loss_mask: list[int]  # 1 where the token's log-prob counts
    fallback: bool  # the item's mask selected nothing; the whole response counts instead


def response_token_mask(
    offsets: list[tuple[int, int]], response_start: int, spans: list[list[int]], types: list[str], keep: str
) -> list[int]:
    """1 for response tokens that overlap a sentence of type ``keep`` (or lie between sentences
    when ``keep`` is ``no_hallucination``: text outside every sentence is glue, never an error)."""
    chars = []
    for (a, b), kind in zip(spans, types):
        chars.append((response_start + a, response_start + b, kind))
    mask = []
    for start, end in offsets:
        if end <= response_start or start == end:
            mask.append(0)
            continue
        kinds = {kind for a, b, kind in chars if start < b and end > a}
        if not kinds:
            mask.append(1 if keep == "no_hallucination" else 0)
        elif keep == "hallucination":
            mask.append(1 if "hallucination" in kinds else 0)
        else:  # a token straddling an error sentence is not learned as correct
            mask.append(0 if "hallucination" in kinds else 1)
    return mask


def encode_side(tokenizer, prompt: list[dict], response: str, item: dict, chosen: bool, max_length: int) -> EncodedSide:
    """Tokenise prompt + response jointly; mask per Mask-DPO: the chosen side learns its correct
    sentences, the rejected side is penalised only on its incorrect ones."""
    prompt_text = tokenizer.apply_chat_template(prompt, tokenize=False, add_generation_prompt=True)
    text = prompt_text + response
    encoded = tokenizer(text, return_offsets_mapping=True, add_special_tokens=False, truncation=True, max_length=max_length)
    keep = "no_hallucination" if chosen else "hallucination"
    mask = response_token_mask(encoded["offset_mapping"], len(prompt_text), item["spans"], item["type"], keep)
    fallback = not any(mask)
    if fallback:
        mask = [1 if end > len(prompt_text) and end > start else 0 for start, end in encoded["offset_mapping"]]
    return EncodedSide(list(encoded["input_ids"]), mask, fallback)
