"""Zebra (Einstein) puzzle: houses in a row, one value of each category per house, clues; fill the grid.

Houses 1..n stand in a row, left to right. Each category (colour, nationality, pet, drink, sport,
job) gives every house exactly one of its n values. Clues say that two values share a house or do
not, that a value is in a given house, directly left of another, next to another, or somewhere
left of another. The generator draws a hidden grid and adds true clues, each one ruling out a
second solution the solver still finds, until exactly one grid fits (checked by search). The
answer is the whole grid, one line per house.

The trace is the constraint search of ``kit.backtrack`` (one state per placed value: forced
first, else the smallest candidate as a guess, back on contradiction). Speed: each added clue
costs a uniqueness search (a propagating search that must prove there is no second grid), so level 3
makes a few hundred cases per second rather than 1,000.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.backtrack import Problem, traced_search
from bootcamps.trace import Tracer

# category: (values, phrase for "the person with value v")
CATEGORIES = {
    "colour": (("red", "green", "blue", "yellow", "white", "black", "pink"), "the person in the {v} house"),
    "nationality": (("Brit", "Swede", "Dane", "German", "Spaniard", "Italian", "Greek"), "the {v}"),
    "pet": (("dog", "cat", "bird", "fish", "horse", "rabbit", "snake"), "the person who keeps the {v}"),
    "drink": (("tea", "coffee", "milk", "water", "juice", "cocoa", "soda"), "the person who drinks {v}"),
    "sport": (("chess", "tennis", "golf", "soccer", "rugby", "hockey", "darts"), "the person who plays {v}"),
    "job": (("doctor", "teacher", "baker", "pilot", "chef", "farmer", "nurse"), "the {v}"),
}
KINDS = ("same", "pos", "not_same", "next", "left_of", "imm_left")


@dataclass(frozen=True)
class Config:
    houses: int = 3
    categories: int = 2
    kinds: int = 3  # how many of KINDS clues may use

    def __post_init__(self) -> None:
        if not 2 <= self.houses <= 7:
            raise ValueError(f"houses must be in 2..7, got {self.houses}")
        if not 2 <= self.categories <= len(CATEGORIES):
            raise ValueError(f"categories must be in 2..{len(CATEGORIES)}, got {self.categories}")
        if not 2 <= self.kinds <= len(KINDS):
            raise ValueError(f"kinds must be in 2..{len(KINDS)}, got {self.kinds}")


def clue_holds(clue: list, pos: dict[str, int]) -> bool:
    """Whether a clue holds when value v is in house pos[v]."""
    kind, a, b = clue
    if kind == "pos":
        return pos[a] == b
    x, y = pos[a], pos[b]
    if kind == "same":
        return x == y
    if kind == "not_same":
        return x != y
    if kind == "next":
        return abs(x - y) == 1
    if kind == "left_of":
        return x < y
    return x + 1 == y  # imm_left


def _rule(kind: str, b: object):
    if kind == "pos":
        return lambda v: v[0] == b
    return {
        "same": lambda v: v[0] == v[1],
        "not_same": lambda v: v[0] != v[1],
        "next": lambda v: abs(v[0] - v[1]) == 1,
        "left_of": lambda v: v[0] < v[1],
        "imm_left": lambda v: v[0] + 1 == v[1],
    }[kind]


def build_problem(data: dict, clues: list[list] | None = None) -> tuple[Problem, list[str]]:
    """Variables: every value's house number (1..n); one alldiff per category; one per clue."""
    n = data["houses"]
    values = [v for cat in data["categories"] for v in cat[1]]
    index = {v: i for i, v in enumerate(values)}
    problem = Problem([range(1, n + 1)] * len(values))
    for c, (_, vals) in enumerate(data["categories"]):
        problem.alldiff([index[v] for v in vals], range(1, n + 1))
    for clue in data["clues"] if clues is None else clues:
        scope = [index[clue[1]]] if clue[0] == "pos" else [index[clue[1]], index[clue[2]]]
        problem.predicate(scope, _rule(clue[0], clue[2]))
    return problem, values


