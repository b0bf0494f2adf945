"""Answer-set programming: the unique stable model of a normal logic program with negation as
failure.

Rules read ``h :- a, b, not c.`` (h holds if a and b hold and c cannot be derived); facts are
rules with empty bodies. A set M of atoms is a stable model when it equals the least model of
the reduct of the program by M: drop every rule with ``not c`` for some c in M, then delete the
remaining ``not`` literals. The generator keeps programs with exactly one stable model (and at
least one rule blocked by ``not``), so the answer is a set of atoms. Unlike Datalog or Horn
chaining, negation makes the fixpoint a guess-and-check. The trace guesses which atoms that
occur under ``not`` are true, computes the reduct's least model for the guess, and keeps the
guess when that model agrees with it. The plain solver tests every subset of atoms; the tests
check golds with z3 (Clark completion plus a level ranking for support).
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.logic2 import NameSetAnswer
from bootcamps.trace import Tracer

ATOMS = "abcdefghijk"


@dataclass(frozen=True)
class Config:
    atoms: int = 4
    rules: int = 4

    def __post_init__(self) -> None:
        if not 3 <= self.atoms <= len(ATOMS):
            raise ValueError(f"atoms must be in 3..{len(ATOMS)}, got {self.atoms}")
        if not 2 <= self.rules <= 30:
            raise ValueError(f"rules must be in 2..30, got {self.rules}")


def rule_text(rule: list) -> str:
    head, pos, neg = rule
    body = list(pos) + [f"not {a}" for a in neg]
    return f"{head}." if not body else f"{head} :- {', '.join(body)}."


def least_model(rules: list, blocked_by: set[str]) -> list[str]:
    """Least model of the reduct: rules with a ``not c`` for c in ``blocked_by`` are dropped."""
    model: set[str] = set()
    changed = True
    while changed:
        changed = False
        for head, pos, neg in rules:
            if head not in model and not set(neg) & blocked_by and set(pos) <= model:
                model.add(head)
                changed = True
    return sorted(model)


def models_by_guess(rules: list) -> list[list[str]]:
    """Stable models via guesses over the atoms that occur under 'not' (fast for generation)."""
    negated = sorted({a for _, _, neg in rules for a in neg})
    out = []
    for bits in itertools.product((False, True), repeat=len(negated)):
        guess = [a for a, b in zip(negated, bits) if b]
        model = least_model(rules, set(guess))
        if [a for a in negated if a in model] == guess:
            out.append(model)
    return out


class StableModel(NameSetAnswer, Bootcamp):
    id = "logic/stable_model"
    description = "The unique stable model (answer set) of a normal logic program with negation as failure"
    Config = Config
    fold_case = False
    LEVELS = {
        "1": Config(atoms=4, rules=4),
        "2": Config(atoms=5, rules=6),
        "3": Config(atoms=6, rules=8),
        "4": Config(atoms=7, rules=10),
        "5": Config(atoms=8, rules=12),
    }

    def names(self, data: dict) -> list[str]:
        return list(ATOMS[: data["atoms"]])

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        atoms = ATOMS[: config.atoms]
        while True:
            rules = [[rng.choice(atoms), [], []]]  # one fact at least
            for _ in range(config.rules - 1):
                head = rng.choice(atoms)
                others = [a for a in atoms if a != head]
                size = rng.choice((1, 1, 2, 2, 3))
                body = rng.sample(others, min(size, len(others)))
                n_neg = rng.randint(1, len(body)) if rng.random() < 0.7 else 0
                rules.append([head, sorted(body[n_neg:]), sorted(body[:n_neg])])
            unique = {rule_text(r): r for r in rules}
            rules = [unique[k] for k in sorted(unique, key=lambda k: (len(k), k))]
            data = {"atoms": config.atoms, "rules": rules}
            models = models_by_guess(rules)
            if len(models) != 1 or not models[0]:
                continue
            model = set(models[0])
            if any(set(neg) & model and set(pos) <= model for _, pos, neg in rules):  # negation matters
                return data, models[0]

    def _models(self, data: dict) -> list[list[str]]:
        atoms, rules = ATOMS[: data["atoms"]], data["rules"]
        out = []
        for r in range(len(atoms) + 1):
            for combo in itertools.combinations(atoms, r):
                if least_model(rules, set(combo)) == list(combo):
                    out.append(list(combo))
        return out

    def prompt(self, data: dict, rng: random.Random) -> str:
        intro = rng.choice((
            "A normal logic program (answer-set programming) over the atoms {atoms}:",
            "Consider this logic program with negation as failure; its atoms are {atoms}:",
            "Here is an ASP program. Atoms: {atoms}. Rules:",
        )).format(atoms=", ".join(self.names(data)))
        rules = "\n".join(rule_text(r) for r in data["rules"])
        semantics = rng.choice((
            "A set M of atoms is a stable model if, after deleting every rule that has 'not x' with x in M and then "
            "erasing the remaining 'not' literals, the least model of what is left (apply the rules from the facts "
            "until nothing changes) is exactly M.",
            "Stable model semantics: for a candidate set M, form the reduct (drop rules containing 'not x' for some x "
            "in M; remove 'not' literals from the others); M is stable when the atoms derivable from the reduct are "
            "precisely M.",
            "Gelfond-Lifschitz: M is an answer set when M equals the least model of the program reduced by M (rules "
            "blocked by a 'not x' with x in M are removed, other negative literals are dropped).",
        ))
        ask = rng.choice(("This program has exactly one stable model. What is it?",
                          "The program has a single answer set. Which atoms are true in it?",
                          "Give the unique stable model of the program."))
        return "\n".join([intro, rules, semantics, ask,
                          answer_instruction("the atoms of the stable model in any order, each once, like {a, d}")])

    def format_answer(self, answer: list[str]) -> str:
        return "{" + ", ".join(answer) + "}"

    def program(self, t: Tracer, data: dict) -> list[str]:
        rules = data["rules"]
        negated = sorted({a for _, _, neg in rules for a in neg})
        found: list[str] = []
        for bits in itertools.product((False, True), repeat=len(negated)):
            guess = [a for a, b in zip(negated, bits) if b]
            t.state("guess true among negated atoms: " + (" ".join(guess) or "none"))
            model = t.compute("least model of reduct", least_model(rules, set(guess)))
            agrees = t.compute("agrees", [a for a in negated if a in model] == guess)
            if agrees and not found:
                found = t.compute("stable model", model)
        t.state("answer")
        return t.compute("answer", t.fetch("stable model", found))

    def solve(self, data: dict) -> list[str]:
        return self._models(data)[0]


BOOTCAMP = StableModel()
