"""The date a given number of days after (or before) a date, walking the calendar month by month."""

from __future__ import annotations

import datetime
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.calendar import iso, month_days, parse_date, random_date, worded
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    max_days: int = 20
    backward_share: float = 0.0  # share of questions that count back in time

    def __post_init__(self) -> None:
        if not 1 <= self.max_days <= 100_000:
            raise ValueError(f"max_days must be in 1..100000, got {self.max_days}")
        if not 0.0 <= self.backward_share <= 1.0:
            raise ValueError(f"backward_share must be in [0, 1], got {self.backward_share}")


_TEMPLATES = {
    1: ("What date is {n} days after {start}?", "Starting on {start}, count forward {n} days. Which date do you reach?",
        "An event happens {n} days after {start}. On what date does it happen?"),
    -1: ("What date is {n} days before {start}?", "Starting on {start}, count back {n} days. Which date do you reach?",
         "An event happened {n} days before {start}. On what date did it happen?"),
}
_RULES = ("Use the Gregorian calendar: a year divisible by 4 is a leap year (February has 29 days), "
          "except years divisible by 100 that are not divisible by 400.")


class DateAfterDays(Bootcamp):
    id = "everyday/date_after_days"
    description = "The date n days after or before a given date, month by month"
    Config = Config
    LEVELS = {
        "1": Config(max_days=20),
        "2": Config(max_days=120, backward_share=0.3),
        "3": Config(max_days=800, backward_share=0.5),
        "4": Config(max_days=4_000, backward_share=0.5),
        "5": Config(max_days=20_000, backward_share=0.5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        start = random_date(rng, 1800, 2200)
        data = {"start": list(start), "days": rng.randint(max(1, config.max_days // 10), config.max_days),
                "sign": -1 if rng.random() < config.backward_share else 1}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES[data["sign"]]).format(n=data["days"], start=worded(tuple(data["start"]), rng))
        return f"{text} {_RULES}\n{answer_instruction('the date as YYYY-MM-DD')}"

    def check(self, data: dict, answer: str, text: str) -> float:
        date = parse_date(text)
        return 1.0 if date is not None and iso(date) == answer else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        t.state("start")
        y, m, d = t.fetch("start", tuple(data["start"]))
        left = t.fetch("days", data["days"])
        if data["sign"] > 0:
            while True:  # jump to the 1st of the next month while the days left reach it
                t.state(f"at {y}-{m:02d}-{d:02d}")
                to_next = t.compute("to_next", month_days(y, m) - d + 1, why=f"{month_days(y, m)}-{d}+1 days to the 1st of next month")
                if not t.goto(left >= to_next, why="days left reach the next month"):
                    break
                left = t.compute("left", left - to_next)
                y, m, d = (y + 1, 1, 1) if m == 12 else (y, m + 1, 1)
            t.state("last month")
            d = t.compute("day", d + left, why=f"{d}+{left}")
        else:
            while True:  # jump back to the last day of the previous month while the days left reach it
                t.state(f"at {y}-{m:02d}-{d:02d}")
                if not t.goto(left >= d, why=f"days left reach back past day 1 (day {d})"):
                    break
                left = t.compute("left", left - d, why=f"{d} days back to the end of the previous month")
                y, m = (y - 1, 12) if m == 1 else (y, m - 1)
                d = t.compute("day", month_days(y, m), why="its last day")
            t.state("last month")
            d = t.compute("day", d - left, why=f"{d}-{left}")
        t.state("answer")
        return t.compute("answer", f"{y:04d}-{m:02d}-{d:02d}")

    def solve(self, data: dict) -> str:
        date = datetime.date(*data["start"]) + datetime.timedelta(days=data["sign"] * data["days"])
        return date.isoformat()


BOOTCAMP = DateAfterDays()
