"""The smallest left rotation that turns one string into another.

Rotating s left by k moves its first k letters to the end. When t is a rotation of s, the
smallest such k is the first place where t occurs in s + s. The trace is the KMP search for
t in s + s: the failure table of t, then one state per letter read.
"""

from __future__ import annotations

import random

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import random_letters, repetitive_string
from bootcamps.kit.strings import StringConfig
from bootcamps.trace import Tracer

_TEMPLATES = (
    "Rotating a string left by k moves its first k letters to its end (for example, abcde rotated left by 2 is "
    "cdeab). What is the smallest k >= 0 such that rotating \"{s}\" left by k gives \"{t}\"?",
    "The word {t} is a cyclic shift of the word {s}. By how many positions (the smallest non-negative number) must "
    "{s} be rotated to the left to become {t}?",
    "Find the least k >= 0 with s[k:] + s[:k] = t, for s = '{s}' and t = '{t}'.",
)


class RotationOffset(IntegerAnswer, Bootcamp):
    id = "string/rotation_offset"
    description = "Smallest left rotation taking s to t (KMP search of t in s+s)"
    Config = StringConfig
    LEVELS = {
        "1": StringConfig(length=8, alphabet=3),
        "2": StringConfig(length=10, alphabet=3),
        "3": StringConfig(length=12, alphabet=3),
        "4": StringConfig(length=16, alphabet=3),
        "5": StringConfig(length=22, alphabet=3),
    }

    def generate(self, config: StringConfig, rng: random.Random) -> tuple[dict, int]:
        letters = random_letters(rng, config.alphabet)
        s = repetitive_string(rng, config.length, config.alphabet, copy_ratio=0.3, letters=letters)
        k = rng.randrange(1, config.length)
        data = {"s": s, "t": s[k:] + s[:k]}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        body = rng.choice(_TEMPLATES).format(s=data["s"], t=data["t"])
        return f"{body}\n{answer_instruction('one integer (the rotation k)')}"

    def program(self, t: Tracer, data: dict) -> int:
        s, p = data["s"], data["t"]
        text = s + s
        m = len(p)
        t.state("failure table of t")
        fail = [0] * m
        k = 0
        for i in range(1, m):
            while k and p[i] != p[k]:
                k = fail[k - 1]
            k += p[i] == p[k]
            fail[i] = k
        fail_t = t.compute("fail", tuple(fail))
        k = 0
        for j, ch in enumerate(text):
            t.state(f"read s+s[{j}]")
            c = t.fetch(f"text[{j}]", ch)
            while k and c != p[k]:
                k = t.fetch(f"fail[{k - 1}]", fail_t[k - 1])
            k = t.compute("matched", k + (c == p[k]))
            if k == m:
                t.state("answer")
                return t.compute("answer", j - m + 1)
        raise ValueError(f"{p!r} is not a rotation of {s!r}")

    def solve(self, data: dict) -> int:
        # Try every rotation in turn.
        s, target = data["s"], data["t"]
        return next(k for k in range(len(s)) if s[k:] + s[:k] == target)


BOOTCAMP = RotationOffset()
