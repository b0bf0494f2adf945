"""Distinct necklaces with a given number of beads of each colour, up to rotation, by
Burnside's lemma: average over the n rotations of the colourings each one fixes."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

COLOURS = ("red", "blue", "green", "yellow", "white", "black")


@dataclass(frozen=True)
class Config:
    min_beads: int = 4
    max_beads: int = 8
    colours: int = 2

    def __post_init__(self) -> None:
        if not 3 <= self.min_beads <= self.max_beads <= 60:
            raise ValueError(f"need 3 <= min_beads <= max_beads <= 60, got {self.min_beads}, {self.max_beads}")
        if not 2 <= self.colours <= len(COLOURS) or self.colours > self.min_beads:
            raise ValueError(f"colours must be in 2..{len(COLOURS)} and at most min_beads, got {self.colours}")


_TEMPLATES = (
    "A necklace has {n} beads on a circle: {beads}. Two necklaces are the same if one can be rotated into the other (no flipping). How many different necklaces are there?",
    "How many distinct circular arrangements of {beads} are there, counting arrangements that differ only by a rotation as the same?",
    "You string {beads} into a ring of {n} beads. Rotations of the ring do not count as new designs, but reflections do. Count the distinct designs.",
    "Count the necklaces made of exactly {beads}, where necklaces equal up to rotation are identified (mirror images are different).",
)


def _fixed(counts: list[int], n: int, r: int) -> int:
    """Colourings with these counts fixed by rotation r: gcd(r, n) cycles of length n/gcd."""
    cycles = math.gcd(r, n)
    length = n // cycles
    if any(c % length for c in counts):
        return 0
    return math.factorial(cycles) // math.prod(math.factorial(c // length) for c in counts)


def _arrangements(counts: list[int]) -> list[tuple[int, ...]]:
    """Every distinct sequence with ``counts[i]`` copies of colour i."""
    if not any(counts):
        return [()]
    out = []
    for colour, c in enumerate(counts):
        if c:
            counts[colour] -= 1
            out.extend((colour,) + rest for rest in _arrangements(counts))
            counts[colour] += 1
    return out


class Necklaces(IntegerAnswer, Bootcamp):
    id = "combinatorics/necklaces"
    description = "Necklaces with given bead colour counts up to rotation (Burnside's lemma)"
    Config = Config
    min_distinct_prompts = {"1": 0.18, "2": 0.5, "3": 0.6, "4": 0.85, "5": 0.9}
    small_space_reason = "a case is a handful of colour counts; level 1 has two colours and at most 14 beads"
    LEVELS = {
        "1": Config(min_beads=4, max_beads=11, colours=2),
        "2": Config(min_beads=6, max_beads=14, colours=3),
        "3": Config(min_beads=8, max_beads=16, colours=3),
        "4": Config(min_beads=12, max_beads=24, colours=4),
        "5": Config(min_beads=18, max_beads=36, colours=5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = rng.randint(config.min_beads, config.max_beads)
        if rng.random() < 0.5:  # favour counts sharing a divisor with n: those rotations fix something
            divisor = rng.choice([d for d in range(2, n + 1) if n % d == 0 and n // d >= config.colours] or [1])
        else:
            divisor = 1
        m = n // divisor
        cuts = sorted(rng.sample(range(1, m), config.colours - 1))
        counts = [(b - a) * divisor for a, b in zip([0] + cuts, cuts + [m])]
        data = {"counts": counts}
        return data, sum(_fixed(counts, n, r) for r in range(n)) // n

    def prompt(self, data: dict, rng: random.Random) -> str:
        beads = ", ".join(f"{c} {COLOURS[i]}" for i, c in enumerate(data["counts"])) + " beads"
        text = rng.choice(_TEMPLATES).format(n=sum(data["counts"]), beads=beads)
        return f"{text}\n{answer_instruction('one integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        counts = data["counts"]
        t.state("start")
        n = t.compute("n", sum(t.fetch("counts", counts)), why="total beads")
        total = 0
        for r in range(n):
            t.state(f"rotation by {r}")
            total = t.fetch("sum", total)
            cycles = t.compute("cycles", math.gcd(r, n), why=f"gcd({r}, n)")
            length = t.compute("len", n // cycles if cycles > 0 else 0, why="n / cycles")
            ok = length > 0 and all(c % length == 0 for c in counts)
            fixed = math.factorial(cycles) // math.prod(math.factorial(c // length) for c in counts) if ok and cycles >= 0 else 0
            fixed = t.compute("fixed", fixed, why="cycles! / prod (count/len)! if len divides every count, else 0")
            total = t.compute("sum2", total + fixed, why="sum + fixed")
        t.state("answer")
        total, n = t.fetch("sum", total), t.fetch("n", n)
        if n <= 0:
            raise ValueError("no beads after an injected error")
        return t.compute("answer", total // n, why="sum / n (Burnside)")

    def solve(self, data: dict) -> int:
        counts = data["counts"]
        n = sum(counts)
        if math.factorial(n) // math.prod(math.factorial(c) for c in counts) <= 5_000:
            # Brute force: canonical (least) rotation of every distinct arrangement.
            seen = set()
            for arrangement in _arrangements(list(counts)):
                seen.add(min(arrangement[i:] + arrangement[:i] for i in range(n)))
            return len(seen)
        # Grouped Burnside: rotations with gcd n/d number phi(d), for each divisor d of n.
        total = 0
        for d in range(1, n + 1):
            if n % d == 0 and all(c % d == 0 for c in counts):
                phi = sum(1 for j in range(1, d + 1) if math.gcd(j, d) == 1)
                total += phi * math.factorial(n // d) // math.prod(math.factorial(c // d) for c in counts)
        return total // n


BOOTCAMP = Necklaces()
