"""Count the prime implicants of a Boolean function given by the rows where it is true.

An implicant is a product of literals (a cube such as x1 AND NOT x3, written 1-0) that is true
only on rows where the function is true; it is prime when dropping any one of its literals
makes it cover a false row. The traced solver is the Quine-McCluskey merge: start from the
true rows, and in each round merge every pair of cubes that differ in one fixed position;
cubes that merge with nothing are prime. One state per round fetches the current cubes and
computes the merged ones and the new primes. The plain solver checks all 3^n cubes directly.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import product

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    variables: int = 3
    density: float = 0.5  # share of rows that are true

    def __post_init__(self) -> None:
        if not 2 <= self.variables <= 7:
            raise ValueError(f"variables must be in 2..7, got {self.variables}")
        if not 0.1 <= self.density <= 0.9:
            raise ValueError(f"density must be in 0.1..0.9, got {self.density}")


_INTROS = (
    "A Boolean function f of {vs} is true exactly on the rows listed below (each row gives the "
    "values of {vs} in that order) and false on every other row.",
    "The function f({vs}) equals 1 on these input rows (bits in the order {vs}) and 0 elsewhere.",
    "Here are all the assignments to ({vs}) that make f true, written as bit strings; f is false on the rest.",
)
_DEFINITION = (
    "An implicant of f is a conjunction of literals (each variable plain, negated or absent) that "
    "is true only where f is true. A prime implicant is an implicant that stops being one if any "
    "of its literals is removed."
)
_QUESTIONS = (
    "How many prime implicants does f have?",
    "Count the prime implicants of f.",
    "What is the number of distinct prime implicants of f?",
)


class PrimeImplicants(IntegerAnswer, Bootcamp):
    id = "logic/prime_implicants"
    description = "Count the prime implicants of a Boolean function given by its true rows (Quine-McCluskey)"
    Config = Config
    LEVELS = {
        "1": Config(variables=4, density=0.3),
        "2": Config(variables=4, density=0.5),
        "3": Config(variables=5, density=0.4),
        "4": Config(variables=5, density=0.55),
        "5": Config(variables=6, density=0.35),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.variables
        while True:
            rows = sorted(r for r in range(2**n) if rng.random() < config.density)
            if 2 <= len(rows) < 2**n:
                data = {"variables": n, "rows": rows}
                return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = data["variables"]
        names = ", ".join(f"x{i + 1}" for i in range(n))
        lines = [rng.choice(_INTROS).format(vs=names)]
        lines.append("True rows: " + ", ".join(format(r, f"0{n}b") for r in data["rows"]))
        lines += [_DEFINITION, rng.choice(_QUESTIONS), answer_instruction("one integer")]
        return "\n".join(lines)

    def program(self, t: Tracer, data: dict) -> int:
        n = data["variables"]
        cubes = [format(r, f"0{n}b") for r in data["rows"]]
        primes: list[str] = []
        round_ = 0
        while cubes:
            round_ += 1
            t.state(f"round {round_} cubes")
            cubes = t.fetch("cubes", cubes)
            present = set(cubes)
            found: list[list[str]] = []
            for k in range(len(cubes)):
                # a merges with b when b differs from a in exactly one fixed position
                t.state(f"round {round_} cube {k}")
                a = t.fetch(f"cube[{k}]", cubes[k])
                fixed = [i for i, bit in enumerate(a) if bit != "-"]
                merges = [a[:i] + "-" + a[i + 1 :] for i in fixed if a[:i] + ("1" if a[i] == "0" else "0") + a[i + 1 :] in present]
                found.append(t.compute("merges", merges, why="flip one fixed bit; merge where that cube is listed"))
            t.state(f"round {round_} result")
            new_primes = [c for c, ms in zip(cubes, found) if not ms]
            primes = t.compute("primes", primes + new_primes, why="cubes that merged with nothing")
            cubes = t.compute("merged", sorted({m for ms in found for m in ms}))
        t.state("answer")
        return t.compute("answer", len(t.fetch("primes", primes)))

    def solve(self, data: dict) -> int:
        n = data["variables"]
        true = set(data["rows"])
        implicant: dict[tuple, bool] = {}
        # cubes by number of absent variables: a cube is an implicant when both halves are
        for cube in sorted(product((-1, 0, 1), repeat=n), key=lambda c: c.count(-1)):
            if -1 not in cube:
                implicant[cube] = int("".join(map(str, cube)), 2) in true
            else:
                i = cube.index(-1)
                implicant[cube] = implicant[cube[:i] + (0,) + cube[i + 1 :]] and implicant[cube[:i] + (1,) + cube[i + 1 :]]
        kept = [c for c, ok in implicant.items() if ok]
        return sum(
            1 for c in kept if not any(implicant[c[:i] + (-1,) + c[i + 1 :]] for i in range(n) if c[i] >= 0)
        )


BOOTCAMP = PrimeImplicants()
