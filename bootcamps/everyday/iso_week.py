"""ISO 8601 week dates: the ISO week (and week-numbering year) of a date, or at higher levels the
calendar date of a weekday in a given ISO week. The prompt gives the weekday of 1 January, so the
work is the week rule itself (Monday starts a week; week 1 holds the year's first Thursday)."""

from __future__ import annotations

import datetime
import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.calendar import WEEKDAYS, is_leap, iso, month_days, parse_date
from bootcamps.trace import Tracer

_WEEK = re.compile(r"(\d{4})-?W(\d{1,2})")


@dataclass(frozen=True)
class Config:
    edge_days: int = 0      # > 0: dates within this many days of 1 January (either side)
    reverse_share: float = 0.0  # chance of asking for the date of a weekday in a week

    def __post_init__(self) -> None:
        if not 0 <= self.edge_days <= 30 or not 0 <= self.reverse_share <= 1:
            raise ValueError(f"need 0 <= edge_days <= 30 and 0 <= reverse_share <= 1, got {self.edge_days}, {self.reverse_share}")


_RULES = ("ISO weeks run Monday to Sunday; week 1 of a year is the week that contains that year's first "
          "Thursday (equivalently, 4 January), and a date's ISO year is the year its week belongs to, which can "
          "differ from the calendar year near 1 January. A year has 52 or 53 ISO weeks.")

_FORWARD = (
    "Which ISO week does {date} fall in? {rules} For reference, 1 January {y} was a {jan1}.",
    "Give the ISO 8601 week (year and week number) of the date {date}. {rules} 1 January {y} fell on a {jan1}.",
    "{rules} Knowing that 1 January {y} was a {jan1}, what is the ISO week of {date}?",
)
_REVERSE = (
    "What calendar date is the {wd} of ISO week {w} of {y}? {rules} For reference, 1 January {y} was a {jan1}.",
    "{rules} 1 January {y} was a {jan1}. Give the date of {wd} in week {w} of ISO year {y}.",
    "Find the date of the {wd} in ISO week {y}-W{w:02d}. {rules} 1 January {y} fell on a {jan1}.",
)


def jan1_weekday(y: int) -> int:
    return datetime.date(y, 1, 1).weekday()


class IsoWeek(Bootcamp):
    id = "everyday/iso_week"
    description = "ISO 8601 week of a date (year boundaries, 53-week years), or the date of a weekday in an ISO week"
    Config = Config
    LEVELS = {
        "1": Config(edge_days=0, reverse_share=0.0),
        "2": Config(edge_days=6, reverse_share=0.0),
        "3": Config(edge_days=6, reverse_share=0.3),
        "4": Config(edge_days=5, reverse_share=0.5),
        "5": Config(edge_days=4, reverse_share=0.7),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        y = rng.randint(1600, 9998)
        if rng.random() < config.reverse_share:
            last = datetime.date(y, 12, 28).isocalendar()[1]
            w = rng.choice([1, 2, last, last - 1, rng.randint(1, last)])
            data = {"mode": "reverse", "year": y, "week": w, "weekday": rng.randrange(7)}
        else:
            if config.edge_days:
                base = datetime.date(y, 1, 1) + datetime.timedelta(days=rng.randint(-config.edge_days, config.edge_days))
            else:
                base = datetime.date(y, rng.randint(2, 11), rng.randint(1, 28))
            data = {"mode": "forward", "date": base.isoformat()}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        if data["mode"] == "forward":
            y = int(data["date"][:4])
            text = rng.choice(_FORWARD).format(date=data["date"], rules=_RULES, y=y, jan1=WEEKDAYS[jan1_weekday(y)])
            form = "the ISO week as YYYY-Www, e.g. <answer>2021-W07</answer>"
        else:
            y = data["year"]
            text = rng.choice(_REVERSE).format(wd=WEEKDAYS[data["weekday"]], w=data["week"], y=y, rules=_RULES,
                                               jan1=WEEKDAYS[jan1_weekday(y)])
            form = "the date as YYYY-MM-DD, e.g. <answer>2021-02-15</answer>"
        return f"{text}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        if data["mode"] == "reverse":
            got = parse_date(text)
            return 1.0 if got is not None and iso(got) == answer else 0.0
        if len(text) > 40:
            return 0.0
        m = _WEEK.fullmatch(text.strip().rstrip("."))
        return 1.0 if m is not None and f"{m[1]}-W{int(m[2]):02d}" == answer else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        if data["mode"] == "reverse":
            y = data["year"]
            t.state("week 1 monday")
            j = t.fetch("jan1 weekday (Mon=0)", jan1_weekday(y))
            # 4 January is in week 1; its Monday is 4 January minus its weekday
            jan4 = t.compute("jan4 weekday", (j + 3) % 7)
            mon1 = t.compute("week 1 monday (day of year)", 4 - jan4, why="4 - weekday(4 Jan); <= 0 means December")
            t.state("target")
            w, wd = t.fetch("week", data["week"]), t.fetch("weekday", data["weekday"])
            doy = t.compute("day of year", mon1 + 7 * (w - 1) + wd, why="monday1 + 7(w-1) + weekday")
            year, day = y, doy
            if day <= 0:
                t.state("previous year")
                year = t.compute("year", y - 1, why="before 1 January")
                day = t.compute("day of year", day + (366 if is_leap(year) else 365))
            elif day > (366 if is_leap(y) else 365):
                t.state("next year")
                day = t.compute("day of year", day - (366 if is_leap(y) else 365))
                year = t.compute("year", y + 1, why="after 31 December")
            month = 1
            while day > month_days(year, month):
                t.state(f"past month {month}")
                day = t.compute("day", day - month_days(year, month), why=f"minus the {month_days(year, month)} days of month {month}")
                month += 1
            t.state("answer")
            return t.compute("answer", iso((year, month, day)), why="month and day")
        y, m, d = (int(x) for x in data["date"].split("-"))
        t.state("day of year")
        doy = t.compute("day of year", sum(month_days(y, k) for k in range(1, m)) + d, why="days of earlier months + day")
        j = t.fetch("jan1 weekday (Mon=0)", jan1_weekday(y))
        wd = t.compute("weekday (Mon=0)", (j + doy - 1) % 7)
        t.state("week")
        week = t.compute("week", (doy - wd + 9) // 7, why="(day of year - weekday(Mon=0) + 9) // 7")
        year = y
        if week == 0:
            t.state("previous year")
            pj = t.compute("prev jan1 weekday", (j - (366 if is_leap(y - 1) else 365)) % 7)
            long_year = pj == 3 or (pj == 2 and is_leap(y - 1))
            week = t.compute("week", 53 if long_year else 52, why="last week of the previous ISO year")
            year = t.compute("year", y - 1)
        elif week == 53:
            t.state("53rd week?")
            long_year = j == 3 or (j == 2 and is_leap(y))
            if not t.goto(long_year, why="year has 53 weeks (starts Thursday, or Wednesday in a leap year)"):
                week, year = t.compute("week", 1), t.compute("year", y + 1)
        t.state("answer")
        return t.compute("answer", f"{year}-W{week:02d}")

    def solve(self, data: dict) -> str:
        if data["mode"] == "reverse":
            return datetime.date.fromisocalendar(data["year"], data["week"], data["weekday"] + 1).isoformat()
        y, w, _ = datetime.date.fromisoformat(data["date"]).isocalendar()
        return f"{y}-W{w:02d}"


BOOTCAMP = IsoWeek()
