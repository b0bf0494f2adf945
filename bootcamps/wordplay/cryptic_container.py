"""Cryptic containers: pick the listed words that are one listed word placed whole inside
another, as in crossword clues where SH(IN)E puts IN inside SHE. The inner word must sit
strictly between two letters of the outer word (a word at the front or end is a plain
join, a charade, and does not count), and the two words must differ. Decoys: containers whose
inner word is left off the list, and joins of two listed words end to end. Containers are
common words around common words giving a web2 word (see ``bootcamps.kit.wordlist``), which
may be rare: the solver only cuts and looks up.

Speed: the container pool (every common word inside every other, about 2.7 million
candidates, pruned by four-letter web2 prefixes) takes about 1.5 s once per process, so a
200-case bench run shows a few hundred cases/s; afterwards generation runs at about 1,300/s."""

from __future__ import annotations

import random
from collections import defaultdict
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.wordlist import common_words, full_words
from bootcamps.kit.words2 import WordSetAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    n_words: int = 8
    max_hits: int = 1
    traps: int = 1  # containers whose inner word is missing from the list
    joins: int = 0  # two listed words joined end to end (not inside)

    def __post_init__(self) -> None:
        if not 6 <= self.n_words <= 40:
            raise ValueError(f"n_words must be in 6..40, got {self.n_words}")
        if not 1 <= self.max_hits <= 6:
            raise ValueError(f"max_hits must be in 1..6, got {self.max_hits}")
        if not 0 <= self.traps <= 8:
            raise ValueError(f"traps must be in 0..8, got {self.traps}")
        if not 0 <= self.joins <= 4:
            raise ValueError(f"joins must be in 0..4, got {self.joins}")
        if 3 * (self.max_hits + self.joins) + 2 * self.traps > self.n_words:
            raise ValueError(f"n_words={self.n_words} too small for the containers, traps and joins")


@lru_cache(maxsize=1)
def _pools() -> tuple[tuple[tuple[str, str, str], ...], tuple[tuple[str, str, str], ...], tuple[str, ...]]:
    """(outer, inner, whole) containers of two different common words (outer of three or more
    letters) and (first, second, whole) joins (first of three or four letters) giving a web2
    word; and common filler words."""
    full, common = full_words(), [w for w in common_words() if len(w) >= 2]
    heads = {c[:k] for c in full for k in (3, 4)}  # prunes (front, first two inner letters) early
    by_start: dict[str, list[str]] = defaultdict(list)
    for b in common:
        by_start[b[:2]].append(b)
    inside = set()
    for a in common:
        for i in range(1, len(a)) if len(a) >= 3 else ():
            front, back = a[:i], a[i:]
            for start, bs in by_start.items():
                if len(front + start) >= 3 and (front + start)[:4] not in heads:
                    continue
                inside.update((a, b, front + b + back) for b in bs if b != a and front + b + back in full)
    ends = {(a, b, a + b) for a in common if len(a) in (3, 4) for b in common  # short fronts suffice
            if a != b and len(b) >= 3 and a + b in full}
    plain = tuple(w for w in common if len(w) >= 3)
    return tuple(sorted(inside)), tuple(sorted(ends)), plain


def _inner_at(word: str, i: int, j: int) -> tuple[str, str]:
    """The inner part word[i:j] and what is left around it."""
    return word[i:j], word[:i] + word[j:]


_RULE = ("A listed word counts when it is another listed word with a third, different listed word placed "
         "whole inside it: the inner word must sit between two letters of the outer word, not at its start "
         "or end, and all three words must be on the list.")
_TEMPLATES = (
    "In cryptic crosswords a container puts one word inside another: SH(IN)E is IN inside SHE. {rule}\n"
    "Words: {words}\nWhich listed words count?",
    "Here is a list of words: {words}\n{rule} For example, SHINE counts when SHE and IN are listed. "
    "List every word that counts.",
    "Word-inside-a-word puzzle. {rule}\nFind all such words in this list:\n{words}",
)


class CrypticContainer(WordSetAnswer, Bootcamp):
    id = "wordplay/cryptic_container"
    description = "Pick the listed words that are one listed word placed inside another listed word"
    Config = Config
    LEVELS = {
        "1": Config(n_words=7, max_hits=1, traps=1, joins=0),
        "2": Config(n_words=10, max_hits=2, traps=1, joins=0),
        "3": Config(n_words=14, max_hits=2, traps=2, joins=1),
        "4": Config(n_words=18, max_hits=3, traps=2, joins=1),
        "5": Config(n_words=26, max_hits=4, traps=3, joins=2),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        inside, ends, plain = _pools()
        hits = rng.randint(max(1, config.max_hits // 2), config.max_hits)
        chosen = rng.sample(inside, hits + config.traps)
        words = [x for a, b, c in chosen[:hits] for x in (c, a, b)]
        words += [x for a, _, c in chosen[hits:] for x in (c, a)]  # the inner word left off
        words += [x for triple in rng.sample(ends, config.joins) for x in (triple[2], triple[0], triple[1])]
        fill = [w for w in rng.sample(plain, config.n_words + 4) if w not in words]
        words = list(dict.fromkeys(words + fill))[: config.n_words]
        rng.shuffle(words)
        return {"words": words}, self.solve({"words": words})

    def prompt(self, data: dict, rng: random.Random) -> str:
        words = ", ".join(w.upper() for w in data["words"])
        text = rng.choice(_TEMPLATES).format(rule=_RULE, words=words)
        return f"{text}\n{answer_instruction('the counting words separated by commas, in any order, e.g. <answer>SHINE</answer>')}"

    def program(self, t: Tracer, data: dict) -> list[str]:
        t.state("list")
        listed = t.compute("listed", sorted(t.fetch("words", data["words"])), why="sorted, to look words up")
        kept: list[str] = []
        for k, word in enumerate(data["words"]):
            t.state(f"word {k}")
            w = t.fetch(f"words[{k}]", word)
            inner = t.compute("listed words inside", [x for x in listed if x != w and x in w[1:-1]],
                              why="listed words found away from the first and last letter")
            for x in inner:
                cuts = [_inner_at(w, i, i + len(x))[1] for i in range(1, len(w) - len(x)) if w[i:i + len(x)] == x]
                outer = t.compute(f"left around {x}", cuts, why=f"{w} with {x} taken out")
                if t.goto(any(o in listed and o != x for o in outer), why="an outer word on the list"):
                    kept = t.compute("kept", kept + [w])
                    break
        t.state("answer")
        return t.compute("answer", sorted(t.fetch("kept", kept)), why="sorted")

    def solve(self, data: dict) -> list[str]:
        # build every container of one listed word inside another and keep those on the list
        words = data["words"]
        listed = set(words)
        out = set()
        for a in words:
            for b in words:
                if a != b:
                    out.update(a[:i] + b + a[i:] for i in range(1, len(a)))
        return sorted(out & listed)


BOOTCAMP = CrypticContainer()
