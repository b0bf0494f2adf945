"""Fill a crossword-style pattern (some letters shown, blanks hidden) with the one English word
that fits; at higher levels hangman rules apply (a shown letter is shown everywhere it occurs,
and wrong guesses are listed), so fewer letters pin the word down.

Uniqueness is against the full web2 list (``bootcamps.kit.wordlist``): letters are revealed
until exactly one full-list word fits. Candidate sets are bit masks over the words of each
length, so each reveal costs a few big-integer ANDs."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache, reduce
from itertools import combinations

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.strings import WordSequenceAnswer
from bootcamps.kit.wordlist import common_words, full_words_of_length
from bootcamps.trace import Tracer

LETTERS = "abcdefghijklmnopqrstuvwxyz"
WRONG_POOL = "etaoinshrdlucmfwypvbgk"  # the letters a guesser tries first


@dataclass(frozen=True)
class Config:
    min_len: int = 5
    max_len: int = 6
    hangman: bool = False
    wrong_guesses: int = 0
    entries: int = 2

    def __post_init__(self) -> None:
        if not 4 <= self.min_len <= self.max_len <= 7:
            raise ValueError(f"need 4 <= min_len <= max_len <= 7 (the common words' lengths), got {self.min_len}, {self.max_len}")
        if not 0 <= self.wrong_guesses <= 8 or (self.wrong_guesses and not self.hangman):
            raise ValueError(f"wrong_guesses must be in 0..8 and only with hangman rules, got {self.wrong_guesses}")
        if not 1 <= self.entries <= 10:
            raise ValueError(f"entries must be in 1..10, got {self.entries}")


@lru_cache(maxsize=None)
def masks(length: int) -> dict[tuple[int, str], int]:
    """(position, letter) -> bit mask of the full-list words of ``length`` with that letter there."""
    words = full_words_of_length(length)
    bits: dict[tuple[int, str], bytearray] = {}
    for i, w in enumerate(words):
        for p, c in enumerate(w):
            row = bits.get((p, c))
            if row is None:
                row = bits[(p, c)] = bytearray((len(words) + 7) // 8)
            row[i >> 3] |= 1 << (i & 7)
    return {k: int.from_bytes(v, "little") for k, v in bits.items()}


@lru_cache(maxsize=65536)
def exactly_at(length: int, letter: str, positions: tuple[int, ...]) -> int:
    """Bit mask of the words of ``length`` holding ``letter`` at ``positions`` and nowhere else."""
    table = masks(length)
    fit = (1 << len(full_words_of_length(length))) - 1
    for p in range(length):
        fit &= table.get((p, letter), 0) if p in positions else ~table.get((p, letter), 0)
    return fit


def narrow(fit: int, table: dict[tuple[int, str], int], pattern: str, banned: str, hangman: bool) -> int:
    """``fit`` narrowed to the words that match ``pattern``: shown letters in place; under hangman
    rules a shown letter occurs only where shown and a banned letter nowhere."""
    if not hangman:
        for p, c in enumerate(pattern):
            if c != "_":
                fit &= table.get((p, c), 0)
        return fit
    length = len(pattern)
    for c in set(pattern) - {"_"}:
        fit &= exactly_at(length, c, tuple(p for p, x in enumerate(pattern) if x == c))
    for c in set(banned) - set(pattern):
        fit &= exactly_at(length, c, ())
    return fit


@lru_cache(maxsize=None)
def _pool(length: int) -> tuple[str, ...]:
    return tuple(w for w in common_words() if len(w) == length)


def matches(word: str, pattern: str, banned: str) -> bool:
    return len(word) == len(pattern) and all(
        (w == c) if c != "_" else (w not in banned) for w, c in zip(word, pattern))


_RULES = {
    False: "Each _ is one hidden letter (any letter, possibly one that is shown elsewhere in the entry).",
    True: "Hangman rules: a letter that is shown is shown at every position of its entry where it occurs, so each _ "
          "hides a letter that is not shown anywhere in that entry{wrong}.",
}
_TEMPLATES = (
    "Find the English word that fits each pattern below. {rule} Exactly one English word fits each pattern.\n{entries}",
    "Crossword fill: each of these {n} entries is an English word with some letters missing. {rule} Which words are "
    "they?\n{entries}",
    "Complete the words:\n{entries}\n{rule} Only one English word fits each entry.",
)


class PatternFill(WordSequenceAnswer, Bootcamp):
    id = "wordplay/pattern_fill"
    description = "Fill a letter pattern (optionally with hangman rules and wrong guesses) with the one word that fits"
    Config = Config
    LEVELS = {
        "1": Config(min_len=5, max_len=5, entries=2),
        "2": Config(min_len=5, max_len=6, entries=3),
        "3": Config(min_len=5, max_len=7, hangman=True, entries=3),
        "4": Config(min_len=6, max_len=7, hangman=True, wrong_guesses=2, entries=4),
        "5": Config(min_len=7, max_len=7, hangman=True, wrong_guesses=4, entries=5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        patterns, wrongs, answer = [], [], []
        while len(answer) < config.entries:
            word, hidden = rng.choice(hide_sets(rng.randint(config.min_len, config.max_len), config.hangman))
            if word in answer:
                continue
            absent = [c for c in WRONG_POOL if c not in word]
            patterns.append(_hide(word, hidden, config.hangman))
            wrongs.append("".join(sorted(rng.sample(absent, config.wrong_guesses))))
            answer.append(word)
        return {"patterns": patterns, "wrong": wrongs, "hangman": config.hangman}, answer

    def prompt(self, data: dict, rng: random.Random) -> str:
        style = rng.choice((" ".join, "".join))
        lines = []
        for i, (pattern, wrong) in enumerate(zip(data["patterns"], data["wrong"])):
            note = f" (wrong guesses: {', '.join(wrong.upper())})" if wrong else ""
            lines.append(f"{i + 1}. {style(pattern.upper())} ({len(pattern)} letters){note}")
        wrong_rule = " nor one of that entry's wrong guesses" if any(data["wrong"]) else ""
        rule = _RULES[data["hangman"]].format(wrong=wrong_rule)
        text = rng.choice(_TEMPLATES).format(entries="\n".join(lines), rule=rule, n=len(lines))
        form = "the words in the order of the entries, separated by spaces, e.g. <answer>house river</answer>"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[str]) -> str:
        return " ".join(answer)

    def program(self, t: Tracer, data: dict) -> list[str]:
        out = []
        for e, pattern in enumerate(data["patterns"]):
            t.state(f"entry {e + 1}")
            p = t.fetch(f"patterns[{e}]", pattern)
            shown = set(p.replace("_", "")) | set(data["wrong"][e])
            banned = t.compute("banned", "".join(sorted(shown)) if data["hangman"] else "",
                               why="shown letters and wrong guesses cannot fill a blank" if data["hangman"] else "blanks are free")
            words = full_words_of_length(len(p))
            fit = narrow((1 << len(words)) - 1, masks(len(p)), p, banned, data["hangman"])
            t.compute("candidates", fit.bit_count(), why="dictionary words of this length that fit every position")
            only = words[(fit & -fit).bit_length() - 1] if fit.bit_count() == 1 else ""
            out.append(t.compute(f"word[{e}]", only, why="the one word left"))
        t.state("answer")
        return t.compute("answer", out)

    def solve(self, data: dict) -> list[str]:
        # Sets of words per (position, letter), intersected smallest first; banned letters are then
        # checked on the few words left.
        out = []
        for pattern, wrong in zip(data["patterns"], data["wrong"]):
            index = _position_sets(len(pattern))
            shown = [index.get((p, c), frozenset()) for p, c in enumerate(pattern) if c != "_"]
            left = reduce(frozenset.intersection, sorted(shown, key=len)) if shown else frozenset(full_words_of_length(len(pattern)))
            banned = (set(pattern) - {"_"}) | set(wrong) if data["hangman"] else set()
            found = sorted(w for w in left if matches(w, pattern, "".join(banned)))
            out.append(found[0] if len(found) == 1 else "")
        return out


@lru_cache(maxsize=None)
def _position_sets(length: int) -> dict[tuple[int, str], frozenset[str]]:
    sets: dict[tuple[int, str], set[str]] = {}
    for w in full_words_of_length(length):
        for p, c in enumerate(w):
            sets.setdefault((p, c), set()).add(w)
    return {k: frozenset(v) for k, v in sets.items()}


@lru_cache(maxsize=None)
def hide_sets(length: int, hangman: bool) -> tuple[tuple[str, tuple], ...]:
    """(word, units to hide) for every common word of ``length`` and every set of two or three
    units (positions, or under hangman rules letters) whose hiding leaves at least two blanks and
    exactly one full-list word that fits (without wrong guesses, which only narrow it further)."""
    table = masks(length)
    full = (1 << len(full_words_of_length(length))) - 1
    out = []
    for word in _pool(length):
        units = sorted(set(word)) if hangman else list(range(length))
        for size in (2, 3):
            for hidden in combinations(units, size):
                if size == len(units):
                    continue
                pattern = _hide(word, hidden, hangman)
                if pattern.count("_") >= 2 and narrow(full, table, pattern, "", hangman).bit_count() == 1:
                    out.append((word, hidden))
    return tuple(out)


def _hide(word: str, hidden: tuple, hangman: bool) -> str:
    if hangman:
        return "".join("_" if c in hidden else c for c in word)
    return "".join("_" if p in hidden else c for p, c in enumerate(word))


BOOTCAMP = PatternFill()
