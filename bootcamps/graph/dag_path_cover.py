"""Minimum path cover of a DAG: the fewest vertex-disjoint directed paths (each following arcs)
that together contain every vertex.

Joining two paths end to start uses one arc, so the fewest paths is n minus the most arcs that
can be chosen with at most one leaving and one entering each vertex: a maximum matching from
"tails" to "heads". The trace runs Kuhn's augmenting-path method: one state per tail vertex
tries to find it a head, re-routing earlier matches along an alternating path.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.graphgen import neighbours, random_dag, render_edges
from bootcamps.kit.graphs2 import ShuffledGraphCase
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 8
    arcs: int = 10

    def __post_init__(self) -> None:
        if not 3 <= self.vertices <= 40:
            raise ValueError(f"vertices must be in 3..40, got {self.vertices}")
        if not 1 <= self.arcs <= self.vertices * (self.vertices - 1) // 2:
            raise ValueError(f"arcs must be in 1..n(n-1)/2, got {self.arcs}")


_TEMPLATES = (
    "A directed acyclic graph has vertices 0..{last} and arcs:\n{arcs}\nWhat is the smallest number of directed "
    "paths (each following arcs forwards; a single vertex counts as a path) such that every vertex lies on "
    "exactly one of them?",
    "Tasks 0..{last}; an arc a -> b means a worker who finishes task a may go straight on to task b:\n{arcs}\n"
    "Each worker does a chain of tasks along such arcs, and every task is done by exactly one worker. How many "
    "workers are needed at least?",
    "Find the size of a minimum vertex-disjoint path cover of this DAG (vertices 0..{last}):\n{arcs}",
)


class DagPathCover(ShuffledGraphCase, IntegerAnswer, Bootcamp):
    id = "graph/dag_path_cover"
    description = "Fewest vertex-disjoint paths covering a DAG (n minus a maximum matching, Kuhn's trace)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=6, arcs=7),
        "2": Config(vertices=8, arcs=10),
        "3": Config(vertices=10, arcs=14),
        "4": Config(vertices=13, arcs=20),
        "5": Config(vertices=17, arcs=28),
    }

    edge_key = "arcs"

    def random_edges(self, config: Config, rng: random.Random) -> list[list[int]]:
        return random_dag(rng, config.vertices, config.arcs)

    def prompt(self, data: dict, rng: random.Random) -> str:
        arcs = render_edges(data["arcs"], True, (rng.choice((0, 1, 3)), 0), sep=rng.choice(("\n", ", ")))
        text = rng.choice(_TEMPLATES).format(last=data["n"] - 1, arcs=arcs)
        return f"{text}\n{answer_instruction('the number of paths as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        n = data["n"]
        out = neighbours(n, data["arcs"], directed=True)
        owner: list[int | None] = [None] * n  # owner[v]: the tail whose arc enters head v

        def augment(u: int, seen: set[int]) -> list[int] | None:
            for v in out[u]:
                if v in seen:
                    continue
                seen.add(v)
                if owner[v] is None:
                    return [u, v]
                rest = augment(owner[v], seen)
                if rest is not None:
                    return [u, v] + rest
            return None

        matched = 0
        for u in range(n):
            if not out[u]:
                continue
            t.state(f"tail {u}")
            path = augment(u, set())
            path = t.compute("alternating", path if path is not None else [], why=f"a free head for {u}, re-routing")
            if t.goto(bool(path), why="augment along it"):
                for i in range(0, len(path) - 1, 2):
                    owner[path[i + 1]] = path[i]
                matched = t.compute("matched", matched + 1)
        t.state("answer")
        m = t.fetch("matched", matched)
        return t.compute("answer", n - m, why=f"{n} vertices minus {m} joining arcs")

    def solve(self, data: dict) -> int:
        # Edmonds-Karp on the split network: source -> tail u -> head v -> sink, unit capacities.
        n = data["n"]
        source, sink = 2 * n, 2 * n + 1
        cap: dict[tuple[int, int], int] = {}
        for u, v in data["arcs"]:
            cap[(u, n + v)] = 1
        for u in range(n):
            cap[(source, u)] = 1
            cap[(n + u, sink)] = 1
        adj: dict[int, set[int]] = {}
        for a, b in list(cap):
            adj.setdefault(a, set()).add(b)
            adj.setdefault(b, set()).add(a)
            cap.setdefault((b, a), 0)
        flow = 0
        while True:
            prev = {source: source}
            queue = [source]
            for x in queue:
                for y in sorted(adj.get(x, ())):
                    if y not in prev and cap[(x, y)] > 0:
                        prev[y] = x
                        queue.append(y)
            if sink not in prev:
                return n - flow
            y = sink
            while y != source:
                x = prev[y]
                cap[(x, y)] -= 1
                cap[(y, x)] += 1
                y = x
            flow += 1


BOOTCAMP = DagPathCover()
