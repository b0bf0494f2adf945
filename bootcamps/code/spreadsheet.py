"""Evaluate a spreadsheet cell whose formula depends on other formula cells.

A small grid holds numbers and formulas (+, -, *, SUM/MIN/MAX over ranges, IF with a
comparison); formulas only refer to cells that do not depend on them, so there are no cycles.
The trace evaluates the cells the target needs in dependency order (depth first), one state
per formula: fetch the referenced values, compute the cell.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.interp import binop, compare
from bootcamps.kit.literal import strict_int
from bootcamps.trace import Tracer

COLS = "ABCDEF"


@dataclass(frozen=True)
class Config:
    rows: int = 3
    cols: int = 2
    formulas: int = 2
    functions: bool = False

    def __post_init__(self) -> None:
        if not 2 <= self.rows <= 9 or not 2 <= self.cols <= len(COLS):
            raise ValueError(f"rows must be in 2..9 and cols in 2..{len(COLS)}, got {self.rows}, {self.cols}")
        if not 1 <= self.formulas < self.rows * self.cols:
            raise ValueError(f"formulas must be in 1..cells-1, got {self.formulas}")


def cell_range(a: str, b: str) -> list[str]:
    c0, c1 = sorted((COLS.index(a[0]), COLS.index(b[0])))
    r0, r1 = sorted((int(a[1:]), int(b[1:])))
    return [f"{COLS[c]}{r}" for r in range(r0, r1 + 1) for c in range(c0, c1 + 1)]


def refs(f: list) -> list[str]:
    """Cells a formula reads, in reading order, without repeats."""
    out: list[str] = []

    def walk(node: list) -> None:
        kind = node[0]
        if kind == "ref":
            if node[1] not in out:
                out.append(node[1])
        elif kind == "fn":
            for cell in cell_range(node[2], node[3]):
                if cell not in out:
                    out.append(cell)
        elif kind == "bin":
            walk(node[2])
            walk(node[3])
        elif kind == "if":
            for part in node[2:]:
                walk(part)

    walk(f)
    return out


def render(f: list, top: bool = True) -> str:
    kind = f[0]
    if kind == "num":
        return str(f[1])
    if kind == "ref":
        return f[1]
    if kind == "fn":
        return f"{f[1]}({f[2]}:{f[3]})"
    if kind == "if":
        return f"IF({render(f[2])}{f[1]}{render(f[3])}, {render(f[4])}, {render(f[5])})"
    text = f"{render(f[2], False)}{f[1]}{render(f[3], False)}"
    return text if top else f"({text})"


def evaluate(f: list, values: dict[str, int]) -> int:
    kind = f[0]
    if kind == "num":
        return f[1]
    if kind == "ref":
        return values[f[1]]
    if kind == "fn":
        cells = [values[c] for c in cell_range(f[2], f[3])]
        return {"SUM": sum, "MIN": min, "MAX": max}[f[1]](cells)
    if kind == "if":
        holds = compare("==" if f[1] == "=" else f[1], evaluate(f[2], values), evaluate(f[3], values))  # "=" as in spreadsheets
        return evaluate(f[4], values) if holds else evaluate(f[5], values)
    return binop(f[1], evaluate(f[2], values), evaluate(f[3], values))


def random_formula(rng: random.Random, earlier: list[str], functions: bool) -> list:
    def operand() -> list:
        if rng.random() < 0.25:
            return ["num", rng.randint(1, 9)]
        # lean on the latest cells, which are usually formulas, so dependency chains grow long
        return ["ref", rng.choice(earlier[-3:] if rng.random() < 0.6 else earlier)]

    roll = rng.random()
    if functions and roll < 0.3:
        a, b = rng.sample(earlier, 2) if len(earlier) > 1 else (earlier[0], earlier[0])
        cells = cell_range(a, b)
        if set(cells) <= set(earlier) and len(cells) <= 6:
            return ["fn", rng.choice(("SUM", "MIN", "MAX")), cells[0], cells[-1]]  # top-left:bottom-right
    if functions and roll < 0.45:
        return ["if", rng.choice(("<", ">", "=")), ["ref", rng.choice(earlier)], operand(), operand(), operand()]
    left = ["bin", rng.choice("+-*"), operand(), operand()]
    return left if rng.random() < 0.5 else ["bin", rng.choice("+-"), left, operand()]


_INTROS = (
    "A spreadsheet has the following cell contents (a value starting with = is a formula):",
    "Here are the cells of a small spreadsheet. Formulas start with =.",
    "Consider this spreadsheet; each line gives one cell and its content (numbers, or formulas beginning with =).",
)
_NOTE = "SUM/MIN/MAX(X:Y) cover the rectangle from X to Y; IF(cond, a, b) gives a when cond holds, else b; = inside IF tests equality."


class Spreadsheet(Bootcamp):
    id = "code/spreadsheet"
    description = "Evaluate a spreadsheet cell through a chain of dependent formulas (SUM/MIN/MAX, IF)"
    Config = Config
    LEVELS = {
        "1": Config(rows=3, cols=2, formulas=2, functions=False),
        "2": Config(rows=3, cols=3, formulas=4, functions=True),
        "3": Config(rows=4, cols=3, formulas=6, functions=True),
        "4": Config(rows=5, cols=4, formulas=10, functions=True),
        "5": Config(rows=6, cols=5, formulas=16, functions=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        cells = [f"{COLS[c]}{r}" for r in range(1, config.rows + 1) for c in range(config.cols)]
        while True:
            order = rng.sample(cells, len(cells))  # formulas refer only to cells earlier in this order
            n_values = len(cells) - config.formulas
            contents: dict[str, list] = {c: ["num", rng.randint(-9, 20)] for c in order[:n_values]}
            for k in range(n_values, len(order)):
                contents[order[k]] = random_formula(rng, order[:k], config.functions)
            # the target is the formula with the longest dependency chain (ties: the later one)
            target = max(order[n_values:], key=lambda c: (len(self._needed(contents, c)), order.index(c)))
            values = self._all_values(contents, order)
            if abs(values[target]) < 10**6 and len(self._needed(contents, target)) >= min(config.formulas, 3):
                data = {"cells": {c: contents[c] for c in cells}, "target": target}
                return data, values[target]

    @staticmethod
    def _all_values(contents: dict[str, list], order: list[str]) -> dict[str, int]:
        values: dict[str, int] = {}
        for c in order:
            values[c] = evaluate(contents[c], values)
        return values

    @staticmethod
    def _needed(contents: dict[str, list], target: str) -> list[str]:
        """Formula cells the target depends on (itself included), dependencies first."""
        out: list[str] = []

        def visit(c: str) -> None:
            if c in out or contents[c][0] == "num":
                return
            for r in refs(contents[c]):
                visit(r)
            out.append(c)

        visit(target)
        return out

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [rng.choice(_INTROS)]
        for c, f in data["cells"].items():
            lines.append(f"  {c}: {f[1] if f[0] == 'num' else '=' + render(f)}")
        lines.append(_NOTE)
        lines.append(rng.choice(("What value does {t} show?", "Compute the value of cell {t}.", "What is {t}?")).format(t=data["target"]))
        lines.append(answer_instruction("one integer"))
        return "\n".join(lines)

    def check(self, data: dict, answer: int, text: str) -> float:
        return 1.0 if strict_int(text) == answer else 0.0

    def program(self, t: Tracer, data: dict) -> int:
        cells = data["cells"]
        known: dict[str, int] = {}
        for c in self._needed(cells, data["target"]):
            t.state(f"cell {c}")
            f = cells[c]
            seen = {r: t.fetch(r, known[r] if r in known else cells[r][1]) for r in refs(f)}
            known[c] = t.compute(c, evaluate(f, seen), why=render(f))
        t.state("answer")
        return t.compute("answer", t.fetch(data["target"], known[data["target"]]))

    def solve(self, data: dict) -> int:
        """Repeat a full sweep over all cells until nothing changes (no dependency order needed)."""
        cells = data["cells"]
        values: dict[str, int] = {c: f[1] for c, f in cells.items() if f[0] == "num"}
        for _ in range(len(cells) + 1):
            changed = False
            for c, f in cells.items():
                if c not in values and all(r in values for r in refs(f)):
                    values[c] = evaluate(f, values)
                    changed = True
            if not changed:
                break
        return values[data["target"]]

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        return [str(case.answer + d) for d in (-1, 1, 10)]


BOOTCAMP = Spreadsheet()
