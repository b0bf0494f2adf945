"""Total weight of a minimum spanning tree of a connected weighted undirected graph.

The trace is Kruskal's algorithm: sort the edges by weight, then one state per edge that
reads the component labels of its ends and joins them when they differ.
"""

from __future__ import annotations

import heapq
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.graphs import adjacency
from bootcamps.kit.graphgen import edge_style, random_connected, render_edges
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 6
    extra_edges: int = 4
    max_weight: int = 20

    def __post_init__(self) -> None:
        if not 2 <= self.vertices <= 200:
            raise ValueError(f"vertices must be in 2..200, got {self.vertices}")
        if self.extra_edges < 0:
            raise ValueError(f"extra_edges must be >= 0, got {self.extra_edges}")
        if self.max_weight < 1:
            raise ValueError(f"max_weight must be >= 1, got {self.max_weight}")


_TEMPLATES = (
    "An undirected weighted graph has vertices 0 to {last} and these edges:\n{edges}\n"
    "What is the total weight of a minimum spanning tree?",
    "A company must connect offices 0..{last} with cables. Each line names two offices and the cost of a "
    "cable between them:\n{edges}\nWhat is the smallest total cost that connects every office (directly or "
    "through others)?",
    "Find the weight of the minimum spanning tree of this connected graph on vertices 0..{last} "
    "(edges are undirected):\n{edges}",
    "Edges of a connected undirected graph (vertices 0-{last}), each with a weight:\n{edges}\n"
    "Choose a subset of edges that connects all vertices with the least possible total weight. Report that total.",
)


class MstWeight(IntegerAnswer, Bootcamp):
    id = "graph/mst_weight"
    description = "Total weight of a minimum spanning tree (Kruskal trace)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=4, extra_edges=2, max_weight=9),
        "2": Config(vertices=6, extra_edges=4, max_weight=15),
        "3": Config(vertices=8, extra_edges=7, max_weight=20),
        "4": Config(vertices=12, extra_edges=12, max_weight=40),
        "5": Config(vertices=18, extra_edges=22, max_weight=60),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.vertices
        edges = random_connected(rng, n, config.extra_edges, 1, config.max_weight)
        rng.shuffle(edges)
        data = {"n": n, "edges": edges}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        edges = render_edges(data["edges"], False, edge_style(rng))
        text = rng.choice(_TEMPLATES).format(last=data["n"] - 1, edges=edges)
        return f"{text}\n{answer_instruction('the total weight as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        n, edges = data["n"], data["edges"]
        t.state("sort edges")
        order = t.compute("order", sorted([w, u, v] for u, v, w in edges), why="edges by weight, then ends")
        comp = list(range(n))  # component label of each vertex
        total, taken = 0, 0
        for i, (w, u, v) in enumerate(order):
            t.state(f"edge {i}")
            w = t.fetch(f"w({u},{v})", w)
            cu = t.fetch(f"comp[{u}]", comp[u])
            cv = t.fetch(f"comp[{v}]", comp[v])
            if t.goto(cu != cv, why="take the edge if it joins two components"):
                total = t.compute("total", total + w, why=f"total+{w}")
                comp = [cu if c == cv else c for c in comp]
                taken = t.compute("taken", taken + 1)
                if t.goto(taken == n - 1, why=f"stop after {n - 1} edges"):
                    break
        t.state("answer")
        return t.compute("answer", t.fetch("total", total))

    def solve(self, data: dict) -> int:
        # Prim's algorithm from vertex 0 (the trace runs Kruskal's).
        n, adj = data["n"], adjacency(data["n"], data["edges"])
        seen, total, heap = [False] * n, 0, [(0, 0)]
        while heap:
            w, u = heapq.heappop(heap)
            if seen[u]:
                continue
            seen[u], total = True, total + w
            for v, wv in adj[u]:
                if not seen[v]:
                    heapq.heappush(heap, (wv, v))
        return total


BOOTCAMP = MstWeight()
