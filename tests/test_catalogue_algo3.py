"""Third batch of algorithm and data-structure bootcamps (string, search_sort, dp,
data_structure, greedy, graph): gold answers agree with independent oracles (networkx, brute
force, or an algorithm written another way) at every level; one hand-worked example per bootcamp."""

import collections
import functools
import itertools
import statistics
from fractions import Fraction

import networkx as nx
import pytest
import z3

import bootcamps

SAMPLES = 6  # cases per level per bootcamp
FEWER = {"greedy/task_cooldown": 2}  # its z3 oracle solves two scheduling problems per case

PAIRS = {"(": ")", "[": "]", "{": "}"}


def _graph(n, edges, directed=False):
    g = nx.DiGraph() if directed else nx.Graph()
    g.add_nodes_from(range(n))
    for e in edges:
        g.add_edge(e[0], e[1], weight=e[2] if len(e) > 2 else 1)
    return g


# ---------------------------------------------------------------- oracles: string


def _permutation_rank(d, gold):
    # Unrank the gold by counting and compare with the word (brute force when small).
    word = d["word"]
    if len(word) <= 8:
        return gold == sorted(set(itertools.permutations(word))).index(tuple(word)) + 1
    counts = collections.Counter(word)
    left, out = gold - 1, []
    for _ in range(len(word)):
        for c in sorted(counts):
            if not counts[c]:
                continue
            counts[c] -= 1
            ways = _multinomial(counts)
            if left < ways:
                out.append(c)
                break
            left -= ways
            counts[c] += 1
    return "".join(out) == word


def _multinomial(counts):
    n = sum(counts.values())
    out = 1
    for c in counts.values():  # product of binomials, choosing each letter's places in turn
        out *= _binom(n, c)
        n -= c
    return out


def _binom(n, k):
    row = [1]
    for _ in range(n):
        row = [a + b for a, b in zip([0] + row, row + [0])]
    return row[k]


def _min_window(d, gold):
    s, need = d["s"], collections.Counter(d["p"])
    windows = [(j - i, i) for i in range(len(s)) for j in range(i + 1, len(s) + 1)
               if all(s[i:j].count(c) >= k for c, k in need.items())]
    size, start = min(windows)
    return gold == s[start:start + size]


def _longest_distinct(d, gold):
    s = d["s"]
    best = max(((j - i, -i) for i in range(len(s)) for j in range(i + 1, len(s) + 1) if len(set(s[i:j])) == j - i))
    return gold == s[-best[1]:-best[1] + best[0]]


def _shortest_palindrome(d, gold):
    s = d["s"]
    # every palindrome that ends with s: the shortest one is the answer
    return gold == gold[::-1] and gold.endswith(s) and all(
        (s[len(s) - k:][::-1] + s) != (s[len(s) - k:][::-1] + s)[::-1] for k in range(len(gold) - len(s)))


def _anagram_windows(d, gold):
    s, p = d["s"], d["p"]
    return gold == [i for i in range(len(s) - len(p) + 1) if collections.Counter(s[i:i + len(p)]) == collections.Counter(p)]


def _balanced(text):
    stack = []
    for c in text:
        if c in PAIRS:
            stack.append(PAIRS[c])
        elif not stack or stack.pop() != c:
            return False
    return not stack


def _bracket_insertions(d, gold):
    # n minus the longest balanced subsequence, over every subset of positions.
    s = d["s"]
    longest = max(bin(mask).count("1") for mask in range(1 << len(s))
                  if _balanced("".join(c for i, c in enumerate(s) if mask >> i & 1)))
    return gold == len(s) - longest


