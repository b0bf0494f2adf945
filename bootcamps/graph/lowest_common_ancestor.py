"""Lowest common ancestor of two vertices of a rooted tree given by parent pointers.

The trace walks from the first vertex up to the root, collecting its ancestors, then climbs
from the second vertex until it meets one of them. One state per step up.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 8
    reach: int = 3  # a new vertex hangs below one of the last `reach` placed: smaller is deeper

    def __post_init__(self) -> None:
        if not 3 <= self.vertices <= 500:
            raise ValueError(f"vertices must be in 3..500, got {self.vertices}")
        if self.reach < 1:
            raise ValueError(f"reach must be >= 1, got {self.reach}")


_TEMPLATES = (
    "A rooted tree has root {root}. The parent of each other vertex is:\n{parents}\n"
    "What is the lowest common ancestor of {a} and {b} (the deepest vertex that is an ancestor of both; "
    "a vertex counts as its own ancestor)?",
    "In a family tree, {root} is the oldest ancestor and every other person's parent is listed:\n{parents}\n"
    "Who is the most recent common ancestor of {a} and {b}? (A person counts as their own ancestor.)",
    "Tree with root {root}; parent pointers:\n{parents}\nFind LCA({a}, {b}), where every vertex is considered an "
    "ancestor of itself.",
)


def _hang(rng: random.Random, n: int, reach: int) -> tuple[int, dict[int, int]]:
    order = list(range(n))
    rng.shuffle(order)
    parent = {}
    for i in range(1, n):
        parent[order[i]] = order[rng.randrange(max(0, i - reach), i)]
    return order[0], parent


class LowestCommonAncestor(IntegerAnswer, Bootcamp):
    id = "graph/lowest_common_ancestor"
    description = "Lowest common ancestor in a rooted tree given by parent pointers (climb trace)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=6, reach=3),
        "2": Config(vertices=10, reach=4),
        "3": Config(vertices=16, reach=4),
        "4": Config(vertices=26, reach=5),
        "5": Config(vertices=40, reach=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        root, parent = _hang(rng, config.vertices, config.reach)
        a, b = rng.sample(sorted(parent), 2)
        parents = [parent.get(v, -1) for v in range(config.vertices)]  # -1 marks the root
        data = {"parent": parents, "a": a, "b": b}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        parent = data["parent"]
        items = [v for v in range(len(parent)) if parent[v] >= 0]
        rng.shuffle(items)
        form = rng.choice(("parent of {v}: {p}", "parent({v}) = {p}", "the parent of {v} is {p}"))
        lines = "\n".join(form.format(v=v, p=parent[v]) for v in items)
        text = rng.choice(_TEMPLATES).format(root=parent.index(-1), parents=lines, a=data["a"], b=data["b"])
        return f"{text}\n{answer_instruction('the vertex as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        parent, a, b = data["parent"], data["a"], data["b"]
        ancestors = [a]
        x = a
        while True:
            t.state(f"up from {x}")
            x = t.fetch(f"parent[{x}]", parent[x])
            if t.goto(x < 0, why="-1: passed the root"):
                break
            ancestors = t.compute("ancestors", ancestors + [x])
        y = b
        while True:
            t.state(f"test {y}")
            y = t.fetch("y", y)
            if y < 0:  # only a corrupted trace climbs past the root
                raise ValueError(f"climbed past the root from {b}")
            if t.goto(y in ancestors, why=f"y is an ancestor of {a}"):
                break
            y = t.fetch(f"parent[{y}]", parent[y])
        t.state("answer")
        return t.compute("answer", t.fetch("y", y))

    def solve(self, data: dict) -> int:
        # Depths first, then lift the deeper vertex and climb both together.
        parent = data["parent"]

        def depth(v: int) -> int:
            d = 0
            while parent[v] >= 0:
                v, d = parent[v], d + 1
            return d

        a, b = data["a"], data["b"]
        da, db = depth(a), depth(b)
        while da > db:
            a, da = parent[a], da - 1
        while db > da:
            b, db = parent[b], db - 1
        while a != b:
            a, b = parent[a], parent[b]
        return a


BOOTCAMP = LowestCommonAncestor()
