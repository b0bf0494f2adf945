"""Global minimum cut of a weighted undirected graph: the least total weight of edges whose
removal splits the graph into two non-empty parts.

The trace is the Stoer-Wagner algorithm. Each phase grows a set A from the lowest-numbered
group, always adding the group most tightly connected to A (largest total edge weight into A;
ties to the smaller label); the weight of the last group added is a "cut of the phase", and the
last two groups are merged. The smallest cut of any phase is the answer.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.graphgen import edge_style, random_connected, render_edges
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 6
    extra_edges: int = 5
    max_weight: int = 9

    def __post_init__(self) -> None:
        if not 3 <= self.vertices <= 12:
            raise ValueError(f"vertices must be in 3..12 (the reference solver tries every split), got {self.vertices}")
        if self.extra_edges < 0:
            raise ValueError(f"extra_edges must be >= 0, got {self.extra_edges}")
        if not 1 <= self.max_weight <= 1000:
            raise ValueError(f"max_weight must be in 1..1000, got {self.max_weight}")


_TEMPLATES = (
    "An undirected graph has vertices 0..{last} and weighted edges:\n{edges}\nWhat is the smallest total weight "
    "of a set of edges whose removal disconnects the graph (splits it into two non-empty parts with no edge "
    "between them)?",
    "A computer network links machines 0..{last}; cutting a cable costs the amount shown:\n{edges}\nAn attacker "
    "wants to split the network into two groups that cannot talk to each other. What is the cheapest total "
    "cost of cables to cut?",
    "Find the weight of a global minimum cut of this weighted undirected graph (vertices 0..{last}):\n{edges}",
)


class GlobalMinCut(IntegerAnswer, Bootcamp):
    id = "graph/global_min_cut"
    description = "Weight of a global minimum cut of a weighted graph (Stoer-Wagner phases trace)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=4, extra_edges=2, max_weight=9),
        "2": Config(vertices=5, extra_edges=4, max_weight=9),
        "3": Config(vertices=6, extra_edges=6, max_weight=12),
        "4": Config(vertices=8, extra_edges=9, max_weight=15),
        "5": Config(vertices=10, extra_edges=13, max_weight=20),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        edges = random_connected(rng, config.vertices, config.extra_edges, 1, config.max_weight)
        rng.shuffle(edges)
        data = {"n": config.vertices, "edges": edges}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(last=data["n"] - 1, edges=render_edges(data["edges"], False, edge_style(rng)))
        return f"{text}\n{answer_instruction('the total weight as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        n = data["n"]
        weight = [[0] * n for _ in range(n)]
        for u, v, w in data["edges"]:
            weight[u][v] += w
            weight[v][u] += w
        groups = list(range(n))  # each group is named by its smallest vertex
        best = None
        phase = 0
        while len(groups) > 1:
            start = groups[0]
            added = [start]
            tight = {g: weight[start][g] for g in groups if g != start}
            last_cut = 0
            while tight:
                t.state(f"phase {phase} grow")
                links = t.compute("links", [[g, tight[g]] for g in sorted(tight)], why="weight from each group into A")
                pick = max(links, key=lambda gw: (gw[1], -gw[0]))
                g = t.compute("add", pick[0], why="most tightly connected")
                last_cut = pick[1]
                added.append(g)
                del tight[g]
                for h in tight:
                    tight[h] += weight[g][h]
            t.state(f"phase {phase} merge")
            cut = t.compute("cut", last_cut, why=f"weight of the last group {added[-1]} into A")
            best = t.compute("best", cut if best is None else min(best, cut))
            a, b = sorted(added[-2:])
            t.compute("merge", [a, b], why="merge the last two groups")
            for h in groups:
                weight[a][h] += weight[b][h]
                weight[h][a] = weight[a][h]
            weight[a][a] = 0
            groups.remove(b)
            phase += 1
        t.state("answer")
        return t.compute("answer", t.fetch("best", best))

    def solve(self, data: dict) -> int:
        # Every split of the vertices into two non-empty sides (vertex 0 on the first side).
        n = data["n"]
        best = None
        for bits in itertools.product((0, 1), repeat=n - 1):
            side = (0,) + bits
            if not any(bits):
                continue
            cut = sum(w for u, v, w in data["edges"] if side[u] != side[v])
            best = cut if best is None else min(best, cut)
        return best


BOOTCAMP = GlobalMinCut()
