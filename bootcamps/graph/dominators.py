"""Immediate dominators of a flow graph: vertex d dominates v when every path from the entry 0
to v passes through d; the immediate dominator is the closest such d other than v.

The trace solves the dominator equations Dom(0) = {0}, Dom(v) = {v} + the intersection of
Dom(p) over predecessors p, sweeping the vertices in order until a sweep changes nothing (one
state per vertex per sweep), then reads each immediate dominator as the strict dominator with
the most dominators of its own.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.graphgen import edge_style, render_edges
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 6
    extra_arcs: int = 3

    def __post_init__(self) -> None:
        if not 3 <= self.vertices <= 40:
            raise ValueError(f"vertices must be in 3..40, got {self.vertices}")
        if self.extra_arcs < 0:
            raise ValueError(f"extra_arcs must be >= 0, got {self.extra_arcs}")


_TEMPLATES = (
    "A control-flow graph has entry block 0 and blocks 1..{last}, with these jumps:\n{arcs}\nBlock d dominates "
    "block v if every path from 0 to v passes through d. The immediate dominator of v (v != 0) is the strict "
    "dominator of v that every other strict dominator of v dominates. Give idom(1), idom(2), ..., idom({last}).",
    "Directed graph with source 0 (every vertex is reachable from 0):\n{arcs}\nFor every vertex v from 1 to {last}, "
    "find its immediate dominator: the last vertex other than v that lies on all paths from 0 to v.",
    "Arcs of a flow graph rooted at 0:\n{arcs}\nList, for v = 1..{last} in order, the nearest vertex d != v such "
    "that removing d would cut v off from 0 (every 0-to-v path goes through d; 0 itself always qualifies).",
)


class Dominators(IntSequenceAnswer, Bootcamp):
    id = "graph/dominators"
    description = "Immediate dominators of a rooted flow graph (iterative dominator-set sweeps)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=5, extra_arcs=2),
        "2": Config(vertices=7, extra_arcs=3),
        "3": Config(vertices=9, extra_arcs=5),
        "4": Config(vertices=12, extra_arcs=7),
        "5": Config(vertices=16, extra_arcs=10),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        n = config.vertices
        arcs = {(rng.randrange(max(0, v - 3), v), v) for v in range(1, n)}  # a deep spanning tree from 0
        while len(arcs) < n - 1 + config.extra_arcs:
            u, v = rng.randrange(n), rng.randrange(1, n)
            if u != v:
                arcs.add((u, v))  # forward, cross and back arcs alike
        order = list(range(1, n))
        rng.shuffle(order)
        name = [0] + order  # relabel so the numbers do not give the tree away
        listing = [[name[u], name[v]] for u, v in sorted(arcs)]
        rng.shuffle(listing)
        data = {"n": n, "arcs": listing}
        return data, self.solve(data)

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def prompt(self, data: dict, rng: random.Random) -> str:
        arcs = render_edges(data["arcs"], True, edge_style(rng))
        text = rng.choice(_TEMPLATES).format(last=data["n"] - 1, arcs=arcs)
        return f"{text}\n{answer_instruction('the immediate dominators of 1..n-1 in order, comma-separated, e.g. 0, 1, 1')}"

    def program(self, t: Tracer, data: dict) -> list[int]:
        n = data["n"]
        preds = [sorted({u for u, v in data["arcs"] if v == x}) for x in range(n)]
        dom = [[0]] + [list(range(n)) for _ in range(1, n)]
        sweep, changed = 1, True
        while changed:
            changed = False
            for v in range(1, n):
                t.state(f"sweep {sweep} vertex {v}")
                common = set(range(n))
                for p in t.fetch(f"preds[{v}]", preds[v]):
                    common &= set(t.fetch(f"dom[{p}]", dom[p]))
                new = t.compute(f"dom[{v}]", sorted(common | {v}), why="meet of predecessors, plus v")
                if new != dom[v]:
                    dom[v], changed = new, True
            t.state(f"sweep {sweep} done")
            if not t.goto(changed, why="a set changed: sweep again"):
                break
            sweep += 1
        idom = []
        for v in range(1, n):
            t.state(f"idom {v}")
            strict = [d for d in t.fetch(f"dom[{v}]", dom[v]) if d != v]
            idom = t.compute("idom", idom + [max(strict, key=lambda d: len(dom[d]))], why="deepest strict dominator")
        t.state("answer")
        return t.compute("answer", t.fetch("idom", idom))

    def solve(self, data: dict) -> list[int]:
        # By definition: d dominates v when v is unreachable from 0 once d is removed.
        n = data["n"]

        def reach(skip: int) -> set[int]:
            seen, stack = {0}, [0]
            while stack:
                u = stack.pop()
                for a, b in data["arcs"]:
                    if a == u and b != skip and b not in seen:
                        seen.add(b)
                        stack.append(b)
            return seen

        cut = {d: reach(d) for d in range(1, n)}
        doms = [[]] + [[0] + [d for d in range(1, n) if d != v and v not in cut[d]] for v in range(1, n)]
        return [max((d for d in doms[v]), key=lambda d: len(doms[d])) for v in range(1, n)]


BOOTCAMP = Dominators()
