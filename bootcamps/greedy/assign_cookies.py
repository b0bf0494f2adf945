"""Most children made content when each child needs a cookie of at least some size.

Each child takes at most one cookie and each cookie goes to at most one child. The trace sorts
both lists and walks them with two pointers: the smallest remaining cookie goes to the least
greedy waiting child if it is big enough, and is thrown away otherwise.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import render_any
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    children: int = 4
    cookies: int = 4
    max_size: int = 10

    def __post_init__(self) -> None:
        if not 1 <= self.children <= 200 or not 1 <= self.cookies <= 200:
            raise ValueError(f"children and cookies must be in 1..200, got {self.children}, {self.cookies}")
        if self.max_size < 3:
            raise ValueError(f"max_size must be >= 3, got {self.max_size}")


_TEMPLATES = (
    "Children have greed factors {g}: a child is content with a cookie whose size is at least its greed factor. The "
    "cookie sizes are {s}. Each child gets at most one cookie and each cookie can be given to one child. At most how "
    "many children can be made content?",
    "Greed of each child: {g}. Sizes of the available cookies: {s}. A child is happy only with a cookie at least as "
    "big as its greed, and nobody may receive two cookies. What is the maximum number of happy children?",
    "Match cookies (sizes {s}) to children (minimum acceptable sizes {g}), one cookie per child at most and each "
    "cookie used once at most, so that as many children as possible are satisfied. How many can be satisfied?",
)


class AssignCookies(IntegerAnswer, Bootcamp):
    id = "greedy/assign_cookies"
    description = "Most content children, one cookie each (sorted two-pointer greedy)"
    Config = Config
    LEVELS = {
        "1": Config(children=4, cookies=4, max_size=12),
        "2": Config(children=6, cookies=6, max_size=20),
        "3": Config(children=8, cookies=9, max_size=30),
        "4": Config(children=11, cookies=12, max_size=50),
        "5": Config(children=15, cookies=16, max_size=80),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        greed = [rng.randint(1, config.max_size) for _ in range(config.children)]
        sizes = [rng.randint(1, config.max_size) for _ in range(config.cookies)]
        data = {"greed": greed, "sizes": sizes}
        return data, self.run_program(data)[0]

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(g=render_any(data["greed"], rng), s=render_any(data["sizes"], rng))
        return f"{text}\n{answer_instruction('the number of content children as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        t.state("sort")
        greed = t.compute("greed", sorted(data["greed"]))
        sizes = t.compute("sizes", sorted(data["sizes"]))
        child = 0
        for j in range(len(sizes)):
            if child >= len(greed):
                break
            t.state(f"cookie {j}")
            size = t.fetch(f"sizes[{j}]", sizes[j])
            need = t.fetch(f"greed[{child}]", greed[child])
            if t.goto(size >= need, why="big enough for the least greedy waiting child"):
                child = t.compute("content", child + 1)
        t.state("answer")
        return t.compute("answer", t.fetch("content", child))

    def solve(self, data: dict) -> int:
        # Greedy from the other end: the biggest cookie to the greediest child it can satisfy.
        sizes = sorted(data["sizes"], reverse=True)
        count, i = 0, 0
        for g in sorted(data["greed"], reverse=True):
            if i < len(sizes) and sizes[i] >= g:
                count += 1
                i += 1
        return count


BOOTCAMP = AssignCookies()
