"""The weekday of a date, given the weekday of another date: count the days between them."""

from __future__ import annotations

import datetime
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.calendar import WEEKDAYS, month_days, parse_weekday, random_date, worded
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    max_days: int = 28  # how far apart the two dates may be

    def __post_init__(self) -> None:
        if not 1 <= self.max_days <= 200_000:
            raise ValueError(f"max_days must be in 1..200000, got {self.max_days}")


_TEMPLATES = (
    "{ref} was a {wd}. What day of the week is {target}?",
    "Given that {ref} fell on a {wd}, on which weekday does {target} fall?",
    "If {ref} is a {wd}, what weekday is {target}?",
)
_RULES = ("Use the Gregorian calendar: a year divisible by 4 is a leap year (February has 29 days), "
          "except years divisible by 100 that are not divisible by 400.")


class WeekdayOfDate(Bootcamp):
    id = "everyday/weekday_of_date"
    description = "Weekday of a date from a reference date's weekday, counting days month by month"
    Config = Config
    LEVELS = {
        "1": Config(max_days=28),
        "2": Config(max_days=366),
        "3": Config(max_days=3_650),
        "4": Config(max_days=36_500),
        "5": Config(max_days=146_000),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        ref = random_date(rng, 1700, 2300)
        shift = rng.randint(-config.max_days, config.max_days) or 1
        target = datetime.date(*ref) + datetime.timedelta(days=shift)
        if not 1600 <= target.year <= 2400:
            target = datetime.date(*ref) - datetime.timedelta(days=shift)
        data = {"ref": list(ref), "ref_weekday": datetime.date(*ref).weekday(), "target": [target.year, target.month, target.day]}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(ref=worded(tuple(data["ref"]), rng),
                                             wd=WEEKDAYS[data["ref_weekday"]], target=worded(tuple(data["target"]), rng))
        return f"{text} {_RULES}\n{answer_instruction('the weekday name, e.g. Thursday')}"

    def check(self, data: dict, answer: str, text: str) -> float:
        return 1.0 if parse_weekday(text) == WEEKDAYS.index(answer) else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        i = WEEKDAYS.index(case.answer)
        return [WEEKDAYS[(i + k) % 7] for k in (1, 3, 6)]

    def program(self, t: Tracer, data: dict) -> str:
        t.state("order")
        ref, target = t.fetch("ref", tuple(data["ref"])), t.fetch("target", tuple(data["target"]))
        forward = t.compute("forward", target >= ref, why="is the target after the reference date")
        (y, m, d), (ey, em, ed) = (ref, target) if forward else (target, ref)
        if (y, m) == (ey, em):
            t.state("same month")
            days = t.compute("days", ed - d, why=f"{ed}-{d}")
        else:
            t.state(f"rest of {y}-{m:02d}")
            days = t.compute("days", month_days(y, m) - d + 1, why=f"{month_days(y, m)} days in the month, from day {d} to the 1st of the next")
            y, m = (y + 1, 1) if m == 12 else (y, m + 1)
            while (y, m) < (ey, em):
                if m == 1 and y < ey:  # a whole year at once
                    t.state(f"year {y}")
                    length = t.compute("year_days", 366 if month_days(y, 2) == 29 else 365, why=f"is {y} a leap year")
                    days = t.compute("days", days + length)
                    y += 1
                else:
                    t.state(f"month {y}-{m:02d}")
                    days = t.compute("days", days + t.compute("month_days", month_days(y, m)))
                    y, m = (y + 1, 1) if m == 12 else (y, m + 1)
            t.state(f"into {ey}-{em:02d}")
            days = t.compute("days", days + ed - 1, why=f"from the 1st to day {ed}")
        t.state("weekday")
        w = t.fetch("ref_weekday", WEEKDAYS[data["ref_weekday"]])
        step = t.compute("step", days % 7 if forward else -days % 7, why="days mod 7, forward or back")
        return t.compute("answer", WEEKDAYS[(WEEKDAYS.index(w) + step) % 7] if w in WEEKDAYS else "?")

    def solve(self, data: dict) -> str:
        delta = datetime.date(*data["target"]).toordinal() - datetime.date(*data["ref"]).toordinal()
        return WEEKDAYS[(data["ref_weekday"] + delta) % 7]


BOOTCAMP = WeekdayOfDate()
