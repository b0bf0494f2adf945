"""Radioactive decay through whole half-lives, of one isotope or of a mixture of isotopes."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.poly import format_rational, read_rational
from bootcamps.trace import Tracer

UNITS = ("seconds", "minutes", "hours", "days", "years")
NAMES = ("A", "B", "C", "D")


@dataclass(frozen=True)
class Config:
    isotopes: int = 1
    max_halvings: int = 3

    def __post_init__(self) -> None:
        if not 1 <= self.isotopes <= len(NAMES):
            raise ValueError(f"isotopes must be in 1..{len(NAMES)}, got {self.isotopes}")
        if not 1 <= self.max_halvings <= 40:
            raise ValueError(f"max_halvings must be in 1..40, got {self.max_halvings}")


class RadioactiveDecay(Bootcamp):
    id = "science/radioactive_decay"
    description = "Mass left after whole half-lives, of one isotope or a mixture with different half-lives"
    Config = Config
    LEVELS = {
        "1": Config(isotopes=1, max_halvings=3),
        "2": Config(isotopes=1, max_halvings=7),
        "3": Config(isotopes=2, max_halvings=6),
        "4": Config(isotopes=3, max_halvings=8),
        "5": Config(isotopes=4, max_halvings=12),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        halvings = rng.sample(range(1, config.max_halvings + 1), config.isotopes)
        time = rng.randint(1, 12) * _lcm(halvings)  # every half-life divides the time
        data = {"time": time, "unit": rng.choice(UNITS),
                "isotopes": [[NAMES[i], rng.randint(10, 2000), time // k] for i, k in enumerate(halvings)]}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        u = data["unit"]
        parts = "; ".join(f"{g} g of isotope {name} (half-life {h} {u})" for name, g, h in data["isotopes"])
        text = rng.choice((
            "A sample contains {parts}. How many grams of these isotopes remain in total after {t} {u}?",
            "Starting with {parts}, what total mass of the original isotopes is left after {t} {u}?",
            "After {t} {u}, how many grams remain of {parts}? Count only the original isotopes.",
        )).format(parts=parts, t=data["time"], u=u)
        note = " Each half-life halves the mass of its isotope; decay products are not counted."
        return f"{text}{note}\n{answer_instruction('the exact mass in grams, as an integer, a decimal or a reduced fraction a/b')}"

    def check(self, data: dict, answer: str, text: str) -> float:
        text = text.strip()
        text = (text[:-5] if text.endswith("grams") else text[:-1] if text.endswith("g") else text).strip()
        value = read_rational(text, decimal=True, fraction=True, reduced=True)
        return 1.0 if value is not None and value == Fraction(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        total = Fraction(0)
        for name, grams, half in data["isotopes"]:
            t.state(f"isotope {name}")
            k = t.compute(f"k[{name}]", data["time"] // t.fetch(f"half[{name}]", half), why="time / half-life")
            left = t.compute(f"left[{name}]", Fraction(t.fetch(f"start[{name}]", grams)) / Fraction(2) ** k, why=f"start / 2^{k}")
            total = t.compute("total", total + left)
        t.state("answer")
        return t.compute("answer", format_rational(total))

    def solve(self, data: dict) -> str:
        # halve each isotope once per elapsed half-life, walking the clock one half-life at a time
        total = Fraction(0)
        for _, grams, half in data["isotopes"]:
            amount, clock = Fraction(grams), 0
            while clock + half <= data["time"]:
                amount, clock = amount / 2, clock + half
            total += amount
        return format_rational(total)


def _lcm(values: list[int]) -> int:
    out = 1
    for v in values:
        a, b = out, v
        while b:
            a, b = b, a % b
        out = out * v // a
    return out


BOOTCAMP = RadioactiveDecay()
