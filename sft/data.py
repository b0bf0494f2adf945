"""Reading a build's records for training: a dataset folder written by ``build.py`` or a Hub id."""

from __future__ import annotations

import re
from pathlib import Path

class DataError(ValueError):
    """The dataset named by ``sft.dataset`` cannot be trained on: reported as one line by the CLI."""


HUB_ID = re.compile(r"^[A-Za-z0-9][\w.-]*/[\w.-]+$")


def check_dataset(dataset: str) -> None:
    if not Path(dataset).is_dir() and not (HUB_ID.match(dataset) and not dataset.startswith((".", "/"))):
        raise DataError(f"sft.dataset {dataset!r} is neither a folder nor a Hub dataset id (owner/name)")


def load_rows(dataset: str, config: str, limit: int = 0):
    """The ``train`` split of one config (``sft``, ``dpo``, ``mask_dpo``), first ``limit`` rows if set.

    A local folder is read from its Parquet files (``data/<config>/*.parquet``, the export's layout)
    rather than through ``load_dataset(folder)``, which caches a folder by its name and would hand
    back an earlier build's rows after a rebuild.
    """
    from datasets import load_dataset

    folder = Path(dataset)
    if folder.is_dir():
        files = sorted(str(p) for p in (folder / "data" / config).glob("*.parquet"))
        if not files:
            raise DataError(f"sft.dataset {dataset!r} has no {config} rows (no data/{config}/*.parquet); "
                             f"build with a teacher that makes them, e.g. teacher.negatives=1 for dpo/mask_dpo")
        rows = load_dataset("parquet", data_files={"train": files}, split="train")
    elif HUB_ID.match(dataset) and not dataset.startswith((".", "/")):
        rows = load_dataset(dataset, config, split="train")
    else:
        raise DataError(f"sft.dataset {dataset!r} is neither a folder nor a Hub dataset id (owner/name)")
    if limit:
        rows = rows.select(range(min(limit, len(rows))))
    return rows


def sft_lengths(rows, tokenizer, num_proc: int | None = None):
    """``rows`` with a ``num_tokens`` column: the conversation's length as the trainer tokenises it."""

    def count(row):
        ids = tokenizer.apply_chat_template(row["messages"], tokenize=True, return_dict=True)["input_ids"]
        return {"num_tokens": len(ids)}

    return rows.map(count, num_proc=num_proc, desc="measuring SFT rows")


def prepare_sft(rows, tokenizer, max_length: int | None, assistant_only: bool, num_proc: int | None = None):
    """Drop (and count) rows longer than ``max_length`` tokens, then shape them for TRL.

    With ``assistant_only`` the rows become conversational prompt/completion pairs, so the loss
    covers the assistant's turn (its trace, answer and end-of-turn token) only; otherwise the whole
    conversation is trained on. Returns ``(rows, counts)``.
    """
    counts = {"rows_read": len(rows), "dropped_too_long": 0}
    if max_length is not None:
        rows = sft_lengths(rows, tokenizer, num_proc)
        rows = rows.filter(lambda row: row["num_tokens"] <= max_length, num_proc=num_proc, desc="dropping long rows")
        counts["dropped_too_long"] = counts["rows_read"] - len(rows)
    if assistant_only:
        rows = rows.map(lambda row: {"prompt": row["messages"][:-1], "completion": row["messages"][-1:]},
                        remove_columns=rows.column_names, num_proc=num_proc)
    else:
        rows = rows.select_columns(["messages"])
    counts["rows_trained"] = len(rows)
    if not len(rows):
        raise DataError(f"no SFT row fits in max_length={max_length} tokens ({counts['rows_read']} read); raise sft.max_length")
    return rows, counts
