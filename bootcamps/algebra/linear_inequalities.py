"""A system of linear inequalities in x (terms on both sides, strict or not): solve each one,
flipping the relation when dividing by a negative number, and intersect the solution sets.
The answer is the resulting interval, in interval notation or as an inequality."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.counting import format_interval, read_interval
from bootcamps.kit.numbers2 import ask
from bootcamps.kit.poly import format_coeffs
from bootcamps.trace import Tracer

RELATIONS = ("<", "<=", ">", ">=")


@dataclass(frozen=True)
class Config:
    inequalities: int = 1
    max_coefficient: int = 6
    max_constant: int = 12

    def __post_init__(self) -> None:
        if not 1 <= self.inequalities <= 5 or not 1 <= self.max_coefficient <= 100 or not 1 <= self.max_constant <= 1000:
            raise ValueError(f"need inequalities in 1..5, max_coefficient in 1..100, max_constant in 1..1000, got {self}")


_TEMPLATES = (
    "Solve for real x: {system}",
    "Find the set of all real numbers x that satisfy {every}: {system}",
    "Which real x satisfy {every}? {system}",
    "Determine the solution set of {system}",
)
_FORM = "the solution set as an interval, e.g. [-2, 7/3) or (-inf, 5] (or as an inequality such as -2 <= x < 7/3)"


def _side(x_coefficient: int, constant: int) -> str:
    return format_coeffs([constant, x_coefficient])


def _solve_one(row: list[int]) -> tuple[Fraction, str]:
    """(bound, relation) with x on the left: a x + b REL c x + d  ->  x REL' (d - b)/(a - c)."""
    a, b, relation, c, d = row
    k = a - c
    bound = Fraction(d - b, k)
    if k < 0:
        relation = {"<": ">", "<=": ">=", ">": "<", ">=": "<="}[relation]
    return bound, relation


def _intersect(rows: list[list]) -> tuple | None:
    low, low_closed, high, high_closed = None, False, None, False
    for row in rows:
        bound, relation = _solve_one(row)
        if relation in ("<", "<="):
            closed = relation == "<="
            if high is None or bound < high or (bound == high and not closed):
                high, high_closed = bound, closed
        else:
            closed = relation == ">="
            if low is None or bound > low or (bound == low and not closed):
                low, low_closed = bound, closed
    if low is not None and high is not None and low >= high:
        return None
    return (low, low_closed, high, high_closed)


class LinearInequalities(Bootcamp):
    id = "algebra/linear_inequalities"
    description = "Solution interval of a system of linear inequalities in one variable"
    Config = Config
    LEVELS = {
        "1": Config(inequalities=1, max_coefficient=6, max_constant=20),
        "2": Config(inequalities=2, max_coefficient=6, max_constant=20),
        "3": Config(inequalities=2, max_coefficient=9, max_constant=40),
        "4": Config(inequalities=3, max_coefficient=12, max_constant=60),
        "5": Config(inequalities=4, max_coefficient=15, max_constant=99),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        m = config.max_coefficient
        while True:
            rows = []
            for _ in range(config.inequalities):
                while True:
                    a, c = rng.randint(-m, m), rng.randint(-m, m)
                    if a != c:
                        break
                b, d = rng.randint(-config.max_constant, config.max_constant), rng.randint(-config.max_constant, config.max_constant)
                rows.append([a, b, rng.choice(RELATIONS), c, d])
            interval = _intersect(rows)
            if interval is not None:
                return {"rows": rows}, format_interval(interval)

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [f"{_side(a, b)} {rel} {_side(c, d)}" for a, b, rel, c, d in data["rows"]]
        system = lines[0] if len(lines) == 1 else "\n" + "\n".join(lines)
        every = "the inequality" if len(lines) == 1 else "all of these inequalities"
        return ask(rng, _TEMPLATES, _FORM, system=system, every=every)

    def check(self, data: dict, answer: str, text: str) -> float:
        got = read_interval(text)
        return 1.0 if got is not None and got == read_interval(answer) else 0.0

    def wrong_answers(self, case, rng: random.Random) -> list[str]:
        low, low_closed, high, high_closed = read_interval(case.answer)
        out = []
        if low is not None:
            out.append(format_interval((low, not low_closed, high, high_closed)))
            out.append(format_interval((None, False, high, high_closed)) if high is not None else format_interval((None, False, low, low_closed)))
        if high is not None:
            out.append(format_interval((low, low_closed, high, not high_closed)))
            out.append(format_interval((low, low_closed, high + 1, high_closed)))
        return out[:3]

    def program(self, t: Tracer, data: dict) -> str:
        low, low_closed, high, high_closed = None, False, None, False
        for i, row in enumerate(data["rows"]):
            t.state(f"inequality {i + 1}")
            a, b, relation, c, d = t.fetch(f"row[{i}]", row)
            k = t.compute("x coefficient", a - c, why="move the x terms left: a - c")
            rhs = t.compute("constant", d - b, why="move the constants right: d - b")
            if k == 0:
                raise ValueError("x cancelled after an injected error")
            bound = t.compute("bound", Fraction(rhs, k), why="divide by the x coefficient")
            flipped = {"<": ">", "<=": ">=", ">": "<", ">=": "<="}[relation] if k < 0 else relation
            relation = t.compute("relation", flipped, why="flip when dividing by a negative number" if k < 0 else "kept")
            t.state(f"intersect {i + 1}")
            if relation in ("<", "<="):
                closed = relation == "<="
                if high is None or bound < high or (bound == high and not closed):
                    high, high_closed = bound, closed
                high = t.compute("upper", high, why="the tighter upper bound")
                high_closed = t.compute("upper closed", high_closed)
            else:
                closed = relation == ">="
                if low is None or bound > low or (bound == low and not closed):
                    low, low_closed = bound, closed
                low = t.compute("lower", low, why="the tighter lower bound")
                low_closed = t.compute("lower closed", low_closed)
        t.state("answer")
        if low is not None and high is not None and low >= high:
            raise ValueError("empty after an injected error")
        return t.compute("answer", format_interval((low, low_closed, high, high_closed)))

    def solve(self, data: dict) -> str:
        # test points: the solution set is decided by the bounds and the points between them
        bounds = sorted({_solve_one(row)[0] for row in data["rows"]})
        probes = [bounds[0] - 1] + [p for i, b in enumerate(bounds) for p in ([b, (b + bounds[i + 1]) / 2] if i + 1 < len(bounds) else [b])] + [bounds[-1] + 1]

        def holds(x: Fraction) -> bool:
            results = []
            for a, b, relation, c, d in data["rows"]:
                left, right = a * x + b, c * x + d
                results.append({"<": left < right, "<=": left <= right, ">": left > right, ">=": left >= right}[relation])
            return all(results)

        inside = [x for x in probes if holds(x)]
        low_point, high_point = min(inside), max(inside)
        low = None if low_point == probes[0] else low_point
        high = None if high_point == probes[-1] else high_point
        # an end that is a probe between bounds cannot be; ends are bounds, closed when they hold
        if low is not None and low not in bounds:
            low = max(b for b in bounds if b < low)
        if high is not None and high not in bounds:
            high = min(b for b in bounds if b > high)
        return format_interval((low, low is not None and holds(low), high, high is not None and holds(high)))


BOOTCAMP = LinearInequalities()
