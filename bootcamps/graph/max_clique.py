"""Size of a largest clique (a set of pairwise adjacent vertices) of a small graph.

The trace is a branch-and-bound search that grows cliques in increasing vertex order: one
state per search node, reading the clique so far and the candidates (later vertices adjacent
to all of it), and skipping a node whose clique plus all candidates cannot beat the best.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.graphgen import edge_style, neighbours, random_simple_graph, render_adjacency, render_edges
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 7
    density: float = 0.5

    def __post_init__(self) -> None:
        if not 4 <= self.vertices <= 16:
            raise ValueError(f"vertices must be in 4..16, got {self.vertices}")
        if not 0.2 <= self.density <= 0.8:
            raise ValueError(f"density must be in 0.2..0.8, got {self.density}")


_TEMPLATES = (
    "An undirected graph has vertices 0 to {last} and edges:\n{edges}\nWhat is the size of its largest clique (a "
    "set of vertices every two of which are joined by an edge)?",
    "At a party of guests 0..{last}, these pairs know each other:\n{edges}\nWhat is the largest number of guests "
    "who all know one another?",
    "Find the clique number of the graph with adjacency lists\n{adjacency}\n(the number of vertices in a maximum "
    "complete subgraph).",
)


class MaxClique(IntegerAnswer, Bootcamp):
    id = "graph/max_clique"
    description = "Size of a maximum clique of a small graph (branch-and-bound trace, subset brute-force solver)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=7, density=0.45),
        "2": Config(vertices=8, density=0.5),
        "3": Config(vertices=10, density=0.5),
        "4": Config(vertices=12, density=0.5),
        "5": Config(vertices=14, density=0.55),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.vertices
        edges = random_simple_graph(rng, n, round(config.density * n * (n - 1) / 2))
        rng.shuffle(edges)
        data = {"n": n, "edges": edges}
        return data, self._search(data, None)

    def prompt(self, data: dict, rng: random.Random) -> str:
        n, edges = data["n"], data["edges"]
        text = rng.choice(_TEMPLATES).format(
            last=n - 1, edges=render_edges(edges, False, edge_style(rng)), adjacency=render_adjacency(n, edges, False)
        )
        return f"{text}\n{answer_instruction('the clique size as a single integer')}"

    def _search(self, data: dict, t: Tracer | None) -> int:
        n = data["n"]
        later = [set(v for v in row if v > u) for u, row in enumerate(neighbours(n, data["edges"]))]
        best = 0
        stack: list[tuple[list[int], list[int]]] = [([], list(range(n)))]
        while stack:
            clique, cands = stack.pop()
            if t is not None:
                t.state(f"node {clique}")
                clique = t.fetch("clique", clique)
                cands = t.fetch("candidates", cands)
                best = t.fetch("best", best)
                if t.goto(len(clique) + len(cands) <= best, why="even all candidates cannot beat the best"):
                    continue
                best = t.compute("best", max(best, len(clique)))
            else:
                if len(clique) + len(cands) <= best:
                    continue
                best = max(best, len(clique))
            for v in reversed(cands):  # the smallest candidate is explored first
                stack.append((clique + [v], [w for w in cands if w in later[v]]))
        return best

    def program(self, t: Tracer, data: dict) -> int:
        best = self._search(data, t)
        t.state("answer")
        return t.compute("answer", t.fetch("best", best))

    def solve(self, data: dict) -> int:
        # Try vertex sets from the largest size down.
        n = data["n"]
        edges = {tuple(sorted(e)) for e in data["edges"]}
        for size in range(n, 0, -1):
            if any(all(p in edges for p in combinations(group, 2)) for group in combinations(range(n), size)):
                return size
        return 0


BOOTCAMP = MaxClique()
