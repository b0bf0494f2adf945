"""Heaviest edge on the path between two vertices of a weighted tree, for several queries.

The trace roots the tree (parents and depths from the root), then answers each query by
climbing: while the two ends differ, the deeper one (the larger vertex on equal depth) steps
up to its parent and the running maximum takes that edge's weight. One state per step up.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.algo6 import deep_tree, depths
from bootcamps.kit.graphgen import edge_style, render_edges
from bootcamps.kit.graphs2 import rooted
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 8
    reach: int = 3
    queries: int = 3
    max_weight: int = 20

    def __post_init__(self) -> None:
        if not 3 <= self.vertices <= 300:
            raise ValueError(f"vertices must be in 3..300, got {self.vertices}")
        if self.reach < 1:
            raise ValueError(f"reach must be >= 1, got {self.reach}")
        if not 1 <= self.queries <= 50:
            raise ValueError(f"queries must be in 1..50, got {self.queries}")
        if self.max_weight < 2:
            raise ValueError(f"max_weight must be >= 2, got {self.max_weight}")


_TEMPLATES = (
    "A tree on vertices 0..{last} has these weighted edges:\n{edges}\nFor each pair below, give the largest edge "
    "weight on the unique path between the two vertices:\n{queries}",
    "Towns 0..{last} are joined by roads forming a tree; each road has a toll "
    "listed here:\n{edges}\nFor every trip below, what is the most expensive single toll paid along the only route "
    "between the two towns?\n{queries}",
    "Weighted tree:\n{edges}\nAnswer max-edge queries: for (u, v), the maximum weight among the edges of the "
    "u-v path.\n{queries}",
)


class TreePathMaxEdge(IntSequenceAnswer, Bootcamp):
    id = "graph/tree_path_max_edge"
    description = "Heaviest edge on tree paths for several queries (climb-to-meet trace)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=6, reach=3, queries=2, max_weight=20),
        "2": Config(vertices=9, reach=3, queries=3, max_weight=30),
        "3": Config(vertices=13, reach=3, queries=4, max_weight=50),
        "4": Config(vertices=18, reach=3, queries=5, max_weight=80),
        "5": Config(vertices=26, reach=3, queries=6, max_weight=99),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        parent = deep_tree(rng, config.vertices, config.reach)
        edges = [[min(v, p), max(v, p), rng.randint(1, config.max_weight)] for v, p in enumerate(parent) if p >= 0]
        rng.shuffle(edges)
        queries = [sorted(rng.sample(range(config.vertices), 2)) for _ in range(config.queries)]
        data = {"n": config.vertices, "edges": edges, "queries": queries}
        return data, self.solve(data)

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def prompt(self, data: dict, rng: random.Random) -> str:
        form = rng.choice(("({u}, {v})", "{u} and {v}", "from {u} to {v}"))
        queries = "\n".join(f"{i + 1}. " + form.format(u=u, v=v) for i, (u, v) in enumerate(data["queries"]))
        template = rng.choice(_TEMPLATES)
        text = template.format(last=data["n"] - 1, edges=render_edges(data["edges"], False, edge_style(rng)),
                               queries=queries)
        return f"{text}\n{answer_instruction('the maxima in query order as a comma-separated list, e.g. 7, 12')}"

    def program(self, t: Tracer, data: dict) -> list[int]:
        n = data["n"]
        parent, _ = rooted(n, data["edges"], 0)
        weight = {}
        for u, v, w in data["edges"]:
            weight[(u, v)] = weight[(v, u)] = w
        depth = depths(parent)
        out = []
        for i, (a, b) in enumerate(data["queries"]):
            best = 0
            while True:
                t.state(f"query {i + 1} climb")
                a, b = t.fetch("a", a), t.fetch("b", b)
                if not t.goto(a != b, why="ends differ"):
                    break
                da, db = t.fetch(f"depth[{a}]", depth[a]), t.fetch(f"depth[{b}]", depth[b])
                lift = t.compute("lift", a if (da, a) > (db, b) else b, why="deeper end (larger on a tie)")
                up = t.fetch(f"parent[{lift}]", parent[lift])
                w = t.fetch(f"w({lift},{up})", weight[(lift, up)])
                best = t.compute("best", max(best, w))
                if lift == a:
                    a = t.compute("a", up)
                else:
                    b = t.compute("b", up)
            out = t.compute("answers", out + [best])
        t.state("answer")
        return t.compute("answer", t.fetch("answers", out))

    def solve(self, data: dict) -> list[int]:
        # Depth-first search from u carrying the heaviest edge so far, read at v.
        adj: dict[int, list[tuple[int, int]]] = {}
        for u, v, w in data["edges"]:
            adj.setdefault(u, []).append((v, w))
            adj.setdefault(v, []).append((u, w))
        out = []
        for u, v in data["queries"]:
            best, stack = {u: 0}, [u]
            while stack:
                x = stack.pop()
                for y, w in adj[x]:
                    if y not in best:
                        best[y] = max(best[x], w)
                        stack.append(y)
            out.append(best[v])
        return out


BOOTCAMP = TreePathMaxEdge()
