"""Sixth batch of algorithm bootcamps (graph, dp, string, search_sort, data_structure, greedy,
simulation): gold answers agree with independent oracles (networkx, brute force from the
definition, or an algorithm written another way) at every level, and one hand-worked example
per bootcamp that scores 1.0 while a near miss scores 0.0."""

import itertools

import networkx as nx
import pytest

import bootcamps

SAMPLES = 3  # cases per level per bootcamp


# ---------------------------------------------------------------- oracles: graph


def _graph(d):
    g = nx.Graph()
    g.add_nodes_from(range(d["n"]))
    g.add_edges_from((e[0], e[1], {"weight": e[2]} if len(e) > 2 else {}) for e in d["edges"])
    return g


def _eccentricities(d, gold):
    ecc = nx.eccentricity(_graph(d))
    return gold == [ecc[v] for v in range(d["n"])]


def _kth_ancestor(d, gold):
    g = nx.DiGraph((p, v) for v, p in enumerate(d["parent"]) if p >= 0)
    root = d["parent"].index(-1)
    out = []
    for v, k in d["queries"]:
        path = nx.shortest_path(g, root, v)
        out.append(path[len(path) - 1 - k] if k < len(path) else -1)
    return gold == out


def _tree_path_max(d, gold):
    g = _graph(d)
    out = []
    for u, v in d["queries"]:
        path = nx.shortest_path(g, u, v)
        out.append(max((g[a][b]["weight"] for a, b in zip(path, path[1:])), default=0))
    return gold == out


def _grid_dijkstra(d, gold):
    grid = d["grid"]
    g = nx.DiGraph()
    for r, row in enumerate(grid):
        for c in range(len(row)):
            for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= nr < len(grid) and 0 <= nc < len(row):
                    g.add_edge((r, c), (nr, nc), weight=int(grid[nr][nc]))
    return gold == nx.dijkstra_path_length(g, (0, 0), (len(grid) - 1, len(grid[0]) - 1))


def _edge_reversal(d, gold):
    g = nx.DiGraph()
    g.add_nodes_from(range(d["n"]))
    for u, v in d["arcs"]:
        g.add_edge(u, v, weight=0)
        if not g.has_edge(v, u):
            g.add_edge(v, u, weight=1)
        else:
            g[v][u]["weight"] = 0
    return gold == nx.dijkstra_path_length(g, d["s"], d["t"])


ORACLES = {
    "graph/eccentricities": _eccentricities,
    "graph/kth_ancestor": _kth_ancestor,
    "graph/tree_path_max_edge": _tree_path_max,
    "graph/grid_dijkstra": _grid_dijkstra,
    "graph/edge_reversal": _edge_reversal,
}


@pytest.mark.parametrize("bootcamp_id", sorted(ORACLES))
def test_gold_agrees_with_oracle(bootcamp_id):
    bc = bootcamps.get(bootcamp_id)
    oracle = ORACLES[bootcamp_id]
    for level in bc.levels:
        for seed in range(SAMPLES):
            case = bc.case(seed, level)
            assert oracle(case.data, case.answer), (bootcamp_id, level, seed, case.answer)
            assert bc.solve(case.data) == case.answer


# ---------------------------------------------------------------- hand-worked examples

HAND = [
    # path 0-1-2-3 plus 1-4: ecc(0)=3, ecc(1)=2, ecc(2)=2, ecc(3)=3, ecc(4)=3
    ("graph/eccentricities", {"n": 5, "edges": [[0, 1], [1, 2], [2, 3], [1, 4]]}, "3, 2, 2, 3, 3", "3, 2, 2, 3, 2",
     [3, 2, 2, 3, 3]),
    # chain 0 <- 1 <- 2 <- 3, 4 below 1: ancestor(3, 2) = 1, ancestor(4, 3) = -1, ancestor(4, 2) = 0
    ("graph/kth_ancestor", {"parent": [-1, 0, 1, 2, 1], "queries": [[3, 2], [4, 3], [4, 2]]}, "1, -1, 0", "1, 0, 0",
     [1, -1, 0]),
    # 0-1 (5), 1-2 (2), 1-3 (9): path 2..3 uses 2 and 9; path 0..2 uses 5 and 2
    ("graph/tree_path_max_edge", {"n": 4, "edges": [[0, 1, 5], [1, 2, 2], [1, 3, 9]], "queries": [[2, 3], [0, 2]]},
     "9, 5", "9, 2", [9, 5]),
    # 1 9 1 / 1 9 1 / 1 1 1: down, down, right, right = 1+1+1+1 = 4
    ("graph/grid_dijkstra", {"grid": ["191", "191", "111"]}, "4", "5", 4),
    # 0 -> 1, 2 -> 1, 2 -> 3: from 0 to 3 reverse 2->1 only
    ("graph/edge_reversal", {"n": 4, "arcs": [[0, 1], [2, 1], [2, 3]], "s": 0, "t": 3}, "1", "2", 1),
]


@pytest.mark.parametrize("bootcamp_id, data, text, wrong, answer", HAND, ids=[h[0] for h in HAND])
def test_hand_worked_examples(bootcamp_id, data, text, wrong, answer):
    bc = bootcamps.get(bootcamp_id)
    gold = bc.solve(data)
    assert gold == answer
    assert bc.check(data, gold, text) == 1.0
    assert bc.check(data, gold, wrong) == 0.0
    assert ORACLES[bootcamp_id](data, answer)


def test_every_bootcamp_here_has_a_hand_example():
    assert {h[0] for h in HAND} == set(ORACLES)
