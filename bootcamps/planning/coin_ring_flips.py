"""Coins in a ring: one move turns over k neighbouring coins (any k in a row around the circle).
The fewest moves that show every coin heads up. Moves commute and a repeated move cancels, so a
plan is a set of window starts x with x_j xor x_(j-k) = t_j xor t_(j-1) (t = 1 for tails): one
free bit per cycle of j -> j + k (mod n), which the solver tries exhaustively, keeping the
assignments that also satisfy one full coin equation, and minimising the number of moves."""

from __future__ import annotations

import itertools
import math
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    n_min: int = 8
    n_max: int = 10
    k_min: int = 2
    k_max: int = 3

    def __post_init__(self) -> None:
        if not 5 <= self.n_min <= self.n_max <= 24:
            raise ValueError(f"need 5 <= n_min <= n_max <= 24, got {self.n_min}..{self.n_max}")
        if not 2 <= self.k_min <= self.k_max or 2 * self.k_max > self.n_min:
            raise ValueError(f"need 2 <= k_min <= k_max <= n_min / 2, got {self.k_min}..{self.k_max}")


def apply(tails: list[int], start: int, k: int) -> list[int]:
    out = list(tails)
    for j in range(start, start + k):
        out[j % len(out)] ^= 1
    return out


def plans(tails: list[int], k: int) -> list[list[int]]:
    """Every set of window starts (as a 0/1 list) that turns the ring all heads."""
    n = len(tails)
    g = math.gcd(n, k)
    diff = [tails[j] ^ tails[j - 1] for j in range(n)]
    found = []
    for free in itertools.product((0, 1), repeat=g):
        x = [0] * n
        ok = True
        for c in range(g):
            x[c] = free[c]
            j = c
            for _ in range(n // g - 1):
                nxt = (j + k) % n
                x[nxt] = x[j] ^ diff[nxt]
                j = nxt
            if x[(c - k) % n] ^ diff[c] != x[c]:
                ok = False
        if ok and sum(x[(-i) % n] for i in range(k)) % 2 == tails[0]:
            found.append(x)
    return found


_FACES = (("H", "T"), ("heads", "tails"), ("U", "D"))

_TEMPLATES = (
    "{n} coins lie in a circle, numbered 1 to {n} clockwise (coin {n} is next to coin 1). Reading clockwise "
    "from coin 1 they show: {faces} ({h} = heads, {t} = tails). In one move you choose {k} coins that are consecutive around the circle "
    "and turn all {k} of them over. What is the fewest number of moves that leaves every coin showing heads?",
    "A ring of {n} coins, listed clockwise starting at coin 1 (the last coin neighbours the first): {faces}, where {h} is heads and {t} is tails. "
    "A move flips any block of {k} adjacent coins around the ring (wrapping past the end is allowed). Find the "
    "minimum number of moves needed to make all coins heads.",
    "Circular coin puzzle. Coins 1..{n} sit around a table in this order, showing {faces} ({h} = heads, "
    "{t} = tails). Each move turns over exactly {k} neighbouring coins, any {k} in a row around the circle. "
    "How few moves suffice to turn every coin heads up?",
)


class CoinRingFlips(IntegerAnswer, Bootcamp):
    id = "planning/coin_ring_flips"
    description = "Coins in a ring, flip k adjacent at a time: the fewest moves to all heads"
    Config = Config
    LEVELS = {
        "1": Config(n_min=10, n_max=13, k_min=2, k_max=3),
        "2": Config(n_min=11, n_max=14, k_min=2, k_max=4),
        "3": Config(n_min=14, n_max=16, k_min=3, k_max=5),
        "4": Config(n_min=16, n_max=19, k_min=3, k_max=6),
        "5": Config(n_min=19, n_max=22, k_min=4, k_max=8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            n = rng.randint(config.n_min, config.n_max)
            k = rng.randint(config.k_min, config.k_max)
            tails = [0] * n
            for start in range(n):
                if rng.random() < 0.4:
                    tails = apply(tails, start, k)
            if any(tails):
                best = min(sum(x) for x in plans(tails, k))
                return {"tails": tails, "k": k, "faces": rng.randrange(len(_FACES))}, best

    def prompt(self, data: dict, rng: random.Random) -> str:
        h, t = _FACES[data["faces"]]
        faces = " ".join(t if bit else h for bit in data["tails"])
        text = rng.choice(_TEMPLATES).format(n=len(data["tails"]), k=data["k"], faces=faces, h=h, t=t)
        return f"{text}\n{answer_instruction('one integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        tails, k = data["tails"], data["k"]
        n = len(tails)
        g = math.gcd(n, k)
        t.state("setup")
        t.fetch("tails", tails)
        t.fetch("k", k)
        diff = t.compute("d", [tails[j] ^ tails[j - 1] for j in range(n)],
                         why="window j is used iff window j-k is used xor coins j-1, j differ")
        t.compute("cycles", g, why="gcd(n, k) chains j -> j+k, one free choice each")
        best, best_x = None, None
        for free in itertools.product((0, 1), repeat=g):
            t.state("try " + "".join(map(str, free)))
            x = [0] * n
            for c in range(g):
                x[c] = free[c]
                j = c
                for _ in range(n // g - 1):
                    nxt = (j + k) % n
                    x[nxt] = x[j] ^ diff[nxt]
                    j = nxt
            x = t.compute("windows", x, why="propagate x[j+k] = x[j] xor d[j+k]")
            closes = all(x[c] == x[(c - k) % n] ^ diff[c] for c in range(g))
            covers = sum(x[(-i) % n] for i in range(k)) % 2 == tails[0]
            if t.goto(closes and covers, why="chains close and coin 1 ends heads?"):
                moves = t.compute("moves", sum(x), why="count windows used")
                if best is None or moves < best:
                    best, best_x = moves, x
        state = list(tails)
        for start in (j for j in range(n) if best_x[j]):
            t.state(f"flip coins {start + 1}..{(start + k - 1) % n + 1}")
            state = t.compute("tails", apply(state, start, k), why=f"replay window {start + 1} of the best plan")
        t.goto(not any(state), why="all heads?")
        return t.ret("answer", best)

    def solve(self, data: dict) -> int:
        """Gaussian elimination over GF(2) on bitmasks, then the smallest solution in the coset."""
        tails, k = data["tails"], data["k"]
        n = len(tails)
        rows = []  # coin equation j: bitmask of windows covering it | target bit at position n
        for j in range(n):
            mask = sum(1 << ((j - i) % n) for i in range(k))
            rows.append(mask | (tails[j] << n))
        pivots = []
        r = 0
        for col in range(n):
            pick = next((i for i in range(r, n) if rows[i] >> col & 1), None)
            if pick is None:
                continue
            rows[r], rows[pick] = rows[pick], rows[r]
            for i in range(n):
                if i != r and rows[i] >> col & 1:
                    rows[i] ^= rows[r]
            pivots.append(col)
            r += 1
        free = [c for c in range(n) if c not in pivots]
        best = n + 1
        for bits in itertools.product((0, 1), repeat=len(free)):
            x = sum(b << c for b, c in zip(bits, free))
            for i, col in enumerate(pivots):
                val = rows[i] >> n & 1
                for b, c in zip(bits, free):
                    if b and rows[i] >> c & 1:
                        val ^= 1
                x |= val << col
            best = min(best, bin(x).count("1"))
        return best


BOOTCAMP = CoinRingFlips()
