"""Calorimetry with exact fractions: the final temperature of bodies brought into contact, an unknown
specific heat from a measured final temperature, and ice that melts completely."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.poly import format_rational, read_rational
from bootcamps.kit.units import format_decimal, restates
from bootcamps.trace import Tracer

MATERIALS = {"water": "4.18", "aluminium": "0.9", "copper": "0.385", "iron": "0.45", "lead": "0.13",
             "glass": "0.84", "granite": "0.79", "silver": "0.24", "olive oil": "1.97", "ethanol": "2.44"}
LATENT_ICE = 334  # J/g to melt ice at 0 °C
ASKS = ("final", "unknown_c", "ice")


@dataclass(frozen=True)
class Config:
    bodies: int = 2
    asks: tuple[str, ...] = ("final",)
    water_only: bool = False

    def __post_init__(self) -> None:
        if not 2 <= self.bodies <= 6:
            raise ValueError(f"bodies must be in 2..6, got {self.bodies}")
        if not self.asks or any(a not in ASKS for a in self.asks):
            raise ValueError(f"asks must be a non-empty subset of {', '.join(ASKS)}, got {self.asks}")


_RULES = ("Assume no heat is lost to the surroundings and nothing boils or freezes; heat gained equals heat lost, "
          "with Q = m c (T_final - T_start).")
_ASK = {
    "final": ("These are put in thermal contact until they reach one common temperature:\n{bodies}\n{rules} "
              "What is the final temperature in °C?",
              "A calorimetry problem. The following are mixed in an insulated container:\n{bodies}\n{rules} "
              "Find the equilibrium temperature (°C)."),
    "unknown_c": ("A sample of unknown material is dropped into water in an insulated cup:\n{bodies}\nThe common final "
                  "temperature is {tf} °C. {rules} What is the unknown specific heat in J/(g·K)?",
                  "Calorimetry: these are brought together:\n{bodies}\nThey settle at {tf} °C. {rules} Find the specific "
                  "heat of the unknown sample in J/(g·K)."),
    "ice": ("{ice} g of ice at 0 °C is added to an insulated container holding:\n{bodies}\nAll of the ice melts (it takes "
            "334 J per gram, staying at 0 °C), and then the meltwater (c = 4.18 J/(g·K)) warms with the rest. {rules2} "
            "What is the final temperature in °C?",
            "Into an insulated container with\n{bodies}\nyou drop {ice} g of ice at 0 °C. Melting takes 334 J/g at 0 °C "
            "and the whole of the ice melts; the melted water has c = 4.18 J/(g·K). {rules2} Find the final common "
            "temperature (°C)."),
}


class HeatMixing(Bootcamp):
    id = "science/heat_mixing"
    description = "Calorimetry with exact fractions: final temperature of mixed bodies, unknown specific heat, melting ice"
    Config = Config
    LEVELS = {
        "1": Config(bodies=2, water_only=True),
        "2": Config(bodies=2),
        "3": Config(bodies=3),
        "4": Config(bodies=3, asks=("final", "unknown_c")),
        "5": Config(bodies=4, asks=("final", "unknown_c", "ice")),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            ask = rng.choice(config.asks)
            names = ["water"] * config.bodies if config.water_only else (
                ["water"] + rng.sample([m for m in MATERIALS if m != "water"], config.bodies - 1))
            bodies = [[name, rng.randint(10, 900), rng.randint(2, 95)] for name in names]
            data = {"ask": ask, "bodies": bodies, "unknown": None, "tf": None, "ice": None}
            if ask == "unknown_c":
                c = Fraction(rng.randint(10, 250), 100)
                data["unknown"] = format_decimal(c)  # hidden: the final temperature is built from it
                tf = self._equilibrium(bodies, {len(bodies) - 1: c})
                if tf.denominator > 8 or tf in (b[2] for b in bodies):
                    continue  # a final temperature the prompt can state exactly and briefly
                data["tf"] = format_decimal(tf) if (tf * 1000).denominator == 1 else None
                if data["tf"] is None:
                    continue
            if ask == "ice":
                heat_room = sum(m * Fraction(MATERIALS[n]) * t for n, m, t in bodies)
                data["ice"] = rng.randint(5, max(5, int(heat_room / (LATENT_ICE * 2))))
                if data["ice"] * LATENT_ICE >= heat_room:
                    continue
            gold = Fraction(self.solve(data))
            numbers = [Fraction(x) for b in bodies for x in b[1:]] + [Fraction(MATERIALS[b[0]]) for b in bodies]
            if not restates(gold, numbers):
                return data, format_rational(gold)

    @staticmethod
    def _equilibrium(bodies: list, override: dict | None = None) -> Fraction:
        override = override or {}
        caps = [m * override.get(i, Fraction(MATERIALS[n])) for i, (n, m, _) in enumerate(bodies)]
        return sum(c * b[2] for c, b in zip(caps, bodies)) / sum(caps)

    def _body_lines(self, data: dict) -> str:
        lines = []
        for i, (name, m, t) in enumerate(data["bodies"]):
            if data["ask"] == "unknown_c" and i == len(data["bodies"]) - 1:
                lines.append(f"- {m} g of an unknown sample at {t} °C")
            else:
                lines.append(f"- {m} g of {name} at {t} °C (specific heat {MATERIALS[name]} J/(g·K))")
        return "\n".join(lines)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_ASK[data["ask"]]).format(bodies=self._body_lines(data), rules=_RULES, tf=data["tf"],
                                                    ice=data["ice"], rules2="No heat is lost to the surroundings.")
        form = "the exact value, as an integer, a decimal or a reduced fraction a/b"
        return f"{text}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        text = text.strip()
        # Only the asked quantity's unit: a specific heat in J/(g·K), a temperature in °C.
        for unit in (("J/(g·K)",) if data["ask"] == "unknown_c" else ("°C", "C")):
            if text.endswith(unit):
                text = text[: -len(unit)]
                break
        value = read_rational(text, decimal=True, fraction=True, reduced=True)
        return 1.0 if value is not None and value == Fraction(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        known = data["bodies"][:-1] if data["ask"] == "unknown_c" else data["bodies"]
        heat, capacity = Fraction(0), Fraction(0)
        for i, (name, m, temp) in enumerate(known):
            t.state(f"body {i}")
            mc = t.compute(f"mc[{i}]", t.fetch(f"m[{i}]", m) * Fraction(t.fetch(f"c[{i}]", MATERIALS[name])), why="mass times c")
            capacity = t.compute("C", capacity + mc, why="sum of m c")
            heat = t.compute("H", heat + mc * t.fetch(f"T[{i}]", temp), why="sum of m c T")
        if data["ask"] == "final":
            t.state("final")
            return format_rational(t.compute("T_f", heat / capacity, why="sum m c T over sum m c"))
        if data["ask"] == "ice":
            t.state("ice")
            ice = t.fetch("ice", data["ice"])
            heat = t.compute("H", heat - ice * LATENT_ICE, why="melting takes 334 J/g")
            capacity = t.compute("C", capacity + ice * Fraction("4.18"), why="the meltwater joins at 0 °C")
            return format_rational(t.compute("T_f", heat / capacity, why="remaining heat over total m c"))
        t.state("unknown")
        name, m, temp = data["bodies"][-1]
        tf = Fraction(t.fetch("T_f", data["tf"]))
        gained = t.compute("Q_known", capacity * tf - heat, why="heat the known bodies gain: sum m c (T_f - T)")
        return format_rational(t.compute("c", -gained / (t.fetch("m_x", m) * (tf - t.fetch("T_x", temp))),
                                         why="the sample loses that heat: c = -Q / (m (T_f - T))"))

    def solve(self, data: dict) -> str:
        bodies = data["bodies"]
        if data["ask"] == "final":
            return format_rational(self._equilibrium(bodies))
        if data["ask"] == "ice":
            caps = [m * Fraction(MATERIALS[n]) for n, m, _ in bodies]
            # bodies cool to 0 °C first, melt the ice, then everything warms together
            spare = sum(c * b[2] for c, b in zip(caps, bodies)) - data["ice"] * LATENT_ICE
            return format_rational(spare / (sum(caps) + data["ice"] * Fraction("4.18")))
        tf = Fraction(data["tf"])
        lost_by_known = sum(m * Fraction(MATERIALS[n]) * (t - tf) for n, m, t in bodies[:-1])
        _, m, t = bodies[-1]
        return format_rational(lost_by_known / (m * (tf - t)))


BOOTCAMP = HeatMixing()
