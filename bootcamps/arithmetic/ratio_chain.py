"""Combine linked ratios into one: from A:B = p:q, B:C = r:s, ... find A:B:C:... in smallest
whole numbers. The traced solver walks the chain, scaling the running ratio and the next link
to the lcm of the shared term; the plain solver sets A = 1 and multiplies out fractions."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from fractions import Fraction
from functools import reduce

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import ask, lcm_all
from bootcamps.kit.numbers4 import read_ratio
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    quantities: int = 3
    max_term: int = 9
    flipped: bool = False  # some links are stated the other way round (C:B = s:r)

    def __post_init__(self) -> None:
        if not 3 <= self.quantities <= 10:
            raise ValueError(f"quantities must be in 3..10, got {self.quantities}")
        if not 3 <= self.max_term <= 50:
            raise ValueError(f"max_term must be in 3..50, got {self.max_term}")


_SETS = (
    ("flour", "sugar", "butter", "milk", "eggs", "cocoa", "salt", "yeast", "honey", "oats"),
    ("Ann", "Ben", "Cleo", "Dev", "Emma", "Finn", "Gia", "Hugo", "Iris", "Jay"),
    ("red", "blue", "green", "yellow", "white", "black", "orange", "purple", "pink", "grey"),
    ("A", "B", "C", "D", "E", "F", "G", "H", "I", "J"),
)
_TEMPLATES = (
    "The amounts of {names} are linked by these ratios: {links}. Find the ratio {joined} in smallest whole numbers.",
    "Given {links}, write {joined} as a ratio of whole numbers with no common factor.",
    "In a mix, {links}. Combine these into a single ratio {joined}, using the smallest possible whole numbers.",
)
_FORM = "the whole numbers separated by colons, e.g. 6:8:9"


class RatioChain(Bootcamp):
    id = "arithmetic/ratio_chain"
    description = "Combine linked two-term ratios into one ratio in smallest whole numbers"
    Config = Config
    LEVELS = {
        "1": Config(3, 12),
        "2": Config(4, 12),
        "3": Config(5, 15, True),
        "4": Config(6, 20, True),
        "5": Config(8, 25, True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        links = []
        for i in range(config.quantities - 1):
            while True:
                p, q = rng.randint(1, config.max_term), rng.randint(1, config.max_term)
                if p != q and math.gcd(p, q) == 1:
                    break
            flip = config.flipped and rng.random() < 0.4
            links.append([i + 1, i, q, p] if flip else [i, i + 1, p, q])
        data = {"links": links, "names": rng.randrange(len(_SETS)), "n": config.quantities}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        names = _SETS[data["names"]][: data["n"]]
        links = ", ".join(f"{names[a]}:{names[b]} = {p}:{q}" for a, b, p, q in data["links"])
        return ask(rng, _TEMPLATES, _FORM, names=", ".join(names), links=links, joined=":".join(names))

    def check(self, data: dict, answer: list[int], text: str) -> float:
        return 1.0 if read_ratio(text, len(answer)) == list(answer) else 0.0

    def format_answer(self, answer: list[int]) -> str:
        return ":".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        ratio = None
        for i, (a, b, p, q) in enumerate(data["links"]):
            t.state(f"link {i}")
            a, b, p, q = t.fetch(f"links[{i}]", [a, b, p, q])
            if a > b:
                a, b, p, q = t.compute("turned", [b, a, q, p], why="read the link the other way round")
            if ratio is None:
                ratio = t.compute("ratio", [p, q], why="the first link")
                continue
            shared = ratio[-1]
            m = t.compute("lcm", lcm_all([shared, p]), why=f"lcm of {shared} and {p} (the shared quantity)")
            if shared == 0 or p == 0:
                raise ZeroDivisionError("zero term after an injected error")
            ratio = t.compute("ratio", [v * (m // shared) for v in ratio] + [q * (m // p)], why="scale both to the lcm and append")
        t.state("reduce")
        ratio = t.fetch("ratio", ratio)
        g = t.compute("gcd", reduce(math.gcd, ratio), why="common factor of all terms")
        if g == 0:
            raise ZeroDivisionError("zero ratio after an injected error")
        return t.compute("answer", [v // g for v in ratio], why="divide by the gcd")

    def solve(self, data: dict) -> list[int]:
        values = [Fraction(0)] * data["n"]
        values[0] = Fraction(1)
        for _ in range(data["n"]):  # propagate along the links until every value is known
            for a, b, p, q in data["links"]:
                if values[a] and not values[b]:
                    values[b] = values[a] * q / p
                elif values[b] and not values[a]:
                    values[a] = values[b] * p / q
        scale = lcm_all([v.denominator for v in values])
        ints = [int(v * scale) for v in values]
        g = reduce(math.gcd, ints)
        return [v // g for v in ints]


BOOTCAMP = RatioChain()
