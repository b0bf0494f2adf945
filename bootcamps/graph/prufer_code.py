"""The Prüfer sequence of a labelled tree.

The trace removes the smallest leaf n-2 times, writing down its neighbour each time; one
state per removal, restating the current leaves.
"""

from __future__ import annotations

import heapq
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import parse_ints
from bootcamps.kit.graphgen import edge_style, neighbours, random_tree, render_edges
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 6

    def __post_init__(self) -> None:
        if not 3 <= self.vertices <= 300:
            raise ValueError(f"vertices must be in 3..300, got {self.vertices}")


_TEMPLATES = (
    "A tree has vertices 0 to {last} and edges:\n{edges}\nWrite its Prüfer sequence: repeatedly remove the leaf "
    "with the smallest label and write down the label of its neighbour, until two vertices remain.",
    "Compute the Prüfer code of the labelled tree below (vertices 0..{last}). At each step delete the smallest-"
    "numbered leaf and record the vertex it was attached to; stop when only two vertices are left.\nEdges:\n{edges}",
    "Edges of a tree on vertices 0-{last}:\n{edges}\nEncode the tree as a Prüfer sequence of length {len} (remove "
    "the lowest-labelled leaf each time, noting its neighbour).",
)


class PruferCode(Bootcamp):
    id = "graph/prufer_code"
    description = "Prüfer sequence of a labelled tree (smallest-leaf removal trace)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=6),
        "2": Config(vertices=8),
        "3": Config(vertices=11),
        "4": Config(vertices=15),
        "5": Config(vertices=20),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        edges = random_tree(rng, config.vertices)
        rng.shuffle(edges)
        data = {"n": config.vertices, "edges": edges}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = data["n"]
        edges = render_edges(data["edges"], False, edge_style(rng))
        text = rng.choice(_TEMPLATES).format(last=n - 1, edges=edges, len=n - 2)
        form = f"the {n - 2} labels of the sequence in order, separated by commas"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def check(self, data: dict, answer: list[int], text: str) -> float:
        return 1.0 if parse_ints(text, length=data["n"] - 2) == list(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> list[int]:
        n = data["n"]
        adj = [set(row) for row in neighbours(n, data["edges"])]
        code: list[int] = []
        for k in range(n - 2):
            t.state(f"remove {k}")
            leaves = t.compute("leaves", [v for v in range(n) if len(adj[v]) == 1], why="vertices of degree 1")
            leaf = t.compute("leaf", min(leaves))
            nb = t.fetch(f"nbr[{leaf}]", min(adj[leaf]))
            code = t.compute("code", code + [nb])
            adj[nb].discard(leaf)
            adj[leaf].clear()
        t.state("answer")
        return t.compute("answer", t.fetch("code", code))

    def solve(self, data: dict) -> list[int]:
        # A heap of leaves with degree counts (the trace rescans the degrees each step).
        n = data["n"]
        adj = neighbours(n, data["edges"])
        degree = [len(row) for row in adj]
        removed = [False] * n
        heap = [v for v in range(n) if degree[v] == 1]
        heapq.heapify(heap)
        code = []
        for _ in range(n - 2):
            leaf = heapq.heappop(heap)
            removed[leaf] = True
            nb = next(v for v in adj[leaf] if not removed[v])
            code.append(nb)
            degree[nb] -= 1
            if degree[nb] == 1:
                heapq.heappush(heap, nb)
        return code


BOOTCAMP = PruferCode()
