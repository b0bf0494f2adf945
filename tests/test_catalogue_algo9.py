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


# ---------------------------------------------------------------- red-black tree (CLRS, sentinel NIL)


class _RB:
    def __init__(self, key, colour, nil=None):
        self.key, self.colour = key, colour
        self.left = self.right = self.p = nil


def oracle_red_black(d, gold):
    nil = _RB(None, "B")
    tree = {"root": nil}

    def left_rotate(x):
        y = x.right
        x.right = y.left
        if y.left is not nil:
            y.left.p = x
        y.p = x.p
        if x.p is nil:
            tree["root"] = y
        elif x is x.p.left:
            x.p.left = y
        else:
            x.p.right = y
        y.left, x.p = x, y

    def right_rotate(x):
        y = x.left
        x.left = y.right
        if y.right is not nil:
            y.right.p = x
        y.p = x.p
        if x.p is nil:
            tree["root"] = y
        elif x is x.p.right:
            x.p.right = y
        else:
            x.p.left = y
        y.right, x.p = x, y

    def insert(key):  # RB-INSERT and RB-INSERT-FIXUP, line by line
        z = _RB(key, "R", nil)
        y, x = nil, tree["root"]
        while x is not nil:
            y, x = x, (x.left if z.key < x.key else x.right)
        z.p = y
        if y is nil:
            tree["root"] = z
        elif z.key < y.key:
            y.left = z
        else:
            y.right = z
        while z.p.colour == "R":
            if z.p is z.p.p.left:
                y = z.p.p.right
                if y.colour == "R":
                    z.p.colour, y.colour, z.p.p.colour = "B", "B", "R"
                    z = z.p.p
                else:
                    if z is z.p.right:
                        z = z.p
                        left_rotate(z)
                    z.p.colour, z.p.p.colour = "B", "R"
                    right_rotate(z.p.p)
            else:
                y = z.p.p.left
                if y.colour == "R":
                    z.p.colour, y.colour, z.p.p.colour = "B", "B", "R"
                    z = z.p.p
                else:
                    if z is z.p.left:
                        z = z.p
                        right_rotate(z)
                    z.p.colour, z.p.p.colour = "B", "R"
                    left_rotate(z.p.p)
        tree["root"].colour = "B"

    def black_height(n):  # red-black properties, checked by brute force on every subtree
        if n is nil:
            return 1
        if n.colour == "R":
            assert n.left.colour == "B" and n.right.colour == "B"
        hl, hr = black_height(n.left), black_height(n.right)
        assert hl == hr
        return hl + (n.colour == "B")

    def inorder(n):
        return [] if n is nil else inorder(n.left) + [n.key] + inorder(n.right)

    def preorder(n):
        return [] if n is nil else [f"{n.key}{n.colour}"] + preorder(n.left) + preorder(n.right)

    for key in d["keys"]:
        insert(key)
        root = tree["root"]
        assert root.colour == "B" and root.p is nil
        black_height(root)
        assert inorder(root) == sorted(d["keys"][: d["keys"].index(key) + 1])
    return gold == preorder(tree["root"])


# ---------------------------------------------------------------- leftist heap


class _Leftist:
    def __init__(self, key):
        self.key, self.left, self.right, self.npl = key, None, None, 0  # Weiss: npl(empty) = -1


def _npl(h):
    return -1 if h is None else h.npl


def _meld(h1, h2):  # Weiss's merge/merge1 pair
    if h1 is None:
        return h2
    if h2 is None:
        return h1
    if h1.key < h2.key:
        return _meld1(h1, h2)
    return _meld1(h2, h1)


def _meld1(h1, h2):
    if h1.left is None:
        h1.left = h2
    else:
        h1.right = _meld(h1.right, h2)
        if h1.left.npl < h1.right.npl:
            h1.left, h1.right = h1.right, h1.left
        h1.npl = h1.right.npl + 1
    return h1


def oracle_leftist(d, gold):
    import heapq

    heap, shadow = None, []
    for op in d["ops"]:
        if op[0] == "insert":
            heap = _meld(heap, _Leftist(op[1]))
            heapq.heappush(shadow, op[1])
        else:
            assert heap.key == heapq.heappop(shadow)  # the root is the minimum
            heap = _meld(heap.left, heap.right)

        def check(n):  # heap order and the leftist property on every node; returns the keys
            if n is None:
                return []
            assert _npl(n.left) >= _npl(n.right) and n.npl == _npl(n.right) + 1
            assert all(c is None or c.key > n.key for c in (n.left, n.right))
            return [n.key] + check(n.left) + check(n.right)

        assert sorted(check(heap)) == sorted(shadow)

    def pre(n):
        return [] if n is None else [n.key] + pre(n.left) + pre(n.right)

    return gold == pre(heap)


ORACLES = {
    "data_structure/splay_tree_preorder": oracle_splay,
    "data_structure/union_find_parent_array": oracle_union_find,
    "data_structure/red_black_colours": oracle_red_black,
    "data_structure/leftist_heap_merge": oracle_leftist,
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


def test_red_black_by_hand():
    bc = bootcamps.get("data_structure/red_black_colours")
    # 1..7: case 3 at 1, case 1 at 4, case 3 at 5, case 1 at 6, case 3 at 7
    data = {"keys": [1, 2, 3, 4, 5, 6, 7]}
    gold = ["2B", "1B", "4R", "3B", "6B", "5R", "7R"]
    assert bc.run_program(data)[0] == gold == bc.solve(data)
    assert _score(bc, data, gold, "2B, 1B, 4R, 3B, 6B, 5R, 7R") == 1.0
    assert _score(bc, data, gold, "2 (black), 1 (black), 4 (red), 3 (black), 6 (black), 5 (red), 7 (red)") == 1.0
    assert _score(bc, data, gold, "2B, 1B, 4B, 3R, 6R, 5B, 7B") == 0.0  # right keys, wrong colours
    assert _score(bc, data, gold, "2, 1, 4, 3, 6, 5, 7") == 0.0
    assert _score(bc, data, gold, '["2B", "1B", "4R", "3B", "6B", "5R", "7R"]') == 1.0  # a list of quoted items
    # 10, 5, 7: 7 is an inner grandchild (case 2), then case 3 puts it on top
    data = {"keys": [10, 5, 7]}
    assert bc.run_program(data)[0] == ["7B", "5R", "10R"] == bc.solve(data)


def test_leftist_by_hand():
    bc = bootcamps.get("data_structure/leftist_heap_merge")
    ops = [["insert", 4], ["insert", 6], ["insert", 2], ["insert", 8], ["insert", 5]]
    # 4(6) -> 2(4(6)) -> 2(4(6), 8) -> inserting 5 merges it with the right spine 8: 5(8), ranks 1 and 1
    data = {"ops": ops}
    assert bc.run_program(data)[0] == [2, 4, 6, 5, 8] == bc.solve(data)
    # delete-min merges 4(6) with 5(8): 4 on top, its right becomes 5(8); ranks 1 and 1, no swap
    data = {"ops": ops + [["delete-min"]]}
    gold = [4, 6, 5, 8]
    assert bc.run_program(data)[0] == gold == bc.solve(data)
    assert _score(bc, data, gold, "4, 6, 5, 8") == 1.0
    assert _score(bc, data, gold, "4, 5, 8, 6") == 0.0 and _score(bc, data, gold, "4, 5, 6, 8") == 0.0
