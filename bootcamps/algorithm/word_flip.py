"""Word flip: reverse a sentence of n characters (the last character comes first).

TAIL class "Simulation": one state per output position k: compute the source index
i = n-1-k, fetch s[i], write r[k]; the answer state re-fetches r[0..n-1].
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.trace import Tracer
from bootcamps.words import random_sentence


@dataclass(frozen=True)
class Config:
    min_len: int = 10
    max_len: int = 20

    def __post_init__(self) -> None:
        if self.min_len < 2:
            raise ValueError(f"min_len must be >= 2, got {self.min_len}")
        if self.max_len < self.min_len:
            raise ValueError(f"max_len must be >= min_len ({self.min_len}), got {self.max_len}")
        if self.max_len > 2000:
            raise ValueError(f"max_len must be <= 2000, got {self.max_len}")


_TEMPLATES = (
    'Reverse the sentence "{s}" character by character.',
    'Write the sentence "{s}" backwards, letter by letter.',
    'Flip the text "{s}" so that its last character comes first and its first character comes last.',
    'What is "{s}" spelled in reverse order?',
    'Reverse every character of the following sentence: "{s}"',
    'Sentence: "{s}"\nTask: write it backwards, character by character.',
    'Read "{s}" from right to left and write down what you see.',
    'Mirror the string "{s}": output its characters in reverse order.',
    'Take the sentence "{s}" and reverse the order of all its characters (spaces included).',
    'Input: "{s}"\nOutput: the input with its characters in reverse order.',
    'Write "{s}" in reverse.',
    'Produce the reversal of the sentence below, character by character.\n{s}',
    'If you read the sentence "{s}" backwards one character at a time, what do you get?',
    'Reverse this text:\n"{s}"',
    'Turn "{s}" around so it reads from the end to the beginning.',
    'What does "{s}" become when all of its {n} characters are written in reverse order?',
    'The sentence "{s}" has {n} characters. Write them in reverse order.',
    'Spell the sentence "{s}" from its last character to its first.',
    'Here is a sentence: {s}\nReverse it character by character.',
    'Flip "{s}" end to end.',
    'Give the character-by-character reversal of "{s}".',
    'Reverse the string s = "{s}".',
)
_FORM = "the reversed sentence only (no quotes), spaces where the reversal puts them"


class WordFlip(Bootcamp):
    id = "algorithm/word_flip"
    description = "Reverse a sentence of n characters, one character per state (TAIL simulation)"
    Config = Config
    LEVELS = {
        "1": Config(min_len=10, max_len=20),
        "2": Config(min_len=21, max_len=50),
        "3": Config(min_len=51, max_len=100),
        "4": Config(min_len=101, max_len=150),
        "5": Config(min_len=151, max_len=200),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        data = {"sentence": random_sentence(rng, rng.randint(config.min_len, config.max_len))}
        return data, self.solve(data)

    def length(self, data: dict) -> int:
        return len(data["sentence"])

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(s=data["sentence"], n=len(data["sentence"]))
        return f"{text}\n{answer_instruction(_FORM)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        if len(text) > 4 * len(answer) + 100:
            return 0.0
        # Letter case is not what the task tests; the characters, their order and the spaces the
        # reversal puts (as the prompt says) are.
        text = text.strip()
        if len(text) >= 2 and text[0] == text[-1] and text[0] in "\"'`" and answer[:1] != text[0]:
            text = text[1:-1]
        if text.endswith(".") and not answer.endswith("."):
            text = text[:-1].rstrip()  # a sentence's final period, where the answer has none
        return 1.0 if text.casefold() == answer.casefold() else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        t.state("length")
        s = t.fetch("s", data["sentence"])
        n = t.compute("n", len(s), why="characters in s")
        out: list[str] = []
        k = 0
        while True:
            t.state(f"position {k}")
            m = t.fetch("n", n)
            i = t.compute("i", m - 1 - k, why=f"n-1-{k}")
            if not 0 <= i < len(s):
                raise IndexError(f"s[{i}] is outside the sentence")
            out.append(t.compute(f"r[{k}]", t.fetch(f"s[{i}]", s[i]), why=f"copy s[{i}]"))
            k += 1
            if not t.goto(k < m, why="next position while k<n"):
                break
        t.state("answer")
        return t.compute("answer", "".join(t.fetch(f"r[{j}]", out[j]) for j in range(len(out))))

    def solve(self, data: dict) -> str:
        return data["sentence"][::-1]


BOOTCAMP = WordFlip()
