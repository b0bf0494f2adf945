"""Evaluate formulas in three-valued logic: Kleene's strong logic or Lukasiewicz's.

Atoms take the values T (true), F (false) or U (unknown). In both logics NOT swaps T and F and
keeps U, AND is the minimum and OR the maximum in the order F < U < T. They differ in the
conditional: Kleene's A -> B is (NOT A) OR B, so U -> U is U, while Lukasiewicz's is T when
A <= B (so U -> U is T). Each case asks for the values of several formulas under one
assignment, naming the logic and giving its tables in the prompt. The trace evaluates each
formula's subformulas bottom-up, one state per connective; the plain solver uses arithmetic
on the values 0, 1/2, 1 instead of tables.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.trace import Tracer

ATOMS = ("p", "q", "r", "s")
ORDER = "FUT"
_SYMBOL = {"and": "&", "or": "|", "imp": "->"}
_WORDS = {"t": "T", "true": "T", "f": "F", "false": "F", "u": "U", "unknown": "U"}


@dataclass(frozen=True)
class Config:
    atoms: int = 2
    formulas: int = 2
    depth: int = 2

    def __post_init__(self) -> None:
        if not 1 <= self.atoms <= len(ATOMS):
            raise ValueError(f"atoms must be in 1..{len(ATOMS)}, got {self.atoms}")
        if not 1 <= self.formulas <= 8:
            raise ValueError(f"formulas must be in 1..8, got {self.formulas}")
        if not 1 <= self.depth <= 6:
            raise ValueError(f"depth must be in 1..6, got {self.depth}")


def random_formula(rng: random.Random, atoms: tuple[str, ...], depth: int) -> list:
    if depth == 0 or (depth < 3 and rng.random() < 0.2):
        node = ["atom", rng.choice(atoms)]
    else:
        node = [rng.choice(("and", "or", "imp", "imp")), random_formula(rng, atoms, depth - 1), random_formula(rng, atoms, depth - 1)]
    return ["not", node] if rng.random() < 0.25 else node


def render(f: list, top: bool = True) -> str:
    if f[0] == "atom":
        return f[1]
    if f[0] == "not":
        return "~" + render(f[1], False)
    text = f"{render(f[1], False)} {_SYMBOL[f[0]]} {render(f[2], False)}"
    return text if top else f"({text})"


def connective(kind: str, logic: str, a: str, b: str = "F") -> str:
    i, j = ORDER.index(a), ORDER.index(b)
    if kind == "not":
        return ORDER[2 - i]
    if kind == "and":
        return ORDER[min(i, j)]
    if kind == "or":
        return ORDER[max(i, j)]
    if logic == "lukasiewicz":
        return "T" if i <= j else ORDER[min(2, 2 - i + j)]
    return ORDER[max(2 - i, j)]


_LOGIC_TEXT = {
    "kleene": "Kleene's strong three-valued logic: A -> B means (~A) | B, so U -> U = U, F -> U = T, U -> F = U, T -> U = U.",
    "lukasiewicz": "Lukasiewicz's three-valued logic: A -> B is T whenever A is not above B in the order F < U < T; "
                   "otherwise T -> U = U, U -> F = U, T -> F = F. (So U -> U = T.)",
}
_INTROS = (
    "Three truth values are in play: T (true), U (unknown) and F (false), ordered F < U < T. "
    "~ swaps T and F and leaves U alone; & takes the smaller value and | the larger.",
    "Work in three-valued logic with values F < U < T. Negation: ~T = F, ~U = U, ~F = T. "
    "Conjunction & is the minimum of its two sides, disjunction | the maximum.",
    "Truth values are T, U (unknown) and F, in the order F < U < T; A & B = min(A, B), "
    "A | B = max(A, B), and ~ maps T to F, F to T and U to U.",
)


class KleeneLogic(Bootcamp):
    id = "logic/kleene_logic"
    description = "Evaluate formulas in three-valued (Kleene or Lukasiewicz) logic with T, U, F"
    Config = Config
    LEVELS = {
        "1": Config(atoms=2, formulas=2, depth=2),
        "2": Config(atoms=3, formulas=3, depth=2),
        "3": Config(atoms=3, formulas=3, depth=3),
        "4": Config(atoms=4, formulas=4, depth=3),
        "5": Config(atoms=4, formulas=5, depth=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        atoms = ATOMS[: config.atoms]
        values = {a: rng.choice(ORDER) for a in atoms}
        if "U" not in values.values():  # the third value is the point of the task
            values[rng.choice(atoms)] = "U"
        formulas = [random_formula(rng, atoms, config.depth) for _ in range(config.formulas)]
        data = {"logic": rng.choice(("kleene", "lukasiewicz")), "values": values, "formulas": formulas}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [rng.choice(_INTROS), _LOGIC_TEXT[data["logic"]]]
        lines.append("Values: " + ", ".join(f"{a} = {v}" for a, v in data["values"].items()))
        lines += [f"F{k + 1}: {render(f)}" for k, f in enumerate(data["formulas"])]
        lines.append(f"What are the values of F1 to F{len(data['formulas'])}, in order?")
        lines.append(answer_instruction("the values as letters T, U or F in order, separated by commas (for example: T, U, F)"))
        return "\n".join(lines)

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(map(str, answer))

    def check(self, data: dict, answer: list[str], text: str) -> float:
        if len(text) > 20 * len(answer) + 20:
            return 0.0
        text = text.strip().rstrip(".").strip()
        if len(text) >= 2 and text[0] in "[(" and text[-1] in "])":
            text = text[1:-1]
        items = [item.strip().strip("'\"").casefold() for item in text.split(",")]
        values = [_WORDS.get(item) for item in items]
        return 1.0 if values == list(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> list[str]:
        logic, values = data["logic"], data["values"]
        out = []
        for k, f in enumerate(data["formulas"]):

            def value(g: list) -> str:
                if g[0] == "atom":
                    return values[g[1]]
                parts = [value(h) for h in g[1:]]
                t.state(f"F{k + 1} {g[0]}")
                got = [t.fetch(render(h), v) for h, v in zip(g[1:], parts)]
                return t.compute(render(g), connective(g[0], logic, *got), why=f"{g[0]} of {', '.join(got)}")

            v = value(f)
            if f[0] == "atom":
                t.state(f"F{k + 1} atom")
                v = t.fetch(f[1], v)
            out.append(v)
        t.state("answer")
        return t.compute("answer", [t.fetch(f"F{k + 1}", v) for k, v in enumerate(out)])

    def solve(self, data: dict) -> list[str]:
        num = {"F": Fraction(0), "U": Fraction(1, 2), "T": Fraction(1)}
        back = {v: k for k, v in num.items()}
        luka = data["logic"] == "lukasiewicz"

        def val(f: list) -> Fraction:  # arithmetic on 0, 1/2, 1
            if f[0] == "atom":
                return num[data["values"][f[1]]]
            if f[0] == "not":
                return 1 - val(f[1])
            a, b = val(f[1]), val(f[2])
            if f[0] == "and":
                return min(a, b)
            if f[0] == "or":
                return max(a, b)
            return min(Fraction(1), 1 - a + b) if luka else max(1 - a, b)

        return [back[val(f)] for f in data["formulas"]]

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        i = rng.randrange(len(gold))
        flipped = gold[:i] + [ORDER[(ORDER.index(gold[i]) + 1) % 3]] + gold[i + 1 :]
        return [self.format_answer(flipped), self.format_answer(gold[:-1] or ["T", "T"])]


BOOTCAMP = KleeneLogic()
