"""Shortest distance in a directed graph whose arcs may have negative weights (no negative cycle).

Weights are drawn non-negative and then shifted by vertex potentials (w + p[u] - p[v]), which
keeps every cycle's total unchanged (so none is negative) while many arcs turn negative, so
Dijkstra's greedy choice is unsafe. The trace is Bellman-Ford: rounds over the arc list in the
order given, one state per arc, stopping after a round that changes nothing.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.graphgen import random_digraph, render_edges
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 6
    arcs: int = 9
    max_weight: int = 9
    max_potential: int = 6

    def __post_init__(self) -> None:
        if not 3 <= self.vertices <= 100:
            raise ValueError(f"vertices must be in 3..100, got {self.vertices}")
        if not self.vertices - 1 <= self.arcs <= self.vertices * (self.vertices - 1):
            raise ValueError(f"arcs must be in n-1..n(n-1), got {self.arcs}")
        if self.max_weight < 1 or self.max_potential < 1:
            raise ValueError(f"max_weight and max_potential must be >= 1, got {self.max_weight}, {self.max_potential}")


_TEMPLATES = (
    "A directed graph has vertices 0 to {last}. Its arcs, with weights (some negative), are:\n{edges}\n"
    "There is no cycle of negative total weight. What is the length of a shortest path from {s} to {t}?",
    "Each line is a one-way transfer between accounts 0..{last} with a fee (a negative fee is a rebate):\n{edges}\n"
    "No round trip has a negative total. What is the least total fee to move money from account {s} to account {t}?",
    "Find the minimum total weight of a directed path from vertex {s} to vertex {t}. Arcs (weights may be "
    "negative; no negative cycles exist), vertices 0..{last}:\n{edges}",
)


class BellmanFord(IntegerAnswer, Bootcamp):
    id = "graph/bellman_ford"
    description = "Shortest path length with negative arc weights, no negative cycle (Bellman-Ford trace)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=4, arcs=5, max_weight=6, max_potential=4),
        "2": Config(vertices=5, arcs=8, max_weight=9, max_potential=6),
        "3": Config(vertices=7, arcs=12, max_weight=12, max_potential=8),
        "4": Config(vertices=9, arcs=16, max_weight=15, max_potential=10),
        "5": Config(vertices=11, arcs=22, max_weight=20, max_potential=12),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.vertices
        for _ in range(1000):
            arcs = random_digraph(rng, n, config.arcs, 0, config.max_weight)
            potential = [rng.randint(0, config.max_potential) for _ in range(n)]
            arcs = [[u, v, w + potential[u] - potential[v]] for u, v, w in arcs]
            rng.shuffle(arcs)
            source = rng.randrange(n)
            dist = _distances(n, arcs, source)
            far = [v for v in range(n) if v != source and dist[v] is not None]
            if far:
                target = rng.choice(far)
                return {"n": n, "arcs": arcs, "source": source, "target": target}, dist[target]
        raise RuntimeError(f"{self.id}: no reachable target in 1000 graphs")

    def prompt(self, data: dict, rng: random.Random) -> str:
        style = (rng.choice((0, 1, 2)), rng.randrange(4))  # forms that show the direction
        edges = render_edges(data["arcs"], True, style)
        text = rng.choice(_TEMPLATES).format(last=data["n"] - 1, edges=edges, s=data["source"], t=data["target"])
        return f"{text}\n{answer_instruction('the shortest distance as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        n, arcs, source = data["n"], data["arcs"], data["source"]
        dist: list = [None] * n
        dist[source] = 0
        for r in range(1, n):
            changed = False
            for u, v, w in arcs:
                t.state(f"round {r} arc {u}->{v}")
                du = t.fetch(f"dist[{u}]", dist[u])
                if not t.goto(du is not None, why=f"relax only when {u} is reached"):
                    continue
                w = t.fetch(f"w({u},{v})", w)
                dv = t.fetch(f"dist[{v}]", dist[v])
                cand = t.compute("cand", du + w, why=f"dist[{u}]+w")
                if t.goto(dv is None or cand < dv, why="shorter than the known distance"):
                    dist[v] = t.compute(f"dist[{v}]", cand)
                    changed = True
            t.state(f"end round {r}")
            if not t.goto(t.fetch("changed", changed), why="another round only if something changed"):
                break
        t.state("answer")
        return t.compute("answer", t.fetch(f"dist[{data['target']}]", dist[data["target"]]))

    def solve(self, data: dict) -> int:
        return _distances(data["n"], data["arcs"], data["source"])[data["target"]]


def _distances(n: int, arcs: list[list[int]], source: int) -> list:
    # Relaxing in waves of changed vertices (SPFA style), unlike the traced arc-order rounds.
    out: dict[int, list[tuple[int, int]]] = {}
    for u, v, w in arcs:
        out.setdefault(u, []).append((v, w))
    dist: list = [None] * n
    dist[source] = 0
    wave = {source}
    for _ in range(n):
        nxt = set()
        for u in sorted(wave):
            for v, w in out.get(u, ()):
                if dist[v] is None or dist[u] + w < dist[v]:
                    dist[v] = dist[u] + w
                    nxt.add(v)
        wave = nxt
        if not wave:
            break
    return dist


BOOTCAMP = BellmanFord()
