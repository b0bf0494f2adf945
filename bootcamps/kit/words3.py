"""Shared pieces of the fifth batch of wordplay bootcamps: the phone keypad, keyboard rows and
hands, letter values, Caesar-shift signatures, in-order (kangaroo) containment and a square
word-fill search over a given word list."""

from __future__ import annotations

from collections import defaultdict
from functools import lru_cache

from bootcamps.kit.wordlist import full_words

KEYPAD = {"2": "abc", "3": "def", "4": "ghi", "5": "jkl", "6": "mno", "7": "pqrs", "8": "tuv", "9": "wxyz"}
_DIGIT_OF = {c: d for d, letters in KEYPAD.items() for c in letters}


def keypad_code(word: str) -> str:
    """The digits a word is typed with on a phone keypad (one press per letter)."""
    return "".join(_DIGIT_OF[c] for c in word)


@lru_cache(maxsize=1)
def keypad_index() -> dict[str, tuple[str, ...]]:
    """Every full-list word, grouped by its keypad code (each group sorted)."""
    groups: dict[str, list[str]] = defaultdict(list)
    for w in full_words():
        groups[keypad_code(w)].append(w)
    return {code: tuple(sorted(ws)) for code, ws in groups.items()}
