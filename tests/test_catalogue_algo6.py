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


def _walk_count(d, gold):
    import numpy as np

    a = np.zeros((d["n"], d["n"]), dtype=object)
    for u, v in d["arcs"]:
        a[u][v] += 1
    m = np.identity(d["n"], dtype=object)
    for _ in range(d["length"]):
        m = m.dot(a)
    return gold == m[d["s"]][d["t"]]


def _stable_matching(d, gold):
    # Brute force: among all stable perfect matchings, each proposer gets its best partner.
    props, recs = d["proposers"], d["receivers"]
    n = len(props)
    stable = []
    for perm in itertools.permutations(range(n)):
        owner = {r: p for p, r in enumerate(perm)}
        if not any(props[p].index(r) < props[p].index(perm[p]) and recs[r].index(p) < recs[r].index(owner[r])
                   for p in range(n) for r in range(n)):
            stable.append(perm)
    best = [min((m[p] for m in stable), key=props[p].index) for p in range(n)]
    return list(gold) == best and tuple(best) in stable


def _dominators(d, gold):
    g = nx.DiGraph()
    g.add_nodes_from(range(d["n"]))
    g.add_edges_from(map(tuple, d["arcs"]))
    idom = nx.immediate_dominators(g, 0)
    return gold == [idom[v] for v in range(1, d["n"])]


def _steiner(d, gold):
    g = _graph(d)
    terms = d["terminals"]
    # Exact by brute force over which non-terminals join, with networkx's minimum spanning tree.
    others = [v for v in range(d["n"]) if v not in terms]
    best = None
    for k in range(len(others) + 1):
        for extra in itertools.combinations(others, k):
            sub = g.subgraph(list(terms) + list(extra))
            if nx.is_connected(sub):
                w = nx.minimum_spanning_tree(sub).size(weight="weight")
                best = w if best is None else min(best, w)
    return gold == best


def _maximal_cliques(d, gold):
    return gold == sum(1 for _ in nx.find_cliques(_graph(d)))


ORACLES = {
    "graph/walk_count": _walk_count,
    "graph/stable_matching": _stable_matching,
    "graph/dominators": _dominators,
    "graph/steiner_tree": _steiner,
    "graph/maximal_cliques": _maximal_cliques,
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
    # 0<->1 both ways: walks 0->0 of length 4 alternate 0,1,0,1,0 -> exactly 1; with the loop 0->1->2->0 added,
    # length 3 walks from 0 to 0: 0-1-2-0 only (0-1-0-? needs a third arc back to 0 from 0: none).
    ("graph/walk_count", {"n": 3, "arcs": [[0, 1], [1, 0], [1, 2], [2, 0]], "s": 0, "t": 0, "length": 3}, "1", "2", 1),
    # proposers 0: [0, 1], 1: [0, 1]; receiver 0 prefers 1: proposer 1 gets 0, proposer 0 gets 1
    ("graph/stable_matching", {"proposers": [[0, 1], [0, 1]], "receivers": [[1, 0], [0, 1]], "sides": 0}, "1, 0",
     "0, 1", [1, 0]),
    # 0 -> 1 -> 3, 0 -> 2 -> 3, 3 -> 4: idom(1)=0, idom(2)=0, idom(3)=0, idom(4)=3
    ("graph/dominators", {"n": 5, "arcs": [[0, 1], [1, 3], [0, 2], [2, 3], [3, 4]]}, "0, 0, 0, 3", "0, 0, 1, 3",
     [0, 0, 0, 3]),
    # star through 3 (weights 2, 2, 2) beats the triangle sides 0-1 (5), 1-2 (5): 6
    ("graph/steiner_tree", {"n": 4, "edges": [[0, 3, 2], [1, 3, 2], [2, 3, 2], [0, 1, 5], [1, 2, 5]],
                            "terminals": [0, 1, 2]}, "6", "10", 6),
    # triangle 0-1-2 plus pendant edge 2-3 and isolated 4: {0,1,2}, {2,3}, {4}
    ("graph/maximal_cliques", {"n": 5, "edges": [[0, 1], [0, 2], [1, 2], [2, 3]]}, "3", "2", 3),
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
