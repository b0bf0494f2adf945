"""Recurring-date rules: the day of the month of "the third Thursday", "the last Monday", "the
Tuesday after the first Monday" or "the last Friday on or before the 15th", from the weekday of a
reference date that may lie months or years away."""

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
ORDINAL = ("first", "second", "third", "fourth")
RULES = ("nth", "last", "after_nth", "on_or_before")


@dataclass(frozen=True)
class Config:
    rules: tuple[str, ...] = ("nth",)
    reference: str = "month"  # month: the 1st of the same month; year: 1 January; far: a date in another year

    def __post_init__(self) -> None:
        if not self.rules or any(r not in RULES for r in self.rules):
            raise ValueError(f"rules must be a non-empty subset of {', '.join(RULES)}, got {self.rules}")
        if self.reference not in ("month", "year", "far"):
            raise ValueError(f"reference must be month, year or far, got {self.reference!r}")


def _long(day: datetime.date) -> str:
    return f"{day.day} {MONTHS[day.month - 1]} {day.year}"


class NthWeekday(IntegerAnswer, Bootcamp):
    id = "everyday/nth_weekday"
    description = "Day of the month of a recurring-date rule (k-th, last, after the k-th, on or before) from a reference"
    Config = Config
    LEVELS = {
        "1": Config(rules=("nth",), reference="month"),
        "2": Config(rules=("nth", "last"), reference="month"),
        "3": Config(rules=("nth", "last", "on_or_before"), reference="year"),
        "4": Config(rules=RULES, reference="year"),
        "5": Config(rules=RULES, reference="far"),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            year, month = rng.randint(1950, 2150), rng.randint(1, 12)
            data = {"year": year, "month": month, "rule": rng.choice(config.rules), "weekday": rng.randrange(7),
                    "k": rng.randint(1, 4), "weekday2": rng.randrange(7), "day": rng.randint(7, 28)}
            if config.reference == "month":
                ref = datetime.date(year, month, 1)
            elif config.reference == "year":
                ref = datetime.date(year, 1, 1)
            else:
                ref = datetime.date(year, month, 1) + datetime.timedelta(days=rng.choice((-1, 1)) * rng.randint(200, 1500))
            data["ref"] = ref.isoformat()
            gold = self.solve(data)
            if 1 <= gold <= calendar.monthrange(year, month)[1]:  # the rule lands inside the month
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        ref = datetime.date.fromisoformat(data["ref"])
        w, w2 = WEEKDAYS[data["weekday"]], WEEKDAYS[data["weekday2"]]
        when = f"{MONTHS[data['month'] - 1]} {data['year']}"
        rule = {"nth": f"the {ORDINAL[data['k'] - 1]} {w} of {when}",
                "last": f"the last {w} of {when}",
                "after_nth": f"the first {w2} strictly after the {ORDINAL[data['k'] - 1]} {w} of {when}",
                "on_or_before": f"the last {w} on or before {data['day']} {when}"}[data["rule"]]
        intro = rng.choice((f"{_long(ref)} was a {WEEKDAYS[ref.weekday()]}.", f"Given: {_long(ref)} fell on a {WEEKDAYS[ref.weekday()]}.",
                            f"Reference point: {_long(ref)} is a {WEEKDAYS[ref.weekday()]}."))
        leap = " Leap years are divisible by 4, except century years not divisible by 400." if data["ref"][:7] != f"{data['year']:04d}-{data['month']:02d}" else ""
        text = f"{intro}{leap} An event is held on {rule}. On which day of the month is it?"
        if data["rule"] == "after_nth":
            text += " (It falls in the same month here.)"
        return f"{text}\n{answer_instruction('the day of the month as an integer (1 to 31)')}"

    def program(self, t: Tracer, data: dict) -> int:
        ref = datetime.date.fromisoformat(data["ref"])
        first = datetime.date(data["year"], data["month"], 1)
        t.state("reference")
        ref_wd = t.fetch("weekday(ref)", ref.weekday())
        lo, hi = min(ref, first), max(ref, first)
        sign = 1 if ref <= first else -1
        gap = t.compute("days", 0)
        year, month, day = lo.year, lo.month, lo.day
        while (year, month) < (hi.year, hi.month):  # whole months between, each with its length
            t.state(f"{MONTHS[month - 1]} {year}")
            length = t.fetch("days_in_month", calendar.monthrange(year, month)[1])
            gap = t.compute("days", gap + length - day + 1, why=f"days {day}..{length}")
            year, month, day = year + (month == 12), month % 12 + 1, 1
        t.state("weekday of the 1st")
        gap = t.compute("days", gap + hi.day - day, why="into the last month")
        wd1 = t.compute("weekday(1st)", (ref_wd + sign * gap) % 7, why="shift by the gap mod 7" + (" (backwards)" if sign < 0 else ""))
        t.state("rule")
        w = t.fetch("weekday", data["weekday"])
        first_w = t.compute("first_match", 1 + (w - wd1) % 7, why="first day of the month on that weekday")
        rule = data["rule"]
        if rule == "nth":
            return t.compute("day", first_w + 7 * (data["k"] - 1), why=f"plus {data['k'] - 1} weeks")
        if rule == "last":
            length = t.fetch("days_in_month", calendar.monthrange(data["year"], data["month"])[1])
            return t.compute("day", first_w + 7 * ((length - first_w) // 7), why="as many weeks as still fit")
        if rule == "on_or_before":
            limit = t.fetch("limit", data["day"])
            return t.compute("day", first_w + 7 * ((limit - first_w) // 7), why="whole weeks up to the limit")
        nth = t.compute("nth", first_w + 7 * (data["k"] - 1))
        t.state("after")
        w2 = t.fetch("weekday2", data["weekday2"])
        step = t.compute("step", (w2 - w) % 7 or 7, why="days to the next such weekday, never 0")
        return t.compute("day", nth + step)

    def solve(self, data: dict) -> int:
        # walk the calendar day by day from the 1st (and past the month end where a rule overflows)
        year, month = data["year"], data["month"]
        days = [datetime.date(year, month, 1) + datetime.timedelta(days=i) for i in range(40)]
        rule, w = data["rule"], data["weekday"]
        matches = [d for d in days if d.weekday() == w]
        if rule == "nth":
            found = matches[data["k"] - 1]
        elif rule == "last":
            found = [d for d in matches if d.month == month][-1]
        elif rule == "on_or_before":
            found = [d for d in matches if d.month == month and d.day <= data["day"]]
            if not found:
                return 0  # before the 1st: the generator redraws
            found = found[-1]
        else:
            nth = matches[data["k"] - 1]
            found = next(d for d in days if d > nth and d.weekday() == data["weekday2"])
        return found.day if found.month == month else 32  # outside the month: the generator redraws


BOOTCAMP = NthWeekday()
