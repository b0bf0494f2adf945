"""Breadth-first distances (numbers of edges) from one vertex of an unweighted undirected graph.

The graph may be disconnected: a vertex the source cannot reach has distance -1. The trace is
a breadth-first search: one state per expanded vertex, reading the queue, the vertex's
distance and its neighbour list, and giving the unseen neighbours the next distance.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.kit.graphgen import edge_style, neighbours, random_simple_graph, render_adjacency, render_edges
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 8
    edge_ratio: float = 1.2  # edges per vertex

    def __post_init__(self) -> None:
        if not 3 <= self.vertices <= 200:
            raise ValueError(f"vertices must be in 3..200, got {self.vertices}")
        if not 0.3 <= self.edge_ratio <= 3:
            raise ValueError(f"edge_ratio must be in 0.3..3, got {self.edge_ratio}")


_TEMPLATES = (
    "An undirected graph has vertices 0 to {last} and edges:\n{edges}\nFor every vertex, give its distance from "
    "vertex {source}: the fewest edges on a path between them.",
    "Rooms 0..{last} are joined by two-way doors:\n{doors}\nStarting in room {source}, how many doors must you pass, "
    "at the fewest, to reach each room?",
    "Run a breadth-first search from vertex {source} in the undirected graph with adjacency lists\n{adjacency}\n"
    "and report the BFS layer (distance in edges) of every vertex 0..{last}.",
    "Friends network (each line is a mutual friendship between people 0..{last}):\n{edges}\nPerson {source} starts a "
    "rumour that each person passes to all friends one day after hearing it. On which day does each person hear it "
    "(person {source} on day 0)?",
)


class BfsLayers(IntListAnswer, Bootcamp):
    id = "graph/bfs_layers"
    description = "Distances in edges from a source to every vertex of an unweighted graph, -1 if unreachable (BFS trace)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=6, edge_ratio=1.0),
        "2": Config(vertices=8, edge_ratio=1.1),
        "3": Config(vertices=11, edge_ratio=1.2),
        "4": Config(vertices=15, edge_ratio=1.3),
        "5": Config(vertices=22, edge_ratio=1.4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        n = config.vertices
        m = min(n * (n - 1) // 2, round(config.edge_ratio * n))
        edges = random_simple_graph(rng, n, m)
        rng.shuffle(edges)
        data = {"n": n, "edges": edges, "source": rng.randrange(n)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        n, edges = data["n"], data["edges"]
        text = rng.choice(_TEMPLATES).format(
            last=n - 1, source=data["source"], edges=render_edges(edges, False, edge_style(rng)),
            doors=render_edges(edges, False, edge_style(rng), sep="; "), adjacency=render_adjacency(n, edges, False),
        )
        form = (f"the {n} distances for vertices 0 to {n - 1} in order, separated by commas, with -1 for a vertex "
                "that cannot be reached (for example 0, 1, -1, 2)")
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        n, source = data["n"], data["source"]
        adj = neighbours(n, data["edges"])
        dist = [-1] * n
        t.state("start")
        dist[source] = t.compute(f"dist[{source}]", 0)
        queue = t.compute("queue", [source])
        while queue:
            t.state(f"expand {queue[0]}")
            queue = t.fetch("queue", queue)
            u = queue[0]
            d = t.fetch(f"dist[{u}]", dist[u])
            row = t.fetch(f"adj[{u}]", adj[u])
            new = t.compute("new", [v for v in row if dist[v] < 0], why="neighbours not reached yet")
            for v in new:
                dist[v] = t.compute(f"dist[{v}]", d + 1)
            queue = t.compute("queue", queue[1:] + new, why="drop the front, append the new ones")
        t.state("answer")
        return t.compute("answer", t.fetch("dist", list(dist)))

    def solve(self, data: dict) -> list[int]:
        # Relax every edge until nothing changes (Bellman-Ford with unit weights).
        n = data["n"]
        dist = [None] * n
        dist[data["source"]] = 0
        changed = True
        while changed:
            changed = False
            for u, v in data["edges"]:
                for a, b in ((u, v), (v, u)):
                    if dist[a] is not None and (dist[b] is None or dist[a] + 1 < dist[b]):
                        dist[b], changed = dist[a] + 1, True
        return [-1 if d is None else d for d in dist]


BOOTCAMP = BfsLayers()
