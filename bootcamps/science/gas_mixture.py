"""Dalton's law for a mixture of ideal gases in one container: moles from masses, the total
pressure, one gas's partial pressure or mole fraction, and a gas collected over water (the water
vapour's pressure subtracted); answers within a stated tolerance."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.physics import ToleranceWrongs, clear_of, q, show, tolerance_gold
from bootcamps.kit.units import ToleranceAnswer
from bootcamps.trace import Tracer

R = Fraction("8.314")  # kPa L / (mol K)
KELVIN = Fraction("273.15")
GASES = {"He": "4.003", "Ne": "20.18", "Ar": "39.95", "N2": "28.014", "O2": "31.998", "CO2": "44.009",
         "CH4": "16.043", "H2": "2.016", "NH3": "17.031", "SO2": "64.066"}
VAPOUR = {15: "1.705", 20: "2.339", 22: "2.645", 25: "3.169", 30: "4.246", 35: "5.628"}  # water, kPa at °C
ASKS = ("total", "partial", "fraction", "over_water")
TOL = {"total": Fraction(1, 100), "partial": Fraction(1, 100), "fraction": Fraction(1, 1000), "over_water": Fraction(1, 10000)}
_GAS_MASS = {g: Fraction(m) for g, m in GASES.items()}
_VAPOUR = {t: Fraction(v) for t, v in VAPOUR.items()}
_FIXED = [R, KELVIN, *TOL.values(), *_VAPOUR.values(), *_GAS_MASS.values()]  # numbers every prompt may show


@dataclass(frozen=True)
class Config:
    gases: int = 2
    asks: tuple[str, ...] = ("total",)

    def __post_init__(self) -> None:
        if not 1 <= self.gases <= 6:
            raise ValueError(f"gases must be in 1..6, got {self.gases}")
        if not self.asks or any(a not in ASKS for a in self.asks):
            raise ValueError(f"asks must be a non-empty subset of {', '.join(ASKS)}, got {self.asks}")


class GasMixture(ToleranceWrongs, ToleranceAnswer, Bootcamp):
    id = "science/gas_mixture"
    description = "Dalton's law: total and partial pressures, mole fractions, a gas collected over water; toleranced"
    Config = Config
    LEVELS = {
        "1": Config(gases=2, asks=("fraction", "over_water")),
        "2": Config(gases=2, asks=("total", "fraction")),
        "3": Config(gases=3, asks=("total", "partial")),
        "4": Config(gases=4, asks=("partial", "fraction")),
        "5": Config(gases=6, asks=("partial", "total")),
    }

    def units_for(self, data: dict) -> tuple[str, ...]:
        # Only the asked quantity's unit: moles over water, pressures in kPa; a mole fraction has none.
        return {"total": ("kPa",), "partial": ("kPa",), "fraction": (), "over_water": ("mol",)}[data["ask"]]

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            ask = rng.choice(config.asks)
            if ask == "over_water":
                temp = rng.choice(sorted(VAPOUR))
                data = {"ask": ask, "gases": [[rng.choice(list(GASES)), "0"]], "volume": str(Fraction(rng.randint(50, 900), 1000)),
                        "celsius": temp, "pressure": str(Fraction(rng.randint(950, 1030), 10)), "target": 0}  # noqa: E501
            else:
                names = rng.sample(list(GASES), config.gases)
                data = {"ask": ask, "gases": [[n, str(Fraction(rng.randint(5, 600), 10))] for n in names],
                        "volume": str(Fraction(rng.randint(10, 500), 10)), "celsius": rng.randint(-20, 150),
                        "pressure": None, "target": rng.randrange(config.gases)}
            data["tol"] = str(TOL[ask])
            exact = self._exact(data)
            numbers = [q(m) for _, m in data["gases"]] + [q(data["volume"]), data["celsius"], q(data["pressure"] or 0)]
            numbers += _FIXED
            # the tolerance is absolute: an answer at least 20 of them large keeps it within 5% of
            # the value, so a wrong method (a gas left out of the total) cannot land inside it
            if exact >= 20 * TOL[ask] and clear_of(exact, numbers, TOL[ask]):
                data["exact"] = str(exact)
                return data, tolerance_gold(exact, TOL[ask])

    @staticmethod
    def _exact(data: dict) -> Fraction:
        kelvin = data["celsius"] + KELVIN
        if data["ask"] == "over_water":  # moles of the dry gas from its own partial pressure
            dry = q(data["pressure"]) - _VAPOUR[data["celsius"]]
            return dry * q(data["volume"]) / (R * kelvin)
        moles = [q(m) / _GAS_MASS[n] for n, m in data["gases"]]
        if data["ask"] == "fraction":
            return moles[data["target"]] / sum(moles)
        mine = moles[data["target"]] if data["ask"] == "partial" else sum(moles)
        return mine * R * kelvin / q(data["volume"])

    def prompt(self, data: dict, rng: random.Random) -> str:
        t = data["celsius"]
        if data["ask"] == "over_water":
            gas = data["gases"][0][0]
            text = (f"{gas} gas is collected over water at {t} °C in a gas jar; the jar holds {show(Fraction(data['volume']))} "
                    f"L of gas at a total pressure of {show(Fraction(data['pressure']))} kPa. The gas is saturated with "
                    f"water vapour, whose pressure at {t} °C is {VAPOUR[t]} kPa. How many moles of {gas} are in the jar?")
        else:
            parts = ", ".join(f"{show(Fraction(m))} g of {n} (molar mass {GASES[n]} g/mol)" for n, m in data["gases"])
            target = data["gases"][data["target"]][0]
            ask = {"total": "What is the total pressure, in kPa?",
                   "partial": f"What is the partial pressure of {target}, in kPa?",
                   "fraction": f"What is the mole fraction of {target}?"}[data["ask"]]
            text = rng.choice((f"A rigid {show(Fraction(data['volume']))} L container at {t} °C holds {parts}. {ask}",
                               f"Gas mixture: {parts}, together in {show(Fraction(data['volume']))} L at {t} °C. {ask}",
                               f"Into an evacuated {show(Fraction(data['volume']))} L flask kept at {t} °C go {parts}. {ask}"))
        rules = ("Treat every gas as ideal (PV = nRT, R = 8.314 kPa·L/(mol·K), K = °C + 273.15); each gas exerts the "
                 "pressure it would have alone, and the partial pressures add up to the total.")
        form = f"a decimal number within {show(TOL[data['ask']])} of the exact value"
        return f"{text} {rules}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        t.state("temperature")
        kelvin = t.compute("T", t.fetch("celsius", data["celsius"]) + KELVIN, why="°C + 273.15")
        tol = Fraction(data["tol"])
        if data["ask"] == "over_water":
            t.state("dry gas")
            dry = t.compute("P_dry", t.fetch("P_total", Fraction(data["pressure"])) - t.fetch("P_water", Fraction(VAPOUR[data["celsius"]])),
                            why="minus the water vapour")
            return tolerance_gold(t.compute("n", Fraction(dry) * Fraction(data["volume"]) / (R * kelvin), why="PV / RT"), tol)
        moles = []
        for i, (name, mass) in enumerate(data["gases"]):
            t.state(f"gas {name}")
            moles.append(t.compute(f"n[{name}]", Fraction(t.fetch(f"mass[{name}]", Fraction(mass))) / _GAS_MASS[name],
                                   why="mass over molar mass"))
        t.state("mixture")
        total = t.compute("n_total", sum(moles))
        if data["ask"] == "fraction":
            return tolerance_gold(t.compute("x", Fraction(moles[data["target"]]) / total, why="n over n_total"), tol)
        mine = moles[data["target"]] if data["ask"] == "partial" else total
        volume = t.fetch("V", Fraction(data["volume"]))
        return tolerance_gold(t.compute("P", Fraction(mine) * R * kelvin / volume, why="nRT / V"), tol)

    def solve(self, data: dict) -> str:
        return tolerance_gold(self._exact(data), Fraction(data["tol"]))


BOOTCAMP = GasMixture()
