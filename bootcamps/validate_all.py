"""The full validation contract over many bootcamps in a process pool, with progress and a summary.

``python -m bootcamps validate [ID ...] --cases 1000 --jobs 8`` runs ``validate.validate`` once per
bootcamp, each in a worker process, and prints a progress bar, the failures, and a table per
domain. It is what to run before a catalogue issue is closed; the test suite runs a smaller
contract (tests/test_contract.py).

With ``--ledger`` it also records each bootcamp's distinct-prompt counts (it counts the same
1,000 train seeds per level as ``python -m bootcamps distinct``) in the ledger the tests reuse,
so a full validation run leaves that ledger fresh for everything it validated.
"""

from __future__ import annotations

import os
import time
import traceback
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn
from rich.table import Table

from . import distinct
from .validate import validate


@dataclass
class Outcome:
    bootcamp: str
    seconds: float
    failures: list[str] = field(default_factory=list)
    ledger_entry: dict | None = None  # {"digest", "distinct"} when every level was counted over the ledger's cases

    @property
    def ok(self) -> bool:
        return not self.failures


def run_one(bootcamp_id: str, cases: int, unique_cases: int, corrupt: int) -> Outcome:
    """One bootcamp's contract; a crash inside a bootcamp is a failure of that bootcamp only."""
    start = time.perf_counter()
    counts: dict[str, int] = {}
    digest = distinct.fresh_digest(bootcamp_id) if bootcamp_id in distinct.registry.names() else None
    try:
        failures = [str(f) for f in validate(bootcamp_id, cases=cases, unique_cases=unique_cases, corrupt=corrupt,
                                             counts=counts)]
    except Exception as error:  # noqa: BLE001 - e.g. generate raising: report it, keep validating the rest
        where = traceback.extract_tb(error.__traceback__)[-1]
        failures = [f"{bootcamp_id}: crashed: {type(error).__name__}: {error} ({where.filename}:{where.lineno})"]
        counts = {}
    entry = None
    # a count belongs in the ledger only if it is over the ledger's seeds, for every level, of
    # code that did not change while it ran
    if unique_cases == distinct.UNIQUE_CASES and counts and digest == distinct.fresh_digest(bootcamp_id):
        if set(counts) == set(distinct.registry.get(bootcamp_id).levels):
            entry = {"digest": digest, "distinct": counts}
    return Outcome(bootcamp_id, time.perf_counter() - start, failures, entry)


def check_sizes(cases: int, unique_cases: int, corrupt: int, jobs: int) -> None:
    if cases < 1:
        raise ValueError(f"--cases must be >= 1 (cases per level for the deep checks), got {cases}")
    if unique_cases < 0:
        raise ValueError(f"--unique-cases must be >= 0, got {unique_cases}")
    if corrupt < 0:
        raise ValueError(f"--corrupt must be >= 0, got {corrupt}")
    if jobs < 1:
        raise ValueError(f"--jobs must be >= 1, got {jobs}")


def run_all(
    ids: list[str], cases: int, unique_cases: int, corrupt: int, jobs: int | None = None,
    console: Console | None = None, max_report: int = 20, ledger: Path | None = None,
) -> list[Outcome]:
    """Validate every id (``jobs`` processes; 1 runs in this process) and print the summary;
    with ``ledger``, record the distinct-prompt counts there as they come."""
    jobs = jobs or os.cpu_count() or 1
    check_sizes(cases, unique_cases, corrupt, jobs)
    console = console or Console()
    outcomes: list[Outcome] = []
    columns = (TextColumn("validate"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(), TimeRemainingColumn(),
               TextColumn("{task.fields[failed]} failed"))
    with Progress(*columns, console=console, transient=False) as progress:
        task = progress.add_task("validate", total=len(ids), failed=0)

        def done(outcome: Outcome) -> None:
            outcomes.append(outcome)
            if ledger is not None and outcome.ledger_entry is not None:
                distinct.record(ledger, {outcome.bootcamp: outcome.ledger_entry})
            if not outcome.ok:  # print failures as they come: a long run is worth reading early
                progress.console.print(f"[red]FAIL[/red] {outcome.bootcamp}: {len(outcome.failures)} problems")
                for failure in outcome.failures[:max_report]:
                    progress.console.print(f"  {failure}", markup=False, soft_wrap=True)
            progress.update(task, advance=1, failed=sum(not o.ok for o in outcomes))

        if jobs == 1 or len(ids) == 1:
            for bootcamp_id in ids:
                done(run_one(bootcamp_id, cases, unique_cases, corrupt))
        else:
            with ProcessPoolExecutor(min(jobs, len(ids))) as pool:
                futures = [pool.submit(run_one, i, cases, unique_cases, corrupt) for i in ids]
                for future in as_completed(futures):
                    done(future.result())
    outcomes.sort(key=lambda o: o.bootcamp)
    console.print(summary(outcomes, cases, unique_cases))
    return outcomes


def summary(outcomes: list[Outcome], cases: int, unique_cases: int) -> Table:
    """A row per domain, the slowest bootcamp of each, and a total."""
    table = Table(title=f"validation contract: {cases} cases per level, uniqueness over {unique_cases}")
    for column in ("domain", "bootcamps", "passed", "failed", "seconds", "slowest"):
        table.add_column(column, justify="left" if column in ("domain", "slowest") else "right")
    by_domain: dict[str, list[Outcome]] = {}
    for outcome in outcomes:
        by_domain.setdefault(outcome.bootcamp.split("/", 1)[0], []).append(outcome)
    for domain, group in sorted(by_domain.items()):
        failed = sum(not o.ok for o in group)
        slowest = max(group, key=lambda o: o.seconds)
        table.add_row(domain, str(len(group)), str(len(group) - failed), f"[red]{failed}[/red]" if failed else "0",
                      f"{sum(o.seconds for o in group):.1f}", f"{slowest.bootcamp} {slowest.seconds:.1f}s")
    failed = sum(not o.ok for o in outcomes)
    table.add_row("all", str(len(outcomes)), str(len(outcomes) - failed), str(failed),
                  f"{sum(o.seconds for o in outcomes):.1f}", "", style="bold")
    return table
