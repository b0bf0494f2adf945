"""Count the days in a date range on which two (at level 5, three) recurring events all fall:
every k days from a start date, every k-th working day, every k weeks on a weekday, the n-th or
last weekday of each month, or a fixed day of each month (skipped where a month is too short).
Level 3 makes about 13,000 cases/s; level 5 (three events over four to six years, redrawn until
they coincide at least once) about 750/s."""

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
KINDS = ("every", "weekly", "monthday", "nth", "workday")
_ORD = {1: "first", 2: "second", 3: "third", 4: "fourth", -1: "last"}
_DAY = datetime.timedelta(days=1)


@dataclass(frozen=True)
class Config:
    min_span: int = 40
    max_span: int = 70
    kinds: tuple[str, ...] = ("every", "weekly")
    events: int = 2
    early_start: bool = False  # periodic events may have started before the range

    def __post_init__(self) -> None:
        if not 7 <= self.min_span <= self.max_span <= 4000:
            raise ValueError(f"need 7 <= min_span <= max_span <= 4000, got {self.min_span}, {self.max_span}")
        if not self.kinds or any(k not in KINDS for k in self.kinds):
            raise ValueError(f"kinds must be a non-empty subset of {', '.join(KINDS)}, got {self.kinds}")
        if self.events not in (2, 3):
            raise ValueError(f"events must be 2 or 3, got {self.events}")


def _date(text: str) -> datetime.date:
    return datetime.date.fromisoformat(text)


def _long(day: datetime.date) -> str:
    return f"{day.day} {MONTHS[day.month - 1]} {day.year}"


def _ordinal(k: int) -> str:
    suffix = "th" if 10 <= k % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(k % 10, "th")
    return f"{k}{suffix}"


def _weekdays_between(a: datetime.date, b: datetime.date) -> int:
    """Mondays..Fridays in [a, b), by whole weeks plus the leftover days."""
    days = (b - a).days
    weeks, rest = divmod(days, 7)
    return weeks * 5 + sum(1 for i in range(rest) if (a.weekday() + i) % 7 < 5)


def occurs(event: dict, day: datetime.date) -> bool:
    """Whether the event falls on ``day``, by arithmetic on the date."""
    kind = event["kind"]
    if kind in ("every", "weekly", "workday"):
        start = _date(event["start"])
        if day < start:
            return False
        if kind == "every":
            return (day - start).days % event["k"] == 0
        if kind == "weekly":
            return (day - start).days % (7 * event["k"]) == 0
        return day.weekday() < 5 and _weekdays_between(start, day) % event["k"] == 0
    if kind == "monthday":
        return day.day == event["d"]
    if day.weekday() != event["weekday"]:
        return False
    if event["n"] == -1:
        return day.day + 7 > calendar.monthrange(day.year, day.month)[1]
    return (day.day - 1) // 7 + 1 == event["n"]


def reason(event: dict, day: datetime.date) -> str:
    """The arithmetic behind ``occurs``, for the trace."""
    kind = event["kind"]
    if kind in ("every", "weekly", "workday"):
        start = _date(event["start"])
        if day < start:
            return "before the event starts"
        if kind == "workday":
            if day.weekday() >= 5:
                return f"a {WEEKDAYS[day.weekday()]}"
            n = _weekdays_between(start, day)
            return f"{n} working days after the start, {n} mod {event['k']} = {n % event['k']}"
        n, step = (day - start).days, event["k"] * (7 if kind == "weekly" else 1)
        return f"{n} days after the start, {n} mod {step} = {n % step}"
    if kind == "monthday":
        return f"day {day.day} of the month"
    last = calendar.monthrange(day.year, day.month)[1]
    return f"a {WEEKDAYS[day.weekday()]}, day {day.day} of {last}"


def describe(event: dict) -> str:
    kind = event["kind"]
    if kind == "every":
        start, k = _date(event["start"]), event["k"]
        return f"every {k} days, counting from {_long(start)} ({_long(start)}, {_long(start + k * _DAY)}, and so on)"
    if kind == "weekly":
        start, k = _date(event["start"]), event["k"]
        wd = WEEKDAYS[start.weekday()]
        every = f"every {wd}" if k == 1 else "every other " + wd if k == 2 else f"every {k} weeks on a {wd}"
        return f"{every}, starting on {_long(start)}"
    if kind == "workday":
        start, k = _date(event["start"]), event["k"]
        return (f"every {_ordinal(k)} working day starting on {_long(start)} (working days are Monday to Friday; the "
                f"event is on {_long(start)}, then on the {_ordinal(k)} working day after it, and so on)")
    if kind == "monthday":
        return f"on the {_ordinal(event['d'])} of every month (not at all in a month that has no such day)"
    return f"on the {_ORD[event['n']]} {WEEKDAYS[event['weekday']]} of every month"


_TEMPLATES = (
    "Two recurring events are on a calendar.\n{events}\nOn how many days from {a} to {b} (both included) do {all} "
    "happen?",
    "{events}\nCount the days in the period {a} to {b}, inclusive, on which {all} take place.",
    "A shared calendar has these repeating events:\n{events}\nBetween {a} and {b} (both dates included), how many days "
    "have {all} on them?",
)


