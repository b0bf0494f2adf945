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


def letter_mask(word: str) -> int:
    """The set of a word's letters as a 26-bit mask (bit 0 is 'a')."""
    mask = 0
    for c in word:
        mask |= 1 << (ord(c) - 97)
    return mask


@lru_cache(maxsize=1)
def words_by_mask() -> dict[int, tuple[str, ...]]:
    """Full-list words of at least three letters and at most seven distinct letters, grouped by
    their letter set (each group sorted)."""
    groups: dict[int, list[str]] = defaultdict(list)
    for w in full_words():
        if len(w) >= 3 and len(set(w)) <= 7:
            groups[letter_mask(w)].append(w)
    return {m: tuple(sorted(ws)) for m, ws in groups.items()}


def submasks(mask: int) -> list[int]:
    """Every non-empty subset of ``mask``, largest first."""
    out, sub = [], mask
    while sub:
        out.append(sub)
        sub = (sub - 1) & mask
    return out


KEY_ROWS = ("qwertyuiop", "asdfghjkl", "zxcvbnm")
LEFT_HAND = "qwertasdfgzxcvb"  # touch typing: the left hand types these, the right hand the rest


def key_row(c: str) -> int:
    """1, 2 or 3: the QWERTY row (top, home, bottom) of a letter."""
    return next(i + 1 for i, row in enumerate(KEY_ROWS) if c in row)


def key_hand(c: str) -> str:
    """'L' or 'R': the hand that types a letter under the touch-typing split."""
    return "L" if c in LEFT_HAND else "R"


def square_solutions(words: list[str] | tuple[str, ...], size: int, limit: int = 2) -> list[list[str]]:
    """Symmetric word squares (row i reads like column i) of ``size`` different words from
    ``words``, found row by row through the column prefixes; at most ``limit`` of them."""
    found: list[list[str]] = []

    def extend(rows: list[str]) -> None:
        if len(found) >= limit:
            return
        i = len(rows)
        if i == size:
            found.append(rows)
            return
        need = "".join(r[i] for r in rows)
        for w in words:
            if len(w) == size and w.startswith(need) and w not in rows:
                extend(rows + [w])

    extend([])
    return found


def random_square(pool: tuple[str, ...], size: int, rng, tries: int = 40) -> list[str] | None:
    """A random symmetric word square of ``size``-letter words of ``pool``, or ``None``."""
    by_prefix: dict[str, list[str]] = defaultdict(list)
    for w in pool:
        for k in range(size):
            by_prefix[w[:k]].append(w)

    def extend(rows: list[str]) -> list[str] | None:
        i = len(rows)
        if i == size:
            return rows
        options = [w for w in by_prefix.get("".join(r[i] for r in rows), ()) if w not in rows]
        for w in rng.sample(options, min(tries, len(options))):
            done = extend(rows + [w])
            if done:
                return done
        return None

    return extend([])


def words_line(answer: object) -> str:
    """Words in order, upper case, separated by spaces (a perturbed non-list prints as itself)."""
    if isinstance(answer, (list, tuple)):
        return " ".join(str(w).upper() for w in answer)
    return str(answer)
