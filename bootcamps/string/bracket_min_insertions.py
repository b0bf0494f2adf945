"""Fewest brackets to insert so that a string of mixed brackets becomes well nested.

Brackets are ``()``, ``[]`` and ``{}``. The trace is the interval DP over substrings, shortest
first: ``cost[i][j]`` either pays one insertion for ``s[i]`` (a partner is added) or matches
an opening ``s[i]`` with a later closing ``s[k]`` of its type, paying for the inside and the rest.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

PAIRS = {"(": ")", "[": "]", "{": "}"}


@dataclass(frozen=True)
class Config:
    length: int = 6
    kinds: int = 2

    def __post_init__(self) -> None:
        if not 2 <= self.length <= 40:
            raise ValueError(f"length must be in 2..40, got {self.length}")
        if not 1 <= self.kinds <= 3:
            raise ValueError(f"kinds must be in 1..3, got {self.kinds}")


_TEMPLATES = (
    "The bracket string {s} is not necessarily balanced. What is the smallest number of brackets that must be "
    "inserted (anywhere) to make it a correctly nested sequence? Each opening bracket must be closed by the "
    "closing bracket of the same type, and pairs may not cross.",
    "Brackets: {s}\nInsert as few brackets as possible (of the types (), [], {{}}) so that every bracket is matched by "
    "one of its own type and matched pairs nest properly. How many insertions are needed?",
    "A well-formed bracket sequence matches every opener with a later closer of the same kind, with pairs nested, "
    "never crossing. Nothing may be deleted from \"{s}\"; find the minimum number of brackets to add to make it "
    "well-formed.",
)


class BracketMinInsertions(IntegerAnswer, Bootcamp):
    id = "string/bracket_min_insertions"
    description = "Fewest insertions to balance a mixed-bracket string (interval DP over substrings)"
    Config = Config
    LEVELS = {
        "1": Config(length=7, kinds=3),
        "2": Config(length=8, kinds=3),
        "3": Config(length=9, kinds=3),
        "4": Config(length=10, kinds=3),
        "5": Config(length=12, kinds=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        kinds = rng.sample(sorted(PAIRS), config.kinds)
        # mostly a nested sequence with a few brackets dropped or flipped, so the answer stays small
        out: list[str] = []
        stack: list[str] = []
        while len(out) < config.length:
            if stack and (rng.random() < 0.45 or len(out) + len(stack) >= config.length):
                out.append(PAIRS[stack.pop()])
            else:
                stack.append(rng.choice(kinds))
                out.append(stack[-1])
        for _ in range(rng.randint(1, 3)):
            i = rng.randrange(len(out))
            opener = rng.choice(kinds)
            out[i] = rng.choice((opener, PAIRS[opener]))
        data = {"s": "".join(out)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(**data)
        return f"{text}\n{answer_instruction('the number of insertions as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        s = data["s"]
        n = len(s)
        cost = [[0] * (n + 1) for _ in range(n + 1)]  # cost[i][j]: the substring s[i:j]
        for size in range(1, n + 1):
            for i in range(n - size + 1):
                j = i + size
                t.state(f"cost[{i}][{j}]")
                rest = t.fetch(f"cost[{i + 1}][{j}]", cost[i + 1][j])
                best = rest + 1  # s[i] gets an inserted partner
                opener = t.fetch(f"s[{i}]", s[i])
                if opener in PAIRS:
                    for k in range(i + 1, j):
                        if s[k] == PAIRS[opener]:
                            inner = t.fetch(f"cost[{i + 1}][{k}]", cost[i + 1][k])
                            after = t.fetch(f"cost[{k + 1}][{j}]", cost[k + 1][j])
                            best = min(best, inner + after)
                cost[i][j] = t.compute(f"cost[{i}][{j}]", best, why="min(1+rest, match s[i] with s[k])")
        t.state("answer")
        return t.compute("answer", t.fetch(f"cost[0][{n}]", cost[0][n]))

    def solve(self, data: dict) -> int:
        # n minus twice the most brackets that can be paired in a non-crossing, same-type matching.
        s = data["s"]
        n = len(s)
        pairs = [[0] * n for _ in range(n)]
        for i in range(n - 2, -1, -1):
            for j in range(i + 1, n):
                best = max(pairs[i + 1][j], pairs[i][j - 1])
                if PAIRS.get(s[i]) == s[j]:
                    best = max(best, 1 + (pairs[i + 1][j - 1] if i + 1 <= j - 1 else 0))
                for k in range(i, j):
                    best = max(best, pairs[i][k] + pairs[k + 1][j])
                pairs[i][j] = best
        return n - 2 * pairs[0][n - 1]


BOOTCAMP = BracketMinInsertions()
