"""DPO and Mask-DPO (arXiv 2503.02846) as extensions of TRL's ``DPOTrainer``.

TRL computes every log-prob it uses (policy, reference, precomputed reference) from one tensor:
the batch's ``completion_mask`` (labels are ``input_ids`` where it is 1, else -100, for the
policy and the reference forward alike). Mask-DPO is therefore two small overrides and nothing of
the training loop: ``_prepare_dataset`` tokenises each side jointly with its prompt and turns the
stored character spans into a per-token mask through the tokenizer's offsets, and the collator
multiplies the completion mask by it. Batching, padding, bf16, gradient checkpointing, LoRA with
the adapter-disabled model as reference, precomputed reference log-probs and ``accelerate``
launches are TRL's own.

Both trainers drop a pair longer than ``max_length`` (never train on a truncated trace) and count
it; ``MaskDPOTrainer`` also drops and counts pairs where a side's mask keeps nothing (the
reference implementation silently trains those as plain DPO).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import torch
from trl import DPOTrainer
from trl.trainer.dpo_trainer import DataCollatorForPreference
from trl.trainer.utils import global_then_local_main_first, pad

from .masks import encode_pair

MASK_COLUMNS = ("chosen_mask", "rejected_mask")


@dataclass
class MaskedPreferenceCollator(DataCollatorForPreference):
    """TRL's preference collator, with the completion mask multiplied by each side's step mask."""

    def torch_call(self, examples: list[dict[str, Any]]) -> dict[str, Any]:
        output = super().torch_call(examples)
        masks = [[0] * len(e["prompt_ids"]) + list(e["chosen_mask"]) for e in examples]
        masks += [[0] * len(e["prompt_ids"]) + list(e["rejected_mask"]) for e in examples]
        longest = max(len(m) for m in masks)
        if self.max_length is not None and longest > self.max_length:
            # rows are length-filtered before training; truncating here would cut masks silently
            raise ValueError(f"a pair of {longest} tokens reached the collator; max_length is {self.max_length}")
        step = pad([torch.tensor(m, dtype=torch.long) for m in masks], padding_value=0, padding_side="right",
                   pad_to_multiple_of=self.pad_to_multiple_of)
        output["completion_mask"] = output["completion_mask"] * step
        return output


def _filter_counted(dataset, keep, map_kwargs):
    before = len(dataset)
    dataset = dataset.filter(keep, **map_kwargs)
    return dataset, before - len(dataset)


class BootforgeDPOTrainer(DPOTrainer):
    """``DPOTrainer`` that drops pairs longer than ``max_length`` (counted in ``self.counts``)
    instead of truncating them."""

    def __init__(self, *args, **kwargs):
        self.counts: dict[str, int] = {}
        super().__init__(*args, **kwargs)

    def _map_kwargs(self, args, dataset_name: str) -> dict:
        return {"num_proc": args.dataset_num_proc, "desc": f"{type(self).__name__}: {dataset_name}"}

    def _count(self, dataset_name: str, key: str, value: int) -> None:
        self.counts[f"{dataset_name}/{key}"] = self.counts.get(f"{dataset_name}/{key}", 0) + value

    def _drop_long(self, dataset, args, dataset_name: str):
        if args.max_length is None:
            return dataset
        limit = args.max_length

        def fits(row):
            return len(row["prompt_ids"]) + max(len(row["chosen_ids"]), len(row["rejected_ids"])) <= limit

        with global_then_local_main_first():
            dataset, dropped = _filter_counted(dataset, fits, self._map_kwargs(args, dataset_name))
        self._count(dataset_name, "dropped_too_long", dropped)
        return dataset

    def _prepare_dataset(self, dataset, processing_class, args, dataset_name):
        read = len(dataset)
        self._count(dataset_name, "pairs_read", read)
        dataset = super()._prepare_dataset(dataset, processing_class, args, dataset_name)
        # TRL drops pairs whose prompt alone fills max_length; count them with the long ones
        self._count(dataset_name, "dropped_too_long", read - len(dataset))
        dataset = self._drop_long(dataset, args, dataset_name)
        self._count(dataset_name, "pairs_trained", len(dataset))
        return dataset


class MaskDPOTrainer(BootforgeDPOTrainer):
    """Mask-DPO: rows carry ``chosen_item`` / ``rejected_item`` ``{sents, type, spans}``; only the
    chosen side's correct sentences and the rejected side's incorrect sentences count, for the
    policy and the reference alike."""

    def __init__(self, model, ref_model=None, *, args, data_collator=None, processing_class=None, **kwargs):
        if processing_class is None:
            raise ValueError("MaskDPOTrainer needs processing_class (a fast tokenizer with offset mapping)")
        if not getattr(processing_class, "is_fast", False):
            raise ValueError(f"{type(processing_class).__name__} is not a fast tokenizer; Mask-DPO needs offset mappings")
        if data_collator is None:
            if processing_class.pad_token is None:
                processing_class.pad_token = processing_class.eos_token
            data_collator = MaskedPreferenceCollator(
                pad_token_id=processing_class.pad_token_id, max_length=args.max_length,
                pad_to_multiple_of=args.pad_to_multiple_of)
        super().__init__(model, ref_model, args=args, data_collator=data_collator, processing_class=processing_class,
                         **kwargs)

    def _prepare_dataset(self, dataset, processing_class, args, dataset_name):
        missing = {"prompt", "chosen", "rejected", "chosen_item", "rejected_item"} - set(dataset.column_names)
        if missing:
            raise ValueError(f"Mask-DPO rows need columns {sorted(missing)}; use the mask_dpo config of a build")
        self._count(dataset_name, "pairs_read", len(dataset))

        def tokenize(row):
            pair = encode_pair(processing_class, row["prompt"], row["chosen"][0]["content"], row["rejected"][0]["content"],
                               row["chosen_item"], row["rejected_item"])
            return {"prompt_ids": pair.prompt_ids, "chosen_ids": pair.chosen_ids, "rejected_ids": pair.rejected_ids,
                    "chosen_mask": pair.chosen_mask, "rejected_mask": pair.rejected_mask}

        map_kwargs = self._map_kwargs(args, dataset_name)
        with global_then_local_main_first():
            dataset = dataset.map(tokenize, remove_columns=dataset.column_names, **map_kwargs)
        dataset = self._drop_long(dataset, args, dataset_name)
        # A side whose mask keeps nothing would make this plain DPO on the other side's terms: drop, count.
        with global_then_local_main_first():
            dataset, empty_chosen = _filter_counted(dataset, lambda r: any(r["chosen_mask"]), map_kwargs)
            dataset, empty_rejected = _filter_counted(dataset, lambda r: any(r["rejected_mask"]), map_kwargs)
        self._count(dataset_name, "dropped_empty_chosen_mask", empty_chosen)
        self._count(dataset_name, "dropped_empty_rejected_mask", empty_rejected)
        self._count(dataset_name, "pairs_trained", len(dataset))
        return dataset

    def _set_signature_columns_if_needed(self):
        super()._set_signature_columns_if_needed()
        for column in MASK_COLUMNS:
            if column not in self._signature_columns:
                self._signature_columns.append(column)
