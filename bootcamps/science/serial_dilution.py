"""Following a solution through lab steps, exactly: aliquots diluted to a volume, water added,
evaporation, and mixing with another solution; the final concentration, or the solute in a
portion of it."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.physics import ExactValueAnswer
from bootcamps.kit.poly import format_rational
from bootcamps.kit.units import restates
from bootcamps.trace import Tracer

STEPS = ("aliquot", "add_water", "evaporate", "mix")
SOLUTES = ("NaCl", "glucose", "KMnO4", "CuSO4", "sucrose", "KNO3", "urea", "MgSO4")


@dataclass(frozen=True)
class Config:
    steps: int = 1
    kinds: tuple[str, ...] = ("aliquot",)
    ask_portion: bool = False

    def __post_init__(self) -> None:
        if not 1 <= self.steps <= 10:
            raise ValueError(f"steps must be in 1..10, got {self.steps}")
        if not self.kinds or any(k not in STEPS for k in self.kinds):
            raise ValueError(f"kinds must be a non-empty subset of {', '.join(STEPS)}, got {self.kinds}")


class SerialDilution(ExactValueAnswer, Bootcamp):
    id = "science/serial_dilution"
    description = "A solution through aliquot dilutions, added water, evaporation and mixing: final concentration or solute"
    Config = Config
    LEVELS = {
        "1": Config(steps=1, kinds=("aliquot",)),
        "2": Config(steps=3, kinds=("aliquot",)),
        "3": Config(steps=3, kinds=("aliquot", "add_water", "mix")),
        "4": Config(steps=4, kinds=STEPS, ask_portion=True),
        "5": Config(steps=7, kinds=STEPS, ask_portion=True),
    }

    def units_for(self, data: dict) -> tuple[str, ...]:
        # Only the asked quantity's unit: milligrams in a portion, else the concentration in g/L.
        return ("mg",) if data["portion"] else ("g/L",)

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            conc, start = rng.randint(5, 500), rng.randint(50, 1000)
            volume = Fraction(start)
            steps = []
            for _ in range(config.steps):
                kind = rng.choice(config.kinds)
                if kind == "aliquot":
                    take = min(volume, Fraction(rng.choice((1, 2, 5, 10, 20, 25, 50))))
                    steps.append([kind, int(take), int(take) * rng.choice((2, 4, 5, 10, 20, 25, 50, 100))])
                    volume = Fraction(steps[-1][2])
                elif kind == "add_water":
                    steps.append([kind, rng.randint(5, 500)])
                    volume += steps[-1][1]
                elif kind == "evaporate":
                    if volume < 20:
                        continue
                    steps.append([kind, int(volume * Fraction(rng.randint(20, 80), 100))])
                    volume = Fraction(steps[-1][1])
                else:
                    steps.append([kind, rng.randint(5, 300), rng.randint(1, 400)])  # mL added, its g/L
                    volume += steps[-1][1]
            data = {"solute": rng.choice(SOLUTES), "conc": conc, "volume": start,
                    "steps": steps, "portion": rng.randint(1, 50) if config.ask_portion else 0}
            if not self._valid(data):
                continue
            gold = self.solve(data)
            numbers = [data["conc"], data["volume"], data["portion"]] + [x for s in steps for x in s[1:]]
            if Fraction(gold) > 0 and not restates(Fraction(gold), numbers):
                return data, gold

    @staticmethod
    def _valid(data: dict) -> bool:
        """Every evaporation leaves less liquid than there was, and every aliquot is available."""
        volume = Fraction(data["volume"])
        for step in data["steps"]:
            if step[0] == "aliquot":
                if step[1] > volume:
                    return False
                volume = Fraction(step[2])
            elif step[0] == "add_water":
                volume += step[1]
            elif step[0] == "evaporate":
                if step[1] >= volume:
                    return False
                volume = Fraction(step[1])
            else:
                volume += step[1]
        return True

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [rng.choice((f"A flask holds {data['volume']} mL of {data['solute']} solution at {data['conc']} g/L.",
                             f"Start: {data['volume']} mL of a {data['conc']} g/L {data['solute']} solution.",
                             f"A stock solution of {data['solute']}, {data['conc']} g/L, {data['volume']} mL of it."))]
        for k, step in enumerate(data["steps"], 1):
            if step[0] == "aliquot":
                text = (f"{step[1]} mL of the current solution is taken out and diluted with water to exactly {step[2]} "
                        f"mL; from now on only this new solution is used.")
            elif step[0] == "add_water":
                text = f"{step[1]} mL of pure water is added to the current solution."
            elif step[0] == "evaporate":
                text = f"The current solution is gently evaporated (no solute is lost) until exactly {step[1]} mL remain."
            else:
                text = f"{step[1]} mL of a {step[2]} g/L {data['solute']} solution is mixed into the current solution."
            lines.append(f"{k}. {text}")
        lines.append("Volumes simply add when liquids are combined.")
        if data["portion"]:
            lines.append(f"How many milligrams of {data['solute']} are in a {data['portion']} mL portion of the final "
                         "solution?")
        else:
            lines.append("What is the concentration of the final solution, in g/L?")
        form = "the exact value: an integer, a decimal or a reduced fraction"
        return "\n".join(lines) + f"\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        t.state("start")
        conc = t.fetch("c", Fraction(data["conc"]))
        volume = t.fetch("V", Fraction(data["volume"]))
        for k, step in enumerate(data["steps"], 1):
            t.state(f"step {k}: {step[0].replace('_', ' ')}")
            if step[0] == "aliquot":
                take, made = t.fetch("taken", step[1]), t.fetch("made_up_to", step[2])
                conc = t.compute("c", Fraction(conc * take) / made, why="c times taken over final volume")
                volume = t.compute("V", Fraction(made))
            elif step[0] == "add_water":
                added = t.fetch("water", step[1])
                conc = t.compute("c", Fraction(conc * volume) / (volume + added), why="same solute, more liquid")
                volume = t.compute("V", volume + added)
            elif step[0] == "evaporate":
                left = t.fetch("left", step[1])
                conc = t.compute("c", Fraction(conc * volume) / left, why="same solute, less liquid")
                volume = t.compute("V", Fraction(left))
            else:
                added, c2 = t.fetch("added", step[1]), t.fetch("c_added", step[2])
                conc = t.compute("c", Fraction(conc * volume + c2 * added) / (volume + added), why="total solute over total volume")
                volume = t.compute("V", volume + added)
        if not data["portion"]:
            return format_rational(conc)
        t.state("portion")
        return format_rational(t.compute("mg", conc * t.fetch("portion", data["portion"]), why="g/L equals mg/mL"))

    def solve(self, data: dict) -> str:
        # track the grams of solute and the millilitres instead of the concentration
        grams = Fraction(data["conc"] * data["volume"], 1000)
        ml = Fraction(data["volume"])
        for step in data["steps"]:
            if step[0] == "aliquot":
                grams, ml = grams * step[1] / ml, Fraction(step[2])
            elif step[0] == "add_water":
                ml += step[1]
            elif step[0] == "evaporate":
                ml = Fraction(step[1])
            else:
                grams += Fraction(step[1] * step[2], 1000)
                ml += step[1]
        per_ml = grams * 1000 / ml  # g/L
        return format_rational(per_ml * data["portion"] if data["portion"] else per_ml)


BOOTCAMP = SerialDilution()
