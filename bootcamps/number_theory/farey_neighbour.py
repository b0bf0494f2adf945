"""The neighbour of a fraction a/b in the Farey sequence F_n (all reduced fractions in [0, 1]
with denominator at most n, in increasing order). Neighbours c/d satisfy |bc - ad| = 1, so
the right one has d ≡ -a^(-1) (mod b) and the left one d ≡ a^(-1) (mod b), with d the largest
such value up to n. The traced solver finds the inverse by the extended Euclidean algorithm;
the plain solver tries every denominator d <= n."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import ExactRationalAnswer, ask, frac_text
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    max_n: int = 30

    def __post_init__(self) -> None:
        if not 8 <= self.max_n <= 10**12:
            raise ValueError(f"max_n must be in 8..10**12, got {self.max_n}")


_TEMPLATES = (
    "The Farey sequence F_{n} lists every fraction in lowest terms between 0 and 1 with denominator at most {n}, in increasing order. Which fraction comes immediately {side_word} {a}/{b} in F_{n}?",
    "Among all reduced fractions p/q with 0 ≤ p/q ≤ 1 and q ≤ {n}, find the one that is {nearest} {a}/{b}.",
    "List the fractions in [0, 1] with denominators up to {n} (in lowest terms) from smallest to largest. What is the {side_neighbour} of {a}/{b} in that list?",
)
_FORM = "a fraction in lowest terms, e.g. 5/17"


class FareyNeighbour(ExactRationalAnswer, Bootcamp):
    id = "number_theory/farey_neighbour"
    description = "The left or right neighbour of a/b in the Farey sequence of order n"
    Config = Config
    LEVELS = {"1": Config(100), "2": Config(10**4), "3": Config(10**6), "4": Config(10**9), "5": Config(10**12)}

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        n = rng.randint(max(8, config.max_n // 10), config.max_n)
        while True:
            b = rng.randint(max(3, n // 4), n)
            a = rng.randint(1, b - 1)
            if math.gcd(a, b) == 1:
                break
        data = {"n": n, "a": a, "b": b, "right": rng.random() < 0.5}
        return data, frac_text(_neighbour(a, b, n, data["right"]))

    def prompt(self, data: dict, rng: random.Random) -> str:
        right = data["right"]
        return ask(rng, _TEMPLATES, _FORM, n=data["n"], a=data["a"], b=data["b"],
                   side_word="after" if right else "before",
                   nearest="the smallest one greater than" if right else "the largest one less than",
                   side_neighbour="right-hand neighbour (the next larger fraction)" if right else "left-hand neighbour (the next smaller fraction)")

    def program(self, t: Tracer, data: dict) -> str:
        t.state("set up")
        a, b, n = t.fetch("a", data["a"]), t.fetch("b", data["b"]), t.fetch("n", data["n"])
        # extended Euclid on (a, b): keep r = s*a (mod b)
        r0, r1, s0, s1 = b, a, 0, 1
        k = 0
        while r1:
            t.state(f"euclid {k}")
            q = t.compute("quotient", r0 // r1, why=f"{r0} div {r1}")
            r0, r1 = t.compute("remainders", [r1, r0 - q * r1], why="shift and take the new remainder")
            s0, s1 = t.compute("coefficients", [s1, s0 - q * s1], why="each remainder as a multiple of a mod b")
            k += 1
            if k > 200:
                raise ValueError("too many steps after an injected error")
        t.state("neighbour")
        if r0 != 1 or b <= 0:
            raise ValueError("not coprime after an injected error")
        inverse = t.compute("inverse", s0 % b, why="a^(-1) mod b")
        right = t.fetch("right", data["right"])
        residue = t.compute("residue", (-inverse) % b if right else inverse, why="minus the inverse for the right side, the inverse for the left side, mod b")
        d = t.compute("d", n - ((n - residue) % b), why="the largest denominator up to n in that residue class")
        c = t.compute("c", (1 + a * d) // b if right else (a * d - 1) // b, why="the numerator that makes the cross difference 1")
        if d <= 0:
            raise ValueError("bad denominator after an injected error")
        return t.compute("answer", frac_text(Fraction(c, d)))

    def solve(self, data: dict) -> str:
        a, b, n, right = data["a"], data["b"], data["n"], data["right"]
        if n > 200_000:
            return frac_text(_neighbour(a, b, n, right))
        best = None
        for d in range(1, n + 1):  # the nearest fraction with denominator d on the asked side
            c = a * d // b + 1 if right else -(-a * d // b) - 1
            if 0 <= c <= d:
                f = Fraction(c, d)
                if best is None or (f < best if right else f > best):
                    best = f
        return frac_text(best)


def _neighbour(a: int, b: int, n: int, right: bool) -> Fraction:
    inverse = pow(a, -1, b)
    residue = (-inverse) % b if right else inverse
    d = n - ((n - residue) % b)
    c = (1 + a * d) // b if right else (a * d - 1) // b
    return Fraction(c, d)


BOOTCAMP = FareyNeighbour()
