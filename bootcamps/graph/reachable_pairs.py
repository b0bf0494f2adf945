"""Number of ordered pairs (u, v), u != v, such that v is reachable from u in a directed graph.

This is the edge count of the transitive closure. The trace runs a breadth-first search from
every vertex in turn: one state per source, recording the vertices it reaches and the running
total.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.graphgen import edge_style, neighbours, random_digraph, render_edges
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    n: int = 5
    m: int = 6

    def __post_init__(self) -> None:
        if not 3 <= self.n <= 60:
            raise ValueError(f"n must be in 3..60, got {self.n}")
        if not 1 <= self.m <= self.n * (self.n - 1):
            raise ValueError(f"m must be in 1..n(n-1), got {self.m}")


_TEMPLATES = (
    "A directed graph has vertices 0..{last} and arcs:\n{edges}\nHow many ordered pairs (u, v) of distinct vertices "
    "are there such that v can be reached from u by following arcs in their direction?",
    "Count the arcs of the transitive closure of this directed graph (vertices 0 to {last}; a closure arc u -> v "
    "exists when there is a directed path of length at least 1 from u to v, for u != v):\n{edges}",
    "One-way roads connect junctions 0..{last}:\n{edges}\nFor how many ordered pairs of different junctions (from, "
    "to) is it possible to drive from the first to the second?",
)


class ReachablePairs(IntegerAnswer, Bootcamp):
    id = "graph/reachable_pairs"
    description = "Ordered reachable pairs of a digraph, i.e. transitive-closure size (BFS from every vertex)"
    Config = Config
    LEVELS = {
        "1": Config(n=5, m=6),
        "2": Config(n=7, m=9),
        "3": Config(n=9, m=12),
        "4": Config(n=12, m=16),
        "5": Config(n=15, m=20),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        data = {"n": config.n, "edges": random_digraph(rng, config.n, config.m)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        edges = render_edges(data["edges"], True, edge_style(rng), rng.choice(("\n", ", ")))
        text = rng.choice(_TEMPLATES).format(last=data["n"] - 1, edges=edges)
        return f"{text}\n{answer_instruction('the number of pairs as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        adj = neighbours(data["n"], data["edges"], directed=True)
        total = 0
        for source in range(data["n"]):
            t.state(f"from {source}")
            seen, queue = {source}, [source]
            for u in queue:
                for v in adj[u]:
                    if v not in seen:
                        seen.add(v)
                        queue.append(v)
            reached = t.compute("reached", sorted(seen - {source}), why=f"breadth-first search from {source}")
            total = t.compute("total", total + len(reached))
        t.state("answer")
        return t.compute("answer", t.fetch("total", total))

    def solve(self, data: dict) -> int:
        # Warshall's closure on a boolean matrix.
        n = data["n"]
        reach = [[False] * n for _ in range(n)]
        for u, v in data["edges"]:
            reach[u][v] = True
        for k in range(n):
            for i in range(n):
                if reach[i][k]:
                    row_k = reach[k]
                    reach[i] = [a or b for a, b in zip(reach[i], row_k)]
        return sum(reach[i][j] for i in range(n) for j in range(n) if i != j)


BOOTCAMP = ReachablePairs()
