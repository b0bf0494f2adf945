"""The mass of an amount of a salt: its molar mass (groups in parentheses, hydrates) times the moles."""

from __future__ import annotations

import math
import random
import re
from dataclasses import dataclass
from decimal import Decimal

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.poly import read_rational
from bootcamps.trace import Tracer

# standard atomic weights rounded to two decimals: the prompt states the ones a case uses
MASSES = {"H": "1.01", "C": "12.01", "N": "14.01", "O": "16.00", "Na": "22.99", "Mg": "24.31", "Al": "26.98",
          "Si": "28.09", "P": "30.97", "S": "32.07", "Cl": "35.45", "K": "39.10", "Ca": "40.08", "Fe": "55.85",
          "Cu": "63.55", "Zn": "65.38", "Br": "79.90", "Ag": "107.87", "I": "126.90", "Ba": "137.33"}
# real ions, so every formula is a real (or at least charge-balanced) compound
CATIONS = {"Na": 1, "K": 1, "Ag": 1, "NH4": 1, "Mg": 2, "Ca": 2, "Ba": 2, "Zn": 2, "Cu": 2, "Fe": 2, "Al": 3}
ANIONS = {"Cl": 1, "Br": 1, "I": 1, "OH": 1, "NO3": 1, "CN": 1, "ClO3": 1, "HCO3": 1, "CH3COO": 1,
          "O": 2, "S": 2, "SO4": 2, "CO3": 2, "PO4": 3}
_SIMPLE = ("Na", "K", "Ag", "Mg", "Ca", "Ba", "Zn", "Cu", "Fe", "Al", "Cl", "Br", "I", "O", "S")
_TOKEN = re.compile(r"([A-Z][a-z]?)(\d*)|\((.*?)\)(\d*)")


@dataclass(frozen=True)
class Config:
    polyatomic: bool = False  # ions like SO4 and NH4, written in parentheses when more than one
    hydrate: bool = False  # a trailing ·nH2O
    double_salt: bool = False  # two cations sharing one anion, like KAl(SO4)2
    mole_places: int = 0  # decimal places of the amount of substance asked about

    def __post_init__(self) -> None:
        if not 0 <= self.mole_places <= 3:
            raise ValueError(f"mole_places must be in 0..3, got {self.mole_places}")


def ion(symbol: str, n: int) -> str:
    if n == 1:
        return symbol
    multi_atom = sum(c.isupper() for c in symbol) > 1 or any(c.isdigit() for c in symbol)
    return f"({symbol}){n}" if multi_atom else f"{symbol}{n}"


