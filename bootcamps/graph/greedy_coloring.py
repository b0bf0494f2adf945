"""Welsh-Powell greedy colouring: the colour each vertex gets.

Vertices are coloured one at a time in order of degree, highest first (ties: smaller number
first); each takes the smallest colour 1, 2, 3, ... that no already-coloured neighbour has. The
trace computes the degrees and the order, then one state per vertex reads its coloured
neighbours' colours and picks the first free one.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.kit.graphgen import edge_style, neighbours, random_simple_graph, render_adjacency, render_edges
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 8
    edges: int = 12

    def __post_init__(self) -> None:
        if not 3 <= self.vertices <= 60:
            raise ValueError(f"vertices must be in 3..60, got {self.vertices}")
        if not 1 <= self.edges <= self.vertices * (self.vertices - 1) // 2:
            raise ValueError(f"edges must be in 1..n(n-1)/2, got {self.edges}")


_RULE = ("Colour the vertices one at a time: first sort them by degree (number of neighbours), highest first, "
         "breaking ties by the smaller vertex number; then give each vertex, in that order, the smallest colour "
         "number 1, 2, 3, ... not already used by one of its neighbours.")
_TEMPLATES = (
    "An undirected graph has vertices 0..{last} and edges:\n{graph}\n{rule} What colour does each vertex get?",
    "Apply the Welsh-Powell greedy colouring to this graph on vertices 0..{last}.\n{rule}\nGraph:\n{graph}\n"
    "Report the colour of every vertex.",
    "Exams 0..{last} clash when a student takes both; clashing pairs:\n{graph}\nExams get time slots 1, 2, 3, "
    "... and clashing exams need different slots. {rule} (Read 'vertex' as exam and 'colour' as slot.) Which "
    "slot does each exam get?",
)


class GreedyColoring(IntListAnswer, Bootcamp):
    id = "graph/greedy_coloring"
    description = "Colours given by Welsh-Powell greedy colouring (degree order, smallest free colour)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=6, edges=7),
        "2": Config(vertices=8, edges=12),
        "3": Config(vertices=10, edges=18),
        "4": Config(vertices=13, edges=28),
        "5": Config(vertices=17, edges=45),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        edges = random_simple_graph(rng, config.vertices, config.edges)
        rng.shuffle(edges)
        data = {"n": config.vertices, "edges": edges}
        return data, self.solve(data)

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def prompt(self, data: dict, rng: random.Random) -> str:
        if rng.random() < 0.6:
            graph = render_edges(data["edges"], False, edge_style(rng), sep=rng.choice(("\n", ", ")))
        else:
            graph = render_adjacency(data["n"], data["edges"], False)
        text = rng.choice(_TEMPLATES).format(last=data["n"] - 1, graph=graph, rule=_RULE)
        form = f"the {data['n']} colours in vertex order 0, 1, ..., separated by commas (e.g. 1, 2, 1, ...)"
        return f"{text}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> list[int]:
        n = data["n"]
        adj = neighbours(n, data["edges"])
        t.state("degrees")
        degree = t.compute("degree", [len(row) for row in adj])
        order = t.compute("order", sorted(range(n), key=lambda v: (-degree[v], v)), why="highest degree first")
        colour = [0] * n
        for v in order:
            t.state(f"colour {v}")
            used = sorted({t.fetch(f"colour[{u}]", colour[u]) for u in adj[v] if colour[u]})
            used = t.compute("used", used, why=f"colours of coloured neighbours of {v}")
            c = 1
            while c in used:
                c += 1
            colour[v] = t.compute(f"colour[{v}]", c, why="smallest colour not used")
        t.state("answer")
        return t.compute("answer", list(colour))

    def solve(self, data: dict) -> list[int]:
        # Degrees counted from the edge list; colours tried upward against a neighbour check per pair.
        n, edges = data["n"], {(min(e), max(e)) for e in data["edges"]}
        degree = [sum(v in e for e in edges) for v in range(n)]
        colour: dict[int, int] = {}
        for v in sorted(range(n), key=lambda v: (-degree[v], v)):
            c = 1
            while any(colour.get(u) == c and (min(u, v), max(u, v)) in edges for u in colour):
                c += 1
            colour[v] = c
        return [colour[v] for v in range(n)]


BOOTCAMP = GreedyColoring()
