"""Kangaroo words: which listed words carry a given short word (the joey) with its letters in
order but NOT side by side (TRAINED holds TIE as T-I-E with gaps; UNDERTIE holds it as one run and
does not count). Decoys hold the joey as a plain run, or hold all its letters in another order.
Candidates are common words, their simple inflections (-s, -ed, -ing, -er, -ly, -ness, -ful) and
compounds of two common words that web2 lists. About 2,000 cases/s at level 3 once the candidate
list is built and each joey's split cached; a cold 200-case bench reports about 450/s, as it pays
for building the 5,500 candidates and for each joey's first scan. Unlike hidden_words (a consecutive run across word
gaps) the letters here must be spread out."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.wordlist import common_words, full_words
from bootcamps.kit.words2 import WordSetAnswer
from bootcamps.kit.words3 import letter_mask
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    n_words: int = 6
    min_joey: int = 3
    max_joey: int = 3

    def __post_init__(self) -> None:
        if not 4 <= self.n_words <= 30:
            raise ValueError(f"n_words must be in 4..30, got {self.n_words}")
        if not 3 <= self.min_joey <= self.max_joey <= 5:
            raise ValueError(f"need 3 <= min_joey <= max_joey <= 5, got {self.min_joey}, {self.max_joey}")


_SUFFIXES = ("s", "es", "ed", "ing", "er", "ers", "ly", "ness", "ful")


@lru_cache(maxsize=1)
def _hosts() -> tuple[tuple[str, ...], np.ndarray]:
    """Familiar words of 6+ letters with their letter masks: common words, their inflections and
    compounds of two common words that web2 lists."""
    common, full = common_words(), full_words()
    hosts = {w for w in common if len(w) >= 6}
    hosts |= {w + s for w in common for s in _SUFFIXES if len(w) + len(s) >= 6 and w + s in full}
    long = [w for w in common if len(w) >= 3]
    hosts |= {a + b for a in long for b in long if a + b in full}
    words = tuple(sorted(hosts))
    return words, np.array([letter_mask(w) for w in words], dtype=np.int64)


def is_kangaroo(joey: str, word: str) -> bool:
    """The joey's letters occur in order in the word, but not as one unbroken run."""
    it = iter(word)
    return all(c in it for c in joey) and joey not in word


@lru_cache(maxsize=None)
def _sorted_hosts(joey: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """Hosts longer than the joey by 2+: kangaroos, plain runs of the joey, and words with every
    joey letter but not in order."""
    need = letter_mask(joey)
    good, runs, jumbled = [], [], []
    words, masks = _hosts()
    for i in np.flatnonzero((masks & need) == need):  # hosts with every joey letter
        w = words[i]
        if len(w) < len(joey) + 2:
            continue
        if joey in w:
            runs.append(w)
        elif is_kangaroo(joey, w):
            good.append(w)
        else:
            jumbled.append(w)
    return tuple(good), tuple(runs), tuple(jumbled)


_RULE = ("A word is a kangaroo word for the joey when the joey's letters all appear in the word in the same "
         "order, but not all side by side: at least one other letter sits between two of them. A word that "
         "contains the joey as one unbroken run of letters does not count, and neither does one whose letters "
         "are there in a different order.")
_TEMPLATES = (
    "Joey: {joey}\n{rule}\nWhich of these words are kangaroo words for {joey}? {words}",
    "Kangaroo words puzzle. {rule}\nThe joey is {joey}. Candidates:\n{words}\nFind every kangaroo word.",
    "Candidates: {words}\n{rule}\nList the candidates that are kangaroo words for the joey {joey}.",
)


class KangarooWords(WordSetAnswer, Bootcamp):
    id = "wordplay/kangaroo_words"
    description = "Pick the listed words holding a short word's letters in order but not as one run (kangaroo words)"
    Config = Config
    LEVELS = {
        "1": Config(n_words=5, min_joey=3, max_joey=3),
        "2": Config(n_words=7, min_joey=3, max_joey=3),
        "3": Config(n_words=10, min_joey=3, max_joey=4),
        "4": Config(n_words=13, min_joey=4, max_joey=4),
        "5": Config(n_words=16, min_joey=4, max_joey=5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        joeys = [w for w in common_words() if config.min_joey <= len(w) <= config.max_joey]
        while True:
            joey = rng.choice(joeys)
            good, runs, jumbled = _sorted_hosts(joey)
            if not good or len(good) + len(runs) + len(jumbled) < config.n_words:
                continue
            k = rng.randint(1, min(len(good), max(1, config.n_words // 2)))
            words = rng.sample(good, k)
            rest = config.n_words - k
            n_runs = min(len(runs), rng.randint(1, max(1, rest // 2)))
            words += rng.sample(runs, n_runs)
            others = jumbled + tuple(w for w in good + runs if w not in words)
            if len(jumbled) >= rest - n_runs:
                others = jumbled
            words += rng.sample(others, rest - n_runs)
            rng.shuffle(words)
            return {"joey": joey, "words": words}, sorted(w for w in words if is_kangaroo(joey, w))

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(joey=data["joey"].upper(), rule=_RULE,
                                             words=", ".join(w.upper() for w in data["words"]))
        return f"{text}\n{answer_instruction('the kangaroo words separated by commas, in any order, e.g. <answer>CHARIOT, SCATTER</answer>')}"

    def program(self, t: Tracer, data: dict) -> list[str]:
        t.state("joey")
        joey = t.fetch("joey", data["joey"])
        kept: list[str] = []
        for i, word in enumerate(data["words"]):
            t.state(f"word {i}")
            w = t.fetch(f"words[{i}]", word)
            at, places = -1, []
            for c in joey:  # leftmost match of each joey letter after the previous one
                at = w.find(c, at + 1)
                if at < 0:
                    break
                places.append(at)
            places = t.compute("positions", places if at >= 0 else None, why="each joey letter found after the previous one")
            run = t.compute("run", joey in w, why="the joey appears as one unbroken run")
            if t.goto(places is not None and not run, why="letters in order, not all side by side"):
                kept = t.compute("kept", kept + [w])
        t.state("answer")
        return t.compute("answer", sorted(t.fetch("kept", kept)), why="sorted")

    def solve(self, data: dict) -> list[str]:
        # a lazy regex with gaps allowed between the joey's letters, and a plain substring test
        joey = data["joey"]
        pattern = re.compile(".*".join(re.escape(c) for c in joey))
        return sorted(w for w in data["words"] if pattern.search(w) and joey not in w)


BOOTCAMP = KangarooWords()
