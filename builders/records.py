"""The records stage: a unit's samples become ``sft``, ``dpo``, ``mask_dpo`` and ``rl`` shards.

- ``sft``: every correct sample (rejection sampling), as a user/assistant conversation.
- ``dpo``: every incorrect sample of a case that has a correct one, as ``rejected``, paired with
  the case's correct samples in turn as ``chosen`` (TRL conversational preference rows).
  ``sample`` is the rejected sample's index, so ``(id, sample)`` is a key like in ``sft``.
- ``mask_dpo``: the same pairs with each side's step labels (``{sents, type, spans}``), kept
  only where the rejected response has a step marked incorrect: without one there is nothing
  for the mask to point at. Labels the teacher knew by construction (the tail teacher's gold
  and corrupted traces) come with the samples; others come from ``Bootcamp.check_steps``.
- ``rl``: one verl row per case (every case, whatever the teacher did).

(The ``samples`` config is the teacher stage's shard itself.) Rows are built from the cases
shard; a ``Case`` is rebuilt only where step checking needs one.
"""

from __future__ import annotations

from functools import lru_cache, partial
from pathlib import Path
from typing import Any, Callable

import pyarrow as pa
import pyarrow.parquet as pq

import bootcamps
from bootcamps import Case
from builders import cases as case_stage
from builders import verify
from builders.plan import WorkUnit
from builders.schema import COMMON_FIELDS, CONFIGS, SCHEMAS  # noqa: F401 - CONFIGS re-exported for build.py
from builders.shards import StageContext, fingerprint, shard_ok, write_parquet
from builders.stage import Stage, UnitResult

# the schema of every config: builders/schema.py, the one definition (CONFIGS is re-exported)
_COMMON = COMMON_FIELDS
BUILT_HERE = ("sft", "dpo", "mask_dpo", "rl")
_HALLUCINATION = "hallucination"  # the Mask-DPO type of a step marked incorrect


def user(text: str) -> list[dict[str, str]]:
    return [{"role": "user", "content": text}]


def assistant(text: str) -> list[dict[str, str]]:
    return [{"role": "assistant", "content": text}]


def common(case: dict[str, Any]) -> dict[str, Any]:
    return {field.name: case[field.name] for field in _COMMON}


