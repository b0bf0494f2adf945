"""The Lyndon factorisation of a string (Chen-Fox-Lyndon).

A Lyndon word is strictly smaller (alphabetically) than every one of its proper suffixes.
Every string splits in exactly one way into Lyndon words w1 w2 ... wk with w1 >= w2 >= ... >=
wk. The trace is Duval's algorithm: pointers i (start of the unfinished part), j and k; one
state per comparison of ``s[k]`` with ``s[j]``, and one per emitted factor.
"""

from __future__ import annotations

import random

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import RepetitiveStringCase
from bootcamps.kit.strings import StringConfig, WordSequenceAnswer, is_lyndon
from bootcamps.trace import Tracer


Config = StringConfig  # length and alphabet size of the random string


_TEMPLATES = (
    'Write the Lyndon factorisation of "{s}": split it into consecutive pieces w1, w2, ..., wk, each a Lyndon word '
    "(strictly smaller in alphabetical order than all of its proper suffixes), with w1 >= w2 >= ... >= wk "
    "alphabetically.",
    "A Lyndon word is a non-empty word that is alphabetically smaller than every suffix of itself other than itself "
    "(for example aab, ab, b). Cut the string {s} into Lyndon words that never increase from left to right. "
    "What are the pieces?",
    "Apply Duval's algorithm to {s} and list its Lyndon factors in order (each factor is strictly less than its own "
    "proper suffixes, and the factors are non-increasing).",
)


class LyndonFactorization(WordSequenceAnswer, RepetitiveStringCase, Bootcamp):
    id = "string/lyndon_factorization"
    description = "Lyndon factorisation of a string into non-increasing Lyndon words (Duval trace)"
    Config = Config
    copy_ratio = 0.35
    LEVELS = {
        "1": Config(length=9, alphabet=3),
        "2": Config(length=10, alphabet=3),
        "3": Config(length=13, alphabet=3),
        "4": Config(length=17, alphabet=3),
        "5": Config(length=24, alphabet=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        for _ in range(100):  # a string that is one Lyndon word is a dull case
            data, factors = super().generate(config, rng)
            if len(factors) >= 2:
                return data, factors
        raise RuntimeError(f"{self.id}: no string with two or more factors in 100 tries")

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(s=data["s"])
        form = "the factors in order, separated by commas (for example ab, aab, a)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer)

    def program(self, t: Tracer, data: dict) -> list[str]:
        s = data["s"]
        n = len(s)
        factors: list[str] = []
        i = 0
        while i < n:
            t.state(f"start {i}")
            i = t.fetch("i", i)
            j, k = t.compute("j", i + 1), t.compute("k", i)
            while j < n:
                t.state(f"compare j={j} k={k}".replace("=", " "))
                a, b = t.fetch(f"s[{k}]", s[k]), t.fetch(f"s[{j}]", s[j])
                if t.goto(a > b, why="s[k] > s[j]: the current run of factors ends"):
                    break
                if a < b:
                    k = t.compute("k", i, why="s[k] < s[j]: everything from i is one longer Lyndon word")
                else:
                    k = t.compute("k", k + 1, why="equal letters: the repetition continues")
                j = t.compute("j", j + 1)
            t.state(f"emit from {i}")
            width = t.compute("factor length", t.fetch("j", j) - t.fetch("k", k))
            while i <= k:
                factors = t.compute("factors", factors + [s[i : i + width]])
                i = t.compute("i", i + width)
        t.state("answer")
        return t.compute("answer", t.fetch("factors", factors))

    def solve(self, data: dict) -> list[str]:
        # Repeatedly cut off the longest prefix that is a Lyndon word.
        s, out = data["s"], []
        while s:
            cut = max(k for k in range(1, len(s) + 1) if is_lyndon(s[:k]))
            out.append(s[:cut])
            s = s[cut:]
        return out


BOOTCAMP = LyndonFactorization()
