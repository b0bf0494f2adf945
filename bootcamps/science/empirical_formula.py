"""Empirical formula from an elemental analysis: grams of each element in a sample (exact) or
mass percentages rounded to two decimals (one of them possibly left as "the rest"), through
moles, ratios to the smallest, and the stated multiply-to-whole-numbers step (the smallest
multiplier 1, 2, 3, ... that brings every ratio within 0.1 of a whole number).

Cases are regenerated unless the stated procedure recovers the drawn formula with a clear margin
(every smaller multiplier misses by at least 0.2, the chosen one is within 0.05).
"""

from __future__ import annotations

import math
import random
import re
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.chemistry import atoms
from bootcamps.kit.physics import q, rounded, show
from bootcamps.trace import Tracer

MASSES = {"H": "1.01", "C": "12.01", "N": "14.01", "O": "16.00", "F": "19.00", "Na": "22.99", "Mg": "24.31",
          "Al": "26.98", "Si": "28.09", "P": "30.97", "S": "32.07", "Cl": "35.45", "K": "39.10", "Ca": "40.08",
          "Cr": "52.00", "Mn": "54.94", "Fe": "55.85", "Cu": "63.55", "Br": "79.90"}
_METALS = ["Na", "Mg", "Al", "K", "Ca", "Cr", "Mn", "Fe", "Cu"]
_NONMETALS = ["H", "C", "N", "O", "F", "Si", "P", "S", "Cl", "Br"]
_RANK = _METALS + ["C", "H"] + sorted(e for e in _NONMETALS if e not in ("C", "H"))
NEAR = Fraction(1, 10)  # the prompt's "within 0.1 of a whole number"
MAX_MULTIPLIER = 8
_FORMULA = re.compile(r"(?:[A-Z][a-z]?\d*)+")


@dataclass(frozen=True)
class Config:
    elements: int = 2  # elements in the compound
    max_count: int = 3  # largest subscript of the empirical formula
    percent: bool = False  # mass percentages rounded to 0.01 instead of exact grams
    rest: bool = False  # one element's percentage is left as "the rest"
    min_multiplier: int = 1  # the multiply step needs at least this multiplier

    def __post_init__(self) -> None:
        if not 2 <= self.elements <= 5:
            raise ValueError(f"elements must be in 2..5, got {self.elements}")
        if not 1 <= self.max_count <= 12:
            raise ValueError(f"max_count must be in 1..12, got {self.max_count}")
        if not 1 <= self.min_multiplier <= min(self.max_count, 4):
            raise ValueError(f"min_multiplier must be in 1..min(max_count, 4), got {self.min_multiplier}")
        if self.rest and not self.percent:
            raise ValueError("rest needs percent=True")


def procedure(amounts: dict[str, Fraction]) -> tuple[dict[str, Fraction], int, dict[str, int], Fraction]:
    """Ratios of moles to the smallest, the multiplier chosen, the whole numbers and the worst
    miss among the multipliers rejected before it (0 when the first one works)."""
    moles = {e: a / q(MASSES[e]) for e, a in amounts.items()}
    low = min(moles.values())
    ratios = {e: m / low for e, m in moles.items()}
    rejected = Fraction(0)
    for k in range(1, MAX_MULTIPLIER + 1):
        miss = max(abs(k * r - round(k * r)) for r in ratios.values())
        if miss <= NEAR:
            return ratios, k, {e: round(k * r) for e, r in ratios.items()}, rejected
        rejected = miss if not rejected else min(rejected, miss)
    return ratios, 0, {}, rejected


def amounts_of(data: dict) -> dict[str, Fraction]:
    given = {e: q(v) for e, v in data["given"].items()}
    if data.get("rest"):
        given[data["rest"]] = 100 - sum(given.values())
    return given


def formula_text(counts: dict[str, int], order: list[str]) -> str:
    return "".join(e + (str(counts[e]) if counts[e] > 1 else "") for e in order)


