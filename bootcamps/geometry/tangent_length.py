"""The length of a tangent segment from an outside point P to a circle, in simplest surd form:
complete the square to read the centre C and r^2 from x^2 + y^2 + Dx + Ey + F = 0 (or take
them as given), then |PT| = sqrt(|PC|^2 - r^2) by Pythagoras (the radius meets the tangent at
a right angle)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.geometry import SurdAnswer, format_surd, point_text, simplify_sqrt
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    max_coordinate: int = 6
    equation_share: float = 0.0  # chance the circle is given as x^2 + y^2 + Dx + Ey + F = 0

    def __post_init__(self) -> None:
        if not 3 <= self.max_coordinate <= 10**4 or not 0.0 <= self.equation_share <= 1.0:
            raise ValueError(f"need max_coordinate in 3..10**4 and equation_share in [0, 1], got {self.max_coordinate}, {self.equation_share}")


_TEMPLATES = (
    "From the point P = {p}, a tangent is drawn to the circle {circle}. How long is the tangent segment from P to the point of tangency?",
    "Find the exact length of a tangent from {p} to the circle {circle}.",
    "A line through P = {p} touches the circle {circle} at a single point T. What is the distance PT?",
    "The circle {circle} and the external point {p} are given. Compute the length of the tangent from the point to the circle.",
)
_FORM = "a√b in simplest form (b square-free, e.g. 2√7, also written 2*sqrt(7)), or an integer when the length is whole"


def _signed(value: int, body: str) -> str:
    if value == 0:
        return ""
    size = "" if abs(value) == 1 and body else str(abs(value))
    return f" {'+' if value > 0 else '-'} {size}{body}"


def describe_circle(data: dict) -> str:
    h, k, r2 = data["h"], data["k"], data["r2"]
    if data["form"] == "equation":
        d, e, f = -2 * h, -2 * k, h * h + k * k - r2
        return f"x^2 + y^2{_signed(d, 'x')}{_signed(e, 'y')}{_signed(f, '')} = 0"
    return f"with centre {point_text([h, k])} and radius {format_surd(*simplify_sqrt(r2))}"


class TangentLength(SurdAnswer, Bootcamp):
    id = "geometry/tangent_length"
    description = "Length of a tangent from a point to a circle, in simplest surd form"
    Config = Config
    LEVELS = {
        "1": Config(max_coordinate=6, equation_share=0.0),
        "2": Config(max_coordinate=10, equation_share=0.3),
        "3": Config(max_coordinate=15, equation_share=0.5),
        "4": Config(max_coordinate=30, equation_share=0.7),
        "5": Config(max_coordinate=80, equation_share=1.0),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        m = config.max_coordinate
        while True:
            h, k = rng.randint(-m, m), rng.randint(-m, m)
            p = [rng.randint(-m, m), rng.randint(-m, m)]
            dist2 = (p[0] - h) ** 2 + (p[1] - k) ** 2
            if dist2 < 4:
                continue
            r2 = rng.randint(1, dist2 - 1)  # P strictly outside
            break
        form = "equation" if rng.random() < config.equation_share else "centre"
        data = {"h": h, "k": k, "r2": r2, "p": p, "form": form}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(p=point_text(data["p"]), circle=describe_circle(data))
        return f"{text}\n{answer_instruction(_FORM)}"

    def format_answer(self, answer: str) -> str:
        return answer

    def program(self, t: Tracer, data: dict) -> str:
        t.state("centre and radius squared")
        if data["form"] == "equation":
            d, e, f = -2 * data["h"], -2 * data["k"], data["h"] ** 2 + data["k"] ** 2 - data["r2"]
            d, e, f = t.fetch("D", d), t.fetch("E", e), t.fetch("F", f)
            if d % 2 or e % 2:
                raise ValueError("odd coefficient after an injected error")
            h = t.compute("h", -d // 2, why="-D/2")
            k = t.compute("k", -e // 2, why="-E/2")
            r2 = t.compute("r^2", h * h + k * k - f, why="h^2 + k^2 - F")
        else:
            h, k, r2 = t.fetch("h", data["h"]), t.fetch("k", data["k"]), t.fetch("r^2", data["r2"])
        t.state("Pythagoras")
        px, py = t.fetch("P", data["p"])
        dist2 = t.compute("PC^2", (px - h) ** 2 + (py - k) ** 2, why="(x_P - h)^2 + (y_P - k)^2")
        t2 = t.compute("PT^2", dist2 - r2, why="PC^2 - r^2")
        if not isinstance(t2, int) or not 0 < t2 < 10**12:
            raise ValueError("P not outside the circle after an injected error")
        t.state("simplify the root")
        outside, inside = simplify_sqrt(t.fetch("PT^2", t2))
        return t.compute("PT", format_surd(outside, inside), why="largest square factor taken out of the root")

    def solve(self, data: dict) -> str:
        # the power of the point: plug P into the circle's equation x^2 + y^2 + Dx + Ey + F
        (x, y), h, k = data["p"], data["h"], data["k"]
        power = x * x + y * y - 2 * h * x - 2 * k * y + h * h + k * k - data["r2"]
        a = max(r for r in range(1, int(power**0.5) + 2) if power % (r * r) == 0)
        return format_surd(a, power // (a * a))


BOOTCAMP = TangentLength()
