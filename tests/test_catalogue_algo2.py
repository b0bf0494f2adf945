"""Second batch of algorithm and data-structure bootcamps (graph, dp, string, search_sort,
data_structure, greedy, simulation): gold answers agree with independent oracles (networkx,
z3, brute force, or an algorithm written another way) at every level; one hand-worked example
per bootcamp; and the bootcamps/kit/strings.py helpers."""

import collections
import functools
import itertools
import random
import re

import networkx as nx
import numpy as np
import pytest
import sympy
import z3

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


def _bipartite(d, gold):
    g = _graph(d["n"], d["edges"])
    if not nx.is_bipartite(g):
        return gold == []
    colour = nx.bipartite.color(g)
    return gold == sorted(v for v in g if colour[v] == colour[0])


def _centers(d, gold):
    return gold == sorted(nx.center(_graph(d["n"], d["edges"])))


def _z3_min(variables, constraints, objective):
    opt = z3.Optimize()
    opt.add(*constraints)
    goal = opt.minimize(objective)
    assert opt.check() == z3.sat
    return opt.lower(goal).as_long()


def _tree_cover(d, gold):
    xs = [z3.Int(f"x{i}") for i in range(d["n"])]
    cons = [z3.Or(x == 0, x == 1) for x in xs] + [xs[u] + xs[v] >= 1 for u, v in d["edges"]]
    return gold == _z3_min(xs, cons, z3.Sum([w * x for w, x in zip(d["weights"], xs)]))


def _spanning(d, gold):
    # Kirchhoff with vertex 0's row and column removed (the bootcamp removes the last vertex), by sympy.
    lap = sympy.Matrix(nx.laplacian_matrix(_graph(d["n"], d["edges"]), nodelist=range(d["n"])).toarray())
    return gold == lap[1:, 1:].det()


def _euler(d, gold):
    g = _graph(d["n"], d["edges"])
    walked = sorted(tuple(sorted(p)) for p in zip(gold, gold[1:]))
    return nx.has_eulerian_path(g) and walked == sorted(tuple(sorted(e)) for e in d["edges"])


def _all_pairs(d, gold):
    return gold == int(nx.floyd_warshall_numpy(_graph(d["n"], d["arcs"], directed=True), nodelist=range(d["n"])).sum())


# ---------------------------------------------------------------- oracles: dp


def _rod(d, gold):
    opt = z3.Optimize()
    counts = [z3.Int(f"c{p}") for p, _ in d["prices"]]
    opt.add(*[c >= 0 for c in counts], z3.Sum([p * c for (p, _), c in zip(d["prices"], counts)]) == d["length"])
    goal = opt.maximize(z3.Sum([price * c for (_, price), c in zip(d["prices"], counts)]))
    assert opt.check() == z3.sat
    return gold == opt.upper(goal).as_long()


def _common_substring(d, gold):
    def subs(s):
        return {s[i:j] for i in range(len(s)) for j in range(i + 1, len(s) + 1)}

    return gold == max(map(len, subs(d["a"]) & subs(d["b"])), default=0)


def _submatrix(d, gold):
    a = np.array(d["grid"])
    r, c = a.shape
    return gold == max(
        int(a[r1:r2, c1:c2].sum()) for r1 in range(r) for r2 in range(r1 + 1, r + 1) for c1 in range(c) for c2 in range(c1 + 1, c + 1)
    )


def _grid_paths(d, gold):
    grid = d["grid"]
    rows, cols = len(grid), len(grid[0])
    g = nx.DiGraph()
    for r in range(rows):
        for c in range(cols):
            if grid[r][c] == ".":
                g.add_node((r, c))
                for dr, dc in ((1, 0), (0, 1)):
                    if r + dr < rows and c + dc < cols and grid[r + dr][c + dc] == ".":
                        g.add_edge((r, c), (r + dr, c + dc))
    return gold == sum(1 for _ in nx.all_simple_paths(g, (0, 0), (rows - 1, cols - 1)))


def _decode(d, gold):
    s = d["s"]
    g = nx.DiGraph()
    g.add_nodes_from(range(len(s) + 1))
    for i in range(len(s)):
        if s[i] != "0":
            g.add_edge(i, i + 1)
            if i + 2 <= len(s) and 10 <= int(s[i : i + 2]) <= 26:
                g.add_edge(i, i + 2)
    return gold == sum(1 for _ in nx.all_simple_paths(g, 0, len(s)))


def _bitonic(d, gold):
    a = d["values"]
    if len(a) <= 12:  # every subsequence
        def bitonic(sub):
            k = sub.index(max(sub))
            return all(x < y for x, y in zip(sub[:k], sub[1 : k + 1])) and all(x > y for x, y in zip(sub[k:], sub[k + 1 :]))

        return gold == max(len(c) for r in range(1, len(a) + 1) for c in itertools.combinations(a, r) if bitonic(c))
    g = nx.DiGraph()  # longest path over (position, phase) nodes
    for i in range(len(a)):
        g.add_edge(("up", i), ("down", i), weight=0)
        for j in range(i + 1, len(a)):
            if a[i] < a[j]:
                g.add_edge(("up", i), ("up", j), weight=1)
            if a[i] > a[j]:
                g.add_edge(("down", i), ("down", j), weight=1)
    return gold == nx.dag_longest_path_length(g, weight="weight") + 1


