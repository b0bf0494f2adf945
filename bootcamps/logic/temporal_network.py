"""Simple temporal network: the earliest time each event can happen under metric constraints.

Events A, B, ... happen at whole-minute times, none before the start (time 0). Constraints bound
the delay between two events ("B happens between 5 and 20 minutes after A", "B no earlier than 10
minutes after A", "B at most 8 minutes later than A, possibly before it"), release times ("A not
before minute 30") and deadlines ("A by minute 90"). The case is built around a hidden schedule, so
it is consistent; the answer is the earliest possible time of every event, that is the smallest
value each event takes over all schedules meeting every constraint.

The trace raises lower bounds Bellman-Ford style (each constraint read as "X at least Y plus w"),
round by round, until a full round changes nothing. The plain solver computes shortest paths in
the distance graph with Floyd-Warshall (earliest X is minus the distance from X to the start).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer

KINDS = ("between", "after", "within", "before_most", "release", "deadline")


@dataclass(frozen=True)
class Config:
    events: int = 3
    constraints: int = 4
    kinds: int = 3  # how many of KINDS may appear
    horizon: int = 60

    def __post_init__(self) -> None:
        if not 2 <= self.events <= 12:
            raise ValueError(f"events must be in 2..12, got {self.events}")
        if not self.events <= self.constraints <= 60:
            raise ValueError(f"constraints must be in events..60, got {self.constraints}")
        if not 3 <= self.kinds <= len(KINDS):
            raise ValueError(f"kinds must be in 3..{len(KINDS)}, got {self.kinds}")
        if not 20 <= self.horizon <= 1000:
            raise ValueError(f"horizon must be in 20..1000, got {self.horizon}")


def edges_of(constraints: list[list]) -> list[list]:
    """Lower-bound rules [source, target, w]: time(target) is at least time(source) + w; source
    None is the start (time 0). Deadlines give no lower bound."""
    out = []
    for c in constraints:
        kind = c[0]
        if kind in ("between", "within", "after"):
            _, a, b, lo, hi = c
            out.append([a, b, lo])
            if hi is not None:
                out.append([b, a, -hi])
        elif kind == "before_most":  # b - a at most hi: a at least b - hi
            out.append([c[2], c[1], -c[4]])
        elif kind == "release":
            out.append([None, c[1], c[3]])
    return out


def constraint_text(c: list) -> str:
    kind = c[0]
    if kind == "between":
        return f"{c[2]} happens at least {c[3]} and at most {c[4]} minutes after {c[1]}."
    if kind == "after":
        return f"{c[2]} happens no earlier than {c[3]} minutes after {c[1]}."
    if kind == "within":
        return f"{c[2]} happens after {c[1]} (or at the same minute), at most {c[4]} minutes later."
    if kind == "before_most" and c[4] < 0:
        return f"{c[2]} happens at least {-c[4]} minutes before {c[1]}."
    if kind == "before_most":
        return f"{c[2]} is at most {c[4]} minutes later than {c[1]} ({c[2]} may also come before {c[1]})."
    if kind == "release":
        return f"{c[1]} cannot happen before minute {c[3]}."
    return f"{c[1]} must happen by minute {c[4]} at the latest."


_INTROS = (
    "A plan has events {names}. Each happens at a whole minute, counted from the start at minute 0, "
    "and no event happens before minute 0. The constraints:",
    "Schedule the events {names} on a timeline of whole minutes starting at minute 0 (nothing "
    "happens before 0). These timing constraints must all hold:",
    "Events {names} take place at integer minutes t at least 0. Every one of these rules holds:",
)
_QUESTIONS = (
    "For each event, what is the earliest minute at which it can happen in some schedule that meets "
    "every constraint?",
    "Find each event's earliest possible time: the smallest minute it takes over all schedules satisfying "
    "all the constraints.",
    "Over all consistent schedules, give the minimum possible time of every event.",
)


class TemporalNetwork(IntSequenceAnswer, Bootcamp):
    id = "logic/temporal_network"
    description = "Simple temporal network: earliest consistent time of every event under delay bounds, releases and deadlines"
    Config = Config
    LEVELS = {
        "1": Config(events=3, constraints=3, kinds=3, horizon=40),
        "2": Config(events=4, constraints=5, kinds=4, horizon=60),
        "3": Config(events=6, constraints=8, kinds=5, horizon=90),
        "4": Config(events=8, constraints=12, kinds=6, horizon=150),
        "5": Config(events=11, constraints=18, kinds=6, horizon=240),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        names = [chr(65 + i) for i in range(config.events)]
        while True:
            time = {x: rng.randint(0, config.horizon) for x in names}
            constraints = []
            for _ in range(config.constraints):
                kind = rng.choice(KINDS[: config.kinds])
                a, b = rng.sample(names, 2)
                if kind in ("between", "after", "within") and time[b] < time[a]:
                    a, b = b, a
                gap = time[b] - time[a]
                slack_lo, slack_hi = rng.randint(0, 10), rng.randint(0, 10)
                if kind == "between":
                    constraints.append([kind, a, b, max(0, gap - slack_lo), gap + slack_hi])
                elif kind == "after":
                    constraints.append([kind, a, b, max(0, gap - slack_lo), None])
                elif kind == "within":
                    constraints.append([kind, a, b, 0, gap + slack_hi])
                elif kind == "before_most":
                    constraints.append([kind, a, b, None, gap + slack_hi])
                elif kind == "release":
                    constraints.append([kind, b, None, max(0, time[b] - slack_lo), None])
                else:
                    constraints.append([kind, b, None, None, time[b] + slack_hi])
            data = {"names": names, "constraints": constraints}
            answer = self.solve(data)
            if sum(answer) > 0 and len(set(map(str, constraints))) == len(constraints):
                return data, answer

    def prompt(self, data: dict, rng: random.Random) -> str:
        names = data["names"]
        lines = [rng.choice(_INTROS).format(names=", ".join(names))]
        lines += [f"- {constraint_text(c)}" for c in data["constraints"]]
        lines.append(rng.choice(_QUESTIONS))
        example = ", ".join(str(5 * i) for i in range(len(names)))
        lines.append(answer_instruction(f"the earliest minutes of {', '.join(names)} in that order, separated by commas (e.g. {example})"))
        return "\n".join(lines)

    def program(self, t: Tracer, data: dict) -> list[int]:
        names = data["names"]
        rules = edges_of(data["constraints"])
        low = {x: 0 for x in names}
        t.state("start")
        t.compute("low", [[x, 0] for x in names], why="no event before minute 0")
        rnd = 0
        changed = True
        while changed and rnd <= len(names) + 1:
            rnd += 1
            changed = False
            for j, (src, dst, w) in enumerate(rules):
                t.state(f"round {rnd} rule {j + 1}")
                base = 0 if src is None else t.fetch(f"low[{src}]", low[src])
                old = t.fetch(f"low[{dst}]", low[dst])
                cand = t.compute("candidate", base + w, why=f"{dst} at least {'the start' if src is None else src} plus {w}")
                if cand > old:
                    low[dst] = t.compute("raised", cand, why="the candidate beats the old bound")
                    changed = True
            t.state(f"round {rnd} end")
            t.compute("changed", changed, why="another round is needed only if a bound moved")
        t.state("answer")
        return t.compute("answer", [t.fetch(f"low[{x}]", low[x]) for x in names], why="the earliest minutes")

    def solve(self, data: dict) -> list[int]:
        names = data["names"]
        nodes = ["0", *names]  # "0" is the start event
        inf = float("inf")
        dist = {(u, v): (0 if u == v else inf) for u in nodes for v in nodes}

        def bound(u: str, v: str, w: int) -> None:  # time(v) - time(u) at most w
            dist[u, v] = min(dist[u, v], w)

        for x in names:
            bound(x, "0", 0)
        for c in data["constraints"]:
            kind = c[0]
            if kind in ("between", "after", "within"):
                bound(c[2], c[1], -c[3])
                if c[4] is not None:
                    bound(c[1], c[2], c[4])
            elif kind == "before_most":
                bound(c[1], c[2], c[4])
            elif kind == "release":
                bound(c[1], "0", -c[3])
            else:
                bound("0", c[1], c[4])
        for k in nodes:
            for i in nodes:
                for j in nodes:
                    if dist[i, k] + dist[k, j] < dist[i, j]:
                        dist[i, j] = dist[i, k] + dist[k, j]
        if any(dist[v, v] < 0 for v in nodes):
            raise ValueError("inconsistent constraints")
        return [int(-dist[x, "0"]) for x in names]


BOOTCAMP = TemporalNetwork()
