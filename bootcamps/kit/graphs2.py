"""Tree rooting, union-find and an order-free edge-set answer, shared by the round-4 graph bootcamps.

Trees are JSON-friendly edge lists ``[u, v]`` (or ``[u, v, w]``) on vertices ``0..n-1``, as
``bootcamps.kit.graphgen`` builds them.
"""

from __future__ import annotations

import random
from typing import Any

from bootcamps.kit.graphgen import parse_pairs


def rooted(n: int, edges: list[list[int]], root: int) -> tuple[list[int], list[int]]:
    """``(parent, order)`` of a tree rooted at ``root``: ``parent[root] == -1`` and ``order`` lists
    the vertices breadth-first (every parent before its children, children in increasing order).
    Raises when the edges do not form a tree on ``0..n-1``."""
    if len(edges) != n - 1:
        raise ValueError(f"a tree on {n} vertices has {n - 1} edges, got {len(edges)}")
    adj: list[list[int]] = [[] for _ in range(n)]
    for edge in edges:
        adj[edge[0]].append(edge[1])
        adj[edge[1]].append(edge[0])
    parent = [-2] * n
    parent[root] = -1
    order = [root]
    for u in order:  # the list grows while it is walked: a queue without pops
        for v in sorted(adj[u]):
            if parent[v] == -2:
                parent[v] = u
                order.append(v)
    if len(order) != n:
        raise ValueError(f"the edges do not connect all {n} vertices")
    return parent, order


def children_lists(parent: list[int]) -> list[list[int]]:
    """Sorted children of each vertex from a parent array (``-1`` marks the root)."""
    kids: list[list[int]] = [[] for _ in parent]
    for v, p in enumerate(parent):
        if p >= 0:
            kids[p].append(v)
    return kids


class UnionFind:
    """Disjoint sets over ``0..n-1`` with path halving; ``union`` says whether two sets merged."""

    def __init__(self, n: int) -> None:
        self.parent = list(range(n))

    def find(self, x: int) -> int:
        while self.parent[x] != x:
            self.parent[x] = self.parent[self.parent[x]]
            x = self.parent[x]
        return x

    def union(self, a: int, b: int) -> bool:
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return False
        self.parent[max(ra, rb)] = min(ra, rb)
        return True


def read_edge_set(text: object) -> frozenset[tuple[int, int]] | None:
    """Undirected edges written ``(1, 2), (3, 4)`` or ``[[1,2],[3,4]]`` in any order and either
    orientation, each once; ``None`` for anything else (a repeated edge included, so a hedge
    cannot list the gold set and a second guess)."""
    pairs = parse_pairs(text, dashed=False)  # "5-0" alone reads as a subtraction, not an edge
    if not pairs:
        return None
    edges = frozenset((min(a, b), max(a, b)) for a, b in pairs)
    return edges if len(edges) == len(pairs) else None


class EdgeSetAnswer:
    """Mixin: the answer is a set of undirected edges ``[[u, v], ...]`` (u < v), any order."""

    def format_answer(self, answer: Any) -> str:
        return ", ".join(f"({u}, {v})" for u, v in answer)

    def check(self, data: dict, answer: Any, text: str) -> float:
        given = read_edge_set(text)
        return 1.0 if given is not None and given == {(min(e), max(e)) for e in answer} else 0.0


class ShuffledGraphCase:
    """Mixin: a case is ``{"n": config.vertices, <edge_key>: edges}`` with the edges from the
    bootcamp's ``random_edges(config, rng)`` listed in random order (so the listing gives away
    nothing of how they were built), answered by the bootcamp's ``solve``."""

    edge_key = "edges"

    def random_edges(self, config: Any, rng: random.Random) -> list[list[int]]:
        raise NotImplementedError

    def generate(self, config: Any, rng: random.Random) -> tuple[dict, Any]:
        listing = self.random_edges(config, rng)
        rng.shuffle(listing)
        case = {"n": config.vertices, self.edge_key: listing}
        return case, self.solve(case)  # type: ignore[attr-defined]
