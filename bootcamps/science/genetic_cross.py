"""Mendelian crosses: the probability that an offspring shows a set of traits, over independent genes."""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.poly import format_rational, read_rational
from bootcamps.trace import Tracer

GENES = "ABDEGHKMNRST"
_TRAITS = ("tall/short stems", "round/wrinkled seeds", "purple/white flowers", "yellow/green pods",
           "smooth/rough leaves", "long/short wings", "red/white eyes", "dark/light fur")


@dataclass(frozen=True)
class Config:
    genes: int = 1
    genotype_share: float = 0.0  # questions about an exact genotype instead of traits

    def __post_init__(self) -> None:
        if not 1 <= self.genes <= len(GENES):
            raise ValueError(f"genes must be in 1..{len(GENES)}, got {self.genes}")
        if not 0.0 <= self.genotype_share <= 1.0:
            raise ValueError(f"genotype_share must be in [0, 1], got {self.genotype_share}")


def gene_probability(p1: str, p2: str, want: str) -> Fraction:
    """P(offspring at one gene matches ``want``): "dom" (shows the dominant trait), "rec", or an
    exact genotype like "Aa"."""
    children = [a + b for a in p1 for b in p2]
    if want == "dom":
        hits = sum(any(c.isupper() for c in child) for child in children)
    elif want == "rec":
        hits = sum(child.islower() for child in children)
    else:
        hits = sum(sorted(child) == sorted(want) for child in children)
    return Fraction(hits, 4)


class GeneticCross(Bootcamp):
    id = "science/genetic_cross"
    description = "Probability that an offspring of a Mendelian cross shows given traits (independent genes)"
    Config = Config
    LEVELS = {
        "1": Config(genes=2),
        "2": Config(genes=3, genotype_share=0.3),
        "3": Config(genes=4, genotype_share=0.4),
        "4": Config(genes=5, genotype_share=0.5),
        "5": Config(genes=7, genotype_share=0.5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            letters = rng.sample(GENES, config.genes)
            p1, p2, want = [], [], []
            exact = rng.random() < config.genotype_share
            for g in letters:
                p1.append("".join(rng.choice((g + g, g + g.lower(), g.lower() * 2))))
                p2.append("".join(rng.choice((g + g, g + g.lower(), g.lower() * 2))))
                want.append(rng.choice((g + g, g + g.lower(), g.lower() * 2)) if exact else rng.choice(("dom", "rec")))
            data = {"p1": p1, "p2": p2, "want": want}
            probability = Fraction(1)
            for a, b, w in zip(p1, p2, want):
                probability *= gene_probability(a, b, w)
            if probability:
                return data, format_rational(probability)

    def prompt(self, data: dict, rng: random.Random) -> str:
        cross = f"{''.join(data['p1'])} x {''.join(data['p2'])}"
        rules = ("Each capital letter is a dominant allele and its lower-case letter the recessive one; a "
                 "parent passes one of its two alleles of each gene, each with probability 1/2, and the "
                 "genes are inherited independently. An offspring shows the dominant trait of a gene if "
                 "it has at least one capital allele.")
        if data["want"][0] in ("dom", "rec"):
            wish = ", ".join(f"{'dominant' if w == 'dom' else 'recessive'} {p[0].upper()}" for w, p in zip(data["want"], data["p1"]))
            question = rng.choice((f"What is the probability that an offspring of the cross {cross} shows: {wish}?",
                                   f"Two organisms are crossed: {cross}. Find the probability that a child shows {wish}.",
                                   f"In the cross {cross}, what fraction of offspring is expected to show {wish}?"))
        else:
            wish = "".join(data["want"])
            question = rng.choice((f"What is the probability that an offspring of the cross {cross} has genotype {wish}?",
                                   f"Two organisms are crossed: {cross}. Find the probability that a child's genotype is exactly {wish}.",
                                   f"In the cross {cross}, what fraction of offspring is expected to have genotype {wish}?"))
        return f"{question} {rules}\n{answer_instruction('the probability as a reduced fraction a/b (or 1)')}"

    def check(self, data: dict, answer: str, text: str) -> float:
        value = read_rational(text, decimal=False, fraction=True, reduced=True)
        return 1.0 if value is not None and value == Fraction(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        total = Fraction(1)
        for i, (a, b, want) in enumerate(zip(data["p1"], data["p2"], data["want"])):
            t.state(f"gene {i}")
            a, b = t.fetch(f"p1[{i}]", a), t.fetch(f"p2[{i}]", b)
            w = t.fetch(f"want[{i}]", want)
            p = t.compute(f"P[{i}]", gene_probability(a, b, w), why="the 4 equally likely allele pairs")
            total = t.compute("P", total * p, why="independent genes multiply")
        t.state("answer")
        return t.compute("answer", format_rational(total))

    def solve(self, data: dict) -> str:
        # every combination of gametes, counted (brute force over 4^genes children)
        gametes1 = list(itertools.product(*data["p1"]))
        gametes2 = list(itertools.product(*data["p2"]))
        hits = 0
        for g1 in gametes1:
            for g2 in gametes2:
                ok = True
                for x, y, want in zip(g1, g2, data["want"]):
                    if want == "dom":
                        ok = x.isupper() or y.isupper()
                    elif want == "rec":
                        ok = x.islower() and y.islower()
                    else:
                        ok = sorted(x + y) == sorted(want)
                    if not ok:
                        break
                hits += ok
        return format_rational(Fraction(hits, len(gametes1) * len(gametes2)))


BOOTCAMP = GeneticCross()
