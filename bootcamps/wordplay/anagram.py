"""Unscramble letters into the one English word they spell; at higher levels one letter is extra.

Every gold word is a common word, and no other word of the full web2 list (see
``bootcamps.kit.wordlist``) uses the same letters, so the answer is unique against a real
dictionary, not just against the common list."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.ciphers import TextAnswer
from bootcamps.kit.wordlist import common_words, full_words_of_length, signature
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_len: int = 4
    max_len: int = 5
    extra_letter: bool = False  # one letter of the scramble is not used by the word

    def __post_init__(self) -> None:
        if not 3 <= self.min_len <= self.max_len <= 7:
            raise ValueError(f"need 3 <= min_len <= max_len <= 7 (the common words' lengths), got {self.min_len}, {self.max_len}")


@lru_cache(maxsize=None)
def words_by_signature(length: int) -> dict[str, tuple[str, ...]]:
    """Letter signature -> the full-list words of this length with exactly those letters."""
    index: dict[str, list[str]] = {}
    for w in full_words_of_length(length):
        index.setdefault(signature(w), []).append(w)
    return {k: tuple(sorted(v)) for k, v in index.items()}


def words_from(letters: str, length: int) -> list[str]:
    """Every full-list word of ``length`` letters drawn from ``letters`` (each used at most once)."""
    index = words_by_signature(length)
    found: set[str] = set()
    for drop in range(len(letters)) if len(letters) > length else [None]:
        kept = letters if drop is None else letters[:drop] + letters[drop + 1 :]
        found.update(index.get(signature(kept), ()))
    return sorted(found)


@lru_cache(maxsize=None)
def _plain_unique(length: int) -> tuple[str, ...]:
    """Common words of this length that are the only full-list word of their letters."""
    index = words_by_signature(length)
    return tuple(w for w in common_words() if len(w) == length and index.get(signature(w)) == (w,))


_TEMPLATES = (
    "Rearrange the letters {letters} to spell an English word.{extra} Each letter is used {use}.",
    "The letters {letters} are a scrambled English word.{extra} Unscramble them; each letter is used {use}.",
    "Find the English word hidden in the jumble {letters}.{extra} Use each letter {use}.",
    "Unscramble {letters} into a common English word.{extra} Each of the letters is used {use}.",
    "Which English word can be made from the letters {letters}?{extra} Each letter is used {use}.",
)
_EXTRA = " Exactly one of the letters is not part of the word: leave it out."


class Anagram(TextAnswer, Bootcamp):
    id = "wordplay/anagram"
    description = "Unscramble letters into the unique English word they spell (optionally with one extra letter)"
    Config = Config
    LEVELS = {
        "1": Config(min_len=4, max_len=5),
        "2": Config(min_len=5, max_len=6),
        "3": Config(min_len=6, max_len=7),
        "4": Config(min_len=5, max_len=6, extra_letter=True),
        "5": Config(min_len=6, max_len=7, extra_letter=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            length = rng.randint(config.min_len, config.max_len)
            word = rng.choice(_plain_unique(length))
            letters = list(word)
            if config.extra_letter:
                letters.append(rng.choice("abcdefghijklmnopqrstuvwxyz"))
            while "".join(letters) == word or "".join(letters[: len(word)]) == word:
                rng.shuffle(letters)  # a scramble that starts with the word gives it away
            scramble = "".join(letters)
            if words_from(scramble, length) == [word]:  # unique against the full list
                return {"letters": scramble.upper(), "length": length}, word

    def prompt(self, data: dict, rng: random.Random) -> str:
        letters = rng.choice((" ".join, ", ".join, "".join))(data["letters"])
        extra = _EXTRA if len(data["letters"]) > data["length"] else ""
        text = rng.choice(_TEMPLATES).format(letters=letters, extra=extra,
                                             use="at most once" if extra else "exactly once")
        text += f" The word has {data['length']} letters."
        return f"{text}\n{answer_instruction('the word alone, e.g. <answer>house</answer>')}"

    def program(self, t: Tracer, data: dict) -> str:
        letters, length = data["letters"].lower(), data["length"]
        t.state("sort letters")
        read = [t.fetch(f"letters[{i}]", c) for i, c in enumerate(letters)]
        key = t.compute("key", signature("".join(read)), why="letters in alphabetical order")
        drops = range(len(key)) if len(key) > length else [None]
        found: list[str] = []
        for d in drops:
            t.state("look up" if d is None else f"drop letter {d}")
            k = t.fetch("key", key)
            kept = k if d is None else t.compute("kept", k[:d] + k[d + 1 :], why=f"key without letter {d}")
            words = t.fetch(f"dictionary[{kept}]", list(words_by_signature(length).get(kept, ())))
            found = t.compute("found", sorted(set(found) | set(words)), why="found + dictionary words")
        t.state("answer")
        return t.compute("answer", t.fetch("found", found)[0], why="the one word found")

    def solve(self, data: dict) -> str:
        # Brute force: every full-list word of the right length whose letters fit in the scramble.
        pool = data["letters"].lower()
        fits = [w for w in full_words_of_length(data["length"]) if all(w.count(c) <= pool.count(c) for c in set(w))]
        return fits[0] if len(fits) == 1 else ""


BOOTCAMP = Anagram()