def salt(cations: list[str], anion: str) -> str:
    """The charge-balanced formula of one or two cations (one of each) with an anion."""
    charge = sum(CATIONS[c] for c in cations)
    if len(cations) == 1:
        k = math.lcm(charge, ANIONS[anion])
        return ion(cations[0], k // charge) + ion(anion, k // ANIONS[anion])
    if charge % ANIONS[anion]:
        return ""
    return "".join(cations) + ion(anion, charge // ANIONS[anion])


def atoms(formula: str) -> dict[str, int]:
    """Atom counts of a formula like ``Ca(NO3)2·4H2O`` (one level of parentheses)."""
    counts: dict[str, int] = {}
    main, _, water = formula.partition("·")
    for match in _TOKEN.finditer(main):
        element, n, group, k = match.groups()
        if element:
            counts[element] = counts.get(element, 0) + int(n or 1)
        else:
            for sub, m in atoms(group).items():
                counts[sub] = counts.get(sub, 0) + m * int(k or 1)
    if water:
        w = int(re.match(r"\d*", water).group() or 1)
        counts["H"] = counts.get("H", 0) + 2 * w
        counts["O"] = counts.get("O", 0) + w
    return counts


class MolarMass(Bootcamp):
    id = "science/molar_mass"
    description = "Mass of an amount of a salt: molar mass of a formula with groups and hydrates, times moles"
    Config = Config
    LEVELS = {
        "1": Config(mole_places=1),
        "2": Config(mole_places=2),
        "3": Config(polyatomic=True, mole_places=2),
        "4": Config(polyatomic=True, hydrate=True, mole_places=2),
        "5": Config(polyatomic=True, hydrate=True, double_salt=True, mole_places=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        cations = [c for c in CATIONS if config.polyatomic or c in _SIMPLE]
        anions = [a for a in ANIONS if config.polyatomic or a in _SIMPLE]
        formula = ""
        while not formula:
            picked = rng.sample([c for c in cations if CATIONS[c] == 1], 1) if config.double_salt else []
            picked.append(rng.choice([c for c in cations if c not in picked]))
            formula = salt(picked, rng.choice(anions))
        if config.hydrate:
            formula += f"·{rng.randint(1, 12)}H2O"
        scale = 10**config.mole_places
        moles = str(Decimal(rng.randint(1, 50 * scale)) / scale)
        data = {"formula": formula, "moles": moles, "masses": {e: MASSES[e] for e in sorted(atoms(formula))}}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        table = ", ".join(f"{e} {m}" for e, m in data["masses"].items())
        text = rng.choice(("What is the mass of {n} mol of {f}?", "Compute the mass, in grams, of {n} moles of {f}.",
                           "How many grams do {n} mol of {f} weigh?"))
        note = (" First find the molar mass: a multiplier after parentheses applies to the whole group and "
                "·nH2O adds n water molecules; then multiply by the amount. Do not round.")
        return (f"{text.format(f=data['formula'], n=data['moles'])} Use these atomic masses (g/mol): {table}.{note}\n"
                f"{answer_instruction('the exact mass in grams as a decimal number, e.g. 116.88')}")

    def check(self, data: dict, answer: str, text: str) -> float:
        text = text.strip()
        for unit in ("grams", "g"):
            if text.endswith(unit):
                text = text[: -len(unit)].strip()
                break
        value = read_rational(text, decimal=True, fraction=False)
        return 1.0 if value is not None and not any(c.isspace() for c in text) and value == Decimal(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        t.state("count atoms")
        counts = t.compute("atoms", sorted([e, n] for e, n in atoms(t.fetch("formula", data["formula"])).items()),
                           why="groups times their multipliers, plus the water")
        total = Decimal(0)
        for e, n in counts:
            t.state(f"element {e}")
            mass = t.fetch(f"mass[{e}]", data["masses"].get(e, "0"))
            part = t.compute(f"part[{e}]", str(n * Decimal(mass)), why=f"{n} x {mass}")
            total = Decimal(t.compute("total", str(total + Decimal(part))))
        t.state("answer")
        moles = t.fetch("moles", data["moles"])
        return t.compute("answer", _plain(Decimal(moles) * total), why=f"{moles} mol x {total} g/mol")

    def solve(self, data: dict) -> str:
        # expand the formula into a flat string of element symbols and add them up one by one
        flat = _expand(data["formula"])
        return _plain(Decimal(data["moles"]) * sum((Decimal(data["masses"][e]) for e in flat), Decimal(0)))


def _plain(value: Decimal) -> str:
    """A decimal without trailing zeros or exponent: 116.880 -> 116.88, 200.00 -> 200."""
    text = f"{value:f}"
    return text.rstrip("0").rstrip(".") if "." in text else text


def _expand(formula: str) -> list[str]:
    main, _, water = formula.partition("·")
    while "(" in main:
        main = re.sub(r"\(([^()]*)\)(\d*)", lambda m: m.group(1) * int(m.group(2) or 1), main)
    symbols = [e for e, n in re.findall(r"([A-Z][a-z]?)(\d*)", main) for e in [e] * int(n or 1)]
    if water:
        symbols += ["H", "H", "O"] * int(re.match(r"\d*", water).group() or 1)
    return symbols


BOOTCAMP = MolarMass()
