"""Arrival time of a journey of several legs: each service runs at a fixed interval between a first
and a last departure (or from a listed timetable), changes need a minimum transfer time, a missed
last train means the next morning's first, and some legs are walked."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.trace import Tracer

STATIONS = ("Aldgate", "Brixham", "Cromer", "Dorking", "Epping", "Frome", "Goole", "Hexham", "Ilkley", "Jarrow",
            "Keswick", "Ludlow", "Malton", "Nairn", "Oban", "Penzance", "Ripon", "Settle", "Thurso", "Ullapool", "Wells")
_CLOCK = re.compile(r"\s*(\d{1,2}):(\d{2})\s*\.?\s*")


@dataclass(frozen=True)
class Config:
    legs: int = 1
    transfer: bool = False
    last_trains: bool = False  # services stop at a last departure; a miss waits for the next day's first
    walks: bool = False
    listed: bool = False  # some services give their departures as a list

    def __post_init__(self) -> None:
        if not 1 <= self.legs <= 10:
            raise ValueError(f"legs must be in 1..10, got {self.legs}")


def clock(minute: int) -> str:
    minute %= 1440
    return f"{minute // 60:02d}:{minute % 60:02d}"


def departures(leg: dict) -> list[int]:
    """One day's departure times of a service, minutes after midnight."""
    if leg["list"]:
        return list(leg["list"])
    return list(range(leg["first"], leg["last"] + 1, leg["every"]))


class TrainConnections(Bootcamp):
    id = "everyday/train_connections"
    description = "Arrival time over several legs: interval timetables, transfer times, last trains, walks"
    Config = Config
    LEVELS = {
        "1": Config(legs=1),
        "2": Config(legs=2, transfer=True),
        "3": Config(legs=3, transfer=True, last_trains=True),
        "4": Config(legs=4, transfer=True, last_trains=True, walks=True),
        "5": Config(legs=6, transfer=True, last_trains=True, walks=True, listed=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        stations = rng.sample(STATIONS, config.legs + 1)
        legs = []
        for k in range(config.legs):
            leg = {"to": stations[k + 1], "ride": rng.randint(7, 150), "walk": False, "list": None,
                   "first": 0, "last": 0, "every": 0, "transfer": rng.choice((2, 3, 5, 8, 10)) if config.transfer and k else 0}
            if config.walks and k and rng.random() < 0.25:
                leg.update(walk=True, transfer=0)
            elif config.listed and rng.random() < 0.4:
                leg["list"] = sorted(rng.sample(range(300, 1430), rng.randint(4, 9)))
            else:
                leg["every"] = rng.choice((10, 12, 15, 20, 30, 40, 60))
                leg["first"] = rng.randint(4 * 60, 7 * 60)
                span = (1439 - leg["first"]) if not config.last_trains else rng.randint(10 * 60, 1439 - leg["first"])
                leg["last"] = leg["first"] + span // leg["every"] * leg["every"]
            legs.append(leg)
        start = rng.randint(5 * 60, 23 * 60 + 30) if config.last_trains else rng.randint(6 * 60, 15 * 60)
        data = {"origin": stations[0], "start": start, "legs": legs}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [rng.choice((f"You reach {data['origin']} station at {clock(data['start'])}, ready to travel.",
                             f"A traveller is on the platform at {data['origin']} at {clock(data['start'])}.",
                             f"Journey planning: start at {data['origin']}, available from {clock(data['start'])}."))]
        here = data["origin"]
        for k, leg in enumerate(data["legs"], 1):
            if leg["walk"]:
                lines.append(f"{k}. Walk from {here} to {leg['to']}: {leg['ride']} minutes, leaving as soon as you arrive.")
            else:
                if leg["list"]:
                    times = "a train departs daily at " + ", ".join(clock(m) for m in leg["list"])
                else:
                    times = (f"trains depart every {leg['every']} minutes from {clock(leg['first'])} to "
                             f"{clock(leg['last'])} (the last one) every day")
                change = f"; you need at least {leg['transfer']} minutes to change onto it" if leg["transfer"] else ""
                lines.append(f"{k}. {here} to {leg['to']}: {times}; the ride takes {leg['ride']} minutes{change}.")
            here = leg["to"]
        lines.append("You always take the earliest train you can catch (a train leaving exactly when you become ready "
                     "can be caught). If the day's last train has gone, you wait for the first one the next morning. "
                     f"Times are 24-hour clock times and the trip may pass midnight. At what clock time do you arrive at "
                     f"{here}?")
        return "\n".join(lines) + f"\n{answer_instruction('a 24-hour clock time HH:MM, e.g. 07:45')}"

    def check(self, data: dict, answer: str, text: str) -> float:
        if not isinstance(text, str) or len(text) > 40:
            return 0.0
        match = _CLOCK.fullmatch(text)
        if not match or int(match.group(2)) > 59 or int(match.group(1)) > 23:
            return 0.0
        return 1.0 if int(match.group(1)) * 60 + int(match.group(2)) == int(answer[:2]) * 60 + int(answer[3:]) else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        t.state("start")
        now = t.fetch("start", data["start"])  # minutes since the first midnight
        for k, leg in enumerate(data["legs"]):
            t.state(f"leg {k + 1} to {leg['to']}")
            if leg["walk"]:
                now = t.compute("arrive", now + t.fetch("walk", leg["ride"]), why="walk at once")
                continue
            ready = t.compute("ready", now + t.fetch("transfer", leg["transfer"]), why="after the change")
            day, minute = divmod(ready, 1440)
            later = [m for m in departures(leg) if m >= minute]
            if later:
                depart = t.compute("depart", day * 1440 + later[0], why="the first departure at or after ready")
            else:
                depart = t.compute("depart", (day + 1) * 1440 + departures(leg)[0], why="last train gone: next morning's first")
            now = t.compute("arrive", depart + t.fetch("ride", leg["ride"]))
        return clock(now)

    def solve(self, data: dict) -> str:
        # scan minute by minute for each departure (slow but plain)
        now = data["start"]
        for leg in data["legs"]:
            if leg["walk"]:
                now += leg["ride"]
                continue
            now += leg["transfer"]
            times = set(departures(leg))
            while now % 1440 not in times:
                now += 1
            now += leg["ride"]
        return clock(now)


BOOTCAMP = TrainConnections()