def _burst(d, gold):
    best = 0
    for order in itertools.permutations(range(len(d["values"]))):
        left, total = list(range(len(d["values"]))), 0
        for i in order:
            k = left.index(i)
            a = d["values"][left[k - 1]] if k else 1
            b = d["values"][left[k + 1]] if k + 1 < len(left) else 1
            total += a * d["values"][i] * b
            left.pop(k)
        best = max(best, total)
    return gold == best


def _tsp(d, gold):
    dist = d["dist"]
    n = len(dist)
    return gold == min(sum(dist[p[i]][p[(i + 1) % n]] for i in range(n)) for p in itertools.permutations(range(n)))


# ---------------------------------------------------------------- oracles: string


def _occurrences(d, gold):
    return gold == [m.start() for m in re.finditer(f"(?={re.escape(d['p'])})", d["s"])]


def _period(d, gold):
    s = d["s"]
    return gold == min(p for p in range(1, len(s) + 1) if all(s[i] == s[i + p] for i in range(len(s) - p)))


def _distinct(d, gold):
    trie = {}  # every suffix inserted into a trie: one node per distinct substring
    nodes = 0
    for i in range(len(d["s"])):
        node = trie
        for c in d["s"][i:]:
            if c not in node:
                node[c] = {}
                nodes += 1
            node = node[c]
    return gold == nodes


def _palindromes(d, gold):
    s, count = d["s"], 0
    for centre in range(2 * len(s) - 1):  # expand around each letter and each gap
        lo, hi = centre // 2, centre // 2 + centre % 2
        while lo >= 0 and hi < len(s) and s[lo] == s[hi]:
            count, lo, hi = count + 1, lo - 1, hi + 1
    return gold == count


def _lyndon(d, gold):
    def lyndon(w):  # strictly smaller than every non-trivial rotation (and so primitive)
        return all(w < w[i:] + w[:i] for i in range(1, len(w)))

    return "".join(gold) == d["s"] and all(map(lyndon, gold)) and all(a >= b for a, b in zip(gold, gold[1:]))


def _suffix_array(d, gold):
    s = d["s"]
    return gold == [int(i) for i in np.argsort(np.array([s[i:] for i in range(len(s))]), kind="stable")]


def _repeated(d, gold):
    s = d["s"]
    seen = collections.Counter(s[i:j] for i in range(len(s)) for j in range(i + 1, len(s) + 1))
    return gold == max((len(w) for w, k in seen.items() if k >= 2), default=0)


# ---------------------------------------------------------------- oracles: search_sort


def _quickselect(d, gold):
    return gold == int(np.partition(np.array(d["values"]), d["k"] - 1)[d["k"] - 1])


def _multikey(d, gold):
    rows = d["rows"]

    def before(i, j):  # -1 when record i comes first
        (_, xi, yi), (_, xj, yj) = rows[i], rows[j]
        return -1 if (xi > xj or (xi == xj and (yi < yj or (yi == yj and i < j)))) else 1

    order = sorted(range(len(rows)), key=functools.cmp_to_key(before))
    return gold == [rows[i][0] for i in order]


