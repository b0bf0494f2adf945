"""Count the listed words that have an anagram partner in the list: another listed word made of
exactly the same letters, each as many times (LISTEN and SILENT; STOP, POTS and TOPS are three).
A word whose anagram exists in the dictionary but is not listed does not count.

Anagram groups come from the web2 list (see ``bootcamps.kit.wordlist``) around common words;
from level 3 the decoys include near-anagrams, words whose letters differ from a planted word's in
exactly one letter (STOLEN against SILENT), and words whose real anagram is left out. The gold
is counted on the listed words alone, so it is unique.

Warm generation makes about 2,500 cases/s at level 3; a short benchmark shows less because the
first case of a process loads web2 and groups it by letters (about two seconds)."""

from __future__ import annotations

import random
import string
from collections import defaultdict
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.wordlist import common_words, full_words_of_length, signature
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    n_words: int = 6
    min_len: int = 3
    max_len: int = 5
    groups: tuple[int, int] = (1, 1)  # planted anagram groups, at least and at most
    max_group: int = 2  # most members listed from one group
    near_misses: bool = False

    def __post_init__(self) -> None:
        if not 4 <= self.n_words <= 40:
            raise ValueError(f"n_words must be in 4..40, got {self.n_words}")
        if not 3 <= self.min_len <= self.max_len <= 8:
            raise ValueError(f"need 3 <= min_len <= max_len <= 8, got {self.min_len}, {self.max_len}")
        lo, hi = self.groups
        if not 1 <= lo <= hi or hi * self.max_group > self.n_words - 3:
            raise ValueError(f"groups must be 1 <= lo <= hi with room for decoys, got {self.groups}")
        if not 2 <= self.max_group <= 4:
            raise ValueError(f"max_group must be in 2..4, got {self.max_group}")


@lru_cache(maxsize=None)
def _classes(length: int) -> dict[str, tuple[str, ...]]:
    """Full-list words of ``length`` grouped by their sorted letters."""
    out: dict[str, list[str]] = defaultdict(list)
    for w in full_words_of_length(length):
        out[signature(w)].append(w)
    return {k: tuple(v) for k, v in out.items()}


@lru_cache(maxsize=None)
def _seeds(length: int) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """(common words with a full-list anagram, common words without one, all common words) of ``length``."""
    classes = _classes(length)
    common = [w for w in common_words() if len(w) == length and signature(w) in classes]
    grouped = tuple(w for w in common if len(classes[signature(w)]) >= 2)
    alone = tuple(w for w in common if len(classes[signature(w)]) == 1)
    return grouped, alone, tuple(common)


def _near(word: str, rng: random.Random) -> str | None:
    """A full-list word with the letters of ``word`` but one changed, or None."""
    classes = _classes(len(word))
    for _ in range(6):
        i = rng.randrange(len(word))
        sig = signature(word[:i] + rng.choice(string.ascii_lowercase) + word[i + 1:])
        if sig != signature(word) and sig in classes:
            return rng.choice(classes[sig])
    return None


_TEMPLATES = (
    "Two different words are anagrams if they use exactly the same letters, each the same number of times (like "
    "LISTEN and SILENT). How many of the following words have at least one anagram elsewhere in this same list? "
    "{words}",
    "Words: {words}.\nCount the words of this list that can be rearranged into another word of the list (same letters, "
    "same counts, a different word). An anagram that is not in the list does not count.",
    "In the list {words}, a word has a partner when some other word in the list is made of exactly the same letters "
    "with the same counts. How many words in the list have a partner?",
)


class AnagramPairsCount(IntegerAnswer, Bootcamp):
    id = "wordplay/anagram_pairs_count"
    description = "Count the listed words that have an anagram partner in the same list"
    Config = Config
    LEVELS = {
        "1": Config(n_words=9, min_len=3, max_len=5, groups=(1, 2), max_group=3),
        "2": Config(n_words=12, min_len=4, max_len=5, groups=(1, 3), max_group=3),
        "3": Config(n_words=14, min_len=4, max_len=6, groups=(1, 3), max_group=3, near_misses=True),
        "4": Config(n_words=18, min_len=5, max_len=7, groups=(2, 4), max_group=3, near_misses=True),
        "5": Config(n_words=24, min_len=5, max_len=7, groups=(2, 5), max_group=4, near_misses=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        lengths = range(config.min_len, config.max_len + 1)
        words: set[str] = set()
        planted = []
        for _ in range(rng.randint(*config.groups)):
            n = rng.choice(lengths)
            grouped = _seeds(n)[0]
            seed = rng.choice(grouped)
            members = list(_classes(n)[signature(seed)])
            size = rng.randint(2, min(config.max_group, len(members)))
            others = [m for m in members if m != seed]
            words.update([seed] + rng.sample(others, size - 1))
            planted.append(seed)
        while len(words) < config.n_words:
            n = rng.choice(lengths)
            grouped, alone, common = _seeds(n)
            roll = rng.random()
            if config.near_misses and roll < 0.35:
                near = _near(rng.choice(planted), rng)
                if near is not None:
                    words.add(near)
            elif config.near_misses and roll < 0.55:
                words.add(rng.choice(grouped))  # its anagram is real, but usually not listed
            else:
                words.add(rng.choice(alone or common))
        listed = sorted(words)
        rng.shuffle(listed)
        data = {"words": listed}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(words=", ".join(w.upper() for w in data["words"]))
        return f"{text}\n{answer_instruction('the number of such words, a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        groups: dict[str, list[str]] = {}
        for i, word in enumerate(data["words"]):
            t.state(f"word {i}")
            w = t.fetch(f"words[{i}]", word)
            key = t.compute("letters", signature(w), why="letters in alphabetical order")
            groups.setdefault(key, []).append(w)
            t.compute(f"group[{key}]", list(groups[key]))
        total = 0
        for key, members in sorted(groups.items()):
            if len(members) < 2:
                continue
            t.state(f"group {key}")
            size = t.compute("size", len(t.fetch(f"group[{key}]", members)), why="words sharing these letters")
            total = t.compute("total", total + size, why="every word of a group of two or more has a partner")
        t.state("answer")
        return t.compute("answer", t.fetch("total", total))

    def solve(self, data: dict) -> int:
        # Pairwise: a word counts if some other listed word has the same letter counts.
        words = data["words"]
        counts = [{c: w.count(c) for c in set(w)} for w in words]
        return sum(any(j != i and counts[j] == counts[i] for j in range(len(words))) for i in range(len(words)))


BOOTCAMP = AnagramPairsCount()
