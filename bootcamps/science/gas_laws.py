"""Gas laws on a fixed amount of gas: Boyle, Charles and the combined law through one or several
changes of state (Celsius converted to kelvin), and PV = nRT for the amount or the pressure;
answers within a stated tolerance."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.physics import ToleranceWrongs, clear_of, q as exact_value, show, tolerance_gold
from bootcamps.kit.units import ToleranceAnswer
from bootcamps.trace import Tracer

R = Fraction("8.314")  # J/(mol K), i.e. kPa L/(mol K)
KELVIN = Fraction("273.15")
TOL = Fraction(1, 100)
STEPS = ("isothermal", "isobaric", "isochoric", "combined")
ASK_NAME = {"P": "pressure (kPa)", "V": "volume (L)", "T": "temperature (K)"}


@dataclass(frozen=True)
class Config:
    steps: tuple[str, ...] = ("isothermal",)
    changes: int = 1
    celsius: bool = False
    ideal_start: bool = False  # the start state is given by its amount n, so P = nRT/V first

    def __post_init__(self) -> None:
        if not self.steps or any(s not in STEPS for s in self.steps):
            raise ValueError(f"steps must be a non-empty subset of {', '.join(STEPS)}, got {self.steps}")
        if not 1 <= self.changes <= 8:
            raise ValueError(f"changes must be in 1..8, got {self.changes}")


_INTRO = ("A sealed sample of an ideal gas (its amount never changes) goes through these changes:",
          "An ideal gas is kept in a closed cylinder with a movable piston, so no gas escapes. In order:",
          "Consider a fixed amount of ideal gas. It undergoes the following, one after another:")


def _temp(value: Fraction, celsius: bool) -> str:
    return f"{show(value - KELVIN)} °C" if celsius else f"{show(value)} K"


class GasLaws(ToleranceWrongs, ToleranceAnswer, Bootcamp):
    id = "science/gas_laws"
    description = "Ideal gas through changes of state (Boyle, Charles, combined law, PV = nRT), toleranced answer"
    Config = Config
    LEVELS = {
        "1": Config(steps=("isothermal", "isobaric")),
        "2": Config(steps=("isothermal", "isobaric", "isochoric"), celsius=True),
        "3": Config(steps=("combined",), celsius=True),
        "4": Config(steps=("isothermal", "isobaric", "isochoric", "combined"), changes=2, celsius=True, ideal_start=True),
        "5": Config(steps=STEPS, changes=4, celsius=True, ideal_start=True),
    }

    def units_for(self, data: dict) -> tuple[str, ...]:
        # Only the asked quantity's unit (ASK_NAME): pressure in kPa, volume in L, temperature in K.
        return {"P": ("kPa",), "V": ("L",), "T": ("K",)}[data["ask"]]

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            state = {"P": Fraction(rng.randint(500, 4000), 10), "V": Fraction(rng.randint(10, 400), 10),
                     "T": Fraction(rng.randint(250, 600)) + (KELVIN - 273 if config.celsius else 0)}
            start = dict(state)
            changes = []
            for _ in range(config.changes):
                kind = rng.choice(config.steps)
                new = {"P": Fraction(rng.randint(500, 4000), 10), "V": Fraction(rng.randint(10, 400), 10),
                       "T": Fraction(rng.randint(250, 600)) + (KELVIN - 273 if config.celsius else 0)}
                given = {"isothermal": rng.choice(("P", "V")), "isobaric": rng.choice(("V", "T")),
                         "isochoric": rng.choice(("P", "T")), "combined": rng.choice(("PV", "PT", "VT"))}[kind]
                changes.append([kind, {q: str(new[q]) for q in given}])
            kind, given = changes[-1]
            held = {"isothermal": "T", "isobaric": "P", "isochoric": "V", "combined": ""}[kind]
            ask = next(q for q in "PVT" if q not in given and q != held)  # what the last change leaves free
            data = {"start": {q: str(v) for q, v in start.items()}, "changes": changes, "ask": ask,
                    "celsius": config.celsius, "ideal_start": config.ideal_start, "tol": str(TOL)}
            if config.ideal_start:  # the start pressure is not given: the amount of gas is
                data["n"] = str(Fraction(rng.randint(5, 400), 100))
                data["start"].pop("P")
            exact = self._exact(data)
            if exact <= 0:
                continue
            # the prompt's numbers as floats (temperatures also as °C): a cheap guard, the window is 0.01
            numbers = [float(v) for v in start.values()] + [float(exact_value(v)) for _, ch in changes for v in ch.values()]
            numbers += [8.314, 273.15, 0.01, float(Fraction(data.get("n", 0)))] + [v - 273.15 for v in numbers]
            if clear_of(exact, numbers, TOL):
                data["exact"] = str(exact)
                return data, tolerance_gold(exact, TOL)

    def prompt(self, data: dict, rng: random.Random) -> str:
        celsius = data["celsius"]
        s = data["start"]
        lines = []
        if data["ideal_start"]:
            lines.append(f"It starts as {show(exact_value(data['n']))} mol of gas in {show(exact_value(s['V']))} L at "
                         f"{_temp(exact_value(s['T']), celsius)} (use PV = nRT with R = 8.314 kPa·L/(mol·K)).")
        else:
            lines.append(f"It starts at {show(exact_value(s['P']))} kPa, {show(exact_value(s['V']))} L and "
                         f"{_temp(exact_value(s['T']), celsius)}.")
        for k, (kind, given) in enumerate(data["changes"], 1):
            parts = []
            for q, v in given.items():
                v = exact_value(v)
                parts.append({"P": f"the pressure becomes {show(v)} kPa", "V": f"the volume becomes {show(v)} L",
                              "T": f"the temperature becomes {_temp(v, celsius)}"}[q])
            keep = {"isothermal": " at constant temperature", "isobaric": " at constant pressure",
                    "isochoric": " at constant volume", "combined": ""}[kind]
            lines.append(f"{k}. {' and '.join(parts)}{keep}.")
        note = "Kelvin = °C + 273.15. " if celsius else ""
        text = f"{rng.choice(_INTRO)}\n" + "\n".join(lines) + f"\n{note}What is the final {ASK_NAME[data['ask']]}?"
        form = "a decimal number (no unit needed) within 0.01 of the exact value"
        return f"{text}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        t.state("start")
        s = data["start"]
        T = t.fetch("T0", exact_value(s["T"]))
        V = t.fetch("V0", exact_value(s["V"]))
        if data["ideal_start"]:
            n = t.fetch("n", exact_value(data["n"]))
            P = t.compute("P0", Fraction(n * R * T) / V, why="P from nRT over V")
        else:
            P = t.fetch("P0", exact_value(s["P"]))
        for k, (kind, given) in enumerate(data["changes"], 1):
            t.state(f"change {k}")
            new = {q: t.fetch(f"{q}{k}", exact_value(v)) for q, v in given.items()}
            # PV/T stays constant; the quantity the change leaves free follows from it
            ratio = t.compute("PV_over_T", Fraction(P * V) / T, why="constant for a fixed amount")
            if kind == "isothermal":
                new["T"] = T
            elif kind == "isobaric":
                new["P"] = P
            elif kind == "isochoric":
                new["V"] = V
            free = next(q for q in "PVT" if q not in new)
            if free == "P":
                new["P"] = t.compute("P", Fraction(ratio * new["T"]) / new["V"], why="ratio times T over V")
            elif free == "V":
                new["V"] = t.compute("V", Fraction(ratio * new["T"]) / new["P"], why="ratio times T over P")
            else:
                new["T"] = t.compute("T", Fraction(new["P"] * new["V"]) / ratio, why="P times V over ratio")
            P, V, T = new["P"], new["V"], new["T"]
        t.state("answer")
        final = t.compute("final", {"P": P, "V": V, "T": T}[data["ask"]], why=f"the asked {data['ask']}")
        return tolerance_gold(final, Fraction(data["tol"]))

    def solve(self, data: dict) -> str:
        return tolerance_gold(self._exact(data), Fraction(data["tol"]))

    @staticmethod
    def _exact(data: dict) -> Fraction:
        # the amount fixes n R once; each state's free quantity then follows from PV = nRT
        s = data["start"]
        V, T = exact_value(s["V"]), exact_value(s["T"])
        if data["ideal_start"]:
            nR = exact_value(data["n"]) * R
            P = nR * T / V
        else:
            P = exact_value(s["P"])
            nR = P * V / T
        for kind, given in data["changes"]:
            now = {"P": P, "V": V, "T": T}
            g = {k: exact_value(v) for k, v in given.items()}
            held = {"isothermal": "T", "isobaric": "P", "isochoric": "V"}.get(kind)
            if held:
                g[held] = now[held]
            P, V, T = g.get("P"), g.get("V"), g.get("T")
            if P is None:
                P = nR * T / V
            elif V is None:
                V = nR * T / P
            else:
                T = P * V / nR
        return {"P": P, "V": V, "T": T}[data["ask"]]


BOOTCAMP = GasLaws()
