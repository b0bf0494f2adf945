"""``python -m bootcamps`` (also the ``bootcamps`` console script): list, show, validate."""

from __future__ import annotations

import argparse
import sys

from rich.console import Console
from rich.table import Table

from . import registry
from .trace import STYLES
from .validate import step_check, validate


def _list(args: argparse.Namespace, console: Console) -> int:
    table = Table(title=f"{len(registry.names())} bootcamps")
    for column in ("id", "domain", "levels"):
        table.add_column(column, no_wrap=True)
    table.add_column("description")
    broken = 0
    for name in registry.names():
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
    ids = args.ids or list(registry.names())
    failed = 0
    for bootcamp_id in ids:
        failures = validate(bootcamp_id, cases=args.cases, unique_cases=args.unique_cases, corrupt=args.corrupt)
        if failures:
            failed += 1
            console.print(f"[red]FAIL[/red] {bootcamp_id}: {len(failures)} problems")
            for failure in failures[: args.max_report]:
                console.print(f"  {failure}", markup=False)
        else:
            console.print(f"[green]ok[/green]   {bootcamp_id}")
    console.print(f"{len(ids) - failed} passed, {failed} failed")
    return 1 if failed else 0


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
    sub.add_parser("list", help="a table of every bootcamp")
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
    steps = sub.add_parser("stepcheck", help="check_steps against many corrupted traces")
    steps.add_argument("ids", nargs="*", metavar="ID")
    steps.add_argument("--cases", type=int, default=1000, help="corrupted traces per level")
    steps.add_argument("--levels", nargs="*")
    steps.add_argument("--stream", action="store_true", help="also print each level's row as it finishes")
    args = parser.parse_args(argv)
    console = Console()
    try:
        return {"list": _list, "show": _show, "validate": _validate, "stepcheck": _stepcheck}[args.command](args, console)
    except ValueError as error:
        console.print(f"error: {error}", markup=False)
        return 2


if __name__ == "__main__":
    sys.exit(main())
