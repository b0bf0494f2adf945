"""Arithmagons: numbers sit at the corners of a polygon and each side shows the sum of its two
corners; find the corners. With an odd number of corners the alternating sum of the sides is
twice the first corner, so the answer is unique; with an even number one corner is given."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.trace import Tracer

LABELS = "ABCDEFGHIJKLMNOP"
_SHAPES = {3: "triangle", 4: "square", 5: "pentagon", 6: "hexagon", 7: "heptagon", 8: "octagon", 9: "nonagon",
           10: "decagon", 11: "hendecagon", 12: "dodecagon", 13: "13-gon"}


@dataclass(frozen=True)
class Config:
    min_corners: int = 3
    max_corners: int = 3
    low: int = 1
    high: int = 20

    def __post_init__(self) -> None:
        if not 3 <= self.min_corners <= self.max_corners <= 13:
            raise ValueError(f"need 3 <= min_corners <= max_corners <= 13, got {self.min_corners}, {self.max_corners}")
        if not self.low < self.high:
            raise ValueError(f"need low < high, got {self.low}, {self.high}")


_TEMPLATES = (
    "An arithmagon: a {shape} with corners {corners} in order around it. Each side is labelled with the sum of the "
    "numbers at its two ends: {sides}.{given} What number is at each corner?",
    "The corners {corners} of a {shape} (going around it) hold unknown integers. The sums along the sides are "
    "{sides}.{given} Find the corner numbers.",
    "Side sums of a {shape} whose corners, in cyclic order, are {corners}: {sides}. (Each side's number is the sum of "
    "its two corner numbers.){given} Work out every corner.",
)


class Arithmagon(IntListAnswer, Bootcamp):
    id = "puzzle/arithmagon"
    description = "Arithmagon: recover the corner numbers of a polygon from its side sums"
    Config = Config
    LEVELS = {
        "1": Config(min_corners=3, max_corners=3, low=1, high=30),
        "2": Config(min_corners=4, max_corners=5, low=1, high=40),
        "3": Config(min_corners=5, max_corners=7, low=-20, high=40),
        "4": Config(min_corners=7, max_corners=9, low=-50, high=60),
        "5": Config(min_corners=10, max_corners=13, low=-99, high=99),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        n = rng.randint(config.min_corners, config.max_corners)
        corners = [rng.randint(config.low, config.high) for _ in range(n)]
        sides = [corners[i] + corners[(i + 1) % n] for i in range(n)]
        given = None if n % 2 else rng.randrange(n)
        data = {"sides": sides, "given": None if given is None else [given, corners[given]]}
        return data, corners

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = len(data["sides"])
        sides = ", ".join(f"{LABELS[i]}{LABELS[(i + 1) % n]} = {s}" for i, s in enumerate(data["sides"]))
        given = ""
        if data["given"] is not None:
            given = f" Also, corner {LABELS[data['given'][0]]} is {data['given'][1]}."
        text = rng.choice(_TEMPLATES).format(shape=_SHAPES[n], corners=", ".join(LABELS[:n]), sides=sides, given=given)
        form = f"the numbers at corners {LABELS[0]} to {LABELS[n - 1]} in order, separated by commas (for example 4, -1, 7)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def item_names(self, data: dict, answer: list[int]) -> tuple[str, ...]:
        return tuple(LABELS[: len(data["sides"])])  # the prompt names the corners: "A = 3, B = 4, C = 7"

    def program(self, t: Tracer, data: dict) -> list[int]:
        sides = data["sides"]
        n = len(sides)
        t.state("first corner")
        if data["given"] is None:
            alternating = 0
            for i in range(n):
                alternating = t.compute("alternating sum", alternating + (1 if i % 2 == 0 else -1) *
                                        t.fetch(f"{LABELS[i]}{LABELS[(i + 1) % n]}", sides[i]))
            first, value = 0, t.compute(LABELS[0], alternating // 2, why="half the alternating sum of the sides")
        else:
            first, value = data["given"]
            value = t.fetch(LABELS[first], value)
        corners = [0] * n
        corners[first] = value
        for step in range(1, n):
            i = (first + step) % n
            t.state(f"corner {LABELS[i]}")
            side = t.fetch(f"{LABELS[i - 1]}{LABELS[i]}" if i else f"{LABELS[n - 1]}{LABELS[0]}", sides[i - 1])
            corners[i] = t.compute(LABELS[i], side - corners[i - 1], why=f"side minus corner {LABELS[i - 1]}")
        t.state("answer")
        return t.ret("answer", corners)

    def solve(self, data: dict) -> list[int]:
        """Exact linear algebra: solve the cyclic system (plus the given corner) by elimination."""
        from fractions import Fraction

        sides = data["sides"]
        n = len(sides)
        rows = [[Fraction(int(j in (i, (i + 1) % n))) for j in range(n)] + [Fraction(sides[i])] for i in range(n)]
        if data["given"] is not None:
            k, v = data["given"]
            rows.append([Fraction(int(j == k)) for j in range(n)] + [Fraction(v)])
        pivot_of = {}
        r = 0
        for c in range(n):
            p = next(i for i in range(r, len(rows)) if rows[i][c] != 0)
            rows[r], rows[p] = rows[p], rows[r]
            rows[r] = [x / rows[r][c] for x in rows[r]]
            for i in range(len(rows)):
                if i != r and rows[i][c] != 0:
                    f = rows[i][c]
                    rows[i] = [a - f * b for a, b in zip(rows[i], rows[r])]
            pivot_of[c] = r
            r += 1
        return [int(rows[pivot_of[c]][-1]) for c in range(n)]


BOOTCAMP = Arithmagon()
