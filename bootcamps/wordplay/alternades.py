"""Alternades: pick the listed words whose alternate letters spell two words that are both on
the list. Reading letters 1, 3, 5, ... of SCHOOLED gives SHOE and letters 2, 4, 6, ... give
COLD. A word counts only when both halves are listed; planted decoys are alternades of web2
whose second half is left off the list. Long words come from the full web2 list (see
``bootcamps.kit.wordlist``) and may be rare: the solver only splits and looks up."""

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
    n_words: int = 8
    max_hits: int = 1
    traps: int = 1  # alternades whose second half is missing from the list

    def __post_init__(self) -> None:
        if not 6 <= self.n_words <= 40:
            raise ValueError(f"n_words must be in 6..40, got {self.n_words}")
        if not 1 <= self.max_hits <= 6:
            raise ValueError(f"max_hits must be in 1..6, got {self.max_hits}")
        if not 0 <= self.traps <= 8:
            raise ValueError(f"traps must be in 0..8, got {self.traps}")
        if 3 * self.max_hits + 2 * self.traps > self.n_words:
            raise ValueError(f"n_words={self.n_words} too small for the alternades and traps")


@lru_cache(maxsize=1)
def _pools() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Web2 words of six or more letters whose two alternate-letter halves are different web2
    words of three or more letters; and plain common filler words."""
    full = full_words()
    alts = tuple(sorted(w for w in full if len(w) >= 6 and w[0::2] in full and w[1::2] in full
                        and w[0::2] != w[1::2]))
    plain = tuple(w for w in common_words() if len(w) >= 3)
    return alts, plain


_RULE = ("Split a word into two by taking its 1st, 3rd, 5th, ... letters as one word and its 2nd, 4th, "
         "6th, ... letters as the other. A listed word counts when both of those words are also on the "
         "list; a word with a half that is not on the list does not count.")
_TEMPLATES = (
    "Alternades are words whose alternate letters spell two other words: SCHOOLED gives SHOE and COLD. "
    "{rule}\nWords: {words}\nWhich listed words count?",
    "Here is a list of words: {words}\n{rule} List every word that counts.",
    "Alternate-letter puzzle. {rule}\nFind all such words in this list:\n{words}",
)


class Alternades(WordSetAnswer, Bootcamp):
    id = "wordplay/alternades"
    description = "Pick the listed words whose odd and even letters spell two other listed words"
    Config = Config
    LEVELS = {
        "1": Config(n_words=7, max_hits=1, traps=1),
        "2": Config(n_words=10, max_hits=2, traps=1),
        "3": Config(n_words=14, max_hits=2, traps=2),
        "4": Config(n_words=18, max_hits=3, traps=3),
        "5": Config(n_words=26, max_hits=4, traps=5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        alts, plain = _pools()
        hits = rng.randint(max(1, config.max_hits // 2), config.max_hits)
        chosen = rng.sample(alts, hits + config.traps)
        words = [x for w in chosen[:hits] for x in (w, w[0::2], w[1::2])]
        words += [x for w in chosen[hits:] for x in (w, w[0::2])]  # the even half left off
        fill = [w for w in rng.sample(plain, config.n_words + 4) if w not in words]
        words = list(dict.fromkeys(words + fill))[: config.n_words]
        rng.shuffle(words)
        listed = set(words)
        return {"words": words}, sorted(w for w in words if w[0::2] in listed and w[1::2] in listed)

    def prompt(self, data: dict, rng: random.Random) -> str:
        words = ", ".join(w.upper() for w in data["words"])
        text = rng.choice(_TEMPLATES).format(rule=_RULE, words=words)
        return f"{text}\n{answer_instruction('the counting words separated by commas, in any order, e.g. <answer>SCHOOLED</answer>')}"

    def program(self, t: Tracer, data: dict) -> list[str]:
        t.state("list")
        listed = t.compute("listed", sorted(t.fetch("words", data["words"])), why="sorted, to look halves up")
        kept: list[str] = []
        for i, word in enumerate(data["words"]):
            t.state(f"word {i}")
            w = t.fetch(f"words[{i}]", word)
            odd = t.compute("odd letters", w[0::2], why="1st, 3rd, 5th, ... letters")
            even = t.compute("even letters", w[1::2], why="2nd, 4th, 6th, ... letters")
            if t.goto(odd in listed and even in listed, why="both halves are on the list"):
                kept = t.compute("kept", kept + [w])
        t.state("answer")
        return t.compute("answer", sorted(t.fetch("kept", kept)), why="sorted")

    def solve(self, data: dict) -> list[str]:
        # interleave every ordered pair of listed words and see which listed words come out
        words = data["words"]
        listed = set(words)
        out = set()
        for a in words:
            for b in words:
                if len(a) - len(b) in (0, 1):
                    woven = "".join(x + y for x, y in zip(a, b)) + a[len(b):]
                    if woven in listed:
                        out.add(woven)
        return sorted(out)


BOOTCAMP = Alternades()
