"""Count the squares of a string: occurrences of a block written twice in a row (``abab``).

An occurrence is a pair (start, half length L) with ``s[i:i+L] == s[i+L:i+2L]``; the same
square at two positions counts twice. The trace handles one half length at a time and walks the
positions, keeping the run of consecutive agreements ``s[i] == s[i+L]``: a run of L agreements
ending at i closes a square that started at i-L+1.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import random_letters
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 8
    alphabet: int = 2

    def __post_init__(self) -> None:
        if not 4 <= self.length <= 60:
            raise ValueError(f"length must be in 4..60, got {self.length}")
        if not 2 <= self.alphabet <= 26:
            raise ValueError(f"alphabet must be in 2..26, got {self.alphabet}")


_TEMPLATES = (
    "A square is a substring made of some non-empty block written twice in a row, like \"aa\" or \"abab\". Count "
    "the occurrences of squares in \"{s}\": every pair (start position, block length) that forms one counts, even "
    "when the same square appears at several positions.",
    "How many pairs (i, L) with L >= 1 are there such that the L letters of '{s}' starting at position i are "
    "immediately repeated by the next L letters?",
    "String: {s}\nCount the tandem repeats: contiguous pieces of the form ww for a non-empty word w, counted once for "
    "each place and each length where they occur.",
    "Word: {s}\nIn how many ways can you pick a position and a length L >= 1 so that the block of L letters starting "
    "there is followed at once by an identical block? (\"xx\" and \"xyxy\" are such doubled blocks.)",
    "Count every occurrence of a doubled block (a piece equal to some non-empty string written twice, e.g. \"bb\" or "
    "\"cbcb\") inside '{s}'. Occurrences at different positions or of different lengths are counted separately.",
)


class SquareSubstrings(IntegerAnswer, Bootcamp):
    id = "string/square_substrings"
    description = "Number of square (ww) occurrences in a string (agreement runs per half length)"
    Config = Config
    LEVELS = {
        "1": Config(length=7, alphabet=4),
        "2": Config(length=9, alphabet=3),
        "3": Config(length=10, alphabet=3),
        "4": Config(length=13, alphabet=3),
        "5": Config(length=16, alphabet=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        letters = random_letters(rng, config.alphabet)
        chars = [rng.choice(letters) for _ in range(config.length)]
        for _ in range(2):  # copy a random block right after itself, so longer squares occur
            half = rng.randint(2, max(2, config.length // 4))
            at = rng.randrange(config.length - 2 * half + 1)
            chars[at + half : at + 2 * half] = chars[at : at + half]
        data = {"s": "".join(chars)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(**data)
        return f"{text}\n{answer_instruction('the count as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        s = data["s"]
        n = len(s)
        count = 0
        for half in range(1, n // 2 + 1):
            run = 0
            for i in range(n - half):
                t.state(f"half {half} position {i}")
                a = t.fetch(f"s[{i}]", s[i])
                b = t.fetch(f"s[{i + half}]", s[i + half])
                run = t.compute("run", run + 1 if a == b else 0, why=f"agreements ending at {i}")
                if t.goto(run >= half, why=f"{half} agreements in a row close a square"):
                    count = t.compute("count", count + 1)
        t.state("answer")
        return t.compute("answer", t.fetch("count", count))

    def solve(self, data: dict) -> int:
        s = data["s"]
        n = len(s)
        return sum(1 for i in range(n) for half in range(1, (n - i) // 2 + 1) if s[i : i + half] == s[i + half : i + 2 * half])


BOOTCAMP = SquareSubstrings()
