"""Charades: run-together strings that are two (or three) English words joined end to end; split
each one. Every split is the only way to cut the string into that many words of three or more
letters from the full web2 list (see ``bootcamps.kit.wordlist``), checked in the generator."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.wordlist import common_words, full_words
from bootcamps.kit.words2 import segmentations
from bootcamps.trace import Tracer

_MIN = 3


@dataclass(frozen=True)
class Config:
    n_targets: int = 3
    n_triples: int = 0  # how many targets are three words joined (the rest are two)
    max_word: int = 5

    def __post_init__(self) -> None:
        if not 1 <= self.n_targets <= 12 or not 0 <= self.n_triples <= self.n_targets:
            raise ValueError(f"need 1 <= n_targets <= 12 and 0 <= n_triples <= n_targets, got {self.n_targets}, {self.n_triples}")
        if not 3 <= self.max_word <= 8:
            raise ValueError(f"max_word must be 3..8, got {self.max_word}")


_TEMPLATES = (
    "Each string below is made of English words written together with no spaces, every word at least "
    "three letters long; the number of words is given in brackets. Split each string into its words.\n{items}",
    "Word charades: the words in each line were glued together (how many is shown in brackets). "
    "Every hidden word has three or more letters, and there is only one way to split each line. Recover them.\n{items}",
    "Insert the missing spaces. Each of the following is a run of {{n}} English words (n in brackets), "
    "each word of at least 3 letters:\n{items}",
)


def read_splits(text: str, n_items: int) -> list[list[str]] | None:
    """Comma-separated items, each words joined by '+': ``car+pet, sun+light``; ``None`` otherwise."""
    if len(text) > 40 * (n_items + 2):
        return None
    items = [i.strip() for i in text.strip().rstrip(".").split(",")]
    out = []
    for item in items:
        parts = [p.strip().lower() for p in item.split("+")]
        if not all(p.isascii() and p.isalpha() for p in parts):
            return None
        out.append(parts)
    return out


class Charades(Bootcamp):
    id = "wordplay/charades"
    description = "Split run-together words into two or three English words (unique split against web2)"
    Config = Config
    LEVELS = {
        "1": Config(n_targets=2, n_triples=0, max_word=4),
        "2": Config(n_targets=3, n_triples=0, max_word=5),
        "3": Config(n_targets=4, n_triples=1, max_word=6),
        "4": Config(n_targets=6, n_triples=2, max_word=7),
        "5": Config(n_targets=8, n_triples=4, max_word=8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[str]]]:
        full = full_words()
        pool = [w for w in common_words() if _MIN <= len(w) <= config.max_word]
        counts = [3] * config.n_triples + [2] * (config.n_targets - config.n_triples)
        rng.shuffle(counts)
        targets, gold = [], []
        for k in counts:
            while True:
                parts = [rng.choice(pool) for _ in range(k)]
                joined = "".join(parts)
                if joined not in targets and segmentations(joined, k, _MIN, full) == [parts]:
                    targets.append(joined)
                    gold.append(parts)
                    break
        return {"targets": targets, "parts": counts}, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        items = "\n".join(f"{i + 1}. {t.upper()} ({k})" for i, (t, k) in enumerate(zip(data["targets"], data["parts"])))
        text = rng.choice(_TEMPLATES).format(items=items)
        return (f"{text}\n" + answer_instruction(
            "the splits in the order given, separated by commas, with + between the words of one string, "
            "e.g. <answer>CAR+PET, SUN+DAY+LIGHT</answer>"))

    def check(self, data: dict, answer: Any, text: str) -> float:
        got = read_splits(text, len(answer))
        return 1.0 if got == [list(p) for p in answer] else 0.0

    def format_answer(self, answer: Any) -> str:
        return ", ".join("+".join(p.upper() for p in parts) for parts in answer)

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = [list(p) for p in case.answer]
        i = rng.randrange(len(gold))
        shifted = [list(p) for p in gold]
        a, b = shifted[i][0], shifted[i][1]
        shifted[i][0], shifted[i][1] = a + b[0], b[1:]  # one cut moved a letter right
        out = [self.format_answer(shifted), self.format_answer(gold[:-1] or [["x", "y"]])]
        out.append(self.format_answer([["".join(p)] for p in gold]))
        return out

    def program(self, t: Tracer, data: dict) -> list[list[str]]:
        full = full_words()
        out: list[list[str]] = []
        for i, (target, k) in enumerate(zip(data["targets"], data["parts"])):
            t.state(f"string {i}")
            s = t.fetch(f"targets[{i}]", target)
            n = t.fetch(f"parts[{i}]", k)
            t.compute("word prefixes", [s[:c] for c in range(_MIN, len(s) - _MIN + 1) if s[:c] in full],
                              why="prefixes of 3+ letters that are words")
            split = t.compute("split", segmentations(s, n, _MIN, full)[0], why=f"the one cut into {n} words")
            out = t.compute("splits", out + [split], why="splits + split")
        t.state("answer")
        return t.fetch("splits", out)

    def solve(self, data: dict) -> list[list[str]]:
        # Word-break table: ways[j][m] = the splits of the first j letters into m words.
        full = full_words()
        out = []
        for s, k in zip(data["targets"], data["parts"]):
            ways: list[dict[int, list[list[str]]]] = [dict() for _ in range(len(s) + 1)]
            ways[0][0] = [[]]
            for j in range(_MIN, len(s) + 1):
                for i in range(0, j - _MIN + 1):
                    if s[i:j] in full:
                        for m, splits in ways[i].items():
                            if m < k:
                                ways[j].setdefault(m + 1, []).extend(sp + [s[i:j]] for sp in splits)
            found = ways[len(s)].get(k, [])
            out.append(found[0] if len(found) == 1 else [])
        return out


BOOTCAMP = Charades()
