"""The date of Easter Sunday (Gregorian computus, the anonymous algorithm stated in the prompt) or,
at higher levels, of a movable feast counted from it, or Orthodox Easter (Julian computus, moved to
the Gregorian calendar)."""

from __future__ import annotations

import datetime
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.calendar import iso, parse_date
from bootcamps.trace import Tracer

# feast -> days after Easter Sunday
FEASTS = {"Easter Sunday": 0, "Ash Wednesday": -46, "Palm Sunday": -7, "Good Friday": -2,
          "Easter Monday": 1, "Ascension Day": 39, "Pentecost (Whit Sunday)": 49, "Trinity Sunday": 56,
          "Corpus Christi": 60}

_GREGORIAN = (
    "Gregorian Easter by the anonymous algorithm (all divisions are integer divisions, % is the remainder): "
    "a = Y % 19, b = Y // 100, c = Y % 100, d = b // 4, e = b % 4, f = (b + 8) // 25, g = (b - f + 1) // 3, "
    "h = (19a + b - d - g + 15) % 30, i = c // 4, k = c % 4, l = (32 + 2e + 2i - h - k) % 7, "
    "m = (a + 11h + 22l) // 451, month = (h + l - 7m + 114) // 31, day = (h + l - 7m + 114) % 31 + 1."
)
_JULIAN = (
    "Orthodox Easter by the Julian computus (integer divisions): a = Y % 4, b = Y % 7, c = Y % 19, "
    "d = (19c + 15) % 30, e = (2a + 4b - d + 34) % 7, month = (d + e + 114) // 31, day = (d + e + 114) % 31 + 1; "
    "this is a Julian-calendar date: add Y // 100 - Y // 400 - 2 days to convert it to the Gregorian calendar."
)


@dataclass(frozen=True)
class Config:
    first_year: int = 1583
    last_year: int = 9999
    feasts: bool = False   # ask for a movable feast counted from Easter
    orthodox: float = 0.0  # share of cases asking for Orthodox Easter (years up to 4099)

    def __post_init__(self) -> None:
        if not 1583 <= self.first_year <= self.last_year <= 9999:
            raise ValueError(f"need 1583 <= first_year <= last_year <= 9999, got {self.first_year}, {self.last_year}")
        if not 0 <= self.orthodox <= 1:
            raise ValueError(f"orthodox must be a share in 0..1, got {self.orthodox}")


def gregorian_easter(y: int) -> tuple[int, int]:
    a, b, c = y % 19, y // 100, y % 100
    d, e = b // 4, b % 4
    f = (b + 8) // 25
    g = (b - f + 1) // 3
    h = (19 * a + b - d - g + 15) % 30
    i, k = c // 4, c % 4
    l = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 22 * l) // 451
    s = h + l - 7 * m + 114
    return s // 31, s % 31 + 1


_TEMPLATES = (
    "On what date does {what} fall in the year {y}?",
    "Find the date of {what} in {y}.",
    "Work out the calendar date of {what} for the year {y}.",
    "In the year {y}, what is the date of {what}?",
    "Compute when {what} falls in {y}.",
    "Give the date of {what} for the year Y = {y}.",
)


