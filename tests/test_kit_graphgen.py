"""bootcamps/kit/graphgen.py: generated graphs have the properties their docstrings promise
(checked with networkx), rendering is stable and the answer parsers accept the usual forms."""

import random

import networkx as nx
import pytest

from bootcamps.kit import graphgen


def _graph(n, edges, directed=False):
    g = nx.DiGraph() if directed else nx.Graph()
    g.add_nodes_from(range(n))
    g.add_edges_from((e[0], e[1]) for e in edges)
    return g


@pytest.mark.parametrize("seed", range(20))
def test_random_tree_is_a_tree(seed):
    rng = random.Random(seed)
    n = rng.randint(1, 30)
    edges = graphgen.random_tree(rng, n)
    assert len(edges) == n - 1
    assert all(u < v for u, v in edges) and edges == sorted(edges)
    assert nx.is_tree(_graph(n, edges))


@pytest.mark.parametrize("seed", range(20))
def test_weighted_tree_and_connected_graph(seed):
    rng = random.Random(seed)
    n = rng.randint(2, 25)
    tree = graphgen.random_weighted_tree(rng, n, 3, 7)
    assert nx.is_tree(_graph(n, tree)) and all(3 <= w <= 7 for *_, w in tree)
    graph = graphgen.random_connected(rng, n, 5, 2, 4)
    assert nx.is_connected(_graph(n, graph)) and all(2 <= w <= 4 for *_, w in graph)
    assert graphgen.is_connected(n, graph)


@pytest.mark.parametrize("seed", range(30))
def test_random_components_has_exactly_k(seed):
    rng = random.Random(seed)
    n = rng.randint(1, 30)
    k = rng.randint(1, n)
    edges = graphgen.random_components(rng, n, k, rng.randint(0, 6))
    g = _graph(n, edges)
    assert nx.number_connected_components(g) == k
    assert nx.number_of_selfloops(g) == 0 and len({tuple(e) for e in edges}) == len(edges)
    assert graphgen.is_connected(n, edges) == (k == 1)


@pytest.mark.parametrize("seed", range(30))
def test_random_dag_is_acyclic_and_weighted_on_request(seed):
    rng = random.Random(seed)
    n = rng.randint(2, 15)
    m = rng.randint(0, n * (n - 1) // 2)
    arcs = graphgen.random_dag(rng, n, m)
    g = _graph(n, arcs, directed=True)
    assert g.number_of_edges() == m and nx.is_directed_acyclic_graph(g)
    weighted = graphgen.random_dag(rng, n, min(m, 5), 1, 9)
    assert all(len(a) == 3 and 1 <= a[2] <= 9 for a in weighted)


@pytest.mark.parametrize("seed", range(20))
def test_random_digraph_and_bipartite(seed):
    rng = random.Random(seed)
    n = rng.randint(2, 10)
    arcs = graphgen.random_digraph(rng, n, rng.randint(0, n * (n - 1)))
    assert all(u != v for u, v in arcs) and len({tuple(a) for a in arcs}) == len(arcs)
    left, right = rng.randint(1, 6), rng.randint(1, 6)
    m = rng.randint(0, left * right)
    pairs = graphgen.random_bipartite(rng, left, right, m)
    assert len(set(map(tuple, pairs))) == m
    assert all(0 <= a < left and 0 <= b < right for a, b in pairs)


def test_random_simple_graph_counts_and_errors():
    rng = random.Random(1)
    edges = graphgen.random_simple_graph(rng, 6, 15)
    assert len(edges) == 15 and nx.density(_graph(6, edges)) == 1.0
    with pytest.raises(ValueError, match="0..15"):
        graphgen.random_simple_graph(rng, 6, 16)
    with pytest.raises(ValueError, match="k=4"):
        graphgen.random_components(rng, 3, 4, 0)
    with pytest.raises(ValueError, match="arcs"):
        graphgen.random_dag(rng, 3, 4)


def test_generators_are_deterministic():
    one = [graphgen.random_connected(random.Random(5), 12, 6), graphgen.random_dag(random.Random(5), 9, 12)]
    two = [graphgen.random_connected(random.Random(5), 12, 6), graphgen.random_dag(random.Random(5), 9, 12)]
    assert one == two


def test_random_grid_corners_open():
    grid = graphgen.random_grid(random.Random(3), 4, 6, 0.9)
    assert len(grid) == 4 and all(len(row) == 6 and set(row) <= {".", "#"} for row in grid)
    assert grid[0][0] == "." and grid[-1][-1] == "."


def test_neighbours_and_rendering():
    edges = [[0, 2, 5], [1, 2, 7]]
    assert graphgen.neighbours(3, edges) == [[2], [2], [0, 1]]
    assert graphgen.neighbours(3, edges, directed=True) == [[2], [2], []]
    assert graphgen.render_edges(edges, False, (0, 0)) == "0 - 2: 5\n1 - 2: 7"
    assert graphgen.render_edges([[0, 1]], True, (2, 1)) == "from 0 to 1"
    assert graphgen.render_edges([[3, 1, 4]], True, (0, 1), sep="; ") == "3 -> 1 (weight 4)"
    assert graphgen.render_adjacency(3, [[0, 1]], False) == "0: 1\n1: 0\n2: none"


@pytest.mark.parametrize(
    ("text", "expected"),
    [("0 -> 3 -> 5", [0, 3, 5]), ("[0, 3, 5]", [0, 3, 5]), ("0 3 5", [0, 3, 5]), ("0-3-5", [0, 3, 5]),
     ("0 → 3 → 5", [0, 3, 5]), ("2,0,1", [2, 0, 1]), ("", None), ("0 -> x", None), ("1/2", None)],
)
def test_parse_vertex_list(text, expected):
    assert graphgen.parse_vertex_list(text) == expected


def test_parse_vertex_list_length_and_bounds():
    assert graphgen.parse_vertex_list("1, 2, 3", length=2) is None
    assert graphgen.parse_vertex_list("1, " * 20_000) is None
    assert graphgen.parse_vertex_list(None) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [("(1, 2), (3, 4)", [(1, 2), (3, 4)]), ("[[1,2],[3,4]]", [(1, 2), (3, 4)]), ("1-2, 3-4", [(1, 2), (3, 4)]),
     ("1 -- 2; 3 <-> 4", [(1, 2), (3, 4)]), ("none", []), ("[]", []), ("(1, 2) or (3, 4)", None),
     ("(1, 2), 7", None), ("1 2", None), ("(1, 2, 3)", None)],
)
def test_parse_pairs(text, expected):
    assert graphgen.parse_pairs(text) == expected


def test_parse_pairs_without_dashes():
    assert graphgen.parse_pairs("(1, 2), [3, 4]", dashed=False) == [(1, 2), (3, 4)]
    assert graphgen.parse_pairs("5-0", dashed=False) is None and graphgen.parse_pairs("5-0") == [(5, 0)]
    # the prompts' own edge notation is no subtraction
    assert graphgen.parse_pairs("2 -- 4, 3 <-> 5", dashed=False) == [(2, 4), (3, 5)]
    assert graphgen.parse_pairs("2 -- 4, 3 - 5", dashed=False) is None
