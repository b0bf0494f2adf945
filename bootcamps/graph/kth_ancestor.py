"""k-th ancestor queries on a rooted tree, answered with binary lifting.

The trace first builds the jump table up[j][v] (the 2^j-th ancestor of v, -1 past the root),
one state per power of two, then answers each query by taking the jumps of the binary digits
of k, one state per query.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.algo6 import deep_tree, depths, render_parents
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 8
    reach: int = 2
    queries: int = 3

    def __post_init__(self) -> None:
        if not 3 <= self.vertices <= 300:
            raise ValueError(f"vertices must be in 3..300, got {self.vertices}")
        if self.reach < 1:
            raise ValueError(f"reach must be >= 1, got {self.reach}")
        if not 1 <= self.queries <= 50:
            raise ValueError(f"queries must be in 1..50, got {self.queries}")


_TEMPLATES = (
    "A rooted tree has root {root}; every other vertex's parent is:\n{parents}\n"
    "The 1st ancestor of a vertex is its parent, the 2nd its parent's parent, and so on. Answer these queries "
    "(write -1 when the vertex has fewer than k ancestors):\n{queries}",
    "Family records (the founder is {root}):\n{parents}\nFor each question below, name the ancestor k generations "
    "above the given person (k=1 is the parent); answer -1 if the line ends before that.\n{queries}",
    "Tree with root {root}, parent pointers:\n{parents}\nCompute ancestor(v, k), the vertex reached by moving k "
    "steps up towards the root from v, or -1 if the root is passed, for:\n{queries}",
)


class KthAncestor(IntSequenceAnswer, Bootcamp):
    id = "graph/kth_ancestor"
    description = "k-th ancestor queries on a rooted tree (binary lifting table and jumps)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=7, reach=2, queries=2),
        "2": Config(vertices=10, reach=2, queries=3),
        "3": Config(vertices=16, reach=2, queries=4),
        "4": Config(vertices=24, reach=3, queries=5),
        "5": Config(vertices=36, reach=3, queries=7),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        parent = deep_tree(rng, config.vertices, config.reach)
        depth = depths(parent)
        deep = [u for u in range(config.vertices) if depth[u] >= 2] or [u for u in range(config.vertices) if depth[u]]
        queries = []
        for v in rng.sample(deep, min(config.queries, len(deep))):
            k = rng.randint(1, depth[v]) if rng.random() < 0.85 else rng.randint(depth[v] + 1, depth[v] + 3)
            queries.append([v, k])
        data = {"parent": parent, "queries": queries}
        return data, self.solve(data)

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def prompt(self, data: dict, rng: random.Random) -> str:
        form = rng.choice(("ancestor({v}, {k})", "vertex {v}, k = {k}", "the {k}-step ancestor of {v}"))
        queries = "\n".join(f"{i + 1}. " + form.format(v=v, k=k) for i, (v, k) in enumerate(data["queries"]))
        text = rng.choice(_TEMPLATES).format(root=data["parent"].index(-1), parents=render_parents(data["parent"], rng),
                                             queries=queries)
        return f"{text}\n{answer_instruction('the answers in query order as a comma-separated list, e.g. 4, -1, 0')}"

    def program(self, t: Tracer, data: dict) -> list[int]:
        parent, queries = data["parent"], data["queries"]
        top = max(k for _, k in queries)
        up = [list(parent)]
        j = 1
        while (1 << j) <= top:
            t.state(f"jump 2^{j}")
            prev = t.fetch(f"up[{j - 1}]", up[-1])
            row = t.compute(f"up[{j}]", [-1 if prev[v] < 0 else prev[prev[v]] for v in range(len(parent))],
                            why="up[j][v] = up[j-1][up[j-1][v]]")
            up.append(row)
            j += 1
        out = []
        for i, (v, k) in enumerate(queries):
            t.state(f"query {i + 1}")
            x = t.fetch("v", v)
            bits = t.compute("bits", [b for b in range(k.bit_length()) if k >> b & 1], why=f"binary digits of {k}")
            for b in bits:
                if x >= 0:
                    x = t.compute("v", t.fetch(f"up[{b}][{x}]", up[b][x]))
            out = t.compute("answers", out + [x])
        t.state("answer")
        return t.compute("answer", t.fetch("answers", out))

    def solve(self, data: dict) -> list[int]:
        # Root-to-vertex paths: the k-th ancestor sits k places before the end.
        parent = data["parent"]
        out = []
        for v, k in data["queries"]:
            path = [v]
            while parent[path[-1]] >= 0:
                path.append(parent[path[-1]])
            out.append(path[k] if k < len(path) else -1)
        return out


BOOTCAMP = KthAncestor()
