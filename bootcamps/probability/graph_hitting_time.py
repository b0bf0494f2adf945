"""Simple random walk on a small connected graph: at each step the walker moves to a neighbour
chosen uniformly at random. The exact expected number of steps from a start vertex until it
first reaches a target vertex. The traced solver writes one equation per vertex,
deg(v) h(v) - sum of h(u) over the neighbours u = deg(v) (h(target) = 0), and solves it by
Gauss-Jordan elimination, one state per pivot (no row swaps: the matrix is a principal
minor of the graph Laplacian, positive definite, so every pivot in order is non-zero). The plain solver uses Cramer's rule with
integer determinants computed by fraction-free (Bareiss) elimination."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.graphgen import neighbours, random_tree
from bootcamps.kit.numbers2 import ExactRationalAnswer, ask, frac_text
from bootcamps.trace import Tracer

LETTERS = "ABCDEFGHIJKL"


@dataclass(frozen=True)
class Config:
    min_vertices: int = 3
    max_vertices: int = 4
    max_extra: int = 1  # edges beyond a spanning tree

    def __post_init__(self) -> None:
        if not 3 <= self.min_vertices <= self.max_vertices <= 12 or not 0 <= self.max_extra <= 12:
            raise ValueError(f"need 3 <= min_vertices <= max_vertices <= 12 and max_extra in 0..12, got {self}")


_TEMPLATES = (
    "A token moves on the graph with vertices {vs} and edges {es}. At every step it jumps to one of the neighbours of its current vertex, each with equal probability. Starting at {s}, what is the expected number of steps until the token first reaches {t}?",
    "Rooms {vs} are joined by corridors {es}. A mouse starts in room {s}; each minute it leaves through one of the corridors of its room, chosen uniformly at random. Find the exact expected number of minutes until it first enters room {t}.",
    "Consider the simple random walk on the undirected graph with edge list {es} (vertices {vs}). Compute the expected hitting time of vertex {t} for the walk started at {s}.",
)


def _bareiss_det(matrix: list[list[int]]) -> int:
    m = [row[:] for row in matrix]
    n, sign, prev = len(m), 1, 1
    for k in range(n - 1):
        if m[k][k] == 0:
            swap = next((r for r in range(k + 1, n) if m[r][k]), None)
            if swap is None:
                return 0
            m[k], m[swap], sign = m[swap], m[k], -sign
        for i in range(k + 1, n):
            for j in range(k + 1, n):
                m[i][j] = (m[i][j] * m[k][k] - m[i][k] * m[k][j]) // prev
        prev = m[k][k]
    return sign * m[n - 1][n - 1]


class GraphHittingTime(ExactRationalAnswer, Bootcamp):
    id = "probability/graph_hitting_time"
    description = "Expected hitting time of a simple random walk on a small graph (linear equations)"
    Config = Config
    min_distinct_prompts = {"1": 0.3, "2": 0.85}
    small_space_reason = "level 1 and 2 graphs have three to five vertices"
    LEVELS = {
        "1": Config(min_vertices=3, max_vertices=4, max_extra=1),
        "2": Config(min_vertices=4, max_vertices=5, max_extra=2),
        "3": Config(min_vertices=5, max_vertices=7, max_extra=3),
        "4": Config(min_vertices=7, max_vertices=9, max_extra=4),
        "5": Config(min_vertices=9, max_vertices=11, max_extra=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        n = rng.randint(config.min_vertices, config.max_vertices)
        edges = {tuple(e) for e in random_tree(rng, n)}
        for _ in range(rng.randint(0, config.max_extra)):
            u, v = rng.sample(range(n), 2)
            edges.add((min(u, v), max(u, v)))
        start, target = rng.sample(range(n), 2)
        data = {"n": n, "edges": [list(e) for e in sorted(edges)], "start": start, "target": target}
        return data, frac_text(self.solve(data))

    def prompt(self, data: dict, rng: random.Random) -> str:
        vs = ", ".join(LETTERS[: data["n"]])
        es = ", ".join(f"{LETTERS[u]}-{LETTERS[v]}" for u, v in data["edges"])
        return ask(rng, _TEMPLATES, "an integer or a fraction in lowest terms, e.g. 23/3", vs=vs, es=es,
                   s=LETTERS[data["start"]], t=LETTERS[data["target"]])

    def _equations(self, data: dict) -> tuple[list[int], list[list[int]], list[int]]:
        adj = neighbours(data["n"], data["edges"])
        unknowns = [v for v in range(data["n"]) if v != data["target"]]
        matrix = [[len(adj[v]) if u == v else -(u in adj[v]) for u in unknowns] for v in unknowns]
        return unknowns, matrix, [len(adj[v]) for v in unknowns]

    def program(self, t: Tracer, data: dict) -> str:
        unknowns, matrix, rhs = self._equations(data)
        t.state("equations")
        names = [LETTERS[v] for v in unknowns]
        t.compute("unknowns", len(names), why=f"h of every vertex except {LETTERS[data['target']]}, where h is 0")
        rows = {}
        for name, row, b in zip(names, matrix, rhs):
            rows[name] = t.compute(f"row {name}", [Fraction(x) for x in row] + [Fraction(b)],
                                   why="deg(v) h(v) minus h of each neighbour equals deg(v)")
        pattern = [{c for c, x in enumerate(row) if x} for row in matrix]  # structural non-zeros, fixed by the graph
        for col, name in enumerate(names):
            t.state(f"pivot {name}")
            pivot = [Fraction(x) for x in t.fetch(f"row {name}", rows[name])]  # a claimed 2 reads back as an int
            rows[name] = t.compute(f"new row {name}", [x / pivot[col] for x in pivot], why=f"divide by the {name} coefficient")
            for r, other in enumerate(names):
                if r != col and col in pattern[r]:
                    old = [Fraction(x) for x in t.fetch(f"row {other}", rows[other])]
                    rows[other] = t.compute(f"new row {other}", [a - old[col] * b for a, b in zip(old, rows[name])],
                                            why=f"clear the {name} column")
                    pattern[r] = (pattern[r] | pattern[col]) - {col}
        t.state("answer")
        start = LETTERS[data["start"]]
        return frac_text(t.compute("answer", t.fetch(f"row {start}", rows[start])[-1], why=f"h({start})"))

    def solve(self, data: dict) -> Fraction:
        unknowns, matrix, rhs = self._equations(data)
        col = unknowns.index(data["start"])
        replaced = [row[:col] + [b] + row[col + 1:] for row, b in zip(matrix, rhs)]
        return Fraction(_bareiss_det(replaced), _bareiss_det(matrix))


BOOTCAMP = GraphHittingTime()
