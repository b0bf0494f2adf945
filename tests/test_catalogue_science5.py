"""Fifth batch of science bootcamps: gold answers agree with independent oracles on cases at
every level, and one hand-worked example per bootcamp scores 1.0 while a wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import itertools
import math
import re
from decimal import ROUND_HALF_UP, Decimal, getcontext
from fractions import Fraction

import pytest
import sympy

import bootcamps

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 4  # cases per level per bootcamp
getcontext().prec = 50


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


def _expand_formula(formula):
    """Element symbols of a formula, one per atom (brackets multiplied out by string repetition)."""
    while "(" in formula:
        formula = re.sub(r"\(([^()]*)\)(\d*)", lambda m: m.group(1) * int(m.group(2) or 1), formula)
    return [e for e, n in re.findall(r"([A-Z][a-z]?)(\d*)", formula) for e in [e] * int(n or 1)]


_USUAL = {"F": -1, "H": 1, "O": -2, "Cl": -1, "Br": -1, "I": -1, "Al": 3}
_USUAL.update({e: 1 for e in ("Li", "Na", "K", "Rb", "Cs")})
_USUAL.update({e: 2 for e in ("Be", "Mg", "Ca", "Sr", "Ba")})


def oracle_oxidation(d, gold):
    x = sympy.Symbol("x")
    out = []
    for element, formula, charge in d["items"]:
        total = sum((x if e == element else sympy.Integer(_USUAL[e])) for e in _expand_formula(formula))
        (value,) = sympy.solve(sympy.Eq(total, charge), x)
        out.append(Fraction(int(value.p), int(value.q)))
    return [Fraction(g) for g in gold] == out


def oracle_empirical(d, gold):
    """Brute force over every primitive formula with subscripts up to 12: the ones whose
    composition reproduces the data (exactly for grams, to the stated rounding for percentages);
    the gold must be the one with the fewest atoms."""
    order = d["order"]
    mass = {e: Decimal(d["masses"][e]) for e in order}
    matches = []
    for counts in itertools.product(range(1, 13), repeat=len(order)):
        if math.gcd(*counts) != 1:
            continue
        if d["percent"]:
            total = sum(n * mass[e] for e, n in zip(order, counts))
            ok = all((100 * n * mass[e] / total).quantize(Decimal("0.01"), ROUND_HALF_UP) == Decimal(d["given"][e])
                     for e, n in zip(order, counts) if e in d["given"])
        else:
            ok = len({Fraction(Decimal(d["given"][e]) / mass[e]) / n for e, n in zip(order, counts)}) == 1
        if ok:
            matches.append(counts)
    if not matches:
        return False
    best = min(matches, key=sum)
    return gold == "".join(e + (str(n) if n > 1 else "") for e, n in zip(order, best))


def oracle_michaelis(d, gold):
    """sympy solves the rate equation for the unknown (rate laws typed here, not imported)."""
    r = sympy.Rational
    S, V, K, Ki, v = sympy.symbols("S V K Ki v", positive=True)
    ask = d["ask"]
    if ask in ("km_two", "vmax_two"):
        (s1, v1), (s2, v2) = d["points"]
        sol = sympy.solve([sympy.Eq(r(v1) * (K + s1), V * s1), sympy.Eq(r(v2) * (K + s2), V * s2)], [K, V], dict=True)
        value = sol[0][K if ask == "km_two" else V]
    else:
        vmax, km = r(d["vmax"]), r(d["km"])
        if ask == "rate":
            value = vmax * r(d["s"]) / (km + r(d["s"]))
        elif ask == "substrate":
            (value,) = sympy.solve(sympy.Eq(r(d["v"]), vmax * S / (km + S)), S)
        else:
            a = 1 + r(d["i"]) / Ki
            law = {"competitive": vmax * S / (km * a + S), "noncompetitive": vmax * S / (a * (km + S)),
                   "uncompetitive": vmax * S / (km + a * S)}[d["kind"]].subs(S, r(d["s"]))
            if ask == "inhibited_rate":
                value = law.subs(Ki, r(d["ki"]))
            else:
                (value,) = sympy.solve(sympy.Eq(law, r(d["v"])), Ki)
    return sympy.nsimplify(value) == r(gold)


ORACLES = {
    "science/michaelis_menten": oracle_michaelis,
    "science/codon_translation": oracle_codon,
    "science/oxidation_states": oracle_oxidation,
    "science/empirical_formula": oracle_empirical,
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
    # C is cysteine, not a C-terminus mark: an extra C is a wrong protein
    assert _score(bc, data, "MFGT", "M-F-G-T-C") == 0.0 and _score(bc, data, "MFGT", "MFGT-COOH") == 1.0
    assert _score(bc, data, "MFGTC", "M-F-G-T-C") == 1.0
    # the same gene written 5'->3' must be reversed before pairing
    rev = {"template": "CCATCAAGTCCCAAACAT", "reversed": True}
    assert bc.solve(rev) == "MFGT"
    assert _score(bc, rev, "MFGT", "MFG") == 0.0


# textbook values (typed from memory of standard tables, not derived by the rules)
TEXTBOOK = {("Mn", "KMnO4", 0): "7", ("Cr", "Cr2O7", -2): "6", ("S", "S2O3", -2): "2", ("N", "NH4", 1): "-3",
            ("Fe", "Fe3O4", 0): "8/3", ("S", "S4O6", -2): "5/2", ("O", "KO2", 0): "-1/2", ("H", "NaH", 0): "-1",
            ("O", "H2O2", 0): "-1", ("O", "OF2", 0): "2", ("Cl", "ClF3", 0): "3", ("C", "CH3COOH", 0): "0",
            ("C", "CaC2", 0): "-1", ("P", "H3PO2", 0): "1", ("N", "HN3", 0): "-1/3", ("Xe", "XeF4", 0): "4",
            ("Os", "OsO4", 0): "8", ("S", "SOCl2", 0): "4", ("Fe", "K2FeO4", 0): "6", ("V", "VO", 2): "4"}


def test_oxidation_pool_matches_textbook():
    from bootcamps.science.oxidation_states import POOL

    bc = bootcamps.get("science/oxidation_states")
    pool = {s for tier in POOL.values() for s in tier}
    assert set(TEXTBOOK) <= pool
    items = [list(k) for k in TEXTBOOK]
    assert bc.solve({"items": items}) == list(TEXTBOOK.values())
    assert oracle_oxidation({"items": [list(s) for s in sorted(pool)]}, bc.solve({"items": [list(s) for s in sorted(pool)]}))


def test_oxidation_hand_example():
    bc = bootcamps.get("science/oxidation_states")
    # Cr2O7^2-: 2x + 7(-2) = -2 -> x = 6; Fe3O4: 3x - 8 = 0 -> 8/3; NaH: 1 + x = 0 -> -1
    data = {"items": [["Cr", "Cr2O7", -2], ["Fe", "Fe3O4", 0], ["H", "NaH", 0]]}
    gold = bc.solve(data)
    assert gold == ["6", "8/3", "-1"]
    assert _score(bc, data, gold, "+6, 8/3, -1") == 1.0
    assert _score(bc, data, gold, "6, 8/3, 1") == 0.0
    assert _score(bc, data, gold, "6, 2.67, -1") == 0.0


def test_empirical_hand_example():
    bc = bootcamps.get("science/empirical_formula")
    # 69.94% Fe, rest O: Fe 69.94/55.85 = 1.2523 mol, O 30.06/16 = 1.8788 mol; ratio 1 : 1.5003 -> x2 -> Fe2O3
    data = {"given": {"Fe": "69.94"}, "rest": "O", "percent": True, "order": ["Fe", "O"],
            "masses": {"Fe": "55.85", "O": "16.00"}}
    assert bc.solve(data) == "Fe2O3"
    assert _score(bc, data, "Fe2O3", "Fe2O3") == 1.0
    assert _score(bc, data, "Fe2O3", "O3Fe2") == 1.0
    assert _score(bc, data, "Fe2O3", "Fe4O6") == 0.0
    assert _score(bc, data, "Fe2O3", "FeO") == 0.0


def test_michaelis_hand_example():
    bc = bootcamps.get("science/michaelis_menten")
    # v = 100 * 30 / (20 + 30) = 60; with a competitive inhibitor, a = 1 + 10/5 = 3: 100*30/(60+30) = 100/3
    data = {"ask": "rate", "vmax": "100", "km": "20", "s": "30"}
    assert bc.solve(data) == "60"
    assert _score(bc, data, "60", "60 µM/min") == 1.0
    assert _score(bc, data, "60", "50") == 0.0
    inhibited = {"ask": "inhibited_rate", "vmax": "100", "km": "20", "s": "30", "i": "10", "ki": "5", "kind": "competitive"}
    assert bc.solve(inhibited) == "100/3"
    # two points: v = 60 at 30 and 100*60/80 = 75 at 60 give Km = 20
    two = {"ask": "km_two", "points": [[30, "60"], [60, "75"]]}
    assert bc.solve(two) == "20"
    assert _score(bc, two, "20", "20") == 1.0 and _score(bc, two, "20", "100") == 0.0
    # only the asked quantity's unit: a rate in µM/min, a concentration (Km, [S], Ki) in µM
    assert _score(bc, data, "60", "60 uM/min") == 1.0 and _score(bc, data, "60", "60") == 1.0
    assert _score(bc, data, "60", "60 µM") == 0.0 and _score(bc, data, "60", "60 uM") == 0.0
    assert _score(bc, two, "20", "20 µM") == 1.0 and _score(bc, two, "20", "20 μM") == 1.0
    assert _score(bc, two, "20", "20 µM/min") == 0.0 and _score(bc, two, "20", "20 uM/min") == 0.0
