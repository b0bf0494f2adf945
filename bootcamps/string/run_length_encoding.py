"""Run-length encoding of a string: each maximal run of one letter becomes the letter and the run length.

For example ``aaabccdddd`` encodes as ``a3b1c2d4`` (a run of one keeps its 1). The trace reads
the string one letter at a time, extending the current run or closing it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import groupby

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import random_letters
from bootcamps.kit.literal import ExactStringAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    runs: int = 5
    max_run: int = 4

    def __post_init__(self) -> None:
        if not 2 <= self.runs <= 200:
            raise ValueError(f"runs must be in 2..200, got {self.runs}")
        if not 2 <= self.max_run <= 30:
            raise ValueError(f"max_run must be in 2..30, got {self.max_run}")


_TEMPLATES = (
    'Run-length encode "{s}": replace every maximal block of one repeated letter by the letter followed by the '
    "length of the block (write 1 for a single letter), e.g. aaabcc -> a3b1c2.",
    "Compress the string {s} by writing each run of identical consecutive letters as that letter and its count "
    "(a lone letter gets the count 1; for example, xxyzzz becomes x2y1z3).",
    "A fax machine sends the row {s} as letter-count pairs, one per run of equal letters, in order (count written "
    "even when it is 1, as in aab -> a2b1). What does it send?",
)


class RunLengthEncoding(ExactStringAnswer, Bootcamp):
    id = "string/run_length_encoding"
    description = "Run-length encoding letter-count pairs of a string (letter-by-letter trace)"
    Config = Config
    LEVELS = {
        "1": Config(runs=5, max_run=4),
        "2": Config(runs=7, max_run=5),
        "3": Config(runs=10, max_run=6),
        "4": Config(runs=14, max_run=9),
        "5": Config(runs=20, max_run=12),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        letters = random_letters(rng, 4)
        runs, prev = [], ""
        for _ in range(config.runs):
            c = rng.choice([x for x in letters if x != prev])
            runs.append(c * rng.randint(1, config.max_run))
            prev = c
        data = {"s": "".join(runs)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(s=data["s"])
        return f"{text}\n{answer_instruction('the encoded string with no spaces (for example a3b1c2)')}"

    def program(self, t: Tracer, data: dict) -> str:
        s = data["s"]
        out, letter, count = "", s[0], 1
        for i in range(1, len(s)):
            t.state(f"letter {i}")
            c = t.fetch(f"s[{i}]", s[i])
            letter, count = t.fetch("run", (letter, count))
            if t.goto(c == letter, why="the run goes on"):
                count = t.compute("count", count + 1)
            else:
                out = t.compute("encoded", out + f"{letter}{count}", why="close the run")
                letter, count = t.compute("run", (c, 1))
        t.state("answer")
        letter, count = t.fetch("run", (letter, count))
        return t.compute("answer", t.fetch("encoded", out) + f"{letter}{count}")

    def solve(self, data: dict) -> str:
        return "".join(f"{k}{len(list(g))}" for k, g in groupby(data["s"]))


BOOTCAMP = RunLengthEncoding()
