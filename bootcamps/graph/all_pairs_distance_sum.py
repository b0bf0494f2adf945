"""Sum of the shortest distances between all ordered pairs of vertices of a weighted digraph.

The digraph is strongly connected (a random directed cycle through every vertex plus extra
arcs), so every distance is finite. The trace is Floyd-Warshall: for each intermediate vertex
k and each row i, one state reads ``d[i][k]``, row i and row k and writes the improved row i;
a last state adds up the matrix.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.graphs import dijkstra
from bootcamps.kit.graphgen import edge_style, render_edges
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 5
    extra_arcs: int = 4
    max_weight: int = 9

    def __post_init__(self) -> None:
        if not 3 <= self.vertices <= 30:
            raise ValueError(f"vertices must be in 3..30, got {self.vertices}")
        if not 0 <= self.extra_arcs <= self.vertices * (self.vertices - 2):
            raise ValueError(f"extra_arcs must be in 0..n(n-2), got {self.extra_arcs}")
        if not 1 <= self.max_weight <= 1000:
            raise ValueError(f"max_weight must be in 1..1000, got {self.max_weight}")


_TEMPLATES = (
    "A directed graph has vertices 0 to {last} and weighted arcs:\n{arcs}\nFor every ordered pair (i, j) with "
    "i != j, let d(i, j) be the length of a shortest directed path from i to j. What is the sum of all these "
    "distances?",
    "One-way flights between cities 0..{last}, with their prices:\n{arcs}\nFor each ordered pair of different "
    "cities, take the cheapest way to fly from the first to the second (changes allowed). Add up these "
    "{pairs} cheapest prices. What is the total?",
    "Compute the all-pairs shortest path matrix of this weighted digraph on vertices 0..{last} (for example with "
    "Floyd-Warshall) and report the sum of its off-diagonal entries.\nArcs:\n{arcs}",
)


class AllPairsDistanceSum(IntegerAnswer, Bootcamp):
    id = "graph/all_pairs_distance_sum"
    description = "Sum of all-pairs shortest distances in a strongly connected weighted digraph (Floyd-Warshall trace)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=4, extra_arcs=3, max_weight=9),
        "2": Config(vertices=5, extra_arcs=4, max_weight=12),
        "3": Config(vertices=6, extra_arcs=6, max_weight=15),
        "4": Config(vertices=7, extra_arcs=8, max_weight=20),
        "5": Config(vertices=8, extra_arcs=11, max_weight=30),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.vertices
        cycle = list(range(n))
        rng.shuffle(cycle)
        arcs = {(cycle[i], cycle[(i + 1) % n]) for i in range(n)}
        target = n + config.extra_arcs
        while len(arcs) < target:
            u, v = rng.sample(range(n), 2)
            arcs.add((u, v))
        arc_list = [[u, v, rng.randint(1, config.max_weight)] for u, v in arcs]
        rng.shuffle(arc_list)
        data = {"n": n, "arcs": arc_list}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = data["n"]
        text = rng.choice(_TEMPLATES).format(
            last=n - 1, pairs=n * (n - 1), arcs=render_edges(data["arcs"], True, edge_style(rng))
        )
        return f"{text}\n{answer_instruction('the total as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        n = data["n"]
        inf = None  # no path known yet
        d = [[0 if i == j else inf for j in range(n)] for i in range(n)]
        for u, v, w in data["arcs"]:
            d[u][v] = w
        t.state("start")
        for i in range(n):
            d[i] = t.compute(f"row {i}", d[i], why="arc weights, none where there is no arc")
        for k in range(n):
            for i in range(n):
                if i == k:
                    continue
                t.state(f"via {k} row {i}")
                dik = t.fetch(f"d[{i}][{k}]", d[i][k])
                if not t.goto(dik is not None, why="row i can use k only if i reaches k"):
                    continue
                row_k = t.fetch(f"row {k}", d[k])
                row_i = t.fetch(f"row {i}", d[i])
                d[i] = t.compute(
                    f"row {i}",
                    [a if b is None else dik + b if a is None else min(a, dik + b) for a, b in zip(row_i, row_k)],
                    why=f"min(d[{i}][j], d[{i}][{k}] + d[{k}][j])",
                )
        t.state("answer")
        rows = [t.fetch(f"row {i}", d[i]) for i in range(n)]
        return t.compute("answer", sum(x for row in rows for x in row if x is not None))

    def solve(self, data: dict) -> int:
        # Dijkstra from every vertex.
        n = data["n"]
        return sum(x for s in range(n) for x in dijkstra(n, data["arcs"], s, directed=True)[0] if x is not None)


BOOTCAMP = AllPairsDistanceSum()
