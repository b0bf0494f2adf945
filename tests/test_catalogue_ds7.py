"""Batch ds7 of data-structure bootcamps (splay trees, ...): gold answers agree with
independently written simulations (object-based textbook transcriptions, not the bootcamps'
code) plus brute-force invariant checks on every case at every level, and one hand-worked
example per bootcamp scores 1.0 while a near miss scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import pytest

import bootcamps

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 5  # cases per level per bootcamp


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


# ---------------------------------------------------------------- splay tree


class _Node:
    def __init__(self, key, parent=None):
        self.key, self.parent, self.left, self.right = key, parent, None, None


def _rotate(x):
    """Textbook rotation of x above its parent (parent pointers kept)."""
    p, g = x.parent, x.parent.parent
    if p.left is x:
        p.left, x.right = x.right, p
        if p.left:
            p.left.parent = p
    else:
        p.right, x.left = x.left, p
        if p.right:
            p.right.parent = p
    p.parent, x.parent = x, g
    if g is not None:
        if g.left is p:
            g.left = x
        else:
            g.right = x


def _splay(x):
    while x.parent is not None:
        p, g = x.parent, x.parent.parent
        if g is None:
            _rotate(x)
        elif (g.left is p and p.left is x) or (g.right is p and p.right is x):
            _rotate(p)
            _rotate(x)
        else:
            _rotate(x)
            _rotate(x)
    return x


def _inorder(n):
    return [] if n is None else _inorder(n.left) + [n.key] + _inorder(n.right)


def _preorder(n):
    return [] if n is None else [n.key] + _preorder(n.left) + _preorder(n.right)


def oracle_splay(d, gold):
    root, keys = None, set()
    for kind, key in d["ops"]:
        prev, node = None, root
        while node is not None and node.key != key:
            prev, node = node, (node.left if key < node.key else node.right)
        if kind == "insert":
            assert node is None
            node = _Node(key, prev)
            if prev is not None:
                if key < prev.key:
                    prev.left = node
                else:
                    prev.right = node
            keys.add(key)
        target = node if node is not None else prev
        root = _splay(target)
        # invariants: the accessed node is the root, the tree is a BST on exactly the keys inserted
        assert root.key == (key if kind == "insert" or key in keys else target.key)
        assert _inorder(root) == sorted(keys)
    return gold == _preorder(root)


# ---------------------------------------------------------------- union-find parent array


def oracle_union_find(d, gold):
    n, by, tie = d["n"], d["by"], d["tie"]
    parent, rank, size = list(range(n)), [0] * n, [1] * n
    label = list(range(n))  # naive component labels, relabelled on every union

    def find(x):  # two passes: locate the root, then re-point the path
        root = x
        while parent[root] != root:
            root = parent[root]
        while parent[x] != root:
            parent[x], x = root, parent[x]
        return root

    for op in d["ops"]:
        if op[0] == "find":
            find(op[1])
            continue
        a, b = op[1], op[2]
        ra = find(a)
        rb = find(b)
        old = label[b]
        label = [label[a] if lab == old else lab for lab in label]
        if ra == rb:
            continue
        wa, wb = (rank[ra], rank[rb]) if by == "rank" else (size[ra], size[rb])
        if wa < wb:
            child, top = ra, rb
        elif wa > wb:
            child, top = rb, ra
        elif tie == "first":
            child, top = rb, ra
        else:
            child, top = max(ra, rb), min(ra, rb)
        parent[child] = top
        size[top] += size[child]
        if wa == wb:
            rank[top] += 1
    # invariants: the forest's trees are the naive components; ranks grow strictly up the tree
    roots = [find_no_compress(parent, v) for v in range(n)]
    assert all((roots[u] == roots[v]) == (label[u] == label[v]) for u in range(n) for v in range(n))
    if by == "rank":
        assert all(rank[parent[v]] > rank[v] for v in range(n) if parent[v] != v)
    else:
        assert all(size[r] == roots.count(r) for r in set(roots))
    return gold == parent


def find_no_compress(parent, v):
    while parent[v] != v:
        v = parent[v]
    return v


ORACLES = {
    "data_structure/splay_tree_preorder": oracle_splay,
    "data_structure/union_find_parent_array": oracle_union_find,
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


def test_splay_by_hand():
    bc = bootcamps.get("data_structure/splay_tree_preorder")
    # Inserting 1..7 in order leaves a left path 7-6-...-1; searching 1 then does three
    # zig-zigs, roughly halving the depth of every node on the path.
    data = {"ops": [["insert", k] for k in range(1, 8)] + [["search", 1]]}
    gold = [1, 6, 4, 2, 3, 5, 7]
    assert bc.run_program(data)[0] == gold == bc.solve(data)
    assert _score(bc, data, gold, "1, 6, 4, 2, 3, 5, 7") == 1.0
    assert _score(bc, data, gold, "1, 2, 3, 4, 5, 6, 7") == 0.0
    # an unsuccessful search for 8 splays 7, the last node on its path (1 -> 6 -> 7): one zig-zig
    data = {"ops": data["ops"] + [["search", 8]]}
    gold = [7, 6, 1, 4, 2, 3, 5]
    assert bc.run_program(data)[0] == gold == bc.solve(data)


def test_union_find_by_hand():
    bc = bootcamps.get("data_structure/union_find_parent_array")
    ops = [["union", 1, 0], ["union", 3, 2], ["union", 3, 1]]
    # ties under "first": 0 under 1, 2 under 3, then (ranks 1 and 1) root 1 under root 3
    data = {"n": 4, "by": "rank", "tie": "first", "ops": ops}
    assert bc.run_program(data)[0] == [1, 3, 3, 3] == bc.solve(data)
    # ties under "smaller": 1 under 0, 3 under 2, then root 2 under root 0
    data = {"n": 4, "by": "rank", "tie": "smaller", "ops": ops}
    assert bc.run_program(data)[0] == [0, 0, 0, 2] == bc.solve(data)
    # find 0 walks 0 -> 1 -> 3 and compresses 0 straight to 3
    data = {"n": 4, "by": "rank", "tie": "first", "ops": ops + [["find", 0]]}
    assert bc.run_program(data)[0] == [3, 3, 3, 3] == bc.solve(data)
    # rank vs size: {0,1,2} (rank 1, size 3) meets {3,4} (rank 1, size 2) through union 4 2
    ops = [["union", 0, 1], ["union", 2, 0], ["union", 3, 4], ["union", 4, 2]]
    data = {"n": 5, "by": "size", "tie": "first", "ops": ops}
    assert bc.run_program(data)[0] == [0, 0, 0, 0, 3] == bc.solve(data)
    data = {"n": 5, "by": "rank", "tie": "first", "ops": ops}
    gold = [3, 0, 0, 3, 3]
    assert bc.run_program(data)[0] == gold == bc.solve(data)
    assert _score(bc, data, gold, "3, 0, 0, 3, 3") == 1.0 and _score(bc, data, gold, "[3, 0, 0, 3, 3]") == 1.0
    assert _score(bc, data, gold, "0, 0, 0, 0, 3") == 0.0 and _score(bc, data, gold, "3, 0, 0, 3") == 0.0
