"""Cut a string into as many pieces as possible so that no letter appears in two pieces.

The greedy scan extends the current piece to the last occurrence of every letter met in it,
and closes the piece when the scan reaches that end. The answer is the list of piece sizes.
One state per letter.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import random_letters
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 10
    alphabet: int = 5

    def __post_init__(self) -> None:
        if not 3 <= self.length <= 300:
            raise ValueError(f"length must be in 3..300, got {self.length}")
        if not 2 <= self.alphabet <= 26:
            raise ValueError(f"alphabet must be in 2..26, got {self.alphabet}")


_TEMPLATES = (
    "Split the string \"{s}\" into as many consecutive pieces as possible such that every letter occurs in at most "
    "one piece. Give the lengths of the pieces from left to right.",
    "Partition {s} into the largest possible number of contiguous parts so that no letter shows up in two "
    "different parts. What are the sizes of the parts, in order?",
    "Cut '{s}' into pieces (keeping the order of the letters) so that each letter lives in a single piece, using "
    "as many pieces as possible. List the piece lengths.",
)


class PartitionLabels(IntSequenceAnswer, Bootcamp):
    id = "greedy/partition_labels"
    description = "Most pieces of a string with no letter in two pieces (extend-to-last-occurrence greedy)"
    Config = Config
    LEVELS = {
        "1": Config(length=10, alphabet=5),
        "2": Config(length=14, alphabet=6),
        "3": Config(length=19, alphabet=8),
        "4": Config(length=26, alphabet=10),
        "5": Config(length=36, alphabet=13),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        # Letters are drawn from a window that drifts along the string, so several pieces form.
        letters = random_letters(rng, config.alphabet)
        width = max(2, config.alphabet // 3)
        chars = []
        for i in range(config.length):
            base = i * (config.alphabet - width) // config.length
            chars.append(letters[base + rng.randrange(width)])
        data = {"s": "".join(chars)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        form = "the piece lengths in order, separated by commas (for example 4, 1, 3)"
        return f"{rng.choice(_TEMPLATES).format(s=data['s'])}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        s = data["s"]
        last = {ch: i for i, ch in enumerate(s)}
        t.state("last occurrences")
        t.compute("last", " ".join(f"{ch}:{last[ch]}" for ch in sorted(last)))
        sizes: list[int] = []
        start = end = 0
        for i, ch in enumerate(s):
            t.state(f"letter {i}")
            end = t.compute("end", max(end, t.fetch(f"last[{ch}]", last[ch])))
            if t.goto(i == end, why="every letter of the piece ends here"):
                sizes = t.compute("sizes", sizes + [i - start + 1])
                start = i + 1
        t.state("answer")
        return t.compute("answer", t.fetch("sizes", sizes))

    def solve(self, data: dict) -> list[int]:
        # Merge each letter's span [first, last] with the overlapping ones; the merged spans are the pieces.
        s = data["s"]
        spans = sorted((s.index(ch), s.rindex(ch)) for ch in set(s))
        merged: list[list[int]] = []
        for lo, hi in spans:
            if merged and lo <= merged[-1][1]:
                merged[-1][1] = max(merged[-1][1], hi)
            else:
                merged.append([lo, hi])
        return [hi - lo + 1 for lo, hi in merged]


BOOTCAMP = PartitionLabels()
