"""Count right triangles with integer sides a < b < c whose hypotenuse (or perimeter) is at most
N, all of them or the primitive ones only (gcd(a, b, c) = 1). The traced solver walks Euclid's
parametrisation: every primitive triple is (m^2 - n^2, 2mn, m^2 + n^2) for exactly one pair
m > n > 0, coprime, of opposite parity, and each primitive triple of size s has N // s
multiples within the bound. The plain solver walks the Berggren tree of primitive triples
from (3, 4, 5) instead."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.numbers2 import ask
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_n: int = 25
    max_n: int = 150

    def __post_init__(self) -> None:
        if not 12 <= self.min_n < self.max_n <= 10**6:
            raise ValueError(f"need 12 <= min_n < max_n <= 10**6, got {self.min_n}, {self.max_n}")


_WHAT = {
    ("hypotenuse", False): "right triangles with integer side lengths a < b < c and hypotenuse c <= {n}",
    ("hypotenuse", True): "primitive right triangles (integer sides a < b < c with gcd(a, b, c) = 1) with hypotenuse c <= {n}",
    ("perimeter", False): "right triangles with integer side lengths a < b < c and perimeter a + b + c <= {n}",
    ("perimeter", True): "primitive right triangles (integer sides a < b < c with gcd(a, b, c) = 1) with perimeter a + b + c <= {n}",
}
_TEMPLATES = (
    "How many {what} are there?",
    "Count the {what}. Triangles that differ only by the order of the legs count once.",
    "Find the number of {what}.",
    "Pythagorean triples: count the {what}.",
)


def _size(triple: tuple[int, int, int], measure: str) -> int:
    return triple[2] if measure == "hypotenuse" else sum(triple)


class PythagoreanCount(IntegerAnswer, Bootcamp):
    id = "number_theory/pythagorean_count"
    description = "Count (primitive) Pythagorean triples with bounded hypotenuse or perimeter"
    Config = Config
    min_distinct_prompts = {"1": 0.9}
    small_space_reason = "level 1 bounds are at most 600: a few thousand (bound, measure, primitive) cases"
    LEVELS = {
        "1": Config(min_n=25, max_n=600),
        "2": Config(min_n=300, max_n=5_000),
        "3": Config(min_n=2_000, max_n=8_000),
        "4": Config(min_n=8_000, max_n=20_000),
        "5": Config(min_n=20_000, max_n=36_000),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        data = {"n": rng.randint(config.min_n, config.max_n), "measure": rng.choice(("hypotenuse", "perimeter")),
                "primitive": rng.random() < 0.5}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        what = _WHAT[(data["measure"], data["primitive"])].format(n=data["n"])
        return ask(rng, _TEMPLATES, "one integer", what=what)

    def program(self, t: Tracer, data: dict) -> int:
        t.state("setup")
        bound = t.fetch("N", data["n"])
        measure, primitive = data["measure"], data["primitive"]
        total, m = 0, 2
        while True:
            t.state(f"m {m}")
            smallest = t.compute("smallest size", m * m + 1 if measure == "hypotenuse" else 2 * m * (m + 1),
                                 why="n = 1 gives the least " + ("m^2+1" if measure == "hypotenuse" else "2m(m+1)"))
            if not t.goto(smallest <= bound, why="stop once even n = 1 exceeds N"):
                break
            sizes = [m * m + n * n if measure == "hypotenuse" else 2 * m * (m + n)
                     for n in range(1, m) if (m - n) % 2 == 1 and math.gcd(m, n) == 1]
            sizes = t.compute("sizes", [s for s in sizes if s <= bound], why="coprime n < m of opposite parity, size <= N")
            part = t.compute("count", len(sizes) if primitive else sum(bound // s for s in sizes),
                             why="one each" if primitive else "N // size multiples each")
            total = t.compute("total", t.fetch("total", total) + part)
            m += 1
        t.state("answer")
        return t.compute("answer", t.fetch("total", total))

    def solve(self, data: dict) -> int:
        bound, measure = data["n"], data["measure"]
        stack, count = [(3, 4, 5)], 0
        while stack:
            a, b, c = stack.pop()
            size = _size((a, b, c), measure)
            if size > bound:
                continue  # children are larger in both measures
            count += 1 if data["primitive"] else bound // size
            stack += [(a - 2 * b + 2 * c, 2 * a - b + 2 * c, 2 * a - 2 * b + 3 * c),
                      (a + 2 * b + 2 * c, 2 * a + b + 2 * c, 2 * a + 2 * b + 3 * c),
                      (-a + 2 * b + 2 * c, -2 * a + b + 2 * c, -2 * a + 2 * b + 3 * c)]
        return count


BOOTCAMP = PythagoreanCount()