def _squares(d, gold):
    s = d["s"]
    return gold == sum(1 for i in range(len(s)) for j in range(i + 2, len(s) + 1, 2)
                       if s[i:(i + j) // 2] == s[(i + j) // 2:j])


# ---------------------------------------------------------------- oracles: search_sort


def _radix(d, gold):
    # Simulate the passes with explicit digit strings (zero-padded), one stable sort per digit.
    width = max([d["passes"]] + [len(str(v)) for v in d["values"]])
    order = [str(v).zfill(width) for v in d["values"]]
    for p in range(1, d["passes"] + 1):
        order = sorted(order, key=lambda text: text[-p])
    return gold == [int(x) for x in order]


def _shell(d, gold):
    a = list(d["values"])
    for gap in d["gaps"]:  # a textbook gapped insertion sort, swapping neighbours g apart
        for i in range(gap, len(a)):
            j = i
            while j >= gap and a[j - gap] > a[j]:
                a[j - gap], a[j] = a[j], a[j - gap]
                j -= gap
    return gold == a


def _frequency(d, gold):
    groups = sorted(((-len(list(g)), k) for k, g in itertools.groupby(sorted(d["values"]))))
    return gold == [k for size, k in groups for _ in range(-size)]


def _median(d, gold):
    return Fraction(gold) == Fraction(statistics.median(d["a"] + d["b"]))


def _k_closest(d, gold):
    # every k-subset of positions; the best has the smallest sorted distance profile
    x, k = d["x"], d["k"]
    values = d["values"]
    if len(values) > 14:
        ranked = sorted(values, key=lambda v: (abs(v - x), v))
        return gold == sorted(ranked[:k]) and all(abs(v - x) <= abs(w - x) for v in gold for w in values if w not in gold)
    best = min(itertools.combinations(values, k), key=lambda c: sorted((abs(v - x), v) for v in c))
    return gold == sorted(best)


def _kth_pair(d, gold):
    sums = sorted(a + b for a, b in itertools.product(d["a"], d["b"]))
    return sums.count(gold) > 0 and sum(1 for s in sums if s < gold) < d["k"] <= sum(1 for s in sums if s <= gold)


def _split(d, gold):
    values, m = d["values"], d["parts"]

    @functools.lru_cache(maxsize=None)
    def best(start, parts):  # a top-down DP over (start, parts left)
        if parts == 1:
            return sum(values[start:])
        return min(max(sum(values[start:end]), best(end, parts - 1)) for end in range(start + 1, len(values) - parts + 2))

    return gold == best(0, m)


def _selection(d, gold):
    a, swaps = list(d["values"]), 0
    while a != sorted(a):  # swap the first misplaced element with the one that belongs there
        i = next(i for i, (x, y) in enumerate(zip(a, sorted(a))) if x != y)
        j = a.index(sorted(a)[i])
        a[i], a[j] = a[j], a[i]
        swaps += 1
    return gold == swaps



# ---------------------------------------------------------------- oracles: dp


def _is_pal(x):
    return x == x[::-1]


def _min_cuts(d, gold):
    s = d["s"]  # every set of cut positions, fewest first
    for k in range(len(s)):
        for cuts in itertools.combinations(range(1, len(s)), k):
            bounds = (0, *cuts, len(s))
            if all(_is_pal(s[a:b]) for a, b in zip(bounds, bounds[1:])):
                return gold == k
    return False


def _distinct_subsequences(d, gold):
    s, t = d["s"], d["t"]
    return gold == sum(1 for picks in itertools.combinations(s, len(t)) if "".join(picks) == t)


def _robber(d, gold):
    v = d["values"]
    n = len(v)
    best = 0
    for mask in range(1 << n):
        rotated = (mask >> 1) | ((mask & 1) << (n - 1))  # each house's clockwise neighbour
        if not mask & rotated:
            best = max(best, sum(v[i] for i in range(n) if mask >> i & 1))
    return gold == best


def _stock(d, gold):
    p, best = d["prices"], 0
    for trades in range(1, d["k"] + 1):  # 2t increasing days: buy, sell, buy, sell, ...
        for days in itertools.combinations(range(len(p)), 2 * trades):
            best = max(best, sum(p[days[i + 1]] - p[days[i]] for i in range(0, len(days), 2)))
    return gold == best


def _interleave(d, gold):
    a, b, c = d["a"], d["b"], d["c"]
    count = 0
    for choice in itertools.product("ab", repeat=len(c)):
        if choice.count("a") != len(a):
            continue
        ia, ib = iter(a), iter(b)
        if "".join(next(ia) if x == "a" else next(ib) for x in choice) == c:
            count += 1
    return gold == count


def _boolean(d, gold):
    # Count trees by random-free recursion returning (true, false) counts with explicit truth tables.
    table = {"&": lambda x, y: x & y, "|": lambda x, y: x | y, "^": lambda x, y: x ^ y}
    vals, ops = [int(c == "T") for c in d["values"]], d["ops"]

    @functools.lru_cache(maxsize=None)
    def count(i, j, want):
        if i == j:
            return int(vals[i] == want)
        return sum(count(i, k, x) * count(k + 1, j, y) for k in range(i, j) for x in (0, 1) for y in (0, 1)
                   if table[ops[k]](x, y) == want)

    return gold == count(0, len(vals) - 1, 1)


def _paint(d, gold):
    costs = d["costs"]
    k = len(costs[0])
    g = nx.DiGraph()
    for c in range(k):
        g.add_edge("s", (0, c), weight=costs[0][c])
        g.add_edge((len(costs) - 1, c), "t", weight=0)
    for h in range(1, len(costs)):
        for a in range(k):
            for b in range(k):
                if a != b:
                    g.add_edge((h - 1, a), (h, b), weight=costs[h][b])
    return gold == nx.shortest_path_length(g, "s", "t", weight="weight")


def _square(d, gold):
    grid = d["grid"]
    rows, cols = len(grid), len(grid[0])
    sides = [k for k in range(1, min(rows, cols) + 1) for r in range(rows - k + 1) for c in range(cols - k + 1)
             if all(grid[r + i][c + j] == "1" for i in range(k) for j in range(k))]
    return gold == max(sides, default=0)



# ---------------------------------------------------------------- oracles: greedy


def _candy(d, gold):
    # Candies = 1 + the longest strictly decreasing walk away from each child (in either direction).
    r = d["ratings"]

    def run(i, step):
        k = 0
        while 0 <= i + step < len(r) and r[i + step] < r[i]:
            i += step
            k += 1
        return k

    return gold == sum(1 + max(run(i, -1), run(i, 1)) for i in range(len(r)))


def _fits(tasks, n, horizon):
    """Whether z3 finds a schedule of ``tasks`` in ``horizon`` slots with cooldown ``n``."""
    kinds = sorted(set(tasks))
    run = {(t, k): z3.Bool(f"r{t}_{k}") for t in range(horizon) for k in kinds}
    solver = z3.Solver()
    for t in range(horizon):
        solver.add(z3.AtMost(*[run[t, k] for k in kinds], 1))
    for k in kinds:
        solver.add(z3.PbEq([(run[t, k], 1) for t in range(horizon)], tasks.count(k)))
        for t in range(horizon):  # any n+1 consecutive slots hold at most one run of k
            solver.add(z3.AtMost(*[run[u, k] for u in range(t, min(horizon, t + n + 1))], 1))
    return solver.check() == z3.sat


def _cooldown(d, gold):
    return _fits(d["tasks"], d["cooldown"], gold) and not _fits(d["tasks"], d["cooldown"], gold - 1)


def _remove_digits(d, gold):
    num, k = d["number"], d["k"]
    best = None
    for drop in itertools.combinations(range(len(num)), k):
        value = int("".join(c for i, c in enumerate(num) if i not in drop))
        best = value if best is None else min(best, value)
    return gold == best


def _cookies(d, gold):
    g = nx.Graph()
    kids = [("k", i) for i in range(len(d["greed"]))]
    g.add_nodes_from(kids)
    for i, need in enumerate(d["greed"]):
        for j, size in enumerate(d["sizes"]):
            if size >= need:
                g.add_edge(("k", i), ("c", j))
    matching = nx.bipartite.maximum_matching(g, top_nodes=kids) if g.number_of_edges() else {}
    return gold == len(matching) // 2



# ---------------------------------------------------------------- oracles: graph, data_structure


def _cores(d, gold):
    core = nx.core_number(_graph(d["n"], d["edges"]))
    return gold == [core[v] for v in range(d["n"])]


def _dfs(d, gold):
    g = nx.Graph()
    g.add_nodes_from(range(d["n"]))
    for u in range(d["n"]):  # neighbours inserted in increasing order, so networkx visits them so
        for v in sorted(w for e in d["edges"] for w in e if u in e and w != u):
            g.add_edge(u, v)
    adjacency_sorted = all(list(g.adj[u]) == sorted(g.adj[u]) for u in g)
    return adjacency_sorted and gold == list(nx.dfs_preorder_nodes(g, d["start"]))


def _min_stack(d, gold):
    out, stack = [], []
    for op in d["ops"]:  # a sorted copy per query: the first element is the minimum
        if op[0] == "push":
            stack = stack + [op[1]]
        elif op[0] == "pop":
            stack = stack[:-1]
        else:
            out.append(sorted(stack)[0])
    return gold == out



def _reachable(d, gold):
    closure = nx.transitive_closure(_graph(d["n"], d["edges"], directed=True), reflexive=False)
    return gold == sum(1 for u, v in closure.edges() if u != v)


def _lfu(d, gold):
    # Slots as mutable records; the victim is the first record in (uses, last) order.
    slots, misses = [], 0
    for time, page in enumerate(d["requests"]):
        record = next((r for r in slots if r["page"] == page), None)
        if record:
            record["uses"] += 1
            record["last"] = time
            continue
        misses += 1
        if len(slots) == d["capacity"]:
            slots.remove(min(slots, key=lambda r: (r["uses"], r["last"])))
        slots.append({"page": page, "uses": 1, "last": time})
    return gold == misses



def _range_min(d, gold):
    # A sparse table rebuilt after every update (a different structure from the segment tree).
    a, out = list(d["values"]), []
    for op in d["ops"]:
        if op[0] == "set":
            a[op[1]] = op[2]
            continue
        table = [a[:]]
        while 2 ** len(table) <= len(a):
            prev, half = table[-1], 2 ** (len(table) - 1)
            table.append([min(prev[i], prev[i + half]) for i in range(len(prev) - half)])
        lo, hi = op[1], op[2]
        k = (hi - lo + 1).bit_length() - 1
        out.append(min(table[k][lo], table[k][hi - 2 ** k + 1]))
    return gold == out



def _two_city(d, gold):
    costs = d["costs"]
    people = range(len(costs))
    return gold == min(sum(costs[p][0] if p in group else costs[p][1] for p in people)
                       for group in map(set, itertools.combinations(people, len(costs) // 2)))



def _triangles(d, gold):
    return gold == sum(nx.triangles(_graph(d["n"], d["edges"])).values()) // 3


ORACLES = {
    "string/permutation_rank": _permutation_rank,
    "string/min_window_substring": _min_window,
    "string/longest_distinct_substring": _longest_distinct,
    "string/shortest_palindrome_prefix": _shortest_palindrome,
    "string/anagram_windows": _anagram_windows,
    "string/bracket_min_insertions": _bracket_insertions,
    "string/square_substrings": _squares,
    "search_sort/radix_sort_passes": _radix,
    "search_sort/shell_sort_passes": _shell,
    "search_sort/frequency_sort": _frequency,
    "search_sort/median_two_sorted": _median,
    "search_sort/k_closest": _k_closest,
    "search_sort/kth_pair_sum": _kth_pair,
    "search_sort/split_array_min_max": _split,
    "search_sort/selection_sort_swaps": _selection,
    "dp/palindrome_min_cuts": _min_cuts,
    "dp/distinct_subsequences": _distinct_subsequences,
    "dp/house_robber_circle": _robber,
    "dp/stock_k_transactions": _stock,
    "dp/interleaving_count": _interleave,
    "dp/boolean_parenthesization": _boolean,
    "dp/paint_house": _paint,
    "dp/largest_square": _square,
    "greedy/candy_distribution": _candy,
    "greedy/task_cooldown": _cooldown,
    "greedy/remove_k_digits": _remove_digits,
    "greedy/assign_cookies": _cookies,
    "graph/core_numbers": _cores,
    "graph/dfs_preorder": _dfs,
    "data_structure/min_stack": _min_stack,
    "graph/reachable_pairs": _reachable,
    "data_structure/lfu_cache_misses": _lfu,
    "data_structure/segment_tree_min": _range_min,
    "greedy/two_city_split": _two_city,
    "graph/triangle_count": _triangles,
}


@pytest.mark.parametrize("bootcamp_id", sorted(ORACLES))
def test_gold_agrees_with_oracle(bootcamp_id):
    bc = bootcamps.get(bootcamp_id)
    oracle = ORACLES[bootcamp_id]
    for level in bc.levels:
        for seed in range(FEWER.get(bootcamp_id, SAMPLES)):
            case = bc.case(seed, level)
            assert oracle(case.data, case.answer), (bootcamp_id, level, seed, case.answer)


# ---------------------------------------------------------------- hand-worked examples


def _score(bootcamp_id, data, text):
    bc = bootcamps.get(bootcamp_id)
    gold = bc.solve(data)
    return gold, bc.verify(data, gold, f"<answer>{text}</answer>")


def test_permutation_rank_by_hand():
    # arrangements of a,a,b: aab (1), aba (2), baa (3)
    assert _score("string/permutation_rank", {"word": "aba"}, "2") == (2, 1.0)
    # "cab": words starting a (2) and b (2) come first, then cab is the first c-word: 5
    assert _score("string/permutation_rank", {"word": "cab"}, "5") == (5, 1.0)


def test_min_window_substring_by_hand():
    # windows holding a and two b's in "abcbab": "bcba" (1..4), "bab" (3..5) is the shortest
    assert _score("string/min_window_substring", {"s": "abcbab", "p": "abb"}, "bab") == ("bab", 1.0)


def test_longest_distinct_substring_by_hand():
    assert _score("string/longest_distinct_substring", {"s": "abcabcbb"}, "abc") == ("abc", 1.0)
    assert _score("string/longest_distinct_substring", {"s": "pwwkew"}, "wke") == ("wke", 1.0)


def test_shortest_palindrome_prefix_by_hand():
    assert _score("string/shortest_palindrome_prefix", {"s": "aacecaaa"}, "aaacecaaa") == ("aaacecaaa", 1.0)
    assert _score("string/shortest_palindrome_prefix", {"s": "abcd"}, "dcbabcd") == ("dcbabcd", 1.0)


def test_anagram_windows_by_hand():
    assert _score("string/anagram_windows", {"s": "cbaebabacd", "p": "abc"}, "0, 6") == ([0, 6], 1.0)
    assert _score("string/anagram_windows", {"s": "abab", "p": "ab"}, "[0, 1, 2]") == ([0, 1, 2], 1.0)


def test_bracket_min_insertions_by_hand():
    # "([)]": keep "()" and add "[" + "]"... the best pairs one type: 2 insertions
    assert _score("string/bracket_min_insertions", {"s": "([)]"}, "2") == (2, 1.0)
    assert _score("string/bracket_min_insertions", {"s": "(()"}, "1") == (1, 1.0)
    assert _score("string/bracket_min_insertions", {"s": "}{"}, "2") == (2, 1.0)


def test_square_substrings_by_hand():
    # "aabab": aa at 0, abab at 1, baba? no (b a b only 3 left). 2 squares
    assert _score("string/square_substrings", {"s": "aabab"}, "2") == (2, 1.0)
    assert _score("string/square_substrings", {"s": "aaaa"}, "4") == (4, 1.0)  # aa x3, aaaa x1


def test_radix_sort_passes_by_hand():
    # one pass by units: 170 90 | 802 2 | 24 | 45 75 | 66
    data = {"values": [170, 45, 75, 90, 802, 24, 2, 66], "passes": 1}
    assert _score("search_sort/radix_sort_passes", data, "170, 90, 802, 2, 24, 45, 75, 66")[1] == 1.0
    data["passes"] = 2  # then by tens: 802 2 | 24 | 45 | 66 | 170 75 | 90
    assert _score("search_sort/radix_sort_passes", data, "802 2 24 45 66 170 75 90")[1] == 1.0


def test_shell_sort_passes_by_hand():
    # gap 2 sorts even positions (5, 1, 4 -> 1, 4, 5) and odd ones (2, 3 -> 2, 3)
    data = {"values": [5, 2, 1, 3, 4], "gaps": [2]}
    assert _score("search_sort/shell_sort_passes", data, "[1, 2, 4, 3, 5]") == ([1, 2, 4, 3, 5], 1.0)


def test_frequency_sort_by_hand():
    data = {"values": [4, 1, 2, 2, 4, 3, 1, 4]}
    assert _score("search_sort/frequency_sort", data, "4, 4, 4, 1, 1, 2, 2, 3") == ([4, 4, 4, 1, 1, 2, 2, 3], 1.0)


def test_median_two_sorted_by_hand():
    assert _score("search_sort/median_two_sorted", {"a": [1, 3], "b": [2]}, "2")[1] == 1.0
    assert _score("search_sort/median_two_sorted", {"a": [1, 2], "b": [3, 4]}, "2.5")[1] == 1.0
    assert _score("search_sort/median_two_sorted", {"a": [1, 2], "b": [3, 4]}, "5/2")[1] == 0.0  # decimals asked


def test_k_closest_by_hand():
    # x = 3 in 1..5: 3 (0), then 2 and 4 tie (1) -> 2 first, then 4
    data = {"values": [1, 2, 3, 4, 5], "k": 3, "x": 3}
    assert _score("search_sort/k_closest", data, "2, 3, 4") == ([2, 3, 4], 1.0)
    data = {"values": [1, 2, 3, 4, 5], "k": 2, "x": 6}
    assert _score("search_sort/k_closest", data, "4, 5") == ([4, 5], 1.0)


def test_kth_pair_sum_by_hand():
    # sums of [1, 7] and [2, 4, 6]: 3 5 7 9 11 13 -> the 4th is 9
    assert _score("search_sort/kth_pair_sum", {"a": [1, 7], "b": [2, 4, 6], "k": 4}, "9") == (9, 1.0)


def test_split_array_min_max_by_hand():
    # [7, 2, 5, 10, 8] in 2 pieces: 7 2 5 | 10 8 -> max(14, 18) = 18
    assert _score("search_sort/split_array_min_max", {"values": [7, 2, 5, 10, 8], "parts": 2}, "18") == (18, 1.0)


def test_selection_sort_swaps_by_hand():
    # [3, 1, 2]: swap 3<->1 -> [1, 3, 2]; swap 3<->2 -> sorted: 2 swaps; [2, 1, 3]: 1 swap
    assert _score("search_sort/selection_sort_swaps", {"values": [3, 1, 2]}, "2") == (2, 1.0)
    assert _score("search_sort/selection_sort_swaps", {"values": [2, 1, 3]}, "1") == (1, 1.0)


def test_palindrome_min_cuts_by_hand():
    assert _score("dp/palindrome_min_cuts", {"s": "aab"}, "1") == (1, 1.0)  # aa | b
    assert _score("dp/palindrome_min_cuts", {"s": "abacdc"}, "1") == (1, 1.0)  # aba | cdc


def test_distinct_subsequences_by_hand():
    assert _score("dp/distinct_subsequences", {"s": "rabbbit", "t": "rabbit"}, "3") == (3, 1.0)
    assert _score("dp/distinct_subsequences", {"s": "babgbag", "t": "bag"}, "5") == (5, 1.0)


def test_house_robber_circle_by_hand():
    assert _score("dp/house_robber_circle", {"values": [2, 3, 2]}, "3") == (3, 1.0)
    assert _score("dp/house_robber_circle", {"values": [1, 2, 3, 1]}, "4") == (4, 1.0)


def test_stock_k_transactions_by_hand():
    assert _score("dp/stock_k_transactions", {"prices": [3, 2, 6, 5, 0, 3], "k": 2}, "7") == (7, 1.0)
    assert _score("dp/stock_k_transactions", {"prices": [3, 2, 6, 5, 0, 3], "k": 1}, "4") == (4, 1.0)


def test_interleaving_count_by_hand():
    # "ab" + "a" -> "aab": a from B then "ab" from A, or a from A, a from B, b from A: 2 ways
    assert _score("dp/interleaving_count", {"a": "ab", "b": "a", "c": "aab"}, "2") == (2, 1.0)


def test_boolean_parenthesization_by_hand():
    # T|T&F^T: ((T|T)&(F^T)), ((T|(T&F))^T)... the textbook count is 4
    data = {"values": "TTFT", "ops": "|&^"}
    assert _score("dp/boolean_parenthesization", data, "4") == (4, 1.0)


def test_paint_house_by_hand():
    # [[17,2,17],[16,16,5],[14,3,19]]: green, blue, green = 2 + 5 + 3 = 10
    data = {"costs": [[17, 2, 17], [16, 16, 5], [14, 3, 19]], "colours": ["red", "green", "blue"]}
    assert _score("dp/paint_house", data, "10") == (10, 1.0)


def test_largest_square_by_hand():
    data = {"grid": ["10100", "10111", "11111", "10010"]}
    assert _score("dp/largest_square", data, "2") == (2, 1.0)


def test_candy_distribution_by_hand():
    assert _score("greedy/candy_distribution", {"ratings": [1, 0, 2]}, "5") == (5, 1.0)
    assert _score("greedy/candy_distribution", {"ratings": [1, 2, 2]}, "4") == (4, 1.0)


def test_task_cooldown_by_hand():
    # AAABBB, n=2: A B idle A B idle A B = 8; with n=0 no idling
    assert _score("greedy/task_cooldown", {"tasks": "AAABBB", "cooldown": 2}, "8") == (8, 1.0)
    assert _score("greedy/task_cooldown", {"tasks": "AAAAAABCDEFG", "cooldown": 2}, "16") == (16, 1.0)


def test_remove_k_digits_by_hand():
    assert _score("greedy/remove_k_digits", {"number": "1432219", "k": 3}, "1219") == (1219, 1.0)
    assert _score("greedy/remove_k_digits", {"number": "10200", "k": 1}, "200") == (200, 1.0)


def test_assign_cookies_by_hand():
    assert _score("greedy/assign_cookies", {"greed": [1, 2, 3], "sizes": [1, 1]}, "1") == (1, 1.0)
    assert _score("greedy/assign_cookies", {"greed": [1, 2], "sizes": [1, 2, 3]}, "2") == (2, 1.0)


def test_core_numbers_by_hand():
    # a triangle 0-1-2 with a pendant 3 on 2 and an isolated 4: cores 2, 2, 2, 1, 0
    data = {"n": 5, "edges": [[0, 1], [0, 2], [1, 2], [2, 3]]}
    assert _score("graph/core_numbers", data, "2, 2, 2, 1, 0") == ([2, 2, 2, 1, 0], 1.0)


def test_dfs_preorder_by_hand():
    # 0-1, 0-2, 1-3, 2-3 from 0: 0, 1, 3, 2 (3 before 2 since 1's subtree is explored first)
    data = {"n": 5, "edges": [[0, 1], [0, 2], [1, 3], [2, 3]], "start": 0}
    assert _score("graph/dfs_preorder", data, "0, 1, 3, 2") == ([0, 1, 3, 2], 1.0)
    assert _score("graph/dfs_preorder", data, "0, 1, 2, 3")[1] == 0.0  # that is BFS order


def test_min_stack_by_hand():
    data = {"ops": [["push", 5], ["push", 3], ["min"], ["pop"], ["min"], ["push", 7], ["min"]]}
    assert _score("data_structure/min_stack", data, "3, 5, 5") == ([3, 5, 5], 1.0)


def test_reachable_pairs_by_hand():
    # 0 -> 1 -> 2 and 3 -> 1: pairs 01 02 12 31 32 = 5
    data = {"n": 4, "edges": [[0, 1], [1, 2], [3, 1]]}
    assert _score("graph/reachable_pairs", data, "5") == (5, 1.0)


def test_lfu_cache_misses_by_hand():
    # capacity 2: 1 (miss) 1 (hit, uses 2) 2 (miss) 3 (miss, evict 2: 1 use) 2 (miss, evict 3) 1 (hit) = 4
    data = {"capacity": 2, "requests": [1, 1, 2, 3, 2, 1]}
    assert _score("data_structure/lfu_cache_misses", data, "4") == (4, 1.0)


def test_segment_tree_min_by_hand():
    data = {"values": [5, 2, 8, 6], "ops": [["min", 0, 3], ["set", 1, 9], ["min", 0, 1], ["min", 2, 3]]}
    assert _score("data_structure/segment_tree_min", data, "2, 5, 6") == ([2, 5, 6], 1.0)


def test_two_city_split_by_hand():
    # [[10,20],[30,200],[400,50],[30,20]]: A for 1 and 2 (10 + 30), B for 3 and 4 (50 + 20) = 110
    data = {"costs": [[10, 20], [30, 200], [400, 50], [30, 20]]}
    assert _score("greedy/two_city_split", data, "110") == (110, 1.0)


def test_triangle_count_by_hand():
    # K4 on 0..3 has 4 triangles; the pendant edge 3-4 adds none
    data = {"n": 5, "edges": [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3], [3, 4]]}
    assert _score("graph/triangle_count", data, "4") == (4, 1.0)
