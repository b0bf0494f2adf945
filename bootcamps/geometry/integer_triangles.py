"""Count the non-congruent triangles with integer sides a <= b <= c (a + b > c) that have a
given perimeter p, or a given longest side c, and satisfy a condition: any, isosceles,
scalene, acute or obtuse (from level 2). The traced solver fixes one side per state (the
longest side c for a perimeter, the middle side b for a longest side) and counts the other
side's range in closed form; for acute and obtuse it solves a^2 + b^2 = c^2 for the boundary
with an integer square root. The plain solver enumerates the pairs (a, b).

A case is one number and one condition, so the lower levels have only a few thousand
distinct prompts (min_distinct_prompts)."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

CONDITIONS = ("any", "isosceles", "scalene", "acute", "obtuse")


@dataclass(frozen=True)
class Config:
    min_perimeter: int = 12
    max_perimeter: int = 100
    min_longest: int = 6
    max_longest: int = 50
    conditions: int = 3  # the first this many of CONDITIONS may be asked

    def __post_init__(self) -> None:
        if not 6 <= self.min_perimeter <= self.max_perimeter <= 10_000:
            raise ValueError(f"need 6 <= min_perimeter <= max_perimeter <= 10000, got {self.min_perimeter}, {self.max_perimeter}")
        if not 3 <= self.min_longest <= self.max_longest <= 5000:
            raise ValueError(f"need 3 <= min_longest <= max_longest <= 5000, got {self.min_longest}, {self.max_longest}")
        if not 1 <= self.conditions <= len(CONDITIONS):
            raise ValueError(f"conditions must be in 1..{len(CONDITIONS)}, got {self.conditions}")


_CONDITION_TEXT = {
    "any": "",
    "isosceles": " that are isosceles (at least two sides equal; equilateral triangles count too)",
    "scalene": " that are scalene (all three sides of different lengths)",
    "acute": " that are acute (every angle smaller than 90 degrees)",
    "obtuse": " that are obtuse (one angle larger than 90 degrees)",
}
_RULES = ("Triangles with the same three side lengths (in any order) are congruent and count once, and a triangle must "
          "be non-degenerate: each side is shorter than the sum of the other two.")
_TEMPLATES = {
    "perimeter": (
        "How many triangles with integer side lengths and perimeter {n} are there{cond}? {rules}",
        "Count the non-congruent triangles{cond} whose sides are whole numbers adding up to {n}. {rules}",
        "A triangle has sides of integer length and perimeter exactly {n}. How many different such triangles exist{cond}? {rules}",
    ),
    "longest": (
        "How many triangles{cond} with integer side lengths have longest side exactly {n}? (No side is longer than "
        "{n}, and at least one side equals {n}.) {rules}",
        "Count the non-congruent triangles{cond} with whole-number sides in which the largest side length is {n} "
        "(the other two sides are at most {n}). {rules}",
        "The longest side of a triangle is {n} and all its sides are integers (the other sides may also be {n}). "
        "How many different such triangles are there{cond}? {rules}",
    ),
}


def _fits(a: int, b: int, c: int, condition: str) -> bool:
    if condition == "any":
        return True
    if condition == "isosceles":
        return a == b or b == c
    if condition == "scalene":
        return a != b and b != c
    if condition == "acute":
        return a * a + b * b > c * c
    return a * a + b * b < c * c


class IntegerTriangles(IntegerAnswer, Bootcamp):
    id = "geometry/integer_triangles"
    description = "Count integer-sided triangles with a given perimeter or longest side (any, isosceles, scalene, acute, obtuse)"
    Config = Config
    LEVELS = {
        "1": Config(min_perimeter=12, max_perimeter=100, min_longest=6, max_longest=50, conditions=3),
        "2": Config(min_perimeter=30, max_perimeter=250, min_longest=15, max_longest=120, conditions=5),
        "3": Config(min_perimeter=100, max_perimeter=700, min_longest=50, max_longest=300, conditions=5),
        "4": Config(min_perimeter=500, max_perimeter=1500, min_longest=200, max_longest=600, conditions=5),
        "5": Config(min_perimeter=1200, max_perimeter=2400, min_longest=500, max_longest=800, conditions=5),
    }
    min_distinct_prompts = {"1": 0.6, "2": 0.85, "3": 0.92, "4": 0.95, "5": 0.95}
    small_space_reason = "a case is one perimeter or longest side and one condition"

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        condition = rng.choice(CONDITIONS[: config.conditions])
        if rng.random() < 0.5:
            data = {"mode": "perimeter", "n": rng.randint(config.min_perimeter, config.max_perimeter), "condition": condition}
        else:
            data = {"mode": "longest", "n": rng.randint(config.min_longest, config.max_longest), "condition": condition}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES[data["mode"]]).format(n=data["n"], cond=_CONDITION_TEXT[data["condition"]], rules=_RULES)
        return f"{text}\n{answer_instruction('a single integer (the number of triangles)')}"

    def program(self, t: Tracer, data: dict) -> int:
        condition = data["condition"]
        t.state("start")
        n = t.fetch("n", data["n"])
        perimeter = data["mode"] == "perimeter"
        if perimeter:  # the largest side c; then b in [ceil(s/2), min(c, s-1)] and a = s - b
            first, last = t.compute("c from", -(-n // 3), why="c >= p/3"), t.compute("c to", (n - 1) // 2, why="c < a + b")
        else:  # the middle side b in [c//2 + 1, c]; then a in [c - b + 1, b]
            first, last = t.compute("b from", n // 2 + 1, why="2b > c"), t.compute("b to", n, why="b <= c")
        total = 0
        for side in range(first, last + 1):
            if perimeter:
                t.state(f"longest side {side}")
                c = side
                s = t.compute("a + b", n - c, why=f"{n} - {c}")
                lo, hi = t.compute("b from", -(-s // 2), why="a <= b"), t.compute("b to", min(c, s - 1), why="b <= c, a >= 1")
            else:
                t.state(f"middle side {side}")
                b, c = side, n
                lo, hi = t.compute("a from", c - b + 1, why="a + b > c"), t.compute("a to", b, why="a <= b")
            count = t.compute("all", max(0, hi - lo + 1), why=f"{lo}..{hi}")
            if condition in ("isosceles", "scalene"):
                if perimeter:  # b = a (a + b even) or b = c
                    equal = {x for x in (s // 2 if s % 2 == 0 else None, c) if x is not None and lo <= x <= hi}
                    why = "b = a or b = c"
                else:  # a = b, or every a when b = c
                    equal = set(range(lo, hi + 1)) if b == c else {b}
                    why = "a = b, or any a when b = c"
                same = t.compute("isosceles", len(equal), why=why)
                count = same if condition == "isosceles" else t.compute("scalene", count - same, why="all - isosceles")
            elif condition in ("acute", "obtuse"):
                # perimeter: a^2 + b^2 - c^2 = ((2b - s)^2 - d) / 2 with d = 2c^2 - s^2; longest: a^2 - d, d = c^2 - b^2
                d = t.compute("d", 2 * c * c - s * s if perimeter else c * c - b * b,
                              why="2c^2 - (a+b)^2" if perimeter else "c^2 - b^2")
                r = t.compute("isqrt(d)", math.isqrt(d) if d >= 0 else -1)
                if condition == "acute":  # x^2 > d with x = 2b - s (perimeter) or x = a
                    bound = (s + r + 2) // 2 if perimeter else r + 1
                    bound = t.compute("acute from", bound if d >= 0 else lo, why="square above d")
                    count = t.compute("acute", max(0, hi - max(lo, bound) + 1))
                else:  # x^2 < d
                    top = r - 1 if r * r == d else r
                    bound = (s + top) // 2 if perimeter else top
                    bound = t.compute("obtuse up to", bound if top >= 0 else lo - 1, why="square below d")
                    count = t.compute("obtuse", max(0, min(hi, bound) - lo + 1))
            total = t.compute("total", t.fetch("total", total) + count)
        t.state("answer")
        return t.compute("answer", t.fetch("total", total))

    def solve(self, data: dict) -> int:
        n, condition = data["n"], data["condition"]
        count = 0
        if data["mode"] == "perimeter":
            for a in range(1, n // 3 + 1):
                for b in range(a, (n - a) // 2 + 1):
                    c = n - a - b
                    if a + b > c and _fits(a, b, c, condition):
                        count += 1
        else:
            c = n
            for b in range(c // 2 + 1, c + 1):
                for a in range(c - b + 1, b + 1):
                    count += _fits(a, b, c, condition)
        return count


BOOTCAMP = IntegerTriangles()
