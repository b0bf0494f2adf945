"""Round decimals to a given place under stated rounding modes: half up (ties toward +∞),
half down (ties toward −∞), half even (banker's rounding), half away from zero, half toward
zero, truncate, ceiling, floor and away from zero, on positive and negative numbers, to
decimal places or to tens, hundreds and thousands. Many cases are exact ties, where the
modes disagree. The answer is the list of rounded values.

The traced solver cuts each number toward zero at the place and decides from the sign and the
discarded digits whether to step one unit away from zero; the plain solver works from the floor
of the scaled value and the fractional part.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.poly import read_rational_list
from bootcamps.trace import Tracer

MODES = {
    "half up": "to the nearest value; an exact tie goes to the larger value (toward +∞, so -2.5 becomes -2)",
    "half down": "to the nearest value; an exact tie goes to the smaller value (toward −∞, so 2.5 becomes 2)",
    "half even": "to the nearest value; an exact tie goes to the value whose last kept digit is even "
                 "(banker's rounding: 2.5 becomes 2, 3.5 becomes 4)",
    "half away from zero": "to the nearest value; an exact tie goes away from zero (-2.5 becomes -3)",
    "half toward zero": "to the nearest value; an exact tie goes toward zero (-2.5 becomes -2)",
    "truncate": "drop the digits beyond the place (toward zero: -2.7 becomes -2)",
    "ceiling": "the smallest value at that place that is >= the number (-2.7 becomes -2)",
    "floor": "the largest value at that place that is <= the number (-2.2 becomes -3)",
    "away from zero": "step away from zero whenever any discarded digit is nonzero (2.1 becomes 3, -2.1 becomes -3)",
}
_MODE_SETS = (
    ("half up", "truncate", "ceiling", "floor"),
    ("half up", "half even", "truncate", "ceiling", "floor"),
    ("half up", "half down", "half even", "half away from zero", "truncate", "ceiling", "floor"),
    tuple(MODES),
)
_PLACES = {-3: "the nearest thousand", -2: "the nearest hundred", -1: "the nearest ten", 0: "a whole number"}


@dataclass(frozen=True)
class Config:
    items: int = 4
    modes: int = 0  # which set of modes: 0 basic .. 3 all nine
    negatives: bool = False
    min_place: int = 0  # decimal places; negative: tens (-1), hundreds (-2), thousands (-3)
    max_place: int = 2
    max_int_digits: int = 2
    tie_share: float = 0.5

    def __post_init__(self) -> None:
        if not 1 <= self.items <= 40:
            raise ValueError(f"items must be in 1..40, got {self.items}")
        if not 0 <= self.modes < len(_MODE_SETS):
            raise ValueError(f"modes must be in 0..{len(_MODE_SETS) - 1}, got {self.modes}")
        if not -3 <= self.min_place <= self.max_place <= 8:
            raise ValueError(f"need -3 <= min_place <= max_place <= 8, got {self.min_place}, {self.max_place}")
        if not max(1, 1 - self.min_place) <= self.max_int_digits <= 12:
            raise ValueError(f"max_int_digits must be in {max(1, 1 - self.min_place)}..12, got {self.max_int_digits}")
        if not 0.0 <= self.tie_share <= 1.0:
            raise ValueError(f"tie_share must be in 0..1, got {self.tie_share}")


def decimal_text(scaled: int, places: int) -> str:
    """The decimal scaled/10^places written out; ``places`` may be negative."""
    if places <= 0:
        return str(scaled * 10 ** -places)
    sign = "-" if scaled < 0 else ""
    digits = str(abs(scaled)).rjust(places + 1, "0")
    return f"{sign}{digits[:-places]}.{digits[-places:]}"


def place_text(place: int) -> str:
    if place in _PLACES:
        return _PLACES[place]
    return "1 decimal place" if place == 1 else f"{place} decimal places"


_TEMPLATES = (
    "Round each number below to the stated place using the stated rounding mode.",
    "A spreadsheet applies a different rounding rule to each cell. Give the rounded value of each entry.",
    "Apply the given rounding mode to each of the following numbers, at the given place.",
)
_INTRO = (
    "The rounding modes mean:",
    "Definitions of the modes (the 'nearest value' is the nearest multiple of the place's unit):",
    "Each mode works as follows:",
)


class RoundingModes(Bootcamp):
    id = "arithmetic/rounding_modes"
    description = "Round decimals under half-up/half-even/half-away/truncate/ceiling/floor and other modes"
    Config = Config
    LEVELS = {
        "1": Config(items=4, modes=0, negatives=False, min_place=0, max_place=2, max_int_digits=2, tie_share=0.5),
        "2": Config(items=5, modes=1, negatives=True, min_place=0, max_place=2, max_int_digits=2, tie_share=0.5),
        "3": Config(items=6, modes=2, negatives=True, min_place=-1, max_place=3, max_int_digits=3, tie_share=0.5),
        "4": Config(items=8, modes=3, negatives=True, min_place=-2, max_place=4, max_int_digits=4, tie_share=0.5),
        "5": Config(items=12, modes=3, negatives=True, min_place=-3, max_place=5, max_int_digits=6, tie_share=0.5),
    }

    def _item(self, config: Config, rng: random.Random, mode: str) -> list:
        place = rng.randint(config.min_place, config.max_place)
        int_digits = rng.randint(max(1, 1 - place), config.max_int_digits)
        scale = rng.randint(max(place + 1, 1), max(place + 1, 1) + 2)  # digits after the point written
        if rng.random() < config.tie_share:
            scale = max(place + 1, 0)
            tail = 5 * 10 ** (scale - place - 1)  # exactly half a unit of the place
        elif scale - place >= 2 and rng.random() < 0.3:  # a near tie: 2.4999 or 2.5001
            tail = 5 * 10 ** (scale - place - 1) + rng.choice((-1, 1))
        else:
            tail = rng.randint(1, 10 ** (scale - place) - 1)
            while tail % 10 == 0 and scale > 0:
                tail = rng.randint(1, 10 ** (scale - place) - 1)
        kept = rng.randint(10 ** max(0, int_digits - 1 + place) if int_digits > 1 else 0, 10 ** (int_digits + place) - 1)
        scaled = kept * 10 ** (scale - place) + tail
        if config.negatives and rng.random() < 0.5:
            scaled = -scaled
        return [decimal_text(scaled, scale), place, mode]

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        modes = _MODE_SETS[config.modes]
        chosen = list(modes) if config.items >= len(modes) else rng.sample(modes, config.items)
        chosen += [rng.choice(modes) for _ in range(config.items - len(chosen))]
        rng.shuffle(chosen)
        data = {"items": [self._item(config, rng, mode) for mode in chosen]}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [rng.choice(_TEMPLATES)]
        for i, (number, place, mode) in enumerate(data["items"], 1):
            lines.append(f"{i}. {number} to {place_text(place)}, {mode}")
        lines.append(rng.choice(_INTRO))
        used = sorted({mode for _, _, mode in data["items"]}, key=list(MODES).index)
        lines.extend(f"- {mode}: {MODES[mode]}" for mode in used)
        form = ("the rounded values in the order given, separated by commas, as plain decimals without thousands "
                "separators (for example 2.35, -120, 7)")
        return "\n".join(lines) + "\n" + answer_instruction(form)

    def check(self, data: dict, answer: list[str], text: str) -> float:
        if len(text) > 40 * len(answer) + 40:
            return 0.0
        values = read_rational_list(text, len(answer), fraction=False)
        if values is None:
            return 0.0
        return 1.0 if values == [Fraction(a) for a in answer] else 0.0

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer)

    def program(self, t: Tracer, data: dict) -> list[str]:
        out = []
        for i, (number, place, mode) in enumerate(data["items"]):
            t.state(f"item {i + 1}")
            x = Fraction(t.fetch(f"x[{i + 1}]", number))
            place, mode = t.fetch(f"place[{i + 1}]", place), t.fetch(f"mode[{i + 1}]", mode)
            size = abs(x) * Fraction(10) ** place  # in units of the place
            cut = t.compute("kept units", math.floor(size), why="drop the digits beyond the place (toward zero)")
            rest = t.compute("discarded", size - cut, why="the dropped part, in units of the place")
            negative = x < 0
            if mode == "truncate":
                away = False
            elif mode == "away from zero":
                away = rest > 0
            elif mode in ("ceiling", "floor"):
                away = rest > 0 and negative == (mode == "floor")
            elif rest != Fraction(1, 2):
                away = rest > Fraction(1, 2)
            else:  # an exact tie
                away = {"half up": not negative, "half down": negative, "half away from zero": True,
                        "half toward zero": False, "half even": cut % 2 == 1}[mode]
            away = t.compute("step away from zero", away, why=f"{mode}, {'negative' if negative else 'positive'}")
            units = t.compute("units", cut + 1 if away else cut)
            out.append(t.compute(f"answer[{i + 1}]", decimal_text(-units if negative else units, place)))
        t.state("answer")
        return t.compute("answer", [t.fetch(f"answer[{i + 1}]", a) for i, a in enumerate(out)])

    def solve(self, data: dict) -> list[str]:
        out = []
        for number, place, mode in data["items"]:
            s = Fraction(number) * Fraction(10) ** place
            low = math.floor(s)
            frac = s - low  # s lies in [low, low + 1)
            if frac == 0:
                q = low
            elif mode in ("floor", "ceiling", "truncate", "away from zero"):
                up = {"floor": False, "ceiling": True, "truncate": s < 0, "away from zero": s > 0}[mode]
                q = low + up
            elif frac != Fraction(1, 2):
                q = low + (frac > Fraction(1, 2))
            else:
                up = {"half up": True, "half down": False, "half even": low % 2 == 1,
                      "half away from zero": s > 0, "half toward zero": s < 0}[mode]
                q = low + up
            out.append(decimal_text(q, place))
        return out


BOOTCAMP = RoundingModes()
