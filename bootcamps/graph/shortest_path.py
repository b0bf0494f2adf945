"""Find a shortest path between two vertices of a weighted undirected graph."""

from __future__ import annotations

import heapq
import random
import re
import sys
from array import array
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.graphs import adjacency, dijkstra, path_weight
from bootcamps.parse import parse_int_list
from bootcamps.trace import Tracer

_MAX_ANSWER_CHARS = 2000
# Separators people write between vertices of a path, longest first so "-->" goes before "->".
_ARROWS = ("-->", "->", "=>", "\u2192", "\u27f6")
# A dash between two numbers separates them ("0-3-5"); after an arrow it is a minus sign ("0 -> -1").
_DASH = re.compile(r"(?<=\d)\s*[-\u2013\u2014\u2212]\s*(?=\d)")


@dataclass(frozen=True)
class Config:
    vertices: int = 5
    extra_edges: int = 2
    max_weight: int = 9
    min_hops: int = 2  # edges on the gold path, so the direct edge is rarely the answer

    def __post_init__(self) -> None:
        if not 3 <= self.vertices <= 200:
            raise ValueError(f"vertices must be in 3..200, got {self.vertices}")
        if self.extra_edges < 0:
            raise ValueError(f"extra_edges must be >= 0, got {self.extra_edges}")
        if self.max_weight < 1:
            raise ValueError(f"max_weight must be >= 1, got {self.max_weight}")
        if not 1 <= self.min_hops < self.vertices:
            raise ValueError(f"min_hops must be in 1..vertices-1, got {self.min_hops}")


def parse_path(text: str) -> list[int] | None:
    """Vertices of "0 -> 3 -> 5", "[0, 3, 5]", "0 3 5", "0-3-5" or "0 → 3 → 5"; ``None`` otherwise."""
    if not isinstance(text, str) or len(text) > _MAX_ANSWER_CHARS:
        return None
    for arrow in _ARROWS:
        text = text.replace(arrow, ",")
    return parse_int_list(_DASH.sub(",", text))


def _path_to(prev: list[int | None], target: int) -> list[int]:
    path = [target]
    while prev[path[0]] is not None:
        path.insert(0, prev[path[0]])  # type: ignore[arg-type]
    return path


