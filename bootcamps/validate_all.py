"""The full validation contract over many bootcamps in a process pool, with progress and a summary.

``python -m bootcamps validate [ID ...] --cases 1000 --jobs 8`` runs ``validate.validate`` once per
bootcamp, each in a fresh worker process, and prints a progress bar, the failures, and a table per
domain. It is what to run before a catalogue issue is closed; the test suite runs a smaller
contract (tests/test_contract.py).

With ``--ledger`` it also records each bootcamp's distinct-prompt counts (it counts the same
1,000 train seeds per level as ``python -m bootcamps distinct``) in the ledger the tests reuse,
so a full validation run leaves that ledger fresh for everything it validated.

With ``--journal PATH`` each bootcamp's result is appended to PATH as one JSON line the moment it
finishes (its source digest, the contract's sizes, pass or fail, the failures), so a run of hours
that is killed keeps what it finished; ``--resume`` then skips every bootcamp whose last result
there for the same code (the same ``sources`` digest, so a changed helper it imports counts) and
the same sizes passed, and ``--status`` (no validation) prints where each bootcamp stands there:
passed or failed on the code as it is now, stale (only results for older code) or never run.
"""

from __future__ import annotations

import json
import multiprocessing
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
    digest: str | None = None  # the source digest validated, when the code did not change during the run
    reused: bool = False  # taken from the journal (--resume), not run again

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
    # a result belongs to a digest (and a count in the ledger) only if the code did not change while it ran
    stable = digest is not None and digest == distinct.fresh_digest(bootcamp_id)
    # a count belongs in the ledger only if it is over the ledger's seeds, for every level
    if unique_cases == distinct.UNIQUE_CASES and counts and stable:
        if set(counts) == set(distinct.registry.get(bootcamp_id).levels):
            entry = {"digest": digest, "distinct": counts}
    return Outcome(bootcamp_id, time.perf_counter() - start, failures, entry, digest if stable else None)


def contract_sizes(cases: int, unique_cases: int, corrupt: int) -> dict[str, int]:
    """What a journal line records of the contract's size: a pass counts only for the same sizes."""
    return {"cases": cases, "unique_cases": unique_cases, "corrupt": corrupt}


def sizes_key(sizes: dict[str, int]) -> str:
    return json.dumps(sizes, sort_keys=True)


def journal_key(bootcamp_id: str, digest: str | None, sizes: dict[str, int]) -> tuple[str, str | None, str]:
    return bootcamp_id, digest, sizes_key(sizes)


def read_journal(path: Path) -> dict[tuple[str, str | None, str], dict]:
    """The last result for each (bootcamp, digest, sizes) in a journal (empty when the file does not
    exist yet). A run killed while writing leaves a last line without its newline: not counted."""
    if not path.exists():
        return {}
    results: dict[tuple[str, str | None, str], dict] = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").split("\n")[:-1], 1):
        if not line.strip():
            continue
        try:
            result = json.loads(line)
        except json.JSONDecodeError as error:
            raise ValueError(f"--journal {path}: line {number} is not JSON ({error.msg}); "
                             "expected one validation result per line") from None
        if not isinstance(result, dict) or not {"bootcamp", "digest", "sizes", "ok"} <= result.keys():
            raise ValueError(f"--journal {path}: line {number} is not a validation result; "
                             "expected an object with bootcamp, digest, sizes and ok")
        results[journal_key(result["bootcamp"], result["digest"], result["sizes"])] = result
    return results


def drop_torn_line(path: Path) -> bool:
    """Cut a last line that a killed run left without its newline, so the next result starts a
    line of its own; True if there was one."""
    if not path.exists():
        return False
    data = path.read_bytes()
    if not data or data.endswith(b"\n"):
        return False
    with path.open("r+b") as handle:
        handle.truncate(data.rfind(b"\n") + 1)
    return True


def append_result(path: Path, outcome: Outcome, sizes: dict[str, int], max_report: int) -> None:
    """One finished bootcamp as one JSON line, written and flushed in one call."""
    line = json.dumps({"bootcamp": outcome.bootcamp, "digest": outcome.digest, "sizes": sizes, "ok": outcome.ok,
                       "seconds": round(outcome.seconds, 1), "failures": outcome.failures[:max_report]},
                      sort_keys=True, ensure_ascii=False)
    with path.open("a", encoding="utf-8") as handle:
        handle.write(line + "\n")


def passed_before(ids: list[str], journal: dict, sizes: dict[str, int]) -> list[Outcome]:
    """The ids whose last journal result for the code as it is now, at the same sizes, passed."""
    reused = []
    for bootcamp_id in ids:
        digest = distinct.fresh_digest(bootcamp_id)
        result = journal.get(journal_key(bootcamp_id, digest, sizes))
        if result and result["ok"]:
            reused.append(Outcome(bootcamp_id, float(result.get("seconds", 0.0)), [], None, digest, reused=True))
    return reused


STATES = ("passed", "failed", "stale", "not run")


def journal_status(ids: list[str], journal: dict, sizes: dict[str, int]) -> dict[str, str]:
    """Where each id stands in a journal, at these sizes: ``passed`` or ``failed`` (its last
    result for the code as it is now), ``stale`` (results only for code that has changed since)
    or ``not run``."""
    seen = {(bootcamp_id, key_of_sizes) for bootcamp_id, _, key_of_sizes in journal}
    states = {}
    for bootcamp_id in ids:
        result = journal.get(journal_key(bootcamp_id, distinct.fresh_digest(bootcamp_id), sizes))
        if result is not None:
            states[bootcamp_id] = "passed" if result["ok"] else "failed"
        else:
            states[bootcamp_id] = "stale" if (bootcamp_id, sizes_key(sizes)) in seen else "not run"
    return states


