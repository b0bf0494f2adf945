"""Date arithmetic over records: which task ends last, and on what date?

Each record is a task with a start date and a duration in days (end = start + duration days,
Gregorian calendar with leap years). The answer is the latest end date in ISO form. The trace
adds each duration month by month: a state fetches the date and the days still to add,
computes the days left to the first of the next month, and either jumps there or lands inside
the month; then it compares the end dates. The tests check golds with ``datetime``.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.trace import Tracer

TASKS = ("audit", "build", "cleanup", "design", "export", "fitting", "survey", "launch", "review", "repair", "training", "upgrade")
_ISO = re.compile(r"(\d{4})-(\d{2})-(\d{2})")


def leap(year: int) -> bool:
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def month_days(year: int, month: int) -> int:
    return (31, 29 if leap(year) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)[month - 1]


def iso(y: int, m: int, d: int) -> str:
    return f"{y:04d}-{m:02d}-{d:02d}"


def parse_iso(text: str) -> tuple[int, int, int]:
    match = _ISO.fullmatch(text)
    if not match:
        raise ValueError(f"not an ISO date: {text!r}")
    y, m, d = map(int, match.groups())
    if not 1 <= m <= 12 or not 1 <= d <= month_days(y, m):
        raise ValueError(f"no such date: {text!r}")
    return y, m, d


def day_number(y: int, m: int, d: int) -> int:
    """Days since 0000-03-01 (a closed form: years start in March so Feb 29 comes last)."""
    if m <= 2:
        y, m = y - 1, m + 12
    return 365 * y + y // 4 - y // 100 + y // 400 + (153 * (m - 3) + 2) // 5 + d - 1


@dataclass(frozen=True)
class Config:
    records: int = 2
    max_days: int = 40

    def __post_init__(self) -> None:
        if not 2 <= self.records <= len(TASKS):
            raise ValueError(f"records must be in 2..{len(TASKS)}, got {self.records}")
        if not 5 <= self.max_days <= 2000:
            raise ValueError(f"max_days must be in 5..2000, got {self.max_days}")


def add_days(date: str, days: int) -> str:
    y, m, d = parse_iso(date)
    while days > 0:
        left = month_days(y, m) - d + 1  # days from this date to the 1st of next month
        if days < left:
            return iso(y, m, d + days)
        days -= left
        y, m, d = (y + 1, 1, 1) if m == 12 else (y, m + 1, 1)
    return iso(y, m, d)


_INTROS = (
    "A project plan lists these tasks with their start dates and durations:",
    "Here are some scheduled jobs (start date, length in days):",
    "The following tasks are on the calendar:",
)


class DateArithmetic(Bootcamp):
    id = "data/date_arithmetic"
    description = "From records of start dates and durations, find the latest end date (leap years, month rollover)"
    Config = Config
    LEVELS = {
        "1": Config(records=2, max_days=30),
        "2": Config(records=3, max_days=90),
        "3": Config(records=4, max_days=200),
        "4": Config(records=5, max_days=500),
        "5": Config(records=7, max_days=1200),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            records = []
            y, m = rng.randint(1996, 2031), rng.randint(1, 12)
            base = iso(y, m, rng.randint(1, month_days(y, m)))
            for name in rng.sample(TASKS, config.records):  # starts close together: the end dates compete
                start = add_days(base, rng.randint(0, config.max_days // 2))
                records.append([name, start, rng.randint(config.max_days // 4, config.max_days)])
            ends = [day_number(*parse_iso(r[1])) + r[2] for r in records]
            if ends.count(max(ends)) == 1:  # one task ends last
                data = {"records": records}
                return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [rng.choice(_INTROS)]
        lines += [f"- {name}: starts {start}, takes {days} days" for name, start, days in data["records"]]
        lines.append("A task that starts on date S and takes N days ends on the date N days after S (so a 1-day task starting 2024-02-28 ends 2024-02-29).")
        lines.append(rng.choice(("Which task ends last, and on what date?", "On what date does the last task end?", "Find the latest end date among these tasks.")))
        lines.append(answer_instruction("that end date as YYYY-MM-DD"))
        return "\n".join(lines)

    def check(self, data: dict, answer: str, text: str) -> float:
        if len(text) > 40:
            return 0.0
        return 1.0 if text.strip().strip("`\"'").rstrip(".").strip() == answer else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        ends: list[str] = []
        for name, start, days in data["records"]:
            date, left, hop = start, days, 0
            t.state(f"{name} start")
            date = t.fetch(f"{name}.start", date)
            left = t.fetch(f"{name}.days", left)
            while True:
                hop += 1
                t.state(f"{name} step {hop}")
                y, m, d = parse_iso(t.fetch("date", date))
                left = t.fetch("left", left)
                to_next = t.compute("to_next_month", month_days(y, m) - d + 1, why=f"days from {iso(y, m, d)} to the 1st of next month")
                if t.goto(left < to_next, why="the end falls inside this month"):
                    date = t.compute("end", iso(y, m, d + left))
                    break
                date = t.compute("date", iso(y + 1, 1, 1) if m == 12 else iso(y, m + 1, 1))
                left = t.compute("left", left - to_next)
            ends.append(date)
        t.state("latest")
        seen = [t.fetch(f"{r[0]}.end", e) for r, e in zip(data["records"], ends)]
        return t.compute("answer", max(seen), why="ISO dates sort like numbers")

    def solve(self, data: dict) -> str:
        """Day numbers in closed form, then back to a date by scanning from the start's year."""
        best = max(day_number(*parse_iso(r[1])) + r[2] for r in data["records"])
        y = 1990
        while day_number(y + 1, 1, 1) <= best:
            y += 1
        m = 1
        while m < 12 and day_number(y, m + 1, 1) <= best:
            m += 1
        return iso(y, m, best - day_number(y, m, 1) + 1)

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        y, m, d = parse_iso(case.answer)
        return [w for w in (add_days(case.answer, 1), iso(y, m, d - 1) if d > 1 else iso(y, m, d + 1), iso(y + 1, m, min(d, 28))) if w != case.answer]


BOOTCAMP = DateArithmetic()
