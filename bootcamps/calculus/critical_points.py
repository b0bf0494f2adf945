"""The x-coordinates of the local minima (or maxima) of a polynomial whose critical points are
distinct integers: differentiate, find the integer roots of f' by trial with synthetic division,
then classify each by the sign of f'' there (positive: minimum, negative: maximum)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from math import lcm

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.kit.poly import format_coeffs
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    critical_points: int = 2
    max_root: int = 4

    def __post_init__(self) -> None:
        if not 2 <= self.critical_points <= 6 or not self.critical_points <= 2 * self.max_root + 1 or self.max_root > 30:
            raise ValueError(f"need critical_points in 2..6 and max_root in ((critical_points - 1)/2)..30, got {self.critical_points}, {self.max_root}")


_TEMPLATES = (
    "Let f(x) = {f}. Find the x-coordinates of all local {kind} of f. (Every critical point of f is an integer.)",
    "At which x does f(x) = {f} have a local {one}? List every such x. All critical points are integers.",
    "The polynomial f(x) = {f} has only integer critical points. Give the x-values of its local {kind}.",
    "Find every x where f(x) = {f} attains a local {one} (a turning point). Hint: f'(x) = 0 only at integers.",
)
_FORM = "the x-values in increasing order, comma-separated (e.g. -3, 2)"


def _horner(coeffs: list, x: int) -> Fraction:
    value = Fraction(0)
    for c in reversed(coeffs):
        value = value * x + c
    return value


def _candidates(bound: int) -> list[int]:
    out = [0]
    for r in range(1, bound + 1):
        out += [r, -r]
    return out


class CriticalPoints(IntSequenceAnswer, Bootcamp):
    id = "calculus/critical_points"
    description = "Local minima or maxima of a polynomial with integer critical points"
    Config = Config
    LEVELS = {
        "1": Config(critical_points=2, max_root=4),
        "2": Config(critical_points=2, max_root=7),
        "3": Config(critical_points=3, max_root=6),
        "4": Config(critical_points=4, max_root=7),
        "5": Config(critical_points=5, max_root=8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        n = config.critical_points
        roots = sorted(rng.sample(range(-config.max_root, config.max_root + 1), n))
        # f' = c (x - r1)...(x - rn), with c making every coefficient of f = integral of f' an integer
        derivative = [1]
        for r in roots:
            derivative = [(derivative[i - 1] if i > 0 else 0) - r * (derivative[i] if i < len(derivative) else 0) for i in range(len(derivative) + 1)]
        c = lcm(*range(1, n + 2)) * rng.choice((-1, 1)) * rng.randint(1, 2)
        coeffs = [rng.randint(-99, 99)] + [c * a // (j + 1) for j, a in enumerate(derivative)]
        kind = rng.choice(("minima", "maxima"))
        # at a simple root of f', f'' = c * (product of (r - other roots)) has the sign that decides
        gold = []
        for r in roots:
            sign = c
            for other in roots:
                if other != r:
                    sign *= r - other
            if (sign > 0) == (kind == "minima"):
                gold.append(r)
        return {"coeffs": coeffs, "kind": kind}, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        one = "minimum" if data["kind"] == "minima" else "maximum"
        text = rng.choice(_TEMPLATES).format(f=format_coeffs(data["coeffs"]), kind=data["kind"], one=one)
        return f"{text}\n{answer_instruction(_FORM)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        t.state("derivatives")
        f = t.fetch("f", data["coeffs"])
        d1 = t.compute("f'", [j * a for j, a in enumerate(f)][1:], why="power rule")
        d2 = t.compute("f''", [j * a for j, a in enumerate(d1)][1:], why="power rule again")
        poly = list(reversed(d1))  # leading first, for synthetic division
        roots: list[int] = []
        for r in _candidates(60):
            while len(poly) > 1:
                t.state(f"try the root {r}")
                q = t.fetch("g", poly)
                run = [q[0]]
                for c in q[1:]:
                    run.append(run[-1] * r + c)
                if t.compute(f"g({r})", run[-1], why="Horner") != 0:
                    break
                poly = t.compute("g2", run[:-1], why=f"divide by (x - {r})")
                roots.append(r)
            if len(poly) == 1:
                break
        wanted = []
        for r in sorted(roots):
            t.state(f"classify x {r}")
            curvature = t.compute(f"f''({r})", _horner(t.fetch("f''", d2), r), why="Horner")
            if (curvature > 0) == (data["kind"] == "minima") and curvature != 0:
                wanted.append(r)
        t.state("answer")
        return t.compute("answer", t.fetch("found", wanted))

    def solve(self, data: dict) -> list[int]:
        # compare f at x with f a hair to each side, at every integer where f' vanishes
        f = data["coeffs"]
        d1 = [j * a for j, a in enumerate(f)][1:]
        h = Fraction(1, 1000)
        out = []
        for x in range(-100, 101):
            if sum(a * x**j for j, a in enumerate(d1)) != 0:  # integers: cheap
                continue
            here, left, right = _horner(f, x), _horner(f, x - h), _horner(f, x + h)
            if (data["kind"] == "minima" and here < left and here < right) or (data["kind"] == "maxima" and here > left and here > right):
                out.append(x)
        return out


BOOTCAMP = CriticalPoints()