class EmpiricalFormula(Bootcamp):
    id = "science/empirical_formula"
    description = "Empirical formula from grams or mass percentages of the elements, with the whole-number multiplier step"
    Config = Config
    LEVELS = {
        "1": Config(elements=2, max_count=3),
        "2": Config(elements=3, max_count=4, min_multiplier=2),
        "3": Config(elements=3, max_count=6, percent=True, min_multiplier=2),
        "4": Config(elements=3, max_count=8, percent=True, rest=True, min_multiplier=2),
        "5": Config(elements=4, max_count=10, percent=True, rest=True, min_multiplier=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:  # at most one metal, the other elements non-metals
            order = rng.sample(_NONMETALS, config.elements - 1)
            order.insert(0, rng.choice(_METALS if rng.random() < 0.5 else [e for e in _NONMETALS if e not in order]))
            order.sort(key=_RANK.index)  # one fixed order, so equal compositions have equal answers
            counts = {e: rng.randint(1, config.max_count) for e in order}
            if math.gcd(*counts.values()) != 1:
                continue
            low = min(counts.values())
            need = max(Fraction(c, low).denominator for c in counts.values())  # the multiplier the ratios need
            if need < config.min_multiplier or need > MAX_MULTIPLIER:
                continue
            if config.percent:
                total = sum(n * q(MASSES[e]) for e, n in counts.items())
                given = {e: Fraction(rounded(100 * n * q(MASSES[e]) / total, 2)) for e, n in counts.items()}
                rest = order[-1] if config.rest else ""
                data = {"given": {e: show(v) for e, v in given.items() if e != rest}, "rest": rest, "percent": True}
            else:
                scale = Fraction(rng.randint(2, 60), 100)  # moles of the formula unit in the sample
                data = {"given": {e: show(n * q(MASSES[e]) * scale) for e, n in counts.items()}, "rest": "", "percent": False}
            data["order"] = order
            data["masses"] = {e: MASSES[e] for e in order}
            ratios, k, whole, rejected = procedure(amounts_of(data))
            if k != need or whole != counts or (k > 1 and rejected < Fraction(1, 5)):
                continue
            if max(abs(k * r - whole[e]) for e, r in ratios.items()) > Fraction(1, 20):
                continue
            if self.solve(data) != formula_text(counts, order):
                continue
            return data, formula_text(counts, order)

    def prompt(self, data: dict, rng: random.Random) -> str:
        names = ", ".join(data["order"][:-1]) + " and " + data["order"][-1]
        if data["percent"]:
            found = "by mass it is " + ", ".join(f"{v}% {e}" for e, v in data["given"].items())
            if data["rest"]:
                found += f", and the rest is {data['rest']}"
        else:
            found = "a sample of it contains " + ", ".join(f"{v} g of {e}" for e, v in data["given"].items())
        text = rng.choice((
            "A compound contains only {n}; {f}. What is its empirical formula?",
            "Elemental analysis of a compound made of {n} shows that {f}. Find the empirical formula.",
            "Determine the empirical formula of a substance containing only {n}, given that {f}.",
        )).format(n=names, f=found)
        table = ", ".join(f"{e} {m}" for e, m in data["masses"].items())
        rules = (f" Atomic masses (g/mol): {table}. Method: take the masses (for percentages, of a 100 g sample), "
                 "divide each by its atomic mass to get moles, divide every mole amount by the smallest one, then "
                 "multiply all these ratios by the smallest whole number 1, 2, 3, ... that brings every one of them "
                 "within 0.1 of a whole number, and round them to those whole numbers.")
        order = ", ".join(data["order"])
        form = f"the empirical formula with the elements in the order {order} and no subscript 1, e.g. Fe2O3"
        return f"{text}{rules}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        if not isinstance(text, str) or len(text) > 80:
            return 0.0
        body = text.strip().rstrip(".").strip().strip("`$\"'")
        if re.search(r"\d\s+\d", body):
            return 0.0  # "C1 0" is not C10
        body = body.replace(" ", "")
        body = body.replace("_", "").replace("{", "").replace("}", "")
        if not _FORMULA.fullmatch(body):
            return 0.0
        try:
            counts = atoms(body)
        except ValueError:
            return 0.0
        return 1.0 if counts == atoms(answer) else 0.0

    def format_answer(self, answer: str) -> str:
        return answer

    def program(self, t: Tracer, data: dict) -> str:
        amounts = {}
        if data["rest"]:
            t.state("the rest")
            given = sum(q(t.fetch(f"percent[{e}]", v)) for e, v in data["given"].items())
            amounts[data["rest"]] = t.compute(f"percent[{data['rest']}]", show(100 - given), why=f"100 - {show(given)}")
        moles = {}
        for e in data["order"]:
            t.state(f"moles of {e}")
            amount = amounts.get(e) or t.fetch(f"amount[{e}]", data["given"][e])
            mass = t.fetch(f"mass[{e}]", data["masses"][e])
            moles[e] = q(amount) / q(mass)
            t.compute(f"moles[{e}]", rounded(moles[e], 4), why=f"{amount} / {mass}")
        t.state("ratios")
        low = min(moles.values())
        ratios = {e: m / low for e, m in moles.items()}
        for e in data["order"]:
            t.compute(f"ratio[{e}]", rounded(ratios[e], 3), why="moles / smallest moles")
        counts = {}
        for k in range(1, MAX_MULTIPLIER + 1):
            t.state(f"multiply by {k}")
            scaled = [k * ratios[e] for e in data["order"]]
            t.compute("scaled", [rounded(v, 2) for v in scaled])
            if all(abs(v - round(v)) <= NEAR for v in scaled):
                counts = {e: round(v) for e, v in zip(data["order"], scaled)}
                t.compute("whole numbers", [counts[e] for e in data["order"]], why="all within 0.1 of whole numbers")
                break
        t.state("answer")
        return t.compute("answer", formula_text(counts, data["order"]))

    def solve(self, data: dict) -> str:
        # search multipliers of the mole vector normalised to its smallest entry, nearest integers
        amounts = amounts_of(data)
        moles = [amounts[e] / Fraction(data["masses"][e]) for e in data["order"]]
        ratios = [m / min(moles) for m in moles]
        k = next(k for k in range(1, MAX_MULTIPLIER + 1) if all(abs(k * r - round(k * r)) <= NEAR for r in ratios))
        return formula_text(Counter({e: round(k * r) for e, r in zip(data["order"], ratios)}), data["order"])


BOOTCAMP = EmpiricalFormula()
