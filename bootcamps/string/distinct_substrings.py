"""Number of distinct non-empty substrings of a string.

The trace sorts the suffixes, then walks them in order: each suffix adds its length minus the
longest common prefix with the suffix before it (those prefixes were already counted). One
state per suffix.
"""

from __future__ import annotations

import random

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import RepetitiveStringCase
from bootcamps.kit.strings import StringConfig, suffix_array
from bootcamps.trace import Tracer


Config = StringConfig  # length and alphabet size of the random string


_TEMPLATES = (
    'How many different non-empty substrings does "{s}" have? A substring is a block of consecutive letters; '
    "equal blocks at different positions count once.",
    "Count the distinct contiguous substrings (excluding the empty string) of {s}.",
    "A password checker lists every block of consecutive characters of the string {s}, then removes duplicates. "
    "How many blocks remain?",
)


class DistinctSubstrings(IntegerAnswer, RepetitiveStringCase, Bootcamp):
    id = "string/distinct_substrings"
    description = "Number of distinct non-empty substrings (sorted suffixes minus common prefixes trace)"
    Config = Config
    LEVELS = {
        "1": Config(length=9, alphabet=3),
        "2": Config(length=11, alphabet=3),
        "3": Config(length=13, alphabet=3),
        "4": Config(length=16, alphabet=3),
        "5": Config(length=22, alphabet=4),
    }

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(s=data["s"])
        return f"{text}\n{answer_instruction('the count as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        s = data["s"]
        t.state("sort suffixes")
        order = t.compute("order", suffix_array(s), why="suffix start positions in alphabetical order")
        total, prev = 0, ""
        for k, i in enumerate(order):
            t.state(f"suffix {k}")
            cur = t.fetch(f"suffix {i}", s[i:])
            before = t.fetch("previous", prev)
            common = t.compute("lcp", next((j for j in range(min(len(cur), len(before))) if cur[j] != before[j]),
                                           min(len(cur), len(before))))
            total = t.compute("total", t.fetch("total", total) + len(cur) - common, why="new prefixes of this suffix")
            prev = cur
        t.state("answer")
        return t.compute("answer", t.fetch("total", total))

    def solve(self, data: dict) -> int:
        s = data["s"]
        return len({s[i:j] for i in range(len(s)) for j in range(i + 1, len(s) + 1)})


BOOTCAMP = DistinctSubstrings()
