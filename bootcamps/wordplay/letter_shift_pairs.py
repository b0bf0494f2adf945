"""Shift pairs: find the pairs of listed words where one word is the other with every letter moved
the same number of places along the alphabet (wrapping from Z to A): C+3=F, O+3=R, L+3=O, D+3=G,
so COLD and FROG are a shift pair, and so are SLEEP and BUNNY (+9). The shift is not given, so
the solver compares the letter-to-letter steps of the words, not one Caesar key.

Pairs come from the web2 list (see ``bootcamps.kit.wordlist``), grouped by their shift signature
(the steps from the first letter to each letter, mod 26); from level 3 the decoys include words of
the same length whose signature differs from a planted word's at exactly one letter. The gold is
every pair of listed words with equal signatures, so it depends only on the list.

Warm generation makes about 1,500 cases/s at level 3; a short benchmark shows less because the
first case of a process loads web2 and groups it by signature (about two seconds)."""

from __future__ import annotations

import random
import re
from collections import defaultdict
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import Any

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.wordlist import common_words, full_words_of_length
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    n_words: int = 6
    min_len: int = 3
    max_len: int = 4
    pairs: tuple[int, int] = (1, 1)  # planted shift classes, at least and at most
    near_misses: bool = False

    def __post_init__(self) -> None:
        if not 4 <= self.n_words <= 30:
            raise ValueError(f"n_words must be in 4..30, got {self.n_words}")
        if not 3 <= self.min_len <= self.max_len <= 6:
            raise ValueError(f"need 3 <= min_len <= max_len <= 6, got {self.min_len}, {self.max_len}")
        lo, hi = self.pairs
        if not 1 <= lo <= hi or 2 * hi > self.n_words - 2:
            raise ValueError(f"pairs must be 1 <= lo <= hi with room for decoys, got {self.pairs}")


def shift_signature(word: str) -> tuple[int, ...]:
    """Steps (mod 26) from the first letter to each letter: shifted words share it."""
    return tuple((ord(c) - ord(word[0])) % 26 for c in word)


def shift_of(a: str, b: str) -> int:
    """How many places forward ``a``'s letters move to give ``b`` (0..25)."""
    return (ord(b[0]) - ord(a[0])) % 26


@lru_cache(maxsize=None)
def _classes(length: int) -> dict[tuple[int, ...], tuple[str, ...]]:
    out: dict[tuple[int, ...], list[str]] = defaultdict(list)
    for w in full_words_of_length(length):
        out[shift_signature(w)].append(w)
    return {k: tuple(v) for k, v in out.items()}


@lru_cache(maxsize=None)
def _pools(length: int) -> tuple[tuple[tuple[str, ...], ...], tuple[tuple[str, ...], ...], tuple[str, ...]]:
    """(shift classes of two or more words that hold a common word, all such classes, common words
    with no shift partner) of ``length``."""
    classes = _classes(length)
    common = set(common_words())
    multi = tuple(v for v in classes.values() if len(v) >= 2)
    familiar = tuple(v for v in multi if any(w in common for w in v))
    alone = tuple(w for w in sorted(common) if len(w) == length and len(classes.get(shift_signature(w), ())) == 1)
    return familiar, multi, alone


def _near(word: str, rng: random.Random) -> str | None:
    """A full-list word whose shift signature differs from ``word``'s at exactly one letter."""
    classes = _classes(len(word))
    sig = list(shift_signature(word))
    for _ in range(8):
        p = rng.randrange(1, len(word))
        other = sig[:p] + [(sig[p] + rng.randint(1, 25)) % 26] + sig[p + 1:]
        found = classes.get(tuple(other))
        if found:
            return rng.choice(found)
    return None


_BRACKETED = re.compile(r"[(\[]([^()\[\]]{0,80})[)\]]")
_SPLIT = re.compile(r"[\s\-–—/&+:=<>→↔]+")


def read_pairs(text: object, max_items: int) -> set[frozenset[str]] | None:
    """Unordered word pairs separated by commas, semicolons or new lines, the two words of a pair
    joined by a space, hyphen, slash, arrow, '&', '+' or 'and'; ``none`` is no pair. ``None`` for
    anything else, a repeated pair or a word paired with itself."""
    if not isinstance(text, str) or len(text) > 40 * (max_items + 2):
        return None
    body = text.strip().rstrip(".").strip()
    if body.casefold() in ("none", ""):
        return set()
    if body[:1] in "([" and body[-1:] in ")]":  # (COLD, FROG), (SLEEP, BUNNY)
        items = [i.replace(",", " ") for i in _BRACKETED.findall(body)]
        if _BRACKETED.sub("", body).strip(" ,;\n[]()") or not items:
            return None
    else:
        items = [i.strip().strip("\"'").strip() for i in re.split(r"[,;\n]", body)]
    items = [i for i in items if i]
    if len(items) > max_items:
        return None
    out: set[frozenset[str]] = set()
    for item in items:
        words = [w.lower() for w in _SPLIT.split(item) if w and w.lower() not in ("and", "with")]
        if len(words) != 2 or not all(w.isascii() and w.isalpha() and len(w) <= 30 for w in words):
            return None
        pair = frozenset(words)
        if len(pair) != 2 or pair in out:
            return None
        out.add(pair)
    return out


