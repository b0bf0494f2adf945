"""Depth-first search preorder from a start vertex, visiting neighbours in increasing order.

The trace keeps an explicit stack of (vertex, next neighbour index) frames: one state per step,
either discovering the next unvisited neighbour of the top vertex or finishing the top vertex
and returning to its parent.
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
    n: int = 6
    m: int = 7

    def __post_init__(self) -> None:
        if not 3 <= self.n <= 60:
            raise ValueError(f"n must be in 3..60, got {self.n}")
        if not 1 <= self.m <= self.n * (self.n - 1) // 2:
            raise ValueError(f"m must be in 1..n(n-1)/2, got {self.m}")


_TEMPLATES = (
    "Run a depth-first search on the undirected graph below, starting at vertex {s}. Whenever a vertex has several "
    "unvisited neighbours, go to the smallest-numbered one first; back up only when the current vertex has no "
    "unvisited neighbour left. List the vertices in the order they are first visited.\n{graph}",
    "Undirected graph on vertices 0..{last}:\n{graph}\nStarting from {s}, perform a recursive DFS that explores "
    "neighbours in increasing numeric order. Give the preorder (discovery order) of all vertices reached.",
    "Give the DFS discovery sequence from vertex {s} in this graph, always descending into the lowest-labelled "
    "unvisited neighbour and backtracking when there is none (vertices not reachable from {s} are not listed):\n{graph}",
)


class DfsPreorder(IntListAnswer, Bootcamp):
    id = "graph/dfs_preorder"
    description = "Depth-first discovery order, smallest neighbour first (explicit-stack trace)"
    Config = Config
    LEVELS = {
        "1": Config(n=6, m=7),
        "2": Config(n=8, m=10),
        "3": Config(n=10, m=14),
        "4": Config(n=13, m=19),
        "5": Config(n=16, m=25),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        data = {"n": config.n, "edges": random_simple_graph(rng, config.n, config.m), "start": rng.randrange(config.n)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        if rng.random() < 0.5:
            graph = "Edges:\n" + render_edges(data["edges"], False, edge_style(rng), rng.choice(("\n", ", ")))
        else:
            graph = "Adjacency lists:\n" + render_adjacency(data["n"], data["edges"], False)
        text = rng.choice(_TEMPLATES).format(s=data["start"], last=data["n"] - 1, graph=graph)
        form = "the vertices in visiting order, separated by commas (for example 2, 0, 5)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        adj = neighbours(data["n"], data["edges"])
        t.state("start")
        start = t.fetch("start", data["start"])
        order = t.compute("order", [start])
        seen = {start}
        stack = [start]
        while stack:
            top = stack[-1]
            t.state(f"at {top}")
            row = t.fetch(f"adj[{top}]", adj[top] if 0 <= top < len(adj) else [])
            nxt = next((u for u in row if u not in seen), None)
            if t.goto(nxt is not None, why="an unvisited neighbour remains"):
                v = t.compute("visit", nxt)
                seen.add(v)
                stack.append(v)
                order = t.compute("order", order + [v])
            else:
                stack.pop()
                t.compute("back_to", stack[-1] if stack else None)
        t.state("answer")
        return t.compute("answer", t.fetch("order", order))

    def solve(self, data: dict) -> list[int]:
        adj = neighbours(data["n"], data["edges"])
        order: list[int] = []

        def visit(v: int) -> None:  # plain recursion
            order.append(v)
            for u in adj[v]:
                if u not in order:
                    visit(u)

        visit(data["start"])
        return order


BOOTCAMP = DfsPreorder()
