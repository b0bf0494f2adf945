"""Polynomial rolling hashes of substrings: with letter values a=1, ..., z=26, the hash of
t = t0 t1 ... t(k-1) is (t0*B^(k-1) + t1*B^(k-2) + ... + t(k-1)) mod P.

The trace builds the prefix hashes H[i+1] = (H[i]*B + s[i]) mod P and the powers of B (one
state per letter), then answers each query [l, r] as (H[r+1] - H[l]*B^(r-l+1)) mod P.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer

_PRIMES = (101, 103, 107, 109, 113, 127, 131, 137, 139, 149, 151, 157, 163, 167, 173, 179, 181, 191, 193, 197, 199,
           211, 223, 227, 229, 233, 239, 241, 251, 257, 263, 269, 271, 277, 281, 283, 293, 307, 311, 313, 317, 331,
           337, 347, 349, 353, 359, 367, 373, 379, 383, 389, 397, 401, 409, 419, 421, 431, 433, 439, 443, 449, 457,
           461, 463, 467, 479, 487, 491, 499, 503, 509, 521, 523, 541, 547, 557, 563, 569, 571, 577, 587, 593, 599,
           601, 607, 613, 617, 619, 631, 641, 643, 647, 653, 659, 661, 673, 677, 683, 691, 701, 709, 719, 727, 733,
           739, 743, 751, 757, 761, 769, 773, 787, 797, 809, 811, 821, 823, 827, 829, 839, 853, 857, 859, 863, 877,
           881, 883, 887, 907, 911, 919, 929, 937, 941, 947, 953, 967, 971, 977, 983, 991, 997)


@dataclass(frozen=True)
class Config:
    length: int = 6
    queries: int = 2

    def __post_init__(self) -> None:
        if not 2 <= self.length <= 200:
            raise ValueError(f"length must be in 2..200, got {self.length}")
        if not 1 <= self.queries <= 30:
            raise ValueError(f"queries must be in 1..30, got {self.queries}")


_TEMPLATES = (
    "Give each letter its alphabet position (a=1, b=2, ..., z=26). The hash of a string t of length k is "
    "(t[0]*B^(k-1) + t[1]*B^(k-2) + ... + t[k-1]) mod P, with B = {B} and P = {P}. For the string s = \"{s}\" "
    "(positions from 0), compute the hash of each substring s[l..r] (both ends included):\n{queries}",
    "Rolling hash with base {B} modulo {P}: read a string left to right, starting from 0 and for each letter "
    "replacing h by (h*{B} + value) mod {P}, where value is the letter's place in the alphabet (a=1 ... z=26). "
    "String: {s} (index 0 is the first letter). Hash these substrings, given as inclusive index ranges:\n{queries}",
    "s = {s}. With a=1, ..., z=26, base B = {B} and modulus P = {P}, the polynomial hash of a substring is the "
    "base-B number formed by its letter values, reduced mod P. Find the hashes of:\n{queries}",
)


class PolynomialHash(IntSequenceAnswer, Bootcamp):
    id = "string/polynomial_hash"
    description = "Polynomial rolling hashes of substrings mod a prime (prefix-hash trace)"
    Config = Config
    LEVELS = {
        "1": Config(length=5, queries=2),
        "2": Config(length=7, queries=3),
        "3": Config(length=10, queries=3),
        "4": Config(length=14, queries=4),
        "5": Config(length=20, queries=5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        s = "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(config.length))
        queries = [sorted(rng.sample(range(config.length), 2)) for _ in range(config.queries)]
        data = {"s": s, "B": rng.randint(3, 40), "P": rng.choice(_PRIMES), "queries": queries}
        return data, self.solve(data)

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def prompt(self, data: dict, rng: random.Random) -> str:
        form = rng.choice(("s[{l}..{r}]", "from {l} to {r}", "[{l}, {r}]"))
        queries = "\n".join(f"{i + 1}. " + form.format(l=l, r=r) for i, (l, r) in enumerate(data["queries"]))
        text = rng.choice(_TEMPLATES).format(B=data["B"], P=data["P"], s=data["s"], queries=queries)
        return f"{text}\n{answer_instruction('the hashes in query order as a comma-separated list, e.g. 57, 12')}"

    def program(self, t: Tracer, data: dict) -> list[int]:
        s, base, mod = data["s"], data["B"], data["P"]
        h, pw = [0], [1]
        for i, ch in enumerate(s):
            t.state(f"prefix {i + 1}")
            value = t.compute("value", ord(ch) - 96, why=f"{ch}")
            h.append(t.compute(f"H[{i + 1}]", (h[-1] * base + value) % mod, why=f"(H[{i}]*{base} + {value}) mod {mod}"))
            pw.append(t.compute(f"B^{i + 1}", pw[-1] * base % mod))
        out = []
        for i, (l, r) in enumerate(data["queries"]):
            t.state(f"query {i + 1}")
            hi, lo = t.fetch(f"H[{r + 1}]", h[r + 1]), t.fetch(f"H[{l}]", h[l])
            p = t.fetch(f"B^{r - l + 1}", pw[r - l + 1])
            out = t.compute("hashes", out + [(hi - lo * p) % mod], why="(H[r+1] - H[l]*B^len) mod P")
        t.state("answer")
        return t.compute("answer", t.fetch("hashes", out))

    def solve(self, data: dict) -> list[int]:
        # The definition: a sum of value * B^power over the substring, with exact powers.
        s, base, mod = data["s"], data["B"], data["P"]
        out = []
        for l, r in data["queries"]:
            part = s[l : r + 1]
            out.append(sum((ord(ch) - 96) * base ** (len(part) - 1 - k) for k, ch in enumerate(part)) % mod)
        return out


BOOTCAMP = PolynomialHash()
