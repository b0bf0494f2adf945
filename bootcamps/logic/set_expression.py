"""Evaluate a set-algebra expression (union, intersection, difference, symmetric difference,
complement) over explicitly listed sets of integers.

The expression is a random tree over two to four named sets of a universe {1..U}; the
generator redraws until the result is non-empty (an empty set would make "none" the gold).
The trace evaluates every subexpression bottom-up, one state each, fetching its operands'
values; the plain solver decides membership element by element with Boolean connectives.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.logic2 import NameSetAnswer
from bootcamps.trace import Tracer

OPS = ("union", "inter", "diff", "sym", "comp")
SYMBOLS = {"union": "∪", "inter": "∩", "diff": "\\", "sym": "△"}
LETTERS = "ABCD"


@dataclass(frozen=True)
class Config:
    universe: int = 8
    sets: int = 2
    depth: int = 2
    complement: bool = False

    def __post_init__(self) -> None:
        if not 5 <= self.universe <= 40:
            raise ValueError(f"universe must be in 5..40, got {self.universe}")
        if not 2 <= self.sets <= len(LETTERS):
            raise ValueError(f"sets must be in 2..{len(LETTERS)}, got {self.sets}")
        if not 1 <= self.depth <= 5:
            raise ValueError(f"depth must be in 1..5, got {self.depth}")


def random_expr(rng: random.Random, names: str, depth: int, complement: bool) -> list:
    if depth <= 0:
        node: list = ["set", rng.choice(names)]
    else:
        node = [rng.choice(OPS[:4]), random_expr(rng, names, depth - 1 - (rng.random() < 0.3), complement),
                random_expr(rng, names, depth - 1, complement)]
    if complement and rng.random() < 0.2:
        node = ["comp", node]
    return node


def render(node: list, top: bool = True) -> str:
    if node[0] == "set":
        return node[1]
    if node[0] == "comp":
        inner = render(node[1], False)
        return f"{inner}'"
    text = f"{render(node[1], False)} {SYMBOLS[node[0]]} {render(node[2], False)}"
    return text if top else f"({text})"


def member(node: list, x: int, sets: dict[str, list[int]]) -> bool:
    kind = node[0]
    if kind == "set":
        return x in sets[node[1]]
    if kind == "comp":
        return not member(node[1], x, sets)
    a, b = member(node[1], x, sets), member(node[2], x, sets)
    return {"union": a or b, "inter": a and b, "diff": a and not b, "sym": a != b}[kind]


_INTROS = (
    "Let the universe be U = {{1, 2, ..., {u}}}, with these subsets:",
    "Work inside the universal set U = {{1, ..., {u}}}. The sets are:",
    "All sets below are subsets of U = {{1, 2, ..., {u}}}:",
)
_LEGEND = ("∪ is union, ∩ is intersection, \\ is set difference (X \\ Y: in X but not in Y), "
           "△ is symmetric difference (in exactly one of the two)")


class SetExpression(NameSetAnswer, Bootcamp):
    id = "logic/set_expression"
    description = "Evaluate a set-algebra expression (union, intersection, difference, symmetric difference, complement) on listed sets"
    Config = Config
    LEVELS = {
        "1": Config(universe=10, sets=2, depth=1),
        "2": Config(universe=12, sets=3, depth=2),
        "3": Config(universe=15, sets=3, depth=3, complement=True),
        "4": Config(universe=20, sets=4, depth=4, complement=True),
        "5": Config(universe=30, sets=4, depth=5, complement=True),
    }

    def names(self, data: dict) -> list[str]:
        return [str(x) for x in range(1, data["universe"] + 1)]

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        u = config.universe
        names = LETTERS[: config.sets]
        while True:
            sets = {name: sorted(rng.sample(range(1, u + 1), rng.randint(2, u - 2))) for name in names}
            expr = random_expr(rng, names, config.depth, config.complement)
            data = {"universe": u, "sets": sets, "expr": expr}
            gold = self.solve(data)
            if 2 <= len(gold) < u:
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [rng.choice(_INTROS).format(u=data["universe"])]
        lines += [f"{name} = {{{', '.join(map(str, values))}}}" for name, values in data["sets"].items()]
        legend = _LEGEND + (", and X' is the complement U \\ X" if "'" in render(data["expr"]) else "")
        lines.append(f"Here {legend}.")
        lines.append(rng.choice(("Compute {e}.", "Which elements belong to {e}?", "List the set {e}.")).format(e=render(data["expr"])))
        lines.append(answer_instruction("the elements in any order, each once, like {2, 5, 9}"))
        return "\n".join(lines)

    def format_answer(self, answer: list[str]) -> str:
        return "{" + ", ".join(answer) + "}"

    def program(self, t: Tracer, data: dict) -> list[str]:
        sets, u = data["sets"], data["universe"]
        named: list[str] = []  # S1, S2, ...: the subexpressions in the order they are computed

        def value(node: list) -> tuple[str, list[int]]:
            if node[0] == "set":
                return node[1], sets[node[1]]
            if node[0] == "comp":
                name, inner = value(node[1])
                t.state(f"complement of {name}")
                x = t.fetch(name, inner)
                named.append(f"S{len(named) + 1}")
                return named[-1], t.compute(named[-1], [v for v in range(1, u + 1) if v not in x], why=f"U minus {name}")
            (left, a), (right, b) = value(node[1]), value(node[2])
            t.state(f"{node[0]} of {left} and {right}")
            a = t.fetch(left, a)
            b = t.fetch(right, b)
            got = {"union": set(a) | set(b), "inter": set(a) & set(b), "diff": set(a) - set(b), "sym": set(a) ^ set(b)}[node[0]]
            named.append(f"S{len(named) + 1}")
            return named[-1], t.compute(named[-1], sorted(got), why=f"{left} {SYMBOLS[node[0]]} {right}")

        name, result = value(data["expr"])
        t.state("answer")
        return t.compute("answer", [str(v) for v in t.fetch(name, result)])

    def solve(self, data: dict) -> list[str]:
        return [str(x) for x in range(1, data["universe"] + 1) if member(data["expr"], x, data["sets"])]


BOOTCAMP = SetExpression()
