"""Colligative properties: the freezing or boiling point of a solution (or its liquid range)
from the solutes' masses, molar masses and van 't Hoff factors, the solvent's mass (or volume
and density) and its Kf/Kb constants, all stated; answers within 0.01 °C."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.physics import ToleranceWrongs, clear_of, q, show, tolerance_gold
from bootcamps.kit.units import ToleranceAnswer
from bootcamps.trace import Tracer

# name: (freezing point, Kf, boiling point, Kb, density g/mL), temperatures in °C, K in °C·kg/mol
SOLVENTS = {
    "water": ("0", "1.86", "100", "0.512", "0.997"),
    "benzene": ("5.5", "5.12", "80.1", "2.53", "0.879"),
    "cyclohexane": ("6.5", "20.0", "80.7", "2.79", "0.779"),
    "acetic acid": ("16.6", "3.90", "118.1", "3.07", "1.049"),
    "carbon tetrachloride": ("-22.9", "29.8", "76.7", "5.03", "1.594"),
}
# name: (molar mass g/mol, van 't Hoff factor)
IN_WATER = {"glucose": ("180.16", 1), "sucrose": ("342.30", 1), "urea": ("60.06", 1), "glycerol": ("92.09", 1),
            "ethylene glycol": ("62.07", 1), "NaCl": ("58.44", 2), "KCl": ("74.55", 2), "KBr": ("119.00", 2),
            "CaCl2": ("110.98", 3), "MgCl2": ("95.21", 3), "Na2SO4": ("142.04", 3), "K2SO4": ("174.26", 3),
            "AlCl3": ("133.34", 4), "FeCl3": ("162.20", 4)}
IN_ORGANIC = {"naphthalene": ("128.17", 1), "biphenyl": ("154.21", 1), "anthracene": ("178.23", 1),
              "cholesterol": ("386.65", 1), "sulfur (S8)": ("256.52", 1), "camphor": ("152.23", 1)}
ASKS = ("freezing", "boiling", "range")
TOL = Fraction(1, 100)


@dataclass(frozen=True)
class Config:
    solutes: int = 1
    electrolytes: bool = False
    asks: tuple = ("freezing",)
    organic: bool = False  # solvents other than water (with non-electrolytes)
    by_volume: bool = False  # the solvent given as a volume with its density

    def __post_init__(self) -> None:
        if not 1 <= self.solutes <= 5:
            raise ValueError(f"solutes must be in 1..5, got {self.solutes}")
        if not self.asks or any(a not in ASKS for a in self.asks):
            raise ValueError(f"asks must be kinds from {', '.join(ASKS)}, got {self.asks!r}")


_INTRO = ("A solution is made by dissolving {sols} in {solvent}.",
          "A student dissolves {sols} in {solvent}.",
          "Into {solvent} are stirred {sols}, which all dissolve completely.")
_QUESTION = {"freezing": ("At what temperature (°C) does the solution begin to freeze?",
                          "What is the freezing point of the solution in °C?"),
             "boiling": ("At what temperature (°C) does the solution boil?",
                         "What is the normal boiling point of the solution in °C?"),
             "range": ("Over how many °C is the solution liquid, i.e. its boiling point minus its freezing point?",
                       "What is the difference, in °C, between the solution's boiling point and its freezing point?")}


class ColligativeProperties(ToleranceWrongs, ToleranceAnswer, Bootcamp):
    id = "science/colligative_properties"
    description = "Freezing point depression and boiling point elevation with van 't Hoff factors, within 0.01 °C"
    Config = Config
    answer_units = ("°C", "C", "degrees C", "degrees Celsius")
    LEVELS = {
        "1": Config(solutes=1),
        "2": Config(solutes=1, electrolytes=True, asks=("freezing", "boiling")),
        "3": Config(solutes=2, electrolytes=True, asks=("freezing", "boiling")),
        "4": Config(solutes=3, electrolytes=True, asks=("freezing", "boiling"), organic=True, by_volume=True),
        "5": Config(solutes=4, electrolytes=True, asks=("range",), organic=True, by_volume=True),
    }

    def wrong_answers(self, case, rng: random.Random) -> list[str]:
        # just outside the tolerance either side, and off by a whole degree (the kit's 2x+1 can land
        # back inside the tolerance near -1 °C)
        exact, tol = Fraction(case.data["exact"]), Fraction(case.data["tol"])
        step = tol * rng.choice((2, 3, 5))
        return [tolerance_gold(exact + step, tol), tolerance_gold(exact - step, tol), tolerance_gold(exact + 1, tol)]

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            solvent = rng.choice(list(SOLVENTS)) if config.organic else "water"
            table = IN_WATER if solvent == "water" else IN_ORGANIC
            names = [n for n in table if config.electrolytes or table[n][1] == 1]
            if solvent == "water" and not config.electrolytes:
                names = [n for n in names if table[n][1] == 1]
            chosen = rng.sample(names, min(config.solutes, len(names)))
            sols = [[n, str(Fraction(rng.randint(10, 600), 10))] for n in chosen]
            mass = rng.randint(10, 100) * 10
            data = {"solvent": solvent, "solutes": sols, "ask": rng.choice(config.asks), "tol": str(TOL),
                    "mass": mass, "volume": None, "intro": rng.randrange(len(_INTRO)), "question": rng.randrange(2)}
            if config.by_volume:
                data["volume"], data["mass"] = mass, None
            molality = self._molality(data)
            if not Fraction(1, 20) <= molality <= 3:
                continue
            exact = self._exact(data)
            tf, kf, tb, kb, rho = SOLVENTS[solvent]
            numbers = [q(g) for _, g in sols] + [q(table[n][0]) for n in chosen] + [mass, q(tf), q(kf), q(tb), q(kb), q(rho)]
            if clear_of(exact, numbers, TOL):
                data["exact"] = str(exact)
                return data, tolerance_gold(exact, TOL)

    @staticmethod
    def _kg(data: dict) -> Fraction:
        if data["mass"] is not None:
            return Fraction(data["mass"], 1000)
        return data["volume"] * q(SOLVENTS[data["solvent"]][4]) / 1000

    def _molality(self, data: dict) -> Fraction:
        table = IN_WATER if data["solvent"] == "water" else IN_ORGANIC
        particles = sum((table[n][1] * q(g) / q(table[n][0]) for n, g in data["solutes"]), Fraction(0))
        return particles / self._kg(data)

    def _exact(self, data: dict) -> Fraction:
        tf, kf, tb, kb, _ = (q(v) for v in SOLVENTS[data["solvent"]])
        m = self._molality(data)
        return {"freezing": tf - kf * m, "boiling": tb + kb * m, "range": (tb + kb * m) - (tf - kf * m)}[data["ask"]]

    def prompt(self, data: dict, rng: random.Random) -> str:
        table = IN_WATER if data["solvent"] == "water" else IN_ORGANIC
        parts = [f"{show(q(g))} g of {n} (molar mass {table[n][0]} g/mol)" for n, g in data["solutes"]]
        sols = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
        tf, kf, tb, kb, rho = SOLVENTS[data["solvent"]]
        solvent = (f"{data['mass']} g of {data['solvent']}" if data["mass"] is not None
                   else f"{data['volume']} mL of {data['solvent']} (density {rho} g/mL)")
        text = _INTRO[data["intro"]].format(sols=sols, solvent=solvent)
        facts = []
        if data["ask"] in ("freezing", "range"):
            facts.append(f"pure {data['solvent']} freezes at {tf} °C and its freezing-point constant Kf is {kf} °C·kg/mol")
        if data["ask"] in ("boiling", "range"):
            facts.append(f"pure {data['solvent']} boils at {tb} °C and its boiling-point constant Kb is {kb} °C·kg/mol")
        factors = "; ".join(f"{n} gives {table[n][1]} dissolved particle{'s' if table[n][1] > 1 else ''} per formula unit"
                            for n, _ in data["solutes"])
        text += (f" Data: {'; '.join(facts)}. Van 't Hoff factors (complete dissociation): {factors}. "
                 "The temperature change is K times i times the molality (moles per kg of solvent), summed over all solutes.")
        text += " " + _QUESTION[data["ask"]][data["question"]]
        return f"{text}\n{answer_instruction('the temperature in °C as a decimal number, within 0.01 of the exact value')}"

    def program(self, t: Tracer, data: dict) -> str:
        table = IN_WATER if data["solvent"] == "water" else IN_ORGANIC
        t.state("solvent mass")
        if data["mass"] is not None:
            kg = t.compute("kg", Fraction(t.fetch("mass_g", data["mass"]), 1000), why="grams to kg")
        else:
            v = t.fetch("volume_mL", data["volume"])
            rho = t.fetch("density", q(SOLVENTS[data["solvent"]][4]))
            kg = t.compute("kg", v * rho / 1000, why="volume times density, in kg")
        particles = Fraction(0)
        for k, (name, grams) in enumerate(data["solutes"]):
            t.state(f"solute {name}")
            g = t.fetch(f"g[{k}]", q(grams))
            mm = t.fetch(f"M[{k}]", q(table[name][0]))
            i = t.fetch(f"i[{k}]", table[name][1])
            mol = t.compute(f"n[{k}]", g / mm, why="mass over molar mass")
            particles = t.compute("particles", particles + i * mol, why="i times moles")
        t.state("molality")
        m = t.compute("m", particles / kg, why="particle moles per kg solvent")
        tf, kf, tb, kb, _ = (q(v) for v in SOLVENTS[data["solvent"]])
        freeze = boil = None
        if data["ask"] in ("freezing", "range"):
            t.state("freezing point")
            d = t.compute("dTf", t.fetch("Kf", kf) * m, why="Kf times m")
            freeze = t.compute("Tf", t.fetch("Tf0", tf) - d, why="depressed below the pure solvent")
        if data["ask"] in ("boiling", "range"):
            t.state("boiling point")
            d = t.compute("dTb", t.fetch("Kb", kb) * m, why="Kb times m")
            boil = t.compute("Tb", t.fetch("Tb0", tb) + d, why="elevated above the pure solvent")
        t.state("answer")
        if data["ask"] == "range":
            value = t.compute("range", t.fetch("Tb", boil) - t.fetch("Tf", freeze), why="boiling minus freezing")
        else:
            value = t.fetch("Tf", freeze) if boil is None else t.fetch("Tb", boil)
        return t.compute("answer", tolerance_gold(value, TOL), why="rounded to 0.001")

    def solve(self, data: dict) -> str:
        return tolerance_gold(self._exact(data), TOL)


BOOTCAMP = ColligativeProperties()
