"""Shared by the formwords7 wordplay bootcamps: an answer that is some of the listed words.

``ListedWordsAnswer`` reads the words separated by commas (or spaces), ignoring case and
surrounding quotes; ``ordered`` says whether the list order must be kept (otherwise the words
are compared as a set). A repeated word, a word not in the list or a missing one scores 0.
"""

from __future__ import annotations

import random
from typing import Any

from bootcamps.parse import split_items


def read_words(text: str, limit: int) -> list[str] | None:
    """The lower-cased items of a flat list, or ``None`` when the text is too long or not a list."""
    if not isinstance(text, str) or len(text) > 40 * (limit + 2):
        return None
    items = split_items(text)
    if items is None:
        return None
    words = [w.strip().strip(".").casefold() for w in items]
    return words if all(w.isalpha() for w in words) else None


class ListedWordsAnswer:
    """Mixin: the gold is a list of words from ``data["words"]``."""

    ordered: bool = True

    def check(self, data: dict, answer: Any, text: str) -> float:
        words = read_words(text, len(data["words"]))
        if words is None or len(set(words)) != len(words):
            return 0.0
        gold = [w.casefold() for w in answer]
        if self.ordered:
            return 1.0 if words == gold else 0.0
        return 1.0 if sorted(words) == sorted(gold) else 0.0

    def format_answer(self, answer: list[str]) -> str:
        # an unordered answer is written sorted: one set, one text (two cases with the same pair
        # listed in different orders gave "real, toe" and "toe, real")
        words = list(answer) if self.ordered else sorted(answer, key=str.casefold)
        return ", ".join(words) if words else "none"

    def wrong_answers(self, case: Any, rng: random.Random) -> list[str]:
        """One gold word dropped, one other listed word added, or the other words."""
        gold = list(case.answer)
        others = [w for w in case.data["words"] if w not in gold]
        out = [self.format_answer(gold[1:])] if gold else []
        if others:
            extra = rng.choice(others)
            out.append(self.format_answer([w for w in case.data["words"] if w in gold or w == extra]))
            out.append(self.format_answer(others))
        return out
