"""The plan: a mixture resolved into bootcamps, case counts per level, and work units.

Resolution, all before any work starts (bad input is a one-line ``ValueError``):

1. **Select** bootcamps: ``include``/``exclude`` globs match a bootcamp's id or its domain
   (``"*"``, ``"algorithm/*"``, ``"puzzle"``, ``"graph/shortest_path"``). With ``count`` N, N of
   them are chosen deterministically, stratified by domain: every domain gets one while N allows,
   the rest go by largest remainder in proportion to each domain's size, and within a domain the
   order is a stable hash of the id (so it does not move as other bootcamps are added). Fewer
   than N is an error naming how many exist: never padded, never repeated.
2. **Count** cases: ``cases`` per bootcamp times its weight (``weights`` by id or domain),
   split over levels by the ``levels`` ratios (largest remainder, exact arithmetic).
3. **Cut** each (bootcamp, level) into slices of at most ``unit_size`` case indices, and **pack**
   consecutive slices of one domain into work units of at most ``unit_size`` cases.

A unit is plain data: a stage is a function of it, whatever executor runs it. Case ``i`` of
(bootcamp, level) gets the seed ``derive_case_seed(seed, bootcamp, level, i)``.
"""

from __future__ import annotations

import dataclasses
import difflib
import json
from dataclasses import dataclass, field
from fnmatch import fnmatchcase
from fractions import Fraction
from typing import Any, Dict, Iterable, List, Mapping, Optional

from omegaconf import MISSING

import bootcamps
from bootcamps.seeding import derive_case_seed, stable_hash

_GLOB_CHARS = "*?["
_LIST_LIMIT = 30  # a list of valid choices longer than this is cut to close matches


@dataclass
class MixtureConfig:
    """Which bootcamps, how many cases of which difficulty, in which split: the ``mixture``
    group's Hydra schema. ``__post_init__`` checks what the fields alone decide; what needs the
    catalogue (patterns, weights and knobs naming bootcamps) is checked by :func:`make_plan`."""

    name: str = MISSING
    include: List[str] = field(default_factory=lambda: ["*"])  # globs over ids and domains
    exclude: List[str] = field(default_factory=list)
    count: Optional[int] = None  # N of the matched bootcamps, stratified by domain; null: all
    cases: int = 10  # cases per bootcamp at weight 1
    weights: Dict[str, float] = field(default_factory=dict)  # by bootcamp id or domain; default 1
    levels: Dict[Any, float] = field(default_factory=dict)  # ratio per level "1".."5"; empty: equal
    knobs: Dict[str, Dict[str, Any]] = field(default_factory=dict)  # bootcamp id -> knob overrides
    split: str = "train"
    seed: Optional[int] = None  # pins the case seeds (the eval set never moves); null: the build seed

    def __post_init__(self) -> None:
        if self.split not in bootcamps.SPLITS:
            raise ValueError(f"unknown split {self.split!r} in mixture {self.name}; valid splits: {', '.join(bootcamps.SPLITS)}")
        if self.cases < 0:
            raise ValueError(f"mixture.cases must be >= 0, got {self.cases}")
        if self.count is not None and self.count < 1:
            raise ValueError(f"mixture.count must be >= 1, got {self.count}")
        for key, value in self.weights.items():
            if value < 0:
                raise ValueError(f"mixture.weights[{key}] is negative ({value}); weights must be >= 0")
        seen: set[str] = set()
        for key, value in self.levels.items():
            level = str(key)
            if level not in bootcamps.LEVELS:
                raise ValueError(f"unknown level {key!r} in mixture.levels; valid levels: {', '.join(bootcamps.LEVELS)}")
            if level in seen:
                raise ValueError(f"level {level!r} appears twice in mixture.levels")
            seen.add(level)
            if Fraction(str(value)) < 0:
                raise ValueError(f"mixture.levels[{level}] is negative ({value}); ratios must be >= 0")
        if self.levels and not any(Fraction(str(v)) for v in self.levels.values()):
            raise ValueError("mixture.levels are all zero; give at least one level a positive ratio")


