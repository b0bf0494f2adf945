"""The inverse function of a composition of linear fractional (Möbius) maps
f(x) = (ax + b)/(cx + d). Each map is the matrix [[a, b], [c, d]], composition is the matrix
product, and the inverse is the adjugate [[d, -b], [-c, a]]; the traced solver multiplies the
matrices, takes the adjugate and cancels the common factor. The plain solver composes the
inverses of the single maps in reverse order. Any equivalent rational expression scores 1
(cross-multiplied equality of polynomials, parsed by kit.poly)."""

from __future__ import annotations

import math
import random
import re
from dataclasses import dataclass
from functools import reduce

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import ask
from bootcamps.kit.poly import parse_expression
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    maps: int = 1
    max_coefficient: int = 6
    linear: bool = False  # single linear maps (c = 0)

    def __post_init__(self) -> None:
        if not 1 <= self.maps <= 6:
            raise ValueError(f"maps must be in 1..6, got {self.maps}")
        if not 2 <= self.max_coefficient <= 100:
            raise ValueError(f"max_coefficient must be in 2..100, got {self.max_coefficient}")


_NAMES = "fghk"
_TEMPLATES = (
    "Let {defs}. Find the inverse function of F(x) = {comp}, that is, the function G with G(F(x)) = x. Write G(x) as a single fraction in x.",
    "Given {defs}, the function F = {comp} is invertible. Give F^(-1)(x) explicitly as a rational function of x.",
    "With {defs}, solve y = {comp_y} for x in terms of y, and write the resulting inverse function with x as its variable.",
)
_FORM = "one rational expression in x, e.g. (2x - 3)/(x + 5)"
_PREFIX = re.compile(r"^\s*(?:[FGfgy]\s*(?:\^\s*\{?\s*\(?-1\)?\s*\}?|⁻¹)?\s*(?:\(\s*x\s*\))?\s*=\s*)")


def _lin(p: int, q: int) -> str:
    if p == 0:
        return str(q)
    head = "x" if p == 1 else "-x" if p == -1 else f"{p}x"
    return head if q == 0 else f"{head} {'+' if q > 0 else '-'} {abs(q)}"


def _text(m: list[int]) -> str:
    a, b, c, d = m
    if c == 0:
        if d == 1:
            return _lin(a, b)
        return f"({_lin(a, b)})/{d}"
    return f"({_lin(a, b)})/({_lin(c, d)})"


def _normal(m: list[int]) -> list[int]:
    g = reduce(math.gcd, m)
    sign = -1 if (m[2] < 0 or (m[2] == 0 and m[3] < 0)) else 1
    return [sign * v // g for v in m]


def _mul(p: list[int], q: list[int]) -> list[int]:
    a, b, c, d = p
    e, f, g, h = q
    return [a * e + b * g, a * f + b * h, c * e + d * g, c * f + d * h]


class MobiusInverse(Bootcamp):
    id = "algebra/mobius_inverse"
    description = "Inverse of a composition of linear fractional maps, as a rational function"
    Config = Config
    LEVELS = {
        "1": Config(1, 50, True),
        "2": Config(1, 15),
        "3": Config(2, 6),
        "4": Config(3, 5),
        "5": Config(4, 5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        m = config.max_coefficient
        maps = []
        while len(maps) < config.maps:
            a, b = rng.randint(-m, m), rng.randint(-m, m)
            c, d = (0, 1) if config.linear else (rng.randint(-m, m), rng.randint(-m, m))
            if config.linear:
                d = rng.randint(2, 12) if rng.random() < 0.5 else 1
            if a * d - b * c == 0 or (c == 0 and not config.linear and config.maps == 1) or a == 0 and c == 0:
                continue
            if math.gcd(math.gcd(a, b), math.gcd(c, d)) != 1:
                continue
            maps.append(_normal([a, b, c, d]))
        data = {"maps": maps}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        maps = data["maps"]
        defs = ", ".join(f"{_NAMES[i]}(x) = {_text(m)}" for i, m in enumerate(maps))
        comp = "".join(f"{_NAMES[i]}(" for i in range(len(maps))) + "x" + ")" * len(maps)
        if len(maps) == 1:
            defs, comp = f"F(x) = {_text(maps[0])}", "F(x)"
        return ask(rng, _TEMPLATES, _FORM, defs=defs, comp=comp, comp_y=comp)

    def check(self, data: dict, answer: str, text: str) -> float:
        if not isinstance(text, str) or len(text) > 300:
            return 0.0
        got = parse_expression(_PREFIX.sub("", text, count=1), ("x",))
        want = parse_expression(answer, ("x",))
        if got is None or want is None or got.value.den.is_zero():
            return 0.0
        return 1.0 if got.value == want.value else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        t.state("first map")
        m = t.fetch("map[0]", data["maps"][0])
        for i in range(1, len(data["maps"])):
            t.state(f"compose map {i}")
            m = t.fetch("M", m)
            nxt = t.fetch(f"map[{i}]", data["maps"][i])
            m = t.compute("M", _mul(m, nxt), why=f"M times map {i} (the inner map on the right)")
        t.state("invert")
        a, b, c, d = t.fetch("M", m)
        adj = t.compute("adjugate", [d, -b, -c, a], why="[[d, -b], [-c, a]]")
        if a * d - b * c == 0 or not any(adj):
            raise ValueError("singular after an injected error")
        g = t.compute("gcd", reduce(math.gcd, adj), why="common factor")
        return t.compute("answer", _text(_normal([v // g for v in adj])))

    def solve(self, data: dict) -> str:
        inverse = [1, 0, 0, 1]
        for a, b, c, d in data["maps"]:  # (f1 ∘ f2)^-1 = f2^-1 ∘ f1^-1
            inverse = _mul([d, -b, -c, a], inverse)
        return _text(_normal(inverse))


BOOTCAMP = MobiusInverse()