def _random_graph(rng: random.Random, n: int, extra_edges: int, max_weight: int) -> dict[int, int]:
    """A connected simple graph as ``{u * n + v: weight}`` with ``u < v``: a random spanning tree
    (each vertex, in a random order, joins an earlier one) plus ``extra_edges`` more, weights
    uniform in 1..max_weight. Sorted keys are the edges in ``(u, v)`` order.

    The same distribution as graphs.random_connected_graph, drawn from one getrandbits call (16 bits
    a choice) instead of a few rng calls an edge, which were most of the generation time; int keys
    hash and sort faster than pairs."""
    extra = min(extra_edges, n * (n - 1) // 2 - (n - 1))
    draws = 3 * n + 4 * extra + 8  # shuffle keys, tree parents and weights; extra edges with retries
    u16 = _draw_u16(rng, draws)
    order = sorted(range(n), key=u16.__getitem__)  # ties keep index order: still deterministic
    edges: dict[int, int] = {}
    for i in range(1, n):
        a, b = order[i], order[u16[n + i] % i]
        edges[a * n + b if a < b else b * n + a] = 1 + u16[2 * n + i] % max_weight
    target, at = n - 1 + extra, 3 * n
    while len(edges) < target:
        if at + 3 > draws:  # many collisions: draw more (rare)
            u16, at = _draw_u16(rng, draws), 0
        a, b = u16[at] % n, u16[at + 1] % (n - 1)
        b += b >= a
        edges.setdefault(a * n + b if a < b else b * n + a, 1 + u16[at + 2] % max_weight)
        at += 3
    return edges


def _pairs(n: int) -> list[tuple[int, int]]:
    """``(u, v)`` of each key ``u * n + v``, made once per graph size."""
    pairs = _PAIRS.get(n)
    if pairs is None:
        pairs = _PAIRS[n] = [divmod(k, n) for k in range(n * n)]
    return pairs


_PAIRS: dict[int, list[tuple[int, int]]] = {}
_NO_PATH = 1 << 62  # above any distance: one comparison instead of a None test


def _shortest_path_tree(n: int, keys: list[int], edges: dict[int, int], source: int) -> tuple[list[int], list[int]]:
    """graphs.dijkstra's predecessors (the same ties), and the edges on each vertex's path.

    Faster for generation: ``keys`` are sorted, so each adjacency row fills in increasing vertex
    order and needs no sort; heap entries are ``dist * 256 + vertex`` (n <= 200), which order as
    ``(dist, vertex)`` pairs do without building tuples; the hop counts come with the relaxations
    instead of a second pass."""
    pairs = _pairs(n)
    adj: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    for k in keys:
        u, v = pairs[k]
        w = edges[k]
        adj[u].append((v, w))
        adj[v].append((u, w))
    dist = [_NO_PATH] * n
    prev = [-1] * n
    hops = [0] * n
    dist[source] = 0
    heap = [source]
    pop, push = heapq.heappop, heapq.heappush
    while heap:
        entry = pop(heap)
        d, u = entry >> 8, entry & 255
        if d != dist[u]:
            continue
        hop = hops[u] + 1
        for v, w in adj[u]:
            nd = d + w
            if nd < dist[v]:
                dist[v], prev[v], hops[v] = nd, u, hop
                push(heap, nd << 8 | v)
    return prev, hops


def _draw_u16(rng: random.Random, count: int) -> array:
    """``count`` random 16-bit values from one rng call, the same on every platform."""
    values = array("H", rng.getrandbits(16 * count).to_bytes(2 * count, "little"))
    if sys.byteorder == "big":
        values.byteswap()
    return values


_EDGE_FORMS = ("%d - %d: %d", "%d -- %d (weight %d)", "(%d, %d) weight %d", "%d <-> %d, length %d")
_EDGE_LINES: dict[tuple[str, int], str] = {}


def _edge_lines(form: str, count: int) -> str:
    """``count`` lines of ``form`` as one %-template: one formatting call for the whole edge list."""
    lines = _EDGE_LINES.get((form, count))
    if lines is None:
        lines = _EDGE_LINES[form, count] = "\n".join([form] * count)
    return lines
_TEMPLATES = (
    "An undirected graph has vertices 0 to {last} and these weighted edges:\n{edges}\n"
    "Find a shortest path from vertex {s} to vertex {t}.",
    "Find a path of minimum total weight from {s} to {t} in the undirected weighted graph below "
    "(vertices 0..{last}).\nEdges:\n{edges}",
    "Roads connect towns 0 to {last}; each line gives two towns and the length of the road between them "
    "(roads go both ways):\n{edges}\nWhat is a shortest route from town {s} to town {t}?",
)


class ShortestPath(Bootcamp):
    id = "graph/shortest_path"
    description = "A shortest path between two vertices of a weighted undirected graph (any shortest path counts)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=5, extra_edges=2, max_weight=9, min_hops=2),
        "2": Config(vertices=7, extra_edges=4, max_weight=9, min_hops=2),
        "3": Config(vertices=10, extra_edges=7, max_weight=15, min_hops=3),
        "4": Config(vertices=14, extra_edges=12, max_weight=20, min_hops=3),
        "5": Config(vertices=20, extra_edges=20, max_weight=30, min_hops=4),
    }
    unique_answer = False

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        for _ in range(1000):
            n = config.vertices
            edges = _random_graph(rng, n, config.extra_edges, config.max_weight)
            keys = sorted(edges)
            source = rng.randrange(n)
            prev, hops = _shortest_path_tree(n, keys, edges, source)
            far = [v for v in range(n) if hops[v] >= config.min_hops]
            if far:
                v = rng.choice(far)
                path = [v]
                while v != source:
                    v = prev[v]
                    path.append(v)
                path.reverse()
                pairs = _pairs(n)
                data = {"n": n, "edges": [[*pairs[k], edges[k]] for k in keys], "source": source, "target": path[-1]}
                return data, path
        raise RuntimeError(f"{self.id}: no target {config.min_hops} hops away in 1000 graphs")

    def prompt(self, data: dict, rng: random.Random) -> str:
        form, edge_list = rng.choice(_EDGE_FORMS), data["edges"]
        edges = _edge_lines(form, len(edge_list)) % tuple([x for edge in edge_list for x in edge])
        text = rng.choice(_TEMPLATES).format(last=data["n"] - 1, edges=edges, s=data["source"], t=data["target"])
        shape = f"the vertices of the path in order from {data['source']} to {data['target']}, separated by ->"
        return f"{text}\n{answer_instruction(shape)}"

    def format_answer(self, answer: list[int]) -> str:
        return " -> ".join(str(v) for v in answer)

    def check(self, data: dict, answer: list[int], text: str) -> float:
        path = parse_path(text)
        if path is None or not 2 <= len(path) <= data["n"]:  # a shortest path repeats no vertex
            return 0.0
        if path[0] != data["source"] or path[-1] != data["target"]:
            return 0.0
        weight = path_weight(data["n"], data["edges"], path)
        return 1.0 if weight is not None and weight == path_weight(data["n"], data["edges"], answer) else 0.0

    def program(self, t: Tracer, data: dict) -> list[int]:
        """Dijkstra from the source until the target is settled, then back along predecessors."""
        n, source, target = data["n"], data["source"], data["target"]
        adj = adjacency(n, data["edges"])
        dist: list = [None] * n
        prev: list = [None] * n
        settled = [False] * n
        dist[source] = 0
        k = 0
        while True:
            t.state(f"pop {k}")
            queue = t.fetch("queue", sorted((dist[v], v) for v in range(n) if dist[v] is not None and not settled[v]))
            d, u = t.compute("pick", min(queue), why="smallest tentative distance")
            settled[u] = True
            if t.goto(u == target, why=f"stop once {target} is settled"):
                break
            for v, w in adj[u]:
                if settled[v]:
                    continue  # a settled vertex already has its shortest distance
                t.state(f"relax {u}-{v}")
                du = t.fetch(f"dist[{u}]", d)
                w = t.fetch(f"w({u},{v})", w)
                dv = t.fetch(f"dist[{v}]", dist[v])
                cand = t.compute("cand", du + w, why=f"dist[{u}]+w({u},{v})")
                if t.goto(dv is None or cand < dv, why=f"update dist[{v}] if cand is shorter"):
                    dist[v] = cand
                    prev[v] = t.compute(f"prev[{v}]", u, why="reached from the popped vertex")
            k += 1
        path = [target]
        v = target
        while True:
            t.state(f"back from {v}")
            p = t.fetch(f"prev[{v}]", prev[v])
            path = t.compute("path", [p] + path, why="prepend the predecessor")
            v = p
            if not t.goto(p != source, why=f"continue until {source}"):
                break
        t.state("answer")
        return t.compute("answer", list(t.fetch("path", path)), why="the vertices from source to target")

    def solve(self, data: dict) -> list[int]:
        _, prev = dijkstra(data["n"], data["edges"], data["source"])
        return _path_to(prev, data["target"])

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        n, edges, gold = case.data["n"], case.data["edges"], case.answer
        best = path_weight(n, edges, gold)
        neighbours = {v for v, _ in adjacency(n, edges)[gold[-2]]}
        wrong = [
            gold[:-1],  # ends one vertex short of the target
            gold[::-1],  # runs from the target to the source
            gold + [gold[-2], gold[-1]],  # a detour back and forth: a walk heavier than the optimum
        ]
        strangers = [v for v in range(n) if v not in neighbours]
        if strangers:  # the last step is not an edge
            wrong.append(gold[:-2] + [gold[-2], rng.choice(strangers), gold[-1]])
        for path in wrong:  # wrong by construction; fail loudly if a case ever breaks that
            weight = path_weight(n, edges, path)
            ends_ok = path[0] == case.data["source"] and path[-1] == case.data["target"]
            if ends_ok and weight is not None and weight <= best:
                raise RuntimeError(f"{self.id}: wrong answer {path} is a shortest path (gold {gold})")
        return [self.format_answer(p) for p in wrong]


BOOTCAMP = ShortestPath()
