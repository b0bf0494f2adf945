"""Kepler's third law: periods and orbit sizes of two bodies about one star (T^2 proportional to
a^3), the star's mass from an orbit (T^2 = a^3 / M in years, AU and solar masses), a binary
star's masses from its period, separation and the barycentre, and an Earth satellite's period
or altitude in SI units. Answers within a stated tolerance (about 0.1% of the value)."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from decimal import Decimal, localcontext
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.physics import ToleranceWrongs, clear_of, q, show, tolerance_gold
from bootcamps.kit.units import ToleranceAnswer
from bootcamps.trace import Tracer

GM_EARTH = Fraction(398600)   # km^3/s^2
R_EARTH = Fraction(6371)      # km
KINDS = ("ratio_period", "ratio_radius", "star_mass", "binary", "satellite_period", "satellite_altitude")
# The unit each kind asks for; an answer may name it (kit/units.UNIT_WORDS adds "minutes" for min).
_UNITS = {"ratio_period": ("days",), "ratio_radius": ("AU",), "star_mass": ("solar masses",),
          "binary": ("solar masses",), "satellite_period": ("min",), "satellite_altitude": ("km",)}


@dataclass(frozen=True)
class Config:
    kinds: tuple[str, ...] = ("ratio_period",)

    def __post_init__(self) -> None:
        if not self.kinds or any(k not in KINDS for k in self.kinds):
            raise ValueError(f"kinds must be a non-empty subset of {', '.join(KINDS)}, got {self.kinds}")


def _d(x: Fraction) -> Decimal:
    return Decimal(x.numerator) / Decimal(x.denominator)


def _pow(x: Fraction, num: int, den: int) -> Fraction:
    """x ** (num/den) to about 30 significant digits, as a Fraction."""
    with localcontext() as ctx:
        ctx.prec = 40
        return Fraction(_d(x) ** (Decimal(num) / Decimal(den)))


def _tol(value: Fraction) -> Fraction:
    """About a thousandth of the value: one unit of its third significant digit."""
    exp = math.floor(math.log10(float(value)))
    return Fraction(10) ** (exp - 2)


class KeplerOrbits(ToleranceWrongs, ToleranceAnswer, Bootcamp):
    id = "science/kepler_orbits"
    description = "Kepler's third law: periods, orbit radii, star and binary masses, satellite period or altitude"
    Config = Config

    LEVELS = {
        "1": Config(kinds=("ratio_period",)),
        "2": Config(kinds=("ratio_period", "ratio_radius")),
        "3": Config(kinds=("ratio_radius", "star_mass")),
        "4": Config(kinds=("star_mass", "binary", "satellite_period")),
        "5": Config(kinds=("binary", "satellite_period", "satellite_altitude")),
    }

    def units_for(self, data: dict) -> tuple[str, ...]:
        # Only the unit the case asks for: "365 years" is not 365 days.
        return _UNITS[data["kind"]]

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            kind = rng.choice(config.kinds)
            if kind in ("ratio_period", "ratio_radius"):
                data = {"a1": str(Fraction(rng.randint(20, 500), 100)), "t1": rng.randint(50, 4000),
                        "a2": str(Fraction(rng.randint(20, 3000), 100))}
                if kind == "ratio_radius":
                    data["t2"] = rng.randint(20, 40000)
                    del data["a2"]
            elif kind == "star_mass":
                data = {"a": str(Fraction(rng.randint(5, 4000), 100)), "t": str(Fraction(rng.randint(5, 3000), 10))}
            elif kind == "binary":
                data = {"a": str(Fraction(rng.randint(10, 800), 10)), "t": str(Fraction(rng.randint(10, 2000), 10)),
                        "r1": rng.randint(15, 85)}  # star 1's share of the separation, percent
            elif kind == "satellite_period":
                data = {"h": rng.randint(200, 40000)}
            else:
                data = {"minutes": rng.randint(95, 1500)}
            data["kind"] = kind
            exact = self._exact(data)
            if not Fraction(1, 100) <= exact <= 10**6:
                continue
            tol = _tol(exact)
            numbers = [q(v) for k, v in data.items() if k != "kind"]
            if clear_of(exact, numbers, tol):
                data.update(exact=str(exact), tol=str(tol))
                return data, tolerance_gold(exact, tol)

    def _exact(self, data: dict) -> Fraction:
        kind = data["kind"]
        if kind == "ratio_period":
            return data["t1"] * _pow(q(data["a2"]) / q(data["a1"]), 3, 2)
        if kind == "ratio_radius":
            return q(data["a1"]) * _pow(Fraction(data["t2"], data["t1"]), 2, 3)
        if kind == "star_mass":
            return q(data["a"]) ** 3 / q(data["t"]) ** 2
        if kind == "binary":
            total = q(data["a"]) ** 3 / q(data["t"]) ** 2
            return total * (100 - data["r1"]) / 100  # star 1 is the heavier when nearer the barycentre
        if kind == "satellite_period":
            seconds = 2 * Fraction(math.pi) * _pow((R_EARTH + data["h"]) ** 3 / GM_EARTH, 1, 2)
            return seconds / 60
        seconds = Fraction(data["minutes"] * 60)
        return _pow(GM_EARTH * seconds**2 / (4 * Fraction(math.pi) ** 2), 1, 3) - R_EARTH

    def prompt(self, data: dict, rng: random.Random) -> str:
        kind = data["kind"]
        shown = {k: (show(q(v)) if isinstance(v, str) else v) for k, v in data.items() if k != "kind"}
        if kind == "ratio_period":
            text = rng.choice((
                "Planet X orbits a star at {a1} AU with a period of {t1} days. Planet Y orbits the same star at {a2} AU. What is Y's period in days?",
                "Two moons circle one planet. The first, at orbital radius {a1} (in some unit), takes {t1} days per orbit; the second is at radius {a2} in the same unit. How many days does the second take?",
                "An asteroid at {a2} AU and a planet at {a1} AU orbit the same star; the planet's year is {t1} days. Find the asteroid's orbital period in days.",
            )).format(**shown)
            unit = "days"
        elif kind == "ratio_radius":
            text = rng.choice((
                "Planet X orbits a star at {a1} AU with a period of {t1} days. Planet Y, around the same star, has a period of {t2} days. What is Y's orbital radius in AU?",
                "A comet-free star has two planets: one at {a1} AU taking {t1} days per orbit, and another taking {t2} days. How far from the star is the second, in AU?",
                "Around one star, a body with period {t1} days orbits at {a1} AU. At what radius (AU) is the period {t2} days?",
            )).format(**shown)
            unit = "AU"
        elif kind == "star_mass":
            text = rng.choice((
                "A planet orbits a star on a circle of radius {a} AU with a period of {t} years. Using T^2 = a^3 / M (T in years, a in AU, M in solar masses, the planet's mass negligible), find the star's mass in solar masses.",
                "In units of years, AU and solar masses Kepler's law reads T^2 = a^3 / M. A planet's orbit has a = {a} AU and T = {t} years. What is M?",
                "Find the mass (solar masses) of a star whose planet has orbital radius {a} AU and period {t} years, from T^2 = a^3 / M in years, AU and solar masses.",
            )).format(**shown)
            unit = "solar masses"
        elif kind == "binary":
            text = rng.choice((
                "Two stars orbit their common centre of mass with period {t} years; their separation is {a} AU, and star A is {r1}% of that separation from the centre of mass. With T^2 = a^3 / (M_A + M_B) in years, AU and solar masses, what is the mass of star A in solar masses?",
                "A binary star has separation {a} AU and period {t} years. Star A lies {r1}% of the separation from the barycentre (masses times distances balance there). Using T^2 = a^3 / (M_A + M_B) (years, AU, solar masses), find M_A.",
                "Kepler for binaries: T^2 = a^3 / (M_A + M_B) with T in years, a in AU, masses in solar masses. For T = {t} years and a = {a} AU, with star A at {r1}% of the separation from the centre of mass, give the mass of star A.",
            )).format(**shown)
            unit = "solar masses"
        elif kind == "satellite_period":
            text = rng.choice((
                "A satellite moves on a circular orbit {h} km above the Earth's surface. With GM = 398600 km^3/s^2 and Earth radius 6371 km, T = 2*pi*sqrt(r^3/GM) where r is measured from the Earth's centre. What is its period in minutes?",
                "Find the orbital period, in minutes, of a circular orbit at altitude {h} km. Use T = 2*pi*sqrt(r^3/GM), GM = 398600 km^3/s^2, and r = 6371 km + altitude.",
                "A spacecraft circles the Earth at {h} km altitude (Earth radius 6371 km, GM = 398600 km^3/s^2, T = 2*pi*sqrt(r^3/GM) with r from the centre). How many minutes does one orbit take?",
            )).format(**shown)
            unit = "minutes"
        else:
            text = rng.choice((
                "A satellite on a circular orbit takes {minutes} minutes per revolution. Using T = 2*pi*sqrt(r^3/GM) with GM = 398600 km^3/s^2 and r from the Earth's centre (Earth radius 6371 km), what is its altitude above the surface in km?",
                "At what altitude (km above the surface) does a circular Earth orbit have a period of {minutes} minutes? T = 2*pi*sqrt(r^3/GM), GM = 398600 km^3/s^2, Earth radius 6371 km.",
                "Find the height above the ground, in km, of a circular orbit with period {minutes} minutes (GM = 398600 km^3/s^2, radius of the Earth 6371 km, T = 2*pi*sqrt(r^3/GM)).",
            )).format(**shown)
            unit = "km"
        tol = show(q(data["tol"]))
        return f"{text}\n{answer_instruction(f'the value in {unit} as a decimal number, within {tol} of the exact value')}"

    def program(self, t: Tracer, data: dict) -> str:
        kind = data["kind"]
        t.state(kind)

        def dec(x: Fraction) -> Fraction:
            return Fraction(str(round(_d(x), 8)))

        if kind == "ratio_period":
            ratio = t.compute("a2/a1", q(t.fetch("a2", data["a2"])) / q(t.fetch("a1", data["a1"])))
            t.state("power")
            factor = t.compute("(a2/a1)^1.5", dec(_pow(ratio, 3, 2)))
            t.state("period")
            value = t.compute("T2", data["t1"] * factor, why="T1 * (a2/a1)^1.5")
        elif kind == "ratio_radius":
            ratio = t.compute("T2/T1", Fraction(t.fetch("t2", data["t2"]), t.fetch("t1", data["t1"])))
            t.state("power")
            factor = t.compute("(T2/T1)^(2/3)", dec(_pow(ratio, 2, 3)))
            t.state("radius")
            value = t.compute("a2", q(data["a1"]) * factor, why="a1 * (T2/T1)^(2/3)")
        elif kind in ("star_mass", "binary"):
            a, period = q(t.fetch("a", data["a"])), q(t.fetch("T", data["t"]))
            t.state("cube and square")
            a3, t2 = t.compute("a^3", a**3), t.compute("T^2", period**2)
            t.state("mass")
            value = t.compute("M", a3 / t2, why="a^3 / T^2")
            if kind == "binary":
                t.state("share")
                value = t.compute("M_A", value * (100 - t.fetch("r_A%", data["r1"])) / 100,
                                  why="M_A/M_total = r_B/a = (100 - r_A%)/100")
        elif kind == "satellite_period":
            r = t.compute("r", R_EARTH + t.fetch("h", data["h"]), why="6371 + altitude")
            t.state("r^3/GM")
            x = t.compute("r^3/GM", dec(r**3 / GM_EARTH))
            t.state("root")
            root = t.compute("sqrt(r^3/GM) s", dec(_pow(x, 1, 2)))
            t.state("period")
            value = t.compute("T min", dec(2 * Fraction(math.pi) * root / 60), why="2*pi*root / 60")
        else:
            seconds = t.compute("T s", t.fetch("minutes", data["minutes"]) * 60)
            t.state("GM T^2 / 4pi^2")
            x = t.compute("GM T^2/(4pi^2)", dec(GM_EARTH * seconds**2 / (4 * Fraction(math.pi) ** 2)))
            t.state("cube root")
            r = t.compute("r", dec(_pow(x, 1, 3)), why="cube root")
            t.state("altitude")
            value = t.compute("altitude", r - R_EARTH, why="r - 6371")
        return tolerance_gold(value, q(data["tol"]))

    def solve(self, data: dict) -> str:
        # Floats in the physical units, written out per case.
        kind, tol = data["kind"], q(data["tol"])
        if kind == "ratio_period":
            v = data["t1"] * (float(q(data["a2"])) / float(q(data["a1"]))) ** 1.5
        elif kind == "ratio_radius":
            v = float(q(data["a1"])) * (data["t2"] / data["t1"]) ** (2 / 3)
        elif kind in ("star_mass", "binary"):
            v = float(q(data["a"])) ** 3 / float(q(data["t"])) ** 2
            if kind == "binary":
                v *= (100 - data["r1"]) / 100
        elif kind == "satellite_period":
            v = 2 * math.pi * math.sqrt((6371 + data["h"]) ** 3 / 398600) / 60
        else:
            v = (398600 * (60 * data["minutes"]) ** 2 / (4 * math.pi**2)) ** (1 / 3) - 6371
        return tolerance_gold(Fraction(v), tol)


BOOTCAMP = KeplerOrbits()
