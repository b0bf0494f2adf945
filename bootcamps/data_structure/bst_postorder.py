"""Post-order traversal of the binary search tree built by inserting keys in a given order.

Keys are distinct and there is no rebalancing: a key goes into the left subtree of a larger
node and the right subtree of a smaller one. The trace inserts each key one comparison per
state, then walks the tree in post-order, one state per node.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import distinct_values, IntListAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    keys: int = 6
    max_key: int = 50

    def __post_init__(self) -> None:
        if not 2 <= self.keys <= 500:
            raise ValueError(f"keys must be in 2..500, got {self.keys}")
        if self.max_key < self.keys:
            raise ValueError(f"max_key must be >= keys, got {self.max_key}")


_TEMPLATES = (
    "Insert the keys {seq} one by one, in this order, into an initially empty binary search tree (no rebalancing; "
    "smaller keys go to the left subtree, larger to the right). Then list the keys in post-order (left subtree, "
    "right subtree, then the node).",
    "Build an unbalanced BST by inserting {seq} in order. What is its post-order traversal (children before parents, "
    "left before right)?",
    "A binary search tree starts empty and receives the insertions {seq}. Give the sequence of keys visited by a "
    "post-order walk: for every node, first its left subtree, then its right subtree, then the node itself.",
)


class BstPostorder(IntListAnswer, Bootcamp):
    id = "data_structure/bst_postorder"
    description = "Post-order traversal of a BST built by insertions (insert and walk trace)"
    Config = Config
    LEVELS = {
        "1": Config(keys=5, max_key=30),
        "2": Config(keys=7, max_key=50),
        "3": Config(keys=10, max_key=99),
        "4": Config(keys=14, max_key=99),
        "5": Config(keys=20, max_key=200),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        data = {"keys": distinct_values(rng, config.keys, 1, config.max_key)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(seq=", ".join(map(str, data["keys"])))
        form = f"the {len(data['keys'])} keys in post-order, separated by commas"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        keys = data["keys"]
        left: dict[int, int] = {}
        right: dict[int, int] = {}
        root = keys[0]
        for key in keys[1:]:
            node = root
            while True:
                t.state(f"insert {key} at {node}")
                node = t.fetch("node", node)
                side, links = ("left", left) if t.goto(key < node, why=f"{key} < node goes left") else ("right", right)
                child = t.fetch(f"{side}[{node}]", links.get(node))
                if child is None:
                    links[node] = t.compute(f"{side}[{node}]", key)
                    break
                node = child
        out: list[int] = []
        stack = [[root, False]]  # [node, children done]
        while stack:
            node, done = stack.pop()
            t.state(f"walk {node}")
            if t.goto(done, why="both subtrees are written"):
                out = t.compute("out", out + [node])
                continue
            kids = t.fetch(f"children[{node}]", [left.get(node), right.get(node)])
            stack.append([node, True])
            for child in reversed(kids):
                if child is not None:
                    stack.append([child, False])
        t.state("answer")
        return t.compute("answer", t.fetch("out", out))

    def solve(self, data: dict) -> list[int]:
        # Recursive split: the first key is the root, smaller keys (in order) form the left subtree.
        def post(keys: list[int]) -> list[int]:
            if not keys:
                return []
            root = keys[0]
            return post([k for k in keys if k < root]) + post([k for k in keys if k > root]) + [root]

        return post(list(data["keys"]))


BOOTCAMP = BstPostorder()
