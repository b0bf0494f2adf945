"""Seventh logic batch: gold answers agree with independent oracles (python-sat, z3, brute
force, implementations written another way) on cases at every level, and one hand-worked
example per bootcamp scores 1.0 while a wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest
from pysat.solvers import Minisat22

import bootcamps

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 4  # cases per level per bootcamp


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


def _cases(name, level):
    bc = bootcamps.get(name)
    return bc, [bc.case(seed=s, level=level, split="train") for s in range(SAMPLE)]


# ---------------------------------------------------------------- resolution_refutation


def _saturate_depth(clauses, limit):
    """Resolution depth by sorted tuples and explicit 'first round' labels; None past limit."""
    label = {tuple(sorted(c)): 0 for c in clauses}
    for rnd in range(1, limit + 1):
        items = sorted(label)
        for a, b in itertools.combinations(items, 2):
            pivots = [x for x in a if -x in b]
            if len(pivots) != 1:
                continue
            r = tuple(sorted(set(a + b) - {pivots[0], -pivots[0]}))
            label.setdefault(r, rnd)
        if () in label:
            return label[()]
    return None


@pytest.mark.parametrize("level", LEVELS)
def test_resolution_refutation_oracle(level):
    bc, cases = _cases("logic/resolution_refutation", level)
    for case in cases:
        clauses = case.data["clauses"]
        with Minisat22(bootstrap_with=clauses) as solver:
            assert not solver.solve()  # the prompt promises unsatisfiability
        assert _saturate_depth(clauses, case.data["variables"]) == case.answer
        assert _saturate_depth(clauses, case.answer - 1) is None


def test_resolution_refutation_hand_example():
    bc = bootcamps.get("logic/resolution_refutation")
    # {x1,x2} {x1,~x2} {~x1,x2} {~x1,~x2}: round 1 gives {x1}, {x2}, {~x1}, {~x2}; round 2 gives {}.
    data = {"variables": 2, "clauses": [[1, 2], [1, -2], [-1, 2], [-1, -2]]}
    gold = bc.solve(data)
    assert gold == 2
    assert _score(bc, data, gold, "2") == 1.0
    assert _score(bc, data, gold, "1") == 0.0
    assert _score(bc, data, gold, "3") == 0.0


# ---------------------------------------------------------------- description_logic_subsumption


def _el_completion(names, axioms):
    """EL completion (CEL style): normalise the TBox, then saturate S(A) and R(r)."""
    fresh = {}  # ("some", r, B) on a left-hand side -> fresh name
    conj_rules = []  # (frozenset of left names, right name)
    exists_right = []  # (A, r, B): A ⊑ ∃r.B
    exists_left = []  # (r, B, E): ∃r.B ⊑ E

    def lhs_name(part):
        if part[0] == "name":
            return part[1]
        key = (part[1], part[2])
        if key not in fresh:
            fresh[key] = f"_E{len(fresh)}"
            exists_left.append((part[1], part[2], fresh[key]))
        return fresh[key]

    for name, kind, body in axioms:
        for part in body:  # name ⊑ each conjunct
            if part[0] == "name":
                conj_rules.append((frozenset([name]), part[1]))
            else:
                exists_right.append((name, part[1], part[2]))
        if kind == "def":  # body ⊑ name
            conj_rules.append((frozenset(lhs_name(p) for p in body), name))
    concepts = list(names) + list(fresh.values())
    subs = {a: {a} for a in concepts}
    edges = set()  # (r, X, Y)
    changed = True
    while changed:
        changed = False
        for x in concepts:
            for left, right in conj_rules:
                if left <= subs[x] and right not in subs[x]:
                    subs[x].add(right)
                    changed = True
            for a, r, b in exists_right:
                if a in subs[x] and (r, x, b) not in edges:
                    edges.add((r, x, b))
                    changed = True
        for r, x, y in list(edges):
            for s, b, e in exists_left:
                if s == r and b in subs[y] and e not in subs[x]:
                    subs[x].add(e)
                    changed = True
    return subs


@pytest.mark.parametrize("level", LEVELS)
def test_description_logic_subsumption_oracle(level):
    bc, cases = _cases("logic/description_logic_subsumption", level)
    for case in cases:
        d = case.data
        subs = _el_completion(d["names"], d["axioms"])
        want = sorted(y for y in d["names"] if y != d["query"] and y in subs[d["query"]])
        assert case.answer == want


def test_description_logic_subsumption_hand_example():
    bc = bootcamps.get("logic/description_logic_subsumption")
    # Parent ≡ Person ⊓ ∃child.Person; Mother ⊑ Parent ⊓ Female; P2 ≡ Person ⊓ ∃child.Female.
    # Mother ⊑ Parent, Person, Female; not P2 (her child need not be Female).
    data = {"names": ["A", "F", "B", "M", "C"], "roles": ["r"], "query": "M", "axioms": [
        ["B", "def", [["name", "A"], ["some", "r", "A"]]],
        ["M", "inc", [["name", "B"], ["name", "F"]]],
        ["C", "def", [["name", "A"], ["some", "r", "F"]]],
    ]}
    gold = bc.solve(data)
    assert gold == ["A", "B", "F"]
    assert _score(bc, data, gold, "B, A, F") == 1.0
    assert _score(bc, data, gold, "{A, B, F}") == 1.0
    assert _score(bc, data, gold, "A, B, C, F") == 0.0
    assert _score(bc, data, gold, "A, B") == 0.0


# ---------------------------------------------------------------- fuzzy_logic_eval


def _z3_degree(data):
    import z3

    fam = data["family"]
    values = {a: z3.RealVal(v) for a, v in data["values"].items()}

    def ev(f):
        if f[0] == "atom":
            return values[f[1]]
        if f[0] == "not":
            return 1 - ev(f[1])
        a, b = ev(f[1]), ev(f[2])
        if fam == "lukasiewicz":
            return {"and": z3.If(a + b - 1 > 0, a + b - 1, 0), "or": z3.If(a + b < 1, a + b, 1),
                    "imp": z3.If(1 - a + b < 1, 1 - a + b, 1)}[f[0]]
        if fam == "product":
            return {"and": a * b, "or": a + b - a * b, "imp": z3.If(a <= b, 1, b / a)}[f[0]]
        return {"and": z3.If(a <= b, a, b), "or": z3.If(a >= b, a, b), "imp": z3.If(a <= b, 1, b)}[f[0]]

    value = z3.simplify(ev(data["formula"]))
    return Fraction(value.numerator_as_long(), value.denominator_as_long())


@pytest.mark.parametrize("level", LEVELS)
def test_fuzzy_logic_eval_oracle(level):
    bc, cases = _cases("logic/fuzzy_logic_eval", level)
    for case in cases:
        assert Fraction(case.answer) == _z3_degree(case.data)


def test_fuzzy_logic_eval_hand_example():
    bc = bootcamps.get("logic/fuzzy_logic_eval")
    # Product logic, p = 0.5, q = 0.3: p -> q = 0.3/0.5 = 3/5; (p -> q) | q = 0.6 + 0.3 - 0.18 = 0.72.
    f = ["or", ["imp", ["atom", "p"], ["atom", "q"]], ["atom", "q"]]
    data = {"family": "product", "values": {"p": "1/2", "q": "3/10"}, "formula": f}
    gold = bc.solve(data)
    assert Fraction(gold) == Fraction(72, 100)
    assert _score(bc, data, gold, "0.72") == 1.0
    assert _score(bc, data, gold, "18/25") == 1.0
    assert _score(bc, data, gold, "0.9") == 0.0
    # Lukasiewicz, same degrees: p -> q = min(1, 1 - 0.5 + 0.3) = 0.8; 0.8 | 0.3 = min(1, 1.1) = 1.
    assert bc.solve({**data, "family": "lukasiewicz"}) == "1"


# ---------------------------------------------------------------- arc_consistency


def _relation(con, dom_x, dom_y):
    """The allowed pairs of a constraint, enumerated from its printed form's meaning."""
    kind, _, _, k = con
    test = {"lt": lambda a, b: a < b, "neq": lambda a, b: a != b, "sum": lambda a, b: a + b == k,
            "sumle": lambda a, b: a + b <= k, "diff": lambda a, b: a - b in (k, -k),
            "gap": lambda a, b: max(a - b, b - a) >= k, "even": lambda a, b: (a - b) % 2 == 0}[kind]
    return {(a, b) for a in dom_x for b in dom_y if test(a, b)}


