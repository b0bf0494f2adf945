"""Spelling rhymes by a stated rule: two words rhyme when they end with the same "rime", the
letters from the start of the last vowel group to the end (y counts as a vowel after the first
letter). Pick the listed words that rhyme with a target word."""

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
    words: int = 6
    min_rhymes: int = 1

    def __post_init__(self) -> None:
        if not 4 <= self.words <= 30:
            raise ValueError(f"words must be in 4..30, got {self.words}")
        if not 1 <= self.min_rhymes < self.words:
            raise ValueError(f"need 1 <= min_rhymes < words, got {self.min_rhymes}")


def rime(word: str) -> str:
    """The letters from the start of the last run of vowels to the end ("night" -> "ight",
    "table" -> "e", "rhythm" -> "ythm"); the whole word when it has no vowel."""
    vowels = [i for i, c in enumerate(word) if c in "aeiou" or (c == "y" and i > 0)]
    if not vowels:
        return word
    start = vowels[-1]
    while start > 0 and start - 1 in vowels:
        start -= 1
    return word[start:]


@lru_cache(maxsize=1)
def _groups() -> dict[str, tuple[str, ...]]:
    groups: dict[str, list[str]] = {}
    for w in common_words():
        if len(w) >= 3 and w not in REFUSALS:
            groups.setdefault(rime(w), []).append(w)
    return {k: tuple(v) for k, v in groups.items() if len(v) >= 3}


@lru_cache(maxsize=1)
def _rimes() -> dict[str, str]:
    return {w: rime(w) for w in common_words()}


@lru_cache(maxsize=1)
def _usable() -> tuple[str, ...]:
    return tuple(w for w in common_words() if len(w) >= 3 and w not in REFUSALS)


@lru_cache(maxsize=1)
def _by_ending() -> dict[str, tuple[str, ...]]:
    """Words of 3+ letters by their last two letters."""
    out: dict[str, list[str]] = {}
    for w in _usable():
        out.setdefault(w[-2:], []).append(w)
    return {k: tuple(v) for k, v in out.items()}


_RULE = ("Here two words rhyme when their endings match from the start of the last group of vowels to the end of "
         "the word (vowels: a, e, i, o, u, and y when it is not the first letter; a group is a run of consecutive "
         "vowels). For example, \"night\" ends in \"ight\", \"road\" in \"oad\" and \"table\" in \"e\".")
_TEMPLATES = (
    "{rule} Which of these words rhyme with \"{target}\" by that rule?\n{words}",
    "Rhyme finder. {rule}\nTarget: {target}\nCandidates: {words}\nList the candidates that rhyme with the target.",
    "Candidates: {words}\n{rule} Pick out every candidate that rhymes with {target}.",
)


class SuffixRhymes(WordSequenceAnswer, Bootcamp):
    id = "wordplay/suffix_rhymes"
    description = "Pick the listed words that rhyme with a target under a stated spelling rule (last vowel group on)"
    Config = Config
    LEVELS = {
        "1": Config(words=5, min_rhymes=1),
        "2": Config(words=8, min_rhymes=2),
        "3": Config(words=12, min_rhymes=2),
        "4": Config(words=16, min_rhymes=3),
        "5": Config(words=22, min_rhymes=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        groups = _groups()
        key = rng.choice(sorted(groups))
        target, *rhymes = rng.sample(groups[key], len(groups[key]))
        rhymes = rhymes[: rng.randint(config.min_rhymes, max(config.min_rhymes, min(len(rhymes), config.words // 3)))]
        # decoys: words sharing the last letters but not the whole rime, then any words
        rimes = _rimes()
        near = [w for w in _by_ending().get(key[-2:], ()) if rimes[w] != key and w != target]
        others = _usable()
        decoys = rng.sample(near, min(len(near), (config.words - len(rhymes)) // 2))
        while len(decoys) < config.words - len(rhymes):
            w = rng.choice(others)
            if w not in decoys and rimes[w] != key and w != target:
                decoys.append(w)
        listed = rhymes + decoys
        rng.shuffle(listed)
        data = {"target": target, "words": listed}
        return data, [w for w in listed if w in rhymes]

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(rule=_RULE, target=data["target"], words=", ".join(data["words"]))
        form = "the rhyming words in the order they are listed, separated by commas, each once"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer)

    def program(self, t: Tracer, data: dict) -> list[str]:
        t.state("target")
        want = t.compute("rime", rime(t.fetch("target", data["target"])), why="from the last vowel group on")
        found: list[str] = []
        for i, word in enumerate(data["words"]):
            t.state(f"word {i}")
            w = t.fetch(f"words[{i}]", word)
            r = t.compute("rime", rime(w), why="from the last vowel group on")
            if t.compute("rhymes", r == want, why=f"{r} vs {want}"):
                found = t.compute("found", found + [w])
        t.state("answer")
        return t.compute("answer", found)

    def solve(self, data: dict) -> list[str]:
        # Scan each word from the right: skip the final consonants, then the vowel run before them.
        def tail(w: str) -> str:
            def vowel(i: int) -> bool:
                return w[i] in "aeiou" or (w[i] == "y" and i > 0)

            i = len(w) - 1
            while i >= 0 and not vowel(i):
                i -= 1
            if i < 0:
                return w
            while i > 0 and vowel(i - 1):
                i -= 1
            return w[i:]

        want = tail(data["target"])
        return [w for w in data["words"] if tail(w) == want]


BOOTCAMP = SuffixRhymes()
