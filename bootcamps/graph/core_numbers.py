"""Core number of every vertex of an undirected graph (its k-core decomposition).

A vertex's core number is the largest k such that it lies in a subgraph where every vertex has
degree at least k. The trace is the peeling algorithm: repeatedly remove a vertex of smallest
remaining degree (smallest label on a tie); its core number is the largest such degree seen so
far. One state per removal.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.kit.graphgen import edge_style, neighbours, random_simple_graph, render_edges
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    n: int = 6
    m: int = 8

    def __post_init__(self) -> None:
        if not 3 <= self.n <= 60:
            raise ValueError(f"n must be in 3..60, got {self.n}")
        if not 1 <= self.m <= self.n * (self.n - 1) // 2:
            raise ValueError(f"m must be in 1..n(n-1)/2, got {self.m}")


_TEMPLATES = (
    "An undirected graph has vertices 0..{last} and these edges:\n{edges}\nThe core number of a vertex is the "
    "largest k such that the vertex belongs to a subgraph in which every vertex has at least k neighbours (inside "
    "that subgraph). Give the core number of every vertex.",
    "Compute the k-core decomposition of the graph on vertices 0 to {last} with edges\n{edges}\nFor each vertex "
    "report its core number: the greatest k for which it survives repeatedly deleting vertices of degree below k.",
    "Edges of a simple undirected graph (vertices 0..{last}):\n{edges}\nFor every vertex v, what is the maximum k "
    "such that v lies in the k-core (the largest subgraph with minimum degree at least k)?",
)


class CoreNumbers(IntListAnswer, Bootcamp):
    id = "graph/core_numbers"
    description = "Core number of every vertex (min-degree peeling trace)"
    Config = Config
    LEVELS = {
        "1": Config(n=6, m=8),
        "2": Config(n=8, m=12),
        "3": Config(n=10, m=17),
        "4": Config(n=13, m=25),
        "5": Config(n=16, m=34),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        data = {"n": config.n, "edges": random_simple_graph(rng, config.n, config.m)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        edges = render_edges(data["edges"], False, edge_style(rng), rng.choice(("\n", ", ")))
        text = rng.choice(_TEMPLATES).format(last=data["n"] - 1, edges=edges)
        form = f"the {data['n']} core numbers for vertices 0..{data['n'] - 1} in order, separated by commas"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        adj = [set(row) for row in neighbours(data["n"], data["edges"])]
        degree = {v: len(adj[v]) for v in range(data["n"])}
        core = [0] * data["n"]
        k = 0
        while degree:
            t.state(f"remove {data['n'] - len(degree) + 1}")
            v = t.compute("v", min(degree, key=lambda u: (degree[u], u)), why="smallest remaining degree")
            d = t.fetch(f"deg[{v}]", degree.pop(v, 0))
            k = t.compute("k", max(k, d))
            core[v] = t.compute(f"core[{v}]", k)
            for u in sorted(adj[v]) if 0 <= v < len(adj) else []:
                if u in degree:
                    degree[u] -= 1
                    adj[u].discard(v)
        t.state("answer")
        return t.compute("answer", t.fetch("core", list(core)))

    def solve(self, data: dict) -> list[int]:
        # From the definition: for k = 1, 2, ..., peel vertices of degree < k until none is left.
        n = data["n"]
        adj = [set(row) for row in neighbours(n, data["edges"])]
        core = [0] * n
        alive = set(range(n))
        k = 1
        while alive:
            changed = True
            while changed:
                changed = False
                for v in sorted(alive):
                    if len(adj[v] & alive) < k:
                        alive.discard(v)
                        changed = True
            for v in alive:
                core[v] = k
            k += 1
        return core


BOOTCAMP = CoreNumbers()