class CalendarOverlap(IntegerAnswer, Bootcamp):
    id = "everyday/calendar_overlap"
    description = "Count days in a date range where recurring events (every k days, k-th workday, n-th weekday, ...) coincide"
    Config = Config
    LEVELS = {
        "1": Config(min_span=40, max_span=70, kinds=("every", "weekly")),
        "2": Config(min_span=90, max_span=150, kinds=("every", "weekly", "monthday")),
        "3": Config(min_span=180, max_span=300, kinds=("every", "weekly", "monthday", "nth"), early_start=True),
        "4": Config(min_span=400, max_span=700, kinds=KINDS, early_start=True),
        "5": Config(min_span=1500, max_span=2200, kinds=KINDS, events=3, early_start=True),
    }

    def _event(self, kind: str, rng: random.Random, first: datetime.date, config: Config) -> dict:
        back = rng.randint(0, 60) if config.early_start and rng.random() < 0.6 else -rng.randint(0, 10)
        start = first - back * _DAY
        if kind == "every":
            return {"kind": kind, "k": rng.randint(2, 9 if config.max_span > 100 else 5), "start": start.isoformat()}
        if kind == "weekly":
            return {"kind": kind, "k": rng.choice((1, 1, 2, 3)), "start": start.isoformat()}
        if kind == "workday":
            while start.weekday() >= 5:
                start += _DAY
            return {"kind": kind, "k": rng.randint(2, 7), "start": start.isoformat()}
        if kind == "monthday":
            return {"kind": kind, "d": rng.choice(range(1, 32)) if rng.random() < 0.7 else rng.choice((29, 30, 31))}
        return {"kind": kind, "n": rng.choice((1, 2, 3, 4, -1)), "weekday": rng.randrange(7)}

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            first = datetime.date(1990, 1, 1) + rng.randint(0, 365 * 50) * _DAY
            last = first + rng.randint(config.min_span, config.max_span) * _DAY
            kinds = rng.sample(config.kinds, config.events)
            if config.events == 3 and "monthday" not in kinds and "nth" not in kinds:
                continue  # a monthly event among three keeps three-way coincidences from being rare
            events = [self._event(k, rng, first, config) for k in kinds]
            data = {"first": first.isoformat(), "last": last.isoformat(), "events": events}
            gold = self.solve(data)
            if gold >= 1 or rng.random() < 0.01:
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        a, b = _date(data["first"]), _date(data["last"])
        n = len(data["events"])
        names = ("A", "B", "C")
        events = "\n".join(f"Event {names[i]}: {describe(e)}." for i, e in enumerate(data["events"]))
        text = rng.choice(_TEMPLATES).format(events=events, a=_long(a), b=_long(b),
                                             all="both events" if n == 2 else "all three events")
        if n == 3:
            text = text.replace("Two recurring", "Three recurring")
        text += (f" ({_long(a)} is a {WEEKDAYS[a.weekday()]}. Leap years are the years divisible by 4, except century "
                 "years not divisible by 400.)")
        return f"{text}\n{answer_instruction('the number of days as an integer')}"

    def _sparsest(self, data: dict) -> int:
        def per_year(e: dict) -> float:
            return {"every": 365 / e.get("k", 1), "weekly": 52 / e.get("k", 1), "workday": 261 / e.get("k", 1)}.get(e["kind"], 12)
        return min(range(len(data["events"])), key=lambda i: per_year(data["events"][i]))

    def _walk(self, event: dict, first: datetime.date, last: datetime.date) -> list[datetime.date]:
        """Occurrences of one event in [first, last], stepping from one to the next."""
        kind, out = event["kind"], []
        if kind in ("every", "weekly"):
            step = event["k"] * (7 if kind == "weekly" else 1)
            day = _date(event["start"])
            if day < first:
                day += -(-(first - day).days // step) * step * _DAY
            while day <= last:
                out.append(day)
                day += step * _DAY
            return out
        if kind == "workday":
            day, count = _date(event["start"]), 0
            while day <= last:
                if day.weekday() < 5:
                    if count % event["k"] == 0 and day >= first:
                        out.append(day)
                    count += 1
                day += _DAY
            return out
        year, month = first.year, first.month
        while (year, month) <= (last.year, last.month):
            opening, length = calendar.monthrange(year, month)
            if kind == "monthday":
                days = [datetime.date(year, month, event["d"])] if event["d"] <= length else []
            else:
                day = 1 + (event["weekday"] - opening) % 7  # the first such weekday of the month
                day += 7 * (event["n"] - 1) if event["n"] > 0 else 7 * ((length - day) // 7)
                days = [datetime.date(year, month, day)]
            out += [d for d in days if first <= d <= last]
            year, month = (year + 1, 1) if month == 12 else (year, month + 1)
        return out

    def program(self, t: Tracer, data: dict) -> int:
        first, last = _date(data["first"]), _date(data["last"])
        lead = self._sparsest(data)
        t.state("candidates")
        candidates = t.compute("candidates", [d.isoformat() for d in self._walk(data["events"][lead], first, last)],
                               why=f"dates of event {'ABC'[lead]}, the rarest, in the range")
        count = 0
        for i, text in enumerate(candidates):
            t.state(f"candidate {i + 1}")
            day = _date(t.fetch(f"candidates[{i}]", text))
            hit = True
            for j, event in enumerate(data["events"]):
                if j != lead:
                    hit = t.compute(f"event {'ABC'[j]}", occurs(event, day), why=reason(event, day)) and hit
            if t.goto(hit, why="is it on every event's list?"):
                count = t.compute("count", count + 1)
        t.state("answer")
        return t.compute("answer", t.fetch("count", count))

    def solve(self, data: dict) -> int:
        first, last = _date(data["first"]), _date(data["last"])
        sets = [set(self._walk(e, first, last)) for e in data["events"]]
        return len(set.intersection(*sets))


BOOTCAMP = CalendarOverlap()
