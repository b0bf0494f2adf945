"""The dataset card (README.md): YAML front matter with `configs`, statistics, how it was built."""

from __future__ import annotations

import json
from typing import Any

import pyarrow as pa
import yaml

from .config import ExportConfig

ROW_KINDS = {
    "sft": "a verified-correct teacher sample as chat `messages` (user prompt, assistant response), with the gold `answer`",
    "samples": "every teacher sample with its `reward`, `finish_reason` and its case's `pass_rate` (OREAL-style)",
    "dpo": "a preference pair in TRL's conversational format: `prompt`, `chosen` (correct), `rejected` (wrong)",
    "mask_dpo": "a `dpo` pair plus step labels `chosen_item` / `rejected_item` (`sents`, `type`, `spans`) for Mask-DPO",
    "rl": "a case in verl's RL layout: `data_source`, `prompt`, `ability`, `reward_model`, `extra_info` (fields below)",
}
# What each column holds; struct fields are listed from the files' own schema, so they cannot drift.
_COMMON = {
    "id": "the case id (unique per case; `(id, sample)` is a row key)",
    "bootcamp": "the bootcamp id, `<domain>/<name>`",
    "domain": "the bootcamp's domain",
    "level": "difficulty level, `\"1\"`..`\"5\"`",
    "seed": "the seed passed to the bootcamp's `case()`: rebuilds the case",
    "split": "`train` or `eval`",
}
COLUMNS: dict[str, dict[str, str]] = {
    "sft": {**_COMMON,
            "messages": "[user prompt, assistant response] chat turns (`role`, `content`)",
            "answer": "the gold answer as JSON text, always (a number, a string or a list alike): `json.loads(row[\"answer\"])`",
            "teacher": "who wrote the response: `tail`, or `<teacher>:<model>`",
            "reward": "the verifier's reward of the response (1.0 here)",
            "sample": "the response's index among its case's samples"},
    "samples": {**_COMMON,
                "prompt": "the case's prompt", "response": "the teacher's response",
                "reward": "the verifier's reward in [0, 1]",
                "finish_reason": "`stop`, or `length` when the length limit cut the response off (reward 0)",
                "pass_rate": "the share of the case's samples that are correct",
                "sample": "the response's index among its case's samples", "teacher": "who wrote the response"},
    "dpo": {**_COMMON,
            "prompt": "[user prompt] chat turns", "chosen": "[assistant] a correct response",
            "rejected": "[assistant] a wrong response of the same case",
            "sample": "the rejected response's index among its case's samples"},
    "mask_dpo": {**_COMMON,
                 "prompt": "[user prompt] chat turns", "chosen": "[assistant] a correct response",
                 "rejected": "[assistant] a wrong response of the same case",
                 "sample": "the rejected response's index among its case's samples",
                 "chosen_item": "step labels of the chosen response: its step sentences, each step's type, character spans",
                 "rejected_item": "step labels of the rejected response (`type` marks the wrong steps)"},
    "rl": {**_COMMON,
           "data_source": "the bootcamp id (verl picks the reward function by it)",
           "prompt": "[user prompt] chat turns",
           "ability": "the bootcamp's domain",
           "reward_model": "`style` is `rule`; `ground_truth` is JSON text of the case's `{answer, data}`, what "
                           "`exports/rl.py:compute_score` verifies a response against",
           "extra_info": "`index`: the case's index in its (bootcamp, level); `level`, `seed`, `split` as above"},
}
_MAX_BLOCK = 20_000  # characters of fingerprints or config shown in the card
_SIZES = [(1_000, "n<1K"), (10_000, "1K<n<10K"), (100_000, "10K<n<100K"), (1_000_000, "100K<n<1M"),
          (10_000_000, "1M<n<10M"), (100_000_000, "10M<n<100M"), (1_000_000_000, "100M<n<1B")]


def size_category(rows: int) -> str:
    for bound, name in _SIZES:
        if rows < bound:
            return name
    return "1B<n<10B"


def render_card(manifest: dict, summary: list[dict], cfg: ExportConfig, schemas: dict[str, pa.Schema] | None = None) -> str:
    """The card of a dataset folder; ``schemas`` (config -> the files' schema) types the columns."""
    split = manifest["split"]
    configs = manifest["configs"]
    title = cfg.pretty_name or manifest.get("name") or "bootforge reasoning dataset"
    # a card without a license reads as "all rights reserved"; null says so plainly instead
    meta: dict[str, Any] = {"pretty_name": title, "license": cfg.license or "unknown"}
    meta.update({
        "language": ["en"],
        "task_categories": ["text-generation"],
        "tags": ["synthetic", "reasoning", "verifiable-rewards", "bootforge"],
        "size_categories": [size_category(max(info["rows"] for info in configs.values()))],
        "configs": [
            {"config_name": name, **({"default": True} if i == 0 else {}),
             # the content digest is part of the files' names: the card changes with the rows
             "data_files": [{"split": split, "path": f"data/{name}/{split}-*-{info['digest']}.parquet"}]}
            for i, (name, info) in enumerate(configs.items())
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
    parts += ["", "## Columns", "", "Every config starts with:", "",
              *column_lines(next(iter(configs)), (schemas or {}).get(next(iter(configs))), only=_COMMON), ""]
    for name in configs:
        parts += [f"`{name}`:", "", *column_lines(name, (schemas or {}).get(name), skip=_COMMON), ""]
    parts += ["## Statistics", "", _per_bootcamp_table(configs), ""]
    if summary:
        parts += ["### Build summary", "", _table(summary), ""]
    parts += ["## How it was built", "", *_how_built(manifest), ""]
    return "\n".join(parts)


def column_lines(config: str, schema: pa.Schema | None, only: dict | None = None, skip: dict | None = None) -> list[str]:
    """One line per column of ``schema`` (of ``only``'s, not of ``skip``'s): its name, its type
    (a struct's fields by name) and what it holds."""
    described = COLUMNS.get(config, {})
    names = list(described) if schema is None else schema.names
    names = [n for n in names if (only is None or n in only) and (skip is None or n not in skip)]
    kinds = {} if schema is None else {f.name: f" ({_type(f.type)})" for f in schema}
    return [f"- `{n}`{kinds.get(n, '')}: {described.get(n, '')}".rstrip(": ") for n in names]


def _type(kind: pa.DataType) -> str:
    if pa.types.is_struct(kind):
        return "{" + ", ".join(f"{kind.field(i).name}: {_type(kind.field(i).type)}" for i in range(kind.num_fields)) + "}"
    if pa.types.is_list(kind):
        return f"list of {_type(kind.value_type)}"
    return str(kind)


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
