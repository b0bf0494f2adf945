"""Which two of the listed words, taken together, use exactly the letters of a target word?

RAIN + TONE is an anagram of ANOINTER: every letter of the target is used once by one of the two
words, none left over. The pairs are two common words (``bootcamps.kit.wordlist``) whose joined
letters spell a word of the full web2 list other than the words written one after the other; the
other listed words are common words, from level 3 partly ones that fit inside the target (their
letters are a part of its letters), so many pairs start right. Exactly one listed pair fits and
no listed word is an anagram of the target alone, so the answer is unique (the order of the two
words does not matter).

The first case of a process indexes web2 by letters and joins every pair of common words (about
two seconds); warm generation is far above 1,000 cases/s.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.formwords7 import ListedWordsAnswer
from bootcamps.kit.wordlist import common_words, full_words, signature
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    words: int = 5
    fitting: int = 0  # distractors whose letters fit inside the target
    min_target: int = 6

    def __post_init__(self) -> None:
        if not 4 <= self.words <= 30:
            raise ValueError(f"words must be in 4..30, got {self.words}")
        if not 0 <= self.fitting <= self.words - 2:
            raise ValueError(f"fitting must be in 0..words-2, got {self.fitting}")
        if not 6 <= self.min_target <= 12:
            raise ValueError(f"min_target must be in 6..12, got {self.min_target}")


_POOL = tuple(w for w in common_words() if len(w) >= 3)


@lru_cache(maxsize=1)
def _splits() -> tuple[tuple[str, str, str], ...]:
    """(word, word, target): two common words whose letters together spell the target."""
    index: dict[str, str] = {}
    for w in sorted(full_words()):
        if 6 <= len(w) <= 14:
            index.setdefault(signature(w), w)
    out = []
    for i, a in enumerate(_POOL):
        for b in _POOL[i + 1 :]:
            target = index.get(signature(a + b))
            if target and target not in (a + b, b + a):
                out.append((a, b, target))
    return tuple(out)


_COUNTS = tuple((w, frozenset(w), tuple(Counter(w).items())) for w in _POOL)


@lru_cache(maxsize=4096)
def _fitting(target: str) -> tuple[str, ...]:
    """The pool words whose letters all fit inside the target's."""
    have, letters = Counter(target), frozenset(target)
    return tuple(w for w, used, counts in _COUNTS if used <= letters and all(have[c] >= n for c, n in counts))


def minus(whole: str, part: str) -> str | None:
    """The sorted letters of ``whole`` left after removing ``part``'s, or ``None`` if part does not fit."""
    rest = Counter(whole)
    rest.subtract(part)
    if any(v < 0 for v in rest.values()):
        return None
    return "".join(sorted(rest.elements()))


_TEMPLATES = (
    "Two of the words below together contain exactly the letters of the word {target}: every letter of "
    "{target} is used by one of them, as often as it occurs, and nothing is left over. Which two?\nWords: {words}",
    "Find the pair of listed words whose letters, pooled and rearranged, spell {target} exactly (all letters, "
    "each as many times as in {target}, no extra letters).\n{words}",
    "From this list: {words}\npick the two words that between them are an anagram of {target}, i.e. joining "
    "the two and rearranging the letters gives {target} with no letter missing or left over.",
)


class AnagramSum(ListedWordsAnswer, Bootcamp):
    id = "wordplay/anagram_sum"
    description = "Pick the two listed words whose letters together are exactly an anagram of a target word"
    Config = Config
    ordered = False
    LEVELS = {
        "1": Config(words=5, fitting=0, min_target=6),
        "2": Config(words=7, fitting=1, min_target=7),
        "3": Config(words=9, fitting=3, min_target=7),
        "4": Config(words=12, fitting=5, min_target=8),
        "5": Config(words=16, fitting=8, min_target=9),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        splits = _splits()
        while True:
            a, b, target = rng.choice(splits)
            if len(target) < config.min_target:
                continue
            fits = [w for w in _fitting(target) if w not in (a, b)]
            words = [a, b] + rng.sample(fits, min(len(fits), config.fitting))
            while len(words) < config.words:
                w = rng.choice(_POOL)
                if w not in words:
                    words.append(w)
            rng.shuffle(words)
            data = {"target": target, "words": words}
            found = self._pairs(data)
            if len(found) == 1 and all(signature(w) != signature(target) for w in words):
                return data, found[0]

    @staticmethod
    def _pairs(data: dict) -> list[list[str]]:
        key = signature(data["target"])
        return [[x, y] for x, y in itertools.combinations(data["words"], 2) if signature(x + y) == key]

    def prompt(self, data: dict, rng: random.Random) -> str:
        upper = rng.random() < 0.5
        target = data["target"].upper() if upper else data["target"]
        words = ", ".join(w.upper() if upper else w for w in data["words"])
        text = rng.choice(_TEMPLATES).format(target=target, words=words)
        form = "the two words separated by a comma (for example, stone, wall)"
        return f"{text}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> list[str]:
        t.state("target")
        key = t.compute("key", signature(t.fetch("target", data["target"])), why="target letters sorted")
        seen: list[list[str]] = []
        pair: list[str] = []
        for i, word in enumerate(data["words"]):
            t.state(f"word {i + 1}")
            word = t.fetch(f"words[{i + 1}]", word)
            rest = t.compute("rest", minus(t.fetch("key", key), word) or "", why="key minus the word's letters ('' if it does not fit)")
            earlier = t.fetch("seen", seen)
            earlier = [e for e in earlier if isinstance(e, list) and len(e) == 2] if isinstance(earlier, list) else []
            match = [e[0] for e in earlier if rest and e[1] == rest]
            if t.goto(bool(match), why="an earlier word has exactly the rest"):
                pair = t.compute("pair", [match[0], word])
            if rest:  # only a word that fits inside the target can be half of the pair
                seen = t.compute("seen", earlier + [[word, signature(word)]])
        t.state("answer")
        return t.compute("answer", t.fetch("pair", pair))

    def solve(self, data: dict) -> list[str]:
        found = self._pairs(data)
        return found[0] if len(found) == 1 else []


BOOTCAMP = AnagramSum()
