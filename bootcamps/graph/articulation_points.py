"""The articulation points (cut vertices) of a connected undirected graph.

A cut vertex is one whose removal (with its edges) leaves the other vertices disconnected. The
answer is the set of cut vertices, each once, in any order. The trace removes each vertex in
turn and searches the rest breadth-first from the smallest remaining vertex, one state per
expanded vertex; the vertex is a cut vertex when the search misses some other vertex.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.graphgen import edge_style, neighbours, random_connected, render_adjacency, render_edges
from bootcamps.kit.literal import strict_int_list
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 7
    extra_edges: int = 2

    def __post_init__(self) -> None:
        if not 4 <= self.vertices <= 60:
            raise ValueError(f"vertices must be in 4..60, got {self.vertices}")
        if self.extra_edges < 0:
            raise ValueError(f"extra_edges must be >= 0, got {self.extra_edges}")


_TEMPLATES = (
    "A connected undirected graph has vertices 0 to {last} and edges:\n{edges}\nAn articulation point is a vertex "
    "whose removal (together with its edges) disconnects the remaining vertices. List all articulation points.",
    "Airports 0..{last} have two-way routes:\n{edges}\nWhich airports, if closed, would leave some of the other "
    "airports unable to reach each other? List every such airport.",
    "Find every cut vertex of this connected graph (a vertex whose deletion splits the rest of the graph into two "
    "or more pieces). Adjacency lists:\n{adjacency}",
)


class ArticulationPoints(Bootcamp):
    id = "graph/articulation_points"
    description = "All cut vertices of a connected undirected graph, each once in any order (vertex-removal search trace)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=6, extra_edges=2),
        "2": Config(vertices=8, extra_edges=3),
        "3": Config(vertices=10, extra_edges=4),
        "4": Config(vertices=13, extra_edges=6),
        "5": Config(vertices=16, extra_edges=8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        for _ in range(1000):
            edges = [e[:2] for e in random_connected(rng, config.vertices, config.extra_edges)]
            data = {"n": config.vertices, "edges": edges}
            found = self.solve(data)
            if 0 < len(found) < config.vertices - 2:  # some cut vertices, and several that are not
                rng.shuffle(edges)
                return data, found
        raise RuntimeError(f"{self.id}: no graph with a few cut vertices in 1000 tries")

    def prompt(self, data: dict, rng: random.Random) -> str:
        n, edges = data["n"], data["edges"]
        text = rng.choice(_TEMPLATES).format(
            last=n - 1, edges=render_edges(edges, False, edge_style(rng)), adjacency=render_adjacency(n, edges, False)
        )
        form = "the cut vertices, each once, in any order, separated by commas (for example 2, 5)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def check(self, data: dict, answer: list[int], text: str) -> float:
        given = strict_int_list(text, max_items=data["n"])
        if not given or len(set(given)) != len(given):  # a repeat would let a second guess ride along
            return 0.0
        return 1.0 if sorted(given) == list(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> list[int]:
        n = data["n"]
        adj = neighbours(n, data["edges"])
        cuts: list[int] = []
        for x in range(n):
            start = 1 if x == 0 else 0
            seen, queue = [start], [start]
            while queue:
                t.state(f"without {x} expand {queue[0]}")
                queue = t.fetch("queue", queue)
                u = queue[0]
                row = t.fetch(f"adj[{u}]", [v for v in adj[u] if v != x])
                new = t.compute("new", [v for v in row if v not in seen], why=f"neighbours not seen, {x} removed")
                seen = seen + new
                queue = t.compute("queue", queue[1:] + new)
            t.state(f"vertex {x}")
            reached = t.fetch(f"reached without {x}", len(seen))
            if t.goto(reached < n - 1, why=f"fewer than {n - 1} vertices reached: a cut vertex"):
                cuts = t.compute("cuts", cuts + [x])
        t.state("answer")
        return t.compute("answer", t.fetch("cuts", cuts))

    def solve(self, data: dict) -> list[int]:
        # Count union-find components of the graph minus each vertex.
        n = data["n"]
        out = []
        for x in range(n):
            root = list(range(n))

            def find(a: int) -> int:
                while root[a] != a:
                    root[a] = root[root[a]]
                    a = root[a]
                return a

            for u, v in data["edges"]:
                if x not in (u, v):
                    root[find(u)] = find(v)
            if len({find(a) for a in range(n) if a != x}) > 1:
                out.append(x)
        return out


BOOTCAMP = ArticulationPoints()
