"""Second batch of mathematics bootcamps (issue 10): gold answers agree with independent oracles
(sympy, brute force, other closed forms) on cases at every level, one hand-worked example per
bootcamp, the answer forms each accepts and refuses, and the kit/numbers2 helpers.

sympy only ever sees generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import pytest
import sympy

import bootcamps
from bootcamps.kit import numbers2

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 6  # cases per level per bootcamp


def _cases(bootcamp_id, level, n=SAMPLE):
    bc = bootcamps.get(bootcamp_id)
    return bc, [bc.case(seed, level) for seed in range(n)]


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


# ---------------------------------------------------------------- oracles, one per bootcamp


def oracle_divisor_functions(d):
    return int(sympy.divisor_count(d["n"]) if d["kind"] == "count" else sympy.divisor_sigma(d["n"]))


def oracle_legendre_symbol(d):
    return int(sympy.legendre_symbol(d["a"] % d["p"], d["p"]))


def oracle_multiplicative_order(d):
    return int(sympy.n_order(d["a"], d["n"]))


def oracle_linear_congruence(d):
    a, b, m = d["a"], d["b"], d["m"]
    g = math.gcd(a, m)
    if m <= 3000:
        return [x for x in range(m) if (a * x) % m == b % m]
    base = b // g * int(sympy.mod_inverse(a // g, m // g)) % (m // g)
    return [base + k * (m // g) for k in range(g)]


def oracle_factorial_trailing_zeros(d):
    n, b = d["n"], d["b"]
    # v_p(n!) from sympy's multiplicity for small n, else Legendre via base-p digit sums
    out = []
    for p, e in sympy.factorint(b).items():
        if n <= 400:
            v = sympy.multiplicity(p, sympy.factorial(n))
        else:
            v = (n - sum(sympy.ntheory.digits(n, p)[1:])) // (p - 1)
        out.append(v // e)
    return min(out)


def oracle_gcd_lcm_tuples(d):
    # per prime: exponent tuples in [0, e]^k with min 0 and max e, counted by brute force
    k, total = d["k"], 1
    for e in sympy.factorint(d["l"] // d["g"]).values():
        total *= sum(1 for t in itertools.product(range(e + 1), repeat=k) if min(t) == 0 and max(t) == e)
    return total


def oracle_digit_sum_count(d):
    # coefficient extraction: numbers below 10^m with digit sum s are [x^s] ((1-x^10)/(1-x))^m;
    # walk n's digits, at each position add the counts for smaller digits
    x = sympy.Symbol("x")
    digits = [int(c) for c in str(d["n"])]
    total, left = 0, d["s"]
    for i, top in enumerate(digits):
        rest = len(digits) - i - 1
        series = sympy.Poly(sum(x**j for j in range(10)), x) ** rest
        for digit in range(top):
            if left - digit >= 0:
                total += int(series.coeff_monomial(x ** (left - digit)))
        left -= top
    return total + (left == 0)


ORACLES = {
    "number_theory/divisor_functions": oracle_divisor_functions,
    "number_theory/legendre_symbol": oracle_legendre_symbol,
    "number_theory/multiplicative_order": oracle_multiplicative_order,
    "number_theory/linear_congruence": oracle_linear_congruence,
    "number_theory/factorial_trailing_zeros": oracle_factorial_trailing_zeros,
    "number_theory/gcd_lcm_tuples": oracle_gcd_lcm_tuples,
    "number_theory/digit_sum_count": oracle_digit_sum_count,
}


def _same(bc, case, expected):
    """Gold agrees with the oracle's value, and the oracle's value, formatted, scores 1.0."""
    return bc.verify(case.data, case.answer, f"<answer>{bc.format_answer(expected)}</answer>") == 1.0


@pytest.mark.parametrize("bootcamp_id", sorted(ORACLES))
@pytest.mark.parametrize("level", LEVELS)
def test_gold_agrees_with_oracle(bootcamp_id, level):
    bc, cases = _cases(bootcamp_id, level)
    for case in cases:
        expected = ORACLES[bootcamp_id](case.data)
        assert _same(bc, case, expected), (bootcamp_id, level, case.seed, case.answer, expected)
        assert _same(bc, case, bc.solve(case.data)), (bootcamp_id, level, case.seed)


# ---------------------------------------------------------------- hand-worked examples


def test_divisor_functions_by_hand():
    bc = bootcamps.get("number_theory/divisor_functions")
    # 360 = 2^3 3^2 5: tau = 4*3*2 = 24, sigma = 15*13*6 = 1170
    assert bc.solve({"n": 360, "kind": "count"}) == 24
    assert bc.solve({"n": 360, "kind": "sum"}) == 1170
    data = {"n": 360, "kind": "sum"}
    assert _score(bc, data, 1170, "1,170") == 1.0 and _score(bc, data, 1170, "1170/1") == 0.0


def test_legendre_symbol_by_hand():
    bc = bootcamps.get("number_theory/legendre_symbol")
    # squares mod 11 are 1, 3, 4, 5, 9
    assert bc.solve({"a": 27, "p": 11}) == 1  # 27 = 5 mod 11
    assert bc.solve({"a": 29, "p": 11}) == -1  # 29 = 7 mod 11
    assert bc.solve({"a": 33, "p": 11}) == 0
    assert _score(bc, {"a": 29, "p": 11}, -1, "-1") == 1.0 and _score(bc, {"a": 29, "p": 11}, -1, "1") == 0.0


def test_multiplicative_order_by_hand():
    bc = bootcamps.get("number_theory/multiplicative_order")
    assert bc.solve({"a": 2, "n": 7}) == 3  # 2, 4, 1
    assert bc.solve({"a": 3, "n": 7}) == 6  # a primitive root
    assert bc.solve({"a": 10, "n": 21}) == 6


def test_linear_congruence_by_hand():
    bc = bootcamps.get("number_theory/linear_congruence")
    data = {"a": 6, "b": 4, "m": 10}  # 3x = 2 mod 5 -> x = 4 mod 5
    assert bc.solve(data) == [4, 9]
    assert _score(bc, data, [4, 9], "4, 9") == 1.0
    assert _score(bc, data, [4, 9], "[4, 9]") == 1.0
    assert _score(bc, data, [4, 9], "9, 4") == 0.0
    assert _score(bc, data, [4, 9], "4, 9, 4") == 0.0


def test_factorial_trailing_zeros_by_hand():
    bc = bootcamps.get("number_theory/factorial_trailing_zeros")
    assert bc.solve({"n": 100, "b": 10}) == 24
    # 12 = 2^2 * 3; 20! has eighteen 2s (9 pairs) and eight 3s -> 8
    assert bc.solve({"n": 20, "b": 12}) == 8
    assert bc.solve({"n": 1000, "b": 12}) == 497  # 994 twos -> 497, 498 threes


def test_gcd_lcm_tuples_by_hand():
    bc = bootcamps.get("number_theory/gcd_lcm_tuples")
    # gcd 2, lcm 24: a/2, b/2 divide 12 = 2^2*3; pairs: 2 per prime -> 4
    assert bc.solve({"k": 2, "g": 2, "l": 24}) == 4
    # triples with lcm/gcd = p^2: 27 - 16 + 1 = 12
    assert bc.solve({"k": 3, "g": 1, "l": 9}) == 12


def test_digit_sum_count_by_hand():
    bc = bootcamps.get("number_theory/digit_sum_count")
    # digit sum 3 up to 30: 3, 12, 21, 30
    assert bc.solve({"n": 30, "s": 3}) == 4
    assert bc.solve({"n": 10**12 - 1, "s": 2}) == 78  # two 1s: C(12, 2) = 66; one 2: 12
    assert _score(bc, {"n": 30, "s": 3}, 4, "4") == 1.0


# ---------------------------------------------------------------- kit/numbers2


def test_numbers2_helpers():
    assert numbers2.factor(360) == {2: 3, 3: 2, 5: 1}
    assert numbers2.divisors(36) == [1, 2, 3, 4, 6, 9, 12, 18, 36]
    assert numbers2.lcm_all([4, 6, 10]) == 60
    for n in range(1, 200):
        assert numbers2.divisors(n) == [int(d) for d in sympy.divisors(n)]
        assert numbers2.factor(n) == {int(p): e for p, e in sympy.factorint(n).items()}
    assert numbers2.factor_bounded(2**5 * 1_000_003, limit=100) == {2: 5, 1_000_003: 1}
    assert numbers2.factor_bounded(360) == numbers2.factor(360)
    with pytest.raises(ValueError, match="n >= 1"):
        numbers2.factor(0)


def test_exact_rational_answer_forms():
    check = numbers2.ExactRationalAnswer().check
    assert check({}, "5", "5") == 1.0
    assert check({}, "5", "5/1") == 0.0  # an integer written as a quotient
    assert check({}, "5", "10/2") == 0.0
    assert check({}, "-3/4", "-\\frac{3}{4}") == 1.0
    assert check({}, "-3/4", "-6/8") == 0.0
    assert check({}, "-3/4", "-0.75") == 0.0
    assert check({}, "3/4", "3/4 or 1/2") == 0.0


def test_rational_tuple_answer_forms():
    class T(numbers2.RationalTupleAnswer):
        names = ("x", "y")

    check = T().check
    assert check({}, ["1/2", "-3"], "(1/2, -3)") == 1.0
    assert check({}, ["1/2", "-3"], "x = 1/2, y = -3") == 1.0
    assert check({}, ["1/2", "-3"], "y = 1/2, x = -3") == 0.0
    assert check({}, ["1/2", "-3"], "1/2, -3, 4") == 0.0
    assert check({}, ["1/2", "-3"], "2/4, -3") == 0.0
    assert T().format_answer(["1/2", "-3"]) == "1/2, -3"


def test_exact_rational_answer_allows_one_leading_name():
    check = numbers2.ExactRationalAnswer().check
    for text in ["11/4", "x = 11/4", "$x = 11/4$", "answer=11/4", "\\frac{11}{4}"]:
        assert check({}, "11/4", text) == 1.0, text
    for text in ["x = y = 11/4", "x = ", "x = 22/8", "x = 2.75", "11/4 = x", "x = 11/4 or 3"]:
        assert check({}, "11/4", text) == 0.0, text
