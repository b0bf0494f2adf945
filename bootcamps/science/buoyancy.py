"""Archimedes' principle, exactly: how deep a floating block sits, the apparent weight of a sunk
object, a density from weighing in air and in water, a block floating between oil and water, and
how deep a loaded raft rides or how much more it can carry."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.physics import ExactValueAnswer, show
from bootcamps.kit.poly import format_rational
from bootcamps.kit.units import restates
from bootcamps.trace import Tracer

FLUIDS = {"fresh water": 1000, "sea water": 1025, "glycerine": 1260, "ethanol": 789, "olive oil": 910, "brine": 1200}
SOLIDS = {"pine": 500, "oak": 750, "cork": 240, "ice": 917, "balsa": 160, "polyethylene": 950, "maple": 640,
          "aluminium": 2700, "granite": 2750, "steel": 7850, "brass": 8500, "glass": 2500}
SCENES = ("draft", "apparent", "weighing", "two_fluids", "raft")


@dataclass(frozen=True)
class Config:
    scenes: tuple[str, ...] = ("draft",)
    loads: int = 0  # items placed on the raft

    def __post_init__(self) -> None:
        if not self.scenes or any(s not in SCENES for s in self.scenes):
            raise ValueError(f"scenes must be a non-empty subset of {', '.join(SCENES)}, got {self.scenes}")
        if not 0 <= self.loads <= 8:
            raise ValueError(f"loads must be in 0..8, got {self.loads}")


class Buoyancy(ExactValueAnswer, Bootcamp):
    id = "science/buoyancy"
    description = "Archimedes: draft of a floating block, apparent weight, density by weighing, oil-water layers, loaded rafts"
    Config = Config
    LEVELS = {
        "1": Config(scenes=("draft",)),
        "2": Config(scenes=("draft", "apparent")),
        "3": Config(scenes=("apparent", "weighing")),
        "4": Config(scenes=("weighing", "two_fluids", "raft"), loads=2),
        "5": Config(scenes=("two_fluids", "raft"), loads=5),
    }

    def units_for(self, data: dict) -> tuple[str, ...]:
        # Only the asked quantity's unit: depths in cm, the scale reading in N, a density in kg/m³,
        # a raft's spare load in kg.
        scene = data["scene"]
        if scene == "apparent":
            return ("N",)
        if scene == "weighing":
            return ("kg/m³", "kg/m^3")
        if scene == "raft" and data["ask"] == "spare":
            return ("kg",)
        return ("cm",)

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            scene = rng.choice(config.scenes)
            fluid = rng.choice(list(FLUIDS))
            data = {"scene": scene, "fluid": fluid, "g": rng.choice(("10", "9.8", "9.81")), "solid": None,
                    "dims": [rng.randint(5, 80) for _ in range(3)], "weights": [], "loads": [], "ask": "depth"}
            if scene == "draft":
                data["solid"] = rng.choice([s for s in SOLIDS if SOLIDS[s] < FLUIDS[fluid]])
            elif scene == "apparent":
                data["solid"] = rng.choice([s for s in SOLIDS if SOLIDS[s] > FLUIDS[fluid]])
            elif scene == "weighing":
                air = Fraction(rng.randint(20, 900), 10)
                data["weights"] = [str(air), str(air * Fraction(rng.randint(100, 950), 1000))]
                data["fluid"] = "fresh water"
            elif scene == "two_fluids":
                data["fluid"] = "fresh water"
                data["oil"] = rng.randint(700, 900)
                data["solid_density"] = rng.randint(data["oil"] + 10, 990)
            else:  # raft of pine-like wood carrying loads
                data["solid"] = rng.choice([s for s in SOLIDS if SOLIDS[s] < 700])
                data["dims"] = [rng.randint(100, 400), rng.randint(100, 300), rng.randint(10, 40)]
                data["loads"] = [rng.randint(5, 120) for _ in range(max(1, config.loads))]
                data["ask"] = rng.choice(("depth", "spare"))
            gold = self.solve(data)
            value = Fraction(gold)
            numbers = data["dims"] + [Fraction(w) for w in data["weights"]] + data["loads"] + [FLUIDS[data["fluid"]]]
            if data["solid"]:
                numbers.append(SOLIDS[data["solid"]])
            if value > 0 and not restates(value, numbers) and self._fits(data, value):
                return data, gold

    @staticmethod
    def _fits(data: dict, value: Fraction) -> bool:
        """A loaded raft must still float (its draft below its thickness)."""
        if data["scene"] == "raft" and data["ask"] == "depth":
            return value < data["dims"][2]
        return True

    def prompt(self, data: dict, rng: random.Random) -> str:
        rho_f = FLUIDS[data["fluid"]]
        g = data["g"]
        a, b, c = data["dims"]
        scene = data["scene"]
        if scene == "draft":
            text = (f"A solid rectangular block of {data['solid']} (density {SOLIDS[data['solid']]} kg/m³), {a} cm by "
                    f"{b} cm across and {c} cm tall, floats upright in {data['fluid']} (density {rho_f} kg/m³). How deep "
                    f"(in cm) is its bottom below the surface?")
        elif scene == "apparent":
            text = (f"A solid {data['solid']} block (density {SOLIDS[data['solid']]} kg/m³) measuring {a} cm x {b} cm x "
                    f"{c} cm hangs from a spring scale, fully under {data['fluid']} (density {rho_f} kg/m³). Take g = {g} "
                    f"m/s². What does the scale read, in newtons?")
        elif scene == "weighing":
            air, water = data["weights"]
            text = (f"An object weighs {show(Fraction(air))} N in air and {show(Fraction(water))} N when fully submerged in "
                    f"fresh water (density 1000 kg/m³). Ignore the air's buoyancy. What is the object's density, in kg/m³?")
        elif scene == "two_fluids":
            text = (f"A cube {a} cm on each side, of density {data['solid_density']} kg/m³, floats at the boundary between "
                    f"fresh water (1000 kg/m³) below and a deep layer of oil (density {data['oil']} kg/m³) above, with its "
                    f"faces horizontal and vertical. How far (in cm) does it reach down into the water?")
        else:
            loads = ", ".join(f"{x} kg" for x in data["loads"])
            text = (f"A raft is a solid slab of {data['solid']} (density {SOLIDS[data['solid']]} kg/m³), {a} cm long, {b} "
                    f"cm wide and {c} cm thick, floating flat on {data['fluid']} (density {rho_f} kg/m³). It carries loads "
                    f"of {loads}, spread so that it stays level. ")
            text += ("How deep (in cm) is the raft's bottom below the surface?" if data["ask"] == "depth" else
                     "How many more kilograms can it carry before its top is level with the surface?")
        form = "the exact value: an integer, a decimal or a reduced fraction"
        intro = rng.choice(("", "Buoyancy problem. ", "Archimedes' principle: the fluid pushes up with the weight of the fluid displaced. "))
        return f"{intro}{text}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        scene = data["scene"]
        a, b, c = data["dims"]
        t.state("setup")
        rho_f = t.fetch("rho_fluid", FLUIDS[data["fluid"]])
        if scene == "weighing":
            air, water = Fraction(data["weights"][0]), Fraction(data["weights"][1])
            lost = t.compute("buoyant_force", t.fetch("W_air", air) - t.fetch("W_water", water), why="weight lost in water")
            return format_rational(t.compute("rho", Fraction(rho_f) * air / lost, why="rho_water W_air / (W_air - W_water)"))
        if scene == "two_fluids":
            rho_s, rho_oil = t.fetch("rho_solid", data["solid_density"]), t.fetch("rho_oil", data["oil"])
            share = t.compute("water_share", Fraction(rho_s - rho_oil) / (rho_f - rho_oil),
                              why="rho_s = x rho_w + (1 - x) rho_oil")
            return format_rational(t.compute("depth", share * a, why="share of the side"))
        rho_s = t.fetch("rho_solid", SOLIDS[data["solid"]])
        if scene == "draft":
            return format_rational(t.compute("depth", Fraction(rho_s * c) / rho_f, why="height times rho_s / rho_f"))
        volume = t.compute("volume_m3", Fraction(a * b * c, 10**6), why="cm^3 to m^3")
        if scene == "apparent":
            g = t.fetch("g", Fraction(data["g"]))
            weight = t.compute("weight", rho_s * volume * g)
            return format_rational(t.compute("reading", weight - rho_f * volume * g, why="weight minus buoyant force"))
        mass = t.compute("raft_mass", rho_s * volume)
        for i, load in enumerate(data["loads"]):
            t.state(f"load {i + 1}")
            mass = t.compute("total_mass", mass + t.fetch(f"load[{i}]", load))
        t.state("float")
        if data["ask"] == "spare":
            full = t.compute("max_mass", rho_f * volume, why="fluid mass of the whole raft's volume")
            return format_rational(t.compute("spare", full - mass))
        area = t.compute("area_m2", Fraction(a * b, 10**4))
        return format_rational(t.compute("depth_cm", Fraction(mass) / (rho_f * area) * 100, why="displaced volume over area, in cm"))

    def solve(self, data: dict) -> str:
        # balance forces in SI units throughout: weight = buoyant force
        scene = data["scene"]
        rho_f = FLUIDS[data["fluid"]]
        a, b, c = (Fraction(x, 100) for x in data["dims"])
        g = Fraction(data["g"])
        if scene == "weighing":
            w_air, w_water = (Fraction(x) for x in data["weights"])
            volume = (w_air - w_water) / (rho_f * g)
            return format_rational(w_air / g / volume)
        if scene == "two_fluids":
            # side s: s^3 rho_s = s^2 (x rho_w + (s - x) rho_oil)  ->  x
            s, rho_s, oil = a, data["solid_density"], data["oil"]
            return format_rational(s * (rho_s - oil) / (rho_f - oil) * 100)
        rho_s = SOLIDS[data["solid"]]
        if scene == "draft":
            return format_rational(rho_s * a * b * c / (rho_f * a * b) * 100)
        if scene == "apparent":
            return format_rational((rho_s - rho_f) * a * b * c * g)
        total = rho_s * a * b * c + sum(data["loads"])
        if data["ask"] == "spare":
            return format_rational(rho_f * a * b * c - total)
        return format_rational(total / (rho_f * a * b) * 100)


BOOTCAMP = Buoyancy()
