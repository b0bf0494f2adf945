"""Number of strongly connected components of a directed graph.

Two vertices are in one component when each can reach the other. The trace takes the
smallest vertex not yet placed, explores what it reaches forwards and what reaches it
(backwards), one state per expanded vertex; the vertices found both ways form its component.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.graphgen import neighbours, random_digraph, render_edges
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 6
    arcs: int = 8

    def __post_init__(self) -> None:
        if not 2 <= self.vertices <= 200:
            raise ValueError(f"vertices must be in 2..200, got {self.vertices}")
        if not 1 <= self.arcs <= self.vertices * (self.vertices - 1):
            raise ValueError(f"arcs must be in 1..n(n-1), got {self.arcs}")


_TEMPLATES = (
    "A directed graph has vertices 0 to {last} and these arcs:\n{edges}\nHow many strongly connected components "
    "does it have? (Two vertices are in the same component when each can reach the other along arcs; a vertex on "
    "its own is a component.)",
    "One-way streets join squares 0..{last}:\n{edges}\nGroup the squares so that within a group you can drive from "
    "any square to any other and back, and the groups are as large as possible. How many groups are there?",
    "Count the strongly connected components of the digraph on vertices 0-{last} with arc list:\n{edges}",
)


class StronglyConnectedComponents(IntegerAnswer, Bootcamp):
    id = "graph/strongly_connected_components"
    description = "Count the strongly connected components of a directed graph (forward/backward search trace)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=5, arcs=7),
        "2": Config(vertices=7, arcs=10),
        "3": Config(vertices=9, arcs=14),
        "4": Config(vertices=12, arcs=19),
        "5": Config(vertices=16, arcs=26),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        arcs = random_digraph(rng, config.vertices, config.arcs)
        rng.shuffle(arcs)
        data = {"n": config.vertices, "arcs": arcs}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        edges = render_edges(data["arcs"], True, (rng.choice((0, 1, 2)), 0))
        text = rng.choice(_TEMPLATES).format(last=data["n"] - 1, edges=edges)
        return f"{text}\n{answer_instruction('the number of components as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        n = data["n"]
        out = neighbours(n, data["arcs"], directed=True)
        into = neighbours(n, [[v, u] for u, v in data["arcs"]], directed=True)
        placed = [False] * n
        count = 0

        def explore(start: int, adj: list[list[int]], tag: str) -> list[int]:
            seen, queue = [start], [start]
            while queue:
                t.state(f"{tag} from {start} expand {queue[0]}")
                queue = t.fetch("queue", queue)
                u = queue[0]
                row = t.fetch(f"{tag}[{u}]", adj[u])
                new = t.compute("new", [v for v in row if v not in seen], why="not reached yet")
                seen = seen + new
                queue = t.compute("queue", queue[1:] + new)
            return sorted(seen)

        for s in range(n):
            t.state(f"vertex {s}")
            if not t.goto(not t.fetch(f"placed[{s}]", placed[s]), why="an unplaced vertex starts a component"):
                continue
            forward = explore(s, out, "out")
            backward = explore(s, into, "in")
            t.state(f"component of {s}")
            forward = t.ret("reach", forward)
            backward = t.ret("reached_by", backward)
            members = t.compute("members", [v for v in forward if v in backward], why="reached both ways")
            for v in members:
                placed[v] = True
            count = t.compute("count", count + 1)
        t.state("answer")
        return t.compute("answer", t.fetch("count", count))

    def solve(self, data: dict) -> int:
        # Transitive closure by repeated squaring of reachability sets, then mutual pairs.
        n = data["n"]
        reach = [{v} for v in range(n)]
        for u, v in data["arcs"]:
            reach[u].add(v)
        changed = True
        while changed:
            changed = False
            for u in range(n):
                grown = set().union(*(reach[v] for v in reach[u]))
                if grown != reach[u]:
                    reach[u], changed = grown, True
        labels = {frozenset(v for v in reach[u] if u in reach[v]) for u in range(n)}
        return len(labels)


BOOTCAMP = StronglyConnectedComponents()
