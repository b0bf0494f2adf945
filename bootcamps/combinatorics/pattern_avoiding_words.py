"""Words of length n over a q-letter alphabet that never contain a given pattern as a block of
consecutive letters. The traced solver runs a dynamic program over the states of the pattern's
matching automaton (how long a prefix of the pattern the word currently ends with, as in KMP);
the plain solver uses the Guibas-Odlyzko generating function built from the pattern's
autocorrelation c(x): sum f(n) x^n = c(x) / (x^m + (1 - q x) c(x)), expanded as a power series."""

from __future__ import annotations

import random
import string
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.numbers2 import ask
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_letters: int = 2
    max_letters: int = 2
    min_pattern: int = 2
    max_pattern: int = 3
    min_n: int = 5
    max_n: int = 8

    def __post_init__(self) -> None:
        if not 2 <= self.min_letters <= self.max_letters <= 6:
            raise ValueError(f"need 2 <= min_letters <= max_letters <= 6, got {self.min_letters}, {self.max_letters}")
        if not 2 <= self.min_pattern <= self.max_pattern <= 8:
            raise ValueError(f"need 2 <= min_pattern <= max_pattern <= 8, got {self.min_pattern}, {self.max_pattern}")
        if not self.max_pattern <= self.min_n <= self.max_n <= 60:
            raise ValueError(f"need max_pattern <= min_n <= max_n <= 60, got {self.min_n}, {self.max_n}")


def automaton(pattern: str, alphabet: str) -> list[list[int]]:
    """step[s][c]: the longest prefix of the pattern that is a suffix of (prefix s) + letter c."""
    m = len(pattern)
    table = []
    for s in range(m):
        row = []
        for c in alphabet:
            text = pattern[:s] + c
            k = min(m, len(text))
            while k and text[len(text) - k :] != pattern[:k]:
                k -= 1
            row.append(k)
        table.append(row)
    return table


_TEMPLATES = (
    "How many words of length {n} over the alphabet {{{letters}}} do not contain {pattern} as a block of consecutive letters?",
    "Count the strings of length {n} made from the letters {letters} (any letter may repeat) in which the substring \"{pattern}\" never appears.",
    "A password is a string of {n} characters, each one of {letters}. How many passwords avoid the consecutive pattern {pattern} anywhere?",
    "Among all {q}^{n} sequences of length {n} over {{{letters}}}, how many have no run of consecutive letters equal to {pattern}?",
)


class PatternAvoidingWords(IntegerAnswer, Bootcamp):
    id = "combinatorics/pattern_avoiding_words"
    description = "Count words of length n over q letters avoiding a fixed consecutive pattern"
    Config = Config
    LEVELS = {
        "1": Config(min_letters=2, max_letters=2, min_pattern=2, max_pattern=3, min_n=4, max_n=9),
        "2": Config(min_letters=2, max_letters=3, min_pattern=2, max_pattern=3, min_n=6, max_n=12),
        "3": Config(min_letters=2, max_letters=4, min_pattern=3, max_pattern=4, min_n=8, max_n=16),
        "4": Config(min_letters=3, max_letters=5, min_pattern=3, max_pattern=5, min_n=12, max_n=22),
        "5": Config(min_letters=3, max_letters=6, min_pattern=4, max_pattern=6, min_n=18, max_n=30),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        q = rng.randint(config.min_letters, config.max_letters)
        letters = string.ascii_lowercase if rng.random() < 0.6 else string.ascii_uppercase
        alphabet = "".join(sorted(rng.sample(letters, q)))
        pattern = "".join(rng.choice(alphabet) for _ in range(rng.randint(config.min_pattern, config.max_pattern)))
        data = {"alphabet": alphabet, "pattern": pattern, "n": rng.randint(config.min_n, config.max_n)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        a = data["alphabet"]
        return ask(rng, _TEMPLATES, "one integer", n=data["n"], letters=", ".join(a), pattern=data["pattern"], q=len(a))

    def program(self, t: Tracer, data: dict) -> int:
        pattern, alphabet = data["pattern"], data["alphabet"]
        t.state("automaton")
        step = t.compute("step", [tuple(row) for row in automaton(pattern, alphabet)],
                         why="matched prefix length after each letter, per state")
        counts = t.compute("count[0]", [1] + [0] * (len(pattern) - 1), why="empty word: matched 0")
        for i in range(1, data["n"] + 1):
            t.state(f"length {i}")
            prev = t.fetch(f"count[{i - 1}]", counts)
            new = [0] * len(pattern)
            for s, ways in enumerate(prev):
                for target in step[s]:
                    if target < len(pattern):  # reaching the full pattern is forbidden
                        new[target] += ways
            counts = t.compute(f"count[{i}]", new, why="move every state by every letter, drop full matches")
        t.state("answer")
        return t.compute("answer", sum(t.fetch(f"count[{data['n']}]", counts)))

    def solve(self, data: dict) -> int:
        pattern, q, n = data["pattern"], len(data["alphabet"]), data["n"]
        m = len(pattern)
        c = [1 if pattern[i:] == pattern[: m - i] else 0 for i in range(m)]  # autocorrelation c(x)
        den = [0] * (m + 1)  # x^m + (1 - q x) c(x)
        for i, ci in enumerate(c):
            den[i] += ci
            den[i + 1] -= q * ci
        den[m] += 1
        f = []  # power series c(x) / den(x); den[0] = 1
        for k in range(n + 1):
            value = c[k] if k < m else 0
            value -= sum(den[j] * f[k - j] for j in range(1, min(k, m) + 1))
            f.append(value)
        return f[n]


BOOTCAMP = PatternAvoidingWords()
