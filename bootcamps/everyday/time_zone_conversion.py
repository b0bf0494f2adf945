"""Convert a local date and time between UTC offsets, with an optional flight duration in between."""

from __future__ import annotations

import datetime
import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.calendar import iso, random_date, worded
from bootcamps.trace import Tracer

_ANSWER = re.compile(r"(\d{4}-\d{2}-\d{2})[ T,]+(\d{1,2}):(\d{2})")
_OFFSETS = {  # minutes east of UTC, as real zones use them
    "whole": tuple(60 * h for h in range(-10, 13)),
    "half": tuple(60 * h for h in range(-10, 13)) + (-570, -210, 210, 270, 330, 390, 570, 630),
    "quarter": tuple(60 * h for h in range(-10, 13)) + (-570, -210, 210, 270, 330, 345, 390, 525, 570, 630, 765),
}


@dataclass(frozen=True)
class Config:
    offsets: str = "whole"  # whole hours; also half hours; also quarter hours
    max_flight: int = 0  # minutes of travel between the two clocks (0: a plain conversion)

    def __post_init__(self) -> None:
        if self.offsets not in _OFFSETS:
            raise ValueError(f"offsets must be one of {', '.join(_OFFSETS)}, got {self.offsets!r}")
        if not 0 <= self.max_flight <= 24 * 60:
            raise ValueError(f"max_flight must be in 0..1440 minutes, got {self.max_flight}")


def utc_label(minutes: int) -> str:
    sign = "+" if minutes >= 0 else "-"
    return f"UTC{sign}{abs(minutes) // 60:02d}:{abs(minutes) % 60:02d}"


class TimeZoneConversion(Bootcamp):
    id = "everyday/time_zone_conversion"
    description = "Local time under one UTC offset to another, across midnight, with flights at higher levels"
    Config = Config
    LEVELS = {
        "1": Config(offsets="whole"),
        "2": Config(offsets="half"),
        "3": Config(offsets="quarter"),
        "4": Config(offsets="half", max_flight=14 * 60),
        "5": Config(offsets="quarter", max_flight=20 * 60),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        a, b = rng.sample(_OFFSETS[config.offsets], 2)
        data = {"date": list(random_date(rng, 1990, 2040)), "time": rng.randrange(24 * 60), "from": a, "to": b,
                "flight": rng.randint(60, config.max_flight) // 5 * 5 if config.max_flight else 0}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        when = f"{worded(tuple(data['date']), rng)} at {data['time'] // 60:02d}:{data['time'] % 60:02d}"
        a, b = utc_label(data["from"]), utc_label(data["to"])
        if data["flight"]:
            h, m = divmod(data["flight"], 60)
            text = rng.choice((
                "A flight leaves on {when} local time ({a}) and lasts {h} h {m} min. What is the local date and time at the destination ({b}) when it lands?",
                "You depart at {when} where clocks read {a}. After {h} hours and {m} minutes in the air you land where clocks read {b}. What do the clocks there show?",
                "Departure: {when}, local time {a}. Flight time: {h} h {m} min. Arrival local time zone: {b}. Give the arrival local date and time.",
            )).format(when=when, a=a, b=b, h=h, m=m)
        else:
            text = rng.choice((
                "It is {when} in a place whose clocks read {a}. What is the local date and time in a place on {b}?",
                "A meeting starts on {when} ({a}). What date and time is that for someone whose clocks are on {b}?",
                "Convert {when} from {a} to {b}.",
            )).format(when=when, a=a, b=b)
        return f"{text} Times are 24-hour; {a} means local time = UTC {a[3:]}.\n{answer_instruction('the date and 24-hour time as YYYY-MM-DD HH:MM')}"

    def check(self, data: dict, answer: str, text: str) -> float:
        match = _ANSWER.fullmatch(text.strip().removesuffix(".").rstrip()) if len(text) < 60 else None  # final period
        if not match:
            return 0.0
        return 1.0 if f"{match[1]} {int(match[2]):02d}:{match[3]}" == answer else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        t.state("to UTC")
        local = t.fetch("time", data["time"])
        offset = t.fetch("from", data["from"])
        minutes = t.compute("utc", local - offset, why="local minus the offset, in minutes after midnight")
        if data["flight"]:
            t.state("flight")
            minutes = t.compute("utc", minutes + t.fetch("flight", data["flight"]), why="add the flight time")
        t.state("to target")
        minutes = t.compute("target", minutes + t.fetch("to", data["to"]), why="add the target offset")
        t.state("day shift")
        shift = t.compute("days", minutes // 1440, why="whole days before or after the start date")
        clock = t.compute("clock", minutes % 1440, why="minutes after that midnight")
        t.state("date")
        y, m, d = t.fetch("date", tuple(data["date"]))
        date = t.compute("new_date", iso(self._add_days((y, m, d), shift)), why=f"{shift:+d} days")
        t.state("answer")
        return t.compute("answer", f"{date} {clock // 60:02d}:{clock % 60:02d}")

    @staticmethod
    def _add_days(date: tuple, days: int) -> tuple:
        moved = datetime.date(*date) + datetime.timedelta(days=days)
        return moved.year, moved.month, moved.day

    def solve(self, data: dict) -> str:
        start = datetime.datetime(*data["date"], data["time"] // 60, data["time"] % 60,
                                  tzinfo=datetime.timezone(datetime.timedelta(minutes=data["from"])))
        arrival = (start + datetime.timedelta(minutes=data["flight"])).astimezone(
            datetime.timezone(datetime.timedelta(minutes=data["to"])))
        return arrival.strftime("%Y-%m-%d %H:%M")


BOOTCAMP = TimeZoneConversion()
