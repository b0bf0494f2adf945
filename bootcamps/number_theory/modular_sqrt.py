"""Every square root of a modulo n: all x in 0..n-1 with x^2 ≡ a (mod n), where n is a prime or
a product of distinct odd primes (given factored) and a is a square unit. Modulo each prime p
there are exactly two roots ±r; r comes from (a^((p+1)/4)) when p ≡ 3 (mod 4) and from the
Tonelli-Shanks loop otherwise. The 2^k sign choices are glued by the Chinese remainder
theorem. The generator builds a = r0^2 from a known r0, so its gold is the CRT images of ±r0;
the plain solver finds the roots modulo each prime by scanning every residue."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp
from bootcamps.kit.counting import RationalSetAnswer, format_rational_set
from bootcamps.kit.numbers2 import ask
from bootcamps.number_theory._primes import random_prime
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    primes: int = 1
    min_prime: int = 11
    max_prime: int = 100
    shanks_share: float = 0.0  # chance that each prime is forced to be 1 mod 8 (a long Tonelli-Shanks run)
    only_3_mod_4: bool = False  # every prime 3 mod 4: one power gives the root

    def __post_init__(self) -> None:
        if not 1 <= self.primes <= 4:
            raise ValueError(f"primes must be in 1..4, got {self.primes}")
        if not 5 <= self.min_prime < self.max_prime <= 10**6 or self.max_prime - self.min_prime < 40:
            raise ValueError(f"need 5 <= min_prime < max_prime <= 10**6 with room for primes, got {self}")
        if not 0.0 <= self.shanks_share <= 1.0:
            raise ValueError(f"shanks_share must be in [0, 1], got {self.shanks_share}")


_TEMPLATES = (
    "Find every integer x with 0 ≤ x < {n} such that x^2 ≡ {a} (mod {n}).{hint}",
    "Solve the congruence x² ≡ {a} (mod {n}): list all solutions x in the range 0..{nm1}.{hint}",
    "Which residues x modulo {n} (0 ≤ x ≤ {nm1}) satisfy x·x mod {n} = {a}? Give all of them.{hint}",
    "Compute all square roots of {a} modulo {n}, i.e. every x in {{0, 1, ..., {nm1}}} whose square leaves remainder {a} on division by {n}.{hint}",
)


def _crt_pair(r1: int, m1: int, r2: int, m2: int) -> int:
    """The x mod m1*m2 with x ≡ r1 (mod m1), x ≡ r2 (mod m2), for coprime m1, m2."""
    return (r1 + m1 * ((r2 - r1) * pow(m1, -1, m2) % m2)) % (m1 * m2)


class ModularSqrt(RationalSetAnswer, Bootcamp):
    id = "number_theory/modular_sqrt"
    description = "All square roots of a modulo a prime or a product of primes (Tonelli-Shanks, then CRT)"
    Config = Config
    LEVELS = {
        "1": Config(1, 11, 3000, 0.0, True),
        "2": Config(1, 100, 5000, 0.3),
        "3": Config(1, 1000, 100_000, 0.9),
        "4": Config(2, 100, 5000, 0.6),
        "5": Config(3, 1000, 100_000, 0.6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        while True:
            primes: list[int] = []
            while len(primes) < config.primes:
                p = random_prime(rng, config.min_prime, config.max_prime)
                if rng.random() < config.shanks_share:
                    for _ in range(200):  # look for a prime that is 1 mod 8 in the range
                        if p % 8 == 1:
                            break
                        p = random_prime(rng, config.min_prime, config.max_prime)
                if p not in primes and p > 2 and (p % 4 == 3 or not config.only_3_mod_4):
                    primes.append(p)
            primes.sort()
            n = 1
            for p in primes:
                n *= p
            r0 = rng.randrange(2, n - 1)
            if all(r0 % p for p in primes):
                a = r0 * r0 % n
                if a > 1:
                    break
        roots, modulus = [0], 1
        for p in primes:
            roots = sorted(_crt_pair(x, modulus, s, p) for x in roots for s in (r0 % p, -r0 % p))
            modulus *= p
        return {"n": n, "a": a, "primes": primes}, [str(r) for r in roots]

    def prompt(self, data: dict, rng: random.Random) -> str:
        primes = data["primes"]
        hint = "" if len(primes) == 1 else f" (Note: {data['n']} = {' · '.join(map(str, primes))}.)"
        form = "every solution once, separated by commas, e.g. 4, 17, 29"
        return ask(rng, _TEMPLATES, form, n=data["n"], a=data["a"], nm1=data["n"] - 1, hint=hint)

    def program(self, t: Tracer, data: dict) -> list[str]:
        per_prime = []
        for k, p0 in enumerate(data["primes"]):
            t.state(f"prime {k}")
            p = t.fetch(f"p[{k}]", p0)
            a = t.compute("a mod p", t.fetch("a", data["a"]) % p, why="reduce a")
            if p % 4 == 3:
                r = t.compute("r", pow(a, (p + 1) // 4, p), why="a^((p+1)/4) mod p, as p is 3 mod 4")
            else:
                r = self._shanks(t, k, p, a)
            t.state(f"check {k}")
            r = t.fetch("r", r)
            sq = t.compute("r^2 mod p", r * r % p, why="must equal a mod p")
            if sq != a % p or r == 0:
                raise ValueError("not a square root")  # only after an injected error
            per_prime.append(t.compute("roots mod p", sorted((r, p - r)), why="r and p - r"))
        t.state("combine 0")
        roots = t.fetch("roots mod p", per_prime[0])
        modulus = t.fetch("p[0]", data["primes"][0])
        for k in range(1, len(per_prime)):
            t.state(f"combine {k}")
            roots, modulus = t.fetch("roots so far", roots), t.fetch("modulus", modulus)
            p = t.fetch(f"p[{k}]", data["primes"][k])
            pair = t.fetch(f"roots mod p[{k}]", per_prime[k])
            inv = t.compute("inverse", pow(modulus, -1, p), why="modulus^-1 mod p")
            roots = t.compute("new roots", sorted((x + modulus * ((s - x) * inv % p)) for x in roots for s in pair),
                              why="CRT: x + modulus * ((s - x) * inverse mod p) for each pair")
            modulus = t.compute("new modulus", modulus * p, why="modulus * p")
        t.state("answer")
        return [str(v) for v in t.ret("roots", roots)]

    def _shanks(self, t: Tracer, k: int, p: int, a: int) -> int:
        t.state(f"shanks setup {k}")
        q, s = p - 1, 0
        while q % 2 == 0 and q:
            q, s = q // 2, s + 1
        q = t.compute("Q", q, why="p - 1 with factors of 2 removed")
        s = t.compute("S", s, why="p - 1 equals Q * 2^S")
        z = 2
        while z < p and pow(z, (p - 1) // 2, p) != p - 1:
            z += 1
        z = t.compute("z", z, why="least non-residue: z^((p-1)/2) is -1 mod p")
        m = s
        c = t.compute("c", pow(z, q, p), why="z^Q")
        tt = t.compute("t", pow(a, q, p), why="a^Q")
        r = t.compute("R", pow(a, (q + 1) // 2, p), why="a^((Q+1)/2)")
        step = 0
        while tt != 1:
            step += 1
            if step > 64 or not 1 <= m <= 64:
                raise ValueError("Tonelli-Shanks did not finish")  # only after an injected error
            t.state(f"shanks {k} round {step}")
            m, c, tt, r = t.fetch("M", m), t.fetch("c", c), t.fetch("t", tt), t.fetch("R", r)
            i, power = 0, tt
            while power != 1 and i < m:
                power, i = power * power % p, i + 1
            i = t.compute("i", i, why="least i with t^(2^i) equal to 1")
            if not 0 < i < m:
                raise ValueError("no valid i")  # only after an injected error
            b = t.compute("b", pow(c, 2 ** (m - i - 1), p), why="c^(2^(M-i-1))")
            m = t.compute("new M", i, why="i")
            c = t.compute("new c", b * b % p, why="b^2")
            tt = t.compute("new t", tt * b * b % p, why="t b^2")
            r = t.compute("new R", r * b % p, why="R b")
        return r

    def format_answer(self, answer: list[str]) -> str:
        return format_rational_set(answer)

    def solve(self, data: dict) -> list[str]:
        n, a = data["n"], data["a"]
        roots, modulus = [0], 1
        for p in data["primes"]:
            local = [x for x in range(p) if x * x % p == a % p]  # scan every residue
            roots = [_crt_pair(x, modulus, s, p) for x in roots for s in local]
            modulus *= p
        assert modulus == n
        return [str(r) for r in sorted(roots)]


BOOTCAMP = ModularSqrt()
