"""Dates for the everyday bootcamps: the Gregorian rules written out (so traces can show them),
dates in the forms people write, and strict readers of date, time and weekday answers."""

from __future__ import annotations

import random
import re

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December")
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
_MONTH_NUMBER = {m.lower(): i + 1 for i, m in enumerate(MONTHS)} | {m[:3].lower(): i + 1 for i, m in enumerate(MONTHS)}
_WEEKDAY_NUMBER = {d.lower(): i for i, d in enumerate(WEEKDAYS)} | {d[:3].lower(): i for i, d in enumerate(WEEKDAYS)}
_ISO = re.compile(r"(\d{4})-(\d{1,2})-(\d{1,2})")
_WORDED_MDY = re.compile(r"([a-z]+)\.? (\d{1,2}),? (\d{4})")
_WORDED_DMY = re.compile(r"(\d{1,2}) ([a-z]+)\.?,? (\d{4})")
_CLOCK = re.compile(r"(\d{1,2}):(\d{2})")
_MAX_CHARS = 60

Date = tuple[int, int, int]


def is_leap(year: int) -> bool:
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def month_days(year: int, month: int) -> int:
    if month == 2:
        return 29 if is_leap(year) else 28
    return 30 if month in (4, 6, 9, 11) else 31


def random_date(rng: random.Random, first_year: int, last_year: int) -> Date:
    year = rng.randint(first_year, last_year)
    month = rng.randint(1, 12)
    return year, month, rng.randint(1, month_days(year, month))


def iso(date: Date) -> str:
    return f"{date[0]:04d}-{date[1]:02d}-{date[2]:02d}"


def worded(date: Date, rng: random.Random) -> str:
    """The date as a person writes it: ISO, "March 5, 2024" or "5 March 2024"."""
    y, m, d = date
    return rng.choice((iso(date), f"{MONTHS[m - 1]} {d}, {y}", f"{d} {MONTHS[m - 1]} {y}"))


def _valid(y: int, m: int, d: int) -> Date | None:
    return (y, m, d) if 1 <= m <= 12 and 1 <= d <= month_days(y, m) else None


def parse_date(text: object) -> Date | None:
    """A date written ISO (``2024-03-05``), ``March 5, 2024`` or ``5 March 2024`` (month names
    may be abbreviated), or ``None``."""
    if not isinstance(text, str) or len(text) > _MAX_CHARS:
        return None
    text = " ".join(text.strip().rstrip(".").lower().split())
    match = _ISO.fullmatch(text)
    if match:
        return _valid(int(match[1]), int(match[2]), int(match[3]))
    match = _WORDED_MDY.fullmatch(text)
    if match and match[1] in _MONTH_NUMBER:
        return _valid(int(match[3]), _MONTH_NUMBER[match[1]], int(match[2]))
    match = _WORDED_DMY.fullmatch(text)
    if match and match[2] in _MONTH_NUMBER:
        return _valid(int(match[3]), _MONTH_NUMBER[match[2]], int(match[1]))
    return None


def parse_weekday(text: object) -> int | None:
    """Monday=0 .. Sunday=6 from one weekday name (full or three letters), or ``None``."""
    if not isinstance(text, str) or len(text) > _MAX_CHARS:
        return None
    return _WEEKDAY_NUMBER.get(text.strip().rstrip(".").lower())


def parse_clock(text: object) -> int | None:
    """Minutes after midnight from a 24-hour ``HH:MM``, or ``None``."""
    if not isinstance(text, str) or len(text) > _MAX_CHARS:
        return None
    match = _CLOCK.fullmatch(text.strip().removesuffix(".").rstrip())  # a sentence's final period
    if not match or int(match[1]) > 23 or int(match[2]) > 59:
        return None
    return int(match[1]) * 60 + int(match[2])


def clock(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"
