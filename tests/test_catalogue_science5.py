"""Fifth batch of science bootcamps: gold answers agree with independent oracles on cases at
every level, and one hand-worked example per bootcamp scores 1.0 while a wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import pytest

import bootcamps

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 4  # cases per level per bootcamp


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


# ---------------------------------------------------------------- oracles: (data, gold) -> bool

# the standard code as the classic 64-letter string, bases in the order T, C, A, G (DNA coding strand)
_BASES = "TCAG"
_AMINO = "FFLLSSSSYY**CC*WLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG"


def _coding_codon(codon):
    return _AMINO[16 * _BASES.index(codon[0]) + 4 * _BASES.index(codon[1]) + _BASES.index(codon[2])]


def oracle_codon(d, gold):
    # work on the DNA coding strand: it is the reverse complement of the template written 5'->3'
    complement = {"A": "T", "T": "A", "G": "C", "C": "G"}
    template_5to3 = d["template"] if d["reversed"] else d["template"][::-1]
    coding = "".join(complement[b] for b in reversed(template_5to3))
    start = next(i for i in range(len(coding) - 2) if coding[i:i + 3] == "ATG")
    protein = []
    for i in range(start, len(coding) - 2, 3):
        aa = _coding_codon(coding[i:i + 3])
        if aa == "*":
            return gold == "".join(protein)
        protein.append(aa)
    return False  # no stop: the case would be malformed


ORACLES = {
    "science/codon_translation": oracle_codon,
}


@pytest.mark.parametrize("name", sorted(ORACLES))
def test_gold_matches_oracle(name):
    bc = bootcamps.get(name)
    for level in LEVELS:
        for seed in range(SAMPLE):
            case = bc.case(seed=seed, level=level)
            assert ORACLES[name](case.data, case.answer), (name, level, seed, case.answer)


# ---------------------------------------------------------------- hand-worked examples


def test_codon_hand_example():
    bc = bootcamps.get("science/codon_translation")
    # template 3'-TAC AAA CCC TGA ACT ACC-5' -> mRNA AUG UUU GGG ACU UGA UGG -> M F G T, stop
    data = {"template": "TACAAACCCTGAACTACC", "reversed": False}
    assert bc.solve(data) == "MFGT"
    assert _score(bc, data, "MFGT", "MFGT") == 1.0
    assert _score(bc, data, "MFGT", "M-F-G-T") == 1.0
    assert _score(bc, data, "MFGT", "MFGTW") == 0.0
    # the same gene written 5'->3' must be reversed before pairing
    rev = {"template": "CCATCAAGTCCCAAACAT", "reversed": True}
    assert bc.solve(rev) == "MFGT"
    assert _score(bc, rev, "MFGT", "MFG") == 0.0
