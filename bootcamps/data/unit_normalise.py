"""Total a column whose values carry mixed units (mg, g, kg, t), after normalising to grams.

Records list items with a category and a mass written in one of four units, with or without a
space before the unit and with decimals (``1.25 kg``, ``300mg``, ``0.5 t``). The conversion
table is stated (1 kg = 1000 g, 1 t = 1000 kg, 1000 mg = 1 g). The question asks for the total
mass in grams, of every item or of one category's items; the answer is exact (a decimal where
milligrams leave a fraction of a gram). The trace reads each record (fetch the text, compute its
grams as an exact fraction, add it to the total when its category counts). The tests check
golds against DuckDB (``regexp_extract`` and DECIMAL arithmetic).
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit import tables2
from bootcamps.trace import Tracer

GRAMS = {"mg": Fraction(1, 1000), "g": Fraction(1), "kg": Fraction(1000), "t": Fraction(1_000_000)}
ITEMS = {
    "spice": ("saffron", "pepper", "clove", "cumin"),
    "metal": ("bolt", "nut", "hinge", "rivet"),
    "food": ("flour", "rice", "sugar", "beans"),
}


@dataclass(frozen=True)
class Config:
    records: int = 4
    units: int = 2  # how many of mg, g, kg, t may appear (g and kg first)
    category: bool = False

    def __post_init__(self) -> None:
        if not 2 <= self.records <= 40:
            raise ValueError(f"records must be in 2..40, got {self.records}")
        if not 2 <= self.units <= 4:
            raise ValueError(f"units must be in 2..4, got {self.units}")


def grams_of(text: str) -> Fraction:
    """Grams in a mass such as "1.25 kg" or "300mg"."""
    text = text.strip()
    for unit in ("mg", "kg", "t", "g"):  # two-letter units before their one-letter endings
        if text.endswith(unit):
            return Fraction(text[: -len(unit)].strip()) * GRAMS[unit]
    raise ValueError(f"no unit in mass {text!r}")


def random_mass(rng: random.Random, unit: str) -> str:
    if unit == "mg":
        number = str(rng.randint(1, 99) * 50)
    elif unit == "g":
        number = str(rng.randint(5, 950))
    elif unit == "kg":
        number = rng.choice((str(rng.randint(1, 9)), f"{rng.randint(0, 4)}.{rng.randint(1, 99):02d}".rstrip("0"), f"{rng.randint(0, 2)}.{rng.randint(1, 9)}"))
    else:
        number = f"0.{rng.randint(1, 9)}" if rng.random() < 0.5 else f"0.0{rng.randint(1, 9)}"
    return f"{number}{' ' if rng.random() < 0.7 else ''}{unit}"


_INTROS = ("A warehouse log lists these items:", "These items were weighed on arrival:", "Inventory records (item, category, mass):")


class UnitNormalise(Bootcamp):
    id = "data/unit_normalise"
    description = "Total masses written in mixed units (mg, g, kg, t) in grams, optionally for one category"
    Config = Config
    LEVELS = {
        "1": Config(records=4, units=2, category=False),
        "2": Config(records=6, units=3, category=False),
        "3": Config(records=8, units=4, category=True),
        "4": Config(records=12, units=4, category=True),
        "5": Config(records=18, units=4, category=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        units = ("g", "kg", "mg", "t")[: config.units]
        while True:
            records = []
            for _ in range(config.records):
                cat = rng.choice(sorted(ITEMS))
                records.append([rng.choice(ITEMS[cat]), cat, random_mass(rng, rng.choice(units))])
            data = {"records": records, "category": rng.choice(sorted(ITEMS)) if config.category and rng.random() < 0.7 else None}
            total = self.solve(data)
            if total is not None:
                return data, total

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [f"{name}, {cat}, {mass}" for name, cat, mass in data["records"]]
        which = f"all {data['category']} items" if data["category"] else "all items"
        return "\n".join([
            rng.choice(_INTROS), *lines,
            "Units: 1 t = 1000 kg, 1 kg = 1000 g, 1 g = 1000 mg.",
            f"What is the total mass of {which}, in grams?",
            answer_instruction("one number of grams, exact (a decimal if needed), without the unit"),
        ])

    def check(self, data: dict, answer: str, text: str) -> float:
        if len(text) > 60:
            return 0.0  # one number and its unit: anything longer is a flood, not an answer
        text = text.strip().removesuffix(".").rstrip()  # a sentence's final period
        if text.endswith("g") and not text.endswith(("mg", "kg")):
            text = text[:-1].rstrip()  # "1250 g" names the asked unit
        if re.fullmatch(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?", text):
            text = text.replace(",", "")  # "4,663.45": thousands groups, not two numbers
        values = tables2.read_decimal_list(text, 1)
        return 1.0 if values is not None and values[0] == Fraction(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        total = Fraction(0)
        for i, (_, cat, mass) in enumerate(data["records"]):
            t.state(f"record {i + 1}")
            if data["category"] and t.fetch(f"category[{i + 1}]", cat) != data["category"]:
                continue
            grams = t.compute("grams", grams_of(t.fetch(f"mass[{i + 1}]", mass)))
            total = t.compute("total", total + grams)
        t.state("answer")
        return t.compute("answer", tables2.format_decimal(t.fetch("total", total)))

    def solve(self, data: dict) -> str | None:
        # work in integer milligrams: scale each written number by its unit's mg factor
        factors = {"mg": 1, "g": 1000, "kg": 1_000_000, "t": 1_000_000_000}
        total_mg = 0
        picked = 0
        for _, cat, mass in data["records"]:
            if data["category"] and cat != data["category"]:
                continue
            compact = mass.replace(" ", "")
            unit = next(u for u in ("mg", "kg", "g", "t") if compact.endswith(u))
            whole, _, frac = compact[: -len(unit)].partition(".")
            scaled = int(whole + frac) * factors[unit]
            assert scaled % 10 ** len(frac) == 0, mass
            total_mg += scaled // 10 ** len(frac)
            picked += 1
        if not picked:
            return None
        return tables2.format_decimal(Fraction(total_mg, 1000))

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = Fraction(case.answer)
        return [tables2.format_decimal(w) for w in (gold + 1, gold * 1000, gold / 1000) if w != gold and (w * 1000).denominator == 1]


BOOTCAMP = UnitNormalise()