@dataclass(frozen=True)
class Slice:
    """Cases ``[start, stop)`` of one bootcamp at one level, with its knob overrides."""

    bootcamp: str
    level: str
    start: int
    stop: int
    knobs: str = "{}"  # JSON of the bootcamp's knob overrides (sorted keys)

    @property
    def size(self) -> int:
        return self.stop - self.start

    def overrides(self) -> dict[str, Any]:
        return knob_overrides(self.bootcamp, self.level, json.loads(self.knobs))


@dataclass(frozen=True)
class WorkUnit:
    """The grain of scheduling and of resume: up to ``unit_size`` cases of one split and domain,
    as one or more slices. Small slices are packed together because every unit pays fixed costs
    (a shard per stage and table, a task, a fingerprint): the default build's slices hold two
    cases each, and one unit per slice spent about a quarter of its time on Parquet files."""

    split: str
    seed: int  # the build seed that case seeds derive from
    slices: tuple[Slice, ...]

    @classmethod
    def of(cls, bootcamp: str, level: str, split: str, start: int, stop: int, seed: int, knobs: str = "{}") -> "WorkUnit":
        """A unit of one slice."""
        return cls(split, seed, (Slice(bootcamp, level, start, stop, knobs),))

    @property
    def key(self) -> str:
        first = self.slices[0]
        key = f"{first.bootcamp}:{first.level}:{self.split}:{first.start}-{first.stop}"
        return key if len(self.slices) == 1 else f"{key}+{len(self.slices) - 1} more"

    @property
    def size(self) -> int:
        return sum(s.size for s in self.slices)

    @property
    def bootcamps(self) -> tuple[str, ...]:
        return tuple(sorted({s.bootcamp for s in self.slices}))

    @property
    def cost(self) -> int:
        """A rough estimate of the unit's work, for scheduling only (never for output): its cases,
        each weighted 2**level. A level's case costs the tail teacher about 1.5-2x the level
        below's: on the 24 reference bootcamps the costliest (bootcamp, level) pairs are levels
        3-5, and a level-5 case of prime_search costs 3.9x its level 3, of game24 2.7x."""
        return sum(s.size << _level_rank(s.level) for s in self.slices)

    def case_seeds(self) -> list[tuple[Slice, int, int]]:
        """(slice, index, seed) of every case in the unit, slice by slice in index order."""
        return [(s, i, derive_case_seed(self.seed, s.bootcamp, s.level, i)) for s in self.slices for i in range(s.start, s.stop)]


def pack(slices: Iterable[Slice], split: str, seed: int, unit_size: int) -> list[WorkUnit]:
    """Consecutive slices packed into units of at most ``unit_size`` cases, never across a
    domain (so adding a bootcamp moves the units of its own domain only). Slices are already cut
    to at most ``unit_size``."""
    units: list[WorkUnit] = []
    batch: list[Slice] = []
    for piece in slices:
        if batch and (sum(s.size for s in batch) + piece.size > unit_size or _domain(batch[0]) != _domain(piece)):
            units.append(WorkUnit(split, seed, tuple(batch)))
            batch = []
        batch.append(piece)
    if batch:
        units.append(WorkUnit(split, seed, tuple(batch)))
    return units


def _level_rank(level: str) -> int:
    return int(level) if level.isdigit() else 1


def _domain(piece: Slice) -> str:
    return piece.bootcamp.split("/", 1)[0]


@dataclass(frozen=True)
class Plan:
    mixture: str
    split: str
    seed: int
    bootcamps: tuple[str, ...]
    counts: dict[str, dict[str, int]]  # bootcamp -> level -> cases
    units: tuple[WorkUnit, ...]

    @property
    def cases(self) -> int:
        return sum(u.size for u in self.units)


