"""TAIL benchmark: per task and level, trace length (characters and steps), generation speed
(cases/s and traces/s), and check_steps speed on gold and corrupted traces.

    python bench/tail.py [--cases 100] [--ids algorithm/lcs ...] [--style minimal]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from rich.console import Console
from rich.table import Table

import bootcamps


def measure(bc: bootcamps.Bootcamp, level: str, n: int, style: str) -> dict:
    start = time.perf_counter()
    cases = [bc.case(seed, level) for seed in range(n)]
    t_cases = time.perf_counter() - start

    start = time.perf_counter()
    traces = [bc.trace(case, style) for case in cases]
    t_traces = time.perf_counter() - start

    start = time.perf_counter()
    reports = [bc.check_steps(case, text) for case, text in zip(cases, traces)]
    t_check = time.perf_counter() - start

    rng = random.Random(0)
    corrupted = [(case, bc.corrupt(case, rng, style=style)) for case in cases]
    corrupted = [(case, bad) for case, bad in corrupted if bad is not None]
    start = time.perf_counter()
    hits = sum(bc.check_steps(case, bad.text).first_error == bad.first_error for case, bad in corrupted)
    t_check_bad = time.perf_counter() - start

    chars = [len(t) for t in traces]
    steps = [len(r.steps) - 1 for r in reports]  # minus the answer line
    return {
        "chars": statistics.median(chars), "chars_max": max(chars),
        "steps": statistics.median(steps), "steps_max": max(steps),
        "cases_s": n / t_cases, "traces_s": n / t_traces, "check_s": n / t_check,
        "check_bad_s": len(corrupted) / t_check_bad if corrupted else 0.0,
        "found": f"{hits}/{len(corrupted)}",
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--cases", type=int, default=100)
    parser.add_argument("--ids", nargs="*", default=[n for n in bootcamps.names() if n.startswith("algorithm/")])
    parser.add_argument("--style", default="minimal", choices=("minimal", "styled"))
    args = parser.parse_args()
    table = Table(title=f"TAIL traces ({args.style}), {args.cases} cases per level")
    for column in ("task", "lvl", "chars med/max", "steps med/max", "cases/s", "traces/s",
                   "check_steps/s gold", "check_steps/s corrupted", "first error found"):
        table.add_column(column, justify="left" if column == "task" else "right", no_wrap=column == "task")
    for bootcamp_id in args.ids:
        bc = bootcamps.get(bootcamp_id)
        for level in bc.levels:
            m = measure(bc, level, args.cases, args.style)
            table.add_row(bootcamp_id.split("/", 1)[1], level, f"{m['chars']:.0f}/{m['chars_max']}",
                          f"{m['steps']:.0f}/{m['steps_max']}", f"{m['cases_s']:,.0f}", f"{m['traces_s']:,.0f}",
                          f"{m['check_s']:,.0f}", f"{m['check_bad_s']:,.0f}", m["found"])
    Console(width=200).print(table)


if __name__ == "__main__":
    main()
