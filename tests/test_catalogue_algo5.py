"""Fifth batch of algorithm and data-structure bootcamps (string, search_sort, data_structure,
greedy, simulation): gold answers agree with independent oracles (brute force from the
definition, networkx, or an algorithm written another way) at every level; one hand-worked
example per bootcamp; and the bootcamps/kit/strings2.py helpers."""

import itertools
import random

import pytest

import bootcamps
from bootcamps.kit import strings2

SAMPLES = 6  # cases per level per bootcamp


# ---------------------------------------------------------------- oracles: string


def _manacher(d, gold):
    s = d["s"]
    pal = {(i, j) for i in range(len(s)) for j in range(i, len(s)) if s[i : j + 1] == s[i : j + 1][::-1]}
    return gold == [max(r for r in range(len(s)) if (i - r, i + r) in pal) for i in range(len(s))]


def _kmp_states(d, gold):
    p, text = d["pattern"], d["text"]
    # Walk a DFA built from the definition: state = longest pattern prefix that is a suffix.
    out, read = [], ""
    for ch in text:
        read = (read + ch)[-len(p):]
        out.append(next(k for k in range(len(read), -1, -1) if p.startswith(read[len(read) - k :])))
    return gold == out


def _balanced_sequences(n, o, c):
    for letters in itertools.product((o, c), repeat=2 * n):
        depth = 0
        for ch in letters:
            depth += 1 if ch == o else -1
            if depth < 0:
                break
        else:
            if depth == 0:
                yield "".join(letters)


def _bracket_rank(d, gold):
    s, o, c = d["s"], d["open"], d["close"]
    n = len(s) // 2
    key = (lambda w: w.translate({ord(o): "0", ord(c): "1"})) if d["open_first"] else (
        lambda w: w.translate({ord(o): "1", ord(c): "0"}))
    if n <= 7:
        return gold == 1 + sum(1 for w in _balanced_sequences(n, o, c) if key(w) < key(s))
    # Larger: unrank the gold with a memoised count and compare with s.
    from functools import lru_cache

    @lru_cache(maxsize=None)
    def count(left, bal):
        if bal < 0 or bal > left:
            return 0
        return 1 if left == 0 else count(left - 1, bal + 1) + count(left - 1, bal - 1)

    order = (o, c) if d["open_first"] else (c, o)
    rest, bal, out = gold - 1, 0, ""
    for i in range(2 * n):
        for ch in order:
            nb = bal + (1 if ch == o else -1)
            ways = count(2 * n - i - 1, nb)
            if rest < ways:
                out, bal = out + ch, nb
                break
            rest -= ways
    return out == s


def _pattern_words(d, gold):
    p = d["pattern"]

    def iso(w):
        return len({(a, b) for a, b in zip(p, w)}) == len(set(p)) == len(set(w))

    return gold == [w for w in d["words"] if iso(w)]


def _lz78(d, gold):
    s, seen, out, cur = d["s"], set(), [], ""
    for ch in s:
        cur += ch
        if cur not in seen:
            seen.add(cur)
            out.append(cur)
            cur = ""
    if cur:
        out.append(cur)
    return gold == out


def _lz77(d, gold):
    s, out, at = d["s"], [], 0
    while at < len(s):
        best = 1
        for size in range(1, len(s) - at + 1):
            block = s[at : at + size]
            if not any(s[j : j + size] == block for j in range(at)):
                break  # a longer block has no earlier copy either
            best = size
        out.append(best)
        at += best
    return gold == out


def _inverse_bwt(d, gold):
    text = gold + "$"
    rotations = sorted(text[i:] + text[:i] for i in range(len(text)))
    return "".join(r[-1] for r in rotations) == d["bwt"]


def _valid_parens(d, gold):
    s, o = d["s"], d["open"]

    def ok(block):
        depth = 0
        for ch in block:
            depth += 1 if ch == o else -1
            if depth < 0:
                return False
        return depth == 0

    return gold == max((j - i for i in range(len(s)) for j in range(i + 2, len(s) + 1, 2) if ok(s[i:j])), default=0)


def _k_distinct(d, gold):
    s = d["s"]
    return gold == sum(len(set(s[i:j])) == d["k"] for i in range(len(s)) for j in range(i + 1, len(s) + 1))


def _smallest_distinct(d, gold):
    s, need = d["s"], set(d["s"])
    if sorted(gold) != sorted(need):
        return False

    def feasible(prefix):
        at = 0
        for ch in prefix:  # earliest match keeps the most room for the rest
            at = s.find(ch, at)
            if at < 0:
                return False
            at += 1
        return need - set(prefix) <= set(s[at:])

    if not feasible(gold):
        return False
    return not any(feasible(gold[:k] + c) for k in range(len(gold)) for c in need - set(gold[:k]) if c < gold[k])


