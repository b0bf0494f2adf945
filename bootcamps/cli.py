"""``python -m bootcamps`` (also the ``bootcamps`` console script): list, show, validate, distinct, stepcheck, new, gallery."""

from __future__ import annotations

import argparse
import os
import sys

from rich.console import Console
from rich.table import Table

from . import registry
from .trace import STYLES
from .validate import step_check


def _list(args: argparse.Namespace, console: Console) -> int:
    """Counts and ids per domain from file paths alone (no bootcamp is imported); ``--describe``
    imports each one for its description and reports those that fail to import."""
    names = registry.names()
    if not args.describe:
        by_domain: dict[str, list[str]] = {}
        for name in names:
            by_domain.setdefault(name.split("/", 1)[0], []).append(name)
        table = Table(title=f"{len(names)} bootcamps in {len(by_domain)} domains")
        table.add_column("domain", no_wrap=True)
        table.add_column("bootcamps", justify="right")
        for domain, ids in by_domain.items():
            table.add_row(domain, str(len(ids)))
        console.print(table)
        for domain, ids in by_domain.items():  # plain lines: ids must not be wrapped mid-name
            print(f"{domain}: {' '.join(ids)}")
        return 0
    table = Table(title=f"{len(names)} bootcamps")
    for column in ("id", "domain", "levels"):
        table.add_column(column, no_wrap=True)
    table.add_column("description")
    broken = 0
    for name in names:
        try:
            bc = registry.get(name)
        except Exception as error:  # noqa: BLE001 - list the rest, report this one
            broken += 1
            table.add_row(name, name.split("/")[0], "-", f"[red]import failed: {error}[/red]")
            continue
        table.add_row(bc.id, bc.domain, ",".join(bc.levels), bc.description)
    console.print(table)
    return 1 if broken else 0


def _show(args: argparse.Namespace, console: Console) -> int:
    bc = registry.get(args.id)
    case = bc.case(args.seed, args.level, args.split)
    # Plain print: the texts are training data and must not be re-wrapped by the console.
    print(f"== {bc.id}  level {case.level}  seed {case.seed}  split {case.split}  id {case.id}")
    print(f"== prompt\n{case.prompt}")
    print(f"== gold\n{bc.format_answer(case.answer)}")
    print(f"== trace ({args.style})\n{bc.trace(case, args.style)}")
    return 0


def _validate(args: argparse.Namespace, console: Console) -> int:
    from .validate_all import run_all  # the pool and progress bar only load for this command

    ids = args.ids or list(registry.names())
    unknown = [i for i in ids if i not in registry.names()]
    if unknown:
        registry.get(unknown[0])  # the registry's error, with close matches
    ledger = None
    if args.ledger_file and not args.ledger:
        raise ValueError(f"--ledger-file {args.ledger_file} needs --ledger")
    if args.ledger:
        from pathlib import Path

        from . import distinct

        if args.unique_cases != distinct.UNIQUE_CASES:
            raise ValueError(f"--ledger records counts over {distinct.UNIQUE_CASES} cases a level; "
                             f"got --unique-cases {args.unique_cases}")
        ledger = Path(args.ledger_file) if args.ledger_file else distinct.DEFAULT_LEDGER
        distinct.load(ledger)  # refuse a file that is not a ledger before hours of validation
    journal = None
    if args.journal:
        from pathlib import Path

        journal = Path(args.journal)
    if args.status:
        from .validate_all import show_status

        if args.resume or args.ledger:
            raise ValueError("--status validates nothing, so it takes neither --resume nor --ledger")

        states = show_status(ids, args.cases, args.unique_cases, args.corrupt, journal, console)
        return 0 if all(state == "passed" for state in states.values()) else 1
    outcomes = run_all(ids, args.cases, args.unique_cases, args.corrupt, args.jobs, console, args.max_report, ledger,
                       journal, args.resume)
    failed = sum(not o.ok for o in outcomes)
    console.print(f"{len(outcomes) - failed} passed, {failed} failed")
    return 1 if failed else 0


def _new(args: argparse.Namespace, console: Console) -> int:
    from . import scaffold

    for path in scaffold.create(args.id, args.description or ""):
        print(f"wrote {path}")
    print(scaffold.next_steps(args.id))
    return 0


def _gallery(args: argparse.Namespace, console: Console) -> int:
    from pathlib import Path

    from . import gallery

    path = Path(args.output) if args.output else gallery.DEFAULT_PATH
    jobs = args.jobs or os.cpu_count() or 1
    try:
        if args.check:
            if gallery.stale(path, jobs):
                print(f"{path} is out of date: run python -m bootcamps gallery")
                return 1
            print(f"{path} is up to date ({len(registry.names())} bootcamps)")
            return 0
        changed = gallery.write(path, jobs)
    except RuntimeError as error:  # bootcamps that could not make an entry, listed
        print(error)
        return 1
    print(f"{'wrote' if changed else 'unchanged'} {path} ({len(registry.names())} bootcamps)")
    return 0


