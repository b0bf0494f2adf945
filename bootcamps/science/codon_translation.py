"""Gene expression by hand: transcribe a DNA template strand into mRNA (complementary and
antiparallel, U for T), find the first AUG start codon, and translate codon by codon with the
standard genetic code up to the first in-frame stop codon; the answer is the protein in
one-letter amino-acid codes.

Higher levels write the template 5'->3' (so it must be reversed as well as complemented), put a
longer leader with out-of-frame decoy stops before the start, and lengthen the protein.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.trace import Tracer

# the standard code, grouped by amino acid (one-letter code) as the prompt shows it; "*" is stop
CODE = {
    "A": "GCU GCC GCA GCG", "R": "CGU CGC CGA CGG AGA AGG", "N": "AAU AAC", "D": "GAU GAC",
    "C": "UGU UGC", "Q": "CAA CAG", "E": "GAA GAG", "G": "GGU GGC GGA GGG", "H": "CAU CAC",
    "I": "AUU AUC AUA", "L": "UUA UUG CUU CUC CUA CUG", "K": "AAA AAG", "M": "AUG",
    "F": "UUU UUC", "P": "CCU CCC CCA CCG", "S": "UCU UCC UCA UCG AGU AGC", "T": "ACU ACC ACA ACG",
    "W": "UGG", "Y": "UAU UAC", "V": "GUU GUC GUA GUG", "*": "UAA UAG UGA",
}
CODON = {codon: aa for aa, codons in CODE.items() for codon in codons.split()}
SENSE = sorted(c for c, aa in CODON.items() if aa != "*")
STOPS = ("UAA", "UAG", "UGA")
_PAIR = {"A": "U", "T": "A", "G": "C", "C": "G"}  # template DNA base -> mRNA base
_TO_MRNA = str.maketrans("ATGC", "UACG")
_SEPARATORS = re.compile(r"[\s,\-–·]+")


@dataclass(frozen=True)
class Config:
    min_length: int = 3  # amino acids in the protein, start methionine included
    max_length: int = 5
    leader: int = 0  # most bases of mRNA before the start codon (no AUG among them)
    trailer: int = 3  # bases of mRNA after the stop codon
    reversed_template: bool = False  # template written 5'->3' instead of 3'->5'

    def __post_init__(self) -> None:
        if not 2 <= self.min_length <= self.max_length <= 60:
            raise ValueError(f"need 2 <= min_length <= max_length <= 60, got {self.min_length}, {self.max_length}")
        if not 0 <= self.leader <= 40:
            raise ValueError(f"leader must be in 0..40, got {self.leader}")
        if not 0 <= self.trailer <= 40:
            raise ValueError(f"trailer must be in 0..40, got {self.trailer}")


def transcribe(template: str, reversed_template: bool) -> str:
    """mRNA 5'->3' of a template strand written 3'->5' (or 5'->3' when ``reversed_template``)."""
    return (template[::-1] if reversed_template else template).translate(_TO_MRNA)


class CodonTranslation(Bootcamp):
    id = "science/codon_translation"
    description = "Transcribe a DNA template strand and translate the mRNA from the first AUG to the first stop"
    Config = Config
    LEVELS = {
        "1": Config(min_length=3, max_length=5, leader=0, trailer=3),
        "2": Config(min_length=5, max_length=8, leader=6, trailer=5),
        "3": Config(min_length=7, max_length=11, leader=9, trailer=6, reversed_template=True),
        "4": Config(min_length=11, max_length=16, leader=14, trailer=9, reversed_template=True),
        "5": Config(min_length=17, max_length=24, leader=20, trailer=12, reversed_template=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        n = rng.randint(config.min_length, config.max_length)
        body = "AUG" + "".join(rng.choice(SENSE) for _ in range(n - 1)) + rng.choice(STOPS)
        trailer = "".join(rng.choice("ACGU") for _ in range(config.trailer))
        while True:  # a leader with no AUG anywhere before the real start (junction included)
            leader = "".join(rng.choice("ACGU") for _ in range(rng.randint(config.leader // 2, config.leader)))
            if config.leader:  # plant a stop before the start: it must not end a protein that has not begun
                cut = rng.randint(0, len(leader))
                leader = leader[:cut] + rng.choice(STOPS) + leader[cut:]
            if (leader + "AUG").find("AUG") == len(leader):
                break
        mrna = leader + body + trailer
        template = mrna.translate(str.maketrans("UACG", "ATGC"))
        if config.reversed_template:
            template = template[::-1]
        data = {"template": template, "reversed": config.reversed_template}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        ends = ("5'", "3'") if data["reversed"] else ("3'", "5'")
        strand = f"{ends[0]}-{data['template']}-{ends[1]}"
        text = rng.choice((
            "A gene's DNA template (antisense) strand reads {s}.",
            "The template strand of a short stretch of DNA is {s}.",
            "Here is the DNA template strand of a gene, written {a} to {b}: {s}.",
        )).format(s=strand, a=ends[0], b=ends[1])
        task = rng.choice((
            " Transcribe it into mRNA and translate the mRNA into a protein.",
            " What protein does this template encode?",
            " Find the polypeptide that a ribosome makes from the mRNA transcribed from this strand.",
        ))
        table = "; ".join(f"{aa if aa != '*' else 'stop'}: {codons}" for aa, codons in CODE.items())
        rules = (" Rules: the mRNA is complementary and antiparallel to the template (A->U, T->A, G->C, C->G) and "
                 "is read 5' to 3'; translation starts at the first AUG of the mRNA (methionine, M) and continues "
                 "codon by codon in that reading frame until the first stop codon, which adds no amino acid. "
                 f"Standard genetic code (one-letter amino acid: mRNA codons): {table}.")
        return f"{text}{task}{rules}\n{answer_instruction('the protein as one-letter amino-acid codes from the start methionine, in capitals with no stop sign, e.g. MKV')}"

    def check(self, data: dict, answer: str, text: str) -> float:
        if not isinstance(text, str) or len(text) > 4 * len(answer) + 40:
            return 0.0
        body = text.strip().rstrip(".").strip().strip("`\"'").strip()
        for prefix in ("N-", "H2N-", "NH2-"):
            if body.upper().startswith(prefix):
                body = body[len(prefix):]
        # a C-terminus marker; a bare "-C" is not one, since C is cysteine ("M-F-C" is MFC)
        for suffix in ("-COOH", "*", "-stop", "stop"):
            if body.lower().endswith(suffix.lower()):
                body = body[: -len(suffix)]
        letters = _SEPARATORS.sub("", body)
        return 1.0 if letters == answer else 0.0

    def format_answer(self, answer: str) -> str:
        return answer

    def program(self, t: Tracer, data: dict) -> str:
        t.state("transcribe")
        template = t.fetch("template", data["template"])
        reading = template[::-1] if data["reversed"] else template
        if data["reversed"]:
            reading = t.compute("template 3'->5'", reading, why="reverse the strand so the mRNA comes out 5'->3'")
        mrna = t.compute("mRNA", "".join(_PAIR[b] for b in reading), why="pair A->U, T->A, G->C, C->G")
        t.state("find start")
        start = t.compute("start", t.fetch("mRNA", mrna).find("AUG"), why="index of the first AUG")
        protein = ""
        i = start
        while i + 3 <= len(mrna):
            t.state(f"codon at {i}")
            codon = t.fetch(f"mRNA[{i}:{i + 3}]", mrna[i:i + 3])
            aa = t.compute("amino acid", CODON[codon], why=f"{codon} in the code table")
            if aa == "*":
                break
            protein = t.compute("protein", protein + aa)
            i += 3
        t.state("answer")
        return t.compute("answer", t.fetch("protein", protein))

    def solve(self, data: dict) -> str:
        mrna = transcribe(data["template"], data["reversed"])
        orf = mrna[mrna.index("AUG"):]
        codons = re.findall("...", orf)
        return "".join(CODON[c] for c in codons).split("*")[0]


BOOTCAMP = CodonTranslation()
