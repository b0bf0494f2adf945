"""Preorder of a leftist min-heap after inserts and delete-mins, all done by merging.

Every node has a rank, the number of nodes on its right spine (an empty tree has rank 0).
merge(A, B) keeps the smaller root on top, merges its right subtree with the other heap, then
swaps its two children if the left one has the smaller rank. An insert merges a one-node heap
in; a delete-min merges the root's two subtrees. Unlike heap_operations (an array binary heap
with sift-up and sift-down) the shape comes from the right-spine merges and the rank swaps.
The trace is one state per operation, naming the spine merges and every swap.
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
        if not 3 <= self.inserts <= 80:
            raise ValueError(f"inserts must be in 3..80, got {self.inserts}")
        if not 1 <= self.deletes <= self.inserts - 3:
            raise ValueError(f"deletes must be in 1..inserts-3, got {self.deletes}")


_RULES = (
    "The rank of a node is the number of nodes on its right spine (the node, its right child, that child's right "
    "child, and so on); an empty tree has rank 0. merge(A, B): if either heap is empty the result is the other; "
    "otherwise let X be the root with the smaller key, replace X's right subtree by the merge of that right "
    "subtree with the other heap, and then, if the rank of X's left child is smaller than the rank of its right "
    "child, swap X's two children (equal ranks: no swap)."
)
_TEMPLATES = (
    "A leftist min-heap starts empty. {rules} 'insert k' merges the heap with a single node k; 'delete-min' "
    "removes the root and merges its left and right subtrees.\nOperations:\n{lines}\nWhat is the preorder "
    "traversal (node, left subtree, right subtree) of the final heap?",
    "Apply {inline} to an empty leftist heap (smallest key at the root). Everything is done by merging: an insert "
    "merges in a one-node heap, and a delete-min throws the root away and merges its two subtrees. {rules} "
    "List the keys of the resulting tree in preorder.",
    "Leftist heap exercise. {rules}\nStarting from an empty min-heap, perform in order:\n{lines}\n(an insert is "
    "a merge with a one-node heap; a delete-min replaces the heap by the merge of the root's two subtrees). Give "
    "the preorder walk (root first, then the left subtree, then the right subtree) of the final tree.",
)


class LeftistHeapMerge(IntListAnswer, Bootcamp):
    id = "data_structure/leftist_heap_merge"
    description = "Preorder of a leftist min-heap after inserts and delete-mins (right-spine merges, rank swaps)"
    Config = Config
    LEVELS = {
        "1": Config(inserts=5, deletes=1),
        "2": Config(inserts=7, deletes=2),
        "3": Config(inserts=10, deletes=3),
        "4": Config(inserts=13, deletes=5),
        "5": Config(inserts=18, deletes=7),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        keys = rng.sample(range(1, 100), config.inserts)
        if rng.random() < 0.3:  # a decreasing run puts each new key on top
            cut = rng.randint(3, config.inserts)
            keys[:cut] = sorted(keys[:cut], reverse=True)
        ops, it, size = [], iter(keys), 0
        inserts_left, deletes_left = config.inserts, config.deletes
        while inserts_left or deletes_left:
            # a delete-min needs at least two keys in the heap; otherwise pick in proportion
            if deletes_left and size >= 2 and rng.randrange(inserts_left + deletes_left) < deletes_left:
                ops.append(["delete-min"])
                size, deletes_left = size - 1, deletes_left - 1
            else:
                ops.append(["insert", next(it)])
                size, inserts_left = size + 1, inserts_left - 1
        data = {"ops": ops}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        words = [" ".join(map(str, op)) for op in data["ops"]]
        text = rng.choice(_TEMPLATES).format(rules=_RULES, lines="\n".join(words), inline=", ".join(words))
        size = sum(1 if op[0] == "insert" else -1 for op in data["ops"])
        form = f"the {size} keys in preorder, separated by commas (for example 5, 12, 30, 9)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        # Recursive merge on dicts of children and ranks.
        left: dict[int, int | None] = {}
        right: dict[int, int | None] = {}
        rank: dict[int | None, int] = {None: 0}

        def merge(a: int | None, b: int | None) -> int | None:
            if a is None or b is None:
                return a if b is None else b
            if b < a:
                a, b = b, a
            t.compute("top", a, why=f"{a} < {b}")
            right[a] = merge(right[a], b)
            if rank[left[a]] < rank[right[a]]:
                left[a], right[a] = right[a], left[a]
                t.compute("swap", a, why=f"rank of left {rank[right[a]]} < rank of right {rank[left[a]]}")
            rank[a] = 1 + rank[right[a]]
            return a

        root: int | None = None
        for i, op in enumerate(data["ops"]):
            t.state(f"op {i}: {' '.join(map(str, op))}")
            if op[0] == "insert":
                key = t.fetch(f"ops[{i}].key", op[1])
                if key in rank:
                    raise ValueError(f"adopted key {key} was inserted before")
                left[key] = right[key] = None
                rank[key] = 1
                root = merge(root, key)
            else:
                old = t.fetch("root", root)
                root = merge(left[old], right[old])
            t.compute("root", root)

        def preorder(node: int | None) -> list[int]:
            return [] if node is None else [node] + preorder(left[node]) + preorder(right[node])

        t.state("preorder")
        return t.compute("answer", preorder(root))

    def solve(self, data: dict) -> list[int]:
        # Two passes, no recursion: merge the two right spines in key order (each node keeps its
        # left subtree), then walk the merged spine bottom-up setting ranks and swapping children.
        # Nodes are lists [key, left, right, rank].
        def rk(n: list | None) -> int:
            return n[3] if n else 0

        def spine(n: list | None) -> list[list]:
            out = []
            while n is not None:
                out.append(n)
                n = n[2]
            return out

        def merge(a: list | None, b: list | None) -> list | None:
            nodes = sorted(spine(a) + spine(b), key=lambda n: n[0])
            for upper, lower in zip(nodes, nodes[1:]):
                upper[2] = lower
            if nodes:
                nodes[-1][2] = None
            for n in reversed(nodes):
                if rk(n[1]) < rk(n[2]):
                    n[1], n[2] = n[2], n[1]
                n[3] = 1 + rk(n[2])
            return nodes[0] if nodes else None

        root: list | None = None
        for op in data["ops"]:
            root = merge(root, [op[1], None, None, 1]) if op[0] == "insert" else merge(root[1], root[2])

        def pre(n: list | None) -> list[int]:
            return [] if n is None else [n[0]] + pre(n[1]) + pre(n[2])

        return pre(root)


BOOTCAMP = LeftistHeapMerge()