class EasterDate(Bootcamp):
    id = "everyday/easter_date"
    description = "Date of Easter (Gregorian computus), a movable feast from it, or Orthodox Easter"
    Config = Config
    LEVELS = {
        "1": Config(first_year=1583, last_year=9999),
        "2": Config(first_year=1583, last_year=9999, feasts=True),
        "3": Config(first_year=1583, last_year=9999, orthodox=0.3),
        "4": Config(first_year=1583, last_year=9999, feasts=True, orthodox=0.5),
        "5": Config(first_year=1583, last_year=9999, feasts=True, orthodox=0.8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        orthodox = rng.random() < config.orthodox
        year = rng.randint(config.first_year, min(config.last_year, 4099) if orthodox else config.last_year)
        feast = rng.choice(sorted(FEASTS)) if config.feasts else "Easter Sunday"
        data = {"year": year, "feast": feast, "orthodox": orthodox}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        what = ("Orthodox " if data["orthodox"] else "") + data["feast"]
        if data["feast"] != "Easter Sunday":
            off = FEASTS[data["feast"]]
            what += f" ({abs(off)} days {'after' if off > 0 else 'before'} {'Orthodox ' if data['orthodox'] else ''}Easter Sunday)"
        rules = _JULIAN if data["orthodox"] else _GREGORIAN
        text = rng.choice(_TEMPLATES).format(what=what, y=data["year"])
        return f"{text} {rules}\n{answer_instruction('the date as YYYY-MM-DD, e.g. <answer>2031-04-13</answer>')}"

    def check(self, data: dict, answer: str, text: str) -> float:
        year, month, day = (int(part) for part in answer.split("-"))
        return 1.0 if parse_date(text) == (year, month, day) else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        y = data["year"]
        t.state("year")
        y = t.fetch("Y", y)
        if data["orthodox"]:
            a, b, c = t.compute("a", y % 4), t.compute("b", y % 7), t.compute("c", y % 19)
            t.state("julian d")
            d = t.compute("d", (19 * c + 15) % 30)
            t.state("julian e")
            e = t.compute("e", (2 * a + 4 * b - d + 34) % 7)
            t.state("julian date")
            s = t.compute("d+e+114", d + e + 114)
            month, day = t.compute("month", s // 31), t.compute("day", s % 31 + 1)
            t.state("to gregorian")
            shift = t.compute("shift", y // 100 - y // 400 - 2, why="Y//100 - Y//400 - 2")
            date = datetime.date(y, month, day) + datetime.timedelta(days=shift)
            easter = t.compute("easter", date.isoformat(), why="Julian date + shift days")
        else:
            a, b, c = t.compute("a", y % 19), t.compute("b", y // 100), t.compute("c", y % 100)
            t.state("century terms")
            d, e = t.compute("d", b // 4), t.compute("e", b % 4)
            f = t.compute("f", (b + 8) // 25)
            g = t.compute("g", (b - f + 1) // 3)
            h = t.compute("h", (19 * a + b - d - g + 15) % 30)
            t.state("weekday terms")
            i, k = t.compute("i", c // 4), t.compute("k", c % 4)
            l = t.compute("l", (32 + 2 * e + 2 * i - h - k) % 7)
            m = t.compute("m", (a + 11 * h + 22 * l) // 451)
            s = t.compute("h+l-7m+114", h + l - 7 * m + 114)
            t.state("easter")
            month, day = t.compute("month", s // 31), t.compute("day", s % 31 + 1)
            easter = t.compute("easter", iso((y, month, day)))
        t.state("feast")
        off = t.fetch("offset", FEASTS[data["feast"]])
        when = datetime.date.fromisoformat(easter) + datetime.timedelta(days=off)
        return t.compute("answer", when.isoformat(), why="easter + offset days")

    def solve(self, data: dict) -> str:
        # Gauss's Easter formula (a different algorithm from the prompt's), with its two exceptions.
        y = data["year"]
        a, b, c = y % 19, y % 4, y % 7
        if data["orthodox"]:
            big_m, big_n = 15, 6
        else:
            k = y // 100
            p, q = (13 + 8 * k) // 25, k // 4
            big_m, big_n = (15 - p + k - q) % 30, (4 + k - q) % 7
        d = (19 * a + big_m) % 30
        e = (2 * b + 4 * c + 6 * d + big_n) % 7
        base = datetime.date(y, 3, 22) + datetime.timedelta(days=d + e)
        if not data["orthodox"]:
            if d == 29 and e == 6:
                base = datetime.date(y, 4, 19)
            elif d == 28 and e == 6 and (11 * big_m + 11) % 30 < 19:
                base = datetime.date(y, 4, 18)
        else:
            base += datetime.timedelta(days=y // 100 - y // 400 - 2)  # Julian to Gregorian
        return (base + datetime.timedelta(days=FEASTS[data["feast"]])).isoformat()


BOOTCAMP = EasterDate()
