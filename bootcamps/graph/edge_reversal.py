"""Fewest one-way streets to reverse so that a route from s to t exists.

A directed graph; following an arc costs nothing, travelling against it means reversing it and
costs 1. The answer is the least number of reversals, found by 0-1 breadth-first search: a
deque where free moves go to the front and paid moves to the back. One state per vertex taken
from the deque.
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.graphgen import edge_style, random_tree, render_edges
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 6
    extra_arcs: int = 3

    def __post_init__(self) -> None:
        if not 3 <= self.vertices <= 80:
            raise ValueError(f"vertices must be in 3..80, got {self.vertices}")
        if self.extra_arcs < 0:
            raise ValueError(f"extra_arcs must be >= 0, got {self.extra_arcs}")


_TEMPLATES = (
    "A town has junctions 0..{last} and these one-way streets (each can be driven only in the direction shown):\n"
    "{arcs}\nThe council may reverse the direction of some streets. What is the smallest number of streets that "
    "must be reversed so that one can drive from junction {s} to junction {t}?",
    "Directed graph on vertices 0..{last}:\n{arcs}\nTravelling along an arc is free; travelling against an arc "
    "costs 1 (it is reversed). Find the minimum cost of a walk from {s} to {t}.",
    "Arcs of a directed graph:\n{arcs}\nHow many arcs, at least, have to be flipped so that vertex {t} becomes "
    "reachable from vertex {s} along arc directions?",
)


class EdgeReversal(IntegerAnswer, Bootcamp):
    id = "graph/edge_reversal"
    description = "Fewest arcs to reverse to make t reachable from s (0-1 BFS trace)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=6, extra_arcs=2),
        "2": Config(vertices=8, extra_arcs=4),
        "3": Config(vertices=11, extra_arcs=6),
        "4": Config(vertices=15, extra_arcs=9),
        "5": Config(vertices=22, extra_arcs=14),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.vertices
        pairs = {(u, v) if rng.random() < 0.5 else (v, u) for u, v in random_tree(rng, n)}
        while len(pairs) < n - 1 + config.extra_arcs:
            u, v = rng.sample(range(n), 2)
            if (v, u) not in pairs:
                pairs.add((u, v))
        arcs = [list(a) for a in sorted(pairs)]
        rng.shuffle(arcs)
        options = []
        for _ in range(4):  # the hardest of a few random pairs, so zero is rarely the answer
            s, t = rng.sample(range(n), 2)
            data = {"n": n, "arcs": arcs, "s": s, "t": t}
            options.append((self.solve(data), data))
        gold, data = max(options, key=lambda o: o[0])
        return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        arcs = render_edges(data["arcs"], True, edge_style(rng))
        text = rng.choice(_TEMPLATES).format(last=data["n"] - 1, arcs=arcs, s=data["s"], t=data["t"])
        return f"{text}\n{answer_instruction('the number of reversals as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        n = data["n"]
        moves: list[list[list[int]]] = [[] for _ in range(n)]
        for u, v in data["arcs"]:
            moves[u].append([v, 0])
            moves[v].append([u, 1])
        for row in moves:
            row.sort()
        dist: dict[int, int] = {data["s"]: 0}
        queue = deque([data["s"]])
        done = set()
        while True:
            t.state("take")
            u = t.compute("u", queue[0], why="front of the deque")
            queue.popleft()
            if u in done:
                continue
            done.add(u)
            du = t.fetch(f"d[{u}]", dist[u])
            if t.goto(u == data["t"], why="target settled"):
                break
            for v, cost in t.fetch(f"moves[{u}]", moves[u]):
                if v not in done and du + cost < dist.get(v, n + 1):
                    dist[v] = t.compute(f"d[{v}]", du + cost, why="free: front" if cost == 0 else "reverse: back")
                    if cost == 0:
                        queue.appendleft(v)
                    else:
                        queue.append(v)
        t.state("answer")
        return t.compute("answer", t.fetch(f"d[{data['t']}]", du))

    def solve(self, data: dict) -> int:
        # Layered search: everything reachable with k reversals, k = 0, 1, ...
        forward: dict[int, set[int]] = {}
        backward: dict[int, set[int]] = {}
        for u, v in data["arcs"]:
            forward.setdefault(u, set()).add(v)
            backward.setdefault(v, set()).add(u)
        reach, k = {data["s"]}, 0
        while True:
            stack = list(reach)
            while stack:  # close under free moves
                x = stack.pop()
                for y in forward.get(x, ()):
                    if y not in reach:
                        reach.add(y)
                        stack.append(y)
            if data["t"] in reach:
                return k
            reach = reach | {y for x in reach for y in backward.get(x, ())}
            k += 1


BOOTCAMP = EdgeReversal()
