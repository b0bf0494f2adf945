"""Tokens on a directed acyclic graph: a move slides one token along an outgoing edge; a player
who cannot move loses. The Sprague-Grundy value of the position: the XOR over tokens of their
vertices' values, each vertex's value the mex of its successors' values (sinks are 0)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.games import mex
from bootcamps.trace import Tracer

NAMES = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


@dataclass(frozen=True)
class Config:
    vertices: int = 6
    edge_p: float = 0.35
    tokens: int = 2

    def __post_init__(self) -> None:
        if not 3 <= self.vertices <= len(NAMES):
            raise ValueError(f"vertices must be in 3..{len(NAMES)}, got {self.vertices}")
        if not 0.05 <= self.edge_p <= 0.9:
            raise ValueError(f"edge_p must be in [0.05, 0.9], got {self.edge_p}")
        if not 1 <= self.tokens <= 8:
            raise ValueError(f"tokens must be in 1..8, got {self.tokens}")


_TEMPLATES = (
    "A game is played on a directed graph with no cycles. Its edges are:\n{edges}\nTokens stand on {tokens} (several "
    "tokens may share a vertex). On a turn a player picks one token and moves it along one edge, in the edge's "
    "direction. A player with no move loses. What is the Sprague-Grundy value of this position? (A vertex's value "
    "is the mex, the least non-negative integer not among its successors' values, 0 for a vertex with no outgoing "
    "edge; the position's value is the XOR of the values of the tokens' vertices.)",
    "Directed edges (u -> v means a token on u may move to v):\n{edges}\nThe graph is acyclic. Tokens are placed on "
    "{tokens}. Players alternate moving a single token one step along an edge; whoever cannot move loses. Compute "
    "the nim-value of the position: XOR over the tokens of the Grundy number of their vertex, where Grundy(v) = "
    "mex of Grundy over v's out-neighbours (and 0 if v has none).",
    "Tokens on vertices {tokens} of this acyclic digraph:\n{edges}\nA move pushes one token along an outgoing edge; "
    "no legal move means defeat. Give the Grundy value of the whole game (XOR of the tokens' Grundy numbers, each "
    "being the minimum excludant of the successors' numbers).",
)


class GraphTokens(IntegerAnswer, Bootcamp):
    id = "game/graph_tokens"
    description = "Tokens on a DAG: the Sprague-Grundy value of a sum of token-sliding games"
    Config = Config
    LEVELS = {
        "1": Config(vertices=6, edge_p=0.4, tokens=1),
        "2": Config(vertices=8, edge_p=0.35, tokens=2),
        "3": Config(vertices=10, edge_p=0.3, tokens=3),
        "4": Config(vertices=13, edge_p=0.28, tokens=3),
        "5": Config(vertices=17, edge_p=0.25, tokens=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.vertices
        order = list(range(n))
        rng.shuffle(order)  # edges run from earlier to later in a hidden order, so the graph is acyclic
        edges = sorted([order[i], order[j]] for i in range(n) for j in range(i + 1, n) if rng.random() < config.edge_p)
        tokens = sorted(rng.choice(order[: max(1, n - 2)]) for _ in range(config.tokens))
        data = {"vertices": n, "edges": edges, "tokens": tokens}
        return data, self.program(Tracer(), data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        edges = [f"{NAMES[u]} -> {NAMES[v]}" for u, v in data["edges"]]
        shown = ", ".join(edges) if rng.random() < 0.5 else "\n".join(edges)
        isolated = [NAMES[v] for v in range(data["vertices"]) if all(v not in e for e in data["edges"])]
        if isolated:
            shown += (f"\n(Vertex {isolated[0]} has no edges.)" if len(isolated) == 1
                      else f"\n(Vertices {', '.join(isolated)} have no edges.)")
        tokens = ", ".join(NAMES[v] for v in data["tokens"])
        text = rng.choice(_TEMPLATES).format(edges=shown, tokens=tokens)
        return f"{text}\n{answer_instruction('one non-negative integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        n = data["vertices"]
        succ: list[list[int]] = [[] for _ in range(n)]
        for u, v in data["edges"]:
            succ[u].append(v)
        grundy: dict[int, int] = {}
        remaining = set(range(n))
        while remaining:  # settle vertices whose successors are all settled (reverse topological order)
            v = min(u for u in remaining if all(w in grundy for w in succ[u]))
            t.state(f"vertex {NAMES[v]}")
            values = [t.fetch(f"g[{NAMES[w]}]", grundy[w]) for w in succ[v]]
            grundy[v] = t.compute(f"g[{NAMES[v]}]", mex(values), why="mex of the successors' values")
            remaining.discard(v)
        t.state("answer")
        total = 0
        for v in data["tokens"]:
            total = t.compute("xor", total ^ t.fetch(f"g[{NAMES[v]}]", grundy[v]))
        return t.ret("answer", total)

    def solve(self, data: dict) -> int:
        """Memoised recursion from each token's vertex (depth-first, not a topological sweep)."""
        succ: dict[int, list[int]] = {}
        for u, v in data["edges"]:
            succ.setdefault(u, []).append(v)
        memo: dict[int, int] = {}

        def g(v: int) -> int:
            if v not in memo:
                seen = {g(w) for w in succ.get(v, [])}
                memo[v] = next(m for m in range(len(seen) + 1) if m not in seen)
            return memo[v]

        total = 0
        for v in data["tokens"]:
            total ^= g(v)
        return total


BOOTCAMP = GraphTokens()