def status_table(states: dict[str, str], journal: Path, sizes: dict[str, int]) -> Table:
    """A row per domain: how many of its bootcamps are in each state."""
    table = Table(title=f"{journal}: the contract at {sizes['cases']} cases per level, uniqueness over "
                        f"{sizes['unique_cases']}, {sizes['corrupt']} corrupted traces per case, on the code as it is now")
    table.add_column("domain")
    for column in ("bootcamps", *STATES):
        table.add_column(column, justify="right")
    by_domain: dict[str, list[str]] = {}
    for bootcamp_id, state in sorted(states.items()):
        by_domain.setdefault(bootcamp_id.split("/", 1)[0], []).append(state)
    for domain, group in sorted(by_domain.items()):
        table.add_row(domain, str(len(group)), *(str(group.count(state)) for state in STATES))
    table.add_row("all", str(len(states)), *(str(list(states.values()).count(s)) for s in STATES), style="bold")
    return table


def show_status(ids: list[str], cases: int, unique_cases: int, corrupt: int, journal: Path | None,
                console: Console | None = None) -> dict[str, str]:
    """Print where every id stands in the journal (no validation runs); the states by id."""
    check_sizes(cases, unique_cases, corrupt, 1)
    if journal is None:
        raise ValueError("--status needs --journal PATH: the file of results to report on")
    if not journal.is_file():
        raise ValueError(f"--journal {journal}: no such file; expected a file of results (JSON lines)")
    console = console or Console()
    sizes = contract_sizes(cases, unique_cases, corrupt)
    states = journal_status(ids, read_journal(journal), sizes)
    console.print(status_table(states, journal, sizes))
    for state in STATES[1:]:
        owed = [i for i, s in states.items() if s == state]
        if owed:
            console.print(f"{state} ({len(owed)}): {' '.join(owed)}", markup=False, soft_wrap=True)
    return states


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
    journal: Path | None = None, resume: bool = False,
) -> list[Outcome]:
    """Validate every id (``jobs`` processes; 1 runs in this process) and print the summary;
    with ``ledger``, record the distinct-prompt counts there as they come; with ``journal``, append
    each result there as it comes, and with ``resume`` skip the ids that passed there before."""
    jobs = jobs or os.cpu_count() or 1
    check_sizes(cases, unique_cases, corrupt, jobs)
    if resume and journal is None:
        raise ValueError("--resume needs --journal PATH: the file of earlier results to resume from")
    console = console or Console()
    sizes = contract_sizes(cases, unique_cases, corrupt)
    outcomes: list[Outcome] = []
    if journal is not None:
        if journal.is_dir():
            raise ValueError(f"--journal {journal} is a folder; expected a file of results (JSON lines)")
        journal.parent.mkdir(parents=True, exist_ok=True)
        earlier = read_journal(journal)  # refuse a file that is not a journal before hours of validation
        if drop_torn_line(journal):
            console.print(f"{journal}: dropped an unfinished last line (a run killed while writing it)",
                          markup=False, soft_wrap=True)
        if resume:
            outcomes = passed_before(ids, earlier, sizes)
            console.print(f"resuming from {journal}: {len(outcomes)} of {len(ids)} bootcamps passed there before, "
                          f"on the same code and sizes; validating the other {len(ids) - len(outcomes)}",
                          markup=False, soft_wrap=True)
            done_ids = {o.bootcamp for o in outcomes}
            ids = [i for i in ids if i not in done_ids]
    columns = (TextColumn("validate"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(), TimeRemainingColumn(),
               TextColumn("{task.fields[failed]} failed"))
    with Progress(*columns, console=console, transient=False) as progress:
        task = progress.add_task("validate", total=len(ids), failed=0)

        def done(outcome: Outcome) -> None:
            outcomes.append(outcome)
            if journal is not None:
                append_result(journal, outcome, sizes, max_report)
            if ledger is not None and outcome.ledger_entry is not None:
                distinct.record(ledger, {outcome.bootcamp: outcome.ledger_entry})
            if not outcome.ok:  # print failures as they come: a long run is worth reading early
                progress.console.print(f"[red]FAIL[/red] {outcome.bootcamp}: {len(outcome.failures)} problems")
                for failure in outcome.failures[:max_report]:
                    progress.console.print(f"  {failure}", markup=False, soft_wrap=True)
            progress.update(task, advance=1, failed=sum(not o.ok for o in outcomes))

        if jobs == 1 or len(ids) <= 1:
            for bootcamp_id in ids:
                done(run_one(bootcamp_id, cases, unique_cases, corrupt))
        else:
            # Each bootcamp in a fresh interpreter that imports the code as it is when the bootcamp
            # starts: a reused or forked worker would run modules it loaded earlier, while its
            # digest is read from the files now (edits during a long run would be journalled
            # against code that did not run). Starting one costs about a second a bootcamp.
            with ProcessPoolExecutor(min(jobs, len(ids)), mp_context=multiprocessing.get_context("spawn"),
                                     max_tasks_per_child=1) as pool:
                futures = [pool.submit(run_one, i, cases, unique_cases, corrupt) for i in ids]
                for future in as_completed(futures):
                    done(future.result())
    outcomes.sort(key=lambda o: o.bootcamp)
    console.print(summary(outcomes, cases, unique_cases))
    return outcomes


def summary(outcomes: list[Outcome], cases: int, unique_cases: int) -> Table:
    """A row per domain, the slowest bootcamp of each, and a total."""
    reused = sum(o.reused for o in outcomes)
    title = f"validation contract: {cases} cases per level, uniqueness over {unique_cases}"
    table = Table(title=title + (f"; {reused} passed earlier (--resume)" if reused else ""))
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
