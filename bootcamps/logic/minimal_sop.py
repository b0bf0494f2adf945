"""Minimal sum of products: how few literals can an OR of ANDs for a given function use?

The function of x1..xn is given by its true rows and, at the higher levels, don't-care rows
(which the expression may make true or false). A sum of products is an OR of terms, each an AND
of literals; its cost is the total number of literals. The answer is the least cost of any sum
of products equal to the function (one integer). This is the covering step of Karnaugh-map /
Quine-McCluskey minimisation, not counting the prime implicants (logic/prime_implicants): a
cheapest cover uses prime implicants only, but choosing them is a set-cover search. The trace
lists the prime implicants, then searches covers: it takes the uncovered true row with the fewest
covering primes and branches over those primes (most new rows first), cutting branches that cannot beat the best cover so
far. The plain solver is a memoised search over the set of uncovered rows; the tests check
golds with z3's optimiser over every implicant cube.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import strict_int
from bootcamps.kit.logic5 import cube_literals, cube_rows_of, prime_cubes
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    variables: int = 3
    density: float = 0.4
    dont_cares: int = 0

    def __post_init__(self) -> None:
        if not 2 <= self.variables <= 6:
            raise ValueError(f"variables must be in 2..6, got {self.variables}")
        if not 0.1 <= self.density <= 0.8:
            raise ValueError(f"density must be in 0.1..0.8, got {self.density}")
        if not 0 <= self.dont_cares <= 2 ** self.variables // 3:
            raise ValueError(f"dont_cares must be in 0..2^n/3, got {self.dont_cares}")


class MinimalSop(Bootcamp):
    id = "logic/minimal_sop"
    description = "Least literal count of a sum of products for a function with don't-cares (Karnaugh cover)"
    Config = Config
    LEVELS = {
        "1": Config(variables=4, density=0.3, dont_cares=0),
        "2": Config(variables=4, density=0.45, dont_cares=1),
        "3": Config(variables=5, density=0.3, dont_cares=2),
        "4": Config(variables=5, density=0.4, dont_cares=3),
        "5": Config(variables=5, density=0.5, dont_cares=5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.variables
        while True:
            rows = list(range(2 ** n))
            rng.shuffle(rows)
            dc = sorted(rows[: config.dont_cares])
            true = sorted(r for r in rows[config.dont_cares:] if rng.random() < config.density)
            if 2 <= len(true) and len(true) + len(dc) < 2 ** n:
                data = {"variables": n, "true": true, "dont_care": dc}
                return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = data["variables"]
        vs = ", ".join(f"x{i + 1}" for i in range(n))
        rows = lambda rs: ", ".join(format(r, f"0{n}b") for r in rs) or "none"  # noqa: E731
        lines = [
            rng.choice((
                f"A Boolean function f({vs}) is 1 on the rows listed as true (bits in the order {vs}).",
                f"The function f of {vs} is given by its true rows, written as bit strings in the order {vs}.",
                f"Consider f({vs}); each row below is a bit string giving {vs} in that order.",
            )),
            "True rows: " + rows(data["true"]),
        ]
        if data["dont_care"]:
            lines.append("Don't-care rows (f may be 0 or 1 there, whichever helps): " + rows(data["dont_care"]))
        lines.append("Every other row is false." if data["dont_care"] else "f is 0 on every other row.")
        lines.append(rng.choice((
            "A sum of products is an OR of terms, each term an AND of literals (a variable or its negation). Its cost "
            "is the total number of literal occurrences. What is the least cost of a sum of products equal to f on "
            "every row that is not a don't-care?",
            "Write f as an OR of AND-terms of literals using as few literals in total as possible (count every "
            "occurrence; x1·~x2 + x3 has 3). How many literals does a minimal such expression have?",
            "Minimise f as a two-level AND-OR expression (as with a Karnaugh map). Report the minimum possible total "
            "number of literals over all terms.",
        )))
        lines.append(answer_instruction("one integer"))
        return "\n".join(lines)

    def check(self, data: dict, answer: int, text: str) -> float:
        return 1.0 if strict_int(text) == answer else 0.0

    def program(self, t: Tracer, data: dict) -> int:
        n, true = data["variables"], data["true"]
        t.state("prime implicants")
        primes = t.compute("primes", prime_cubes(n, true, data["dont_care"]))
        covers = {p: [r for r in cube_rows_of(p) if r in true] for p in primes}
        best = sum(cube_literals(p) for p in primes) + 1
        chosen: list[str] = []

        def search(uncovered: list[int], cost: int) -> None:
            nonlocal best
            if not uncovered:
                if cost < best:
                    t.state("cover " + " + ".join(chosen))
                    best = t.compute("best", cost)
                return
            # branch on the row with the fewest covering primes; try primes covering most first
            row = min(uncovered, key=lambda r: (sum(r in covers[p] for p in primes), r))
            options = sorted((p for p in primes if row in covers[p]),
                             key=lambda p: (-sum(r in uncovered for r in covers[p]), cube_literals(p), p))
            for p in options:
                t.state(f"row {format(row, f'0{n}b')} by {p}")
                new_cost = t.compute("cost", cost + cube_literals(p))
                if t.compute("cut", new_cost >= best, why="cannot beat the best cover"):
                    continue
                chosen.append(p)
                search([r for r in uncovered if r not in covers[p]], new_cost)
                chosen.pop()

        search(list(true), 0)
        t.state("answer")
        return t.compute("answer", t.fetch("best", best))

    def solve(self, data: dict) -> int:
        n, true = data["variables"], data["true"]
        primes = prime_cubes(n, true, data["dont_care"])
        index = {r: i for i, r in enumerate(true)}
        masks = [(sum(1 << index[r] for r in cube_rows_of(p) if r in index), cube_literals(p)) for p in primes]

        @lru_cache(maxsize=None)
        def cheapest(uncovered: int) -> int:
            if not uncovered:
                return 0
            low = uncovered & -uncovered
            return min(cost + cheapest(uncovered & ~mask) for mask, cost in masks if mask & low)

        return cheapest((1 << len(true)) - 1)

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        return [str(case.answer + d) for d in (-1, 1, 2)]


BOOTCAMP = MinimalSop()
