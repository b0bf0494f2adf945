"""Length of the shortest substring that occurs exactly once in a string.

Overlapping occurrences count. With the suffixes sorted, a substring starting at i of length L
is unique exactly when L exceeds the common prefix i shares with both neighbouring suffixes,
so the answer is the minimum over i of 1 + max(lcp with the previous, lcp with the next),
where that still fits inside the string. The trace is one state per suffix in sorted order.
"""

from __future__ import annotations

import random

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import RepetitiveStringCase
from bootcamps.kit.strings import StringConfig, lcp_array, suffix_array
from bootcamps.trace import Tracer

_TEMPLATES = (
    "What is the length of the shortest substring of \"{s}\" that occurs exactly once in it? (Occurrences may "
    "overlap; a substring is a run of consecutive letters.)",
    "In the string {s}, some substrings appear only once (counting overlapping occurrences). How long is the "
    "shortest such substring?",
    "Find the minimum length L such that some block of L consecutive letters of '{s}' appears at exactly one "
    "position of the string.",
)


class ShortestUniqueSubstring(IntegerAnswer, RepetitiveStringCase, Bootcamp):
    id = "string/shortest_unique_substring"
    description = "Length of the shortest substring occurring exactly once (suffix array and LCP neighbours)"
    Config = StringConfig
    copy_ratio = 0.6
    LEVELS = {
        "1": StringConfig(length=10, alphabet=3),
        "2": StringConfig(length=13, alphabet=3),
        "3": StringConfig(length=17, alphabet=2),
        "4": StringConfig(length=23, alphabet=2),
        "5": StringConfig(length=31, alphabet=2),
    }

    def prompt(self, data: dict, rng: random.Random) -> str:
        return f"{rng.choice(_TEMPLATES).format(s=data['s'])}\n{answer_instruction('one integer (the length)')}"

    def program(self, t: Tracer, data: dict) -> int:
        s = data["s"]
        n = len(s)
        t.state("sorted suffixes")
        order = t.compute("order", tuple(suffix_array(s)))
        lcp = t.compute("lcp", tuple(lcp_array(s, list(order))) + (0,))
        best = n
        for k, i in enumerate(order):
            t.state(f"suffix {i}")
            need = t.compute("shortest unique from here", 1 + max(lcp[k], lcp[k + 1]))
            if t.goto(i + need <= n, why="the unique block fits in the string"):
                best = t.compute("best", min(best, need))
        t.state("answer")
        return t.compute("answer", t.fetch("best", best))

    def solve(self, data: dict) -> int:
        # Count every substring by length, shortest first.
        s = data["s"]
        for length in range(1, len(s) + 1):
            counts: dict[str, int] = {}
            for i in range(len(s) - length + 1):
                counts[s[i : i + length]] = counts.get(s[i : i + length], 0) + 1
            if 1 in counts.values():
                return length
        raise ValueError(f"no unique substring in {s!r}")


BOOTCAMP = ShortestUniqueSubstring()
