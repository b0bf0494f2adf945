"""Shared logic for the tenth batch of mathematics bootcamps (combinatorics, probability).

* ``binom_mod``: C(n, k) modulo a prime p larger than n, from factorial tables built once per
  prime and grown on demand (exact ``math.comb`` of numbers near 10^5 costs seconds).
* ``lattice_paths``: right/up lattice paths between two points, exactly or modulo a prime.
"""

from __future__ import annotations

import math

_TABLES: dict[int, tuple[list[int], list[int]]] = {}


def _tables(n: int, p: int) -> tuple[list[int], list[int]]:
    fact, inv = _TABLES.get(p, ([1], [1]))
    if len(fact) <= n:
        size = max(n + 1, 2 * len(fact))
        fact = list(fact)
        for i in range(len(fact), size):
            fact.append(fact[-1] * i % p)
        inv = [0] * size
        inv[-1] = pow(fact[-1], p - 2, p)
        for i in range(size - 1, 0, -1):
            inv[i - 1] = inv[i] * i % p
        _TABLES[p] = (fact, inv)
    return fact, inv


def binom_mod(n: int, k: int, p: int) -> int:
    """C(n, k) mod p for a prime p > n (0 outside 0 <= k <= n)."""
    if k < 0 or k > n:
        return 0
    if n >= p:
        raise ValueError(f"binom_mod needs n < p, got n={n}, p={p}")
    fact, inv = _tables(n, p)
    return fact[n] * inv[k] % p * inv[n - k] % p


def lattice_paths(a: tuple[int, int], b: tuple[int, int], p: int | None = None) -> int:
    """Paths from ``a`` to ``b`` with unit steps right (x+1) and up (y+1); exact when ``p`` is
    None, else modulo the prime ``p``. 0 when ``b`` is not weakly above-right of ``a``."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    if dx < 0 or dy < 0:
        return 0
    return math.comb(dx + dy, dx) if p is None else binom_mod(dx + dy, dx, p)
