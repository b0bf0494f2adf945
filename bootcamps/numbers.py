"""Random long numbers for arithmetic tasks, written as digit strings (exact at any length)."""

from __future__ import annotations

import random


def random_digits(rng: random.Random, count: int) -> str:
    """``count`` random decimal digits (leading zeros allowed)."""
    return "".join(str(rng.randint(0, 9)) for _ in range(count))


def random_decimal(rng: random.Random, digits: int, frac_digits: int) -> str:
    """``digits`` digits in all, ``frac_digits`` of them after the point; no leading zero and
    no trailing zero after the point, so the digit count is what it looks like."""
    if not 0 <= frac_digits < digits:
        raise ValueError(f"need 0 <= frac_digits < digits, got {frac_digits} and {digits}")
    whole = str(rng.randint(1, 9)) + random_digits(rng, digits - frac_digits - 1)
    if not frac_digits:
        return whole
    return f"{whole}.{random_digits(rng, frac_digits - 1)}{rng.randint(1, 9)}"
