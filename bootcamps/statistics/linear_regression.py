"""Least-squares line y = a + b x through n points, exactly: b = Sxy / Sxx, a = mean y - b mean x."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.poly import format_rational, read_rational_list
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    points: int = 3
    max_value: int = 10

    def __post_init__(self) -> None:
        if not 3 <= self.points <= 100 or not 2 <= self.max_value <= 10**5:
            raise ValueError(f"need points in 3..100 and max_value in 2..10**5, got {self.points}, {self.max_value}")


_TEMPLATES = (
    "Fit a least-squares regression line y = a + b*x to the points {points}. Give the intercept a and the slope b.",
    "The data pairs (x, y) are {points}. Find the ordinary least-squares line y = a + bx: what are a and b?",
    "Using simple linear regression of y on x for the observations {points}, compute the intercept a and slope b of the fitted line y = a + b x.",
    "Minimise the sum of squared vertical distances from the points {points} to a line y = a + b*x. Report a and b.",
)
_FORM = "a = <intercept>, b = <slope>, each an integer or a fraction in lowest terms, e.g. a = 7/3, b = -1/2"


class LinearRegression(Bootcamp):
    id = "statistics/linear_regression"
    description = "Exact least-squares intercept and slope for n points"
    Config = Config
    LEVELS = {
        "1": Config(points=3, max_value=10),
        "2": Config(points=4, max_value=15),
        "3": Config(points=6, max_value=20),
        "4": Config(points=8, max_value=50),
        "5": Config(points=12, max_value=100),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        while True:
            xs = [rng.randint(0, config.max_value) for _ in range(config.points)]
            if len(set(xs)) > 1:
                break
        ys = [rng.randint(-config.max_value, config.max_value) for _ in range(config.points)]
        n = config.points
        sx, sy = sum(xs), sum(ys)
        sxx = n * sum(x * x for x in xs) - sx * sx  # n times Sxx: integers only
        sxy = n * sum(x * y for x, y in zip(xs, ys)) - sx * sy
        slope = Fraction(sxy, sxx)
        intercept = Fraction(sy, n) - slope * Fraction(sx, n)
        return {"x": xs, "y": ys}, [format_rational(intercept), format_rational(slope)]

    def prompt(self, data: dict, rng: random.Random) -> str:
        points = ", ".join(f"({x}, {y})" for x, y in zip(data["x"], data["y"]))
        return f"{rng.choice(_TEMPLATES).format(points=points)}\n{answer_instruction(_FORM)}"

    def format_answer(self, answer: list[str]) -> str:
        return f"a = {answer[0]}, b = {answer[1]}"

    def check(self, data: dict, answer: list[str], text: str) -> float:
        values = read_rational_list(text, 2, names=("a", "b"), decimal=False, reduced=True)
        return 1.0 if values is not None and values == [Fraction(v) for v in answer] else 0.0

    def program(self, t: Tracer, data: dict) -> list[str]:
        xs, ys = data["x"], data["y"]
        n = len(xs)
        t.state("means")
        mx = t.compute("mx", Fraction(sum(t.fetch("x", xs)), n), why="mean of x")
        my = t.compute("my", Fraction(sum(t.fetch("y", ys)), n), why="mean of y")
        sxx, sxy = Fraction(0), Fraction(0)
        for i in range(n):
            t.state(f"point {i}")
            sxx, sxy = Fraction(t.fetch("Sxx", sxx)), Fraction(t.fetch("Sxy", sxy))
            dx = t.compute("dx", t.fetch(f"x[{i}]", xs[i]) - Fraction(mx), why="x - mx")
            dy = t.compute("dy", t.fetch(f"y[{i}]", ys[i]) - Fraction(my), why="y - my")
            sxx = t.compute("Sxx2", sxx + Fraction(dx) ** 2, why="Sxx + dx^2")
            sxy = t.compute("Sxy2", sxy + Fraction(dx) * dy, why="Sxy + dx*dy")
        t.state("line")
        sxx, sxy = Fraction(t.fetch("Sxx", sxx)), Fraction(t.fetch("Sxy", sxy))
        if sxx == 0:
            raise ZeroDivisionError("Sxx is 0 after an injected error")
        b = t.compute("b", sxy / sxx, why="Sxy / Sxx")
        a = t.compute("a", Fraction(t.fetch("my", my)) - Fraction(b) * Fraction(t.fetch("mx", mx)), why="my - b*mx")
        return t.compute("answer", [format_rational(Fraction(a)), format_rational(Fraction(b))], why="intercept and slope")

    def solve(self, data: dict) -> list[str]:
        # Normal equations [[n, Sx], [Sx, Sxx]] [a, b] = [Sy, Sxy], by Cramer's rule.
        xs, ys = data["x"], data["y"]
        n, sx, sy = len(xs), sum(xs), sum(ys)
        sxx, sxy = sum(x * x for x in xs), sum(x * y for x, y in zip(xs, ys))
        det = n * sxx - sx * sx
        return [format_rational(Fraction(sy * sxx - sx * sxy, det)), format_rational(Fraction(n * sxy - sx * sy, det))]


BOOTCAMP = LinearRegression()
