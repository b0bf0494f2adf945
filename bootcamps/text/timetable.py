"""Read a generated bus timetable (stops down the side, trips across, '--' where a trip skips a
stop): the earliest arrival at a destination for a rider who reaches the origin stop at a given
time, at higher levels with one change of bus and a minimum transfer time."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.textkit import hhmm, read_hhmm
from bootcamps.trace import Tracer

STOPS = ("Station", "Market", "Library", "Harbour", "Museum", "Stadium", "Hospital", "College", "Airport", "Old Town",
         "Bridge St", "Park Gate", "Zoo", "Quay", "Mill Road", "Town Hall")


@dataclass(frozen=True)
class Config:
    stops: int = 4
    trips: int = 3
    skip: float = 0.0  # share of (trip, stop) cells a trip does not serve
    lines: int = 1  # a second line, sharing one stop, needs a change of bus

    def __post_init__(self) -> None:
        if not 3 <= self.stops <= 8:
            raise ValueError(f"stops must be in 3..8, got {self.stops}")
        if not 2 <= self.trips <= 12:
            raise ValueError(f"trips must be in 2..12, got {self.trips}")
        if not 0.0 <= self.skip <= 0.5:
            raise ValueError(f"skip must be in [0, 0.5], got {self.skip}")
        if self.lines not in (1, 2):
            raise ValueError(f"lines must be 1 or 2, got {self.lines}")


def _line(rng: random.Random, stops: list[str], trips: int, skip: float, keep: int = 0) -> list[list[int | None]]:
    """times[trip][stop] in minutes after midnight, ``None`` where the trip does not stop (never at
    the ends or at ``keep``). Trips leave 10-40 minutes apart and run within a minute of one
    another's pace, so a later trip never overtakes an earlier one."""
    hops = [rng.randint(3, 12) for _ in stops[1:]]
    start = rng.randint(5 * 60, 8 * 60)
    out = []
    for _ in range(trips):
        start += rng.randint(10, 40)
        t, row = start, []
        for k in range(len(stops)):
            if k:
                t += hops[k - 1] + rng.randint(0, 1)
            row.append(None if 0 < k < len(stops) - 1 and k != keep and rng.random() < skip else t)
        out.append(row)
    return out


def render(name: str, stops: list[str], times: list[list[int | None]]) -> str:
    width = max(map(len, stops))
    head = f"{name}".ljust(width) + "  " + "  ".join(f"trip {i + 1}".rjust(6) for i in range(len(times)))
    rows = [head]
    for k, stop in enumerate(stops):
        cells = ["--" if trip[k] is None else hhmm(trip[k]) for trip in times]
        rows.append(stop.ljust(width) + "  " + "  ".join(c.rjust(6) for c in cells))
    return "\n".join(rows)


def rides(stops: list[str], times: list[list[int | None]], a: str, b: str, ready: int) -> list[int]:
    """Arrival times at ``b`` of the trips that stop at ``a`` (at or after ``ready``) and later at ``b``."""
    if a not in stops or b not in stops or stops.index(a) >= stops.index(b):
        return []
    i, j = stops.index(a), stops.index(b)
    return [trip[j] for trip in times if trip[i] is not None and trip[i] >= ready and trip[j] is not None]


_TEMPLATES = (
    "{tables}\n{question}",
    "Bus timetable (times are departures, 24-hour clock; -- means the trip does not stop there; every trip runs "
    "down the list of stops in order):\n{tables}\n{question}",
    "{question}\nUse this timetable:\n{tables}",
)


