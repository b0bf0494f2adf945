"""Letter census of a sentence: which letters of the alphabet never occur in it (how far it is
from a pangram), or which occur exactly once, answered as letters in alphabetical order."""

from __future__ import annotations

import random
import re
import string
from collections import Counter
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.wordlist import common_words
from bootcamps.trace import Tracer

MODES = ("missing", "once")
_SEPARATORS = re.compile(r"[\s,;]+")


@dataclass(frozen=True)
class Config:
    words: int = 6
    modes: tuple[str, ...] = ("missing",)

    def __post_init__(self) -> None:
        if not 3 <= self.words <= 60:
            raise ValueError(f"words must be in 3..60, got {self.words}")
        if not self.modes or any(m not in MODES for m in self.modes):
            raise ValueError(f"modes must be a non-empty subset of {', '.join(MODES)}, got {self.modes}")


def read_letters(text: str) -> str | None:
    """Letters written as ``bjqx``, ``b, j, q, x`` or ``B J Q X``, lowercased; ``None`` unless they
    are distinct and in alphabetical order (a repeat would let a hedge list two answers)."""
    if len(text) > 200:
        return None
    text = text.strip().rstrip(".").strip().strip("[]").strip()
    letters = "".join(_SEPARATORS.split(text)).casefold()
    if not letters.isascii() or not letters.isalpha() or list(letters) != sorted(set(letters)):
        return None
    return letters


_QUESTION = {
    "missing": "Which letters of the alphabet a-z do not occur anywhere in the sentence (ignoring case)?",
    "once": "Which letters occur exactly once in the whole sentence (ignoring case and counting every occurrence)?",
}
_TEMPLATES = (
    "{question}\nSentence: {sentence}",
    "Sentence: \"{sentence}\"\n{question}",
    "Look at every letter of this sentence: {sentence}\n{question}",
)


class LetterCensus(Bootcamp):
    id = "wordplay/letter_census"
    description = "Letters of a-z missing from a sentence, or occurring exactly once, in alphabetical order"
    Config = Config
    LEVELS = {
        "1": Config(words=5, modes=("missing",)),
        "2": Config(words=9, modes=("missing",)),
        "3": Config(words=14, modes=("missing", "once")),
        "4": Config(words=20, modes=("missing", "once")),
        "5": Config(words=28, modes=("once",)),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:  # an empty answer would read like a refusal ("none"), so every case has letters
            words = rng.choices(common_words(), k=config.words)
            words[0] = words[0].capitalize()
            data = {"sentence": " ".join(words) + ".", "mode": rng.choice(config.modes)}
            gold = self.solve(data)
            if gold:
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(question=_QUESTION[data["mode"]], sentence=data["sentence"])
        form = "the letters in alphabetical order separated by commas (e.g. <answer>b, j, q</answer>)"
        return f"{text}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        return 1.0 if read_letters(text) == answer else 0.0

    def format_answer(self, answer: str) -> str:
        return ", ".join(answer)

    def wrong_answers(self, case, rng: random.Random) -> list[str]:
        """The gold with one letter left out, and with one more letter put in."""
        gold = case.answer
        out = []
        if gold:
            i = rng.randrange(len(gold))
            out.append(self.format_answer(gold[:i] + gold[i + 1 :]))
        extra = [c for c in string.ascii_lowercase if c not in gold]
        out.append(self.format_answer("".join(sorted(gold + rng.choice(extra)))))
        return out

    def program(self, t: Tracer, data: dict) -> str:
        counts: dict[str, int] = {}
        for i, word in enumerate(data["sentence"].rstrip(".").split()):
            t.state(f"word {i}")
            w = t.fetch(f"words[{i}]", word).lower()
            for c in w:
                counts[c] = counts.get(c, 0) + 1
            t.compute("seen", "".join(sorted(counts)), why=f"letters so far, after adding {w}")
            if data["mode"] == "once":
                t.compute("once", "".join(c for c in sorted(counts) if counts[c] == 1), why="letters seen exactly once so far")
        t.state("answer")
        if data["mode"] == "missing":
            return t.compute("answer", "".join(c for c in string.ascii_lowercase if c not in counts), why="a-z minus seen")
        return t.compute("answer", "".join(c for c in sorted(counts) if counts[c] == 1), why="count 1")

    def solve(self, data: dict) -> str:
        counts = Counter(c for c in data["sentence"].lower() if c.isalpha())
        if data["mode"] == "missing":
            return "".join(sorted(set(string.ascii_lowercase) - set(counts)))
        return "".join(sorted(c for c, n in counts.items() if n == 1))


BOOTCAMP = LetterCensus()
