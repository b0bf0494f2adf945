"""Two-colouring of a connected undirected graph: the side of vertex 0, or ``impossible`` if
no two-colouring exists (the graph has an odd cycle).

In a connected bipartite graph the two sides are fixed once vertex 0's side is, so the answer
is unique. Half the cases get one extra edge inside a side, which closes an odd cycle. The
trace colours breadth-first from vertex 0, one state per expanded vertex, and stops at the
first edge whose ends already share a colour.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.graphgen import edge_style, neighbours, render_adjacency, render_edges
from bootcamps.kit.literal import strict_int_list, strict_word
from bootcamps.trace import Tracer


IMPOSSIBLE = "impossible"


@dataclass(frozen=True)
class Config:
    vertices: int = 8
    extra_edges: int = 2

    def __post_init__(self) -> None:
        if not 4 <= self.vertices <= 100:
            raise ValueError(f"vertices must be in 4..100, got {self.vertices}")
        if self.extra_edges < 0:
            raise ValueError(f"extra_edges must be >= 0, got {self.extra_edges}")


_TEMPLATES = (
    "A connected undirected graph has vertices 0 to {last} and edges:\n{edges}\nColour every vertex black or white "
    "so that each edge joins two different colours, if that is possible. Which vertices get the same colour as "
    "vertex 0? If no such colouring exists, answer impossible.",
    "Students 0..{last} must be split into two teams; each pair below dislikes each other and must be on different "
    "teams:\n{edges}\nEveryone is linked to everyone else through such pairs. List the students on student 0's "
    "team (including 0), or answer impossible if no split works.",
    "Is the graph with adjacency lists\n{adjacency}\nbipartite? If it is, give the part that contains vertex 0 "
    "(the graph is connected, so that part is determined); if it is not, answer impossible.",
)


class BipartiteSide(Bootcamp):
    id = "graph/bipartite_side"
    description = "The side of vertex 0 in the 2-colouring of a connected graph, or impossible (BFS colouring trace)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=8, extra_edges=2),
        "2": Config(vertices=9, extra_edges=3),
        "3": Config(vertices=11, extra_edges=4),
        "4": Config(vertices=15, extra_edges=6),
        "5": Config(vertices=20, extra_edges=9),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        n = config.vertices
        side = [0] + [rng.randrange(2) for _ in range(n - 1)]
        side[rng.randrange(1, n)] = 1  # both sides used
        order = [0] + sorted(range(1, n), key=lambda _: rng.random())
        placed = [0]
        edges: set[tuple[int, int]] = set()
        for v in order[1:]:  # a spanning tree whose edges all cross between the sides
            others = [u for u in placed if side[u] != side[v]]
            u = rng.choice(others) if others else None
            if u is None:  # no opposite vertex placed yet: flip v to the other side of vertex 0's tree
                side[v] = 1 - side[placed[0]]
                u = placed[0]
            edges.add((min(u, v), max(u, v)))
            placed.append(v)
        for _ in range(config.extra_edges * 3):
            if len(edges) >= n - 1 + config.extra_edges:
                break
            u, v = rng.sample(range(n), 2)
            if side[u] != side[v]:
                edges.add((min(u, v), max(u, v)))
        if rng.random() < 0.5:  # one edge inside a side closes an odd cycle
            same = [(u, v) for u in range(n) for v in range(u + 1, n) if side[u] == side[v] and (u, v) not in edges]
            if same:
                edges.add(rng.choice(same))
        edge_list = [list(e) for e in edges]
        rng.shuffle(edge_list)
        data = {"n": n, "edges": edge_list}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        n, edges = data["n"], data["edges"]
        text = rng.choice(_TEMPLATES).format(
            last=n - 1, edges=render_edges(edges, False, edge_style(rng)), adjacency=render_adjacency(n, edges, False)
        )
        form = "the vertices on vertex 0's side, each once, in any order, separated by commas (for example 0, 3, 4), or the word impossible"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer)) if answer else IMPOSSIBLE

    def check(self, data: dict, answer: list[int], text: str) -> float:
        if strict_word(text, {IMPOSSIBLE: IMPOSSIBLE}) == IMPOSSIBLE:
            given: list[int] | None = []
        else:
            given = strict_int_list(text, max_items=data["n"])
            if not given or len(set(given)) != len(given):  # "none" or "[]" is not the word asked for
                return 0.0
        return 1.0 if sorted(given) == list(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> list[int]:
        n = data["n"]
        adj = neighbours(n, data["edges"])
        colour = [-1] * n
        t.state("start")
        colour[0] = t.compute("colour[0]", 0)
        queue = t.compute("queue", [0])
        while queue:
            t.state(f"expand {queue[0]}")
            queue = t.fetch("queue", queue)
            u = queue[0]
            c = t.fetch(f"colour[{u}]", colour[u])
            row = t.fetch(f"adj[{u}]", adj[u])
            clash = t.compute("clash", [v for v in row if colour[v] == c], why=f"neighbours already coloured {c}")
            if t.goto(len(clash) > 0, why="an edge inside one colour: an odd cycle"):
                t.state("answer")
                return t.compute("answer", [])
            new = t.compute("new", [v for v in row if colour[v] < 0], why="neighbours not coloured yet")
            for v in new:
                colour[v] = t.compute(f"colour[{v}]", 1 - c)
            queue = t.compute("queue", queue[1:] + new)
        t.state("answer")
        colours = t.fetch("colour", list(colour))
        return t.compute("answer", [v for v in range(n) if colours[v] == 0], why="vertices coloured like vertex 0")

    def solve(self, data: dict) -> list[int]:
        # Union-find with parity: each edge says its ends differ; a contradiction is an odd cycle.
        n = data["n"]
        parent, parity = list(range(n)), [0] * n

        def find(x: int) -> tuple[int, int]:
            p = 0
            while parent[x] != x:
                p ^= parity[x]
                x = parent[x]
            return x, p

        for u, v in data["edges"]:
            (ru, pu), (rv, pv) = find(u), find(v)
            if ru == rv:
                if pu == pv:
                    return []
            else:
                parent[ru], parity[ru] = rv, pu ^ pv ^ 1
        zero = find(0)[1]
        return [v for v in range(n) if find(v)[1] == zero]


BOOTCAMP = BipartiteSide()
