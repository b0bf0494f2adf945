"""Size of the transitive reduction of a DAG: the fewest arcs that keep exactly the same
reachability.

An arc u -> v is kept exactly when no other route leads from u to v, i.e. when v is not
reachable from another out-neighbour of u. The trace computes the reachable set of every vertex
in reverse topological order, then tests each arc against the sets of its tail's other
out-neighbours.
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
    vertices: int = 7
    arcs: int = 11

    def __post_init__(self) -> None:
        if not 3 <= self.vertices <= 40:
            raise ValueError(f"vertices must be in 3..40, got {self.vertices}")
        if not 2 <= self.arcs <= self.vertices * (self.vertices - 1) // 2:
            raise ValueError(f"arcs must be in 2..n(n-1)/2, got {self.arcs}")


_TEMPLATES = (
    "A directed acyclic graph on vertices 0..{last} has these arcs:\n{arcs}\nWhat is the smallest number of arcs "
    "a subgraph can keep while every vertex still reaches exactly the same vertices as before? (This is the "
    "size of the transitive reduction.)",
    "Prerequisites between tasks 0..{last} are listed as 'a -> b' (a must come before b):\n{arcs}\nSome "
    "prerequisites are implied by chains of others. After deleting every implied one, how many remain?",
    "Count the arcs of the transitive reduction of this DAG (vertices 0..{last}):\n{arcs}",
)


class TransitiveReduction(ShuffledGraphCase, IntegerAnswer, Bootcamp):
    id = "graph/transitive_reduction"
    description = "Number of arcs in a DAG's transitive reduction (reachable sets, then arc tests)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=5, arcs=7),
        "2": Config(vertices=7, arcs=11),
        "3": Config(vertices=9, arcs=16),
        "4": Config(vertices=11, arcs=22),
        "5": Config(vertices=14, arcs=32),
    }

    edge_key = "arcs"

    def random_edges(self, config: Config, rng: random.Random) -> list[list[int]]:
        return random_dag(rng, config.vertices, config.arcs)

    def prompt(self, data: dict, rng: random.Random) -> str:
        arcs = render_edges(data["arcs"], True, (rng.choice((0, 1, 3)), 0), sep=rng.choice(("\n", ", ")))
        text = rng.choice(_TEMPLATES).format(last=data["n"] - 1, arcs=arcs)
        return f"{text}\n{answer_instruction('the number of arcs as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        n = data["n"]
        out = neighbours(n, data["arcs"], directed=True)
        indeg = [0] * n
        for _, v in data["arcs"]:
            indeg[v] += 1
        order = []
        ready = sorted(v for v in range(n) if indeg[v] == 0)
        while ready:  # Kahn's order, smallest ready vertex first
            u = ready.pop(0)
            order.append(u)
            for v in out[u]:
                indeg[v] -= 1
                if indeg[v] == 0:
                    ready.append(v)
            ready.sort()
        t.state("order")
        order = t.compute("topological", order)
        reach: list[list[int]] = [[] for _ in range(n)]
        for u in reversed(order):
            t.state(f"reach {u}")
            found = set()
            for v in out[u]:
                found |= {v, *t.fetch(f"reach[{v}]", reach[v])}
            reach[u] = t.compute(f"reach[{u}]", sorted(found))
        kept = 0
        for u, v in sorted(data["arcs"]):
            t.state(f"arc {u}->{v}")
            implied = False
            for w in out[u]:
                if w != v and v in t.fetch(f"reach[{w}]", reach[w]):
                    implied = t.compute("implied", True, why=f"{u}->{w} then on to {v}")
                    break
            if not t.goto(implied, why="drop an implied arc"):
                kept = t.compute("kept", kept + 1)
        t.state("answer")
        return t.compute("answer", t.fetch("kept", kept))

    def solve(self, data: dict) -> int:
        # An arc is kept when, after deleting it alone, its head is no longer reachable from its tail.
        n, arcs = data["n"], data["arcs"]
        kept = 0
        for u, v in arcs:
            out = neighbours(n, [a for a in arcs if a != [u, v]], directed=True)
            seen, stack = {u}, [u]
            while stack:
                for w in out[stack.pop()]:
                    if w not in seen:
                        seen.add(w)
                        stack.append(w)
            kept += v not in seen
        return kept


BOOTCAMP = TransitiveReduction()
