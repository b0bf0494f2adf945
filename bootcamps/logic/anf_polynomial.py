"""Algebraic normal form (Zhegalkin polynomial): write a Boolean formula as an XOR of AND-
monomials, e.g. ``1 + p + qr`` (``+`` is XOR, juxtaposition is AND).

The ANF of a function is unique, so any order of the monomials and of the letters inside them
is accepted, but a monomial may appear only once. The traced solver computes the truth table
(one state per row), then applies the binary Moebius transform, one state per variable; the
plain solver gets each coefficient as the XOR of the function over the subsets of a
monomial's variables.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit import boolexpr
from bootcamps.trace import Tracer

LETTERS = "abcdefghkmnpqrsuvwxyz"  # no i, l, o, t: they read like 1, 0 or a word
_TERM_SPLIT = re.compile(r"\s*(?:\+|⊕|\^|\bxor\b|\bXOR\b)\s*")
_FACTOR_NOISE = re.compile(r"[\s*·∧&]")
MAX_CHARS = 600


@dataclass(frozen=True)
class Config:
    variables: int = 2
    depth: int = 2

    def __post_init__(self) -> None:
        if not 2 <= self.variables <= len(LETTERS):
            raise ValueError(f"variables must be in 2..{len(LETTERS)}, got {self.variables}")
        if not 1 <= self.depth <= 5:
            raise ValueError(f"depth must be in 1..5, got {self.depth}")


def monomial_text(mask: int, names: str) -> str:
    """The product of the variables whose bit is set (bit i: names[i]); mask 0 is the constant 1."""
    return "".join(names[i] for i in range(len(names)) if mask >> i & 1) or "1"


def _order(mask: int) -> tuple[int, int]:
    """Monomials by degree, then by mask: 1 + p + q + pq."""
    return bin(mask).count("1"), mask


def read_anf(text: object, names: str) -> set[int] | None:
    """Monomial masks from "1 + p + qr" (also ⊕, ^ or xor between terms, and p*q, p·q or p q
    inside one); "0" is the empty sum. ``None`` on a repeated monomial, a repeated variable in
    one monomial, or anything else."""
    if not isinstance(text, str) or len(text) > MAX_CHARS:
        return None
    text = text.strip().strip("$").strip().rstrip(".").strip()
    if text == "0":
        return set()
    out: set[int] = set()
    for term in _TERM_SPLIT.split(text):
        term = _FACTOR_NOISE.sub("", term)
        if term == "1":
            mask = 0
        elif term and all(c in names for c in term) and len(set(term)) == len(term):
            mask = sum(1 << names.index(c) for c in term)
        else:
            return None
        if mask in out:
            return None
        out.add(mask)
    return out


_INTROS = (
    "Write the Boolean function f({vs}) = {f} in algebraic normal form (a Zhegalkin polynomial).",
    "Express f = {f} over the variables {vs} as an XOR of AND-terms (its algebraic normal form).",
    "Find the algebraic normal form of the formula {f} (variables {vs}).",
)
_FORM_NOTE = ("In the answer, + means XOR, writing letters together means AND (pq is p AND q), and 1 is the "
              "constant true; every monomial appears at most once.")


class AnfPolynomial(Bootcamp):
    id = "logic/anf_polynomial"
    description = "Convert a propositional formula to its algebraic normal form (XOR of AND-monomials)"
    Config = Config
    LEVELS = {
        "1": Config(variables=2, depth=3),
        "2": Config(variables=3, depth=2),
        "3": Config(variables=3, depth=3),
        "4": Config(variables=4, depth=3),
        "5": Config(variables=5, depth=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        names = "".join(sorted(rng.sample(LETTERS, config.variables)))
        while True:
            formula = boolexpr.random_formula(rng, list(names), config.depth, ops=("and", "or", "imp", "iff", "xor"))
            if len(boolexpr.variables(formula)) < config.variables:
                continue
            data = {"names": names, "formula": formula}
            gold = self.solve(data)
            if len(gold) >= 2:  # not a constant, not a lone monomial
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        vs = ", ".join(data["names"])
        lines = [rng.choice(_INTROS).format(vs=vs, f=boolexpr.render(data["formula"])), boolexpr.LEGEND, _FORM_NOTE]
        lines.append(answer_instruction("the polynomial, like 1 + p + qr"))
        return "\n".join(lines)

    def format_answer(self, answer: list[str]) -> str:
        return " + ".join(answer)

    def check(self, data: dict, answer: list[str], text: str) -> float:
        got = read_anf(text, data["names"])
        return 1.0 if got is not None and got == read_anf(self.format_answer(answer), data["names"]) else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        names = case.data["names"]
        gold = read_anf(self.format_answer(case.answer), names) or set()
        out = []
        for _ in range(3):
            flipped = gold ^ {rng.randrange(1 << len(names))}
            out.append(" + ".join(monomial_text(m, names) for m in sorted(flipped, key=_order)) or "0")
        return out

    def program(self, t: Tracer, data: dict) -> list[str]:
        names, formula = data["names"], data["formula"]
        k = len(names)
        table = []
        for r in range(1 << k):  # row r: bit i of r is names[i]
            env = {names[i]: bool(r >> i & 1) for i in range(k)}
            t.state("row " + " ".join(f"{n}:{int(v)}" for n, v in env.items()))
            table.append(t.compute("f", int(boolexpr.evaluate(formula, env))))
        for i in range(k):
            t.state(f"transform along {names[i]}")
            before = t.fetch("coefficients", list(table))
            table = t.compute("coefficients", [before[r] ^ (before[r ^ (1 << i)] if r >> i & 1 else 0) for r in range(1 << k)],
                              why=f"add the {names[i]}=0 half into the {names[i]}=1 half")
        t.state("answer")
        coeffs = t.fetch("coefficients", table)
        return t.compute("answer", [monomial_text(m, names) for m in sorted((m for m in range(1 << k) if coeffs[m]), key=_order)])

    def solve(self, data: dict) -> list[str]:
        names, formula = data["names"], data["formula"]
        k = len(names)
        values = [boolexpr.evaluate(formula, {names[i]: bool(r >> i & 1) for i in range(k)}) for r in range(1 << k)]
        coeffs = []
        for m in range(1 << k):
            acc, sub = 0, m
            while True:  # XOR of f over every sub-assignment of m
                acc ^= values[sub]
                if sub == 0:
                    break
                sub = (sub - 1) & m
            coeffs.append(acc)
        return [monomial_text(m, names) for m in sorted((m for m in range(1 << k) if coeffs[m]), key=_order)]


BOOTCAMP = AnfPolynomial()
