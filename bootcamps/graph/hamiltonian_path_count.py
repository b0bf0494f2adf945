"""Count the Hamiltonian paths that start at a given vertex of a small undirected graph.

A Hamiltonian path visits every vertex exactly once; paths from the start that end at different
vertices, or visit them in another order, are different. The generator plants one such path,
so the count is at least 1. The trace is the depth-first search that extends the path one
unvisited neighbour at a time (one state per partial path) and counts the full ones.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.graphgen import edge_style, neighbours, render_adjacency, render_edges
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 6
    extra_edges: int = 3

    def __post_init__(self) -> None:
        if not 3 <= self.vertices <= 12:
            raise ValueError(f"vertices must be in 3..12, got {self.vertices}")
        if not 0 <= self.extra_edges <= (self.vertices - 1) * (self.vertices - 2) // 2:
            raise ValueError(f"extra_edges must be in 0..(n-1)(n-2)/2, got {self.extra_edges}")


_TEMPLATES = (
    "An undirected graph has vertices 0..{last} and edges:\n{graph}\nHow many different paths start at vertex "
    "{s} and visit every vertex exactly once (moving only along edges)?",
    "A courier starts at depot {s} and must visit each of the depots 0..{last} exactly once, ending anywhere, "
    "travelling only on these roads:\n{graph}\nTwo routes differ if they visit the depots in a different order. "
    "How many routes are there?",
    "Count the Hamiltonian paths that begin at vertex {s} in this undirected graph on vertices 0..{last} "
    "(paths that visit the vertices in a different order count separately):\n{graph}",
)


class HamiltonianPathCount(IntegerAnswer, Bootcamp):
    id = "graph/hamiltonian_path_count"
    description = "Number of Hamiltonian paths from a fixed start vertex (depth-first extension trace)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=6, extra_edges=2),
        "2": Config(vertices=7, extra_edges=3),
        "3": Config(vertices=8, extra_edges=4),
        "4": Config(vertices=9, extra_edges=5),
        "5": Config(vertices=10, extra_edges=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.vertices
        order = rng.sample(range(n), n)  # the planted path
        edges = {(min(a, b), max(a, b)) for a, b in zip(order, order[1:])}
        while len(edges) < n - 1 + config.extra_edges:
            u, v = rng.sample(range(n), 2)
            edges.add((min(u, v), max(u, v)))
        data = {"n": n, "edges": [list(e) for e in sorted(edges)], "start": order[0]}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        if rng.random() < 0.5:
            graph = render_edges(data["edges"], False, edge_style(rng))
        else:
            graph = render_adjacency(data["n"], data["edges"], False)
        text = rng.choice(_TEMPLATES).format(last=data["n"] - 1, graph=graph, s=data["start"])
        return f"{text}\n{answer_instruction('the number of paths as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        n = data["n"]
        adj = neighbours(n, data["edges"])
        count = 0
        stack = [(data["start"],)]
        while stack:
            path = stack.pop()
            t.state(f"path {'-'.join(map(str, path))}")
            size = t.compute("length", len(path))
            if t.goto(size == n, why="all vertices visited"):
                count = t.compute("count", count + 1)
                continue
            end = path[-1]
            options = t.compute("next", [v for v in adj[end] if v not in path], why=f"unvisited neighbours of {end}")
            stack.extend(path + (v,) for v in reversed(options))  # smallest neighbour explored first
        t.state("answer")
        return t.compute("answer", t.fetch("count", count))

    def solve(self, data: dict) -> int:
        # Recursive extension over a bitmask of visited vertices.
        n = data["n"]
        adj = neighbours(n, data["edges"])
        full = (1 << n) - 1

        def extend(v: int, seen: int) -> int:
            if seen == full:
                return 1
            return sum(extend(w, seen | 1 << w) for w in adj[v] if not seen >> w & 1)

        return extend(data["start"], 1 << data["start"])


BOOTCAMP = HamiltonianPathCount()
