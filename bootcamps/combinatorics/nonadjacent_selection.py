"""Choose k of n objects arranged in a row or around a circle so that no two chosen ones are
neighbours (optionally keeping at least g unchosen between any two chosen). The traced solver
uses the gap argument: in a row, C(n - (k-1) g, k); around a circle, count the selections that
contain object 1 (the rest is a row of n - 2g - 1 objects) and use symmetry: every object is in
the same number of selections, so the total is n/k times that. The plain solver counts with a
dynamic program along a row (for the circle: over the smallest chosen object, the others lie
in a row that keeps g free on both sides of it)."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.numbers2 import ask
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_n: int = 6
    max_n: int = 12
    max_gap: int = 1

    def __post_init__(self) -> None:
        if not 4 <= self.min_n <= self.max_n <= 200 or not 1 <= self.max_gap <= 5:
            raise ValueError(f"need 4 <= min_n <= max_n <= 200 and max_gap in 1..5, got {self}")


def row_count(n: int, k: int, g: int) -> int:
    """k of n in a row with at least g unchosen between chosen ones."""
    return math.comb(n - (k - 1) * g, k) if n - (k - 1) * g >= k else 0


_ROW = (("chairs in a row", "people sit down", "chairs"), ("parking spaces in a line", "cars park", "spaces"),
        ("houses along a straight street", "houses get a flag", "houses"), ("plots in a single row", "trees are planted", "plots"))
_CIRCLE = (("chairs around a round table", "people sit down", "chairs"), ("lamps on a circular track", "lamps are switched on", "lamps"),
           ("beads on a ring (fixed in place, all distinguishable)", "beads are painted", "beads"), ("seats in a circular tent", "scouts sit down", "seats"))
_TEMPLATES = (
    "There are {n} {place}. In how many ways can {k} of the {things} be chosen so that {rule}?",
    "{n} {place}: {k} {who} so that {rule}. How many choices of the {k} {things} are possible?",
    "Count the {k}-element subsets of {n} {place} such that {rule}.",
)


class NonadjacentSelection(IntegerAnswer, Bootcamp):
    id = "combinatorics/nonadjacent_selection"
    description = "Choose k of n in a row or circle with no two (or gap-g) neighbours chosen"
    Config = Config
    min_distinct_prompts = {"1": 0.6, "2": 0.85, "3": 0.93, "4": 0.97}
    small_space_reason = 'a case is (n, k, gap, row or circle): a few hundred per level at the low levels'
    LEVELS = {
        "1": Config(min_n=6, max_n=30, max_gap=1),
        "2": Config(min_n=10, max_n=45, max_gap=2),
        "3": Config(min_n=15, max_n=60, max_gap=2),
        "4": Config(min_n=25, max_n=70, max_gap=3),
        "5": Config(min_n=40, max_n=120, max_gap=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            n = rng.randint(config.min_n, config.max_n)
            g = rng.randint(1, config.max_gap)
            circle = rng.random() < 0.5
            k = rng.randint(2, max(2, n // (g + 1)))
            data = {"n": n, "k": k, "gap": g, "circle": circle, "story": rng.randrange(4)}
            gold = self.solve(data)
            if gold > 0:
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        place, who, things = (_CIRCLE if data["circle"] else _ROW)[data["story"]]
        g = data["gap"]
        rule = "no two chosen ones are next to each other" if g == 1 else f"between any two chosen ones there are at least {g} unchosen ones"
        if data["circle"]:
            rule += " (the first and the last are neighbours, as everything is in a circle)"
        return ask(rng, _TEMPLATES, "one integer", n=data["n"], k=data["k"], place=place, who=who, things=things, rule=rule)

    def program(self, t: Tracer, data: dict) -> int:
        t.state("setup")
        n, k, g = t.fetch("n", data["n"]), t.fetch("k", data["k"]), t.fetch("g", data["gap"])
        if not t.goto(data["circle"], why="a circle: count the selections holding object 1, then use symmetry"):
            t.state("squeeze")
            free = t.compute("free", n - (k - 1) * g, why="remove the g forced gaps after each of the first k-1 chosen")
            t.state("choose")
            ways = t.compute("C(free,k)", math.comb(free, k) if free >= k else 0, why="any k of the squeezed row")
            t.state("answer")
            return t.compute("answer", t.fetch("C(free,k)", ways))
        t.state("object 1 chosen")
        taken = t.compute("B", row_count(n - 2 * g - 1, k - 1, g), why="its g neighbours on each side are blocked: k-1 more in a row of n-2g-1")
        t.state("symmetry")
        pairs = t.compute("n*B", n * t.fetch("B", taken), why="(object, selection) pairs: every object is in B selections")
        t.state("answer")
        return t.compute("answer", t.fetch("n*B", pairs) // k, why="each selection holds k objects")

    def solve(self, data: dict) -> int:
        n, k, g = data["n"], data["k"], data["gap"]

        def line(length: int, pick: int) -> int:
            # ways[i][j]: first i objects, j chosen, the last g objects after a choice blocked
            ways = [[0] * (pick + 1) for _ in range(length + 1)]
            for i in range(length + 1):
                ways[i][0] = 1
            for i in range(1, length + 1):
                for j in range(1, pick + 1):
                    ways[i][j] = ways[i - 1][j] + (ways[max(i - 1 - g, 0)][j - 1] if i - 1 - g >= 0 or j == 1 else 0)
            return ways[length][pick] if length >= 0 else 0

        if not data["circle"]:
            return line(n, k)
        total = 0
        for first in range(n):  # the smallest chosen object; the others after it, g apart, and g before it (around)
            length = min(n - 1, first + n - g - 1) - (first + g + 1) + 1
            total += line(length, k - 1) if length >= 0 else 0
        return total


BOOTCAMP = NonadjacentSelection()
