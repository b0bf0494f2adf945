"""Deduplicate records by key, keeping each key's latest version, then total a column.

A CSV export holds several versions of each account (``account,updated,plan,seats``) in no
particular order; the latest ``updated`` time of an account is its current state. At higher
levels timestamps come in two stated formats (``YYYY-MM-DD HH:MM`` and ``DD/MM/YYYY HH:MM``),
and the question may keep only accounts whose current plan is a given one. No account has two
versions at the same minute. The answer is the total ``seats`` over the current records kept.
The trace reads the rows in order, keeping each account's latest version so far (fetch the
row's key and time, compare with the kept one), then sums the kept records. The tests check
golds against DuckDB (``strptime`` on the raw text and ``ROW_NUMBER``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

ACCOUNTS = ("acme", "birch", "cobalt", "delta", "ember", "fjord", "garnet", "harbor", "indigo", "juniper", "koi", "lumen")
PLANS = ("free", "team", "pro")


@dataclass(frozen=True)
class Config:
    accounts: int = 3
    rows: int = 6
    mixed_formats: bool = False
    plan_filter: bool = False

    def __post_init__(self) -> None:
        if not 2 <= self.accounts <= len(ACCOUNTS):
            raise ValueError(f"accounts must be in 2..{len(ACCOUNTS)}, got {self.accounts}")
        if not self.accounts <= self.rows <= 80:
            raise ValueError(f"rows must be in accounts..80, got {self.rows}")


def sort_key(stamp: str) -> tuple[int, int, int, int, int]:
    """(year, month, day, hour, minute) of either stated format."""
    day_part, time_part = stamp.split(" ")
    hour, minute = (int(x) for x in time_part.split(":"))
    if "/" in day_part:
        d, m, y = (int(x) for x in day_part.split("/"))
    else:
        y, m, d = (int(x) for x in day_part.split("-"))
    return (y, m, d, hour, minute)


def render_stamp(moment: tuple[int, int, int, int, int], dmy: bool) -> str:
    y, m, d, hour, minute = moment
    return f"{d:02d}/{m:02d}/{y} {hour:02d}:{minute:02d}" if dmy else f"{y}-{m:02d}-{d:02d} {hour:02d}:{minute:02d}"


_INTROS = (
    "A CSV export contains several versions of each account record, in no particular order:",
    "The rows below are snapshots of account records taken at different times (unsorted):",
    "This account table was exported with every historical version of each row:",
)


class DedupeLatest(IntegerAnswer, Bootcamp):
    id = "data/dedupe_latest"
    description = "Keep each key's latest record (timestamps in stated formats), then total a column"
    Config = Config
    LEVELS = {
        "1": Config(accounts=2, rows=5),
        "2": Config(accounts=3, rows=8, plan_filter=True),
        "3": Config(accounts=4, rows=11, mixed_formats=True, plan_filter=True),
        "4": Config(accounts=5, rows=15, mixed_formats=True, plan_filter=True),
        "5": Config(accounts=7, rows=22, mixed_formats=True, plan_filter=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            names = rng.sample(ACCOUNTS, config.accounts)
            keys = names + [rng.choice(names) for _ in range(config.rows - config.accounts)]
            rng.shuffle(keys)
            year, month = rng.randint(2019, 2025), rng.randint(1, 12)
            used: set = set()
            rows = []
            for key in keys:
                while True:  # a key's versions never share a minute: "latest" is unique
                    moment = (year, month, rng.randint(1, 28), rng.randint(0, 23), rng.choice((0, 15, 30, 45)) + rng.randint(0, 9))
                    if (key, moment) not in used:
                        used.add((key, moment))
                        break
                stamp = render_stamp(moment, config.mixed_formats and rng.random() < 0.5)
                rows.append([key, stamp, rng.choice(PLANS), rng.randint(1, 40)])
            data = {"rows": rows, "plan": rng.choice(PLANS) if config.plan_filter and rng.random() < 0.6 else None}
            value = self.solve(data)
            if value is not None:
                return data, value

    def prompt(self, data: dict, rng: random.Random) -> str:
        csv = "\n".join(["account,updated,plan,seats"] + [",".join(map(str, r)) for r in data["rows"]])
        formats = "Times are written YYYY-MM-DD HH:MM or DD/MM/YYYY HH:MM (day first)." if any("/" in r[1] for r in data["rows"]) else "Times are written YYYY-MM-DD HH:MM."
        if data["plan"]:
            question = f"Keep only the latest version of each account. Among the accounts whose latest plan is {data['plan']}, what is the total number of seats?"
        else:
            question = "Keep only the latest version of each account. What is the total number of seats over these latest versions?"
        return "\n".join([rng.choice(_INTROS), csv, formats, question, answer_instruction("one integer")])

    def program(self, t: Tracer, data: dict) -> int:
        latest: dict[str, tuple] = {}
        for i, row in enumerate(data["rows"]):
            t.state(f"row {i + 1}")
            key = t.fetch(f"account[{i + 1}]", row[0])
            when = t.compute("time", sort_key(t.fetch(f"updated[{i + 1}]", row[1])))
            if key in latest:
                kept = t.fetch(f"latest[{key}]", latest[key])
                if not t.compute("[newer]", when > tuple(kept[0])):
                    continue
            latest[key] = t.compute(f"latest[{key}]", (when, row[2], row[3]))
        t.state("total")
        total = 0
        for key in sorted(latest):
            _, plan, seats = t.fetch(f"latest[{key}]", latest[key])
            if data["plan"] is None or plan == data["plan"]:
                total = t.compute("total", total + seats)
        return t.compute("answer", total)

    def solve(self, data: dict) -> int | None:
        # sort every row by (account, time) and take the last of each run
        ordered = sorted(data["rows"], key=lambda r: (r[0], sort_key(r[1])))
        current = [r for i, r in enumerate(ordered) if i + 1 == len(ordered) or ordered[i + 1][0] != r[0]]
        picked = [r[3] for r in current if data["plan"] is None or r[2] == data["plan"]]
        return sum(picked) if picked else None

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        every = sum(r[3] for r in case.data["rows"])
        return [str(w) for w in (case.answer + 1, case.answer - 1, every) if w != case.answer]


BOOTCAMP = DedupeLatest()
