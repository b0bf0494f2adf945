"""Number pyramid (addition wall): every brick is the sum of the two bricks under it; some
bricks are shown, find the bottom row. Givens are pared down from a hidden pyramid only while
"a brick relation with one unknown forces it" still fills every brick, so the answer is unique
by construction and found one brick at a time."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    base: int = 4  # bricks in the bottom row
    max_value: int = 9  # bottom bricks are drawn from 1..max_value
    extra: int = 0  # givens kept beyond the pared-down minimum

    def __post_init__(self) -> None:
        if not 3 <= self.base <= 9:
            raise ValueError(f"base must be in 3..9, got {self.base}")
        if not 2 <= self.max_value <= 99:
            raise ValueError(f"max_value must be in 2..99, got {self.max_value}")
        if self.extra < 0:
            raise ValueError(f"extra must be >= 0, got {self.extra}")


def bricks(base: int) -> list[tuple[int, int]]:
    """(row, position) of every brick, row 0 at the bottom."""
    return [(r, i) for r in range(base) for i in range(base - r)]


def relations(base: int) -> list[tuple[tuple[int, int], tuple[int, int], tuple[int, int]]]:
    """(top, left, right) for every brick above the bottom row: top = left + right."""
    return [((r, i), (r - 1, i), (r - 1, i + 1)) for r in range(1, base) for i in range(base - r)]


def forced(rels: list, known: dict) -> tuple[int, tuple[int, int], int] | None:
    """The first relation with exactly one unknown brick: (relation index, brick, its value)."""
    for k, (top, left, right) in enumerate(rels):
        missing = [b for b in (top, left, right) if b not in known]
        if len(missing) != 1:
            continue
        brick = missing[0]
        if brick == top:
            return k, top, known[left] + known[right]
        return k, brick, known[top] - known[right if brick == left else left]
    return None


def fill(rels: list, known: dict) -> dict:
    """Every brick the relations force from ``known`` (a work queue over relations)."""
    known = dict(known)
    touching: dict[tuple[int, int], list[int]] = {}
    for k, rel in enumerate(rels):
        for brick in rel:
            touching.setdefault(brick, []).append(k)
    missing = [sum(b not in known for b in rel) for rel in rels]
    queue = [k for k, m in enumerate(missing) if m == 1]
    while queue:
        k = queue.pop()
        if missing[k] != 1:
            continue
        top, left, right = rels[k]
        if top not in known:
            brick, value = top, known[left] + known[right]
        elif left not in known:
            brick, value = left, known[top] - known[right]
        else:
            brick, value = right, known[top] - known[left]
        known[brick] = value
        for j in touching[brick]:
            missing[j] -= 1
            if missing[j] == 1:
                queue.append(j)
    return known


def brick_name(brick: tuple[int, int]) -> str:
    return f"row {brick[0] + 1} brick {brick[1] + 1}"


_TEMPLATES = (
    "In this number pyramid each brick holds the sum of the two bricks directly beneath it. Rows are listed from "
    "the top (1 brick) down to the bottom ({n} bricks); {blank} marks an unknown brick.\n{rows}\nWhat numbers are "
    "in the bottom row?",
    "Addition wall, bottom row of {n} bricks. Rule: a brick = left brick below + right brick below. Known bricks "
    "(top row first, {blank} = unknown):\n{rows}\nFind the bottom row, left to right.",
    "Fill this pyramid, where every number is the sum of the two numbers it rests on, and report its base.\n{rows}\n"
    "(The first line is the apex; the last line is the base of {n} numbers; {blank} = missing.)",
)


class NumberPyramid(IntListAnswer, Bootcamp):
    id = "puzzle/number_pyramid"
    description = "Addition pyramid: bricks are sums of the two below; from scattered givens find the bottom row"
    Config = Config
    LEVELS = {
        "1": Config(base=3, max_value=12, extra=1),
        "2": Config(base=4, max_value=15),
        "3": Config(base=5, max_value=20),
        "4": Config(base=6, max_value=25),
        "5": Config(base=8, max_value=30),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        n = config.base
        full = {(0, i): rng.randint(1, config.max_value) for i in range(n)}
        for r in range(1, n):
            for i in range(n - r):
                full[(r, i)] = full[(r - 1, i)] + full[(r - 1, i + 1)]
        rels = relations(n)
        known = dict(full)
        order = bricks(n)
        rng.shuffle(order)
        for brick in order:
            value = known.pop(brick)
            if len(fill(rels, known)) < len(full):
                known[brick] = value
        hidden = [b for b in full if b not in known]
        for brick in rng.sample(hidden, min(config.extra, max(0, len(hidden) - 1))):
            known[brick] = full[brick]
        shown = [[r, i, v] for (r, i), v in sorted(known.items())]
        return {"base": n, "shown": shown, "blank": rng.choice(["?", "_", "x"])}, [full[(0, i)] for i in range(n)]

    def prompt(self, data: dict, rng: random.Random) -> str:
        n, known = data["base"], {(r, i): v for r, i, v in data["shown"]}
        rows = []
        for r in reversed(range(n)):
            cells = [str(known[(r, i)]) if (r, i) in known else data["blank"] for i in range(n - r)]
            rows.append(" ".join(cells))
        text = rng.choice(_TEMPLATES).format(n=n, rows="\n".join(rows), blank=data["blank"])
        form = "the bottom row, left to right, separated by commas (for example 3, 1, 4)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        n = data["base"]
        rels = relations(n)
        known = {(r, i): v for r, i, v in data["shown"]}
        while (step := forced(rels, known)) is not None:
            k, brick, _ = step
            top, left, right = rels[k]
            t.state(f"find {brick_name(brick)}")
            if brick == top:
                a, b = t.fetch(brick_name(left), known[left]), t.fetch(brick_name(right), known[right])
                known[brick] = t.compute(brick_name(brick), a + b, why="sum of the two below")
            else:
                other = right if brick == left else left
                a, b = t.fetch(brick_name(top), known[top]), t.fetch(brick_name(other), known[other])
                known[brick] = t.compute(brick_name(brick), a - b, why=f"{brick_name(top)} minus its other support")
        t.state("answer")
        return [t.fetch(brick_name((0, i)), known.get((0, i), 0)) for i in range(n)]

    def solve(self, data: dict) -> list[int]:
        """Linear algebra: each top brick is sum_j C(r, j) * base[i + j]; solve the givens for the
        base by exact Gaussian elimination."""
        from fractions import Fraction
        from math import comb

        n = data["base"]
        rows = []
        for r, i, v in data["shown"]:
            coeffs = [Fraction(0)] * n
            for j in range(r + 1):
                coeffs[i + j] += comb(r, j)
            rows.append(coeffs + [Fraction(v)])
        base = [None] * n
        pivot = 0
        for col in range(n):
            pick = next((k for k in range(pivot, len(rows)) if rows[k][col] != 0), None)
            if pick is None:
                continue
            rows[pivot], rows[pick] = rows[pick], rows[pivot]
            lead = rows[pivot][col]
            rows[pivot] = [x / lead for x in rows[pivot]]
            for k in range(len(rows)):
                if k != pivot and rows[k][col] != 0:
                    f = rows[k][col]
                    rows[k] = [a - f * b for a, b in zip(rows[k], rows[pivot])]
            base[col] = pivot
            pivot += 1
        return [int(rows[base[c]][-1]) for c in range(n)]


BOOTCAMP = NumberPyramid()
