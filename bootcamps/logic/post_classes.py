"""Post's classes: does a Boolean function preserve 0, preserve 1, is it self-dual, monotone,
affine? (A set of connectives is functionally complete exactly when, for each of these five
classes, it has a member outside it.)

Formulas are drawn from three families so every answer occurs: AND/OR without negation
(monotone), XOR/IFF (affine) and all connectives. The trace first tabulates the function, one
state per row, then checks each asked class in one state, recording the first counterexample
it finds (a row, a pair of comparable rows, a pair whose XOR breaks additivity) or none. The
plain solver tests each class from its algebraic normal form and table identities instead.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit import boolexpr
from bootcamps.kit.strings import WordSequenceAnswer
from bootcamps.trace import Tracer

CLASSES = ("preserves 0", "preserves 1", "self-dual", "monotone", "affine")
DEFINITIONS = {
    "preserves 0": "preserves 0: f is 0 when every variable is 0",
    "preserves 1": "preserves 1: f is 1 when every variable is 1",
    "self-dual": "self-dual: flipping every input always flips the output",
    "monotone": "monotone: changing any inputs from 0 to 1 never changes the output from 1 to 0",
    "affine": "affine: f is a XOR of some variables, possibly XOR 1 (its algebraic normal form has no AND terms)",
}
FAMILIES = (("and", "or"), ("xor", "iff"), boolexpr.BINARY)
LETTERS = "pqrsu"


@dataclass(frozen=True)
class Config:
    variables: int = 2
    depth: int = 2

    def __post_init__(self) -> None:
        if not 2 <= self.variables <= len(LETTERS):
            raise ValueError(f"variables must be in 2..{len(LETTERS)}, got {self.variables}")
        if not 1 <= self.depth <= 5:
            raise ValueError(f"depth must be in 1..5, got {self.depth}")


def table_of(formula: list, names: str) -> list[int]:
    """Row r gives names[i] the value of bit i of r."""
    k = len(names)
    return [int(boolexpr.evaluate(formula, {names[i]: bool(r >> i & 1) for i in range(k)})) for r in range(1 << k)]


def counterexample(cls: str, table: list[int]) -> list[int] | None:
    """Rows witnessing that the function is outside ``cls``, or ``None`` when it is inside."""
    full = len(table) - 1
    if cls == "preserves 0":
        return None if table[0] == 0 else [0]
    if cls == "preserves 1":
        return None if table[full] == 1 else [full]
    for x in range(len(table)):
        if cls == "self-dual" and table[x ^ full] == table[x]:
            return [x, x ^ full]
        for y in range(len(table)):
            if cls == "monotone" and x & y == x and table[x] > table[y]:
                return [x, y]
            if cls == "affine" and table[x ^ y] != table[x] ^ table[y] ^ table[0]:
                return [x, y]
    return None


def row_text(r: int, names: str) -> str:
    return "".join(str(r >> i & 1) for i in range(len(names)))


_INTROS = (
    "Let f({vs}) = {f}.",
    "Consider the Boolean function of {vs} given by the formula {f}.",
    "The formula {f} defines a Boolean function f of the variables {vs}.",
)


class PostClasses(WordSequenceAnswer, Bootcamp):
    id = "logic/post_classes"
    description = "Decide Post's five classes for a Boolean function: 0-preserving, 1-preserving, self-dual, monotone, affine"
    Config = Config
    LEVELS = {
        "1": Config(variables=2, depth=2),
        "2": Config(variables=3, depth=2),
        "3": Config(variables=3, depth=3),
        "4": Config(variables=4, depth=3),
        "5": Config(variables=5, depth=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        names = LETTERS[: config.variables]
        family = rng.choice(FAMILIES)
        p_not = 0.0 if family == ("and", "or") else 0.2
        while True:
            formula = boolexpr.random_formula(rng, list(names), config.depth, ops=family, p_not=p_not)
            if len(boolexpr.variables(formula)) == config.variables:
                break
        data = {"names": names, "formula": formula, "asked": rng.sample(CLASSES, len(CLASSES))}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        vs = ", ".join(data["names"])
        lines = [rng.choice(_INTROS).format(vs=vs, f=boolexpr.render(data["formula"])), boolexpr.LEGEND]
        lines.append("Definitions: " + "; ".join(DEFINITIONS[c] for c in data["asked"]) + ".")
        lines.append(rng.choice(("Say for each class, in this order, whether f belongs to it: {cs}.",
                                 "In the order {cs}: does f have the property?",
                                 "Answer yes or no for each of: {cs} (in this order).")).format(cs="; ".join(data["asked"])))
        lines.append(answer_instruction("five words yes or no, comma-separated, in the order asked (like yes, no, no, yes, no)"))
        return "\n".join(lines)

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer)

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        flip = {"yes": "no", "no": "yes"}
        picks = rng.sample(range(len(case.answer)), 3)
        return [", ".join(flip[w] if i == k else w for i, w in enumerate(case.answer)) for k in picks]

    def program(self, t: Tracer, data: dict) -> list[str]:
        names, formula = data["names"], data["formula"]
        table = []
        for r in range(1 << len(names)):
            t.state(f"row {row_text(r, names)}")
            table.append(t.compute(f"f({row_text(r, names)})", int(boolexpr.evaluate(formula, {names[i]: bool(r >> i & 1) for i in range(len(names))}))))
        verdicts = []
        for cls in data["asked"]:
            t.state(f"check {cls}")
            witness = counterexample(cls, table)
            shown = None if witness is None else [row_text(r, names) for r in witness]
            t.compute("counterexample", shown, why=DEFINITIONS[cls])
            verdicts.append(t.compute(cls, "yes" if shown is None else "no"))
        t.state("answer")
        return t.compute("answer", verdicts)

    def solve(self, data: dict) -> list[str]:
        names = data["names"]
        table = table_of(data["formula"], names)
        full = len(table) - 1
        # affine from the algebraic normal form: no coefficient on a product of two or more variables
        coeffs = list(table)
        for i in range(len(names)):
            for r in range(len(coeffs)):
                if r >> i & 1:
                    coeffs[r] ^= coeffs[r ^ (1 << i)]
        member = {
            "preserves 0": table[0] == 0,
            "preserves 1": table[full] == 1,
            "self-dual": all(table[r] != table[full - r] for r in range(len(table))),
            "monotone": all(table[r] <= table[r | (1 << i)] for r in range(len(table)) for i in range(len(names))),
            "affine": all(not c or bin(r).count("1") <= 1 for r, c in enumerate(coeffs)),
        }
        return ["yes" if member[c] else "no" for c in data["asked"]]


BOOTCAMP = PostClasses()
