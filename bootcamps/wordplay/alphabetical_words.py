"""Abecedarian words: pick the listed words whose letters run in alphabetical order (each letter
the same as or later in the alphabet than the one before it, as in BEGIN or FLOOR), or at higher
levels in reverse alphabetical order (SPOON, WIFE), or either. Qualifying words come from the
common words and the web2 list (see ``bootcamps.kit.wordlist``); from level 3 the decoys miss the
rule at exactly one neighbouring pair of letters (ALMOST qualifies; ALMSOT would not), so every
pair has to be checked. The answer depends only on the listed words, so it is unique.

Warm generation makes about 1,800 cases/s at level 3; a short benchmark shows less because the
first case of a process loads web2 (about two seconds)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.wordlist import common_words, full_words_of_length
from bootcamps.kit.words2 import WordSetAnswer
from bootcamps.trace import Tracer

MODES = ("ascending", "descending", "either")


@dataclass(frozen=True)
class Config:
    n_words: int = 6
    min_len: int = 4
    max_len: int = 5
    modes: tuple[str, ...] = ("ascending",)
    near_misses: bool = False  # decoys break the order at exactly one neighbouring pair

    def __post_init__(self) -> None:
        if not 4 <= self.n_words <= 30:
            raise ValueError(f"n_words must be in 4..30, got {self.n_words}")
        if not 4 <= self.min_len <= self.max_len <= 7:
            raise ValueError(f"need 4 <= min_len <= max_len <= 7, got {self.min_len}, {self.max_len}")
        if not self.modes or any(m not in MODES for m in self.modes):
            raise ValueError(f"modes must be from {', '.join(MODES)}, got {self.modes}")


def _breaks(word: str, direction: str) -> int:
    """Neighbouring letter pairs out of order for ``direction`` ('ascending' or 'descending')."""
    if direction == "ascending":
        return sum(a > b for a, b in zip(word, word[1:]))
    return sum(a < b for a, b in zip(word, word[1:]))


def qualifies(word: str, mode: str) -> bool:
    directions = ("ascending", "descending") if mode == "either" else (mode,)
    return any(_breaks(word, d) == 0 for d in directions)


@lru_cache(maxsize=None)
def _pools(mode: str, min_len: int, max_len: int) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """(common keepers, web2 keepers, common decoys, one-break decoys) for ``mode``."""
    fits = lambda w: min_len <= len(w) <= max_len  # noqa: E731
    common = [w for w in common_words() if fits(w)]
    full = [w for n in range(min_len, max_len + 1) for w in full_words_of_length(n)]
    directions = ("ascending", "descending") if mode == "either" else (mode,)
    keep_common = tuple(w for w in common if qualifies(w, mode))
    keep_full = tuple(w for w in full if qualifies(w, mode))
    drop_common = tuple(w for w in common if not qualifies(w, mode))
    near = tuple(w for w in full if not qualifies(w, mode) and min(_breaks(w, d) for d in directions) == 1
                 and len(set(w)) > 2)
    return keep_common, keep_full, drop_common, near


_RULES = {
    "ascending": "its letters are in alphabetical order: each letter is the same as, or comes later in the alphabet "
                 "than, the letter before it (as in BEGIN)",
    "descending": "its letters are in reverse alphabetical order: each letter is the same as, or comes earlier in the "
                  "alphabet than, the letter before it (as in SPOON)",
    "either": "its letters are in alphabetical order (each letter the same as or later than the one before it, as in "
              "BEGIN) or in reverse alphabetical order (each letter the same as or earlier than the one before it, as "
              "in SPOON)",
}
_TEMPLATES = (
    "A word qualifies if {rule}. Which of these words qualify? {words}",
    "Words: {words}.\nList every word of this list that qualifies: a word qualifies when {rule}.",
    "Look at the letters of each word, left to right: {words}. Pick out the words that qualify, where a word qualifies "
    "if {rule}.",
)


class AlphabeticalWords(WordSetAnswer, Bootcamp):
    id = "wordplay/alphabetical_words"
    description = "Pick the listed words whose letters run in alphabetical (or reverse alphabetical) order"
    Config = Config
    LEVELS = {
        "1": Config(n_words=6, min_len=4, max_len=5, modes=("ascending",)),
        "2": Config(n_words=9, min_len=4, max_len=6, modes=("ascending", "descending")),
        "3": Config(n_words=12, min_len=4, max_len=6, modes=("ascending", "descending"), near_misses=True),
        "4": Config(n_words=15, min_len=5, max_len=7, modes=("either",), near_misses=True),
        "5": Config(n_words=20, min_len=5, max_len=7, modes=("either",), near_misses=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        mode = rng.choice(config.modes)
        keep_common, keep_full, drop_common, near = _pools(mode, config.min_len, config.max_len)
        k = rng.randint(max(1, config.n_words // 5), max(1, config.n_words * 2 // 5))
        keep: set[str] = set()
        while len(keep) < k:
            keep.add(rng.choice(keep_common if keep_common and rng.random() < 0.4 else keep_full))
        drop: set[str] = set()
        while len(drop) < config.n_words - k:
            drop.add(rng.choice(near if config.near_misses and rng.random() < 0.7 else drop_common))
        words = sorted(keep) + sorted(drop)
        rng.shuffle(words)
        return {"words": words, "mode": mode}, sorted(keep)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(rule=_RULES[data["mode"]], words=", ".join(w.upper() for w in data["words"]))
        form = "the qualifying words in any order, separated by commas, e.g. <answer>DEEP, ACT</answer>"
        return f"{text}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> list[str]:
        mode = data["mode"]
        kept: list[str] = []
        for i, word in enumerate(data["words"]):
            t.state(f"word {i}")
            w = t.fetch(f"words[{i}]", word)
            up = t.compute("rises", sum(a < b for a, b in zip(w, w[1:])), why="neighbouring pairs that go later in the alphabet")
            down = t.compute("falls", sum(a > b for a, b in zip(w, w[1:])), why="neighbouring pairs that go earlier")
            ok = {"ascending": down == 0, "descending": up == 0, "either": down == 0 or up == 0}[mode]
            if t.goto(ok, why=f"{mode} order needs no pair the wrong way"):
                kept = t.compute("kept", kept + [w])
        t.state("answer")
        return t.compute("answer", sorted(t.fetch("kept", kept)), why="sorted")

    def solve(self, data: dict) -> list[str]:
        # Compare each word with its letters sorted (and sorted backwards).
        out = []
        for w in data["words"]:
            forward, backward = "".join(sorted(w)), "".join(sorted(w, reverse=True))
            ok = {"ascending": w == forward, "descending": w == backward, "either": w in (forward, backward)}[data["mode"]]
            if ok:
                out.append(w)
        return sorted(out)


BOOTCAMP = AlphabeticalWords()
