"""Fourth batch of algorithm bootcamps (graph, dp): gold answers agree with independent oracles
(networkx, z3, brute force, or an algorithm written another way) at every level; one hand-worked
example per bootcamp; and the bootcamps/kit/graphs2.py helpers."""

import itertools

import networkx as nx
import pytest

import bootcamps
from bootcamps.kit import graphs2

SAMPLES = 5  # cases per level per bootcamp


def _graph(n, edges, directed=False):
    g = nx.DiGraph() if directed else nx.Graph()
    g.add_nodes_from(range(n))
    for e in edges:
        g.add_edge(e[0], e[1], weight=e[2] if len(e) > 2 else 1)
    return g


# ---------------------------------------------------------------- oracles: graph


def _prufer_decode(d, gold):
    tree = nx.from_prufer_sequence(d["code"]) if d["code"] else nx.path_graph(2)
    return {tuple(sorted(e)) for e in tree.edges} == {tuple(e) for e in gold}


def _girth(d, gold):
    return nx.girth(_graph(d["n"], d["edges"])) == gold


def _hamiltonian(d, gold):
    edges = {frozenset(e) for e in d["edges"]}
    rest = [v for v in range(d["n"]) if v != d["start"]]
    count = 0
    for perm in itertools.permutations(rest):
        walk = (d["start"],) + perm
        count += all(frozenset(p) in edges for p in zip(walk, walk[1:]))
    return count == gold


def _subtree_shapes(d, gold):
    # Group the subtrees with networkx's rooted-tree isomorphism test, one representative per class.
    parent = d["parent"]
    tree = nx.bfs_tree(nx.Graph([(v, p) for v, p in enumerate(parent) if p >= 0]), parent.index(-1))
    reps = []
    for v in range(len(parent)):
        sub = tree.subgraph(nx.descendants(tree, v) | {v}).to_undirected()
        if not any(len(sub) == len(rsub) and (len(sub) == 1 or nx.isomorphism.rooted_tree_isomorphism(sub, v, rsub, r))
                   for r, rsub in reps):
            reps.append((v, sub))
    return len(reps) == gold


def _min_cost_flow(d, gold):
    g = nx.DiGraph()
    g.add_nodes_from(range(d["n"]), demand=0)
    for u, v, cap, w in d["arcs"]:
        g.add_edge(u, v, capacity=cap, weight=w)
    g.nodes[d["source"]]["demand"] = -d["demand"]
    g.nodes[d["target"]]["demand"] = d["demand"]
    return nx.min_cost_flow_cost(g) == gold


def _transitive_reduction(d, gold):
    return nx.transitive_reduction(_graph(d["n"], d["arcs"], directed=True)).number_of_edges() == gold


def _tree_distance_sums(d, gold):
    lengths = dict(nx.all_pairs_dijkstra_path_length(_graph(d["n"], d["edges"])))
    return [sum(lengths[v].values()) for v in range(d["n"])] == gold


def _fuel_price_trip(d, gold):
    # Dijkstra on the explicit (town, fuel) state graph built as a networkx digraph.
    g = nx.DiGraph()
    cap = d["capacity"]
    for town in range(d["n"]):
        for fuel in range(cap):
            g.add_edge((town, fuel), (town, fuel + 1), weight=d["prices"][town])
    for u, v, w in d["roads"]:
        for a, b in ((u, v), (v, u)):
            for fuel in range(w, cap + 1):
                g.add_edge((a, fuel), (b, fuel - w), weight=0)
    dist = nx.single_source_dijkstra_path_length(g, (d["source"], 0))
    return min(c for (town, _), c in dist.items() if town == d["target"]) == gold


ORACLES = {
    "graph/prufer_decode": _prufer_decode,
    "graph/girth": _girth,
    "graph/hamiltonian_path_count": _hamiltonian,
    "graph/subtree_shapes": _subtree_shapes,
    "graph/min_cost_flow": _min_cost_flow,
    "graph/transitive_reduction": _transitive_reduction,
    "graph/tree_distance_sums": _tree_distance_sums,
    "graph/fuel_price_trip": _fuel_price_trip,
}


@pytest.mark.parametrize("bootcamp_id", sorted(ORACLES))
def test_gold_agrees_with_oracle(bootcamp_id):
    bc = bootcamps.get(bootcamp_id)
    for level in bc.levels:
        for seed in range(SAMPLES):
            case = bc.case(seed, level)
            assert ORACLES[bootcamp_id](case.data, case.answer), (bootcamp_id, level, seed, case.answer)


