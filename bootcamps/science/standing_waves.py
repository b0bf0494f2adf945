"""Standing waves: resonant frequencies of strings and of open or closed pipes (a closed pipe has
only odd harmonics), the wave speed of a string from its tension, and counting the resonances
inside a frequency band; exact answers."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.physics import ExactValueAnswer, show
from bootcamps.kit.poly import format_rational
from bootcamps.kit.units import restates
from bootcamps.trace import Tracer

SYSTEMS = ("string", "open", "closed")
ASKS = ("kth", "band")


@dataclass(frozen=True)
class Config:
    systems: tuple[str, ...] = ("string",)
    tension: bool = False  # a string's wave speed from tension and linear density
    asks: tuple[str, ...] = ("kth",)
    max_k: int = 3

    def __post_init__(self) -> None:
        if not self.systems or any(s not in SYSTEMS for s in self.systems):
            raise ValueError(f"systems must be a non-empty subset of {', '.join(SYSTEMS)}, got {self.systems}")
        if not self.asks or any(a not in ASKS for a in self.asks):
            raise ValueError(f"asks must be a non-empty subset of {', '.join(ASKS)}, got {self.asks}")
        if not 1 <= self.max_k <= 30:
            raise ValueError(f"max_k must be in 1..30, got {self.max_k}")


_WORD = {1: "lowest", 2: "second-lowest", 3: "third-lowest"}
_SYSTEM_TEXT = {
    "string": ("A string {L} m long is fixed at both ends; waves travel along it at {v} m/s.",
               "A guitar string of length {L} m, fixed at both ends, carries waves at {v} m/s."),
    "tension": ("A string {L} m long is fixed at both ends. Its tension is {T} N and its linear density {mu} kg/m, so "
                "waves travel at the square root of tension over linear density.",
                "A wire fixed at both ends has length {L} m, tension {T} N and mass per unit length {mu} kg/m "
                "(wave speed = sqrt(tension / linear density))."),
    "open": ("A pipe {L} m long is open at both ends; sound travels at {v} m/s.",
             "An organ pipe of length {L} m, open at both ends, in air where sound moves at {v} m/s."),
    "closed": ("A pipe {L} m long is closed at one end and open at the other; sound travels at {v} m/s.",
               "A tube of length {L} m is stopped at one end and open at the other (speed of sound {v} m/s)."),
}
_RULE = ("Ignore end corrections: a string or a pipe open at both ends resonates at n v / (2 L) for n = 1, 2, 3, ...; "
         "a pipe closed at one end resonates at n v / (4 L) for odd n only.")


def _ordinal(k: int) -> str:
    return _WORD.get(k) or f"{k}th-lowest"


class StandingWaves(ExactValueAnswer, Bootcamp):
    id = "science/standing_waves"
    description = "Resonant frequencies of strings and open/closed pipes, string wave speed, resonances in a band"
    Config = Config
    answer_units = ("Hz",)
    LEVELS = {
        "1": Config(systems=("string",), max_k=3),
        "2": Config(systems=("string", "open"), max_k=5),
        "3": Config(systems=("open", "closed"), max_k=6),
        "4": Config(systems=("string", "closed"), tension=True, max_k=8, asks=("kth", "band")),
        "5": Config(systems=("string", "open", "closed"), tension=True, max_k=12, asks=("band",)),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            system = rng.choice(config.systems)
            length = Fraction(rng.randint(20, 400), 100)
            data = {"system": system, "L": str(length), "ask": rng.choice(config.asks), "k": rng.randint(1, config.max_k)}
            if system == "string" and config.tension:
                speed = rng.randint(40, 400)
                mu = Fraction(rng.randint(1, 50), 1000)
                data.update(v=None, mu=str(mu), T=str(speed * speed * mu))
            else:
                data["v"] = rng.randint(300, 350) if system != "string" else rng.randint(40, 600)
            if data["ask"] == "band":
                base = self._fundamental(data)
                lo = base * Fraction(rng.randint(2, 4 * config.max_k), 4)
                data["band"] = [int(lo), int(lo + base * rng.randint(2, config.max_k))]
            gold = self.solve(data)
            numbers = [length, Fraction(data["v"] or 0), *data.get("band", [])]
            if not restates(Fraction(gold), numbers):
                return data, gold

    @staticmethod
    def _fundamental(data: dict) -> Fraction:
        v = Fraction(data["v"]) if data["v"] is not None else Fraction(int((Fraction(data["T"]) / Fraction(data["mu"])) ** 0.5 + 0.5))
        return v / (4 if data["system"] == "closed" else 2) / Fraction(data["L"])

    def prompt(self, data: dict, rng: random.Random) -> str:
        key = "tension" if data["v"] is None else data["system"]
        setup = rng.choice(_SYSTEM_TEXT[key]).format(L=show(Fraction(data["L"])), v=data["v"],
                                                      T=show(Fraction(data.get("T", 0))), mu=show(Fraction(data.get("mu", 0))))
        if data["ask"] == "kth":
            ask = f"What is its {_ordinal(data['k'])} resonant frequency, in Hz?"
        else:
            lo, hi = data["band"]
            ask = f"How many of its resonant frequencies lie between {lo} Hz and {hi} Hz (both ends included)?"
        form = "an integer count" if data["ask"] == "band" else "the exact frequency: an integer, a decimal or a reduced fraction"
        return f"{setup} {_RULE} {ask}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        t.state("wave speed")
        length = t.fetch("L", Fraction(data["L"]))
        if data["v"] is None:
            ratio = t.compute("T_over_mu", Fraction(t.fetch("T", Fraction(data["T"]))) / t.fetch("mu", Fraction(data["mu"])))
            root = int(ratio**0.5 + 0.5) if ratio.denominator == 1 else 0
            v = t.compute("v", Fraction(root) if root * root == ratio else ratio, why="square root of T over mu")
        else:
            v = t.fetch("v", Fraction(data["v"]))
        t.state("fundamental")
        closed = data["system"] == "closed"
        f1 = t.compute("f1", Fraction(v) / (4 * length) if closed else Fraction(v) / (2 * length), why="v/(4L)" if closed else "v/(2L)")
        step = 2 if closed else 1
        if data["ask"] == "kth":
            t.state("resonance")
            k = t.fetch("k", data["k"])
            n = t.compute("n", 2 * k - 1 if closed else k, why="k-th odd number" if closed else "k-th harmonic")
            return format_rational(t.compute("f", n * f1, why="n times f1"))
        lo, hi = data["band"]
        n = 1
        count = 0
        while n * f1 <= hi:  # walk the harmonics up to the band's top
            t.state(f"harmonic {n}")
            f = t.compute(f"freq[{n}]", n * f1)
            if f >= lo:
                count = t.compute("count", count + 1, why=f"{show(f) if (f * 1000).denominator == 1 else 'f'} in the band")
            n = t.goto(n + step, why="next odd harmonic" if closed else "next harmonic")
        t.state("count")
        return format_rational(t.compute("answer", count + 0))

    def solve(self, data: dict) -> str:
        f1 = self._fundamental(data)
        closed = data["system"] == "closed"
        if data["ask"] == "kth":
            return format_rational((2 * data["k"] - 1 if closed else data["k"]) * f1)
        lo, hi = data["band"]
        # n f1 in [lo, hi]: n from ceil(lo/f1) to floor(hi/f1), odd ones only for a closed pipe
        first, last = -(-Fraction(lo) // f1), Fraction(hi) // f1
        if not closed:
            return str(max(0, last - first + 1))
        odd_upto = lambda m: (m + 1) // 2 if m > 0 else 0  # noqa: E731 - count of odd numbers in 1..m
        return str(max(0, odd_upto(last) - odd_upto(first - 1)))


BOOTCAMP = StandingWaves()
