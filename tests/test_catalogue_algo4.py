"""Fourth batch of algorithm bootcamps (graph, dp): gold answers agree with independent oracles
(networkx, z3, brute force, or an algorithm written another way) at every level; one hand-worked
example per bootcamp; and the bootcamps/kit/graphs2.py helpers."""

import functools
import itertools
import math

import networkx as nx
import pytest
import sympy
import z3
from scipy.optimize import linear_sum_assignment

import bootcamps
from bootcamps.kit import graphs2

SAMPLES = 5  # cases per level per bootcamp
FEWER = {"dp/lis_count": 2}  # its brute force tries every index set of the longest length


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
    # Small graphs: every ordering of the other vertices. Larger: a bitmask DP over (visited, end).
    n, start = d["n"], d["start"]
    edges = {frozenset(e) for e in d["edges"]}
    if n <= 8:
        rest = [v for v in range(n) if v != start]
        walks = ((start,) + perm for perm in itertools.permutations(rest))
        return sum(all(frozenset(p) in edges for p in zip(w, w[1:])) for w in walks) == gold
    ways = {(1 << start, start): 1}
    for mask in range(1 << n):
        for end in range(n):
            here = ways.get((mask, end), 0)
            for nxt in range(n):
                if here and not mask >> nxt & 1 and frozenset((end, nxt)) in edges:
                    key = (mask | 1 << nxt, nxt)
                    ways[key] = ways.get(key, 0) + here
    return sum(ways.get(((1 << n) - 1, end), 0) for end in range(n)) == gold


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


def _tree_dominating_set(d, gold):
    x = [z3.Bool(f"x{v}") for v in range(d["n"])]
    closed = [[v] for v in range(d["n"])]
    for u, v in d["edges"]:
        closed[u].append(v)
        closed[v].append(u)
    opt = z3.Optimize()
    for v in range(d["n"]):
        opt.add(z3.Or([x[u] for u in closed[v]]))
    size = z3.Sum([z3.If(b, 1, 0) for b in x])
    opt.minimize(size)
    assert opt.check() == z3.sat
    return opt.model().eval(size).as_long() == gold


def _greedy_coloring(d, gold):
    colours = nx.greedy_color(_graph(d["n"], d["edges"]), strategy="largest_first")
    return [colours[v] + 1 for v in range(d["n"])] == gold


def _second_shortest_walk(d, gold):
    # Some edge u->v is where the second-best walk leaves a shortest route: ds[u] + w + dt[v].
    g = _graph(d["n"], d["edges"])
    ds = nx.single_source_dijkstra_path_length(g, d["source"])
    dt = nx.single_source_dijkstra_path_length(g, d["target"])
    shortest = ds[d["target"]]
    candidates = [ds[a] + w + dt[b] for u, v, w in d["edges"] for a, b in ((u, v), (v, u))]
    return min(c for c in candidates if c > shortest) == gold


def _global_min_cut(d, gold):
    return nx.stoer_wagner(_graph(d["n"], d["edges"]))[0] == gold


def _cheapest_k_stops(d, gold):
    g = _graph(d["n"], d["flights"], directed=True)
    paths = nx.all_simple_paths(g, d["source"], d["target"], cutoff=d["stops"] + 1)
    return min(nx.path_weight(g, p, "weight") for p in paths) == gold


# ---------------------------------------------------------------- oracles: dp


def _egg_drop(d, gold):
    # Closed form with sympy's binomials: gold drops settle n floors, one drop fewer does not.
    def covered(m):
        return sum(sympy.binomial(m, i) for i in range(1, d["eggs"] + 1))

    return covered(gold) >= d["floors"] > covered(gold - 1)


def _lcs_three(d, gold):
    a, b, c = d["a"], d["b"], d["c"]

    @functools.lru_cache(maxsize=None)
    def lcs(i, j, k):
        if min(i, j, k) == 0:
            return 0
        if a[i - 1] == b[j - 1] == c[k - 1]:
            return lcs(i - 1, j - 1, k - 1) + 1
        return max(lcs(i - 1, j, k), lcs(i, j - 1, k), lcs(i, j, k - 1))

    return lcs(len(a), len(b), len(c)) == gold


def _longest_zigzag(d, gold):
    # Count the turns: 1 + the number of nonzero steps whose sign differs from the previous one.
    signs = [(y > x) - (y < x) for x, y in zip(d["values"], d["values"][1:])]
    length, last = 1, 0
    for s in signs:
        if s and s != last:
            length, last = length + 1, s
    return length == gold


