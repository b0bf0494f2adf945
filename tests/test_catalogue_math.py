"""The mathematics bootcamps: gold answers agree with independent oracles (sympy, brute force,
other closed forms) at every level, one hand-worked example each, and form rules (a restated
question, an unreduced fraction or a decimal where a fraction is asked scores 0).

sympy only ever sees generated data (the case's inputs or gold), never model text.
"""

import itertools
import math
import statistics
from fractions import Fraction

import pytest
import sympy
from sympy.ntheory.continued_fraction import continued_fraction_periodic
from sympy.ntheory.modular import crt
from sympy.utilities.iterables import multiset_permutations
from sympy.parsing.sympy_parser import convert_xor, implicit_multiplication_application, parse_expr, standard_transformations

import bootcamps

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 5  # cases per level per bootcamp for the oracles
# sympy's limit, periodic continued fractions and labelled-ball enumeration are slow: fewer cases
SLOW = {"calculus/rational_limit": 2, "number_theory/sqrt_continued_fraction": 2, "probability/bayes_boxes": 3,
        "calculus/definite_integral": 3, "probability/dice_sum": 3}
X = sympy.Symbol("x")


def _cases(bootcamp_id, level, n=SAMPLE):
    bc = bootcamps.get(bootcamp_id)
    return bc, [bc.case(seed, level) for seed in range(n)]


def _q(text):
    return sympy.Rational(str(text))


def _poly(coeffs):
    return sum(sympy.Integer(c) * X**i for i, c in enumerate(coeffs))


def _gen_expr(text):
    """sympy expression of a GENERATED polynomial string (gold or prompt data), never model text."""
    transformations = standard_transformations + (implicit_multiplication_application, convert_xor)
    return parse_expr(text.replace("*x", "x"), local_dict={"x": X}, transformations=transformations)


# ---------------------------------------------------------------- oracles, one per bootcamp


def oracle_modular_inverse(d):
    return int(sympy.mod_inverse(d["a"], d["m"]))


def oracle_modular_exponentiation(d):
    result, base = 1, d["a"] % d["m"]
    for bit in bin(d["e"])[2:]:  # left to right, unlike the bootcamp's right-to-left program
        result = result * result % d["m"]
        if bit == "1":
            result = result * base % d["m"]
    return result


def oracle_chinese_remainder(d):
    return int(crt(d["moduli"], d["residues"])[0])


def oracle_euler_totient(d):
    return int(sympy.totient(d["n"]))


def oracle_prime_factorization(d):
    return " * ".join(f"{p}^{e}" if e > 1 else str(p) for p, e in sorted(sympy.factorint(d["n"]).items()))


def oracle_primitive_root(d):
    return int(sympy.primitive_root(d["p"]))


def oracle_sqrt_continued_fraction(d):
    head, period = continued_fraction_periodic(0, 1, d["n"])
    return [head, *period]


def oracle_fraction_arithmetic(d):
    symbols = {"+": "+", "-": "-", "*": "*", "/": "/"}
    text = f"({d['numbers'][0][0]}/{d['numbers'][0][1]})"
    for op, (n, den) in zip(d["ops"], d["numbers"][1:]):
        text += f" {symbols[op]} ({n}/{den})"
    return str(sympy.nsimplify(parse_expr(text)))


def oracle_roman_numerals(d):
    table = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
    if d["direction"] == "to_roman":
        n, out = d["n"], ""
        for value, letters in table:
            while n >= value:
                out, n = out + letters, n - value
        return out
    text, total = d["roman"], 0
    for value, letters in table:  # greedy parse of the canonical numeral
        while text.startswith(letters):
            total, text = total + value, text[len(letters):]
    assert text == ""
    return total


def oracle_repeating_decimal(d):
    # Long division of the gold's own fraction must reproduce whole.prefix(block)(block)...
    return None  # checked in test_repeating_decimal_by_long_division


def oracle_determinant(d):
    return int(sympy.Matrix(d["matrix"]).det())


def oracle_matrix_inverse(d):
    inv = sympy.Matrix(d["matrix"]).inv()
    return [[str(inv[i, j]) for j in range(inv.cols)] for i in range(inv.rows)]


def oracle_linear_system(d):
    n = len(d["rows"])
    a = sympy.Matrix([r[:n] for r in d["rows"]])
    b = sympy.Matrix([r[n] for r in d["rows"]])
    return [str(v) for v in a.LUsolve(b)]


