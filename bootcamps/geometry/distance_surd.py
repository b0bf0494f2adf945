"""Exact Euclidean distance between two lattice points (2-D or 3-D), in simplest surd form
a√b: sum the squared coordinate differences, then pull square prime factors out of the root."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.geometry import SurdAnswer, format_surd, point_text, simplify_sqrt
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    dimension: int = 2
    max_coordinate: int = 9
    scale_primes: int = 0  # differences share this many small prime factors: more squares to pull out

    def __post_init__(self) -> None:
        if self.dimension not in (2, 3):
            raise ValueError(f"dimension must be 2 or 3, got {self.dimension}")
        if not 2 <= self.max_coordinate <= 10**4 or not 0 <= self.scale_primes <= 4:
            raise ValueError(f"need max_coordinate in 2..10**4 and scale_primes in 0..4, got {self.max_coordinate}, {self.scale_primes}")


_TEMPLATES = (
    "Find the exact distance between the points P = {p} and Q = {q}.",
    "How far apart are {p} and {q}? Give the exact Euclidean distance.",
    "A segment runs from {p} to {q}. What is its exact length?",
    "Compute |PQ| exactly, where P = {p} and Q = {q} (straight-line distance).",
    "Two points are at {p} and {q}. Work out the straight-line distance between them exactly.",
)
_FORM = "a√b in simplest form (b square-free, e.g. 3√5, also written 3*sqrt(5)), or an integer when the distance is whole"
_PRIMES = tuple(p for p in range(2, 1000) if all(p % q for q in range(2, int(p**0.5) + 1)))


class DistanceSurd(SurdAnswer, Bootcamp):
    id = "geometry/distance_surd"
    description = "Exact distance between two lattice points in simplest surd form"
    Config = Config
    LEVELS = {
        "1": Config(dimension=2, max_coordinate=9, scale_primes=0),
        "2": Config(dimension=2, max_coordinate=20, scale_primes=1),
        "3": Config(dimension=2, max_coordinate=40, scale_primes=2),
        "4": Config(dimension=3, max_coordinate=30, scale_primes=2),
        "5": Config(dimension=3, max_coordinate=60, scale_primes=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        m, k = config.max_coordinate, 1
        for _ in range(config.scale_primes):
            k *= rng.choice((2, 2, 3, 5))
        p = [rng.randint(-m, m) for _ in range(config.dimension)]
        span = max(3, m // k)
        while True:
            diff = [k * rng.randint(-span, span) for _ in range(config.dimension)]
            if any(diff):
                break
        q = [a + d for a, d in zip(p, diff)]
        if rng.random() < 0.5:
            p, q = q, p
        return {"p": p, "q": q}, format_surd(*simplify_sqrt(sum(d * d for d in diff)))

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(p=point_text(data["p"]), q=point_text(data["q"]))
        return f"{text}\n{answer_instruction(_FORM)}"

    def format_answer(self, answer: str) -> str:
        return answer

    def program(self, t: Tracer, data: dict) -> str:
        total = 0
        for i, axis in enumerate("xyz"[: len(data["p"])]):
            t.state(f"{axis} difference")
            a, b = t.fetch(f"P.{axis}", data["p"][i]), t.fetch(f"Q.{axis}", data["q"][i])
            d = t.compute(f"d{axis}", b - a, why=f"Q.{axis} - P.{axis}")
            total = t.compute("S", t.fetch("S0", total) + d * d, why=f"S0 + d{axis}^2")
        outside, inside = 1, total
        while True:
            t.state("pull a square out")
            rest = t.fetch("inside", inside)
            if not isinstance(rest, int) or not 0 < rest < 10**12:
                raise ValueError(f"radicand {rest!r} out of range after an injected error")
            found = next((p for p in _PRIMES if p * p <= rest and rest % (p * p) == 0), None)
            prime = t.compute("p", found, why="smallest prime whose square divides inside (none if no such prime)")
            if not t.goto(prime is not None, why="pull out p while one exists"):
                break
            outside = t.compute("outside", t.fetch("out", outside) * prime, why="out * p")
            inside = t.compute("inside2", rest // (prime * prime), why="inside / p^2")
        t.state("answer")
        return t.compute("answer", format_surd(t.fetch("out", outside), t.fetch("inside", inside)), why="out√inside")

    def solve(self, data: dict) -> str:
        # the largest square dividing S, found by trying square roots from the top down
        s = sum((a - b) ** 2 for a, b in zip(data["p"], data["q"]))
        a = max(r for r in range(1, int(s**0.5) + 2) if s % (r * r) == 0)
        return format_surd(a, s // (a * a))


BOOTCAMP = DistanceSurd()
