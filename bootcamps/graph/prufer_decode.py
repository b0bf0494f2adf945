"""Rebuild a labelled tree from its Prüfer code.

The decoder keeps every vertex's degree (1 plus its count in the code); for each code entry it
joins the smallest current leaf to that entry and retires the leaf; the last two vertices of
degree 1 form the final edge. The edge set is the answer, in any order.
"""

from __future__ import annotations

import heapq
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.graphs2 import EdgeSetAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 8

    def __post_init__(self) -> None:
        if not 3 <= self.vertices <= 60:
            raise ValueError(f"vertices must be in 3..60, got {self.vertices}")


_TEMPLATES = (
    "A labelled tree on the vertices 0..{last} has the Prüfer code {code}. List the edges of the tree.",
    "The Prüfer sequence {code} encodes a tree whose vertices are numbered 0 to {last}. Decode it: which "
    "edges does the tree have?",
    "Decode the Prüfer code {code} into a tree on {n} vertices labelled 0..{last} and give all of its edges.",
    "A tree with vertices 0, 1, ..., {last} was encoded by repeatedly removing the smallest-numbered leaf and "
    "writing down its neighbour, giving {code}. Recover the tree's edges.",
)


class PruferDecode(EdgeSetAnswer, Bootcamp):
    id = "graph/prufer_decode"
    description = "Rebuild a labelled tree's edge set from its Prüfer code (smallest-leaf decoding trace)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=8),
        "2": Config(vertices=10),
        "3": Config(vertices=13),
        "4": Config(vertices=17),
        "5": Config(vertices=22),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        n = config.vertices
        data = {"n": n, "code": [rng.randrange(n) for _ in range(n - 2)]}  # every code is a tree
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        code = rng.choice(("[{}]", "({})", "{}")).format(", ".join(map(str, data["code"])))
        text = rng.choice(_TEMPLATES).format(code=code, last=data["n"] - 1, n=data["n"])
        form = "the edges, each once, in any order, as pairs like (0, 3), (2, 5), ..."
        return f"{text}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        n, code = data["n"], data["code"]
        t.state("degrees")
        degree = [1] * n
        for v in code:
            degree[v] += 1
        degree = t.compute("deg", list(degree), why="1 + occurrences in the code")
        edges = []
        for i in range(len(code)):
            t.state(f"code {i}")
            v = t.fetch(f"code[{i}]", code[i])
            leaf = t.compute("leaf", min(u for u in range(n) if degree[u] == 1), why="smallest vertex of degree 1")
            edges.append(t.compute(f"edge[{i}]", [min(leaf, v), max(leaf, v)]))
            degree = list(degree)
            degree[leaf] -= 1
            degree[v] -= 1
            degree = t.compute("deg", degree, why=f"retire {leaf}, lower deg[{v}]")
        t.state("last edge")
        a, b = (u for u in range(n) if degree[u] == 1)
        edges.append(t.compute(f"edge[{len(code)}]", [a, b], why="the two vertices left with degree 1"))
        return sorted(edges)

    def solve(self, data: dict) -> list[list[int]]:
        # Decode with a heap of leaves instead of rescanning the degrees.
        n, code = data["n"], data["code"]
        left = [0] * n
        for v in code:
            left[v] += 1
        leaves = [u for u in range(n) if left[u] == 0]
        heapq.heapify(leaves)
        edges = []
        for v in code:
            leaf = heapq.heappop(leaves)
            edges.append(sorted((leaf, v)))
            left[v] -= 1
            if left[v] == 0:
                heapq.heappush(leaves, v)
        edges.append(sorted(leaves))
        return sorted(edges)


BOOTCAMP = PruferDecode()
