"""Evaluate a formula of fuzzy (t-norm) logic exactly: Lukasiewicz, product (Goguen) or Goedel.

Atoms have truth degrees in [0, 1] given as decimals. Negation is 1 - a in every family; the
conjunction is the family's t-norm, the disjunction its dual t-conorm and the implication the
t-norm's residuum: Lukasiewicz max(0, a + b - 1), min(1, a + b), min(1, 1 - a + b); product
a*b, a + b - a*b, and 1 if a <= b else b/a; Goedel min(a, b), max(a, b), and 1 if a <= b else b.
The prompt states the family's operations. The answer is the exact degree of the formula (a
fraction or a terminating decimal). Unlike three-valued logic (logic/kleene_logic), degrees are
arbitrary rationals and the connectives are arithmetic; a case is redrawn when the degree is 0
or 1, so the answer cannot be guessed from the bounds.

The trace evaluates the formula bottom-up, one state per connective; the plain solver runs a
postfix stack machine with the operations written in their dual forms (1 - (1-a)(1-b), ...).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.parse import format_number, parse_number
from bootcamps.trace import Tracer

ATOMS = ("p", "q", "r", "s", "t")
FAMILIES = ("lukasiewicz", "product", "godel")
_SYMBOL = {"and": "&", "or": "|", "imp": "->"}


@dataclass(frozen=True)
class Config:
    atoms: int = 2
    depth: int = 2
    families: tuple[str, ...] = FAMILIES
    step: int = 10  # degrees are multiples of 1/step

    def __post_init__(self) -> None:
        if not 1 <= self.atoms <= len(ATOMS):
            raise ValueError(f"atoms must be in 1..{len(ATOMS)}, got {self.atoms}")
        if not 1 <= self.depth <= 6:
            raise ValueError(f"depth must be in 1..6, got {self.depth}")
        if not self.families or any(f not in FAMILIES for f in self.families):
            raise ValueError(f"families must be a non-empty subset of {FAMILIES}, got {self.families}")
        if self.step not in (10, 20, 100):
            raise ValueError(f"step must be 10, 20 or 100, got {self.step}")


def random_formula(rng: random.Random, atoms: tuple[str, ...], depth: int) -> list:
    if depth == 0 or (depth < 2 and rng.random() < 0.25):
        node = ["atom", rng.choice(atoms)]
    else:
        node = [rng.choice(("and", "or", "imp", "imp")), random_formula(rng, atoms, depth - 1),
                random_formula(rng, atoms, depth - 1)]
    return ["not", node] if rng.random() < 0.2 else node


def render(f: list, top: bool = True) -> str:
    if f[0] == "atom":
        return f[1]
    if f[0] == "not":
        return "~" + render(f[1], False)
    text = f"{render(f[1], False)} {_SYMBOL[f[0]]} {render(f[2], False)}"
    return text if top else f"({text})"


def connective(family: str, kind: str, a: Fraction, b: Fraction = Fraction(0)) -> Fraction:
    if kind == "not":
        return 1 - a
    if family == "lukasiewicz":
        return {"and": max(Fraction(0), a + b - 1), "or": min(Fraction(1), a + b), "imp": min(Fraction(1), 1 - a + b)}[kind]
    if family == "product":
        return {"and": a * b, "or": a + b - a * b, "imp": Fraction(1) if a <= b else b / a}[kind]
    return {"and": min(a, b), "or": max(a, b), "imp": Fraction(1) if a <= b else b}[kind]


def decimal(value: Fraction) -> str:
    """A terminating decimal for ``value`` when it has one, else the fraction a/b."""
    den = value.denominator
    for p in (2, 5):
        while den % p == 0:
            den //= p
    if den != 1:
        return format_number(value)
    digits = 0
    while (value * 10**digits).denominator != 1:
        digits += 1
    text = f"{value.numerator * 10**digits // value.denominator:0{digits + 1}d}"
    return text if not digits else f"{text[:-digits]}.{text[-digits:]}"


_FAMILY_TEXT = {
    "lukasiewicz": ("Lukasiewicz logic: A & B = max(0, A + B - 1), A | B = min(1, A + B), "
                    "A -> B = min(1, 1 - A + B), ~A = 1 - A."),
    "product": ("product logic: A & B = A*B, A | B = A + B - A*B, A -> B = 1 if A <= B and B/A otherwise, "
                "~A = 1 - A."),
    "godel": ("Goedel logic: A & B = min(A, B), A | B = max(A, B), A -> B = 1 if A <= B and B otherwise, "
              "~A = 1 - A."),
}
_INTROS = (
    "In fuzzy logic every statement has a truth degree between 0 and 1. Use {family}",
    "Evaluate a formula of many-valued logic where truth degrees are real numbers in [0, 1], with the connectives of {family}",
    "Fuzzy truth degrees: each atom holds to a degree in [0, 1]. The connectives follow {family}",
)
_ASKS = (
    "What is the exact truth degree of {f}?",
    "Compute the degree of the formula {f} exactly.",
    "Give the exact value of {f} under these degrees.",
)


class FuzzyLogicEval(Bootcamp):
    id = "logic/fuzzy_logic_eval"
    description = "Exact truth degree of a fuzzy-logic formula under Lukasiewicz, product or Goedel connectives"
    Config = Config
    LEVELS = {
        "1": Config(atoms=2, depth=2, families=("lukasiewicz", "godel"), step=10),
        "2": Config(atoms=3, depth=3, step=10),
        "3": Config(atoms=3, depth=4, step=20),
        "4": Config(atoms=4, depth=5, step=20),
        "5": Config(atoms=5, depth=6, step=100),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        atoms = ATOMS[: config.atoms]
        while True:
            values = {a: format_number(Fraction(rng.randint(1, config.step - 1), config.step)) for a in atoms}
            formula = random_formula(rng, atoms, config.depth)
            if formula[0] == "atom" or (formula[0] == "not" and formula[1][0] == "atom"):
                continue
            data = {"family": rng.choice(config.families), "values": values, "formula": formula}
            gold = self.solve(data)
            value = Fraction(gold)
            if 0 < value < 1 and value.denominator <= 10**6:
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        values = {a: decimal(Fraction(v)) for a, v in data["values"].items()}
        lines = [rng.choice(_INTROS).format(family=_FAMILY_TEXT[data["family"]])]
        lines.append("Degrees: " + ", ".join(f"{a} = {v}" for a, v in values.items()))
        lines.append(rng.choice(_ASKS).format(f=render(data["formula"])))
        lines.append(answer_instruction("one exact number, as a decimal or a fraction such as 3/7"))
        return "\n".join(lines)

    def format_answer(self, answer: str) -> str:
        value = parse_number(str(answer))
        return str(answer) if value is None else decimal(value)

    def check(self, data: dict, answer: str, text: str) -> float:
        if len(text) > 60:
            return 0.0
        value, gold = parse_number(text), parse_number(str(answer))
        return 1.0 if value is not None and value == gold else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        family, values = data["family"], {a: Fraction(v) for a, v in data["values"].items()}
        steps = [0]

        def value(g: list) -> Fraction:
            if g[0] == "atom":
                return values[g[1]]
            parts = [value(h) for h in g[1:]]
            steps[0] += 1
            t.state(f"connective {steps[0]} ({g[0]})")
            got = [t.fetch(render(h), v) for h, v in zip(g[1:], parts)]
            return t.compute(render(g), connective(family, g[0], *got), why=f"{family} {g[0]}")

        v = value(data["formula"])
        t.state("answer")
        return t.compute("answer", format_number(t.fetch("value", v)))

    def solve(self, data: dict) -> str:
        family, values = data["family"], {a: Fraction(v) for a, v in data["values"].items()}
        postfix: list = []

        def emit(g: list) -> None:
            for h in g[1:]:
                if isinstance(h, list):
                    emit(h)
            postfix.append(g[0] if g[0] != "atom" else values[g[1]])

        emit(data["formula"])
        stack: list[Fraction] = []
        for item in postfix:
            if isinstance(item, Fraction):
                stack.append(item)
                continue
            b = stack.pop()
            if item == "not":
                stack.append(1 - b)
                continue
            a = stack.pop()
            if item == "and":
                r = {"lukasiewicz": 1 - min(Fraction(1), (1 - a) + (1 - b)), "product": a * b, "godel": min(a, b)}[family]
            elif item == "or":
                r = {"lukasiewicz": 1 - max(Fraction(0), (1 - a) + (1 - b) - 1),
                     "product": 1 - (1 - a) * (1 - b), "godel": max(a, b)}[family]
            elif a <= b:
                r = Fraction(1)
            else:
                r = {"lukasiewicz": 1 - (a - b), "product": b / a, "godel": b}[family]
            stack.append(r)
        return format_number(stack[0])


BOOTCAMP = FuzzyLogicEval()
