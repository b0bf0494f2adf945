"""How many different strings of length n does a context-free grammar generate?

Grammars have no empty and no unit productions: every rule is a single terminal or a sequence
of two or three symbols, so each string of length m is built from strictly shorter pieces. The
grammars are drawn ambiguous (some strings of length n have two or more parse trees), so
counting derivations or parse trees (``formal/parse_tree_count`` counts them for one string)
overcounts: the question is the size of the language's slice of length n, each string once.
Unlike ``formal/regex_count`` the language need not be regular.

The trace is bottom-up by length: one state per (length m, nonterminal X) with X deriving some
string of length m, fetching the sets already found for the shorter pieces and computing the
set of strings of length m that X derives, rule by rule; the last state counts S's set. The
plain solver is a memoised top-down recursion over (symbols, length). The tests check golds by
brute force: every string over the alphabet of length n, tested for membership by a separate
memoised recursive-descent recogniser.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, Case, IntegerAnswer, answer_instruction
from bootcamps.kit.automata2 import render_grammar
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    nonterminals: int = 2
    terminals: int = 2
    max_rules: int = 3  # right sides per nonterminal
    min_n: int = 3
    max_n: int = 4
    max_chars: int = 20_000  # all sets together, to keep the trace readable

    def __post_init__(self) -> None:
        if not 2 <= self.nonterminals <= 5:
            raise ValueError(f"nonterminals must be in 2..5, got {self.nonterminals}")
        if self.terminals not in (2, 3):
            raise ValueError(f"terminals must be 2 or 3, got {self.terminals}")
        if not 2 <= self.max_rules <= 5:
            raise ValueError(f"max_rules must be in 2..5, got {self.max_rules}")
        if not 2 <= self.min_n <= self.max_n <= 10:
            raise ValueError(f"need 2 <= min_n <= max_n <= 10, got {self.min_n}, {self.max_n}")
        if not 1_000 <= self.max_chars <= 60_000:
            raise ValueError(f"max_chars must be in 1000..60000, got {self.max_chars}")


def _grammar(rng: random.Random, names: str, letters: str, max_rules: int) -> list[list]:
    rules: list[list] = []
    for left in names:
        rights: list[list[str]] = [[rng.choice(letters)]]  # every nonterminal has a terminal rule
        for _ in range(rng.randint(1, max_rules - 1)):
            right = [rng.choice(names) if rng.random() < 0.55 else rng.choice(letters)
                     for _ in range(rng.choice((2, 2, 3)))]
            if right not in rights:
                rights.append(right)
        rng.shuffle(rights)
        rules += [[left, right] for right in rights]
    return rules


def _splits(total: int, parts: int):
    """Ordered ways to write ``total`` as ``parts`` positive integers."""
    if parts == 1:
        yield (total,)
        return
    for first in range(1, total - parts + 2):
        for rest in _splits(total - first, parts - 1):
            yield (first, *rest)


def _tables(rules: list[list], names: str, n: int) -> tuple[dict, dict]:
    """sets[(X, m)]: strings of length m that X derives; trees[(X, m)]: their parse trees, summed."""
    sets: dict[tuple[str, int], set[str]] = {}
    trees: dict[tuple[str, int], int] = {}

    def piece(sym: str, m: int) -> tuple[set[str], int]:
        if sym.islower():
            return ({sym}, 1) if m == 1 else (set(), 0)
        return sets.get((sym, m), set()), trees.get((sym, m), 0)

    for m in range(1, n + 1):
        for x in names:
            out: set[str] = set()
            count = 0
            for left, right in rules:
                if left != x:
                    continue
                for split in _splits(m, len(right)):
                    parts = [piece(s, k) for s, k in zip(right, split)]
                    if not all(p[0] for p in parts):
                        continue
                    strings = [""]
                    ways = 1
                    for strs, c in parts:
                        strings = [a + b for a in strings for b in strs]
                        ways *= c
                    out.update(strings)
                    count += ways
            if out:
                sets[(x, m)], trees[(x, m)] = out, count
    return sets, trees


_INTROS = (
    "A context-free grammar with start symbol S (capital letters are nonterminals, lower-case letters are "
    "terminals; | separates alternative right sides):",
    "Consider this grammar. S is the start symbol, upper-case letters are variables and lower-case letters are "
    "terminal symbols:",
    "Here are the productions of a context-free grammar (start symbol S; nonterminals are capitals, terminals are "
    "small letters):",
)
_QUESTIONS = (
    "How many different strings of length exactly {n} can be derived from S? A string with several derivations "
    "counts once.",
    "Count the distinct terminal strings of length {n} in the language of this grammar (each string once, however "
    "many ways it can be derived).",
    "The grammar is ambiguous. How many distinct words of length {n} does it generate from S?",
)


class CfgStringCount(IntegerAnswer, Bootcamp):
    id = "formal/cfg_string_count"
    description = "Count the distinct strings of length n that an ambiguous context-free grammar generates"
    Config = Config
    LEVELS = {
        "1": Config(nonterminals=2, terminals=2, max_rules=3, min_n=3, max_n=4, max_chars=6_000),
        "2": Config(nonterminals=2, terminals=2, max_rules=3, min_n=4, max_n=5, max_chars=12_000),
        "3": Config(nonterminals=3, terminals=2, max_rules=3, min_n=5, max_n=6, max_chars=20_000),
        "4": Config(nonterminals=3, terminals=2, max_rules=4, min_n=6, max_n=7, max_chars=16_000),
        "5": Config(nonterminals=4, terminals=3, max_rules=4, min_n=6, max_n=8, max_chars=22_000),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        names = "SABC"[: config.nonterminals]
        letters = "abc"[: config.terminals]
        while True:
            rules = _grammar(rng, names, letters, config.max_rules)
            n = rng.randint(config.min_n, config.max_n)
            sets, trees = _tables(rules, names, n)
            count = len(sets.get(("S", n), ()))
            if count < 2 or count == len(letters) ** n or trees[("S", n)] == count:
                continue  # too few, everything, or no string counted twice by its derivations
            if sum(len(v) * (len(k) + 3 + k[1]) for k, v in sets.items()) > config.max_chars:
                continue
            return {"rules": rules, "nonterminals": names, "alphabet": letters, "n": n}, count

    def prompt(self, data: dict, rng: random.Random) -> str:
        return "\n".join([
            rng.choice(_INTROS),
            *render_grammar(data["rules"], data["nonterminals"]),
            rng.choice(_QUESTIONS).format(n=data["n"]),
            answer_instruction("one integer"),
        ])

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = case.answer
        trees = _tables(case.data["rules"], case.data["nonterminals"], case.data["n"])[1][("S", case.data["n"])]
        return [str(w) for w in {gold + 1, gold - 1, trees} if w != gold]

    def program(self, t: Tracer, data: dict) -> int:
        rules, names, n = data["rules"], data["nonterminals"], data["n"]
        sets: dict[tuple[str, int], list[str]] = {}

        fetched: dict[tuple[str, int], list[str]] = {}  # what this state has read already

        def read(sym: str, m: int) -> list[str]:
            if sym.islower():
                return [sym] if m == 1 else []
            key = (sym, m)
            if key not in fetched:
                fetched[key] = t.fetch(f"L({sym},{m})", sets[key]) if key in sets else []
            return fetched[key]

        for m in range(1, n + 1):
            for x in names:
                found: set[str] = set()
                stated = False
                for left, right in rules:
                    if left != x:
                        continue
                    for split in _splits(m, len(right)):
                        if any(s.isupper() and (s, k) not in sets for s, k in zip(right, split)) or \
                                any(s.islower() and k != 1 for s, k in zip(right, split)):
                            continue
                        if not stated:
                            t.state(f"strings of length {m} from {x}")
                            stated = True
                            fetched.clear()
                        strings = [""]
                        for s, k in zip(right, split):
                            strings = [a + b for a in strings for b in read(s, k)]
                        form = " ".join(right)
                        t.compute(f"{form} split {'+'.join(map(str, split))}", sorted(set(strings)))
                        found.update(strings)
                if found:
                    sets[(x, m)] = t.compute(f"L({x},{m})", sorted(found), why="union, each string once")
        t.state("answer")
        final = t.fetch(f"L(S,{n})", sets.get(("S", n), []))
        return t.compute("answer", len(final), why="count the distinct strings")

    def solve(self, data: dict) -> int:
        # Top-down: the strings of length m that a sequence of symbols derives, memoised.
        by_left: dict[str, list[tuple[str, ...]]] = {}
        for left, right in data["rules"]:
            by_left.setdefault(left, []).append(tuple(right))

        @lru_cache(maxsize=None)
        def derive(symbols: tuple[str, ...], m: int) -> frozenset[str]:
            if m < len(symbols):
                return frozenset()
            if len(symbols) == 1:
                sym = symbols[0]
                if sym.islower():
                    return frozenset({sym}) if m == 1 else frozenset()
                return frozenset().union(*(derive(r, m) for r in by_left.get(sym, [])))
            out: set[str] = set()
            for k in range(1, m - len(symbols) + 2):
                head = derive(symbols[:1], k)
                if head:
                    tail = derive(symbols[1:], m - k)
                    out.update(a + b for a in head for b in tail)
            return frozenset(out)

        return len(derive(("S",), data["n"]))


BOOTCAMP = CfgStringCount()
