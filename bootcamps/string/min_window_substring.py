"""Shortest window of a text that contains every letter of a pattern (with multiplicity).

The trace is the two-pointer sliding window: the right end advances one letter per state; while
the window holds every needed letter it records the window if it is the shortest so far and
drops letters from the left. Ties go to the window that starts first.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import random_letters
from bootcamps.kit.literal import ExactStringAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 10
    pattern: int = 2
    alphabet: int = 4

    def __post_init__(self) -> None:
        if not 4 <= self.length <= 200:
            raise ValueError(f"length must be in 4..200, got {self.length}")
        if not 1 <= self.pattern < self.length:
            raise ValueError(f"pattern must be in 1..length-1, got {self.pattern}")
        if not 2 <= self.alphabet <= 26:
            raise ValueError(f"alphabet must be in 2..26, got {self.alphabet}")


_TEMPLATES = (
    "Text: {s}\nPattern: {p}\nFind the shortest contiguous substring of the text that contains every letter of the "
    "pattern at least as many times as it occurs in the pattern. If several shortest ones exist, take the one that "
    "starts first.",
    "In the string \"{s}\", what is the minimum-length window (a contiguous piece) containing all the letters of "
    "\"{p}\", counting repeated letters as many times as they repeat? Break ties by choosing the leftmost window.",
    "Minimum window substring: text = '{s}', required letters = '{p}' (a multiset: a letter listed twice must appear "
    "at least twice). Report the shortest qualifying window; among equally short ones, the earliest.",
)


class MinWindowSubstring(ExactStringAnswer, Bootcamp):
    id = "string/min_window_substring"
    description = "Shortest window containing a multiset of letters (two-pointer sliding-window trace)"
    Config = Config
    LEVELS = {
        "1": Config(length=8, pattern=2, alphabet=3),
        "2": Config(length=12, pattern=3, alphabet=4),
        "3": Config(length=16, pattern=3, alphabet=5),
        "4": Config(length=22, pattern=4, alphabet=5),
        "5": Config(length=30, pattern=5, alphabet=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        letters = random_letters(rng, config.alphabet)
        s = "".join(rng.choice(letters) for _ in range(config.length))
        p = "".join(sorted(rng.sample(s, config.pattern)))  # drawn from the text's letters: a window exists
        data = {"s": s, "p": p}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(**data)
        return f"{text}\n{answer_instruction('the window itself, as a string of letters')}"

    def program(self, t: Tracer, data: dict) -> str:
        s, need = data["s"], Counter(data["p"])
        have: Counter[str] = Counter()
        missing = sum(need.values())
        left, best = 0, ""
        for right in range(len(s)):
            t.state(f"right {right}")
            letter = t.fetch(f"s[{right}]", s[right])
            have[letter] += 1
            if have[letter] <= need[letter]:
                missing = t.compute("missing", missing - 1, why=f"{letter} was still needed")
            while t.goto(missing == 0, why="the window holds every needed letter"):
                t.state(f"shrink at {left}")
                window = t.compute("window", s[left : right + 1])
                if not best or len(window) < len(best):
                    best = t.compute("best", window, why="shorter than the best so far")
                out = t.fetch(f"s[{left}]", s[left])
                have[out] -= 1
                if have[out] < need[out]:
                    missing = t.compute("missing", missing + 1, why=f"dropping {out} loses a needed letter")
                left = t.compute("left", left + 1)
        t.state("answer")
        return t.compute("answer", t.fetch("best", best))

    def solve(self, data: dict) -> str:
        # Every window, shortest first, then leftmost.
        s, need = data["s"], Counter(data["p"])
        for size in range(len(data["p"]), len(s) + 1):
            for start in range(len(s) - size + 1):
                if not need - Counter(s[start : start + size]):
                    return s[start : start + size]
        raise ValueError(f"no window of {s!r} holds {data['p']!r}")


BOOTCAMP = MinWindowSubstring()
