"""Working days between two dates, both included: Monday to Friday, minus listed public holidays
(those falling on a weekend change nothing), across months and leap years."""

from __future__ import annotations

import calendar
import datetime
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December")


@dataclass(frozen=True)
class Config:
    max_span: int = 20
    holidays: int = 0

    def __post_init__(self) -> None:
        if not 1 <= self.max_span <= 3000:
            raise ValueError(f"max_span must be in 1..3000, got {self.max_span}")
        if not 0 <= self.holidays <= 30:
            raise ValueError(f"holidays must be in 0..30, got {self.holidays}")


def _long(day: datetime.date) -> str:
    return f"{day.day} {MONTHS[day.month - 1]} {day.year}"


_ASK = ("How many working days are there from {a} to {b}, both days included?",
        "An office is open Monday to Friday except on public holidays. On how many days is it open from {a} through {b} "
        "(counting both ends)?",
        "Count the business days in the period {a} to {b} inclusive.")
_RULES = ("Working days are Monday to Friday; a public holiday is not a working day, and a holiday on a Saturday or "
          "Sunday is not moved to another day. {a} is a {wd}. Leap years are the years divisible by 4, except century "
          "years not divisible by 400.")


class BusinessDays(IntegerAnswer, Bootcamp):
    id = "everyday/business_days"
    description = "Count working days (Mon-Fri, minus listed holidays) between two dates inclusive"
    Config = Config
    LEVELS = {
        "1": Config(max_span=20, holidays=0),
        "2": Config(max_span=45, holidays=2),
        "3": Config(max_span=120, holidays=3),
        "4": Config(max_span=400, holidays=6),
        "5": Config(max_span=1100, holidays=10),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        start = datetime.date(2000, 1, 1) + datetime.timedelta(days=rng.randint(0, 365 * 60))
        span = rng.randint(max(1, config.max_span // 3), config.max_span)
        end = start + datetime.timedelta(days=span)
        holidays = sorted({(start + datetime.timedelta(days=rng.randint(0, span))).isoformat() for _ in range(config.holidays)})
        if config.holidays and rng.random() < 0.3:  # one holiday outside the period, to be ignored
            holidays.append((end + datetime.timedelta(days=rng.randint(1, 30))).isoformat())
        data = {"start": start.isoformat(), "end": end.isoformat(), "holidays": holidays}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        a, b = datetime.date.fromisoformat(data["start"]), datetime.date.fromisoformat(data["end"])
        text = rng.choice(_ASK).format(a=_long(a), b=_long(b))
        text += " " + _RULES.format(a=_long(a), wd=WEEKDAYS[a.weekday()])
        if data["holidays"]:
            text += " The public holidays are: " + "; ".join(_long(datetime.date.fromisoformat(h)) for h in data["holidays"]) + "."
        else:
            text += " There are no public holidays in this period."
        return f"{text}\n{answer_instruction('the number of working days as an integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        start, end = datetime.date.fromisoformat(data["start"]), datetime.date.fromisoformat(data["end"])
        t.state("first day")
        weekday = t.fetch("weekday(start)", start.weekday())  # 0 = Monday
        total = 0
        year, month, day = start.year, start.month, start.day
        while (year, month) <= (end.year, end.month):  # count the days month by month
            t.state(f"{MONTHS[month - 1]} {year}")
            length = t.fetch(f"days_in({year}-{month:02d})", calendar.monthrange(year, month)[1])
            last = end.day if (year, month) == (end.year, end.month) else length
            total = t.compute("days", total + last - day + 1, why=f"days {day}..{last}")
            year, month, day = (year + (month == 12), month % 12 + 1, 1)
        t.state("weeks")
        weeks = t.compute("weeks", total // 7)
        rest = t.compute("rest", total % 7, why="days after the whole weeks")
        extra = t.compute("rest_workdays", sum(1 for k in range(rest) if (weekday + 7 * weeks + k) % 7 < 5),
                          why="weekdays among the leftover days")
        count = t.compute("count", 5 * weeks + extra, why="5 per whole week plus the rest")
        for i, h in enumerate(data["holidays"]):
            t.state(f"holiday {i + 1}")
            day_h = datetime.date.fromisoformat(t.fetch(f"holiday[{i}]", h))
            offset = t.compute("offset", (day_h - start).days, why="days after the start")
            if 0 <= offset < total and (weekday + offset) % 7 < 5:
                count = t.compute("count", count - 1, why="a weekday holiday inside the period")
            else:
                t.compute("skip", True, why="a weekend or outside the period")
        return count

    def solve(self, data: dict) -> int:
        # walk the day numbers one by one (ordinal 1, 1 January of year 1, was a Monday)
        first = datetime.date.fromisoformat(data["start"]).toordinal()
        last = datetime.date.fromisoformat(data["end"]).toordinal()
        off = {datetime.date.fromisoformat(h).toordinal() for h in data["holidays"]}
        return sum(1 for o in range(first, last + 1) if (o - 1) % 7 < 5 and o not in off)


BOOTCAMP = BusinessDays()
