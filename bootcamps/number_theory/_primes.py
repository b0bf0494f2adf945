"""Primes for the number-theory bootcamps: a small sieve, deterministic Miller-Rabin and
random numbers built from known factorizations (so generating a case never factors)."""

from __future__ import annotations

import random

SMALL_PRIMES = [p for p in range(2, 5000) if all(p % d for d in range(2, int(p**0.5) + 1))]
_WITNESSES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37)  # exact for n < 3.3e24


def is_prime(n: int) -> bool:
    if n < 2:
        return False
    for p in _WITNESSES:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d, s = d // 2, s + 1
    for a in _WITNESSES:
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def factorize(n: int) -> dict[int, int]:
    """Prime -> exponent by trial division (for n whose prime factors are small, or tests)."""
    out: dict[int, int] = {}
    d = 2
    while d * d <= n:
        while n % d == 0:
            out[d] = out.get(d, 0) + 1
            n //= d
        d += 1 if d == 2 else 2
    if n > 1:
        out[n] = out.get(n, 0) + 1
    return out


def smallest_factor(n: int, limit: int = 5000) -> int:
    """The least prime factor of n > 1 when it is at most ``limit``; otherwise n itself. Bounded
    on purpose: a traced program may meet a corrupted n with only huge factors."""
    d = 2
    while d <= limit and d * d <= n:
        if n % d == 0:
            return d
        d += 1 if d == 2 else 2
    return n


def smooth_number(rng: random.Random, count: int, max_prime: int, max_exponent: int) -> dict[int, int]:
    """A factorization with ``count`` distinct primes <= max_prime, exponents 1..max_exponent."""
    pool = [p for p in SMALL_PRIMES if p <= max_prime]
    primes = sorted(rng.sample(pool, count))
    return {p: rng.randint(1, max_exponent) for p in primes}


def value(factors: dict[int, int]) -> int:
    out = 1
    for p, e in factors.items():
        out *= p**e
    return out


_SIEVE_LIMIT = 10**6


def _sieve() -> list[int]:
    flags = bytearray([1]) * (_SIEVE_LIMIT + 1)
    flags[0] = flags[1] = 0
    for p in range(2, int(_SIEVE_LIMIT**0.5) + 1):
        if flags[p]:
            flags[p * p :: p] = bytes(len(range(p * p, _SIEVE_LIMIT + 1, p)))
    return [i for i, f in enumerate(flags) if f]


_PRIMES: list[int] = []


def random_prime(rng: random.Random, lo: int, hi: int) -> int:
    """A uniformly random prime in [lo, hi] for hi <= 10**6 (from a sieve built on first use)."""
    import bisect

    if hi > _SIEVE_LIMIT:
        raise ValueError(f"random_prime needs hi <= {_SIEVE_LIMIT}, got {hi}")
    if not _PRIMES:
        _PRIMES.extend(_sieve())
    a, b = bisect.bisect_left(_PRIMES, lo), bisect.bisect_right(_PRIMES, hi)
    if a >= b:
        raise ValueError(f"no prime in [{lo}, {hi}]")
    return _PRIMES[rng.randrange(a, b)]
