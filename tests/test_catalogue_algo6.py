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


# ---------------------------------------------------------------- oracles: dp


def _is_pal(w):
    return w == w[::-1]


def _palindrome_partitions(d, gold):
    s = d["s"]
    if len(s) <= 14:  # every set of cut points
        count = 0
        for mask in range(1 << (len(s) - 1)):
            cuts = [0] + [i + 1 for i in range(len(s) - 1) if mask >> i & 1] + [len(s)]
            count += all(_is_pal(s[a:b]) for a, b in zip(cuts, cuts[1:]))
        return gold == count

    def ways(rest):  # plain recursion on the last piece
        return 1 if not rest else sum(ways(rest[:k]) for k in range(len(rest)) if _is_pal(rest[k:]))

    return gold == ways(s)


def _wildcard(d, gold):
    p, s = d["p"], d["s"]
    stars = p.count("*")
    spare = len(s) - (len(p) - stars)
    if spare < 0:
        return gold == 0

    def compositions(total, parts):
        if parts == 0:
            if total == 0:
                yield ()
            return
        for first in range(total + 1):
            for rest in compositions(total - first, parts - 1):
                yield (first,) + rest

    count = 0
    for lengths in compositions(spare, stars):
        at, k, ok = 0, 0, True
        for sym in p:
            if sym == "*":
                at += lengths[k]
                k += 1
            else:
                ok = ok and (sym == "?" or s[at] == sym)
                at += 1
        count += ok
    return gold == count


def _lcis(d, gold):
    a, b = d["a"], d["b"]
    g = nx.DiGraph()
    nodes = [(i, j) for i in range(len(a)) for j in range(len(b)) if a[i] == b[j]]
    g.add_nodes_from(nodes)
    g.add_edges_from((u, v) for u in nodes for v in nodes if u[0] < v[0] and u[1] < v[1] and a[u[0]] < a[v[0]])
    return gold == (nx.dag_longest_path_length(g) + 1 if nodes else 0)


def _max_dot(d, gold):
    a, b = d["a"], d["b"]
    top = max(x * y for x in a for y in b)
    if top < 0:  # every product negative: one pair is best
        return gold == top
    g = nx.DiGraph()
    nodes = [(i, j) for i in range(len(a)) for j in range(len(b))]
    for u in nodes:
        g.add_edge("S", u, weight=a[u[0]] * b[u[1]])
        g.add_edge(u, "T", weight=0)
        for v in nodes:
            if u[0] < v[0] and u[1] < v[1]:
                g.add_edge(u, v, weight=a[v[0]] * b[v[1]])
    return gold == nx.dag_longest_path_length(g, weight="weight")


def _cherry(d, gold):
    # Two units of flow through split cells: the first visit earns the coins, a second earns nothing.
    grid = d["grid"]
    g = nx.DiGraph()
    for r, row in enumerate(grid):
        for c, ch in enumerate(row):
            if ch == "#":
                continue
            g.add_edge(("in", r, c), ("out", r, c), capacity=1, weight=-int(ch))
            g.add_edge(("in", r, c), ("mid", r, c), capacity=1, weight=0)
            g.add_edge(("mid", r, c), ("out", r, c), capacity=1, weight=0)
            for nr, nc in ((r + 1, c), (r, c + 1)):
                if nr < len(grid) and nc < len(row) and grid[nr][nc] != "#":
                    g.add_edge(("out", r, c), ("in", nr, nc), capacity=2, weight=0)
    last = (len(grid) - 1, len(grid[0]) - 1)
    flow = nx.max_flow_min_cost(g, ("in", 0, 0), ("out",) + last)
    assert sum(flow[("in", 0, 0)].values()) == 2
    return gold == -nx.cost_of_flow(g, flow)


def _sos(d, gold):
    return gold == [sum(v for m, v in enumerate(d["f"]) if m & q == m) for q in d["queries"]]


