"""Acid-base titration by mole ratio: the titre that reaches equivalence, or an unknown
concentration from burette readings (mean of the concordant titres, a sample diluted first);
exact answers."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.physics import ExactValueAnswer, q, show
from bootcamps.kit.poly import format_rational
from bootcamps.trace import Tracer

ACIDS = {"HCl": 1, "HNO3": 1, "HBr": 1, "H2SO4": 2, "H3PO4": 3}  # acidic hydrogens, all neutralised
BASES = {"NaOH": 1, "KOH": 1, "LiOH": 1, "Ca(OH)2": 2, "Ba(OH)2": 2}
ASKS = ("volume", "concentration")


@dataclass(frozen=True)
class Config:
    asks: tuple[str, ...] = ("volume",)
    polyprotic: bool = False
    trials: int = 1  # burette runs; the answer uses the mean of the concordant ones
    diluted: bool = False

    def __post_init__(self) -> None:
        if not self.asks or any(a not in ASKS for a in self.asks):
            raise ValueError(f"asks must be a non-empty subset of {', '.join(ASKS)}, got {self.asks}")
        if not 1 <= self.trials <= 6:
            raise ValueError(f"trials must be in 1..6, got {self.trials}")


_RULE = ("At the equivalence point the moles of H+ from the acid equal the moles of OH- from the base; every acidic "
         "hydrogen and every hydroxide reacts ({acid} gives {h} H+ per formula unit, {base} gives {oh} OH-).")
_CONCORDANT = ("Titres within 0.10 mL of the smallest titre are concordant; use the mean of the concordant titres only.")


class Titration(ExactValueAnswer, Bootcamp):
    id = "science/titration"
    description = "Acid-base titration: titre to equivalence, or unknown concentration from burette readings"
    Config = Config
    LEVELS = {
        "1": Config(asks=("volume",)),
        "2": Config(asks=("volume", "concentration"), polyprotic=True),
        "3": Config(asks=("concentration",), polyprotic=True, trials=3),
        "4": Config(asks=("concentration",), polyprotic=True, trials=4, diluted=True),
        "5": Config(asks=("concentration",), polyprotic=True, trials=6, diluted=True),
    }

    def units_for(self, data: dict) -> tuple[str, ...]:
        # Only the asked quantity's unit: a titre in mL, a concentration in mol/L (or M).
        return ("mL",) if data["ask"] == "volume" else ("mol/L", "M")

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        acids = list(ACIDS) if config.polyprotic else ["HCl", "HNO3", "HBr"]
        bases = list(BASES) if config.polyprotic else ["NaOH", "KOH", "LiOH"]
        titrant_is_base = rng.random() < 0.5
        data = {"acid": rng.choice(acids), "base": rng.choice(bases), "ask": rng.choice(config.asks),
                "titrant_is_base": titrant_is_base,
                "c_titrant": str(Fraction(rng.randint(5, 250), 1000)),
                "v_sample": rng.choice((10, 20, 25, 50)), "readings": [], "dilution": None}
        if data["ask"] == "volume":
            data["c_sample"] = str(Fraction(rng.randint(5, 250), 1000))
        else:
            base_titre = Fraction(rng.randint(800, 4500), 100)
            for k in range(config.trials):  # the first run is a rough one; later runs cluster
                titre = base_titre + Fraction(rng.randint(25, 150), 100) if k == 0 and config.trials > 1 else \
                    base_titre + Fraction(rng.choice((0, 0, 5, 10, 5, 30, 40)), 100)
                start = Fraction(rng.randint(0, 500), 100)
                data["readings"].append([str(start), str(start + titre)])
            if config.diluted:
                data["dilution"] = [rng.choice((10, 20, 25)), rng.choice((100, 250, 500))]  # aliquot mL made up to mL
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        acid, base = data["acid"], data["base"]
        titrant, sample = (base, acid) if data["titrant_is_base"] else (acid, base)
        rule = _RULE.format(acid=acid, h=ACIDS[acid], base=base, oh=BASES[base])
        ct = show(q(data["c_titrant"]))
        if data["ask"] == "volume":
            text = (f"A {data['v_sample']} mL sample of {show(q(data['c_sample']))} mol/L {sample} "
                    f"is titrated with {ct} mol/L {titrant}. {rule} What volume of {titrant} (in mL) reaches the "
                    f"equivalence point?")
        else:
            runs = "\n".join(f"- run {i + 1}: initial reading {show(q(a))} mL, final reading {show(q(b))} mL"
                             for i, (a, b) in enumerate(data["readings"]))
            if data["dilution"]:
                aliquot, made = data["dilution"]
                source = (f"{aliquot} mL of a {sample} solution of unknown concentration was diluted with water to exactly "
                          f"{made} mL. Each titration used a {data['v_sample']} mL portion of the diluted solution")
                ask = f"What was the concentration (mol/L) of the original, undiluted {sample} solution?"
            else:
                source = f"Portions of {data['v_sample']} mL of a {sample} solution of unknown concentration were titrated"
                ask = f"What is the concentration of the {sample} solution, in mol/L?"
            intro = rng.choice((f"{source} with {ct} mol/L {titrant}. Burette readings:\n{runs}\n",
                                f"A titration lab. {source}, the titrant being {titrant} at {ct} mol/L. The burette:\n{runs}\n"))
            text = intro + (f"{_CONCORDANT} " if len(data["readings"]) > 1 else "") + f"{rule} {ask}"
        form = "the exact value: an integer, a decimal or a reduced fraction"
        return f"{text}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        per_titrant = ACIDS[data["acid"]] if not data["titrant_is_base"] else BASES[data["base"]]
        per_sample = BASES[data["base"]] if not data["titrant_is_base"] else ACIDS[data["acid"]]
        if data["ask"] == "volume":
            t.state("sample")
            moles = t.compute("n_sample", t.fetch("c_sample", q(data["c_sample"])) * t.fetch("V_sample", data["v_sample"]) / Fraction(1000),
                              why="c times V in litres")
            reactive = t.compute("n_reactive", moles * per_sample, why="H+ or OH- from the sample")
            t.state("titrant")
            c = t.fetch("c_titrant", q(data["c_titrant"]))
            return format_rational(t.compute("V", Fraction(reactive) / per_titrant / c * 1000, why="moles over c, in mL"))
        titres = []
        for i, (a, b) in enumerate(data["readings"]):
            t.state(f"run {i + 1}")
            titres.append(t.compute(f"titre[{i}]", t.fetch(f"final[{i}]", q(b)) - t.fetch(f"initial[{i}]", q(a)),
                                    why="final minus initial"))
        t.state("mean titre")
        low = t.compute("smallest", min(titres))
        used = t.compute("concordant", [x for x in titres if x - low <= Fraction(1, 10)], why="within 0.10 mL of it")
        mean = t.compute("mean", Fraction(sum(used)) / len(used))
        t.state("moles")
        reactive = t.compute("n_reactive", Fraction(mean) / 1000 * t.fetch("c_titrant", q(data["c_titrant"])) * per_titrant,
                             why="titrant moles times its H+ or OH-")
        conc = t.compute("c_sample", Fraction(reactive) / per_sample / t.fetch("V_sample", data["v_sample"]) * 1000,
                         why="sample moles over its volume")
        if data["dilution"]:
            t.state("undilute")
            aliquot, made = data["dilution"]
            conc = t.compute("c_original", Fraction(conc) * t.fetch("made_up", made) / t.fetch("aliquot", aliquot),
                             why="times the dilution factor")
        return format_rational(conc)

    def solve(self, data: dict) -> str:
        # equivalents: c_t V_t z_t = c_s V_s z_s, with the volumes kept in mL throughout
        za, zb = ACIDS[data["acid"]], BASES[data["base"]]
        z_t, z_s = (zb, za) if data["titrant_is_base"] else (za, zb)
        ct = q(data["c_titrant"])
        if data["ask"] == "volume":
            return format_rational(q(data["c_sample"]) * data["v_sample"] * z_s / (ct * z_t))
        titres = sorted(q(b) - q(a) for a, b in data["readings"])
        close = [x for x in titres if x <= titres[0] + Fraction(1, 10)]
        c = ct * (sum(close) / len(close)) * z_t / (data["v_sample"] * z_s)
        if data["dilution"]:
            c *= Fraction(data["dilution"][1], data["dilution"][0])
        return format_rational(c)


BOOTCAMP = Titration()
