"""Number of ways a wildcard pattern matches a text: '?' matches exactly one letter, '*' matches
any run of letters (possibly empty), other letters match themselves. Two ways differ in what
some '*' or '?' covers.

The trace fills ways[i][j], the number of ways the first i pattern symbols match the first j
letters, one state per pattern symbol (a whole row over j): a letter or '?' moves diagonally,
a '*' sums the previous row up to j.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import random_letters
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    text: int = 6
    stars: int = 2
    alphabet: int = 2

    def __post_init__(self) -> None:
        if not 2 <= self.text <= 80:
            raise ValueError(f"text must be in 2..80, got {self.text}")
        if not 1 <= self.stars <= 10:
            raise ValueError(f"stars must be in 1..10, got {self.stars}")
        if not 1 <= self.alphabet <= 26:
            raise ValueError(f"alphabet must be in 1..26, got {self.alphabet}")


_TEMPLATES = (
    "Wildcard pattern: {p}\nText: {s}\nIn the pattern, '?' stands for exactly one letter and '*' for any sequence of "
    "letters, including the empty one; other letters must match themselves. Count the number of different ways "
    "the whole pattern can match the whole text (ways differ in which letters some wildcard covers).",
    "How many distinct assignments of text pieces to the wildcards of the pattern \"{p}\" make it match the string "
    "\"{s}\" exactly? Each '*' takes a (possibly empty) run of consecutive letters, each '?' one letter, and plain "
    "letters must be equal.",
    "Match \"{p}\" against \"{s}\" (the whole string). '*' = any run of zero or more letters, '?' = any single letter. "
    "Return the number of ways to split the text among the pattern's symbols so that it matches (0 if none).",
)


class WildcardMatchWays(IntegerAnswer, Bootcamp):
    id = "dp/wildcard_match_ways"
    description = "Count the ways a '*'/'?' wildcard pattern matches a whole string (row-by-row DP)"
    Config = Config
    LEVELS = {
        "1": Config(text=6, stars=2, alphabet=2),
        "2": Config(text=9, stars=2, alphabet=2),
        "3": Config(text=13, stars=3, alphabet=3),
        "4": Config(text=18, stars=4, alphabet=3),
        "5": Config(text=26, stars=5, alphabet=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        letters = random_letters(rng, config.alphabet)
        s = "".join(rng.choice(letters) for _ in range(config.text))
        # Carve a matching pattern out of s: some runs become '*', some letters '?'.
        cuts = sorted(rng.sample(range(config.text + 1), 2 * config.stars))
        parts, at = [], 0
        for a, b in zip(cuts[::2], cuts[1::2]):
            parts += [ch if rng.random() < 0.7 else "?" for ch in s[at:a]] + ["*"]
            at = b
        parts += [ch if rng.random() < 0.7 else "?" for ch in s[at:]]
        if rng.random() < 0.2:  # sometimes no match at all
            i = rng.randrange(len(parts))
            if parts[i] not in "*?":
                parts[i] = rng.choice([c for c in letters if c != parts[i]] or ["?"])
        data = {"p": "".join(parts), "s": s}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(p=data["p"], s=data["s"])
        return f"{text}\n{answer_instruction('the number of ways as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        p, s = data["p"], data["s"]
        row = [1] + [0] * len(s)
        for i, sym in enumerate(p):
            t.state(f"symbol {i + 1} {sym}")
            prev = t.fetch(f"ways[{i}]", row)
            if sym == "*":
                row = t.compute(f"ways[{i + 1}]", [sum(prev[: j + 1]) for j in range(len(s) + 1)],
                                why="star: sum of prev[0..j]")
            else:
                row = t.compute(f"ways[{i + 1}]", [0] + [prev[j - 1] if sym in ("?", s[j - 1]) else 0
                                                        for j in range(1, len(s) + 1)], why="one letter: diagonal")
        t.state("answer")
        return t.compute("answer", t.fetch(f"ways[{len(p)}][{len(s)}]", row[-1]))

    def solve(self, data: dict) -> int:
        # Recursion from the front of both strings, memoised.
        from functools import lru_cache

        p, s = data["p"], data["s"]

        @lru_cache(maxsize=None)
        def go(i: int, j: int) -> int:
            if i == len(p):
                return int(j == len(s))
            if p[i] == "*":
                return sum(go(i + 1, k) for k in range(j, len(s) + 1))
            return go(i + 1, j + 1) if j < len(s) and p[i] in ("?", s[j]) else 0

        return go(0, 0)


BOOTCAMP = WildcardMatchWays()
