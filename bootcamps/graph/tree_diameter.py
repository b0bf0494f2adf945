"""Diameter of a weighted tree: the largest total weight of a path between two vertices.

The trace runs two depth-first sweeps: from vertex 0 to find the farthest vertex a, then from
a; the largest distance of the second sweep is the diameter. One state per visited vertex.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.graphs import adjacency
from bootcamps.kit.graphgen import edge_style, random_weighted_tree, render_edges
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 7
    max_weight: int = 9

    def __post_init__(self) -> None:
        if not 2 <= self.vertices <= 300:
            raise ValueError(f"vertices must be in 2..300, got {self.vertices}")
        if self.max_weight < 1:
            raise ValueError(f"max_weight must be >= 1, got {self.max_weight}")


_TEMPLATES = (
    "A tree has vertices 0 to {last} and these weighted edges:\n{edges}\n"
    "What is its diameter, the largest total weight of a path between two vertices?",
    "Villages 0..{last} are joined by roads that form a tree (exactly one route between any two villages). "
    "Road lengths:\n{edges}\nWhat is the longest distance between two villages?",
    "Weighted tree on vertices 0-{last}:\n{edges}\nFind the maximum over all pairs of vertices of the weight of the "
    "path joining them.",
)


class TreeDiameter(IntegerAnswer, Bootcamp):
    id = "graph/tree_diameter"
    description = "Weighted diameter of a tree (two-sweep DFS trace)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=5, max_weight=9),
        "2": Config(vertices=8, max_weight=12),
        "3": Config(vertices=12, max_weight=20),
        "4": Config(vertices=18, max_weight=30),
        "5": Config(vertices=26, max_weight=50),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        edges = random_weighted_tree(rng, config.vertices, 1, config.max_weight)
        rng.shuffle(edges)
        data = {"n": config.vertices, "edges": edges}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        edges = render_edges(data["edges"], False, edge_style(rng))
        text = rng.choice(_TEMPLATES).format(last=data["n"] - 1, edges=edges)
        return f"{text}\n{answer_instruction('the diameter as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        n = data["n"]
        adj = adjacency(n, data["edges"])

        def sweep(start: int, tag: str) -> tuple[int, int]:
            dist: list = [None] * n
            dist[start] = 0
            stack = [start]
            while stack:
                t.state(f"{tag} visit {stack[-1]}")
                stack = t.fetch("stack", stack)
                u = stack[-1]
                du = t.fetch(f"d[{u}]", dist[u])
                row = t.fetch(f"adj[{u}]", [[v, w] for v, w in adj[u]])
                new = t.compute("new", [[v, du + w] for v, w in row if dist[v] is None], why="unvisited: d+w")
                for v, d in new:
                    dist[v] = d
                stack = t.compute("stack", stack[:-1] + [v for v, _ in new])
            t.state(f"{tag} farthest")
            dist = t.fetch("d", dist)
            far = t.compute("far", max(range(n), key=lambda v: (dist[v], -v)), why="largest d, smallest vertex on ties")
            return far, t.compute("best", dist[far])

        a, _ = sweep(0, "sweep 1")
        _, best = sweep(a, "sweep 2")
        t.state("answer")
        return t.compute("answer", t.fetch("best", best))

    def solve(self, data: dict) -> int:
        # Every vertex as a start, breadth-first (the trace needs only two sweeps).
        n, adj = data["n"], adjacency(data["n"], data["edges"])
        best = 0
        for s in range(n):
            dist = {s: 0}
            frontier = [s]
            while frontier:
                nxt = []
                for u in frontier:
                    for v, w in adj[u]:
                        if v not in dist:
                            dist[v] = dist[u] + w
                            nxt.append(v)
                frontier = nxt
            best = max(best, max(dist.values()))
        return best


BOOTCAMP = TreeDiameter()
