"""The earliest time a meeting of a given length fits everyone's calendar (busy blocks, working
hours, and at higher levels calendars kept in different time zones)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.calendar import clock, parse_clock
from bootcamps.trace import Tracer

_PEOPLE = ("Alice", "Bilal", "Chen", "Dana", "Emeka", "Fatima", "Goran", "Hana", "Ivo", "Jade", "Kwame", "Lena")


@dataclass(frozen=True)
class Config:
    people: int = 2
    blocks: int = 2  # busy blocks per person
    step: int = 30  # block boundaries fall on multiples of this many minutes
    zones: bool = False  # each calendar is written in its owner's local time (UTC offset given)

    def __post_init__(self) -> None:
        if not 1 <= self.people <= len(_PEOPLE):
            raise ValueError(f"people must be in 1..{len(_PEOPLE)}, got {self.people}")
        if not 1 <= self.blocks <= 8:
            raise ValueError(f"blocks must be in 1..8, got {self.blocks}")
        if self.step not in (5, 10, 15, 30):
            raise ValueError(f"step must be 5, 10, 15 or 30, got {self.step}")


def _offset_text(minutes: int) -> str:
    sign = "+" if minutes >= 0 else "-"
    return f"UTC{sign}{abs(minutes) // 60:02d}:{abs(minutes) % 60:02d}"


_TEMPLATES = (
    "Find the earliest time at which a {length}-minute meeting can start so that it fits inside {who}'s working hours "
    "({open}-{close}) and overlaps none of these busy times:\n{cal}",
    "{who} wants to book a {length}-minute meeting with everyone below as early as possible. It must start no earlier "
    "than {open} and end no later than {close}, and may not overlap any busy block (a meeting may start exactly when a "
    "block ends, or end exactly when one starts).\n{cal}",
    "Calendars:\n{cal}\nWhat is the earliest start time for a {length}-minute meeting that everyone can attend, inside "
    "{who}'s working day of {open} to {close}?",
)


class MeetingSlot(Bootcamp):
    id = "everyday/meeting_slot"
    description = "Earliest common free slot of a given length across several calendars (time zones at higher levels)"
    Config = Config
    LEVELS = {
        "1": Config(people=2, blocks=2, step=30),
        "2": Config(people=3, blocks=2, step=15),
        "3": Config(people=3, blocks=3, step=5),
        "4": Config(people=4, blocks=3, step=5, zones=True),
        "5": Config(people=6, blocks=4, step=5, zones=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            open_, close = rng.choice((480, 510, 540)), rng.choice((1020, 1050, 1080))
            names = rng.sample(_PEOPLE, config.people)
            people = []
            home = rng.choice((-300, -240, 0, 60, 120, 330, 480, 540)) if config.zones else 0
            for k, name in enumerate(names):
                # within three hours of the organiser, so no calendar crosses its owner's midnight
                offset = home + (rng.choice((-180, -120, -60, 0, 60, 90, 120, 180)) if config.zones and k else 0)
                starts = sorted(rng.sample(range(open_ - 60, close, config.step), config.blocks))
                longest = 150 if config.people * config.blocks <= 9 else 90  # crowded days need shorter blocks
                blocks = [[s, s + rng.randrange(config.step, longest, config.step)] for s in starts]
                people.append({"name": name, "offset": offset, "busy": blocks})  # busy in the organiser's time
            organiser_offset = people[0]["offset"]
            shifts = [b + p["offset"] - organiser_offset for p in people for block in p["busy"] for b in block]
            if min(shifts) < 0 or max(shifts) > 1439:
                continue  # every calendar stays within its owner's day: no block crosses midnight
            data = {"open": open_, "close": close, "length": rng.randrange(15, 121, 5), "people": people,
                    "organiser": names[0], "organiser_offset": organiser_offset}
            gold = self.solve(data)
            if gold is not None:
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        zoned = any(p["offset"] != data["organiser_offset"] for p in data["people"]) or data["organiser_offset"] != 0
        lines = []
        for p in data["people"]:
            shift = p["offset"] - data["organiser_offset"]  # local time = organiser time + shift
            spans = ", ".join(f"{clock(a + shift)}-{clock(b + shift)}" for a, b in p["busy"])
            zone = f" (local time, {_offset_text(p['offset'])})" if zoned else ""
            lines.append(f"- {p['name']}{zone}: busy {spans}")
        text = rng.choice(_TEMPLATES).format(length=data["length"], who=data["organiser"], open=clock(data["open"]),
                                             close=clock(data["close"]), cal="\n".join(lines))
        if zoned:
            text += (f"\nEach calendar is in its owner's local time; {data['organiser']} is at "
                     f"{_offset_text(data['organiser_offset'])} and the working hours are {data['organiser']}'s.")
        form = f"the start time as HH:MM in 24-hour {data['organiser']}'s local time" if zoned else "the start time as HH:MM (24-hour)"
        return f"{text}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        value = parse_clock(text)
        return 1.0 if value is not None and value == parse_clock(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        busy = []
        for p in data["people"]:
            for k, (a, b) in enumerate(p["busy"]):
                t.state(f"{p['name']} block {k}")
                shift = t.fetch(f"shift[{p['name']}]", p["offset"] - data["organiser_offset"])
                local_a = t.fetch(f"from[{p['name']},{k}]", a + shift)
                local_b = t.fetch(f"to[{p['name']},{k}]", b + shift)
                busy.append(t.compute("block", [local_a - shift, local_b - shift], why="in the organiser's time"))
        start = data["open"]
        for a, b in sorted(busy):
            t.state(f"check block {a}")
            if t.goto(start + data["length"] <= a, why="the meeting ends before this block"):
                break
            start = t.compute("start", max(start, b), why="not before the block's end")
        t.state("answer")
        end = t.compute("end", start + data["length"])
        if end > data["close"]:
            raise ValueError("no slot fits the working day")
        return clock(start)

    def solve(self, data: dict) -> str | None:
        # merge all busy blocks into disjoint spans, then try the gaps between them in order
        merged: list[list[int]] = []
        for a, b in sorted(block for p in data["people"] for block in p["busy"]):
            if merged and a <= merged[-1][1]:
                merged[-1][1] = max(merged[-1][1], b)
            else:
                merged.append([a, b])
        free_from = data["open"]
        for a, b in merged + [[data["close"], data["close"]]]:
            if min(a, data["close"]) - free_from >= data["length"]:
                return clock(free_from)
            free_from = max(free_from, b)
        return None


BOOTCAMP = MeetingSlot()
