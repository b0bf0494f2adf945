"""Projectile motion without air resistance, exactly: horizontal launches from a height, launches
on level ground (range, peak height, flight time), speeds at angles with rational sine and cosine,
launches from a cliff (a quadratic for the landing time) and the height at which it passes a wall."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.physics import ExactValueAnswer, show
from bootcamps.kit.poly import format_rational
from bootcamps.kit.units import restates
from bootcamps.trace import Tracer

TRIANGLES = ((3, 4, 5), (5, 12, 13), (8, 15, 17), (7, 24, 25), (20, 21, 29), (9, 40, 41), (12, 35, 37), (28, 45, 53),
             (33, 56, 65), (11, 60, 61))
SCENES = ("horizontal", "level", "angle", "cliff", "wall")


@dataclass(frozen=True)
class Config:
    scenes: tuple[str, ...] = ("horizontal",)
    g_values: tuple[str, ...] = ("10",)

    def __post_init__(self) -> None:
        if not self.scenes or any(s not in SCENES for s in self.scenes):
            raise ValueError(f"scenes must be a non-empty subset of {', '.join(SCENES)}, got {self.scenes}")


class Projectile(ExactValueAnswer, Bootcamp):
    id = "science/projectile"
    description = "Projectile motion, exact: horizontal launch, range/peak/flight time, cliff landing, height at a wall"
    Config = Config
    LEVELS = {
        "1": Config(scenes=("horizontal",), g_values=("10", "9.8")),
        "2": Config(scenes=("horizontal", "level"), g_values=("10", "9.8", "9.81")),
        "3": Config(scenes=("level", "angle"), g_values=("10", "9.8", "9.81")),
        "4": Config(scenes=("angle", "cliff"), g_values=("10", "9.8", "9.81")),
        "5": Config(scenes=("cliff", "wall"), g_values=("10", "9.8", "9.81")),
    }

    def units_for(self, data: dict) -> tuple[str, ...]:
        # Only the asked quantity's unit: the flight time in seconds, every other answer in metres.
        return ("s",) if data["ask"] == "time" else ("m",)

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            scene = rng.choice(config.scenes)
            g = Fraction(rng.choice(config.g_values))
            data = {"scene": scene, "g": str(g), "height": "0", "wall": None, "tri": None}
            if scene == "angle" or (scene in ("cliff", "wall") and rng.random() < 0.5):
                tri = list(rng.choice(TRIANGLES))
                if rng.random() < 0.5:
                    tri[0], tri[1] = tri[1], tri[0]
                data["tri"] = tri  # sin = tri[0]/tri[2], cos = tri[1]/tri[2]
                data["speed"] = str(Fraction(tri[2] * rng.randint(2, 40), 4))
                vx, vy = Fraction(data["speed"]) * tri[1] / tri[2], Fraction(data["speed"]) * tri[0] / tri[2]
            else:
                vx = Fraction(rng.randint(8, 160), 4)
                vy = Fraction(0 if scene == "horizontal" else rng.randint(6, 80), 2)
                data["speed"] = None
            data["vx"], data["vy"] = str(vx), str(vy)
            if scene in ("horizontal", "cliff", "wall"):
                # choose the landing time so that the height makes the quadratic come out exactly
                landing = Fraction(rng.randint(4 * int(2 * vy / g) + 4, 4 * int(2 * vy / g) + 36), 4)  # after the apex-and-back time 2 vy / g
                height = g * landing * landing / 2 - vy * landing
                if height <= 0:
                    continue
                data["height"] = str(height)
            data["ask"] = {"horizontal": rng.choice(("distance", "time")), "level": rng.choice(("range", "peak", "time")),
                           "angle": rng.choice(("range", "peak")), "cliff": rng.choice(("distance", "time")),
                           "wall": "wall"}[scene]
            if scene == "wall":
                flight = self._landing_time(vx, vy, g, Fraction(data["height"]))
                data["wall"] = str(vx * Fraction(rng.randint(1, int(flight * 4) - 1), 4))
            gold = self.solve(data)
            numbers = [Fraction(x) for x in (data["vx"], data["vy"], data["height"], data["g"])] + [Fraction(data["speed"] or 0)]
            if data["wall"]:
                numbers.append(Fraction(data["wall"]))
            if not restates(Fraction(gold), numbers):
                return data, gold

    @staticmethod
    def _landing_time(vx: Fraction, vy: Fraction, g: Fraction, h: Fraction) -> Fraction:
        """The positive root of h + vy t - g t^2 / 2 = 0 (exact: generated to be rational)."""
        disc = vy * vy + 2 * g * h
        num, den = disc.numerator, disc.denominator
        root = Fraction(_isqrt_exact(num), _isqrt_exact(den))
        return (vy + root) / g

    def prompt(self, data: dict, rng: random.Random) -> str:
        g, h = show(Fraction(data["g"])), show(Fraction(data["height"]))
        if data["tri"]:
            s, c, hyp = data["tri"]
            launch = (f"launched at {show(Fraction(data['speed']))} m/s at an angle above the horizontal whose sine is {s}/{hyp} and "
                      f"cosine is {c}/{hyp}")
        elif data["scene"] == "horizontal":
            launch = f"thrown horizontally at {show(Fraction(data['vx']))} m/s"
        else:
            launch = (f"launched with a horizontal velocity of {show(Fraction(data['vx']))} m/s and an upward velocity of "
                      f"{show(Fraction(data['vy']))} m/s")
        where = f"from the top of a cliff {h} m above flat ground" if data["height"] != "0" else "from flat ground"
        rule = f"Ignore air resistance; g = {g} m/s²."
        ask = {"distance": "How far from the foot of the cliff (horizontal distance, in m) does it land?",
               "time": "How many seconds after launch does it hit the ground?",
               "range": "How far away (in m) does it land, at the height it was launched from?",
               "peak": "What is the greatest height (in m) it reaches above the launch point?",
               "wall": f"A tall vertical wall stands {show(Fraction(data['wall'] or 0))} m away horizontally. At what "
                       f"height above the ground (in m) does the projectile meet the wall?"}[data["ask"]]
        subject = rng.choice(("A ball is", "A stone is", "A small package is", "A projectile is", "A tennis ball is",
                              "A marble is", "A water balloon is", "A rubber ball is"))
        form = "the exact value: an integer, a decimal or a reduced fraction"
        return f"{subject} {launch} {where}. {rule} {ask}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        t.state("components")
        g = t.fetch("g", Fraction(data["g"]))
        if data["tri"]:
            v = t.fetch("speed", Fraction(data["speed"]))
            s, c, hyp = data["tri"]
            vx = t.compute("vx", Fraction(v * c) / hyp, why="speed times cosine")
            vy = t.compute("vy", Fraction(v * s) / hyp, why="speed times sine")
        else:
            vx, vy = t.fetch("vx", Fraction(data["vx"])), t.fetch("vy", Fraction(data["vy"]))
        ask = data["ask"]
        if ask == "peak":
            t.state("peak")
            return format_rational(t.compute("peak", Fraction(vy * vy) / (2 * g), why="vy squared over 2g"))
        if ask in ("range", "time") and data["height"] == "0":
            t.state("flight")
            flight = t.compute("flight_time", Fraction(2 * vy) / g, why="up and down: 2 vy / g")
            if ask == "time":
                return format_rational(flight)
            return format_rational(t.compute("range", vx * flight, why="vx times flight time"))
        t.state("landing")
        h = t.fetch("height", Fraction(data["height"]))
        disc = t.compute("discriminant", vy * vy + 2 * g * h, why="vy^2 + 2 g h")
        root = t.compute("sqrt", Fraction(_isqrt_exact(Fraction(disc).numerator), _isqrt_exact(Fraction(disc).denominator)))
        flight = t.compute("flight_time", Fraction(vy + root) / g, why="positive root of h + vy t - g t^2/2")
        if ask == "time":
            return format_rational(flight)
        if ask == "distance":
            return format_rational(t.compute("distance", vx * flight, why="vx times flight time"))
        t.state("wall")
        when = t.compute("t_wall", Fraction(t.fetch("wall", Fraction(data["wall"]))) / vx, why="wall distance over vx")
        return format_rational(t.compute("height_at_wall", h + vy * when - g * when * when / 2,
                                         why="h + vy t - g t^2 / 2"))

    def solve(self, data: dict) -> str:
        # energy and symmetry forms: peak from v^2 = 2 g y; range and times from the trajectory y(x)
        g, vx, vy, h = (Fraction(data[k]) for k in ("g", "vx", "vy", "height"))
        ask = data["ask"]
        if ask == "peak":
            return format_rational(vy**2 / g / 2)
        if h == 0 and ask == "range":
            return format_rational(2 * vx * vy / g)  # the other root of y(x) = x vy/vx - g x^2/(2 vx^2)
        if h == 0 and ask == "time":
            return format_rational(vy / g * 2)
        landing = self._landing_time(vx, vy, g, h)
        if ask == "time":
            return format_rational(landing)
        if ask == "distance":
            return format_rational(landing * vx)
        x = Fraction(data["wall"])
        return format_rational(h + x * vy / vx - g * x * x / (2 * vx * vx))


def _isqrt_exact(n: int) -> int:
    """The square root of a perfect square (a ValueError names any other number)."""
    from math import isqrt
    root = isqrt(n)
    if root * root != n:
        raise ValueError(f"{n} is not a perfect square")
    return root


BOOTCAMP = Projectile()
