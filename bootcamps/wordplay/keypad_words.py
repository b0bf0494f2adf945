"""Decode phone-keypad digit strings (one press per letter, as in T9 predictive text) into the
English words they type. Every word is a common word whose digit string types no other word of
the full web2 list (see ``bootcamps.kit.wordlist``), so each code has exactly one reading."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.strings import WordSequenceAnswer
from bootcamps.kit.wordlist import common_words, full_words_of_length
from bootcamps.kit.words3 import KEYPAD, keypad_code, keypad_index, words_line
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    n_words: int = 1
    min_len: int = 4
    max_len: int = 5
    joined: bool = False

    def __post_init__(self) -> None:
        if not 1 <= self.n_words <= 12:
            raise ValueError(f"n_words must be in 1..12, got {self.n_words}")
        if not 3 <= self.min_len <= self.max_len <= 9:
            raise ValueError(f"need 3 <= min_len <= max_len <= 9, got {self.min_len}, {self.max_len}")


@lru_cache(maxsize=None)
def _pool(min_len: int, max_len: int) -> tuple[str, ...]:
    index = keypad_index()
    return tuple(w for w in common_words() if min_len <= len(w) <= max_len and len(index[keypad_code(w)]) == 1)


_LAYOUT = "2 = ABC, 3 = DEF, 4 = GHI, 5 = JKL, 6 = MNO, 7 = PQRS, 8 = TUV, 9 = WXYZ"
_TEMPLATES = (
    "On a phone keypad the letters sit on the digit keys: {layout}. Each letter is typed with one press "
    "of its key (predictive-text style), so a word becomes a string of digits.{join} Which English "
    "words were typed?\n{codes}",
    "Phone keypad letters: {layout}. A word is entered by pressing, once per letter, the key that carries "
    "that letter.{join} Decode these key sequences into the English words they spell (each sequence "
    "spells exactly one English word).\n{codes}",
    "Someone typed a message on an old phone with one key press per letter ({layout}).{join} Recover the "
    "words from their digit strings:\n{codes}",
)
_JOIN = " The digit 0 stands for the space between two words."


class KeypadWords(WordSequenceAnswer, Bootcamp):
    id = "wordplay/keypad_words"
    description = "Decode phone-keypad (T9) digit strings into the English words they type (unique against web2)"
    Config = Config
    LEVELS = {
        "1": Config(n_words=2, min_len=4, max_len=5),
        "2": Config(n_words=3, min_len=4, max_len=6),
        "3": Config(n_words=4, min_len=5, max_len=7),
        "4": Config(n_words=5, min_len=5, max_len=7, joined=True),
        "5": Config(n_words=7, min_len=5, max_len=9, joined=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        words = rng.sample(_pool(config.min_len, config.max_len), config.n_words)
        return {"codes": [keypad_code(w) for w in words], "joined": config.joined}, words

    def prompt(self, data: dict, rng: random.Random) -> str:
        codes = "0".join(data["codes"]) if data["joined"] else "\n".join(data["codes"])
        text = rng.choice(_TEMPLATES).format(layout=_LAYOUT, codes=codes, join=_JOIN if data["joined"] else "")
        n = len(data["codes"])
        shape = "the word" if n == 1 else f"the {n} words in order, separated by spaces, e.g. <answer>CAT DOG</answer>"
        return f"{text}\n{answer_instruction(shape)}"

    def format_answer(self, answer: list[str]) -> str:
        return words_line(answer)

    def program(self, t: Tracer, data: dict) -> list[str]:
        index = keypad_index()
        words: list[str] = []
        for i, code in enumerate(data["codes"]):
            t.state(f"code {i}")
            digits = t.fetch(f"codes[{i}]", code)
            keys = t.compute("keys", [KEYPAD[d] for d in digits], why="letters on each key")
            found = index.get("".join(next(d for d, ls in KEYPAD.items() if ls == k) for k in keys), ("?",))
            words = t.compute("words", words + [found[0]], why="the one English word on these keys")
        t.state("answer")
        return t.compute("answer", t.fetch("words", words))

    def solve(self, data: dict) -> list[str]:
        # a character-class regex per code, run over the full-list words of that length
        out = []
        for code in data["codes"]:
            pattern = re.compile("".join(f"[{KEYPAD[d]}]" for d in code))
            out.append(next(w for w in full_words_of_length(len(code)) if pattern.fullmatch(w)))
        return out


BOOTCAMP = KeypadWords()
