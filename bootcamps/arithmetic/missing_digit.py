"""A number with one or two unknown digits (written ?) must be divisible by a given m; exactly
one way to fill them in works. The traced solver splits the number into its known part and the
place values of the unknown digits and tests every candidate by its remainder mod m (all of
them, since the fit must be the only one); the plain solver writes each candidate out and
divides."""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import product

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.numbers2 import ask
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_digits: int = 4
    max_digits: int = 6
    unknowns: int = 1
    divisors: tuple[int, ...] = (3, 4, 9, 11)

    def __post_init__(self) -> None:
        if not 3 <= self.min_digits <= self.max_digits <= 40 or self.unknowns not in (1, 2):
            raise ValueError(f"need 3 <= min_digits <= max_digits <= 40 and unknowns 1 or 2, got {self}")
        if not self.divisors or any(not 2 <= d <= 10_000 for d in self.divisors):
            raise ValueError(f"divisors must be in 2..10000, got {self.divisors}")


_TEMPLATES = (
    "The number {masked} has {which} hidden (each ? is one decimal digit). The number is divisible by {m}. What is the number?",
    "Fill in the missing digit{s} of {masked} so that the result is a multiple of {m}. Exactly one way works; give the completed number.",
    "{masked} is divisible by {m}, where each ? stands for a single digit. Find the full number.",
    "Replace each ? in {masked} by a digit so that the number becomes divisible by {m}. Which number do you get (it is unique)?",
)


class MissingDigit(IntegerAnswer, Bootcamp):
    id = "arithmetic/missing_digit"
    description = "Fill the unknown digits of a number so that it is divisible by m (unique completion)"
    Config = Config
    LEVELS = {
        "1": Config(min_digits=4, max_digits=6, unknowns=1, divisors=(3, 4, 8, 9, 11)),
        "2": Config(min_digits=5, max_digits=8, unknowns=1, divisors=(7, 8, 11, 12, 13, 18)),
        "3": Config(min_digits=6, max_digits=10, unknowns=2, divisors=(36, 44, 45, 72, 88, 99)),
        "4": Config(min_digits=8, max_digits=14, unknowns=2, divisors=(56, 63, 72, 77, 91, 99, 117)),
        "5": Config(min_digits=12, max_digits=20, unknowns=2, divisors=(63, 77, 91, 99, 119, 133, 143)),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            m = rng.choice(config.divisors)
            digits = rng.randint(config.min_digits, config.max_digits)
            low = -(-10 ** (digits - 1) // m)
            n = m * rng.randint(low, (10**digits - 1) // m)
            text = str(n)
            positions = sorted(rng.sample(range(len(text)), config.unknowns))
            masked = "".join("?" if i in positions else c for i, c in enumerate(text))
            data = {"masked": masked, "m": m}
            if len(self._fits(data)) == 1:
                return data, n

    @staticmethod
    def _fits(data: dict) -> list[int]:
        masked, m = data["masked"], data["m"]
        out = []
        for fill in product("0123456789", repeat=masked.count("?")):
            it = iter(fill)
            text = "".join(next(it) if c == "?" else c for c in masked)
            if text[0] != "0" and int(text) % m == 0:
                out.append(int(text))
        return out

    def prompt(self, data: dict, rng: random.Random) -> str:
        k = data["masked"].count("?")
        return ask(rng, _TEMPLATES, "the completed number, one integer", masked=data["masked"], m=data["m"],
                   which="one digit" if k == 1 else f"{k} digits", s="" if k == 1 else "s")

    def program(self, t: Tracer, data: dict) -> int:
        masked = data["masked"]
        t.state("setup")
        m = t.fetch("m", data["m"])
        base = 0
        for i, char in enumerate(masked):  # the known part mod m, digit by digit (? counts as 0)
            t.state(f"digit {i + 1}")
            digit = t.fetch(f"digit[{i}]", 0 if char == "?" else int(char))
            base = t.compute("known mod m", (t.fetch("known mod m", base) * 10 + digit) % m, why="(known*10 + digit) mod m")
        t.state("place values")
        places = [len(masked) - 1 - i for i, c in enumerate(masked) if c == "?"]
        weights = t.compute("place values mod m", [pow(10, p, m) for p in places], why="10^position mod m for each ?")
        found = []
        for fill in product(range(10), repeat=len(places)):
            if masked[0] == "?" and fill[0] == 0:
                continue  # no leading zero
            t.state("try " + "".join(map(str, fill)))
            rem = t.compute("remainder", (base + sum(d * w for d, w in zip(fill, weights))) % m,
                            why="known + sum digit*place value, mod m")
            if t.goto(rem == 0, why="a fit when the remainder is 0"):
                found.append(fill)
        t.state("answer")
        if len(found) != 1:
            raise ValueError("not exactly one fit")  # only after an injected error
        digits = iter(found[0])
        return t.compute("answer", int("".join(str(next(digits)) if c == "?" else c for c in masked)))

    def solve(self, data: dict) -> int:
        (only,) = self._fits(data)
        return only


BOOTCAMP = MissingDigit()