def _assignment(d, gold):
    rows, cols = linear_sum_assignment(d["cost"])
    return sum(d["cost"][r][c] for r, c in zip(rows, cols)) == gold


def _weighted_intervals(d, gold):
    items = d["intervals"]
    x = [z3.Bool(f"x{i}") for i in range(len(items))]
    opt = z3.Optimize()
    for (i, (s1, e1, _)), (j, (s2, e2, _)) in itertools.combinations(enumerate(items), 2):
        if s1 < e2 and s2 < e1:
            opt.add(z3.Not(z3.And(x[i], x[j])))
    total = z3.Sum([z3.If(x[i], w, 0) for i, (_, _, w) in enumerate(items)])
    opt.maximize(total)
    assert opt.check() == z3.sat
    return opt.model().eval(total).as_long() == gold


def _frog(d, gold):
    h, k = d["heights"], d["k"]
    g = nx.DiGraph()
    for i in range(len(h)):
        for j in range(i + 1, min(len(h), i + k + 1)):
            g.add_edge(i, j, weight=abs(h[i] - h[j]))
    return nx.dijkstra_path_length(g, 0, len(h) - 1) == gold


def _max_rectangle(d, gold):
    # For every pair of columns, the longest run of rows whose slice between them is all 1s.
    grid = d["grid"]
    best = 0
    for c1 in range(len(grid[0])):
        for c2 in range(c1 + 1, len(grid[0]) + 1):
            run = 0
            for row in grid:
                run = run + 1 if set(row[c1:c2]) == {"1"} else 0
                best = max(best, run * (c2 - c1))
    return best == gold


def _merge_stones(d, gold):
    a = d["sizes"]

    @functools.lru_cache(maxsize=None)
    def cost(i, j):
        if i == j:
            return 0
        return min(cost(i, m) + cost(m + 1, j) for m in range(i, j)) + sum(a[i : j + 1])

    return cost(0, len(a) - 1) == gold


def _arithmetic(d, gold):
    # For every start and every step, take the earliest matching term each time.
    a = d["values"]
    best = 1
    for i in range(len(a)):
        for step in {y - a[i] for y in a[i + 1 :]}:
            count, want = 1, a[i] + step
            for y in a[i + 1 :]:
                if y == want:
                    count, want = count + 1, want + step
            best = max(best, count)
    return best == gold


def _job_day_split(d, gold):
    a = d["jobs"]

    @functools.lru_cache(maxsize=None)
    def least(start, days):
        if days == 1:
            return max(a[start:])
        return min(max(a[start:end]) + least(end, days - 1) for end in range(start + 1, len(a) - days + 2))

    return least(0, d["days"]) == gold


def _word_wrap(d, gold):
    # Shortest path over break positions: an arc i -> j sets words i..j-1 on one line.
    words, width = d["words"], d["width"]
    n = len(words)
    g = nx.DiGraph()
    for i in range(n):
        for j in range(i + 1, n + 1):
            size = len(" ".join(words[i:j]))
            if size <= width:
                g.add_edge(i, j, weight=0 if j == n else (width - size) ** 2)
    return nx.dijkstra_path_length(g, 0, n) == gold


def _max_product(d, gold):
    a = d["values"]
    return max(math.prod(a[i:j]) for i in range(len(a)) for j in range(i + 1, len(a) + 1)) == gold


def _dungeon(d, gold):
    # Every right/down path; a path needs 1 - (its lowest running total), at least 1.
    grid = d["grid"]
    rows, cols = len(grid), len(grid[0])
    best = None
    for downs in itertools.combinations(range(rows + cols - 2), rows - 1):
        r = c = 0
        total = grid[0][0]
        low = total
        for step in range(rows + cols - 2):
            if step in downs:
                r += 1
            else:
                c += 1
            total += grid[r][c]
            low = min(low, total)
        need = max(1, 1 - low)
        best = need if best is None else min(best, need)
    return best == gold


def _set_cover(d, gold):
    x = [z3.Bool(f"b{i}") for i in range(len(d["bundles"]))]
    opt = z3.Optimize()
    for item in range(1, d["items"] + 1):
        opt.add(z3.Or([x[i] for i, (b, _) in enumerate(d["bundles"]) if item in b]))
    total = z3.Sum([z3.If(x[i], p, 0) for i, (_, p) in enumerate(d["bundles"])])
    opt.minimize(total)
    assert opt.check() == z3.sat
    return opt.model().eval(total).as_long() == gold


