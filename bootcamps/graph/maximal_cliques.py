"""Number of maximal cliques of a graph (cliques that no further vertex can extend; an isolated
vertex is a maximal clique on its own).

The trace is Bron-Kerbosch with pivoting: one state per call with the clique R built so far,
the candidates P and the excluded X; a call with P and X both empty reports R as maximal. The
pivot is the vertex of P or X with the most neighbours in P (smallest number on ties).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.graphgen import edge_style, neighbours, random_simple_graph, render_adjacency, render_edges
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 6
    density: float = 0.5

    def __post_init__(self) -> None:
        if not 3 <= self.vertices <= 30:
            raise ValueError(f"vertices must be in 3..30, got {self.vertices}")
        if not 0 < self.density < 1:
            raise ValueError(f"density must be in (0, 1), got {self.density}")


_TEMPLATES = (
    "An undirected graph has vertices 0..{last} and these edges:\n{edges}\nA clique is a set of vertices that are "
    "pairwise adjacent; it is maximal when no other vertex is adjacent to all of its members. How many maximal "
    "cliques does the graph have? (A vertex with no neighbours is a maximal clique by itself.)",
    "Friendships among people 0..{last}:\n{edges}\nA friend circle is a group in which everybody is friends with "
    "everybody else, and it is complete when nobody outside could join without breaking that. Count the complete "
    "friend circles (a person with no friends forms one alone).",
    "Graph given by adjacency lists:\n{edges}\nCount the maximal cliques: vertex sets that are complete subgraphs "
    "and are not contained in any larger complete subgraph.",
)


class MaximalCliques(IntegerAnswer, Bootcamp):
    id = "graph/maximal_cliques"
    description = "Count the maximal cliques of a graph (Bron-Kerbosch with pivot trace)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=6, density=0.5),
        "2": Config(vertices=8, density=0.5),
        "3": Config(vertices=10, density=0.5),
        "4": Config(vertices=12, density=0.55),
        "5": Config(vertices=15, density=0.55),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.vertices
        m = round(config.density * n * (n - 1) / 2)
        edges = random_simple_graph(rng, n, rng.randint(max(1, m - n // 2), m + n // 2))
        rng.shuffle(edges)
        data = {"n": n, "edges": edges}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        template = rng.choice(_TEMPLATES)
        if "adjacency" in template:
            edges = render_adjacency(data["n"], data["edges"], False)
        else:
            edges = render_edges(data["edges"], False, edge_style(rng))
        text = template.format(last=data["n"] - 1, edges=edges)
        return f"{text}\n{answer_instruction('the number of maximal cliques as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        adj = [set(row) for row in neighbours(data["n"], data["edges"])]
        count = 0

        def expand(r: list[int], p: list[int], x: list[int]) -> None:
            nonlocal count
            t.state(f"call with clique {r}")
            p, x = t.fetch("P", p), t.fetch("X", x)
            if t.goto(not p and not x, why="nothing can extend R: maximal"):
                count = t.compute("count", count + 1)
                return
            if not p:
                return
            pivot = t.compute("pivot", min(p + x, key=lambda u: (-len(adj[u] & set(p)), u)),
                              why="most neighbours in P")
            branch = t.compute("branch", [v for v in p if v not in adj[pivot]], why="P minus N(pivot)")
            for v in branch:
                expand(r + [v], [u for u in p if u in adj[v]], [u for u in x if u in adj[v]])
                p = [u for u in p if u != v]
                x = sorted(x + [v])

        expand([], list(range(data["n"])), [])
        t.state("answer")
        return t.compute("answer", t.fetch("count", count))

    def solve(self, data: dict) -> int:
        # Grow every clique vertex by vertex (each set once, from its smallest members) and count
        # those that no outside vertex extends.
        n = data["n"]
        adj = [set(row) for row in neighbours(n, data["edges"])]
        count, frontier = 0, [frozenset([v]) for v in range(n)]
        while frontier:
            nxt = []
            for clique in frontier:
                common = set.intersection(*(adj[v] for v in clique))
                if not common:
                    count += 1
                nxt.extend(clique | {u} for u in common if u > max(clique))
            frontier = nxt
        return count


BOOTCAMP = MaximalCliques()
