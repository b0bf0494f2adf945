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


ORACLES = {
    "data_structure/splay_tree_preorder": oracle_splay,
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
