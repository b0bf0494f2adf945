"""pH of a weak-acid buffer by the Henderson-Hasselbalch equation, pH = pKa + log10(n(A-)/n(HA)):
from the two amounts, from mixed solutions, after strong acid or base is added, or a buffer made
by part-neutralising the weak acid; pKa given or from Ka. Answer within 0.01."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.physics import ToleranceWrongs, clear_of, decimal_log10, q, show, tolerance_gold
from bootcamps.kit.units import ToleranceAnswer
from bootcamps.trace import Tracer

TOL = Fraction(1, 100)
ACIDS = {"acetic acid": ("CH3COOH", "acetate"), "formic acid": ("HCOOH", "formate"),
         "benzoic acid": ("C6H5COOH", "benzoate"), "lactic acid": ("CH3CH(OH)COOH", "lactate"),
         "propanoic acid": ("CH3CH2COOH", "propanoate"), "hypochlorous acid": ("HOCl", "hypochlorite")}


@dataclass(frozen=True)
class Config:
    mode: str = "amounts"  # amounts | mix | add | neutralise
    ka_given: bool = False   # Ka (scientific notation) instead of pKa

    def __post_init__(self) -> None:
        if self.mode not in ("amounts", "mix", "add", "neutralise"):
            raise ValueError(f"mode must be amounts, mix, add or neutralise, got {self.mode!r}")


def _ka_text(ka: Fraction) -> str:
    exp = 0
    while ka * Fraction(10) ** exp < 1:
        exp += 1
    return f"{show(ka * Fraction(10) ** exp)} x 10^-{exp}"


class BufferPH(ToleranceWrongs, ToleranceAnswer, Bootcamp):
    id = "science/buffer_ph"
    description = "Henderson-Hasselbalch buffer pH: mixed solutions, added strong acid/base, part-neutralised acid"
    Config = Config
    LEVELS = {
        "1": Config(mode="amounts"),
        "2": Config(mode="mix"),
        "3": Config(mode="add"),
        "4": Config(mode="add", ka_given=True),
        "5": Config(mode="neutralise", ka_given=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            acid = rng.choice(sorted(ACIDS))
            data: dict = {"acid": acid, "mode": config.mode, "tol": str(TOL)}
            if config.ka_given:
                data["ka"] = str(Fraction(rng.randint(11, 99), 10) / 10 ** rng.randint(4, 8))
            else:
                data["pka"] = str(Fraction(rng.randint(300, 900), 100))
            c_ha, c_a = Fraction(rng.randint(5, 100), 100), Fraction(rng.randint(5, 100), 100)
            v_ha, v_a = rng.choice((50, 100, 150, 200, 250)), rng.choice((50, 100, 150, 200, 250))
            data.update(c_ha=str(c_ha), v_ha=v_ha)
            if config.mode != "neutralise":
                data.update(c_a=str(c_a), v_a=v_a)
            if config.mode in ("add", "neutralise"):
                data["added"] = rng.choice(("HCl", "NaOH")) if config.mode == "add" else "HCl"
                data["c_add"] = str(Fraction(rng.randint(5, 100), 100))
                data["v_add"] = rng.choice((5, 10, 15, 20, 25, 30, 40, 50))
            if config.mode == "neutralise":
                data["c_base"] = str(Fraction(rng.randint(5, 100), 100))
                data["v_base"] = rng.choice((20, 25, 30, 40, 50, 60, 75, 80, 100))
            ha, a = self._amounts(data)
            if ha <= 0 or a <= 0 or not Fraction(1, 10) <= a / ha <= 10:
                continue  # outside the buffer's range, where the equation is not used
            exact = self._exact(data)
            numbers = [q(v) for k, v in data.items() if k not in ("acid", "mode", "added", "tol", "ka")]
            if clear_of(exact, numbers, TOL):
                data["exact"] = str(exact)
                return data, tolerance_gold(exact, TOL)

    @staticmethod
    def _amounts(data: dict) -> tuple[Fraction, Fraction]:
        """mmol of HA and of A- once every reaction has run to completion."""
        ha = q(data["c_ha"]) * data["v_ha"]
        a = q(data["c_a"]) * data["v_a"] if "c_a" in data else Fraction(0)
        if "c_base" in data:
            base = q(data["c_base"]) * data["v_base"]
            ha, a = ha - base, a + base
        if "added" in data:
            x = q(data["c_add"]) * data["v_add"]
            ha, a = (ha + x, a - x) if data["added"] == "HCl" else (ha - x, a + x)
        return ha, a

    def _exact(self, data: dict) -> Fraction:
        ha, a = self._amounts(data)
        pka = -decimal_log10(q(data["ka"])) if "ka" in data else q(data["pka"])
        return Fraction(pka + decimal_log10(a / ha)) if "ka" in data else pka + Fraction(decimal_log10(a / ha))

    def prompt(self, data: dict, rng: random.Random) -> str:
        acid = data["acid"]
        base_name = "sodium " + ACIDS[acid][1]
        k = f"Ka = {_ka_text(q(data['ka']))}" if "ka" in data else f"pKa = {show(q(data['pka']))}"
        ha = f"{data['v_ha']} mL of {show(q(data['c_ha']))} mol/L {acid}"
        parts = [ha]
        if "c_a" in data:
            parts.append(f"{data['v_a']} mL of {show(q(data['c_a']))} mol/L {base_name}")
        if "c_base" in data:
            parts.append(f"{data['v_base']} mL of {show(q(data['c_base']))} mol/L NaOH")
        if data["mode"] == "amounts":
            text = rng.choice((
                "A buffer solution contains {ha} together with {a} ({k}). What is its pH?",
                "Find the pH of a buffer prepared from {ha} and {a}. For {acid}, {k}.",
                "{acid} has {k}. Calculate the pH of the buffer made of {ha} and {a}.",
            )).format(ha=parts[0], a=parts[1], k=k, acid=acid)
        else:
            mixed = " and ".join(parts)
            text = rng.choice((
                "You mix {mixed} ({k} for {acid}).",
                "A buffer is made by combining {mixed}; {acid} has {k}.",
                "Solutions are mixed: {mixed}. For {acid}, {k}.",
            )).format(mixed=mixed, k=k, acid=acid)
            if "added" in data:
                text += (f" Then {data['v_add']} mL of {show(q(data['c_add']))} mol/L {data['added']} is added.")
            text += " What is the final pH?"
        rules = (" Use the Henderson-Hasselbalch equation pH = pKa + log10(n(A-)/n(HA)) with the amounts after all "
                 "reactions with strong acid or base are complete (each reacts completely, one to one), and pKa = -log10(Ka).")
        return f"{text}{rules}\n{answer_instruction('the pH as a decimal number, within 0.01 of the exact value')}"

    def program(self, t: Tracer, data: dict) -> str:
        t.state("weak acid")
        ha = t.compute("n_HA_mmol", t.fetch("c_HA", q(data["c_ha"])) * t.fetch("V_HA", data["v_ha"]), why="c*V")
        a = Fraction(0)
        if "c_a" in data:
            t.state("conjugate base")
            a = t.compute("n_A_mmol", t.fetch("c_A", q(data["c_a"])) * t.fetch("V_A", data["v_a"]), why="c*V")
        if "c_base" in data:
            t.state("part-neutralise")
            b = t.compute("n_OH_mmol", t.fetch("c_NaOH", q(data["c_base"])) * t.fetch("V_NaOH", data["v_base"]))
            ha, a = t.compute("n_HA_mmol", ha - b, why="HA + OH- -> A-"), t.compute("n_A_mmol", a + b)
        if "added" in data:
            t.state(f"add {data['added']}")
            x = t.compute("n_added_mmol", t.fetch("c_add", q(data["c_add"])) * t.fetch("V_add", data["v_add"]))
            if data["added"] == "HCl":
                ha, a = t.compute("n_HA_mmol", ha + x, why="A- + H+ -> HA"), t.compute("n_A_mmol", a - x)
            else:
                ha, a = t.compute("n_HA_mmol", ha - x, why="HA + OH- -> A-"), t.compute("n_A_mmol", a + x)
        t.state("pKa")
        if "ka" in data:
            pka = t.compute("pKa", Fraction(str(round(-decimal_log10(q(data["ka"])), 6))), why="-log10 Ka")
        else:
            pka = t.fetch("pKa", q(data["pka"]))
        t.state("pH")
        ratio = t.compute("ratio", a / ha, why="n(A-)/n(HA)")
        log = t.compute("log10 ratio", Fraction(str(round(decimal_log10(ratio), 6))))
        return tolerance_gold(t.compute("pH", pka + log, why="pKa + log10 ratio"), TOL)

    def solve(self, data: dict) -> str:
        # Concentrations in the final volume instead of amounts (the volume cancels), floats.
        vol = data["v_ha"] + data.get("v_a", 0) + data.get("v_base", 0) + data.get("v_add", 0)
        ha, a = self._amounts(data)
        pka = -math.log10(float(q(data["ka"]))) if "ka" in data else float(q(data["pka"]))
        value = pka + math.log10((float(a) / vol) / (float(ha) / vol))
        return tolerance_gold(Fraction(value), TOL)


BOOTCAMP = BufferPH()
