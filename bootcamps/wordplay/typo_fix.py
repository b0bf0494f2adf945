"""Correct the typos of a sentence: some words have one letter inserted, deleted or replaced, and
each misspelling is one edit from exactly one word of the full web2 list (see
``bootcamps.kit.wordlist``), so the repair is unique against a real dictionary."""

from __future__ import annotations

import random
import re
import string
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.ciphers import TextAnswer
from bootcamps.kit.wordlist import common_words, full_words, full_words_of_length
from bootcamps.kit.words2 import one_edit_words
from bootcamps.trace import Tracer

_EDITS = ("replace", "delete", "insert")
_EDIT_TEXT = {
    "replace": "one letter replaced by another letter",
    "delete": "one letter left out",
    "insert": "one extra letter added",
}


@dataclass(frozen=True)
class Config:
    n_words: int = 5
    n_typos: int = 1
    edits: str = "replace"  # comma-separated subset of replace, delete, insert

    def __post_init__(self) -> None:
        kinds = self.edits.split(",")
        if not kinds or any(k not in _EDITS for k in kinds) or len(set(kinds)) != len(kinds):
            raise ValueError(f"edits must be a comma-separated subset of {', '.join(_EDITS)}, got {self.edits!r}")
        if not 3 <= self.n_words <= 30 or not 1 <= self.n_typos <= self.n_words // 2:
            raise ValueError(f"need 3 <= n_words <= 30 and 1 <= n_typos <= n_words // 2, got {self.n_words}, {self.n_typos}")


def _typo(rng: random.Random, word: str, kind: str) -> str:
    i = rng.randrange(len(word))
    if kind == "delete":
        return word[:i] + word[i + 1 :]
    ch = rng.choice([c for c in string.ascii_lowercase if c != word[i]])
    return word[:i] + ch + word[i + 1 :] if kind == "replace" else word[:i] + ch + word[i:]


_TEMPLATES = (
    "The sentence below contains {k} misspelled word{s}. Each misspelling is a real English word with {how}. "
    "Every other word is spelled correctly. Write the corrected sentence.\n\n{sentence}",
    "Proofread: \"{sentence}\"\nExactly {k} word{s} of it {were} mistyped, each by a single slip: {how}. "
    "Fix them (each has only one possible correction) and give the whole sentence.",
    "{sentence}\nIn this line {k} word{s} {were} garbled by one typing error each ({how}); the rest are fine. "
    "Restore the intended sentence.",
)


class TypoFix(TextAnswer, Bootcamp):
    id = "wordplay/typo_fix"
    description = "Fix one-edit typos (letter replaced, dropped or added) in a sentence, unique against web2"
    Config = Config
    LEVELS = {
        "1": Config(n_words=5, n_typos=1, edits="replace"),
        "2": Config(n_words=7, n_typos=2, edits="replace,delete"),
        "3": Config(n_words=9, n_typos=3, edits="replace,delete,insert"),
        "4": Config(n_words=12, n_typos=5, edits="replace,delete,insert"),
        "5": Config(n_words=16, n_typos=8, edits="replace,delete,insert"),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        kinds = config.edits.split(",")
        vocab = [w for w in common_words() if len(w) >= 3]
        long_words = [w for w in vocab if len(w) >= 5]
        full = full_words()
        words = [rng.choice(vocab) for _ in range(config.n_words)]
        shown = list(words)
        slots = rng.sample(range(config.n_words), config.n_typos)
        for slot in slots:
            while True:
                word = rng.choice(long_words)
                bad = _typo(rng, word, rng.choice(kinds))
                if bad not in full and one_edit_words(bad) == [word]:
                    words[slot], shown[slot] = word, bad
                    break
        return {"sentence": " ".join(shown), "edits": config.edits, "n_typos": config.n_typos}, " ".join(words)

    def prompt(self, data: dict, rng: random.Random) -> str:
        kinds = data["edits"].split(",")
        how = " or ".join(_EDIT_TEXT[k] for k in kinds)
        k = data["n_typos"]
        text = rng.choice(_TEMPLATES).format(k=k, s="" if k == 1 else "s", were="was" if k == 1 else "were",
                                             how=how, sentence=data["sentence"])
        return f"{text}\n{answer_instruction('the corrected sentence in lower case, e.g. <answer>the cat sat here</answer>')}"

    def program(self, t: Tracer, data: dict) -> str:
        full = full_words()
        out: list[str] = []
        for i, word in enumerate(data["sentence"].split()):
            t.state(f"word {i}")
            w = t.fetch(f"words[{i}]", word)
            if t.goto(w in full, why="word is in the dictionary"):
                fixed = w
            else:
                fixed = t.compute("fix", one_edit_words(w)[0], why="the one dictionary word one edit away")
            out = t.compute("sentence", out + [fixed], why="sentence + word")
        t.state("answer")
        return t.compute("answer", " ".join(t.fetch("sentence", out)), why="words joined by spaces")

    def solve(self, data: dict) -> str:
        # Regular expressions over the dictionary words of lengths n-1, n, n+1: one wildcard
        # (replace), one optional letter (delete from the dictionary word) or one missing letter.
        full = full_words()
        out = []
        for w in data["sentence"].split():
            if w in full:
                out.append(w)
                continue
            pats = [re.escape(w[:i]) + "[a-z]" + re.escape(w[i + 1 :]) for i in range(len(w))]
            pats += [re.escape(w[:i]) + "[a-z]" + re.escape(w[i:]) for i in range(len(w) + 1)]
            pats += [re.escape(w[:i] + w[i + 1 :]) for i in range(len(w))]
            rx = re.compile("(?:" + "|".join(pats) + ")")
            hits = sorted({c for n in (len(w) - 1, len(w), len(w) + 1) for c in full_words_of_length(n) if rx.fullmatch(c)})
            out.append(hits[0] if len(hits) == 1 else "?")
        return " ".join(out)


BOOTCAMP = TypoFix()
