"""Minimum Steiner tree: the least total weight of edges that connect a few terminal vertices
of a weighted graph (other vertices may be used as junctions).

The trace is the Dreyfus-Wagner dynamic programme. First all shortest distances (one state per
source, by Dijkstra); then best[S][v], the cheapest tree joining the terminal set S and vertex
v, for growing subsets S: merge two parts of S at a junction u, then connect u to v by a
shortest path. One state per subset; the answer is best[all terminals but the last][last].
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.graphs import dijkstra
from bootcamps.kit.graphgen import edge_style, random_connected, render_edges
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 6
    extra_edges: int = 3
    terminals: int = 3
    max_weight: int = 9

    def __post_init__(self) -> None:
        if not 3 <= self.vertices <= 40:
            raise ValueError(f"vertices must be in 3..40, got {self.vertices}")
        if self.extra_edges < 0:
            raise ValueError(f"extra_edges must be >= 0, got {self.extra_edges}")
        if not 2 <= self.terminals <= min(6, self.vertices):
            raise ValueError(f"terminals must be in 2..min(6, vertices), got {self.terminals}")
        if self.max_weight < 1:
            raise ValueError(f"max_weight must be >= 1, got {self.max_weight}")


_TEMPLATES = (
    "A weighted undirected graph has vertices 0..{last} and edges:\n{edges}\nChoose a set of edges that connects "
    "all of the terminals {terms} (other vertices may be used along the way). What is the least possible total "
    "weight of such a set?",
    "Cable can be laid along these routes between sites 0..{last} (with their costs):\n{edges}\nSites {terms} must "
    "all end up connected to one another, possibly through other sites. What is the cheapest total cost?",
    "Graph edges with weights:\n{edges}\nFind the weight of a minimum Steiner tree for the terminal set {{{terms}}}: "
    "the lightest connected subgraph containing every terminal.",
)


class SteinerTree(IntegerAnswer, Bootcamp):
    id = "graph/steiner_tree"
    description = "Weight of a minimum Steiner tree for a few terminals (Dreyfus-Wagner subset DP)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=5, extra_edges=3, terminals=3, max_weight=9),
        "2": Config(vertices=7, extra_edges=4, terminals=3, max_weight=12),
        "3": Config(vertices=8, extra_edges=6, terminals=4, max_weight=15),
        "4": Config(vertices=10, extra_edges=8, terminals=4, max_weight=20),
        "5": Config(vertices=12, extra_edges=10, terminals=5, max_weight=25),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        edges = random_connected(rng, config.vertices, config.extra_edges, 1, config.max_weight)
        rng.shuffle(edges)
        terms = sorted(rng.sample(range(config.vertices), config.terminals))
        data = {"n": config.vertices, "edges": edges, "terminals": terms}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        edges = render_edges(data["edges"], False, edge_style(rng))
        text = rng.choice(_TEMPLATES).format(last=data["n"] - 1, edges=edges,
                                             terms=", ".join(map(str, data["terminals"])))
        return f"{text}\n{answer_instruction('the minimum total weight as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        n, terms = data["n"], data["terminals"]
        dist = []
        for s in range(n):
            t.state(f"distances from {s}")
            dist.append(t.compute(f"dist[{s}]", dijkstra(n, data["edges"], s)[0], why="Dijkstra"))
        rest, last = terms[:-1], terms[-1]
        best: dict[tuple[int, ...], list[int]] = {}
        for size in range(1, len(rest) + 1):
            for subset in combinations(rest, size):
                t.state(f"subset {list(subset)}")
                if size == 1:
                    row = t.fetch(f"dist[{subset[0]}]", dist[subset[0]])
                else:
                    merge = [min(best[part][u] + best[tuple(x for x in subset if x not in part)][u]
                                 for k in range(1, size) for part in combinations(subset, k) if part[0] == subset[0])
                             for u in range(n)]
                    merge = t.compute("merge", merge, why="min over splits of S at junction u")
                    row = t.compute("best", [min(merge[u] + dist[u][v] for u in range(n)) for v in range(n)],
                                    why="then a shortest path u..v")
                best[subset] = row
        t.state("answer")
        return t.compute("answer", t.fetch(f"best[{rest}][{last}]", best[tuple(rest)][last]))

    def solve(self, data: dict) -> int:
        # Every vertex set containing the terminals: the weight of a spanning tree of its induced
        # subgraph (Kruskal), minimised over the sets where that subgraph is connected.
        n, terms, edges = data["n"], set(data["terminals"]), sorted(data["edges"], key=lambda e: e[2])
        others = [v for v in range(n) if v not in terms]
        best = None
        for mask in range(1 << len(others)):
            keep = terms | {others[i] for i in range(len(others)) if mask >> i & 1}
            parent = {v: v for v in keep}

            def find(x: int) -> int:
                while parent[x] != x:
                    x = parent[x]
                return x

            total, joined = 0, 1
            for u, v, w in edges:
                if u in keep and v in keep and find(u) != find(v):
                    parent[find(u)] = find(v)
                    total, joined = total + w, joined + 1
            if joined == len(keep) and (best is None or total < best):
                best = total
        return best


BOOTCAMP = SteinerTree()
