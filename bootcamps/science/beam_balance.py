"""Static equilibrium by moments: the force or position that balances a lever, and the support
reactions of a beam on two supports under point loads, its own weight and uniform loads; exact."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.physics import ExactValueAnswer, q, show
from bootcamps.kit.poly import format_rational
from bootcamps.kit.units import restates
from bootcamps.trace import Tracer

ASKS = ("lever_force", "lever_position", "reaction")


@dataclass(frozen=True)
class Config:
    ask: str = "lever_force"
    loads: int = 2
    beam_weight: bool = False
    spread: bool = False  # uniform loads over a stretch of the beam
    overhang: bool = False  # loads may sit outside the supports

    def __post_init__(self) -> None:
        if self.ask not in ASKS:
            raise ValueError(f"ask must be one of {', '.join(ASKS)}, got {self.ask!r}")
        if not 1 <= self.loads <= 10:
            raise ValueError(f"loads must be in 1..10, got {self.loads}")


_LEVER = ("A rigid massless bar is pivoted at its 0 m mark; positions are measured along the bar, negative to the left "
          "of the pivot. Loads hang from it (downward forces):\n{loads}\n",
          "A light lever turns about a pivot at position 0 m (left of the pivot is negative). It carries these weights:\n{loads}\n")
_BEAM = ("A horizontal beam {L} m long lies on two supports, A at {a} m and B at {b} m from its left end. It carries:\n{loads}\n"
         "The beam is in equilibrium. ",
         "A plank of length {L} m rests on a support A at the {a} m mark and a support B at the {b} m mark (measured from "
         "the left end). Loads on it:\n{loads}\nNothing moves. ")


class BeamBalance(ExactValueAnswer, Bootcamp):
    id = "science/beam_balance"
    description = "Moments: balancing force or position on a lever; support reactions of a loaded beam"
    Config = Config
    LEVELS = {
        "1": Config(ask="lever_force", loads=1),
        "2": Config(ask="lever_position", loads=3),
        "3": Config(ask="reaction", loads=3),
        "4": Config(ask="reaction", loads=4, beam_weight=True, overhang=True),
        "5": Config(ask="reaction", loads=5, beam_weight=True, overhang=True, spread=True),
    }

    def units_for(self, data: dict) -> tuple[str, ...]:
        # Only the asked quantity's unit: a position in m, a force or reaction in N.
        return ("m",) if data["ask"] == "lever_position" else ("N",)

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            data: dict = {"ask": config.ask, "loads": [], "spread": [], "weight": 0}
            if config.ask != "reaction":
                for _ in range(config.loads):
                    data["loads"].append([rng.randint(5, 200), rng.choice((-1, 1)) * Fraction(rng.randint(1, 40), 10)])
                data["at"] = Fraction(rng.randint(1, 40), 10) * rng.choice((-1, 1))  # where the balancing force acts
                data["force"] = rng.randint(10, 300)  # the balancing load, for lever_position
            else:
                length = rng.randint(4, 20)
                a = Fraction(rng.randint(0, 2 * length // 5), 2) if config.overhang else Fraction(0)
                b = Fraction(rng.randint(length, 2 * length), 2) if config.overhang else Fraction(length)
                if b - a < 2:
                    continue
                lo, hi = (0, length) if config.overhang else (a, b)
                for _ in range(config.loads):
                    data["loads"].append([rng.randint(5, 500), Fraction(rng.randint(int(lo * 4), int(hi * 4)), 4)])
                if config.beam_weight:
                    data["weight"] = rng.randint(20, 400)
                if config.spread:
                    start = Fraction(rng.randint(0, 2 * length - 4), 2)
                    data["spread"].append([rng.randint(5, 60), start, start + Fraction(rng.randint(2, 2 * length - int(2 * start)), 2)])
                data.update(L=length, a=a, b=b, support=rng.choice("AB"))
            data = _jsonable(data)
            gold = self.solve(data)
            value = q(gold)
            if config.ask == "lever_position" and (value == 0 or abs(value) > 20):
                continue
            if config.ask != "reaction" and value <= 0 and config.ask == "lever_force":
                data["at"] = str(-q(data["at"]))  # act on the side that can balance
                gold = self.solve(data)
            if config.ask == "reaction":
                other = self.solve(dict(data, support="B" if data["support"] == "A" else "A"))
                if q(gold) <= 0 or q(other) <= 0:
                    continue  # a support would have to pull down: the beam would tip
            numbers = [q(x) for ld in data["loads"] for x in ld] + [q(data["weight"])]
            if not restates(q(gold), numbers) and q(gold) != 0:
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        loads = [f"- {w} N at {show(q(x))} m" for w, x in data["loads"]]
        if data["ask"] != "reaction":
            text = rng.choice(_LEVER).format(loads="\n".join(loads))
            if data["ask"] == "lever_force":
                text += (f"What downward force (in N) applied at {show(q(data['at']))} m makes the net moment about "
                         f"the pivot zero?")
            else:
                text += (f"Where must an extra {data['force']} N weight hang (its position in m, signed) so the lever "
                         f"balances?")
        else:
            if data["weight"]:
                loads.append(f"- its own weight {data['weight']} N, acting at its middle")
            for w, s, e in data["spread"]:
                loads.append(f"- a load spread evenly from {show(q(s))} m to {show(q(e))} m, {w} N per metre")
            text = rng.choice(_BEAM).format(L=data["L"], a=show(q(data["a"])), b=show(q(data["b"])),
                                            loads="\n".join(loads))
            text += f"What upward force (in N) does support {data['support']} exert?"
        form = "the exact value: an integer, a decimal or a reduced fraction"
        return f"{text}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        pivot = q(data["a"]) if data["ask"] == "reaction" else Fraction(0)
        moment, total = Fraction(0), Fraction(0)
        items = [[w, x] for w, x in data["loads"]]
        if data["ask"] == "reaction" and data["weight"]:
            items.append([data["weight"], Fraction(data["L"], 2)])
        for w, s, e in data["spread"]:
            items.append([w * (q(e) - q(s)), (q(s) + q(e)) / 2])
        for i, (w, x) in enumerate(items):
            t.state(f"load {i + 1}")
            w, x = t.fetch(f"F[{i}]", q(w)), t.fetch(f"x[{i}]", q(x))
            total = t.compute("total", total + w, why="sum of downward forces")
            moment = t.compute("moment", moment + w * (x - pivot), why="clockwise moment about the pivot")
        t.state("balance")
        if data["ask"] == "lever_force":
            at = t.fetch("at", q(data["at"]))
            return format_rational(t.compute("F", -Fraction(moment) / at, why="F times distance cancels the moment"))
        if data["ask"] == "lever_position":
            force = t.fetch("W", q(data["force"]))
            return format_rational(t.compute("x", -Fraction(moment) / force, why="W times x cancels the moment"))
        span = t.compute("span", q(data["b"]) - pivot, why="B minus A")
        rb = t.compute("R_B", Fraction(moment) / span, why="moments about A")
        if data["support"] == "B":
            return format_rational(rb)
        return format_rational(t.compute("R_A", total - rb, why="vertical forces balance"))

    def solve(self, data: dict) -> str:
        # take moments about the other support (or the lever's pivot) directly
        items = [(q(w), q(x)) for w, x in data["loads"]]
        if data["ask"] == "reaction":
            if data["weight"]:
                items.append((q(data["weight"]), q(data["L"]) / 2))
            for w, s, e in data["spread"]:
                s, e = q(s), q(e)
                items.append((w * (e - s), (s + e) / 2))
            a, b = q(data["a"]), q(data["b"])
            here, other = (a, b) if data["support"] == "A" else (b, a)
            return format_rational(sum(w * (other - x) for w, x in items) / (other - here))
        moment = sum(w * x for w, x in items)
        if data["ask"] == "lever_force":
            return format_rational(-moment / q(data["at"]))
        return format_rational(-moment / data["force"])


def _jsonable(data: dict) -> dict:
    """Fractions as their text, so the case data is JSON."""
    def conv(v):
        if isinstance(v, Fraction):
            return str(v)
        if isinstance(v, list):
            return [conv(x) for x in v]
        return v
    return {k: conv(v) for k, v in data.items()}


BOOTCAMP = BeamBalance()
