"""Score a list of guesses in a Spelling Bee: seven letters, one of them the centre letter; a guess
counts if it has at least four letters, uses only the seven letters (any of them any number of
times) and contains the centre letter. A counted four-letter word scores 1, a longer one scores
its length, and a pangram (all seven letters) scores 7 more. The answer is the total."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.wordlist import common_words
from bootcamps.kit.words3 import letter_mask, submasks, words_by_mask
from bootcamps.trace import Tracer

_ALPHABET = "abcdefghijklmnopqrstuvwxyz"


@dataclass(frozen=True)
class Config:
    n_words: int = 6
    min_len: int = 4
    max_len: int = 6

    def __post_init__(self) -> None:
        if not 3 <= self.n_words <= 40:
            raise ValueError(f"n_words must be in 3..40, got {self.n_words}")
        if not 4 <= self.min_len <= self.max_len <= 14:
            raise ValueError(f"need 4 <= min_len <= max_len <= 14, got {self.min_len}, {self.max_len}")


@lru_cache(maxsize=1)
def _seeds() -> tuple[str, ...]:
    """Common words with six or seven different letters: the hives are built around them."""
    return tuple(w for w in common_words() if len(set(w)) in (6, 7))


def word_points(word: str, letters: str, centre: str) -> int:
    """The Spelling Bee score of one guess (0 when it does not count)."""
    if len(word) < 4 or centre not in word or not set(word) <= set(letters):
        return 0
    return (1 if len(word) == 4 else len(word)) + (7 if set(word) == set(letters) else 0)


_RULES = ("A guess counts only if it has at least 4 letters, uses no letter outside the seven (letters may "
          "repeat) and contains the centre letter. A counted 4-letter word scores 1 point; a counted longer "
          "word scores 1 point per letter; a counted word that uses all seven letters (a pangram) scores 7 "
          "bonus points on top. Guesses that do not count score 0.")
_TEMPLATES = (
    "Spelling Bee. The seven letters are {letters} and the centre letter is {centre}. {rules}\n"
    "A player entered these guesses: {words}.\nWhat is the player's total score?",
    "In a word game the hive holds the letters {letters}, with {centre} in the middle. {rules} "
    "Add up the points of these guesses:\n{words}",
    "Letters: {letters}; required (centre) letter: {centre}. Scoring rules: {rules} "
    "Total the score of these guesses:\n{words}",
)


class SpellingBee(IntegerAnswer, Bootcamp):
    id = "wordplay/spelling_bee"
    description = "Total Spelling Bee score of guesses: seven letters, centre letter required, pangram bonus"
    Config = Config
    LEVELS = {
        "1": Config(n_words=5, min_len=4, max_len=6),
        "2": Config(n_words=8, min_len=4, max_len=7),
        "3": Config(n_words=12, min_len=4, max_len=8),
        "4": Config(n_words=16, min_len=4, max_len=9),
        "5": Config(n_words=22, min_len=4, max_len=11),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        seed = rng.choice(_seeds())
        letters = sorted(set(seed))
        if len(letters) == 6:
            letters = sorted(letters + [rng.choice([c for c in _ALPHABET if c not in letters])])
        centre = rng.choice(letters)
        hive, bit = letter_mask("".join(letters)), letter_mask(centre)
        index, common = words_by_mask(), set(common_words())

        def fits(w: str) -> bool:
            return config.min_len <= len(w) <= config.max_len

        good = [w for m in submasks(hive) if m & bit for w in index.get(m, ()) if fits(w)]
        no_centre = [w for m in submasks(hive & ~bit) for w in index.get(m, ()) if fits(w)]
        short = [w for m in submasks(hive) if m & bit for w in index.get(m, ()) if len(w) == 3]
        outside = []
        for c in rng.sample([c for c in _ALPHABET if c not in letters], 4):
            outside += [w for m in submasks(hive) if m & bit for w in index.get(m | letter_mask(c), ()) if fits(w)]
        # common words first, so most guesses are familiar; rarer list words fill the rest
        good.sort(key=lambda w: (w not in common, rng.random()))
        k = rng.randint(max(1, config.n_words // 3), config.n_words // 2 + 1)
        pangrams = sorted(index.get(hive, ()), key=lambda w: (w not in common, len(w), w))
        chosen = pangrams[:1] if pangrams and rng.random() < 0.7 else []
        chosen += good[: max(1, k // 2)] + rng.sample(good, min(len(good), k))
        for pool in (no_centre, outside, short, outside, no_centre):
            pool.sort(key=lambda w: (w not in common, rng.random()))
            chosen += pool[:2]
        chosen = list(dict.fromkeys(chosen))[: config.n_words]
        rng.shuffle(chosen)
        data = {"letters": "".join(letters), "centre": centre, "words": chosen}
        return data, sum(word_points(w, data["letters"], centre) for w in chosen)

    def prompt(self, data: dict, rng: random.Random) -> str:
        words = rng.choice((", ".join, "\n".join))([w.upper() for w in data["words"]])
        text = rng.choice(_TEMPLATES).format(letters=" ".join(data["letters"].upper()), centre=data["centre"].upper(),
                                             rules=_RULES, words=words)
        return f"{text}\n{answer_instruction('the total score, a whole number')}"

    def program(self, t: Tracer, data: dict) -> int:
        t.state("hive")
        letters = t.fetch("letters", data["letters"])
        centre = t.fetch("centre", data["centre"])
        total = 0
        for i, word in enumerate(data["words"]):
            t.state(f"guess {i}")
            w = t.fetch(f"words[{i}]", word)
            ok = t.compute("counts", len(w) >= 4 and centre in w and all(c in letters for c in w),
                           why="4+ letters, centre used, nothing outside the hive")
            base = t.compute("points", (1 if len(w) == 4 else len(w)) if ok else 0, why="1 for 4 letters, else length")
            bonus = t.compute("bonus", 7 if ok and len(set(w)) == 7 else 0, why="pangram bonus")
            total = t.compute("total", total + base + bonus)
        t.state("answer")
        return t.compute("answer", t.fetch("total", total))

    def solve(self, data: dict) -> int:
        return sum(word_points(w, data["letters"], data["centre"]) for w in data["words"])


BOOTCAMP = SpellingBee()
