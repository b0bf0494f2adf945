"""Letter-value sums (A=1, B=2, ..., Z=26): pick the listed words whose letters add up to exactly
a target. The target is the value of at least one listed word (often of several, since anagrams
and other words share values), and most decoys miss it by one to three."""

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
    n_words: int = 6
    min_len: int = 3
    max_len: int = 4

    def __post_init__(self) -> None:
        if not 4 <= self.n_words <= 30:
            raise ValueError(f"n_words must be in 4..30, got {self.n_words}")
        if not 2 <= self.min_len <= self.max_len <= 12:
            raise ValueError(f"need 2 <= min_len <= max_len <= 12, got {self.min_len}, {self.max_len}")


def value(word: str) -> int:
    return sum(ord(c) - 96 for c in word)


@lru_cache(maxsize=None)
def _by_value(min_len: int, max_len: int) -> dict[int, tuple[str, ...]]:
    groups: dict[int, list[str]] = defaultdict(list)
    for w in common_words():
        if min_len <= len(w) <= max_len:
            groups[value(w)].append(w)
    return {v: tuple(ws) for v, ws in groups.items()}


_TEMPLATES = (
    "Give each letter its place in the alphabet: A=1, B=2, C=3, ..., Z=26. The value of a word is the sum "
    "of its letters' values (CAB = 3 + 1 + 2 = 6). Which of these words have a value of exactly {target}?\n{words}",
    "Words: {words}\nScore every word by adding up its letters, where A is worth 1, B 2, and so on up to Z "
    "worth 26 (for example BAD = 2 + 1 + 4 = 7). List every word whose total is {target}.",
    "Alphabet sums puzzle. Each letter is worth its position in the alphabet (A=1 ... Z=26) and a word is worth "
    "the sum of its letters. Target: {target}. Find all the words below worth exactly the target.\n{words}",
)


class WordValueSums(WordSetAnswer, Bootcamp):
    id = "wordplay/word_value_sums"
    description = "Pick the listed words whose A=1..Z=26 letter values sum to exactly a target"
    Config = Config
    LEVELS = {
        "1": Config(n_words=5, min_len=3, max_len=4),
        "2": Config(n_words=7, min_len=3, max_len=5),
        "3": Config(n_words=10, min_len=4, max_len=6),
        "4": Config(n_words=14, min_len=4, max_len=7),
        "5": Config(n_words=18, min_len=5, max_len=9),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        groups = _by_value(config.min_len, config.max_len)
        values = sorted(groups)
        target = rng.choice([v for v in values if len(groups[v]) >= 2] or values)
        k = rng.randint(1, min(len(groups[target]), max(1, config.n_words // 3)))
        words = list(rng.sample(groups[target], k))
        near = [w for d in (-3, -2, -1, 1, 2, 3) for w in groups.get(target + d, ())]
        n_near = min(len(near), (config.n_words - k) * 2 // 3)
        words += rng.sample(near, n_near)
        far = [w for v in values if abs(v - target) > 3 for w in groups[v]]
        words += rng.sample(far, config.n_words - len(words))
        rng.shuffle(words)
        return {"words": words, "target": target}, sorted(w for w in words if value(w) == target)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(target=data["target"], words=", ".join(w.upper() for w in data["words"]))
        return f"{text}\n{answer_instruction('the matching words separated by commas, in any order, e.g. <answer>ALPHA, BRAVO</answer>')}"

    def program(self, t: Tracer, data: dict) -> list[str]:
        t.state("target")
        target = t.fetch("target", data["target"])
        kept: list[str] = []
        for i, word in enumerate(data["words"]):
            t.state(f"word {i}")
            w = t.fetch(f"words[{i}]", word)
            parts = t.compute("letters", [ord(c) - 96 for c in w], why="A=1 ... Z=26")
            total = t.compute("value", sum(parts), why="sum of the letter values")
            if t.goto(total == target, why=f"equal to {target}"):
                kept = t.compute("kept", kept + [w])
        t.state("answer")
        return t.compute("answer", sorted(t.fetch("kept", kept)), why="sorted")

    def solve(self, data: dict) -> list[str]:
        # a letter-count vector dotted with the weights 1..26
        table = {c: i + 1 for i, c in enumerate("abcdefghijklmnopqrstuvwxyz")}
        return sorted(w for w in data["words"] if sum(table[c] * w.count(c) for c in set(w)) == data["target"])


BOOTCAMP = WordValueSums()
