"""Second batch of algorithm and data-structure bootcamps (graph, dp, string, search_sort,
data_structure, greedy, simulation): gold answers agree with independent oracles (networkx,
z3, brute force, or an algorithm written another way) at every level; one hand-worked example
per bootcamp; and the bootcamps/kit/strings.py helpers."""

import itertools
from functools import lru_cache

import networkx as nx
import pytest

import bootcamps

SAMPLES = 5  # cases per level per bootcamp


def _graph(n, edges, directed=False):
    g = nx.DiGraph() if directed else nx.Graph()
    g.add_nodes_from(range(n))
    for e in edges:
        g.add_edge(e[0], e[1], weight=e[2] if len(e) > 2 else 1)
    return g


# ---------------------------------------------------------------- oracles: graph


def _bfs_layers(d, gold):
    lengths = nx.single_source_shortest_path_length(_graph(d["n"], d["edges"]), d["source"])
    return gold == [lengths.get(v, -1) for v in range(d["n"])]


def _articulation(d, gold):
    return gold == sorted(nx.articulation_points(_graph(d["n"], d["edges"])))


ORACLES = {
    "graph/bfs_layers": _bfs_layers,
    "graph/articulation_points": _articulation,
}


@pytest.mark.parametrize("bootcamp_id", sorted(ORACLES))
def test_gold_agrees_with_oracle(bootcamp_id):
    bc = bootcamps.get(bootcamp_id)
    oracle = ORACLES[bootcamp_id]
    for level in bc.levels:
        for seed in range(SAMPLES):
            case = bc.case(seed, level)
            assert oracle(case.data, case.answer), (bootcamp_id, level, seed, case.answer)


# ---------------------------------------------------------------- hand-worked examples


def _score(bootcamp_id, data, text):
    bc = bootcamps.get(bootcamp_id)
    gold = bc.solve(data)
    return gold, bc.verify(data, gold, f"<answer>{text}</answer>")


def test_bfs_layers_by_hand():
    # path 0-1-2, 1-3, and an isolated vertex 4; from 3: 3->1 (1), 1->0 and 1->2 (2)
    data = {"n": 5, "edges": [[0, 1], [1, 2], [1, 3]], "source": 3}
    gold, score = _score("graph/bfs_layers", data, "[2, 1, 2, 0, -1]")
    assert gold == [2, 1, 2, 0, -1] and score == 1.0


def test_articulation_points_by_hand():
    # triangle 0-1-2 with a tail 2-3-4: removing 2 or 3 cuts the tail off
    data = {"n": 5, "edges": [[0, 1], [1, 2], [0, 2], [2, 3], [3, 4]]}
    gold, score = _score("graph/articulation_points", data, "3, 2")
    assert gold == [2, 3] and score == 1.0
    bc = bootcamps.get("graph/articulation_points")
    assert bc.verify(data, gold, "<answer>2, 3, 3</answer>") == 0.0  # a repeat is refused
