"""A_N for a huge N of a sequence a_{n+1} = f(a_n) mod m (f quadratic or affine): it can take
only m values, so it repeats; list terms until a value comes back at index mu + lambda (first
seen at mu), then a_N = a_{mu + (N - mu) mod lambda}."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_modulus: int = 7
    max_modulus: int = 20
    max_exponent: int = 6  # N is drawn below 10**max_exponent

    def __post_init__(self) -> None:
        if not 3 <= self.min_modulus <= self.max_modulus <= 5000 or not 2 <= self.max_exponent <= 30:
            raise ValueError(f"need 3 <= min_modulus <= max_modulus <= 5000 and max_exponent in 2..30, got {self.min_modulus}, {self.max_modulus}, {self.max_exponent}")


_TEMPLATES = (
    "A sequence is defined by a_0 = {a0} and a_(n+1) = {rule} for n >= 0. Find a_{N}.",
    "Let a_0 = {a0} and, for every n >= 0, a_(n+1) = {rule}. What is the value of a_{N}?",
    "Starting from a_0 = {a0}, each term is obtained from the previous one as a_(n+1) = {rule}. Compute a_{N}.",
    "Iterate the map x -> {map} starting at x = {a0}. What number do you hold after {N} applications?",
)


def _rule(data: dict, var: str) -> str:
    a, c, m = data["a"], data["c"], data["m"]
    body = f"{var}^2 + {c}" if data["kind"] == "quadratic" else f"{a}*{var} + {c}"
    return f"({body}) mod {m}"


def step(data: dict, x: int) -> int:
    if data["kind"] == "quadratic":
        return (x * x + data["c"]) % data["m"]
    return (data["a"] * x + data["c"]) % data["m"]


class EventuallyPeriodic(IntegerAnswer, Bootcamp):
    id = "sequence/eventually_periodic"
    description = "A huge-index term of an iterated map mod m, by finding its cycle"
    Config = Config
    LEVELS = {
        "1": Config(min_modulus=5, max_modulus=12, max_exponent=3),
        "2": Config(min_modulus=10, max_modulus=25, max_exponent=6),
        "3": Config(min_modulus=20, max_modulus=50, max_exponent=9),
        "4": Config(min_modulus=40, max_modulus=90, max_exponent=12),
        "5": Config(min_modulus=80, max_modulus=160, max_exponent=18),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        m = rng.randint(config.min_modulus, config.max_modulus)
        kind = rng.choice(("quadratic", "affine"))
        data = {"kind": kind, "m": m, "a": rng.randint(2, m - 1), "c": rng.randint(1, m - 1), "a0": rng.randint(0, m - 1)}
        data["N"] = rng.randint(10 ** (config.max_exponent - 1), 10**config.max_exponent)
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(a0=data["a0"], rule=_rule(data, "a_n"), map=_rule(data, "x"), N=data["N"])
        return f"{text}\n{answer_instruction('one integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        seen: dict[int, int] = {}
        t.state("term 0")
        x = t.fetch("a_0", data["a0"])
        n = 0
        while True:
            if not isinstance(x, int) or len(seen) > 2 * data["m"] + 2:
                raise ValueError("no repeat within m terms: an injected error")
            if x in seen:
                break
            seen[x] = n
            t.state(f"term {n + 1}")
            x = t.compute(f"a_{n + 1}", step(data, t.fetch(f"a_{n}", x)), why=_rule(data, f"a_{n}"))
            n += 1
        t.state("cycle")
        first = t.compute("mu", seen[x], why=f"a_{n} equals the earlier term a_mu")
        period = t.compute("lambda", n - first, why=f"{n} - mu")
        big = t.fetch("N", data["N"])
        if big < first or period <= 0:
            index = big if big < first else first
        else:
            index = t.compute("index", first + (big - first) % period, why="mu + (N - mu) mod lambda")
        terms = {v: k for k, v in seen.items()}
        t.state("answer")
        return t.fetch(f"a_{index}", terms[index]) if index in terms else t.compute("answer", x)

    def solve(self, data: dict) -> int:
        # Floyd's tortoise and hare finds mu and lambda without storing the terms
        f, x0 = (lambda x: step(data, x)), data["a0"]
        slow, fast = f(x0), f(f(x0))
        while slow != fast:
            slow, fast = f(slow), f(f(fast))
        mu, slow = 0, x0
        while slow != fast:
            slow, fast, mu = f(slow), f(fast), mu + 1
        period, fast = 1, f(slow)
        while slow != fast:
            fast, period = f(fast), period + 1
        n = data["N"] if data["N"] < mu else mu + (data["N"] - mu) % period
        x = x0
        for _ in range(n):
            x = f(x)
        return x


BOOTCAMP = EventuallyPeriodic()
