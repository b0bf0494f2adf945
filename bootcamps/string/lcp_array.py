"""The LCP array of a string: common prefix lengths of neighbouring suffixes in sorted order.

With the suffixes sorted alphabetically (a proper prefix first), entry k is the length of the
longest common prefix of the k-th and (k-1)-th suffix (entry 0 is 0). The trace is Kasai's
algorithm: it visits suffixes in text order, reusing all but one letter of the previous
match (h drops by at most one), so the comparisons stay linear. One state per suffix.
"""

from __future__ import annotations

import random

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer, RepetitiveStringCase
from bootcamps.kit.strings import StringConfig, suffix_array
from bootcamps.trace import Tracer

_TEMPLATES = (
    "Sort all suffixes of \"{s}\" alphabetically (a suffix that is a prefix of another comes first). For each "
    "suffix in that order, give the length of the longest common prefix it shares with the suffix just before it "
    "(0 for the first). List these values in sorted-suffix order.",
    "Build the LCP array of {s}: order its suffixes lexicographically, then entry k is the number of leading "
    "letters the k-th suffix has in common with the (k-1)-th (entry 0 is 0).",
    "For the string '{s}', compute the longest-common-prefix lengths between consecutive suffixes in "
    "lexicographic order (the smallest suffix gets 0).",
)


class LcpArray(IntListAnswer, RepetitiveStringCase, Bootcamp):
    id = "string/lcp_array"
    description = "LCP array of the sorted suffixes of a string (Kasai's linear scan)"
    Config = StringConfig
    copy_ratio = 0.35
    LEVELS = {
        "1": StringConfig(length=9, alphabet=3),
        "2": StringConfig(length=11, alphabet=3),
        "3": StringConfig(length=13, alphabet=3),
        "4": StringConfig(length=17, alphabet=3),
        "5": StringConfig(length=23, alphabet=3),
    }

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = len(data["s"])
        form = f"the {n} values in sorted-suffix order, separated by commas (for example 0, 1, 0, 2)"
        return f"{rng.choice(_TEMPLATES).format(s=data['s'])}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        s = data["s"]
        n = len(s)
        t.state("suffix order")
        order = t.compute("order", tuple(suffix_array(s)))
        rank = {i: k for k, i in enumerate(order)}
        lcp = [0] * n
        h = 0
        for i in range(n):
            t.state(f"suffix {i}")
            r = t.fetch(f"rank[{i}]", rank[i])
            if t.goto(r == 0, why="the smallest suffix has no predecessor"):
                h = 0
                continue
            j = t.fetch(f"order[{r - 1}]", order[r - 1])
            while i + h < n and j + h < n and s[i + h] == s[j + h]:
                h += 1
            lcp[r] = t.compute(f"lcp[{r}]", h)
            h = max(h - 1, 0)
        t.state("answer")
        return t.compute("answer", list(lcp))

    def solve(self, data: dict) -> list[int]:
        # Sort the suffix strings themselves and compare neighbours letter by letter.
        s = data["s"]
        suffixes = sorted(s[i:] for i in range(len(s)))
        out = [0]
        for a, b in zip(suffixes, suffixes[1:]):
            k = 0
            while k < min(len(a), len(b)) and a[k] == b[k]:
                k += 1
            out.append(k)
        return out


BOOTCAMP = LcpArray()
