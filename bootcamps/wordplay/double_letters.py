"""Pick the listed words that contain exactly n doubled letters.

A doubled letter is a place where the same letter is written twice in a row: BOOK has one (OO),
COFFEE two (FF, EE), BOOKKEEPER three (OO, KK, EE); BANANA, whose repeated letters are never
side by side, has none. No listed word has a letter three times in a row, so the count is never
in doubt. The words come from the common list and, for the rarer counts, from the full web2 list
(``bootcamps.kit.wordlist``); the decoys have one doubled letter more or fewer, or repeat letters
apart. The answer is the matching words in list order, computed on the listed words alone.

The traced solver walks each word's neighbouring letters; the plain solver counts the runs of
equal letters (``itertools.groupby``).

The first case of a process loads web2 and sorts it by doubled letters (under a second), so a
short benchmark shows a few hundred cases/s; warm generation makes over 5,000 cases/s at level 3.
"""

from __future__ import annotations

import itertools
import random
import re
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.formwords7 import ListedWordsAnswer
from bootcamps.kit.wordlist import common_words, full_words
from bootcamps.trace import Tracer

_TRIPLE = re.compile(r"(.)\1\1")


@dataclass(frozen=True)
class Config:
    words: int = 6
    counts: tuple[int, ...] = (1,)  # the n asked for is one of these
    full_list: bool = False  # draw words from web2 too (needed for n >= 2)

    def __post_init__(self) -> None:
        if not 4 <= self.words <= 40:
            raise ValueError(f"words must be in 4..40, got {self.words}")
        if not self.counts or any(not 0 <= n <= 3 for n in self.counts):
            raise ValueError(f"counts must be a non-empty tuple of values in 0..3, got {self.counts}")
        if max(self.counts) >= 2 and not self.full_list:
            raise ValueError(f"counts of 2 or more need full_list=True, got {self.counts}")


def doubled(word: str) -> int:
    return sum(1 for x, y in zip(word, word[1:]) if x == y)


@lru_cache(maxsize=2)
def _pool(full: bool) -> dict[int, tuple[str, ...]]:
    """Words by their number of doubled letters (no triple letters), 4 to 11 letters."""
    source = sorted(full_words()) if full else common_words()
    out: dict[int, list[str]] = {}
    for w in source:
        if 4 <= len(w) <= 11 and not _TRIPLE.search(w):
            out.setdefault(doubled(w), []).append(w)
    return {k: tuple(v) for k, v in out.items()}


@lru_cache(maxsize=1)
def _apart() -> tuple[str, ...]:
    """Common words that repeat a letter, never side by side."""
    return tuple(w for w in _pool(False)[0] if len(set(w)) < len(w))


_TEMPLATES = (
    "A doubled letter is the same letter written twice in a row: 'book' has one (oo), 'coffee' has two (ff, ee), "
    "'bookkeeper' three (oo, kk, ee), and 'banana' none, since its repeated letters are never side by side. "
    "Which of these words have exactly {n} doubled letter{s}?\nWords: {words}",
    "Count, in each word below, the places where one letter appears twice in a row ('coffee' has two such "
    "places: ff and ee; 'letter' has one; 'level' has none). List the words with exactly {n} such place{s}.\n{words}",
    "Here is a list of words: {words}\nCall a pair of identical neighbouring letters a doubled letter (the 'll' in "
    "'hello', the 'ss' in 'glass'; letters that repeat apart, as in 'sister', do not count). Which listed words "
    "contain exactly {n} doubled letter{s}?",
)


class DoubleLetters(ListedWordsAnswer, Bootcamp):
    id = "wordplay/double_letters"
    description = "Pick the listed words with exactly n doubled letters (the same letter twice in a row)"
    Config = Config
    LEVELS = {
        "1": Config(words=6, counts=(1,)),
        "2": Config(words=8, counts=(1, 2), full_list=True),
        "3": Config(words=11, counts=(1, 2), full_list=True),
        "4": Config(words=14, counts=(2, 3), full_list=True),
        "5": Config(words=18, counts=(2, 3), full_list=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        common, full = _pool(False), _pool(config.full_list)
        while True:
            n = rng.choice(config.counts)

            def draw(k: int) -> str:  # a common word where there are enough, else a web2 word
                if len(common.get(k, ())) >= 20 and rng.random() < 0.7:
                    return rng.choice(common[k])
                return rng.choice(full[k])

            words = [draw(n) for _ in range(rng.randint(1, 3))]
            near = [k for k in (n - 1, n + 1) if len(full.get(k, ())) >= 20]
            while len(words) < config.words:
                r = rng.random()
                if r < 0.6:
                    words.append(draw(rng.choice(near)))
                elif r < 0.8:
                    words.append(rng.choice(_apart()))
                else:
                    words.append(draw(rng.choice([k for k in sorted(full) if len(full[k]) >= 20])))
                words = list(dict.fromkeys(words))
            rng.shuffle(words)
            data = {"n": n, "words": words}
            gold = self.solve(data)
            if 0 < len(gold) <= len(words) // 2:
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = data["n"]
        text = rng.choice(_TEMPLATES).format(n=n, s="" if n == 1 else "s", words=", ".join(data["words"]))
        form = "the matching words in the order they are listed, separated by commas"
        return f"{text}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> list[str]:
        t.state("target")
        n = t.fetch("n", data["n"])
        chosen: list[str] = []
        for i, word in enumerate(data["words"]):
            t.state(f"word {i + 1}")
            word = t.fetch(f"words[{i + 1}]", word)
            pairs = t.compute("doubles", [x + y for x, y in zip(word, word[1:]) if x == y],
                              why="neighbouring letters that are equal")
            if t.goto(len(pairs) == t.fetch("n", n), why="exactly n doubled letters"):
                chosen = t.compute("chosen", chosen + [word])
        t.state("answer")
        return t.compute("answer", t.fetch("chosen", chosen))

    def solve(self, data: dict) -> list[str]:
        # runs of equal letters: a run of length 2 is one doubled letter (no word has a longer run)
        return [w for w in data["words"]
                if sum(len(list(g)) - 1 for _, g in itertools.groupby(w)) == data["n"]]


BOOTCAMP = DoubleLetters()
