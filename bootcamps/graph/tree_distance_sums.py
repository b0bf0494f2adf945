"""For every vertex of a weighted tree, the sum of its distances to all other vertices.

The trace roots the tree at vertex 0 and makes two passes. Upward (children first): the size
of each subtree and the sum of distances from its root down into it. Downward (parents first),
rerooting: moving the root from p to a child v across an edge of weight w brings size(v)
vertices w closer and the other n - size(v) vertices w farther, so
``total[v] = total[p] + w * (n - 2 * size(v))``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.kit.graphgen import edge_style, random_weighted_tree, render_edges
from bootcamps.kit.graphs2 import ShuffledGraphCase, children_lists, rooted
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 7
    max_weight: int = 9

    def __post_init__(self) -> None:
        if not 3 <= self.vertices <= 60:
            raise ValueError(f"vertices must be in 3..60, got {self.vertices}")
        if not 1 <= self.max_weight <= 1000:
            raise ValueError(f"max_weight must be in 1..1000, got {self.max_weight}")


_TEMPLATES = (
    "A tree has vertices 0..{last} and these weighted edges:\n{edges}\nFor each vertex, add up its distances "
    "(path lengths) to all the other vertices. List these sums for vertices 0, 1, ..., {last} in order.",
    "Villages 0..{last} are joined by roads forming a tree (lengths in km):\n{edges}\nFor each village, what is "
    "the total distance from it to every other village? Give the totals in village order.",
    "Compute the distance sum of every vertex of this edge-weighted tree on vertices 0..{last} (the sum of the "
    "weighted path lengths to all other vertices):\n{edges}",
)


class TreeDistanceSums(ShuffledGraphCase, IntListAnswer, Bootcamp):
    id = "graph/tree_distance_sums"
    description = "Sum of distances from every vertex of a weighted tree (subtree sizes, then rerooting trace)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=5, max_weight=5),
        "2": Config(vertices=7, max_weight=9),
        "3": Config(vertices=10, max_weight=9),
        "4": Config(vertices=14, max_weight=15),
        "5": Config(vertices=20, max_weight=20),
    }

    def random_edges(self, config: Config, rng: random.Random) -> list[list[int]]:
        return random_weighted_tree(rng, config.vertices, 1, config.max_weight)

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(last=data["n"] - 1, edges=render_edges(data["edges"], False, edge_style(rng)))
        form = f"{data['n']} integers separated by commas, vertex 0 first (e.g. 12, 9, 15, ...)"
        return f"{text}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> list[int]:
        n = data["n"]
        parent, order = rooted(n, data["edges"], 0)
        weight = {}
        for u, v, w in data["edges"]:
            weight[(u, v)] = weight[(v, u)] = w
        size, down = [1] * n, [0] * n
        children = children_lists(parent)
        for v in reversed(order):  # children first
            kids = children[v]
            if not kids:
                continue
            t.state(f"up {v}")
            s, d = 1, 0
            for c in kids:
                sc = t.fetch(f"size[{c}]", size[c])
                s += sc
                d += t.fetch(f"down[{c}]", down[c]) + t.fetch(f"w({v},{c})", weight[(v, c)]) * sc
            size[v] = t.compute(f"size[{v}]", s, why="1 + sizes of the children")
            down[v] = t.compute(f"down[{v}]", d, why="sum of down[c] + w*size[c]")
        total = [0] * n
        t.state("root 0")
        total[0] = t.compute("total[0]", t.fetch("down[0]", down[0]))
        for v in order[1:]:  # parents first
            t.state(f"reroot {v}")
            p = parent[v]
            tp = t.fetch(f"total[{p}]", total[p])
            w = t.fetch(f"w({p},{v})", weight[(p, v)])
            sv = t.fetch(f"size[{v}]", size[v])
            total[v] = t.compute(f"total[{v}]", tp + w * (n - 2 * sv), why=f"total[{p}] + {w}*({n}-2*{sv})")
        t.state("answer")
        return t.compute("answer", list(total))

    def solve(self, data: dict) -> list[int]:
        # A depth-first walk from every vertex, summing the distances it reaches.
        adj: list[list[tuple[int, int]]] = [[] for _ in range(data["n"])]
        for u, v, w in data["edges"]:
            adj[u].append((v, w))
            adj[v].append((u, w))
        sums = []
        for src in range(data["n"]):
            total, stack = 0, [(src, -1, 0)]
            while stack:
                u, came, dist = stack.pop()
                total += dist
                stack.extend((v, u, dist + w) for v, w in adj[u] if v != came)
            sums.append(total)
        return sums


BOOTCAMP = TreeDistanceSums()
