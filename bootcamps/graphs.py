"""Graph helpers shared by graph bootcamps: random weighted graphs and a reference Dijkstra.

Graphs are plain JSON-friendly data: ``n`` vertices ``0..n-1`` and an edge list of
``[u, v, w]`` triples (undirected unless a caller says otherwise).
"""

from __future__ import annotations

import heapq
import random


def random_connected_graph(
    rng: random.Random, n: int, extra_edges: int, max_weight: int, min_weight: int = 1
) -> list[list[int]]:
    """A connected undirected simple graph: a random spanning tree plus ``extra_edges`` more."""
    if n < 2:
        raise ValueError(f"a graph needs n >= 2 vertices, got {n}")
    order = list(range(n))
    rng.shuffle(order)
    edges: dict[tuple[int, int], int] = {}
    for i in range(1, n):
        u, v = order[i], order[rng.randrange(i)]
        edges[(min(u, v), max(u, v))] = rng.randint(min_weight, max_weight)
    possible = n * (n - 1) // 2
    target = min(possible, len(edges) + max(0, extra_edges))
    while len(edges) < target:
        u, v = rng.randrange(n), rng.randrange(n - 1)  # two distinct vertices, cheaper than sample()
        v += v >= u
        edges.setdefault((min(u, v), max(u, v)), rng.randint(min_weight, max_weight))
    return [[u, v, w] for (u, v), w in sorted(edges.items())]


def adjacency(n: int, edges: list[list[int]], directed: bool = False) -> list[list[tuple[int, int]]]:
    """Neighbours of each vertex as ``(vertex, weight)``, sorted for determinism."""
    adj: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    for u, v, w in edges:
        adj[u].append((v, w))
        if not directed:
            adj[v].append((u, w))
    for row in adj:
        row.sort()
    return adj


def dijkstra(n: int, edges: list[list[int]], source: int, directed: bool = False) -> tuple[list[int | None], list[int | None]]:
    """Shortest distances from ``source`` (``None`` if unreachable) and a predecessor of each vertex."""
    adj = adjacency(n, edges, directed)
    dist: list[int | None] = [None] * n
    prev: list[int | None] = [None] * n
    dist[source] = 0
    heap = [(0, source)]
    while heap:
        d, u = heapq.heappop(heap)
        if d != dist[u]:
            continue
        for v, w in adj[u]:
            nd = d + w
            if dist[v] is None or nd < dist[v]:  # type: ignore[operator]
                dist[v], prev[v] = nd, u
                heapq.heappush(heap, (nd, v))
    return dist, prev


def path_weight(n: int, edges: list[list[int]], path: list[int], directed: bool = False) -> int | None:
    """Total weight of a walk along ``path``, or ``None`` if a step is not an edge or a vertex is invalid."""
    weights: dict[tuple[int, int], int] = {}
    for u, v, w in edges:
        weights[(u, v)] = min(w, weights.get((u, v), w))
        if not directed:
            weights[(v, u)] = min(w, weights.get((v, u), w))
    if not path or any(not 0 <= p < n for p in path):
        return None
    total = 0
    for a, b in zip(path, path[1:]):
        if (a, b) not in weights:
            return None
        total += weights[(a, b)]
    return total
