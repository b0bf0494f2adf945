"""The prompt-uniqueness ledger: distinct prompts in 1,000 seeds per level, per bootcamp, keyed by
the digest of the code the prompts come from.

Counting distinct prompts needs 1,000 cases per level (a smaller sample cannot see a 1% repeat
rate), and for a solver-backed puzzle that is most of its contract time. The count is a pure
function of the code (``sources.source_digest``: the bootcamp's module, the bootcamps modules it
imports, third-party versions and the Python minor version), so the test suite reuses a count
recorded for the same digest and recomputes the rest. ``python -m bootcamps distinct`` brings the
ledger (``tests/distinct_prompts.json``) up to date; ``python -m bootcamps validate`` never reads
it and always counts afresh, so the full contract stays independent of it.
"""

from __future__ import annotations

import json
import os
import tempfile
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path
from typing import Sequence

from . import registry
from .api import Bootcamp, Case
from .sources import PACKAGE, source_digest

UNIQUE_CASES = 1000
DEFAULT_LEDGER = PACKAGE.parent / "tests" / "distinct_prompts.json"


def count_distinct(bc: Bootcamp, level: str, cases: int = UNIQUE_CASES, made: Sequence[Case] = ()) -> int:
    """Distinct prompts among the train cases of seeds 0..cases-1 at one level. ``made``: the
    train cases of seeds 0, 1, ... at that level already generated (validate's sample), which
    are not generated again."""
    for seed, case in enumerate(made[:cases]):
        if (case.seed, case.level, case.split) != (seed, level, "train"):
            raise ValueError(f"made cases must be the train cases of seeds 0, 1, ... at level {level}; "
                             f"got seed {case.seed}, level {case.level}, split {case.split} at position {seed}")
    prompts = {case.prompt for case in made[:cases]}
    prompts.update(bc.case(seed, level).prompt for seed in range(len(made[:cases]), cases))
    return len(prompts)


def fresh_digest(bootcamp_id: str) -> str:
    """The digest from the files as they are now (``source_digest`` caches per process)."""
    return source_digest.__wrapped__(bootcamp_id)


def measure(bootcamp_id: str, expected_digest: str | None = None) -> tuple[str, dict]:
    """One ledger entry: the digest and the distinct count of every level. Raises when the code
    changed while it was measured (its digest now differs from ``expected_digest``, taken before
    the measuring processes started): the counts would belong to neither version."""
    bc = registry.get(bootcamp_id)
    counts = {level: count_distinct(bc, level) for level in bc.levels}
    digest = fresh_digest(bootcamp_id)
    if expected_digest is not None and digest != expected_digest:
        raise RuntimeError("its source files changed while it was measured; run again")
    return bootcamp_id, {"digest": digest, "distinct": counts}


def load(path: Path = DEFAULT_LEDGER) -> dict[str, dict]:
    """The ledger's entries by bootcamp id ({} when there is no ledger yet)."""
    if not path.exists():
        return {}
    data = json.loads(path.read_text(encoding="utf-8"))
    if data.get("cases") != UNIQUE_CASES or not isinstance(data.get("bootcamps"), dict):
        raise ValueError(f"{path}: not a distinct-prompts ledger over {UNIQUE_CASES} cases")
    return data["bootcamps"]


def recorded_share(entries: dict[str, dict], bootcamp_id: str, level: str) -> float | None:
    """The recorded share of distinct prompts, or None when the code changed since (or never ran)."""
    entry = entries.get(bootcamp_id)
    if not entry or entry.get("digest") != source_digest(bootcamp_id) or level not in entry["distinct"]:
        return None
    return entry["distinct"][level] / UNIQUE_CASES


def stale(entries: dict[str, dict], ids: list[str]) -> list[str]:
    return [i for i in ids if entries.get(i, {}).get("digest") != source_digest(i)]


class MeasureError(RuntimeError):
    """Bootcamps that could not be measured (each one's error); the others' counts were written."""


def update(path: Path, ids: list[str], jobs: int, progress=None, every: int = 25) -> dict[str, dict]:
    """Measure ``ids`` (``jobs`` processes), keep the other entries whose bootcamps still exist,
    and write the ledger atomically every ``every`` bootcamps and at the end, so a run that is
    stopped keeps what it measured (sorted keys: the same code gives the same bytes). A bootcamp
    that raises is left out of the ledger and named in the MeasureError raised at the end."""
    entries = {k: v for k, v in load(path).items() if k in registry.names()}
    before = {i: fresh_digest(i) for i in ids}  # the code the workers (forked next) load
    failed: list[str] = []

    def done(bootcamp_id: str, outcome, count: int) -> None:
        if isinstance(outcome, BaseException):
            failed.append(f"{bootcamp_id}: {type(outcome).__name__}: {outcome}")
        else:
            entries[bootcamp_id] = outcome
        if count % every == 0:
            _write(path, entries)
        if progress:
            progress(bootcamp_id)

    if jobs <= 1 or len(ids) <= 1:
        for count, bootcamp_id in enumerate(ids, 1):
            try:
                outcome = measure(bootcamp_id, before[bootcamp_id])[1]
            except Exception as error:  # noqa: BLE001 - reported below with the bootcamp's id
                outcome = error
            done(bootcamp_id, outcome, count)
    else:
        with ProcessPoolExecutor(min(jobs, len(ids))) as pool:
            futures = {pool.submit(measure, i, before[i]): i for i in ids}
            for count, future in enumerate(as_completed(futures), 1):
                error = future.exception()
                done(futures[future], error if error is not None else future.result()[1], count)
    _write(path, entries)
    if failed:
        raise MeasureError(f"{len(failed)} bootcamps not measured: " + "; ".join(failed))
    return entries


def record(path: Path, new_entries: dict[str, dict]) -> dict[str, dict]:
    """Merge measured entries (from ``measure`` or a validation run) into the ledger at ``path``,
    dropping bootcamps that no longer exist; written atomically."""
    entries = {k: v for k, v in load(path).items() if k in registry.names()}
    entries.update(new_entries)
    _write(path, entries)
    return entries


def _write(path: Path, entries: dict[str, dict]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    with os.fdopen(handle, "w", encoding="utf-8") as out:
        out.write(_render(entries))
    umask = os.umask(0)
    os.umask(umask)
    os.chmod(tmp, 0o666 & ~umask)  # mkstemp's file is private (0600); the ledger is an ordinary file
    os.replace(tmp, path)  # a killed run leaves the last ledger whole


def _render(entries: dict[str, dict]) -> str:
    """JSON with one line per bootcamp (readable diffs), keys sorted: same entries, same bytes."""
    lines = [f"  {json.dumps(k)}: {json.dumps(entries[k], sort_keys=True)}" for k in sorted(entries)]
    return f'{{\n "cases": {UNIQUE_CASES},\n "bootcamps": {{\n' + ",\n".join(lines) + "\n }\n}\n"


def below_floor(entries: dict[str, dict], ids: list[str]) -> list[str]:
    """One line per level whose recorded share is under the bootcamp's declared floor."""
    lines = []
    for bootcamp_id in ids:
        bc = registry.get(bootcamp_id)
        for level, count in sorted(entries[bootcamp_id]["distinct"].items()):
            floor = bc.min_distinct_prompts.get(level, 0.99)
            if count / UNIQUE_CASES < floor:
                lines.append(f"{bootcamp_id} level {level}: {count / UNIQUE_CASES:.1%} distinct prompts in "
                             f"{UNIQUE_CASES} cases, need {floor:.1%}")
    return lines
