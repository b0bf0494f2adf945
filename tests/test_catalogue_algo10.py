"""Batch ds8 of data-structure bootcamps: gold answers agree with independent oracles
(pointer-based textbook implementations, Python sets and counters, naive lists) on cases at
every level, and one hand-worked example per bootcamp scores 1.0 while a wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

from collections import Counter

import pytest

import bootcamps
from bootcamps.kit.ds8 import parse_int_groups

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 5  # cases per level per bootcamp


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


# ---------------------------------------------------------------- b_tree_insert: node objects


class _Node:
    def __init__(self, leaf=True):
        self.keys, self.c, self.leaf = [], [], leaf


def _clrs(keys, t):
    """B-TREE-INSERT, B-TREE-SPLIT-CHILD and B-TREE-INSERT-NONFULL as in CLRS (0-based)."""
    root = _Node()

    def split_child(x, i):
        y = x.c[i]
        z = _Node(y.leaf)
        z.keys = y.keys[t:]
        if not y.leaf:
            z.c, y.c = y.c[t:], y.c[:t]
        x.keys.insert(i, y.keys[t - 1])
        x.c.insert(i + 1, z)
        y.keys = y.keys[: t - 1]

    def nonfull(x, k):
        i = len(x.keys) - 1
        if x.leaf:
            x.keys.append(None)
            while i >= 0 and k < x.keys[i]:
                x.keys[i + 1] = x.keys[i]
                i -= 1
            x.keys[i + 1] = k
            return
        while i >= 0 and k < x.keys[i]:
            i -= 1
        i += 1
        if len(x.c[i].keys) == 2 * t - 1:
            split_child(x, i)
            if k > x.keys[i]:
                i += 1
        nonfull(x.c[i], k)

    for k in keys:
        if len(root.keys) == 2 * t - 1:
            s = _Node(False)
            s.c = [root]
            root = s
            split_child(s, 0)
        nonfull(root, k)
    return root


def _bottom_up(keys, m, p):
    """Leaf insertion, then split every node that reaches m keys at its p-th key, climbing a path stack."""
    root = _Node()
    for k in keys:
        path, x = [], root
        while not x.leaf:
            i = sum(1 for v in x.keys if v < k)
            path.append((x, i))
            x = x.c[i]
        x.keys = sorted(x.keys + [k])
        while len(x.keys) == m:
            mid = x.keys[p - 1]
            right = _Node(x.leaf)
            right.keys, right.c = x.keys[p:], x.c[p:]
            x.keys, x.c = x.keys[: p - 1], x.c[:p]
            if path:
                parent, i = path.pop()
                parent.keys.insert(i, mid)
                parent.c.insert(i + 1, right)
                x = parent
            else:
                new = _Node(False)
                new.keys, new.c = [mid], [x, right]
                root = x = new
    return root


def _levels(root):
    out, level = [], [root]
    while level:
        out += [list(n.keys) for n in level]
        level = [c for n in level for c in n.c]
    return out


def _btree_invariants(root, keys, most):
    depths = set()

    def walk(n, depth, lo, hi):
        assert n.keys == sorted(n.keys) and all(lo < v < hi for v in n.keys) and 1 <= len(n.keys) <= most
        if not n.c:
            depths.add(depth)
            return
        assert len(n.c) == len(n.keys) + 1
        bounds = [lo] + n.keys + [hi]
        for j, child in enumerate(n.c):
            walk(child, depth + 1, bounds[j], bounds[j + 1])

    walk(root, 0, float("-inf"), float("inf"))
    assert len(depths) == 1 and sorted(v for node in _levels(root) for v in node) == sorted(keys)


def oracle_b_tree(d, gold):
    if d["mode"] == "proactive":
        assert d["max_keys"] == 2 * d["up"] - 1
        root = _clrs(d["keys"], d["up"])
    else:
        root = _bottom_up(d["keys"], d["max_keys"] + 1, d["up"])
    _btree_invariants(root, d["keys"], d["max_keys"])
    return gold == _levels(root)


# ---------------------------------------------------------------- hash_separate_chaining: linked cells


class _Cell:
    def __init__(self, key, nxt=None):
        self.key, self.next = key, nxt


def _walk(cell):
    while cell:
        yield cell.key
        cell = cell.next


def oracle_chaining(d, gold):
    a, b, front = d["a"], d["b"], d["front"]
    num, _, den = d["load"].partition("/")
    num, den = int(num), int(den or 1)
    heads, n = [None] * d["m"], 0

    def link(heads, key):
        h = (a * key + b) % len(heads)
        if front or heads[h] is None:
            heads[h] = _Cell(key, heads[h])
            return
        cell = heads[h]
        while cell.next:
            cell = cell.next
        cell.next = _Cell(key)

    for op, key in d["ops"]:
        h = (a * key + b) % len(heads)
        prev, cell = None, heads[h]
        while cell and cell.key != key:
            prev, cell = cell, cell.next
        if op == "delete" and cell:
            n -= 1
            if prev:
                prev.next = cell.next
            else:
                heads[h] = cell.next
        elif op == "insert" and not cell:
            link(heads, key)
            n += 1
            if n * den > num * len(heads):  # load factor n / m above num / den
                new = [None] * (2 * len(heads) + d["grow"])
                for head in heads:
                    for k in _walk(head):
                        link(new, k)
                heads = new
    return gold == [list(_walk(head)) for head in heads]


# ---------------------------------------------------------------- bloom_filter_queries: sets and a Counter


def oracle_bloom(d, gold):
    m = d["m"]
    fns = [(lambda x, a=h[1], b=h[2]: (a * x + b) % m) if h[0] == 0 else (lambda x, c=h[1]: (x * x + c) % m)
           for h in d["hashes"]]
    counters, bits, reported = Counter(), set(), []
    for op, x in d["ops"]:
        if op == "insert":
            for f in fns:
                counters[f(x)] += 1
                bits.add(f(x))
        elif op == "delete":
            assert d["counting"]
            for f in fns:
                counters[f(x)] -= 1
            assert min(counters.values()) >= 0
        elif (all(counters[f(x)] > 0 for f in fns) if d["counting"] else all(f(x) in bits for f in fns)):
            reported.append(x)
    return gold == sorted(reported)


# ---------------------------------------------------------------- skip_list_search_path: Pugh's nodes


class _SkipNode:
    def __init__(self, key, height):
        self.key, self.forward = key, [None] * height


def oracle_skip_list(d, gold):
    top = d["top"]
    head = _SkipNode(None, top)

    def find(x):  # Pugh's search, recording the update vector and the nodes moved onto
        update, cur, path = [None] * top, head, []
        for i in reversed(range(top)):
            while cur.forward[i] is not None and cur.forward[i].key < x:
                cur = cur.forward[i]
                path.append(cur.key)
            update[i] = cur
        return update, path

    def insert(key, height):
        update, _ = find(key)
        node = _SkipNode(key, height)
        for i in range(height):
            node.forward[i], update[i].forward[i] = update[i].forward[i], node

    for key, height in d["heights"]:
        insert(key, height)
    out = []
    for op in d["ops"]:
        if op[0] == "insert":
            insert(op[1], op[2])
        elif op[0] == "delete":
            update, _ = find(op[1])
            node = update[0].forward[0]
            assert node.key == op[1]
            for i in range(top):
                if update[i].forward[i] is node:
                    update[i].forward[i] = node.forward[i]
        else:
            out.append(find(op[1])[1])
    return gold == out


ORACLES = {
    "data_structure/b_tree_insert": oracle_b_tree,
    "data_structure/bloom_filter_queries": oracle_bloom,
    "data_structure/hash_separate_chaining": oracle_chaining,
    "data_structure/skip_list_search_path": oracle_skip_list,
}


@pytest.mark.parametrize("bootcamp_id", sorted(ORACLES))
def test_gold_agrees_with_oracle(bootcamp_id):
    bc = bootcamps.get(bootcamp_id)
    oracle = ORACLES[bootcamp_id]
    for level in LEVELS:
        for seed in range(SAMPLE):
            case = bc.case(seed, level)
            assert oracle(case.data, case.answer), (bootcamp_id, level, seed, case.data, case.answer)
            assert bc.score(case, f"<answer>{bc.format_answer(case.answer)}</answer>") == 1.0


# ---------------------------------------------------------------- hand-worked examples


def test_groups_reader():
    assert parse_int_groups("[20], [5, 10], [], [30]") == [[20], [5, 10], [], [30]]
    assert parse_int_groups("[[20], [5 10]]") == [[20], [5, 10]]
    assert parse_int_groups("[20] | [5, 10]; [30].") == [[20], [5, 10], [30]]
    for bad in ("20, 5", "[20], 5", "[20], [5, 1.0]", "[20] or [5]", "[[20]], [[5]]", "[2 0", ""):
        assert parse_int_groups(bad) is None, bad


def test_b_tree_by_hand():
    bc = bootcamps.get("data_structure/b_tree_insert")
    # t = 2: 10 20 30 fill the root; 5 first splits it (20 up), then joins [10]
    data = {"mode": "proactive", "max_keys": 3, "up": 2, "keys": [10, 20, 30, 5]}
    gold = [[20], [5, 10], [30]]
    assert bc.run_program(data)[0] == gold == bc.solve(data)
    assert _score(bc, data, gold, "[20], [5, 10], [30]") == 1.0 and _score(bc, data, gold, "[10], [5], [20, 30]") == 0.0
    # order 4, 2nd key up: [5, 10, 20, 30] overflows only now and sends 10 up
    data = {"mode": "reactive", "max_keys": 3, "up": 2, "keys": [10, 20, 30, 5]}
    gold = [[10], [5], [20, 30]]
    assert bc.run_program(data)[0] == gold == bc.solve(data)
    assert _score(bc, data, gold, "[[10], [5], [20, 30]]") == 1.0 and _score(bc, data, gold, "[20], [5, 10], [30]") == 0.0


def test_chaining_by_hand():
    bc = bootcamps.get("data_structure/hash_separate_chaining")
    # k mod 3, chains grow at the end; the 4th key makes 4/3 > 1: 7 buckets, moved as 3, 4, 7, 10
    ops = [["insert", 4], ["insert", 7], ["insert", 3], ["insert", 10], ["insert", 7], ["delete", 4], ["delete", 5]]
    data = {"m": 3, "a": 1, "b": 0, "front": False, "load": "1", "grow": 1, "ops": ops}
    gold = [[7], [], [], [3, 10], [], [], []]
    assert bc.run_program(data)[0] == gold == bc.solve(data)
    assert _score(bc, data, gold, "[7], [], [], [3, 10], [], [], []") == 1.0
    assert _score(bc, data, gold, "[7], [], [], [10, 3], [], [], []") == 0.0
    assert _score(bc, data, gold, "[3], [7, 10], []") == 0.0


def test_bloom_by_hand():
    bc = bootcamps.get("data_structure/bloom_filter_queries")
    hashes = [[0, 1, 0], [0, 2, 0]]  # x mod 5 and 2x mod 5: 1 -> {1, 2}, 3 -> {3, 1}, 6 -> {1, 2}, 4 -> {4, 3}
    ops = [["insert", 1], ["insert", 3], ["query", 6], ["query", 4], ["query", 3]]
    data = {"m": 5, "hashes": hashes, "counting": False, "ops": ops}
    assert bc.run_program(data)[0] == [3, 6] == bc.solve(data)  # 6 is a false positive
    assert _score(bc, data, [3, 6], "3, 6") == 1.0 and _score(bc, data, [3, 6], "[6, 3]") == 1.0
    assert _score(bc, data, [3, 6], "3") == 0.0 and _score(bc, data, [3, 6], "3, 6, 6") == 0.0
    # counting: deleting 1 empties counter 2, so 6 is no longer reported
    ops = [["insert", 1], ["insert", 3], ["delete", 1], ["query", 6], ["query", 3], ["query", 4]]
    data = {"m": 5, "hashes": hashes, "counting": True, "ops": ops}
    assert bc.run_program(data)[0] == [3] == bc.solve(data)
    assert _score(bc, data, [3], "3") == 1.0 and _score(bc, data, [3], "3, 6") == 0.0


def test_skip_list_by_hand():
    bc = bootcamps.get("data_structure/skip_list_search_path")
    # level 3: 10, 40 / level 2: 10, 25, 40 / level 1: 5, 10, 17, 25, 33, 40, 52
    heights = [[5, 1], [10, 3], [17, 1], [25, 2], [33, 1], [40, 3], [52, 1]]
    ops = [["search", 33], ["search", 4], ["delete", 25], ["insert", 30, 2], ["search", 52]]
    data = {"top": 3, "heights": heights, "ops": ops}
    gold = [[10, 25], [], [10, 40]]  # 33: right to 10 on level 3, to 25 on level 2; 4 never moves
    assert bc.run_program(data)[0] == gold == bc.solve(data)
    assert _score(bc, data, gold, "[10, 25], [], [10, 40]") == 1.0
    assert _score(bc, data, gold, "[10, 25, 33], [], [10, 40]") == 0.0
    assert _score(bc, data, gold, "[10, 25], [10, 40]") == 0.0
