"""Answers to "are a and b connected?" queries interleaved with union operations.

The trace keeps a parent array (a union links the root of the first element's set under the
root of the second's): each find walks parent pointers one state per step.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.arrays import parse_words
from bootcamps.trace import Tracer

_WORDS = {"yes": "yes", "no": "no", "true": "yes", "false": "no", "y": "yes", "n": "no"}


@dataclass(frozen=True)
class Config:
    elements: int = 6
    operations: int = 8

    def __post_init__(self) -> None:
        if not 2 <= self.elements <= 500:
            raise ValueError(f"elements must be in 2..500, got {self.elements}")
        if not 2 <= self.operations <= 2000:
            raise ValueError(f"operations must be in 2..2000, got {self.operations}")


_TEMPLATES = (
    "There are {n} people numbered 0 to {last}, each initially in a group of their own. Process these events in "
    "order:\n{lines}\n'union a b' merges the groups of a and b; 'same a b' asks whether a and b are now in the same "
    "group. Answer every 'same' question with yes or no, in order.",
    "Disjoint-set exercise on elements 0..{last} (all singletons at first). Operations: {inline}. For each 'same' "
    "query report yes or no.",
    "Cities 0..{last} start with no roads. Each 'union a b' builds a road between a and b; each 'same a b' asks if "
    "one can already drive from a to b. Events:\n{lines}\nGive the answer (yes/no) to each 'same' question in order.",
)


class UnionFindQueries(Bootcamp):
    id = "data_structure/union_find_queries"
    description = "Yes/no connectivity queries between unions (disjoint-set parent-pointer trace)"
    Config = Config
    LEVELS = {
        "1": Config(elements=5, operations=7),
        "2": Config(elements=7, operations=11),
        "3": Config(elements=10, operations=16),
        "4": Config(elements=14, operations=24),
        "5": Config(elements=20, operations=34),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        n = config.elements
        ops = []
        for k in range(config.operations):
            kind = "same" if k >= 2 and rng.random() < 0.45 else "union"
            a, b = rng.sample(range(n), 2)
            ops.append([kind, a, b])
        if all(op[0] == "union" for op in ops):
            ops[-1][0] = "same"
        data = {"n": n, "ops": ops}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        words = [f"{kind} {a} {b}" for kind, a, b in data["ops"]]
        n = data["n"]
        text = rng.choice(_TEMPLATES).format(n=n, last=n - 1, lines="\n".join(words), inline="; ".join(words))
        count = sum(op[0] == "same" for op in data["ops"])
        form = f"the {count} answers in order, separated by commas (for example yes, no)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer)

    def check(self, data: dict, answer: list[str], text: str) -> float:
        words = parse_words(text, length=len(answer))
        if words is None or any(w not in _WORDS for w in words):
            return 0.0
        return 1.0 if [_WORDS[w] for w in words] == list(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> list[str]:
        parent = list(range(data["n"]))

        def find(x: int, k: int, name: str) -> int:
            while True:
                t.state(f"op {k} find {name} at {x}")
                p = t.fetch(f"parent[{x}]", parent[x])
                if t.goto(p == x, why="a root is its own parent"):
                    return x
                x = p

        answers: list[str] = []
        for k, (kind, a, b) in enumerate(data["ops"]):
            ra = find(a, k, "a")
            rb = find(b, k, "b")
            t.state(f"op {k} {kind}")
            ra, rb = t.ret("root(a)", ra), t.ret("root(b)", rb)
            if kind == "union":
                if t.goto(ra != rb, why="link different roots"):
                    parent[ra] = t.compute(f"parent[{ra}]", rb)
            else:
                answers = t.compute("answers", answers + ["yes" if ra == rb else "no"], why="same root means connected")
        t.state("answer")
        return t.compute("answer", t.fetch("answers", answers))

    def solve(self, data: dict) -> list[str]:
        # Component labels relabelled on every union (no parent pointers).
        label = list(range(data["n"]))
        out = []
        for kind, a, b in data["ops"]:
            if kind == "union":
                old, new = label[a], label[b]
                label = [new if x == old else x for x in label]
            else:
                out.append("yes" if label[a] == label[b] else "no")
        return out

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        i = rng.randrange(len(gold))
        flipped = gold[:i] + ["no" if gold[i] == "yes" else "yes"] + gold[i + 1 :]
        return [self.format_answer(flipped), self.format_answer(gold[:-1] or ["maybe"])]


BOOTCAMP = UnionFindQueries()
