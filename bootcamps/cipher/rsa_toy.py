"""Textbook RSA with small primes: from p, q, the public exponent e and ciphertext numbers,
find the plaintext numbers.

n = p*q, phi = (p-1)(q-1), d is the inverse of e modulo phi (found by the extended Euclidean
algorithm), and each ciphertext c decrypts to m = c^d mod n. The plaintexts are numbers in
2..n-2, so the answer (the list of m) is unique. The trace runs the extended Euclidean
algorithm one state per division, then one state per block; `solve` decrypts through the
Chinese remainder theorem instead.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_prime: int = 11
    max_prime: int = 50
    blocks: int = 1

    def __post_init__(self) -> None:
        if not 5 <= self.min_prime < self.max_prime <= 100_000:
            raise ValueError(f"need 5 <= min_prime < max_prime <= 100000, got {self.min_prime}, {self.max_prime}")
        if not 1 <= self.blocks <= 20:
            raise ValueError(f"blocks must be in 1..20, got {self.blocks}")


def _is_prime(k: int) -> bool:
    return k >= 2 and all(k % f for f in range(2, math.isqrt(k) + 1))


_PRIMES: dict[tuple[int, int], list[int]] = {}


def primes_between(lo: int, hi: int) -> list[int]:
    if (lo, hi) not in _PRIMES:
        _PRIMES[(lo, hi)] = [k for k in range(lo, hi + 1) if _is_prime(k)]
    return _PRIMES[(lo, hi)]


_TEMPLATES = (
    "An RSA key was made from the primes p = {p} and q = {q} with public exponent e = {e}. {rule} "
    "Decrypt {blocks}.",
    "Toy RSA: p = {p}, q = {q}, e = {e}. {rule} The intercepted message is {blocks}. What does it decrypt to?",
    "You know the factorisation of an RSA modulus: p = {p}, q = {q}; the public exponent is e = {e}. {rule} "
    "Recover the plaintext of {blocks}.",
)
_RULE = ("The modulus is n = p*q; the private exponent d is the inverse of e modulo (p-1)*(q-1), that is, "
         "the number 0 < d < (p-1)*(q-1) with e*d = 1 mod (p-1)*(q-1). A ciphertext number c decrypts to "
         "m = c^d mod n.")


class RsaToy(IntListAnswer, Bootcamp):
    id = "cipher/rsa_toy"
    description = "Textbook RSA with small primes: private exponent by extended Euclid, then decrypt numbers"
    Config = Config
    LEVELS = {
        "1": Config(min_prime=7, max_prime=40, blocks=1),
        "2": Config(min_prime=40, max_prime=200, blocks=2),
        "3": Config(min_prime=100, max_prime=600, blocks=3),
        "4": Config(min_prime=500, max_prime=3000, blocks=3),
        "5": Config(min_prime=2000, max_prime=20000, blocks=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        primes = primes_between(config.min_prime, config.max_prime)
        while True:
            p, q = rng.sample(primes, 2)
            phi = (p - 1) * (q - 1)
            e = rng.randrange(3, min(phi, 1000 if config.max_prime <= 200 else 70000), 2)
            if math.gcd(e, phi) == 1 and pow(e, -1, phi) != e:
                break
        n = p * q
        plain = [rng.randint(2, n - 2) for _ in range(config.blocks)]
        data = {"p": p, "q": q, "e": e, "cipher": [pow(m, e, n) for m in plain]}
        return data, plain

    def prompt(self, data: dict, rng: random.Random) -> str:
        c = data["cipher"]
        blocks = f"the ciphertext number {c[0]}" if len(c) == 1 else "the ciphertext numbers " + ", ".join(map(str, c))
        text = rng.choice(_TEMPLATES).format(p=data["p"], q=data["q"], e=data["e"], rule=_RULE, blocks=blocks)
        form = ("the plaintext number" if len(c) == 1 else
                "the plaintext numbers in the same order, separated by commas (for example 17, 305)")
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        t.state("modulus")
        p, q = t.fetch("p", data["p"]), t.fetch("q", data["q"])
        n = t.compute("n", p * q, why=f"{p}*{q}")
        phi = t.compute("phi", (p - 1) * (q - 1), why=f"{p - 1}*{q - 1}")
        e = t.fetch("e", data["e"])
        # extended Euclid on (phi, e), keeping the coefficient of e
        r0, r1, s0, s1 = phi, e, 0, 1
        step = 0
        while r1:
            step += 1
            t.state(f"euclid {step}")
            quo = t.compute("q", r0 // r1, why=f"{r0} // {r1}")
            r0, r1 = r1, t.compute("r", r0 - quo * r1, why=f"{r0} - {quo}*{r1}")
            s0, s1 = s1, t.compute("s", s0 - quo * s1, why=f"{s0} - {quo}*{s1}")
        t.state("private exponent")
        d = t.compute("d", s0 % phi, why=f"coefficient of e, mod {phi}")
        out = []
        for i, c in enumerate(data["cipher"]):
            t.state(f"block {i + 1}")
            c = t.fetch(f"c[{i + 1}]", c)
            out.append(t.compute(f"m[{i + 1}]", pow(c, d, n), why=f"{c}^{d} mod {n}, square and multiply"))
        t.state("answer")
        return t.compute("answer", out)

    def solve(self, data: dict) -> list[int]:
        # CRT: decrypt mod p and mod q with reduced exponents, then recombine (Garner).
        p, q, e = data["p"], data["q"], data["e"]
        d = pow(e, -1, (p - 1) * (q - 1))
        dp, dq, q_inv = d % (p - 1), d % (q - 1), pow(q, -1, p)
        out = []
        for c in data["cipher"]:
            mp, mq = pow(c % p, dp, p), pow(c % q, dq, q)
            out.append(mq + q * ((q_inv * (mp - mq)) % p))
        return out


BOOTCAMP = RsaToy()
