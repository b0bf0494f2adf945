"""The final parent array of a disjoint-set forest with union by rank or by size and path
compression.

Elements 0..n-1 start as roots. ``find x`` follows parent pointers to the root and then points
every node on the way (x included) straight at the root. ``union a b`` finds the root of a,
then the root of b (both with compression); different roots are linked: by rank, the root of
smaller rank goes under the other (equal ranks: the tie rule picks, and the new root's rank
grows by 1); by size, the root of the smaller set goes under the other (equal sizes: the tie
rule). Tie rules: the root of b's set goes under the root of a's, or the larger-numbered root
goes under the smaller-numbered one. Unlike union_find_queries (connectivity answers) the
answer is the exact pointer array, so the linking and compression rules all matter. The trace
is one state per operation, each walking the parent pointers it reads.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    elements: int = 6
    operations: int = 6

    def __post_init__(self) -> None:
        if not 4 <= self.elements <= 200:
            raise ValueError(f"elements must be in 4..200, got {self.elements}")
        if not 3 <= self.operations <= 500:
            raise ValueError(f"operations must be in 3..500, got {self.operations}")


_BY = {
    "rank": "Every root has a rank, 0 at the start. To link two different roots, the root of smaller rank is made "
            "a child of the root of larger rank (ranks unchanged); if the ranks are equal, {tie}, and the rank of "
            "the root that stays a root goes up by 1. Ranks never change otherwise (not even by path compression).",
    "size": "Every root knows the size of its set, 1 at the start. To link two different roots, the root of the "
            "smaller set is made a child of the root of the larger set, whose size becomes the sum; if the sizes "
            "are equal, {tie}.",
}
_TIE = {
    "first": "the root found for b is made a child of the root found for a",
    "smaller": "the larger-numbered root is made a child of the smaller-numbered root",
}
_TEMPLATES = (
    "A disjoint-set forest holds the elements 0 to {last}; at first each is its own root (parent[i] = i). "
    "'find x' follows parent pointers from x up to the root and then sets the parent of every node on that path "
    "(x included) to the root (path compression). 'union a b' does find a, then find b, and links the two roots "
    "if they differ. {by}\nOperations:\n{lines}\nWhat is the parent array at the end?",
    "Union-find with union by {kind} and full path compression on elements 0..{last} (initially parent[i] = i "
    "for all i). {by} A find walks to the root and re-points every node it passed straight at the root; a union "
    "a b runs find(a) first and find(b) second before linking. Apply, in order: {inline}. Give the final "
    "parent[0], parent[1], ..., parent[{last}].",
    "Elements 0, 1, ..., {last} start in separate sets, each the root of its own tree. Process these operations "
    "on the disjoint-set structure:\n{lines}\nRules: find(x) climbs from x to its root, then makes the root the "
    "direct parent of every node visited on the way (path compression). union(a, b) computes find(a), then "
    "find(b), and links the roots when they are different. {by} Report the parent pointer of every element "
    "after the last operation.",
)


class UnionFindParentArray(IntListAnswer, Bootcamp):
    id = "data_structure/union_find_parent_array"
    description = "Final parent array of a union-find forest (union by rank or size, path compression, stated ties)"
    Config = Config
    LEVELS = {
        "1": Config(elements=5, operations=5),
        "2": Config(elements=7, operations=8),
        "3": Config(elements=9, operations=11),
        "4": Config(elements=12, operations=15),
        "5": Config(elements=16, operations=21),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        n = config.elements
        while True:
            ops = []
            for k in range(config.operations):
                if k >= 2 and rng.random() < 0.25:
                    ops.append(["find", rng.randrange(n)])
                else:
                    ops.append(["union", *rng.sample(range(n), 2)])
            data = {"n": n, "by": rng.choice(("rank", "size")), "tie": rng.choice(("first", "smaller")), "ops": ops}
            answer, compressed = self._run(data)
            # Most elements linked; past level 1 also a compression that changed a pointer and a
            # node still two links below its root (so the answer is not one flat star).
            deep = any(answer[answer[i]] != answer[i] for i in range(n))
            if sum(p != i for i, p in enumerate(answer)) >= n // 2 and (
                    config.operations < 6 or (compressed and deep)):
                return data, answer

    def prompt(self, data: dict, rng: random.Random) -> str:
        words = [" ".join(map(str, op)) for op in data["ops"]]
        by = _BY[data["by"]].format(tie=_TIE[data["tie"]])
        last = data["n"] - 1
        text = rng.choice(_TEMPLATES).format(last=last, by=by, kind=data["by"], lines="\n".join(words),
                                             inline=", ".join(words))
        form = f"the {data['n']} values parent[0], ..., parent[{last}] in order, separated by commas (for example 0, 0, 2, 0)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        parent = list(range(data["n"]))
        weight = [0 if data["by"] == "rank" else 1] * data["n"]
        by, tie = data["by"], data["tie"]

        def find(x: int, name: str) -> int:
            path, node = [], x
            while True:
                p = t.fetch(f"parent[{node}]", parent[node])
                if p == node:
                    break
                path.append(node)
                node = p
            root = t.compute(f"root({name})", node, why=f"parent[{node}] = {node}")
            moved = [v for v in path if parent[v] != root]
            for v in moved:
                parent[v] = root
            if moved:
                t.compute("compressed", ", ".join(f"parent[{v}]={root}" for v in moved), why="point the path at the root")
            return root

        for i, op in enumerate(data["ops"]):
            t.state(f"op {i}: {' '.join(map(str, op))}")
            t.fetch(f"ops[{i}]", " ".join(map(str, op)))
            if op[0] == "find":
                find(op[1], str(op[1]))
                continue
            a, b = op[1], op[2]
            ra, rb = find(a, str(a)), find(b, str(b))
            if not t.goto(ra != rb, why="link only different roots"):
                continue
            wa, wb = t.fetch(f"{by}[{ra}]", weight[ra]), t.fetch(f"{by}[{rb}]", weight[rb])
            if wa != wb:
                child, top = (ra, rb) if wa < wb else (rb, ra)
                why = f"smaller {by} goes under"
            else:
                child, top = (rb, ra) if tie == "first" or ra < rb else (ra, rb)
                why = f"equal {by}: " + ("b's root goes under a's" if tie == "first" else "larger number goes under")
            parent[child] = t.compute(f"parent[{child}]", top, why=why)
            if by == "size":
                weight[top] = t.compute(f"size[{top}]", weight[top] + weight[child])
            elif wa == wb:
                weight[top] = t.compute(f"rank[{top}]", weight[top] + 1)
        t.state("answer")
        return t.compute("answer", list(parent))

    def _run(self, data: dict) -> tuple[list[int], bool]:
        # Recursive find; weights kept in a dict for the roots only.
        parent = list(range(data["n"]))
        weight = {v: 0 if data["by"] == "rank" else 1 for v in range(data["n"])}
        compressed = False

        def find(x: int) -> int:
            nonlocal compressed
            if parent[x] == x:
                return x
            root = find(parent[x])
            compressed |= parent[x] != root
            parent[x] = root
            return root

        for op in data["ops"]:
            if op[0] == "find":
                find(op[1])
                continue
            ra = find(op[1])
            rb = find(op[2])
            if ra == rb:
                continue
            key_a, key_b = weight[ra], weight[rb]
            if key_a == key_b:  # the tie rule as an extra ordering key
                key_a, key_b = ((1, 0) if data["tie"] == "first" else (rb, ra))
            top, child = (ra, rb) if key_a > key_b else (rb, ra)
            parent[child] = top
            if data["by"] == "size":
                weight[top] += weight.pop(child)
            else:
                weight[top] = max(weight[top], weight.pop(child) + 1)
        return parent, compressed

    def solve(self, data: dict) -> list[int]:
        return self._run(data)[0]


BOOTCAMP = UnionFindParentArray()
