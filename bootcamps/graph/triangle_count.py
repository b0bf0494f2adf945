"""Number of triangles (3-cycles) in an undirected graph.

The trace visits the edges u < v in order and intersects the neighbours of u and v above v,
so each triangle u < v < w is counted exactly once, at its lowest edge.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.graphgen import edge_style, neighbours, random_simple_graph, render_adjacency, render_edges
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    n: int = 5
    m: int = 7

    def __post_init__(self) -> None:
        if not 3 <= self.n <= 60:
            raise ValueError(f"n must be in 3..60, got {self.n}")
        if not 1 <= self.m <= self.n * (self.n - 1) // 2:
            raise ValueError(f"m must be in 1..n(n-1)/2, got {self.m}")


_TEMPLATES = (
    "How many triangles (sets of three vertices that are pairwise joined by edges) does this undirected graph on "
    "vertices 0..{last} contain?\n{graph}",
    "Count the 3-cycles of the simple undirected graph below (vertices 0 to {last}). A triangle is counted once, "
    "whatever order its corners are listed in.\n{graph}",
    "{graph}\nIn the graph above (vertices 0..{last}), count the unordered triples of vertices in which every two "
    "vertices are adjacent.",
)


class TriangleCount(IntegerAnswer, Bootcamp):
    id = "graph/triangle_count"
    description = "Number of triangles in a graph (each counted at its lowest edge by neighbour intersection)"
    Config = Config
    LEVELS = {
        "1": Config(n=7, m=10),
        "2": Config(n=8, m=13),
        "3": Config(n=9, m=17),
        "4": Config(n=10, m=23),
        "5": Config(n=12, m=32),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        data = {"n": config.n, "edges": random_simple_graph(rng, config.n, config.m)}
        return data, self.run_program(data)[0]

    def prompt(self, data: dict, rng: random.Random) -> str:
        if rng.random() < 0.5:
            graph = "Edges:\n" + render_edges(data["edges"], False, edge_style(rng), rng.choice(("\n", ", ")))
        else:
            graph = "Adjacency lists:\n" + render_adjacency(data["n"], data["edges"], False)
        text = rng.choice(_TEMPLATES).format(last=data["n"] - 1, graph=graph)
        return f"{text}\n{answer_instruction('the number of triangles as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        adj = neighbours(data["n"], data["edges"])
        total = 0
        for u, v in data["edges"]:
            t.state(f"edge {u}-{v}")
            above_u = t.fetch(f"adj[{u}]>{v}", [w for w in adj[u] if w > v])
            above_v = t.fetch(f"adj[{v}]>{v}", [w for w in adj[v] if w > v])
            common = t.compute("common", sorted(set(above_u) & set(above_v)))
            total = t.compute("total", total + len(common))
        t.state("answer")
        return t.compute("answer", t.fetch("total", total))

    def solve(self, data: dict) -> int:
        # Every triple of vertices.
        edges = {(u, v) for u, v in data["edges"]}
        n = data["n"]
        return sum(
            1 for a in range(n) for b in range(a + 1, n) if (a, b) in edges
            for c in range(b + 1, n) if (a, c) in edges and (b, c) in edges
        )


BOOTCAMP = TriangleCount()
