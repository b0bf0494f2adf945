"""An Euler trail: a walk that uses every edge of a connected undirected graph exactly once.

Graphs are drawn as the edges of a random trail, so one always exists (open or closed). Any
valid trail passes: the verifier walks the answer and checks that every step is an edge and
that each edge is used exactly once. The trace is Hierholzer's algorithm with a stack: one
state per step, either following the smallest unused edge from the top of the stack or, when
none is left, moving the top onto the finished trail.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.graphgen import edge_style, neighbours, parse_vertex_list, render_edges
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 6
    edges: int = 8

    def __post_init__(self) -> None:
        if not 3 <= self.vertices <= 40:
            raise ValueError(f"vertices must be in 3..40, got {self.vertices}")
        if not self.vertices <= self.edges <= self.vertices * (self.vertices - 1) // 3:
            raise ValueError(f"edges must be in vertices..n(n-1)/3, got {self.edges}")


_TEMPLATES = (
    "An undirected graph has vertices 0 to {last} and edges:\n{edges}\nFind an Euler trail: a walk that uses every "
    "edge exactly once (it may start and end at any vertices, and may visit a vertex several times).",
    "A snow plough must clear every street of a village exactly once, without driving a street twice. Streets join "
    "crossings 0..{last} (each street can be driven either way):\n{edges}\nGive the order of crossings it passes.",
    "Draw this graph on vertices 0..{last} in one stroke, never lifting the pen and never tracing an edge twice. "
    "Edges:\n{edges}\nList the vertices in the order the pen visits them.",
)


def _edge_key(u: int, v: int) -> tuple[int, int]:
    return (u, v) if u < v else (v, u)


class EulerTrail(Bootcamp):
    id = "graph/euler_trail"
    description = "A walk using every edge exactly once; any valid trail passes (Hierholzer stack trace)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=6, edges=8),
        "2": Config(vertices=7, edges=10),
        "3": Config(vertices=8, edges=13),
        "4": Config(vertices=9, edges=17),
        "5": Config(vertices=11, edges=22),
    }
    unique_answer = False

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        n = config.vertices
        for _ in range(1000):
            v = rng.randrange(n)
            used: set[tuple[int, int]] = set()
            walk = [v]
            while len(used) < config.edges:
                free = [w for w in range(n) if w != v and _edge_key(v, w) not in used]
                if not free:
                    break
                w = rng.choice(free)
                used.add(_edge_key(v, w))
                walk.append(w)
                v = w
            if len(used) == config.edges and len(set(walk)) == n:
                edges = [list(e) for e in used]
                rng.shuffle(edges)
                data = {"n": n, "edges": edges}
                return data, self.solve(data)
        raise RuntimeError(f"{self.id}: no trail through all {n} vertices in 1000 tries")

    def prompt(self, data: dict, rng: random.Random) -> str:
        n, edges = data["n"], data["edges"]
        text = rng.choice(_TEMPLATES).format(
            last=n - 1, edges=render_edges(edges, False, edge_style(rng))
        )
        form = f"the {len(edges) + 1} vertices of the walk in order, separated by commas (for example 2, 0, 1, 2, 3)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def check(self, data: dict, answer: list[int], text: str) -> float:
        walk = parse_vertex_list(text, length=len(data["edges"]) + 1)
        if walk is None:
            return 0.0
        left = {_edge_key(u, v) for u, v in data["edges"]}
        for a, b in zip(walk, walk[1:]):
            key = _edge_key(a, b)
            if key not in left:
                return 0.0  # not an edge, or an edge used twice
            left.remove(key)
        return 1.0 if not left else 0.0

    def program(self, t: Tracer, data: dict) -> list[int]:
        n = data["n"]
        adj = neighbours(n, data["edges"])
        t.state("start")
        odd = t.compute("odd", [v for v in range(n) if len(adj[v]) % 2], why="vertices of odd degree")
        start = t.compute("start", odd[0] if odd else 0, why="an odd vertex if there is one")
        stack = t.compute("stack", [start])
        unused = {_edge_key(u, v) for u, v in data["edges"]}
        trail: list[int] = []
        step = 0
        while stack:
            step += 1
            t.state(f"step {step}")
            stack = t.fetch("stack", stack)
            top = stack[-1]
            free = t.fetch(f"unused at {top}", [w for w in adj[top] if _edge_key(top, w) in unused])
            if t.goto(len(free) > 0, why="follow the smallest unused edge"):
                unused.discard(_edge_key(top, free[0]))
                stack = t.compute("stack", stack + [free[0]])
            else:
                trail = t.compute("trail", trail + [top], why="stuck: the top joins the trail")
                stack = t.compute("stack", stack[:-1])
        t.state("answer")
        return t.compute("answer", t.fetch("trail", trail)[::-1], why="the trail read backwards")

    def solve(self, data: dict) -> list[int]:
        # Fleury's rule: never cross a bridge of the remaining edges unless it is the only way on.
        n = data["n"]
        left = {_edge_key(u, v) for u, v in data["edges"]}
        degree = [0] * n
        for u, v in left:
            degree[u] += 1
            degree[v] += 1
        v = next((x for x in range(n) if degree[x] % 2), 0)
        walk = [v]

        def reach(src: int) -> int:
            seen, stack = {src}, [src]
            while stack:
                x = stack.pop()
                for a, b in left:
                    y = b if a == x else a if b == x else None
                    if y is not None and y not in seen:
                        seen.add(y)
                        stack.append(y)
            return len(seen)

        while left:
            options = sorted(b if a == v else a for a, b in left if v in (a, b))
            for w in options:
                if len(options) == 1:
                    break
                before = reach(v)
                left.discard(_edge_key(v, w))
                after = reach(w)
                left.add(_edge_key(v, w))
                if after == before:  # not a bridge
                    break
            left.discard(_edge_key(v, w))
            walk.append(w)
            v = w
        return walk


BOOTCAMP = EulerTrail()
