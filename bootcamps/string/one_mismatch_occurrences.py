"""Approximate matching: the number of positions where a pattern occurs in a text with at most
one mismatched letter (Hamming distance 0 or 1; occurrences may overlap).

The trace slides the window one position per state and counts the letters that differ,
stopping a window's count early once a second mismatch is found.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import random_letters
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    text: int = 10
    pattern: int = 3
    alphabet: int = 2

    def __post_init__(self) -> None:
        if not 2 <= self.pattern <= self.text <= 300:
            raise ValueError(f"need 2 <= pattern <= text <= 300, got {self.pattern}, {self.text}")
        if not 2 <= self.alphabet <= 26:
            raise ValueError(f"alphabet must be in 2..26, got {self.alphabet}")


_TEMPLATES = (
    "Text: {t}\nPattern: {p}\nAt how many starting positions does the pattern match the text with at most one "
    "letter different (same length, compared letter by letter)? Overlapping matches count separately.",
    "Count the windows of length {m} in the string {t} that differ from {p} in zero or one position.",
    "A DNA-style search allows one substitution: the pattern {p} is found at position i of {t} when the {m} letters "
    "starting at i equal the pattern except for at most one of them. How many positions i qualify?",
)


class OneMismatchOccurrences(IntegerAnswer, Bootcamp):
    id = "string/one_mismatch_occurrences"
    description = "Count pattern occurrences with at most one mismatch (sliding Hamming check)"
    Config = Config
    LEVELS = {
        "1": Config(text=10, pattern=3, alphabet=2),
        "2": Config(text=14, pattern=4, alphabet=3),
        "3": Config(text=20, pattern=5, alphabet=3),
        "4": Config(text=28, pattern=6, alphabet=3),
        "5": Config(text=40, pattern=7, alphabet=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        letters = random_letters(rng, config.alphabet)
        p = "".join(rng.choice(letters) for _ in range(config.pattern))
        t = [rng.choice(letters) for _ in range(config.text)]
        for _ in range(config.text // config.pattern // 2 + 1):  # plant near copies
            at = rng.randrange(config.text - config.pattern + 1)
            copy = list(p)
            if rng.random() < 0.6:
                copy[rng.randrange(len(copy))] = rng.choice(letters)
            t[at : at + config.pattern] = copy
        data = {"t": "".join(t), "p": p}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(t=data["t"], p=data["p"], m=len(data["p"]))
        return f"{text}\n{answer_instruction('the number of positions as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        text, p = data["t"], data["p"]
        count = 0
        for i in range(len(text) - len(p) + 1):
            t.state(f"window {i}")
            window = t.fetch(f"t[{i}:{i + len(p)}]", text[i : i + len(p)])
            diff = 0
            for a, b in zip(window, p):
                diff += a != b
                if diff > 1:
                    break
            diff = t.compute("mismatches", diff, why="compare with the pattern, stop at 2")
            if t.goto(diff <= 1, why="at most one mismatch"):
                count = t.compute("count", count + 1)
        t.state("answer")
        return t.compute("answer", t.fetch("count", count))

    def solve(self, data: dict) -> int:
        # Every variant of the pattern with one letter replaced by a wildcard: a window matches
        # if it equals the pattern or one of the variants.
        text, p = data["t"], data["p"]
        variants = [p[:k] + "?" + p[k + 1 :] for k in range(len(p))]

        def fits(window: str, v: str) -> bool:
            return all(c == "?" or c == w for c, w in zip(v, window))

        return sum(any(fits(text[i : i + len(p)], v) for v in variants) for i in range(len(text) - len(p) + 1))


BOOTCAMP = OneMismatchOccurrences()
