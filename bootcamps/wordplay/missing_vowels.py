"""Restore the vowels of a phrase whose vowels (a, e, i, o, u) were all deleted. Each word's
consonant skeleton (and, at lower levels, its length) fits exactly one word of the full web2
list (``bootcamps.kit.wordlist``), so the phrase is unique against a real dictionary."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.strings import WordSequenceAnswer
from bootcamps.kit.wordlist import common_words, full_words
from bootcamps.trace import Tracer

VOWELS = "aeiou"
_DROP_VOWELS = str.maketrans("", "", VOWELS)


@dataclass(frozen=True)
class Config:
    words: int = 3
    show_lengths: bool = True

    def __post_init__(self) -> None:
        if not 2 <= self.words <= 12:
            raise ValueError(f"words must be in 2..12, got {self.words}")


def skeleton(word: str) -> str:
    return word.translate(_DROP_VOWELS)


@lru_cache(maxsize=1)
def index() -> dict[str, tuple[str, ...]]:
    """Skeleton -> the full-list words with it."""
    out: dict[str, list[str]] = {}
    for w in full_words():
        out.setdefault(skeleton(w), []).append(w)
    return {k: tuple(sorted(v)) for k, v in out.items()}


def words_for(sk: str, length: int) -> list[str]:
    """Full-list words with skeleton ``sk`` (and ``length`` letters, unless it is 0)."""
    return [w for w in index().get(sk, ()) if not length or len(w) == length]


@lru_cache(maxsize=2)
def usable(with_length: bool) -> tuple[str, ...]:
    """Common words of 4+ letters with a vowel, whose skeleton (and length) no other word shares."""
    return tuple(w for w in common_words() if len(w) >= 4 and skeleton(w) != w
                 and words_for(skeleton(w), len(w) if with_length else 0) == [w])


_TEMPLATES = (
    "All the vowels (a, e, i, o, u; y is not a vowel here) were deleted from a list of English words. "
    "Restore the words.{lengths}\n{phrase}",
    "Missing vowels: every a, e, i, o and u has been removed from the words below (other letters are untouched "
    "and keep their order). Each skeleton fits exactly one English word. What are the words?{lengths}\n{phrase}",
    "Put the vowels back. These are English words with their vowels a, e, i, o, u taken out (y stays):{lengths}\n"
    "{phrase}",
)


class MissingVowels(WordSequenceAnswer, Bootcamp):
    id = "wordplay/missing_vowels"
    description = "Restore words whose vowels were deleted (unique against the full web2 word list)"
    Config = Config
    LEVELS = {
        "1": Config(words=3, show_lengths=True),
        "2": Config(words=4, show_lengths=True),
        "3": Config(words=5, show_lengths=True),
        "4": Config(words=5, show_lengths=False),
        "5": Config(words=7, show_lengths=False),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        words = rng.sample(usable(config.show_lengths), config.words)
        data = {"skeletons": [skeleton(w).upper() for w in words],
                "lengths": [len(w) for w in words] if config.show_lengths else []}
        return data, words

    def prompt(self, data: dict, rng: random.Random) -> str:
        lengths = ""
        if data["lengths"]:
            lengths = " The words have " + ", ".join(str(n) for n in data["lengths"]) + " letters, in order."
        phrase = rng.choice((" ".join, " / ".join))(data["skeletons"])
        text = rng.choice(_TEMPLATES).format(lengths=lengths, phrase=phrase)
        return f"{text}\n{answer_instruction('the words in order separated by spaces, e.g. <answer>quiet house</answer>')}"

    def format_answer(self, answer: list[str]) -> str:
        return " ".join(answer)

    def program(self, t: Tracer, data: dict) -> list[str]:
        with_length = bool(data["lengths"])
        out = []
        for i, sk in enumerate(data["skeletons"]):
            t.state(f"word {i}")
            s = t.fetch(f"skeletons[{i}]", sk).lower()
            n = t.fetch(f"lengths[{i}]", data["lengths"][i]) if with_length else 0
            found = words_for(s, n)
            out.append(t.compute(f"word[{i}]", found[0] if len(found) == 1 else "",
                                 why=f"the one word with consonants {s}" + (f" and {n} letters" if n else "")))
        t.state("answer")
        return t.compute("answer", out)

    def solve(self, data: dict) -> list[str]:
        # Group the full list by a regular-expression skeleton (a different route from ``index``).
        groups = _regex_groups()
        out = []
        for i, sk in enumerate(data["skeletons"]):
            found = [w for w in groups.get(sk.lower(), ()) if not data["lengths"] or len(w) == data["lengths"][i]]
            out.append(found[0] if len(found) == 1 else "")
        return out


@lru_cache(maxsize=1)
def _regex_groups() -> dict[str, list[str]]:
    vowels = re.compile("[aeiou]+")
    groups: dict[str, list[str]] = {}
    for w in sorted(full_words()):
        groups.setdefault(vowels.sub("", w), []).append(w)
    return groups


BOOTCAMP = MissingVowels()
