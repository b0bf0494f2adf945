"""Number of different directed paths from a source to a target in a directed acyclic graph.

The trace takes the vertices in a topological order and fills ``paths[v]``, the number of paths
from the source to v: one state per vertex, adding up the counts of its predecessors.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.graphgen import edge_style, random_dag, render_edges
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 7
    arcs: int = 11

    def __post_init__(self) -> None:
        if not 3 <= self.vertices <= 60:
            raise ValueError(f"vertices must be in 3..60, got {self.vertices}")
        if not self.vertices - 1 <= self.arcs <= self.vertices * (self.vertices - 1) // 2:
            raise ValueError(f"arcs must be in n-1..n(n-1)/2, got {self.arcs}")


_TEMPLATES = (
    "A directed acyclic graph has vertices 0 to {last} and arcs:\n{arcs}\nHow many different directed paths lead "
    "from vertex {s} to vertex {t}?",
    "One-way trails connect clearings 0..{last} (there are no loops):\n{arcs}\nIn how many ways can a hiker go from "
    "clearing {s} to clearing {t} following the trails?",
    "Count the distinct paths from {s} to {t} in the DAG whose edges are\n{arcs}",
)


def _topological(n: int, arcs: list[list[int]]) -> list[int]:
    indegree = [0] * n
    for _, v in arcs:
        indegree[v] += 1
    ready = sorted(v for v in range(n) if indegree[v] == 0)
    order = []
    while ready:
        u = ready.pop(0)
        order.append(u)
        for a, b in sorted(arcs):
            if a == u:
                indegree[b] -= 1
                if indegree[b] == 0:
                    ready.append(b)
        ready.sort()
    return order


class DagPathCount(IntegerAnswer, Bootcamp):
    id = "graph/dag_path_count"
    description = "Number of source-to-target paths in a DAG (topological-order counting trace)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=7, arcs=11),
        "2": Config(vertices=9, arcs=15),
        "3": Config(vertices=11, arcs=20),
        "4": Config(vertices=14, arcs=28),
        "5": Config(vertices=18, arcs=40),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        for _ in range(1000):
            arcs = random_dag(rng, config.vertices, config.arcs)
            order = _topological(config.vertices, arcs)
            s, t = order[rng.randrange(0, 2)], order[-1 - rng.randrange(0, 2)]
            data = {"n": config.vertices, "arcs": arcs, "source": s, "target": t}
            count = self.solve(data)
            if count > 1:
                rng.shuffle(arcs)
                return data, count
        raise RuntimeError(f"{self.id}: no DAG with several paths in 1000 tries")

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(
            last=data["n"] - 1, s=data["source"], t=data["target"], arcs=render_edges(data["arcs"], True, edge_style(rng))
        )
        return f"{text}\n{answer_instruction('the number of paths as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        n, arcs = data["n"], data["arcs"]
        t.state("order")
        order = t.compute("topological order", _topological(n, arcs), why="smallest ready vertex first")
        paths = [0] * n
        for v in order:
            t.state(f"vertex {v}")
            if v == data["source"]:
                paths[v] = t.compute(f"paths[{v}]", 1, why="the source")
                continue
            preds = sorted(u for u, w in arcs if w == v)
            counts = [t.fetch(f"paths[{u}]", paths[u]) for u in preds]
            paths[v] = t.compute(f"paths[{v}]", sum(counts), why="sum over predecessors")
        t.state("answer")
        return t.compute("answer", t.fetch(f"paths[{data['target']}]", paths[data["target"]]))

    def solve(self, data: dict) -> int:
        # Depth-first enumeration of every path from the source.
        out = [[] for _ in range(data["n"])]
        for u, v in data["arcs"]:
            out[u].append(v)
        count, stack = 0, [data["source"]]
        while stack:
            u = stack.pop()
            if u == data["target"]:
                count += 1
                continue
            stack.extend(out[u])
        return count


BOOTCAMP = DagPathCount()
