"""The benchmark: the ``rl`` config of a dataset folder written by ``build.py``, read as eval items.

    python build.py mixture=bootcamp_eval             # the fixed eval set -> outputs/bootcamp_eval
    python -m evaluation.benchmark outputs/bootcamp_eval   # its version, counts, and the checks

The set is fixed by the ``bootcamp_eval`` mixture: the ``eval`` split (its own seed space), a
pinned seed, a set number of cases per bootcamp and level, every bootcamp of the catalogue; the
build's ``dedup_prompt`` filter keeps one case per normalised prompt. Its **version** is a hash
of the manifest's ``rl`` file hashes: it changes exactly when a case (prompt or ground truth)
changes, not when unrelated code does. Loading checks the files against those hashes and
refuses a folder with duplicate prompts.

Any build's folder loads the same way (``benchmark=outputs/default`` measures a model on train
cases, which is what per-case calibration needs: ``evaluation/calibrate.py``).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pyarrow.parquet as pq

from bootcamps import Case
from filters.normalise import normalise_text

_HASH_BLOCK = 1 << 20


@dataclass(frozen=True)
class Item:
    """One eval case as stored in an ``rl`` row."""

    id: str
    bootcamp: str
    domain: str
    level: str
    seed: int
    split: str
    prompt: str
    ground_truth: str

    def case(self) -> Case:
        """The ``Case`` a teacher answers (prompt and id) and the tail teacher traces (data)."""
        truth = json.loads(self.ground_truth)
        return Case(self.id, self.bootcamp, self.level, self.split, self.seed, self.prompt, truth["answer"], truth["data"])


@dataclass(frozen=True)
class Benchmark:
    folder: Path
    name: str
    version: str  # "<name>-<12 hex>": a hash of the rl files' sha256
    split: str
    items: tuple[Item, ...]
    manifest: dict

    def counts(self) -> dict[str, dict[str, int]]:
        """Cases per bootcamp and level."""
        out: dict[str, dict[str, int]] = {}
        for item in self.items:
            levels = out.setdefault(item.bootcamp, {})
            levels[item.level] = levels.get(item.level, 0) + 1
        return {b: dict(sorted(levels.items())) for b, levels in sorted(out.items())}


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(_HASH_BLOCK), b""):
            digest.update(block)
    return digest.hexdigest()


def version_of(manifest: dict) -> str:
    """The benchmark version named by the manifest: its name and a hash of its rl files."""
    files = manifest["configs"]["rl"]["files"]
    digest = hashlib.sha256(json.dumps([[f["path"], f["sha256"]] for f in files], sort_keys=True).encode()).hexdigest()
    return f"{manifest.get('name', 'benchmark')}-{digest[:12]}"


def _prompt(messages: Any, row_id: str) -> str:
    if not (isinstance(messages, list) and len(messages) == 1 and messages[0].get("role") == "user"):
        raise ValueError(f"rl row {row_id}: prompt must be one user message, got {str(messages)[:120]}")
    return messages[0]["content"]


def load(folder: str | Path) -> Benchmark:
    """The benchmark in a dataset folder, checked: files match the manifest, prompts are distinct."""
    folder = Path(folder)
    manifest_path = folder / "manifest.json"
    if not manifest_path.is_file():
        raise ValueError(f"benchmark {folder} has no manifest.json; write it with: python build.py mixture=bootcamp_eval output_dir={folder}")
    manifest = json.loads(manifest_path.read_text())
    rl = manifest.get("configs", {}).get("rl")
    if not rl or not rl.get("files"):
        raise ValueError(f"benchmark {folder} has no rl config in its manifest (configs: {', '.join(manifest.get('configs', {})) or 'none'})")
    items: list[Item] = []
    for entry in rl["files"]:
        path = folder / entry["path"]
        if not path.is_file():
            raise ValueError(f"benchmark {folder}: {entry['path']} listed in manifest.json is missing")
        if _sha256(path) != entry["sha256"]:
            raise ValueError(f"benchmark {folder}: {entry['path']} does not match its sha256 in manifest.json (changed after the build)")
        for row in pq.read_table(path).to_pylist():
            items.append(Item(row["id"], row["bootcamp"], row["domain"], str(row["level"]), int(row["seed"]), row["split"],
                              _prompt(row["prompt"], row["id"]), row["reward_model"]["ground_truth"]))
    check_distinct(items, folder)
    return Benchmark(folder, manifest.get("name", folder.name), version_of(manifest), manifest.get("split", ""), tuple(items), manifest)


def check_distinct(items: list[Item], where: Any) -> None:
    """No two items share an id or a normalised prompt (the build's ``dedup_prompt`` rule)."""
    seen_ids: set[str] = set()
    seen: dict[str, str] = {}
    for item in items:
        if item.id in seen_ids:
            raise ValueError(f"benchmark {where}: case id {item.id} appears twice")
        seen_ids.add(item.id)
        key = normalise_text(item.prompt)
        if key in seen:
            raise ValueError(f"benchmark {where}: cases {seen[key]} and {item.id} have the same prompt; build it with filters.dedup_prompt=true")
        seen[key] = item.id


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m evaluation.benchmark", description="check a benchmark folder and print its version")
    parser.add_argument("folder", nargs="?", default="outputs/bootcamp_eval")
    args = parser.parse_args(argv)
    try:
        bench = load(args.folder)
    except ValueError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    counts = bench.counts()
    print(f"{bench.version}: {len(bench.items)} cases, {len(counts)} bootcamps, split {bench.split}, no duplicate prompts")
    for bootcamp_id, levels in counts.items():
        print(f"  {bootcamp_id:40s} " + " ".join(f"L{level}={n}" for level, n in levels.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