def subject(value: str, data: dict) -> str:
    for name, vals in data["categories"]:
        if value in vals:
            return CATEGORIES[name][1].format(v=value)
    raise KeyError(value)


def clue_text(clue: list, data: dict) -> str:
    kind, a, b = clue
    sa = subject(a, data)
    sa = sa[0].upper() + sa[1:]
    if kind == "pos":
        return f"{sa} lives in house {b}."
    sb = subject(b, data)
    return {
        "same": f"{sa} and {sb} live in the same house.",
        "not_same": f"{sa} and {sb} live in different houses.",
        "next": f"{sa} and {sb} live in neighbouring houses.",
        "left_of": f"{sa} lives somewhere to the left of {sb}.",
        "imm_left": f"{sa} lives directly to the left of {sb} (in the house numbered one lower).",
    }[kind]


def _random_clue(rng: random.Random, kinds: int, grid: dict[str, int], values: list[str], n: int) -> list:
    kind = rng.choice(KINDS[:kinds])
    if kind == "pos" and rng.random() < 0.5:  # fewer outright placements, more relations
        kind = rng.choice(KINDS[:kinds])
    a = rng.choice(values)
    if kind == "pos":
        return [kind, a, grid[a]]
    fits = [b for b in values if b != a and clue_holds([kind, a, b], grid)]
    if kind == "same":  # another category's value in the same house
        fits = [b for b in fits if values.index(b) // n != values.index(a) // n]
    if not fits:
        return ["pos", a, grid[a]]
    return [kind, a, rng.choice(fits)]


_LINE = re.compile(r"\s*house\s*(\d+)\s*[:\-]\s*(.*?)\s*\.?\s*", re.IGNORECASE)


def read_grid(text: object, data: dict) -> dict[str, int] | None:
    """{value: house} from one clause per house, "House 1: red, Brit, dog", separated by newlines
    or semicolons. Values must be spelled exactly (case included); each house once, every value once."""
    if not isinstance(text, str) or len(text) > 80 * data["houses"] * len(data["categories"]) + 200:
        return None
    known = {v for _, vals in data["categories"] for v in vals}
    out: dict[str, int] = {}
    seen: set[int] = set()
    for clause in re.split(r"[;\n]", text):
        if not clause.strip():
            continue
        m = _LINE.fullmatch(clause)
        if m is None:
            return None
        house = int(m.group(1))
        if house in seen or not 1 <= house <= data["houses"]:
            return None
        seen.add(house)
        for item in m.group(2).split(","):
            item = item.strip()
            if item not in known or item in out:
                return None
            out[item] = house
    return out if len(out) == len(known) else None


_INTROS = (
    "{n} houses stand in a row, numbered 1 to {n} from left to right. In each house lives one person, "
    "and for each category below every house has exactly one of the listed values (no value repeats):",
    "There are {n} houses side by side, house 1 on the far left and house {n} on the far right. Each "
    "house gets exactly one value from every category, and each value belongs to exactly one house:",
    "A street has {n} houses in a line, numbered 1..{n} left to right. Each resident is described by one "
    "value from each of these categories, all values of a category going to different houses:",
)
_OUTROS = (
    "Exactly one arrangement satisfies all the clues. Give the full grid.",
    "The clues fix everything. For every house, give its value in each category.",
    "Work out who lives where: every value's house is determined uniquely.",
)


class ZebraPuzzle(Bootcamp):
    id = "logic/zebra_puzzle"
    description = "Zebra / Einstein puzzle: fill the houses-by-categories grid from position and adjacency clues"
    multiline_answer = True
    Config = Config
    LEVELS = {
        "1": Config(houses=3, categories=2, kinds=3),
        "2": Config(houses=3, categories=3, kinds=4),
        "3": Config(houses=4, categories=3, kinds=6),
        "4": Config(houses=5, categories=4, kinds=6),
        "5": Config(houses=5, categories=5, kinds=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[str]]]:
        n = config.houses
        cats = rng.sample(sorted(CATEGORIES), config.categories)
        categories = [[c, sorted(rng.sample(CATEGORIES[c][0], n))] for c in cats]
        grid = {}
        for _, vals in categories:
            for house, v in enumerate(rng.sample(vals, n), start=1):
                grid[v] = house
        values = [v for _, vals in categories for v in vals]
        data: dict = {"houses": n, "categories": categories, "clues": []}
        gold = [grid[v] for v in values]
        problem, _ = build_problem(data)
        while True:
            found = problem.solutions(limit=2, rng=rng)
            other_values = next((g for g in found if g != gold), None)
            if other_values is None:
                break
            other = dict(zip(values, other_values))
            for _ in range(200):
                clue = _random_clue(rng, config.kinds, grid, values, n)
                if not clue_holds(clue, other) and clue not in data["clues"]:
                    break
            else:  # the clue kinds cannot separate these two grids: place a value outright
                v = next(v for v in values if grid[v] != other[v])
                clue = ["pos", v, grid[v]]
            data["clues"].append(clue)
            index = values.index(clue[1])
            scope = [index] if clue[0] == "pos" else [index, values.index(clue[2])]
            problem.predicate(scope, _rule(clue[0], clue[2]))
        rng.shuffle(data["clues"])
        return data, self._rows(data, grid)

    def _rows(self, data: dict, pos: dict[str, int]) -> list[list[str]]:
        return [[next(v for v in vals if pos[v] == h) for _, vals in data["categories"]] for h in range(1, data["houses"] + 1)]

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = data["houses"]
        lines = [rng.choice(_INTROS).format(n=n)]
        lines += [f"- {name}: {', '.join(vals)}" for name, vals in data["categories"]]
        lines.append("Clues:")
        lines += [f"{i}. {clue_text(c, data)}" for i, c in enumerate(data["clues"], 1)]
        lines.append(rng.choice(_OUTROS))
        order = ", ".join(name for name, _ in data["categories"])
        example = ", ".join(vals[0] for _, vals in data["categories"])
        lines.append(answer_instruction(
            f"one line per house, \"House k: \" followed by its values in the category order {order}, "
            f"separated by commas, values spelled exactly as listed (e.g. House 1: {example})"))
        return "\n".join(lines)

    def format_answer(self, answer: list[list[str]]) -> str:
        return "\n".join(f"House {h}: {', '.join(row)}" for h, row in enumerate(answer, 1))

    def check(self, data: dict, answer: list[list[str]], text: str) -> float:
        pos = read_grid(text, data)
        if pos is None:
            return 0.0
        return 1.0 if all(pos[v] == h for h, row in enumerate(answer, 1) for v in row) else 0.0

    def program(self, t: Tracer, data: dict) -> list[list[str]]:
        problem, values = build_problem(data)
        found = traced_search(t, problem, [f"house of {v}" for v in values])
        if found is None:
            raise ValueError("the clues admit no grid")
        t.state("grid")
        rows = t.compute("rows", self._rows(data, dict(zip(values, found))), why="each house's values")
        return rows

    def solve(self, data: dict) -> list[list[str]]:
        problem, values = build_problem(data)
        found = problem.solutions(limit=1)
        if not found:
            raise ValueError("no grid fits the clues")
        return self._rows(data, dict(zip(values, found[0])))

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        rows = case.answer
        swapped = [list(r) for r in rows]
        c = rng.randrange(len(rows[0]))
        swapped[0][c], swapped[1][c] = swapped[1][c], swapped[0][c]
        rotated = [list(r) for r in rows[1:] + rows[:1]]
        return [self.format_answer(swapped), self.format_answer(rotated)]


BOOTCAMP = ZebraPuzzle()