def make_plan(mixture: Mapping[str, Any], seed: int, unit_size: int, only: Iterable[str] | None = None) -> Plan:
    """Resolve a mixture (the plain dict of a ``MixtureConfig``) into work units.

    ``only`` keeps just those bootcamps of the mixture's selection (the eval set of a build)."""
    MixtureConfig(**mixture)  # the checks the fields alone decide
    name = mixture["name"]
    if unit_size < 1:
        raise ValueError(f"executor.unit_size must be >= 1, got {unit_size}")
    split = mixture["split"]
    selected = select_bootcamps(name, mixture["include"], mixture["exclude"], mixture["count"])
    ratios = level_ratios(mixture["levels"])
    weights = bootcamp_weights(mixture["weights"], selected)
    knobs = dict(mixture["knobs"])
    unknown = sorted(set(knobs) - set(selected))
    if unknown:
        raise ValueError(f"mixture.knobs names {unknown[0]!r}, not a bootcamp of mixture {name}; {_choices(unknown[0], selected)}")
    if only is not None:
        keep = set(only)
        selected = [b for b in selected if b in keep]
    for bootcamp_id in selected:
        bootcamps.get(bootcamp_id)  # a module that fails to import fails here, before any work
    run_seed = seed if mixture.get("seed") is None else int(mixture["seed"])

    counts: dict[str, dict[str, int]] = {}
    slices: list[Slice] = []
    for bootcamp_id in selected:
        total = _round_half_up(mixture["cases"] * Fraction(weights[bootcamp_id]))
        per_level = split_by_ratio(total, ratios)
        counts[bootcamp_id] = per_level
        knob_json = json.dumps(knobs.get(bootcamp_id, {}), sort_keys=True)
        for level, n in per_level.items():
            if n and level not in bootcamps.get(bootcamp_id).levels:
                raise ValueError(f"mixture {name} asks for level {level} of {bootcamp_id}, which has levels {', '.join(bootcamps.get(bootcamp_id).levels)}")
            if n:
                knob_overrides(bootcamp_id, level, knobs.get(bootcamp_id, {}))  # validates the knobs
            for start in range(0, n, unit_size):
                slices.append(Slice(bootcamp_id, level, start, min(n, start + unit_size), knob_json))
    units = pack(slices, split, run_seed, unit_size)
    if selected and not units and only is None:
        raise ValueError(f"mixture {name} asks for no cases: raise mixture.cases or the weights")
    return Plan(name, split, run_seed, tuple(selected), counts, tuple(units))


def select_bootcamps(name: str, include: list[str], exclude: list[str], count: int | None) -> list[str]:
    existing = bootcamps.names()
    for pattern in [*include, *exclude]:
        _check_pattern(pattern, existing)
    chosen = [b for b in existing if _matches(b, include) and not _matches(b, exclude)]
    if count is None:
        if not chosen:
            raise ValueError(f"mixture {name} selects no bootcamp: include {list(include)} minus exclude {list(exclude)} is empty")
        return chosen
    if count > len(chosen):
        where = "" if list(include) == ["*"] and not exclude else f" matching include {list(include)}" + (
            f" and not exclude {list(exclude)}" if exclude else ""
        )
        raise ValueError(f"mixture {name} asks for {count} bootcamps; {len(chosen)} exist{where}")
    return stratified(chosen, count)


def stratified(ids: list[str], count: int) -> list[str]:
    """``count`` of ``ids``, stratified by domain; the result is sorted."""
    by_domain: dict[str, list[str]] = {}
    for bootcamp_id in ids:
        by_domain.setdefault(bootcamp_id.split("/", 1)[0], []).append(bootcamp_id)
    for members in by_domain.values():
        members.sort(key=lambda b: (stable_hash("mixture-select", b), b))
    quota = _domain_quota(count, {d: len(m) for d, m in by_domain.items()})
    return sorted(b for d, members in by_domain.items() for b in members[: quota[d]])


def _domain_quota(count: int, sizes: dict[str, int]) -> dict[str, int]:
    domains = sorted(sizes)
    if count < len(domains):  # not enough for one each: the largest domains get one
        ranked = sorted(domains, key=lambda d: (-sizes[d], d))
        return {d: int(d in ranked[:count]) for d in domains}
    quota = {d: 1 for d in domains}
    room = {d: sizes[d] - 1 for d in domains}
    left = count - len(domains)
    total_room = sum(room.values())
    if left == 0 or total_room == 0:
        return quota
    shares = {d: Fraction(left * room[d], total_room) for d in domains}
    for d in domains:
        quota[d] += int(shares[d])
    left -= sum(int(s) for s in shares.values())
    # largest remainder; every share <= its room, so a domain with a remainder has room for one more
    for d in sorted(domains, key=lambda d: (-(shares[d] - int(shares[d])), -room[d], d))[:left]:
        quota[d] += 1
    return quota


