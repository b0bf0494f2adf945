"""Number of spanning trees of a small connected undirected graph (an exact integer).

By Kirchhoff's matrix-tree theorem the count is the determinant of the Laplacian with the row
and column of one vertex removed. The trace computes that determinant by fraction-free
(Bareiss) elimination: each state reads the pivot, the previous pivot and one row, and
replaces the row below the pivot; every entry stays an integer, and the last pivot is the
determinant. The Laplacian minor of a connected graph is positive definite, so no pivot is 0.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.graphgen import edge_style, random_connected, render_edges
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 5
    extra_edges: int = 2

    def __post_init__(self) -> None:
        if not 3 <= self.vertices <= 12:
            raise ValueError(f"vertices must be in 3..12, got {self.vertices}")
        if self.extra_edges < 1:
            raise ValueError(f"extra_edges must be >= 1 (a tree has one spanning tree), got {self.extra_edges}")


_TEMPLATES = (
    "A connected undirected graph has vertices 0 to {last} and edges:\n{edges}\nHow many spanning trees does it "
    "have? (A spanning tree is a set of edges that connects all vertices and contains no cycle.)",
    "Towns 0..{last} may be joined by these possible roads:\n{edges}\nIn how many different ways can we choose "
    "exactly {k} of the roads so that every town can reach every other town?",
    "Count the labelled spanning trees of the graph on vertices 0..{last} with these edges (two spanning trees "
    "differ when their edge sets differ):\n{edges}",
)


def laplacian_minor(n: int, edges: list[list[int]]) -> list[list[int]]:
    """The graph Laplacian (degrees on the diagonal, -1 per edge) without vertex n-1's row and column."""
    lap = [[0] * n for _ in range(n)]
    for u, v in edges:
        lap[u][u] += 1
        lap[v][v] += 1
        lap[u][v] -= 1
        lap[v][u] -= 1
    return [row[: n - 1] for row in lap[: n - 1]]


class SpanningTreeCount(IntegerAnswer, Bootcamp):
    id = "graph/spanning_tree_count"
    description = "Number of spanning trees of a small graph (matrix-tree theorem, Bareiss elimination trace)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=5, extra_edges=3),
        "2": Config(vertices=6, extra_edges=4),
        "3": Config(vertices=7, extra_edges=5),
        "4": Config(vertices=8, extra_edges=6),
        "5": Config(vertices=9, extra_edges=8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        edges = [e[:2] for e in random_connected(rng, config.vertices, config.extra_edges)]
        rng.shuffle(edges)
        data = {"n": config.vertices, "edges": edges}
        _, count = self._bareiss(laplacian_minor(config.vertices, edges))
        return data, count

    def prompt(self, data: dict, rng: random.Random) -> str:
        n, edges = data["n"], data["edges"]
        text = rng.choice(_TEMPLATES).format(
            last=n - 1, k=n - 1, edges=render_edges(edges, False, edge_style(rng)),
        )
        return f"{text}\n{answer_instruction('the number of spanning trees as a single integer')}"

    @staticmethod
    def _bareiss(m: list[list[int]], t: Tracer | None = None) -> tuple[list[list[int]], int]:
        size = len(m)
        m = [row[:] for row in m]
        prev = 1
        for k in range(size - 1):
            for i in range(k + 1, size):
                if t is not None:
                    t.state(f"pivot {k} row {i}")
                    pivot = t.fetch(f"m[{k}][{k}]", m[k][k])
                    before = t.fetch("prev pivot", prev)
                    top = t.fetch(f"row {k}", m[k][k:])
                    row = t.fetch(f"row {i}", m[i][k:])
                    new = [(pivot * row[j] - row[0] * top[j]) // before for j in range(1, len(row))]
                    m[i][k + 1 :] = t.compute(f"row {i}", new, why=f"(m[{k}][{k}]*m[{i}][j] - m[{i}][{k}]*m[{k}][j]) / prev")
                    m[i][k] = 0
                else:
                    for j in range(k + 1, size):
                        m[i][j] = (m[k][k] * m[i][j] - m[i][k] * m[k][j]) // prev
                    m[i][k] = 0
            prev = m[k][k]
        return m, m[size - 1][size - 1]

    def program(self, t: Tracer, data: dict) -> int:
        n = data["n"]
        t.state("laplacian")
        minor = t.compute("L", laplacian_minor(n, data["edges"]), why=f"degrees and -1 per edge, vertex {n - 1} removed")
        m, _ = self._bareiss(minor, t)
        t.state("answer")
        return t.compute("answer", t.fetch(f"m[{n - 2}][{n - 2}]", m[n - 2][n - 2]))

    def solve(self, data: dict) -> int:
        # Brute force: every set of n-1 edges that joins all the vertices without a cycle.
        n, count = data["n"], 0
        for subset in combinations(data["edges"], n - 1):
            root = list(range(n))

            def find(a: int) -> int:
                while root[a] != a:
                    a = root[a]
                return a

            ok = True
            for u, v in subset:
                a, b = find(u), find(v)
                if a == b:
                    ok = False
                    break
                root[a] = b
            count += ok
        return count


BOOTCAMP = SpanningTreeCount()
