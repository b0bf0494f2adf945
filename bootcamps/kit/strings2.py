"""More string helpers for the string bootcamps: strings rich in palindromes, random balanced
bracket sequences and the count of their completions, and distinct random words.

Plain and deterministic; the strings here are at most a few hundred letters.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

from bootcamps.kit.arrays import random_letters


def palindromic_string(rng: random.Random, n: int, letters: str, mirror_ratio: float = 0.5) -> str:
    """``n`` letters from ``letters``; with probability ``mirror_ratio`` a position mirrors the
    letter at a random recent centre, so palindromes longer than 3 are common (uniform random
    strings rarely have them)."""
    if n < 1 or not letters or not 0 <= mirror_ratio <= 1:
        raise ValueError(f"need n >= 1, some letters and mirror_ratio in [0, 1], got {n}, {letters!r}, {mirror_ratio}")
    out: list[str] = []
    centre = 0
    for i in range(n):
        if rng.random() < 0.15:
            centre = i  # start a new palindrome here
        mirror = 2 * centre - i
        if 0 <= mirror < i and rng.random() < mirror_ratio:
            out.append(out[mirror])
        else:
            out.append(rng.choice(letters))
    return "".join(out)


def random_balanced(rng: random.Random, pairs: int, opener: str = "(", closer: str = ")") -> str:
    """A balanced sequence of ``pairs`` bracket pairs, drawn uniformly among all of them (each
    letter is chosen with the probability of the completions that follow it)."""
    if pairs < 1:
        raise ValueError(f"need pairs >= 1, got {pairs}")
    out: list[str] = []
    balance = 0
    for left in range(2 * pairs, 0, -1):
        with_open = completions(left - 1, balance + 1)
        total = completions(left, balance)
        if rng.randrange(total) < with_open:
            out.append(opener)
            balance += 1
        else:
            out.append(closer)
            balance -= 1
    return "".join(out)


@lru_cache(maxsize=None)
def completions(length: int, balance: int) -> int:
    """How many ways ``length`` more brackets bring an open ``balance`` back to zero without the
    balance ever going negative."""
    if balance < 0 or balance > length:
        return 0
    if length == 0:
        return 1
    return completions(length - 1, balance + 1) + completions(length - 1, balance - 1)


def distinct_words(rng: random.Random, count: int, length: int, letters: str) -> list[str]:
    """``count`` distinct random words of ``length`` letters from ``letters``, in random order."""
    if count > len(letters) ** length:
        raise ValueError(f"cannot draw {count} distinct words of length {length} from {len(letters)} letters")
    seen: dict[str, None] = {}
    while len(seen) < count:
        seen["".join(rng.choice(letters) for _ in range(length))] = None
    return list(seen)


class PalindromicStringCase:
    """Mixin: a case is ``{"s": palindromic_string(...)}`` over ``config.alphabet`` random letters
    of ``config.length``, answered by the bootcamp's ``solve``."""

    def generate(self, config: Any, rng: random.Random) -> tuple[dict, Any]:
        data = {"s": palindromic_string(rng, config.length, random_letters(rng, config.alphabet))}
        return data, self.solve(data)  # type: ignore[attr-defined]
