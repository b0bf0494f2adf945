"""Write a power of a 2×2 integer matrix as A^k = pA + qI (Cayley-Hamilton: A² = tA - dI with
t the trace and d the determinant), stepping (p, q) -> (pt + q, -pd) from A^1 = 1·A + 0·I."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp
from bootcamps.kit.matrices import mat_mul, matrix_rows, random_matrix
from bootcamps.kit.numbers2 import RationalTupleAnswer, ask
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_power: int = 2
    max_power: int = 4
    spread: int = 4

    def __post_init__(self) -> None:
        if not 2 <= self.min_power <= self.max_power <= 40 or not 1 <= self.spread <= 9:
            raise ValueError(f"need 2 <= min_power <= max_power <= 40 and spread in 1..9, got {self.min_power}, {self.max_power}, {self.spread}")


_TEMPLATES = (
    "Let A =\n{grid}\nBy the Cayley-Hamilton theorem, A^{k} = pA + qI for some numbers p and q. Find p and q.",
    "For the 2×2 matrix A with rows {inline}, express A^{k} in the form pA + qI. What are p and q?",
    "Every power of a 2×2 matrix is a combination of the matrix and the identity. For\nA =\n{grid}\nfind p, q with A^{k} = p·A + q·I.",
    "Find the integers p and q such that A^{k} = pA + qI, where A has rows {inline}.",
    "Without multiplying out all the powers, reduce A^{k} to pA + qI (I the identity) for\n{grid}",
    "The matrix A =\n{grid}\nsatisfies its own characteristic equation. Use this to write A^{k} as pA + qI and report p and q.",
)


class CayleyHamiltonPower(RationalTupleAnswer, Bootcamp):
    id = "linear_algebra/cayley_hamilton_power"
    description = "Reduce A^k of a 2×2 matrix to pA + qI with the Cayley-Hamilton theorem"
    Config = Config
    names = ("p", "q")
    LEVELS = {
        "1": Config(min_power=2, max_power=3, spread=5),
        "2": Config(min_power=3, max_power=5, spread=5),
        "3": Config(min_power=5, max_power=7, spread=6),
        "4": Config(min_power=7, max_power=10, spread=5),
        "5": Config(min_power=10, max_power=14, spread=5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        while True:
            a = random_matrix(rng, 2, 2, -config.spread, config.spread)
            if a[0][1] or a[1][0] or a[0][0] != a[1][1]:  # not a multiple of I: p, q are unique
                break
        data = {"matrix": a, "power": rng.randint(config.min_power, config.max_power)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        a = data["matrix"]
        inline = "; ".join("(" + ", ".join(map(str, row)) + ")" for row in a)
        return ask(rng, _TEMPLATES, "p, q (two integers, e.g. 5, -6)", grid=matrix_rows(a), inline=inline, k=data["power"])

    def program(self, t: Tracer, data: dict) -> list[str]:
        (a, b), (c, d) = data["matrix"]
        t.state("trace and determinant")
        tr = t.compute("t", a + d, why="a + d")
        det = t.compute("d", a * d - b * c, why="ad - bc")
        p, q = 1, 0
        for k in range(2, data["power"] + 1):
            t.state(f"A^{k}")
            p, q = t.fetch(f"p{k - 1}", p), t.fetch(f"q{k - 1}", q)
            p, q = t.compute(f"p{k}", p * tr + q, why="p t + q"), t.compute(f"q{k}", -p * det, why="-p d")
        t.state("answer")
        k = data["power"]
        return t.compute("answer", [str(t.fetch(f"p{k}", p)), str(t.fetch(f"q{k}", q))])

    def solve(self, data: dict) -> list[str]:
        # the power itself by repeated multiplication, then read p and q off its entries
        a = data["matrix"]
        power = a
        for _ in range(data["power"] - 1):
            power = mat_mul(power, a)
        if a[0][1]:
            p = power[0][1] // a[0][1]
        elif a[1][0]:
            p = power[1][0] // a[1][0]
        else:
            p = (power[0][0] - power[1][1]) // (a[0][0] - a[1][1])
        return [str(p), str(power[0][0] - p * a[0][0])]


BOOTCAMP = CayleyHamiltonPower()
