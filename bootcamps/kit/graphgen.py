"""Random graphs and trees with guaranteed properties, their rendering and answer parsing.

Builds on ``bootcamps.graphs`` (connected weighted graphs, weighted adjacency, Dijkstra). Graphs
are JSON-friendly: vertices ``0..n-1``, edges ``[u, v]`` or ``[u, v, w]`` lists. Generators take
the case RNG and are deterministic; every property named in a docstring holds by construction.
"""

from __future__ import annotations

import random
import re

from bootcamps.graphs import random_connected_graph
from bootcamps.kit.literal import strict_int_list

MAX_ANSWER_CHARS = 20_000

# ---------------------------------------------------------------- generators


def _check_n(n: int, least: int = 1) -> None:
    if n < least:
        raise ValueError(f"a graph here needs at least {least} vertices, got n={n}")


def random_tree(rng: random.Random, n: int) -> list[list[int]]:
    """Edges ``[u, v]`` (u < v, sorted) of a uniform-ish random labelled tree on ``0..n-1``."""
    _check_n(n)
    order = list(range(n))
    rng.shuffle(order)
    edges = []
    for i in range(1, n):
        u, v = order[i], order[rng.randrange(i)]
        edges.append([min(u, v), max(u, v)])
    return sorted(edges)


def random_weighted_tree(rng: random.Random, n: int, lo: int, hi: int) -> list[list[int]]:
    """A random tree with integer weights in ``lo..hi``: ``[u, v, w]``."""
    return [[u, v, rng.randint(lo, hi)] for u, v in random_tree(rng, n)]


def random_connected(rng: random.Random, n: int, extra: int, lo: int = 1, hi: int = 9) -> list[list[int]]:
    """A connected undirected simple weighted graph (a spanning tree plus ``extra`` edges)."""
    return random_connected_graph(rng, n, extra, hi, lo)


def random_simple_graph(rng: random.Random, n: int, m: int) -> list[list[int]]:
    """``m`` distinct undirected edges ``[u, v]`` (u < v, sorted) chosen uniformly; may be disconnected."""
    _check_n(n, 2)
    possible = n * (n - 1) // 2
    if not 0 <= m <= possible:
        raise ValueError(f"a simple graph on {n} vertices has 0..{possible} edges, got m={m}")
    chosen: set[tuple[int, int]] = set()
    while len(chosen) < m:
        u, v = rng.randrange(n), rng.randrange(n - 1)
        v += v >= u
        chosen.add((min(u, v), max(u, v)))
    return [list(e) for e in sorted(chosen)]


def random_components(rng: random.Random, n: int, k: int, extra: int) -> list[list[int]]:
    """An undirected simple graph on ``n`` vertices with exactly ``k`` connected components:
    vertices split into ``k`` random non-empty groups, a random tree on each, plus up to
    ``extra`` edges inside groups."""
    _check_n(n)
    if not 1 <= k <= n:
        raise ValueError(f"need 1 <= k <= n components, got k={k}, n={n}")
    order = list(range(n))
    rng.shuffle(order)
    cuts = sorted(rng.sample(range(1, n), k - 1))
    groups = [order[a:b] for a, b in zip([0] + cuts, cuts + [n])]
    edges: set[tuple[int, int]] = set()
    for group in groups:
        for i in range(1, len(group)):
            u, v = group[i], group[rng.randrange(i)]
            edges.add((min(u, v), max(u, v)))
    big = [g for g in groups if len(g) >= 3]
    for _ in range(extra if big else 0):
        u, v = rng.sample(rng.choice(big), 2)
        edges.add((min(u, v), max(u, v)))
    return [list(e) for e in sorted(edges)]


