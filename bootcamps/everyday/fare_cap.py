"""Pay-as-you-go transit fares with caps: each trip's fare by zones (peak surcharge at higher
levels), a daily cap, and a Monday-to-Sunday weekly cap; the trip that reaches a cap is charged
only up to it and later trips in that day or week are free. Total charged, to the cent."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.calendar import WEEKDAYS
from bootcamps.kit.units import DecimalAnswer, money
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    days: int = 1
    weekly: bool = False
    peak: bool = False

    def __post_init__(self) -> None:
        if not 1 <= self.days <= 21:
            raise ValueError(f"days must be 1..21, got {self.days}")


_TEMPLATES = (
    "A contactless transit card is charged per trip. {rules}\nTrips:\n{trips}\nHow much is charged in total?",
    "{rules}\nHere is one rider's travel:\n{trips}\nWhat is the total fare charged?",
    "Trips taken:\n{trips}\nFares work like this: {rules} Find the total amount charged.",
)


class FareCap(DecimalAnswer, Bootcamp):
    id = "everyday/fare_cap"
    description = "Transit fares with zone prices, peak surcharge, daily and Monday-Sunday weekly caps"
    Config = Config
    answer_units = ("dollars", "$")
    LEVELS = {
        "1": Config(days=1),
        "2": Config(days=3),
        "3": Config(days=7, weekly=True),
        "4": Config(days=10, weekly=True),
        "5": Config(days=14, weekly=True, peak=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        base = rng.choice((150, 175, 200, 220, 250))
        fares = [base]  # cents for 1..4 zones, rising with the zones
        for _ in range(3):
            fares.append(fares[-1] + rng.choice((25, 40, 50, 60, 75)))
        daily = fares[0] * rng.randint(3, 4) + rng.choice((0, 20, 50))
        weekly = daily * rng.randint(3, 5) if config.weekly else 0
        start = rng.randrange(7)  # weekday of day 1
        trips = []
        for d in range(config.days):
            if rng.random() < 0.2 and config.days > 1:
                continue  # a day without travel
            for _ in range(rng.randint(1, 5)):
                minute = rng.randint(6 * 60, 22 * 60)
                trips.append([d, minute, rng.randint(1, 4)])
        trips.sort()
        data = {"fares": fares, "daily": daily, "weekly": weekly, "start": start,
                "peak": rng.choice((50, 75, 100)) if config.peak else 0, "trips": trips}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        fares = ", ".join(f"{z + 1} zone{'s' if z else ''} ${money(Fraction(f, 100))}" for z, f in enumerate(data["fares"]))
        rules = [f"Trip fares: {fares}."]
        if data["peak"]:
            rules.append(f"Trips starting Monday to Friday before 09:30 cost ${money(Fraction(data['peak'], 100))} extra (peak).")
        rules.append(f"Daily cap: once the charges of one day reach ${money(Fraction(data['daily'], 100))}, "
                     "the trip that reaches it is charged only the part up to the cap and further trips that day are free.")
        if data["weekly"]:
            rules.append(f"Weekly cap: charges from Monday to Sunday of one week are capped at ${money(Fraction(data['weekly'], 100))} the same way "
                         "(a trip pays the smaller of what the daily and the weekly cap leave).")
        lines = []
        for d, minute, zones in data["trips"]:
            wd = WEEKDAYS[(data["start"] + d) % 7]
            lines.append(f"- day {d + 1} ({wd}) {minute // 60:02d}:{minute % 60:02d}, {zones} zone{'s' if zones > 1 else ''}")
        text = rng.choice(_TEMPLATES).format(rules=" ".join(rules), trips="\n".join(lines))
        return f"{text}\n{answer_instruction('the total in dollars with cents, e.g. <answer>48.75</answer>')}"

    def program(self, t: Tracer, data: dict) -> str:
        total = day_sum = week_sum = 0
        day = week = None
        for k, (d, minute, zones) in enumerate(data["trips"]):
            t.state(f"trip {k + 1}")
            fare = t.fetch(f"fare[{zones} zones]", data["fares"][zones - 1])
            weekday = (data["start"] + d) % 7
            if data["peak"] and weekday < 5 and minute < 9 * 60 + 30:
                fare = t.compute("fare", fare + data["peak"], why="peak surcharge")
            this_week = (data["start"] + d) // 7
            if d != day:
                day_sum = t.compute("day so far", 0, why="new day")
                day = d
            if this_week != week:
                week_sum = t.compute("week so far", 0, why="new Monday-Sunday week")
                week = this_week
            room = data["daily"] - day_sum
            if data["weekly"]:
                room = min(room, data["weekly"] - week_sum)
            paid = t.compute("charged", max(0, min(fare, room)), why="fare, but no more than the caps leave")
            day_sum = t.compute("day so far", day_sum + paid)
            week_sum = t.compute("week so far", week_sum + paid)
            total = t.compute("total", total + paid)
        t.state("answer")
        return money(Fraction(t.fetch("total", total), 100))

    def solve(self, data: dict) -> str:
        # Group the trips by day and by week first; cap each day's list, then the week's days.
        by_week: dict[int, dict[int, list[int]]] = {}
        for d, minute, zones in data["trips"]:
            weekday = (data["start"] + d) % 7
            fare = data["fares"][zones - 1] + (data["peak"] if weekday < 5 and minute < 570 else 0)
            by_week.setdefault((data["start"] + d) // 7, {}).setdefault(d, []).append(fare)
        total = 0
        for week in by_week.values():
            week_total = 0
            for d in sorted(week):
                day_total = 0
                for fare in week[d]:
                    limit = data["daily"] - day_total
                    if data["weekly"]:
                        limit = min(limit, data["weekly"] - week_total)
                    charge = min(fare, max(limit, 0))
                    day_total += charge
                    week_total += charge
                total += day_total
        return money(Fraction(total, 100))


BOOTCAMP = FareCap()
