"""Factor lengths of the LZ77 factorisation of a string (self-referencing, no window limit).

Each factor starts where the previous ended and is the longest block that also starts at some
earlier position (the earlier copy may run into the factor itself); a letter never seen before
is a factor of length 1 on its own. The trace is one state per factor: every earlier start is
tried and the longest copy kept.
"""

from __future__ import annotations

import random

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import RepetitiveStringCase
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.kit.strings import StringConfig
from bootcamps.trace import Tracer

_TEMPLATES = (
    "Compute the LZ77 factorisation of \"{s}\". Starting at the first letter, each factor is the longest block "
    "beginning at the current position that also begins at some earlier position of the string (the earlier "
    "copy may overlap the current block); if the current letter has not appeared before, the factor is just "
    "that letter. Give the lengths of the factors in order.",
    "Split {s} into LZ77 factors, left to right: a factor is either a letter seen for the first time, or the "
    "longest stretch that repeats text starting strictly earlier (overlapping the stretch itself is allowed). "
    "What are the factor lengths?",
    "Greedy LZ77 parse of the string '{s}' (unbounded window, self-overlapping copies allowed, a new letter "
    "forms a factor of length 1). Report the length of every factor, from the first.",
)


class Lz77Factors(IntSequenceAnswer, RepetitiveStringCase, Bootcamp):
    id = "string/lz77_factors"
    description = "Factor lengths of the greedy LZ77 factorisation of a string (longest earlier copy trace)"
    Config = StringConfig
    LEVELS = {
        "1": StringConfig(length=12, alphabet=2),
        "2": StringConfig(length=17, alphabet=2),
        "3": StringConfig(length=21, alphabet=3),
        "4": StringConfig(length=26, alphabet=3),
        "5": StringConfig(length=36, alphabet=3),
    }

    def prompt(self, data: dict, rng: random.Random) -> str:
        form = "the factor lengths in order, separated by commas (for example 1, 1, 2, 4)"
        return f"{rng.choice(_TEMPLATES).format(s=data['s'])}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        s = data["s"]
        n = len(s)
        lengths: list[int] = []
        at = 0
        while at < n:
            t.state(f"factor at {at}")
            best, source = 0, -1
            for j in range(at):
                k = 0
                while at + k < n and s[j + k] == s[at + k]:
                    k += 1
                if k > best:
                    best, source = k, j
            t.compute("copy from", source)
            size = t.compute("length", max(best, 1))
            lengths = t.compute("lengths", lengths + [size])
            at += size
        t.state("answer")
        return t.compute("answer", t.fetch("lengths", lengths))

    def solve(self, data: dict) -> list[int]:
        # Longest first: shrink the block until it occurs somewhere starting before `at`.
        s = data["s"]
        out, at = [], 0
        while at < len(s):
            size = len(s) - at
            while size > 1 and s.find(s[at : at + size], 0, at + size - 1) == -1:
                size -= 1
            out.append(size)
            at += size
        return out


BOOTCAMP = Lz77Factors()
