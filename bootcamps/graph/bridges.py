"""The bridges of a connected undirected graph: edges whose removal disconnects it.

The answer is the set of bridges, in any order. The trace tests each edge in turn: it searches
from one end without using that edge, one state per expanded vertex, and the edge is a bridge
when the other end is never reached.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.graphgen import edge_style, neighbours, parse_pairs, random_connected, render_edges
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 6
    extra_edges: int = 2

    def __post_init__(self) -> None:
        if not 3 <= self.vertices <= 200:
            raise ValueError(f"vertices must be in 3..200, got {self.vertices}")
        if self.extra_edges < 1:
            raise ValueError(f"extra_edges must be >= 1 (else every edge is a bridge), got {self.extra_edges}")


_TEMPLATES = (
    "A connected undirected graph has vertices 0 to {last} and edges:\n{edges}\nA bridge is an edge whose removal "
    "disconnects the graph. List all the bridges.",
    "Cables link servers 0..{last} (each cable works both ways):\n{edges}\nWhich single cables, if cut, would split "
    "the network into two parts that can no longer reach each other? List every such cable.",
    "Find every cut edge (bridge) of this connected graph on vertices 0-{last}:\n{edges}",
)


class Bridges(Bootcamp):
    id = "graph/bridges"
    description = "All bridges of a connected undirected graph, in any order (edge-removal search trace)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=6, extra_edges=2),
        "2": Config(vertices=8, extra_edges=3),
        "3": Config(vertices=10, extra_edges=4),
        "4": Config(vertices=13, extra_edges=5),
        "5": Config(vertices=16, extra_edges=7),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        for _ in range(1000):
            edges = [e[:2] for e in random_connected(rng, config.vertices, config.extra_edges)]
            data = {"n": config.vertices, "edges": edges}
            found = self.solve(data)
            if 0 < len(found) < len(edges):  # some bridges, and some edges that are not
                rng.shuffle(edges)
                return data, found
        raise RuntimeError(f"{self.id}: no graph with both bridges and cycle edges in 1000 tries")

    def prompt(self, data: dict, rng: random.Random) -> str:
        edges = render_edges(data["edges"], False, edge_style(rng))
        text = rng.choice(_TEMPLATES).format(last=data["n"] - 1, edges=edges)
        form = "the bridges as pairs of vertices in any order, for example (0, 3), (2, 5)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return ", ".join(f"({u}, {v})" for u, v in answer)

    def check(self, data: dict, answer: list[list[int]], text: str) -> float:
        pairs = parse_pairs(text, dashed=False)  # "5-0" alone reads as a subtraction
        if pairs is None:
            return 0.0
        given = [tuple(sorted(p)) for p in pairs]
        if len(set(given)) != len(given):  # a repeated bridge is not a list of the bridges
            return 0.0
        return 1.0 if set(given) == {tuple(e) for e in answer} else 0.0

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        n = data["n"]
        adj = neighbours(n, data["edges"])
        found: list[list[int]] = []
        for u, v in sorted(sorted(e) for e in data["edges"]):
            seen, queue = [u], [u]
            reached = False
            while queue and not reached:
                t.state(f"without {u}-{v} expand {queue[0]}")
                queue = t.fetch("queue", queue)
                x = queue[0]
                row = t.fetch(f"adj[{x}]", [y for y in adj[x] if {x, y} != {u, v}])
                new = t.compute("new", [y for y in row if y not in seen], why=f"neighbours not seen, edge {u}-{v} removed")
                seen = seen + new
                queue = t.compute("queue", queue[1:] + new)
                reached = t.goto(v in seen, why=f"stop once {v} is reached")
            t.state(f"edge {u}-{v}")
            if t.goto(not t.fetch(f"reached[{v}]", reached), why=f"{v} unreachable: a bridge"):
                found = t.compute("bridges", found + [[u, v]])
        t.state("answer")
        return t.compute("answer", t.fetch("bridges", found))

    def solve(self, data: dict) -> list[list[int]]:
        # Tarjan's low-link values over a depth-first search (the trace removes each edge in turn).
        n = data["n"]
        adj = neighbours(n, data["edges"])
        order: list = [None] * n
        low = [0] * n
        out = []
        counter = 0
        for root in range(n):
            if order[root] is not None:
                continue
            order[root] = low[root] = counter
            counter += 1
            stack = [(root, -1, iter(adj[root]))]
            while stack:
                u, parent, it = stack[-1]
                nxt = next(it, None)
                if nxt is None:
                    stack.pop()
                    if parent >= 0:
                        low[parent] = min(low[parent], low[u])
                        if low[u] > order[parent]:
                            out.append(sorted([parent, u]))
                elif nxt == parent:
                    continue
                elif order[nxt] is None:
                    order[nxt] = low[nxt] = counter
                    counter += 1
                    stack.append((nxt, u, iter(adj[nxt])))
                else:
                    low[u] = min(low[u], order[nxt])
        return sorted(out)


BOOTCAMP = Bridges()