def _merge_comparisons(d, gold):
    count = [0]

    class Counted:
        def __init__(self, v):
            self.v = v

        def __le__(self, other):
            count[0] += 1
            return self.v <= other.v

    def msort(a):
        if len(a) < 2:
            return a
        left, right = msort(a[: len(a) // 2]), msort(a[len(a) // 2 :])
        out = []
        while left and right:
            out.append(left.pop(0) if left[0] <= right[0] else right.pop(0))
        return out + left + right

    msort([Counted(v) for v in d["values"]])
    return gold == count[0]


def _pair_sum(d, gold):
    a = np.array(d["values"])
    return gold == int(np.triu(np.add.outer(a, a) <= d["bound"], k=1).sum())


# ---------------------------------------------------------------- oracles: data_structure


def _bracket(d, gold):
    stack = []
    for i, c in enumerate(d["s"], 1):
        if c in "([{":
            stack.append("([{".index(c))
        elif not stack or stack.pop() != ")]}".index(c):
            return gold == i
    return gold == (len(d["s"]) + 1 if stack else 0)


def _fenwick(d, gold):
    a, out = np.array(d["values"]), []
    for kind, x, y in d["ops"]:
        if kind == "add":
            a[x - 1] += y
        else:
            prefix = np.concatenate([[0], np.cumsum(a)])
            out.append(int(prefix[y] - prefix[x - 1]))
    return gold == out


def _window(d, gold):
    view = np.lib.stride_tricks.sliding_window_view(np.array(d["values"]), d["k"])
    return gold == [int(x) for x in view.max(axis=1)]


def _probing(d, gold):
    m, table = d["m"], {}
    for key in d["keys"]:
        probes = itertools.dropwhile(lambda s: s in table, ((key + i) % m for i in range(m)))
        table[next(probes)] = key
    return gold == [table.get(i, -1) for i in range(m)]


# ---------------------------------------------------------------- oracles: greedy


def _platforms(d, gold):
    g = nx.Graph()  # interval graph: the largest clique is the busiest moment
    trains = d["trains"]
    g.add_nodes_from(range(len(trains)))
    g.add_edges_from((i, j) for i, j in itertools.combinations(range(len(trains)), 2)
                     if trains[i][0] <= trains[j][1] and trains[j][0] <= trains[i][1])
    return gold == max(len(c) for c in nx.find_cliques(g))


def _boats(d, gold):
    w = d["weights"]
    g = nx.Graph()
    g.add_nodes_from(range(len(w)))
    g.add_edges_from((i, j) for i, j in itertools.combinations(range(len(w)), 2) if w[i] + w[j] <= d["limit"])
    return gold == len(w) - len(nx.max_weight_matching(g, maxcardinality=True))


def _lateness(d, gold):
    jobs = d["jobs"]
    if len(jobs) <= 7:  # every order
        def worst(order):
            clock, out = 0, []
            for i in order:
                clock += jobs[i][0]
                out.append(clock - jobs[i][1])
            return max(out)

        return gold == min(worst(p) for p in itertools.permutations(range(len(jobs))))
    # Jackson's bound, met by the earliest-due order: max over j of (work due by d_j) - d_j
    return gold == max(sum(p for p, dd in jobs if dd <= dj) - dj for _, dj in jobs)


def _coin_counterexample(d, gold):
    coins = d["coins"]
    top = coins[-1] + coins[-2] + 5  # beyond the Kozen-Zaks bound, to check the bound too

    fewest_table = [0] * top  # fewest coins by a table over amounts (the solver searches breadth-first)
    for a in range(1, top):
        fewest_table[a] = 1 + min(fewest_table[a - c] for c in coins if c <= a)
    bad = [a for a in range(1, top) if sum(_greedy_counts(a, coins)) > fewest_table[a]]
    return gold == (bad[0] if bad else 0)


def _greedy_counts(amount, coins):
    for c in sorted(coins, reverse=True):
        yield amount // c
        amount %= c


def _jump(d, gold):
    a = d["values"]
    g = nx.DiGraph((i, j) for i in range(len(a)) for j in range(i + 1, min(len(a), i + a[i] + 1)))
    return gold == nx.shortest_path_length(g, 0, len(a) - 1)


# ---------------------------------------------------------------- oracles: simulation


def _sandpile(d, gold):
    grid = np.array(d["grid"])
    while (grid >= 4).any():  # topple one cell at a time, last unstable cell first (another order)
        r, c = [int(x) for x in np.argwhere(grid >= 4)[-1]]
        grid[r, c] -= 4
        for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= rr < grid.shape[0] and 0 <= cc < grid.shape[1]:
                grid[rr, cc] += 1
    return gold == grid.tolist()


def _tellers(d, gold):
    import heapq

    free = [(0, j) for j in range(d["tellers"])]  # (free time, teller) heap
    out = []
    for arrive, service in d["customers"]:
        when, j = heapq.heappop(free)
        done = max(arrive, when) + service
        out.append(done)
        heapq.heappush(free, (done, j))
    return gold == out


def _ball(d, gold):
    x, y, dx, dy = d["x"], d["y"], d["dx"], d["dy"]
    path = []
    for _ in range(d["ticks"]):  # reflect after moving instead of before, then fold back
        x, y = x + dx, y + dy
        if x < 0 or x >= d["w"]:
            dx, x = -dx, x - 2 * dx
        if y < 0 or y >= d["h"]:
            dy, y = -dy, y - 2 * dy
        path.append((x, y))
    return gold == list(path[-1])


# ---------------------------------------------------------------- oracles: latest graph and dp


def _chromatic(d, gold):
    g = _graph(d["n"], d["edges"])
    for k in range(1, d["n"] + 1):  # python-sat: is there a proper k-colouring?
        from pysat.solvers import Minisat22

        var = lambda v, c: v * k + c + 1  # noqa: E731
        with Minisat22() as solver:
            for v in g:
                solver.add_clause([var(v, c) for c in range(k)])
            for u, v in g.edges:
                for c in range(k):
                    solver.add_clause([-var(u, c), -var(v, c)])
            if solver.solve():
                return gold == k
    return False


def _clique(d, gold):
    return gold == max(len(c) for c in nx.find_cliques(_graph(d["n"], d["edges"])))


def _partition(d, gold):
    values = d["values"]
    best = min(abs(sum(v * s for v, s in zip(values, signs))) for signs in itertools.product((1, -1), repeat=len(values)))
    return gold == best


def _trie(d, gold):
    return gold == [len([w for w in d["words"] if re.match(re.escape(q), w)]) for q in d["queries"]]


def _next_greater(d, gold):
    a = d["values"]
    out = []
    for i, x in enumerate(a):
        later = np.array(a[i + 1 :])
        bigger = np.flatnonzero(later > x)
        out.append(int(later[bigger[0]]) if len(bigger) else -1)
    return gold == out


def _dag_paths(d, gold):
    g = _graph(d["n"], d["arcs"], directed=True)
    return gold == sum(1 for _ in nx.all_simple_paths(g, d["source"], d["target"]))


def _union_length(d, gold):
    # Sympy's interval union measure (integer endpoints).
    union = sympy.Union(*[sympy.Interval(a, b) for a, b in d["intervals"]])
    return gold == union.measure


def _topological_orders(d, gold):
    g = _graph(d["n"], d["arcs"], directed=True)
    return gold == sum(1 for _ in nx.all_topological_sorts(g))


def _rle(d, gold):
    return gold == "".join(f"{m.group(1)}{len(m.group(0))}" for m in re.finditer(r"(.)\1*", d["s"]))


def _elevator(d, gold):
    # Simulate floor by floor: move one floor at a time, serving requests on arrival.
    at, step, left, out = d["start"], 1 if d["up"] else -1, set(d["requests"]), []
    while left:
        if not any((f - at) * step > 0 for f in left):
            step = -step
        at += step
        if at in left:
            left.remove(at)
            out.append(at)
    return gold == out


def _optimal_bst(d, gold):
    f = d["counts"]

    def shapes(i, j):  # every binary search tree on keys i..j, as {key: depth} from depth 1
        if i > j:
            yield {}
            return
        for r in range(i, j + 1):
            for left in shapes(i, r - 1):
                for right in shapes(r + 1, j):
                    depths = {k: v + 1 for k, v in {**left, **right}.items()}
                    depths[r] = 1
                    yield depths

    return gold == min(sum(f[k] * depth for k, depth in tree.items()) for tree in shapes(0, len(f) - 1))


ORACLES = {
    "graph/bfs_layers": _bfs_layers,
    "graph/articulation_points": _articulation,
    "graph/bipartite_side": _bipartite,
    "graph/tree_centers": _centers,
    "graph/tree_vertex_cover": _tree_cover,
    "graph/spanning_tree_count": _spanning,
    "graph/euler_trail": _euler,
    "graph/all_pairs_distance_sum": _all_pairs,
    "dp/rod_cutting": _rod,
    "dp/longest_common_substring": _common_substring,
    "dp/max_submatrix_sum": _submatrix,
    "dp/grid_paths_obstacles": _grid_paths,
    "dp/decode_ways": _decode,
    "dp/longest_bitonic_subsequence": _bitonic,
    "dp/burst_balloons": _burst,
    "dp/tsp_bitmask": _tsp,
    "string/pattern_occurrences": _occurrences,
    "string/smallest_period": _period,
    "string/distinct_substrings": _distinct,
    "string/palindromic_substrings_count": _palindromes,
    "string/lyndon_factorization": _lyndon,
    "string/suffix_array": _suffix_array,
    "string/longest_repeated_substring": _repeated,
    "search_sort/quickselect": _quickselect,
    "search_sort/stable_multikey_sort": _multikey,
    "search_sort/merge_sort_comparisons": _merge_comparisons,
    "search_sort/pair_sum_count": _pair_sum,
    "data_structure/bracket_first_error": _bracket,
    "data_structure/fenwick_range_sums": _fenwick,
    "data_structure/sliding_window_max": _window,
    "data_structure/hash_linear_probing": _probing,
    "greedy/min_platforms": _platforms,
    "greedy/boat_pairs": _boats,
    "greedy/min_max_lateness": _lateness,
    "greedy/greedy_coin_counterexample": _coin_counterexample,
    "greedy/jump_game": _jump,
    "simulation/sandpile": _sandpile,
    "simulation/bank_tellers": _tellers,
    "simulation/bouncing_ball": _ball,
    "graph/chromatic_number": _chromatic,
    "graph/max_clique": _clique,
    "dp/min_partition_difference": _partition,
    "data_structure/trie_prefix_counts": _trie,
    "data_structure/next_greater_element": _next_greater,
    "graph/dag_path_count": _dag_paths,
    "search_sort/interval_union_length": _union_length,
    "graph/topological_order_count": _topological_orders,
    "string/run_length_encoding": _rle,
    "simulation/elevator_look": _elevator,
    "dp/optimal_bst": _optimal_bst,
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


def test_bipartite_side_by_hand():
    # square 0-1-2-3-0: sides {0, 2} and {1, 3}; adding the chord 0-2 makes a triangle
    data = {"n": 4, "edges": [[0, 1], [1, 2], [2, 3], [3, 0]]}
    gold, score = _score("graph/bipartite_side", data, "2, 0")
    assert gold == [0, 2] and score == 1.0
    odd = {"n": 4, "edges": [[0, 1], [1, 2], [2, 3], [3, 0], [0, 2]]}
    gold, score = _score("graph/bipartite_side", odd, "Impossible")
    assert gold == [] and score == 1.0
    bc = bootcamps.get("graph/bipartite_side")
    assert bc.verify(odd, gold, "<answer>none</answer>") == 0.0 and bc.verify(data, [0, 2], "<answer>impossible</answer>") == 0.0


def test_tree_centers_by_hand():
    # path 0-1-2-3: centre {1, 2}; star around 4: centre {4}
    gold, score = _score("graph/tree_centers", {"n": 4, "edges": [[0, 1], [1, 2], [2, 3]]}, "2, 1")
    assert gold == [1, 2] and score == 1.0
    gold, _ = _score("graph/tree_centers", {"n": 5, "edges": [[0, 4], [1, 4], [2, 4], [3, 4]]}, "4")
    assert gold == [4]


def test_tree_vertex_cover_by_hand():
    # star centre 0 (weight 10) with leaves 1, 2, 3 (weights 2, 3, 4): the leaves (9) beat the centre (10)
    data = {"n": 4, "edges": [[0, 1], [0, 2], [0, 3]], "weights": [10, 2, 3, 4]}
    gold, score = _score("graph/tree_vertex_cover", data, "9")
    assert gold == 9 and score == 1.0


def test_spanning_tree_count_by_hand():
    # K4 has 4^(4-2) = 16 spanning trees (Cayley); a 4-cycle has 4
    k4 = {"n": 4, "edges": [list(e) for e in itertools.combinations(range(4), 2)]}
    gold, score = _score("graph/spanning_tree_count", k4, "16")
    assert gold == 16 and score == 1.0
    bc = bootcamps.get("graph/spanning_tree_count")
    cycle = {"n": 4, "edges": [[0, 1], [1, 2], [2, 3], [0, 3]]}
    assert bc.solve(cycle) == 4 and bc.run_program(cycle)[0] == 4


def test_euler_trail_by_hand():
    # a triangle 0-1-2 with a tail 2-3: odd vertices 2 and 3, so trails run between them
    data = {"n": 4, "edges": [[0, 1], [1, 2], [0, 2], [2, 3]]}
    bc = bootcamps.get("graph/euler_trail")
    gold = bc.solve(data)
    assert {gold[0], gold[-1]} == {2, 3}
    assert bc.verify(data, gold, "<answer>3, 2, 1, 0, 2</answer>") == 1.0
    assert bc.verify(data, gold, "<answer>2 -> 0 -> 1 -> 2 -> 3</answer>") == 1.0
    assert bc.verify(data, gold, "<answer>3, 2, 1, 0, 1</answer>") == 0.0  # 0-1 twice, 0-2 never


def test_all_pairs_distance_sum_by_hand():
    # directed triangle 0->1 (1), 1->2 (2), 2->0 (3): d(0,1)=1 d(0,2)=3 d(1,2)=2 d(1,0)=5 d(2,0)=3 d(2,1)=4
    data = {"n": 3, "arcs": [[0, 1, 1], [1, 2, 2], [2, 0, 3]]}
    gold, score = _score("graph/all_pairs_distance_sum", data, "18")
    assert gold == 18 and score == 1.0


def test_rod_cutting_by_hand():
    # CLRS prices for lengths 1..4 = 1, 5, 8, 9: a rod of 4 sells best as 2 + 2 for 10
    data = {"length": 4, "prices": [[1, 1], [2, 5], [3, 8], [4, 9]]}
    gold, score = _score("dp/rod_cutting", data, "10")
    assert gold == 10 and score == 1.0


def test_longest_common_substring_by_hand():
    gold, score = _score("dp/longest_common_substring", {"a": "abcdxyz", "b": "xyzabcd"}, "4")
    assert gold == 4 and score == 1.0


def test_max_submatrix_sum_by_hand():
    # the classic 4 x 5 example: the best block sums to 29
    grid = [[1, 2, -1, -4, -20], [-8, -3, 4, 2, 1], [3, 8, 10, 1, 3], [-4, -1, 1, 7, -6]]
    gold, score = _score("dp/max_submatrix_sum", {"grid": grid}, "29")
    assert gold == 29 and score == 1.0


def test_grid_paths_obstacles_by_hand():
    # 3 x 3 with the centre blocked: only the two border paths remain
    gold, score = _score("dp/grid_paths_obstacles", {"grid": ["...", ".#.", "..."]}, "2")
    assert gold == 2 and score == 1.0


def test_decode_ways_by_hand():
    # 226 -> BZ, VF, BBF; 2101 -> U A only (21|01 fails, 2|10|1)
    gold, score = _score("dp/decode_ways", {"s": "226"}, "3")
    assert gold == 3 and score == 1.0
    assert bootcamps.get("dp/decode_ways").solve({"s": "2101"}) == 1


def test_longest_bitonic_subsequence_by_hand():
    # 1 11 2 10 4 5 2 1: 1 2 10 4 2 1 (or 1 2 4 5 2 1) has length 6
    gold, score = _score("dp/longest_bitonic_subsequence", {"values": [1, 11, 2, 10, 4, 5, 2, 1]}, "6")
    assert gold == 6 and score == 1.0


def test_burst_balloons_by_hand():
    # the classic [3, 1, 5, 8] -> 167
    gold, score = _score("dp/burst_balloons", {"values": [3, 1, 5, 8]}, "167")
    assert gold == 167 and score == 1.0


def test_tsp_bitmask_by_hand():
    # the usual 4-city example: 0-1-3-2-0 = 10 + 25 + 30 + 15 = 80
    dist = [[0, 10, 15, 20], [10, 0, 35, 25], [15, 35, 0, 30], [20, 25, 30, 0]]
    gold, score = _score("dp/tsp_bitmask", {"dist": dist}, "80")
    assert gold == 80 and score == 1.0


def test_pattern_occurrences_by_hand():
    gold, score = _score("string/pattern_occurrences", {"s": "abababa", "p": "aba"}, "0, 2, 4")
    assert gold == [0, 2, 4] and score == 1.0
    bc = bootcamps.get("string/pattern_occurrences")
    assert bc.verify({"s": "abababa", "p": "aba"}, gold, "<answer>0, 4</answer>") == 0.0  # overlaps count


def test_smallest_period_by_hand():
    gold, score = _score("string/smallest_period", {"s": "abcabca"}, "3")
    assert gold == 3 and score == 1.0
    assert bootcamps.get("string/smallest_period").solve({"s": "abcd"}) == 4


def test_distinct_substrings_by_hand():
    # "aba": a, b, ab, ba, aba
    gold, score = _score("string/distinct_substrings", {"s": "aba"}, "5")
    assert gold == 5 and score == 1.0


def test_palindromic_substrings_count_by_hand():
    # "aaa": three a, two aa, one aaa
    gold, score = _score("string/palindromic_substrings_count", {"s": "aaa"}, "6")
    assert gold == 6 and score == 1.0


def test_lyndon_factorization_by_hand():
    # the textbook example: banana = b | an | an | a
    gold, score = _score("string/lyndon_factorization", {"s": "banana"}, "b, an, an, a")
    assert gold == ["b", "an", "an", "a"] and score == 1.0
    bc = bootcamps.get("string/lyndon_factorization")
    assert bc.verify({"s": "banana"}, gold, "<answer>b, anan, a</answer>") == 0.0


def test_suffix_array_by_hand():
    # banana: a(5) ana(3) anana(1) banana(0) na(4) nana(2)
    gold, score = _score("string/suffix_array", {"s": "banana"}, "[5, 3, 1, 0, 4, 2]")
    assert gold == [5, 3, 1, 0, 4, 2] and score == 1.0


def test_longest_repeated_substring_by_hand():
    # banana: "ana" twice (overlapping)
    gold, score = _score("string/longest_repeated_substring", {"s": "banana"}, "3")
    assert gold == 3 and score == 1.0


# ---------------------------------------------------------------- kit/strings


def test_kit_strings():
    from bootcamps.kit import strings

    rng = random.Random(5)
    for _ in range(50):
        s = "".join(rng.choice("ab") for _ in range(rng.randint(1, 12)))
        order = strings.suffix_array(s)
        assert [s[i:] for i in order] == sorted(s[i:] for i in range(len(s)))
        lcp = strings.lcp_array(s, order)
        assert lcp[0] == 0
        for k in range(1, len(s)):
            a, b = s[order[k - 1] :], s[order[k] :]
            assert lcp[k] == next((j for j in range(min(len(a), len(b))) if a[j] != b[j]), min(len(a), len(b)))
        planted = strings.plant(rng, s + "ab", "ab", 2)
        assert len(planted) == len(s) + 2 and strings.occurrences(planted, "ab")
        assert strings.occurrences(s, "a") == [i for i, c in enumerate(s) if c == "a"]
    assert strings.is_lyndon("aab") and not strings.is_lyndon("aba") and not strings.is_lyndon("abab")
    assert not strings.is_lyndon("")
    with pytest.raises(ValueError):
        strings.plant(rng, "ab", "abc", 1)
    with pytest.raises(ValueError):
        strings.occurrences("ab", "")


def test_quickselect_by_hand():
    gold, score = _score("search_sort/quickselect", {"values": [7, 2, 9, 2, 5], "k": 3}, "5")
    assert gold == 5 and score == 1.0


def test_stable_multikey_sort_by_hand():
    # by points desc, then age asc, ties keep input order: cat(5,2) dog(5,2) ant(5,1) bee(3,9)
    rows = [["bee", 3, 9], ["cat", 5, 2], ["dog", 5, 2], ["ant", 5, 1]]
    data = {"fields": ["points", "age"], "rows": rows}
    gold, score = _score("search_sort/stable_multikey_sort", data, "ant, cat, dog, bee")
    assert gold == ["ant", "cat", "dog", "bee"] and score == 1.0
    assert bootcamps.get("search_sort/stable_multikey_sort").verify(data, gold, "<answer>ant, dog, cat, bee</answer>") == 0.0


def test_merge_sort_comparisons_by_hand():
    # [4, 3, 2, 1]: merges [4]|[3] (1), [2]|[1] (1), [3,4]|[1,2] (2: right empties first) = 4
    gold, score = _score("search_sort/merge_sort_comparisons", {"values": [4, 3, 2, 1]}, "4")
    assert gold == 4 and score == 1.0
    # [1, 3, 2, 4]: [1]|[3] 1, [2]|[4] 1, [1,3]|[2,4]: 1<2, 3>2, 3<4, left empty = 3; total 5
    assert bootcamps.get("search_sort/merge_sort_comparisons").solve({"values": [1, 3, 2, 4]}) == 5


def test_pair_sum_count_by_hand():
    # [1, 2, 3, 4], bound 5: (1,2) (1,3) (1,4) (2,3)
    gold, score = _score("search_sort/pair_sum_count", {"values": [3, 1, 4, 2], "bound": 5}, "4")
    assert gold == 4 and score == 1.0


def test_bracket_first_error_by_hand():
    bc = bootcamps.get("data_structure/bracket_first_error")
    assert bc.solve({"s": "([)]"}) == 3  # ')' meets '[' on top
    assert bc.solve({"s": "(()"}) == 4  # left open: n + 1
    assert bc.solve({"s": "{[]}()"}) == 0
    gold, score = _score("data_structure/bracket_first_error", {"s": "())("}, "3")
    assert gold == 3 and score == 1.0


def test_fenwick_range_sums_by_hand():
    data = {"values": [1, 2, 3, 4], "ops": [["sum", 2, 3], ["add", 3, 10], ["sum", 1, 4]]}
    gold, score = _score("data_structure/fenwick_range_sums", data, "5, 20")
    assert gold == [5, 20] and score == 1.0


def test_sliding_window_max_by_hand():
    gold, score = _score("data_structure/sliding_window_max", {"values": [1, 3, -1, -3, 5, 3, 6, 7], "k": 3},
                         "3, 3, 5, 5, 6, 7")
    assert gold == [3, 3, 5, 5, 6, 7] and score == 1.0


def test_hash_linear_probing_by_hand():
    # m = 5: 10 -> 0, 15 -> 0 taken -> 1, 7 -> 2, 4 -> 4, 9 -> 4 taken -> 0 taken -> 1 -> 2 -> 3
    gold, score = _score("data_structure/hash_linear_probing", {"m": 5, "keys": [10, 15, 7, 4, 9]}, "10, 15, 7, 9, 4")
    assert gold == [10, 15, 7, 9, 4] and score == 1.0


def test_min_platforms_by_hand():
    # 0-10, 10-20 (meets at minute 10: two platforms), 30-40
    gold, score = _score("greedy/min_platforms", {"trains": [[0, 10], [10, 20], [30, 40]], "start_hour": 6}, "2")
    assert gold == 2 and score == 1.0


def test_boat_pairs_by_hand():
    # limit 100: 90 alone, 70+30, 60+40 -> 3 boats
    gold, score = _score("greedy/boat_pairs", {"weights": [30, 90, 60, 70, 40], "limit": 100}, "3")
    assert gold == 3 and score == 1.0


def test_min_max_lateness_by_hand():
    # (p, d): (3, 6), (2, 8), (1, 9), (4, 9), (3, 14), (2, 15): the textbook EDD example, L_max = 1
    data = {"jobs": [[3, 6], [2, 8], [1, 9], [4, 9], [3, 14], [2, 15]]}
    gold, score = _score("greedy/min_max_lateness", data, "1")
    assert gold == 1 and score == 1.0
    assert bootcamps.get("greedy/min_max_lateness").solve(data) == 1


def test_greedy_coin_counterexample_by_hand():
    # {1, 3, 4}: 6 = 4 + 1 + 1 greedily but 3 + 3 is two coins; {1, 5, 10, 25} is canonical
    gold, score = _score("greedy/greedy_coin_counterexample", {"coins": [1, 3, 4]}, "6")
    assert gold == 6 and score == 1.0
    assert bootcamps.get("greedy/greedy_coin_counterexample").solve({"coins": [1, 5, 10, 25]}) == 0


def test_jump_game_by_hand():
    # [2, 3, 1, 1, 4]: 0 -> 1 -> 4
    gold, score = _score("greedy/jump_game", {"values": [2, 3, 1, 1, 4]}, "2")
    assert gold == 2 and score == 1.0


def test_sandpile_by_hand():
    # a single pile of 4 in the centre of 3 x 3 spreads to its four neighbours
    data = {"grid": [[0, 0, 0], [0, 4, 0], [0, 0, 0]]}
    gold, score = _score("simulation/sandpile", data, "0 1 0\n1 0 1\n0 1 0")
    assert gold == [[0, 1, 0], [1, 0, 1], [0, 1, 0]] and score == 1.0


def test_bank_tellers_by_hand():
    # two tellers: (0, 5) -> 5, (1, 3) -> 4, (2, 4) waits for teller 2 at 4 -> 8
    data = {"tellers": 2, "customers": [[0, 5], [1, 3], [2, 4]]}
    gold, score = _score("simulation/bank_tellers", data, "5, 4, 8")
    assert gold == [5, 4, 8] and score == 1.0


def test_bouncing_ball_by_hand():
    # width 3 (x 0..2), height 4 (y 0..3), from (0, 0) heading (+1, +1): (1,1) (2,2) (1,3) (0,2) (1,1)
    data = {"w": 3, "h": 4, "x": 0, "y": 0, "dx": 1, "dy": 1, "ticks": 5}
    gold, score = _score("simulation/bouncing_ball", data, "1, 1")
    assert gold == [1, 1] and score == 1.0


def test_chromatic_number_by_hand():
    # a 5-cycle needs 3 colours; with a chord from 0 to 2 still 3; K4 needs 4
    cycle = {"n": 5, "edges": [[0, 1], [1, 2], [2, 3], [3, 4], [0, 4]]}
    gold, score = _score("graph/chromatic_number", cycle, "3")
    assert gold == 3 and score == 1.0
    k4 = {"n": 4, "edges": [list(e) for e in itertools.combinations(range(4), 2)]}
    assert bootcamps.get("graph/chromatic_number").solve(k4) == 4


def test_max_clique_by_hand():
    # a triangle 0-1-2 and a path 2-3-4: the largest clique has 3 vertices
    data = {"n": 5, "edges": [[0, 1], [1, 2], [0, 2], [2, 3], [3, 4]]}
    gold, score = _score("graph/max_clique", data, "3")
    assert gold == 3 and score == 1.0


def test_min_partition_difference_by_hand():
    # {1, 6, 11, 5}: 1 + 5 + 6 = 12 vs 11 -> 1
    gold, score = _score("dp/min_partition_difference", {"values": [1, 6, 11, 5]}, "1")
    assert gold == 1 and score == 1.0


def test_trie_prefix_counts_by_hand():
    data = {"words": ["car", "cart", "cat", "car", "dog"], "queries": ["car", "ca", "cb", "d"]}
    gold, score = _score("data_structure/trie_prefix_counts", data, "3, 4, 0, 1")
    assert gold == [3, 4, 0, 1] and score == 1.0


def test_next_greater_element_by_hand():
    gold, score = _score("data_structure/next_greater_element", {"values": [4, 5, 2, 25]}, "5, 25, 25, -1")
    assert gold == [5, 25, 25, -1] and score == 1.0


def test_dag_path_count_by_hand():
    # diamond 0->1->3, 0->2->3 plus 0->3: three paths
    data = {"n": 4, "arcs": [[0, 1], [1, 3], [0, 2], [2, 3], [0, 3]], "source": 0, "target": 3}
    gold, score = _score("graph/dag_path_count", data, "3")
    assert gold == 3 and score == 1.0


def test_interval_union_length_by_hand():
    # [1, 3] and [2, 6] merge into [1, 6]; [8, 10] adds 2; [6, 7] touches: [1, 7] -> 6 + 2 = 8
    data = {"intervals": [[1, 3], [2, 6], [8, 10], [6, 7]]}
    gold, score = _score("search_sort/interval_union_length", data, "8")
    assert gold == 8 and score == 1.0


def test_topological_order_count_by_hand():
    # 0 -> 2, 1 -> 2 with 3 free: orders of {0, 1} before 2 (2 ways) with 3 anywhere (4 places) = 8
    data = {"n": 4, "arcs": [[0, 2], [1, 2]]}
    gold, score = _score("graph/topological_order_count", data, "8")
    assert gold == 8 and score == 1.0


def test_run_length_encoding_by_hand():
    gold, score = _score("string/run_length_encoding", {"s": "aaabccdddd"}, "a3b1c2d4")
    assert gold == "a3b1c2d4" and score == 1.0
    assert bootcamps.get("string/run_length_encoding").verify({"s": "aaabccdddd"}, gold, "<answer>3a1b2c4d</answer>") == 0.0


def test_elevator_look_by_hand():
    # at 5 going up, calls 2, 7, 9, 4: up to 7, 9, then back down to 4, 2
    data = {"top": 10, "start": 5, "up": True, "requests": [2, 7, 9, 4]}
    gold, score = _score("simulation/elevator_look", data, "7, 9, 4, 2")
    assert gold == [7, 9, 4, 2] and score == 1.0


def test_word_sequence_answer():
    from bootcamps.kit.strings import WordSequenceAnswer

    check = WordSequenceAnswer().check
    assert check({}, ["ab", "c"], "ab, c") == 1.0 and check({}, ["ab", "c"], "[AB c]") == 1.0
    assert check({}, ["ab", "c"], "c, ab") == 0.0 and check({}, ["ab", "c"], "ab, c, c") == 0.0
    assert check({}, ["ab", "c"], "x" * 30_000) == 0.0


def test_optimal_bst_by_hand():
    # counts 34, 8, 50: root at the third key (50 x 1), then the first (34 x 2), then the middle (8 x 3) = 142
    gold, score = _score("dp/optimal_bst", {"keys": [10, 12, 20], "counts": [34, 8, 50]}, "142")
    assert gold == 142 and score == 1.0
