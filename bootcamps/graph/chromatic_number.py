"""Chromatic number of a small graph: the fewest colours that give adjacent vertices different colours.

The trace tries k = 1, 2, ... colours with a backtracking search over the vertices in order:
one state per visit of a vertex, reading the colours of its already coloured neighbours and
giving it the smallest allowed colour above the one it had (or stepping back when none is
left). The first k whose search colours every vertex is the answer.
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
    max_states: int = 200  # backtracking can blow up; graphs whose search is longer are redrawn

    def __post_init__(self) -> None:
        if not 3 <= self.vertices <= 12:
            raise ValueError(f"vertices must be in 3..12, got {self.vertices}")
        if not 0.1 <= self.density <= 0.9:
            raise ValueError(f"density must be in 0.1..0.9, got {self.density}")
        if not 20 <= self.max_states <= 2000:
            raise ValueError(f"max_states must be in 20..2000, got {self.max_states}")


_TEMPLATES = (
    "An undirected graph has vertices 0 to {last} and edges:\n{edges}\nWhat is its chromatic number, the smallest "
    "number of colours needed so that the two ends of every edge get different colours?",
    "Exams 0..{last} must be put into time slots; two exams that share a student (listed below) cannot be in the "
    "same slot:\n{edges}\nWhat is the fewest number of slots that works?",
    "Colour the vertices of the graph with adjacency lists\n{adjacency}\nso that neighbours differ. How many colours "
    "are needed at minimum?",
)


def _backtrack(n: int, edges: list[list[int]]) -> tuple[int, int]:
    """The traced search without the tracer: (colours needed, states it records)."""
    earlier = [[u for u in row if u < v] for v, row in enumerate(neighbours(n, edges))]
    states, k = 0, 0
    while True:
        k += 1
        colour, v = [-1] * n, 0
        while 0 <= v < n:
            states += 1
            used = {colour[u] for u in earlier[v]}
            free = [c for c in range(colour[v] + 1, k) if c not in used]
            colour[v] = free[0] if free else -1
            v += 1 if free else -1
        states += 1
        if v == n:
            return k, states


class ChromaticNumber(IntegerAnswer, Bootcamp):
    id = "graph/chromatic_number"
    description = "Chromatic number of a small graph (backtracking colouring trace, independent-set DP solver)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=6, density=0.45, max_states=120),
        "2": Config(vertices=7, density=0.5, max_states=200),
        "3": Config(vertices=8, density=0.45, max_states=300),
        "4": Config(vertices=9, density=0.45, max_states=450),
        "5": Config(vertices=10, density=0.45, max_states=700),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.vertices
        m = round(config.density * n * (n - 1) / 2)
        for _ in range(1000):
            edges = random_simple_graph(rng, n, m)
            rng.shuffle(edges)
            data = {"n": n, "edges": edges}
            k, states = _backtrack(n, edges)
            if states <= config.max_states:
                return data, k
        raise RuntimeError(f"{self.id}: no graph with a search under {config.max_states} states in 1000 tries")

    def prompt(self, data: dict, rng: random.Random) -> str:
        n, edges = data["n"], data["edges"]
        text = rng.choice(_TEMPLATES).format(
            last=n - 1, edges=render_edges(edges, False, edge_style(rng)), adjacency=render_adjacency(n, edges, False)
        )
        return f"{text}\n{answer_instruction('the number of colours as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        n = data["n"]
        earlier = [[u for u in row if u < v] for v, row in enumerate(neighbours(n, data["edges"]))]
        k = 0
        while True:
            k += 1
            colour = [-1] * n
            v = 0
            while 0 <= v < n:
                t.state(f"{k} colours vertex {v}")
                used = t.fetch(f"colours of earlier neighbours of {v}", sorted({colour[u] for u in earlier[v]}))
                last = t.fetch(f"colour[{v}]", colour[v])
                free = t.compute("allowed", [c for c in range(last + 1, k) if c not in used], why=f"colours {last + 1}..{k - 1} not used")
                if t.goto(len(free) > 0, why="take the smallest allowed colour and go on"):
                    colour[v] = t.compute(f"colour[{v}]", free[0])
                    v += 1
                else:
                    colour[v] = t.compute(f"colour[{v}]", -1, why="none left: step back")
                    v -= 1
            t.state(f"{k} colours done")
            if t.goto(t.fetch("vertices coloured", v) == n, why=f"every vertex got one of {k} colours"):
                return t.compute("answer", k)

    def solve(self, data: dict) -> int:
        # Over vertex sets: the fewest independent sets that cover the set (one colour each).
        n = data["n"]
        adj = [0] * n
        for u, v in data["edges"]:
            adj[u] |= 1 << v
            adj[v] |= 1 << u
        independent = [True] * (1 << n)
        for mask in range(1, 1 << n):
            low = (mask & -mask).bit_length() - 1
            rest = mask & (mask - 1)
            independent[mask] = independent[rest] and not adj[low] & rest
        best = [0] + [n] * ((1 << n) - 1)
        for mask in range(1, 1 << n):
            low = mask & -mask
            sub = mask
            while sub:
                if sub & low and independent[sub]:
                    best[mask] = min(best[mask], best[mask ^ sub] + 1)
                sub = (sub - 1) & mask
        return best[(1 << n) - 1]


BOOTCAMP = ChromaticNumber()
