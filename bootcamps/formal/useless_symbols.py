"""Useless nonterminals of a context-free grammar: those that appear in no derivation of a
terminal string from the start symbol S.

A nonterminal is useful when it is productive (derives some terminal string) and reachable
from S through rules whose symbols are all productive; the order matters, since a symbol
reached only through a rule that mentions a non-productive symbol is useless too. Grammars
are drawn until at least one nonterminal is useless and S is useful. The trace computes the
productive set in rounds (one state each), then explores from S over the surviving rules,
one state per nonterminal taken from the stack. The plain solver grows the set of symbols
that occur in some sentential form made only of productive symbols, as a fixpoint over sets.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit import automata2
from bootcamps.kit.logic2 import NameSetAnswer
from bootcamps.trace import Tracer

NONTERMINALS = "SABCDEFG"
TERMINALS = "abc"


@dataclass(frozen=True)
class Config:
    nonterminals: int = 4
    max_productions: int = 2
    max_length: int = 2

    def __post_init__(self) -> None:
        if not 3 <= self.nonterminals <= len(NONTERMINALS):
            raise ValueError(f"nonterminals must be in 3..{len(NONTERMINALS)}, got {self.nonterminals}")
        if not 1 <= self.max_productions <= 5 or not 1 <= self.max_length <= 5:
            raise ValueError(f"max_productions and max_length must be in 1..5, got {self.max_productions}, {self.max_length}")


_INTROS = (
    "Consider this context-free grammar with start symbol S (capital letters are nonterminals, lower-case letters terminals, eps the empty string):",
    "The productions of a grammar with start symbol S are listed below (upper case: nonterminals; lower case: terminals; eps: empty).",
    "A context-free grammar, start symbol S:",
)
_ASKS = (
    "Which nonterminals are useless, i.e. occur in no derivation S =>* w of a string w of terminals?",
    "List the useless nonterminals: those that cannot take part in deriving any terminal string from S (either they derive no terminal string, or they cannot be reached from S without using a symbol that derives none).",
    "A nonterminal is useful if some derivation from S to a string of terminals uses it. Which nonterminals are not useful?",
)


class UselessSymbols(NameSetAnswer, Bootcamp):
    id = "formal/useless_symbols"
    description = "Find the useless nonterminals of a CFG (non-productive, or unreachable through productive rules)"
    Config = Config
    LEVELS = {
        "1": Config(nonterminals=3, max_productions=2, max_length=2),
        "2": Config(nonterminals=4, max_productions=2, max_length=3),
        "3": Config(nonterminals=5, max_productions=3, max_length=3),
        "4": Config(nonterminals=6, max_productions=3, max_length=3),
        "5": Config(nonterminals=8, max_productions=3, max_length=4),
    }
    fold_case = False  # S and s would be different symbols

    def names(self, data: dict) -> list[str]:
        return list(data["nonterminals"])

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        names = NONTERMINALS[: config.nonterminals]
        while True:
            rules = automata2.random_grammar(rng, names, TERMINALS, config.max_productions, config.max_length,
                                             eps_p=0.05, nonterminal_p=0.55)
            data = {"nonterminals": names, "rules": rules}
            gold = self.solve(data)
            if gold and "S" not in gold and len(names) - len(gold) >= 2:  # S reaches something useful
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [rng.choice(_INTROS)]
        lines += automata2.render_grammar(data["rules"], data["nonterminals"])
        lines.append(rng.choice(_ASKS))
        lines.append(answer_instruction("the nonterminals in any order, each once, like {B, D}"))
        return "\n".join(lines)

    def format_answer(self, answer: list[str]) -> str:
        return "{" + ", ".join(answer) + "}"

    def program(self, t: Tracer, data: dict) -> list[str]:
        rules, names = data["rules"], data["nonterminals"]
        good: list[str] = []
        round_no = 0
        while True:
            round_no += 1
            t.state(f"productive round {round_no}")
            before = t.fetch("productive", good)
            grown = sorted({left for left, right in rules if all(not s.isupper() or s in before for s in right)} | set(before),
                           key=names.index)
            good = t.compute("productive", grown, why="rules whose right side uses only terminals and productive symbols")
            if not t.compute("grew", len(good) > len(before)):
                break
        seen = ["S"]
        stack = ["S"]
        while stack:
            x = stack.pop()
            t.state(f"expand {x}")
            usable = [right for left, right in rules if left == x and all(not s.isupper() or s in good for s in right)]
            new = [s for right in usable for s in right if s.isupper() and s not in seen]
            new = t.compute("newly reached", sorted(set(new), key=names.index))
            seen = t.compute("reached", sorted(set(seen) | set(new), key=names.index))
            stack.extend(new)
        t.state("answer")
        useful = t.fetch("reached", seen)
        return t.compute("answer", [x for x in names if x not in useful])

    def solve(self, data: dict) -> list[str]:
        rules, names = data["rules"], data["nonterminals"]
        good = automata2.productive(rules)
        useful = automata2.reachable(rules, "S", allowed=good) if "S" in good else set()
        return [x for x in names if x not in useful]


BOOTCAMP = UselessSymbols()
