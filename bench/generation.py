"""Case generation and verification throughput, side by side with reasoning-gym.

    python bench/generation.py                   # N=2000 cases per bootcamp and level
    python bench/generation.py --quick           # N=200, shorter reasoning-gym runs
    python bench/generation.py --distinct-10k    # also: distinct prompts in 10,000 cases, levels 2-5
    python bench/generation.py --only puzzle/game24 puzzle/sudoku

For every bootcamp below and every level: cases/s (``case(seed, level)`` for N seeds), DISTINCT
cases/s (distinct prompts per second of generation: repeats are not new data), verifications/s
(``score`` of the gold answer, through the answer parser) and the share of distinct prompts.
Then the overlapping reasoning-gym tasks (the ``bench`` extra, ``reasoning-gym==0.1.25``) at
comparable settings: ``create_dataset(name, size=N, seed=...)``, timing iteration over its items
and ``score_answer`` of each item's own answer, and the ratio bootforge/rg of distinct cases/s.

Targets (the issue): >= 10x reasoning-gym on sudoku and puzzle24, never below it on any
overlapping task, >= 99.9% distinct prompts in 10,000 cases at levels 2-5. Bootcamps that do not
exist yet are skipped with a note. ``--strict`` exits 1 when a target is missed.
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run as a script from anywhere

import bootcamps  # noqa: E402

BOOTCAMPS = (
    "puzzle/sudoku",
    "puzzle/game24",
    "cipher/caesar",
    "logic/knights_knaves",
    "graph/shortest_path",
    "arithmetic/base_conversion",
)


@dataclass(frozen=True)
class Pair:
    """One reasoning-gym dataset at settings comparable to one of our levels."""

    bootcamp: str
    level: str
    rg_name: str
    rg_config: dict
    min_ratio: float  # the target for bootforge/rg distinct cases/s
    note: str


PAIRS = (
    Pair("puzzle/sudoku", "3", "sudoku", {"min_empty": 30, "max_empty": 40}, 10.0, "9x9, 30-40 blanks"),
    Pair("puzzle/sudoku", "4", "sudoku", {"min_empty": 40, "max_empty": 50}, 10.0, "9x9, 40-50 blanks"),
    Pair("puzzle/game24", "1", "puzzle24", {"min_value": 1, "max_value": 9}, 10.0, "four numbers 1..9, make 24"),
    Pair("cipher/caesar", "4", "caesar_cipher", {"min_words": 3, "max_words": 20}, 1.0,
         "decrypt without the shift given (rg: 3-20 words; ours: 50-80 chars with a crib)"),
    Pair("logic/knights_knaves", "1", "knights_knaves", {"n_people": 2}, 1.0, "2 people"),
    Pair("logic/knights_knaves", "3", "knights_knaves", {"n_people": 4}, 1.0, "4 people"),
    Pair("graph/shortest_path", "3", "shortest_path", {}, 1.0,
         "rg: 5-8 x 5-8 grid maze; ours: weighted graph of 10 vertices"),
    Pair("arithmetic/base_conversion", "1", "base_conversion", {"min_base": 2, "max_base": 10, "max_value": 1000}, 1.0,
         "values up to 1000, bases 2..10"),
)


@dataclass
class Rates:
    n: int
    seconds: float
    distinct: int
    verify_seconds: float
    failures: int  # gold answers that did not score 1.0

    @property
    def cases_per_s(self) -> float:
        return self.n / self.seconds

    @property
    def distinct_per_s(self) -> float:
        return self.distinct / self.seconds

    @property
    def verify_per_s(self) -> float:
        return self.n / self.verify_seconds

    @property
    def distinct_share(self) -> float:
        return self.distinct / self.n


def measure_bootforge(bootcamp_id: str, level: str, n: int) -> Rates:
    bc = bootcamps.get(bootcamp_id)
    start = time.perf_counter()
    cases = [bc.case(seed, level) for seed in range(n)]
    seconds = time.perf_counter() - start
    responses = [f"<answer>{bc.format_answer(case.answer)}</answer>" for case in cases]
    start = time.perf_counter()
    scores = [bc.score(case, response) for case, response in zip(cases, responses)]
    verify_seconds = time.perf_counter() - start
    return Rates(n, seconds, len({case.prompt for case in cases}), verify_seconds, sum(s != 1.0 for s in scores))


def measure_rg(pair: Pair, n: int, max_seconds: float) -> Rates:
    import reasoning_gym

    dataset = reasoning_gym.create_dataset(pair.rg_name, size=n, seed=1234, **pair.rg_config)
    items = []
    start = time.perf_counter()
    for item in dataset:  # generation happens here, item by item
        items.append(item)
        if time.perf_counter() - start > max_seconds:
            break
    seconds = time.perf_counter() - start
    start = time.perf_counter()
    scores = [dataset.score_answer(item["answer"], item) for item in items]
    verify_seconds = time.perf_counter() - start
    return Rates(len(items), seconds, len({item["question"] for item in items}), verify_seconds,
                 sum(s != 1.0 for s in scores))


def row(cells: list[str], widths: list[int]) -> str:
    return "  ".join(c.rjust(w) if i > 1 else c.ljust(w) for i, (c, w) in enumerate(zip(cells, widths)))


def table(header: list[str], rows: list[list[str]]) -> str:
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]
    lines = [row(header, widths), row(["-" * w for w in widths], widths)]
    return "\n".join(lines + [row(r, widths) for r in rows])


def fmt(rate: float) -> str:
    return f"{rate:,.0f}" if rate >= 10 else f"{rate:.1f}"


def available(ids: list[str]) -> list[str]:
    present = []
    for bootcamp_id in ids:
        if bootcamp_id not in bootcamps.names():
            print(f"note: {bootcamp_id} does not exist yet; skipped")
            continue
        try:
            bootcamps.get(bootcamp_id)
        except Exception as error:  # noqa: BLE001 - a broken module is reported, the others still run
            print(f"note: {bootcamp_id} failed to import ({type(error).__name__}: {error}); skipped")
            continue
        present.append(bootcamp_id)
    return present


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cases", type=int, default=2000, help="cases per bootcamp and level (N)")
    parser.add_argument("--quick", action="store_true", help="N=200 and at most 15 s per reasoning-gym run")
    parser.add_argument("--rg-seconds", type=float, default=60.0, help="time cap per reasoning-gym run")
    parser.add_argument("--only", nargs="*", metavar="ID", help="bootcamps to run (default: all six)")
    parser.add_argument("--levels", default="1,2,3,4,5")
    parser.add_argument("--no-rg", action="store_true", help="skip the reasoning-gym side")
    parser.add_argument("--distinct-10k", action="store_true", help="distinct prompts in 10,000 cases, levels 2-5")
    parser.add_argument("--strict", action="store_true", help="exit 1 when a target is missed")
    args = parser.parse_args()
    n = 200 if args.quick else args.cases
    rg_seconds = min(args.rg_seconds, 15.0) if args.quick else args.rg_seconds
    levels = args.levels.split(",")
    ids = available(args.only or list(BOOTCAMPS))
    missed: list[str] = []

    ours: dict[tuple[str, str], Rates] = {}
    rows = []
    for bootcamp_id in ids:
        for level in levels:
            rates = ours[bootcamp_id, level] = measure_bootforge(bootcamp_id, level, n)
            rows.append([bootcamp_id, level, str(n), fmt(rates.cases_per_s), fmt(rates.distinct_per_s),
                         fmt(rates.verify_per_s), f"{rates.distinct_share:.1%}", str(rates.failures)])
            if rates.failures:
                missed.append(f"{bootcamp_id} level {level}: {rates.failures} gold answers scored below 1.0")
    print(f"\nbootforge, N={n} cases per level (train split, seeds 0..N-1)\n")
    print(table(["bootcamp", "level", "N", "cases/s", "distinct/s", "verify/s", "distinct", "gold<1"], rows))

    if not args.no_rg:
        try:
            import reasoning_gym  # noqa: F401
        except ImportError:
            print("\nnote: reasoning-gym is not installed (pip install -e '.[bench]'); comparison skipped")
        else:
            rows = []
            for pair in PAIRS:
                if pair.bootcamp not in ids or pair.level not in levels:
                    continue
                theirs = measure_rg(pair, n, rg_seconds)
                mine = ours[pair.bootcamp, pair.level]
                ratio = mine.distinct_per_s / theirs.distinct_per_s if theirs.distinct else float("inf")
                verdict = "ok" if ratio >= pair.min_ratio else "MISS"
                if verdict == "MISS":
                    missed.append(f"{pair.bootcamp} level {pair.level} vs rg {pair.rg_name}: {ratio:.1f}x < {pair.min_ratio:g}x")
                rows.append([pair.bootcamp, pair.level, pair.rg_name, str(theirs.n), fmt(theirs.cases_per_s),
                             fmt(theirs.distinct_per_s), fmt(theirs.verify_per_s), f"{theirs.distinct_share:.1%}",
                             fmt(mine.distinct_per_s), f"{ratio:,.1f}x", f">={pair.min_ratio:g}x {verdict}"])
            print(f"\nreasoning-gym at comparable settings (at most {rg_seconds:g} s of generation each)\n")
            print(table(["bootcamp", "level", "rg task", "rg N", "rg cases/s", "rg distinct/s", "rg verify/s",
                         "rg distinct", "ours distinct/s", "ours/rg", "target"], rows))
            for pair in PAIRS:
                if pair.bootcamp in ids and pair.level in levels:
                    print(f"  {pair.rg_name} {pair.rg_config or '(defaults)'} vs {pair.bootcamp} level {pair.level}: {pair.note}")

    if args.distinct_10k:
        rows = []
        for bootcamp_id in ids:
            bc = bootcamps.get(bootcamp_id)
            for level in ("2", "3", "4", "5"):
                start = time.perf_counter()
                share = len({bc.case(seed, level).prompt for seed in range(10_000)}) / 10_000
                verdict = "ok" if share >= 0.999 else "MISS"
                if verdict == "MISS":
                    missed.append(f"{bootcamp_id} level {level}: {share:.2%} distinct prompts in 10,000 cases")
                rows.append([bootcamp_id, level, f"{share:.2%}", f"{time.perf_counter() - start:.1f}", verdict])
        print("\ndistinct prompts in 10,000 cases (target >= 99.9%)\n")
        print(table(["bootcamp", "level", "distinct", "seconds", ">=99.9%"], rows))

    print("\n" + ("targets missed:\n  " + "\n  ".join(missed) if missed else "every target met"))
    return 1 if missed and args.strict else 0


if __name__ == "__main__":
    sys.exit(main())
