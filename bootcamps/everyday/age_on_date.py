"""Exact age on a date in years, months and days, with the month-end rule stated (a monthly
anniversary that does not exist falls on the month's last day), leap-day birthdays included."""

from __future__ import annotations

import calendar
import datetime
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.trace import Tracer

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December")
NAMES = ("Amara", "Bruno", "Chen", "Dalia", "Emil", "Fatima", "Goran", "Hana", "Ivan", "Jade", "Kofi", "Lena", "Marco",
         "Nia", "Omar", "Priya", "Quinn", "Rosa", "Sven", "Tara")


@dataclass(frozen=True)
class Config:
    max_years: int = 20
    month_end: float = 0.0  # chance of a birth on the 29th-31st (or 29 February)

    def __post_init__(self) -> None:
        if not 1 <= self.max_years <= 120:
            raise ValueError(f"max_years must be in 1..120, got {self.max_years}")
        if not 0 <= self.month_end <= 1:
            raise ValueError(f"month_end must be in [0, 1], got {self.month_end}")


def add_months(day: datetime.date, months: int) -> datetime.date:
    """``day`` moved ``months`` months on, its day clamped to the target month's length."""
    index = day.year * 12 + day.month - 1 + months
    year, month = divmod(index, 12)
    return datetime.date(year, month + 1, min(day.day, calendar.monthrange(year, month + 1)[1]))


def _long(day: datetime.date) -> str:
    return f"{day.day} {MONTHS[day.month - 1]} {day.year}"


_ASK = ("{name} was born on {b}. How old is {name} on {t}, in years, months and days?",
        "Someone born on {b} wants their exact age on {t}. Give it as years, months and days.",
        "Birth date: {b}. Date of interest: {t}. What is the exact age on that date?")
_RULE = ("Count it this way: the age is Y years, M months and D days when moving the birth date forward by 12*Y + M "
         "months gives the latest such monthly anniversary on or before the date of interest, and D is the number of "
         "days from that anniversary to the date. If an anniversary month has no day with the birth day's number, the "
         "anniversary is that month's last day (so a 31 January birth has its one-month anniversary on 28 or 29 "
         "February). Leap years are divisible by 4, except century years not divisible by 400.")


class AgeOnDate(IntListAnswer, Bootcamp):
    id = "everyday/age_on_date"
    description = "Exact age on a date in years, months and days, with the month-end anniversary rule"
    Config = Config
    LEVELS = {
        "1": Config(max_years=10, month_end=0.0),
        "2": Config(max_years=40, month_end=0.1),
        "3": Config(max_years=80, month_end=0.3),
        "4": Config(max_years=100, month_end=0.6),
        "5": Config(max_years=110, month_end=0.9),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        while True:
            year, month = rng.randint(1900, 2010), rng.randint(1, 12)
            length = calendar.monthrange(year, month)[1]
            day = rng.randint(29, length) if length >= 29 and rng.random() < config.month_end else rng.randint(1, 28)
            if config.month_end and rng.random() < config.month_end / 4 and calendar.isleap(year):
                month, day = 2, 29
            birth = datetime.date(year, month, day)
            months_on = rng.randint(1, 12 * config.max_years)
            target = add_months(birth, months_on) + datetime.timedelta(days=rng.randint(-27, 27))
            if target > birth and target.year <= 2120:
                data = {"name": rng.choice(NAMES), "birth": birth.isoformat(), "date": target.isoformat()}
                return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        b, t = datetime.date.fromisoformat(data["birth"]), datetime.date.fromisoformat(data["date"])
        text = rng.choice(_ASK).format(name=data["name"], b=_long(b), t=_long(t))
        form = "three integers: years, months, days (e.g. 34, 7, 12)"
        return f"{text} {_RULE}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        birth, target = datetime.date.fromisoformat(data["birth"]), datetime.date.fromisoformat(data["date"])
        t.state("months apart")
        by, bm, bd = t.fetch("birth", [birth.year, birth.month, birth.day])
        ty, tm, td = t.fetch("date", [target.year, target.month, target.day])
        months = t.compute("months", (ty - by) * 12 + (tm - bm), why="calendar months between the two month starts")
        t.state("anniversary")
        anniversary = add_months(birth, months)
        ann = t.compute("anniversary", [anniversary.year, anniversary.month, anniversary.day],
                        why="birth day in that month, or its last day")
        if ann[2] > td:  # this month's anniversary comes after the date: go back a month
            months = t.compute("months", months - 1, why=f"day {ann[2]} is after day {td}")
            anniversary = add_months(birth, months)
            ann = t.compute("anniversary", [anniversary.year, anniversary.month, anniversary.day])
        t.state("days")
        days = t.compute("days", (target - datetime.date(*ann)).days, why="from the anniversary to the date")
        t.state("split")
        return t.compute("age", [months // 12, months % 12, days], why="years = months // 12, months % 12")

    def solve(self, data: dict) -> list[int]:
        # search: the largest month count whose anniversary is not after the date
        birth, target = datetime.date.fromisoformat(data["birth"]), datetime.date.fromisoformat(data["date"])
        lo, hi = 0, (target.year - birth.year + 1) * 12
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if add_months(birth, mid) <= target:
                lo = mid
            else:
                hi = mid - 1
        return [lo // 12, lo % 12, (target - add_months(birth, lo)).days]


BOOTCAMP = AgeOnDate()
