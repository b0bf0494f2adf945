"""Least-raggedness word wrap: break a paragraph into lines of width at most W so that the sum,
over every line except the last, of the squared number of unused characters is smallest.

Words keep their order, a line holds whole words separated by single spaces, and the last line
is free. The trace fills ``best[i]``, the least cost of setting words i.. to the end, from the
back: try each count of words for the line that starts at word i.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer
from bootcamps.words import VOCABULARY


@dataclass(frozen=True)
class Config:
    words: int = 8
    width: int = 14

    def __post_init__(self) -> None:
        if not 3 <= self.words <= 40:
            raise ValueError(f"words must be in 3..40, got {self.words}")
        if not 9 <= self.width <= 80:
            raise ValueError(f"width must be in 9..80 (every word fits a line), got {self.width}")


_TEMPLATES = (
    "Break the text below into lines of at most {w} characters. Words stay in order, words on a line are "
    "separated by one space, and no word is split. Each line except the last costs (number of unused characters "
    "at its end) squared; the last line costs nothing. What is the smallest possible total cost?\nText: {text}",
    "A typesetter sets the words \"{text}\" in a column {w} characters wide (one space between words on a line, "
    "no hyphenation). The penalty of a line is the square of its trailing blank space, except that the final "
    "line has no penalty. What is the minimum total penalty?",
    "Minimum raggedness word wrap: line width {w}, words: {text}. Cost = sum over all lines but the last of "
    "(width - line length)^2, where a line's length counts its letters and single spaces. Report the minimum cost.",
)


class WordWrapCost(IntegerAnswer, Bootcamp):
    id = "dp/word_wrap_cost"
    description = "Least squared-slack word wrap cost (suffix DP over line starts)"
    Config = Config
    LEVELS = {
        "1": Config(words=6, width=12),
        "2": Config(words=8, width=14),
        "3": Config(words=11, width=16),
        "4": Config(words=15, width=20),
        "5": Config(words=20, width=24),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        words = [w for w in (rng.choice(VOCABULARY) for _ in range(4 * config.words)) if len(w) <= config.width]
        data = {"words": words[: config.words], "width": config.width}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(w=data["width"], text=" ".join(data["words"]))
        return f"{text}\n{answer_instruction('the total cost as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        words, width = data["words"], data["width"]
        n = len(words)
        best = [0] * (n + 1)
        for i in range(n - 1, -1, -1):
            t.state(f"start at word {i}")
            options, used = [], -1
            for j in range(i, n):  # the line holds words i..j
                used += len(words[j]) + 1
                if used > width:
                    break
                rest = t.fetch(f"best[{j + 1}]", best[j + 1])
                options.append(rest if j == n - 1 else (width - used) ** 2 + rest)
            best[i] = t.compute(f"best[{i}]", min(options), why="min over line ends of slack^2 + best[after]")
        t.state("answer")
        return t.compute("answer", t.fetch("best[0]", best[0]))

    def solve(self, data: dict) -> int:
        # Forward over line ends: cheapest cost of the lines that finish exactly after word j.
        words, width = data["words"], data["width"]
        n = len(words)
        upto: list[int | None] = [0] + [None] * n
        final = None
        for j in range(1, n + 1):
            for i in range(j):
                length = sum(len(w) for w in words[i:j]) + (j - i - 1)
                if length > width or upto[i] is None:
                    continue
                if j == n:
                    final = upto[i] if final is None else min(final, upto[i])
                cost = upto[i] + (width - length) ** 2
                upto[j] = cost if upto[j] is None else min(upto[j], cost)
        return final


BOOTCAMP = WordWrapCost()
