"""Number of connected components of an undirected graph.

The trace scans the vertices in order; an unseen vertex starts a new component, which is
explored breadth-first, one state per expanded vertex (its neighbour list, the newly seen
vertices and the queue that remains).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.graphgen import edge_style, neighbours, random_components, render_adjacency, render_edges
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 8
    max_components: int = 3
    extra_edges: int = 2

    def __post_init__(self) -> None:
        if not 2 <= self.vertices <= 300:
            raise ValueError(f"vertices must be in 2..300, got {self.vertices}")
        if not 1 <= self.max_components <= self.vertices:
            raise ValueError(f"max_components must be in 1..vertices, got {self.max_components}")
        if self.extra_edges < 0:
            raise ValueError(f"extra_edges must be >= 0, got {self.extra_edges}")


_TEMPLATES = (
    "An undirected graph has vertices 0 to {last} and these edges:\n{edges}\nHow many connected components does it have?",
    "Islands 0..{last} are linked by two-way bridges:\n{edges}\nGroups of islands that can reach each other by bridges "
    "form one cluster (an island with no bridge is a cluster by itself). How many clusters are there?",
    "Count the connected components of the undirected graph on vertices 0..{last} with edge list:\n{edges}\n"
    "(An isolated vertex is a component of its own.)",
    "The adjacency lists of an undirected graph with vertices 0-{last} are:\n{adjacency}\n"
    "How many connected components does the graph have?",
)


class ConnectedComponents(IntegerAnswer, Bootcamp):
    id = "graph/connected_components"
    description = "Count the connected components of an undirected graph (BFS trace)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=7, max_components=3, extra_edges=1),
        "2": Config(vertices=9, max_components=4, extra_edges=2),
        "3": Config(vertices=13, max_components=5, extra_edges=3),
        "4": Config(vertices=20, max_components=7, extra_edges=5),
        "5": Config(vertices=30, max_components=10, extra_edges=8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.vertices
        k = rng.randint(1, config.max_components)
        edges = random_components(rng, n, k, config.extra_edges)
        rng.shuffle(edges)
        return {"n": n, "edges": edges}, k

    def prompt(self, data: dict, rng: random.Random) -> str:
        n, edges = data["n"], data["edges"]
        text = rng.choice(_TEMPLATES).format(
            last=n - 1, edges=render_edges(edges, False, edge_style(rng)) or "(no edges)",
            adjacency=render_adjacency(n, edges, False),
        )
        return f"{text}\n{answer_instruction('the number of components as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        n = data["n"]
        adj = neighbours(n, data["edges"])
        seen = [False] * n
        count = 0
        for s in range(n):
            t.state(f"vertex {s}")
            if not t.goto(not t.fetch(f"seen[{s}]", seen[s]), why="an unseen vertex starts a new component"):
                continue
            count = t.compute("count", count + 1)
            seen[s] = True
            queue = [s]
            while queue:
                t.state(f"expand {queue[0]}")
                queue = t.fetch("queue", queue)
                u = queue[0]
                row = t.fetch(f"adj[{u}]", adj[u])
                new = t.compute("new", [v for v in row if not seen[v]], why="neighbours not seen yet")
                for v in new:
                    seen[v] = True
                queue = t.compute("queue", queue[1:] + new, why="drop the front, append the new ones")
        t.state("answer")
        return t.compute("answer", t.fetch("count", count))

    def solve(self, data: dict) -> int:
        # Union-find (the trace explores breadth-first).
        parent = list(range(data["n"]))

        def find(x: int) -> int:
            while parent[x] != x:
                x = parent[x]
            return x

        for u, v in data["edges"]:
            parent[find(u)] = find(v)
        return sum(1 for x in range(data["n"]) if find(x) == x)


BOOTCAMP = ConnectedComponents()
