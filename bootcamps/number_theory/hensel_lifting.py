"""All roots of an integer polynomial f modulo a prime power p^k. The traced solver finds the
roots modulo p by trying every residue, then lifts each root r from p^j to p^(j+1) by Hensel's
lemma: when p does not divide f'(r) there is exactly one lift r + s p^j with
s ≡ -(f(r)/p^j) / f'(r) (mod p); when p divides f'(r) every one of the p lifts is a root if
p^(j+1) divides f(r), and none is otherwise. The plain solver tries every x below p^k."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp
from bootcamps.kit.counting import RationalSetAnswer, format_rational_set
from bootcamps.kit.numbers2 import ask
from bootcamps.kit.poly import format_coeffs
from bootcamps.trace import Tracer

PRIMES = (3, 5, 7, 11, 13)
MAX_ROOTS = 12


@dataclass(frozen=True)
class Config:
    min_degree: int = 2
    max_degree: int = 2
    max_prime: int = 7
    min_power: int = 2
    max_power: int = 2
    max_coefficient: int = 9

    def __post_init__(self) -> None:
        if not 2 <= self.min_degree <= self.max_degree <= 6:
            raise ValueError(f"need 2 <= min_degree <= max_degree <= 6, got {self.min_degree}, {self.max_degree}")
        if self.max_prime not in PRIMES:
            raise ValueError(f"max_prime must be one of {PRIMES}, got {self.max_prime}")
        if not 2 <= self.min_power <= self.max_power <= 5:
            raise ValueError(f"need 2 <= min_power <= max_power <= 5, got {self.min_power}, {self.max_power}")
        if not 2 <= self.max_coefficient <= 99:
            raise ValueError(f"max_coefficient must be in 2..99, got {self.max_coefficient}")


_TEMPLATES = (
    "Find all integers x with 0 ≤ x < {m} such that {f} ≡ 0 (mod {m}). (Here {m} = {p}^{k}.)",
    "Let f(x) = {f}. List every residue x modulo {m} = {p}^{k} (0 ≤ x ≤ {mm1}) for which {m} divides f(x).",
    "Solve the polynomial congruence {f} ≡ 0 (mod {p}^{k}), i.e. modulo {m}. Give every solution x in 0..{mm1}.",
    "For which x in {{0, 1, ..., {mm1}}} is {f} divisible by {m} (which is {p}^{k})? Give all such x.",
)


def _value(coeffs: list[int], x: int) -> int:
    total = 0
    for c in reversed(coeffs):
        total = total * x + c
    return total


def _derivative(coeffs: list[int]) -> list[int]:
    return [i * c for i, c in enumerate(coeffs)][1:]


class HenselLifting(RationalSetAnswer, Bootcamp):
    id = "number_theory/hensel_lifting"
    description = "All roots of an integer polynomial modulo a prime power, by Hensel lifting"
    Config = Config
    LEVELS = {
        "1": Config(2, 2, 11, 2, 2, 12),
        "2": Config(2, 3, 11, 2, 3, 12),
        "3": Config(3, 3, 13, 3, 3, 15),
        "4": Config(3, 4, 13, 3, 4, 20),
        "5": Config(4, 5, 13, 4, 4, 30),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        primes = [p for p in PRIMES if p <= config.max_prime]
        while True:
            p = rng.choice(primes)
            k = rng.randint(config.min_power, config.max_power)
            m = p**k
            degree = rng.randint(config.min_degree, config.max_degree)
            coeffs = [0] + [rng.randint(-config.max_coefficient, config.max_coefficient) for _ in range(degree)]
            if coeffs[-1] % p == 0:
                continue
            r0 = rng.randrange(m)  # make r0 a root: fix the constant term
            c0 = -_value(coeffs, r0) % m
            coeffs[0] = c0 - m if c0 > m // 2 else c0
            roots = _hensel(coeffs, p, k)
            if 1 <= len(roots) <= MAX_ROOTS:
                return {"coeffs": coeffs, "p": p, "k": k}, [str(r) for r in roots]

    def prompt(self, data: dict, rng: random.Random) -> str:
        p, k = data["p"], data["k"]
        m = p**k
        form = "every solution once, separated by commas, e.g. 3, 40, 112"
        return ask(rng, _TEMPLATES, form, f=format_coeffs(data["coeffs"]), p=p, k=k, m=m, mm1=m - 1)

    def program(self, t: Tracer, data: dict) -> list[str]:
        coeffs, p0, k = data["coeffs"], data["p"], data["k"]
        t.state("roots mod p")
        p = t.fetch("p", p0)
        values = [_value(coeffs, x) % p for x in range(p)]
        t.compute("f(0..p-1) mod p", values, why="f at every residue mod p")
        roots = t.compute("roots", [x for x, v in enumerate(values) if v == 0], why="residues where f is 0 mod p")
        power = p
        for j in range(1, k):
            t.state(f"lift to p^{j + 1}")
            roots = t.fetch("roots", roots)
            power = t.fetch("modulus", power)
            lifted: list[int] = []
            for i, r in enumerate(roots):
                fr = t.compute(f"f(r{i})", _value(coeffs, r), why=f"f at r{i} equals {r}")
                slope = t.compute(f"f'(r{i}) mod p", _value(_derivative(coeffs), r) % p, why="derivative mod p")
                if fr % power:
                    raise ValueError("not a root")  # only after an injected error
                if slope:
                    s = t.compute(f"s{i}", -(fr // power) * pow(slope, -1, p) % p, why="-(f(r)/modulus) / f'(r) mod p")
                    lifted.append(r + s * power)
                elif t.goto(fr % (power * p) == 0, why="singular root: all lifts when p*modulus divides f(r), else none"):
                    lifted.extend(r + s * power for s in range(p))
            power = t.compute("new modulus", power * p, why="modulus * p")
            roots = t.compute("new roots", sorted(lifted), why="every lift found")
            if len(roots) > p**k:
                raise ValueError("too many roots")  # only after an injected error
        t.state("answer")
        return [str(r) for r in t.ret("roots", roots)]

    def format_answer(self, answer: list[str]) -> str:
        return format_rational_set(answer)

    def solve(self, data: dict) -> list[str]:
        m = data["p"] ** data["k"]
        return [str(x) for x in range(m) if _value(data["coeffs"], x) % m == 0]


def _hensel(coeffs: list[int], p: int, k: int) -> list[int]:
    """Roots mod p^k by lifting the roots mod p (the generator's own copy, untraced)."""
    roots = [x for x in range(p) if _value(coeffs, x) % p == 0]
    derivative = _derivative(coeffs)
    power = p
    for _ in range(1, k):
        lifted = []
        for r in roots:
            fr, slope = _value(coeffs, r), _value(derivative, r) % p
            if slope:
                lifted.append(r + (-(fr // power) * pow(slope, -1, p) % p) * power)
            elif fr % (power * p) == 0:
                lifted.extend(r + s * power for s in range(p))
        roots, power = sorted(lifted), power * p
    return roots


BOOTCAMP = HenselLifting()