def _pal_subsequences(d, gold):
    s = d["s"]
    if len(s) <= 16:
        return gold == sum(_is_pal("".join(s[i] for i in range(len(s)) if mask >> i & 1))
                           for mask in range(1, 1 << len(s)))
    from functools import lru_cache

    @lru_cache(maxsize=None)
    def count(i, j):  # the textbook recurrence, written recursively
        if i > j:
            return 0
        if i == j:
            return 1
        both = count(i + 1, j) + count(i, j - 1) - count(i + 1, j - 1)
        return both + (count(i + 1, j - 1) + 1 if s[i] == s[j] else 0)

    return gold == count(0, len(s) - 1)


# ---------------------------------------------------------------- oracles: string


def _poly_hash(d, gold):
    out = []
    for l, r in d["queries"]:
        h = 0
        for ch in d["s"][l : r + 1]:  # Horner, reduced at the end only
            h = h * d["B"] + "abcdefghijklmnopqrstuvwxyz".index(ch) + 1
        out.append(h % d["P"])
    return gold == out


def _one_mismatch(d, gold):
    text, p = d["t"], d["p"]
    near = {p} | {p[:k] + c + p[k + 1 :] for k in range(len(p)) for c in set(text) | set(p)}
    return gold == sum(any(text.startswith(w, i) for w in near) for i in range(len(text)))


def _suffix_automaton(d, gold):
    # Minimise the suffix trie by hand: states are right-equivalence classes, i.e. substrings u
    # with the same set of continuations w such that u+w is a suffix.
    s = d["s"]
    subs = {s[i:j] for i in range(len(s)) for j in range(i, len(s) + 1)}
    suffixes = {s[i:] for i in range(len(s) + 1)}
    classes = {frozenset(w for w in suffixes if (u + w) in suffixes) for u in subs}
    return gold == len(classes)


def _balanced(d, gold):
    s, x, y = d["s"], d["x"], d["y"]
    return gold == sum(s[i:j].count(x) == s[i:j].count(y) for i in range(len(s)) for j in range(i + 1, len(s) + 1))


def _replace_k(d, gold):
    s, k = d["s"], d["k"]
    from collections import Counter

    return gold == max(j - i for i in range(len(s)) for j in range(i + 1, len(s) + 1)
                       if (j - i) - max(Counter(s[i:j]).values()) <= k)


# ---------------------------------------------------------------- oracles: search_sort


def _binary_insertion(d, gold):
    import bisect

    count = 0

    class Key:  # counts the comparisons bisect makes (it only asks x < a[mid])
        def __init__(self, v):
            self.v = v

        def __lt__(self, other):
            nonlocal count
            count += 1
            return self.v < other.v

    done = []
    for v in d["values"]:
        bisect.insort_right(done, Key(v))
    return gold == count and [k.v for k in done] == sorted(d["values"])


def _interpolation(d, gold):
    a, x = d["values"], d["x"]
    lo, hi, seen = 0, len(a) - 1, []
    for pos in gold:  # each claimed probe must be the estimate from the bounds so far
        if not (lo <= hi and a[lo] <= x <= a[hi]):
            return False
        want = lo if a[hi] == a[lo] else lo + ((x - a[lo]) * (hi - lo)) // (a[hi] - a[lo])
        if pos != want:
            return False
        seen.append(pos)
        if a[pos] == x:
            return seen == gold
        lo, hi = (pos + 1, hi) if a[pos] < x else (lo, pos - 1)
    return not (lo <= hi and a[lo] <= x <= a[hi]) and (x in a) == (bool(gold) and a[gold[-1]] == x)


# ---------------------------------------------------------------- oracles: greedy, simulation


def _josephus(d, gold):
    from collections import deque

    ring, out = deque(d["ring"]), []
    while ring:
        ring.rotate(-(d["k"] - 1))  # the k-th person comes to the front
        out.append(ring.popleft())
    return gold == out


def _course_deadlines(d, gold):
    rows = d["courses"]
    best = 0
    for mask in range(1 << len(rows)):
        chosen = sorted((rows[i] for i in range(len(rows)) if mask >> i & 1), key=lambda c: c[1])
        if len(chosen) > best:
            clock, ok = 0, True
            for dur, end in chosen:  # earliest deadline first is optimal for a fixed set
                clock += dur
                ok = ok and clock <= end
            if ok:
                best = len(chosen)
    return gold == best


def _printer(d, gold):
    from collections import deque

    queue, out = deque(map(tuple, d["jobs"])), []
    while queue:
        job = queue.popleft()
        if any(p > job[1] for _, p in queue):
            queue.append(job)
        else:
            out.append(job[0])
    return gold == out


