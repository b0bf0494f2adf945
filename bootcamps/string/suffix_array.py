"""The suffix array of a string: the start positions of its suffixes in alphabetical order.

A suffix that is a prefix of another sorts first ("a" before "ab"). The trace is prefix
doubling: every round ranks the suffixes by their first 2h letters, from the pairs (rank of
the first h letters, rank of the next h letters): one state per suffix builds its pair, one
state re-ranks, until all ranks differ.
"""

from __future__ import annotations

import random

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer, RepetitiveStringCase
from bootcamps.kit.strings import StringConfig, suffix_array
from bootcamps.trace import Tracer


Config = StringConfig  # length and alphabet size of the random string


_TEMPLATES = (
    'Build the suffix array of "{s}": list the 0-based start positions of all its suffixes, sorted alphabetically '
    "by suffix (a suffix that is a prefix of another comes first).",
    "Sort all suffixes of the string {s} in dictionary order and write down where each one starts (positions count "
    "from 0). Shorter suffixes that are prefixes of longer ones sort first.",
    "s = {s}. Give the permutation SA of 0..{last} such that s[SA[0]:] < s[SA[1]:] < ... in lexicographic order.",
)


def _rank(keys: list) -> list[int]:
    """Dense ranks 0.. of ``keys`` (equal keys share a rank)."""
    order = sorted(set(keys))
    index = {k: r for r, k in enumerate(order)}
    return [index[k] for k in keys]


class SuffixArray(IntListAnswer, RepetitiveStringCase, Bootcamp):
    id = "string/suffix_array"
    description = "Suffix array of a string (prefix-doubling rank trace)"
    Config = Config
    copy_ratio = 0.3
    LEVELS = {
        "1": Config(length=9, alphabet=3),
        "2": Config(length=10, alphabet=3),
        "3": Config(length=12, alphabet=3),
        "4": Config(length=15, alphabet=3),
        "5": Config(length=20, alphabet=3),
    }

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = len(data["s"])
        text = rng.choice(_TEMPLATES).format(s=data["s"], last=n - 1)
        form = f"the {n} start positions in sorted-suffix order, separated by commas (for example 3, 0, 2, 1)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        s = data["s"]
        n = len(s)
        t.state("letters")
        rank = t.compute("rank", _rank(list(s)), why="rank of each suffix by its first letter")
        h = 1
        while True:
            t.state(f"round {h}")
            rank = t.fetch("rank", rank)
            if t.goto(len(set(rank)) == n, why="all ranks differ: the order is final"):
                break
            pairs = []
            for i in range(n):
                t.state(f"round {h} suffix {i}")
                first = t.fetch(f"rank[{i}]", rank[i])
                second = t.fetch(f"rank[{i + h}]", rank[i + h]) if i + h < n else -1
                pairs.append(t.compute(f"key[{i}]", (first, second), why=f"first {2 * h} letters; -1 past the end"))
            t.state(f"rerank {h}")
            keys = t.fetch("keys", pairs)
            rank = t.compute("rank", _rank(keys), why="dense rank of each key")
            h *= 2
        t.state("answer")
        final = t.fetch("rank", rank)
        return t.compute("answer", sorted(range(n), key=lambda i: final[i]), why="positions ordered by final rank")

    def solve(self, data: dict) -> list[int]:
        return suffix_array(data["s"])


BOOTCAMP = SuffixArray()
