"""The heating curve of water: the energy to take a sample from one temperature to another through
melting and boiling (or released on cooling), and where a given energy leaves it (its final
temperature, or how much has melted or boiled); exact."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.physics import ExactValueAnswer, show
from bootcamps.kit.poly import format_rational
from bootcamps.kit.units import restates
from bootcamps.trace import Tracer

C_ICE, C_WATER, C_STEAM = Fraction("2.09"), Fraction("4.18"), Fraction("2.01")  # J/(g K)
L_FUSION, L_VAPOUR = 334, 2260  # J/g
ASKS = ("energy", "final_temperature", "converted")
_CONSTANTS = [C_ICE, C_WATER, C_STEAM, Fraction(L_FUSION), Fraction(L_VAPOUR), Fraction(100), Fraction(0)]


@dataclass(frozen=True)
class Config:
    asks: tuple[str, ...] = ("energy",)
    low: int = 1  # the coldest start: 1 only liquid water, lower reaches ice
    high: int = 99  # the hottest end: above 100 reaches steam
    cooling: bool = False
    ice_start: bool = False  # the sample starts as ice: the whole curve ahead of it

    def __post_init__(self) -> None:
        if not self.asks or any(a not in ASKS for a in self.asks):
            raise ValueError(f"asks must be a non-empty subset of {', '.join(ASKS)}, got {self.asks}")
        if not -80 <= self.low < self.high <= 250:
            raise ValueError(f"need -80 <= low < high <= 250, got {self.low}, {self.high}")


def segments(t1: Fraction, t2: Fraction) -> list[tuple[str, Fraction, Fraction]]:
    """The stretches of heating from t1 up to t2 (neither exactly 0 or 100 °C): (kind, from, to),
    kinds ice, melt, water, boil, steam in that order."""
    out = []
    if t1 < 0:
        out.append(("ice", t1, min(t2, Fraction(0))))
        if t2 > 0:
            out.append(("melt", Fraction(0), Fraction(0)))
    if t1 < 100 and t2 > 0:
        out.append(("water", max(t1, Fraction(0)), min(t2, Fraction(100))))
        if t2 > 100:
            out.append(("boil", Fraction(100), Fraction(100)))
    if t2 > 100:
        out.append(("steam", max(t1, Fraction(100)), t2))
    return out


_PHASE = {"ice": ("ice", C_ICE), "water": ("liquid water", C_WATER), "steam": ("steam", C_STEAM)}


def _state(t: Fraction) -> str:
    return "ice" if t < 0 else ("steam" if t > 100 else "water")


class HeatingCurve(ExactValueAnswer, Bootcamp):
    id = "science/heating_curve"
    description = "Water's heating curve: energy through melting and boiling, final temperature or mass converted"
    Config = Config
    LEVELS = {
        "1": Config(asks=("energy",), low=1, high=99),
        "2": Config(asks=("energy",), low=-40, high=99),
        "3": Config(asks=("energy",), low=-30, high=120, cooling=True),
        "4": Config(asks=("energy", "final_temperature"), low=-40, high=150, cooling=True, ice_start=True),
        "5": Config(asks=("final_temperature", "converted"), low=-80, high=250, ice_start=True),
    }

    def units_for(self, data: dict) -> tuple[str, ...]:
        # Only the asked quantity's unit: energy in J, the final temperature in °C, grams converted.
        return {"energy": ("J",), "final_temperature": ("°C",), "converted": ("g",)}[data["ask"]]

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            mass = rng.randint(5, 800)
            ask = rng.choice(config.asks)
            t1, t2 = sorted(rng.sample(range(config.low, config.high + 1), 2))
            if config.ice_start and t1 >= 0:
                t1 = rng.randint(config.low, -1)
            if t1 in (0, 100) or t2 in (0, 100):
                continue  # a start or end on a phase boundary would leave the phase unclear
            data = {"mass": mass, "ask": ask, "t1": t1, "t2": t2, "cool": config.cooling and rng.random() < 0.5,
                    "energy": None}
            if ask == "final_temperature":  # an energy that ends at a temperature with one decimal
                data["cool"] = False
                final = Fraction(t2) + Fraction(rng.randint(0, 9), 10)
                data["energy"] = str(self._energy(mass, Fraction(t1), final))
            elif ask == "converted":  # an energy that runs out part-way through melting or boiling
                data["cool"] = False
                kinds = [k for k, _, _ in segments(Fraction(t1), Fraction(t2)) if k in ("melt", "boil")]
                if not kinds:
                    continue
                kind = kinds[-1] if config.ice_start else rng.choice(kinds)  # from ice: the last change reached
                # the energy to reach the plateau (segments up to exactly 0 or 100 stop before the change)
                upto = self._energy(mass, Fraction(t1), Fraction(0 if kind == "melt" else 100))
                grams = Fraction(rng.randint(1, 10 * mass - 1), 10)
                data["energy"] = str(upto + grams * (L_FUSION if kind == "melt" else L_VAPOUR))
            gold = self.solve(data)
            numbers = [mass, t1, t2, Fraction(data["energy"] or 0)] + _CONSTANTS
            if not restates(Fraction(gold), numbers):
                return data, gold

    @staticmethod
    def _energy(mass: int, t1: Fraction, t2: Fraction) -> Fraction:
        total = Fraction(0)
        for kind, a, b in segments(t1, t2):
            total += {"ice": C_ICE * (b - a), "water": C_WATER * (b - a), "steam": C_STEAM * (b - a),
                      "melt": Fraction(L_FUSION), "boil": Fraction(L_VAPOUR)}[kind] * mass
        return total

    def prompt(self, data: dict, rng: random.Random) -> str:
        m, t1, t2 = data["mass"], data["t1"], data["t2"]
        consts = ("Use c(ice) = 2.09 J/(g·K), c(liquid water) = 4.18 J/(g·K), c(steam) = 2.01 J/(g·K), latent heat of "
                  "fusion 334 J/g at 0 °C and of vaporisation 2260 J/g at 100 °C; the pressure stays at 1 atm.")
        if data["ask"] == "energy":
            if data["cool"]:
                text = (f"A sample of {m} g of {_PHASE[_state(Fraction(t2))][0]} at {t2} °C is cooled to {t1} °C. {consts} "
                        f"How much energy (in J) does it give out?")
            else:
                text = (f"A sample of {m} g of {_PHASE[_state(Fraction(t1))][0]} at {t1} °C is heated to {t2} °C. {consts} "
                        f"How much energy (in J) does it take?")
        else:
            text = (f"{show(Fraction(data['energy']))} J of heat is added to {m} g of {_PHASE[_state(Fraction(t1))][0]} at {t1} °C, with no "
                    f"heat lost. {consts} ")
            text += ("What is the final temperature, in °C?" if data["ask"] == "final_temperature" else
                     "The heat runs out part-way through a change of phase. How many grams have changed phase in that "
                     "last change (melted, or boiled away)?")
        form = "the exact value: an integer, a decimal or a reduced fraction"
        return f"{rng.choice(('', 'Heating curve of water. ', 'Calorimetry: '))}{text}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        mass = data["mass"]
        budget = None if data["energy"] is None else Fraction(data["energy"])
        total = Fraction(0)
        for kind, a, b in segments(Fraction(data["t1"]), Fraction(data["t2"]) if budget is None else Fraction(10**5)):
            t.state(f"{kind} {show(a)} to {show(b)}" if kind not in ("melt", "boil") else kind)
            m = t.fetch("m", mass)
            if kind in ("melt", "boil"):
                latent = t.fetch("L", L_FUSION if kind == "melt" else L_VAPOUR)
                step = t.compute("Q_step", m * latent, why="m L")
                if budget is not None and total + step > budget:
                    return format_rational(t.compute("converted", Fraction(budget - total) / latent, why="heat left over L"))
            else:
                c = t.fetch("c", {"ice": C_ICE, "water": C_WATER, "steam": C_STEAM}[kind])
                step = t.compute("Q_step", m * c * (b - a), why="m c (T2 - T1)")
                if budget is not None and total + step >= budget:
                    return format_rational(t.compute("T_final", a + Fraction(budget - total) / (m * c), why="heat left over m c"))
            total = t.compute("Q_total", total + step)
        return format_rational(total)

    def solve(self, data: dict) -> str:
        mass, temp = data["mass"], Fraction(data["t1"])
        if data["ask"] == "energy":
            return format_rational(self._energy(mass, temp, Fraction(data["t2"])))
        # spend the energy plateau by plateau: warm to the next phase change, then the change itself
        q = Fraction(data["energy"])
        for top, c, latent in ((Fraction(0), C_ICE, L_FUSION), (Fraction(100), C_WATER, L_VAPOUR)):
            if temp >= top:
                continue
            warm = mass * c * (top - temp)
            if q <= warm:
                return format_rational(temp + q / (mass * c))
            q -= warm
            if q < mass * latent:
                return format_rational(q / latent)
            q, temp = q - mass * latent, top
        return format_rational(temp + q / (mass * C_STEAM))


BOOTCAMP = HeatingCurve()