def _project_capital(d, gold):
    # Every set of finished projects reachable in some feasible order, up to k of them.
    projects, w = d["projects"], d["w"]

    def capital(mask):
        return w + sum(p for i, (_, p) in enumerate(projects) if mask >> i & 1)

    frontier, best = {0}, w
    for _ in range(d["k"]):
        frontier = {m | 1 << i for m in frontier for i, (c, _) in enumerate(projects)
                    if not m >> i & 1 and c <= capital(m)}
        best = max([best] + [capital(m) for m in frontier])
    return gold == best


def _order_statistics(d, gold):
    bag, out = [], []
    for kind, arg in d["ops"]:
        if kind == "add":
            bag.append(arg)
        elif kind == "remove":
            bag.remove(arg)
        else:
            out.append(sorted(bag)[arg - 1])
    return gold == out


def _cuckoo(d, gold):
    m = d["m"]
    t1, t2 = [0] * m, [0] * m

    def place(x, into_first, budget):  # recursive eviction chain
        assert budget > 0
        table, slot = (t1, x % m) if into_first else (t2, (x // m) % m)
        table[slot], old = x, table[slot]
        if old:
            place(old, not into_first, budget - 1)

    for key in d["keys"]:
        place(key, True, 4 * m)
    return gold == t1 + t2


def _traffic(d, gold):
    # Check the schedule against the rules: FIFO, one car per second, green seconds only, no car
    # before arrival, and no green second skipped while a car was waiting.
    g, cycle, arr = d["green"], d["green"] + d["red"], d["arrivals"]
    if len(gold) != len(arr) or any(b <= a for a, b in zip(gold, gold[1:])):
        return False
    if any(t < a or t % cycle >= g for t, a in zip(gold, arr)):
        return False
    for i, t in enumerate(gold):
        ready = max(arr[i], gold[i - 1] + 1 if i else 0)
        if any(s % cycle < g for s in range(ready, t)):
            return False
    return True


ORACLES = {
    "simulation/traffic_light_queue": _traffic,
    "data_structure/cuckoo_hashing": _cuckoo,
    "data_structure/order_statistics": _order_statistics,
    "simulation/printer_queue": _printer,
    "greedy/project_capital": _project_capital,
    "simulation/josephus_order": _josephus,
    "greedy/course_deadlines": _course_deadlines,
    "search_sort/binary_insertion_comparisons": _binary_insertion,
    "search_sort/interpolation_search_probes": _interpolation,
    "string/polynomial_hash": _poly_hash,
    "string/one_mismatch_occurrences": _one_mismatch,
    "string/suffix_automaton_states": _suffix_automaton,
    "string/balanced_substrings": _balanced,
    "string/replace_k_window": _replace_k,
    "dp/palindrome_partitions": _palindrome_partitions,
    "dp/wildcard_match_ways": _wildcard,
    "dp/lcis": _lcis,
    "dp/max_dot_product": _max_dot,
    "dp/cherry_pickup": _cherry,
    "dp/subset_sums_sos": _sos,
    "dp/palindromic_subsequences": _pal_subsequences,
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
    # aab: a|a|b and aa|b
    ("dp/palindrome_partitions", {"s": "aab"}, "2", "3", 2),
    # ** over ab: the cut between the stars at 0, 1 or 2
    ("dp/wildcard_match_ways", {"p": "**", "s": "ab"}, "3", "2", 3),
    # 1, 2, 4 is in both [3, 1, 2, 4] and [1, 3, 2, 4]
    ("dp/lcis", {"a": [3, 1, 2, 4], "b": [1, 3, 2, 4]}, "3", "4", 3),
    # 2*3 + (-2)*(-6) = 18
    ("dp/max_dot_product", {"a": [2, 1, -2, 5], "b": [3, 0, -6]}, "18", "17", 18),
    # one walker right then down, the other down the left edge: coins 1+1+1+1
    ("dp/cherry_pickup", {"grid": ["01#", "10#", "110"]}, "4", "3", 4),
    # g(11) = 1+2+3+4, g(10) = f(00) + f(10) = 1+3
    ("dp/subset_sums_sos", {"bits": 2, "f": [1, 2, 3, 4], "queries": [3, 2]}, "10, 4", "10, 3", [10, 4]),
    # ba with B=10, P=97: 2*10 + 1 = 21; "a" = 1
    ("string/polynomial_hash", {"s": "ba", "B": 10, "P": 97, "queries": [[0, 1], [1, 1]]}, "21, 1", "21, 2", [21, 1]),
    # aab in aabaac: windows aab (0), aba (1), baa (1 mismatch? b/a a/a a/b: 2), aac (1)
    ("string/one_mismatch_occurrences", {"t": "aabaac", "p": "aab"}, "2", "3", 2),
    # abb: states for "", a, b, ab, abb (b and ab/abb classes: {b}, {ab}, {abb, bb}) -> 5
    ("string/suffix_automaton_states", {"s": "abb"}, "5", "4", 5),
    # xyxy: xy, yx, xy, xyxy
    ("string/balanced_substrings", {"s": "xyxy", "x": "x", "y": "y"}, "4", "3", 4),
    # AABABBA, k=1: AABA -> AAAA (4)
    ("string/replace_k_window", {"s": "AABABBA", "k": 1}, "4", "5", 4),
    # [3, 1, 2]: insert 1 into [3]: 1 comparison; insert 2 into [1, 3]: mid 1 (2 < 3), mid 0 (2 < 1 no): 2
    ("search_sort/binary_insertion_comparisons", {"values": [3, 1, 2]}, "3", "2", 3),
    # [10, 20, 30, 40, 100], x = 40: pos = 0 + 30*4//90 = 1 (20 < 40), then 2 + 10*2//70 = 2 (30), then 3 (hit)
    ("search_sort/interpolation_search_probes", {"values": [10, 20, 30, 40, 100], "x": 40}, "1, 2, 3", "1, 3",
     [1, 2, 3]),
    # ring 1..5, k=2: 2, 4, 1, 5, 3
    ("simulation/josephus_order", {"ring": [1, 2, 3, 4, 5], "k": 2}, "2, 4, 1, 5, 3", "2, 4, 1, 3, 5", [2, 4, 1, 5, 3]),
    # (100, 200), (200, 1300), (1000, 1250), (2000, 3200): three courses fit
    ("greedy/course_deadlines", {"courses": [[100, 200], [200, 1300], [1000, 1250], [2000, 3200]]}, "3", "4", 3),
    # 11:1, 12:2, 13:1, 14:2 -> 12 printed first, then 14; then 11 (next after 14 wraps to 11), 13
    ("simulation/printer_queue", {"jobs": [[11, 1], [12, 2], [13, 1], [14, 2]]}, "12, 14, 11, 13", "12, 14, 13, 11",
     [12, 14, 11, 13]),
    # W=0, k=2, projects (0, 1), (1, 2), (1, 3): take 1 (capital 1), then 3 -> 4
    ("greedy/project_capital", {"w": 0, "k": 2, "projects": [[0, 1], [1, 2], [1, 3]]}, "4", "3", 4),
    # {5, 3, 5}: 2nd smallest 5; remove 5 -> {3, 5}: 1st smallest 3
    ("data_structure/order_statistics", {"ops": [["add", 5], ["add", 3], ["add", 5], ["kth", 2], ["remove", 5],
                                                 ["kth", 1]], "words": 0}, "5, 3", "3, 3", [5, 3]),
    # m=2: 1 -> T1[1]; 3 -> T1[1] evicts 1, which goes to T2[(1 div 2) mod 2] = T2[0]
    ("data_structure/cuckoo_hashing", {"m": 2, "keys": [1, 3]}, "0, 3, 1, 0", "0, 1, 3, 0", [0, 3, 1, 0]),
    # green 0-1, red 2-4 (cycle 5); cars at 0, 0, 1: seconds 0, 1, then 5
    ("simulation/traffic_light_queue", {"green": 2, "red": 3, "arrivals": [0, 0, 1]}, "0, 1, 5", "0, 1, 2", [0, 1, 5]),
    # aab: a, a, b, aa
    ("dp/palindromic_subsequences", {"s": "aab"}, "4", "3", 4),
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
