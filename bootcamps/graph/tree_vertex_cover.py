"""Minimum total weight of a vertex cover of a vertex-weighted tree.

A vertex cover is a set of vertices touching every edge. With weights, taking leaves' parents
is no longer enough: the answer needs the tree DP. The trace roots the tree at vertex 0 and
visits vertices children first; each state reads the children's two values and computes
``take[v]`` (v in the cover: its weight plus the cheaper option of each child) and
``skip[v]`` (v out: every child must be in).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import render_any
from bootcamps.kit.graphgen import edge_style, neighbours, random_tree, render_edges
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 8
    max_weight: int = 9

    def __post_init__(self) -> None:
        if not 3 <= self.vertices <= 200:
            raise ValueError(f"vertices must be in 3..200, got {self.vertices}")
        if not 2 <= self.max_weight <= 1000:
            raise ValueError(f"max_weight must be in 2..1000, got {self.max_weight}")


_TEMPLATES = (
    "A tree has vertices 0 to {last}; vertex i has weight w[i], with w = {weights}. Its edges are:\n{edges}\n"
    "Choose a set of vertices that contains at least one end of every edge, with the smallest total weight. "
    "What is that total weight?",
    "Corridors join rooms 0..{last} in a tree layout:\n{edges}\nA guard in a room watches every corridor leaving "
    "it. Posting a guard in room i costs {cost_list}, in that order of rooms. What is the cheapest total cost that "
    "has every corridor watched?",
    "Minimum-weight vertex cover of a tree. Weights of vertices 0..{last}: {weights}. Edges:\n{edges}\n"
    "Give the minimum total weight of a vertex cover.",
)


class TreeVertexCover(IntegerAnswer, Bootcamp):
    id = "graph/tree_vertex_cover"
    description = "Minimum-weight vertex cover of a vertex-weighted tree (children-first take/skip DP trace)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=6, max_weight=9),
        "2": Config(vertices=8, max_weight=20),
        "3": Config(vertices=11, max_weight=30),
        "4": Config(vertices=15, max_weight=50),
        "5": Config(vertices=22, max_weight=99),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        edges = random_tree(rng, config.vertices)
        rng.shuffle(edges)
        weights = [rng.randint(1, config.max_weight) for _ in range(config.vertices)]
        data = {"n": config.vertices, "edges": edges, "weights": weights}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        n, edges = data["n"], data["edges"]
        text = rng.choice(_TEMPLATES).format(
            last=n - 1, edges=render_edges(edges, False, edge_style(rng)), weights=render_any(data["weights"], rng),
            cost_list=", ".join(map(str, data["weights"])),
        )
        return f"{text}\n{answer_instruction('the minimum total weight as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        n, w = data["n"], data["weights"]
        adj = neighbours(n, data["edges"])
        parent, order = [-1] * n, [0]
        for u in order:  # a breadth-first order from the root; reversed, children come first
            for v in adj[u]:
                if v != parent[u]:
                    parent[v] = u
                    order.append(v)
        take, skip = [0] * n, [0] * n
        for v in reversed(order):
            kids = [c for c in adj[v] if c != parent[v]]
            t.state(f"vertex {v}")
            weight = t.fetch(f"w[{v}]", w[v])
            took = [t.fetch(f"take[{c}]", take[c]) for c in kids]
            skipped = [t.fetch(f"skip[{c}]", skip[c]) for c in kids]
            take[v] = t.compute(f"take[{v}]", weight + sum(min(a, b) for a, b in zip(took, skipped)),
                                why="w + cheaper choice of each child")
            skip[v] = t.compute(f"skip[{v}]", sum(took), why="every child must be taken")
        t.state("answer")
        a, b = t.fetch("take[0]", take[0]), t.fetch("skip[0]", skip[0])
        return t.compute("answer", min(a, b))

    def solve(self, data: dict) -> int:
        # Memoised recursion rooted at the last vertex: best(v, parent_taken).
        n, w = data["n"], data["weights"]
        adj = neighbours(n, data["edges"])
        root = n - 1
        parent, order = {root: -1}, [root]
        for u in order:
            for v in adj[u]:
                if v not in parent:
                    parent[v] = u
                    order.append(v)
        best: dict[tuple[int, bool], int] = {}
        for v in reversed(order):
            kids = [c for c in adj[v] if parent.get(c) == v]
            with_v = w[v] + sum(best[(c, True)] for c in kids)
            without_v = sum(best[(c, False)] for c in kids)
            best[(v, True)] = min(with_v, without_v)  # the parent covers the edge up
            best[(v, False)] = with_v  # the parent is out: v must be in
        return best[(root, True)]


BOOTCAMP = TreeVertexCover()
