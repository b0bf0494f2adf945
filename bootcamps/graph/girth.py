"""Girth: the length of the shortest cycle of an undirected simple graph.

The generator plants a cycle of the target length and adds only edges that cannot close a\nshorter one, so the girth is known by construction (and recomputed by ``solve``). The trace runs a
breadth-first search from every vertex; an edge to an already-seen vertex other than the
parent closes a cycle through the root of length ``dist[u] + dist[v] + 1`` (at most the true
cycle, and exact for the root on a shortest cycle). A search stops once its layers are too deep
to improve the best cycle found.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.graphgen import edge_style, neighbours, render_adjacency, render_edges
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 8
    extra_edges: int = 3
    max_girth: int = 5

    def __post_init__(self) -> None:
        if not 3 <= self.vertices <= 60:
            raise ValueError(f"vertices must be in 3..60, got {self.vertices}")
        if self.extra_edges < 0:
            raise ValueError(f"extra_edges must be >= 0, got {self.extra_edges}")
        if not 3 <= self.max_girth <= self.vertices:
            raise ValueError(f"max_girth must be in 3..vertices, got {self.max_girth}")


def _distance(adj: list[set[int]], a: int, b: int) -> int | None:
    dist, frontier = {a: 0}, [a]
    while frontier and b not in dist:
        nxt = []
        for u in frontier:
            for v in adj[u] - dist.keys():
                dist[v] = dist[u] + 1
                nxt.append(v)
        frontier = nxt
    return dist.get(b)


_TEMPLATES = (
    "An undirected graph has vertices 0..{last} and these edges:\n{graph}\nWhat is its girth, the number of "
    "edges on its shortest cycle? (A cycle visits at least three distinct vertices and returns to its start "
    "without reusing an edge.)",
    "Roads join towns 0 to {last} as listed:\n{graph}\nA round trip that starts and ends in the same town, uses "
    "no road twice and visits no other town twice is a loop. How many roads does the shortest loop use?",
    "Find the length (in edges) of the shortest simple cycle in the undirected graph with vertices 0..{last}:\n"
    "{graph}",
)


class Girth(IntegerAnswer, Bootcamp):
    id = "graph/girth"
    description = "Length of the shortest cycle of an undirected graph (BFS-from-every-vertex trace)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=7, extra_edges=3, max_girth=5),
        "2": Config(vertices=8, extra_edges=4, max_girth=6),
        "3": Config(vertices=10, extra_edges=6, max_girth=7),
        "4": Config(vertices=13, extra_edges=9, max_girth=8),
        "5": Config(vertices=16, extra_edges=12, max_girth=9),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        # Plant a cycle of the target girth, hang the other vertices on it as a forest, then add
        # only edges whose ends are at least girth-1 apart: no shorter cycle can appear.
        n, girth = config.vertices, rng.randint(3, config.max_girth)
        order = rng.sample(range(n), n)
        adj: list[set[int]] = [set() for _ in range(n)]
        pairs = [(order[i], order[(i + 1) % girth]) for i in range(girth)]
        pairs += [(order[i], order[rng.randrange(i)]) for i in range(girth, n)]
        for u, v in pairs:
            adj[u].add(v)
            adj[v].add(u)
        for _ in range(config.extra_edges):
            u, v = rng.sample(range(n), 2)
            d = _distance(adj, u, v)
            if v not in adj[u] and (d is None or d >= girth - 1):
                adj[u].add(v)
                adj[v].add(u)
        edges = sorted([u, v] for u in range(n) for v in adj[u] if u < v)
        data = {"n": n, "edges": edges}
        return data, girth

    def prompt(self, data: dict, rng: random.Random) -> str:
        if rng.random() < 0.5:
            graph = render_edges(data["edges"], False, edge_style(rng))
        else:
            graph = "neighbours of each vertex:\n" + render_adjacency(data["n"], data["edges"], False)
        text = rng.choice(_TEMPLATES).format(last=data["n"] - 1, graph=graph)
        return f"{text}\n{answer_instruction('the cycle length as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        n = data["n"]
        adj = neighbours(n, data["edges"])
        best = n + 1  # longer than any simple cycle
        for root in range(n):
            dist = {root: 0}
            parent = {root: -1}
            queue = [root]
            for u in queue:
                t.state(f"root {root} visit {u}")
                du = t.fetch(f"dist[{u}]", dist[u])
                if t.goto(2 * du + 1 >= best, why="no shorter cycle from here: stop this root"):
                    break
                for v in adj[u]:
                    if v not in dist:
                        dist[v] = t.compute(f"dist[{v}]", du + 1)
                        parent[v] = u
                        queue.append(v)
                    elif v != parent[u] and dist[v] >= du:  # an edge to an earlier layer was seen from there
                        dv = t.fetch(f"dist[{v}]", dist[v])
                        best = t.compute("best", min(best, du + dv + 1), why=f"edge {u}-{v} closes a cycle")
        t.state("answer")
        return t.compute("answer", t.fetch("best", best))

    def solve(self, data: dict) -> int:
        # For each edge: remove it, then the shortest way back between its ends, plus the edge.
        adj = neighbours(data["n"], data["edges"])
        best = None
        for a, b in data["edges"]:
            dist, frontier = {a: 0}, [a]
            while frontier and b not in dist:
                nxt = []
                for u in frontier:
                    for v in adj[u]:
                        if v not in dist and {u, v} != {a, b}:
                            dist[v] = dist[u] + 1
                            nxt.append(v)
                frontier = nxt
            if b in dist and (best is None or dist[b] + 1 < best):
                best = dist[b] + 1
        if best is None:
            raise ValueError("the graph has no cycle")
        return best


BOOTCAMP = Girth()
