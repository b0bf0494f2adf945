"""A topological order of a directed acyclic graph (any valid order passes).

The trace is Kahn's algorithm taking the smallest ready vertex first: one state per output
vertex, reading the ready set and lowering the in-degrees of its successors.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.graphgen import neighbours, parse_vertex_list, random_dag, render_edges
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 6
    arcs: int = 7

    def __post_init__(self) -> None:
        if not 2 <= self.vertices <= 200:
            raise ValueError(f"vertices must be in 2..200, got {self.vertices}")
        if not 1 <= self.arcs <= self.vertices * (self.vertices - 1) // 2:
            raise ValueError(f"arcs must be in 1..n(n-1)/2, got {self.arcs}")


_TEMPLATES = (
    "A directed acyclic graph has vertices 0 to {last} and these arcs:\n{edges}\n"
    "Give a topological order: every vertex exactly once, and for every arc u -> v, u comes before v.",
    "Tasks 0..{last} have dependencies; each line below means the first task must be done before the second:\n"
    "{edges}\nList all the tasks in an order that respects every dependency.",
    "Order the vertices 0-{last} of this DAG so that all arcs point forward (from earlier to later in the order):\n"
    "{edges}",
    "Courses 0..{last} have prerequisites. A line 'a -> b' means course a must be taken before course b:\n{edges}\n"
    "Give a sequence containing every course once in which all prerequisites come first.",
)


class TopologicalSort(Bootcamp):
    id = "graph/topological_sort"
    description = "A topological order of a DAG; any order that respects every arc passes (Kahn trace)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=5, arcs=5),
        "2": Config(vertices=7, arcs=9),
        "3": Config(vertices=10, arcs=15),
        "4": Config(vertices=14, arcs=24),
        "5": Config(vertices=20, arcs=38),
    }
    unique_answer = False

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        arcs = random_dag(rng, config.vertices, config.arcs)
        rng.shuffle(arcs)
        data = {"n": config.vertices, "arcs": arcs}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        style = (rng.choice((0, 1)), 0)  # arrow forms only: the direction must be visible
        edges = render_edges(data["arcs"], True, style)
        text = rng.choice(_TEMPLATES).format(last=data["n"] - 1, edges=edges)
        form = f"all {data['n']} vertices in order, separated by commas (for example 2, 0, 1)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def check(self, data: dict, answer: list[int], text: str) -> float:
        n = data["n"]
        order = parse_vertex_list(text, length=n)
        if order is None or sorted(order) != list(range(n)):
            return 0.0
        position = {v: i for i, v in enumerate(order)}
        return 1.0 if all(position[u] < position[v] for u, v in data["arcs"]) else 0.0

    def program(self, t: Tracer, data: dict) -> list[int]:
        n = data["n"]
        succ = neighbours(n, data["arcs"], directed=True)
        indeg = [0] * n
        for _, v in data["arcs"]:
            indeg[v] += 1
        t.state("in-degrees")
        indeg = list(t.compute("indeg", indeg, why="arcs entering each vertex"))  # a copy: ops keep their values
        ready = t.compute("ready", [v for v in range(n) if indeg[v] == 0], why="vertices with in-degree 0")
        order: list[int] = []
        for k in range(n):
            t.state(f"output {k}")
            ready = t.fetch("ready", ready)
            u = t.compute("u", min(ready), why="smallest ready vertex")
            order = t.compute("order", order + [u])
            row = t.fetch(f"succ[{u}]", succ[u])
            freed = []
            for v in row:
                indeg[v] -= 1
                if indeg[v] == 0:
                    freed.append(v)
            freed = t.compute("freed", freed, why="successors whose in-degree drops to 0")
            ready = t.compute("ready", sorted([r for r in ready if r != u] + freed))
        t.state("answer")
        return t.compute("answer", t.fetch("order", order))

    def solve(self, data: dict) -> list[int]:
        # Depth-first: reverse post-order (the trace runs Kahn's algorithm).
        n = data["n"]
        succ = neighbours(n, data["arcs"], directed=True)
        done, post = [False] * n, []
        for root in range(n):
            if done[root]:
                continue
            done[root] = True
            stack = [(root, iter(succ[root]))]
            while stack:
                u, it = stack[-1]
                nxt = next((v for v in it if not done[v]), None)
                if nxt is None:
                    post.append(u)
                    stack.pop()
                else:
                    done[nxt] = True
                    stack.append((nxt, iter(succ[nxt])))
        return post[::-1]

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = case.answer
        u, v = rng.choice(case.data["arcs"])
        swapped = [v if x == u else u if x == v else x for x in gold]  # breaks the arc u -> v
        return [self.format_answer(gold[::-1]), self.format_answer(swapped), self.format_answer(gold[:-1])]


BOOTCAMP = TopologicalSort()
