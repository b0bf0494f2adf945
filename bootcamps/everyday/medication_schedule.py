"""When the N-th dose of a medicine is taken: doses every h hours (and minutes) from a first dose,
each next dose counted from when the previous one was actually taken; a dose falling due in the
sleep window is taken on waking, at the higher levels a daily cap sends an extra dose to the next
morning and a dose due soon after a meal waits until an hour has passed. The answer is the day
number and 24-hour clock time."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from datetime import datetime, timedelta

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.trace import Tracer

DAY = 24 * 60
MEDICINES = ("an antibiotic", "a painkiller", "an anti-inflammatory", "a cough syrup", "an antiviral", "eye drops")


@dataclass(frozen=True)
class Config:
    max_dose: int = 4
    step: int = 60  # the interval and the first dose are whole multiples of this many minutes
    cap: bool = False  # at most so many doses per calendar day
    meals: bool = False  # no dose in the hour after a meal

    def __post_init__(self) -> None:
        if not 2 <= self.max_dose <= 200:
            raise ValueError(f"max_dose must be in 2..200, got {self.max_dose}")
        if self.step not in (5, 15, 30, 60):
            raise ValueError(f"step must be 5, 15, 30 or 60, got {self.step}")


def _clock(minute: int) -> str:
    minute %= DAY
    return f"{minute // 60:02d}:{minute % 60:02d}"


def _delay(data: dict, due: int, taken_today: int) -> tuple[int, str]:
    """Where a dose due at minute ``due`` (from day 1 00:00) is actually taken, and why."""
    sleep, wake = data["sleep"], data["wake"]
    clock = due % DAY
    if clock >= sleep or clock < wake:  # asleep: on waking (that morning, or the next one)
        due = due - clock + wake + (DAY if clock >= sleep else 0)
        return due, "asleep"
    for meal in data["meals"]:
        if meal <= clock < meal + 60:
            return due - clock + meal + 60, "after a meal"
    if data["cap"] and taken_today >= data["cap"]:
        return due - clock + DAY + wake, "daily cap"
    return due, ""


def schedule(data: dict) -> list[int]:
    """Minutes (from day 1 00:00) of doses 1..N."""
    times = [data["first"]]
    while len(times) < data["n"]:
        due = times[-1] + data["interval"]
        while True:
            today = sum(1 for t in times if t // DAY == due // DAY)
            moved, _ = _delay(data, due, today)
            if moved == due:
                break
            due = moved
        times.append(due)
    return times


_TEMPLATES = (
    "{who} takes {med}. The first dose is at {first} on day 1, and each later dose is due {gap} after the previous "
    "dose was actually taken.",
    "A prescription for {med} says: one dose every {gap}, the first at {first} on day 1; the clock for the next dose "
    "starts when a dose is really taken.",
    "Dosing plan ({med}): dose 1 at {first} on day 1; then a dose {gap} after each dose actually taken.",
)
_WHO = ("Ana", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hana", "Ivo", "Jade", "Kit", "Luz")


def _ordinal(k: int) -> str:
    suffix = "th" if 10 <= k % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(k % 10, "th")
    return f"{k}{suffix}"


def _gap(minutes: int) -> str:
    h, m = divmod(minutes, 60)
    text = f"{h} hour{'s' if h != 1 else ''}"
    return text + (f" {m} minutes" if m else "")


class MedicationSchedule(Bootcamp):
    id = "everyday/medication_schedule"
    description = "Day and time of the N-th dose given an interval, a sleep window, a daily cap and meal gaps"
    Config = Config
    LEVELS = {
        "1": Config(max_dose=4, step=60),
        "2": Config(max_dose=8, step=30),
        "3": Config(max_dose=12, step=15),
        "4": Config(max_dose=18, step=15, cap=True),
        "5": Config(max_dose=30, step=5, cap=True, meals=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        while True:
            step = config.step
            sleep = rng.choice(range(21 * 60, 24 * 60, max(step, 30)))
            wake = rng.choice(range(5 * 60, 9 * 60 + 1, max(step, 30)))
            interval = rng.choice(range(3 * 60, 12 * 60 + 1, step))
            first = rng.choice(range(wake, sleep, step))
            meals = sorted(rng.sample(range(11 * 60, 20 * 60, max(step, 15)), 2)) if config.meals else []
            if meals and meals[1] - meals[0] < 120:
                continue
            cap = 0
            if config.cap:
                awake = (sleep - wake) // interval + 1
                cap = max(2, awake - rng.randint(0, 1))
            data = {"who": rng.choice(_WHO), "med": rng.choice(MEDICINES), "first": first, "interval": interval,
                    "sleep": sleep, "wake": wake, "meals": meals, "cap": cap,
                    "n": rng.randint(max(3, config.max_dose // 2), config.max_dose)}
            times = schedule(data)
            # every rule in play should bite at least once
            reasons = self._reasons(data, times)
            if "asleep" not in reasons or (cap and "daily cap" not in reasons) or (meals and "after a meal" not in reasons):
                continue
            if times[-1] % DAY == wake and rng.random() < 0.75:
                continue  # keep "the wake-up time" from being a safe guess
            return data, [times[-1] // DAY + 1, times[-1] % DAY]

    @staticmethod
    def _reasons(data: dict, times: list[int]) -> set[str]:
        out = set()
        for i in range(1, len(times)):
            due = times[i - 1] + data["interval"]
            while True:
                today = sum(1 for t in times[:i] if t // DAY == due // DAY)
                moved, why = _delay(data, due, today)
                if moved == due:
                    break
                out.add(why)
                due = moved
        return out

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [rng.choice(_TEMPLATES).format(who=data["who"], med=data["med"], first=_clock(data["first"]),
                                               gap=_gap(data["interval"]))]
        lines.append(f"No dose is taken while asleep, from {_clock(data['sleep'])} (included) until {_clock(data['wake'])} "
                     f"(excluded) the next morning: a dose falling due in that window is taken at {_clock(data['wake'])} "
                     "on waking.")
        if data["meals"]:
            meals = " and ".join(_clock(m) for m in data["meals"])
            lines.append(f"Meals are at {meals} every day; a dose falling due at a meal time or in the hour after it "
                         "(before the hour is up) is taken exactly one hour after that meal.")
        if data["cap"]:
            lines.append(f"At most {data['cap']} doses may be taken on one calendar day (midnight to midnight): a dose "
                         f"that would be the {_ordinal(data['cap'] + 1)} of its day is taken at {_clock(data['wake'])} the next "
                         "morning instead.")
        n = data["n"]
        lines.append(rng.choice((f"On which day and at what time is dose number {n} taken?",
                                 f"When is the {_ordinal(n)} dose taken (day and time)?",
                                 f"Find the day and clock time of dose {n}.")))
        lines.append("Times use the 24-hour clock; day 1 is the day of the first dose.")
        form = "the day and the time as 'day D, HH:MM' (for example: day 3, 07:45)"
        return "\n".join(lines) + f"\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return f"day {answer[0]}, {_clock(answer[1])}"

    _FORM = re.compile(r"day\s*(\d{1,4})\s*(?:,\s*|at\s+|,\s*at\s+)?(\d{1,2})[:h.](\d{2})|"
                       r"(\d{1,2})[:h.](\d{2})\s*,?\s*(?:on\s+)?day\s*(\d{1,4})", re.IGNORECASE)

    def check(self, data: dict, answer: list[int], text: str) -> float:
        if len(text) > 60:
            return 0.0
        match = self._FORM.fullmatch(text.strip().rstrip("."))
        if not match:
            return 0.0
        g = match.groups()
        day, hour, minute = (g[0], g[1], g[2]) if g[0] is not None else (g[5], g[3], g[4])
        day, hour, minute = int(day), int(hour), int(minute)
        if hour > 23 or minute > 59:
            return 0.0
        return 1.0 if [day, hour * 60 + minute] == list(answer) else 0.0

    def wrong_answers(self, case, rng: random.Random) -> list[str]:
        day, minute = case.answer
        return [self.format_answer(w) for w in ([day + 1, minute], [day, (minute + 15) % DAY],
                                                [day, (minute + case.data["interval"]) % DAY])]

    def program(self, t: Tracer, data: dict) -> list[int]:
        t.state("dose 1")
        at = t.fetch("first", data["first"])
        taken = [at]
        interval, sleep, wake = data["interval"], data["sleep"], data["wake"]
        for k in range(2, data["n"] + 1):
            t.state(f"dose {k}")
            prev = t.fetch(f"dose[{k - 1}]", taken[-1])
            due = t.compute("due", prev + interval, why=f"+{_gap(interval)} (minutes from day 1 00:00)")
            while True:
                day, clock = due // DAY + 1, due % DAY
                if clock >= sleep or clock < wake:
                    due = t.compute("due", due - clock + wake + (DAY if clock >= sleep else 0),
                                    why=f"day {day} {_clock(clock)} is asleep: wake at {_clock(wake)}")
                    continue
                meal = next((m for m in data["meals"] if m <= clock < m + 60), None)
                if meal is not None:
                    due = t.compute("due", due - clock + meal + 60, why=f"within an hour of the {_clock(meal)} meal")
                    continue
                if data["cap"]:
                    today = t.compute("doses that day", sum(1 for x in taken if x // DAY == due // DAY))
                    if today >= data["cap"]:
                        due = t.compute("due", due - clock + DAY + wake, why=f"day {day} already has {data['cap']}")
                        continue
                break
            taken.append(t.compute(f"dose[{k}]", due, why=f"day {due // DAY + 1} {_clock(due)}"))
        t.state("answer")
        last = t.fetch(f"dose[{data['n']}]", taken[-1])
        return t.compute("answer", [last // DAY + 1, last % DAY])

    def solve(self, data: dict) -> list[int]:
        # calendar arithmetic with datetime: nudge each due time forward until no rule moves it
        origin = datetime(2001, 1, 1)
        at = origin + timedelta(minutes=data["first"])
        taken = [at]
        sleep, wake = timedelta(minutes=data["sleep"]), timedelta(minutes=data["wake"])
        while len(taken) < data["n"]:
            due = taken[-1] + timedelta(minutes=data["interval"])
            moved = True
            while moved:
                moved = False
                midnight = datetime(due.year, due.month, due.day)
                since = due - midnight
                if since >= sleep:
                    due, moved = midnight + timedelta(days=1) + wake, True
                elif since < wake:
                    due, moved = midnight + wake, True
                elif any(timedelta(minutes=m) <= since < timedelta(minutes=m + 60) for m in data["meals"]):
                    meal = max(m for m in data["meals"] if timedelta(minutes=m) <= since)
                    due, moved = midnight + timedelta(minutes=meal + 60), True
                elif data["cap"] and sum(1 for x in taken if x.date() == due.date()) >= data["cap"]:
                    due, moved = midnight + timedelta(days=1) + wake, True
            taken.append(due)
        last = taken[-1]
        return [(last - origin).days + 1, (last - datetime(last.year, last.month, last.day)).seconds // 60]


BOOTCAMP = MedicationSchedule()
