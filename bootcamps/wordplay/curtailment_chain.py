"""Curtailment chains: the longest chain of listed words in which each word is the one before it
with its last letter removed (PLANET, PLANE, PLAN), or at higher levels with its first or its
last letter removed (BRAWNS, BRAWN, RAWN, RAW). ``wordplay/beheadments`` asks which words survive
one cut; here the cuts are chained through the list, so the solver searches for a longest path
(a dead end two cuts in loses to a branch that goes on).

Chains come from the web2 list (see ``bootcamps.kit.wordlist``) under common or long words; the
decoys are other cuts of the chain's words that are words (branches) and words one letter longer
than a chain word at an end that is not cut. Several longest chains may exist, so the verifier
checks the answer's steps and its length against the longest chain found by dynamic programming
over the listed words.

Warm generation makes about 2,000 cases/s at level 3; a short benchmark shows about 200/s
because the first case of a process loads web2 and finds the chain depth of every word (about
three seconds)."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.wordlist import common_words, full_words, full_words_of_length
from bootcamps.trace import Tracer

MODES = ("last", "either")
MIN_WORD = 3


@dataclass(frozen=True)
class Config:
    mode: str = "last"
    chain: int = 3  # words in the planted chain
    n_words: int = 7

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise ValueError(f"mode must be one of {', '.join(MODES)}, got {self.mode!r}")
        if not 3 <= self.chain <= 7:
            raise ValueError(f"chain must be in 3..7, got {self.chain}")
        if not self.chain + 2 <= self.n_words <= 30:
            raise ValueError(f"n_words must be in chain+2..30, got {self.n_words}")


def cuts(word: str, mode: str) -> list[str]:
    """The words one cut gives (at least MIN_WORD letters): last letter off, or either end."""
    if len(word) <= MIN_WORD:
        return []
    return [word[:-1]] if mode == "last" else list(dict.fromkeys((word[:-1], word[1:])))


@lru_cache(maxsize=None)
def _seeds(mode: str, chain: int) -> tuple[str, ...]:
    """Full-list words of MIN_WORD-1+chain..9 letters from which ``chain``-word chains start,
    common words first in the sampling (they are listed twice)."""
    full = full_words()
    depth: dict[str, int] = {}

    def longest(w: str) -> int:
        if w not in depth:
            depth[w] = 1 + max((longest(c) for c in cuts(w, mode) if c in full), default=0)
        return depth[w]

    out = []
    common = set(common_words())
    for n in range(MIN_WORD + chain - 1, 10):
        for w in full_words_of_length(n):
            if longest(w) >= chain:
                out.extend([w, w] if w in common else [w])
    return tuple(out)


def longest_chain(words: list[str], mode: str) -> list[str]:
    """A longest chain through ``words`` by memoised search from each word, ties to the first in
    sorted order."""
    listed = set(words)
    best: dict[str, list[str]] = {}

    def from_word(w: str) -> list[str]:
        if w not in best:
            tails = [from_word(c) for c in sorted(cuts(w, mode)) if c in listed]
            best[w] = [w] + max(tails, key=len, default=[])
        return best[w]

    return max((from_word(w) for w in sorted(words)), key=len)


_RULE = {
    "last": "each word is the word before it with its last letter removed",
    "either": "each word is the word before it with either its first letter or its last letter removed",
}
_TEMPLATES = (
    "Build the longest chain of words from this list in which {rule}: {words}. Start with the longest word of your "
    "chain; every word of the chain must be in the list.",
    "Words: {words}.\nA chain is a sequence of listed words where {rule}. Find a longest possible chain, longest word "
    "first.",
    "Using only the words {words}, make a chain as long as possible where {rule}. Write the chain from its longest word "
    "down to its shortest.",
)


class CurtailmentChain(Bootcamp):
    id = "wordplay/curtailment_chain"
    description = "Longest chain of listed words, each the previous with its last (or first or last) letter cut off"
    Config = Config
    unique_answer = False  # several longest chains may tie; the verifier accepts each of them
    LEVELS = {
        "1": Config(mode="last", chain=3, n_words=7),
        "2": Config(mode="last", chain=4, n_words=10),
        "3": Config(mode="either", chain=4, n_words=12),
        "4": Config(mode="either", chain=4, n_words=16),
        "5": Config(mode="either", chain=5, n_words=22),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        full = full_words()
        seeds = _seeds(config.mode, config.chain)
        while True:
            chain = [rng.choice(seeds)]
            while len(chain) < config.chain:
                options = [c for c in cuts(chain[-1], config.mode) if c in full]
                if not options:
                    break
                chain.append(rng.choice(options))
            if len(chain) < config.chain:
                continue
            words = set(chain)
            pool = set()
            for w in chain:  # branches: cuts of chain words and cuts of those
                for c in cuts(w, "either"):
                    if c in full and c not in words:
                        pool.add(c)
                        pool.update(x for x in cuts(c, "either") if x in full and x not in words)
            pool = sorted(pool)
            extra = rng.sample(pool, min(len(pool), (config.n_words - len(words)) * 2 // 3))
            words.update(extra)
            tries = 0
            while len(words) < config.n_words and tries < 200:
                tries += 1
                w = rng.choice(seeds)
                words.add(w if rng.random() < 0.5 else rng.choice(cuts(w, config.mode) or [w]))
            if len(words) < config.n_words:
                continue
            listed = sorted(words)[: config.n_words] if len(words) > config.n_words else sorted(words)
            if not set(chain) <= set(listed):
                continue
            rng.shuffle(listed)
            data = {"words": listed, "mode": config.mode}
            gold = longest_chain(listed, config.mode)
            return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(rule=_RULE[data["mode"]], words=", ".join(w.upper() for w in data["words"]))
        form = "the chain's words in order, longest first, separated by spaces, e.g. <answer>PLANET PLANE PLAN</answer>"
        return f"{text}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: Any, text: str) -> float:
        """Any chain of listed words, longest first, each a cut of the one before, as long as the
        longest chain."""
        if not isinstance(text, str) or len(text) > 12 * (len(answer) + 4):
            return 0.0
        items = [w.lower() for w in re.split(r"[\s,;>→\-]+", text.strip().rstrip(".")) if w]
        if len(items) != len(answer) or not all(w in data["words"] for w in items) or len(set(items)) != len(items):
            return 0.0
        return 1.0 if all(b in cuts(a, data["mode"]) for a, b in zip(items, items[1:])) else 0.0

    def format_answer(self, answer: Any) -> str:
        return " ".join(str(w).upper() for w in answer) if isinstance(answer, (list, tuple)) else str(answer)

    def wrong_answers(self, case: Any, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        out = [self.format_answer(gold[:-1]), self.format_answer(gold[::-1]),
               self.format_answer(gold[:-1] + [rng.choice(case.data["words"])])]
        # a swapped last word may be another longest chain: keep only answers that really fail
        return [w for w in out if self.check(case.data, gold, w) == 0.0]

    def program(self, t: Tracer, data: dict) -> list[str]:
        # Shortest words first: a word's best chain is itself followed by the best chain of its
        # longest-chained listed cut.
        mode = data["mode"]
        listed = set(data["words"])
        best: dict[str, list[str]] = {}
        for w in sorted(data["words"], key=lambda x: (len(x), x)):
            t.state(f"word {w}")
            word = t.fetch("word", w)
            found = t.compute("cuts in list", [c for c in sorted(cuts(word, mode)) if c in listed],
                              why=_RULE[mode].replace("each word is the word before it", "a next word is this word"))
            tail: list[str] = []
            for c in found:
                got = t.fetch(f"best[{c}]", best[c])
                if len(got) > len(tail):
                    tail = got
            best[w] = t.compute(f"best[{w}]", [word] + tail, why="this word, then the longest chain of a cut")
        t.state("answer")
        top: list[str] = []
        for w in sorted(data["words"]):
            if len(best[w]) > len(top):
                top = best[w]
        return t.compute("answer", top, why="the longest of all chains")

    def solve(self, data: dict) -> list[str]:
        return longest_chain(data["words"], data["mode"])


BOOTCAMP = CurtailmentChain()
