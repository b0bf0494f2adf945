"""Length of the longest common subsequence of three strings.

The trace fills the three-dimensional table ``L[i][j][k]`` (the LCS of the first i, j and k
letters): one state per (i, j) computes the whole row over k, where
``L[i][j][k] = L[i-1][j-1][k-1] + 1`` when the three letters agree and otherwise the largest
of the three tables that drop one letter.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 6
    alphabet: int = 3

    def __post_init__(self) -> None:
        if not 2 <= self.length <= 14:
            raise ValueError(f"length must be in 2..14 (the reference solver tries every subsequence), got {self.length}")
        if not 2 <= self.alphabet <= 26:
            raise ValueError(f"alphabet must be in 2..26, got {self.alphabet}")


_TEMPLATES = (
    "What is the length of the longest string that is a subsequence of all three of these strings (letters "
    "kept in order, not necessarily adjacent)?\nA = {a}\nB = {b}\nC = {c}",
    "Three DNA-like strands are\n{a}\n{b}\n{c}\nFind the length of their longest common subsequence.",
    "Strings x = \"{a}\", y = \"{b}\" and z = \"{c}\". A common subsequence is obtained from each string by "
    "deleting zero or more characters without reordering the rest. How long is the longest common subsequence "
    "of x, y and z?",
)


class LcsThree(IntegerAnswer, Bootcamp):
    id = "dp/lcs_three"
    description = "Longest common subsequence length of three strings (3-D table trace, one row per (i, j))"
    Config = Config
    LEVELS = {
        "1": Config(length=4, alphabet=2),
        "2": Config(length=6, alphabet=3),
        "3": Config(length=7, alphabet=4),
        "4": Config(length=9, alphabet=4),
        "5": Config(length=10, alphabet=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        letters = rng.sample("ABCDEFGHIJKLMNOPQRSTUVWXYZ", config.alphabet)
        lengths = [config.length + rng.randint(-1, 1) for _ in range(3)] if config.length > 3 else [config.length] * 3
        a, b, c = ("".join(rng.choice(letters) for _ in range(n)) for n in lengths)
        data = {"a": a, "b": b, "c": c}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(**data)
        return f"{text}\n{answer_instruction('the length as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        a, b, c = data["a"], data["b"], data["c"]
        zero = [0] * (len(c) + 1)
        prev_plane = [list(zero) for _ in range(len(b) + 1)]
        for i in range(1, len(a) + 1):
            plane = [list(zero)]
            for j in range(1, len(b) + 1):
                t.state(f"cell {i},{j}")
                up = t.fetch(f"L[{i - 1}][{j}]", prev_plane[j])
                left = t.fetch(f"L[{i}][{j - 1}]", plane[j - 1])
                diag = prev_plane[j - 1]
                row = [0]
                for k in range(1, len(c) + 1):
                    if a[i - 1] == b[j - 1] == c[k - 1]:
                        row.append(diag[k - 1] + 1)
                    else:
                        row.append(max(up[k], left[k], row[k - 1]))
                plane.append(t.compute(f"L[{i}][{j}]", row, why=f"{a[i - 1]}{b[j - 1]} against each letter of C"))
            prev_plane = plane
        t.state("answer")
        return t.compute("answer", t.fetch(f"L[{len(a)}][{len(b)}][{len(c)}]", prev_plane[len(b)][len(c)]))

    def solve(self, data: dict) -> int:
        # The longest subsequence of the shortest string that is also a subsequence of the others.
        words = sorted((data["a"], data["b"], data["c"]), key=len)

        def inside(sub: tuple[str, ...], word: str) -> bool:
            it = iter(word)
            return all(ch in it for ch in sub)

        for size in range(len(words[0]), 0, -1):
            for sub in itertools.combinations(words[0], size):
                if inside(sub, words[1]) and inside(sub, words[2]):
                    return size
        return 0


BOOTCAMP = LcsThree()
