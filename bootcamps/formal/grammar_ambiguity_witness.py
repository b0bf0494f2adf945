"""The shortest ambiguous string of a small context-free grammar: the shortest terminal string
with at least two different parse trees from S (the alphabetically first among the shortest).

Grammars over {a, b} have no ε-rules and no unit rules (every right side is one terminal or
two to three symbols), so every string has finitely many parse trees. The generator draws
grammars until some string of length at most ``max_length`` has two parse trees and the
shortest such has length at least ``min_length``. This is a search over all strings, not the
count for a given one (formal/parse_tree_count): the solver must find where ambiguity first
appears. The traced solver builds, length by length, the strings each nonterminal derives
with their number of trees capped at 2 ("2" meaning two or more), one state per (length,
nonterminal), and stops at the first length where S has a string with 2. The plain solver
enumerates strings in length-then-alphabetical order and counts trees top down; the tests
count leftmost derivations by expanding sentential forms.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import ExactStringAnswer
from bootcamps.trace import Tracer

NONTERMINALS = "SABC"
TERMINALS = "ab"


@dataclass(frozen=True)
class Config:
    nonterminals: int = 2
    rules: int = 5
    min_length: int = 2
    max_length: int = 4

    def __post_init__(self) -> None:
        if not 2 <= self.nonterminals <= len(NONTERMINALS):
            raise ValueError(f"nonterminals must be in 2..{len(NONTERMINALS)}, got {self.nonterminals}")
        if not self.nonterminals + 1 <= self.rules <= 12:
            raise ValueError(f"rules must be in nonterminals+1..12, got {self.rules}")
        if not 2 <= self.min_length <= self.max_length <= 7:
            raise ValueError(f"need 2 <= min_length <= max_length <= 7, got {self.min_length}, {self.max_length}")


def compositions(n: int, parts: list[str]) -> list[list[int]]:
    """Ways to give each symbol of a right side a positive length, summing to n (terminals get 1)."""
    out: list[list[int]] = []

    def rec(k: int, left: int, acc: list[int]) -> None:
        if k == len(parts):
            if left == 0:
                out.append(list(acc))
            return
        sizes = [1] if parts[k] in TERMINALS else range(1, left - (len(parts) - k - 1) + 1)
        for m in sizes:
            if m <= left:
                rec(k + 1, left - m, acc + [m])

    rec(0, n, [])
    return out


def layer(rules: list[list[str]], x: str, n: int, lang: dict) -> dict[str, int]:
    """Strings of length n derived by x, with tree counts capped at 2."""
    out: dict[str, int] = {}
    for head, body in rules:
        if head != x:
            continue
        for sizes in compositions(n, list(body)):
            pieces = [{sym: 1} if sym in TERMINALS else lang[sym, m] for sym, m in zip(body, sizes)]
            for combo in itertools.product(*(p.items() for p in pieces)):
                word = "".join(w for w, _ in combo)
                c = 1
                for _, k in combo:
                    c *= k
                out[word] = min(2, out.get(word, 0) + c)
    return out


def witness(rules: list[list[str]], names: str, max_length: int) -> str | None:
    lang: dict = {}
    for n in range(1, max_length + 1):
        for x in names:
            lang[x, n] = layer(rules, x, n, lang)
        hits = sorted(w for w, c in lang["S", n].items() if c >= 2)
        if hits:
            return hits[0]
    return None


def tree_count(rules: list[list[str]], word: str) -> int:
    """Parse trees of word from S (top down, memoised on (symbol string, span))."""
    @lru_cache(maxsize=None)
    def seq(body: str, i: int, j: int) -> int:
        if not body:
            return int(i == j)
        first, rest = body[0], body[1:]
        total = 0
        for k in range(i + 1, j - len(rest) + 1):
            total += sym(first, i, k) * seq(rest, k, j)
        return total

    @lru_cache(maxsize=None)
    def sym(x: str, i: int, j: int) -> int:
        if x in TERMINALS:
            return int(j == i + 1 and word[i] == x)
        return sum(seq(body, i, j) for head, body in rules if head == x)

    return sym("S", 0, len(word))


_INTROS = (
    "A context-free grammar over the terminals a and b has start symbol S and these rules:",
    "Consider the grammar below (start symbol S; capital letters are nonterminals, a and b are terminals):",
    "Here are the productions of a context-free grammar with start symbol S and terminal symbols a, b:",
)
_ASK = (
    "Find the shortest string of terminals that has at least two different parse trees with root S. "
    "If several strings of that length do, give the one that comes first alphabetically (a < b).",
    "The grammar is ambiguous. What is the shortest terminal string with two or more distinct parse trees from S? "
    "Among equally short such strings, choose the alphabetically smallest.",
    "Which is the shortest string derivable from S in two (or more) structurally different ways, i.e. with at least "
    "two distinct parse trees? Break ties between strings of the same length alphabetically.",
)


class GrammarAmbiguityWitness(ExactStringAnswer, Bootcamp):
    id = "formal/grammar_ambiguity_witness"
    description = "Find the shortest string with two parse trees in a small ambiguous CFG (length-by-length language DP)"
    Config = Config
    LEVELS = {
        "1": Config(nonterminals=2, rules=5, min_length=2, max_length=3),
        "2": Config(nonterminals=2, rules=6, min_length=3, max_length=4),
        "3": Config(nonterminals=3, rules=7, min_length=3, max_length=5),
        "4": Config(nonterminals=3, rules=8, min_length=4, max_length=6),
        "5": Config(nonterminals=4, rules=9, min_length=5, max_length=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        names = NONTERMINALS[: config.nonterminals]
        while True:
            rules: list[list[str]] = []
            heads = list(names) + [rng.choice(names) for _ in range(config.rules - len(names))]
            for head in heads:
                for _ in range(20):
                    size = rng.choice((1, 2, 2, 3))
                    if size == 1:
                        body = rng.choice(TERMINALS)
                    else:
                        body = "".join(rng.choice(names + TERMINALS) for _ in range(size))
                        if all(c in TERMINALS for c in body) and rng.random() < 0.7:
                            continue
                    if [head, body] not in rules:
                        rules.append([head, body])
                        break
            if len(rules) != config.rules:
                continue
            rules.sort(key=lambda r: (names.index(r[0]), r[1]))
            gold = witness(rules, names, config.max_length)
            if gold is not None and len(gold) >= config.min_length:
                return {"nonterminals": names, "rules": rules, "max_length": config.max_length}, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [rng.choice(_INTROS)]
        for x in data["nonterminals"]:
            alts = [" ".join(body) for head, body in data["rules"] if head == x]
            if alts:
                lines.append(f"  {x} -> {' | '.join(alts)}")
        lines.append(rng.choice(_ASK))
        lines.append(answer_instruction("the string of terminals without spaces (like abba)"))
        return "\n".join(lines)

    def program(self, t: Tracer, data: dict) -> str:
        rules, names = data["rules"], data["nonterminals"]
        lang: dict = {}
        for n in range(1, data["max_length"] + 1):
            for x in names:
                t.state(f"length {n}, {x}")
                needed = sorted({(sym, m) for head, body in rules if head == x
                                 for sizes in compositions(n, list(body))
                                 for sym, m in zip(body, sizes) if sym not in TERMINALS})
                known = {key: dict(map(tuple, t.fetch(f"L[{key[0]},{key[1]}]", [[w, c] for w, c in sorted(lang[key].items())])))
                         for key in needed}
                found = layer(rules, x, n, {**lang, **known})
                lang[x, n] = found
                t.compute(f"L[{x},{n}]", [[w, c] for w, c in sorted(found.items())],
                          why=f"strings of length {n} from {x} with their tree counts (2 = two or more)")
            t.state(f"length {n}, check S")
            top = t.fetch(f"L[S,{n}]", [[w, c] for w, c in sorted(lang["S", n].items())])
            hits = t.compute("ambiguous", [w for w, c in top if c >= 2], why="strings with two or more trees")
            if t.goto(bool(hits), why="stop at the first length with an ambiguous string"):
                t.state("answer")
                return t.compute("answer", t.fetch("ambiguous", hits)[0], why="alphabetically first")
        raise ValueError("no ambiguous string within max_length")

    def solve(self, data: dict) -> str:
        for n in range(1, data["max_length"] + 1):
            for letters in itertools.product(TERMINALS, repeat=n):
                word = "".join(letters)
                if tree_count(data["rules"], word) >= 2:
                    return word
        raise ValueError("no ambiguous string within max_length")

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = case.answer
        flipped = "".join(rng.choice(TERMINALS) for _ in gold)
        out = [gold[:-1] or "a", gold + rng.choice(TERMINALS)]
        if flipped != gold:
            out.append(flipped)
        return out


BOOTCAMP = GrammarAmbiguityWitness()
