"""Context-free membership: which strings does a grammar in Chomsky normal form generate?

Rules have the forms X -> Y Z and X -> a; the start symbol is S. The traced solver is the
CYK algorithm: for every substring, shortest first, one state computes the set of
nonterminals that derive it from the sets of its two parts at each split point. The plain
solver is a memoised top-down search.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer

NONTERMINALS = "SABCDE"


@dataclass(frozen=True)
class Config:
    nonterminals: int = 3
    binary_rules: int = 4
    strings: int = 4
    max_len: int = 4

    def __post_init__(self) -> None:
        if not 2 <= self.nonterminals <= len(NONTERMINALS):
            raise ValueError(f"nonterminals must be in 2..{len(NONTERMINALS)}, got {self.nonterminals}")
        if not 1 <= self.binary_rules <= 20:
            raise ValueError(f"binary_rules must be in 1..20, got {self.binary_rules}")
        if not 2 <= self.strings <= 10 or not 2 <= self.max_len <= 12:
            raise ValueError(f"strings must be in 2..10 and max_len in 2..12, got {self.strings}, {self.max_len}")


def derives(grammar: dict, nt: str, s: str) -> bool:
    """Top-down: can ``nt`` derive ``s``? (memoised over (nonterminal, substring))."""

    @lru_cache(maxsize=None)
    def go(x: str, w: str) -> bool:
        if len(w) == 1:
            return w in grammar["terminal"].get(x, [])
        return any(go(y, w[:k]) and go(z, w[k:]) for y, z in grammar["binary"].get(x, []) for k in range(1, len(w)))

    return go(nt, s)


def sample(rng: random.Random, grammar: dict, max_len: int) -> str | None:
    """A random derivation from S, or ``None`` if it grows past ``max_len``."""
    form = ["S"]
    for _ in range(4 * max_len):
        idx = [i for i, x in enumerate(form) if x in NONTERMINALS]
        if not idx:
            return "".join(form)
        i = rng.choice(idx)
        x = form[i]
        options = [[t] for t in grammar["terminal"].get(x, [])] + [list(p) for p in grammar["binary"].get(x, [])]
        if len(form) >= max_len:
            options = [[t] for t in grammar["terminal"].get(x, [])] or options
        form[i : i + 1] = rng.choice(options)
        if len(form) > max_len:
            return None
    return None


_INTROS = (
    "A context-free grammar in Chomsky normal form has start symbol S and these rules:",
    "Consider the grammar below (start symbol S; uppercase letters are nonterminals, lowercase letters are terminals).",
    "Here is a CNF grammar whose start symbol is S:",
)


class Cyk(IntSequenceAnswer, Bootcamp):
    id = "formal/cyk"
    description = "Decide which strings a Chomsky-normal-form grammar generates (CYK table trace)"
    Config = Config
    LEVELS = {
        "1": Config(nonterminals=3, binary_rules=3, strings=3, max_len=3),
        "2": Config(nonterminals=3, binary_rules=4, strings=4, max_len=4),
        "3": Config(nonterminals=4, binary_rules=6, strings=4, max_len=5),
        "4": Config(nonterminals=5, binary_rules=8, strings=5, max_len=6),
        "5": Config(nonterminals=6, binary_rules=10, strings=5, max_len=8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        names = NONTERMINALS[: config.nonterminals]
        while True:
            binary: dict[str, list[list[str]]] = {}
            for k in range(config.binary_rules):
                head = "S" if k == 0 else rng.choice(names)
                body = [rng.choice(names), rng.choice(names)]
                if body not in binary.get(head, []):
                    binary.setdefault(head, []).append(body)
            terminal: dict[str, list[str]] = {}
            for x in names:
                for t in rng.sample("ab", rng.randint(0 if x == "S" else 1, 1)):
                    terminal.setdefault(x, []).append(t)
            grammar = {"binary": binary, "terminal": terminal}
            if {t for ts in terminal.values() for t in ts} != {"a", "b"}:
                continue  # both letters must be producible, or a "b" gives the answer away
            strings: list[str] = []
            for attempt in range(80):
                if len(strings) == config.strings:
                    break
                s = sample(rng, grammar, config.max_len)
                if s and attempt % 2 == 1:  # a near miss: one letter of a derivable string flipped
                    k = rng.randrange(len(s))
                    s = s[:k] + ("a" if s[k] == "b" else "b") + s[k + 1:]
                if s and 2 <= len(s) <= config.max_len and s not in strings:
                    strings.append(s)
            if len(strings) < config.strings:
                continue
            gold = [i + 1 for i, s in enumerate(strings) if derives(grammar, "S", s)]
            if 0 < len(gold) < len(strings):
                return {"grammar": grammar, "strings": strings}, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        g = data["grammar"]
        lines = [rng.choice(_INTROS)]
        for x in NONTERMINALS:
            options = [" ".join(p) for p in g["binary"].get(x, [])] + g["terminal"].get(x, [])
            if options:
                lines.append(f"  {x} -> {' | '.join(options)}")
        lines.append("Which of these strings can be derived from S?")
        lines += [f"{i + 1}. {s}" for i, s in enumerate(data["strings"])]
        lines.append(answer_instruction('the numbers of the derivable strings in increasing order, comma-separated (like 1, 4), or "none"'))
        return "\n".join(lines)

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer)) if answer else "none"

    def program(self, t: Tracer, data: dict) -> list[int]:
        g = data["grammar"]
        rules = [(x, y, z) for x, bodies in g["binary"].items() for y, z in bodies]
        found: list[int] = []
        for n, s in enumerate(data["strings"], start=1):
            table: dict[tuple[int, int], list[str]] = {}
            for length in range(1, len(s) + 1):
                for i in range(len(s) - length + 1):
                    word = s[i : i + length]
                    t.state(f"string {n} cell {word} at {i + 1}")
                    if length == 1:
                        symbol = t.fetch(f"s{n}[{i + 1}]", s[i])
                        cell = sorted(x for x, ts in g["terminal"].items() if symbol in ts)
                    else:
                        heads: set[str] = set()
                        for k in range(1, length):
                            left = t.fetch(f"T[{s[i:i + k]}@{i + 1}]", table[(i, k)])
                            right = t.fetch(f"T[{s[i + k:i + length]}@{i + k + 1}]", table[(i + k, length - k)])
                            heads |= {x for x, y, z in rules if y in left and z in right}
                        cell = sorted(heads)
                    table[(i, length)] = t.compute(f"T[{word}@{i + 1}]", cell)
            t.state(f"string {n} result")
            top = t.fetch(f"T[{s}@1]", table[(0, len(s))])
            found = t.compute("derivable", found + [n] if "S" in top else found)
        t.state("answer")
        return t.compute("answer", t.fetch("derivable", found))

    def solve(self, data: dict) -> list[int]:
        return [i + 1 for i, s in enumerate(data["strings"]) if derives(data["grammar"], "S", s)]

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        n = len(case.data["strings"])
        gold = list(case.answer)
        others = [i for i in range(1, n + 1) if i not in gold]
        return [self.format_answer(sorted(gold + [rng.choice(others)])), self.format_answer(others)]


BOOTCAMP = Cyk()
