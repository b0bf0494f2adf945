"""Pick the semordnilaps out of a list: the listed words that, read backwards, spell a different
word that is also on the list (STOP and POTS). A palindrome reads as itself, and a word whose
reversal is a real word missing from the list does not count; both kinds are planted as decoys.
Pairs are a common word and its reversal from web2, which may be a rare word (ART and TRA): the
solver only reverses and looks up, it never needs to know the word."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.wordlist import common_words, full_words
from bootcamps.kit.words2 import WordSetAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    n_words: int = 6
    max_pairs: int = 1
    traps: int = 1  # words whose reversal is a real word left off the list
    palindromes: int = 0

    def __post_init__(self) -> None:
        if not 4 <= self.n_words <= 40:
            raise ValueError(f"n_words must be in 4..40, got {self.n_words}")
        if not 1 <= self.max_pairs <= 6:
            raise ValueError(f"max_pairs must be in 1..6, got {self.max_pairs}")
        if not 0 <= self.traps <= 8:
            raise ValueError(f"traps must be in 0..8, got {self.traps}")
        if not 0 <= self.palindromes <= 3:
            raise ValueError(f"palindromes must be in 0..3, got {self.palindromes}")
        if 2 * self.max_pairs + self.traps + self.palindromes > self.n_words:
            raise ValueError(f"n_words={self.n_words} too small for the pairs, traps and palindromes")


@lru_cache(maxsize=1)
def _pools() -> tuple[tuple[tuple[str, str], ...], tuple[str, ...], tuple[str, ...]]:
    """Reversal pairs (a common word and its reversal, a different full-list word), common
    palindromes, and common words whose reversal is no word at all."""
    full, pairs, seen = full_words(), [], set()
    for w in common_words():
        r = w[::-1]
        if len(w) >= 3 and r != w and r in full and frozenset((w, r)) not in seen:
            seen.add(frozenset((w, r)))
            pairs.append((w, r))
    pals = tuple(w for w in common_words() if len(w) >= 3 and w == w[::-1])
    plain = tuple(w for w in common_words() if len(w) >= 3 and w[::-1] not in full)
    return tuple(pairs), pals, plain


_RULE = ("A word of the list counts when, read backwards (last letter first), it spells a different word "
         "that is also on the list. A palindrome (the same backwards) does not count, and neither does a word "
         "whose reversal is a real word that is not on the list.")
_TEMPLATES = (
    "Semordnilaps are words that spell another word backwards, like STOP and POTS. {rule}\nWords: {words}\n"
    "Which listed words count?",
    "Here is a list of words: {words}\n{rule} List every word that counts.",
    "Reversal puzzle. {rule}\nFind all such words in this list:\n{words}",
)


class Semordnilaps(WordSetAnswer, Bootcamp):
    id = "wordplay/semordnilaps"
    description = "Pick the listed words whose reversal is another listed word (palindromes and unlisted reversals are decoys)"
    Config = Config
    LEVELS = {
        "1": Config(n_words=6, max_pairs=1, traps=1, palindromes=0),
        "2": Config(n_words=9, max_pairs=2, traps=2, palindromes=0),
        "3": Config(n_words=12, max_pairs=2, traps=3, palindromes=1),
        "4": Config(n_words=16, max_pairs=3, traps=4, palindromes=1),
        "5": Config(n_words=22, max_pairs=4, traps=5, palindromes=2),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        pairs, pals, plain = _pools()
        chosen = rng.sample(pairs, rng.randint(max(1, config.max_pairs // 2), config.max_pairs) + config.traps)
        k = len(chosen) - config.traps
        words = [w for p in chosen[:k] for w in p] + [p[0] for p in chosen[k:]]  # the common member
        words += rng.sample(pals, config.palindromes)
        fill = [w for w in rng.sample(plain, config.n_words + 4) if w not in words]
        words = list(dict.fromkeys(words + fill))[: config.n_words]
        rng.shuffle(words)
        listed = set(words)
        return {"words": words}, sorted(w for w in words if w[::-1] != w and w[::-1] in listed)

    def prompt(self, data: dict, rng: random.Random) -> str:
        words = ", ".join(w.upper() for w in data["words"])
        text = rng.choice(_TEMPLATES).format(rule=_RULE, words=words)
        return f"{text}\n{answer_instruction('the counting words separated by commas, in any order, e.g. <answer>STOP, POTS</answer>')}"

    def program(self, t: Tracer, data: dict) -> list[str]:
        t.state("list")
        listed = t.compute("listed", sorted(t.fetch("words", data["words"])), why="sorted, to look words up")
        kept: list[str] = []
        for i, word in enumerate(data["words"]):
            t.state(f"word {i}")
            w = t.fetch(f"words[{i}]", word)
            back = t.compute("backwards", w[::-1], why="letters in reverse order")
            if t.goto(back != w and back in listed, why="a different word that is on the list"):
                kept = t.compute("kept", kept + [w])
        t.state("answer")
        return t.compute("answer", sorted(t.fetch("kept", kept)), why="sorted")

    def solve(self, data: dict) -> list[str]:
        # pair each word with every other word and compare letter by letter from opposite ends
        words = data["words"]
        out = set()
        for a in words:
            for b in words:
                if a != b and len(a) == len(b) and all(a[i] == b[-1 - i] for i in range(len(a))):
                    out.add(a)
        return sorted(out)


BOOTCAMP = Semordnilaps()
