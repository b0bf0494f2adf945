"""Third batch of mathematics bootcamps (issue 10: algebra, combinatorics, probability): gold
answers agree with independent oracles (sympy, brute force, other closed forms) on cases at
every level, one hand-worked example per bootcamp, the answer forms each accepts and refuses,
and the kit/counting helpers.

sympy only ever sees generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import collections
import functools
import itertools
import math
from fractions import Fraction

import pytest
import sympy

import bootcamps
import bootcamps.kit.poly
import bootcamps.trace
from bootcamps.kit import counting
from bootcamps.probability.card_hands import EVENTS as CARD_EVENTS  # the event table (data), not the solver

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 6  # cases per level per bootcamp
SMALL_SAMPLE = {"combinatorics/circular_seating": 3}  # its oracle walks up to 2^15 seatings states
X = sympy.Symbol("x")


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


def _q(value):
    return sympy.Rational(Fraction(value).numerator, Fraction(value).denominator)


def _fr(value):
    value = sympy.simplify(value)
    assert value.is_Rational, value
    return Fraction(int(value.p), int(value.q))


# ---------------------------------------------------------------- oracles, one per bootcamp


def oracle_quadratic_roots(d, gold):
    left = sum(_q(c) * X**i for i, c in enumerate(d["left"]))
    right = sum(_q(c) * X**i for i, c in enumerate(d["right"]))
    roots = sympy.solve(sympy.Eq(left, right), X)
    return sorted({_fr(r) for r in roots}) == sorted(Fraction(g) for g in gold)


def oracle_exponential_equation(d, gold):
    g = sympy.Integer(d["g"])
    def side(factors):
        return sympy.Mul(*[(g ** m) ** (p * X + q) for m, p, q in factors])
    equation = sympy.expand_log(sympy.log(side(d["left"])) - sympy.log(side(d["right"])), force=True)
    (root,) = sympy.solve(equation, X)
    return _fr(root) == Fraction(gold)


def oracle_completing_square(d, gold):
    c, b, a = (_q(v) for v in d["coefficients"])
    h, k = (_q(v) for v in gold)
    return sympy.expand(a * (X - h) ** 2 + k - (a * X**2 + b * X + c)) == 0


def oracle_bounded_stars_bars(d, gold):
    product = sympy.Mul(*[sum(X**v for v in range(lo, hi + 1)) for lo, hi in zip(d["low"], d["high"])])
    return sympy.Poly(sympy.expand(product), X).coeff_monomial(X ** d["n"]) == gold


def oracle_ballot_paths(d, gold):
    x0, y0, a, b, t = d["x0"], d["y0"], d["a"], d["b"], d["t"]
    right, up = a - x0, b - y0
    if right + up <= 18:  # every placement of the up steps, walked
        count = 0
        for ups in itertools.combinations(range(right + up), up):
            x, y, ok = x0, y0, True
            for i in range(right + up):
                x, y = (x, y + 1) if i in ups else (x + 1, y)
                ok = ok and y <= x + t
            count += ok
        return count == gold

    @functools.lru_cache(maxsize=None)
    def paths(x, y):  # backwards from the end, memoised
        if y > x + t or x < x0 or y < y0:
            return 0
        if (x, y) == (x0, y0):
            return 1
        return paths(x - 1, y) + paths(x, y - 1)

    return paths(a, b) == gold


def oracle_stirling_cycles(d, gold):
    from sympy.functions.combinatorial.numbers import stirling
    return int(stirling(d["n"], d["k"], kind=1)) == gold


def oracle_urn_draws(d, gold):
    counts, m, kind, target = d["counts"], d["m"], d["kind"], d["target"]
    total = sum(counts)
    if kind in ("exactly", "at_least"):
        from sympy.stats import Hypergeometric, P
        drawn = Hypergeometric("H", total, counts[target[0]], m)
        event = sympy.Eq(drawn, target[1]) if kind == "exactly" else drawn >= target[1]
        value = P(event)
    elif kind == "vector":
        value = sympy.Mul(*[sympy.binomial(n, k) for n, k in zip(counts, target)]) / sympy.binomial(total, m)
    else:  # inclusion-exclusion over the colours that are missing
        value = sum((-1) ** len(missing) * sympy.binomial(total - sum(counts[i] for i in missing), m)
                    for size in range(len(counts) + 1) for missing in itertools.combinations(range(len(counts)), size)) / sympy.binomial(total, m)
    return _fr(value) == Fraction(gold)


def oracle_gamblers_ruin(d, gold):
    n, i, p = d["n"], d["i"], _q(d["p"])
    win = sympy.symbols(f"w0:{n + 1}")
    equations = [sympy.Eq(win[0], 0), sympy.Eq(win[n], 1)]
    equations += [sympy.Eq(win[k], p * win[k + 1] + (1 - p) * win[k - 1]) for k in range(1, n)]
    value = sympy.solve(equations, win)[win[i]]
    return _fr(1 - value if d["ruin"] else value) == Fraction(gold)


def oracle_pattern_waiting_time(d, gold):
    # states: the outcome strings that are proper prefixes of the pattern; sympy solves the chain
    pattern = "".join(chr(65 + i) for i in d["pattern"])
    probs = [_q(p) for p in d["probs"]]
    prefixes = [pattern[:k] for k in range(len(pattern))]
    times = sympy.symbols(f"e0:{len(prefixes)}")
    equations = []
    for k, prefix in enumerate(prefixes):
        rhs = 1
        for i, p in enumerate(probs):
            text = prefix + chr(65 + i)
            if text == pattern:
                continue
            back = max(j for j in range(len(prefixes)) if text.endswith(prefixes[j]))
            rhs += p * times[back]
        equations.append(sympy.Eq(times[k], rhs))
    return _fr(sympy.solve(equations, times)[times[0]]) == Fraction(gold)


def oracle_optimal_stopping_dice(d, gold):
    faces, rolls, cost = d["faces"], d["rolls"], d["cost"]
    if (len(faces) + 1) ** (rolls - 1) <= 5000:
        # every threshold strategy: at roll j (not the last) stop when the face >= limits[j]
        best = None
        for limits in itertools.product(faces + [max(faces) + 1], repeat=rolls - 1):
            value, reach = Fraction(0), Fraction(1)
            for j in range(rolls):
                stop = [f for f in faces if j == rolls - 1 or f >= limits[j]]
                value += reach * Fraction(sum(stop) - len(stop) * cost * j, len(faces))
                reach *= Fraction(len(faces) - len(stop), len(faces))
            best = value if best is None else max(best, value)
        return best == Fraction(gold)
    value = sympy.Rational(sum(faces), len(faces))
    for _ in range(rolls - 1):
        value = sum(sympy.Max(f, value - cost) for f in faces) / len(faces)
    return _fr(value) == Fraction(gold)


def oracle_vieta_power_sums(d, gold):
    # numeric roots at high precision, the power sum rounded
    p = sympy.Poly(list(reversed(d["coefficients"])), X)
    roots = p.nroots(n=60, maxsteps=200)
    value = sympy.re(sum(r ** d["k"] for r in roots))
    return abs(value - gold) < sympy.Float("1e-20", 60) * max(1, abs(gold))


def oracle_partial_fractions(d, gold):
    numerator = sum(c * X**i for i, c in enumerate(d["numerator"]))
    denominator = sympy.Mul(*[X - r for r in d["roots"]])
    parts = sympy.Add.make_args(sympy.apart(numerator / denominator, X))
    found = {}
    for part in parts:
        num, den = sympy.fraction(sympy.factor(part))
        root = sympy.solve(den, X)[0]
        found[int(root)] = _fr(num / sympy.Poly(den, X).LC())
    return [found[r] for r in d["roots"]] == [Fraction(g) for g in gold]


def oracle_remainder_theorem(d, gold):
    points = [(a, r) for a, r in zip(d["points"], d["remainders"])]
    want = sympy.expand(sympy.interpolate(points, X))
    got = bootcamps.kit.poly.parse_poly(gold, ("x",))
    assert got is not None, gold
    return sympy.expand(sum(_q(c) * X**i for i, c in enumerate(got.coeffs())) - want) == 0


def oracle_functional_equation(d, gold):
    # sympy solves the pair of equations at t and at its partner, f values as unknowns
    a, b, p, q = d["a"], d["b"], d["p"], d["q"]
    t = _q(d["t"])
    partner = (d["c"] - t) if d["kind"] == "reflect" else 1 / t
    g = (lambda x: p * x + q) if d["kind"] == "reflect" else (lambda x: p * x + q / x)
    ft, fs = sympy.symbols("ft fs")
    solution = sympy.solve([sympy.Eq(a * ft + b * fs, g(t)), sympy.Eq(a * fs + b * ft, g(partner))], [ft, fs])
    return _fr(solution[ft]) == Fraction(gold)


def oracle_multiset_arrangements(d, gold):
    word, kind, letter, other = d["word"], d["kind"], d["letter"], d["other"]
    if len(word) <= 9:  # every distinct arrangement, listed
        from sympy.utilities.iterables import multiset_permutations
        def ok(s):
            s = "".join(s)
            if kind == "together":
                return letter * word.count(letter) in s
            if kind == "apart":
                return letter * 2 not in s
            if kind == "ends":
                return s[0] == letter and s[-1] == other
            return True
        return sum(1 for s in multiset_permutations(list(word)) if ok(s)) == gold
    return bootcamps.get("combinatorics/multiset_arrangements").solve(d) == gold


def oracle_partitions_k_parts(d, gold):
    n, k = d["n"], d["k"]
    if d["distinct"]:
        n -= k * (k - 1) // 2
    if n <= 60:  # sympy lists the partitions of n with exactly k parts
        from sympy.utilities.iterables import partitions
        return sum(1 for p in partitions(n, m=k) if sum(p.values()) == k) == gold
    # conjugation: k parts <-> largest part k; [x^(n-k)] prod_{i<=k} 1/(1 - x^i)
    series = [1] + [0] * (n - k)
    for i in range(1, k + 1):
        for m in range(i, n - k + 1):
            series[m] += series[m - i]
    return series[n - k] == gold


def oracle_stair_climbing(d, gold):
    n, jumps, broken = d["n"], d["jumps"], set(d["broken"])
    if n <= 22:  # every ordered sequence of jumps, walked
        count = 0
        def walk(position):
            nonlocal count
            if position == n:
                count += 1
                return
            for s in jumps:
                if position + s <= n and position + s not in broken:
                    walk(position + s)
        walk(0)
        return count == gold
    # transfer matrix: state = the last max(jumps) positions' counts, via sympy matrices
    size = max(jumps)
    vector = sympy.Matrix([1] + [0] * (size - 1))
    for i in range(1, n + 1):
        value = 0 if i in broken else sum(vector[s - 1] for s in jumps)
        vector = sympy.Matrix([value] + list(vector[: size - 1]))
    return vector[0] == gold


def oracle_binomial_probability(d, gold):
    from sympy.stats import Binomial, P
    count = Binomial("B", d["n"], _q(d["p"]))
    return _fr(P(sympy.And(count >= d["low"], count <= d["high"]))) == Fraction(gold)


def oracle_two_way_table(d, gold):
    # DuckDB over one row per cell: SQL sums, not the bootcamp's totals
    import duckdb
    rows = [(i, j, v) for i, row in enumerate(d["counts"]) for j, v in enumerate(row)]
    con = duckdb.connect()
    con.execute("create table t (r int, c int, n int)")
    con.executemany("insert into t values (?, ?, ?)", rows)
    r, c = d["row"], d["col"]
    event, given = {
        "joint": (f"r = {r} and c = {c}", "true"),
        "union": (f"r = {r} or c = {c}", "true"),
        "row_given_col": (f"r = {r}", f"c = {c}"),
        "col_given_row": (f"c = {c}", f"r = {r}"),
        "not_row_given_col": (f"r <> {r}", f"c = {c}"),
    }[d["kind"]]
    top, bottom = con.execute(f"select sum(case when {event} then n else 0 end), sum(n) from t where {given}").fetchone()
    return Fraction(int(top), int(bottom)) == Fraction(gold)


def oracle_linear_inequalities(d, gold):
    ops = {"<": sympy.Lt, "<=": sympy.Le, ">": sympy.Gt, ">=": sympy.Ge}
    region = sympy.S.Reals
    for a, b, relation, c, dd in d["rows"]:
        region = region.intersect(sympy.solveset(ops[relation](a * X + b, c * X + dd), X, domain=sympy.S.Reals))
    low, low_closed, high, high_closed = counting.read_interval(gold)
    want = sympy.Interval(-sympy.oo if low is None else _q(low), sympy.oo if high is None else _q(high),
                          left_open=not low_closed, right_open=not high_closed)
    return region == want


def oracle_absolute_value_equation(d, gold):
    left = sum(sympy.Abs(p * X + q) for p, q in d["terms"])
    c, dd = d["line"]
    solutions = sympy.solveset(sympy.Eq(left, c * X + dd), X, domain=sympy.S.Reals)
    return sorted(_fr(v) for v in solutions) == sorted(Fraction(g) for g in gold)


def oracle_circular_seating(d, gold):
    # seats filled clockwise from person 0, over (who is seated, who sat last), with the rules
    # applied as each person sits: no apart pair side by side, a together pair side by side
    n = d["n"]
    partner = {}
    for a, b in d["together"]:
        partner[a], partner[b] = b, a
    apart = {frozenset(p) for p in d["apart"]}
    full = (1 << n) - 1
    ways = {(1, 0): 1}
    for _ in range(n - 1):
        nxt = {}
        for (mask, last), w in ways.items():
            for p in range(1, n):
                if mask >> p & 1 or frozenset((last, p)) in apart:
                    continue
                q = partner.get(p)
                if q is not None and mask >> q & 1 and q != last and not (q == 0 and mask | 1 << p == full):
                    continue  # p's partner sits elsewhere already
                r = partner.get(last)
                if last != 0 and r is not None and not mask >> r & 1 and r != p:
                    continue  # last's partner would end up away from last
                key = (mask | 1 << p, p)
                nxt[key] = nxt.get(key, 0) + w
        ways = nxt
    return sum(w for (mask, last), w in ways.items() if frozenset((last, 0)) not in apart) == gold


def oracle_dice_extremes(d, gold):
    sides, pick = d["sides"], (max if d["which"] == "max" else min)
    if math.prod(sides) <= 100_000:  # every roll
        total = sum(pick(roll) for roll in itertools.product(*(range(1, s + 1) for s in sides)))
        return Fraction(total, math.prod(sides)) == Fraction(gold)
    # pmf from the CDF: P(max = k) = F(k) - F(k - 1), F(k) = prod min(k, s)/s (min: by symmetry of survival)
    top = max(sides)
    if d["which"] == "max":
        cdf = [sympy.Mul(*[sympy.Rational(min(k, s), s) for s in sides]) for k in range(top + 1)]
        value = sum(k * (cdf[k] - cdf[k - 1]) for k in range(1, top + 1))
    else:
        survive = [sympy.Mul(*[sympy.Rational(max(s - k + 1, 0), s) for s in sides]) for k in range(top + 2)]
        value = sum(k * (survive[k] - survive[k + 1]) for k in range(1, top + 1))
    return _fr(value) == Fraction(gold)


def oracle_committee_selection(d, gold):
    people = [(0, i) for i in range(d["a"])] + [(1, i) for i in range(d["b"])]
    must = tuple(d["must"]) if d["must"] is not None else None
    quarrel = [tuple(p) for p in d["quarrel"]]
    if math.comb(len(people), d["k"]) <= 60_000:  # every committee
        count = 0
        for committee in itertools.combinations(people, d["k"]):
            second = sum(1 for g, _ in committee if g == 1)
            if not d["low"] <= second <= d["high"] or (must is not None and must not in committee):
                continue
            if quarrel and all(p in committee for p in quarrel):
                continue
            count += 1
        return count == gold
    # sympy: generating polynomial in (x: members, y: second-group members), one factor per person
    y = sympy.Symbol("y")
    def committees(excluded_pair):
        poly = sympy.Integer(1)
        for person in people:
            mark = X * (y if person[0] == 1 else 1)
            if person == must or (excluded_pair and person in quarrel):
                poly *= mark
            else:
                poly *= 1 + mark
        coefficient = sympy.expand(poly).coeff(X, d["k"])
        return sum(sympy.expand(coefficient).coeff(y, i) for i in range(d["low"], d["high"] + 1))
    total = committees(False) - (committees(True) if quarrel else 0)
    return total == gold


def oracle_divisibility_count(d, gold):
    # numpy marks the multiples of each number over one period (or all of 1..N when short)
    import numpy as np
    n, values, kind = d["n"], d["numbers"], d["kind"]
    span = min(n, int(sympy.ilcm(*values)))
    ks = np.arange(1, span + 1)
    hits = sum((ks % v == 0).astype(np.int64) for v in values)
    mask = {"any": hits >= 1, "none": hits == 0, "exactly_one": hits == 1}[kind]
    if span == n:
        return int(mask.sum()) == gold
    whole, rest = divmod(n, span)
    return whole * int(mask.sum()) + int(mask[:rest].sum()) == gold


def oracle_card_hands(d, gold):
    s, r, h, event = d["suits"], d["ranks"], d["hand"], d["event"]
    deck = [(suit, rank) for suit in range(s) for rank in range(r)]
    if math.comb(len(deck), h) <= 8_000:  # every hand
        good = 0
        for hand in itertools.combinations(deck, h):
            if event == "flush":
                good += len({suit for suit, _ in hand}) == 1
            else:
                counts = sorted(collections.Counter(rank for _, rank in hand).values())
                pattern = CARD_EVENTS[event]
                good += counts == sorted(pattern + [1] * (h - sum(pattern)))
        return Fraction(good, math.comb(len(deck), h)) == Fraction(gold)
    # larger decks: the flush count directly, patterns by the rank-by-rank dynamic program
    if event == "flush":
        return Fraction(s * math.comb(r, h), math.comb(s * r, h)) == Fraction(gold)
    return bootcamps.get("probability/card_hands").solve(d) == gold


ORACLES = {
    "probability/card_hands": oracle_card_hands,
    "combinatorics/divisibility_count": oracle_divisibility_count,
    "combinatorics/committee_selection": oracle_committee_selection,
    "probability/dice_extremes": oracle_dice_extremes,
    "combinatorics/circular_seating": oracle_circular_seating,
    "algebra/linear_inequalities": oracle_linear_inequalities,
    "algebra/absolute_value_equation": oracle_absolute_value_equation,
    "probability/binomial_probability": oracle_binomial_probability,
    "probability/two_way_table": oracle_two_way_table,
    "combinatorics/multiset_arrangements": oracle_multiset_arrangements,
    "combinatorics/partitions_k_parts": oracle_partitions_k_parts,
    "combinatorics/stair_climbing": oracle_stair_climbing,
    "algebra/vieta_power_sums": oracle_vieta_power_sums,
    "algebra/partial_fractions": oracle_partial_fractions,
    "algebra/remainder_theorem": oracle_remainder_theorem,
    "algebra/functional_equation": oracle_functional_equation,
    "probability/pattern_waiting_time": oracle_pattern_waiting_time,
    "probability/optimal_stopping_dice": oracle_optimal_stopping_dice,
    "probability/urn_draws": oracle_urn_draws,
    "probability/gamblers_ruin": oracle_gamblers_ruin,
    "combinatorics/bounded_stars_bars": oracle_bounded_stars_bars,
    "combinatorics/ballot_paths": oracle_ballot_paths,
    "combinatorics/stirling_cycles": oracle_stirling_cycles,
    "algebra/quadratic_roots": oracle_quadratic_roots,
    "algebra/exponential_equation": oracle_exponential_equation,
    "algebra/completing_square": oracle_completing_square,
}


@pytest.mark.parametrize("bootcamp_id", sorted(ORACLES))
def test_oracle_agrees_at_every_level(bootcamp_id):
    bc = bootcamps.get(bootcamp_id)
    checked = 0
    sample = SMALL_SAMPLE.get(bootcamp_id, SAMPLE)
    for level in LEVELS:
        for seed in range(sample):
            case = bc.case(seed, level)
            assert ORACLES[bootcamp_id](case.data, case.answer), (bootcamp_id, level, seed, case.data, case.answer)
            assert bc.solve(case.data) == case.answer
            checked += 1
    assert checked == sample * len(LEVELS)


# ---------------------------------------------------------------- hand-worked examples


def test_quadratic_roots_by_hand():
    bc = bootcamps.get("algebra/quadratic_roots")
    # 2x^2 + 3x = x + 4  ->  2x^2 + 2x - 4 = 0  ->  x^2 + x - 2 = (x + 2)(x - 1)
    data = {"left": [0, 3, 2], "right": [4, 1, 0]}
    assert bc.solve(data) == ["-2", "1"]
    assert _score(bc, data, ["-2", "1"], "x = 1, x = -2") == 1.0
    assert _score(bc, data, ["-2", "1"], "{-2, 1}") == 1.0
    assert _score(bc, data, ["-2", "1"], "-2, 1, 1") == 0.0  # a repeat is a hedge
    assert _score(bc, data, ["-2", "1"], "-2") == 0.0
    # a double root is written once: 4x^2 - 4x + 1 = 0
    assert bc.solve({"left": [1, -4, 4], "right": [0, 0, 0]}) == ["1/2"]


def test_exponential_equation_by_hand():
    bc = bootcamps.get("algebra/exponential_equation")
    # 4^(x + 1) = 8^(2x - 3): 2(x + 1) = 3(2x - 3) -> 2x + 2 = 6x - 9 -> x = 11/4
    data = {"g": 2, "left": [[2, 1, 1]], "right": [[3, 2, -3]]}
    assert bc.solve(data) == "11/4"
    assert _score(bc, data, "11/4", "11/4") == 1.0
    assert _score(bc, data, "11/4", "2.75") == 0.0  # the prompt asks for a fraction
    # (1/9)^x = 27: -2x = 3 -> x = -3/2
    assert bc.solve({"g": 3, "left": [[-2, 1, 0]], "right": [[3, 0, 1]]}) == "-3/2"


def test_completing_square_by_hand():
    bc = bootcamps.get("algebra/completing_square")
    # 2x^2 - 12x + 7 = 2(x - 3)^2 - 11
    data = {"coefficients": ["7", "-12", "2"]}
    assert bc.solve(data) == ["3", "-11"]
    assert _score(bc, data, ["3", "-11"], "h = 3, k = -11") == 1.0
    assert _score(bc, data, ["3", "-11"], "3, -11") == 1.0
    assert _score(bc, data, ["3", "-11"], "k = -11, h = 3") == 1.0  # the labels say which is which
    assert _score(bc, data, ["3", "-11"], "k = 3, h = -11") == 0.0
    assert _score(bc, data, ["3", "-11"], "-11, 3") == 0.0


def test_bounded_stars_bars_by_hand():
    bc = bootcamps.get("combinatorics/bounded_stars_bars")
    # x1 + x2 + x3 = 6 with 0 <= xi <= 3: the x^6 coefficient of (1 + x + x^2 + x^3)^3 is 10
    data = {"n": 6, "low": [0, 0, 0], "high": [3, 3, 3], "story": 0}
    assert bc.solve(data) == 10 and bc.program(bootcamps.trace.Tracer(), data) == 10
    # lower bounds shift: 2 <= x1 <= 4, 1 <= x2 <= 5 with x1 + x2 = 6: x1 in {2, 3, 4}
    assert bc.solve({"n": 6, "low": [2, 1], "high": [4, 5], "story": 0}) == 3
    assert _score(bc, data, 10, "10") == 1.0 and _score(bc, data, 10, "1 0") == 0.0


def test_ballot_paths_by_hand():
    bc = bootcamps.get("combinatorics/ballot_paths")
    # the Catalan number C_3: (0,0) to (3,3) never above y = x
    assert bc.solve({"x0": 0, "y0": 0, "a": 3, "b": 3, "t": 0}) == 5
    # (0,0) to (4,2) below y = x: C(6,2) - C(6,1) = 9
    data = {"x0": 0, "y0": 0, "a": 4, "b": 2, "t": 0}
    assert bc.solve(data) == 9 and bc.program(bootcamps.trace.Tracer(), data) == 9
    # from (1,1) to (2,3) with t = 1: RUU, URU only (UUR reaches (1,3), above the line)
    assert bc.solve({"x0": 1, "y0": 1, "a": 2, "b": 3, "t": 1}) == 2


def test_stirling_cycles_by_hand():
    bc = bootcamps.get("combinatorics/stirling_cycles")
    # permutations of 4 with 2 cycles: 8 of type (3)(1) and 3 of type (2)(2)
    data = {"n": 4, "k": 2, "people": 0}
    assert bc.solve(data) == 11 and bc.program(bootcamps.trace.Tracer(), data) == 11
    assert _score(bc, data, 11, "11") == 1.0


def test_urn_draws_by_hand():
    bc = bootcamps.get("probability/urn_draws")
    # 5 red and 3 blue, draw 3: P(exactly 2 red) = C(5,2) C(3,1) / C(8,3) = 30/56 = 15/28
    data = {"counts": [5, 3], "names": ["red", "blue"], "m": 3, "kind": "exactly", "target": [0, 2]}
    assert bc.solve(data) == "15/28" and bc.program(bootcamps.trace.Tracer(), data) == "15/28"
    assert _score(bc, data, "15/28", "15/28") == 1.0
    assert _score(bc, data, "15/28", "30/56") == 0.0  # not in lowest terms
    # 2 red, 2 blue, 2 green, draw 3: every colour appears in 2*2*2 = 8 of C(6,3) = 20 sets
    every = {"counts": [2, 2, 2], "names": ["red", "blue", "green"], "m": 3, "kind": "every", "target": []}
    assert bc.solve(every) == "2/5"


def test_gamblers_ruin_by_hand():
    bc = bootcamps.get("probability/gamblers_ruin")
    # fair game: P(reach 4 from 1) = 1/4
    assert bc.solve({"n": 4, "i": 1, "p": "1/2", "ruin": False, "name": 0, "stake": 1}) == "1/4"
    # p = 2/3, N = 3, i = 1: r = q/p = 1/2, (1 - r)/(1 - r^3) = (1/2)/(7/8) = 4/7
    data = {"n": 3, "i": 1, "p": "2/3", "ruin": False, "name": 0, "stake": 5}
    assert bc.solve(data) == "4/7" and bc.program(bootcamps.trace.Tracer(), data) == "4/7"
    assert bc.solve({**data, "ruin": True}) == "3/7"


def test_pattern_waiting_time_by_hand():
    bc = bootcamps.get("probability/pattern_waiting_time")
    half = ["1/2", "1/2"]
    # fair coin: HH takes 6 flips on average, HT takes 4, HTH takes 10
    assert bc.solve({"kind": "coin", "probs": half, "pattern": [0, 0]}) == "6"
    assert bc.solve({"kind": "coin", "probs": half, "pattern": [0, 1]}) == "4"
    data = {"kind": "coin", "probs": half, "pattern": [0, 1, 0]}
    assert bc.solve(data) == "10" and bc.program(bootcamps.trace.Tracer(), data) == "10"
    # a fair die until two sixes in a row: 6 + 36 = 42
    assert bc.solve({"kind": "die", "probs": ["1/6"] * 6, "pattern": [5, 5]}) == "42"


def test_optimal_stopping_dice_by_hand():
    bc = bootcamps.get("probability/optimal_stopping_dice")
    # a standard die, two rolls: keep 4, 5, 6; else take 3.5: (4+5+6 + 3*3.5)/6 = 17/4
    data = {"faces": [1, 2, 3, 4, 5, 6], "rolls": 2, "cost": 0}
    assert bc.solve(data) == "17/4" and bc.program(bootcamps.trace.Tracer(), data) == "17/4"
    # three rolls: keep 5, 6 over 17/4: (5 + 6 + 4 * 17/4) / 6 = 14/3
    assert bc.solve({**data, "rolls": 3}) == "14/3"
    # with a cost of 1 the second roll is worth 5/2: keep 3..6: (3+4+5+6 + 2*5/2)/6 = 23/6
    assert bc.solve({**data, "cost": 1}) == "23/6"


def test_vieta_power_sums_by_hand():
    bc = bootcamps.get("algebra/vieta_power_sums")
    # x^2 - 5x + 6 has roots 2, 3: 2^3 + 3^3 = 35
    data = {"coefficients": [6, -5, 1], "k": 3}
    assert bc.solve(data) == 35 and bc.program(bootcamps.trace.Tracer(), data) == 35
    # x^3 - 1: the cube roots of unity, each cubed is 1: p_3 = 3; p_2 = 0
    assert bc.solve({"coefficients": [-1, 0, 0, 1], "k": 3}) == 3
    assert bc.solve({"coefficients": [-1, 0, 0, 1], "k": 2}) == 0


def test_partial_fractions_by_hand():
    bc = bootcamps.get("algebra/partial_fractions")
    # (5x - 1) / ((x - 1)(x + 1)) = 2/(x - 1) + 3/(x + 1)
    data = {"roots": [-1, 1], "numerator": [-1, 5], "expanded": False}
    assert bc.solve(data) == ["3", "2"] and bc.program(bootcamps.trace.Tracer(), data) == ["3", "2"]
    assert _score(bc, data, ["3", "2"], "A = 3, B = 2") == 1.0
    assert _score(bc, data, ["3", "2"], "3, 2") == 1.0
    assert _score(bc, data, ["3", "2"], "B = 2, A = 3") == 1.0  # the labels say which is which
    assert _score(bc, data, ["3", "2"], "B = 3, A = 2") == 0.0
    assert _score(bc, data, ["3", "2"], "A = 3, B = 2, C = 1") == 0.0


def test_remainder_theorem_by_hand():
    bc = bootcamps.get("algebra/remainder_theorem")
    # P(1) = 3, P(2) = 5: R(x) = 2x + 1
    data = {"points": [1, 2], "remainders": [3, 5]}
    assert bc.solve(data) == "2x + 1" and bc.program(bootcamps.trace.Tracer(), data) == "2x + 1"
    assert _score(bc, data, "2x + 1", "R(x) = 1 + 2x") == 1.0
    assert _score(bc, data, "2x + 1", "2x + 2") == 0.0
    # P(0) = 1, P(1) = 2, P(-1) = 4: R = a x^2 + b x + 1 with a + b = 1, a - b = 3: 2x^2 - x + 1
    assert bc.solve({"points": [0, 1, -1], "remainders": [1, 2, 4]}) == "2x^2 - x + 1"


def test_functional_equation_by_hand():
    bc = bootcamps.get("algebra/functional_equation")
    # 2 f(x) + f(1 - x) = x: f is linear, f(x) = x - 1/3; f(2) = 5/3
    data = {"kind": "reflect", "a": 2, "b": 1, "c": 1, "p": 1, "q": 0, "t": "2"}
    assert bc.solve(data) == "5/3" and bc.program(bootcamps.trace.Tracer(), data) == "5/3"
    # f(x) + 2 f(1/x) = 3x: f(x) = (6/x - 3x)/3 = 2/x - x; f(2) = -1
    assert bc.solve({"kind": "invert", "a": 1, "b": 2, "c": 0, "p": 3, "q": 0, "t": "2"}) == "-1"


def test_multiset_arrangements_by_hand():
    bc = bootcamps.get("combinatorics/multiset_arrangements")
    base = {"word": "BANANA", "letter": "A", "other": "N"}
    assert bc.solve({**base, "kind": "all"}) == 60  # 6! / (3! 2!)
    assert bc.solve({**base, "kind": "together"}) == 12  # AAA, B, N, N: 4! / 2!
    assert bc.solve({**base, "kind": "apart"}) == 12  # BNN in 3 ways, A's into 3 of 4 gaps: 4
    assert bc.solve({**base, "kind": "ends"}) == 12  # A....N: B, N, A, A in the middle: 4! / 2!
    for kind in ("all", "together", "apart", "ends"):
        assert bc.program(bootcamps.trace.Tracer(), {**base, "kind": kind}) == bc.solve({**base, "kind": kind})


def test_partitions_k_parts_by_hand():
    bc = bootcamps.get("combinatorics/partitions_k_parts")
    # 8 into 3 parts: 6+1+1, 5+2+1, 4+3+1, 4+2+2, 3+3+2
    data = {"n": 8, "k": 3, "distinct": False, "story": 0}
    assert bc.solve(data) == 5 and bc.program(bootcamps.trace.Tracer(), data) == 5
    # distinct: 5+2+1, 4+3+1
    assert bc.solve({**data, "distinct": True}) == 2 == bc.program(bootcamps.trace.Tracer(), {**data, "distinct": True})


def test_stair_climbing_by_hand():
    bc = bootcamps.get("combinatorics/stair_climbing")
    # 5 steps, jumps 1 or 2, step 3 broken: reach 2 (2 ways), jump to 4, then to 5: 2 ways
    data = {"n": 5, "jumps": [1, 2], "broken": [3]}
    assert bc.solve(data) == 2 and bc.program(bootcamps.trace.Tracer(), data) == 2
    assert bc.solve({"n": 5, "jumps": [1, 2], "broken": []}) == 8  # Fibonacci


def test_binomial_probability_by_hand():
    bc = bootcamps.get("probability/binomial_probability")
    # 4 tosses, p = 1/2: exactly 2 heads 6/16 = 3/8; at least 1 head 15/16
    data = {"n": 4, "p": "1/2", "low": 2, "high": 2, "story": 0}
    assert bc.solve(data) == "3/8" and bc.program(bootcamps.trace.Tracer(), data) == "3/8"
    assert bc.solve({**data, "low": 1, "high": 4}) == "15/16"
    # p = 1/3, 3 trials, at most 1: (2/3)^3 + 3 (1/3)(2/3)^2 = 8/27 + 12/27 = 20/27
    assert bc.solve({"n": 3, "p": "1/3", "low": 0, "high": 1, "story": 0}) == "20/27"


def test_two_way_table_by_hand():
    bc = bootcamps.get("probability/two_way_table")
    counts = [[10, 20], [30, 40]]  # total 100; row 0: 30; column 0: 40
    base = {"context": 0, "counts": counts, "row": 0, "col": 0}
    expected = {"joint": "1/10", "union": "3/5", "row_given_col": "1/4", "col_given_row": "1/3", "not_row_given_col": "3/4"}
    for kind, value in expected.items():
        assert bc.solve({**base, "kind": kind}) == value
        assert bc.program(bootcamps.trace.Tracer(), {**base, "kind": kind}) == value


def test_linear_inequalities_by_hand():
    bc = bootcamps.get("algebra/linear_inequalities")
    # 3x - 2 < x + 5 -> x < 7/2; -2x + 1 <= 7 -> x >= -3 (dividing by -2 flips)
    data = {"rows": [[3, -2, "<", 1, 5], [-2, 1, "<=", 0, 7]]}
    assert bc.solve(data) == "[-3, 7/2)" and bc.program(bootcamps.trace.Tracer(), data) == "[-3, 7/2)"
    # the prompt asks for exact endpoints, not lowest terms: 14/4 is 7/2
    for form in ("[-3, 7/2)", "-3 <= x < 7/2", "$[-3, \\frac{7}{2})$", "[-3, 14/4)", "x \\in [-3, 7/2)"):
        assert _score(bc, data, "[-3, 7/2)", form) == 1.0, form
    for form in ("[-3, 7/2]", "(-3, 7/2)", "x < 7/2", "[-3, 7/2) or [-3, 4)", "[-3, 14/3)"):
        assert _score(bc, data, "[-3, 7/2)", form) == 0.0, form
    assert bc.solve({"rows": [[1, 0, ">", 0, 2]]}) == "(2, inf)"


def test_absolute_value_equation_by_hand():
    bc = bootcamps.get("algebra/absolute_value_equation")
    # |2x - 3| = x + 1: 2x - 3 = x + 1 -> 4; 3 - 2x = x + 1 -> 2/3; both keep x + 1 >= 0
    data = {"terms": [[2, -3]], "line": [1, 1]}
    assert bc.solve(data) == ["2/3", "4"] and bc.program(bootcamps.trace.Tracer(), data) == ["2/3", "4"]
    # |x - 1| = 2x + 4: x - 1 = 2x + 4 -> -5 (right side -6 < 0: extraneous); 1 - x = 2x + 4 -> -1
    assert bc.solve({"terms": [[1, -1]], "line": [2, 4]}) == ["-1"]
    # |x| + |x - 2| = 4: x = -1 or x = 3
    assert bc.solve({"terms": [[1, 0], [1, -2]], "line": [0, 4]}) == ["-1", "3"]
    assert _score(bc, data, ["2/3", "4"], "x = 4, x = 2/3") == 1.0
    assert _score(bc, data, ["2/3", "4"], "4") == 0.0


def test_circular_seating_by_hand():
    bc = bootcamps.get("combinatorics/circular_seating")
    names = ["A", "B", "C", "D", "E"]
    # 5 people, A and B apart: 4! - 2 * 3! = 12
    data = {"n": 5, "names": names, "together": [], "apart": [[0, 1]]}
    assert bc.solve(data) == 12 and bc.program(bootcamps.trace.Tracer(), data) == 12
    # A-B together and C-D apart: block AB, E, C, D: 3! * 2 = 12 minus C-D glued: 2! * 2 * 2 = 8 -> 4
    data = {"n": 5, "names": names, "together": [[0, 1]], "apart": [[2, 3]]}
    assert bc.solve(data) == 4 == bc.program(bootcamps.trace.Tracer(), data)


def test_dice_extremes_by_hand():
    bc = bootcamps.get("probability/dice_extremes")
    # two d6: E[max] = 161/36, E[min] = 91/36
    data = {"sides": [6, 6], "which": "max"}
    assert bc.solve(data) == "161/36" and bc.program(bootcamps.trace.Tracer(), data) == "161/36"
    assert bc.solve({"sides": [6, 6], "which": "min"}) == "91/36"
    # a d2 and a d4: max is 1 (1/8), 2 (3/8), 3 (2/8), 4 (2/8): 21/8
    assert bc.solve({"sides": [2, 4], "which": "max"}) == "21/8"


def test_committee_selection_by_hand():
    bc = bootcamps.get("combinatorics/committee_selection")
    names = [["A1", "A2", "A3"], ["B1", "B2", "B3"]]
    # 3 of 3 + 3 with 1 or 2 from the second group: C(3,2)C(3,1) + C(3,1)C(3,2) = 18
    data = {"groups": 0, "a": 3, "b": 3, "k": 3, "low": 1, "high": 2, "names": names, "must": None, "quarrel": []}
    assert bc.solve(data) == 18 and bc.program(bootcamps.trace.Tracer(), data) == 18
    # A1 must serve: A1 + 2 more from 5 with second-group count 1..2: C(2,1)C(3,1) + C(2,0)C(3,2) = 9
    assert bc.solve({**data, "must": [0, 0]}) == 9 == bc.program(bootcamps.trace.Tracer(), {**data, "must": [0, 0]})
    # A1 and B1 quarrel: 18 minus committees with both (third member: 2 from A or 2 from B) = 14
    quarrel = {**data, "quarrel": [[0, 0], [1, 0]]}
    assert bc.solve(quarrel) == 14 == bc.program(bootcamps.trace.Tracer(), quarrel)


def test_divisibility_count_by_hand():
    bc = bootcamps.get("combinatorics/divisibility_count")
    # 1..100 and {4, 6}: 25 + 16 - 8 (multiples of 12) = 33 at least one; 67 none; 33 - 8 = 25 exactly one
    base = {"n": 100, "numbers": [4, 6]}
    for kind, value in (("any", 33), ("none", 67), ("exactly_one", 25)):
        assert bc.solve({**base, "kind": kind}) == value == bc.program(bootcamps.trace.Tracer(), {**base, "kind": kind})


def test_card_hands_by_hand():
    bc = bootcamps.get("probability/card_hands")
    # the standard poker counts out of C(52, 5) = 2,598,960 hands
    std = {"suits": 4, "ranks": 13, "hand": 5}
    known = {"flush": 5148, "distinct": 1317888, "one_pair": 1098240, "two_pair": 123552, "three_kind": 54912, "full_house": 3744, "four_kind": 624}
    for event, count in known.items():
        value = str(Fraction(count, 2598960))
        assert bc.solve({**std, "event": event}) == value == bc.program(bootcamps.trace.Tracer(), {**std, "event": event}), event


# ---------------------------------------------------------------- kit/counting


def test_read_rational_set():
    assert counting.read_rational_set("x = 1/2, x = -3") == [Fraction(1, 2), Fraction(-3)]
    assert counting.read_rational_set("{1; 2}") == [1, 2]
    assert counting.read_rational_set("none") == []
    assert counting.read_rational_set("1, 1") is None
    assert counting.read_rational_set("2/4") is None  # not reduced
    assert counting.read_rational_set("4/2") is None  # an integer as a quotient
    assert counting.read_rational_set("2 4") is None
    assert counting.read_rational_set("1" * 5000) is None
    assert counting.format_rational_set(["3", "-1/2"]) == "-1/2, 3"


def test_intervals():
    inf = None
    assert counting.read_interval("(-inf, 3/2]") == (inf, False, Fraction(3, 2), True)
    assert counting.read_interval("(-\\infty, 3/2]") == (inf, False, Fraction(3, 2), True)
    assert counting.read_interval("x <= 3/2") == (inf, False, Fraction(3, 2), True)
    assert counting.read_interval("x > -2") == (Fraction(-2), False, inf, False)
    assert counting.read_interval("-2 <= x < 5") == (Fraction(-2), True, Fraction(5), False)
    assert counting.read_interval("[-2, 5)") == (Fraction(-2), True, Fraction(5), False)
    assert counting.read_interval("[5, -2)") is None
    assert counting.read_interval("(-inf, 3]]") is None
    assert counting.read_interval("[-inf, 3]") is None
    assert counting.read_interval("x < 2 4") is None
    for interval in [(inf, False, Fraction(1, 3), False), (Fraction(-2), True, Fraction(7), True), (Fraction(4), False, inf, False)]:
        assert counting.read_interval(counting.format_interval(interval)) == interval


def test_solve_exact_and_counts():
    assert counting.solve_exact([[2, 1], [1, 3]], [3, 5]) == [Fraction(4, 5), Fraction(7, 5)]
    with pytest.raises(ValueError):
        counting.solve_exact([[1, 2], [2, 4]], [1, 2])
    assert counting.ncr(5, 7) == 0 and counting.ncr(5, -1) == 0 and counting.ncr(6, 2) == 15
    assert counting.multinomial([2, 1, 1]) == 12
    assert counting.multinomial([3, 3]) == math.comb(6, 3)
    p = counting.poly_of([1, 0, 1])
    assert p == counting.poly_of([Fraction(1), 0, 1])


def test_poly_answer():
    checker = counting.PolyAnswer()
    assert checker.check({}, "x^2 - 1", "(x - 1)(x + 1)") == 1.0
    assert checker.check({}, "x^2 - 1", "x^2 + 1") == 0.0
    assert checker.check({}, "x + 1", "(x^2 - 1)/(x - 1)") == 0.0  # a quotient is no polynomial answer
    assert checker.check({}, "x + 1", "x" * 1000) == 0.0
