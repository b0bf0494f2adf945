"""Hardy-Weinberg equilibrium from a recessive phenotype count: allele frequencies, expected genotype
counts, and one generation of selection against the recessive homozygotes."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.poly import format_rational, read_rational
from bootcamps.kit.units import restates
from bootcamps.trace import Tracer

ASKS = ("q", "p", "carriers", "dominant", "selection")
_TRAITS = (("white", "purple", "flowers", "plants"), ("wrinkled", "round", "seeds", "pea plants"),
           ("vestigial", "normal", "wings", "flies"), ("blue", "brown", "eyes", "people"),
           ("albino", "pigmented", "fur", "mice"), ("dwarf", "tall", "stems", "plants"),
           ("curly", "straight", "whiskers", "cats"), ("spotted", "plain", "scales", "fish"))


@dataclass(frozen=True)
class Config:
    asks: tuple[str, ...] = ("q", "p")
    max_denominator: int = 10  # q = a/b with b up to this

    def __post_init__(self) -> None:
        if not self.asks or any(a not in ASKS for a in self.asks):
            raise ValueError(f"asks must be a non-empty subset of {', '.join(ASKS)}, got {self.asks}")
        if not 2 <= self.max_denominator <= 100:
            raise ValueError(f"max_denominator must be in 2..100, got {self.max_denominator}")


_QUESTION = {
    "q": "What is the frequency q of the recessive allele?",
    "p": "What is the frequency p of the dominant allele?",
    "carriers": "How many individuals of the population are expected to be heterozygous carriers (2pq of them)?",
    "dominant": "How many individuals are expected to be homozygous dominant (p^2 of them)?",
    "selection": ("Now every recessive homozygote is removed before breeding; the survivors mate at random and produce "
                  "{n2} offspring. How many of the offspring are expected to show the recessive trait?"),
}
_TEMPLATES = (
    "In a population of {n} {org} in Hardy-Weinberg equilibrium, {k} have {rec} {part}, the recessive trait (genotype aa); "
    "the rest have {dom} {part}. {question}",
    "A randomly mating population of {n} {org} is at Hardy-Weinberg equilibrium for one gene with two alleles. The "
    "recessive phenotype ({rec} {part}) appears in {k} of them. {question}",
    "Among {n} {org}, {k} show {rec} {part}, which is recessive; {dom} {part} is dominant. Assume Hardy-Weinberg "
    "proportions (p^2 AA, 2pq Aa, q^2 aa, p + q = 1). {question}",
)


class HardyWeinberg(Bootcamp):
    id = "science/hardy_weinberg"
    description = "Hardy-Weinberg: allele frequencies and expected genotype counts from a recessive phenotype count"
    Config = Config
    LEVELS = {
        "1": Config(asks=("q", "p"), max_denominator=10),
        "2": Config(asks=("q", "p", "carriers"), max_denominator=20),
        "3": Config(asks=("carriers", "dominant"), max_denominator=30),
        "4": Config(asks=("carriers", "dominant", "selection"), max_denominator=40),
        "5": Config(asks=("selection",), max_denominator=60),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            b = rng.randint(2, config.max_denominator)
            a = rng.randint(1, b - 1)
            if math.gcd(a, b) != 1:
                continue
            n = b * b * rng.randint(1, max(1, 20000 // (b * b)))
            ask = rng.choice(config.asks)
            data = {"n": n, "k": n * a * a // (b * b), "ask": ask, "trait": rng.randrange(len(_TRAITS)),
                    "n2": rng.randint(10, 5000) if ask == "selection" else None}
            gold = Fraction(self.solve(data))
            if not restates(gold, [x for x in (n, data["k"], data["n2"], 2) if x is not None]):
                return data, format_rational(gold)

    def prompt(self, data: dict, rng: random.Random) -> str:
        rec, dom, part, org = _TRAITS[data["trait"]]
        question = _QUESTION[data["ask"]].format(n2=data["n2"])
        text = rng.choice(_TEMPLATES).format(n=data["n"], k=data["k"], rec=rec, dom=dom, part=part, org=org, question=question)
        form = "the exact value, as an integer, a decimal or a reduced fraction a/b"
        return f"{text}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        value = read_rational(text, decimal=True, fraction=True, reduced=True)
        return 1.0 if value is not None and value == Fraction(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        t.state("recessive share")
        q2 = t.compute("q^2", Fraction(t.fetch("k", data["k"]), t.fetch("n", data["n"])), why="aa count over population")
        t.state("alleles")
        q = t.compute("q", Fraction(math.isqrt(q2.numerator), math.isqrt(q2.denominator)), why="square root of q^2")
        p = t.compute("p", 1 - q, why="1 - q")
        ask = data["ask"]
        if ask in ("q", "p"):
            return format_rational(q if ask == "q" else p)
        t.state("answer")
        if ask == "carriers":
            return format_rational(t.compute("Aa", 2 * p * q * data["n"], why="2pq times n"))
        if ask == "dominant":
            return format_rational(t.compute("AA", p * p * data["n"], why="p^2 times n"))
        q_next = t.compute("q'", q / (1 + q), why="survivors: Aa share 2pq of 1 - q^2 alleles, q/(1+q)")
        return format_rational(t.compute("aa'", q_next * q_next * t.fetch("n2", data["n2"]), why="q'^2 times offspring"))

    def solve(self, data: dict) -> str:
        # count alleles directly: survivors of selection are AA and Aa individuals
        n, k = data["n"], data["k"]
        q = Fraction(math.isqrt(k * n), n)  # sqrt(k/n) = sqrt(k n)/n, exact for these cases
        p = 1 - q
        if data["ask"] == "q":
            return format_rational(q)
        if data["ask"] == "p":
            return format_rational(p)
        if data["ask"] == "carriers":
            return format_rational(n * 2 * p * q)
        if data["ask"] == "dominant":
            return format_rational(n * p**2)
        aa_alleles, big_aa = n * 2 * p * q, n * p**2  # heterozygotes carry one a each
        q_next = aa_alleles / (2 * (aa_alleles + big_aa))
        return format_rational(q_next**2 * data["n2"])


BOOTCAMP = HardyWeinberg()
