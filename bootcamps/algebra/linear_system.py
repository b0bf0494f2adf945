"""A square system of linear equations with integer coefficients and a unique rational
solution, solved by Gauss-Jordan elimination on the augmented matrix."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.poly import format_rational, read_rational_list
from bootcamps.linear_algebra._elimination import bareiss_det, eliminate
from bootcamps.trace import Tracer

NAMES = ("x", "y", "z", "w", "v", "u")


@dataclass(frozen=True)
class Config:
    unknowns: int = 2
    max_coefficient: int = 6
    max_numerator: int = 6
    max_denominator: int = 1  # 1: integer solutions; more: fractions

    def __post_init__(self) -> None:
        if not 2 <= self.unknowns <= len(NAMES):
            raise ValueError(f"unknowns must be in 2..{len(NAMES)}, got {self.unknowns}")
        if not 1 <= self.max_coefficient <= 1000:
            raise ValueError(f"max_coefficient must be in 1..1000, got {self.max_coefficient}")
        if not 1 <= self.max_numerator <= 1000 or not 1 <= self.max_denominator <= 100:
            raise ValueError(f"need 1 <= max_numerator <= 1000 and 1 <= max_denominator <= 100, got {self.max_numerator}, {self.max_denominator}")


def _equation(coefficients: list[int], names: tuple[str, ...], rhs: int) -> str:
    out = ""
    for c, name in zip(coefficients, names):
        if c == 0:
            continue
        mag = "" if abs(c) == 1 else str(abs(c))
        if not out:
            out = f"{'-' if c < 0 else ''}{mag}{name}"
        else:
            out += f" {'-' if c < 0 else '+'} {mag}{name}"
    return f"{out} = {rhs}"


_TEMPLATES = (
    "Solve the system of equations:\n{lines}",
    "Find {vars} satisfying all of these equations:\n{lines}",
    "The unknowns {vars} satisfy\n{lines}\nWhat are their values?",
    "Solve simultaneously: {inline}.",
    "Determine the unique solution ({vars}) of the linear system\n{lines}",
)


class LinearSystem(Bootcamp):
    id = "algebra/linear_system"
    description = "Unique rational solution of an n×n linear system with integer coefficients"
    Config = Config
    LEVELS = {
        "1": Config(unknowns=2, max_coefficient=6, max_numerator=9, max_denominator=1),
        "2": Config(unknowns=3, max_coefficient=5, max_numerator=9, max_denominator=1),
        "3": Config(unknowns=4, max_coefficient=5, max_numerator=9, max_denominator=2),
        "4": Config(unknowns=5, max_coefficient=6, max_numerator=9, max_denominator=3),
        "5": Config(unknowns=6, max_coefficient=7, max_numerator=12, max_denominator=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        n = config.unknowns
        while True:
            a = [[rng.randint(-config.max_coefficient, config.max_coefficient) for _ in range(n)] for _ in range(n)]
            if all(any(row) for row in a) and bareiss_det(a) != 0:
                break
        # b = A x for a drawn x; scaling rows by the common denominator keeps b integral.
        x = [Fraction(rng.randint(-config.max_numerator, config.max_numerator), rng.randint(1, config.max_denominator)) for _ in range(n)]
        common = math.lcm(*(v.denominator for v in x))
        scaled = [v.numerator * (common // v.denominator) for v in x]  # x = scaled / common, in integers
        rows = []
        for row in a:
            total = sum(c * v for c, v in zip(row, scaled))
            scale = common // math.gcd(total, common)
            rows.append([c * scale for c in row] + [total * scale // common])
        data = {"rows": rows}
        return data, [format_rational(v) for v in x]

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = len(data["rows"])
        names = NAMES[:n]
        equations = [_equation(r[:n], names, r[n]) for r in data["rows"]]
        text = rng.choice(_TEMPLATES).format(lines="\n".join(equations), inline="; ".join(equations), vars=", ".join(names))
        example = ", ".join(f"{name} = {v}" for name, v in zip(names, ("2", "-1/3", "5", "0", "7/2", "1")))
        form = f"the values in the order {', '.join(names)} as integers or fractions, e.g. {example}"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(f"{name} = {v}" for name, v in zip(NAMES, answer))

    def check(self, data: dict, answer: list[str], text: str) -> float:
        n = len(answer)
        values = read_rational_list(text, n, names=NAMES[:n], decimal=False)
        return 1.0 if values is not None and values == [Fraction(v) for v in answer] else 0.0

    def program(self, t: Tracer, data: dict) -> list[str]:
        n = len(data["rows"])
        rows, _, pivots = eliminate(t, data["rows"], n, jordan=True)
        if len(pivots) != n:
            raise ValueError("singular system after an injected error")
        t.state("read the solution")
        column = t.fetch(f"col[{n}]", [rows[i][n] for i in range(n)])
        return t.compute("answer", [format_rational(v) for v in column], why="the last column, row by row")

    def solve(self, data: dict) -> list[str]:
        # Cramer's rule with exact integer determinants.
        n = len(data["rows"])
        a = [r[:n] for r in data["rows"]]
        b = [r[n] for r in data["rows"]]
        det = _det(a)
        out = []
        for j in range(n):
            replaced = [row[:j] + [b[i]] + row[j + 1 :] for i, row in enumerate(a)]
            out.append(format_rational(Fraction(_det(replaced), det)))
        return out


def _det(m: list[list[int]]) -> Fraction:
    if len(m) == 1:
        return Fraction(m[0][0])
    return sum(((-1) ** j) * m[0][j] * _det([row[:j] + row[j + 1 :] for row in m[1:]]) for j in range(len(m)) if m[0][j])


BOOTCAMP = LinearSystem()
