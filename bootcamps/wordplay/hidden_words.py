"""Which words of a list are hidden in a sentence: their letters appear consecutively once the
spaces are ignored (usually straddling two words, as in "the cAT Enters" hiding "ate")."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.strings import WordSequenceAnswer
from bootcamps.kit.textkit import REFUSALS
from bootcamps.kit.wordlist import common_words
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    candidates: int = 4
    max_hidden: int = 1
    filler: int = 4  # ordinary words around the hiding pairs

    def __post_init__(self) -> None:
        if not 3 <= self.candidates <= 20:
            raise ValueError(f"candidates must be in 3..20, got {self.candidates}")
        if not 1 <= self.max_hidden < self.candidates:
            raise ValueError(f"need 1 <= max_hidden < candidates, got {self.max_hidden}")
        if not 0 <= self.filler <= 30:
            raise ValueError(f"filler must be in 0..30, got {self.filler}")


@lru_cache(maxsize=1)
def _ends() -> tuple[dict[str, tuple[str, ...]], dict[str, tuple[str, ...]]]:
    """Common words by each of their proper suffixes, and by each of their proper prefixes."""
    by_suffix: dict[str, list[str]] = {}
    by_prefix: dict[str, list[str]] = {}
    for w in common_words():
        for k in range(1, len(w)):
            by_suffix.setdefault(w[k:], []).append(w)
            by_prefix.setdefault(w[:k], []).append(w)
    return ({k: tuple(v) for k, v in by_suffix.items()}, {k: tuple(v) for k, v in by_prefix.items()})


def _straddle(rng: random.Random, word: str) -> list[str] | None:
    """Two common words whose junction spells ``word`` (the end of one, the start of the next)."""
    by_suffix, by_prefix = _ends()
    cuts = list(range(1, len(word)))
    rng.shuffle(cuts)
    for k in cuts:
        left, right = by_suffix.get(word[:k]), by_prefix.get(word[k:])
        if left and right:
            return [rng.choice(left), rng.choice(right)]
    return None


def is_hidden(word: str, sentence: str) -> bool:
    return word in sentence.replace(" ", "")


_TEMPLATES = (
    "A word is hidden in a sentence when its letters appear one after another in the sentence once the spaces are "
    "ignored (it may run across the gap between words). Which of these words are hidden in the sentence?\n"
    "Sentence: {sentence}\nWords: {words}",
    "Sentence: {sentence}\nIgnore the spaces of the sentence. Which of the following words can then be read as a "
    "run of consecutive letters in it? Words: {words}",
    "Hidden words puzzle. Words: {words}\nSentence: {sentence}\nA listed word counts as hidden if its letters occur "
    "consecutively in the sentence with the spaces removed. Find every hidden word.",
)


class HiddenWords(WordSequenceAnswer, Bootcamp):
    id = "wordplay/hidden_words"
    description = "Find which listed words are hidden in a sentence (consecutive letters across word gaps)"
    Config = Config
    LEVELS = {
        "1": Config(candidates=4, max_hidden=1, filler=3),
        "2": Config(candidates=6, max_hidden=2, filler=5),
        "3": Config(candidates=8, max_hidden=2, filler=7),
        "4": Config(candidates=10, max_hidden=3, filler=10),
        "5": Config(candidates=14, max_hidden=4, filler=14),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        pool = [w for w in common_words() if 4 <= len(w) <= 6 and w not in REFUSALS]
        while True:
            hidden = rng.sample(pool, rng.randint(1, config.max_hidden))
            pairs = [_straddle(rng, h) for h in hidden]
            if not all(pairs):
                continue
            words = rng.sample(common_words(), config.filler)
            for pair in pairs:
                at = rng.randint(0, len(words))
                words[at:at] = pair
            sentence = " ".join(words)
            decoys = [w for w in rng.sample(pool, 3 * config.candidates) if w not in hidden and not is_hidden(w, sentence)]
            if len(decoys) < config.candidates - len(hidden) or not all(is_hidden(h, sentence) for h in hidden):
                continue
            listed = hidden + decoys[: config.candidates - len(hidden)]
            rng.shuffle(listed)
            return {"sentence": sentence, "words": listed}, [w for w in listed if w in hidden]

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(sentence=data["sentence"], words=", ".join(data["words"]))
        form = "the hidden words in the order they are listed, separated by commas, each once (e.g. <answer>late, tree</answer>)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer)

    def program(self, t: Tracer, data: dict) -> list[str]:
        t.state("letters")
        letters = t.compute("letters", t.fetch("sentence", data["sentence"]).replace(" ", ""), why="spaces removed")
        found = []
        for i, w in enumerate(data["words"]):
            t.state(f"word {i}")
            w = t.fetch(f"words[{i}]", w)
            at = t.compute("at", letters.find(w), why=f"first place {w} starts in the letters (-1: nowhere)")
            if at >= 0:
                found = t.compute("found", found + [w])
        t.state("answer")
        return t.compute("answer", found)

    def solve(self, data: dict) -> list[str]:
        # Slide a window of each word's length along the sentence, skipping spaces by index arithmetic.
        chars = [c for c in data["sentence"] if c != " "]
        out = []
        for w in data["words"]:
            if any(chars[i : i + len(w)] == list(w) for i in range(len(chars) - len(w) + 1)):
                out.append(w)
        return out


BOOTCAMP = HiddenWords()
