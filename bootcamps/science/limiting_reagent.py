"""Stoichiometry with a limiting reagent: the equation is balanced (kit.chemistry), amounts become
moles, the reactant that runs out first decides the product; also the excess left over, the
percent yield, and a reactant given as a solution; answers within a stated tolerance."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.chemistry import atoms, balance
from bootcamps.kit.physics import ToleranceWrongs, clear_of, q, show, tolerance_gold
from bootcamps.kit.units import ToleranceAnswer
from bootcamps.trace import Tracer

MASSES = {"H": "1.008", "C": "12.011", "N": "14.007", "O": "15.999", "Na": "22.99", "Mg": "24.305", "Al": "26.982",
          "S": "32.06", "Cl": "35.45", "Ca": "40.078", "Fe": "55.845", "Zn": "65.38", "K": "39.098"}
REACTIONS = (
    (("H2", "O2"), ("H2O",)), (("N2", "H2"), ("NH3",)), (("CH4", "O2"), ("CO2", "H2O")),
    (("C3H8", "O2"), ("CO2", "H2O")), (("Al", "O2"), ("Al2O3",)), (("Na", "Cl2"), ("NaCl",)),
    (("Mg", "HCl"), ("MgCl2", "H2")), (("CaCO3", "HCl"), ("CaCl2", "H2O", "CO2")), (("Fe", "Cl2"), ("FeCl3",)),
    (("Zn", "HCl"), ("ZnCl2", "H2")), (("C2H5OH", "O2"), ("CO2", "H2O")), (("NH3", "O2"), ("NO", "H2O")),
    (("SO2", "O2"), ("SO3",)), (("Fe2O3", "CO"), ("Fe", "CO2")), (("Al", "Cl2"), ("AlCl3",)),
    (("Mg", "O2"), ("MgO",)), (("K", "H2O"), ("KOH", "H2")), (("C2H6", "O2"), ("CO2", "H2O")),
)
_ATOMIC = [Fraction(m) for m in MASSES.values()]  # prompt numbers too
ASKS = ("product_moles", "product_mass", "excess_mass", "percent_yield")
TOL = {"product_moles": Fraction(1, 1000), "product_mass": Fraction(1, 100), "excess_mass": Fraction(1, 100),
       "percent_yield": Fraction(1, 100)}


@lru_cache(maxsize=None)
def coefficients(index: int) -> tuple[int, ...]:
    reactants, products = REACTIONS[index]
    result = balance(list(reactants), list(products))
    if result is None:
        raise ValueError(f"reaction {index} has no unique balance")
    return tuple(result)


@lru_cache(maxsize=None)
def molar_mass(formula: str) -> Fraction:
    return sum((Fraction(MASSES[e]) * n for e, n in atoms(formula).items()), Fraction(0))


@dataclass(frozen=True)
class Config:
    asks: tuple[str, ...] = ("product_moles",)
    solution: bool = False  # HCl given as a volume of solution and its concentration

    def __post_init__(self) -> None:
        if not self.asks or any(a not in ASKS for a in self.asks):
            raise ValueError(f"asks must be a non-empty subset of {', '.join(ASKS)}, got {self.asks}")


def _equation(index: int) -> str:
    reactants, products = REACTIONS[index]
    k = coefficients(index)
    side = lambda names, ks: " + ".join(f"{c} {f}" if c > 1 else f for f, c in zip(names, ks))  # noqa: E731
    return f"{side(reactants, k[:len(reactants)])} -> {side(products, k[len(reactants):])}"


class LimitingReagent(ToleranceWrongs, ToleranceAnswer, Bootcamp):
    id = "science/limiting_reagent"
    description = "Limiting reagent: product moles or mass, excess left over, percent yield, a reactant in solution"
    Config = Config
    LEVELS = {
        "1": Config(asks=("product_moles",)),
        "2": Config(asks=("product_mass",)),
        "3": Config(asks=("product_mass", "excess_mass")),
        "4": Config(asks=("excess_mass", "percent_yield")),
        "5": Config(asks=("product_mass", "excess_mass", "percent_yield"), solution=True),
    }

    def units_for(self, data: dict) -> tuple[str, ...]:
        # Only the asked quantity's unit: moles, grams, or a percent yield.
        return {"product_moles": ("mol",), "product_mass": ("g",), "excess_mass": ("g",),
                "percent_yield": ("%",)}[data["ask"]]

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            index = rng.randrange(len(REACTIONS))
            reactants, products = REACTIONS[index]
            ask = rng.choice(config.asks)
            data = {"reaction": index, "ask": ask, "product": rng.choice(products), "given": [], "actual": None,
                    "tol": str(TOL[ask])}
            for name in reactants:
                if ask == "product_moles":
                    data["given"].append(["mol", str(Fraction(rng.randint(5, 400), 100))])
                elif config.solution and name == "HCl":
                    data["given"].append(["solution", str(Fraction(rng.randint(50, 600), 100)), rng.randint(20, 500)])
                else:
                    data["given"].append(["g", str(Fraction(rng.randint(10, 5000), 10))])
            moles = self._moles(data)
            k = coefficients(index)
            runs = [m / c for m, c in zip(moles, k)]
            if len(set(runs)) < 2:
                continue  # exactly stoichiometric: no limiting reagent
            if ask == "percent_yield":
                best = min(runs) * k[len(reactants) + products.index(data["product"])] * molar_mass(data["product"])
                data["actual"] = str(Fraction(rng.randint(300, 990), 1000) * best // Fraction(1, 100) / 100)
                if Fraction(data["actual"]) <= 0:
                    continue
            exact = self._exact(data)
            numbers = [q(x) for g in data["given"] for x in g[1:]] + [q(data["actual"] or 0), TOL[ask]]
            numbers += [molar_mass(f) for f in reactants + products] + _ATOMIC
            if exact > 0 and clear_of(exact, numbers, TOL[ask]):
                data["exact"] = str(exact)
                return data, tolerance_gold(exact, TOL[ask])

    @staticmethod
    def _moles(data: dict) -> list[Fraction]:
        out = []
        for name, given in zip(REACTIONS[data["reaction"]][0], data["given"]):
            if given[0] == "mol":
                out.append(q(given[1]))
            elif given[0] == "g":
                out.append(q(given[1]) / molar_mass(name))
            else:
                out.append(q(given[1]) * given[2] / 1000)
        return out

    @staticmethod
    def _exact(data: dict) -> Fraction:
        # compare what each reactant could make of the product, the smallest wins
        reactants, products = REACTIONS[data["reaction"]]
        k = coefficients(data["reaction"])
        kp = k[len(reactants) + products.index(data["product"])]
        moles = LimitingReagent._moles(data)
        can_make = [m * kp / c for m, c in zip(moles, k)]
        made = min(can_make)
        if data["ask"] == "product_moles":
            return made
        if data["ask"] == "product_mass":
            return made * molar_mass(data["product"])
        if data["ask"] == "percent_yield":
            return q(data["actual"]) / (made * molar_mass(data["product"])) * 100
        spare = max(range(len(reactants)), key=lambda i: can_make[i])
        used = made / kp * k[spare]
        return (moles[spare] - used) * molar_mass(reactants[spare])

    def prompt(self, data: dict, rng: random.Random) -> str:
        reactants, products = REACTIONS[data["reaction"]]
        amounts = []
        for name, given in zip(reactants, data["given"]):
            if given[0] == "mol":
                amounts.append(f"{show(q(given[1]))} mol of {name}")
            elif given[0] == "g":
                amounts.append(f"{show(q(given[1]))} g of {name}")
            else:
                amounts.append(f"{given[2]} mL of {show(q(given[1]))} mol/L {name} solution")
        elements = sorted({e for f in reactants + products for e in atoms(f)})
        table = ", ".join(f"{e} = {MASSES[e]}" for e in elements)
        intro = rng.choice((f"The balanced equation is {_equation(data['reaction'])}.",
                            f"Consider the reaction {_equation(data['reaction'])} (already balanced).",
                            f"Reaction (balanced): {_equation(data['reaction'])}."))
        text = f"{intro} A chemist mixes {' and '.join(amounts)}, and the reaction runs until one reactant is used up."
        if data["ask"] != "product_moles":
            text += f" Atomic masses (g/mol): {table}."
        tol = show(TOL[data["ask"]])
        ask = {"product_moles": f"How many moles of {data['product']} form?",
               "product_mass": f"What mass of {data['product']} (in g) forms?",
               "excess_mass": "What mass (in g) of the reactant in excess is left over?",
               "percent_yield": f"In fact {show(q(data['actual'] or 0))} g of {data['product']} was collected. What is the "
                                f"percent yield (actual over theoretical mass, times 100)?"}[data["ask"]]
        form = f"a decimal number within {tol} of the exact value"
        return f"{text} {ask}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        reactants, products = REACTIONS[data["reaction"]]
        k = coefficients(data["reaction"])
        kp = k[len(reactants) + products.index(data["product"])]
        moles, runs = [], []
        for i, (name, given) in enumerate(zip(reactants, data["given"])):
            t.state(f"reactant {name}")
            if given[0] == "mol":
                n = t.fetch(f"n[{name}]", q(given[1]))
            elif given[0] == "g":
                m = t.fetch(f"mass[{name}]", q(given[1]))
                n = t.compute(f"n[{name}]", Fraction(m) / t.fetch(f"M[{name}]", molar_mass(name)), why="mass over molar mass")
            else:
                n = t.compute(f"n[{name}]", t.fetch(f"c[{name}]", q(given[1])) * t.fetch(f"V[{name}]", given[2]) / Fraction(1000),
                              why="concentration times litres")
            moles.append(n)
            runs.append(t.compute(f"reactions[{name}]", Fraction(n) / k[i], why=f"moles over coefficient {k[i]}"))
        t.state("limiting")
        extent = t.compute("extent", min(runs), why="the smallest number of reaction units")
        made = t.compute("n_product", extent * kp, why=f"{kp} {data['product']} per unit")
        ask = data["ask"]
        if ask == "product_moles":
            return tolerance_gold(made, TOL[ask])
        if ask == "excess_mass":
            t.state("excess")
            spare = max(range(len(reactants)), key=lambda i: runs[i])
            left = t.compute("n_left", moles[spare] - extent * k[spare], why=f"{reactants[spare]} not used")
            return tolerance_gold(t.compute("mass_left", left * molar_mass(reactants[spare]), why="times molar mass"), TOL[ask])
        t.state("mass")
        mass = t.compute("mass_product", made * t.fetch(f"M[{data['product']}]", molar_mass(data["product"])))
        if ask == "product_mass":
            return tolerance_gold(mass, TOL[ask])
        return tolerance_gold(t.compute("yield", Fraction(t.fetch("actual", q(data["actual"]))) / mass * 100,
                                        why="actual over theoretical, times 100"), TOL[ask])

    def solve(self, data: dict) -> str:
        return tolerance_gold(self._exact(data), TOL[data["ask"]])


BOOTCAMP = LimitingReagent()