def _ac_closure(domains, constraints):
    """Greatest fixpoint by projections of the allowed-pair tables (AC-1 on relations)."""
    doms = {v: frozenset(d) for v, d in domains.items()}
    while True:
        new = dict(doms)
        for con in constraints:
            _, x, y, _ = con
            pairs = _relation(con, new[x], new[y])
            new[x] = new[x] & {a for a, _ in pairs}
            new[y] = new[y] & {b for _, b in pairs}
        if new == doms:
            return [sorted(doms[v]) for v in domains]
        doms = new


@pytest.mark.parametrize("level", LEVELS)
def test_arc_consistency_oracle(level):
    bc, cases = _cases("logic/arc_consistency", level)
    for case in cases:
        d = case.data
        assert case.answer == _ac_closure(d["domains"], d["constraints"])
        names = list(d["domains"])
        if len(names) <= 5:  # soundness: no value of a full solution is ever pruned
            for values in itertools.product(*d["domains"].values()):
                env = dict(zip(names, values))
                if all(_relation(c, [env[c[1]]], [env[c[2]]]) for c in d["constraints"]):
                    assert all(env[v] in case.answer[i] for i, v in enumerate(names))


def test_arc_consistency_hand_example():
    bc = bootcamps.get("logic/arc_consistency")
    # A, B, C in {1,2,3}; A < B, B < C. B loses 1 (A < B) and 3 (B < C); C loses 1 and 2;
    # then A, facing B = {2}, loses 2 and 3: A = {1}, B = {2}, C = {3}.
    data = {"domains": {"A": [1, 2, 3], "B": [1, 2, 3], "C": [1, 2, 3]},
            "constraints": [["lt", "A", "B", 0], ["lt", "B", "C", 0]]}
    gold = bc.solve(data)
    assert gold == [[1], [2], [3]]
    assert _score(bc, data, gold, "A = {1}; B = {2}; C = {3}") == 1.0
    assert _score(bc, data, gold, "A: 1, B: 2, C: 3") == 1.0
    assert _score(bc, data, gold, "A = {1, 2}; B = {2}; C = {3}") == 0.0
    assert _score(bc, data, gold, "A = {1}; B = {2}") == 0.0


