"""Who is on duty on day D of a rotating staff rota: each open day the next k people in the rota
order work, closed weekdays and holidays do not move the rota on, permanent swaps exchange two
people's places in the order from a given day, and one-off covers replace a person on one day.
The answer is the set of names on duty."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.logic2 import NameSetAnswer
from bootcamps.trace import Tracer

WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
STAFF = ("Ana", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hana", "Ivo", "Jade", "Kit", "Luz", "Max", "Nia", "Otto",
         "Pia", "Raj", "Sue", "Tom", "Uma", "Vic", "Wes", "Yara", "Zed")
PLACES = ("café", "clinic", "library", "warehouse", "bakery", "help desk", "pharmacy")


@dataclass(frozen=True)
class Config:
    staff: int = 4
    per_day: int = 1
    max_day: int = 15
    closed: tuple[int, ...] = ()  # closed weekdays, 0 = Monday
    holidays: int = 0
    swaps: int = 0
    covers: int = 0

    def __post_init__(self) -> None:
        if not 3 <= self.staff <= len(STAFF):
            raise ValueError(f"staff must be in 3..{len(STAFF)}, got {self.staff}")
        if not 1 <= self.per_day < self.staff:
            raise ValueError(f"per_day must be in 1..staff-1, got {self.per_day}")
        if not 5 <= self.max_day <= 2000:
            raise ValueError(f"max_day must be in 5..2000, got {self.max_day}")
        if any(d not in range(7) for d in self.closed) or len(set(self.closed)) > 3:
            raise ValueError(f"closed must be at most 3 weekdays in 0..6, got {self.closed}")
        if not 0 <= self.holidays <= 20 or not 0 <= self.swaps <= 10 or not 0 <= self.covers <= 10:
            raise ValueError(f"holidays must be in 0..20, swaps and covers in 0..10, got {self.holidays}, "
                             f"{self.swaps}, {self.covers}")


def _open(data: dict, day: int) -> bool:
    return (data["start"] + day - 1) % 7 not in data["closed"] and day not in data["holidays"]


def simulate(data: dict, last: int) -> list[list[str]]:
    """Day by day from day 1 to ``last``: the people on duty (an empty list on a closed day)."""
    order, k, n = list(data["staff"]), data["per_day"], len(data["staff"])
    pointer, out = 0, []
    for day in range(1, last + 1):
        for when, a, b in data["swaps"]:
            if when == day:
                i, j = order.index(a), order.index(b)
                order[i], order[j] = order[j], order[i]
        if not _open(data, day):
            out.append([])
            continue
        crew = [order[(pointer + i) % n] for i in range(k)]
        pointer = (pointer + k) % n
        for when, sub, absent in data["covers"]:
            if when == day:
                crew[crew.index(absent)] = sub
        out.append(crew)
    return out


_INTRO = ("The {place} rota lists its staff in this order: {staff}.",
          "Staff of a {place}, in rota order: {staff}.",
          "A {place} schedules its staff from a fixed rota list: {staff}.")
_RULE = ("On each open day the next {k} in the list {verb} on duty, continuing from where the previous open day "
         "stopped and wrapping round from the end of the list to the start (on the first open day {first}, on the "
         "second {second}, and so on).")
_ASK = ("Who is on duty on day {d}?", "Which staff work on day {d}?", "Name everyone working on day {d}.")


class ShiftRota(NameSetAnswer, Bootcamp):
    id = "everyday/shift_rota"
    description = "Who is on duty on day D of a rotating rota with closed days, holidays, permanent swaps and covers"
    Config = Config
    LEVELS = {
        "1": Config(staff=4, per_day=1, max_day=15),
        "2": Config(staff=5, per_day=1, max_day=40, closed=(6,)),
        "3": Config(staff=6, per_day=2, max_day=80, closed=(5, 6), holidays=1, swaps=1),
        "4": Config(staff=7, per_day=2, max_day=200, closed=(6,), holidays=3, swaps=2, covers=2),
        "5": Config(staff=9, per_day=3, max_day=400, closed=(5, 6), holidays=5, swaps=3, covers=3),
    }

    def names(self, data: dict) -> list[str]:
        return list(data["staff"])

    def wrong_answers(self, case, rng: random.Random) -> list[str]:
        # one person swapped for someone off duty, one dropped, and the crew of the open day before
        gold, staff = list(case.answer), case.data["staff"]
        idle = [s for s in staff if s not in gold]
        out = [gold[:i] + [rng.choice(idle)] + gold[i + 1:] for i in range(len(gold))]
        if len(gold) > 1:
            out.append(gold[1:])
        previous = [c for c in simulate(case.data, case.data["day"] - 1) if c]
        if previous and set(previous[-1]) != set(gold):
            out.append(previous[-1])
        return [self.format_answer(w) for w in out]

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        while True:
            staff = rng.sample(STAFF, config.staff)
            target = rng.randint(max(5, config.max_day // 3), config.max_day)
            data = {"place": rng.choice(PLACES), "staff": staff, "per_day": config.per_day, "start": rng.randrange(7),
                    "closed": sorted(config.closed), "holidays": [], "swaps": [], "covers": [], "day": target}
            if not _open(data, target):
                continue
            open_days = [d for d in range(1, target + 21) if _open(data, d)]
            data["holidays"] = sorted(rng.sample(open_days[:-1], config.holidays))
            if not _open(data, target):
                continue
            for _ in range(config.swaps):
                data["swaps"].append([rng.randint(2, target), *rng.sample(staff, 2)])
            data["swaps"].sort(key=lambda s: s[0])
            days = simulate(data, target + 20)
            for c in range(config.covers):
                day = target if c == 0 and rng.random() < 0.6 else rng.choice([d for d in open_days if d not in data["holidays"]])
                crew = days[day - 1]
                if not crew or any(when == day for when, _, _ in data["covers"]):
                    continue
                absent = rng.choice(crew)
                sub = rng.choice([s for s in staff if s not in crew])
                data["covers"].append([day, sub, absent])
            data["covers"].sort(key=lambda c: c[0])
            gold = self.solve(data)
            return data, sorted(gold)

    def prompt(self, data: dict, rng: random.Random) -> str:
        staff, k = data["staff"], data["per_day"]
        listing = ", ".join(f"{i}. {name}" for i, name in enumerate(staff, 1))
        lines = [rng.choice(_INTRO).format(place=data["place"], staff=listing)]
        closed = [WEEKDAYS[d] + "s" for d in data["closed"]]
        shut = []
        if closed:
            shut.append("every " + " and ".join(closed)[:-1] if len(closed) == 1 else "on " + " and ".join(closed))
        if data["holidays"]:
            hs = data["holidays"]
            shut.append(f"on day{'s' if len(hs) > 1 else ''} " + (", ".join(map(str, hs[:-1])) + " and " if len(hs) > 1 else "")
                        + f"{hs[-1]} (public holiday{'s' if len(hs) > 1 else ''})")
        lines.append(f"Days are numbered from day 1, which is a {WEEKDAYS[data['start']]}." +
                     (f" The {data['place']} is closed " + " and ".join(shut) + "; on a closed day nobody works and the "
                      "rota does not move on." if shut else " It is open every day."))
        if k == 1:
            rule = _RULE.format(k="person", verb="is", first="person 1", second="person 2")
        else:
            first = [str(i) for i in range(1, k + 1)]
            second = [str((i - 1) % len(staff) + 1) for i in range(k + 1, 2 * k + 1)]
            first, second = (", ".join(p[:-1]) + " and " + p[-1] for p in (first, second))
            rule = _RULE.format(k=f"{k} people", verb="are", first=f"positions {first}", second=f"positions {second}")
        lines.append(rule)
        for when, a, b in data["swaps"]:
            lines.append(f"From day {when} on, {a} and {b} swap places in the list (each takes the other's position; the "
                         "rota carries on from the same position).")
        for when, sub, absent in data["covers"]:
            lines.append(f"On day {when} only, {sub} covers {absent}'s shift ({sub} works instead of {absent}; the rota "
                         "itself is unchanged).")
        lines.append(rng.choice(_ASK).format(d=data["day"]))
        form = "the name" if k == 1 else "the names, separated by commas, in any order"
        return "\n".join(lines) + f"\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> list[str]:
        target, k, n = data["day"], data["per_day"], len(data["staff"])
        t.state("open days")
        first_wd = t.fetch("weekday of day 1", data["start"])
        weeks = t.compute("full weeks", (target - 1) // 7, why="whole weeks before day D")
        per_week = t.compute("open per week", 7 - len(data["closed"]))
        count = t.compute("open days before D", weeks * per_week, why="full weeks")
        for day in range(weeks * 7 + 1, target):
            if (first_wd + day - 1) % 7 not in data["closed"]:
                count = t.compute("open days before D", count + 1, why=f"day {day} is a {WEEKDAYS[(first_wd + day - 1) % 7]}")
        for h in data["holidays"]:
            t.state(f"holiday {h}")
            if t.goto(t.fetch("holiday", h) < target, why="a holiday before day D"):
                count = t.compute("open days before D", count - 1)
        t.state("positions")
        start = t.compute("start position", count * k % n, why=f"{k} per open day, modulo {n}")
        positions = [(start + i) % n for i in range(k)]
        order = list(data["staff"])
        for when, a, b in data["swaps"]:
            t.state(f"swap on day {when}")
            if t.goto(t.fetch("swap day", when) <= target, why="in force by day D"):
                i, j = order.index(a), order.index(b)
                order[i], order[j] = order[j], order[i]
                t.compute("order", " ".join(order), why=f"{a} <-> {b}")
        t.state("crew")
        crew = t.compute("crew", [order[p] for p in positions], why="names at those positions")
        for when, sub, absent in data["covers"]:
            if when == target:
                t.state(f"cover on day {when}")
                crew = t.compute("crew", [sub if name == absent else name for name in crew], why=f"{sub} for {absent}")
        t.state("answer")
        return t.compute("answer", sorted(crew))

    def solve(self, data: dict) -> list[str]:
        return sorted(simulate(data, data["day"])[-1])


BOOTCAMP = ShiftRota()
