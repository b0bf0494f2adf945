"""Shared pieces of the classical-cipher bootcamps: messages, letter arithmetic, and the one
text-answer check they all use."""

from __future__ import annotations

import random
import string
from typing import Any

from bootcamps.words import VOCABULARY, random_sentence

ALPHABET = string.ascii_uppercase
_ASCII_UPPER = str.maketrans(string.ascii_lowercase, string.ascii_uppercase)
_KEY_WORDS = tuple(w.upper() for w in VOCABULARY if 3 <= len(w) <= 9 and len(set(w)) == len(w))


def message(rng: random.Random, n_chars: int) -> str:
    """An uppercase message of real words separated by single spaces, about ``n_chars`` long."""
    return random_sentence(rng, n_chars).upper()


def keyword(rng: random.Random, min_len: int, max_len: int) -> str:
    """An uppercase keyword with no repeated letter (a real word where one of that length exists)."""
    fitting = [w for w in _KEY_WORDS if min_len <= len(w) <= max_len]
    if fitting:
        return rng.choice(fitting)
    return "".join(rng.sample(ALPHABET, rng.randint(min_len, max_len)))


def index(letter: str) -> int:
    """A=0 .. Z=25."""
    return ord(letter) - 65


def letter(i: int) -> str:
    return ALPHABET[i % 26]


def same_text(text: str, answer: str, case_sensitive: bool = False) -> bool:
    """The answer text exactly (single spaces where the answer has them), up to letter case unless
    the prompt fixes it, after outer whitespace and one pair of wrapping quotes."""
    if len(text) > 2 * len(answer) + 50:
        return False
    text = text.strip()
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "\"'`":
        text = text[1:-1]
    if text.endswith(".") and not answer.endswith("."):
        text = text[:-1].rstrip()  # a sentence's final period, where the answer has none
    if not case_sensitive:
        text = text.translate(_ASCII_UPPER)
        answer = answer.translate(_ASCII_UPPER)
    return text == answer


class TextAnswer:
    """Mixin: the answer is one text, compared with ``same_text``."""

    case_sensitive = False

    def check(self, data: dict, answer: Any, text: str) -> float:
        return 1.0 if same_text(text, str(answer), self.case_sensitive) else 0.0

    def wrong_answers(self, case: Any, rng: random.Random) -> list[str]:
        """One letter changed, two neighbouring letters swapped, a space dropped: each wrong in
        every case (the default perturbation may only change letter case, which is harmless)."""
        gold = self.format_answer(case.answer)
        spots = [i for i, c in enumerate(gold) if c.isalpha()]
        out = []
        if spots:
            i = rng.choice(spots)
            out.append(gold[:i] + letter(index(gold[i].upper()) + 1) + gold[i + 1 :])
        pairs = [i for i in range(len(gold) - 1) if gold[i].isalpha() and gold[i + 1].isalpha() and gold[i] != gold[i + 1]]
        if pairs:
            i = rng.choice(pairs)
            out.append(gold[:i] + gold[i + 1] + gold[i] + gold[i + 2 :])
        if " " in gold:
            out.append(gold.replace(" ", "", 1))
        return out


def message_letters(text: str) -> list[tuple[int, str]]:
    """(position, letter) of every letter of a message: the cipher's input, spaces kept apart."""
    return [(i, c) for i, c in enumerate(text) if c != " "]
