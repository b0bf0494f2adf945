"""Preorder of a binary search tree after insertions and deletions.

Deleting a node with two children replaces its key by its in-order successor (the smallest key
of its right subtree), which is then deleted from there; a node with one child is replaced by
that child; a leaf is removed. The trace is one state per operation, naming the path and the
replacement.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    inserts: int = 6
    deletes: int = 2

    def __post_init__(self) -> None:
        if not 3 <= self.inserts <= 60:
            raise ValueError(f"inserts must be in 3..60, got {self.inserts}")
        if not 1 <= self.deletes < self.inserts:
            raise ValueError(f"deletes must be in 1..inserts-1, got {self.deletes}")


_TEMPLATES = (
    "Starting from an empty binary search tree, perform these operations in order:\n{ops}\nTo delete a key with two "
    "children, replace it by its in-order successor (the smallest key in its right subtree) and delete that "
    "successor from the right subtree; a key with one child is replaced by that child; a leaf is simply removed. "
    "Give the keys of the final tree in preorder.",
    "BST operations (insert as a new leaf by the usual rule; delete using the in-order successor when the node has "
    "two children, splicing in the only child when it has one): {inline}. What is the preorder traversal (node, "
    "left, right) of the final tree?",
    "Apply to an empty binary search tree:\n{ops}\nDeletion rule: leaf -> remove; one child -> the child takes its "
    "place; two children -> copy the successor (minimum of the right subtree) into the node, then remove the "
    "successor. List the final tree in preorder.",
)


class BstDeletePreorder(IntListAnswer, Bootcamp):
    id = "data_structure/bst_delete_preorder"
    description = "Preorder of a BST after insertions and successor-based deletions"
    Config = Config
    LEVELS = {
        "1": Config(inserts=6, deletes=2),
        "2": Config(inserts=8, deletes=3),
        "3": Config(inserts=10, deletes=4),
        "4": Config(inserts=13, deletes=5),
        "5": Config(inserts=17, deletes=7),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        keys = rng.sample(range(1, 100), config.inserts)
        ops = [["insert", k] for k in keys]
        present = list(keys)
        for _ in range(config.deletes):  # deletions interleaved after the first few inserts
            victim = rng.choice(present)
            present.remove(victim)
            at = rng.randint(ops.index(["insert", victim]) + 1, len(ops))
            ops.insert(at, ["delete", victim])
        data = {"ops": ops}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        words = [f"{op} {k}" for op, k in data["ops"]]
        body = rng.choice(_TEMPLATES).format(ops="\n".join(f"{i + 1}. {w}" for i, w in enumerate(words)),
                                             inline="; ".join(words))
        n = sum(1 if op == "insert" else -1 for op, _ in data["ops"])
        form = f"the {n} remaining keys in preorder, separated by commas (for example 50, 20, 70)"
        return f"{body}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        left: dict[int, int] = {}
        right: dict[int, int] = {}
        root: int | None = None

        def insert(node: int | None, key: int) -> int:
            if node is None:
                return key
            side = left if key < node else right
            side[node] = insert(side.get(node), key)
            return node

        def delete(node: int | None, key: int) -> int | None:
            if node is None:
                return None
            if key != node:
                side = left if key < node else right
                child = delete(side.get(node), key)
                if child is None:
                    side.pop(node, None)
                else:
                    side[node] = child
                return node
            lo, hi = left.pop(node, None), right.pop(node, None)
            if lo is None or hi is None:
                return t.compute("replaced by", hi if lo is None else lo)
            succ = hi
            while succ in left:
                succ = left[succ]
            t.compute("successor", succ)
            rest = delete(hi, succ)
            left[succ] = lo
            if rest is not None:
                right[succ] = rest
            return succ

        for i, (op, key) in enumerate(data["ops"]):
            t.state(f"op {i + 1} {op}")
            key = t.fetch(f"key[{i + 1}]", key)
            root = insert(root, key) if op == "insert" else delete(root, key)
            t.compute("root", root)

        def preorder(node: int | None) -> list[int]:
            return [] if node is None else [node] + preorder(left.get(node)) + preorder(right.get(node))

        t.state("preorder")
        return t.compute("answer", preorder(root))

    def solve(self, data: dict) -> list[int]:
        # Nested lists [key, left, right], deleting by copying the successor's key in place.
        def ins(n: list | None, k: int) -> list:
            if n is None:
                return [k, None, None]
            i = 1 if k < n[0] else 2
            n[i] = ins(n[i], k)
            return n

        def dele(n: list | None, k: int) -> list | None:
            if n is None:
                return None
            if k < n[0]:
                n[1] = dele(n[1], k)
            elif k > n[0]:
                n[2] = dele(n[2], k)
            elif n[1] is None:
                return n[2]
            elif n[2] is None:
                return n[1]
            else:
                m = n[2]
                while m[1] is not None:
                    m = m[1]
                n[0] = m[0]
                n[2] = dele(n[2], m[0])
            return n

        root = None
        for op, k in data["ops"]:
            root = ins(root, k) if op == "insert" else dele(root, k)

        def pre(n: list | None) -> list[int]:
            return [] if n is None else [n[0]] + pre(n[1]) + pre(n[2])

        return pre(root)


BOOTCAMP = BstDeletePreorder()
