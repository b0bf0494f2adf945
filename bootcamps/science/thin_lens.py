"""Thin-lens optics with exact fractions: image distance, focal length, image height, two-lens systems."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.poly import format_rational, read_rational
from bootcamps.kit.units import restates
from bootcamps.trace import Tracer

ASKS = ("image", "focal", "height", "two_lens")


@dataclass(frozen=True)
class Config:
    asks: tuple[str, ...] = ("image",)
    diverging: bool = False  # negative focal lengths and virtual images appear
    max_cm: int = 40

    def __post_init__(self) -> None:
        if not self.asks or any(a not in ASKS for a in self.asks):
            raise ValueError(f"asks must be a non-empty subset of {', '.join(ASKS)}, got {self.asks}")
        if not 10 <= self.max_cm <= 1000:
            raise ValueError(f"max_cm must be in 10..1000, got {self.max_cm}")


_CONVENTION = ("Use the thin-lens equation 1/f = 1/d_o + 1/d_i with distances in cm: d_o > 0 for the object, "
               "d_i > 0 for a real image on the far side of the lens and d_i < 0 for a virtual image on the object's "
               "side; f > 0 for a converging lens and f < 0 for a diverging lens; magnification m = -d_i/d_o.")
_ASK_TEXT = {
    "image": ("A {kind} lens has focal length f = {f} cm and an object stands {do} cm in front of it. Where is the image: what is d_i in cm?",
              "An object is placed {do} cm from a {kind} lens of focal length {f} cm. Find the image distance d_i (cm).",
              "Find d_i for an object {do} cm from a thin {kind} lens whose focal length is {f} cm."),
    "focal": ("An object {do} cm in front of a thin lens forms an image at d_i = {di} cm. What is the focal length f in cm?",
              "A lens images an object at distance {do} cm to d_i = {di} cm. Find f (cm).",
              "Find the focal length of a thin lens that takes an object at {do} cm to an image at d_i = {di} cm."),
    "height": ("A {h} cm tall object stands {do} cm in front of a {kind} lens with f = {f} cm. What is the image height in "
               "cm (negative if the image is inverted)?",
               "An object of height {h} cm is {do} cm from a thin {kind} lens of focal length {f} cm. Give the signed image "
               "height h_i = m * {h} in cm.",
               "Find the signed height of the image of a {h} cm object placed {do} cm from a {kind} lens (f = {f} cm)."),
    "two_lens": ("Two thin lenses share an axis: lens 1 (f = {f} cm) and, {gap} cm behind it, lens 2 (f = {f2} cm). An "
                 "object is {do} cm in front of lens 1. The image of lens 1 is the object of lens 2 (its distance from lens "
                 "2 is {gap} minus d_i of lens 1, negative if that image lies beyond lens 2). Find d_i of the final image, "
                 "measured from lens 2.",
                 "An object stands {do} cm before a lens with f = {f} cm; a second lens with f = {f2} cm is {gap} cm beyond "
                 "the first. Treat the first image as the second lens's object (object distance {gap} - d_i1, which may be "
                 "negative). Where is the final image relative to the second lens (d_i2 in cm)?",
                 "Lens A (f = {f} cm) and lens B (f = {f2} cm) are {gap} cm apart; an object is {do} cm in front of A. Using "
                 "A's image as B's object at distance {gap} - d_i(A), find the final image distance from B in cm."),
}


def image_distance(f: Fraction, do: Fraction) -> Fraction:
    return 1 / (1 / Fraction(f) - 1 / Fraction(do))


class ThinLens(Bootcamp):
    id = "science/thin_lens"
    description = "Thin-lens equation with exact fractions: image distance, focal length, signed image height, two lenses"
    Config = Config
    LEVELS = {
        "1": Config(asks=("image",), max_cm=300),
        "2": Config(asks=("image", "focal"), max_cm=400),
        "3": Config(asks=("image", "focal"), diverging=True, max_cm=400),
        "4": Config(asks=("height",), diverging=True, max_cm=400),
        "5": Config(asks=("two_lens",), diverging=True, max_cm=400),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            ask = rng.choice(config.asks)
            f = rng.randint(3, config.max_cm // 2) * (rng.choice((1, -1)) if config.diverging else 1)
            do = rng.randint(2, config.max_cm)
            if do == f:
                continue
            data = {"ask": ask, "f": f, "do": do, "di": None, "h": None, "f2": None, "gap": None}
            if ask == "focal":
                data["di"] = format_rational(image_distance(f, do))
                data["f"] = None
            if ask == "height":
                data["h"] = rng.randint(1, 30)
            if ask == "two_lens":
                data["f2"] = rng.randint(3, config.max_cm // 2) * rng.choice((1, -1))
                data["gap"] = rng.randint(5, config.max_cm)
                di1 = image_distance(f, do)
                if data["gap"] - di1 == 0 or data["gap"] - di1 == data["f2"]:
                    continue
            gold = Fraction(self.solve(data))
            numbers = [Fraction(x) for x in (data["f"], data["do"], data["di"], data["h"], data["f2"], data["gap"]) if x is not None]
            if ask == "focal" and not config.diverging and gold <= 0:
                continue
            if not restates(gold, numbers):
                return data, format_rational(gold)

    def prompt(self, data: dict, rng: random.Random) -> str:
        kind = "converging" if (data["f"] or 1) > 0 else "diverging"
        text = rng.choice(_ASK_TEXT[data["ask"]]).format(kind=kind, **data)
        form = "the exact value in cm, as an integer, a decimal or a reduced fraction a/b (with its sign)"
        return f"{text} {_CONVENTION}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        text = text.strip()
        if text.endswith("cm"):
            text = text[:-2]
        value = read_rational(text, decimal=True, fraction=True, reduced=True)
        return 1.0 if value is not None and value == Fraction(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        t.state("object")
        do = Fraction(t.fetch("d_o", data["do"]))
        inv_do = t.compute("1/d_o", 1 / do)
        if data["ask"] == "focal":
            di = Fraction(t.fetch("d_i", Fraction(data["di"])))
            t.state("focal length")
            inv_f = t.compute("1/f", inv_do + 1 / di, why="1/d_o + 1/d_i")
            return format_rational(t.compute("f", 1 / inv_f))
        f = Fraction(t.fetch("f", data["f"]))
        t.state("image")
        inv_di = t.compute("1/d_i", 1 / f - inv_do, why="1/f - 1/d_o")
        di = t.compute("d_i", 1 / inv_di)
        if data["ask"] == "image":
            return format_rational(di)
        if data["ask"] == "height":
            t.state("height")
            m = t.compute("m", -di / do, why="-d_i/d_o")
            return format_rational(t.compute("h_i", m * t.fetch("h", data["h"]), why="m times the object height"))
        t.state("second object")
        do2 = t.compute("d_o2", t.fetch("gap", data["gap"]) - di, why="gap minus d_i of lens 1")
        f2 = Fraction(t.fetch("f2", data["f2"]))
        t.state("second image")
        inv_di2 = t.compute("1/d_i2", 1 / f2 - 1 / do2, why="1/f2 - 1/d_o2")
        return format_rational(t.compute("d_i2", 1 / inv_di2))

    def solve(self, data: dict) -> str:
        # closed forms: d_i = f d_o / (d_o - f), f = d_o d_i / (d_o + d_i)
        do = Fraction(data["do"])
        if data["ask"] == "focal":
            di = Fraction(data["di"])
            return format_rational(do * di / (do + di))
        f = Fraction(data["f"])
        di = f * do / (do - f)
        if data["ask"] == "image":
            return format_rational(di)
        if data["ask"] == "height":
            return format_rational(-di / do * data["h"])
        do2, f2 = data["gap"] - di, Fraction(data["f2"])
        return format_rational(f2 * do2 / (do2 - f2))


BOOTCAMP = ThinLens()
