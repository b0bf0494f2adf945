"""Widest (maximum-bottleneck) path: the largest capacity c such that some path from s to t
uses only edges of capacity at least c.

The trace adds edges from the widest down, tracking component labels, and stops when s and t
fall into one component: the capacity of the edge that joined them is the answer.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.graphs import adjacency
from bootcamps.kit.graphgen import edge_style, random_connected, render_edges
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 6
    extra_edges: int = 5
    max_capacity: int = 30

    def __post_init__(self) -> None:
        if not 3 <= self.vertices <= 200:
            raise ValueError(f"vertices must be in 3..200, got {self.vertices}")
        if self.extra_edges < 0:
            raise ValueError(f"extra_edges must be >= 0, got {self.extra_edges}")
        if self.max_capacity < 2:
            raise ValueError(f"max_capacity must be >= 2, got {self.max_capacity}")


_TEMPLATES = (
    "An undirected network has nodes 0 to {last}; each link carries at most the capacity shown:\n{edges}\n"
    "A single route from {s} to {t} can carry as much as its weakest link. What is the largest amount one route "
    "from {s} to {t} can carry?",
    "Bridges between islands 0..{last} each have a weight limit:\n{edges}\nA truck drives from island {s} to "
    "island {t} and may cross any bridges, in either direction. What is the heaviest load it can carry?",
    "Find the maximum bottleneck value of a path from {s} to {t} (the largest possible minimum edge weight along "
    "a path) in this undirected graph with vertices 0..{last}:\n{edges}",
)


class WidestPath(IntegerAnswer, Bootcamp):
    id = "graph/widest_path"
    description = "Maximum bottleneck capacity of a path between two vertices (descending-edge union trace)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=4, extra_edges=2, max_capacity=20),
        "2": Config(vertices=6, extra_edges=5, max_capacity=30),
        "3": Config(vertices=8, extra_edges=8, max_capacity=50),
        "4": Config(vertices=11, extra_edges=13, max_capacity=80),
        "5": Config(vertices=15, extra_edges=20, max_capacity=99),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.vertices
        edges = random_connected(rng, n, config.extra_edges, 1, config.max_capacity)
        rng.shuffle(edges)
        s, target = rng.sample(range(n), 2)
        data = {"n": n, "edges": edges, "source": s, "target": target}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        edges = render_edges(data["edges"], False, edge_style(rng))
        text = rng.choice(_TEMPLATES).format(last=data["n"] - 1, edges=edges, s=data["source"], t=data["target"])
        return f"{text}\n{answer_instruction('the capacity as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        n, s, target = data["n"], data["source"], data["target"]
        t.state("sort edges")
        order = t.compute("order", sorted(([w, u, v] for u, v, w in data["edges"]), key=lambda e: (-e[0], e[1], e[2])),
                          why="edges by capacity, widest first")
        comp = list(range(n))
        for i, (w, u, v) in enumerate(order):
            t.state(f"edge {i}")
            w = t.fetch(f"cap({u},{v})", w)
            cu = t.fetch(f"comp[{u}]", comp[u])
            cv = t.fetch(f"comp[{v}]", comp[v])
            if not t.goto(cu != cv, why="join two components"):
                continue
            comp = [cu if c == cv else c for c in comp]
            same = t.compute("joined", comp[s] == comp[target], why=f"{s} and {target} in one component")
            if t.goto(same, why="stop when they meet"):
                t.state("answer")
                return t.compute("answer", t.fetch("cap", w))
        raise ValueError(f"{s} and {target} never meet: the graph is disconnected")

    def solve(self, data: dict) -> int:
        # The largest threshold whose edges still connect s and t, by trying capacities downward.
        n, s, target = data["n"], data["source"], data["target"]
        for c in sorted({w for _, _, w in data["edges"]}, reverse=True):
            adj = adjacency(n, [e for e in data["edges"] if e[2] >= c])
            seen, stack = {s}, [s]
            while stack:
                for v, _ in adj[stack.pop()]:
                    if v not in seen:
                        seen.add(v)
                        stack.append(v)
            if target in seen:
                return c
        raise ValueError("the graph is disconnected")


BOOTCAMP = WidestPath()
