"""Number of distinct shortest paths between two vertices of an unweighted undirected graph.

The trace is a breadth-first search that carries, for each vertex, its distance and the
number of shortest paths reaching it: one state per expanded vertex.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.graphgen import edge_style, neighbours, random_connected, render_adjacency, render_edges
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 7
    extra_edges: int = 5
    min_paths: int = 2  # the gold count is at least this (a single path is too easy)

    def __post_init__(self) -> None:
        if not 4 <= self.vertices <= 200:
            raise ValueError(f"vertices must be in 4..200, got {self.vertices}")
        if self.extra_edges < 1:
            raise ValueError(f"extra_edges must be >= 1, got {self.extra_edges}")
        if self.min_paths < 1:
            raise ValueError(f"min_paths must be >= 1, got {self.min_paths}")


_TEMPLATES = (
    "An undirected graph has vertices 0 to {last} and edges:\n{edges}\nAll edges have length 1. How many different "
    "shortest paths are there from {s} to {t}?",
    "Count the shortest routes from junction {s} to junction {t} in this street network (junctions 0..{last}; every "
    "street is two-way and equally long):\n{edges}\nTwo routes differ if their sequences of junctions differ.",
    "Neighbours of each vertex of an unweighted undirected graph:\n{adjacency}\nHow many paths from {s} to {t} use "
    "the fewest possible edges?",
)


class CountShortestPaths(IntegerAnswer, Bootcamp):
    id = "graph/count_shortest_paths"
    description = "Number of shortest paths between two vertices of an unweighted graph (BFS counting trace)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=6, extra_edges=4, min_paths=2),
        "2": Config(vertices=9, extra_edges=7, min_paths=2),
        "3": Config(vertices=12, extra_edges=12, min_paths=3),
        "4": Config(vertices=18, extra_edges=20, min_paths=3),
        "5": Config(vertices=26, extra_edges=32, min_paths=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.vertices
        for _ in range(1000):
            edges = [e[:2] for e in random_connected(rng, n, config.extra_edges)]
            s = rng.randrange(n)
            dist, count = _bfs(n, edges, s)
            good = [v for v in range(n) if count[v] >= config.min_paths]
            if good:
                rng.shuffle(edges)
                target = rng.choice(good)
                return {"n": n, "edges": edges, "source": s, "target": target}, count[target]
        raise RuntimeError(f"{self.id}: no pair with {config.min_paths} shortest paths in 1000 graphs")

    def prompt(self, data: dict, rng: random.Random) -> str:
        n, edges = data["n"], data["edges"]
        text = rng.choice(_TEMPLATES).format(
            last=n - 1, edges=render_edges(edges, False, edge_style(rng)), adjacency=render_adjacency(n, edges, False),
            s=data["source"], t=data["target"],
        )
        return f"{text}\n{answer_instruction('the number of shortest paths as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        n, s, target = data["n"], data["source"], data["target"]
        adj = neighbours(n, data["edges"])
        dist: list = [None] * n
        ways = [0] * n
        dist[s], ways[s] = 0, 1
        queue = [s]
        while queue:
            t.state(f"expand {queue[0]}")
            queue = t.fetch("queue", queue)
            u = queue[0]
            du = t.fetch(f"dist[{u}]", dist[u])
            wu = t.fetch(f"ways[{u}]", ways[u])
            row = t.fetch(f"adj[{u}]", adj[u])
            new = t.compute("new", [v for v in row if dist[v] is None], why="unseen neighbours, one step further")
            for v in new:
                dist[v] = du + 1
            ways = list(t.compute(
                "ways", [ways[v] + wu if v in row and dist[v] == du + 1 else ways[v] for v in range(n)],
                why=f"add ways[{u}] to every neighbour one step further",
            ))
            queue = t.compute("queue", queue[1:] + new)
        t.state("answer")
        return t.compute("answer", t.fetch(f"ways[{target}]", ways[target]))

    def solve(self, data: dict) -> int:
        return _bfs(data["n"], data["edges"], data["source"])[1][data["target"]]


def _bfs(n: int, edges: list[list[int]], s: int) -> tuple[list, list[int]]:
    # Layer by layer: a vertex's count is the sum over its neighbours in the previous layer.
    adj = neighbours(n, edges)
    dist: list = [None] * n
    dist[s] = 0
    layers = [[s]]
    while layers[-1]:
        nxt = sorted({v for u in layers[-1] for v in adj[u] if dist[v] is None})
        for v in nxt:
            dist[v] = len(layers)
        layers.append(nxt)
    count = [0] * n
    count[s] = 1
    for d, layer in enumerate(layers[1:], 1):
        for v in layer:
            count[v] = sum(count[u] for u in adj[v] if dist[u] == d - 1)
    return dist, count


BOOTCAMP = CountShortestPaths()
