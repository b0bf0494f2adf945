"""Permutations with forbidden positions: n people take n chairs, one each, and every person
has a list of chairs they refuse. How many seatings are allowed? The traced solver seats the
people in order and keeps, for each set of taken chairs, the number of ways to reach it (a
dynamic program over subsets); the plain solver uses rook numbers of the forbidden board,
sum (-1)^k r_k (n - k)!."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.numbers2 import ask
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    n: int = 4
    forbidden: int = 4  # forbidden cells in all

    def __post_init__(self) -> None:
        if not 3 <= self.n <= 9:
            raise ValueError(f"n must be in 3..9, got {self.n}")
        if not 1 <= self.forbidden <= self.n * (self.n - 1):
            raise ValueError(f"forbidden must be in 1..n(n-1), got {self.forbidden}")


_PEOPLE = ("Ada", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ivy")
_TEMPLATES = (
    "{n} guests ({people}) sit on chairs numbered 1 to {n}, one guest per chair. {rules} In how many ways can they be seated?",
    "Count the permutations that put each of {people} into a different one of the slots 1..{n}, given these restrictions: {rules}",
    "A teacher assigns {n} students ({people}) to {n} desks numbered 1 to {n}, one each. {rules} How many assignments respect all of this?",
)


def _rules(forbid: list[list[int]], rng: random.Random) -> str:
    parts = []
    for person, chairs in enumerate(forbid):
        if not chairs:
            continue
        name = _PEOPLE[person]
        listed = " or ".join(map(str, chairs))
        parts.append(rng.choice((f"{name} refuses chair {listed}.", f"{name} may not take {listed}.", f"{name} will not sit in {listed}.")))
    return " ".join(parts)


class ForbiddenPositions(IntegerAnswer, Bootcamp):
    id = "combinatorics/forbidden_positions"
    description = "Count seatings (permutations) where each person avoids a list of chairs"
    Config = Config
    LEVELS = {
        "1": Config(4, 4),
        "2": Config(5, 7),
        "3": Config(6, 10),
        "4": Config(7, 14),
        "5": Config(8, 20),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.n
        while True:
            cells = rng.sample(range(n * n), config.forbidden)
            forbid = [sorted(c % n + 1 for c in cells if c // n == p) for p in range(n)]
            data = {"forbid": forbid}
            answer = self.solve(data)
            if answer > 0:
                return data, answer

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = len(data["forbid"])
        return ask(rng, _TEMPLATES, "a single integer", n=n, people=", ".join(_PEOPLE[:n]), rules=_rules(data["forbid"], rng))

    def program(self, t: Tracer, data: dict) -> int:
        n = len(data["forbid"])
        ways = {0: 1}  # bitmask of taken chairs -> number of ways
        for person in range(n):
            t.state(f"seat {_PEOPLE[person]}")
            banned = t.fetch(f"forbid[{person}]", data["forbid"][person])
            new: dict[int, int] = {}
            for mask, count in ways.items():
                for chair in range(n):
                    if mask >> chair & 1 or chair + 1 in banned:
                        continue
                    new[mask | 1 << chair] = new.get(mask | 1 << chair, 0) + count
            listed = t.compute("ways", [[_chairs(m), c] for m, c in sorted(new.items())], why="taken chairs -> ways so far")
            ways = {}
            for chairs, count in listed:
                mask = sum(1 << (int(ch) - 1) for ch in set(str(chairs)) if ch.isdigit() and 0 < int(ch) <= n)
                ways[mask] = ways.get(mask, 0) + count
        t.state("answer")
        total = t.fetch("ways", [[_chairs(m), c] for m, c in sorted(ways.items())])
        return t.compute("answer", sum(c for _, c in total), why="all chairs taken")

    def solve(self, data: dict) -> int:
        forbid = data["forbid"]
        n = len(forbid)
        cells = [(p, c - 1) for p, chairs in enumerate(forbid) for c in chairs]
        rooks = [0] * (n + 1)  # r_k: non-attacking placements of k rooks on the forbidden cells

        def place(start: int, rows: int, cols: int, k: int) -> None:
            rooks[k] += 1
            for i in range(start, len(cells)):
                p, c = cells[i]
                if not rows >> p & 1 and not cols >> c & 1:
                    place(i + 1, rows | 1 << p, cols | 1 << c, k + 1)

        place(0, 0, 0, 0)
        return sum((-1) ** k * rooks[k] * math.factorial(n - k) for k in range(n + 1))


def _chairs(mask: int) -> str:
    return "".join(str(i + 1) for i in range(10) if mask >> i & 1)


BOOTCAMP = ForbiddenPositions()
