"""The teacher stage: K samples per case, each rewarded by the bootcamp's verifier.

A sample is **correct** when the verifier gives 1.0 and the response finished on its own; one cut
off by the length limit (``finish_reason == "length"``) gets reward 0.0 and is never kept as
correct, whatever its text happens to end with. A case's pass rate is its share of correct
samples. Every sample is kept, with its reward, in the ``samples`` shard (OREAL-style); the
record stage selects from it (rejection sampling for SFT, pairs for DPO).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Sequence

import pyarrow as pa
import pyarrow.parquet as pq

import bootcamps
from bootcamps import Case
from builders import cases as case_stage
from builders.plan import WorkUnit
from builders.schema import LABELS_SCHEMA, SAMPLES_SCHEMA
from builders.shards import StageContext, fingerprint, shard_ok, write_parquet
from builders.stage import Stage, UnitResult
from builders.teachers import Sample, Teacher, make_teacher, teacher_class

# SAMPLES_SCHEMA: the ``samples`` records; LABELS_SCHEMA: the step items a teacher knew by
# construction, read by the records stage instead of replaying the program (builders/schema.py)

# one teacher per process and config: an engine is built once, then serves every unit
_TEACHERS: dict[str, Teacher] = {}


def is_correct(reward: float, finish_reason: str) -> bool:
    return reward >= 1.0 and finish_reason == "stop"


def reward(case: Case, sample: Sample) -> float:
    if sample.finish_reason != "stop":
        return 0.0
    return bootcamps.get(case.bootcamp).score(case, sample.text)


def sample_rows(case: Case, samples: Sequence[Sample], teacher: str) -> list[dict[str, Any]]:
    """The ``samples`` records of one case: every sample with its reward and the case's pass rate."""
    rewards = [reward(case, s) for s in samples]
    correct = sum(is_correct(r, s.finish_reason) for r, s in zip(rewards, samples))
    pass_rate = correct / len(samples) if samples else 0.0
    base = case_stage.common(case)
    return [
        {
            **base,
            "prompt": case.prompt,
            "response": s.text,
            "reward": r,
            "finish_reason": s.finish_reason,
            "pass_rate": pass_rate,
            "sample": k,
            "teacher": teacher,
        }
        for k, (s, r) in enumerate(zip(samples, rewards))
    ]


def teacher_identity(ctx: StageContext) -> dict[str, Any]:
    """What in the teacher config decides the text it writes (operational fields left out)."""
    cls = teacher_class(ctx.teacher["name"])
    identity = {k: v for k, v in ctx.teacher.items() if k not in cls.operational}
    if cls.reads_trace_style:
        identity["trace_style"] = ctx.trace_style
    return identity


def teacher_label(cfg: dict[str, Any]) -> str:
    """The ``teacher`` column: the teacher's name, and its model for model teachers."""
    return cfg["name"] if "model" not in cfg else f"{cfg['name']}:{cfg['model']}"


def fingerprint_of(unit: WorkUnit, ctx: StageContext) -> str:
    return fingerprint("teacher", case_stage.fingerprint_of(unit, ctx), teacher_identity(ctx), ctx.seed, ctx.code["teacher"])


def teacher_for(ctx: StageContext) -> Teacher:
    key = fingerprint(ctx.teacher, ctx.seed, ctx.trace_style)
    if key not in _TEACHERS:
        _TEACHERS[key] = make_teacher(ctx.teacher, ctx.seed, ctx.trace_style)
    return _TEACHERS[key]


def close_teachers() -> None:
    while _TEACHERS:
        _TEACHERS.popitem()[1].close()


def labels_path(unit: WorkUnit, ctx: StageContext) -> Path:
    return ctx.shard("labels", fingerprint_of(unit, ctx))


def run(unit: WorkUnit, ctx: StageContext) -> UnitResult:
    """The teacher stage for one unit: samples for its cases, rewarded, in one shard, and the
    step items the teacher knew in another (written first: a samples shard always has them)."""
    path = ctx.shard("samples", fingerprint_of(unit, ctx))
    labels = labels_path(unit, ctx)
    # (shard_ok on both: a damaged one of the pair is reported and removed, and both rewritten)
    if shard_ok(labels) & shard_ok(path):
        counts = {"samples": pq.read_metadata(path).num_rows, "labels": pq.read_metadata(labels).num_rows}
    else:
        cases = [case for _, case in case_stage.unit_cases(unit)]
        outputs = teacher_for(ctx).generate(cases)
        if len(outputs) != len(cases):
            raise RuntimeError(f"teacher {ctx.teacher['name']} answered {len(outputs)} of {len(cases)} cases")
        label = teacher_label(ctx.teacher)
        rows = [row for case, samples in zip(cases, outputs) for row in sample_rows(case, samples, label)]
        known = [
            {"id": case.id, "sample": k, "item": s.steps}
            for case, samples in zip(cases, outputs)
            for k, s in enumerate(samples)
            if s.steps is not None
        ]
        write_parquet(pa.Table.from_pylist(known, schema=LABELS_SCHEMA), labels)
        write_parquet(pa.Table.from_pylist(rows, schema=SAMPLES_SCHEMA), path)
        counts = {"samples": len(rows), "labels": len(known)}
    return UnitResult(unit.key, {"samples": str(path), "labels": str(labels)}, counts)


# (the teacher stage is named after what it runs; its shards are the samples and their labels)
STAGE = Stage("teacher", ("cases",), fingerprint_of, run)
