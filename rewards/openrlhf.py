"""OpenRLHF prompt data from a bootforge dataset folder's ``rl`` config.

    python -m rewards.openrlhf outputs/default openrlhf_prompts.jsonl [--split train]

Each line is ``{"prompt": [chat messages], "label": "{\\"bootcamp\\": ..., \\"ground_truth\\": ...}"}``:
OpenRLHF reads it with ``--prompt_data openrlhf_prompts.jsonl --input_key prompt --label_key label
--apply_chat_template`` and sends the labels to ``python -m rewards.server`` with every query.
(The ``rl`` rows' own ``reward_model`` column lacks the bootcamp id, which a remote scorer needs.)
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Iterator

import pyarrow.parquet as pq


def rl_rows(folder: Path, split: str) -> Iterator[dict]:
    files = sorted((Path(folder) / "data" / "rl").glob(f"{split}-*.parquet"))
    if not files:
        raise ValueError(f"{folder} has no rl files for split {split!r} (looked in data/rl/{split}-*.parquet)")
    for path in files:
        yield from pq.read_table(path).to_pylist()


def label(row: dict) -> str:
    return json.dumps({"bootcamp": row["data_source"], "ground_truth": row["reward_model"]["ground_truth"]}, sort_keys=True)


def write_prompts(folder: Path, out: Path, split: str = "train") -> int:
    """Write the JSONL (atomically) and return its line count."""
    out = Path(out)
    tmp = out.with_name(f".{out.name}.tmp-{os.getpid()}")
    n = 0
    with tmp.open("w", encoding="utf-8") as f:
        for row in rl_rows(folder, split):
            f.write(json.dumps({"prompt": row["prompt"], "label": label(row), "id": row["id"]}, ensure_ascii=False) + "\n")
            n += 1
    os.replace(tmp, out)
    return n


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rewards.openrlhf", description="OpenRLHF prompt data from a dataset folder's rl config")
    parser.add_argument("folder")
    parser.add_argument("out")
    parser.add_argument("--split", default="train")
    args = parser.parse_args(argv)
    try:
        n = write_prompts(Path(args.folder), Path(args.out), args.split)
    except (ValueError, OSError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    print(f"wrote {n} prompts to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
