"""How many integers from 1 to N are divisible by at least one, by none, or by exactly one of
some given numbers (not necessarily coprime)? The traced solver runs inclusion-exclusion over
every non-empty subset S of the numbers, counting N // lcm(S); the plain solver counts one
period of length lcm(all) directly and scales it."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from itertools import combinations

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.numbers2 import ask
from bootcamps.trace import Tracer

KINDS = ("any", "none", "exactly_one")
MAX_PERIOD = 20_000  # lcm of all the numbers: keeps the plain solver's period small
_PERIODS = (360, 420, 720, 840, 1260, 1680, 2520, 3960, 5040, 6930, 7560, 9240, 10080, 13860, 15120, 18480, 19800)


@dataclass(frozen=True)
class Config:
    numbers: int = 2
    max_number: int = 12
    max_n: int = 100

    def __post_init__(self) -> None:
        if not 2 <= self.numbers <= 6 or not 4 <= self.max_number <= 200 or not 20 <= self.max_n <= 10**15:
            raise ValueError(f"need numbers in 2..6, max_number in 4..200, max_n in 20..10^15, got {self}")


_TEMPLATES = (
    "How many integers from 1 to {n} inclusive are {what} {numbers}?",
    "Count the whole numbers k with 1 <= k <= {n} that are {what} {numbers}.",
    "Among the integers 1, 2, ..., {n}, how many are {what} {numbers}?",
    "Find the number of positive integers not exceeding {n} that are {what} {numbers}.",
)
_WHAT = {"any": "divisible by at least one of", "none": "divisible by none of", "exactly_one": "divisible by exactly one of"}


class DivisibilityCount(IntegerAnswer, Bootcamp):
    id = "combinatorics/divisibility_count"
    description = "Inclusion-exclusion: integers up to N divisible by at least one / none / exactly one of given numbers"
    Config = Config
    LEVELS = {
        "1": Config(numbers=2, max_number=15, max_n=200),
        "2": Config(numbers=3, max_number=20, max_n=1_000),
        "3": Config(numbers=3, max_number=40, max_n=100_000),
        "4": Config(numbers=4, max_number=50, max_n=10**7),
        "5": Config(numbers=5, max_number=60, max_n=10**10),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            # numbers drawn among the divisors of one highly composite period keep lcm(all) small
            period = rng.choice(_PERIODS)
            pool = [d for d in range(2, config.max_number + 1) if period % d == 0]
            rng.shuffle(pool)
            chosen: list[int] = []
            for d in pool:  # greedily skip a divisor or multiple of a chosen number: it adds nothing
                if all(d % c and c % d for c in chosen):
                    chosen.append(d)
                    if len(chosen) == config.numbers:
                        break
            if len(chosen) == config.numbers:
                values = sorted(chosen)
                break
        data = {"n": rng.randint(config.max_n // 4, config.max_n), "numbers": values, "kind": rng.choice(KINDS)}
        return data, self.program(Tracer(), data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        values = [str(v) for v in data["numbers"]]
        listed = ", ".join(values[:-1]) + f" and {values[-1]}" if data["kind"] != "exactly_one" else ", ".join(values[:-1]) + f", {values[-1]}"
        return ask(rng, _TEMPLATES, "one integer", n=data["n"], what=_WHAT[data["kind"]], numbers=listed)

    def program(self, t: Tracer, data: dict) -> int:
        n, values = data["n"], data["numbers"]
        by_size = [0] * (len(values) + 1)  # sum of N // lcm(S) over the subsets of each size
        for size in range(1, len(values) + 1):
            for subset in combinations(values, size):
                t.state("subset " + " ".join(map(str, subset)))
                common = t.compute("lcm", math.lcm(*subset), why="multiples of every number in the subset")
                if common <= 0:
                    raise ValueError("lcm is not positive after an injected error")
                by_size[size] = t.compute(f"sum[{size}]", by_size[size] + n // common, why=f"add {n} // lcm")
        t.state("combine")
        sums = t.fetch("sums", by_size)
        at_least_one = t.compute("at least one", sum((-1) ** (j + 1) * sums[j] for j in range(1, len(sums))), why="alternating sum over subset sizes")
        if data["kind"] == "any":
            return at_least_one
        if data["kind"] == "none":
            return t.compute("answer", n - at_least_one, why="N minus those divisible by at least one")
        return t.compute("answer", sum((-1) ** (j - 1) * j * sums[j] for j in range(1, len(sums))), why="exactly one: sum (-1)^(j-1) j S_j")

    def solve(self, data: dict) -> int:
        n, values, kind = data["n"], data["numbers"], data["kind"]
        period = math.lcm(*values)

        def hits(k: int) -> int:
            return sum(1 for v in values if k % v == 0)

        def wanted(k: int) -> bool:
            h = hits(k)
            return h >= 1 if kind == "any" else h == 0 if kind == "none" else h == 1

        whole, rest = divmod(n, period)
        per_period = sum(1 for k in range(1, period + 1) if wanted(k))
        return whole * per_period + sum(1 for k in range(1, rest + 1) if wanted(k))


BOOTCAMP = DivisibilityCount()
