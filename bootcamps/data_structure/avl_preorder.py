"""Preorder of an AVL tree after a sequence of insertions.

Each key goes in as a leaf by the search-tree rule; on the way back up, the first node whose
subtrees differ in height by 2 is rebalanced by a single or a double rotation (LL, RR, LR, RL).
The trace is one state per insertion, naming every rotation it makes.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer, render_any
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    keys: int = 5

    def __post_init__(self) -> None:
        if not 3 <= self.keys <= 60:
            raise ValueError(f"keys must be in 3..60, got {self.keys}")


_TEMPLATES = (
    "Insert the keys {a} one by one into an empty AVL tree (a binary search tree that, after every insertion, "
    "restores |height(left) - height(right)| <= 1 at every node with the usual single and double rotations). "
    "Give the keys of the final tree in preorder.",
    "Starting from an empty self-balancing AVL tree, insert {a} in that order, rebalancing with LL, RR, LR and RL "
    "rotations whenever a node's subtree heights differ by 2. What is the preorder traversal (root, left, right) "
    "of the result?",
    "Build an AVL tree by successive insertion of {a}. After all insertions, list the keys in preorder.",
)


class AvlPreorder(IntListAnswer, Bootcamp):
    id = "data_structure/avl_preorder"
    description = "Preorder keys of an AVL tree after insertions (single and double rotations)"
    Config = Config
    LEVELS = {
        "1": Config(keys=5),
        "2": Config(keys=7),
        "3": Config(keys=9),
        "4": Config(keys=12),
        "5": Config(keys=16),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        keys = rng.sample(range(1, 100), config.keys)
        if rng.random() < 0.4:  # runs of increasing or decreasing keys force rotations
            cut = rng.randint(2, config.keys)
            keys[:cut] = sorted(keys[:cut], reverse=rng.random() < 0.5)
        data = {"keys": keys}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        body = rng.choice(_TEMPLATES).format(a=render_any(data["keys"], rng))
        form = f"the {len(data['keys'])} keys in preorder, separated by commas (for example 50, 20, 70)"
        return f"{body}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        # Nodes are lists [key, left, right, height] so rotations relink them in place.
        def height(node: list | None) -> int:
            return node[3] if node else 0

        def fix(node: list) -> list:
            node[3] = 1 + max(height(node[1]), height(node[2]))
            return node

        def rotate(node: list, side: int) -> list:  # side 1: the left child rises
            child = node[side]
            node[side] = child[3 - side]
            child[3 - side] = fix(node)
            return fix(child)

        def insert(node: list | None, key: int) -> list:
            if node is None:
                return [key, None, None, 1]
            side = 1 if key < node[0] else 2
            node[side] = insert(node[side], key)
            fix(node)
            balance = height(node[1]) - height(node[2])
            if abs(balance) < 2:
                return node
            heavy = 1 if balance > 0 else 2
            inner = 3 - heavy
            kind = "LR" if heavy == 1 else "RL"
            if height(node[heavy][inner]) > height(node[heavy][heavy]):
                node[heavy] = rotate(node[heavy], inner)
            else:
                kind = "LL" if heavy == 1 else "RR"
            t.compute("rotation", f"{kind} at {node[0]}")
            return rotate(node, heavy)

        root = None
        for i, key in enumerate(data["keys"]):
            t.state(f"insert {key}")
            root = insert(root, t.fetch(f"keys[{i}]", key))
            t.compute("root", root[0])

        def preorder(node: list | None) -> list[int]:
            return [] if node is None else [node[0]] + preorder(node[1]) + preorder(node[2])

        t.state("preorder")
        return t.compute("answer", preorder(root))

    def solve(self, data: dict) -> list[int]:
        # Immutable tuples (key, left, right); heights recomputed, balanced by restructuring the
        # three nodes of the unbalanced path into a median-rooted triple.
        def h(n: tuple | None) -> int:
            return 0 if n is None else 1 + max(h(n[1]), h(n[2]))

        def restructure(n: tuple) -> tuple:
            b = h(n[1]) - h(n[2])
            if abs(b) < 2:
                return n
            if b > 0:
                c = n[1]
                if h(c[2]) > h(c[1]):  # LR: grandchild becomes the root
                    g = c[2]
                    return (g[0], (c[0], c[1], g[1]), (n[0], g[2], n[2]))
                return (c[0], c[1], (n[0], c[2], n[2]))
            c = n[2]
            if h(c[1]) > h(c[2]):  # RL
                g = c[1]
                return (g[0], (n[0], n[1], g[1]), (c[0], g[2], c[2]))
            return (c[0], (n[0], n[1], c[1]), c[2])

        def ins(n: tuple | None, k: int) -> tuple:
            if n is None:
                return (k, None, None)
            if k < n[0]:
                return restructure((n[0], ins(n[1], k), n[2]))
            return restructure((n[0], n[1], ins(n[2], k)))

        root = None
        for k in data["keys"]:
            root = ins(root, k)

        def pre(n: tuple | None) -> list[int]:
            return [] if n is None else [n[0]] + pre(n[1]) + pre(n[2])

        return pre(root)


BOOTCAMP = AvlPreorder()
