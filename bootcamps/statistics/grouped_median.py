"""The median of grouped data (a frequency table of equal-width classes), by the interpolation
formula median = L + (N/2 - F) / f · w, where the median class is the first whose cumulative
frequency reaches N/2, L its lower boundary, F the cumulative frequency before it, f its
frequency and w the class width."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import ExactRationalAnswer, ask, frac_text
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    classes: int = 4
    max_frequency: int = 12

    def __post_init__(self) -> None:
        if not 2 <= self.classes <= 15 or not 2 <= self.max_frequency <= 500:
            raise ValueError(f"need classes in 2..15 and max_frequency in 2..500, got {self.classes}, {self.max_frequency}")


_RULE = "median = L + (N/2 - F)/f × w, with L the lower boundary of the median class (the first class whose cumulative frequency reaches N/2), F the cumulative frequency before it, f its frequency, w the class width"
_TEMPLATES = (
    "Estimate the median of the grouped data below using {rule}.\n{table}",
    "A survey recorded these class frequencies:\n{table}\nFind the median by linear interpolation: {rule}.",
    "From the frequency table\n{table}\ncompute the grouped-data median, where {rule}.",
    "The times (in minutes) of a group of runners are grouped as follows:\n{table}\nWhat is the median time? Use {rule}.",
)


class GroupedMedian(ExactRationalAnswer, Bootcamp):
    id = "statistics/grouped_median"
    description = "Median of a grouped frequency table by the interpolation formula, exactly"
    Config = Config
    LEVELS = {
        "1": Config(classes=3, max_frequency=10),
        "2": Config(classes=4, max_frequency=15),
        "3": Config(classes=5, max_frequency=25),
        "4": Config(classes=7, max_frequency=40),
        "5": Config(classes=9, max_frequency=80),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        width = rng.choice((2, 4, 5, 10, 20, 25))
        start = rng.randint(0, 20) * width // 2
        freqs = [rng.randint(1, config.max_frequency) for _ in range(config.classes)]
        data = {"start": start, "width": width, "freqs": freqs}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        start, w = data["start"], data["width"]
        table = "\n".join(f"{start + i * w}-{start + (i + 1) * w}: {f}" for i, f in enumerate(data["freqs"]))
        table = "class (lower boundary-upper boundary): frequency\n" + table
        form = "an integer or a fraction in lowest terms (no decimals)"
        return ask(rng, _TEMPLATES, form, table=table, rule=_RULE)

    def program(self, t: Tracer, data: dict) -> str:
        freqs, w, start = data["freqs"], data["width"], data["start"]
        t.state("total")
        half = t.compute("half", Fraction(sum(t.fetch("freqs", list(freqs))), 2), why="N/2")
        cumulative = 0
        for i, f in enumerate(freqs):
            t.state(f"class {i + 1}")
            before = t.fetch("cum", cumulative)
            cumulative = t.compute("cum", before + t.fetch(f"f{i + 1}", f), why="cum + f")
            if t.goto(cumulative >= half, why="cum >= N/2: the median class"):
                t.state("interpolate")
                low = t.compute("L", start + i * w, why=f"start + {i}·w")
                fi = t.fetch(f"f{i + 1}", f)
                if fi == 0:
                    raise ZeroDivisionError("empty median class after an injected error")
                value = t.compute("median", low + (Fraction(t.fetch("half", half)) - before) / fi * w, why="L + (N/2 - F)/f·w")
                return t.compute("answer", frac_text(Fraction(value)))
        raise ValueError("no median class after an injected error")

    def solve(self, data: dict) -> str:
        # from the top: the ogive is linear inside each class, so walk down until N/2 is passed
        freqs, w, start = data["freqs"], data["width"], data["start"]
        half = Fraction(sum(freqs), 2)
        above = sum(freqs)
        for i in reversed(range(len(freqs))):
            below = above - freqs[i]
            if below < half or (below == half and i == 0):
                return frac_text(start + i * w + (half - below) / freqs[i] * w)
            if below == half:  # N/2 sits exactly on this class's lower boundary
                earlier = next(j for j in reversed(range(i)) if freqs[j] > 0)
                return frac_text(start + (earlier + 1) * w)
            above = below
        raise ValueError(f"no median class in {freqs}")


BOOTCAMP = GroupedMedian()
