"""The k digits at positions n, n+1, ..., n+k-1 after the decimal point of a fraction p/q, for
positions far too large to write the expansion out (up to 10^30). The remainder of long
division before position n is p·10^(n-1) mod q, found by fast modular exponentiation; k more
steps of long division from it give the digits. (arithmetic/repeating_decimal goes the other
way, from a written repeating decimal to its fraction.)

The traced solver squares and multiplies over the bits of n-1, then does the k division
steps; the plain solver takes the digits in one closed form, floor(p·10^(n+k-1)/q) mod 10^k =
(p·10^(n+k-1) mod q·10^k) div q.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import ExactStringAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    max_den: int = 40
    min_pos: int = 10
    max_pos: int = 300
    digits: int = 3
    twos_fives: bool = False  # denominators may have factors 2 and 5 (a delay before the repetition)
    improper: bool = False  # the fraction may exceed 1

    def __post_init__(self) -> None:
        if not 7 <= self.max_den <= 10**12:
            raise ValueError(f"max_den must be in 7..10**12, got {self.max_den}")
        if not 1 <= self.min_pos <= self.max_pos <= 10**60:
            raise ValueError(f"need 1 <= min_pos <= max_pos <= 10**60, got {self.min_pos}, {self.max_pos}")
        if not 1 <= self.digits <= 20:
            raise ValueError(f"digits must be in 1..20, got {self.digits}")


def _without_2_5(q: int) -> int:
    for p in (2, 5):
        while q % p == 0:
            q //= p
    return q


_TEMPLATES = (
    "Write {frac} as a decimal. What are the {k} digits in positions {n} to {last} after the decimal point?",
    "Consider the decimal expansion of {frac}. Counting the first digit after the decimal point as position 1, "
    "give the digits at positions {n} through {last}.",
    "Long division of {p} by {q} goes on forever. Which {k} digits appear at decimal places {n}, {n1}, ..., {last} "
    "(place 1 is the first digit after the point)?",
)


class DecimalDigitAt(ExactStringAnswer, Bootcamp):
    id = "arithmetic/decimal_digit_at"
    description = "The k digits at a huge position n of the decimal expansion of p/q (modular exponentiation)"
    Config = Config
    LEVELS = {
        "1": Config(max_den=40, min_pos=10, max_pos=300, digits=3),
        "2": Config(max_den=150, min_pos=100, max_pos=5000, digits=3, twos_fives=True),
        "3": Config(max_den=1000, min_pos=10**4, max_pos=10**9, digits=4, twos_fives=True),
        "4": Config(max_den=20_000, min_pos=10**8, max_pos=10**15, digits=5, twos_fives=True, improper=True),
        "5": Config(max_den=10**6, min_pos=10**12, max_pos=10**30, digits=6, twos_fives=True, improper=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            q = rng.randint(7, config.max_den)
            core = _without_2_5(q)
            if core < 3 or (not config.twos_fives and core != q):
                continue
            p = rng.randint(1, 3 * q if config.improper else q - 1)
            if math.gcd(p, q) == 1 and p % q:
                break
        low, high = len(str(config.min_pos)), len(str(config.max_pos))
        size = rng.randint(low, high)  # log-uniform: as many short positions as long ones
        n = rng.randint(max(config.min_pos, 10 ** (size - 1)), min(config.max_pos, 10**size - 1))
        data = {"p": p, "q": q, "n": n, "k": config.digits}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        p, q, n, k = data["p"], data["q"], data["n"], data["k"]
        text = rng.choice(_TEMPLATES).format(frac=f"{p}/{q}", p=p, q=q, k=k, n=n, n1=n + 1, last=n + k - 1)
        form = f"the {k} digits in order as one string of digits, keeping any zeros (for example {'0719'[:k].ljust(k, '3')})"
        return f"{text}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        t.state("setup")
        p, q, n = t.fetch("p", data["p"]), t.fetch("q", data["q"]), t.fetch("n", data["n"])
        r = t.compute("r", p % q, why="remainder of p by q: the integer part does not matter")
        e = t.compute("e", n - 1, why="remainder before position n is p*10^(n-1) mod q")
        bits = t.compute("bits of e", bin(e)[2:] if e else "0")
        power = 1
        for i, bit in enumerate(bits):
            t.state(f"bit {i}")
            b = t.fetch(f"bits[{i}]", bit)
            power = t.fetch("power", power)
            power = t.compute("power", power * power % q, why="square mod q")
            if b == "1":
                power = t.compute("power", power * 10 % q, why="times 10 mod q for a 1 bit")
        t.state("start remainder")
        r = t.compute("r", t.fetch("r", r) * t.fetch("power", power) % q, why="r*10^(n-1) mod q")
        digits = []
        for j in range(data["k"]):
            t.state(f"digit {j + 1}")
            r = t.fetch("r", r)
            digits.append(t.compute(f"d[{j + 1}]", str(10 * r // q), why=f"10r div {q}"))
            r = t.compute("r", 10 * r % q, why=f"10r mod {q}")
        t.state("answer")
        return t.compute("answer", "".join(t.fetch(f"d[{j + 1}]", d) for j, d in enumerate(digits)))

    def solve(self, data: dict) -> str:
        p, q, n, k = data["p"], data["q"], data["n"], data["k"]
        mod = q * 10**k
        return str(p * pow(10, n - 1 + k, mod) % mod // q).zfill(k)


BOOTCAMP = DecimalDigitAt()