def _lis_count(d, gold):
    # The longest length from networkx's DAG longest path, then brute force over index sets of it.
    a = d["values"]
    g = nx.DiGraph((i, j) for i in range(len(a)) for j in range(i + 1, len(a)) if a[i] < a[j])
    g.add_nodes_from(range(len(a)))
    size = len(nx.dag_longest_path(g))
    count = sum(all(a[i] < a[j] for i, j in zip(c, c[1:])) for c in itertools.combinations(range(len(a)), size))
    return count == gold


def _dag_path_cover(d, gold):
    # Choose arcs with at most one leaving and one entering each vertex; each chosen arc joins two paths.
    x = {tuple(a): z3.Bool(f"a{a[0]}_{a[1]}") for a in d["arcs"]}
    opt = z3.Optimize()
    for v in range(d["n"]):
        opt.add(z3.PbLe([(b, 1) for (u, _), b in x.items() if u == v], 1))
        opt.add(z3.PbLe([(b, 1) for (_, w), b in x.items() if w == v], 1))
    chosen = z3.Sum([z3.If(b, 1, 0) for b in x.values()])
    opt.maximize(chosen)
    assert opt.check() == z3.sat
    return d["n"] - opt.model().eval(chosen).as_long() == gold


def _travel_passes(d, gold):
    # A 0/1 program: which passes to buy; a pass can always start on a travel day (moving its start
    # later, up to the first travel day it covers, loses nothing). Every travel day covered.
    buy = {(length, start): z3.Bool(f"p{length}_{start}") for length in (1, 7, 30) for start in d["days"]}
    opt = z3.Optimize()
    for day in d["days"]:
        opt.add(z3.Or([var for (length, start), var in buy.items() if start <= day < start + length]))
    price = dict(zip((1, 7, 30), d["costs"]))
    total = z3.Sum([z3.If(var, price[length], 0) for (length, _), var in buy.items()])
    opt.minimize(total)
    assert opt.check() == z3.sat
    return opt.model().eval(total).as_long() == gold


ORACLES = {
    "graph/prufer_decode": _prufer_decode,
    "graph/girth": _girth,
    "graph/hamiltonian_path_count": _hamiltonian,
    "graph/subtree_shapes": _subtree_shapes,
    "graph/min_cost_flow": _min_cost_flow,
    "graph/transitive_reduction": _transitive_reduction,
    "graph/tree_distance_sums": _tree_distance_sums,
    "graph/fuel_price_trip": _fuel_price_trip,
    "graph/tree_dominating_set": _tree_dominating_set,
    "graph/greedy_coloring": _greedy_coloring,
    "graph/second_shortest_walk": _second_shortest_walk,
    "graph/global_min_cut": _global_min_cut,
    "graph/cheapest_k_stops": _cheapest_k_stops,
    "dp/egg_drop": _egg_drop,
    "dp/lcs_three": _lcs_three,
    "dp/longest_zigzag": _longest_zigzag,
    "dp/assignment_bitmask": _assignment,
    "dp/weighted_intervals": _weighted_intervals,
    "dp/frog_jump_cost": _frog,
    "dp/max_rectangle": _max_rectangle,
    "dp/merge_stones": _merge_stones,
    "dp/longest_arithmetic_subsequence": _arithmetic,
    "dp/job_day_split": _job_day_split,
    "dp/word_wrap_cost": _word_wrap,
    "dp/max_product_subarray": _max_product,
    "dp/dungeon_min_health": _dungeon,
    "dp/set_cover_bitmask": _set_cover,
    "dp/lis_count": _lis_count,
    "graph/dag_path_cover": _dag_path_cover,
    "dp/travel_passes": _travel_passes,
}



@pytest.mark.parametrize("bootcamp_id", sorted(ORACLES))
def test_gold_agrees_with_oracle(bootcamp_id):
    bc = bootcamps.get(bootcamp_id)
    for level in bc.levels:
        for seed in range(FEWER.get(bootcamp_id, SAMPLES)):
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


def test_tree_dominating_set_by_hand():
    # the path 0-1-2-3-4 needs two (1 and 3 or 1 and 4); a star needs its centre only
    assert _score("graph/tree_dominating_set", {"n": 5, "edges": [[0, 1], [1, 2], [2, 3], [3, 4]]}, "2") == (2, 1.0)
    assert _score("graph/tree_dominating_set", {"n": 4, "edges": [[0, 3], [1, 3], [2, 3]]}, "1") == (1, 1.0)


