"""Oxidation numbers by the standard rules: for each listed compound or ion, the oxidation number
of a named element (the average over its atoms, so possibly a fraction such as 8/3 in Fe3O4),
found from the charge sum with every other element at its rule value (group 1 +1, group 2 +2,
Al +3, F -1, H +1, O -2, Cl/Br/I -1).

The species are real ones, curated so that every element other than the one asked about really
has its rule value; the levels add polyatomic ions, the exceptions the rules resolve (metal
hydrides, peroxides, OF2, halogens bonded to fluorine, free elements) and fractional averages.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.chemistry import atoms
from bootcamps.kit.poly import format_rational, read_rational_list
from bootcamps.trace import Tracer

# the value of every element that is not the one asked about
RULE = {"Li": 1, "Na": 1, "K": 1, "Rb": 1, "Cs": 1, "Be": 2, "Mg": 2, "Ca": 2, "Sr": 2, "Ba": 2, "Al": 3,
        "F": -1, "H": 1, "O": -2, "Cl": -1, "Br": -1, "I": -1}

# "element formula charge" entries by tier: 1 neutral, integer; 2 ions; 3 exceptions the rules
# resolve; 4 fractional averages
_TIERS = {
    1: """S H2S 0|S SO2 0|S SO3 0|S H2SO4 0|S H2SO3 0|S Na2SO4 0|S K2SO3 0|S Na2S 0|S CaSO4 0|S Na2S2O3 0
N NH3 0|N NO 0|N N2O 0|N NO2 0|N N2O3 0|N N2O4 0|N N2O5 0|N HNO3 0|N HNO2 0|N KNO3 0|N NaNO2 0|N Mg3N2 0
N Li3N 0|N Ca(NO3)2 0|N N2H4 0|C CH4 0|C CO 0|C CO2 0|C H2CO3 0|C Na2CO3 0|C CaCO3 0|C CH3OH 0|C HCOOH 0
C CH2O 0|C C2H6 0|C C2H4 0|C C2H2 0|C K2C2O4 0|C CaC2 0|C Al4C3 0|P PH3 0|P P2O5 0|P P4O10 0|P H3PO4 0
P H3PO3 0|P H3PO2 0|P Na3PO4 0|P Ca3(PO4)2 0|P Ca3P2 0|P Na2HPO4 0|Cl HClO 0|Cl HClO2 0|Cl HClO3 0
Cl HClO4 0|Cl NaClO 0|Cl KClO3 0|Cl NaClO2 0|Cl Cl2O 0|Cl ClO2 0|Cl Cl2O7 0|Cl Ca(ClO)2 0|Cl Mg(ClO4)2 0
Br HBrO3 0|Br KBrO3 0|I KIO3 0|I KIO4 0|I HIO4 0|I NaIO 0|I I2O5 0|Mn KMnO4 0|Mn K2MnO4 0|Mn MnO2 0
Mn Mn2O7 0|Mn Mn2O3 0|Mn MnO 0|Mn Mn(OH)2 0|Cr K2Cr2O7 0|Cr K2CrO4 0|Cr Na2CrO4 0|Cr CrO3 0|Cr Cr2O3 0
Cr Cr(OH)3 0|Fe FeO 0|Fe Fe2O3 0|Fe Fe(OH)2 0|Fe Fe(OH)3 0|Fe K2FeO4 0|Si SiO2 0|Si Na2SiO3 0|Ti TiO2 0
V V2O5 0|Os OsO4 0|Cu Cu2O 0|Cu CuO 0|Cu Cu(OH)2 0|Pb PbO2 0|Pb PbO 0|Sn SnO2 0|Ag Ag2O 0|B B2O3 0
B H3BO3 0|B Na2B4O7 0|As As2O3 0|As H3AsO4 0|Se SeO2 0|Se H2SeO4 0|Xe XeO3 0|Ru RuO4 0|Ni NiO 0""",
    2: """S SO4 -2|S SO3 -2|S HSO4 -1|S HSO3 -1|S S2O3 -2|S S -2|S HS -1|S S2O5 -2|N NO3 -1|N NO2 -1|N NH4 1
N NO2 1|N NO 1|N NH2 -1|C CO3 -2|C HCO3 -1|C C2O4 -2|P PO4 -3|P HPO4 -2|P H2PO4 -1|P P2O7 -4|Cl ClO -1
Cl ClO2 -1|Cl ClO3 -1|Cl ClO4 -1|Br BrO3 -1|Br BrO -1|I IO3 -1|I IO4 -1|Mn MnO4 -1|Mn MnO4 -2
Cr Cr2O7 -2|Cr CrO4 -2|Cr Cr(OH)4 -1|V VO2 1|V VO 2|Si SiO3 -2|As AsO4 -3|B BO3 -3|B B4O7 -2|Fe FeO4 -2
Se SeO4 -2|O H3O 1|O OH -1|Sn Sn(OH)6 -2|Zn Zn(OH)4 -2|U UO2 2""",
    3: """H NaH 0|H LiH 0|H CaH2 0|H MgH2 0|H LiAlH4 0|H AlH3 0|O H2O2 0|O Na2O2 0|O BaO2 0|O Li2O2 0
