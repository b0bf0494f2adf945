"""Preorder of a treap after inserting keys with given priorities.

A treap is a binary search tree on the keys and a max-heap on the priorities: each new key is
inserted as a leaf by key, then rotated up while its priority is larger than its parent's.
The trace is one state per insertion: the search path, then each rotation.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    keys: int = 5

    def __post_init__(self) -> None:
        if not 3 <= self.keys <= 60:
            raise ValueError(f"keys must be in 3..60, got {self.keys}")


_TEMPLATES = (
    "Insert these (key, priority) pairs, in this order, into an initially empty treap (a binary search tree by key "
    "that is also a max-heap by priority: a new key is placed as a leaf by the search-tree rule, then rotated up "
    "while its priority exceeds its parent's):\n{pairs}\nGive the keys of the final tree in preorder (node, left "
    "subtree, right subtree).",
    "A treap keeps keys in binary-search-tree order and priorities in max-heap order (every parent has a higher "
    "priority than its children). Starting from an empty treap, insert {inline} (each as key:priority) one after "
    "another using leaf insertion followed by rotations. What is the preorder traversal of the keys?",
    "Build a treap by inserting, in order, the keys with priorities listed below (higher priority rises to the "
    "top through rotations after the ordinary BST leaf insertion):\n{pairs}\nList the keys visited by a preorder "
    "walk (root, then left subtree, then right subtree).",
)


class TreapPreorder(IntListAnswer, Bootcamp):
    id = "data_structure/treap_preorder"
    description = "Preorder keys of a treap built by leaf insertion and rotations"
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
        priorities = rng.sample(range(1, 100), config.keys)
        data = {"pairs": [[k, p] for k, p in zip(keys, priorities)]}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        pairs = "\n".join(f"key {k}, priority {p}" for k, p in data["pairs"])
        inline = ", ".join(f"{k}:{p}" for k, p in data["pairs"])
        body = rng.choice(_TEMPLATES).format(pairs=pairs, inline=inline)
        form = f"the {len(data['pairs'])} keys in preorder, separated by commas (for example 50, 20, 70)"
        return f"{body}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        left: dict[int, int] = {}
        right: dict[int, int] = {}
        prio = {k: p for k, p in data["pairs"]}
        root = None

        def insert(node: int | None, key: int) -> int:
            if node is None:
                return key
            side = left if key < node else right
            side[node] = insert(side.get(node), key)
            child = side[node]
            if prio[child] > prio[node]:  # rotate the child above its parent
                t.compute("rotate", f"{child} above {node}")
                other = right if side is left else left
                if child in other:
                    side[node] = other[child]
                else:
                    side.pop(node)
                other[child] = node
                return child
            return node

        for i, (key, p) in enumerate(data["pairs"]):
            t.state(f"insert {key}")
            t.fetch(f"pair[{i}]", f"{key}:{p}")
            root = t.compute("root", insert(root, key))

        def preorder(node: int | None) -> list[int]:
            return [] if node is None else [node] + preorder(left.get(node)) + preorder(right.get(node))

        t.state("preorder")
        return t.compute("answer", preorder(root))

    def solve(self, data: dict) -> list[int]:
        # The treap is the Cartesian tree: the highest priority is the root, the smaller keys
        # form its left subtree and the larger ones its right subtree.
        def build(pairs: list[list[int]]) -> list[int]:
            if not pairs:
                return []
            k, _ = max(pairs, key=lambda kp: kp[1])
            return [k] + build([q for q in pairs if q[0] < k]) + build([q for q in pairs if q[0] > k])

        return build(data["pairs"])


BOOTCAMP = TreapPreorder()