def random_dag(rng: random.Random, n: int, m: int, lo: int | None = None, hi: int | None = None) -> list[list[int]]:
    """A directed acyclic graph: ``m`` distinct arcs ``[u, v]`` (or ``[u, v, w]`` with weights in
    ``lo..hi``) that all go forward in a hidden random order of the vertices."""
    _check_n(n, 2)
    possible = n * (n - 1) // 2
    if not 0 <= m <= possible:
        raise ValueError(f"a DAG on {n} vertices has 0..{possible} arcs, got m={m}")
    rank = list(range(n))
    rng.shuffle(rank)  # rank[i] is the i-th vertex of the hidden order
    arcs: set[tuple[int, int]] = set()
    while len(arcs) < m:
        i, j = rng.randrange(n), rng.randrange(n - 1)
        j += j >= i
        a, b = min(i, j), max(i, j)
        arcs.add((rank[a], rank[b]))
    out = sorted(arcs)
    if lo is None:
        return [list(a) for a in out]
    return [[u, v, rng.randint(lo, hi if hi is not None else lo)] for u, v in out]


def random_digraph(rng: random.Random, n: int, m: int, lo: int | None = None, hi: int | None = None) -> list[list[int]]:
    """``m`` distinct arcs ``[u, v]`` (u != v; ``[u, v, w]`` with weights) chosen uniformly; cycles allowed."""
    _check_n(n, 2)
    possible = n * (n - 1)
    if not 0 <= m <= possible:
        raise ValueError(f"a digraph on {n} vertices has 0..{possible} arcs, got m={m}")
    arcs: set[tuple[int, int]] = set()
    while len(arcs) < m:
        u, v = rng.randrange(n), rng.randrange(n - 1)
        v += v >= u
        arcs.add((u, v))
    out = sorted(arcs)
    if lo is None:
        return [list(a) for a in out]
    return [[u, v, rng.randint(lo, hi if hi is not None else lo)] for u, v in out]