def oracle_polynomial_expansion(d):
    product = sympy.Integer(1)
    for f in d["factors"]:
        product *= _poly(f["coeffs"]) ** f["power"]
    return sympy.Poly(sympy.expand(product), X)


def oracle_polynomial_factoring(d):
    return sympy.Poly(_poly(d["coeffs"]), X)


def oracle_definite_integral(d):
    return str(sympy.integrate(_poly(d["coeffs"]), (X, _q(d["lower"]), _q(d["upper"]))))


def oracle_rational_limit(d):
    return str(sympy.limit(_poly(d["numerator"]) / _poly(d["denominator"]), X, d["point"]))


def oracle_dice_sum(d):
    gen = sympy.Integer(1)
    for s in d["sides"]:
        gen *= sum(X**k for k in range(1, s + 1))
    coeffs = sympy.Poly(sympy.expand(gen), X).all_coeffs()[::-1]
    good = sum(coeffs[d["low"] : d["high"] + 1])
    return str(sympy.Rational(good, math.prod(d["sides"])))


def oracle_markov_chain(d):
    m = sympy.Matrix([[_q(p) for p in row] for row in d["rows"]])
    return str((m ** d["steps"])[d["start"], d["end"]])


def oracle_bayes_boxes(d):
    # Enumerate labelled balls: every ordered draw of distinct balls is equally likely in its box.
    n = len(d["drawn"])
    scores = []
    for box, prior in zip(d["boxes"], d["priors"]):
        balls = [colour for colour, count in enumerate(box) for _ in range(count)]
        good = sum(1 for seq in itertools.permutations(range(len(balls)), n) if [balls[i] for i in seq] == d["drawn"])
        scores.append(_q(prior) * sympy.Rational(good, math.perm(len(balls), n)))
    return str(scores[d["target"]] / sum(scores))


def oracle_set_partitions(d):
    from sympy.functions.combinatorial.numbers import stirling

    return int(stirling(d["n"], d["k"]))


