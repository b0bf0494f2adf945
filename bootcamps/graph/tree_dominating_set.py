"""Smallest dominating set of a tree: the fewest vertices such that every vertex is chosen or
adjacent to a chosen one.

The trace is the three-state tree DP, children before parents. For each vertex v:
``take[v]`` (v chosen) = 1 + sum of the cheapest state of each child; ``covered[v]`` (v not
chosen but a chosen child covers it) = sum of min(take, covered) over children, plus the
cheapest switch of one child to ``take`` if none is taken already; ``open[v]`` (v not chosen,
left for its parent to cover) = sum of ``covered`` over children. ``IMPOSSIBLE`` (n + 1, more
than any real set) marks a state that cannot happen, such as ``covered`` at a leaf.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.graphgen import edge_style, random_tree, render_adjacency, render_edges
from bootcamps.kit.graphs2 import ShuffledGraphCase, children_lists, rooted
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 10

    def __post_init__(self) -> None:
        if not 3 <= self.vertices <= 80:
            raise ValueError(f"vertices must be in 3..80, got {self.vertices}")


_TEMPLATES = (
    "A tree has vertices 0..{last} and edges:\n{tree}\nWhat is the smallest number of vertices you can choose so "
    "that every vertex is either chosen or adjacent to a chosen vertex?",
    "Villages 0..{last} are linked by paths forming a tree:\n{tree}\nA fire station in a village protects that "
    "village and every village one path away. What is the fewest fire stations that protect all villages?",
    "Find the domination number (size of a minimum dominating set) of this tree on vertices 0..{last}:\n{tree}",
)


class TreeDominatingSet(ShuffledGraphCase, IntegerAnswer, Bootcamp):
    id = "graph/tree_dominating_set"
    description = "Minimum dominating set size of a tree (three-state tree DP trace)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=7),
        "2": Config(vertices=10),
        "3": Config(vertices=14),
        "4": Config(vertices=19),
        "5": Config(vertices=26),
    }

    def random_edges(self, config: Config, rng: random.Random) -> list[list[int]]:
        return random_tree(rng, config.vertices)

    def prompt(self, data: dict, rng: random.Random) -> str:
        if rng.random() < 0.6:
            tree = render_edges(data["edges"], False, edge_style(rng), sep=rng.choice(("\n", ", ")))
        else:
            tree = render_adjacency(data["n"], data["edges"], False)
        text = rng.choice(_TEMPLATES).format(last=data["n"] - 1, tree=tree)
        return f"{text}\n{answer_instruction('the number of vertices as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        n = data["n"]
        impossible = n + 1
        parent, order = rooted(n, data["edges"], 0)
        kids = children_lists(parent)
        take, covered, open_ = [0] * n, [0] * n, [0] * n
        for v in reversed(order):
            t.state(f"vertex {v}")
            tk, cv, op, switch = 1, 0, 0, impossible
            for c in kids[v]:
                a = t.fetch(f"take[{c}]", take[c])
                b = t.fetch(f"covered[{c}]", covered[c])
                o = t.fetch(f"open[{c}]", open_[c])
                tk += min(a, b, o)
                cv += min(a, b)
                op += b
                switch = min(switch, max(0, a - b))  # 0 once some child is best taken
            take[v] = t.compute(f"take[{v}]", min(tk, impossible), why="1 + cheapest state of each child")
            covered[v] = t.compute(f"covered[{v}]", min(cv + switch, impossible),
                                   why="min(take, covered) per child + cheapest switch to one taken child")
            open_[v] = t.compute(f"open[{v}]", min(op, impossible), why="every child covered by its own children")
        t.state("answer")
        a = t.fetch("take[0]", take[0])
        b = t.fetch("covered[0]", covered[0])
        return t.compute("answer", min(a, b), why="the root cannot be left open")

    def solve(self, data: dict) -> int:
        # The leaf rule, deepest vertices first: an undominated vertex is best covered by choosing
        # its parent (which covers it and more than it would itself); the root takes itself.
        n = data["n"]
        parent, order = rooted(n, data["edges"], 0)
        chosen, dominated = set(), set()
        for v in reversed(order):
            if v in dominated:
                continue
            pick = parent[v] if parent[v] >= 0 else v  # the parent covers v and more than v itself would
            chosen.add(pick)
            dominated |= {pick, *(u for u in range(n) if parent[u] == pick)}
            if parent[pick] >= 0:
                dominated.add(parent[pick])
        return len(chosen)


BOOTCAMP = TreeDominatingSet()