def test_greedy_coloring_by_hand():
    # triangle 0-1-2 with pendant 3 on 2: degrees 2,2,3,1 -> order 2,0,1,3 -> colours 2:1, 0:2, 1:3, 3:2
    data = {"n": 4, "edges": [[0, 1], [1, 2], [0, 2], [2, 3]]}
    assert _score("graph/greedy_coloring", data, "2, 3, 1, 2") == ([2, 3, 1, 2], 1.0)


def test_second_shortest_walk_by_hand():
    # 0 -1- 1 -1- 2 and 0 -3- 2: shortest 2, second 3 (the direct edge)
    data = {"n": 3, "edges": [[0, 1, 1], [1, 2, 1], [0, 2, 3]], "source": 0, "target": 2}
    assert _score("graph/second_shortest_walk", data, "3") == (3, 1.0)
    # a single edge 0 -5- 1: second best goes back and forth once more, 15
    assert _score("graph/second_shortest_walk", {"n": 2, "edges": [[0, 1, 5]], "source": 0, "target": 1}, "15")[0] == 15


def test_global_min_cut_by_hand():
    # two heavy pairs joined by light edges: {0,1} | {2,3} cuts 1 + 2 = 3
    data = {"n": 4, "edges": [[0, 1, 9], [2, 3, 9], [1, 2, 1], [0, 3, 2]]}
    assert _score("graph/global_min_cut", data, "3") == (3, 1.0)


def test_cheapest_k_stops_by_hand():
    # 0->1->2->3 costs 3 with two stops; 0->3 direct costs 10; with one stop 0->1->3 costs 1+6 = 7
    flights = [[0, 1, 1], [1, 2, 1], [2, 3, 1], [0, 3, 10], [1, 3, 6]]
    data = {"n": 4, "flights": flights, "source": 0, "target": 3, "stops": 1}
    assert _score("graph/cheapest_k_stops", data, "7") == (7, 1.0)
    assert _score("graph/cheapest_k_stops", dict(data, stops=2), "3")[0] == 3


def test_egg_drop_by_hand():
    # the classic: 2 eggs and 100 floors take 14 drops, 3 eggs 9; checked by the min-max DP too
    assert _score("dp/egg_drop", {"eggs": 2, "floors": 100}, "14") == (14, 1.0)
    assert _score("dp/egg_drop", {"eggs": 3, "floors": 100}, "9")[0] == 9

    @functools.lru_cache(maxsize=None)
    def worst(eggs, floors):
        if floors == 0 or eggs == 1:
            return floors
        return 1 + min(max(worst(eggs - 1, x - 1), worst(eggs, floors - x)) for x in range(1, floors + 1))

    assert worst(2, 100) == 14 and worst(3, 100) == 9


def test_lcs_three_by_hand():
    # "ABCB", "BDCB", "ABCD": BC is common, BCB is not in ABCD... so 2
    assert _score("dp/lcs_three", {"a": "ABCB", "b": "BDCB", "c": "ABCD"}, "2") == (2, 1.0)


def test_longest_zigzag_by_hand():
    # 1 7 4 9 2 5 alternates throughout: 6; 1 2 3 4 has one rise: 2
    assert _score("dp/longest_zigzag", {"values": [1, 7, 4, 9, 2, 5]}, "6") == (6, 1.0)
    assert _score("dp/longest_zigzag", {"values": [1, 2, 3, 4]}, "2")[0] == 2


def test_assignment_by_hand():
    # [[4,1,3],[2,0,5],[3,2,2]]: 1 + 2 + 2 = 5 (W0-J1, W1-J0, W2-J2)
    assert _score("dp/assignment_bitmask", {"cost": [[4, 1, 3], [2, 0, 5], [3, 2, 2]]}, "5") == (5, 1.0)


def test_weighted_intervals_by_hand():
    # [0,3) 5, [3,6) 5, [1,5) 8: the two touching ones give 10 > 8
    data = {"intervals": [[0, 3, 5], [3, 6, 5], [1, 5, 8]]}
    assert _score("dp/weighted_intervals", data, "10") == (10, 1.0)


def test_frog_jump_by_hand():
    # heights 10 30 40 20, jumps of 1..2: 10->30->20 costs 20 + 10 = 30
    assert _score("dp/frog_jump_cost", {"heights": [10, 30, 40, 20], "k": 2}, "30") == (30, 1.0)