class Timetable(Bootcamp):
    id = "text/timetable"
    description = "Earliest arrival from a bus timetable (skipped stops, optional change of line with transfer time)"
    Config = Config
    LEVELS = {
        "1": Config(stops=4, trips=3),
        "2": Config(stops=5, trips=4, skip=0.2),
        "3": Config(stops=6, trips=6, skip=0.3),
        "4": Config(stops=5, trips=5, skip=0.25, lines=2),
        "5": Config(stops=7, trips=7, skip=0.3, lines=2),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            names = rng.sample(STOPS, 2 * config.stops - 1 if config.lines == 2 else config.stops)
            first = names[: config.stops]
            hub = rng.randrange(1, config.stops - 1)
            tables = [{"name": "Line 1", "stops": first, "times": _line(rng, first, config.trips, config.skip, hub)}]
            if config.lines == 2:
                second = [first[hub]] + names[config.stops :]
                times = _line(rng, second, config.trips, config.skip)
                shift = tables[0]["times"][0][hub] - times[0][0] + rng.randint(-5, 25)  # roughly connecting
                times = [[None if x is None else x + shift for x in trip] for trip in times]
                tables.append({"name": "Line 2", "stops": second, "times": times})
                origin = rng.choice(first[:hub])
                dest = rng.choice(second[1:])
            else:
                i, j = sorted(rng.sample(range(config.stops), 2))
                origin, dest = first[i], first[j]
            departures = [trip[first.index(origin)] for trip in tables[0]["times"] if trip[first.index(origin)] is not None]
            if not departures:
                continue
            ready = rng.choice(departures) - rng.randint(0, 15)
            data = {"tables": tables, "origin": origin, "dest": dest, "ready": ready, "transfer": rng.randint(2, 6)}
            best = self.solve(data)
            if best:
                return data, best

    def prompt(self, data: dict, rng: random.Random) -> str:
        tables = "\n\n".join(render(t["name"], t["stops"], t["times"]) for t in data["tables"])
        question = (f"You are at {data['origin']} at {hhmm(data['ready'])}. What is the earliest time you can reach "
                    f"{data['dest']}? A bus can be boarded at a stop if it departs at or after the time you are there; "
                    f"times at a stop are both arrival and departure times.")
        if len(data["tables"]) == 2:
            question += (f" You may change from Line 1 to Line 2 at the stop they share, which needs at least "
                         f"{data['transfer']} minutes between arriving on Line 1 and departing on Line 2.")
        text = rng.choice(_TEMPLATES).format(tables=tables, question=question)
        return f"{text}\n{answer_instruction('the time as HH:MM (24-hour)')}"

    def check(self, data: dict, answer: str, text: str) -> float:
        return 1.0 if read_hhmm(text) == read_hhmm(answer) else 0.0

    def wrong_answers(self, case, rng: random.Random) -> list[str]:
        """Other clock times near the gold (a perturbed string may be the same time written another way)."""
        gold = read_hhmm(case.answer)
        return [hhmm((gold + d) % (24 * 60)) for d in (-1, 1, rng.choice((-15, 10, 30)))]

    def program(self, t: Tracer, data: dict) -> str:
        first = data["tables"][0]
        origin, dest, ready = data["origin"], data["dest"], data["ready"]
        stops = first["stops"]
        i = stops.index(origin)
        target = dest if dest in stops else data["tables"][1]["stops"][0]
        j = stops.index(target)
        best_at = None
        for k, trip in enumerate(first["times"]):
            t.state(f"line 1 trip {k + 1}")
            dep = t.fetch(f"line1.trip{k + 1}.{origin}", hhmm(trip[i]) if trip[i] is not None else "--")
            arr = t.fetch(f"line1.trip{k + 1}.{target}", hhmm(trip[j]) if trip[j] is not None else "--")
            usable = dep != "--" and arr != "--" and read_hhmm(dep) >= ready
            if t.compute("usable", usable, why=f"stops at both and leaves at or after {hhmm(ready)}") and best_at is None:
                best_at = t.compute("arrive", arr, why="the first usable trip arrives first")
                break
        if len(data["tables"]) == 1 or best_at is None:
            t.state("answer")
            return t.compute("answer", best_at or "")
        second = data["tables"][1]
        ready2 = read_hhmm(best_at) + data["transfer"]
        t.state("change")
        t.compute("ready", hhmm(ready2), why=f"{best_at} + {data['transfer']} minutes")
        d = second["stops"].index(dest)
        for k, trip in enumerate(second["times"]):
            t.state(f"line 2 trip {k + 1}")
            dep = t.fetch(f"line2.trip{k + 1}.{target}", hhmm(trip[0]))
            arr = t.fetch(f"line2.trip{k + 1}.{dest}", hhmm(trip[d]) if trip[d] is not None else "--")
            if t.compute("usable", arr != "--" and read_hhmm(dep) >= ready2, why=f"leaves at or after {hhmm(ready2)}"):
                t.state("answer")
                return t.compute("answer", arr)
        t.state("answer")
        return t.compute("answer", "")

    def solve(self, data: dict) -> str:
        # Every possible ride (or pair of rides), keeping the minimum arrival time.
        first = data["tables"][0]
        if len(data["tables"]) == 1:
            options = rides(first["stops"], first["times"], data["origin"], data["dest"], data["ready"])
        else:
            second = data["tables"][1]
            hub = second["stops"][0]
            options = []
            for arrive in rides(first["stops"], first["times"], data["origin"], hub, data["ready"]):
                options += rides(second["stops"], second["times"], hub, data["dest"], arrive + data["transfer"])
        return hhmm(min(options)) if options else ""


BOOTCAMP = Timetable()
