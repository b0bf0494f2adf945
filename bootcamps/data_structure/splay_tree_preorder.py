"""Preorder of a splay tree after a sequence of inserts and searches (bottom-up splaying).

An insert puts the new key in as a leaf by the search-tree rule and splays it; a search
splays the key when it is found, or else the last node the search reached. Splaying x repeats,
until x is the root: zig (the parent is the root: one rotation), zig-zig (x and its parent are
children on the same side: rotate the parent over the grandparent, then x over the parent) and
zig-zag (opposite sides: rotate x over the parent, then over the grandparent). The rotations
are paired from x upward, so a final single zig happens at the root. The trace is one state per
operation: the search path, then every splay step.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    inserts: int = 5
    searches: int = 2
    max_key: int = 99

    def __post_init__(self) -> None:
        if not 3 <= self.inserts <= 60:
            raise ValueError(f"inserts must be in 3..60, got {self.inserts}")
        if not 1 <= self.searches <= 60:
            raise ValueError(f"searches must be in 1..60, got {self.searches}")
        if not 2 * self.inserts <= self.max_key <= 999:
            raise ValueError(f"max_key must be in 2*inserts..999, got {self.max_key}")


_RULES = (
    "Splaying a node x moves it to the root by repeating, while x is not the root: if x's parent is the root, "
    "rotate x over its parent (zig); if x and its parent are both left children or both right children, first "
    "rotate the parent over the grandparent and then x over the parent (zig-zig); otherwise rotate x over its "
    "parent and then over its new parent (zig-zag)."
)
_TEMPLATES = (
    "Start from an empty splay tree (a binary search tree with bottom-up splaying). 'insert k' adds k as a new "
    "leaf by the usual search-tree rule and then splays the new node. 'search k' walks down from the root; if k "
    "is found that node is splayed, otherwise the last node visited is splayed. {rules}\nOperations, in order:\n"
    "{lines}\nWhat is the preorder traversal (node, left subtree, right subtree) of the final tree?",
    "A splay tree is initially empty. Perform {inline}. Every operation ends by splaying a node to the root: the "
    "inserted key for an insert, and for a search the key itself if present, else the last node on the search "
    "path. {rules} List the keys of the resulting tree in preorder.",
    "Bottom-up splay tree exercise. {rules} An insertion places the key as a leaf (smaller keys go left, larger "
    "go right) and splays it; a search splays the found node, or the node where an unsuccessful search stopped. "
    "Apply these operations to an empty tree:\n{lines}\nGive the preorder walk (root first, then the left subtree, "
    "then the right subtree) of the tree at the end.",
)


def _rise(node: tuple, side: int) -> tuple:
    """The child on ``side`` (1 left, 2 right) of ``node`` rotated above it."""
    child = node[side]
    if side == 1:
        return (child[0], child[1], (node[0], child[2], node[2]))
    return (child[0], (node[0], node[1], child[1]), child[2])


def _with(node: tuple, side: int, child: tuple | None) -> tuple:
    return (node[0], child, node[2]) if side == 1 else (node[0], node[1], child)


def _splay(node: tuple, sides: list[int]) -> tuple:
    """Splay the node reached from ``node`` along ``sides``; pairs are formed from the bottom, so
    an odd depth leaves one single rotation for the top."""
    if not sides:
        return node
    if len(sides) % 2:
        return _rise(_with(node, sides[0], _splay(node[sides[0]], sides[1:])), sides[0])
    s1, s2 = sides[0], sides[1]
    child = node[s1]
    child = _with(child, s2, _splay(child[s2], sides[2:]))
    if s1 == s2:  # zig-zig: the parent rises first
        return _rise(_rise(_with(node, s1, child), s1), s1)
    return _rise(_with(node, s1, _rise(child, s2)), s1)  # zig-zag


class SplayTreePreorder(IntListAnswer, Bootcamp):
    id = "data_structure/splay_tree_preorder"
    description = "Preorder keys of a splay tree after inserts and searches (zig, zig-zig, zig-zag splaying)"
    Config = Config
    LEVELS = {
        "1": Config(inserts=4, searches=2, max_key=40),
        "2": Config(inserts=6, searches=2, max_key=60),
        "3": Config(inserts=8, searches=3, max_key=99),
        "4": Config(inserts=10, searches=5, max_key=99),
        "5": Config(inserts=14, searches=7, max_key=99),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        keys = rng.sample(range(1, config.max_key + 1), config.inserts)
        if rng.random() < 0.4:  # monotone runs build long paths that splaying then folds
            cut = rng.randint(3, config.inserts)
            keys[:cut] = sorted(keys[:cut], reverse=rng.random() < 0.5)
        kinds = ["insert"] * (config.inserts - 2) + ["search"] * config.searches
        rng.shuffle(kinds)
        kinds = ["insert", "insert"] + kinds  # the first two operations insert
        ops, inserted, it = [], [], iter(keys)
        for kind in kinds:
            if kind == "insert":
                key = next(it)
                inserted.append(key)
            elif rng.random() < 0.65:
                key = rng.choice(inserted)
            else:
                key = rng.choice([k for k in range(1, config.max_key + 1) if k not in keys])
            ops.append([kind, key])
        data = {"ops": ops}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        words = [f"{kind} {key}" for kind, key in data["ops"]]
        text = rng.choice(_TEMPLATES).format(rules=_RULES, lines="\n".join(words), inline=", ".join(words))
        n = sum(kind == "insert" for kind, _ in data["ops"])
        form = f"the {n} keys in preorder, separated by commas (for example 50, 20, 70)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        # Parent pointers in dicts; each rotation relinks x, its parent and the moved subtree.
        left: dict[int, int | None] = {}
        right: dict[int, int | None] = {}
        parent: dict[int, int | None] = {}
        root: int | None = None

        def rotate(x: int) -> None:
            nonlocal root
            p = parent[x]
            g = parent[p]
            if left[p] == x:
                moved = right[x]
                left[p], right[x] = moved, p
            else:
                moved = left[x]
                right[p], left[x] = moved, p
            parent[p] = x
            if moved is not None:
                parent[moved] = p
            parent[x] = g
            if g is None:
                root = x
            elif left[g] == p:
                left[g] = x
            else:
                right[g] = x

        for i, (kind, key) in enumerate(data["ops"]):
            t.state(f"op {i}: {kind} {key}")
            key = t.fetch(f"ops[{i}].key", key)
            if kind == "insert" and key in parent:
                raise ValueError(f"adopted key {key} is already in the tree")
            node, last, path = root, None, []
            while node is not None and node != key:
                path.append(node)
                last, node = node, (left[node] if key < node else right[node])
            if kind == "insert":
                left[key] = right[key] = None
                parent[key] = last
                if last is None:
                    root = key
                elif key < last:
                    left[last] = key
                else:
                    right[last] = key
                x = key
            else:
                x = node if node is not None else last
            t.compute("path", path + ([key] if node is not None or kind == "insert" else []),
                      why="found" if node is not None else ("new leaf" if kind == "insert" else "not found"))
            t.compute("splay", x)
            while parent[x] is not None:
                p = parent[x]
                g = parent[p]
                if g is None:
                    rotate(x)
                    t.compute("zig", f"{x} over {p}")
                elif (left[g] == p) == (left[p] == x):
                    rotate(p)
                    rotate(x)
                    t.compute("zig-zig", f"{p} over {g}, then {x} over {p}")
                else:
                    rotate(x)
                    rotate(x)
                    t.compute("zig-zag", f"{x} over {p}, then over {g}")
            t.compute("root", root)

        def preorder(node: int | None) -> list[int]:
            return [] if node is None else [node] + preorder(left[node]) + preorder(right[node])

        t.state("preorder")
        return t.compute("answer", preorder(root))

    def solve(self, data: dict) -> list[int]:
        # Immutable tuples (key, left, right): find the path of sides, then splay it recursively.
        root: tuple | None = None
        for kind, key in data["ops"]:
            if root is None:
                root = (key, None, None)
                continue
            sides, node = [], root
            while node[0] != key:
                side = 1 if key < node[0] else 2
                if node[side] is None:
                    break
                sides.append(side)
                node = node[side]
            if kind == "insert":
                def place(n: tuple, depth: int) -> tuple:
                    if depth == len(sides):
                        return _with(n, 1 if key < n[0] else 2, (key, None, None))
                    return _with(n, sides[depth], place(n[sides[depth]], depth + 1))
                root = place(root, 0)
                sides.append(1 if key < node[0] else 2)
            root = _splay(root, sides)

        def pre(n: tuple | None) -> list[int]:
            return [] if n is None else [n[0]] + pre(n[1]) + pre(n[2])

        return pre(root)


BOOTCAMP = SplayTreePreorder()