def test_max_rectangle_by_hand():
    grid = ["10100", "10111", "11111", "10010"]  # the classic: a 2x3 block of 1s, area 6
    assert _score("dp/max_rectangle", {"grid": grid}, "6") == (6, 1.0)


def test_merge_stones_by_hand():
    # 4 1 1 4: merge the 1s (2), then 4+2 (6), then 6+4 (10): 18
    assert _score("dp/merge_stones", {"sizes": [4, 1, 1, 4]}, "18") == (18, 1.0)


def test_arithmetic_subsequence_by_hand():
    # 9 4 7 2 10: 4 7 10 (step 3)
    assert _score("dp/longest_arithmetic_subsequence", {"values": [9, 4, 7, 2, 10]}, "3") == (3, 1.0)


def test_job_day_split_by_hand():
    # 6 5 4 3 2 1 over 2 days: [6 5 4 3 2] + [1] = 7
    assert _score("dp/job_day_split", {"jobs": [6, 5, 4, 3, 2, 1], "days": 2}, "7") == (7, 1.0)


def test_word_wrap_by_hand():
    # width 6: "aaa bb" (0 slack) / "cc" (last line): cost 0
    assert _score("dp/word_wrap_cost", {"words": ["aaa", "bb", "cc"], "width": 6}, "0") == (0, 1.0)
    # width 7: "aaa bbbb" is 8 wide, so "aaa" (slack 4) / "bbbb cc": 16, better than three lines (16 + 9)
    assert _score("dp/word_wrap_cost", {"words": ["aaa", "bbbb", "cc"], "width": 7}, "16")[0] == 16


def test_max_product_by_hand():
    # 2 3 -2 4: 6; -2 0 -1: 0; -2 3 -4: 24
    assert _score("dp/max_product_subarray", {"values": [2, 3, -2, 4]}, "6") == (6, 1.0)
    assert _score("dp/max_product_subarray", {"values": [-2, 3, -4]}, "24")[0] == 24


def test_dungeon_by_hand():
    # the classic grid needs 7 (right, right, down, down)
    grid = [[-2, -3, 3], [-5, -10, 1], [10, 30, -5]]
    assert _score("dp/dungeon_min_health", {"grid": grid}, "7") == (7, 1.0)


def test_set_cover_by_hand():
    # {1,2} 5, {2,3} 5, {1,2,3} 12, {3} 2: {1,2} + {3} = 7
    data = {"items": 3, "bundles": [[[1, 2], 5], [[2, 3], 5], [[1, 2, 3], 12], [[3], 2]]}
    assert _score("dp/set_cover_bitmask", data, "7") == (7, 1.0)


def test_lis_count_by_hand():
    # 1 3 5 4 7: LIS length 4, two of them (1 3 5 7 and 1 3 4 7); 2 2 2: three of length 1
    assert _score("dp/lis_count", {"values": [1, 3, 5, 4, 7]}, "2") == (2, 1.0)
    assert _score("dp/lis_count", {"values": [2, 2, 2]}, "3")[0] == 3


def test_dag_path_cover_by_hand():
    # 0->1->2 and 3->1: one path 0-1-2 plus 3 alone, or 3-1-2 plus 0: 2 paths
    assert _score("graph/dag_path_cover", {"n": 4, "arcs": [[0, 1], [1, 2], [3, 1]]}, "2") == (2, 1.0)


def test_travel_passes_by_hand():
    # the classic: days 1 4 6 7 8 20, costs 2 7 15: day 1 (2) + 7-day from 4 (7) + day 20 (2) = 11
    data = {"days": [1, 4, 6, 7, 8, 20], "costs": [2, 7, 15]}
    assert _score("dp/travel_passes", data, "11") == (11, 1.0)


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


def test_shuffled_graph_case():
    import random
    from dataclasses import dataclass

    @dataclass(frozen=True)
    class Cfg:
        vertices: int = 4

    class Path(graphs2.ShuffledGraphCase):
        edge_key = "links"

        def random_edges(self, config, rng):
            return [[i, i + 1] for i in range(config.vertices - 1)]

        def solve(self, data):
            return len(data["links"])

    data, gold = Path().generate(Cfg(), random.Random(3))
    assert data["n"] == 4 and sorted(data["links"]) == [[0, 1], [1, 2], [2, 3]] and gold == 3
    assert Path().generate(Cfg(), random.Random(3)) == (data, gold)  # deterministic
