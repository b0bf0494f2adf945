"""States of the Knuth-Morris-Pratt matcher while it reads a text.

After each letter of the text, the matcher's state is the length of the longest prefix of the
pattern that is a suffix of the text read so far (a full match reports the pattern's length,
then falls back along the failure table). The trace first builds the failure table of the
pattern, then reads the text: one state per letter, falling back on each mismatch.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer, random_letters, repetitive_string
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    pattern: int = 3
    text: int = 10
    alphabet: int = 2

    def __post_init__(self) -> None:
        if not 2 <= self.pattern <= 20:
            raise ValueError(f"pattern must be in 2..20, got {self.pattern}")
        if not self.pattern <= self.text <= 200:
            raise ValueError(f"text must be in pattern..200, got {self.text}")
        if not 2 <= self.alphabet <= 26:
            raise ValueError(f"alphabet must be in 2..26, got {self.alphabet}")


_TEMPLATES = (
    "A KMP string matcher looks for the pattern \"{p}\" in the text \"{t}\". After reading each letter of the "
    "text, its state is the length of the longest prefix of the pattern that is also a suffix of the text read "
    "so far (at most the pattern's length). List the state after every letter.",
    "Pattern: {p}\nText: {t}\nFor each position j of the text (from the first letter), give the largest k such "
    "that the first k letters of the pattern equal the k letters of the text ending at position j (k is at most "
    "the pattern length; 0 if no prefix fits).",
    "Feed the text '{t}' letter by letter into a Knuth-Morris-Pratt automaton for the pattern '{p}'. Write down "
    "the automaton's matched-prefix length after each letter (a complete match shows the pattern's full length).",
)


class KmpMatchStates(IntListAnswer, Bootcamp):
    id = "string/kmp_match_states"
    description = "Matched-prefix length of the KMP automaton after each text letter (failure table then scan)"
    Config = Config
    LEVELS = {
        "1": Config(pattern=3, text=10, alphabet=2),
        "2": Config(pattern=3, text=12, alphabet=2),
        "3": Config(pattern=4, text=14, alphabet=3),
        "4": Config(pattern=5, text=20, alphabet=3),
        "5": Config(pattern=6, text=28, alphabet=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        letters = random_letters(rng, config.alphabet)
        pattern = repetitive_string(rng, config.pattern, config.alphabet, letters=letters)
        text = list(repetitive_string(rng, config.text, config.alphabet, letters=letters))
        for _ in range(rng.randint(1, 2)):  # plant whole matches so full states occur
            at = rng.randint(0, config.text - config.pattern)
            text[at : at + config.pattern] = pattern
        data = {"pattern": pattern, "text": "".join(text)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = len(data["text"])
        form = f"the {n} states in order, separated by commas (for example 0, 1, 2, 0)"
        body = rng.choice(_TEMPLATES).format(p=data["pattern"], t=data["text"])
        return f"{body}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        p, text = data["pattern"], data["text"]
        m = len(p)
        fail = [0] * m
        t.state("failure table")
        k = 0
        for i in range(1, m):
            while k > 0 and p[i] != p[k]:
                k = fail[k - 1]
            if p[i] == p[k]:
                k += 1
            fail[i] = k
        fail = t.compute("fail", list(fail))
        states: list[int] = []
        k = 0
        for j, letter in enumerate(text):
            t.state(f"letter {j}")
            c = t.fetch(f"text[{j}]", letter)
            if t.goto(k == m, why="after a full match continue from its longest border"):
                k = t.fetch(f"fail[{m - 1}]", fail[m - 1])
            while k > 0 and c != p[k]:
                t.fetch(f"pattern[{k}]", p[k])
                k = t.fetch(f"fail[{k - 1}]", fail[k - 1])
            if t.goto(t.fetch(f"pattern[{k}]", p[k]) == c, why="the letter extends the match"):
                k += 1
            states.append(t.compute(f"state[{j}]", k))
        t.state("answer")
        return t.compute("answer", t.fetch("states", list(states)))

    def solve(self, data: dict) -> list[int]:
        # From the definition: the longest pattern prefix ending at each text position.
        p, text = data["pattern"], data["text"]
        out = []
        for j in range(len(text)):
            read = text[: j + 1]
            out.append(max(k for k in range(min(len(p), j + 1) + 1) if read.endswith(p[:k])))
        return out


BOOTCAMP = KmpMatchStates()
