"""Seatings of n people around a round table (rotations are the same seating, mirror images
are not) in which given pairs must sit together and other given pairs must not. The pairs are
disjoint. The traced solver glues each must-sit-together pair into a block and uses
inclusion-exclusion over the must-not pairs: the sum over j of (-1)^j C(s, j) (units - 1)!
2^(blocks), with units = n - t - j. The plain solver walks every seating of a small table."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from itertools import permutations

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.numbers2 import ask
from bootcamps.trace import Tracer

NAMES = ("Ada", "Ben", "Cai", "Dee", "Eli", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lou", "Max", "Nia", "Oto", "Pat",
         "Quin", "Rosa", "Sam", "Tara", "Uma", "Vic", "Wen", "Xena", "Yuri", "Zoe", "Amir", "Bea", "Cleo", "Dov")
MAX_PEOPLE = 16


@dataclass(frozen=True)
class Config:
    min_people: int = 5
    max_people: int = 6
    max_together: int = 1
    max_apart: int = 1

    def __post_init__(self) -> None:
        if not 4 <= self.min_people <= self.max_people <= MAX_PEOPLE:
            raise ValueError(f"need 4 <= min_people <= max_people <= {MAX_PEOPLE}, got {self.min_people}, {self.max_people}")
        if self.max_together < 0 or self.max_apart < 1 or 2 * (self.max_together + self.max_apart) > self.min_people:
            raise ValueError(f"need max_apart >= 1 and room for the pairs (2 * pairs <= min_people), got {self}")


_TEMPLATES = (
    "{n} people ({names}) sit around a round table with {n} seats. Seatings that differ only by a rotation count as the same, but mirror images are different. {rules} How many seatings are possible?",
    "In how many ways can {names} be seated at a circular table (rotations of a seating are not distinguished; reflections are)? {rules}",
    "Count the circular arrangements of the {n} guests {names}, where two arrangements are the same if one is a rotation of the other (but not if one is a mirror image). {rules}",
)


def _rules(data: dict) -> str:
    names = data["names"]
    parts = [f"{names[a]} and {names[b]} must sit next to each other." for a, b in data["together"]]
    parts += [f"{names[a]} and {names[b]} must not sit next to each other." for a, b in data["apart"]]
    return " ".join(parts)


class CircularSeating(IntegerAnswer, Bootcamp):
    id = "combinatorics/circular_seating"
    description = "Round-table seatings with pairs that must and must not sit together"
    Config = Config
    LEVELS = {
        "1": Config(min_people=5, max_people=7, max_together=1, max_apart=1),
        "2": Config(min_people=6, max_people=8, max_together=1, max_apart=2),
        "3": Config(min_people=8, max_people=10, max_together=2, max_apart=2),
        "4": Config(min_people=10, max_people=12, max_together=2, max_apart=3),
        "5": Config(min_people=14, max_people=16, max_together=3, max_apart=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = rng.randint(config.min_people, config.max_people)
        t = rng.randint(0, config.max_together)
        s = rng.randint(max(1, config.max_apart - 1), config.max_apart)
        people = rng.sample(range(n), 2 * (t + s))
        pairs = [sorted(people[2 * i : 2 * i + 2]) for i in range(t + s)]
        data = {"n": n, "names": rng.sample(NAMES, n), "together": pairs[:t], "apart": pairs[t:]}
        return data, _inclusion_exclusion(n, t, s)

    def prompt(self, data: dict, rng: random.Random) -> str:
        names = ", ".join(data["names"])
        return ask(rng, _TEMPLATES, "one integer", n=data["n"], names=names, rules=_rules(data))

    def program(self, t: Tracer, data: dict) -> int:
        n = data["n"]
        t.state("blocks")
        together = t.compute("together pairs", len(data["together"]), why="each glued pair is one unit that can face 2 ways")
        apart = t.compute("apart pairs", len(data["apart"]))
        total = 0
        for j in range(apart + 1):
            t.state(f"glue {j} of the apart pairs")
            units = t.compute("units", n - together - j, why="people left after gluing the pairs")
            if units < 1 or together < 0:
                raise ValueError("no units after an injected error")
            term = t.compute("term", math.comb(apart, j) * math.factorial(units - 1) * 2 ** (together + j), why="C(apart, j) (units-1)! 2^(glued pairs)")
            total = t.compute("total", total + (-1) ** j * term, why="inclusion-exclusion sign (-1)^j")
        return total

    def solve(self, data: dict) -> int:
        n = data["n"]
        if n > 8:
            return _inclusion_exclusion(n, len(data["together"]), len(data["apart"]))
        # small tables: person 0 in a fixed seat, every order of the others walked round
        count = 0
        for rest in permutations(range(1, n)):
            ring = (0,) + rest
            neighbours = {frozenset((ring[i], ring[(i + 1) % n])) for i in range(n)}
            if all(frozenset(p) in neighbours for p in data["together"]) and not any(frozenset(p) in neighbours for p in data["apart"]):
                count += 1
        return count


def _inclusion_exclusion(n: int, together: int, apart: int) -> int:
    return sum((-1) ** j * math.comb(apart, j) * math.factorial(n - together - j - 1) * 2 ** (together + j) for j in range(apart + 1))


BOOTCAMP = CircularSeating()
