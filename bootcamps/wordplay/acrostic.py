"""Read the word hidden in a block of lines by a stated acrostic rule: first or last letters of the
lines, first letters of a given word of each line, or the k-th letter of the k-th line (a
diagonal), top to bottom or bottom to top."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.ciphers import TextAnswer
from bootcamps.kit.textkit import REFUSALS
from bootcamps.kit.wordlist import common_words
from bootcamps.trace import Tracer

MODES = ("first", "last", "second_word", "diagonal")


@dataclass(frozen=True)
class Config:
    min_len: int = 4
    max_len: int = 5
    modes: tuple[str, ...] = ("first",)
    upward: bool = False  # some cases read the lines from the bottom up
    words_per_line: int = 3

    def __post_init__(self) -> None:
        if not 3 <= self.min_len <= self.max_len <= 7:
            raise ValueError(f"need 3 <= min_len <= max_len <= 7 (the common words' lengths), got {self.min_len}, {self.max_len}")
        if not self.modes or any(m not in MODES for m in self.modes):
            raise ValueError(f"modes must be a non-empty subset of {', '.join(MODES)}, got {self.modes}")
        if not 2 <= self.words_per_line <= 10:
            raise ValueError(f"words_per_line must be in 2..10, got {self.words_per_line}")


@lru_cache(maxsize=None)
def _words_with(pos: int, char: str) -> tuple[str, ...]:
    """Common words with ``char`` at index ``pos`` (negative counts from the end)."""
    return tuple(w for w in common_words() if -len(w) <= pos < len(w) and w[pos] == char)


def hidden_letter(line: str, mode: str, k: int) -> str:
    """The letter the rule reads from ``line`` (the k-th line counted from 1 in reading order)."""
    words = line.split()
    if mode == "first":
        return words[0][0]
    if mode == "last":
        return words[-1][-1]
    if mode == "second_word":
        return words[1][0]
    return "".join(words)[k - 1]


def _line(rng: random.Random, n_words: int, mode: str, k: int, char: str) -> str | None:
    words = list(rng.choices(common_words(), k=n_words))
    if mode == "diagonal":
        before, at = 0, 0
        while at < n_words and before + len(words[at]) < k:
            before += len(words[at])
            at += 1
        if at == n_words:
            return None
        wi, pos = at, k - 1 - before
    else:
        wi, pos = {"first": (0, 0), "last": (-1, -1), "second_word": (1, 0)}[mode]
    choices = _words_with(pos, char)
    if not choices:
        return None
    words[wi] = rng.choice(choices)
    return " ".join(words)


_RULES = {
    "first": "Take the first letter of each line",
    "last": "Take the last letter of each line",
    "second_word": "Take the first letter of the second word of each line",
    "diagonal": "Take the k-th letter of the k-th line read (the 1st letter of the 1st line read, the 2nd letter of the "
                "2nd, and so on; count letters only, skipping spaces)",
}
_ORDER = {False: "reading the lines from top to bottom", True: "reading the lines from the bottom line up to the top"}
_TEMPLATES = (
    "A word is hidden in the lines below. {rule}, {order}; the letters spell the word.\n{lines}",
    "Acrostic puzzle. {rule}, {order}, and join the letters in that order.\n{lines}",
    "Here are {n} lines of text:\n{lines}\n{rule}, {order}. What word do the letters spell?",
)


class Acrostic(TextAnswer, Bootcamp):
    id = "wordplay/acrostic"
    description = "Read a hidden word from lines by an acrostic rule (first/last letters, a word's initial, a diagonal)"
    Config = Config
    LEVELS = {
        "1": Config(min_len=4, max_len=5, modes=("first",), words_per_line=3),
        "2": Config(min_len=5, max_len=6, modes=("first", "last"), words_per_line=4),
        "3": Config(min_len=5, max_len=7, modes=("last", "second_word"), upward=True, words_per_line=4),
        "4": Config(min_len=6, max_len=7, modes=("second_word", "diagonal"), upward=True, words_per_line=5),
        "5": Config(min_len=7, max_len=7, modes=("diagonal",), upward=True, words_per_line=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        pool = [w for w in common_words() if config.min_len <= len(w) <= config.max_len and w not in REFUSALS]
        while True:
            word = rng.choice(pool)
            mode = rng.choice(config.modes)
            upward = config.upward and rng.random() < 0.5
            lines = [_line(rng, config.words_per_line, mode, k + 1, c) for k, c in enumerate(word)]
            if all(lines):
                if upward:
                    lines.reverse()
                return {"lines": lines, "mode": mode, "upward": upward}, word

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = "\n".join(data["lines"])
        text = rng.choice(_TEMPLATES).format(rule=_RULES[data["mode"]], order=_ORDER[data["upward"]], lines=lines,
                                             n=len(data["lines"]))
        return f"{text}\n{answer_instruction('the word alone, e.g. <answer>house</answer>')}"

    def program(self, t: Tracer, data: dict) -> str:
        lines = data["lines"]
        order = list(reversed(range(len(lines)))) if data["upward"] else list(range(len(lines)))
        letters = []
        for k, i in enumerate(order, start=1):
            t.state(f"line {i + 1}")
            line = t.fetch(f"lines[{i}]", lines[i])
            letters.append(t.compute(f"letter[{k}]", hidden_letter(line, data["mode"], k), why=_RULES[data["mode"]].lower()))
        t.state("answer")
        return t.compute("answer", "".join(letters))

    def solve(self, data: dict) -> str:
        # Read with character offsets over the raw lines instead of word lists.
        lines = data["lines"][::-1] if data["upward"] else data["lines"]
        out = ""
        for k, line in enumerate(lines):
            if data["mode"] == "first":
                out += line[0]
            elif data["mode"] == "last":
                out += line[-1]
            elif data["mode"] == "second_word":
                out += line[line.index(" ") + 1]
            else:
                out += line.replace(" ", "")[k]
        return out


BOOTCAMP = Acrostic()
