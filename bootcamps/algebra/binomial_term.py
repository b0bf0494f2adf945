"""One coefficient of a binomial power (a x^p + b / x^q)^n: the general term is
C(n, j) (a x^p)^(n-j) (b x^-q)^j with exponent p(n - j) - q j, so solve that linear equation
for j and evaluate C(n, j) a^(n-j) b^j. The plain solver expands the power by repeated
multiplication of exponent -> coefficient tables."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.numbers2 import ask
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_n: int = 3
    max_n: int = 6
    max_coefficient: int = 3
    max_power: int = 2

    def __post_init__(self) -> None:
        if not 2 <= self.min_n <= self.max_n <= 40 or not 1 <= self.max_coefficient <= 20 or not 1 <= self.max_power <= 6:
            raise ValueError(f"need 2 <= min_n <= max_n <= 40, max_coefficient in 1..20, max_power in 1..6, got {self}")


def _term(coefficient: int, power: int, first: bool) -> str:
    sign = "-" if coefficient < 0 else ("" if first else "+")
    mag = abs(coefficient)
    if power == 0:
        return f"{sign}{mag}" if first else f" {sign} {mag}"
    if power > 0:
        body = ("" if mag == 1 else str(mag)) + ("x" if power == 1 else f"x^{power}")
    else:
        body = f"{mag}/" + ("x" if power == -1 else f"x^{-power}")
    return f"{sign}{body}" if first else f" {sign} {body}"


_TEMPLATES = (
    "Find the coefficient of {target} in the expansion of {expr}.",
    "When {expr} is expanded, what is the coefficient of {target}?",
    "Use the binomial theorem: what number multiplies {target} in the expansion of {expr}?",
    "Expand {expr} and give the coefficient of {target}.",
)


class BinomialTerm(IntegerAnswer, Bootcamp):
    id = "algebra/binomial_term"
    description = "One coefficient of (a x^p + b/x^q)^n by the binomial theorem"
    Config = Config
    min_distinct_prompts = {"1": 0.88}
    small_space_reason = 'level 1 powers are small: a few thousand (a, b, p, q, n, e) cases'
    LEVELS = {
        "1": Config(min_n=3, max_n=7, max_coefficient=3, max_power=1),
        "2": Config(min_n=5, max_n=9, max_coefficient=4, max_power=2),
        "3": Config(min_n=6, max_n=12, max_coefficient=5, max_power=3),
        "4": Config(min_n=8, max_n=16, max_coefficient=6, max_power=4),
        "5": Config(min_n=10, max_n=22, max_coefficient=9, max_power=5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        m = config.max_coefficient
        n = rng.randint(config.min_n, config.max_n)
        p = rng.randint(1, config.max_power)
        q = rng.randint(0, config.max_power) if config.max_power > 1 else rng.randint(0, 1)
        a = rng.choice([v for v in range(-m, m + 1) if v])
        b = rng.choice([v for v in range(-m, m + 1) if v])
        j = rng.randint(1, n - 1)
        data = {"a": a, "p": p, "b": b, "q": q, "n": n, "e": p * (n - j) - q * j}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        expr = f"({_term(data['a'], data['p'], True)}{_term(data['b'], -data['q'], False)})^{data['n']}"
        e = data["e"]
        target = "the constant term (x^0)" if e == 0 else ("x" if e == 1 else f"x^{e}" if e > 0 else f"x^({e})")
        text = ask(rng, _TEMPLATES, "one integer", expr=expr, target=target)
        return text.replace("coefficient of the constant term (x^0)", "constant term (the coefficient of x^0)")

    def program(self, t: Tracer, data: dict) -> int:
        t.state("setup")
        a, p, b, q = t.fetch("a", data["a"]), t.fetch("p", data["p"]), t.fetch("b", data["b"]), t.fetch("q", data["q"])
        n, e = t.fetch("n", data["n"]), t.fetch("e", data["e"])
        t.state("which term")
        top = t.compute("pn - e", p * n - e, why="p(n-j) - qj = e  =>  j = (pn - e)/(p + q)")
        j = t.compute("j", top // (p + q))
        if top % (p + q) or not 0 <= j <= n:
            raise ValueError("no such term")  # only after an injected error
        t.state("coefficient")
        choose = t.compute("C(n,j)", math.comb(n, j))
        left = t.compute("a^(n-j)", a ** (n - j))
        right = t.compute("b^j", b**j)
        return t.compute("answer", choose * left * right, why="C(n,j) a^(n-j) b^j")

    def solve(self, data: dict) -> int:
        base = {data["p"]: data["a"]}
        base[-data["q"]] = base.get(-data["q"], 0) + data["b"]
        power = {0: 1}
        for _ in range(data["n"]):
            product: dict[int, int] = {}
            for e1, c1 in power.items():
                for e2, c2 in base.items():
                    product[e1 + e2] = product.get(e1 + e2, 0) + c1 * c2
            power = product
        return power.get(data["e"], 0)


BOOTCAMP = BinomialTerm()
