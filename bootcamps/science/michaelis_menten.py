"""Enzyme kinetics with the Michaelis-Menten equation v = Vmax[S]/(Km + [S]), exactly: the rate
at a substrate concentration, the substrate concentration that gives a rate, Km or Vmax from two
measured rates, the rate with a competitive, noncompetitive or uncompetitive inhibitor, and the
inhibition constant Ki from an inhibited rate.

Vmax is drawn as a multiple of what keeps the rates terminating decimals; every given value and
the answer have at most three decimals, and the answer is never one of the given numbers or a
sum, difference, product or quotient of two of them.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.physics import ExactValueAnswer, show
from bootcamps.kit.units import restates
from bootcamps.trace import Tracer

ASKS = ("rate", "substrate", "km_two", "vmax_two", "inhibited_rate", "ki")
INHIBITORS = ("competitive", "noncompetitive", "uncompetitive")
_FACTOR = {"competitive": "Km is multiplied by a = 1 + [I]/Ki: v = Vmax[S]/(a*Km + [S])",
           "noncompetitive": "Vmax is divided by a = 1 + [I]/Ki: v = (Vmax/a)[S]/(Km + [S])",
           "uncompetitive": "the [S] term in the denominator is multiplied by a = 1 + [I]/Ki: v = Vmax[S]/(Km + a*[S])"}


@dataclass(frozen=True)
class Config:
    asks: tuple[str, ...] = ("rate",)
    max_value: int = 50  # largest Km, [S], [I] and Ki (in µM); Vmax up to 4 times this
    places: int = 0  # decimals of the drawn parameters

    def __post_init__(self) -> None:
        if not self.asks or any(a not in ASKS for a in self.asks):
            raise ValueError(f"asks must be a non-empty subset of {', '.join(ASKS)}, got {self.asks}")
        if not 10 <= self.max_value <= 1000:
            raise ValueError(f"max_value must be in 10..1000, got {self.max_value}")
        if not 0 <= self.places <= 2:
            raise ValueError(f"places must be in 0..2, got {self.places}")


def _terminating(x: Fraction) -> bool:
    return (x * 1000).denominator == 1


def _core(n: int) -> int:
    """``n`` without its factors 2 and 5: what a multiplier must supply for a terminating decimal."""
    for p in (2, 5):
        while n % p == 0:
            n //= p
    return n


def rate(vmax: Fraction, km: Fraction, s: Fraction, kind: str = "", a: Fraction = Fraction(1)) -> Fraction:
    if kind == "competitive":
        return vmax * s / (a * km + s)
    if kind == "noncompetitive":
        return vmax / a * s / (km + s)
    if kind == "uncompetitive":
        return vmax * s / (km + a * s)
    return vmax * s / (km + s)


class MichaelisMenten(ExactValueAnswer, Bootcamp):
    id = "science/michaelis_menten"
    description = "Michaelis-Menten kinetics: rate, substrate, Km or Vmax from two rates, inhibited rates and Ki, exact"
    Config = Config
    LEVELS = {
        "1": Config(asks=("rate",), max_value=60),
        "2": Config(asks=("rate", "substrate"), max_value=80),
        "3": Config(asks=("km_two", "vmax_two"), max_value=100),
        "4": Config(asks=("inhibited_rate", "km_two", "vmax_two"), max_value=120, places=1),
        "5": Config(asks=("ki", "inhibited_rate"), max_value=200, places=1),
    }

    def units_for(self, data: dict) -> tuple[str, ...]:
        # Only the asked quantity's unit: rates (v, Vmax) in µM/min, concentrations ([S], Km, Ki) in µM.
        if data["ask"] in ("rate", "vmax_two", "inhibited_rate"):
            return ("µM/min", "μM/min", "uM/min")
        return ("µM", "μM", "uM")

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        scale = 10**config.places

        def draw(hi: int) -> Fraction:
            return Fraction(rng.randint(scale, hi * scale), scale)

        ask = rng.choice(config.asks)
        while True:
            # draw everything but Vmax, then make Vmax a multiple of what keeps every rate a short decimal
            km, s = draw(config.max_value), draw(config.max_value)
            kind, a = "", Fraction(1)
            inhibitor = ki = Fraction(0)
            if ask in ("inhibited_rate", "ki"):
                kind, inhibitor, ki = rng.choice(INHIBITORS), draw(config.max_value), draw(config.max_value)
                a = 1 + inhibitor / ki
            if ask in ("km_two", "vmax_two"):
                s1, s2 = sorted(rng.sample(range(1, config.max_value + 1), 2))
                units = [rate(Fraction(1), km, Fraction(x)) for x in (s1, s2)]
            else:
                units = [rate(Fraction(1), km, s, kind, a)]
            step = math.lcm(*(_core(u.denominator) for u in units))
            if step > 4 * config.max_value:
                continue
            vmax = step * rng.randint(1, 4 * config.max_value // step)
            data: dict = {"ask": ask, "vmax": show(vmax), "km": show(km)}
            given = [vmax, km]
            if ask in ("km_two", "vmax_two"):
                data = {"ask": ask, "points": [[s1, show(vmax * units[0])], [s2, show(vmax * units[1])]]}
                given = [s1, vmax * units[0], s2, vmax * units[1]]
            elif ask == "rate":
                data["s"] = show(s)
                given.append(s)
            elif ask == "substrate":
                data["v"] = show(vmax * units[0])
                given.append(vmax * units[0])
            else:
                data.update({"kind": kind, "s": show(s), "i": show(inhibitor)})
                given += [s, inhibitor]
                if ask == "ki":
                    data["v"] = show(vmax * units[0])
                    given.append(vmax * units[0])
                else:
                    data["ki"] = show(ki)
                    given.append(ki)
            gold = self.solve(data)
            if not all(_terminating(Fraction(g)) for g in given + [Fraction(gold)]):
                continue
            if not restates(Fraction(gold), given):
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        ask = data["ask"]
        intro = rng.choice(("An enzyme follows Michaelis-Menten kinetics, v = Vmax[S]/(Km + [S]).",
                            "The rate of an enzyme-catalysed reaction obeys the Michaelis-Menten equation v = Vmax[S]/(Km + [S]).",
                            "Consider an enzyme whose initial rate is v = Vmax[S]/(Km + [S]) (Michaelis-Menten)."))
        units = " Concentrations are in µM and rates in µM/min."
        if ask in ("km_two", "vmax_two"):
            (s1, v1), (s2, v2) = data["points"]
            body = (f" With no inhibitor, the measured initial rate is {v1} µM/min at [S] = {s1} µM and {v2} µM/min at "
                    f"[S] = {s2} µM. ")
            body += "What is Km, in µM?" if ask == "km_two" else "What is Vmax, in µM/min?"
        else:
            body = f" Vmax = {data['vmax']} µM/min and Km = {data['km']} µM."
            if ask == "rate":
                body += f" What is the initial rate v at [S] = {data['s']} µM?"
            elif ask == "substrate":
                body += f" At what substrate concentration [S] is the initial rate {data['v']} µM/min?"
            else:
                body += (f" A {data['kind']} inhibitor is added at [I] = {data['i']} µM ({_FACTOR[data['kind']]}).")
                if ask == "ki":
                    body += (f" At [S] = {data['s']} µM the inhibited rate is {data['v']} µM/min. What is the "
                             "inhibition constant Ki, in µM?")
                else:
                    body += f" With Ki = {data['ki']} µM, what is the initial rate at [S] = {data['s']} µM?"
        form = "the exact value as an integer or a decimal (a reduced fraction is also accepted), unit optional, e.g. 48.75"
        return f"{intro}{units}{body}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        ask = data["ask"]
        if ask in ("km_two", "vmax_two"):
            t.state("two measurements")
            (s1, v1), (s2, v2) = t.fetch("point 1", data["points"][0]), t.fetch("point 2", data["points"][1])
            v1, v2 = Fraction(v1), Fraction(v2)
            # Vmax s1 = v1 (Km + s1) and Vmax s2 = v2 (Km + s2): eliminate Vmax
            km = t.compute("Km", show(s1 * s2 * (v2 - v1) / (v1 * s2 - v2 * s1)),
                           why="s1 s2 (v2 - v1) / (v1 s2 - v2 s1), from v (Km + s) = Vmax s at both points")
            if ask == "km_two":
                return km
            t.state("Vmax")
            return t.compute("Vmax", show(v1 * (Fraction(km) + s1) / s1), why="v1 (Km + s1) / s1")
        t.state("constants")
        vmax, km = Fraction(t.fetch("Vmax", data["vmax"])), Fraction(t.fetch("Km", data["km"]))
        if ask == "rate":
            s = Fraction(t.fetch("[S]", data["s"]))
            return t.compute("v", show(vmax * s / (km + s)), why="Vmax [S] / (Km + [S])")
        if ask == "substrate":
            v = Fraction(t.fetch("v", data["v"]))
            return t.compute("[S]", show(km * v / (vmax - v)), why="Km v / (Vmax - v)")
        t.state(f"{data['kind']} inhibitor")
        kind = data["kind"]
        s, inhibitor = Fraction(t.fetch("[S]", data["s"])), Fraction(t.fetch("[I]", data["i"]))
        if ask == "inhibited_rate":
            a = Fraction(t.compute("a", show(1 + inhibitor / Fraction(t.fetch("Ki", data["ki"]))), why="1 + [I]/Ki"))
            return t.compute("v", show(rate(vmax, km, s, kind, a)), why=f"the {kind} rate law with a")
        v = Fraction(t.fetch("v", data["v"]))
        if kind == "competitive":
            a = t.compute("a", show((vmax * s / v - s) / km), why="(Vmax [S] / v - [S]) / Km")
        elif kind == "noncompetitive":
            a = t.compute("a", show(vmax * s / (v * (km + s))), why="Vmax [S] / (v (Km + [S]))")
        else:
            a = t.compute("a", show((vmax * s / v - km) / s), why="(Vmax [S] / v - Km) / [S]")
        t.state("Ki")
        return t.compute("Ki", show(inhibitor / (Fraction(a) - 1)), why="[I] / (a - 1)")

    def solve(self, data: dict) -> str:
        ask = data["ask"]
        if ask in ("km_two", "vmax_two"):
            # Lineweaver-Burk: 1/v = (Km/Vmax)(1/[S]) + 1/Vmax is a line through the two reciprocal points
            (x1, y1), (x2, y2) = ((1 / Fraction(s), 1 / Fraction(v)) for s, v in data["points"])
            slope = (y2 - y1) / (x2 - x1)
            vmax = 1 / (y1 - slope * x1)
            return show(slope * vmax if ask == "km_two" else vmax)
        vmax, km = Fraction(data["vmax"]), Fraction(data["km"])
        if ask == "rate":
            s = Fraction(data["s"])
            return show(vmax * (s / (km + s)))  # Vmax times the fraction of enzyme saturated
        if ask == "substrate":
            fraction = Fraction(data["v"]) / vmax  # v/Vmax = [S]/(Km + [S])
            return show(km * fraction / (1 - fraction))
        s, inhibitor = Fraction(data["s"]), Fraction(data["i"])
        if ask == "inhibited_rate":
            return show(rate(vmax, km, s, data["kind"], 1 + inhibitor / Fraction(data["ki"])))
        # a is linear in the rate equation's reciprocal: 1/v = (a_c Km + a_u [S]) / (Vmax [S]) a_n
        inverse = 1 / Fraction(data["v"])
        if data["kind"] == "competitive":
            a = (inverse * vmax * s - s) / km
        elif data["kind"] == "noncompetitive":
            a = inverse * vmax * s / (km + s)
        else:
            a = (inverse * vmax * s - km) / s
        return show(inhibitor / (a - 1))


BOOTCAMP = MichaelisMenten()
