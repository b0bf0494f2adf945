"""Shared pieces of the fourth batch of wordplay bootcamps: a reader for an answer that is a set
of words, Boggle-style paths on a letter board, one-edit neighbours against the full word list,
and segmentations of a string into list words.
"""

from __future__ import annotations

import random
import string
from typing import Any

from bootcamps.kit.wordlist import full_words

_MAX_WORD = 30


def read_word_set(text: object, max_items: int) -> list[str] | None:
    """Lower-case words separated by commas (or semicolons), each letters only; ``none`` is the
    empty set. ``None`` for repeats, too many items, or anything that is not a plain word."""
    if not isinstance(text, str) or len(text) > (_MAX_WORD + 2) * (max_items + 2):
        return None
    body = text.strip().rstrip(".").strip()
    if body.casefold() in ("none", "[]", ""):
        return []
    items = [part.strip().strip("\"'").lower() for part in body.replace(";", ",").split(",")]
    if len(items) > max_items or not all(i.isascii() and i.isalpha() and len(i) <= _MAX_WORD for i in items):
        return None
    return items if len(set(items)) == len(items) else None


class WordSetAnswer:
    """Mixin: the answer is a set of words (stored sorted), written comma-separated in any order
    and any letter case; the set must match exactly."""

    def check(self, data: dict, answer: Any, text: str) -> float:
        items = read_word_set(text, len(answer) + 8)
        if items == [] and list(answer) == ["none"] and text.strip().rstrip(".").strip().casefold() == "none":
            items = ["none"]  # the word NONE alone is the answer here, not the empty set
        return 1.0 if items is not None and sorted(items) == sorted(answer) else 0.0

    def format_answer(self, answer: Any) -> str:
        return ", ".join(w.upper() for w in answer) if answer else "none"

    def wrong_answers(self, case: Any, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        others = [w for w in case.data.get("words", []) if w not in gold] or ["zzz"]
        out = [self.format_answer(sorted(gold + [rng.choice(others)]))]
        if gold:
            out.append(self.format_answer(gold[1:]))
            out.append(self.format_answer(sorted(gold[:-1] + [rng.choice(others)])))
        return out


# ---------------------------------------------------------------- boards


def neighbours(size: int, cell: int) -> list[int]:
    """Cells touching ``cell`` (row-major index) on a ``size`` x ``size`` board, diagonals included."""
    r, c = divmod(cell, size)
    return [y * size + x for y in range(r - 1, r + 2) for x in range(c - 1, c + 2)
            if (y, x) != (r, c) and 0 <= y < size and 0 <= x < size]


def board_path(board: str, size: int, word: str) -> list[int] | None:
    """The first path (depth-first, cells in row-major order) of touching cells spelling ``word``
    with no cell used twice, or ``None``."""

    def extend(path: list[int]) -> list[int] | None:
        if len(path) == len(word):
            return path
        for nxt in neighbours(size, path[-1]):
            if nxt not in path and board[nxt] == word[len(path)]:
                found = extend(path + [nxt])
                if found:
                    return found
        return None

    for start in range(size * size):
        if board[start] == word[0]:
            found = extend([start])
            if found:
                return found
    return None


def random_walk(rng: random.Random, size: int, length: int) -> list[int] | None:
    """A random self-avoiding path of ``length`` touching cells, or ``None`` if it got stuck."""
    path = [rng.randrange(size * size)]
    while len(path) < length:
        options = [n for n in neighbours(size, path[-1]) if n not in path]
        if not options:
            return None
        path.append(rng.choice(options))
    return path


# ---------------------------------------------------------------- one edit


def one_edit_variants(word: str) -> set[str]:
    """Every string one deletion, one insertion or one substitution away from ``word``."""
    letters = string.ascii_lowercase
    out: set[str] = set()
    for i in range(len(word) + 1):
        for ch in letters:
            out.add(word[:i] + ch + word[i:])
        if i < len(word):
            out.add(word[:i] + word[i + 1 :])
            for ch in letters:
                if ch != word[i]:
                    out.add(word[:i] + ch + word[i + 1 :])
    out.discard(word)
    return out


def one_edit_words(word: str) -> list[str]:
    """The full-list words exactly one edit (insert, delete, substitute) from ``word``, sorted."""
    return sorted(one_edit_variants(word) & full_words())


# ---------------------------------------------------------------- segmentations


def segmentations(text: str, parts: int, min_len: int, vocabulary: frozenset[str] | set[str]) -> list[list[str]]:
    """Every way to cut ``text`` into exactly ``parts`` pieces of at least ``min_len`` letters,
    each in ``vocabulary``, in order of the cut positions."""
    if parts == 1:
        return [[text]] if len(text) >= min_len and text in vocabulary else []
    out = []
    for cut in range(min_len, len(text) - min_len * (parts - 1) + 1):
        head = text[:cut]
        if head in vocabulary:
            out.extend([head] + rest for rest in segmentations(text[cut:], parts - 1, min_len, vocabulary))
    return out
