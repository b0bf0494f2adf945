"""The volume of the solid swept when the region under y = f(x) on [a, b] turns about the
x-axis (disk method, V = π ∫ f(x)² dx), or, from level 4, the region between y = f(x) and a
lower curve y = g(x) (washer method, V = π ∫ (f² - g²) dx); the answer is V/π exactly."""

from __future__ import annotations

import math
import random
import re
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.numbers2 import ExactRationalAnswer, frac_text
from bootcamps.kit.poly import format_coeffs
from bootcamps.trace import Tracer

_PI_SUFFIX = re.compile(r"\s*(?:\*|\\cdot|·)?\s*(?:π|\\pi|pi)\s*$")


@dataclass(frozen=True)
class Config:
    degree: int = 1
    spread: int = 4
    washer: bool = False

    def __post_init__(self) -> None:
        if not 0 <= self.degree <= 3 or not 1 <= self.spread <= 20:
            raise ValueError(f"need degree in 0..3 and spread in 1..20, got {self.degree}, {self.spread}")


_TEMPLATES = (
    "{Region} is rotated about the x-axis. Find the volume of the solid generated.",
    "Find the volume of the solid of revolution obtained by spinning {region} around the x-axis.",
    "{Region} turns once about the x-axis. What volume does it sweep out?",
    "Compute the volume generated when {region} is revolved about the x-axis.",
    "Revolve {region} through a full turn about the x-axis. How large is the resulting solid's volume?",
    "A solid is formed by rotating {region} about the x-axis. Determine its volume.",
)


def _mul(p: list[int], q: list[int]) -> list[int]:
    out = [0] * (len(p) + len(q) - 1)
    for i, a in enumerate(p):
        for j, b in enumerate(q):
            out[i + j] += a * b
    return out


def _integral(coeffs: list, a: int, b: int) -> Fraction:
    return sum((Fraction(c, k + 1) * (b ** (k + 1) - a ** (k + 1)) for k, c in enumerate(coeffs)), Fraction(0))


class VolumeOfRevolution(ExactRationalAnswer, Bootcamp):
    id = "calculus/volume_of_revolution"
    description = "Volume of a solid of revolution about the x-axis (disk or washer method), as a multiple of π"
    Config = Config
    LEVELS = {
        "1": Config(degree=1, spread=9),
        "2": Config(degree=1, spread=15),
        "3": Config(degree=2, spread=5),
        "4": Config(degree=2, spread=6, washer=True),
        "5": Config(degree=3, spread=4, washer=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        a = rng.randint(-5, 4)
        b = a + rng.randint(1, 4)
        g = None
        if config.washer:
            # g(x) = sum c_k (x - a)^k with c_k >= 0 is >= 0 on [a, b]; f = g + gap lies above it
            shifted = [rng.randint(0, config.spread) for _ in range(config.degree)] + [rng.randint(1, config.spread)]
            g = [0] * (config.degree + 1)
            for k, c in enumerate(shifted):
                for i in range(k + 1):  # (x - a)^k = sum_i C(k, i) x^i (-a)^(k-i)
                    g[i] += c * math.comb(k, i) * (-a) ** (k - i)
            f = [g[0] + rng.randint(1, config.spread)] + g[1:]
        else:
            f = [rng.randint(-config.spread, config.spread) for _ in range(config.degree)] + [rng.choice((-1, 1)) * rng.randint(1, config.spread)]
        data = {"f": f, "g": g, "a": a, "b": b}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        f = format_coeffs(data["f"])
        if data["g"] is None:
            region = f"the region between y = {f} and the x-axis for {data['a']} ≤ x ≤ {data['b']}"
        else:
            region = f"the region between the upper curve y = {f} and the lower curve y = {format_coeffs(data['g'])} for {data['a']} ≤ x ≤ {data['b']}"
        text = rng.choice(_TEMPLATES).format(region=region, Region=region[0].upper() + region[1:])
        form = "V/π, the rational number k with V = kπ, as an integer or a fraction in lowest terms (e.g. 32/3 for V = 32π/3)"
        return f"{text}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        if len(text) > 200:
            return 0.0
        return super().check(data, answer, _PI_SUFFIX.sub("", text))  # "32/3 π" names the same k

    def program(self, t: Tracer, data: dict) -> str:
        a, b = data["a"], data["b"]
        t.state("square f")
        f = t.fetch("f", list(data["f"]))
        integrand = t.compute("f2", _mul(f, f), why="f(x)^2, constant first")
        if data["g"] is not None:
            t.state("subtract g squared")
            g = t.fetch("g", list(data["g"]))
            g2 = t.compute("g2", _mul(g, g), why="g(x)^2")
            integrand = t.compute("f2_minus_g2", [x - y for x, y in zip(t.fetch("f2", integrand), g2)], why="washer: f^2 - g^2")
        total = Fraction(0)
        for k, c in enumerate(integrand):
            t.state(f"integrate x^{k}")
            c = t.fetch(f"c{k}", c)
            term = t.compute("term", Fraction(c, k + 1) * (b ** (k + 1) - a ** (k + 1)), why=f"c{k}/{k + 1} (b^{k + 1} - a^{k + 1})")
            total = t.compute("total", Fraction(t.fetch("total", total)) + Fraction(term), why="total + term")
        t.state("answer")
        return t.compute("answer", frac_text(Fraction(t.fetch("total", total))), why="V/π")

    def solve(self, data: dict) -> str:
        # pair by pair: the integral of a_i a_j x^(i+j) without forming the squared polynomial
        f, g, a, b = data["f"], data["g"], data["a"], data["b"]
        volume = sum(Fraction(x * y, i + j + 1) * (b ** (i + j + 1) - a ** (i + j + 1)) for i, x in enumerate(f) for j, y in enumerate(f))
        if g is not None:
            volume -= sum(Fraction(x * y, i + j + 1) * (b ** (i + j + 1) - a ** (i + j + 1)) for i, x in enumerate(g) for j, y in enumerate(g))
        return frac_text(volume)


BOOTCAMP = VolumeOfRevolution()