def sft_rows(case: dict[str, Any], samples: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [
        {
            **common(case),
            "messages": user(case["prompt"]) + assistant(s["response"]),
            "answer": case["answer"],
            "teacher": s["teacher"],
            "reward": s["reward"],
            "sample": s["sample"],
        }
        for s in samples
        if verify.is_correct(s["reward"], s["finish_reason"])
    ]


def pairs(samples: list[dict[str, Any]]) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """(chosen, rejected): each incorrect sample once, the correct ones taken in turn."""
    correct = [s for s in samples if verify.is_correct(s["reward"], s["finish_reason"])]
    wrong = [s for s in samples if not verify.is_correct(s["reward"], s["finish_reason"])]
    if not correct:
        return []
    return [(correct[i % len(correct)], rejected) for i, rejected in enumerate(wrong)]


def dpo_row(case: dict[str, Any], chosen: dict[str, Any], rejected: dict[str, Any]) -> dict[str, Any]:
    return {
        **common(case),
        "prompt": user(case["prompt"]),
        "chosen": assistant(chosen["response"]),
        "rejected": assistant(rejected["response"]),
        "sample": rejected["sample"],
    }


def mask_dpo_row(
    case: dict[str, Any], chosen: dict[str, Any], rejected: dict[str, Any], item: Callable[[dict[str, Any]], tuple[dict, bool]]
) -> dict[str, Any] | None:
    """``item(sample)`` is a sample's step item ``{sents, type, spans}`` and whether a step of it
    is wrong."""
    rejected_item, wrong = item(rejected)
    if not wrong:  # nothing for the mask to point at
        return None
    return {**dpo_row(case, chosen, rejected), "chosen_item": item(chosen)[0], "rejected_item": rejected_item}


def rl_row(case: dict[str, Any]) -> dict[str, Any]:
    return {
        **common(case),
        "data_source": case["bootcamp"],
        "prompt": user(case["prompt"]),
        "ability": case["domain"],
        "reward_model": {"style": "rule", "ground_truth": case["ground_truth"]},
        "extra_info": {"index": case["index"], "level": case["level"], "seed": case["seed"], "split": case["split"]},
    }


def records_for(
    case: dict[str, Any], samples: list[dict[str, Any]], rebuild: Callable[[], Case], known: dict[int, dict] | None = None
) -> dict[str, list[dict[str, Any]]]:
    """The rows one case (a row of its cases shard) contributes to each record config built
    here. ``known``: the step items the teacher knew by construction, by sample index; any other
    sample's are found by ``check_steps``, for which ``rebuild()`` gives the ``Case`` itself."""
    matched = pairs(samples)
    mask_rows = []
    if matched:
        known = known or {}

        @lru_cache(maxsize=None)
        def replayed(text: str) -> tuple[dict, bool]:  # a chosen response serves several pairs: replay it once
            live = rebuild()
            report = bootcamps.get(live.bootcamp).check_steps(live, text)
            return report.mask_dpo_item(), report.first_error is not None

        def item(sample: dict[str, Any]) -> tuple[dict, bool]:
            found = known.get(sample["sample"])
            if found is None:
                return replayed(sample["response"])
            return found, _HALLUCINATION in found["type"]

        mask_rows = [row for row in (mask_dpo_row(case, c, r, item) for c, r in matched) if row is not None]
    return {
        "sft": sft_rows(case, samples),
        "dpo": [dpo_row(case, c, r) for c, r in matched],
        "mask_dpo": mask_rows,
        "rl": [rl_row(case)],
    }


def fingerprint_of(unit: WorkUnit, ctx: StageContext) -> str:
    return fingerprint("records", verify.fingerprint_of(unit, ctx), ctx.code["records"])


def paths(unit: WorkUnit, ctx: StageContext) -> dict[str, str]:
    fp = fingerprint_of(unit, ctx)
    out = {"samples": str(ctx.shard("samples", verify.fingerprint_of(unit, ctx)))}
    out.update({config: str(ctx.shard("records", fp, config)) for config in BUILT_HERE})
    return out


def run(unit: WorkUnit, ctx: StageContext) -> UnitResult:
    """The records stage for one unit: its cases shard and samples shard in, one shard per
    config out. Returns the shard paths of every config (``samples`` included) and their row
    counts."""
    out = paths(unit, ctx)
    # (the samples shard was checked by the teacher stage of this run)
    counts = {config: pq.read_metadata(path).num_rows for config, path in out.items() if config == "samples" or shard_ok(path)}
    missing = [config for config in BUILT_HERE if config not in counts]
    if missing:
        by_case: dict[str, list[dict[str, Any]]] = {}
        for row in pq.read_table(out["samples"]).to_pylist():
            by_case.setdefault(row["id"], []).append(row)
        known: dict[str, dict[int, dict]] = {}
        for row in pq.read_table(verify.labels_path(unit, ctx)).to_pylist():
            known.setdefault(row["id"], {})[row["sample"]] = row["item"]
        overrides = {(piece.bootcamp, piece.level): piece.overrides() for piece in unit.slices}
        rows: dict[str, list[dict[str, Any]]] = {config: [] for config in BUILT_HERE}
        for case in pq.read_table(ctx.shard("cases", case_stage.fingerprint_of(unit, ctx))).to_pylist():
            bc = bootcamps.get(case["bootcamp"])
            knobs = overrides[case["bootcamp"], case["level"]]
            rebuild = lru_cache(maxsize=1)(partial(bc.case, case["seed"], case["level"], case["split"], **knobs))
            for config, new in records_for(case, by_case.get(case["id"], []), rebuild, known.get(case["id"])).items():
                rows[config].extend(new)
        for config in missing:
            write_parquet(pa.Table.from_pylist(rows[config], schema=SCHEMAS[config]), Path(out[config]))
            counts[config] = len(rows[config])
    return UnitResult(unit.key, out, counts)


STAGE = Stage("records", ("cases", "teacher"), fingerprint_of, run)
