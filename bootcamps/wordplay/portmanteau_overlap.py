"""Overlap joins: every ordered pair of listed words that can be merged on an overlap of at least
k letters (the last letters of the first word are the first letters of the second, the overlap
shorter than both words), each merged on its longest overlap: BREAK + AKIN -> BREAKIN. The
answer is the set of merged strings; cases where two pairs merge into the same string, or with
too many joins, are regenerated."""

from __future__ import annotations

import random
from collections import defaultdict
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.wordlist import common_words
from bootcamps.kit.words2 import WordSetAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    n_words: int = 5
    min_overlap: int = 3
    planted: int = 1
    max_joins: int = 4

    def __post_init__(self) -> None:
        if not 3 <= self.n_words <= 25:
            raise ValueError(f"n_words must be in 3..25, got {self.n_words}")
        if not 1 <= self.min_overlap <= 5:
            raise ValueError(f"min_overlap must be in 1..5, got {self.min_overlap}")
        if not 1 <= self.planted <= self.n_words // 2:
            raise ValueError(f"planted must be in 1..n_words//2, got {self.planted}")
        if not self.planted <= self.max_joins <= 20:
            raise ValueError(f"max_joins must be in planted..20, got {self.max_joins}")


def longest_overlap(a: str, b: str) -> int:
    """The longest m shorter than both words with a[-m:] == b[:m] (0 if none)."""
    for m in range(min(len(a), len(b)) - 1, 0, -1):
        if a[-m:] == b[:m]:
            return m
    return 0


def joins(words: list[str], k: int) -> list[str]:
    out = []
    for a in words:
        for b in words:
            if a != b:
                m = longest_overlap(a, b)
                if m >= k:
                    out.append(a + b[m:])
    return out


@lru_cache(maxsize=1)
def _by_prefix() -> dict[str, tuple[str, ...]]:
    groups: dict[str, list[str]] = defaultdict(list)
    for w in common_words():
        for m in range(1, len(w)):
            groups[w[:m]].append(w)
    return {p: tuple(ws) for p, ws in groups.items()}


_RULE = ("Two words A and B (in that order, A different from B) join when the last letters of A are the same as "
         "the first letters of B for an overlap of at least {k} letters, the overlap being shorter than both "
         "words. The joined word is A followed by the rest of B, using the longest possible overlap (BREAK and "
         "AKIN overlap in AK and join as BREAKIN).")
_TEMPLATES = (
    "{rule}\nWords: {words}\nFind every joined word you can make from an ordered pair of these words.",
    "Words: {words}\nPortmanteau puzzle. {rule} List all joined words.",
    "Overlap joining. {rule}\nWhich joined words can be formed from the list below, trying every ordered pair?\n{words}",
)


class PortmanteauOverlap(WordSetAnswer, Bootcamp):
    id = "wordplay/portmanteau_overlap"
    description = "Merge every ordered pair of listed words that overlaps (end of one = start of the other) by k+ letters"
    Config = Config
    LEVELS = {
        "1": Config(n_words=5, min_overlap=3, planted=1, max_joins=2),
        "2": Config(n_words=7, min_overlap=3, planted=2, max_joins=3),
        "3": Config(n_words=9, min_overlap=2, planted=2, max_joins=4),
        "4": Config(n_words=12, min_overlap=2, planted=3, max_joins=6),
        "5": Config(n_words=15, min_overlap=2, planted=4, max_joins=8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        k, index = config.min_overlap, _by_prefix()
        starts = [w for w in common_words() if len(w) > k]
        while True:
            words: list[str] = []
            for _ in range(config.planted):
                a = rng.choice(starts)
                m = rng.randint(k, len(a) - 1)
                options = [b for b in index.get(a[-m:], ()) if b != a and len(b) > m]
                if options:
                    words += [a, rng.choice(options)]
            if not words:
                continue
            fill = rng.sample(common_words(), config.n_words + 6)
            words = list(dict.fromkeys(words + fill))[: config.n_words]
            found = joins(words, k)
            if not found or len(found) > config.max_joins or len(set(found)) < len(found):
                continue
            rng.shuffle(words)
            return {"words": words, "k": k}, sorted(found)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(rule=_RULE.format(k=data["k"]), words=", ".join(w.upper() for w in data["words"]))
        return f"{text}\n{answer_instruction('the joined words separated by commas, in any order, e.g. <answer>BREAKIN, HOMELAND</answer>')}"

    def program(self, t: Tracer, data: dict) -> list[str]:
        t.state("rule")
        k = t.fetch("k", data["k"])
        words = t.fetch("words", data["words"])
        found: list[str] = []
        for i, word in enumerate(words):
            t.state(f"first {i}")
            a = t.fetch(f"words[{i}]", word)
            here = []
            for b in words:
                m = longest_overlap(a, b) if b != a else 0
                if m >= k:
                    here.append(f"{b}:{m}")
                    found.append(a + b[m:])
            t.compute("overlaps", here, why=f"second words whose start matches the end of {a}, longest overlap >= {k}")
            t.compute("joined", list(found), why="first word + rest of the second")
        t.state("answer")
        return t.compute("answer", sorted(found), why="sorted")

    def solve(self, data: dict) -> list[str]:
        # index every word by its suffixes, then look each word's prefixes up, longest first
        k, words = data["k"], data["words"]
        by_suffix: dict[str, list[str]] = defaultdict(list)
        for a in words:
            for m in range(1, len(a)):
                by_suffix[a[-m:]].append(a)
        best: dict[tuple[str, str], int] = {}
        for b in words:
            for m in range(len(b) - 1, k - 1, -1):
                for a in by_suffix.get(b[:m], ()):
                    if a != b and m < len(a) and (a, b) not in best:
                        best[(a, b)] = m
        return sorted(a + b[m:] for (a, b), m in best.items())


BOOTCAMP = PortmanteauOverlap()
