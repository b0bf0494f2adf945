"""Green Hackenbush on trees planted on the ground: the Sprague-Grundy value (nimber) of the
position. By the colon principle a node's value is the XOR over its children c of
(value(c) + 1), and the ground's value is the position's."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_branches: int = 2
    max_branches: int = 3
    max_branch_edges: int = 5

    def __post_init__(self) -> None:
        if not 1 <= self.min_branches <= self.max_branches <= 8:
            raise ValueError(f"need 1 <= min_branches <= max_branches <= 8, got {self.min_branches}, {self.max_branches}")
        if not 1 <= self.max_branch_edges <= 12:
            raise ValueError(f"max_branch_edges must be in 1..12, got {self.max_branch_edges}")


def children_of(edges: list[list[int]]) -> dict[int, list[int]]:
    """Children lists of the tree rooted at the ground (node 0), children in label order."""
    adj: dict[int, list[int]] = {}
    for u, v in edges:
        adj.setdefault(u, []).append(v)
        adj.setdefault(v, []).append(u)
    kids: dict[int, list[int]] = {0: []}
    seen, order = {0}, [0]
    for node in order:
        for nxt in sorted(adj.get(node, [])):
            if nxt not in seen:
                seen.add(nxt)
                kids[node].append(nxt)
                kids[nxt] = []
                order.append(nxt)
    return kids


def label(node: int) -> str:
    return "G" if node == 0 else str(node)


_TEMPLATES = (
    "Green Hackenbush. A drawing is made of edges; G is the ground. Edges: {edges}. Players alternate; a move "
    "erases one edge, and then every edge no longer connected to the ground (through remaining edges) falls away. "
    "A player who cannot move loses. What is the Sprague-Grundy value (nimber) of this position?",
    "The following edges form trees standing on the ground node G: {edges}. In Green Hackenbush, each turn "
    "removes any one edge together with everything that is thereby cut off from G; whoever has no edge to remove "
    "loses. Compute the nim-value of the whole picture.",
    "Compute the Grundy number of this Green Hackenbush position. Its edges are {edges}, where G is the ground. "
    "A move deletes a single edge, and all edges that are then disconnected from G are deleted as well; the player "
    "unable to move loses.",
)


class HackenbushTree(IntegerAnswer, Bootcamp):
    id = "game/hackenbush_tree"
    description = "Green Hackenbush on trees rooted at the ground: the Sprague-Grundy value of the position"
    Config = Config
    LEVELS = {
        "1": Config(min_branches=2, max_branches=2, max_branch_edges=3),
        "2": Config(min_branches=2, max_branches=3, max_branch_edges=4),
        "3": Config(min_branches=2, max_branches=3, max_branch_edges=6),
        "4": Config(min_branches=3, max_branches=4, max_branch_edges=7),
        "5": Config(min_branches=4, max_branches=5, max_branch_edges=8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        edges: list[list[int]] = []
        n = 0
        for _ in range(rng.randint(config.min_branches, config.max_branches)):
            n += 1
            nodes = [n]
            edges.append([0, n])
            for _ in range(rng.randint(1, config.max_branch_edges) - 1):
                n += 1
                edges.append([rng.choice(nodes), n])
                nodes.append(n)
        names = rng.sample(range(1, 100), n)  # labels carry no hint of the structure
        rename = {0: 0, **{old: new for old, new in zip(range(1, n + 1), names)}}
        edges = [[rename[u], rename[v]] if rng.random() < 0.7 else [rename[v], rename[u]] for u, v in edges]
        rng.shuffle(edges)
        data = {"edges": edges}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        edges = ", ".join(f"{label(u)}-{label(v)}" for u, v in data["edges"])
        text = rng.choice(_TEMPLATES).format(edges=edges)
        return f"{text}\n{answer_instruction('the Grundy value, a single non-negative integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        """Post-order from the ground: value(v) = XOR over children c of (value(c) + 1)."""
        kids = children_of(data["edges"])

        def value(node: int) -> int:
            got = [value(c) for c in kids[node]]
            t.state(f"node {label(node)}")
            total = t.compute("acc", 0, why="XOR of nothing") if not got else 0
            for c, g in zip(kids[node], got):
                g = t.ret(f"g[{label(c)}]", g)
                total = t.compute("acc", total ^ (g + 1), why=f"acc xor (g[{label(c)}]+1)")
            return t.compute(f"g[{label(node)}]", total, why="value of the node")

        return value(0)

    def solve(self, data: dict) -> int:
        """Colon principle bottom-up without recursion: collapse each node's subtree to a
        stalk of the node's value, deepest nodes first."""
        kids = children_of(data["edges"])
        order = [0]
        for node in order:
            order.extend(kids[node])
        g: dict[int, int] = {}
        for node in reversed(order):
            stalk = 0
            for c in kids[node]:
                stalk ^= g[c] + 1
            g[node] = stalk
        return g[0]


BOOTCAMP = HackenbushTree()