def _binary_groups(d, gold):
    s = d["s"]
    blocks = (s[i:j] for i in range(len(s)) for j in range(i + 2, len(s) + 1, 2))
    return gold == sum(b in ("0" * (len(b) // 2) + "1" * (len(b) // 2), "1" * (len(b) // 2) + "0" * (len(b) // 2)) for b in blocks)


def _distinct_palindromes(d, gold):
    s = d["s"]
    return gold == len({s[i:j] for i in range(len(s)) for j in range(i + 1, len(s) + 1) if s[i:j] == s[i:j][::-1]})


# ---------------------------------------------------------------- oracles: search_sort


def _sift_path(a, i, size):
    # Follow the path of larger children (left on ties), then rotate the values that are larger
    # than a[i] one step up along it.
    path = [i]
    while 2 * path[-1] + 1 < size:
        c = 2 * path[-1] + 1
        if c + 1 < size and a[c + 1] > a[c]:
            c += 1
        path.append(c)
    v = a[i]
    k = 1
    while k < len(path) and a[path[k]] > v:
        a[path[k - 1]] = a[path[k]]
        k += 1
    a[path[k - 1]] = v


def _heapsort(d, gold):
    a = list(d["values"])
    n = len(a)
    for i in range(n // 2 - 1, -1, -1):
        _sift_path(a, i, n)
    for size in range(n - 1, n - 1 - d["k"], -1):
        a[0], a[size] = a[size], a[0]
        _sift_path(a, 0, size)
    return gold == a


def _lomuto(d, gold):
    a = list(d["values"])
    hi, pivot, store = len(a) - 1, a[-1], 0
    for j in range(hi):
        if not a[j] > pivot:
            a[store], a[j] = a[j], a[store]
            store += 1
    a[store], a[hi] = a[hi], a[store]
    return gold == a and all(x <= pivot for x in a[:store]) and all(x > pivot for x in a[store + 1 :])


def _hoare(d, gold):
    a = list(d["values"])
    p, i, j = a[0], -1, len(a)
    while True:
        i += 1
        while a[i] < p:
            i += 1
        j -= 1
        while a[j] > p:
            j -= 1
        if i >= j:
            break
        a[i], a[j] = a[j], a[i]
    return gold == a and sorted(gold) == sorted(d["values"])


def _eating(d, gold):
    import math

    fits = [k for k in range(1, max(d["piles"]) + 1) if sum(math.ceil(p / k) for p in d["piles"]) <= d["hours"]]
    return gold == fits[0]


def _dutch(d, gold):
    a, lo, mid, hi, swaps = list(d["row"]), 0, 0, len(d["row"]) - 1, 0
    while mid <= hi:
        if a[mid] == 1:
            mid += 1
            continue
        swaps += 1
        if a[mid] == 0:
            a[lo], a[mid] = a[mid], a[lo]
            lo, mid = lo + 1, mid + 1
        else:
            a[mid], a[hi] = a[hi], a[mid]
            hi -= 1
    return gold == swaps and a == sorted(a)


def _range_counts(d, gold):
    import numpy as np

    v = np.array(d["values"])
    return gold == [int(((v >= lo) & (v <= hi)).sum()) for lo, hi in d["queries"]]


def _h_index(d, gold):
    c = sorted(d["citations"])
    n = len(c)
    return gold == max([n - i for i in range(n) if c[i] >= n - i], default=0)


def _three_sum(d, gold):
    v, t = d["values"], d["target"]
    sums = {v[i] + v[j] + v[k] for i in range(len(v)) for j in range(i + 1, len(v)) for k in range(j + 1, len(v))}
    best = min(abs(x - t) for x in sums)
    return [x for x in sums if abs(x - t) == best] == [gold]


def _pancake(d, gold):
    # The flips sort the stack, within the 2n-3 bound, and follow the stated rule.
    a = list(d["values"])
    for k in gold:
        a[:k] = reversed(a[:k])
    return a == sorted(d["values"]) and len(gold) <= 2 * len(a) - 3 and gold == _pancake_rule(d["values"])


def _pancake_rule(values):
    a, out = list(values), []
    for size in range(len(a), 1, -1):
        m = a.index(max(a[:size])) + 1
        if m == size:
            continue
        if m > 1:
            out.append(m)
            a[:m] = reversed(a[:m])
        out.append(size)
        a[:size] = reversed(a[:size])
    return out


# ---------------------------------------------------------------- oracles: data_structure


def _deque(d, gold):
    items, out = [], []
    for op in d["ops"]:
        if op[0] == "push_front":
            items.insert(0, op[1])
        elif op[0] == "push_back":
            items.insert(len(items), op[1])
        else:
            out.append(items.pop(0 if op[0] == "pop_front" else len(items) - 1))
    return gold == out


def _ring(d, gold):
    import collections

    buf = collections.deque(maxlen=d["capacity"])
    for op in d["ops"]:
        if op[0] == "write":
            buf.append(op[1])
        elif buf:
            buf.popleft()
    return gold == list(buf)


def _prefix2d(d, gold):
    import numpy as np

    g = np.array(d["grid"])
    return gold == [int(g[r1 : r2 + 1, c1 : c2 + 1].sum()) for r1, c1, r2, c2 in d["queries"]]


def _difference(d, gold):
    import numpy as np

    a = np.array(d["values"])
    for lo, hi, v in d["updates"]:
        a[lo : hi + 1] += v
    return gold == a.tolist()



def _bst_from_preorder(pre):
    # (key, left subtree, right subtree) of the binary search tree with this preorder.
    if not pre:
        return None
    root, rest = pre[0], pre[1:]
    return (root, _bst_from_preorder([k for k in rest if k < root]), _bst_from_preorder([k for k in rest if k > root]))


def _treap(d, gold):
    prio = dict(map(tuple, d["pairs"]))
    if sorted(gold) != sorted(prio):
        return False

    def heap_ok(node):
        if node is None:
            return True
        return all(c is None or prio[c[0]] < prio[node[0]] for c in node[1:]) and heap_ok(node[1]) and heap_ok(node[2])

    tree = _bst_from_preorder(gold)
    flat = []

    def pre(node):
        if node:
            flat.append(node[0])
            pre(node[1])
            pre(node[2])

    pre(tree)
    return flat == gold and heap_ok(tree)


class _AvlNode:
    def __init__(self, key):
        self.key, self.left, self.right, self.height = key, None, None, 1


def _avl_insert(node, key):
    def ht(n):
        return n.height if n else 0

    def update(n):
        n.height = 1 + max(ht(n.left), ht(n.right))

    def rot_right(y):
        x = y.left
        y.left, x.right = x.right, y
        update(y)
        update(x)
        return x

    def rot_left(x):
        y = x.right
        x.right, y.left = y.left, x
        update(x)
        update(y)
        return y

    if node is None:
        return _AvlNode(key)
    if key < node.key:
        node.left = _avl_insert(node.left, key)
    else:
        node.right = _avl_insert(node.right, key)
    update(node)
    bal = ht(node.left) - ht(node.right)
    if bal > 1 and key < node.left.key:
        return rot_right(node)
    if bal < -1 and key > node.right.key:
        return rot_left(node)
    if bal > 1:
        node.left = rot_left(node.left)
        return rot_right(node)
    if bal < -1:
        node.right = rot_right(node.right)
        return rot_left(node)
    return node


def _avl(d, gold):
    root = None
    for k in d["keys"]:
        root = _avl_insert(root, k)
    out = []

    def pre(n):
        if n:
            out.append(n.key)
            pre(n.left)
            pre(n.right)

    pre(root)
    return gold == out


# ---------------------------------------------------------------- oracles: greedy


def _partition_labels(d, gold):
    s = d["s"]
    cuts = [0] + [i for i in range(1, len(s)) if not set(s[:i]) & set(s[i:])] + [len(s)]
    return gold == [b - a for a, b in zip(cuts, cuts[1:])]


def _refuel(d, gold):
    stations = d["stations"]

    def reaches(chosen):
        tank, pos = d["fuel"], 0
        for i, (p, f) in enumerate(stations):
            if tank < p:
                return False
            if i in chosen:
                tank += f
        return tank >= d["target"]

    for k in range(len(stations) + 1):
        if any(reaches(set(c)) for c in itertools.combinations(range(len(stations)), k)):
            return gold == k
    return False


def _concat(d, gold):
    import functools

    words = sorted(map(str, d["values"]), key=functools.cmp_to_key(lambda a, b: (b + a > a + b) - (b + a < a + b)))
    return str(gold) == "".join(words).lstrip("0") or (str(gold) == "0" and set("".join(words)) == {"0"})



def _unique_freq(d, gold):
    import collections

    import networkx as nx

    counts = collections.Counter(d["s"])
    g = nx.Graph()
    for ch, c in counts.items():  # letter -> kept count v (1..c), each v used at most once
        for v in range(1, c + 1):
            g.add_edge(("letter", ch), ("count", v), weight=v)
    matching = nx.max_weight_matching(g)
    kept = sum(g.edges[e]["weight"] for e in matching)
    return gold == sum(counts.values()) - kept


def _cover(d, gold):
    # Breadth-first over the covered end: one more interval starting inside [0, end] moves it.
    ivs, T = d["intervals"], d["T"]
    layer, seen, steps = {0}, {0}, 0
    while layer and T not in layer:
        steps += 1
        layer = {b for e in layer for a, b in ivs if a <= e < b} - seen
        seen |= layer
    return T in layer and gold == steps


def _calculator(d, gold):
    x, y, steps = d["x"], d["y"], 0
    if max(x, y) <= 3000:  # breadth-first search over the numbers when small
        dist, frontier = {x: 0}, [x]
        while y not in dist:
            grown = []
            for n in frontier:
                for m in (2 * n, n - 1):
                    if 0 < m <= 2 * max(x, y) + 2 and m not in dist:
                        dist[m] = dist[n] + 1
                        grown.append(m)
            frontier = grown
        return gold == dist[y]
    while y > x:
        y = y // 2 if y % 2 == 0 else y + 1
        steps += 1
    return gold == steps + x - y


def _queue(d, gold):
    import collections

    rebuilt = [(h, sum(o >= h for o in gold[:i])) for i, h in enumerate(gold)]
    return collections.Counter(rebuilt) == collections.Counter(map(tuple, d["pairs"]))


# ---------------------------------------------------------------- oracles: simulation


def _sjf(d, gold):
    jobs = d["jobs"]
    finish, t, left = {}, 0, set(range(len(jobs)))
    while left:
        ready = sorted((jobs[i][1], jobs[i][0], i) for i in left if jobs[i][0] <= t)
        if not ready:
            t += 1
            continue
        _, _, i = ready[0]
        t += jobs[i][1]
        finish[i] = t
        left.remove(i)
    return gold == [finish[i] for i in range(len(jobs))]


def _srtf(d, gold):
    import heapq

    jobs = d["jobs"]
    events = sorted((a, i) for i, (a, _) in enumerate(jobs))
    heap, t, k, finish = [], 0, 0, [0] * len(jobs)
    while k < len(events) or heap:
        if not heap:
            t = max(t, events[k][0])
        while k < len(events) and events[k][0] <= t:
            i = events[k][1]
            heapq.heappush(heap, (jobs[i][1], jobs[i][0], i))
            k += 1
        rem, arr, i = heapq.heappop(heap)
        nxt = events[k][0] if k < len(events) else None
        run = rem if nxt is None else min(rem, nxt - t)
        t += run
        if run == rem:
            finish[i] = t
        else:
            heapq.heappush(heap, (rem - run, arr, i))
    return gold == finish


def _fifo(d, gold):
    frames, faults = [], 0
    for p in d["refs"]:
        if p not in frames:
            faults += 1
            frames = (frames + [p])[-d["frames"]:]
    return gold == faults


def _optimal(d, gold):
    import functools

    refs, size = d["refs"], d["frames"]

    @functools.lru_cache(maxsize=None)
    def fewest(i, memory):
        # Minimum faults over every eviction choice: Belady's rule must reach it.
        if i == len(refs):
            return 0
        p = refs[i]
        if p in memory:
            return fewest(i + 1, memory)
        if len(memory) < size:
            return 1 + fewest(i + 1, memory | {p})
        return 1 + min(fewest(i + 1, (memory - {q}) | {p}) for q in memory)

    return gold == fewest(0, frozenset())


def _dominoes(d, gold):
    row = list(d["s"])
    while True:
        pushes = {}
        for i, ch in enumerate(row):
            if ch == "R" and i + 1 < len(row) and row[i + 1] == ".":
                pushes[i + 1] = pushes.get(i + 1, 0) + 1
            if ch == "L" and i > 0 and row[i - 1] == ".":
                pushes[i - 1] = pushes.get(i - 1, 0) - 1
        changed = {i: v for i, v in pushes.items() if v}
        if not changed:
            return gold == "".join(row)
        for i, v in changed.items():
            row[i] = "R" if v > 0 else "L"


def _asteroids(d, gold):
    out = []
    for v in d["values"]:
        while v is not None and v < 0 and out and out[-1] > 0:
            if out[-1] < -v:
                out.pop()
            elif out[-1] == -v:
                out.pop()
                v = None
            else:
                v = None
        if v is not None:
            out.append(v)
    return gold == out


def _ants(d, gold):
    # Event-driven with exact fractions: ants meet when their gap closes, and bounce.
    from fractions import Fraction

    L = d["length"]
    ants = [[Fraction(p), -1 if w == "L" else 1] for p, w in d["ants"]]
    fell = [None] * len(ants)
    now = Fraction(0)
    while any(f is None for f in fell):
        alive = [i for i in range(len(ants)) if fell[i] is None]
        events = []
        for i in alive:
            p, v = ants[i]
            events.append(((L - p) if v > 0 else p, "fall", i))
        for a, b in zip(alive, alive[1:]):
            if ants[a][1] > 0 > ants[b][1]:
                events.append(((ants[b][0] - ants[a][0]) / 2, "meet", a))
        dt = min(e[0] for e in events)
        for i in alive:
            ants[i][0] += ants[i][1] * dt
        now += dt
        for when, kind, i in events:
            if when == dt and kind == "fall":
                fell[i] = now
        for when, kind, i in events:
            if when == dt and kind == "meet":
                j = alive[alive.index(i) + 1]
                ants[i][1], ants[j][1] = -ants[i][1], -ants[j][1]
    return gold == [int(f) for f in fell] and all(f.denominator == 1 for f in fell)


def _automaton(rule):
    import numpy as np

    def oracle(d, gold):
        g = np.array([list(r) for r in d["grid"]])
        for _ in range(d["generations"]):
            fire = np.pad(g == rule["hot"], 1).astype(int)
            n = sum(np.roll(np.roll(fire, dr, 0), dc, 1) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc)[1:-1, 1:-1]
            g = rule["step"](g, n)
        return gold == g.tolist()

    return oracle


def _wire_step(g, n):
    import numpy as np

    out = g.copy()
    out[g == "@"] = "~"
    out[g == "~"] = "#"
    out[(g == "#") & ((n == 1) | (n == 2))] = "@"
    return out


def _inventory(d, gold):
    import collections

    lots, total = collections.deque(), 0
    for op in d["ops"]:
        if op[0] == "buy":
            lots.append([op[1], op[2]])
            continue
        need = op[1]
        while need:
            take = min(need, lots[0][0])
            total += take * lots[0][1]
            lots[0][0] -= take
            need -= take
            if not lots[0][0]:
                lots.popleft()
    return gold == total


def _crush(d, gold):
    import re

    row = d["s"]
    while True:
        new = re.sub(r"(.)\1{2,}", "", row)  # all runs of 3+ in one pass
        if new == row:
            return gold == row
        row = new


def _two_stacks(d, gold):
    a, b, moves = [], [], 0
    for op in d["ops"]:
        if op[0] == "enqueue":
            a.append(op[1])
            continue
        if not b:
            while a:
                b.append(a.pop())
                moves += 1
        b.pop()
    return gold == moves


def _bst_delete(d, gold):
    # A dict of children; a deletion moves the successor node itself into the deleted node's
    # place (the same shape as copying its key, as the bootcamp does).
    children = {}
    root = None

    def find_parent(key):
        parent, node = None, root
        while node is not None and node != key:
            parent, node = node, children[node][0 if key < node else 1]
        return parent, node

    for op, key in d["ops"]:
        if op == "insert":
            children[key] = [None, None]
            if root is None:
                root = key
            else:
                parent, _ = find_parent(key)
                children[parent][0 if key < parent else 1] = key
            continue
        parent, node = find_parent(key)
        lo, hi = children[node]
        if lo is not None and hi is not None:
            sp, succ = node, hi
            while children[succ][0] is not None:
                sp, succ = succ, children[succ][0]
            children[sp][0 if sp != node else 1] = children[succ][1]
            children[succ] = list(children[node])
            if sp == node:
                children[succ][1] = children[node][1]
            replacement = succ
        else:
            replacement = lo if lo is not None else hi
        del children[node]
        if parent is None:
            root = replacement
        else:
            children[parent][0 if key < parent else 1] = replacement
    out = []

    def pre(n):
        if n is not None:
            out.append(n)
            pre(children[n][0])
            pre(children[n][1])

    pre(root)
    return gold == out


def _rotation(d, gold):
    s, t = d["s"], d["t"]
    return (s + s).find(t) == gold


def _lcp(d, gold):
    import os

    s = d["s"]
    order = sorted(range(len(s)), key=lambda i: s[i:])
    return gold == [0] + [len(os.path.commonprefix([s[a:], s[b:]])) for a, b in zip(order, order[1:])]


def _shortest_unique(d, gold):
    import collections

    s = d["s"]
    counts = collections.Counter(s[i:j] for i in range(len(s)) for j in range(i + 1, len(s) + 1))
    return gold == min(len(w) for w, c in counts.items() if c == 1)


def _lemonade(d, gold):
    till = {1: 0, 2: 0}  # notes of one and two price units
    for k, bill in enumerate(d["bills"], start=1):
        units = bill // d["price"]
        change = units - 1
        if change >= 2 and till[2]:
            till[2] -= 1
            change -= 2
        if till[1] < change:
            return gold == k
        till[1] -= change
        if units < 4:
            till[units] += 1
    return False


ORACLES = {
    "string/manacher_radii": _manacher,
    "string/kmp_match_states": _kmp_states,
    "string/bracket_sequence_rank": _bracket_rank,
    "string/pattern_word_matches": _pattern_words,
    "string/lz78_phrases": _lz78,
    "string/lz77_factors": _lz77,
    "string/inverse_bwt": _inverse_bwt,
    "string/longest_valid_parentheses": _valid_parens,
    "string/k_distinct_substrings": _k_distinct,
    "string/smallest_distinct_subsequence": _smallest_distinct,
    "string/binary_substring_groups": _binary_groups,
    "string/distinct_palindromes": _distinct_palindromes,
    "search_sort/heapsort_state": _heapsort,
    "search_sort/lomuto_partition": _lomuto,
    "search_sort/hoare_partition": _hoare,
    "search_sort/min_eating_speed": _eating,
    "search_sort/dutch_flag_swaps": _dutch,
    "search_sort/range_count_queries": _range_counts,
    "search_sort/h_index": _h_index,
    "search_sort/three_sum_closest": _three_sum,
    "search_sort/pancake_sort_flips": _pancake,
    "data_structure/deque_operations": _deque,
    "data_structure/ring_buffer": _ring,
    "data_structure/prefix_sum_2d": _prefix2d,
    "data_structure/difference_array_updates": _difference,
    "data_structure/treap_preorder": _treap,
    "data_structure/avl_preorder": _avl,
    "greedy/partition_labels": _partition_labels,
    "greedy/min_refuel_stops": _refuel,
    "greedy/largest_concatenation": _concat,
    "greedy/unique_frequency_deletions": _unique_freq,
    "greedy/interval_cover_count": _cover,
    "greedy/broken_calculator": _calculator,
    "greedy/queue_reconstruction": _queue,
    "simulation/sjf_schedule": _sjf,
    "simulation/srtf_schedule": _srtf,
    "simulation/page_faults_fifo": _fifo,
    "simulation/page_faults_optimal": _optimal,
    "simulation/push_dominoes": _dominoes,
    "simulation/asteroid_collisions": _asteroids,
    "simulation/ants_on_rod": _ants,
    "simulation/wireworld": _automaton({"hot": "@", "step": _wire_step}),
    "simulation/fifo_inventory_cost": _inventory,
    "simulation/chain_crush": _crush,
    "data_structure/two_stack_queue": _two_stacks,
    "data_structure/bst_delete_preorder": _bst_delete,
    "string/rotation_offset": _rotation,
    "string/lcp_array": _lcp,
    "string/shortest_unique_substring": _shortest_unique,
    "greedy/lemonade_change": _lemonade,
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


def test_manacher_radii_by_hand():
    # abacaba: centre 3 (c) reaches the whole word.
    assert _score("string/manacher_radii", {"s": "abacaba"}, "0, 1, 0, 3, 0, 1, 0") == ([0, 1, 0, 3, 0, 1, 0], 1.0)


def test_kmp_match_states_by_hand():
    gold, score = _score("string/kmp_match_states", {"pattern": "aba", "text": "ababa"}, "1 2 3 2 3")
    assert (gold, score) == ([1, 2, 3, 2, 3], 1.0)


def test_bracket_sequence_rank_by_hand():
    # 3 pairs, '(' first: ((())) (()()) (())() ()(()) ()()() -> ()(()) is 4th; reversed order makes it 2nd.
    data = {"s": "()(())", "open": "(", "close": ")", "open_first": True}
    assert _score("string/bracket_sequence_rank", data, "4") == (4, 1.0)
    assert bootcamps.get("string/bracket_sequence_rank").solve(dict(data, open_first=False)) == 2


def test_pattern_word_matches_by_hand():
    data = {"pattern": "abb", "words": ["abc", "deq", "mee", "aqq", "dkd", "ccc"]}
    assert _score("string/pattern_word_matches", data, "mee, aqq") == (["mee", "aqq"], 1.0)
    assert bootcamps.get("string/pattern_word_matches").verify(data, ["mee", "aqq"], "<answer>mee, aqq, mee</answer>") == 0.0


def test_lz78_phrases_by_hand():
    assert _score("string/lz78_phrases", {"s": "abababa"}, "a, b, ab, aba") == (["a", "b", "ab", "aba"], 1.0)


def test_lz77_factors_by_hand():
    # a | b | abab (copies from 0, overlapping itself) | c
    assert _score("string/lz77_factors", {"s": "abababc"}, "1, 1, 4, 1") == ([1, 1, 4, 1], 1.0)


HAND = [
    ("string/inverse_bwt", {"bwt": "annb$aa"}, "banana", "banana"),
    ("string/longest_valid_parentheses", {"s": ")()())", "open": "(", "close": ")"}, "4", 4),
    ("string/k_distinct_substrings", {"s": "abab", "k": 2}, "6", 6),
    ("string/smallest_distinct_subsequence", {"s": "cbacdcbc"}, "acdb", "acdb"),
    ("string/binary_substring_groups", {"s": "00110011"}, "6", 6),
    ("string/distinct_palindromes", {"s": "aabaa"}, "5", 5),
    ("string/rotation_offset", {"s": "abcde", "t": "cdeab"}, "2", 2),
    ("string/lcp_array", {"s": "banana"}, "0, 1, 3, 0, 0, 2", [0, 1, 3, 0, 0, 2]),
    ("search_sort/heapsort_state", {"values": [1, 5, 3, 4], "k": 1}, "4, 1, 3, 5", [4, 1, 3, 5]),
    ("search_sort/lomuto_partition", {"values": [3, 8, 2, 5]}, "3, 2, 5, 8", [3, 2, 5, 8]),
    ("search_sort/hoare_partition", {"values": [5, 3, 8, 4, 2]}, "[2, 3, 4, 8, 5]", [2, 3, 4, 8, 5]),
    ("search_sort/min_eating_speed", {"piles": [3, 6, 7, 11], "hours": 8}, "4", 4),
    ("search_sort/dutch_flag_swaps", {"row": [2, 0, 1], "colours": ["R", "W", "B", "red", "white", "blue"]}, "2", 2),
    ("search_sort/range_count_queries", {"values": [5, 1, 9, 3, 5], "queries": [[2, 5], [6, 10]]}, "3, 1", [3, 1]),
    ("search_sort/h_index", {"citations": [3, 0, 6, 1, 5]}, "3", 3),
    ("search_sort/three_sum_closest", {"values": [-1, 2, 1, -4], "target": 1}, "2", 2),
    ("search_sort/pancake_sort_flips", {"values": [3, 1, 2]}, "3, 2", [3, 2]),
    ("data_structure/deque_operations", {"ops": [["push_back", 1], ["push_front", 2], ["push_back", 3], ["pop_front"],
                                                 ["pop_back"]], "names": 0}, "2, 3", [2, 3]),
    ("data_structure/ring_buffer", {"capacity": 2, "ops": [["write", 1], ["write", 2], ["write", 3], ["read"],
                                                           ["write", 4]]}, "3, 4", [3, 4]),
    ("data_structure/prefix_sum_2d", {"grid": [[1, 2], [3, 4]], "queries": [[0, 0, 1, 1], [1, 0, 1, 1]]}, "10, 7", [10, 7]),
    ("data_structure/difference_array_updates", {"values": [0, 0, 0, 0], "updates": [[0, 2, 5], [1, 3, -2]]},
     "5, 3, 3, -2", [5, 3, 3, -2]),
    ("data_structure/treap_preorder", {"pairs": [[5, 1], [3, 9], [8, 4]]}, "3, 8, 5", [3, 8, 5]),
    ("data_structure/avl_preorder", {"keys": [10, 20, 30, 25, 28]}, "20, 10, 28, 25, 30", [20, 10, 28, 25, 30]),
    ("data_structure/two_stack_queue", {"ops": [["enqueue", 1], ["enqueue", 2], ["dequeue"], ["enqueue", 3], ["dequeue"],
                                                ["dequeue"]]}, "3", 3),
    ("data_structure/bst_delete_preorder", {"ops": [["insert", 50], ["insert", 30], ["insert", 70], ["insert", 60],
                                                    ["insert", 80], ["delete", 50]]}, "60, 30, 70, 80", [60, 30, 70, 80]),
    ("greedy/partition_labels", {"s": "ababcbacadefegdehijhklij"}, "9, 7, 8", [9, 7, 8]),
    ("greedy/min_refuel_stops", {"target": 100, "fuel": 10, "stations": [[10, 60], [20, 30], [30, 30], [60, 40]]}, "2", 2),
    ("greedy/largest_concatenation", {"values": [3, 30, 34, 5, 9]}, "9534330", "9534330"),
    ("greedy/unique_frequency_deletions", {"s": "aaabbbcc"}, "2", 2),
    ("greedy/interval_cover_count", {"T": 10, "intervals": [[0, 2], [4, 6], [8, 10], [1, 9], [1, 5], [5, 9]]}, "3", 3),
    ("greedy/broken_calculator", {"x": 3, "y": 10}, "3", 3),
    ("greedy/queue_reconstruction", {"pairs": [[7, 0], [4, 4], [7, 1], [5, 0], [6, 1], [5, 2]]}, "5, 7, 5, 6, 4, 7",
     [5, 7, 5, 6, 4, 7]),
    ("simulation/sjf_schedule", {"jobs": [[0, 8], [1, 4], [2, 2]]}, "8, 14, 10", [8, 14, 10]),
    ("simulation/srtf_schedule", {"jobs": [[0, 8], [1, 4], [2, 9], [3, 5]]}, "17, 5, 26, 10", [17, 5, 26, 10]),
    ("simulation/page_faults_fifo", {"frames": 3, "refs": [7, 0, 1, 2, 0, 3, 0, 4, 2, 3, 0, 3, 2, 1, 2, 0, 1, 7, 0, 1]},
     "15", 15),
    ("simulation/page_faults_optimal", {"frames": 3, "refs": [7, 0, 1, 2, 0, 3, 0, 4, 2, 3, 0, 3, 2, 1, 2, 0, 1, 7, 0, 1]},
     "9", 9),
    ("simulation/push_dominoes", {"s": ".L.R...LR..L.."}, "LL.RR.LLRRLL..", "LL.RR.LLRRLL.."),
    ("simulation/asteroid_collisions", {"values": [10, 2, -5]}, "10", [10]),
    ("simulation/ants_on_rod", {"length": 10, "ants": [[2, "R"], [4, "L"]]}, "4, 8", [4, 8]),
    ("simulation/wireworld", {"grid": ["@##", "...", "..."], "generations": 1}, "~@#\n...\n...",
     [list("~@#"), list("..."), list("...")]),
    ("simulation/fifo_inventory_cost", {"ops": [["buy", 10, 2], ["buy", 5, 3], ["sell", 12]], "item": "mugs"}, "26", 26),
    ("simulation/chain_crush", {"s": "ABBBAAC"}, "C", "C"),
    ("string/shortest_unique_substring", {"s": "abab"}, "2", 2),
    ("greedy/lemonade_change", {"bills": [5, 5, 10, 10, 20], "price": 5}, "5", 5),
]


@pytest.mark.parametrize("bootcamp_id, data, text, answer", HAND, ids=[h[0] for h in HAND])
def test_hand_worked_examples(bootcamp_id, data, text, answer):
    assert _score(bootcamp_id, data, text) == (answer, 1.0)
    assert ORACLES[bootcamp_id](data, answer)


def test_every_bootcamp_here_has_a_hand_example():
    handled = {h[0] for h in HAND} | {
        "string/manacher_radii", "string/kmp_match_states", "string/bracket_sequence_rank",
        "string/pattern_word_matches", "string/lz78_phrases", "string/lz77_factors"}
    assert handled == set(ORACLES)


# ---------------------------------------------------------------- kit: strings2


def test_completions_are_ballot_numbers():
    assert [strings2.completions(2 * n, 0) for n in range(6)] == [1, 1, 2, 5, 14, 42]
    assert strings2.completions(3, 1) == 2 and strings2.completions(2, 3) == 0


def test_random_balanced_is_balanced_and_uniformish():
    rng = random.Random(3)
    seen = {strings2.random_balanced(rng, 3) for _ in range(300)}
    assert seen == set(_balanced_sequences(3, "(", ")"))


def test_palindromic_string_and_distinct_words():
    rng = random.Random(5)
    s = strings2.palindromic_string(rng, 40, "ab")
    assert len(s) == 40 and set(s) <= set("ab")
    words = strings2.distinct_words(rng, 8, 3, "abc")
    assert len(set(words)) == 8 and all(len(w) == 3 for w in words)
    with pytest.raises(ValueError):
        strings2.distinct_words(rng, 10, 2, "ab")
