"""Eccentricity of every vertex of a connected unweighted graph: the largest number of edges on
a shortest path from it to any other vertex.

The trace runs one breadth-first search per vertex, one state per layer: the frontier, the
next layer of unseen neighbours, and the layer count reached.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.algo6 import unweighted_connected
from bootcamps.kit.graphgen import edge_style, neighbours, render_adjacency, render_edges
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 6
    extra_edges: int = 2

    def __post_init__(self) -> None:
        if not 2 <= self.vertices <= 60:
            raise ValueError(f"vertices must be in 2..60, got {self.vertices}")
        if self.extra_edges < 0:
            raise ValueError(f"extra_edges must be >= 0, got {self.extra_edges}")


_TEMPLATES = (
    "A connected undirected graph has vertices 0 to {last} and these edges:\n{edges}\n"
    "The eccentricity of a vertex is the greatest distance (number of edges on a shortest path) from it to any "
    "other vertex. List the eccentricities of vertices 0, 1, ..., {last} in order.",
    "Stations 0..{last} are linked by these two-way lines (each ride between neighbours counts as one hop):\n{edges}\n"
    "For every station, how many hops does it take to reach the station farthest from it (using fewest hops)? "
    "Give the values for stations 0 to {last} in order.",
    "Unweighted graph (adjacency lists):\n{edges}\nFor each vertex v = 0..{last}, compute ecc(v) = max over all "
    "vertices u of dist(v, u), where dist counts edges on a shortest path.",
)


class Eccentricities(IntSequenceAnswer, Bootcamp):
    id = "graph/eccentricities"
    description = "Eccentricity of every vertex of a connected unweighted graph (one BFS per vertex)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=6, extra_edges=3),
        "2": Config(vertices=7, extra_edges=2),
        "3": Config(vertices=9, extra_edges=3),
        "4": Config(vertices=12, extra_edges=4),
        "5": Config(vertices=16, extra_edges=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        edges = unweighted_connected(rng, config.vertices, config.extra_edges)
        rng.shuffle(edges)
        data = {"n": config.vertices, "edges": edges}
        return data, self.solve(data)

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def prompt(self, data: dict, rng: random.Random) -> str:
        template = rng.choice(_TEMPLATES)
        if "adjacency" in template:
            edges = render_adjacency(data["n"], data["edges"], False)
        else:
            edges = render_edges(data["edges"], False, edge_style(rng))
        text = template.format(last=data["n"] - 1, edges=edges)
        return f"{text}\n{answer_instruction('the eccentricities as a comma-separated list, e.g. 3, 2, 3')}"

    def program(self, t: Tracer, data: dict) -> list[int]:
        n = data["n"]
        adj = neighbours(n, data["edges"])
        ecc = []
        for s in range(n):
            seen = [s]
            frontier, layer = [s], 0
            while True:
                t.state(f"bfs from {s} layer {layer}")
                frontier = t.fetch("frontier", frontier)
                nxt = t.compute("next", sorted({v for u in frontier for v in adj[u] if v not in seen}),
                                why="unseen neighbours of the frontier")
                if not t.goto(len(nxt) > 0, why="another layer"):
                    break
                seen += nxt
                layer = t.compute("layer", layer + 1)
                frontier = nxt
            ecc = t.compute(f"ecc[{s}]", ecc + [layer])
        t.state("answer")
        return t.compute("answer", t.fetch("ecc", ecc))

    def solve(self, data: dict) -> list[int]:
        # Floyd-Warshall on hop counts (the trace uses breadth-first search).
        n, inf = data["n"], float("inf")
        d = [[0 if i == j else inf for j in range(n)] for i in range(n)]
        for u, v in data["edges"]:
            d[u][v] = d[v][u] = 1
        for k in range(n):
            for i in range(n):
                for j in range(n):
                    if d[i][k] + d[k][j] < d[i][j]:
                        d[i][j] = d[i][k] + d[k][j]
        return [int(max(row)) for row in d]


BOOTCAMP = Eccentricities()