O OF2 0|O O2F2 0|O O2 0|O O3 0|S S8 0|P P4 0|N N2 0|Cl Cl2 0|Fe Fe 0|Cu Cu 0|H H2 0|Cl ClF3 0
Cl ClF5 0|Cl ClF 0|Br BrF3 0|Br BrF5 0|I IF5 0|I IF7 0|I ICl 0|I ICl3 0|I IBr 0|Br BrCl 0|Xe XeF2 0
Xe XeF4 0|Xe XeF6 0|S SF6 0|S SF4 0|U UF6 0|P PCl3 0|P PCl5 0|C CCl4 0|C CHCl3 0|C CH2Cl2 0|S SOCl2 0
S SO2Cl2 0|P POCl3 0|C COCl2 0|Ti TiCl4 0|Fe FeCl3 0|Cr CrCl3 0|Mn MnCl2 0|Sn SnCl4 0|Si SiCl4 0
S S2Cl2 0|O O2 -2|H H -1""",
    4: """Fe Fe3O4 0|Pb Pb3O4 0|Mn Mn3O4 0|Co Co3O4 0|S S4O6 -2|O KO2 0|O NaO2 0|O CsO2 0|O KO3 0|N HN3 0
N NaN3 0|N N3 -1|C C3H8 0|C C4H10 0|C CH3COCH3 0|C C8H18 0|C C6H12O6 0|C C2H5OH 0|C CH3COOH 0|C C3H6 0
C C6H6 0|C C5H12 0|S S3O6 -2|S S2O4 -2|S S2O6 -2|U U3O8 0|C C3O2 0|S Na2S4O6 0""",
}
POOL = {tier: [(e, f, int(c)) for e, f, c in (item.split() for item in text.replace("\n", "|").split("|"))]
        for tier, text in _TIERS.items()}


@dataclass(frozen=True)
class Config:
    items: int = 3  # species in the list
    tiers: int = 1  # highest tier drawn from (1 neutral, 2 ions, 3 rule exceptions, 4 fractions)
    top: int = 0  # how many items at least come from the highest tier

    def __post_init__(self) -> None:
        if not 1 <= self.items <= 12:
            raise ValueError(f"items must be in 1..12, got {self.items}")
        if self.tiers not in POOL:
            raise ValueError(f"tiers must be in 1..4, got {self.tiers}")
        if not 0 <= self.top <= self.items:
            raise ValueError(f"top must be in 0..items, got {self.top}")


def species(formula: str, charge: int) -> str:
    """``SO4^2-``, ``NH4^+``, ``H2O``."""
    if not charge:
        return formula
    size = "" if abs(charge) == 1 else str(abs(charge))
    return f"{formula}^{size}{'+' if charge > 0 else '-'}"


class OxidationStates(Bootcamp):
    id = "science/oxidation_states"
    description = "Oxidation number (average) of a named element in each listed compound or ion, by the standard rules"
    Config = Config
    LEVELS = {
        "1": Config(items=3, tiers=1, top=0),
        "2": Config(items=4, tiers=2, top=2),
        "3": Config(items=4, tiers=3, top=2),
        "4": Config(items=5, tiers=4, top=2),
        "5": Config(items=6, tiers=4, top=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        top = rng.sample(POOL[config.tiers], config.top)
        rest = [s for tier in range(1, config.tiers + 1) for s in POOL[tier] if s not in top]
        picked = top + rng.sample(rest, config.items - config.top)
        rng.shuffle(picked)
        data = {"items": [[e, f, c] for e, f, c in picked]}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = "\n".join(f"{i + 1}. {e} in {species(f, c)}" for i, (e, f, c) in enumerate(data["items"]))
        text = rng.choice((
            "Find the oxidation number of the named element in each species below.",
            "Assign oxidation states: for each compound or ion listed, what is the oxidation number of the element named?",
            "For every item, give the oxidation state of the given element in the given compound or ion.",
        ))
        rules = ("Rules: the oxidation numbers of all atoms add up to the overall charge of the species (0 for a neutral "
                 "compound or a free element; an ion's charge follows ^, so SO4^2- has charge -2 and NH4^+ has +1). "
                 "Every element other than the one asked about takes its usual value: Li, Na, K, Rb, Cs +1; Be, Mg, Ca, "
                 "Sr, Ba +2; Al +3; F -1; H +1; O -2; Cl, Br, I -1. The element asked about takes whatever value "
                 "makes the sum come out right (so H in a metal hydride is -1 and O in a peroxide is -1); when it has "
                 "several atoms in the formula, give their average, which may be a fraction.")
        form = "the oxidation numbers in the order listed, separated by commas, each an integer or a fraction in lowest terms, e.g. +6, -3, 8/3"
        return f"{text}\n{lines}\n{rules}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: list[str], text: str) -> float:
        if not isinstance(text, str) or len(text) > 40 * len(answer) + 40:
            return 0.0
        values = read_rational_list(text, len(answer), decimal=True, fraction=True, reduced=True)
        return 1.0 if values is not None and values == [Fraction(a) for a in answer] else 0.0

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer)

    def program(self, t: Tracer, data: dict) -> list[str]:
        found = []
        for i, (element, formula, charge) in enumerate(data["items"]):
            t.state(f"item {i + 1}: {element}")
            t.fetch(f"formula[{i + 1}]", formula)
            charge = t.fetch(f"charge[{i + 1}]", charge)
            counts = atoms(formula)
            known = 0
            for other, n in sorted(counts.items()):
                if other != element:
                    known = t.compute("known sum", known + n * RULE[other], why=f"{n} {other} at {RULE[other]:+d}")
            value = Fraction(charge - known, counts[element])
            found.append(t.compute(f"{element}[{i + 1}]", format_rational(value),
                                   why=f"({charge} - {known}) / {counts[element]} atoms of {element}"))
        t.state("answer")
        return t.compute("answer", t.fetch("found", found))

    def solve(self, data: dict) -> list[str]:
        answers = []
        for element, formula, charge in data["items"]:
            # every atom of another element moves its rule value off the charge; the rest is shared
            counts = atoms(formula)
            rest = charge - sum(RULE[e] * n for e, n in counts.items() if e != element)
            answers.append(format_rational(Fraction(rest, counts[element])))
        return answers


BOOTCAMP = OxidationStates()
