"""Energy conservation on a track: a block slides down a frictionless ramp, across a rough flat patch
and into a spring; its speed at the bottom, the spring's greatest compression, the height it climbs
back to, and where it finally stops after sliding to and fro; exact."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.physics import ExactValueAnswer, q, show
from bootcamps.kit.poly import format_rational
from bootcamps.trace import Tracer

ASKS = ("speed", "compression", "return_height", "stop")


@dataclass(frozen=True)
class Config:
    asks: tuple[str, ...] = ("speed",)
    rough: bool = False

    def __post_init__(self) -> None:
        if not self.asks or any(a not in ASKS for a in self.asks):
            raise ValueError(f"asks must be a non-empty subset of {', '.join(ASKS)}, got {self.asks}")


class RampSpringEnergy(ExactValueAnswer, Bootcamp):
    id = "science/ramp_spring_energy"
    description = "Energy on a ramp, rough patch and spring: speed, compression, return height, where it stops"
    Config = Config
    LEVELS = {
        "1": Config(asks=("speed",)),
        "2": Config(asks=("speed", "compression")),
        "3": Config(asks=("compression",), rough=True),
        "4": Config(asks=("compression", "return_height"), rough=True),
        "5": Config(asks=("return_height", "stop"), rough=True),
    }

    def units_for(self, data: dict) -> tuple[str, ...]:
        # Only the asked quantity's unit: the speed in m/s, every length in metres.
        return ("m/s",) if data["ask"] == "speed" else ("m",)

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            g = q(rng.choice(("10", "9.8")))
            m = Fraction(rng.randint(5, 100), 10)
            ask = rng.choice(config.asks)
            mu = Fraction(rng.randint(5, 50), 100) if config.rough else Fraction(0)
            d = Fraction(rng.randint(5, 60), 10) if config.rough else Fraction(0)
            k = rng.randint(50, 2000)
            if ask == "speed" and not config.rough:
                v = Fraction(rng.randint(10, 150), 10)  # choose the speed, then the height that gives it
                h = v * v / (2 * g)
            elif ask == "compression":  # g = 10 and m g a product of 2s and 5s keep the height a short decimal
                g, m = Fraction(10), Fraction(rng.choice((5, 8, 10, 16, 20, 25, 40, 50, 80, 100)), 10)
                x = Fraction(rng.randint(2, 60), 100)
                h = (Fraction(k) * x * x / 2 + mu * m * g * d) / (m * g)
            else:
                h = Fraction(rng.randint(5, 100), 10) + 2 * mu * d * rng.randint(0, 3)
            if h <= mu * d or (ask == "stop" and h > 12 * mu * d):
                continue  # it must cross the patch at least once (and, when it stops, at most 12 times)
            data = {"ask": ask, "g": str(g), "m": str(m), "h": str(h), "mu": str(mu), "d": str(d), "k": k}
            if (h * 10**6).denominator != 1:
                continue  # the prompt states the height as an exact decimal
            gold = self.solve(data)
            numbers = [g, m, h, mu, d, Fraction(k)]
            value = q(gold)
            if value > 0 and value not in numbers:  # not one of the prompt's own numbers
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        g, m, h, mu, d = (show(q(data[key])) for key in ("g", "m", "h", "mu", "d"))
        track = (f"A block of {m} kg is released from rest at a height of {h} m on a frictionless curved ramp that "
                 f"levels out onto a horizontal floor.")
        if data["mu"] != "0":
            track += (f" At the bottom the floor has a rough patch {d} m long (coefficient of kinetic friction {mu}); the "
                      f"rest of the floor is frictionless. Beyond the patch is a light spring of constant {data['k']} N/m "
                      f"fixed to a wall, which returns the block without losing energy.")
        else:
            track += (f" The floor is frictionless and ends at a light spring of constant {data['k']} N/m fixed to a "
                      f"wall.")
        ask = {"speed": "What is the block's speed (in m/s) at the bottom of the ramp?",
               "compression": "What is the greatest compression of the spring, in metres?",
               "return_height": "After bouncing off the spring, how high (in m) up the ramp does the block climb "
                                "the first time?",
               "stop": "The block slides back and forth until friction stops it. How far from the ramp-side end of "
                       "the rough patch (in m) does it come to rest?"}[data["ask"]]
        intro = rng.choice(("", "Energy conservation. ", "Work and energy: "))
        form = "the exact value: an integer, a decimal or a reduced fraction"
        return f"{intro}{track} Take g = {g} m/s². {ask}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        t.state("top of the ramp")
        g, m, h = t.fetch("g", q(data["g"])), t.fetch("m", q(data["m"])), t.fetch("h", q(data["h"]))
        energy = t.compute("E", m * g * h, why="m g h")
        ask = data["ask"]
        if ask == "speed":
            t.state("bottom")
            v2 = t.compute("v_squared", 2 * Fraction(energy) / m, why="kinetic energy 1/2 m v^2")
            root = _exact_sqrt(v2)
            return format_rational(t.compute("v", root, why="square root"))
        mu, d = t.fetch("mu", q(data["mu"])), t.fetch("d", q(data["d"]))
        t.state("rough patch")
        loss = t.compute("loss_per_crossing", mu * m * g * d, why="mu m g d")
        if ask == "compression":
            left = t.compute("E_spring", energy - loss, why="energy reaching the spring")
            t.state("spring")
            x2 = t.compute("x_squared", 2 * Fraction(left) / t.fetch("k", data["k"]), why="1/2 k x^2")
            return format_rational(t.compute("x", _exact_sqrt(x2), why="square root"))
        if ask == "return_height":
            t.state("back up the ramp")
            left = t.compute("E_back", energy - 2 * loss, why="crossing the patch twice")
            return format_rational(t.compute("height", Fraction(left) / (m * g), why="E over m g"))
        crossing = 0
        while energy > loss:  # each full crossing costs the same energy; the spring and ramp send it back
            crossing += 1
            t.state(f"crossing {crossing}")
            energy = t.compute("E", energy - loss, why="after this crossing")
        t.state("stopping")
        slide = t.compute("last_slide", Fraction(energy) / (mu * m * g), why="what is left, over the friction force")
        return format_rational(t.compute("from_ramp_end", slide if crossing % 2 == 0 else d - slide,
                                         why="even: heading to the spring; odd: heading back"))

    def solve(self, data: dict) -> str:
        # follow the block pass by pass, tracking its energy per unit mass (g h)
        g, h, mu, d = (q(data[key]) for key in ("g", "h", "mu", "d"))
        ask = data["ask"]
        if ask == "speed":
            return format_rational(_exact_sqrt(2 * g * h))
        if ask == "compression":
            return format_rational(_exact_sqrt(2 * (g * h - mu * g * d) * q(data["m"]) / data["k"]))
        if ask == "return_height":
            return format_rational(h - 2 * mu * d)
        # the path on the patch folds like a triangle wave: total slide s = h / mu
        fold = (h / mu) % (2 * d)
        return format_rational(fold if fold <= d else 2 * d - fold)


def _exact_sqrt(value: Fraction) -> Fraction:
    """The exact square root of a rational square (a ValueError names any other value)."""
    from math import isqrt
    num, den = isqrt(value.numerator), isqrt(value.denominator)
    if num * num != value.numerator or den * den != value.denominator:
        raise ValueError(f"{value} is not the square of a rational")
    return Fraction(num, den)


BOOTCAMP = RampSpringEnergy()