def level_ratios(levels: Mapping[Any, float]) -> dict[str, Fraction]:
    """The mixture's level ratios keyed "1".."5" (checked by ``MixtureConfig``); empty means
    equal over all levels."""
    if not levels:
        return {level: Fraction(1) for level in bootcamps.LEVELS}
    ratios = {str(key): Fraction(str(value)) for key, value in levels.items()}
    return {level: ratios.get(level, Fraction(0)) for level in bootcamps.LEVELS}


def bootcamp_weights(weights: Mapping[str, float], selected: list[str]) -> dict[str, Fraction]:
    """Each selected bootcamp's weight: by its id, else by its domain, else 1."""
    domains = sorted({b.split("/", 1)[0] for b in selected})
    for key, value in weights.items():
        if key not in selected and key not in domains:
            raise ValueError(f"mixture.weights names {key!r}, not a selected bootcamp or domain; {_choices(key, [*domains, *selected])}")
    out = {}
    for bootcamp_id in selected:
        value = weights.get(bootcamp_id, weights.get(bootcamp_id.split("/", 1)[0], 1.0))
        out[bootcamp_id] = Fraction(str(value))
    return out


def split_by_ratio(total: int, ratios: Mapping[str, Fraction]) -> dict[str, int]:
    """``total`` split over the keys in proportion to the ratios (largest remainder, ties in key order)."""
    whole = sum(ratios.values())
    shares = {k: total * r / whole for k, r in ratios.items()}
    counts = {k: int(s) for k, s in shares.items()}
    order = sorted(ratios, key=lambda k: (-(shares[k] - counts[k]), list(ratios).index(k)))
    for k in order[: total - sum(counts.values())]:
        counts[k] += 1
    return counts


def knob_overrides(bootcamp_id: str, level: str, knobs: Mapping[str, Any]) -> dict[str, Any]:
    """Knob overrides as the bootcamp's ``Config`` types them (YAML lists become tuples where a
    knob's default is a tuple), validated by building the level's config."""
    bc = bootcamps.get(bootcamp_id)
    base = bc.LEVELS[level]
    defaults = {f.name: getattr(base, f.name) for f in dataclasses.fields(base)}
    typed = {k: tuple(v) if isinstance(defaults.get(k), tuple) and isinstance(v, list) else v for k, v in knobs.items()}
    bc.config(level, **typed)  # unknown knob, wrong type, or a value the Config rejects: ValueError
    return typed


def _matches(bootcamp_id: str, patterns: Iterable[str]) -> bool:
    domain = bootcamp_id.split("/", 1)[0]
    return any(fnmatchcase(bootcamp_id, p) or fnmatchcase(domain, p) for p in patterns)


def _check_pattern(pattern: str, existing: tuple[str, ...]) -> None:
    """A literal id or domain must exist; a glob must match something (else it is a typo)."""
    if any(_matches(b, [pattern]) for b in existing):
        return
    domains = sorted({b.split("/", 1)[0] for b in existing})
    if any(c in pattern for c in _GLOB_CHARS):
        raise ValueError(f"mixture pattern {pattern!r} matches no bootcamp; domains: {', '.join(domains)}")
    if "/" in pattern:
        raise ValueError(f"unknown bootcamp {pattern!r}; {_choices(pattern, existing)}")
    raise ValueError(f"unknown domain {pattern!r}; valid domains: {', '.join(domains)}")


def _choices(value: str, valid: Iterable[str]) -> str:
    valid = sorted(set(valid))
    if len(valid) <= _LIST_LIMIT:
        return f"valid choices: {', '.join(valid)}"
    close = difflib.get_close_matches(value, valid, n=5)
    hint = f"closest: {', '.join(close)}; " if close else ""
    return f"{hint}{len(valid)} exist (python -m bootcamps list)"


def _round_half_up(x: Fraction) -> int:
    return int(x + Fraction(1, 2)) if x >= 0 else -int(-x + Fraction(1, 2))
