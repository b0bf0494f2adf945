"""Dates written in mixed styles: rewrite them as ISO dates in chronological order."""

from __future__ import annotations

import datetime
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.calendar import MONTHS, iso, parse_date, random_date
from bootcamps.trace import Tracer

STYLES = ("iso", "us_slash", "eu_dot", "month_day_year", "day_month_year", "abbrev")


def write(date: tuple, style: str) -> str:
    y, m, d = date
    return {
        "iso": iso(date),
        "us_slash": f"{m}/{d}/{y}",
        "eu_dot": f"{d}.{m}.{y}",
        "month_day_year": f"{MONTHS[m - 1]} {d}, {y}",
        "day_month_year": f"{d} {MONTHS[m - 1]} {y}",
        "abbrev": f"{MONTHS[m - 1][:3]} {d} {y}",
    }[style]


def read(text: str) -> tuple:
    """Inverse of ``write`` for the styles the prompt explains."""
    if "/" in text:
        m, d, y = map(int, text.split("/"))
        return y, m, d
    if "." in text:
        d, m, y = map(int, text.split("."))
        return y, m, d
    parts = text.replace(",", "").split()
    if len(parts) == 3 and not parts[0].isdigit():
        return int(parts[2]), [x[:3] for x in MONTHS].index(parts[0][:3]) + 1, int(parts[1])
    if len(parts) == 3:
        return int(parts[2]), [x[:3] for x in MONTHS].index(parts[1][:3]) + 1, int(parts[0])
    y, m, d = map(int, text.split("-"))
    return y, m, d


@dataclass(frozen=True)
class Config:
    min_dates: int = 3
    max_dates: int = 4
    styles: int = 3  # how many writing styles are mixed
    years: int = 3  # the span of years the dates fall in

    def __post_init__(self) -> None:
        if not 2 <= self.min_dates <= self.max_dates <= 100:
            raise ValueError(f"need 2 <= min_dates <= max_dates <= 100, got {self.min_dates}, {self.max_dates}")
        if not 1 <= self.styles <= len(STYLES):
            raise ValueError(f"styles must be in 1..{len(STYLES)}, got {self.styles}")
        if not 1 <= self.years <= 500:
            raise ValueError(f"years must be in 1..500, got {self.years}")


class DateNormalisation(Bootcamp):
    id = "text/date_normalisation"
    description = "Rewrite dates given in mixed styles (US slashes, European dots, words) as sorted ISO dates"
    Config = Config
    multiline_answer = True
    LEVELS = {
        "1": Config(min_dates=3, max_dates=4, styles=3, years=3),
        "2": Config(min_dates=5, max_dates=6, styles=4, years=2),
        "3": Config(min_dates=7, max_dates=9, styles=6, years=2),
        "4": Config(min_dates=10, max_dates=14, styles=6, years=1),
        "5": Config(min_dates=16, max_dates=24, styles=6, years=1),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list]:
        first = rng.randint(1950, 2080)
        dates: set = set()
        n = rng.randint(config.min_dates, config.max_dates)
        while len(dates) < n:
            dates.add(random_date(rng, first, first + config.years - 1))
        styles = rng.sample(STYLES, config.styles)
        written = [write(d, rng.choice(styles)) for d in sorted(dates, key=lambda _: rng.random())]
        data = {"dates": written}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice((
            "Rewrite every date below as YYYY-MM-DD and list them from earliest to latest.",
            "Normalise these dates to ISO format (YYYY-MM-DD) and sort them chronologically.",
            "Convert the following dates to the form YYYY-MM-DD, then order them oldest first.",
        ))
        rules = "Dates with slashes are month/day/year; dates with dots are day.month.year."
        return f"{text} {rules}\n" + "\n".join(data["dates"]) + f"\n{answer_instruction('the ISO dates, one per line or separated by commas')}"

    def check(self, data: dict, answer: list, text: str) -> float:
        if len(text) > 20 * len(answer) + 50:
            return 0.0
        items = [item.strip() for item in text.replace(",", "\n").split("\n") if item.strip()]
        dates = [parse_date(item) if len(item) <= 10 and item[:4].isdigit() else None for item in items]
        return 1.0 if None not in dates and [iso(d) for d in dates] == answer else 0.0

    def format_answer(self, answer: list) -> str:
        return "\n".join(answer)

    def program(self, t: Tracer, data: dict) -> list:
        done: list[str] = []
        for i, text in enumerate(data["dates"]):
            t.state(f"date {i}")
            written = t.fetch(f"d[{i}]", text)
            value = t.compute("iso", iso(read(written)), why="by the stated style")
            at = t.compute("at", sum(1 for d in done if d <= value), why="earlier dates already placed")
            done = t.compute("sorted", done[:at] + [value] + done[at:])
        t.state("answer")
        return t.compute("answer", done)

    def solve(self, data: dict) -> list:
        parsed = []
        for text in data["dates"]:  # the library's strptime, one format per style
            for fmt in ("%Y-%m-%d", "%m/%d/%Y", "%d.%m.%Y", "%B %d, %Y", "%d %B %Y", "%b %d %Y"):
                try:
                    parsed.append(datetime.datetime.strptime(text, fmt).date())
                    break
                except ValueError:
                    continue
        return [d.isoformat() for d in sorted(parsed)]


BOOTCAMP = DateNormalisation()
