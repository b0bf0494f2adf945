"""Balance a chemical equation with the smallest whole-number coefficients (checked by atom counts)."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.chemistry import ANIONS, METALS, atoms, balance, is_balanced, unit_formula
from bootcamps.kit.literal import strict_int_list
from bootcamps.trace import Tracer

FAMILIES = ("combustion", "synthesis", "metal_acid", "neutralisation", "combustion_n", "combustion_ns")
_ELEMENT_GAS = {"Cl": "Cl2", "Br": "Br2", "F": "F2", "O": "O2", "S": "S8", "N": "N2"}
_ACIDS = {"Cl": ("HCl", 1), "NO3": ("HNO3", 1), "SO4": ("H2SO4", 2), "PO4": ("H3PO4", 3)}


@dataclass(frozen=True)
class Config:
    families: tuple[str, ...] = ("combustion", "synthesis")
    max_carbon: int = 8  # carbon atoms of a fuel

    def __post_init__(self) -> None:
        bad = [f for f in self.families if f not in FAMILIES]
        if not self.families or bad:
            raise ValueError(f"families must be a non-empty subset of {', '.join(FAMILIES)}, got {self.families}")
        if not 1 <= self.max_carbon <= 60:
            raise ValueError(f"max_carbon must be in 1..60, got {self.max_carbon}")


def _fuel(rng: random.Random, max_c: int, n: bool, s: bool) -> str:
    c = rng.randint(1, max_c)
    h = rng.randrange(2, 2 * c + 3, 2) + (1 if n else 0)
    o = rng.randint(0, min(c, 6))
    parts = [("C", c), ("H", h), ("N", rng.randint(1, 3) if n else 0), ("O", o), ("S", rng.randint(1, 2) if s else 0)]
    return "".join(e + (str(k) if k > 1 else "") for e, k in parts if k)


def _reaction(family: str, rng: random.Random, max_c: int) -> tuple[list[str], list[str]]:
    if family.startswith("combustion"):
        fuel = _fuel(rng, max_c, family != "combustion", family == "combustion_ns")
        products = ["CO2", "H2O"] + (["N2"] if family != "combustion" else []) + (["SO2"] if family == "combustion_ns" else [])
        return [fuel, "O2"], products
    metal = rng.choice(sorted(METALS))
    if family == "synthesis":
        anion = rng.choice(sorted(ANIONS))
        return [metal, _ELEMENT_GAS[anion]], [unit_formula(metal, METALS[metal], anion, ANIONS[anion])]
    if family == "metal_acid":
        anion = rng.choice(("Cl", "Br"))
        return [metal, "H" + anion], [unit_formula(metal, METALS[metal], anion, 1), "H2"]
    anion = rng.choice(sorted(_ACIDS))
    acid, charge = _ACIDS[anion]
    base = unit_formula(metal, METALS[metal], "OH", 1)
    return [acid, base], [unit_formula(metal, METALS[metal], anion, charge), "H2O"]


_TEMPLATES = (
    "Balance the chemical equation\n  {eq}\nwith the smallest positive whole-number coefficients.",
    "Find the smallest whole-number coefficients that balance this reaction (every element must have "
    "as many atoms on the left as on the right):\n  {eq}",
    "Put a positive integer coefficient in front of every formula so that each element's atoms are "
    "conserved, using the smallest such integers:\n  {eq}",
    "The skeleton equation below is unbalanced. Balance it by atom counts, with coefficients that "
    "share no common factor.\n  {eq}",
)


class BalanceEquation(Bootcamp):
    id = "science/balance_equation"
    description = "Balance a chemical equation: smallest whole-number coefficients conserving every atom"
    Config = Config
    LEVELS = {
        "1": Config(families=("combustion", "synthesis", "metal_acid", "neutralisation"), max_carbon=10),
        "2": Config(families=("combustion", "combustion_n"), max_carbon=24),
        "3": Config(families=("combustion_n", "combustion_ns"), max_carbon=28),
        "4": Config(families=("combustion_ns",), max_carbon=36),
        "5": Config(families=("combustion_ns",), max_carbon=50),
    }
    min_distinct_prompts = {"1": 0.6}
    small_space_reason = "level 1 draws small fuels and the salts of ten metals: a few thousand distinct equations"

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        reactants, products = _reaction(rng.choice(config.families), rng, config.max_carbon)
        rng.shuffle(reactants)
        rng.shuffle(products)
        data = {"reactants": reactants, "products": products}
        gold = balance(reactants, products)
        if gold is None:
            raise ValueError(f"{self.id}: generated equation {reactants} -> {products} has no unique balance")
        return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        eq = " + ".join(data["reactants"]) + " -> " + " + ".join(data["products"])
        text = rng.choice(_TEMPLATES).format(eq=eq)
        n = len(data["reactants"]) + len(data["products"])
        form = (f"the {n} coefficients in the order the formulas are written (write 1 where a formula "
                "takes no coefficient), separated by commas, e.g. 2, 1, 3")
        return f"{text}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: list[int], text: str) -> float:
        """The coefficients must conserve atoms and share no factor (which makes them the gold)."""
        values = strict_int_list(text, max_items=len(answer) + 2)
        if values is None or len(values) != len(answer) or any(v <= 0 or v > 10**9 for v in values):
            return 0.0
        if math.gcd(*values) != 1 or not is_balanced(data["reactants"], data["products"], values):
            return 0.0
        return 1.0

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        formulas = data["reactants"] + data["products"]
        n_left = len(data["reactants"])
        counts = []
        for i, formula in enumerate(formulas):
            t.state(f"formula {i}")
            f = t.fetch(f"species[{i}]", formula)
            counts.append(dict(t.compute(f"atoms[{i}]", sorted(atoms(f).items()), why="atoms per formula")))
        elements = sorted({e for c in counts for e in c})
        rows = []
        for e in elements:
            t.state(f"element {e}")
            row = [Fraction(c.get(e, 0) * (1 if i < n_left else -1)) for i, c in enumerate(counts)]
            # claims read back from a response are ints: keep every entry a Fraction
            rows.append([Fraction(x) for x in t.compute(f"row[{e}]", row, why="left counts minus right counts")])
        n = len(formulas)
        pivots: list[int] = []
        r = 0
        for col in range(n - 1):  # the last coefficient is the free one: set it to 1 at the end
            pick = next((i for i in range(r, len(rows)) if rows[i][col] != 0), None)
            if pick is None:
                continue
            t.state(f"eliminate column {col}")
            rows = list(rows)  # a new list: the traced one from the last state stays as it was
            rows[r], rows[pick] = rows[pick], rows[r]
            lead = Fraction(t.fetch(f"pivot[{col}]", rows[r][col]))
            rows[r] = [x / lead for x in rows[r]]
            rows = [row if i == r else [a - row[col] * b for a, b in zip(row, rows[r])] for i, row in enumerate(rows)]
            rows = t.compute("rows", rows, why=f"divide by the pivot, clear column {col} elsewhere")
            rows = [[Fraction(x) for x in row] for row in rows]
            pivots.append(col)
            r += 1
        t.state("solve")
        vector = [Fraction(0)] * n
        vector[n - 1] = Fraction(1)
        for i, col in enumerate(pivots):
            vector[col] = -rows[i][n - 1]
        vector = [Fraction(v) for v in t.compute("x", vector, why="each pivot coefficient from the last column, last one 1")]
        scale = t.compute("lcm", math.lcm(*(v.denominator for v in vector)), why="clear the denominators")
        ints = [int(v * scale) for v in vector]
        g = math.gcd(*ints)
        return t.compute("answer", [v // g for v in ints], why="scaled to the smallest integers")

    def solve(self, data: dict) -> list[int]:
        return balance(data["reactants"], data["products"])


BOOTCAMP = BalanceEquation()
