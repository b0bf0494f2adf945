"""Count the parse trees of a string under an ambiguous grammar in Chomsky normal form.

Rules have the forms X -> Y Z and X -> a; the start symbol is S, and the string is sampled
from the grammar, so it has at least one parse tree. Grammars are random and often ambiguous:
the question is how many different parse trees (equivalently, leftmost derivations) the
string has, which is a count, not a yes/no membership test. The traced solver is CYK with
counts (the inside algorithm): one state per substring, shortest first, fetching the tree
counts of its two parts at every split point and computing, per nonterminal, the number of
trees for the substring. The plain solver is a memoised top-down recursion.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

NONTERMINALS = "SABCD"
TERMINALS = "ab"


@dataclass(frozen=True)
class Config:
    nonterminals: int = 3
    binary_rules: int = 4
    length: int = 4

    def __post_init__(self) -> None:
        if not 2 <= self.nonterminals <= len(NONTERMINALS):
            raise ValueError(f"nonterminals must be in 2..{len(NONTERMINALS)}, got {self.nonterminals}")
        if not 1 <= self.binary_rules <= 20:
            raise ValueError(f"binary_rules must be in 1..20, got {self.binary_rules}")
        if not 2 <= self.length <= 12:
            raise ValueError(f"length must be in 2..12, got {self.length}")


def sample(rng: random.Random, binary: list[list[str]], unary: list[list[str]], length: int) -> str | None:
    """A string of exactly ``length`` symbols derived from S, or ``None`` if the draw fails."""
    def expand(x: str, n: int, depth: int) -> str | None:
        if n == 1:
            options = [t for y, t in unary if y == x]
            return rng.choice(options) if options else None
        if depth > 30:
            return None
        options = [(y, z) for w, y, z in binary if w == x]
        if not options:
            return None
        y, z = rng.choice(options)
        k = rng.randint(1, n - 1)
        left = expand(y, k, depth + 1)
        right = expand(z, n - k, depth + 1) if left is not None else None
        return None if right is None else left + right

    return expand("S", length, 0)


_INTROS = (
    "A grammar in Chomsky normal form has start symbol S and these rules:",
    "Consider the context-free grammar below (start symbol S; every rule is X -> Y Z or X -> a):",
    "Here are the productions of an ambiguous grammar in Chomsky normal form, with start symbol S:",
)
_QUESTIONS = (
    "How many different parse trees does the string {w} have (with root S)?",
    "The string {w} can be derived from S. In how many distinct ways, counted as distinct parse trees?",
    "Count the parse trees of {w} under this grammar (equivalently, its distinct leftmost derivations from S).",
)


class ParseTreeCount(IntegerAnswer, Bootcamp):
    id = "formal/parse_tree_count"
    description = "Count the parse trees of a string under an ambiguous CNF grammar (CYK with counts)"
    Config = Config
    LEVELS = {
        "1": Config(nonterminals=3, binary_rules=3, length=3),
        "2": Config(nonterminals=3, binary_rules=4, length=4),
        "3": Config(nonterminals=3, binary_rules=5, length=5),
        "4": Config(nonterminals=4, binary_rules=7, length=6),
        "5": Config(nonterminals=5, binary_rules=9, length=8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        names = NONTERMINALS[: config.nonterminals]
        while True:
            binary: list[list[str]] = []
            while len(binary) < config.binary_rules:
                rule = ["S" if not binary else rng.choice(names), rng.choice(names), rng.choice(names)]
                if rule not in binary:
                    binary.append(rule)
            unary = [[x, t] for x in names for t in TERMINALS if rng.random() < 0.5]
            word = sample(rng, binary, unary, config.length)
            if word is None:
                continue
            data = {"binary": binary, "unary": unary, "word": word}
            return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [rng.choice(_INTROS)]
        for x in NONTERMINALS:
            alts = [f"{y} {z}" for w, y, z in data["binary"] if w == x] + [t for w, t in data["unary"] if w == x]
            if alts:
                lines.append(f"{x} -> {' | '.join(alts)}")
        lines.append(rng.choice(_QUESTIONS).format(w=data["word"]))
        lines.append(answer_instruction("one integer"))
        return "\n".join(lines)

    def program(self, t: Tracer, data: dict) -> int:
        word, n = data["word"], len(data["word"])
        table: dict[tuple[int, int], list] = {}
        for length in range(1, n + 1):
            for i in range(n - length + 1):
                j = i + length
                t.state(f"substring {i}..{j - 1}")
                counts: dict[str, int] = {}
                if length == 1:
                    c = t.fetch(f"w[{i}]", word[i])
                    for x, s in data["unary"]:
                        if s == c:
                            counts[x] = counts.get(x, 0) + 1
                else:
                    for k in range(i + 1, j):
                        left = dict(map(tuple, t.fetch(f"T[{i}..{k - 1}]", table[i, k])))
                        right = dict(map(tuple, t.fetch(f"T[{k}..{j - 1}]", table[k, j])))
                        for x, y, z in data["binary"]:
                            if y in left and z in right:
                                counts[x] = counts.get(x, 0) + left[y] * right[z]
                table[i, j] = t.compute(f"T[{i}..{j - 1}]", [[x, counts[x]] for x in NONTERMINALS if x in counts],
                                        why="trees per nonterminal")
        t.state("answer")
        top = dict(map(tuple, t.fetch(f"T[0..{n - 1}]", table[0, n])))
        return t.compute("answer", top.get("S", 0))

    def solve(self, data: dict) -> int:
        word = data["word"]
        binary = [tuple(r) for r in data["binary"]]
        unary = {tuple(r) for r in data["unary"]}

        @lru_cache(maxsize=None)
        def trees(x: str, i: int, j: int) -> int:
            if j - i == 1:
                return int((x, word[i]) in unary)
            return sum(trees(y, i, k) * trees(z, k, j) for w, y, z in binary if w == x for k in range(i + 1, j))

        return trees("S", 0, len(word))


BOOTCAMP = ParseTreeCount()
