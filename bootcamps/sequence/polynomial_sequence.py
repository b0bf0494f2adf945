"""Continue a sequence whose terms are the values of a polynomial of known maximum degree at
n = 1, 2, 3, ...: build the difference table until it is constant, then extend it."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import strict_int_list
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    degree: int = 2
    max_coefficient: int = 5
    extra: int = 1  # how many further terms are asked for

    def __post_init__(self) -> None:
        if not 1 <= self.degree <= 8 or not 1 <= self.max_coefficient <= 1000 or not 1 <= self.extra <= 5:
            raise ValueError(f"need degree in 1..8, max_coefficient in 1..1000, extra in 1..5, got {self.degree}, {self.max_coefficient}, {self.extra}")


_TEMPLATES = (
    "The sequence {terms}, ... is given by a polynomial in n of degree at most {d} (n = 1, 2, 3, ...). What are the next {m} terms?",
    "The terms {terms} are p(1), p(2), p(3), ... for a polynomial p of degree at most {d}. Continue the sequence by {m} more terms.",
    "Find the next {m} numbers in the sequence {terms}, knowing that its n-th term is a polynomial of degree <= {d} in n.",
    "Using finite differences, extend {terms} by {m} terms. (The general term is a polynomial of degree at most {d}.)",
    "Here are consecutive values of a polynomial of degree at most {d}, taken at n = 1, 2, 3, ...: {terms}. Give the following {m} values.",
    "Sequence: {terms}. Its general term is a polynomial in n of degree <= {d}. Predict the next {m} terms.",
)


def _values(coeffs: list[int], count: int) -> list[int]:
    out = []
    for n in range(1, count + 1):
        v = 0
        for c in reversed(coeffs):
            v = v * n + c
        out.append(v)
    return out


class PolynomialSequence(Bootcamp):
    id = "sequence/polynomial_sequence"
    description = "Next terms of a polynomial sequence by the method of finite differences"
    Config = Config
    LEVELS = {
        "1": Config(degree=1, max_coefficient=60, extra=1),
        "2": Config(degree=2, max_coefficient=20, extra=1),
        "3": Config(degree=3, max_coefficient=9, extra=2),
        "4": Config(degree=4, max_coefficient=12, extra=2),
        "5": Config(degree=5, max_coefficient=15, extra=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        d = config.degree
        coeffs = [rng.randint(-config.max_coefficient, config.max_coefficient) for _ in range(d)]
        coeffs.append(rng.choice((-1, 1)) * rng.randint(1, config.max_coefficient))
        shown = d + 2  # one more than needed to pin the polynomial down, so the rule is visible
        values = _values(coeffs, shown + config.extra)
        return {"terms": values[:shown], "degree": d, "extra": config.extra}, values[shown:]

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(terms=", ".join(map(str, data["terms"])), d=data["degree"], m=data["extra"])
        form = "the next terms as a comma-separated list of integers, e.g. 12, 20" if data["extra"] > 1 else "one integer"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def check(self, data: dict, answer: list[int], text: str) -> float:
        values = strict_int_list(text, max_items=10)
        return 1.0 if values is not None and values == [int(v) for v in answer] else 0.0

    def program(self, t: Tracer, data: dict) -> list[int]:
        t.state("row 0")
        rows = [t.fetch("terms", data["terms"])]
        level = 0
        while True:
            t.state(f"differences {level + 1}")
            row = t.fetch(f"D{level}", rows[-1])
            diff = t.compute(f"D{level + 1}", [b - a for a, b in zip(row, row[1:])], why="each term minus the one before")
            rows.append(diff)
            level += 1
            if not t.goto(len(set(diff)) > 1 and len(diff) > 1, why="go on until a row is constant"):
                break
        out = []
        for k in range(data["extra"]):
            t.state(f"extend {k}")
            carry = t.fetch(f"D{level}[-1]", rows[level][-1])
            for j in range(level - 1, -1, -1):
                carry = t.compute(f"D{j}[+]", t.fetch(f"D{j}[-1]", rows[j][-1]) + carry, why="last entry plus the entry below")
                rows[j] = rows[j] + [carry]  # a new list: the trace holds the old one
            rows[level] = rows[level] + [rows[level][-1]]
            out.append(t.compute(f"next[{k}]", carry, why="the new term"))
        t.state("answer")
        return t.compute("answer", [t.fetch(f"next[{k}]", v) for k, v in enumerate(out)], why="the new terms")

    def solve(self, data: dict) -> list[int]:
        # Lagrange interpolation through the first degree+1 points, evaluated further on.
        from fractions import Fraction

        points = list(enumerate(data["terms"][: data["degree"] + 1], start=1))
        out = []
        for x in range(len(data["terms"]) + 1, len(data["terms"]) + 1 + data["extra"]):
            total = Fraction(0)
            for i, (xi, yi) in enumerate(points):
                term = Fraction(yi)
                for j, (xj, _) in enumerate(points):
                    if i != j:
                        term *= Fraction(x - xj, xi - xj)
                total += term
            out.append(int(total))
        return out


BOOTCAMP = PolynomialSequence()
