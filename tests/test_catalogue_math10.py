"""Tenth batch of mathematics bootcamps (combinatorics and probability): gold answers agree
with independent oracles (brute force, sympy, other formulas) on cases at every level, and one
hand-worked example per bootcamp scores 1.0 while a wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import pytest
import sympy

import bootcamps

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 3  # cases per level per bootcamp
q = sympy.Symbol("q")


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


def _inversions(p):
    return sum(1 for i in range(len(p)) for j in range(i + 1, len(p)) if p[i] > p[j])


# ---------------------------------------------------------------- oracles: (data, gold) -> bool


def oracle_inversions(d, gold):
    n, k = d["n"], d["k"]
    if n <= 7:
        return gold == sum(1 for p in itertools.permutations(range(n)) if _inversions(p) == k)
    product = sympy.prod([sum(q**i for i in range(m)) for m in range(1, n + 1)])
    return gold == sympy.Poly(sympy.expand(product), q).coeff_monomial(q**k)


def oracle_descents(d, gold):
    n, k = d["n"], d["k"]
    if n <= 7:
        return gold == sum(1 for p in itertools.permutations(range(n)) if sum(p[i] > p[i + 1] for i in range(n - 1)) == k)
    # DP on (rank of the last entry among the first i, descents so far)
    ways = {(1, 0): 1}
    for i in range(1, n):
        nxt = {}
        for (j, desc), c in ways.items():
            for r in range(1, i + 2):
                key = (r, desc + (r <= j))
                if key[1] <= k:
                    nxt[key] = nxt.get(key, 0) + c
        ways = nxt
    return gold == sum(c for (j, desc), c in ways.items() if desc == k)


def oracle_onto(d, gold):
    n, k, required = d["n"], d["k"], d["required"]
    if k**n <= 100_000:
        need = {r - 1 for r in required}
        return gold == sum(1 for f in itertools.product(range(k), repeat=n) if need <= set(f))
    m = len(required)  # choose which i objects land in the required boxes, onto them
    want = sum(math.comb(n, i) * (k - m) ** (n - i) * math.factorial(m) * sympy.functions.combinatorial.numbers.stirling(i, m)
               for i in range(m, n + 1))
    return gold == want


_FACTORIALS: dict[int, list[int]] = {}


def _comb_mod(n, k, p):
    if k < 0 or k > n:
        return 0
    fact = _FACTORIALS.setdefault(p, [1])
    while len(fact) <= n:
        fact.append(fact[-1] * len(fact) % p)
    return fact[n] * pow(fact[k] * fact[n - k] % p, p - 2, p) % p


def oracle_blocked_paths(d, gold):
    w, h, blocked, p = d["w"], d["h"], {tuple(b) for b in d["blocked"]}, d["mod"]
    if w * h <= 2500:  # cell-by-cell table
        ways = [[0] * (h + 1) for _ in range(w + 1)]
        for x in range(w + 1):
            for y in range(h + 1):
                if (x, y) in blocked:
                    continue
                ways[x][y] = 1 if (x, y) == (0, 0) else (ways[x - 1][y] if x else 0) + (ways[x][y - 1] if y else 0)
        return gold == (ways[w][h] % p if p else ways[w][h])
    # backwards: good(P) = paths from P to the end avoiding the blocked points after P
    def paths(a, b):
        dx, dy = b[0] - a[0], b[1] - a[1]
        return _comb_mod(dx + dy, dx, p) if dx >= 0 and dy >= 0 else 0
    points = sorted(blocked, reverse=True)
    good = {}
    for i, pt in enumerate(points):
        good[pt] = (paths(pt, (w, h)) - sum(paths(pt, other) * good[other] for other in points[:i])) % p
    return gold == (paths((0, 0), (w, h)) - sum(paths((0, 0), pt) * good[pt] for pt in points)) % p


def oracle_subspaces(d, gold):
    qq, n, k = d["q"], d["n"], d["k"]
    if math.comb(n, k) <= 3000:  # reduced row echelon forms: one per subspace
        total = 0
        for pivots in itertools.combinations(range(n), k):
            total += qq ** sum((n - 1 - c) - (k - 1 - i) for i, c in enumerate(pivots))
        return gold == total
    return gold == sympy.prod([sympy.Rational(1 - qq ** (n - i), 1 - qq ** (i + 1)) for i in range(k)])


def test_subspaces_brute_force_small():
    bc = bootcamps.get("combinatorics/subspace_count")
    for n, k in ((3, 1), (3, 2), (4, 2)):  # subspaces of F_2^n as spans of k-subsets of vectors
        spans = set()
        for vectors in itertools.combinations(range(1, 2**n), k):
            span = {0}
            for v in vectors:
                span |= {s ^ v for s in span}
            if len(span) == 2**k:
                spans.add(frozenset(span))
        assert bc.solve({"q": 2, "n": n, "k": k, "template": 0}) == len(spans)


def _perm_order(p):
    seen, order = set(), 1
    for start in range(len(p)):
        length, i = 0, start
        while i not in seen:
            seen.add(i)
            i, length = p[i], length + 1
        if length:
            order = math.lcm(order, length)
    return order


def _roots_of_identity(n, m):
    # n! [x^n] exp(sum over d | m of x^d / d), the exponential by g' = f' g on Fractions
    f = [Fraction(0)] * (n + 1)
    for d in sympy.divisors(m):
        if d <= n:
            f[d] += Fraction(1, d)
    g = [Fraction(1)] + [Fraction(0)] * n
    for j in range(1, n + 1):
        g[j] = sum(i * f[i] * g[j - i] for i in range(1, j + 1)) / j
    return g[n] * math.factorial(n)


def oracle_perm_order(d, gold):
    n, m, exact = d["n"], d["m"], d["exact"]
    if n <= 7:
        orders = [_perm_order(p) for p in itertools.permutations(range(n))]
        return gold == sum(1 for o in orders if (o == m if exact else m % o == 0))
    if not exact:
        return gold == _roots_of_identity(n, m)
    return gold == sum(sympy.mobius(m // e) * _roots_of_identity(n, e) for e in sympy.divisors(m))


def oracle_polya(d, gold):
    start, target, c = d["start"], d["target"], d["extra"]
    n = sum(target)
    if len(start) ** n <= 50_000:  # every colour sequence, probabilities multiplied out
        total = Fraction(0)
        for seq in itertools.product(range(len(start)), repeat=n):
            if [seq.count(i) for i in range(len(start))] != target:
                continue
            balls, p = list(start), Fraction(1)
            for colour in seq:
                p *= Fraction(balls[colour], sum(balls))
                balls[colour] += c
            total += p
        return Fraction(gold) == total
    # Dirichlet-multinomial with parameters a_i / c, through sympy rising factorials
    alphas = [sympy.Rational(a, c) for a in start]
    want = sympy.factorial(n) / sympy.prod([sympy.factorial(k) for k in target])
    want *= sympy.prod([sympy.rf(a, k) for a, k in zip(alphas, target)]) / sympy.rf(sum(alphas), n)
    return sympy.Rational(gold) == want


def oracle_secretary(d, gold):
    n, r, s = d["n"], d["r"], d["top"]
    if n <= 8:  # every arrival order (0 is the best)
        wins = 0
        for order in itertools.permutations(range(n)):
            best_seen = min(order[:r])
            hired = next((x for x in order[r:] if x < best_seen), None)
            wins += hired is not None and hired < s
        return Fraction(gold) == Fraction(wins, math.factorial(n))
    # relative ranks are independent; follow the hired one's rank among the first j candidates
    total = Fraction(0)
    for i in range(r + 1, n + 1):
        rank = {1: Fraction(1)}
        for j in range(i, n):  # candidate j + 1 beats a rank-m one with probability m / (j + 1)
            nxt = {}
            for m, p in rank.items():
                nxt[m + 1] = nxt.get(m + 1, 0) + p * Fraction(m, j + 1)
                nxt[m] = nxt.get(m, 0) + p * Fraction(j + 1 - m, j + 1)
            rank = nxt
        total += Fraction(1, i) * Fraction(r, i - 1) * sum(p for m, p in rank.items() if m <= s)
    return Fraction(gold) == total


def oracle_hitting(d, gold):
    n, target = d["n"], d["target"]
    adj = {v: set() for v in range(n)}
    for u, v in d["edges"]:
        adj[u].add(v)
        adj[v].add(u)
    h = sympy.symbols(f"h0:{n}")
    eqs = [h[target]] + [h[v] - 1 - sum(h[u] for u in adj[v]) / sympy.Integer(len(adj[v])) for v in range(n) if v != target]
    return sympy.Rational(gold) == sympy.solve(eqs, h, dict=True)[0][h[d["start"]]]


ORACLES = {
    "probability/graph_hitting_time": oracle_hitting,
    "probability/secretary_rule": oracle_secretary,
    "probability/polya_urn": oracle_polya,
    "combinatorics/permutation_order": oracle_perm_order,
    "combinatorics/subspace_count": oracle_subspaces,
    "combinatorics/blocked_lattice_paths": oracle_blocked_paths,
    "combinatorics/onto_distributions": oracle_onto,
    "combinatorics/permutation_descents": oracle_descents,
    "combinatorics/permutation_inversions": oracle_inversions,
}


@pytest.mark.parametrize("bootcamp_id", sorted(ORACLES))
def test_gold_agrees_with_oracle(bootcamp_id):
    bc = bootcamps.get(bootcamp_id)
    oracle = ORACLES[bootcamp_id]
    for level in LEVELS:
        for seed in range(SAMPLE):
            case = bc.case(seed, level)
            assert oracle(case.data, case.answer), (bootcamp_id, level, seed, case.data, case.answer)
            assert bc.score(case, f"<answer>{bc.format_answer(case.answer)}</answer>") == 1.0


# ---------------------------------------------------------------- hand-worked examples


def test_inversions_by_hand():
    bc = bootcamps.get("combinatorics/permutation_inversions")
    data = {"n": 4, "k": 2, "template": 0}  # 1342 1423 2143 2314 3124: five permutations
    assert bc.run_program(data)[0] == 5 == bc.solve(data)
    assert _score(bc, data, 5, "5") == 1.0 and _score(bc, data, 5, "6") == 0.0


def test_descents_by_hand():
    bc = bootcamps.get("combinatorics/permutation_descents")
    data = {"n": 4, "k": 1, "template": 1}  # Eulerian row 1, 11, 11, 1
    assert bc.run_program(data)[0] == 11 == bc.solve(data)
    assert _score(bc, data, 11, "11") == 1.0 and _score(bc, data, 11, "12") == 0.0


def test_onto_by_hand():
    bc = bootcamps.get("combinatorics/onto_distributions")
    data = {"n": 3, "k": 3, "required": [1, 3], "story": 0, "template": 0}  # 27 - 8 - 8 + 1
    assert bc.run_program(data)[0] == 12 == bc.solve(data)
    assert _score(bc, data, 12, "12") == 1.0 and _score(bc, data, 12, "13") == 0.0


def test_blocked_paths_by_hand():
    bc = bootcamps.get("combinatorics/blocked_lattice_paths")
    data = {"w": 2, "h": 2, "blocked": [[1, 1]], "mod": 0, "template": 0}  # 6 paths, 4 of them through the centre
    assert bc.run_program(data)[0] == 2 == bc.solve(data)
    assert _score(bc, data, 2, "2") == 1.0 and _score(bc, data, 2, "6") == 0.0


def test_subspaces_by_hand():
    bc = bootcamps.get("combinatorics/subspace_count")
    data = {"q": 3, "n": 3, "k": 1, "template": 0}  # lines through 0 in F_3^3: (27 - 1) / 2
    assert bc.run_program(data)[0] == 13 == bc.solve(data)
    assert _score(bc, data, 13, "13") == 1.0 and _score(bc, data, 13, "26") == 0.0


def test_perm_order_by_hand():
    bc = bootcamps.get("combinatorics/permutation_order")
    data = {"n": 4, "m": 2, "exact": False, "template": 0}  # involutions of 4: 1 + 6 + 3
    assert bc.run_program(data)[0] == 10 == bc.solve(data)
    assert _score(bc, data, 10, "10") == 1.0 and _score(bc, data, 10, "9") == 0.0
    data = {"n": 4, "m": 2, "exact": True, "template": 0}  # minus the identity
    assert bc.run_program(data)[0] == 9 == bc.solve(data)


def test_polya_by_hand():
    bc = bootcamps.get("probability/polya_urn")
    data = {"start": [1, 1], "extra": 1, "target": [1, 1]}  # RB: 1/2 * 1/3, BR the same
    assert bc.run_program(data)[0] == "1/3" == str(bc.solve(data))
    assert _score(bc, data, "1/3", "1/3") == 1.0 and _score(bc, data, "1/3", "1/2") == 0.0


def test_secretary_by_hand():
    bc = bootcamps.get("probability/secretary_rule")
    data = {"n": 3, "r": 1, "top": 1, "story": 0}  # 1/3 * (1/1 + 1/2) = 1/2
    assert bc.run_program(data)[0] == "1/2" == str(bc.solve(data))
    assert _score(bc, data, "1/2", "1/2") == 1.0 and _score(bc, data, "1/2", "1/3") == 0.0


def test_hitting_by_hand():
    bc = bootcamps.get("probability/graph_hitting_time")
    data = {"n": 3, "edges": [[0, 1], [1, 2]], "start": 0, "target": 2}  # path A-B-C: (2 - 0)^2 = 4
    assert bc.run_program(data)[0] == "4" == str(bc.solve(data))
    assert _score(bc, data, "4", "4") == 1.0 and _score(bc, data, "4", "3") == 0.0
