"""Round-2 cipher, wordplay, text, science and everyday bootcamps (issue 13): gold answers
against independent oracles at every level, hand-worked examples, and the kit modules
``bootcamps/kit/units.py`` and ``bootcamps/kit/chemistry.py``."""

import math
from fractions import Fraction

import pytest
import sympy

import bootcamps
from bootcamps.kit import chemistry, units

LEVELS = bootcamps.LEVELS
N = 12  # cases per level per bootcamp for the oracles


def cases(bootcamp_id, n=N):
    bc = bootcamps.get(bootcamp_id)
    for level in LEVELS:
        for seed in range(n):
            yield bc, bc.case(seed, level)


# ---------------------------------------------------------------- kit


def test_units_read_quantity():
    assert units.read_quantity("12.5 m/s", ("m/s",)) == Fraction(25, 2)
    assert units.read_quantity("1,200", ()) == 1200
    assert units.read_quantity("3/4", ()) is None  # a quotient is a restated question
    assert units.read_quantity("12.5 kg", ("m/s",)) is None
    assert units.read_quantity("2⁴", ()) is None
    assert units.read_quantity("2 4", ()) is None
    assert units.read_quantity("1e99999999", ()) is None


def test_units_format_and_round():
    assert units.format_decimal(Fraction(99, 8)) == "12.375"
    assert units.format_decimal(Fraction(-3)) == "-3"
    with pytest.raises(ValueError, match="finite"):
        units.format_decimal(Fraction(1, 3))
    assert units.round_half_up(Fraction(1, 8), 2) == Fraction(13, 100)
    assert units.round_half_up(Fraction(-1, 8), 2) == Fraction(-13, 100)


def test_units_restates_and_convert():
    assert units.restates(Fraction(6), [2, 3])
    assert units.restates(Fraction(2, 3), [2, 3])
    assert not units.restates(Fraction(7), [2, 3])
    kmh = units.compound(["km"], ["h"])
    ms = units.compound(["m"], ["s"])
    assert units.convert(Fraction(36), kmh, ms) == 10
    with pytest.raises(ValueError, match="dimension"):
        units.convert(Fraction(1), kmh, units.compound(["kg"]))


def test_chemistry_atoms_and_balance():
    assert chemistry.atoms("Ca(OH)2") == {"Ca": 1, "O": 2, "H": 2}
    assert chemistry.atoms("Al2(SO4)3") == {"Al": 2, "S": 3, "O": 12}
    with pytest.raises(ValueError, match="formula"):
        chemistry.atoms("Ca(OH")
    assert chemistry.unit_formula("Al", 3, "O", 2) == "Al2O3"
    assert chemistry.unit_formula("Ca", 2, "OH", 1) == "Ca(OH)2"
    assert chemistry.balance(["C3H8", "O2"], ["CO2", "H2O"]) == [1, 5, 3, 4]
    assert chemistry.balance(["H2", "O2"], ["H2O", "H2O2"]) is None  # two independent balances
    assert chemistry.is_balanced(["Al", "O2"], ["Al2O3"], [4, 3, 2])
    assert not chemistry.is_balanced(["Al", "O2"], ["Al2O3"], [2, 3, 1])


# ---------------------------------------------------------------- science/balance_equation


def _sympy_balance(data):
    species = [chemistry.atoms(f) for f in data["reactants"] + data["products"]]
    signs = [1] * len(data["reactants"]) + [-1] * len(data["products"])
    elements = sorted({e for s in species for e in s})
    matrix = sympy.Matrix([[sign * s.get(e, 0) for s, sign in zip(species, signs)] for e in elements])
    (vector,) = matrix.nullspace()
    vector = vector * sympy.ilcm(*[sympy.fraction(v)[1] for v in vector])
    ints = [int(v) for v in vector]
    g = math.gcd(*ints)
    return [abs(v) // g for v in ints]


def test_balance_equation_oracle():
    checked = 0
    for bc, case in cases("science/balance_equation"):
        assert _sympy_balance(case.data) == case.answer
        checked += 1
    assert checked == 5 * N


def test_balance_equation_hand_worked():
    bc = bootcamps.get("science/balance_equation")
    data = {"reactants": ["C2H6", "O2"], "products": ["H2O", "CO2"]}
    assert bc.solve(data) == [2, 7, 6, 4]
    assert bc.check(data, [2, 7, 6, 4], "2, 7, 6, 4") == 1.0
    assert bc.check(data, [2, 7, 6, 4], "4, 14, 12, 8") == 0.0  # balanced but not smallest
    assert bc.check(data, [2, 7, 6, 4], "2, 7, 4, 6") == 0.0
