"""Fix typos made by swapping two neighbouring letters: each garbled word has exactly one English
word of the full web2 list (``bootcamps.kit.wordlist``) one neighbour swap away, so the corrected
sentence is unique against a real dictionary."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.ciphers import TextAnswer
from bootcamps.kit.wordlist import common_words, full_words
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    words: int = 4
    typos: int = 1

    def __post_init__(self) -> None:
        if not 2 <= self.words <= 30:
            raise ValueError(f"words must be in 2..30, got {self.words}")
        if not 1 <= self.typos <= self.words:
            raise ValueError(f"need 1 <= typos <= words, got {self.typos}")


def neighbours(word: str) -> list[str]:
    """Every distinct string made from ``word`` by swapping one pair of adjacent, different letters."""
    out = []
    for i in range(len(word) - 1):
        if word[i] != word[i + 1]:
            out.append(word[:i] + word[i + 1] + word[i] + word[i + 2 :])
    return list(dict.fromkeys(out))


def fixes(typo: str) -> list[str]:
    """The full-list words one adjacent swap away from ``typo``."""
    words = full_words()
    return sorted(w for w in neighbours(typo) if w in words)


@lru_cache(maxsize=1)
def garbles() -> tuple[tuple[str, str], ...]:
    """(common word, typo) pairs: the typo is no word itself and the word is its only fix."""
    words = full_words()
    out = []
    for w in common_words():
        if len(w) < 4:
            continue
        for typo in neighbours(w):
            if typo not in words and fixes(typo) == [w]:
                out.append((w, typo))
    return tuple(out)


_TEMPLATES = (
    "In the sentence below, {n} of the words each have two neighbouring letters swapped (a typo like \"teh\" for "
    "\"the\"). Every other word is spelled correctly. Write the corrected sentence.\n{text}",
    "Fix the typos: {n} words of this text were mistyped by exchanging two adjacent letters; each can be repaired "
    "by one such swap into the only English word it can be.\n{text}",
    "Text: {text}\nSome words ({n} of them) have a pair of adjacent letters in the wrong order. Undo those swaps "
    "and give the whole corrected text.",
)


class TransposedLetters(TextAnswer, Bootcamp):
    id = "wordplay/transposed_letters"
    description = "Repair words with two adjacent letters swapped (unique fix against the full web2 list)"
    Config = Config
    LEVELS = {
        "1": Config(words=4, typos=1),
        "2": Config(words=6, typos=2),
        "3": Config(words=8, typos=3),
        "4": Config(words=11, typos=5),
        "5": Config(words=15, typos=8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        pairs = rng.sample(garbles(), config.typos)
        plain = [w for w, _ in pairs] + rng.sample(common_words(), config.words - config.typos)
        order = list(range(config.words))
        rng.shuffle(order)
        words = [plain[i] for i in order]
        shown = [pairs[i][1] if i < config.typos else plain[i] for i in order]
        return {"text": " ".join(shown), "typos": config.typos}, " ".join(words)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(n=data["typos"], text=data["text"])
        return f"{text}\n{answer_instruction('the corrected text in lower case, words separated by single spaces')}"

    def program(self, t: Tracer, data: dict) -> str:
        words = full_words()
        out = []
        for i, word in enumerate(data["text"].split()):
            t.state(f"word {i}")
            w = t.fetch(f"words[{i}]", word)
            if t.compute("is_word", w in words, why="spelled correctly?"):
                out.append(w)
                continue
            found = t.compute("fixes", fixes(w), why="one adjacent swap away and in the dictionary")
            out.append(found[0] if found else w)
        t.state("answer")
        return t.compute("answer", " ".join(out))

    def solve(self, data: dict) -> str:
        # Candidates share the typo's letters (an anagram index of the full list); keep those that
        # differ from it in exactly two neighbouring positions.
        index = _by_letters()
        out = []
        for w in data["text"].split():
            if w in full_words():
                out.append(w)
                continue
            same = [v for v in index.get("".join(sorted(w)), ())
                    if [i for i in range(len(w)) if v[i] != w[i]] in ([k, k + 1] for k in range(len(w) - 1))]
            out.append(same[0] if len(same) == 1 else w)
        return " ".join(out)


@lru_cache(maxsize=1)
def _by_letters() -> dict[str, tuple[str, ...]]:
    out: dict[str, list[str]] = {}
    for v in full_words():
        out.setdefault("".join(sorted(v)), []).append(v)
    return {k: tuple(vs) for k, vs in out.items()}


BOOTCAMP = TransposedLetters()
