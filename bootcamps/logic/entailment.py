"""Propositional entailment: do the premises logically imply the conclusion? Answer "valid",
or give a countermodel (an assignment making every premise true and the conclusion false).

About half the arguments are valid: the generator builds some from a valid core (modus
ponens or tollens, hypothetical or disjunctive syllogism, constructive dilemma) plus noise
premises, and others at random. Any countermodel passes: the verifier evaluates the premises
and the conclusion on it. The trace walks the truth table one row per state, evaluating the
premises in order and stopping a row at the first false one; it stops at the first
countermodel. The plain solver searches with the premises and the negated conclusion as a
conjunction, short-circuiting differently.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit import boolexpr
from bootcamps.kit.literal import strict_word
from bootcamps.trace import Tracer

VALID = "valid"
_VALID_WORDS = {w: VALID for w in ("valid", "entailed", "it is valid", "the argument is valid")}
LETTERS = "abcdefghkmnpqrsuvwxyz"  # no i, l, o, t: they read like 1, 0 or a truth word


@dataclass(frozen=True)
class Config:
    variables: int = 2
    premises: int = 2
    depth: int = 1

    def __post_init__(self) -> None:
        if not 2 <= self.variables <= 8:
            raise ValueError(f"variables must be in 2..8, got {self.variables}")
        if not 1 <= self.premises <= 6:
            raise ValueError(f"premises must be in 1..6, got {self.premises}")
        if not 1 <= self.depth <= 3:
            raise ValueError(f"depth must be in 1..3, got {self.depth}")


def v(name: str) -> list:
    return ["var", name]


def neg(f: list) -> list:
    return ["not", f]


def valid_core(rng: random.Random, names: list[str]) -> tuple[list[list], list]:
    """Premises and conclusion of a classic valid argument form over random variables."""
    a, b, c, d = (v(x) for x in rng.sample(names, 4)) if len(names) >= 4 else (v(x) for x in (names * 2)[:4])
    form = rng.randrange(5)
    if form == 0:
        return [["imp", a, b], a], b  # modus ponens
    if form == 1:
        return [["imp", a, b], neg(b)], neg(a)  # modus tollens
    if form == 2:
        return [["imp", a, b], ["imp", b, c]], ["imp", a, c]  # hypothetical syllogism
    if form == 3:
        return [["or", a, b], neg(a)], b  # disjunctive syllogism
    return [["imp", a, c], ["imp", b, d], ["or", a, b]], ["or", c, d]  # constructive dilemma


def countermodels(premises: list[list], conclusion: list, names: list[str]):
    for env in boolexpr.rows(names):
        if not boolexpr.evaluate(conclusion, env) and all(boolexpr.evaluate(p, env) for p in premises):
            yield env


_INTROS = (
    "Premises:",
    "Consider the argument with these premises:",
    "Assume all of the following formulas are true:",
)
_ASKS = (
    "Conclusion: {c}\nDoes the conclusion follow from the premises?",
    "Is it valid to conclude {c}?",
    "Must {c} then be true?",
)


class Entailment(Bootcamp):
    id = "logic/entailment"
    description = "Propositional entailment: answer valid, or give a countermodel where the premises hold and the conclusion fails"
    Config = Config
    LEVELS = {
        "1": Config(variables=3, premises=2, depth=1),
        "2": Config(variables=3, premises=3, depth=2),
        "3": Config(variables=4, premises=3, depth=2),
        "4": Config(variables=5, premises=4, depth=2),
        "5": Config(variables=6, premises=5, depth=2),
    }
    unique_answer = False  # any countermodel is right

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        names = sorted(rng.sample(LETTERS, config.variables))
        if rng.random() < 0.5:
            premises, conclusion = valid_core(rng, names)
            premises = [*premises]
            if rng.random() < 0.4:  # break the form: drop one premise (the argument may become invalid)
                premises.pop(rng.randrange(len(premises)))
        else:
            premises = []
            conclusion = boolexpr.random_formula(rng, names, config.depth)
        while len(premises) < config.premises:
            premises.append(boolexpr.random_formula(rng, names, config.depth))
        rng.shuffle(premises)
        data = {"names": names, "premises": premises, "conclusion": conclusion}
        if not any(True for _ in boolexpr.rows(names) if all(boolexpr.evaluate(p, _) for p in premises)):
            return self.generate(config, rng)  # inconsistent premises make everything valid: redraw
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [rng.choice(_INTROS)]
        lines += [f"P{i + 1}: {boolexpr.render(p)}" for i, p in enumerate(data["premises"])]
        lines.append(rng.choice(_ASKS).format(c=boolexpr.render(data["conclusion"])))
        lines.append(boolexpr.LEGEND)
        vs = ", ".join(data["names"])
        lines.append(answer_instruction(f'the word "{VALID}" if it follows in every case, or else a countermodel giving every '
                                        f'variable ({vs}) a value, like "{data["names"][0]}=1, {data["names"][1]}=0, ..."'))
        return "\n".join(lines)

    def check(self, data: dict, answer: str, text: str) -> float:
        if answer == VALID:
            return 1.0 if strict_word(text, _VALID_WORDS) == VALID else 0.0
        env = boolexpr.parse_assignment(text, data["names"])
        if env is None:
            return 0.0
        holds = all(boolexpr.evaluate(p, env) for p in data["premises"])
        return 1.0 if holds and not boolexpr.evaluate(data["conclusion"], env) else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        names = case.data["names"]
        wrong = [env for env in boolexpr.rows(names) if self.check(case.data, case.answer, boolexpr.render_assignment(env)) < 1.0]
        out = [boolexpr.render_assignment(env) for env in rng.sample(wrong, min(2, len(wrong)))]
        if case.answer != VALID:
            out.append(VALID)
        return out

    def program(self, t: Tracer, data: dict) -> str:
        names, premises, conclusion = data["names"], data["premises"], data["conclusion"]
        for env in boolexpr.rows(names):
            t.state("row " + "".join(str(int(env[n])) for n in names))
            ok = True
            for i, p in enumerate(premises):
                if not t.compute(f"P{i + 1}", boolexpr.evaluate(p, env)):
                    ok = False
                    break
            if not ok:
                continue
            if not t.compute("conclusion", boolexpr.evaluate(conclusion, env)):
                t.state("answer")
                return t.compute("answer", boolexpr.render_assignment(env))
        t.state("answer")
        return t.compute("answer", VALID, why="no row makes every premise true and the conclusion false")

    def solve(self, data: dict) -> str:
        names = data["names"]
        for env in countermodels(data["premises"], data["conclusion"], names):
            return boolexpr.render_assignment(env)
        return VALID


BOOTCAMP = Entailment()
