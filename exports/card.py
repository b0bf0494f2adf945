"""The dataset card (README.md): YAML front matter with `configs`, statistics, how it was built."""

from __future__ import annotations

import json
from typing import Any

import yaml

from .config import ExportConfig

ROW_KINDS = {
    "sft": "a verified-correct teacher sample as chat `messages` (user prompt, assistant response), with the gold `answer`",
    "samples": "every teacher sample with its `reward`, `finish_reason` and its case's `pass_rate` (OREAL-style)",
    "dpo": "a preference pair in TRL's conversational format: `prompt`, `chosen` (correct), `rejected` (wrong)",
    "mask_dpo": "a `dpo` pair plus step labels `chosen_item` / `rejected_item` (`sents`, `type`, `spans`) for Mask-DPO",
    "rl": "a prompt in verl's layout: `data_source`, `prompt`, `ability`, `reward_model` (`rule`, `ground_truth`), `extra_info`",
}
_MAX_BLOCK = 20_000  # characters of fingerprints or config shown in the card
_SIZES = [(1_000, "n<1K"), (10_000, "1K<n<10K"), (100_000, "10K<n<100K"), (1_000_000, "100K<n<1M"),
          (10_000_000, "1M<n<10M"), (100_000_000, "10M<n<100M"), (1_000_000_000, "100M<n<1B")]


def size_category(rows: int) -> str:
    for bound, name in _SIZES:
        if rows < bound:
            return name
    return "1B<n<10B"


def render_card(manifest: dict, summary: list[dict], cfg: ExportConfig) -> str:
    split = manifest["split"]
    configs = manifest["configs"]
    title = cfg.pretty_name or manifest.get("name") or "bootforge reasoning dataset"
    meta: dict[str, Any] = {"pretty_name": title}
    if cfg.license:
        meta["license"] = cfg.license
    meta.update({
        "language": ["en"],
        "task_categories": ["text-generation"],
        "tags": ["synthetic", "reasoning", "verifiable-rewards", "bootforge"],
        "size_categories": [size_category(max(info["rows"] for info in configs.values()))],
        "configs": [
            {"config_name": name, **({"default": True} if i == 0 else {}),
             "data_files": [{"split": split, "path": f"data/{name}/{split}-*.parquet"}]}
            for i, name in enumerate(configs)
        ],
    })
    parts = ["---", yaml.safe_dump(meta, sort_keys=False, allow_unicode=True).rstrip(), "---", "",
             f"# {title}", "",
             "Verifiable reasoning tasks (\"bootcamps\") with chain-of-thought traces, kept only where the "
             "bootcamp's verifier accepts the final answer; built by bootforge. Every row keeps the `seed` "
             "passed to its bootcamp's `case()`, so `bootcamps.get(row['bootcamp']).case(row['seed'], "
             "row['level'], row['split'])` rebuilds its case and any row can be re-verified.", "",
             "```python", "from datasets import load_dataset", "",
             f"sft = load_dataset(\"{cfg.repo_id or '<this folder>'}\", \"{next(iter(configs))}\", split=\"{split}\")",
             "```", "", "## Configs", "", "| config | rows | files | a row is |", "|---|---:|---:|---|"]
    for name, info in configs.items():
        parts.append(f"| `{name}` | {info['rows']:,} | {len(info['files'])} | {ROW_KINDS.get(name, '')} |")
    empty = manifest.get("empty_configs") or []
    if empty:
        parts += ["", f"Built but empty, so not in this repo: {', '.join(f'`{n}`' for n in empty)}."]
    parts += ["", "## Statistics", "", _per_bootcamp_table(configs), ""]
    if summary:
        parts += ["### Build summary", "", _table(summary), ""]
    parts += ["## How it was built", "", *_how_built(manifest), ""]
    return "\n".join(parts)


def _per_bootcamp_table(configs: dict[str, dict]) -> str:
    names = list(configs)
    bootcamps = sorted({b for info in configs.values() for b in info["rows_per_bootcamp"]})
    rows = [{"bootcamp": b, **{n: configs[n]["rows_per_bootcamp"].get(b, 0) for n in names}} for b in bootcamps]
    rows.append({"bootcamp": "**total**", **{n: configs[n]["rows"] for n in names}})
    return "Rows per bootcamp and config:\n\n" + _table(rows)


def _table(rows: list[dict]) -> str:
    columns: list[str] = []
    for row in rows:
        columns += [k for k in row if k not in columns]
    numeric = [all(isinstance(r.get(c), (int, float)) and not isinstance(r.get(c), bool)
                   for r in rows if r.get(c) is not None) for c in columns]
    lines = ["| " + " | ".join(columns) + " |",
             "|" + "|".join("---:" if num else "---" for num in numeric) + "|"]
    for row in rows:
        lines.append("| " + " | ".join(_cell(row.get(c)) for c in columns) + " |")
    return "\n".join(lines)


def _cell(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, int):
        return f"{value:,}"
    if isinstance(value, float):
        return f"{value:.3f}"
    if isinstance(value, (dict, list)):
        value = json.dumps(value, sort_keys=True)
    return str(value).replace("|", "\\|").replace("\n", " ")


def _how_built(manifest: dict) -> list[str]:
    lines = []
    for key, label in (("command", "Command"), ("code_version", "Code version"), ("seed", "Seed")):
        if key in manifest:
            lines.append(f"- {label}: `{manifest[key]}`")
    config = manifest.get("config")
    if isinstance(config, dict):
        for key in ("mixture", "teacher", "filters", "executor"):
            node = config.get(key)
            if isinstance(node, dict) and "name" in node:
                lines.append(f"- {key.capitalize()}: `{node['name']}`")
    lines.append(f"- Split: `{manifest['split']}`")
    lines += ["", "Stages: plan work units, generate cases, sample K traces per case from the teacher, "
              "reward each with the bootcamp's verifier, derive the records, filter them with DuckDB "
              "(exact prompt and (prompt, response) dedup, optional MinHash near-dedup, "
              "decontamination against the eval split by exact match and word n-grams, truncation and "
              "length limits, an answer-repeat cap), then write this folder.", ""]
    versions = manifest.get("versions")
    if versions:
        lines += ["Versions: " + ", ".join(f"{k} {v}" for k, v in sorted(versions.items())), ""]
    fingerprints = manifest.get("fingerprints")
    if fingerprints:
        text = json.dumps(fingerprints, indent=2, sort_keys=True)
        if len(text) <= _MAX_BLOCK:
            lines += ["Fingerprints:", "", "```json", text, "```", ""]
        else:  # a thousand bootcamps' code fingerprints would bury the card
            lines += [f"Fingerprints: {len(text):,} characters of them, in `manifest.json`.", ""]
    if config is not None:
        text = yaml.safe_dump(config, sort_keys=False, allow_unicode=True).rstrip()
        if len(text) > _MAX_BLOCK:
            text = text[:_MAX_BLOCK] + "\n# ... (the rest is in manifest.json)"
        lines += ["Resolved config:", "", "```yaml", text, "```", ""]
    lines.append("`manifest.json` holds all of this, the row counts and a sha256 of every data file.")
    return lines
