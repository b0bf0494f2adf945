"""Pick the listed words whose consonant/vowel shape matches a pattern such as CVCCV.

Every letter is a vowel (V: a, e, i, o, u) or a consonant (C: every other letter). Y is a
consonant at levels 1-2; from level 3 it counts as a vowel except as the first letter of a word
(``yarn`` is CVCC, ``gym`` is CVC). A word matches when it has as many letters as the pattern and
each letter's class is the pattern's letter at that place. The answer is the matching words in
list order; the gold is computed on the listed words alone, so it is unique. From level 2 many
decoys differ from the pattern in one place only, and at least one word with a Y matters where the
Y rule applies when one is on hand.

The traced solver writes each word's shape letter by letter and compares it with the pattern;
the plain solver turns the pattern into a regular expression.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.formwords7 import ListedWordsAnswer
from bootcamps.kit.wordlist import common_words
from bootcamps.trace import Tracer

_VOWELS = "aeiou"


@dataclass(frozen=True)
class Config:
    words: int = 6
    min_len: int = 4
    max_len: int = 5
    near: int = 0  # decoys one class away from the pattern
    y_vowel: bool = False  # Y is a vowel except as the first letter

    def __post_init__(self) -> None:
        if not 4 <= self.words <= 40:
            raise ValueError(f"words must be in 4..40, got {self.words}")
        if not 3 <= self.min_len <= self.max_len <= 7:
            raise ValueError(f"need 3 <= min_len <= max_len <= 7 (the common words' lengths), got {self.min_len}, {self.max_len}")
        if not 0 <= self.near <= self.words - 2:
            raise ValueError(f"near must be in 0..words-2, got {self.near}")


def shape(word: str, y_vowel: bool) -> str:
    return "".join("V" if c in _VOWELS or (y_vowel and c == "y" and i > 0) else "C" for i, c in enumerate(word))


@lru_cache(maxsize=2)
def _by_shape(y_vowel: bool) -> dict[str, tuple[str, ...]]:
    index: dict[str, list[str]] = {}
    for w in common_words():
        if 3 <= len(w) <= 7:
            index.setdefault(shape(w, y_vowel), []).append(w)
    return {k: tuple(v) for k, v in index.items()}


def _pattern_regex(pattern: str, y_vowel: bool) -> re.Pattern:
    vowel = "[aeiouy]" if y_vowel else "[aeiou]"
    consonant = "[b-df-hj-np-tv-xz]" if y_vowel else "[b-df-hj-np-tv-z]"
    parts = []
    for i, p in enumerate(pattern):
        if i == 0 and y_vowel:  # a first Y is a consonant
            parts.append("[aeiou]" if p == "V" else "[b-df-hj-np-tv-z]")
        else:
            parts.append(vowel if p == "V" else consonant)
    return re.compile("".join(parts))


_RULE = ("The vowels are A, E, I, O and U; every other letter is a consonant, Y included.",
         "The vowels are A, E, I, O and U, and Y counts as a vowel too except when it is the first letter of a "
         "word; every other letter is a consonant.")
_TEMPLATES = (
    "Write each word as a string of C (consonant) and V (vowel), one per letter: 'stamp' is CCVCC. {rule} "
    "Which of these words have the pattern {pattern}?\nWords: {words}",
    "{rule} A word fits the consonant/vowel pattern {pattern} if it has {n} letters and its k-th letter is a "
    "consonant where the k-th pattern letter is C and a vowel where it is V. List the words below that fit.\n{words}",
    "Here is a list of words: {words}\nReplacing every consonant by C and every vowel by V turns a word into its "
    "pattern ('plane' becomes CCVCV). {rule} Which listed words have the pattern {pattern}?",
)


class VowelConsonantPattern(ListedWordsAnswer, Bootcamp):
    id = "wordplay/vowel_consonant_pattern"
    description = "Pick the listed words whose consonant/vowel shape (C/V per letter) matches a pattern like CVCCV"
    Config = Config
    LEVELS = {
        "1": Config(words=6, min_len=4, max_len=5, near=0),
        "2": Config(words=8, min_len=5, max_len=6, near=3),
        "3": Config(words=10, min_len=5, max_len=7, near=5, y_vowel=True),
        "4": Config(words=13, min_len=6, max_len=7, near=7, y_vowel=True),
        "5": Config(words=18, min_len=6, max_len=7, near=11, y_vowel=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        index = _by_shape(config.y_vowel)
        shapes = [s for s in index if config.min_len <= len(s) <= config.max_len]
        while True:
            pattern = rng.choice(shapes)
            matches = index[pattern]
            if len(matches) < 2:
                continue
            chosen = rng.sample(matches, rng.randint(1, min(3, len(matches) - 1)))
            near = [w for i in range(len(pattern))
                    for w in index.get(pattern[:i] + ("C" if pattern[i] == "V" else "V") + pattern[i + 1 :], ())]
            words = chosen + rng.sample(near, min(len(near), config.near))
            if config.y_vowel and not any("y" in w[1:] for w in words):
                ys = [w for w in near + list(matches) if "y" in w[1:] and w not in words]
                if ys:
                    words.append(rng.choice(ys))
            pool = [w for s in shapes for w in index[s]]
            while len(words) < config.words:
                w = rng.choice(pool)
                if w not in words:
                    words.append(w)
            words = list(dict.fromkeys(words))[: config.words]
            rng.shuffle(words)
            data = {"pattern": pattern, "words": words, "y_vowel": config.y_vowel}
            gold = self.solve(data)
            if 0 < len(gold) < len(words) // 2 + 1:
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(rule=_RULE[data["y_vowel"]], pattern=data["pattern"],
                                             n=len(data["pattern"]), words=", ".join(data["words"]))
        form = "the matching words in the order they are listed, separated by commas"
        return f"{text}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> list[str]:
        t.state("pattern")
        pattern = t.fetch("pattern", data["pattern"])
        y_vowel = t.fetch("y is a vowel after the first letter", data["y_vowel"])
        chosen: list[str] = []
        for i, word in enumerate(data["words"]):
            t.state(f"word {i + 1}")
            word = t.fetch(f"words[{i + 1}]", word)
            form = t.compute("shape", shape(word, y_vowel), why="C or V for each letter")
            if t.goto(form == t.fetch("pattern", pattern), why="same shape as the pattern"):
                chosen = t.compute("chosen", chosen + [word])
        t.state("answer")
        return t.compute("answer", t.fetch("chosen", chosen))

    def solve(self, data: dict) -> list[str]:
        regex = _pattern_regex(data["pattern"], data["y_vowel"])
        return [w for w in data["words"] if regex.fullmatch(w)]


BOOTCAMP = VowelConsonantPattern()