def random_bipartite(rng: random.Random, left: int, right: int, m: int) -> list[list[int]]:
    """``m`` distinct edges ``[a, b]`` between left vertices ``0..left-1`` and right vertices ``0..right-1``."""
    if left < 1 or right < 1 or not 0 <= m <= left * right:
        raise ValueError(f"need left, right >= 1 and 0 <= m <= left*right, got {left}, {right}, {m}")
    chosen = sorted(rng.sample(range(left * right), m))
    return [[c // right, c % right] for c in chosen]


def random_grid(rng: random.Random, rows: int, cols: int, wall_ratio: float) -> list[str]:
    """A ``rows`` x ``cols`` grid of ``.`` (open) and ``#`` (wall) cells, each a wall with
    probability ``wall_ratio``; the corners are always open."""
    if rows < 1 or cols < 1 or not 0 <= wall_ratio < 1:
        raise ValueError(f"need rows, cols >= 1 and 0 <= wall_ratio < 1, got {rows}, {cols}, {wall_ratio}")
    cells = [["#" if rng.random() < wall_ratio else "." for _ in range(cols)] for _ in range(rows)]
    cells[0][0] = cells[-1][-1] = "."
    return ["".join(row) for row in cells]


# ---------------------------------------------------------------- structure


def neighbours(n: int, edges: list[list[int]], directed: bool = False) -> list[list[int]]:
    """Sorted neighbour lists (out-neighbours when ``directed``), ignoring weights."""
    adj: list[list[int]] = [[] for _ in range(n)]
    for edge in edges:
        u, v = edge[0], edge[1]
        adj[u].append(v)
        if not directed:
            adj[v].append(u)
    for row in adj:
        row.sort()
    return adj


def is_connected(n: int, edges: list[list[int]]) -> bool:
    """Whether the undirected graph is connected (by a union-find)."""
    parent = list(range(n))

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for edge in edges:
        parent[find(edge[0])] = find(edge[1])
    return len({find(x) for x in range(n)}) == 1


# ---------------------------------------------------------------- rendering

_UNDIRECTED = ("{u} - {v}", "{u} -- {v}", "({u}, {v})", "{u} <-> {v}")
_DIRECTED = ("{u} -> {v}", "{u} → {v}", "from {u} to {v}", "({u}, {v})")
_WEIGHT = (": {w}", " (weight {w})", " weight {w}", ", cost {w}")


def edge_style(rng: random.Random) -> tuple[int, int]:
    """An edge-line style drawn once per prompt: (pair form, weight form) indices."""
    return rng.randrange(4), rng.randrange(4)


def render_edges(edges: list[list[int]], directed: bool, style: tuple[int, int] = (0, 0), sep: str = "\n") -> str:
    """Edges one per line (or joined by ``sep``) in a style from :func:`edge_style`."""
    pair = (_DIRECTED if directed else _UNDIRECTED)[style[0]]
    weight = _WEIGHT[style[1]]
    lines = []
    for edge in edges:
        line = pair.format(u=edge[0], v=edge[1])
        if len(edge) > 2:
            line += weight.format(w=edge[2])
        lines.append(line)
    return sep.join(lines)


def render_adjacency(n: int, edges: list[list[int]], directed: bool) -> str:
    """``0: 1, 3`` lines (``0: none`` for a vertex with no neighbours), unweighted graphs only."""
    adj = neighbours(n, edges, directed)
    return "\n".join(f"{u}: {', '.join(map(str, row)) if row else 'none'}" for u, row in enumerate(adj))


# ---------------------------------------------------------------- parsing

_ARROWS = ("-->", "->", "=>", "\u2192", "\u27f6")
_DASH = re.compile(r"(?<=\d)\s*[-\u2013\u2014\u2212]\s*(?=\d)")


def parse_vertex_list(text: object, length: int | None = None) -> list[int] | None:
    """Vertices of ``0 -> 3 -> 5``, ``[0, 3, 5]``, ``0 3 5``, ``0-3-5`` or ``0 → 3 → 5``; ``None``
    when it is not such a list (or, with ``length``, has another number of vertices)."""
    if not isinstance(text, str) or len(text) > MAX_ANSWER_CHARS:
        return None
    for arrow in _ARROWS:
        text = text.replace(arrow, ",")
    values = strict_int_list(_DASH.sub(",", text).strip().strip(","))
    if not values or (length is not None and len(values) != length):
        return None
    return values


_PAIR = re.compile(r"\(\s*(\d+)\s*,\s*(\d+)\s*\)|\[\s*(\d+)\s*,\s*(\d+)\s*\]|(\d+)\s*(?:<->|--|-|–)\s*(\d+)")
# without ``dashed``: brackets, or the prompts' own edge notation ``2 -- 4`` / ``2 <-> 4``, which no
# one reads as a subtraction (a single ``-`` stays out)
_BRACKETED_PAIR = re.compile(r"\(\s*(\d+)\s*,\s*(\d+)\s*\)|\[\s*(\d+)\s*,\s*(\d+)\s*\]|(\d+)\s*(?:<->|--)\s*(\d+)")
_PAIR_SEPARATORS = re.compile(r"^[\s,;]*$")


def parse_pairs(text: object, dashed: bool = True) -> list[tuple[int, int]] | None:
    """Pairs of ``(1, 2), (3, 4)``, ``[[1,2],[3,4]]``, ``1 -- 2, 3 <-> 4`` or (with ``dashed``)
    ``1-2, 3-4``; ``None`` if anything else is in the text. ``none`` / ``[]`` (or empty brackets)
    read as no pairs. Pass ``dashed=False`` where a lone ``5-0`` could be a subtraction restating
    the question."""
    if not isinstance(text, str) or len(text) > MAX_ANSWER_CHARS:
        return None
    body = text.strip().rstrip(".").strip()
    if body.startswith("[[") and body.endswith("]]"):  # one outer list of [u, v] pairs
        body = body[1:-1].strip()
    if body.casefold() in ("none", "[]", "{}", "()", ""):
        return []
    pairs, pos = [], 0
    for match in (_PAIR if dashed else _BRACKETED_PAIR).finditer(body):
        if not _PAIR_SEPARATORS.match(body[pos : match.start()]):
            return None
        groups = [g for g in match.groups() if g is not None]
        pairs.append((int(groups[0]), int(groups[1])))
        pos = match.end()
    if not pairs or not _PAIR_SEPARATORS.match(body[pos:]):
        return None
    return pairs