def oracle_necklaces(d):
    counts, n = d["counts"], sum(d["counts"])
    beads = [i for i, c in enumerate(counts) for _ in range(c)]
    if sympy.factorial(n) / sympy.prod([sympy.factorial(c) for c in counts]) <= 20_000:  # brute force
        arrangements = (tuple(p) for p in multiset_permutations(beads))
        return len({min(p[i:] + p[:i] for i in range(n)) for p in arrangements})
    total = 0  # Burnside grouped by rotation order, with sympy's totient and multinomials
    for dd in sympy.divisors(n):
        if all(c % dd == 0 for c in counts):
            total += sympy.totient(dd) * sympy.factorial(n // dd) / sympy.prod([sympy.factorial(c // dd) for c in counts])
    return int(total / n)


def oracle_polygon_area(d):
    return str(abs(sympy.Polygon(*[sympy.Point(*p) for p in d["points"]]).area))


def oracle_lattice_points(d):
    poly = sympy.Polygon(*[sympy.Point(*p) for p in d["points"]])
    boundary = sum(math.gcd(abs(d["points"][i][0] - d["points"][i - 1][0]), abs(d["points"][i][1] - d["points"][i - 1][1])) for i in range(len(d["points"])))
    return int(abs(poly.area) - sympy.Rational(boundary, 2) + 1)


def oracle_variance(d):
    values = [Fraction(v) for v in d["values"]]
    value = statistics.pvariance(values) if d["kind"] == "population" else statistics.variance(values)
    return str(sympy.Rational(value.numerator, value.denominator))


def oracle_linear_regression(d):
    a = sympy.Matrix([[1, x] for x in d["x"]])
    coef = (a.T * a).inv() * a.T * sympy.Matrix(d["y"])
    return [str(coef[0]), str(coef[1])]


def oracle_linear_recurrence(d):
    terms = list(d["initial"])
    while len(terms) <= d["target"]:
        terms.append(sum(c * terms[-i] for i, c in enumerate(d["coefficients"], start=1)) + d["constant"])
    return terms[d["target"]]


def oracle_polynomial_sequence(d):
    points = list(enumerate(d["terms"], start=1))
    poly = sympy.interpolate(points, X)
    assert sympy.degree(poly, X) <= d["degree"]
    start = len(d["terms"]) + 1
    return [int(poly.subs(X, k)) for k in range(start, start + d["extra"])]


def oracle_convex_hull(d):
    hull = sympy.convex_hull(*[sympy.Point(*p) for p in d["points"]])
    corners = [[int(v.x), int(v.y)] for v in hull.vertices]  # counter-clockwise, collinear points dropped
    start = corners.index(min(corners))
    return corners[start:] + corners[:start]


def oracle_percentage(d):
    kind = d["kind"]
    if kind == "of":
        value = _q(d["percent"]) * _q(d["value"]) / 100
    elif kind == "ratio":
        value = _q(d["part"]) / _q(d["value"]) * 100
    else:
        value = _q(d["start"] if kind == "changes" else d["end"])
        factor = sympy.prod([1 + _q(p) / 100 for p in d["changes"]])
        value = value * factor if kind == "changes" else value / factor
    return value


ORACLES = {
    "number_theory/modular_inverse": oracle_modular_inverse,
    "number_theory/modular_exponentiation": oracle_modular_exponentiation,
    "number_theory/chinese_remainder": oracle_chinese_remainder,
    "number_theory/euler_totient": oracle_euler_totient,
    "number_theory/prime_factorization": oracle_prime_factorization,
    "number_theory/primitive_root": oracle_primitive_root,
    "number_theory/sqrt_continued_fraction": oracle_sqrt_continued_fraction,
    "arithmetic/fraction_arithmetic": oracle_fraction_arithmetic,
    "arithmetic/roman_numerals": oracle_roman_numerals,
    "linear_algebra/determinant": oracle_determinant,
    "linear_algebra/matrix_inverse": oracle_matrix_inverse,
    "algebra/linear_system": oracle_linear_system,
    "calculus/definite_integral": oracle_definite_integral,
    "calculus/rational_limit": oracle_rational_limit,
    "probability/dice_sum": oracle_dice_sum,
    "probability/markov_chain": oracle_markov_chain,
    "probability/bayes_boxes": oracle_bayes_boxes,
    "combinatorics/set_partitions": oracle_set_partitions,
    "combinatorics/necklaces": oracle_necklaces,
    "geometry/polygon_area": oracle_polygon_area,
    "geometry/lattice_points": oracle_lattice_points,
    "statistics/variance": oracle_variance,
    "statistics/linear_regression": oracle_linear_regression,
    "sequence/linear_recurrence": oracle_linear_recurrence,
    "sequence/polynomial_sequence": oracle_polynomial_sequence,
    "geometry/convex_hull": oracle_convex_hull,
}


@pytest.mark.parametrize("level", LEVELS)
def test_percentage_oracle(level):
    bc, cases = _cases("arithmetic/percentage", level)
    for case in cases:
        assert _q(case.answer) == oracle_percentage(case.data)
        assert bc.score(case, f"<answer>{case.answer}</answer>") == 1.0


@pytest.mark.parametrize("level", LEVELS)
def test_polynomial_division_oracle(level):
    bc, cases = _cases("algebra/polynomial_division", level)
    for case in cases:
        q, r = sympy.div(_poly(case.data["dividend"]), _poly(case.data["divisor"]), X)
        assert sympy.expand(_gen_expr(case.answer[0]) - q) == 0 and sympy.expand(_gen_expr(case.answer[1]) - r) == 0


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("bootcamp_id", sorted(ORACLES))
def test_gold_agrees_with_oracle(bootcamp_id, level):
    bc, cases = _cases(bootcamp_id, level, SLOW.get(bootcamp_id, SAMPLE))
    for case in cases:
        want = ORACLES[bootcamp_id](case.data)
        assert case.answer == want, (case.data, case.answer, want)
        assert bc.score(case, f"<answer>{bc.format_answer(want) if not isinstance(want, str) else want}</answer>") == 1.0


@pytest.mark.parametrize("level", LEVELS)
def test_polynomial_expansion_oracle(level):
    bc, cases = _cases("algebra/polynomial_expansion", level)
    for case in cases:
        assert sympy.Poly(_gen_expr(case.answer), X) == oracle_polynomial_expansion(case.data)


@pytest.mark.parametrize("level", LEVELS)
def test_polynomial_factoring_oracle(level):
    bc, cases = _cases("algebra/polynomial_factoring", level)
    for case in cases:
        gold = _gen_expr(case.answer)
        assert sympy.Poly(sympy.expand(gold), X) == oracle_polynomial_factoring(case.data)
        _, factors = sympy.factor_list(oracle_polynomial_factoring(case.data))
        assert all(f.degree() == 1 for f, _ in factors)  # sympy agrees it splits into linear factors


@pytest.mark.parametrize("level", LEVELS)
def test_repeating_decimal_by_long_division(level):
    bc, cases = _cases("arithmetic/repeating_decimal", level)
    for case in cases:
        d, value = case.data, Fraction(case.answer)
        whole, rest = divmod(value, 1)
        digits = []
        for _ in range(len(d["prefix"]) + 3 * len(d["block"])):
            rest *= 10
            digit, rest = divmod(rest, 1)
            digits.append(str(int(digit)))
        assert int(whole) == d["whole"]
        assert "".join(digits) == d["prefix"] + d["block"] * 3


# ---------------------------------------------------------------- hand-worked examples


def _solve(bootcamp_id, data):
    return bootcamps.get(bootcamp_id).solve(data)


def _program(bootcamp_id, data):
    return bootcamps.get(bootcamp_id).program(bootcamps.trace.Tracer(), data)


HAND = [
    ("number_theory/modular_inverse", {"a": 3, "m": 11}, 4),  # 3*4 = 12 = 1 mod 11
    ("number_theory/modular_exponentiation", {"a": 3, "e": 13, "m": 7}, 3),  # 3^6 = 1, 3^13 = 3
    ("number_theory/chinese_remainder", {"residues": [2, 3, 2], "moduli": [3, 5, 7]}, 23),  # Sunzi's problem
    ("number_theory/euler_totient", {"n": 36}, 12),
    ("number_theory/prime_factorization", {"n": 360}, "2^3 * 3^2 * 5"),
    ("number_theory/primitive_root", {"p": 7}, 3),
    ("number_theory/primitive_root", {"p": 41}, 6),
    ("number_theory/sqrt_continued_fraction", {"n": 23}, [4, 1, 3, 1, 8]),
    ("arithmetic/fraction_arithmetic", {"numbers": [[1, 2], [1, 3], [3, 4]], "ops": ["+", "*"]}, "3/4"),
    ("arithmetic/roman_numerals", {"direction": "to_roman", "n": 1994}, "MCMXCIV"),
    ("arithmetic/roman_numerals", {"direction": "from_roman", "roman": "MMXXIV"}, 2024),
    ("arithmetic/repeating_decimal", {"whole": 0, "prefix": "1", "block": "6"}, "1/6"),
    ("linear_algebra/determinant", {"matrix": [[2, 0, 1], [1, 3, 2], [1, 1, 2]]}, 6),  # 2*(6-2) + (1-3)
    ("linear_algebra/matrix_inverse", {"matrix": [[2, 1], [5, 3]]}, [["3", "-1"], ["-5", "2"]]),
    ("algebra/linear_system", {"rows": [[1, 1, 3], [1, -1, 1]]}, ["2", "1"]),
    ("algebra/polynomial_expansion", {"factors": [{"coeffs": [1, 1], "power": 2}, {"coeffs": [-2, 1], "power": 1}]}, "x^3 - 3x - 2"),
    ("algebra/polynomial_factoring", {"coeffs": [-6, 1, 1]}, "(x + 3)(x - 2)"),
    ("calculus/definite_integral", {"coeffs": [0, 0, 1], "lower": "0", "upper": "3"}, "9"),
    ("calculus/rational_limit", {"point": 1, "numerator": [-1, 0, 1], "denominator": [-1, 1]}, "2"),
    ("probability/dice_sum", {"sides": [6, 6], "relation": "eq", "low": 7, "high": 7}, "1/6"),
    ("probability/markov_chain", {"rows": [["1/2", "1/2"], ["1", "0"]], "start": 1, "end": 1, "steps": 2}, "1/2"),
    ("probability/bayes_boxes", {"boxes": [[1, 1], [2, 0]], "priors": ["1/2", "1/2"], "drawn": [0], "target": 1}, "2/3"),
    ("combinatorics/set_partitions", {"n": 4, "k": 2, "things": 0}, 7),
    ("combinatorics/necklaces", {"counts": [2, 2]}, 2),  # RRBB and RBRB
    ("geometry/polygon_area", {"points": [[0, 0], [4, 0], [4, 3], [0, 3]]}, "12"),
    ("geometry/lattice_points", {"points": [[0, 0], [4, 0], [4, 3], [0, 3]]}, 6),
    ("statistics/variance", {"values": [2, 4, 4, 4, 5, 5, 7, 9], "kind": "population"}, "4"),
    ("statistics/linear_regression", {"x": [0, 1, 2], "y": [1, 3, 5]}, ["1", "2"]),
    ("sequence/linear_recurrence", {"coefficients": [1, 1], "constant": 0, "initial": [0, 1], "target": 10}, 55),
    ("sequence/polynomial_sequence", {"terms": [1, 4, 9, 16], "degree": 2, "extra": 2}, [25, 36]),
    ("geometry/convex_hull", {"points": [[0, 0], [2, 0], [4, 0], [1, 1], [4, 4], [0, 4]]}, [[0, 0], [4, 0], [4, 4], [0, 4]]),
    ("arithmetic/percentage", {"kind": "changes", "start": "200", "changes": ["10", "-10"]}, "198"),
    ("arithmetic/percentage", {"kind": "ratio", "part": "15", "value": "60"}, "25"),
    ("algebra/polynomial_division", {"dividend": [-4, 0, 0, 1], "divisor": [-1, 1]}, ["x^2 + x + 1", "-3"]),
]


@pytest.mark.parametrize("bootcamp_id, data, expected", HAND, ids=[f"{h[0]}-{i}" for i, h in enumerate(HAND)])
def test_hand_worked_example(bootcamp_id, data, expected):
    bc = bootcamps.get(bootcamp_id)
    assert bc.solve(data) == expected
    assert bc.check(data, expected, bc.format_answer(_program(bootcamp_id, data))) == 1.0
    assert bc.check(data, expected, bc.format_answer(expected)) == 1.0


# ---------------------------------------------------------------- forms the prompts allow or rule out


def _score(bootcamp_id, data, gold, text):
    return bootcamps.get(bootcamp_id).verify(data, gold, f"<answer>{text}</answer>")


def test_fraction_answers_must_be_reduced_and_exact():
    d = {"numbers": [[1, 2], [1, 3], [3, 4]], "ops": ["+", "*"]}
    for ok in ("3/4", "\\frac{3}{4}", "$3/4$", " 3/4 "):
        assert _score("arithmetic/fraction_arithmetic", d, "3/4", ok) == 1.0
    for bad in ("6/8", "0.75", "1/2 + 1/3*3/4", "3/4 or 1/2", "1/2", "3 / 4 / 1"):
        assert _score("arithmetic/fraction_arithmetic", d, "3/4", bad) == 0.0


def test_restated_questions_score_zero():
    assert _score("number_theory/modular_exponentiation", {"a": 3, "e": 13, "m": 7}, 3, "3^13 mod 7") == 0.0
    assert _score("number_theory/prime_factorization", {"n": 360}, "2^3 * 3^2 * 5", "360") == 0.0
    assert _score("number_theory/prime_factorization", {"n": 360}, "2^3 * 3^2 * 5", "8 * 45") == 0.0
    assert _score("number_theory/prime_factorization", {"n": 360}, "2^3 * 3^2 * 5", "5 * 3^2 * 2 * 2 * 2") == 1.0
    assert _score("arithmetic/repeating_decimal", {"whole": 0, "prefix": "1", "block": "6"}, "1/6", "0.1(6)") == 0.0
    assert _score("arithmetic/repeating_decimal", {"whole": 0, "prefix": "1", "block": "6"}, "1/6", "15/90") == 0.0
    assert _score("calculus/definite_integral", {"coeffs": [0, 0, 1], "lower": "0", "upper": "3"}, "9", "27/3") == 0.0
    assert _score("statistics/variance", {"values": [1, 2], "kind": "sample"}, "1/2", "0.5") == 0.0
    assert _score("linear_algebra/determinant", {"matrix": [[2, 1], [5, 3]]}, 1, "2*3-1*5") == 0.0


def test_polynomial_forms():
    d = {"factors": [{"coeffs": [1, 1], "power": 2}, {"coeffs": [-2, 1], "power": 1}]}
    gold = "x^3 - 3x - 2"
    assert _score("algebra/polynomial_expansion", d, gold, "-2 - 3x + x^3") == 1.0
    assert _score("algebra/polynomial_expansion", d, gold, "x³ - 3x - 2") == 1.0
    assert _score("algebra/polynomial_expansion", d, gold, "(x+1)^2(x-2)") == 0.0  # the factored form restated
    assert _score("algebra/polynomial_expansion", d, gold, "x^3 - x - 2x - 2") == 0.0  # like terms not collected
    f = {"coeffs": [-6, 1, 1]}
    assert _score("algebra/polynomial_factoring", f, "(x + 3)(x - 2)", "(x-2)(x+3)") == 1.0
    assert _score("algebra/polynomial_factoring", f, "(x + 3)(x - 2)", "x^2 + x - 6") == 0.0
    assert _score("algebra/polynomial_factoring", f, "(x + 3)(x - 2)", "(x-2)(x+2)") == 0.0


def test_hedges_and_folds_score_zero():
    d = {"a": 3, "m": 11}
    for bad in ("4 or 5", "5 or 4", "4, 5", "4\n5", "⁴", "0 4", "4e0", "04 4"):
        assert _score("number_theory/modular_inverse", d, 4, bad) == 0.0
    assert _score("number_theory/modular_inverse", d, 4, "15") == 0.0  # congruent, but not in 0..m-1
    assert _score("arithmetic/roman_numerals", {"direction": "to_roman", "n": 4}, "IV", "IIII") == 0.0
    assert _score("arithmetic/roman_numerals", {"direction": "to_roman", "n": 4}, "IV", "iv") == 0.0  # capitals asked


def test_percentage_and_division_forms():
    d = {"kind": "of", "percent": "15", "value": "80"}
    assert _score("arithmetic/percentage", d, "12", "12.0") == 1.0
    for bad in ("60/5", "15*80/100", "12 or 13"):
        assert _score("arithmetic/percentage", d, "12", bad) == 0.0
    assert _score("arithmetic/percentage", {"kind": "ratio", "part": "15", "value": "60"}, "25", "25%") == 1.0
    div = {"dividend": [-4, 0, 0, 1], "divisor": [-1, 1]}
    gold = ["x^2 + x + 1", "-3"]
    assert _score("algebra/polynomial_division", div, gold, "Q = x^2 + x + 1; R = -3") == 1.0
    assert _score("algebra/polynomial_division", div, gold, "quotient: x^2+x+1, remainder: -3") == 1.0
    assert _score("algebra/polynomial_division", div, gold, "(x^3 - 4)/(x - 1); -3") == 0.0  # P/D restated
    assert _score("algebra/polynomial_division", div, gold, "x^2 + x + 1; 3") == 0.0
    # labels decide which part is which: the right parts under swapped labels are wrong
    assert _score("algebra/polynomial_division", div, gold, "R = -3; Q = x^2 + x + 1") == 1.0
    assert _score("algebra/polynomial_division", div, gold, "R = x^2 + x + 1; Q = -3") == 0.0
    assert _score("algebra/polynomial_division", div, gold, "remainder = x^2 + x + 1; quotient = -3") == 0.0
    assert _score("algebra/polynomial_division", div, gold, "Q = x^2 + x + 1; Q = -3") == 0.0
    hull = {"points": [[0, 0], [2, 0], [4, 0], [1, 1], [4, 4], [0, 4]]}
    gold_hull = [[0, 0], [4, 0], [4, 4], [0, 4]]
    assert _score("geometry/convex_hull", hull, gold_hull, "(4, 4), (0, 4), (0, 0), (4, 0)") == 1.0  # another start
    assert _score("geometry/convex_hull", hull, gold_hull, "(0, 0), (0, 4), (4, 4), (4, 0)") == 0.0  # clockwise
    assert _score("geometry/convex_hull", hull, gold_hull, "(0, 0), (2, 0), (4, 0), (4, 4), (0, 4)") == 0.0  # edge point


def test_named_answers():
    d = {"rows": [[1, 1, 3], [1, -1, 1]]}
    for ok in ("x = 2, y = 1", "(2, 1)", "2, 1", "x=2; y=1"):
        assert _score("algebra/linear_system", d, ["2", "1"], ok) == 1.0
    for bad in ("y = 2, x = 1", "x = 2", "2.0, 1.0", "x = 1, y = 2"):
        assert _score("algebra/linear_system", d, ["2", "1"], bad) == 0.0
