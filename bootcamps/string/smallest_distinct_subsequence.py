"""The alphabetically smallest subsequence that uses every distinct letter exactly once.

The trace is the monotonic-stack greedy: each letter not yet on the stack pops larger letters
that occur again later, then is pushed. One state per letter of the string.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import random_letters
from bootcamps.kit.literal import ExactStringAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 8
    alphabet: int = 4

    def __post_init__(self) -> None:
        if not 3 <= self.length <= 300:
            raise ValueError(f"length must be in 3..300, got {self.length}")
        if not 2 <= self.alphabet <= min(26, self.length):
            raise ValueError(f"alphabet must be in 2..min(26, length), got {self.alphabet}")


_TEMPLATES = (
    "From the string \"{s}\", delete letters (keeping the order of the rest) so that every letter that occurs in "
    "it remains exactly once. Among all results, which one comes first alphabetically?",
    "Find the lexicographically smallest subsequence of {s} that contains each distinct letter of {s} exactly once.",
    "Remove duplicate letters from '{s}' so that each letter appears once and the remaining word (letters kept in "
    "their original order) is as small as possible in dictionary order. What word remains?",
)


class SmallestDistinctSubsequence(ExactStringAnswer, Bootcamp):
    id = "string/smallest_distinct_subsequence"
    description = "Lexicographically smallest subsequence with every distinct letter once (monotonic stack)"
    Config = Config
    LEVELS = {
        "1": Config(length=8, alphabet=4),
        "2": Config(length=11, alphabet=5),
        "3": Config(length=15, alphabet=6),
        "4": Config(length=21, alphabet=7),
        "5": Config(length=30, alphabet=9),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        # Every letter at least once, the rest at random, so each letter is a real choice.
        letters = list(random_letters(rng, config.alphabet))
        chars = letters + [rng.choice(letters) for _ in range(config.length - len(letters))]
        rng.shuffle(chars)
        data = {"s": "".join(chars)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        form = "the resulting word in lowercase (for example acdb)"
        return f"{rng.choice(_TEMPLATES).format(s=data['s'])}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        s = data["s"]
        last = {ch: i for i, ch in enumerate(s)}
        t.state("last positions")
        t.compute("last", " ".join(f"{ch}:{last[ch]}" for ch in sorted(last)))
        stack = ""
        for i, ch in enumerate(s):
            t.state(f"letter {i}")
            c = t.fetch(f"s[{i}]", ch)
            if t.goto(c in stack, why="already kept"):
                continue
            while stack and stack[-1] > c and last[stack[-1]] > i:
                t.fetch(f"last[{stack[-1]}]", last[stack[-1]])
                stack = t.compute("stack", stack[:-1])
            stack = t.compute("stack", stack + c)
        t.state("answer")
        return t.compute("answer", t.fetch("stack", stack))

    def solve(self, data: dict) -> str:
        # Pick letters one at a time: the smallest letter whose first occurrence from here still
        # leaves every other needed letter after it.
        s = data["s"]
        need = set(s)
        out, at = "", 0
        while need:
            for ch in sorted(need):
                pos = s.index(ch, at)
                if need - {ch} <= set(s[pos:]):
                    out += ch
                    need.discard(ch)
                    at = pos + 1
                    break
        return out


BOOTCAMP = SmallestDistinctSubsequence()
