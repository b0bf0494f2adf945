"""FOLLOW set of a nonterminal in a context-free grammar with epsilon productions.

FOLLOW(X) holds the terminals that can appear right after X in some sentential form derived
from the start symbol S, plus the end marker $ when X can end one. It needs nullability and
FIRST first, then its own fixpoint: for every rule A -> u X v, FIRST(v) goes into FOLLOW(X),
and when v is nullable so does all of FOLLOW(A). The trace states nullability and FIRST once,
then runs rounds over every occurrence of a nonterminal on a right side, one state each,
until a round changes nothing. The plain solver builds the "FOLLOW(A) flows into FOLLOW(X)"
graph and collects, for the asked nonterminal, the direct contributions of every
nonterminal that reaches it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit import automata2
from bootcamps.kit.logic2 import NameSetAnswer
from bootcamps.trace import Tracer

NONTERMINALS = "SABCDE"
TERMINALS = "abcd"
END = "$"


@dataclass(frozen=True)
class Config:
    nonterminals: int = 3
    max_productions: int = 2
    max_length: int = 3

    def __post_init__(self) -> None:
        if not 2 <= self.nonterminals <= len(NONTERMINALS):
            raise ValueError(f"nonterminals must be in 2..{len(NONTERMINALS)}, got {self.nonterminals}")
        if not 1 <= self.max_productions <= 5 or not 1 <= self.max_length <= 5:
            raise ValueError(f"max_productions and max_length must be in 1..5, got {self.max_productions}, {self.max_length}")


def occurrences(rules: list[list]) -> list[tuple[int, int]]:
    """(rule index, position) of every nonterminal on a right side."""
    return [(k, i) for k, (_, right) in enumerate(rules) for i, s in enumerate(right) if s.isupper()]


_INTROS = (
    "Consider this context-free grammar with start symbol S (capital letters are nonterminals, a-d are terminals, eps is the empty string):",
    "A grammar with start symbol S has the productions below; upper-case letters are nonterminals, lower-case letters terminals, and eps the empty right side.",
    "Here are the productions of a context-free grammar (start symbol S; eps = empty string):",
)
_ASKS = (
    "Compute FOLLOW({x}): the terminals that can come immediately after {x} in some string derived from S, plus $ if {x} can be at the very end.",
    "What is FOLLOW({x})? Include every terminal that can directly follow {x} in a sentential form derived from S, and the end marker $ when {x} can end one.",
)


class FollowSets(NameSetAnswer, Bootcamp):
    id = "formal/follow_sets"
    description = "Compute the FOLLOW set (with end marker $) of a nonterminal in a random CFG with epsilon productions"
    Config = Config
    LEVELS = {
        "1": Config(nonterminals=2, max_productions=2, max_length=3),
        "2": Config(nonterminals=3, max_productions=2, max_length=3),
        "3": Config(nonterminals=4, max_productions=3, max_length=3),
        "4": Config(nonterminals=5, max_productions=3, max_length=4),
        "5": Config(nonterminals=6, max_productions=4, max_length=4),
    }

    def names(self, data: dict) -> list[str]:
        return list(TERMINALS) + [END]

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        names = NONTERMINALS[: config.nonterminals]
        while True:
            rules = automata2.random_grammar(rng, names, TERMINALS, config.max_productions, config.max_length)
            if automata2.productive(rules) != set(names) or automata2.reachable(rules, "S") != set(names):
                continue
            target = rng.choice(names[1:]) if rng.random() < 0.8 else "S"
            data = {"nonterminals": names, "rules": rules, "target": target}
            gold = self.solve(data)
            if len(gold) >= 2:
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [rng.choice(_INTROS)]
        lines += automata2.render_grammar(data["rules"], data["nonterminals"])
        lines.append(rng.choice(_ASKS).format(x=data["target"]))
        lines.append(answer_instruction("the symbols in any order, each once, like {a, c, $}"))
        return "\n".join(lines)

    def format_answer(self, answer: list[str]) -> str:
        return "{" + ", ".join(answer) + "}"

    def program(self, t: Tracer, data: dict) -> list[str]:
        rules, names = data["rules"], data["nonterminals"]
        t.state("nullable and FIRST")
        null = automata2.nullable(rules)
        t.compute("nullable", sorted(null, key=names.index))
        first = automata2.first_sets(rules)
        for x in names:
            first[x] = set(t.compute(f"FIRST({x})", sorted(first[x])))
        follow: dict[str, list[str]] = {x: ([END] if x == "S" else []) for x in names}
        changed, round_no = True, 0
        while changed:
            changed, round_no = False, round_no + 1
            for k, i in occurrences(rules):
                left, right = rules[k]
                x = right[i]
                t.state(f"round {round_no}: {x} in {left} -> {' '.join(right)} at {i + 1}")
                tail, tail_null = automata2.first_of_sequence(right[i + 1 :], first, null)
                add = t.compute("FIRST(rest)", sorted(tail))
                if t.compute("rest nullable", tail_null):
                    add = sorted(set(add) | set(t.fetch(f"FOLLOW({left})", follow[left])))
                before = t.fetch(f"FOLLOW({x})", follow[x])
                after = sorted(set(before) | set(add), key=self._order)
                follow[x] = t.compute(f"FOLLOW({x})", after)
                changed = changed or after != before
        t.state("answer")
        return t.compute("answer", t.fetch(f"FOLLOW({data['target']})", follow[data["target"]]))

    @staticmethod
    def _order(symbol: str) -> int:
        return (TERMINALS + END).index(symbol)

    def solve(self, data: dict) -> list[str]:
        rules = data["rules"]
        null = automata2.nullable(rules)
        first = automata2.first_sets(rules)
        direct: dict[str, set[str]] = {x: set() for x in data["nonterminals"]}
        direct["S"].add(END)
        flows: dict[str, set[str]] = {x: set() for x in data["nonterminals"]}  # A -> {X: FOLLOW(A) <= FOLLOW(X)}
        for left, right in rules:
            for i, s in enumerate(right):
                if s.isupper():
                    tail, tail_null = automata2.first_of_sequence(right[i + 1 :], first, null)
                    direct[s] |= tail
                    if tail_null:
                        flows[left].add(s)
        target = data["target"]
        found: set[str] = set()
        for a in data["nonterminals"]:  # every A whose FOLLOW flows into the target's
            seen, stack = {a}, [a]
            while stack:
                for b in flows[stack.pop()]:
                    if b not in seen:
                        seen.add(b)
                        stack.append(b)
            if target in seen:
                found |= direct[a]
        return sorted(found, key=self._order)


BOOTCAMP = FollowSets()
