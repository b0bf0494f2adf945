"""The cases stage: a work unit's cases, as a shard of Case rows.

The shard holds what records need (the common columns, the case index, prompt, gold answer
JSON, ``ground_truth``); eval-split shards are the prompts train builds are decontaminated
against. A stage that needs the ``Case`` object itself (to trace it, or to check steps) rebuilds
it from the unit with the public ``Bootcamp.case``, never from JSON, so it is exactly the case a
row's ``seed`` rebuilds.
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq

import bootcamps
from bootcamps import Case
from builders.plan import WorkUnit
from builders.schema import CASES_SCHEMA
from builders.shards import StageContext, fingerprint, shard_ok, write_parquet
from builders.stage import Stage, UnitResult

# (CASES_SCHEMA and every other table's columns are defined once, in builders/schema.py)


def unit_cases(unit: WorkUnit) -> list[tuple[int, Case]]:
    """(index, case) for every case of the unit, slice by slice in index order."""
    overrides = {piece: piece.overrides() for piece in unit.slices}
    return [
        (i, bootcamps.get(piece.bootcamp).case(seed, piece.level, unit.split, **overrides[piece]))
        for piece, i, seed in unit.case_seeds()
    ]


def common(case: Case) -> dict[str, Any]:
    """The columns every record has: enough to rebuild the case with ``Bootcamp.case``."""
    return {
        "id": case.id,
        "bootcamp": case.bootcamp,
        "domain": case.domain,
        "level": case.level,
        "seed": case.seed,
        "split": case.split,
    }


def answer_json(answer: Any) -> str:
    return json.dumps(answer, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def fingerprint_of(unit: WorkUnit, ctx: StageContext) -> str:
    return fingerprint("cases", dataclasses.asdict(unit), ctx.code["cases"], [ctx.code[f"bootcamp:{b}"] for b in unit.bootcamps])


def run(unit: WorkUnit, ctx: StageContext) -> UnitResult:
    """The cases stage for one unit: its shard, written unless a finished one exists."""
    path = ctx.shard("cases", fingerprint_of(unit, ctx))
    if shard_ok(path):  # (else missing, or damaged since it was written)
        count = pq.read_metadata(path).num_rows
    else:
        rows = [
            {**common(case), "index": i, "prompt": case.prompt, "answer": answer_json(case.answer), "ground_truth": case.ground_truth()}
            for i, case in unit_cases(unit)
        ]
        write_parquet(pa.Table.from_pylist(rows, schema=CASES_SCHEMA), path)
        count = len(rows)
    return UnitResult(unit.key, {"cases": str(path)}, {"cases": count})


STAGE = Stage("cases", (), fingerprint_of, run)
