"""The centre of an unweighted tree: the one or two vertices whose farthest vertex is nearest.

The answer is the set of centre vertices (one, or two adjacent ones), in any order. The trace
peels the tree: each round reads the current leaves, removes them and lowers their
neighbours' degrees, until at most two vertices remain.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.graphgen import edge_style, neighbours, random_tree, render_adjacency, render_edges
from bootcamps.kit.literal import strict_int_list
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 8

    def __post_init__(self) -> None:
        if not 3 <= self.vertices <= 300:
            raise ValueError(f"vertices must be in 3..300, got {self.vertices}")


_TEMPLATES = (
    "A tree has vertices 0 to {last} and edges:\n{edges}\nIts centre is the set of vertices whose greatest distance "
    "(in edges) to any other vertex is as small as possible. Which vertices form the centre?",
    "Villages 0..{last} are linked by roads that form a tree (exactly one route between any two villages):\n{edges}\n"
    "A fire station should go in a village that minimises the number of roads to the farthest village. List every "
    "village that is an optimal choice.",
    "Find the center vertex or vertices (minimum eccentricity) of the tree with adjacency lists\n{adjacency}",
)


class TreeCenters(Bootcamp):
    id = "graph/tree_centers"
    description = "The one or two centre vertices of a tree, in any order (leaf-peeling trace)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=8),
        "2": Config(vertices=10),
        "3": Config(vertices=14),
        "4": Config(vertices=20),
        "5": Config(vertices=30),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        n = rng.randint(config.vertices - 1, config.vertices + 1)  # odd and even diameters both common
        edges = random_tree(rng, n)
        rng.shuffle(edges)
        data = {"n": n, "edges": edges}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        n, edges = data["n"], data["edges"]
        text = rng.choice(_TEMPLATES).format(
            last=n - 1, edges=render_edges(edges, False, edge_style(rng)), adjacency=render_adjacency(n, edges, False)
        )
        form = "the centre vertices, each once, separated by commas if there are two (for example 4 or 2, 7)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def check(self, data: dict, answer: list[int], text: str) -> float:
        given = strict_int_list(text, max_items=3)
        if not given or len(set(given)) != len(given):
            return 0.0
        return 1.0 if sorted(given) == list(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> list[int]:
        n = data["n"]
        adj = neighbours(n, data["edges"])
        degree = [len(row) for row in adj]
        t.state("start")
        left = t.compute("remaining", n)
        leaves = t.compute("leaves", [v for v in range(n) if degree[v] == 1], why="vertices of degree 1")
        removed = [False] * n
        rnd = 0
        while left > 2:
            rnd += 1
            t.state(f"round {rnd}")
            leaves = t.fetch("leaves", leaves)
            left = t.compute("remaining", t.fetch("remaining", left) - len(leaves), why="remove every leaf")
            for v in leaves:
                removed[v] = True
            touched = sorted({u for v in leaves for u in adj[v] if not removed[u]})
            nxt = []
            for u in touched:
                before = t.fetch(f"degree[{u}]", degree[u])
                lost = sum(1 for v in adj[u] if v in leaves)
                degree[u] = t.compute(f"degree[{u}]", before - lost, why=f"{lost} leaf neighbour(s) removed")
                if degree[u] == 1:
                    nxt.append(u)
            leaves = t.compute("leaves", nxt)
        t.state("answer")
        gone = t.fetch("removed", [v for v in range(n) if removed[v]])
        return t.compute("answer", [v for v in range(n) if v not in gone], why="the vertices never removed")

    def solve(self, data: dict) -> list[int]:
        # Eccentricity of every vertex by a breadth-first search from it.
        n = data["n"]
        adj = neighbours(n, data["edges"])
        ecc = []
        for s in range(n):
            dist = [-1] * n
            dist[s] = 0
            frontier = [s]
            while frontier:
                nxt = []
                for u in frontier:
                    for v in adj[u]:
                        if dist[v] < 0:
                            dist[v] = dist[u] + 1
                            nxt.append(v)
                frontier = nxt
            ecc.append(max(dist))
        return [v for v in range(n) if ecc[v] == min(ecc)]


BOOTCAMP = TreeCenters()
