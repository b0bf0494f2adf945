"""How many different shapes the subtrees of a rooted tree have.

Every vertex roots a subtree (the vertex and all its descendants). Two subtrees have the same
shape when one can be turned into the other by reordering children (rooted, unordered tree
isomorphism). The trace is the AHU method: deepest vertices first, each vertex's shape is named
by the sorted list of its children's shape numbers; an unseen list gets the next number.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.graphs2 import children_lists
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 10
    max_children: int = 3

    def __post_init__(self) -> None:
        if not 3 <= self.vertices <= 80:
            raise ValueError(f"vertices must be in 3..80, got {self.vertices}")
        if not 2 <= self.max_children <= 6:
            raise ValueError(f"max_children must be in 2..6, got {self.max_children}")


_TEMPLATES = (
    "A rooted tree has vertices 0..{last} with root {root}; the parent of each other vertex is:\n{parents}\n"
    "Each vertex is the root of a subtree (itself and all its descendants). Two subtrees have the same shape if "
    "one becomes the other by reordering children at any vertices. How many different shapes occur among the "
    "{n} subtrees?",
    "In a family tree, person {root} is the founder and each other person's parent is listed:\n{parents}\n"
    "Each person heads a branch made of themself and all their descendants. Ignoring names and the order of "
    "siblings, how many differently shaped branches are there (counting each shape once)?",
    "Count the isomorphism classes of rooted subtrees in this tree (vertices 0..{last}, root {root}); subtrees are "
    "rooted unordered trees, one per vertex. Parents:\n{parents}",
)


class SubtreeShapes(IntegerAnswer, Bootcamp):
    id = "graph/subtree_shapes"
    description = "Number of distinct rooted-subtree shapes in a tree (AHU canonical numbering trace)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=8, max_children=3),
        "2": Config(vertices=12, max_children=3),
        "3": Config(vertices=16, max_children=3),
        "4": Config(vertices=22, max_children=4),
        "5": Config(vertices=30, max_children=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.vertices
        labels = rng.sample(range(n), n)
        parent = [-1] * n
        kids = [0] * n
        for i in range(1, n):
            # Attach to a recent vertex more often, so the tree has depth and repeated small shapes.
            while True:
                j = rng.randrange(max(0, i - 4), i) if rng.random() < 0.6 else rng.randrange(i)
                if kids[j] < config.max_children:
                    break
            kids[j] += 1
            parent[labels[i]] = labels[j]
        data = {"parent": parent}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        parent = data["parent"]
        style = rng.choice(("parent({v}) = {p}", "{v} -> {p}", "{v}: {p}"))
        parents = ", ".join(style.format(v=v, p=p) for v, p in enumerate(parent) if p >= 0)
        text = rng.choice(_TEMPLATES).format(last=len(parent) - 1, root=parent.index(-1), parents=parents,
                                             n=len(parent))
        return f"{text}\n{answer_instruction('the number of shapes as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        parent = data["parent"]
        kids = children_lists(parent)
        depth = [0] * len(parent)
        order = [parent.index(-1)]
        for u in order:
            for v in kids[u]:
                depth[v] = depth[u] + 1
                order.append(v)
        names: dict[tuple, int] = {}
        shape = [0] * len(parent)
        for v in reversed(order):  # children before parents
            t.state(f"vertex {v}")
            key = tuple(sorted(t.fetch(f"shape[{c}]", shape[c]) for c in kids[v]))
            key = t.compute("children", list(key), why="sorted shapes of the children")
            known = tuple(key) in names
            if not t.goto(known, why="this list was named before"):
                names[tuple(key)] = t.compute("new", len(names) + 1, why="next unused number")
            shape[v] = t.compute(f"shape[{v}]", names[tuple(key)])
        t.state("answer")
        return t.compute("answer", t.fetch("shapes", len(names)))

    def solve(self, data: dict) -> int:
        # Canonical parenthesis strings of every subtree, built recursively; count the distinct ones.
        kids = children_lists(data["parent"])
        seen: set[str] = set()

        def code(v: int) -> str:
            out = "(" + "".join(sorted(code(c) for c in kids[v])) + ")"
            seen.add(out)
            return out

        code(data["parent"].index(-1))
        return len(seen)


BOOTCAMP = SubtreeShapes()
