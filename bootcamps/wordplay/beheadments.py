"""Beheadments and curtailments: which listed words still spell an English word once their first
letter (behead) or last letter (curtail) is removed. Every kept word leaves a common word; every
other word leaves a string that is not in the full web2 list (see ``bootcamps.kit.wordlist``), so
the answer does not hang on an obscure dictionary entry."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.wordlist import common_words, full_words
from bootcamps.kit.words2 import WordSetAnswer
from bootcamps.trace import Tracer

_CUTS = {"behead": lambda w: w[1:], "curtail": lambda w: w[:-1]}
_NAMES = {"behead": "removing its first letter", "curtail": "removing its last letter",
          "either": "removing its first letter or removing its last letter (either one counts)"}


@dataclass(frozen=True)
class Config:
    n_words: int = 6
    modes: tuple[str, ...] = ("behead",)

    def __post_init__(self) -> None:
        if not 3 <= self.n_words <= 24 or not self.modes or any(m not in _NAMES for m in self.modes):
            raise ValueError(f"need 3 <= n_words <= 24 and modes from {', '.join(_NAMES)}, got {self.n_words}, {self.modes}")


def _results(word: str, mode: str) -> list[str]:
    return [_CUTS[m](word) for m in (("behead", "curtail") if mode == "either" else (mode,))]


@lru_cache(maxsize=None)
def _pools(mode: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    common, full = set(common_words()), full_words()
    # "none" is how an empty answer is written, so it is never one of the listed words
    words = [w for w in common_words() if len(w) >= 4 and w != "none"]
    keep = tuple(w for w in words if any(r in common for r in _results(w, mode)))
    drop = tuple(w for w in words if not any(r in full for r in _results(w, mode)))
    return keep, drop


_TEMPLATES = (
    "Which of these words still spell an English word after {how}? {words}",
    "Words: {words}.\nA word qualifies if {how} leaves another English word. List the words that qualify.",
    "Take each of the words {words} and try {how}. Which ones leave a real English word?",
)


class Beheadments(WordSetAnswer, Bootcamp):
    id = "wordplay/beheadments"
    description = "Which listed words leave an English word when beheaded or curtailed (unique against web2)"
    Config = Config
    LEVELS = {
        "1": Config(n_words=6, modes=("behead",)),
        "2": Config(n_words=8, modes=("curtail",)),
        "3": Config(n_words=10, modes=("behead", "curtail")),
        "4": Config(n_words=13, modes=("either",)),
        "5": Config(n_words=18, modes=("either",)),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        mode = rng.choice(config.modes)
        keep, drop = _pools(mode)
        k = rng.randint(max(1, config.n_words // 4), config.n_words // 2)
        words = rng.sample(keep, k) + rng.sample(drop, config.n_words - k)
        rng.shuffle(words)
        data = {"words": words, "mode": mode}
        return data, sorted(w for w in words if w in keep)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(how=_NAMES[data["mode"]], words=", ".join(w.upper() for w in data["words"]))
        return f"{text}\n{answer_instruction('the qualifying words separated by commas, e.g. <answer>BRAIN, SLOW</answer>')}"

    def program(self, t: Tracer, data: dict) -> list[str]:
        common = set(common_words())
        kept: list[str] = []
        for i, word in enumerate(data["words"]):
            t.state(f"word {i}")
            w = t.fetch(f"words[{i}]", word)
            left = t.compute("left", _results(w, data["mode"]), why=_NAMES[data["mode"]])
            if t.goto(any(r in common for r in left), why="an English word remains"):
                kept = t.compute("kept", kept + [w])
        t.state("answer")
        return t.compute("answer", sorted(t.fetch("kept", kept)), why="sorted")

    def solve(self, data: dict) -> list[str]:
        # Look the cut strings up in the full list (the decoys' cuts are in neither list).
        full = full_words()
        out = []
        for w in data["words"]:
            cuts = {"behead": [w[1:]], "curtail": [w[:-1]], "either": [w[1:], w[:-1]]}[data["mode"]]
            if any(c in full for c in cuts):
                out.append(w)
        return sorted(out)


BOOTCAMP = Beheadments()
