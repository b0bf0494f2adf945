"""FIRST set of a nonterminal in a context-free grammar (with epsilon productions).

FIRST(X) holds the terminals that can begin a string derived from X, plus eps when X can
derive the empty string. Grammars are random over nonterminals S, A, B, ... and terminals
a, b, c, d, with some empty productions; every nonterminal is productive (derives some
terminal string), so no FIRST set is empty. The traced solver is the usual fixpoint: rounds
over the productions, each state fetching the FIRST sets of a right side's leading symbols
(as far as they are nullable) and computing the left side's enlarged set, until a round
changes nothing. The plain solver computes nullability first and then FIRST as reachability
in the "can start with" graph.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.logic2 import NameSetAnswer
from bootcamps.trace import Tracer

NONTERMINALS = "SABCDE"
TERMINALS = "abcd"
EPS = "eps"


@dataclass(frozen=True)
class Config:
    nonterminals: int = 3
    max_productions: int = 2  # per nonterminal
    max_length: int = 2  # symbols on a right side

    def __post_init__(self) -> None:
        if not 2 <= self.nonterminals <= len(NONTERMINALS):
            raise ValueError(f"nonterminals must be in 2..{len(NONTERMINALS)}, got {self.nonterminals}")
        if not 1 <= self.max_productions <= 5:
            raise ValueError(f"max_productions must be in 1..5, got {self.max_productions}")
        if not 1 <= self.max_length <= 5:
            raise ValueError(f"max_length must be in 1..5, got {self.max_length}")


def productive(rules: list[list]) -> set[str]:
    out: set[str] = set()
    changed = True
    while changed:
        changed = False
        for left, right in rules:
            if left not in out and all(s in TERMINALS or s in out for s in right):
                out.add(left)
                changed = True
    return out


def render_rules(rules: list[list], names: str) -> list[str]:
    lines = []
    for x in names:
        alts = [" ".join(right) if right else "eps" for left, right in rules if left == x]
        lines.append(f"{x} -> {' | '.join(alts)}")
    return lines


_INTROS = (
    "Consider the context-free grammar below (nonterminals are capital letters, terminals are "
    "lower-case, eps is the empty string).",
    "Here is a context-free grammar; capital letters are nonterminals, a, b, c, d are terminals and "
    "eps stands for the empty right side.",
    "A grammar is given by these productions (upper case: nonterminals; lower case: terminals; eps: empty).",
)
_QUESTIONS = (
    "What is FIRST({x}), the set of terminals that can begin a string derived from {x}, with eps "
    "included exactly when {x} can derive the empty string?",
    "Compute FIRST({x}): every terminal that some string derivable from {x} starts with, plus eps "
    "if the empty string is derivable from {x}.",
)


class FirstSets(NameSetAnswer, Bootcamp):
    id = "formal/first_sets"
    description = "Compute the FIRST set of a nonterminal in a random CFG with epsilon productions"
    Config = Config
    LEVELS = {
        "1": Config(nonterminals=3, max_productions=2, max_length=2),
        "2": Config(nonterminals=3, max_productions=3, max_length=3),
        "3": Config(nonterminals=4, max_productions=3, max_length=3),
        "4": Config(nonterminals=5, max_productions=3, max_length=3),
        "5": Config(nonterminals=6, max_productions=4, max_length=4),
    }

    def names(self, data: dict) -> list[str]:
        return list(TERMINALS) + [EPS]

    def check(self, data: dict, answer: list[str], text: str) -> float:
        if len(text) > 400:
            return 0.0
        for spelling in ("ε", "epsilon", "λ"):  # the usual ways to write the empty string
            text = text.replace(spelling, EPS)
        return super().check(data, answer, text)

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        names = NONTERMINALS[: config.nonterminals]
        while True:
            rules: list[list] = []
            for x in names:
                for _ in range(rng.randint(1, config.max_productions)):
                    if rng.random() < 0.2:
                        right: list[str] = []
                    else:
                        right = [rng.choice(names) if rng.random() < 0.5 else rng.choice(TERMINALS)
                                 for _ in range(rng.randint(1, config.max_length))]
                    if [x, right] not in rules:
                        rules.append([x, right])
            if productive(rules) != set(names):
                continue
            target = names[0] if rng.random() < 0.6 else rng.choice(names)
            data = {"nonterminals": names, "rules": rules, "target": target}
            gold = self.solve(data)
            if len(gold) >= 2 or config.nonterminals <= 3:
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [rng.choice(_INTROS)] + render_rules(data["rules"], data["nonterminals"])
        lines.append(rng.choice(_QUESTIONS).format(x=data["target"]))
        lines.append(answer_instruction("the members of the set, each once, separated by commas (for example: a, c, eps)"))
        return "\n".join(lines)

    def program(self, t: Tracer, data: dict) -> list[str]:
        first: dict[str, list[str]] = {x: [] for x in data["nonterminals"]}
        round_ = 0
        changed = True
        while changed and round_ < 50:
            round_ += 1
            changed = False
            for k, (left, right) in enumerate(data["rules"]):
                t.state(f"round {round_} rule {k + 1}")
                acc = list(t.fetch(f"FIRST({left})", first[left]))
                nullable_prefix = True
                for sym in right:
                    if sym in TERMINALS:
                        add = [sym]
                        nullable_prefix = False
                    else:
                        got = t.fetch(f"FIRST({sym})", first[sym])
                        add = [s for s in got if s != EPS]
                        nullable_prefix = EPS in got
                    acc += [s for s in add if s not in acc]
                    if not nullable_prefix:
                        break
                if nullable_prefix and EPS not in acc:
                    acc.append(EPS)
                new = t.compute(f"FIRST({left})", sorted(acc, key=self.names(data).index) if all(s in self.names(data) for s in acc) else acc,
                                why=" ".join(right) or "eps")
                if new != first[left]:
                    changed = True
                first[left] = new
            t.state(f"round {round_} done")
            changed = t.compute("changed", changed)
        t.state("answer")
        return t.compute("answer", t.fetch(f"FIRST({data['target']})", first[data["target"]]))

    def solve(self, data: dict) -> list[str]:
        rules = data["rules"]
        nullable: set[str] = set()
        grew = True
        while grew:
            grew = False
            for left, right in rules:
                if left not in nullable and all(s in nullable for s in right):
                    nullable.add(left)
                    grew = True
        starts: dict[str, set[str]] = {x: set() for x in data["nonterminals"]}  # X -> symbols X can begin with
        for left, right in rules:
            for sym in right:
                starts[left].add(sym)
                if sym not in nullable:
                    break
        reached, stack = set(), [data["target"]]
        while stack:
            x = stack.pop()
            for sym in starts.get(x, ()):
                if sym not in reached:
                    reached.add(sym)
                    stack.append(sym)
        out = [c for c in TERMINALS if c in reached]
        return out + [EPS] if data["target"] in nullable else out

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = set(case.answer)
        flip = rng.choice(self.names(case.data))
        wrong = [sorted(gold ^ {flip}, key=self.names(case.data).index), sorted(gold ^ {EPS}, key=self.names(case.data).index)]
        return [self.format_answer(w) for w in wrong if set(w) != gold and w]


BOOTCAMP = FirstSets()
