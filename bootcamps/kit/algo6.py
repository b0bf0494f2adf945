"""Helpers shared by the sixth batch of algorithm bootcamps: plain connected graphs, deep random
rooted trees given by parent pointers, and a rendering of parent lists.

Deterministic, drawing only from the rng passed in; graphs are JSON-friendly lists.
"""

from __future__ import annotations

import random

from bootcamps.kit.graphgen import random_connected


def unweighted_connected(rng: random.Random, n: int, extra: int) -> list[list[int]]:
    """Edges ``[u, v]`` (u < v, sorted) of a connected simple graph: a spanning tree plus up to
    ``extra`` more edges."""
    return sorted([min(e[0], e[1]), max(e[0], e[1])] for e in random_connected(rng, n, extra))


def deep_tree(rng: random.Random, n: int, reach: int) -> list[int]:
    """Parent list of a random rooted tree on ``0..n-1`` (``-1`` marks the root): vertices are
    placed in a random order and each hangs below one of the last ``reach`` placed, so a small
    ``reach`` makes the tree deep."""
    if n < 1 or reach < 1:
        raise ValueError(f"need n >= 1 and reach >= 1, got {n}, {reach}")
    order = list(range(n))
    rng.shuffle(order)
    parent = [-1] * n
    for i in range(1, n):
        parent[order[i]] = order[rng.randrange(max(0, i - reach), i)]
    return parent


_PARENT_FORMS = ("parent of {v}: {p}", "parent({v}) = {p}", "{v} hangs below {p}")


def render_parents(parent: list[int], rng: random.Random) -> str:
    """One ``parent of v: p`` line per non-root vertex, in a random order and wording."""
    items = [v for v in range(len(parent)) if parent[v] >= 0]
    rng.shuffle(items)
    form = rng.choice(_PARENT_FORMS)
    return "\n".join(form.format(v=v, p=parent[v]) for v in items)


def depths(parent: list[int]) -> list[int]:
    """Depth of every vertex (the root has depth 0)."""
    depth = [-1] * len(parent)
    for v in range(len(parent)):
        chain = []
        x = v
        while depth[x] < 0 and parent[x] >= 0:
            chain.append(x)
            x = parent[x]
        if depth[x] < 0:
            depth[x] = 0
        for y in reversed(chain):
            depth[y] = depth[parent[y]] + 1
    return depth