_RULE = ("Shifting a word by k moves each of its letters k places forward in the alphabet, wrapping from Z back to A "
         "(shifting COLD by 3 gives FROG). Two words form a shift pair when one of them, shifted by some k from 1 to "
         "25, gives the other.")
_TEMPLATES = (
    "{rule} Find every shift pair among these words: {words}",
    "Words: {words}.\n{rule} List all the shift pairs in this list (a word may belong to more than one pair).",
    "{rule} Which pairs of words from the following list are shift pairs? {words}",
)


_ABC = "abcdefghijklmnopqrstuvwxyz"
_SHIFTS = tuple(str.maketrans(_ABC, _ABC[k:] + _ABC[:k]) for k in range(1, 26))


class LetterShiftPairs(Bootcamp):
    id = "wordplay/letter_shift_pairs"
    description = "Find the pairs of listed words that are the same word shifted along the alphabet (unknown shift)"
    Config = Config
    LEVELS = {
        "1": Config(n_words=6, min_len=3, max_len=4, pairs=(1, 1)),
        "2": Config(n_words=8, min_len=3, max_len=4, pairs=(1, 2)),
        "3": Config(n_words=11, min_len=3, max_len=5, pairs=(1, 3), near_misses=True),
        "4": Config(n_words=15, min_len=4, max_len=5, pairs=(2, 3), near_misses=True),
        "5": Config(n_words=20, min_len=4, max_len=6, pairs=(2, 4), near_misses=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[str]]]:
        lengths = range(config.min_len, config.max_len + 1)
        words: set[str] = set()
        planted: list[str] = []
        for _ in range(rng.randint(*config.pairs)):
            familiar, multi, _ = _pools(rng.choice(lengths))
            group = rng.choice(familiar if familiar and rng.random() < 0.5 else multi)
            chosen = rng.sample(group, 3 if len(group) >= 3 and rng.random() < 0.2 else 2)
            words.update(chosen)
            planted.extend(chosen)
        while len(words) < config.n_words:
            if config.near_misses and rng.random() < 0.5:
                near = _near(rng.choice(planted), rng)
                if near is not None:
                    words.add(near)
                continue
            alone = _pools(rng.choice(lengths))[2]
            if alone:
                words.add(rng.choice(alone))
        listed = sorted(words)
        rng.shuffle(listed)
        data = {"words": listed}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(rule=_RULE, words=", ".join(w.upper() for w in data["words"]))
        form = "the pairs separated by commas, the two words of a pair joined by a hyphen, e.g. <answer>COLD-FROG, SLEEP-BUNNY</answer>"
        return f"{text}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: Any, text: str) -> float:
        pairs = read_pairs(text, len(answer) + 8)
        return 1.0 if pairs is not None and pairs == {frozenset(p) for p in answer} else 0.0

    def format_answer(self, answer: Any) -> str:
        return ", ".join(f"{a.upper()}-{b.upper()}" for a, b in answer) if answer else "none"

    def wrong_answers(self, case: Any, rng: random.Random) -> list[str]:
        gold = [list(p) for p in case.answer]
        paired = {w for p in gold for w in p}
        loose = [w for w in case.data["words"] if w not in paired]
        out = [self.format_answer(gold[1:])]
        if loose:
            out.append(self.format_answer(gold + [sorted((gold[0][0], rng.choice(loose)))]))
            out.append(self.format_answer(gold[:-1] + [sorted((gold[-1][0], rng.choice(loose)))]))
        return out

    def program(self, t: Tracer, data: dict) -> list[list[str]]:
        groups: dict[tuple[int, ...], list[str]] = {}
        for i, word in enumerate(data["words"]):
            t.state(f"word {i}")
            w = t.fetch(f"words[{i}]", word)
            sig = shift_signature(w)
            t.compute("steps", list(sig), why="places from the first letter to each letter, mod 26")
            groups.setdefault(sig, []).append(w)
            t.compute("same steps", list(groups[sig]), why="listed words so far with these steps")
        pairs: list[list[str]] = []
        for sig, members in groups.items():
            if len(members) < 2:
                continue
            t.state(f"group {'.'.join(map(str, sig))}")
            ms = t.fetch("members", members)
            for a, b in combinations(sorted(ms), 2):
                t.compute(f"shift {a}->{b}", shift_of(a, b), why="same steps, so every letter moves by this much")
                pairs = t.compute("pairs", pairs + [[a, b]])
        t.state("answer")
        return t.compute("answer", sorted(t.fetch("pairs", pairs)), why="sorted")

    def solve(self, data: dict) -> list[list[str]]:
        # Try every shift of every word and look the result up in the list.
        listed = set(data["words"])
        out = set()
        for w in data["words"]:
            for table in _SHIFTS:
                moved = w.translate(table)
                if moved in listed:
                    out.add(tuple(sorted((w, moved))))
        return [list(p) for p in sorted(out)]


BOOTCAMP = LetterShiftPairs()
