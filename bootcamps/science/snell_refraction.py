"""Refraction by Snell's law n1 sin(a1) = n2 sin(a2): the refracted angle at one surface or after a
stack of parallel layers, the critical angle of total internal reflection, and the sideways shift
of a ray through a glass slab. Angles in degrees within 0.1; the shift within 0.01 mm."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.physics import ToleranceWrongs, clear_of, q, show, tolerance_gold
from bootcamps.kit.units import ToleranceAnswer
from bootcamps.trace import Tracer

KINDS = ("single", "critical", "stack", "shift")
MEDIA = ("air", "water", "oil", "glass", "acrylic", "quartz", "crystal", "resin", "ice", "sapphire")


@dataclass(frozen=True)
class Config:
    kinds: tuple[str, ...] = ("single",)
    layers: int = 3

    def __post_init__(self) -> None:
        if not self.kinds or any(k not in KINDS for k in self.kinds):
            raise ValueError(f"kinds must be a non-empty subset of {', '.join(KINDS)}, got {self.kinds}")
        if not 2 <= self.layers <= 8:
            raise ValueError(f"layers must be 2..8, got {self.layers}")


def _deg(x: float) -> Fraction:
    return Fraction(math.degrees(x))


class SnellRefraction(ToleranceWrongs, ToleranceAnswer, Bootcamp):
    id = "science/snell_refraction"
    description = "Snell's law: refracted angle through one surface or stacked layers, critical angle, slab shift"
    Config = Config
    LEVELS = {
        "1": Config(kinds=("single",)),
        "2": Config(kinds=("single", "critical")),
        "3": Config(kinds=("stack",), layers=3),
        "4": Config(kinds=("stack", "shift"), layers=4),
        "5": Config(kinds=("stack", "shift", "critical"), layers=7),
    }

    def units_for(self, data: dict) -> tuple[str, ...]:
        # Only the asked quantity's unit: the sideways shift in mm, every other answer an angle.
        return ("mm",) if data["kind"] == "shift" else ("°", "degrees")

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        kind = rng.choice(config.kinds)  # drawn once: redraws below must not favour the short kinds
        while True:
            count = {"single": 2, "critical": 2, "stack": config.layers, "shift": 3}[kind]
            media = rng.sample(MEDIA, count)
            n = [str(Fraction(rng.randint(100, 250), 100)) for _ in range(count)]
            if kind == "critical" and q(n[0]) <= q(n[1]):
                n[0], n[1] = n[1], n[0]
            if kind == "critical" and q(n[0]) == q(n[1]):
                continue
            if kind == "shift":
                n[0] = n[2] = "1"
                media[0] = media[2] = "air"
            data = {"kind": kind, "media": media, "n": n, "angle": rng.randint(5, 80)}
            if kind == "shift":
                data["thickness"] = rng.randint(5, 60)
            if self._reflects(data):
                continue  # total internal reflection somewhere: no refracted ray to ask about
            exact = self._exact(data)
            tol = Fraction(1, 100) if kind == "shift" else Fraction(1, 10)
            numbers = [q(x) for x in n] + [data["angle"], data.get("thickness", 0)]
            if exact > tol * 3 and clear_of(exact, numbers, tol):
                data.update(exact=str(exact), tol=str(tol))
                return data, tolerance_gold(exact, tol)

    @staticmethod
    def _reflects(data: dict) -> bool:
        if data["kind"] == "critical":
            return False
        s = float(q(data["n"][0])) * math.sin(math.radians(data["angle"]))
        return any(s / float(q(x)) >= 0.999 for x in data["n"][1:])

    @staticmethod
    def _exact(data: dict) -> Fraction:
        n = [float(q(x)) for x in data["n"]]
        if data["kind"] == "critical":
            return _deg(math.asin(n[1] / n[0]))
        a1 = math.radians(data["angle"])
        a2 = math.asin(n[0] * math.sin(a1) / n[-1])
        if data["kind"] != "shift":
            return _deg(a2)
        inside = math.asin(n[0] * math.sin(a1) / n[1])
        return Fraction(data["thickness"] * math.sin(a1 - inside) / math.cos(inside))

    def prompt(self, data: dict, rng: random.Random) -> str:
        kind, media = data["kind"], data["media"]
        idx = [show(q(x)) for x in data["n"]]
        names = [f"{m} (n = {v})" for m, v in zip(media, idx)]
        if kind == "single":
            text = rng.choice((
                "A ray of light in {0} meets a flat surface with {1} at {a} degrees to the normal. At what angle to the normal does it travel in the {m1}?",
                "Light passes from {0} into {1}. The angle of incidence is {a} degrees (from the normal). Find the angle of refraction.",
                "A beam crosses a plane boundary from {0} to {1}, arriving {a} degrees from the normal. What angle does the refracted beam make with the normal?",
            )).format(*names, a=data["angle"], m1=media[1])
            unit = "degrees"
        elif kind == "critical":
            text = rng.choice((
                "Light travels in {0} towards a flat boundary with {1}. What is the critical angle, beyond which it is totally internally reflected?",
                "Find the critical angle for light going from {0} into {1}.",
                "For a ray inside {0} hitting a surface with {1}, above what angle of incidence is there no refracted ray? Give that critical angle.",
            )).format(*names)
            unit = "degrees"
        elif kind == "stack":
            stack = ", then ".join(names[1:])
            text = rng.choice((
                "A ray in {first} enters a stack of flat parallel layers: {stack}. It meets the first surface at {a} degrees to the normal. What angle does it make with the normal in the last layer?",
                "Parallel flat layers are stacked: {stack}. Light coming from {first} strikes the stack at {a} degrees from the normal. Find its angle to the normal inside the final layer.",
                "Starting in {first} at {a} degrees to the normal, a light ray crosses parallel boundaries into {stack}, in that order. What is its angle of refraction in the last medium?",
            )).format(first=names[0], stack=stack, a=data["angle"])
            unit = "degrees"
        else:
            text = rng.choice((
                "A ray in air (n = 1) hits a flat parallel-sided slab of {m} (n = {n}), {t} mm thick, at {a} degrees to the normal. It leaves parallel to its original direction but shifted sideways. How large is that perpendicular shift, in mm? (shift = t sin(a1 - a2) / cos(a2))",
                "Find the lateral displacement, in mm, of light crossing a {t} mm slab of {m} (n = {n}) in air, with angle of incidence {a} degrees. Use d = t sin(a1 - a2) / cos(a2) with a2 the angle inside the slab.",
                "A {t} mm thick block of {m}, refractive index {n}, stands in air. Light strikes it at {a} degrees from the normal. By how many mm is the emerging ray displaced sideways? (d = t sin(a1 - a2) / cos(a2))",
            )).format(m=media[1], n=idx[1], t=data["thickness"], a=data["angle"])
            unit = "mm"
        tol = show(q(data["tol"]))
        rule = " Use Snell's law n1 sin(a1) = n2 sin(a2) at each surface."
        return f"{text}{rule}\n{answer_instruction(f'the value in {unit} as a decimal number, within {tol} of the exact value')}"

    def program(self, t: Tracer, data: dict) -> str:
        kind = data["kind"]
        n = [q(x) for x in data["n"]]

        def six(x: float) -> Fraction:
            return Fraction(str(round(x, 6)))

        if kind == "critical":
            t.state("index ratio")
            ratio = t.compute("n2/n1", t.fetch("n2", n[1]) / t.fetch("n1", n[0]))
            t.state("critical angle")
            value = t.compute("critical", six(math.degrees(math.asin(ratio))), why="asin(n2/n1)")
            return tolerance_gold(value, q(data["tol"]))
        t.state("entry")
        s = t.compute("n sin a", six(float(n[0]) * math.sin(math.radians(t.fetch("angle", data["angle"])))),
                      why="n1 sin(a1), the same at every parallel surface")
        angle = Fraction(data["angle"])
        last = len(n) - 1 if kind != "shift" else 1
        for k in range(1, last + 1):
            t.state(f"layer {k}")
            nk = t.fetch(f"n[{k}]", n[k])
            angle = t.compute(f"a{k + 1}", six(math.degrees(math.asin(float(s / nk)))), why="asin(n sin a / n_k)")
        if kind != "shift":
            return tolerance_gold(angle, q(data["tol"]))
        t.state("shift")
        a1, a2 = math.radians(data["angle"]), math.radians(float(angle))
        value = t.compute("d", six(data["thickness"] * math.sin(a1 - a2) / math.cos(a2)), why="t sin(a1-a2)/cos(a2)")
        return tolerance_gold(value, q(data["tol"]))

    def solve(self, data: dict) -> str:
        # Through direction vectors: the tangential component n*sin is conserved, so the unit
        # vector in each medium is (sin, cos) from it; the shift from the slab's geometry.
        n = [float(q(x)) for x in data["n"]]
        tol = q(data["tol"])
        if data["kind"] == "critical":
            return tolerance_gold(Fraction(math.degrees(math.atan2(n[1], math.sqrt(n[0] ** 2 - n[1] ** 2)))), tol)
        tangential = n[0] * math.sin(math.radians(data["angle"]))
        if data["kind"] != "shift":
            sx = tangential / n[-1]
            return tolerance_gold(Fraction(math.degrees(math.atan2(sx, math.sqrt(1 - sx * sx)))), tol)
        sx = tangential / n[1]
        depth = data["thickness"]
        exit_inside = depth * sx / math.sqrt(1 - sx * sx)  # where the ray leaves the slab
        exit_straight = depth * math.tan(math.radians(data["angle"]))
        shift = (exit_straight - exit_inside) * math.cos(math.radians(data["angle"]))
        return tolerance_gold(Fraction(shift), tol)


BOOTCAMP = SnellRefraction()
