"""Length of the second-shortest route between two vertices, where a route may revisit vertices
and roads (a walk), and "second" means the smallest length strictly above the shortest.

The trace is Dijkstra's algorithm keeping two labels per vertex, the best and the second-best
distinct length: each popped label (d, v) offers d + w to every neighbour, which either beats
the best there (the old best becomes second), or falls strictly between best and second.
"""

from __future__ import annotations

import heapq
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.graphgen import random_connected, render_edges
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 6
    extra_edges: int = 4
    max_weight: int = 9

    def __post_init__(self) -> None:
        if not 3 <= self.vertices <= 60:
            raise ValueError(f"vertices must be in 3..60, got {self.vertices}")
        if self.extra_edges < 0:
            raise ValueError(f"extra_edges must be >= 0, got {self.extra_edges}")
        if not 2 <= self.max_weight <= 1000:
            raise ValueError(f"max_weight must be in 2..1000, got {self.max_weight}")


_TEMPLATES = (
    "Roads join junctions 0..{last} (two-way, lengths given):\n{edges}\nBessie always avoids the shortest route "
    "from {s} to {t} and takes the second-shortest: the shortest route whose length is strictly greater than the "
    "shortest one. Routes may revisit junctions and reuse roads. How long is her route?",
    "In this undirected weighted graph on vertices 0..{last}:\n{edges}\nconsider all walks from {s} to {t} "
    "(vertices and edges may repeat). What is the smallest walk length that is strictly larger than the "
    "shortest-path distance from {s} to {t}?",
    "A courier must not take the quickest way from stop {s} to stop {t}. Links (two-way, minutes):\n{edges}\n"
    "Among all ways to get there (going back and forth is allowed) that take strictly longer than the quickest, "
    "what is the fewest minutes one can take?",
)


class SecondShortestWalk(IntegerAnswer, Bootcamp):
    id = "graph/second_shortest_walk"
    description = "Second-shortest walk length between two vertices (two-label Dijkstra trace)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=4, extra_edges=2, max_weight=9),
        "2": Config(vertices=6, extra_edges=4, max_weight=12),
        "3": Config(vertices=8, extra_edges=6, max_weight=15),
        "4": Config(vertices=11, extra_edges=9, max_weight=20),
        "5": Config(vertices=15, extra_edges=14, max_weight=30),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.vertices
        edges = random_connected(rng, n, config.extra_edges, 1, config.max_weight)
        rng.shuffle(edges)
        s, target = rng.sample(range(n), 2)
        data = {"n": n, "edges": edges, "source": s, "target": target}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        edges = render_edges(data["edges"], False, (rng.randrange(4), rng.randrange(3)))
        text = rng.choice(_TEMPLATES).format(last=data["n"] - 1, edges=edges, s=data["source"], t=data["target"])
        return f"{text}\n{answer_instruction('the length as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        n, s, target = data["n"], data["source"], data["target"]
        adj: list[list[tuple[int, int]]] = [[] for _ in range(n)]
        for u, v, w in data["edges"]:
            adj[u].append((v, w))
            adj[v].append((u, w))
        best: list[int | None] = [None] * n
        second: list[int | None] = [None] * n
        best[s] = 0
        heap = [(0, s)]
        while heap:
            d, v = heapq.heappop(heap)
            if d != best[v] and d != second[v]:
                continue  # a stale label
            t.state(f"pop {v} at {d}")
            d = t.fetch(f"label({v})", d)
            if v == target and second[v] is not None and d == second[v]:
                t.state("answer")
                return t.compute("answer", t.fetch(f"second[{target}]", second[target]))
            for u, w in sorted(adj[v]):
                nd = t.compute(f"via {v}->{u}", d + w)
                b, c = best[u], second[u]
                if b is None or nd < b:
                    best[u], second[u] = t.compute(f"best[{u}]", nd), b
                    heapq.heappush(heap, (nd, u))
                    if b is not None:
                        heapq.heappush(heap, (b, u))  # the old best is now second
                elif b < nd and (c is None or nd < c):
                    second[u] = t.compute(f"second[{u}]", nd, why="between best and second")
                    heapq.heappush(heap, (nd, u))
        raise ValueError("no second route")

    def solve(self, data: dict) -> int:
        # Which lengths can a walk to each vertex have? Grow a table of reachable lengths one unit
        # at a time until the target has two; going back and forth on an edge bounds the wait.
        n, s, target = data["n"], data["source"], data["target"]
        can = [[False] for _ in range(n)]
        can[s][0] = True
        found = []
        length = 0
        while len(found) < 2:
            length += 1
            for row in can:
                row.append(False)
            for u, v, w in data["edges"]:
                if w <= length:
                    can[v][length] |= can[u][length - w]
                    can[u][length] |= can[v][length - w]
            if can[target][length]:
                found.append(length)
        return found[1]


BOOTCAMP = SecondShortestWalk()
