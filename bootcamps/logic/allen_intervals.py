"""Allen's interval algebra: from a chain of relations between time intervals (A meets B, B is
during C, C overlaps D, ...), which relations can hold between the first and the last?

The thirteen basic relations are defined in the prompt by their endpoints. The answer is the
set of every relation that is possible between the chain's ends (any order, each once). The
composition table is not typed in: it is computed once by realising all triples of intervals
on six points, so each entry is exactly the set of relations some configuration realises. A
chain is a tree of constraints, and linear orders amalgamate over shared intervals, so
composing along it gives exactly the possible end relations. The trace composes link by
link, one state per link; the plain solver enumerates endpoint orders of the whole chain.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.logic2 import NameSetAnswer
from bootcamps.trace import Tracer

RELATIONS = ("before", "after", "meets", "met-by", "overlaps", "overlapped-by", "starts", "started-by",
             "during", "contains", "finishes", "finished-by", "equals")
MEANING = {
    "before": "X ends before Y starts",
    "after": "X starts after Y ends",
    "meets": "X ends exactly when Y starts",
    "met-by": "X starts exactly when Y ends",
    "overlaps": "X starts first, Y starts before X ends, and X ends before Y ends",
    "overlapped-by": "Y starts first, X starts before Y ends, and Y ends before X ends",
    "starts": "same start, X ends first",
    "started-by": "same start, Y ends first",
    "during": "X starts after Y starts and ends before Y ends",
    "contains": "Y starts after X starts and ends before X ends",
    "finishes": "same end, X starts later",
    "finished-by": "same end, Y starts later",
    "equals": "same start and same end",
}
LETTERS = "ABCDEFG"


@dataclass(frozen=True)
class Config:
    links: int = 2
    relations: int = 12  # links use the first this many of RELATIONS ("equals" last: it is trivial)

    def __post_init__(self) -> None:
        if not 2 <= self.links <= 6:
            raise ValueError(f"links must be in 2..6, got {self.links}")
        if not 4 <= self.relations <= 12:
            raise ValueError(f"relations must be in 4..12, got {self.relations}")


def relation(x: tuple[int, int], y: tuple[int, int]) -> str:
    """The basic relation of interval x to interval y (start < end for both)."""
    (a, b), (c, d) = x, y
    if b < c:
        return "before"
    if d < a:
        return "after"
    if b == c:
        return "meets"
    if d == a:
        return "met-by"
    if a == c and b == d:
        return "equals"
    if a == c:
        return "starts" if b < d else "started-by"
    if b == d:
        return "finishes" if a > c else "finished-by"
    if c < a and b < d:
        return "during"
    if a < c and d < b:
        return "contains"
    return "overlaps" if a < c else "overlapped-by"


@lru_cache(maxsize=1)
def composition_table() -> dict[tuple[str, str], tuple[str, ...]]:
    """(r, s) -> relations possible between X and Z when X r Y and Y s Z, by realising every
    triple of intervals with endpoints among six points (enough for any three intervals)."""
    intervals = list(itertools.combinations(range(6), 2))
    table: dict[tuple[str, str], set[str]] = {}
    for x in intervals:
        for y in intervals:
            r = relation(x, y)
            for z in intervals:
                table.setdefault((r, relation(y, z)), set()).add(relation(x, z))
    return {key: tuple(sorted(value, key=RELATIONS.index)) for key, value in table.items()}


def compose(left: list[str], right: str) -> list[str]:
    table = composition_table()
    out = {rel for r in left for rel in table[(r, right)]}
    return sorted(out, key=RELATIONS.index)


_INTROS = (
    "Time intervals are related by Allen's thirteen basic relations. For intervals X and Y, \"X r Y\" means:",
    "Each interval has a start strictly before its end. The relation names below describe interval X relative to interval Y:",
    "We use these relations between intervals (X r Y):",
)
_ASKS = (
    "Which relations r could possibly hold in \"{a} r {z}\"?",
    "List every basic relation that {a} can have to {z}, given these facts.",
    "What are all the possible relations between {a} and {z} (as \"{a} r {z}\")?",
)


class AllenIntervals(NameSetAnswer, Bootcamp):
    id = "logic/allen_intervals"
    description = "Allen interval algebra: compose a chain of interval relations and list every possible relation between its ends"
    Config = Config
    LEVELS = {
        "1": Config(links=2, relations=6),
        "2": Config(links=2),
        "3": Config(links=3),
        "4": Config(links=4),
        "5": Config(links=5),
    }

    def names(self, data: dict) -> list[str]:
        return list(RELATIONS)

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        letters = rng.sample(LETTERS, config.links + 1)
        while True:
            links = [rng.choice(RELATIONS[: config.relations]) for _ in range(config.links)]
            data = {"letters": letters, "links": links, "order": rng.sample(range(config.links), config.links)}
            gold = [links[0]]
            for rel in links[1:]:
                gold = compose(gold, rel)
            if len(gold) <= 9:  # a near-total answer says nothing
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        letters, links = data["letters"], data["links"]
        lines = [rng.choice(_INTROS)]
        lines += [f"- {name}: {MEANING[name]}" for name in RELATIONS]
        lines.append("Known facts:")
        lines += [f"- {letters[i]} {links[i]} {letters[i + 1]}" for i in data["order"]]
        lines.append(rng.choice(_ASKS).format(a=letters[0], z=letters[-1]))
        lines.append(answer_instruction("the relation names in any order, each once, like {before, meets}"))
        return "\n".join(lines)

    def format_answer(self, answer: list[str]) -> str:
        return "{" + ", ".join(answer) + "}"

    def program(self, t: Tracer, data: dict) -> list[str]:
        letters, links = data["letters"], data["links"]
        t.state(f"start with {letters[0]} and {letters[1]}")
        current = t.compute(f"{letters[0]}-{letters[1]}", [t.fetch(f"{letters[0]} r {letters[1]}", links[0])])
        for i in range(1, len(links)):
            t.state(f"compose through {letters[i]}")
            left = t.fetch(f"{letters[0]}-{letters[i]}", current)
            right = t.fetch(f"{letters[i]} r {letters[i + 1]}", links[i])
            current = t.compute(f"{letters[0]}-{letters[i + 1]}", compose(left, right), why="union of table entries")
        t.state("answer")
        return t.compute("answer", t.fetch(f"{letters[0]}-{letters[-1]}", current))

    def solve(self, data: dict) -> list[str]:
        """Enumerate the whole chain on 2(k+1) points: every realisation of every link."""
        links = data["links"]
        intervals = list(itertools.combinations(range(2 * len(links) + 2), 2))
        by_rel: dict[tuple[int, int], dict[str, list[tuple[int, int]]]] = {}
        for x in intervals:
            row: dict[str, list[tuple[int, int]]] = {}
            for y in intervals:
                row.setdefault(relation(x, y), []).append(y)
            by_rel[x] = row
        found: set[str] = set()
        frontier = {x: {x} for x in intervals}  # current interval -> possible first intervals
        for rel in links:
            nxt: dict[tuple[int, int], set[tuple[int, int]]] = {}
            for y, firsts in frontier.items():
                for z in by_rel[y].get(rel, []):
                    nxt.setdefault(z, set()).update(firsts)
            frontier = nxt
        for z, firsts in frontier.items():
            found.update(relation(x, z) for x in firsts)
        return sorted(found, key=RELATIONS.index)


BOOTCAMP = AllenIntervals()
