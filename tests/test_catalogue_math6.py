"""Sixth batch of mathematics bootcamps (issue 10): gold answers agree with independent oracles
(sympy, brute force, other formulas) on cases at every level, one hand-worked example per
bootcamp, and the kit/numbers3 helpers.

sympy only ever sees generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import pytest
import sympy
from sympy import geometry as sg
from sympy.functions.combinatorial.numbers import reduced_totient, stirling
from sympy.ntheory import discrete_log, mobius, multiplicity, n_order
from sympy.solvers.diophantine.diophantine import diop_DN

import bootcamps
from bootcamps.kit import numbers3 as n3
from bootcamps.kit.counting import read_interval
from bootcamps.kit.poly import parse_poly

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 2  # cases per level per bootcamp (each oracle is slow-ish: sympy or brute force)


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


def _surd(text):
    """A gold surd-fraction text as a sympy number (the gold is generated, never model text)."""
    coefficient, radicand = n3.read_surd_fraction(text)
    return sympy.Rational(coefficient.numerator, coefficient.denominator) * sympy.sqrt(radicand)


def _same_number(expected, gold_text):
    return sympy.simplify(sympy.nsimplify(expected) - _surd(gold_text)) == 0


# ---------------------------------------------------------------- oracles: (data, gold) -> bool


def oracle_pell(d, gold):
    (x, y), = diop_DN(d["d"], 1)
    return (int(gold[0]), int(gold[1])) == (x, y)


def oracle_zeckendorf(d, gold):
    # any sum of distinct, pairwise non-consecutive Fibonacci numbers is THE representation
    fibs = [1, 2]
    while fibs[-1] < d["n"]:
        fibs.append(fibs[-1] + fibs[-2])
    index = [fibs.index(v) for v in gold]
    return sum(gold) == d["n"] and all(i - j >= 2 for i, j in zip(index, index[1:]))


def oracle_discrete_log(d, gold):
    return gold == discrete_log(d["p"], d["h"], d["g"]) % n_order(d["g"], d["p"])


def oracle_carmichael(d, gold):
    return gold == reduced_totient(d["n"])


def oracle_kummer(d, gold):
    n, k, p = d["n"], d["k"], d["p"]
    if n <= 20_000:
        return gold == multiplicity(p, sympy.binomial(n, k))

    def digit_sum(m):
        total = 0
        while m:
            m, r = divmod(m, p)
            total += r
        return total

    return gold == (digit_sum(k) + digit_sum(n - k) - digit_sum(n)) // (p - 1)


def oracle_mertens(d, gold):
    return gold == sum(mobius(m) for m in range(d["a"], d["b"] + 1))


def oracle_pythagorean(d, gold):
    # legs a < b: (c - b)(c + b) = a^2, so walk the divisor pairs e < f of a^2 of equal parity
    bound, count = d["n"], 0
    for a in range(3, bound):
        if 2 * a + 1 > bound and d["measure"] == "perimeter":
            break
        if a + 1 > bound:
            break
        square, found = a * a, False
        for e in sympy.divisors(square):
            f = square // e
            if e >= f:
                break
            if (f - e) % 2:
                continue
            b, c = (f - e) // 2, (f + e) // 2
            if b <= a:
                continue
            size = c if d["measure"] == "hypotenuse" else a + b + c
            if size <= bound and (not d["primitive"] or math.gcd(a, b) == 1):
                count += 1
    return gold == count


def oracle_polynomial_gcd(d, gold):
    x = sympy.Symbol("x")
    a = sympy.Poly(list(reversed(d["a"])), x)
    b = sympy.Poly(list(reversed(d["b"])), x)
    want = [Fraction(int(c.p), int(c.q)) for c in reversed(sympy.gcd(a, b).monic().all_coeffs())]
    return parse_poly(gold).coeffs() == want


def oracle_quadratic_inequality(d, gold):
    x = sympy.Symbol("x", real=True)
    lhs = sum(c * x**i for i, c in enumerate(d["lhs"]))
    rhs = sum(c * x**i for i, c in enumerate(d["rhs"]))
    relation = {"<": lhs < rhs, "<=": lhs <= rhs, ">": lhs > rhs, ">=": lhs >= rhs}[d["rel"]]
    solution = sympy.solve_univariate_inequality(relation, x, relational=False)
    low, low_closed, high, high_closed = read_interval(gold)
    return (solution.start, solution.end, not solution.left_open, not solution.right_open) == (
        sympy.Rational(low.numerator, low.denominator), sympy.Rational(high.numerator, high.denominator), low_closed, high_closed)


def oracle_lah(d, gold):
    n, k = d["n"], d["k"]  # L(n, k) = sum_j c(n, j) S(j, k)
    return gold == sum(stirling(n, j, kind=1) * stirling(j, k) for j in range(k, n + 1))


def oracle_cycle_type(d, gold):
    n, cycles = d["n"], d["cycles"]
    want = sorted(cycles + [1] * (n - sum(cycles)))
    if n <= 6:
        count = sum(1 for p in itertools.permutations(range(n))
                    if sorted(len(c) for c in sympy.combinatorics.Permutation(list(p)).full_cyclic_form) == want)
        return gold == count
    # build the cycles one at a time from what is left, then forget the order of equal cycles
    ways, left = sympy.Integer(1), n
    for k in cycles:
        ways *= sympy.binomial(left, k) * sympy.factorial(k - 1)
        left -= k
    for k in set(cycles):
        ways /= sympy.factorial(cycles.count(k))
    return gold == ways


def oracle_pattern_words(d, gold):
    alphabet, pattern, n = d["alphabet"], d["pattern"], d["n"]
    if len(alphabet) ** n <= 200_000:
        return gold == sum(1 for w in itertools.product(alphabet, repeat=n) if pattern not in "".join(w))
    # dynamic program over the last m-1 letters written (no automaton)
    m = len(pattern)
    counts = {"": 1}
    for _ in range(n):
        new = {}
        for tail, ways in counts.items():
            for letter in alphabet:
                word = tail + letter
                if word.endswith(pattern):
                    continue
                key = word[-(m - 1):] if m > 1 else ""
                new[key] = new.get(key, 0) + ways
        counts = new
    return gold == sum(counts.values())


def oracle_birthday(d, gold):
    distinct = sympy.ff(d["d"], d["k"]) / sympy.Integer(d["d"]) ** d["k"]
    want = distinct if d["event"] == "distinct" else 1 - distinct
    return sympy.Rational(gold) == want


def oracle_special_card(d, gold):
    n, k, r = d["n"], d["k"], d["r"]
    if math.comb(n, k) <= 50_000:  # every placement of the specials
        total = sum(positions[r - 1] + 1 for positions in itertools.combinations(range(n), k))
        return sympy.Rational(gold) == sympy.Rational(total, math.comb(n, k))
    want = sum(sympy.Integer(j) * sympy.binomial(j - 1, r - 1) * sympy.binomial(n - j, k - r) for j in range(r, n + 1))
    return sympy.Rational(gold) == want / sympy.binomial(n, k)


def oracle_alternating(d, gold):
    # linear system of the turn-by-turn chain, solved by sympy
    probs = [sympy.Rational(p) for p in d["probs"]]
    n = len(probs)
    xs = sympy.symbols(f"x0:{n}")
    eqs = [sympy.Eq(xs[i], (probs[i] if i == d["target"] else 0) + (1 - probs[i]) * xs[(i + 1) % n]) for i in range(n)]
    return sympy.Rational(gold) == sympy.solve(eqs, xs)[xs[0]]


def oracle_expected_runs(d, gold):
    counts = d["counts"]
    total = sum(counts)
    if total <= 9:
        labels = [i for i, c in enumerate(counts) for _ in range(c)]
        arrangements = list(sympy.utilities.iterables.multiset_permutations(labels))
        runs = sum(1 + sum(a != b for a, b in zip(p, p[1:])) for p in arrangements)
        return sympy.Rational(gold) == sympy.Rational(runs, len(arrangements))
    # runs of colour i: c_i (N - c_i + 1) / N in expectation
    return sympy.Rational(gold) == sum(sympy.Rational(c * (total - c + 1), total) for c in counts)


def oracle_heron(d, gold):
    a, b, c = d["a"], d["b"], d["c"]
    x = sympy.Rational(a * a + c * c - b * b, 2 * a)
    triangle = sg.Triangle(sg.Point(0, 0), sg.Point(a, 0), sg.Point(x, sympy.sqrt(c * c - x * x)))
    return _same_number(abs(triangle.area), gold)


def oracle_cevian(d, gold):
    a, b, c = d["a"], d["b"], d["c"]
    x = sympy.Rational(a * a + c * c - b * b, 2 * a)
    A, B, C = sg.Point(x, sympy.sqrt(c * c - x * x)), sg.Point(0, 0), sg.Point(a, 0)
    triangle = sg.Triangle(A, B, C)
    if d["kind"] == "median":
        segment = triangle.medians[A]
    elif d["kind"] == "bisector":
        segment = triangle.bisectors()[A]
    else:
        segment = triangle.altitudes[A]
    return _same_number(segment.length, gold)


def oracle_point_line(d, gold):
    line = d["line"]
    if line["kind"] == "points":
        sympy_line = sg.Line(sg.Point(*line["q1"]), sg.Point(*line["q2"]))
    else:
        x, y = sympy.symbols("x y")
        a, b, c = line["abc"]
        sympy_line = sg.Line(a * x + b * y - c, x=x, y=y)
    return _same_number(sympy_line.distance(sg.Point(*d["p"])), gold)


def oracle_triangle_lines(d, gold):
    x, y = sympy.symbols("x y")
    lines = [sg.Line(a * x + b * y - c, x=x, y=y) for a, b, c in d["lines"]]
    vertices = [lines[i].intersection(lines[j])[0] for i, j in ((0, 1), (1, 2), (0, 2))]
    return sympy.Rational(gold) == abs(sg.Polygon(*vertices).area)


def oracle_radical(d, gold):
    x = sympy.Symbol("x", real=True)
    roots = sympy.solve(sympy.Eq(sympy.sqrt(d["a"] * x + d["b"]), d["c"] * x + d["d"]), x)
    return sorted(sympy.Rational(g) for g in gold) == sorted(roots)


def oracle_log(d, gold):
    x = sympy.Symbol("x", real=True)
    b, p, q = d["base"], d["p"], d["q"]
    sign = 1 if d["kind"] == "sum" else -1
    candidates = sympy.solve(sympy.log(x + p, b) + sign * sympy.log(x + q, b) - d["k"], x)
    valid = sorted(r for r in candidates if r.is_real and r + p > 0 and r + q > 0)
    return sorted(sympy.Rational(g) for g in gold) == valid


def oracle_binomial_term(d, gold):
    x = sympy.Symbol("x")
    expr = sympy.expand((d["a"] * x ** d["p"] + d["b"] * x ** (-d["q"])) ** d["n"])
    return gold == expr.coeff(x, d["e"]) if d["e"] != 0 else gold == expr.as_independent(x)[0]


def oracle_double_root(d, gold):
    k, x = sympy.symbols("k x")
    a, b, c, dd, e = (d[v] for v in "abcde")
    quadratic = sympy.Poly((k + a) * x**2 + (b * k + c) * x + (dd * k + e), x)
    values = sympy.solve(sympy.discriminant(quadratic.as_expr(), x), k)
    valid = sorted(v for v in values if v + a != 0)
    return sorted(sympy.Rational(g) for g in gold) == valid


def oracle_interpolation(d, gold):
    x = sympy.Symbol("x")
    want = sympy.Poly(sympy.interpolate(list(zip(d["xs"], d["ys"])), x), x)
    got = parse_poly(gold).coeffs()
    return [sympy.Rational(c.numerator, c.denominator) for c in got] == list(reversed(want.all_coeffs()))


def oracle_young(d, gold):
    rows = d["rows"]
    n = sum(rows)
    if n <= 9:  # every filling
        cells = [(i, j) for i, r in enumerate(rows) for j in range(r)]
        count = 0
        for perm in itertools.permutations(range(n)):
            value = dict(zip(cells, perm))
            if all(value[(i, j)] < value.get((i, j + 1), n) and value[(i, j)] < value.get((i + 1, j), n) for i, j in cells):
                count += 1
        return gold == count
    # Frobenius formula: n! prod_{i<j} (l_i - l_j) / prod l_i!, with l_i = rows_i + (k - i)
    k = len(rows)
    ls = [r + k - 1 - i for i, r in enumerate(rows)]
    num = math.factorial(n) * math.prod(ls[i] - ls[j] for i in range(k) for j in range(i + 1, k))
    return gold == num // math.prod(math.factorial(v) for v in ls)


def oracle_nonadjacent(d, gold):
    n, k, g = d["n"], d["k"], d["gap"]
    if math.comb(n, k) <= 100_000:
        count = 0
        for chosen in itertools.combinations(range(n), k):
            ok = all(b - a > g for a, b in zip(chosen, chosen[1:]))
            if d["circle"]:
                ok = ok and chosen[0] + n - chosen[-1] > g
            count += ok
        return gold == count
    if d["circle"]:  # the classic closed form n/(n - gk) C(n - gk, k)
        return gold == sympy.Rational(n, n - g * k) * sympy.binomial(n - g * k, k)
    # a row: squeeze the (k-1) forced gaps out, C(n - (k-1)g, k) (the gold comes from a DP)
    return gold == (sympy.binomial(n - (k - 1) * g, k) if n - (k - 1) * g >= k else 0)


def oracle_isqrt(d, gold):
    n = sympy.Integer(d["n"])
    return gold == sympy.floor(sympy.sqrt(n)) and gold**2 <= n < (gold + 1) ** 2


def oracle_missing_digit(d, gold):
    masked, text = d["masked"], str(gold)
    same = len(text) == len(masked) and all(c == "?" or c == t for c, t in zip(masked, text))
    first = -(-10 ** (len(masked) - 1) // d["m"]) * d["m"]
    others = list(range(first, 10 ** len(masked), d["m"])) if len(masked) <= 6 else None
    if others is not None:  # every multiple of m with that many digits
        matching = [v for v in others if all(c == "?" or c == t for c, t in zip(masked, str(v)))]
        return same and matching == [gold]
    return same and gold % d["m"] == 0


def oracle_grid_colourings(d, gold):
    # Burnside with sympy permutations of the n*n cells
    from sympy.combinatorics import Permutation

    n, k = d["n"], d["k"]
    index = lambda r, c: r * n + c  # noqa: E731
    rot = Permutation([index(c, n - 1 - r) for r in range(n) for c in range(n)])
    group = [rot**i for i in range(4)]
    if d["reflections"]:
        mirror = Permutation([index(r, n - 1 - c) for r in range(n) for c in range(n)])
        group += [g * mirror for g in group]
    return gold == sum(k ** g.cycles for g in group) // len(group)

def oracle_coupon(d, gold):
    weights = d["weights"]
    n, total = len(weights), sum(weights)
    probs = [sympy.Rational(w, total) for w in weights]
    if n <= 3:  # the Markov chain over collected sets, solved by sympy
        masks = range(1 << n)
        e = {m: sympy.Symbol(f"e{m}") for m in masks}
        eqs = [sympy.Eq(e[(1 << n) - 1], 0)]
        for m in masks[:-1]:
            eqs.append(sympy.Eq(e[m], 1 + sum(p * e[m | 1 << i] for i, p in enumerate(probs))))
        return sympy.Rational(gold) == sympy.solve(eqs, list(e.values()))[e[0]]
    # E = integral over t >= 0 of 1 - prod(1 - exp(-p_i t)) (Poissonised draws)
    t = sympy.Symbol("t", positive=True)
    integrand = sympy.expand(1 - sympy.prod([1 - sympy.exp(-p * t) for p in probs]))
    value = 0
    for term in sympy.Add.make_args(integrand):  # c * exp(-a t) integrates to c / a
        coefficient, power = term.as_independent(t)
        value += coefficient / (-power.args[0] / t)
    return sympy.Rational(gold) == sympy.nsimplify(value)

ORACLES = {
    "number_theory/pell_equation": oracle_pell,
    "number_theory/zeckendorf": oracle_zeckendorf,
    "number_theory/discrete_log": oracle_discrete_log,
    "number_theory/carmichael_lambda": oracle_carmichael,
    "number_theory/kummer_binomial": oracle_kummer,
    "number_theory/mertens_sum": oracle_mertens,
    "number_theory/pythagorean_count": oracle_pythagorean,
    "algebra/polynomial_gcd": oracle_polynomial_gcd,
    "algebra/quadratic_inequality": oracle_quadratic_inequality,
    "combinatorics/lah_numbers": oracle_lah,
    "combinatorics/cycle_type_count": oracle_cycle_type,
    "combinatorics/pattern_avoiding_words": oracle_pattern_words,
    "probability/birthday_collision": oracle_birthday,
    "probability/special_card_position": oracle_special_card,
    "probability/alternating_first_success": oracle_alternating,
    "probability/expected_runs": oracle_expected_runs,
    "geometry/heron_area": oracle_heron,
    "geometry/cevian_length": oracle_cevian,
    "geometry/point_line_distance": oracle_point_line,
    "geometry/triangle_from_lines": oracle_triangle_lines,
    "algebra/radical_equation": oracle_radical,
    "algebra/log_equation": oracle_log,
    "algebra/binomial_term": oracle_binomial_term,
    "algebra/double_root_parameter": oracle_double_root,
    "algebra/polynomial_interpolation": oracle_interpolation,
    "combinatorics/young_tableaux": oracle_young,
    "combinatorics/nonadjacent_selection": oracle_nonadjacent,
    "arithmetic/integer_square_root": oracle_isqrt,
    "arithmetic/missing_digit": oracle_missing_digit,
    "combinatorics/grid_colourings": oracle_grid_colourings,
    "probability/coupon_collector": oracle_coupon,
}
SMALL = {"number_theory/pythagorean_count": 1, "geometry/cevian_length": 1, "geometry/heron_area": 1, "probability/coupon_collector": 1,
         "algebra/quadratic_inequality": 1, "combinatorics/cycle_type_count": 1}


@pytest.mark.parametrize("bootcamp_id", sorted(ORACLES))
def test_oracle_agrees_at_every_level(bootcamp_id):
    bc = bootcamps.get(bootcamp_id)
    for level in LEVELS:
        for seed in range(SMALL.get(bootcamp_id, SAMPLE)):
            case = bc.case(seed, level)
            assert ORACLES[bootcamp_id](case.data, case.answer), (bootcamp_id, level, seed, case.data, case.answer)
            assert _score(bc, case.data, case.answer, bc.format_answer(case.answer)) == 1.0


# ---------------------------------------------------------------- hand-worked examples


def test_pell_by_hand():
    bc = bootcamps.get("number_theory/pell_equation")
    data = {"d": 7}  # 8^2 - 7*3^2 = 64 - 63 = 1
    assert bc.solve(data) == (8, 3)
    assert bc.run_program(data)[0] == ["8", "3"]
    assert _score(bc, data, ["8", "3"], "x = 8, y = 3") == 1.0
    assert _score(bc, data, ["8", "3"], "(127, 48)") == 0.0  # a solution, not the least one


def test_zeckendorf_by_hand():
    bc = bootcamps.get("number_theory/zeckendorf")
    data = {"n": 100}  # 100 = 89 + 8 + 3
    assert bc.solve(data) == [89, 8, 3] == bc.run_program(data)[0]
    assert _score(bc, data, [89, 8, 3], "89, 8, 3") == 1.0
    assert _score(bc, data, [89, 8, 3], "55, 34, 8, 3") == 0.0


def test_discrete_log_by_hand():
    bc = bootcamps.get("number_theory/discrete_log")
    data = {"p": 23, "g": 5, "h": 8}  # 5^6 = 15625 = 679*23 + 8
    assert bc.solve(data) == 6 == bc.run_program(data)[0]
    assert _score(bc, data, 6, "28") == 0.0  # also a solution (order 22), not the least


def test_carmichael_by_hand():
    bc = bootcamps.get("number_theory/carmichael_lambda")
    data = {"n": 15}  # lcm(λ(3), λ(5)) = lcm(2, 4) = 4, while φ(15) = 8
    assert bc.solve(data) == 4 == bc.run_program(data)[0]
    assert bc.solve({"n": 32 * 9}) == bc.run_program({"n": 32 * 9})[0] == 24  # lcm(λ(32), λ(9)) = lcm(8, 6)

def test_kummer_by_hand():
    bc = bootcamps.get("number_theory/kummer_binomial")
    data = {"n": 10, "k": 3, "p": 2}  # C(10, 3) = 120 = 2^3 * 15; 3 + 7 = 011 + 111 in base 2: three carries
    assert bc.solve(data) == 3 == bc.run_program(data)[0]


def test_mertens_by_hand():
    bc = bootcamps.get("number_theory/mertens_sum")
    data = {"a": 2, "b": 10}  # μ: -1 -1 0 -1 1 -1 0 0 1
    assert bc.solve(data) == -2 == bc.run_program(data)[0]


def test_pythagorean_by_hand():
    bc = bootcamps.get("number_theory/pythagorean_count")
    # hypotenuse <= 20: (3,4,5) (6,8,10) (5,12,13) (9,12,15) (8,15,17) (12,16,20)
    data = {"n": 20, "measure": "hypotenuse", "primitive": False}
    assert bc.solve(data) == 6 == bc.run_program(data)[0]
    data = {"n": 20, "measure": "hypotenuse", "primitive": True}
    assert bc.solve(data) == 3 == bc.run_program(data)[0]
    data = {"n": 30, "measure": "perimeter", "primitive": False}  # perimeters 12, 24, 30
    assert bc.solve(data) == 3 == bc.run_program(data)[0]


def test_polynomial_gcd_by_hand():
    bc = bootcamps.get("algebra/polynomial_gcd")
    data = {"a": [-2, 1, 1], "b": [-3, 2, 1]}  # (x+2)(x-1) and (x+3)(x-1)
    assert bc.solve(data) == "x - 1" == bc.run_program(data)[0]
    assert _score(bc, data, "x - 1", "-1 + x") == 1.0
    assert _score(bc, data, "x - 1", "2x - 2") == 0.0  # not monic


def test_quadratic_inequality_by_hand():
    bc = bootcamps.get("algebra/quadratic_inequality")
    data = {"lhs": [-6, -1, 2], "rhs": [0, 0, 0], "rel": "<="}  # 2x^2 - x - 6 = (2x+3)(x-2) <= 0
    assert bc.solve(data) == "[-3/2, 2]" == bc.run_program(data)[0]
    assert _score(bc, data, "[-3/2, 2]", "-3/2 <= x <= 2") == 1.0
    assert _score(bc, data, "[-3/2, 2]", "(-3/2, 2)") == 0.0


def test_lah_by_hand():
    bc = bootcamps.get("combinatorics/lah_numbers")
    data = {"n": 4, "k": 2, "story": 0}  # L(4, 2) = C(3, 1) 4!/2! = 36
    assert bc.solve(data) == 36 == bc.run_program(data)[0]


def test_cycle_type_by_hand():
    bc = bootcamps.get("combinatorics/cycle_type_count")
    data = {"n": 5, "cycles": [2, 2]}  # 5!/(2^2 2! 1) = 15
    assert bc.solve(data) == 15 == bc.run_program(data)[0]


def test_pattern_words_by_hand():
    bc = bootcamps.get("combinatorics/pattern_avoiding_words")
    data = {"alphabet": "ab", "pattern": "bb", "n": 5}  # no two b's in a row: Fibonacci, 13
    assert bc.solve(data) == 13 == bc.run_program(data)[0]


def test_birthday_by_hand():
    bc = bootcamps.get("probability/birthday_collision")
    data = {"d": 6, "k": 3, "event": "collision", "story": 3}  # 1 - 6*5*4/216 = 4/9
    assert bc.run_program(data)[0] == "4/9"
    assert _score(bc, data, "4/9", "8/18") == 0.0


def test_special_card_by_hand():
    bc = bootcamps.get("probability/special_card_position")
    data = {"n": 52, "k": 4, "r": 1, "story": 0}  # first ace: 53/5
    assert bc.run_program(data)[0] == "53/5"


def test_alternating_by_hand():
    bc = bootcamps.get("probability/alternating_first_success")
    data = {"names": ["Ann", "Ben"], "probs": ["1/6", "1/6"], "target": 0, "game": 1}  # (1/6)/(1 - 25/36) = 6/11
    assert bc.run_program(data)[0] == "6/11"


def test_expected_runs_by_hand():
    bc = bootcamps.get("probability/expected_runs")
    data = {"colours": ["red", "blue"], "counts": [2, 2], "things": 0}  # 1 + 2*2*2/4 = 3
    assert bc.run_program(data)[0] == "3"


def test_heron_by_hand():
    bc = bootcamps.get("geometry/heron_area")
    assert bc.run_program({"a": 13, "b": 14, "c": 15})[0] == "84"
    data = {"a": 2, "b": 3, "c": 4}  # s = 9/2, A^2 = 9/2 * 5/2 * 3/2 * 1/2 = 135/16
    assert bc.run_program(data)[0] == "3√15/4"
    assert _score(bc, data, "3√15/4", "\\frac{3\\sqrt{15}}{4}") == 1.0
    assert _score(bc, data, "3√15/4", "√135/4") == 0.0  # not simplified


def test_cevian_by_hand():
    bc = bootcamps.get("geometry/cevian_length")
    data = {"a": 10, "b": 6, "c": 8, "kind": "median"}  # right angle at A: median = half the hypotenuse
    assert bc.run_program(data)[0] == "5" == bc.solve(data)
    data = {"a": 10, "b": 6, "c": 8, "kind": "altitude"}  # 6*8/10
    assert bc.run_program(data)[0] == "24/5" == bc.solve(data)
    data = {"a": 10, "b": 6, "c": 8, "kind": "bisector"}  # 2bc cos45/(b+c) = 96/14 * √2/2 = 24√2/7
    assert bc.run_program(data)[0] == "24√2/7" == bc.solve(data)


def test_point_line_by_hand():
    bc = bootcamps.get("geometry/point_line_distance")
    data = {"p": [1, 1], "line": {"kind": "equation", "abc": [1, 1, 0]}}  # |1+1|/√2 = √2
    assert bc.run_program(data)[0] == "√2" == bc.solve(data)


def test_triangle_lines_by_hand():
    bc = bootcamps.get("geometry/triangle_from_lines")
    data = {"lines": [[1, 0, 0], [0, 1, 0], [1, 1, 4]]}  # x = 0, y = 0, x + y = 4: area 8
    assert bc.run_program(data)[0] == "8" == str(bc.solve(data))


def test_radical_by_hand():
    bc = bootcamps.get("algebra/radical_equation")
    data = {"a": 1, "b": 7, "c": 1, "d": -5, "shift": 0, "flip": False}  # √(x+7) = x - 5: x = 9 (x = 2 is extraneous)
    assert bc.run_program(data)[0] == ["9"] == bc.solve(data)
    assert _score(bc, data, ["9"], "x = 9") == 1.0
    assert _score(bc, data, ["9"], "2, 9") == 0.0


def test_log_by_hand():
    bc = bootcamps.get("algebra/log_equation")
    data = {"base": 2, "k": 3, "p": 0, "q": 2, "kind": "sum"}  # x(x+2) = 8: x = 2 (x = -4 rejected)
    assert bc.run_program(data)[0] == ["2"] == bc.solve(data)
    data = {"base": 3, "k": 1, "p": 7, "q": 1, "kind": "difference"}  # x + 7 = 3(x + 1): x = 2
    assert bc.run_program(data)[0] == ["2"] == bc.solve(data)


def test_binomial_term_by_hand():
    bc = bootcamps.get("algebra/binomial_term")
    data = {"a": 1, "p": 2, "b": 1, "q": 1, "n": 6, "e": 0}  # (x^2 + 1/x)^6: j = 4, C(6, 4) = 15
    assert bc.run_program(data)[0] == 15 == bc.solve(data)


def test_double_root_by_hand():
    bc = bootcamps.get("algebra/double_root_parameter")
    # (k + 0)x^2 + (0k + 4)x + (0k + 1): 16 - 4k = 0, k = 4
    data = {"a": 0, "b": 0, "c": 4, "d": 0, "e": 1}
    assert bc.run_program(data)[0] == ["4"] == bc.solve(data)


def test_interpolation_by_hand():
    bc = bootcamps.get("algebra/polynomial_interpolation")
    data = {"xs": [0, 1, 2], "ys": [1, 2, 5]}  # x^2 + 1
    assert bc.run_program(data)[0] == "x^2 + 1" == bc.solve(data)
    assert _score(bc, data, "x^2 + 1", "1 + x*x") == 1.0


def test_young_by_hand():
    bc = bootcamps.get("combinatorics/young_tableaux")
    data = {"rows": [3, 2]}  # 5!/(4*3*1*2*1) = 5
    assert bc.run_program(data)[0] == 5 == bc.solve(data)


def test_nonadjacent_by_hand():
    bc = bootcamps.get("combinatorics/nonadjacent_selection")
    data = {"n": 6, "k": 2, "gap": 1, "circle": True, "story": 0}  # 6/4 * C(4, 2) = 9
    assert bc.run_program(data)[0] == 9 == bc.solve(data)
    data = {"n": 6, "k": 2, "gap": 1, "circle": False, "story": 0}  # C(5, 2) = 10
    assert bc.run_program(data)[0] == 10 == bc.solve(data)


def test_isqrt_by_hand():
    bc = bootcamps.get("arithmetic/integer_square_root")
    data = {"n": "152399025"}  # 12345^2
    assert bc.run_program(data)[0] == 12345 == bc.solve(data)
    data = {"n": "152399024"}
    assert bc.run_program(data)[0] == 12344


def test_missing_digit_by_hand():
    bc = bootcamps.get("arithmetic/missing_digit")
    data = {"masked": "12?4", "m": 9}  # 1 + 2 + d + 4 = 9k: d = 2
    assert bc.run_program(data)[0] == 1224 == bc.solve(data)


def test_grid_colourings_by_hand():
    bc = bootcamps.get("combinatorics/grid_colourings")
    data = {"n": 2, "k": 2, "reflections": False}  # (16 + 2 + 4 + 2) / 4 = 6
    assert bc.run_program(data)[0] == 6 == bc.solve(data)
    data = {"n": 3, "k": 2, "reflections": True}  # (512 + 8 + 32 + 8 + 4*64) / 8 = 102
    assert bc.run_program(data)[0] == 102 == bc.solve(data)


def test_coupon_by_hand():
    bc = bootcamps.get("probability/coupon_collector")
    data = {"weights": [1, 1, 1], "story": 0}  # 3 (1 + 1/2 + 1/3) = 11/2
    assert bc.run_program(data)[0] == "11/2" == str(bc.solve(data))
    data = {"weights": [1, 2], "story": 1}  # 3/1 + 3/2 - 1 = 7/2
    assert bc.run_program(data)[0] == "7/2"


# ---------------------------------------------------------------- kit


def test_kit_surd_fraction_forms():
    want = (Fraction(15, 4), 7)
    for text in ("15√7/4", "(15/4)√7", "\\frac{15\\sqrt{7}}{4}", "15*sqrt(7)/4", "\\frac{15}{4}\\sqrt{7}", "(15√7)/4", "15 √7 / 4"):
        assert n3.read_surd_fraction(text) == want, text
    for text in ("30√7/8", "15√7/1", "√28", "1 5√7/4", "15√7/4 + 1", "3.75√7", "15√7/4 or 2", "1e999√7", "15√⁷/4"):
        assert n3.read_surd_fraction(text) is None, text
    assert n3.read_surd_fraction("-√7/4") == (Fraction(-1, 4), 7)
    # a sign inside \frac's numerator is the fraction's sign; two signs are not read
    assert n3.read_surd_fraction("\\frac{-15\\sqrt{7}}{4}") == (Fraction(-15, 4), 7)
    assert n3.read_surd_fraction("-\\frac{-15\\sqrt{7}}{4}") is None
    assert n3.read_surd_fraction("5/2") == (Fraction(5, 2), 1)
    assert n3.read_surd_fraction("6/2") is None
    assert n3.format_surd_fraction(*n3.surd_fraction(Fraction(1, 4), 135)) == "3√15/4"
    assert n3.format_surd_fraction(*n3.surd_fraction(Fraction(-1, 2), 8)) == "-√2"
    assert n3.format_surd_fraction(*n3.surd_fraction(Fraction(3, 2), 4)) == "3"


def test_kit_mobius_and_pairs():
    assert [n3.mobius(m) for m in range(1, 11)] == [1, -1, -1, 0, -1, 1, -1, 0, 0, 1]
    assert n3.read_int_pair("(8, 3)") == (8, 3)
    assert n3.read_int_pair("x = 8, y = 3") == (8, 3)
    assert n3.read_int_pair("y = 3, x = 8") is None
    assert n3.read_int_pair("(8, 3), (127, 48)") is None
    assert n3.read_int_pair("8, 3 4") is None
