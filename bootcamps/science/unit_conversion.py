"""Convert a quantity between units of the same dimension (lengths to compound units such as
g/cm^3 or mi/h), through SI factors; answers within a stated relative tolerance."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.units import ToleranceAnswer, compound, format_decimal, read_quantity, restates, significant
from bootcamps.trace import Tracer

FAMILIES = {
    "length": ("mm", "cm", "m", "km", "in", "ft", "yd", "mi"),
    "mass": ("mg", "g", "kg", "t", "lb"),
    "volume": ("mL", "L", "cm^3", "m^3", "in^3", "ft^3"),
    "area": ("cm^2", "m^2", "km^2", "in^2", "ft^2", "yd^2", "mi^2"),
    "speed": ("km/h", "m/s", "mi/h", "ft/s", "cm/min", "m/min"),
    "density": ("g/cm^3", "kg/m^3", "lb/ft^3", "g/mL", "kg/L", "lb/in^3"),
    "acceleration": ("m/s^2", "ft/s^2", "cm/s^2", "km/h^2"),
    "flow": ("L/min", "m^3/h", "mL/s", "ft^3/min", "L/h"),
}
EXACT_FACTORS = ("1 in = 2.54 cm exactly, 1 ft = 12 in, 1 yd = 3 ft, 1 mi = 5280 ft, 1 lb = 0.45359237 kg exactly, "
                 "1 t = 1000 kg, 1 L = 1000 mL = 1000 cm^3, 1 h = 60 min = 3600 s")


# every number the prompt's fixed text shows, which a response might offer as the answer
_PROMPT_CONSTANTS = (Fraction("2.54"), 12, 3, 5280, Fraction("0.45359237"), 1000, 60, 3600, 1, 100, 4,
                     Fraction("0.1"), 2, Fraction("12.345"))


def parse_unit(text: str) -> tuple[list[str], list[str]]:
    """``g/cm^3`` -> (["g"], ["cm", "cm", "cm"]): the bootcamp's own unit strings, not model text."""
    def expand(part: str) -> list[str]:
        base, _, power = part.partition("^")
        return [base] * int(power or 1)

    top, _, bottom = text.partition("/")
    return expand(top), expand(bottom) if bottom else []


def si_factor(unit: str) -> tuple[tuple[int, int, int], Fraction]:
    return compound(*parse_unit(unit))


@dataclass(frozen=True)
class Config:
    families: tuple[str, ...] = ("length", "mass")

    def __post_init__(self) -> None:
        if not self.families or any(f not in FAMILIES for f in self.families):
            raise ValueError(f"families must be a non-empty subset of {', '.join(FAMILIES)}, got {self.families}")


_TEMPLATES = (
    "Convert {v} {a} to {b}.",
    "A measurement reads {v} {a}. Express it in {b}.",
    "How many {b} is {v} {a}?",
    "Rewrite the quantity {v} {a} in the unit {b}.",
)


class UnitConversion(ToleranceAnswer, Bootcamp):
    id = "science/unit_conversion"
    description = "Unit conversion within one dimension (length to density, flow, acceleration) via SI factors, relative tolerance"
    Config = Config
    unique_answer = False  # any value within the stated 0.1% is right, so two cases may share an answer
    LEVELS = {
        "1": Config(families=("length", "mass")),
        "2": Config(families=("length", "mass", "volume", "area")),
        "3": Config(families=("area", "volume", "speed")),
        "4": Config(families=("speed", "density", "flow")),
        "5": Config(families=("density", "acceleration", "flow")),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            family = rng.choice(config.families)
            a, b = rng.sample(FAMILIES[family], 2)
            value = Fraction(rng.randint(1, 99999), 10 ** rng.randint(0, 3))
            exact = value * si_factor(a)[1] / si_factor(b)[1]
            gold = significant(exact, 6)
            tol = exact / 1000
            if gold == 0 or not Fraction(1, 10**6) <= exact <= 10**12:
                continue
            numbers = [value, *_PROMPT_CONSTANTS]
            if restates(exact, numbers, tol):
                continue
            data = {"value": format_decimal(value), "from": a, "to": b, "exact": str(exact), "tol": str(tol)}
            return data, format_decimal(gold)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(v=data["value"], a=data["from"], b=data["to"])
        note = (f" Use the exact definitions {EXACT_FACTORS}, and metric prefixes (m = 1/1000, c = 1/100, k = 1000). "
                "An answer within 0.1% of the exact value is accepted; give at least 4 significant figures, as a "
                "decimal number (not a fraction).")
        form = f"the number of {data['to']}, e.g. 12.345"
        return f"{text}{note}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        """Within the tolerance of the exact value; the target unit may follow the number."""
        value = read_quantity(text, (data["to"],))
        return 1.0 if value is not None and abs(value - Fraction(data["exact"])) <= Fraction(data["tol"]) else 0.0

    def wrong_answers(self, case, rng: random.Random) -> list[str]:
        """Off by 2%, by a factor of 10, or the factor applied the wrong way: all outside 0.1%."""
        gold = Fraction(case.answer)
        value = Fraction(case.data["value"])
        inverse = value * si_factor(case.data["to"])[1] / si_factor(case.data["from"])[1]
        out = [gold * Fraction(102, 100), gold * Fraction(98, 100), gold * 10, gold / 10, inverse]
        exact = Fraction(case.data["exact"])
        return [format_decimal(significant(w, 6)) for w in out if abs(w - exact) > 2 * Fraction(case.data["tol"])]

    def program(self, t: Tracer, data: dict) -> str:
        t.state("to SI")
        value = Fraction(t.fetch("value", Fraction(data["value"])))
        a = t.fetch("from", data["from"])
        fa = t.compute("factor_from", si_factor(a)[1], why=f"one {a} in SI base units")
        si = t.compute("si", value * fa, why="value times factor")
        t.state("from SI")
        b = t.fetch("to", data["to"])
        fb = t.compute("factor_to", si_factor(b)[1], why=f"one {b} in SI base units")
        exact = t.compute("exact", si / fb, why="SI value over factor")
        return format_decimal(t.compute("answer", significant(exact, 6), why="six significant figures"))

    def solve(self, data: dict) -> str:
        # convert through a chain of base units one at a time: numerator units multiply, denominator units divide
        top_a, bottom_a = parse_unit(data["from"])
        top_b, bottom_b = parse_unit(data["to"])
        value = Fraction(data["value"])
        for u in top_a + bottom_b:
            value *= compound([u])[1]
        for u in bottom_a + top_b:
            value /= compound([u])[1]
        return format_decimal(significant(value, 6))


BOOTCAMP = UnitConversion()
