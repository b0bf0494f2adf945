"""How many markings of a Petri net are reachable from its initial marking?

A place/transition net has places p1..pk holding tokens and transitions, each taking tokens
from its input places and putting tokens on its output places (arc weights 1 or 2). A
transition is enabled when every input place holds at least the arc weight; firing it
subtracts the input weights and adds the output weights. The generator keeps nets whose
reachability set is finite and between level bounds (it explores with a cap and redraws the
unbounded or tiny ones). The traced solver is breadth-first search over markings, one state
per marking expanded; the plain solver iterates "fire every enabled transition of every known
marking" to a fixpoint with the incidence-matrix form. The tests use networkx's BFS over the
same firing rule written from the pre/post vectors.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import strict_int
from bootcamps.trace import Tracer

CAP = 400


@dataclass(frozen=True)
class Config:
    places: int = 3
    transitions: int = 3
    min_markings: int = 3
    max_markings: int = 10

    def __post_init__(self) -> None:
        if not 2 <= self.places <= 8 or not 2 <= self.transitions <= 10:
            raise ValueError("places must be in 2..8 and transitions in 2..10")
        if not 2 <= self.min_markings <= self.max_markings <= CAP:
            raise ValueError(f"need 2 <= min_markings <= max_markings <= {CAP}")


def fire(marking: tuple, t: dict) -> tuple | None:
    if any(marking[p] < w for p, w in t["in"]):
        return None
    new = list(marking)
    for p, w in t["in"]:
        new[p] -= w
    for p, w in t["out"]:
        new[p] += w
    return tuple(new)


def explore(data: dict, cap: int) -> int | None:
    start = tuple(data["initial"])
    seen, stack = {start}, [start]
    while stack:
        m = stack.pop()
        for t in data["transitions"]:
            n = fire(m, t)
            if n is not None and n not in seen:
                if len(seen) >= cap or max(n) > 9:
                    return None
                seen.add(n)
                stack.append(n)
    return len(seen)


def arcs_text(arcs: list) -> str:
    return ", ".join(f"p{p + 1}" if w == 1 else f"{w}·p{p + 1}" for p, w in arcs) or "nothing"


_INTROS = (
    "A Petri net has places {places} with initial marking {m0} (tokens per place, in that order) and these transitions:",
    "Consider the place/transition net with places {places}; initially the places hold {m0} tokens respectively. Transitions:",
    "Places {places} of a Petri net start with {m0} tokens. Its transitions are:",
)
_ASK = (
    "A transition is enabled when each input place holds at least as many tokens as its arc weight (k·p means weight k); firing removes the input tokens and adds the output tokens. How many distinct markings are reachable from the initial marking by firing sequences (the initial marking included)?",
    "Firing an enabled transition (every input place has at least the arc weight, written k·p for weight k) consumes its input tokens and produces its output tokens. Count the markings reachable from the initial one, counting the initial marking itself.",
    "Count the reachable markings, including the initial marking, where a transition may fire when its input places hold enough tokens (k·p: k tokens needed from p), taking the inputs and depositing the outputs.",
)


class PetriReachable(Bootcamp):
    id = "formal/petri_reachable"
    description = "Count the reachable markings of a bounded place/transition Petri net"
    Config = Config
    LEVELS = {
        "1": Config(places=3, transitions=2, min_markings=3, max_markings=6),
        "2": Config(places=3, transitions=3, min_markings=5, max_markings=12),
        "3": Config(places=4, transitions=4, min_markings=8, max_markings=25),
        "4": Config(places=5, transitions=5, min_markings=15, max_markings=50),
        "5": Config(places=6, transitions=6, min_markings=30, max_markings=100),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        k = config.places
        while True:
            transitions = []
            for _ in range(config.transitions):
                ins = rng.sample(range(k), rng.randint(1, 2))
                outs = rng.sample(range(k), rng.randint(1, 2))
                transitions.append({"in": [[p, 2 if rng.random() < 0.15 else 1] for p in sorted(ins)],
                                    "out": [[p, 2 if rng.random() < 0.15 else 1] for p in sorted(outs)]})
            data = {"initial": [rng.choice((0, 0, 1, 1, 2, 3)) for _ in range(k)], "transitions": transitions}
            count = explore(data, config.max_markings + 1)
            if count is not None and config.min_markings <= count <= config.max_markings:
                return data, count

    def prompt(self, data: dict, rng: random.Random) -> str:
        k = len(data["initial"])
        lines = [rng.choice(_INTROS).format(places=", ".join(f"p{i + 1}" for i in range(k)), m0=tuple(data["initial"]))]
        for j, t in enumerate(data["transitions"]):
            lines.append(f"  t{j + 1}: takes {arcs_text(t['in'])}; puts {arcs_text(t['out'])}")
        lines += [rng.choice(_ASK), answer_instruction("one integer, the number of reachable markings")]
        return "\n".join(lines)

    def check(self, data: dict, answer: int, text: str) -> float:
        return 1.0 if strict_int(text) == answer else 0.0

    def program(self, t: Tracer, data: dict) -> int:
        start = list(data["initial"])
        seen, queue = [start], [start]
        while queue and len(seen) <= CAP:
            m, queue = queue[0], queue[1:]
            t.state(f"expand {'/'.join(map(str, m))}")
            m = t.fetch("marking", m)
            fresh = []
            for j, tr in enumerate(data["transitions"]):
                n = fire(tuple(m), tr) if len(m) == len(start) and min(m) >= 0 else None
                if n is not None and list(n) not in seen and list(n) not in fresh:
                    fresh.append(list(n))
            fresh = t.compute("new markings", fresh)
            seen = seen + fresh
            queue = queue + fresh
            t.compute("reached", len(seen))
        t.state("answer")
        return t.compute("answer", t.fetch("reached", len(seen)))

    def solve(self, data: dict) -> int:
        pre = [[0] * len(data["initial"]) for _ in data["transitions"]]
        change = [[0] * len(data["initial"]) for _ in data["transitions"]]
        for j, tr in enumerate(data["transitions"]):
            for p, w in tr["in"]:
                pre[j][p] += w
                change[j][p] -= w
            for p, w in tr["out"]:
                change[j][p] += w
        known = {tuple(data["initial"])}
        while True:
            grown = set(known)
            for m in known:
                for j in range(len(pre)):
                    if all(x >= need for x, need in zip(m, pre[j])):
                        grown.add(tuple(x + d for x, d in zip(m, change[j])))
            if len(grown) > CAP:
                raise ValueError("more reachable markings than the cap")
            if grown == known:
                return len(known)
            known = grown


BOOTCAMP = PetriReachable()