# ---------------------------------------------------------------- tournament_logic


def _z3_results(data):
    """All result vectors fitting the clues (at most two), found by z3 over 0/1/2 outcomes."""
    import z3

    teams, matches = data["teams"], data["matches"]
    o = [z3.Int(f"m{i}") for i in range(len(matches))]
    s = z3.Solver()
    s.add([z3.And(v >= 0, v <= 2) for v in o])  # 0: first team wins, 1: draw, 2: second team wins

    def stat(team, kind):
        terms = []
        for (x, y), v in zip(matches, o):
            if team not in (x, y):
                continue
            win, lose = (0, 2) if team == x else (2, 0)
            terms.append({"points": z3.If(v == win, 3, z3.If(v == 1, 1, 0)), "wins": z3.If(v == win, 1, 0),
                          "draws": z3.If(v == 1, 1, 0), "losses": z3.If(v == lose, 1, 0)}[kind])
        return z3.Sum(terms)

    for c in data["clues"]:
        if c[0] in ("points", "wins", "draws", "losses"):
            s.add(stat(c[1], c[0]) == c[2])
        elif c[0] == "total_draws":
            s.add(z3.Sum([z3.If(v == 1, 1, 0) for v in o]) == c[1])
        elif c[0] == "more":
            s.add(stat(c[1], "points") > stat(c[2], "points"))
        else:  # beat
            i = next(k for k, m in enumerate(matches) if set(m) == {c[1], c[2]})
            s.add(o[i] == (0 if matches[i][0] == c[1] else 2))
    out = []
    while len(out) < 2 and s.check() == z3.sat:
        model = [s.model()[v].as_long() for v in o]
        out.append([m[0] if r == 0 else m[1] if r == 2 else "draw" for m, r in zip(matches, model)])
        s.add(z3.Or([v != r for v, r in zip(o, model)]))
    return out


@pytest.mark.parametrize("level", LEVELS)
def test_tournament_logic_oracle(level):
    bc, cases = _cases("logic/tournament_logic", level)
    for case in cases:
        assert _z3_results(case.data) == [case.answer]  # the gold, and nothing else, fits


def test_tournament_logic_hand_example():
    bc = bootcamps.get("logic/tournament_logic")
    # A 4 points, B 4 points, C 0 points among three teams: C lost both; A and B drew.
    data = {"teams": ["A", "B", "C"], "matches": [["A", "B"], ["A", "C"], ["B", "C"]],
            "clues": [["points", "A", 4], ["points", "B", 4], ["points", "C", 0]]}
    gold = bc.solve(data)
    assert gold == ["draw", "A", "B"]
    assert _score(bc, data, gold, "draw, A, B") == 1.0
    assert _score(bc, data, gold, "Draw, A, B") == 1.0
    assert _score(bc, data, gold, "A, A, B") == 0.0
    assert _score(bc, data, gold, "draw, A") == 0.0
