"""Missionaries and cannibals, generalised: given how many of each stand on each bank, where
the boat is and how many it holds, the fewest crossings that bring everyone to the far bank
while cannibals never outnumber missionaries on a bank where missionaries are."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.games import bfs_distance
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    max_group: int = 4  # missionaries and cannibals each at most this many
    min_boat: int = 2
    max_boat: int = 3
    min_crossings: int = 5

    def __post_init__(self) -> None:
        if not 2 <= self.max_group <= 30:
            raise ValueError(f"max_group must be in 2..30, got {self.max_group}")
        if not 1 <= self.min_boat <= self.max_boat <= 8:
            raise ValueError(f"need 1 <= min_boat <= max_boat <= 8, got {self.min_boat}, {self.max_boat}")
        if not 1 <= self.min_crossings <= 60:
            raise ValueError(f"min_crossings must be in 1..60, got {self.min_crossings}")


def safe(m: int, c: int) -> bool:
    """A bank with m missionaries and c cannibals is safe when no missionary is outnumbered."""
    return m == 0 or m >= c


def trips(state: tuple[int, int, int], total_m: int, total_c: int, boat: int) -> list[tuple[int, int, int]]:
    """States one crossing away; a state is (missionaries near, cannibals near, boat side 0=near 1=far)."""
    m, c, side = state
    here_m, here_c = (m, c) if side == 0 else (total_m - m, total_c - c)
    out = []
    for dm in range(min(here_m, boat) + 1):
        for dc in range(min(here_c, boat - dm) + 1):
            if dm + dc == 0:
                continue
            nm, nc = (m - dm, c - dc) if side == 0 else (m + dm, c + dc)
            if safe(nm, nc) and safe(total_m - nm, total_c - nc):
                out.append((nm, nc, 1 - side))
    return out


_GROUPS = (("missionaries", "cannibals"), ("knights", "ogres"), ("monks", "thieves"), ("hunters", "bears"),
           ("priests", "devils"), ("elves", "goblins"), ("scouts", "spies"), ("farmers", "wolves"))
_TEMPLATES = (
    "On the near bank of a river are {m0} {a} and {c0} {b}; on the far bank are {m1} {a} and {c1} {b}. The boat is "
    "at the {side} bank and carries one to {boat} people; it cannot cross empty. On either bank, whenever {a} are "
    "present they must not be outnumbered by {b} there (people in the boat count for the bank it has just reached). "
    "What is the fewest number of crossings that brings all {m} {a} and {c} {b} to the far bank?",
    "Crossing puzzle. Near bank: {m0} {a}, {c0} {b}. Far bank: {m1} {a}, {c1} {b}. A boat holding at most {boat} "
    "(and at least 1 to row it) is moored at the {side} bank. If {b} ever outnumber {a} on a bank where at least one "
    "of the {a} stands, the plan fails; count the passengers as on the bank where the boat lands. Find the minimum "
    "number of one-way crossings until everyone is on the far bank.",
    "{m} {a} and {c} {b} are split between two banks: {m0} and {c0} on the near side, {m1} and {c1} on the far "
    "side. The boat (capacity {boat}, needs someone aboard) starts at the {side} bank. Never may {a} be fewer than "
    "{b} on a bank unless no {a} are there; after each crossing the passengers join the bank they reached. How many "
    "crossings, at minimum, get everybody to the far bank?",
)


class Missionaries(IntegerAnswer, Bootcamp):
    id = "planning/missionaries"
    description = "Missionaries and cannibals from any split and boat size: the fewest crossings to the far bank"
    Config = Config
    min_distinct_prompts = {"1": 0.95, "2": 0.98}
    small_space_reason = "groups of at most 8 or 12 with short solutions: a few tens of thousands of puzzles"
    LEVELS = {
        "1": Config(max_group=8, min_boat=2, max_boat=3, min_crossings=3),
        "2": Config(max_group=12, min_boat=2, max_boat=4, min_crossings=5),
        "3": Config(max_group=16, min_boat=2, max_boat=4, min_crossings=7),
        "4": Config(max_group=20, min_boat=2, max_boat=4, min_crossings=8),
        "5": Config(max_group=30, min_boat=2, max_boat=5, min_crossings=12),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            m = rng.randint(2, config.max_group)
            c = rng.randint(1, m)
            m0, c0 = rng.randint(m // 2, m), rng.randint(c // 2, c)  # most still to cross
            if not (safe(m0, c0) and safe(m - m0, c - c0)) or m0 + c0 == 0:
                continue
            data = {"m": m, "c": c, "near": [m0, c0], "side": rng.randrange(2),
                    "boat": rng.randint(config.min_boat, config.max_boat), "group": rng.randrange(len(_GROUPS))}
            best = bfs_distance((m0, c0, data["side"]), lambda s: trips(s, m, c, data["boat"]), lambda s: s == (0, 0, 1))
            if best is not None and best >= config.min_crossings:
                return data, best

    def prompt(self, data: dict, rng: random.Random) -> str:
        a, b = _GROUPS[data["group"]]
        (m0, c0), m, c = data["near"], data["m"], data["c"]
        text = rng.choice(_TEMPLATES).format(
            a=a, b=b, m=m, c=c, m0=m0, c0=c0, m1=m - m0, c1=c - c0, boat=data["boat"], side=("near", "far")[data["side"]]
        )
        return f"{text}\n{answer_instruction('the minimum number of crossings, a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        """Breadth-first over (missionaries near, cannibals near, boat side), one state per round."""
        m, c, boat = data["m"], data["c"], data["boat"]
        goal = [0, 0, 1]
        frontier = [[data["near"][0], data["near"][1], data["side"]]]
        seen = {tuple(frontier[0])}
        d = 0
        while True:
            t.state(f"round {d + 1}")
            last = t.fetch(f"frontier[{d}]", [list(s) for s in frontier])
            new = []
            for state in last:
                for nxt in trips(tuple(state), m, c, boat):
                    if nxt not in seen:
                        seen.add(nxt)
                        new.append(list(nxt))
            d += 1
            frontier = t.compute(f"frontier[{d}]", new, why="safe states one crossing away, not seen before")
            if t.goto(goal in frontier or not frontier, why="stop when everyone is across"):
                break
        t.state("answer")
        return t.compute("crossings", d if goal in frontier else -1, why="rounds taken")

    def solve(self, data: dict) -> int:
        """Layers of states reachable in exactly k crossings (as sets, no visited list); -1 when the
        layers start repeating without reaching the goal."""
        m, c, boat = data["m"], data["c"], data["boat"]
        layer = {(data["near"][0], data["near"][1], data["side"])}
        history: list[frozenset] = []
        for k in range(1, 500):
            layer = {nxt for s in layer for nxt in trips(s, m, c, boat)}
            if (0, 0, 1) in layer:
                return k
            if frozenset(layer) in history or not layer:
                return -1
            history.append(frozenset(layer))
        return -1


BOOTCAMP = Missionaries()
