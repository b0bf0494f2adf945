"""A chain of cross products of integer vectors in R^3, folded from the left:
((v1 × v2) × v3) × ... , each step by the component formula (a2b3 - a3b2, a3b1 - a1b3, a1b2 - a2b1)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vectors: int = 2
    spread: int = 6

    def __post_init__(self) -> None:
        if not 2 <= self.vectors <= 8:
            raise ValueError(f"vectors must be in 2..8, got {self.vectors}")
        if not 1 <= self.spread <= 50:
            raise ValueError(f"spread must be in 1..50, got {self.spread}")


_NAMES = "uvwpqrst"
_TEMPLATES = (
    "Let {defs}. Compute {expr}.",
    "In R^3, {defs}. Find the vector {expr} (× is the cross product).",
    "Given the vectors {defs}, evaluate the cross product {expr}, working from the innermost brackets out.",
    "Take {defs}. What are the components of {expr}?",
)


def _cross(a: list[int], b: list[int]) -> list[int]:
    return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]


class CrossProduct(IntListAnswer, Bootcamp):
    id = "linear_algebra/cross_product"
    description = "A left-folded chain of 3D cross products of integer vectors"
    Config = Config
    LEVELS = {
        "1": Config(vectors=2, spread=6),
        "2": Config(vectors=2, spread=20),
        "3": Config(vectors=3, spread=9),
        "4": Config(vectors=4, spread=7),
        "5": Config(vectors=5, spread=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        while True:
            vectors = [[rng.randint(-config.spread, config.spread) for _ in range(3)] for _ in range(config.vectors)]
            data = {"vectors": vectors}
            gold = self.solve(data)
            if any(gold):  # a zero result would make every chain collapse to one easy answer
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        k = len(data["vectors"])
        defs = ", ".join(f"{_NAMES[i]} = ({', '.join(map(str, v))})" for i, v in enumerate(data["vectors"]))
        expr = f"{_NAMES[0]} × {_NAMES[1]}"
        for i in range(2, k):
            expr = f"({expr}) × {_NAMES[i]}"
        text = rng.choice(_TEMPLATES).format(defs=defs, expr=expr)
        return f"{text}\n{answer_instruction('the three integer components in square brackets, e.g. [3, -1, 0]')}"

    def program(self, t: Tracer, data: dict) -> list[int]:
        vectors = data["vectors"]
        acc = list(vectors[0])
        for i in range(1, len(vectors)):
            t.state(f"cross with {_NAMES[i]}")
            a = t.fetch("acc", list(acc))
            b = t.fetch(_NAMES[i], list(vectors[i]))
            acc = t.compute("acc'", _cross(a, b), why="(a2b3-a3b2, a3b1-a1b3, a1b2-a2b1)")
        t.state("answer")
        return t.compute("answer", list(t.fetch("acc", acc)))

    def solve(self, data: dict) -> list[int]:
        # the Levi-Civita sum (a × b)_i = sum_jk eps_ijk a_j b_k
        def eps(i: int, j: int, k: int) -> int:
            return (i - j) * (j - k) * (k - i) // 2

        acc = list(data["vectors"][0])
        for b in data["vectors"][1:]:
            acc = [sum(eps(i, j, k) * acc[j] * b[k] for j in range(3) for k in range(3)) for i in range(3)]
        return acc


BOOTCAMP = CrossProduct()