def _distinct(args: argparse.Namespace, console: Console) -> int:
    """Bring the prompt-uniqueness ledger up to date: measure the bootcamps whose code changed."""
    from pathlib import Path

    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from . import distinct

    path = Path(args.ledger) if args.ledger else distinct.DEFAULT_LEDGER
    ids = args.ids or list(registry.names())
    for unknown in (i for i in ids if i not in registry.names()):
        registry.get(unknown)  # the registry's error, with close matches
    todo = ids if args.all else distinct.stale(distinct.load(path), ids)
    jobs = args.jobs or os.cpu_count() or 1
    with Progress(TextColumn("distinct prompts"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                  console=console) as progress:
        task = progress.add_task("distinct", total=len(todo))
        try:
            entries = distinct.update(path, todo, jobs, lambda _id: progress.advance(task))
        except distinct.MeasureError as error:
            print(f"error: {error}")
            return 1
    low = distinct.below_floor(entries, ids)
    for line in low:
        print(line)
    print(f"{path}: {len(todo)} measured, {len(ids) - len(todo)} unchanged, {len(low)} levels below their floor")
    return 1 if low else 0


def _stepcheck(args: argparse.Namespace, console: Console) -> int:
    table = Table(title=f"check_steps on {args.cases} corrupted traces per level")
    for column in ("bootcamp", "level", "corrupted", "found", "unmade", "gold steps", "gold flagged", "by kind (made/found)"):
        table.add_column(column, no_wrap=column == "bootcamp")
    bad = 0
    for bootcamp_id in args.ids or list(registry.names()):
        bc = registry.get(bootcamp_id)
        for level in args.levels or bc.levels:
            s = step_check(bc, level, args.cases)
            bad += s.found != s.corrupted or s.gold_flagged > 0
            kinds = " ".join(f"{k}:{m}/{f}" for k, (m, f) in sorted(s.by_kind.items()))
            row = (s.bootcamp, s.level, str(s.corrupted), str(s.found), str(s.unmade), str(s.gold_steps),
                   str(s.gold_flagged), kinds)
            table.add_row(*row)
            if args.stream:  # long runs: a line per level as it finishes
                print(" | ".join(row), flush=True)
    console.print(table)
    return 1 if bad else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bootcamps", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    listing = sub.add_parser("list", help="bootcamp counts and ids per domain")
    listing.add_argument("--describe", action="store_true", help="a row per bootcamp with its description (imports each)")
    show = sub.add_parser("show", help="one case: prompt, gold and trace")
    show.add_argument("id")
    show.add_argument("--level", default="1")
    show.add_argument("--seed", type=int, default=0)
    show.add_argument("--split", default="train")
    show.add_argument("--style", default="minimal", choices=STYLES)
    check = sub.add_parser("validate", help="run the validation contract")
    check.add_argument("ids", nargs="*", metavar="ID")
    check.add_argument("--cases", type=int, default=30, help="cases per level for the deep checks")
    check.add_argument("--unique-cases", type=int, default=1000, help="cases per level for prompt uniqueness")
    check.add_argument("--corrupt", type=int, default=3, help="corrupted traces per case")
    check.add_argument("--max-report", type=int, default=20)
    check.add_argument("--jobs", type=int, default=None, help="worker processes (default: one per CPU)")
    check.add_argument("--ledger", action="store_true",
                       help="also record the distinct-prompt counts in tests/distinct_prompts.json (needs --unique-cases 1000)")
    check.add_argument("--ledger-file", metavar="PATH", help="with --ledger: another ledger file")
    check.add_argument("--journal", metavar="PATH",
                       help="append each bootcamp's result to PATH as a JSON line as soon as it finishes")
    check.add_argument("--resume", action="store_true",
                       help="with --journal: skip bootcamps whose last result there, for the same code and sizes, passed")
    check.add_argument("--status", action="store_true",
                       help="with --journal: validate nothing; print which bootcamps passed there on the code as it is "
                            "now (exit 1 unless all did)")
    new = sub.add_parser("new", help="write a new bootcamp file from the template")
    new.add_argument("id", help="<domain>/<name>")
    new.add_argument("--description", help="one line: what the task asks")
    pages = sub.add_parser("gallery", help="write docs/catalogue.md (every bootcamp, knobs, an example)")
    pages.add_argument("--check", action="store_true", help="exit 1 when the page is out of date; write nothing")
    pages.add_argument("--output", help="another path than docs/catalogue.md")
    pages.add_argument("--jobs", type=int, default=None, help="worker processes (default: one per CPU)")
    ledger = sub.add_parser("distinct", help="update the prompt-uniqueness ledger the tests reuse (1,000 seeds a level)")
    ledger.add_argument("ids", nargs="*", metavar="ID")
    ledger.add_argument("--ledger", help="the ledger file (default: tests/distinct_prompts.json)")
    ledger.add_argument("--all", action="store_true", help="measure every id, not only those whose code changed")
    ledger.add_argument("--jobs", type=int, default=None, help="worker processes (default: one per CPU)")
    steps = sub.add_parser("stepcheck", help="check_steps against many corrupted traces")
    steps.add_argument("ids", nargs="*", metavar="ID")
    steps.add_argument("--cases", type=int, default=1000, help="corrupted traces per level")
    steps.add_argument("--levels", nargs="*")
    steps.add_argument("--stream", action="store_true", help="also print each level's row as it finishes")
    args = parser.parse_args(argv)
    console = Console()
    try:
        return {
            "list": _list, "show": _show, "validate": _validate, "stepcheck": _stepcheck, "new": _new, "gallery": _gallery,
            "distinct": _distinct,
        }[args.command](args, console)
    except ValueError as error:
        console.print(f"error: {error}", markup=False, soft_wrap=True)  # one line, unwrapped
        return 2


if __name__ == "__main__":
    sys.exit(main())