# ---------------------------------------------------------------- hand-worked examples


def _score(bootcamp_id, data, text):
    bc = bootcamps.get(bootcamp_id)
    gold = bc.solve(data)
    return gold, bc.verify(data, gold, f"<answer>{text}</answer>")


def test_prufer_decode_by_hand():
    # code [3, 3]: leaves 0, 1, 2 ... smallest leaf 0 joins 3, then 1 joins 3, last edge 2-3: a star at 3
    gold, score = _score("graph/prufer_decode", {"n": 4, "code": [3, 3]}, "(3, 2), (1, 3), (0, 3)")
    assert gold == [[0, 3], [1, 3], [2, 3]] and score == 1.0
    assert _score("graph/prufer_decode", {"n": 4, "code": [3, 3]}, "(0, 3), (1, 3), (2, 3), (0, 3)")[1] == 0.0


def test_girth_by_hand():
    # a square 0-1-2-3 with a pendant 4 and a long detour 1-4? no: a 4-cycle plus a tail has girth 4
    data = {"n": 5, "edges": [[0, 1], [1, 2], [2, 3], [0, 3], [3, 4]]}
    assert _score("graph/girth", data, "4") == (4, 1.0)


def test_hamiltonian_path_count_by_hand():
    # the 4-cycle 0-1-2-3-0 from 0: 0-1-2-3 and 0-3-2-1
    data = {"n": 4, "edges": [[0, 1], [1, 2], [2, 3], [0, 3]], "start": 0}
    assert _score("graph/hamiltonian_path_count", data, "2") == (2, 1.0)


def test_subtree_shapes_by_hand():
    # root 0 with children 1, 2; 1 has child 3; 2 has child 4: shapes leaf, one-edge path, root
    assert _score("graph/subtree_shapes", {"parent": [-1, 0, 0, 1, 2]}, "3") == (3, 1.0)


def test_min_cost_flow_by_hand():
    # 0->1->2 costs 2 per unit (cap 2), 0->2 costs 5 (cap 3): 3 units = 2*2 + 1*5 = 9
    data = {"n": 3, "arcs": [[0, 1, 2, 1], [0, 2, 3, 5], [1, 2, 2, 1]], "source": 0, "target": 2, "demand": 3}
    assert _score("graph/min_cost_flow", data, "9") == (9, 1.0)


def test_transitive_reduction_by_hand():
    # 0->1->2 and 0->2: the arc 0->2 is implied
    assert _score("graph/transitive_reduction", {"n": 3, "arcs": [[0, 1], [1, 2], [0, 2]]}, "2") == (2, 1.0)


def test_tree_distance_sums_by_hand():
    # path 0 -1- 1 -2- 2: sums 0:1+3=4, 1:1+2=3, 2:3+2=5
    data = {"n": 3, "edges": [[0, 1, 1], [1, 2, 2]]}
    assert _score("graph/tree_distance_sums", data, "4, 3, 5") == ([4, 3, 5], 1.0)


def test_fuel_price_trip_by_hand():
    # 0 -(2)- 1 -(2)- 2, tank 4, prices 5, 1, 9: buy 2 at town 0 (10), 2 at town 1 (2) = 12
    data = {"n": 3, "roads": [[0, 1, 2], [1, 2, 2]], "prices": [5, 1, 9], "capacity": 4, "source": 0, "target": 2}
    assert _score("graph/fuel_price_trip", data, "12") == (12, 1.0)


# ---------------------------------------------------------------- kit: graphs2


def test_rooted_and_children():
    parent, order = graphs2.rooted(4, [[0, 1], [1, 2], [1, 3]], 1)
    assert parent == [1, -1, 1, 1] and order == [1, 0, 2, 3]
    assert graphs2.children_lists(parent) == [[], [0, 2, 3], [], []]
    with pytest.raises(ValueError):
        graphs2.rooted(4, [[0, 1], [2, 3], [0, 2], [1, 3]], 0)


def test_union_find():
    uf = graphs2.UnionFind(4)
    assert uf.union(0, 1) and uf.union(2, 3) and not uf.union(1, 0)
    assert uf.find(1) == uf.find(0) != uf.find(3)


def test_edge_set_reader():
    assert graphs2.read_edge_set("(1, 0), [2, 3]") == frozenset({(0, 1), (2, 3)})
    assert graphs2.read_edge_set("(1, 0), (0, 1)") is None  # a repeat is a hedge
    assert graphs2.read_edge_set("1-0") is None  # a subtraction, not an edge
    assert graphs2.read_edge_set("none") is None
