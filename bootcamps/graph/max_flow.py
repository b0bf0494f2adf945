"""Maximum flow value from a source to a sink in a directed network with arc capacities.

The trace is Edmonds-Karp: each round searches the residual network breadth-first (one state
per expanded vertex), then pushes the bottleneck along the path found; it stops when the sink
is unreachable.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.graphgen import random_digraph, render_edges
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 5
    arcs: int = 8
    max_capacity: int = 9

    def __post_init__(self) -> None:
        if not 3 <= self.vertices <= 60:
            raise ValueError(f"vertices must be in 3..60, got {self.vertices}")
        if not 2 <= self.arcs <= self.vertices * (self.vertices - 1):
            raise ValueError(f"arcs must be in 2..n(n-1), got {self.arcs}")
        if self.max_capacity < 1:
            raise ValueError(f"max_capacity must be >= 1, got {self.max_capacity}")


_TEMPLATES = (
    "A directed network has nodes 0 to {last}. Each arc has a capacity:\n{edges}\n"
    "What is the maximum flow from node {s} to node {t}?",
    "Water flows through one-way pipes between stations 0..{last}; each pipe's capacity (litres per second) is "
    "shown:\n{edges}\nWhat is the largest rate at which water can be sent from station {s} to station {t}, "
    "with no water lost at the stations in between?",
    "Compute the value of a maximum {s}-{t} flow in the capacitated directed graph below (vertices 0-{last}):\n{edges}",
)


class MaxFlow(IntegerAnswer, Bootcamp):
    id = "graph/max_flow"
    description = "Maximum flow value in a capacitated directed network (Edmonds-Karp trace)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=4, arcs=5, max_capacity=9),
        "2": Config(vertices=5, arcs=8, max_capacity=12),
        "3": Config(vertices=6, arcs=11, max_capacity=15),
        "4": Config(vertices=8, arcs=16, max_capacity=20),
        "5": Config(vertices=10, arcs=24, max_capacity=30),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.vertices
        for _ in range(1000):
            arcs = random_digraph(rng, n, config.arcs, 1, config.max_capacity)
            s, target = rng.sample(range(n), 2)
            arcs = [a for a in arcs if a[1] != s and a[0] != target]  # nothing flows into s or out of t
            data = {"n": n, "arcs": arcs, "source": s, "target": target}
            value = self.solve(data)
            if value > 0:
                rng.shuffle(arcs)
                return data, value
        raise RuntimeError(f"{self.id}: no network with positive flow in 1000 tries")

    def prompt(self, data: dict, rng: random.Random) -> str:
        style = (rng.choice((0, 1, 2)), rng.randrange(4))
        text = rng.choice(_TEMPLATES).format(
            last=data["n"] - 1, edges=render_edges(data["arcs"], True, style), s=data["source"], t=data["target"]
        )
        return f"{text}\n{answer_instruction('the maximum flow value as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        n, s, target = data["n"], data["source"], data["target"]
        res = [[0] * n for _ in range(n)]  # residual capacities
        for u, v, c in data["arcs"]:
            res[u][v] += c
        flow = 0
        k = 0
        while True:
            parent = [-1] * n
            parent[s] = s
            queue = [s]
            while queue and parent[target] == -1:
                t.state(f"search {k} expand {queue[0]}")
                queue = t.fetch("queue", queue)
                u = queue[0]
                row = t.fetch(f"res[{u}]", [[v, res[u][v]] for v in range(n) if res[u][v] > 0])
                new = t.compute("new", [v for v, _ in row if parent[v] == -1], why="unlabelled heads of residual arcs")
                for v in new:
                    parent[v] = u
                queue = t.compute("queue", queue[1:] + new)
            t.state(f"search {k} result")
            if not t.goto(t.fetch(f"reached[{target}]", parent[target] != -1), why="augment while the sink is reachable"):
                break
            path = [target]
            while path[0] != s:
                if len(path) > n:  # only corrupted labels loop: fail rather than spin without ops
                    raise ValueError("the labels do not lead back to the source")
                path.insert(0, parent[path[0]])
            path = t.compute("path", path, why="back along the labels")
            caps = t.fetch("caps", [res[a][b] for a, b in zip(path, path[1:])])
            push = t.compute("push", min(caps), why="bottleneck")
            for a, b in zip(path, path[1:]):
                res[a][b] -= push
                res[b][a] += push
            flow = t.compute("flow", flow + push)
            k += 1
        t.state("answer")
        return t.compute("answer", t.fetch("flow", flow))

    def solve(self, data: dict) -> int:
        # Depth-first augmenting paths (Ford-Fulkerson), not the traced breadth-first search.
        n, s, target = data["n"], data["source"], data["target"]
        res = [[0] * n for _ in range(n)]
        for u, v, c in data["arcs"]:
            res[u][v] += c

        def push(u: int, limit: int, seen: set[int]) -> int:
            if u == target:
                return limit
            seen.add(u)
            for v in range(n):
                if res[u][v] > 0 and v not in seen:
                    got = push(v, min(limit, res[u][v]), seen)
                    if got:
                        res[u][v] -= got
                        res[v][u] += got
                        return got
            return 0

        total = 0
        while True:
            got = push(s, 10**18, set())
            if not got:
                return total
            total += got


BOOTCAMP = MaxFlow()
