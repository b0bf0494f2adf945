"""Number of walks with exactly L arcs from s to t in a directed graph (vertices and arcs may
repeat).

The trace keeps ways[v], the number of walks of the current length from s ending at v; one
state per step pushes every count along the out-arcs.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.graphgen import edge_style, random_digraph, render_edges
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 4
    arcs: int = 7
    length: int = 3

    def __post_init__(self) -> None:
        if not 2 <= self.vertices <= 30:
            raise ValueError(f"vertices must be in 2..30, got {self.vertices}")
        if not 1 <= self.arcs <= self.vertices * (self.vertices - 1):
            raise ValueError(f"arcs must be in 1..n(n-1), got {self.arcs}")
        if not 1 <= self.length <= 60:
            raise ValueError(f"length must be in 1..60, got {self.length}")


_TEMPLATES = (
    "A directed graph on vertices 0..{last} has these arcs:\n{arcs}\nA walk follows arcs in their direction and "
    "may revisit vertices and arcs. How many walks of exactly {L} arcs start at {s} and end at {t}?",
    "One-way links between rooms 0..{last}:\n{arcs}\nA robot makes exactly {L} moves, each along a link in its "
    "direction (rooms may be visited again). In how many different move sequences can it go from room {s} to room "
    "{t}?",
    "Arcs:\n{arcs}\nCount the sequences v0 = {s}, v1, ..., v{L} = {t} in which every consecutive pair (v_i, v_i+1) "
    "is an arc of this directed graph (vertices 0..{last}).",
)


class WalkCount(IntegerAnswer, Bootcamp):
    id = "graph/walk_count"
    description = "Number of directed walks of an exact length between two vertices (layered count trace)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=4, arcs=6, length=3),
        "2": Config(vertices=5, arcs=9, length=4),
        "3": Config(vertices=6, arcs=13, length=6),
        "4": Config(vertices=7, arcs=18, length=8),
        "5": Config(vertices=9, arcs=28, length=11),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        arcs = random_digraph(rng, config.vertices, config.arcs)
        rng.shuffle(arcs)
        s, t = rng.randrange(config.vertices), rng.randrange(config.vertices)
        data = {"n": config.vertices, "arcs": arcs, "s": s, "t": t, "length": config.length}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        arcs = render_edges(data["arcs"], True, edge_style(rng))
        text = rng.choice(_TEMPLATES).format(last=data["n"] - 1, arcs=arcs, s=data["s"], t=data["t"], L=data["length"])
        return f"{text}\n{answer_instruction('the number of walks as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        n = data["n"]
        outs = [sorted(v for u, v in data["arcs"] if u == x) for x in range(n)]
        ways = [1 if v == data["s"] else 0 for v in range(n)]
        for step in range(1, data["length"] + 1):
            t.state(f"length {step}")
            ways = t.fetch("ways", ways)
            nxt = [0] * n
            for u in range(n):
                for v in outs[u]:
                    nxt[v] += ways[u]
            ways = t.compute("ways", nxt, why="ways'[v] = sum of ways[u] over arcs u->v")
        t.state("answer")
        return t.compute("answer", t.fetch(f"ways[{data['t']}]", ways[data["t"]]))

    def solve(self, data: dict) -> int:
        # Repeated squaring of the adjacency matrix (the trace steps one length at a time).
        n = data["n"]
        a = [[0] * n for _ in range(n)]
        for u, v in data["arcs"]:
            a[u][v] += 1

        def mul(x: list[list[int]], y: list[list[int]]) -> list[list[int]]:
            return [[sum(x[i][k] * y[k][j] for k in range(n)) for j in range(n)] for i in range(n)]

        result = [[int(i == j) for j in range(n)] for i in range(n)]
        power, e = a, data["length"]
        while e:
            if e & 1:
                result = mul(result, power)
            power = mul(power, power)
            e >>= 1
        return result[data["s"]][data["t"]]


BOOTCAMP = WalkCount()
