"""One form for every unit stage (as datatrove's pipeline steps).

A stage is a name, the stages whose shards it reads, a fingerprint of a unit's output (its
inputs' fingerprints, its settings and its code) and a ``run`` that writes the unit's shards
unless finished ones exist and returns a :class:`UnitResult`. ``build.py`` reads top to bottom
as the flow of stages; executors only place ``run`` calls on workers.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from builders.plan import WorkUnit
from builders.shards import StageContext


@dataclass(frozen=True)
class UnitResult:
    """What a stage made of one unit: its shards by table name, and their row counts."""

    unit: str  # WorkUnit.key
    paths: dict[str, str] = field(default_factory=dict)
    rows: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class Stage:
    name: str
    inputs: tuple[str, ...]  # the stages whose shards ``run`` reads
    fingerprint: Callable[[WorkUnit, StageContext], str]
    run: Callable[[WorkUnit, StageContext], UnitResult]

    def __call__(self, unit: WorkUnit, ctx: StageContext) -> Any:
        return self.run(unit, ctx)
