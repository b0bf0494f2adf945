"""pH of strong acids and bases at 25 °C: single solutions, polyprotic ones, and mixtures of several
solutions and water where the excess H+ or OH- decides; answers within 0.01 pH."""

from __future__ import annotations

import random
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.physics import ToleranceWrongs, clear_of, decimal_log10, q, show, tolerance_gold
from bootcamps.kit.units import ToleranceAnswer
from bootcamps.trace import Tracer

ACIDS = {"HCl": 1, "HNO3": 1, "HBr": 1, "HClO4": 1, "H2SO4": 2}
BASES = {"NaOH": 1, "KOH": 1, "LiOH": 1, "Ca(OH)2": 2, "Ba(OH)2": 2}
TOL = Fraction(1, 100)
_FIXED = [14, 7, 25, TOL, 1]  # numbers every prompt shows (Kw 1.0e-14, 25 °C, pH 7)


@dataclass(frozen=True)
class Config:
    solutions: int = 1
    bases: bool = False
    polyprotic: bool = False
    water: bool = False  # plain water added to the mixture

    def __post_init__(self) -> None:
        if not 1 <= self.solutions <= 6:
            raise ValueError(f"solutions must be in 1..6, got {self.solutions}")


_RULES = ("Assume every acid and base is fully dissociated ({ions}), volumes add on mixing, Kw = 1.0e-14 at 25 °C "
          "(pH + pOH = 14), and neglect the water's own ions unless the mixture is exactly neutral (then pH = 7).")
_ONE = ("What is the pH of {sol}?", "Find the pH of {sol}.", "A chemist prepares {sol}. What is its pH?")
_MIX = ("These solutions are mixed together:\n{sols}\nWhat is the pH of the mixture?",
        "A beaker receives, in turn:\n{sols}\nWhat is the pH of the final solution?",
        "Mixing problem. Combined in one flask:\n{sols}\nGive the pH of the result.")


def _ph(excess_h: Fraction, volume_l: Fraction) -> Decimal:
    """pH from the net moles of H+ (negative: net OH-) in ``volume_l`` litres."""
    if excess_h == 0:
        return Decimal(7)
    if excess_h > 0:
        return -decimal_log10(excess_h / volume_l)
    return 14 + decimal_log10(-excess_h / volume_l)


class StrongAcidPH(ToleranceWrongs, ToleranceAnswer, Bootcamp):
    id = "science/strong_acid_ph"
    description = "pH of strong acid and base solutions and their mixtures (excess H+ or OH-), within 0.01"
    Config = Config
    LEVELS = {
        "1": Config(solutions=1),
        "2": Config(solutions=1, bases=True),
        "3": Config(solutions=1, bases=True, polyprotic=True),
        "4": Config(solutions=2, bases=True, polyprotic=True),
        "5": Config(solutions=4, bases=True, polyprotic=True, water=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        acids = list(ACIDS) if config.polyprotic else ["HCl", "HNO3", "HBr", "HClO4"]
        bases = list(BASES) if config.polyprotic else ["NaOH", "KOH", "LiOH"]
        while True:
            sols = []
            for i in range(config.solutions):
                is_base = config.bases and (rng.random() < 0.5 if config.solutions > 1 or i else rng.random() < 0.5)
                name = rng.choice(bases if is_base else acids)
                conc = Fraction(rng.randint(1, 999), 10 ** rng.randint(3, 5))  # at most 0.999 mol/L
                sols.append([name, str(conc), rng.choice((5, 10, 20, 25, 40, 50, 75, 100, 150, 200, 250))])
            if config.solutions >= 2 and len({s[0] in BASES for s in sols}) < 2:
                continue  # a mixture of acids with bases
            data = {"solutions": sols, "water": rng.randint(1, 30) * 10 if config.water else 0, "tol": str(TOL)}
            net, volume = self._net(data)
            if net != 0 and abs(net) / volume < Fraction(1, 10**6):
                continue  # so dilute that water's own ions would matter
            exact = Fraction(_ph(net, volume))  # exact value of the 34-digit Decimal
            numbers = [q(c) for _, c, _ in sols] + [v for *_, v in sols] + [data["water"], *_FIXED]
            if clear_of(exact, numbers, TOL):
                data["exact"] = str(exact)
                return data, tolerance_gold(exact, TOL)

    @staticmethod
    def _net(data: dict) -> tuple[Fraction, Fraction]:
        net, ml = Fraction(0), Fraction(data["water"])
        for name, conc, vol in data["solutions"]:
            per = ACIDS.get(name) or -BASES[name]
            net += per * q(conc) * vol / 1000
            ml += vol
        return net, ml / 1000

    def prompt(self, data: dict, rng: random.Random) -> str:
        names = sorted({s[0] for s in data["solutions"]})
        ions = "; ".join(f"{n} gives {ACIDS[n]} H+" if n in ACIDS else f"{n} gives {BASES[n]} OH-" for n in names)
        sols = [f"{vol} mL of {show(q(c))} mol/L {name}" for name, c, vol in data["solutions"]]
        if data["water"]:
            sols.append(f"{data['water']} mL of pure water")
        if len(sols) == 1:
            text = rng.choice(_ONE).format(sol=sols[0])
        else:
            text = rng.choice(_MIX).format(sols="\n".join(f"- {s}" for s in sols))
        form = "the pH as a decimal number, within 0.01 of the exact value"
        return f"{text} {_RULES.format(ions=ions)}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        net, volume = Fraction(0), Fraction(data["water"])
        for i, (name, conc, vol) in enumerate(data["solutions"]):
            t.state(f"solution {i + 1}")
            c = t.fetch(f"c[{i}]", q(conc))
            v = t.fetch(f"V[{i}]", vol)
            per = ACIDS.get(name) or -BASES[name]
            net = t.compute("net_H_mmol", net + per * c * v, why=f"{'+' if per > 0 else '-'}{abs(per)} per formula unit")
            volume = t.compute("V_total", volume + v, why="volumes add")
        t.state("concentration")
        molar = t.compute("net_H_molar", Fraction(net) / volume, why="mmol over mL")
        if molar > 0:
            value = t.compute("pH", Fraction(str(round(-decimal_log10(molar), 6))), why="-log10 [H+]")
        elif molar < 0:
            poh = t.compute("pOH", Fraction(str(round(decimal_log10(-molar), 6))) * -1, why="-log10 [OH-]")
            value = t.compute("pH", 14 - poh, why="14 - pOH")
        else:
            value = t.compute("pH", Fraction(7), why="exactly neutral")
        return tolerance_gold(value, TOL)

    def solve(self, data: dict) -> str:
        net, volume = self._net(data)
        return tolerance_gold(Fraction(_ph(net, volume)), TOL)


BOOTCAMP = StrongAcidPH()
