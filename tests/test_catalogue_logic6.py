"""Sixth logic batch against independent oracles (z3, python-sat, brute force written apart
from the bootcamps' solvers), with one hand-worked example per bootcamp."""

from __future__ import annotations

import itertools

import bootcamps

LEVELS = bootcamps.LEVELS
PER_LEVEL = 3  # oracle cases per level per bootcamp


def cases(bootcamp_id: str, n: int = PER_LEVEL):
    bc = bootcamps.get(bootcamp_id)
    for level in LEVELS:
        for seed in range(n):
            yield bc, bc.case(seed, level)


# ---------------------------------------------------------------- logic/wason_selection


def _z3_prop(prop, x, letter):
    import z3

    kind = prop[0]
    if kind == "not":
        return z3.Not(_z3_prop(prop[1], x, letter))
    if kind in ("and", "or"):
        parts = [_z3_prop(prop[1], x, letter), _z3_prop(prop[2], x, letter)]
        return z3.And(*parts) if kind == "and" else z3.Or(*parts)
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    if kind == "vowel":
        return z3.Or(*[x == alphabet.index(c) for c in "AEIOU"])
    if kind == "consonant":
        return z3.And(*[x != alphabet.index(c) for c in "AEIOU"])
    if kind == "after":
        return x > alphabet.index(prop[1])
    if kind == "among":
        return z3.Or(*[x == alphabet.index(c) for c in prop[1]])
    if kind == "even":
        return x % 2 == 0
    if kind == "odd":
        return x % 2 == 1
    if kind == "prime":
        return z3.Or(*[x == p for p in (2, 3, 5, 7, 11, 13, 17, 19)])
    if kind == "gt":
        return x > prop[1]
    if kind == "lt":
        return x < prop[1]
    return x % prop[1] == 0


def test_wason_selection_oracle():
    import z3

    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    # the rule as a formula of (letter property L, number property N)
    rules = {
        "if_ln": lambda L, N: z3.Implies(L, N), "if_nl": lambda L, N: z3.Implies(N, L),
        "only_if": lambda L, N: z3.Implies(L, N), "unless": lambda L, N: z3.Or(L, N),
        "not_both": lambda L, N: z3.Not(z3.And(L, N)), "either": lambda L, N: z3.Or(L, N),
    }
    for bc, case in cases("logic/wason_selection"):
        d = case.data
        letter, number = z3.Int("letter"), z3.Int("number")
        expected = []
        for face in d["faces"]:
            s = z3.Solver()
            s.add(letter >= 0, letter < 26, number >= 1, number <= 20)
            s.add(letter == alphabet.index(face) if face.isalpha() else number == int(face))
            s.add(z3.Not(rules[d["form"]](_z3_prop(d["letter_prop"], letter, True), _z3_prop(d["number_prop"], number, False))))
            if s.check() == z3.sat:
                expected.append(face)
        assert sorted(expected) == sorted(case.answer), case.id
        # one set of cards, one gold text: letters first, then numbers by value
        letters = [f for f in case.answer if f.isalpha()]
        numbers = [f for f in case.answer if f.isdigit()]
        assert case.answer == sorted(letters) + sorted(numbers, key=int), case.id


def test_wason_selection_hand():
    bc = bootcamps.get("logic/wason_selection")
    # the classic: if vowel then even; cards E, K, 4, 7 -> turn E and 7
    data = {"faces": ["E", "K", "4", "7"], "form": "if_ln", "letter_prop": ["vowel"], "number_prop": ["even"]}
    assert bc.solve(data) == ["E", "7"]
    assert bc.check(data, ["E", "7"], "7, E") == 1.0
    assert bc.check(data, ["E", "7"], "E, 4") == 0.0


# ---------------------------------------------------------------- logic/temporal_network


def test_temporal_network_oracle():
    import z3

    for bc, case in cases("logic/temporal_network"):
        names, cons = case.data["names"], case.data["constraints"]
        expected = []
        for target in names:
            opt = z3.Optimize()
            t = {x: z3.Int(x) for x in names}
            for x in names:
                opt.add(t[x] >= 0)
            for c in cons:
                kind = c[0]
                if kind in ("between", "after", "within"):
                    opt.add(t[c[2]] - t[c[1]] >= c[3])
                    if c[4] is not None:
                        opt.add(t[c[2]] - t[c[1]] <= c[4])
                elif kind == "before_most":
                    opt.add(t[c[2]] - t[c[1]] <= c[4])
                elif kind == "release":
                    opt.add(t[c[1]] >= c[3])
                else:
                    opt.add(t[c[1]] <= c[4])
            h = opt.minimize(t[target])
            assert opt.check() == z3.sat
            expected.append(opt.lower(h).as_long())
        assert expected == case.answer, case.id


def test_temporal_network_hand():
    bc = bootcamps.get("logic/temporal_network")
    # B 10..20 after A, A not before 5, C at least 3 before B, C after A within 30
    data = {"names": ["A", "B", "C"], "constraints": [
        ["between", "A", "B", 10, 20], ["release", "A", None, 5, None],
        ["before_most", "B", "C", None, -3], ["within", "A", "C", 0, 30]]}
    # A 5, B 15, C at least A (5) and at most B-3 -> earliest 5
    assert bc.solve(data) == [5, 15, 5]
    assert bc.check(data, [5, 15, 5], "5, 15, 5") == 1.0
    assert bc.check(data, [5, 15, 5], "5, 15, 12") == 0.0


# ---------------------------------------------------------------- logic/muddy_children


def _muddy_oracle(n: int, allowed: list[int], actual: tuple) -> list[int]:
    """Explicit Kripke model: worlds are 0/1 tuples; child i cannot tell apart worlds that agree
    everywhere but at i; a public announcement keeps the worlds where it is true."""
    worlds = [w for w in itertools.product((0, 1), repeat=n) if sum(w) in allowed]
    first = [0] * n
    for rnd in range(1, n + 3):
        def knows(w, i):
            return all(v[i] == w[i] for v in worlds if all(v[j] == w[j] for j in range(n) if j != i))
        pattern = {w: tuple(knows(w, i) for i in range(n)) for w in worlds}
        for i in range(n):
            if pattern[actual][i] and not first[i]:
                first[i] = rnd
        worlds = [w for w in worlds if pattern[w] == pattern[actual]]
    return first


def test_muddy_children_oracle():
    from bootcamps.logic.muddy_children import allowed_counts

    for bc, case in cases("logic/muddy_children"):
        n = len(case.data["names"])
        actual = tuple(int(i in case.data["muddy"]) for i in range(n))
        assert _muddy_oracle(n, allowed_counts(case.data["announcement"], n), actual) == case.answer, case.id


def test_muddy_children_hand():
    bc = bootcamps.get("logic/muddy_children")
    # classic: three children, two muddy, "at least one": the muddy two know in round 2, the
    # clean one in round 3 (once the muddy two have said they know)
    data = {"names": ["Ann", "Ben", "Cy"], "muddy": [0, 1], "announcement": ["atleast", 1]}
    assert bc.solve(data) == [2, 2, 3]
    assert bc.check(data, [2, 2, 3], "2, 2, 3") == 1.0
    assert bc.check(data, [2, 2, 3], "2, 2, 0") == 0.0


# ---------------------------------------------------------------- logic/zebra_puzzle


def test_zebra_puzzle_oracle():
    import z3

    for bc, case in cases("logic/zebra_puzzle", n=2):
        d = case.data
        n = d["houses"]
        h = {v: z3.Int(v) for _, vals in d["categories"] for v in vals}
        s = z3.Solver()
        for _, vals in d["categories"]:
            s.add(z3.Distinct(*[h[v] for v in vals]))
            s.add(*[z3.And(h[v] >= 1, h[v] <= n) for v in vals])
        for kind, a, b in d["clues"]:
            if kind == "pos":
                s.add(h[a] == b)
            elif kind == "same":
                s.add(h[a] == h[b])
            elif kind == "not_same":
                s.add(h[a] != h[b])
            elif kind == "next":
                s.add(z3.Or(h[a] - h[b] == 1, h[b] - h[a] == 1))
            elif kind == "left_of":
                s.add(h[a] < h[b])
            else:
                s.add(h[a] + 1 == h[b])
        assert s.check() == z3.sat
        m = s.model()
        got = {v: m[h[v]].as_long() for v in h}
        for house, row in enumerate(case.answer, 1):
            assert all(got[v] == house for v in row), case.id
        s.add(z3.Or(*[h[v] != got[v] for v in h]))
        assert s.check() == z3.unsat, case.id  # unique


def test_zebra_puzzle_hand():
    bc = bootcamps.get("logic/zebra_puzzle")
    data = {"houses": 2, "categories": [["colour", ["blue", "red"]], ["pet", ["cat", "dog"]]],
            "clues": [["imm_left", "red", "blue"], ["same", "dog", "blue"]]}
    gold = [["red", "cat"], ["blue", "dog"]]
    assert bc.solve(data) == gold
    assert bc.check(data, gold, "House 1: red, cat\nHouse 2: blue, dog") == 1.0
    assert bc.check(data, gold, "House 1: red, dog\nHouse 2: blue, cat") == 0.0


# ---------------------------------------------------------------- logic/stuck_at_fault


def test_stuck_at_fault_oracle():
    import z3

    ops = {
        "AND": lambda a: z3.And(*a), "OR": lambda a: z3.Or(*a), "XOR": lambda a: z3.Xor(*a),
        "NAND": lambda a: z3.Not(z3.And(*a)), "NOR": lambda a: z3.Not(z3.Or(*a)), "NOT": lambda a: z3.Not(a[0]),
    }
    for bc, case in cases("logic/stuck_at_fault"):
        d = case.data
        names = [f"x{i + 1}" for i in range(d["inputs"])] + [g[0] for g in d["gates"]]
        consistent = []
        for wire in names:
            for stuck in (0, 1):
                s = z3.Solver()
                for k, (vec, seen) in enumerate(d["tests"]):
                    # "line" is the healthy driver of a wire, "w" what its readers see
                    w = {n: z3.Bool(f"{n}_{k}") for n in names}
                    line = {f"x{i + 1}": z3.BoolVal(bool(b)) for i, b in enumerate(vec)}
                    for name, op, args in d["gates"]:
                        line[name] = ops[op]([w[a] for a in args])
                    for n in names:
                        s.add(w[n] == (z3.BoolVal(bool(stuck)) if n == wire else line[n]))
                    for o, b in zip(d["outputs"], seen):
                        s.add(w[o] == z3.BoolVal(bool(b)))
                if s.check() == z3.sat:
                    consistent.append([wire, stuck])
        assert sorted(map(tuple, consistent)) == sorted(map(tuple, case.answer)), case.id


def test_stuck_at_fault_hand():
    bc = bootcamps.get("logic/stuck_at_fault")
    # g1 = AND(x1, x2); one test x1=1, x2=1 gives 0: x1, x2 or g1 stuck at 0
    data = {"inputs": 2, "gates": [["g1", "AND", ["x1", "x2"]]], "outputs": ["g1"], "tests": [[[1, 1], [0]]]}
    gold = [["x1", 0], ["x2", 0], ["g1", 0]]
    assert bc.solve(data) == gold
    assert bc.check(data, gold, "g1 stuck at 0, x1 stuck at 0, x2 stuck at 0") == 1.0
    assert bc.check(data, gold, "g1 stuck at 0") == 0.0


# ---------------------------------------------------------------- logic/birthday_dialogue


def test_birthday_dialogue_oracle():
    from bootcamps.logic.birthday_dialogue import MONTHS

    for bc, case in cases("logic/birthday_dialogue"):
        d = case.data
        worlds = [tuple(w) for w in d["dates"]]
        # accessibility: agent 0 (told the month) confuses worlds with the same month, agent 1 the day
        for kind, who in d["dialogue"]:
            def access(w, agent, pool):
                return [v for v in pool if v[agent] == w[agent]]

            def knows(w, agent, pool):
                return len(access(w, agent, pool)) == 1

            def true_at(w):
                k = knows(w, who, worlds)
                other_not = not any(knows(v, 1 - who, worlds) for v in access(w, who, worlds))
                return {"know": k, "not_know": not k, "knows_other_not": other_not, "neither": (not k) and other_not}[kind]

            worlds = [w for w in worlds if true_at(w)]
        assert len(worlds) == 1, case.id
        assert f"{MONTHS[worlds[0][0]]} {worlds[0][1]}" == case.answer, case.id


def test_birthday_dialogue_hand():
    bc = bootcamps.get("logic/birthday_dialogue")
    # the original Cheryl puzzle (months May=4, June=5, July=6, August=7)
    dates = [[4, 15], [4, 16], [4, 19], [5, 17], [5, 18], [6, 14], [6, 16], [7, 14], [7, 15], [7, 17]]
    data = {"dates": dates, "friends": ["Albert", "Bernard"],
            "dialogue": [["neither", 0], ["know", 1], ["know", 0]]}
    assert bc.solve(data) == "July 16"
    assert bc.check(data, "July 16", "July 16") == 1.0
    assert bc.check(data, "July 16", "August 17") == 0.0


# ---------------------------------------------------------------- logic/critical_clauses


def test_critical_clauses_oracle():
    from pysat.solvers import Minisat22

    for bc, case in cases("logic/critical_clauses"):
        clauses = case.data["clauses"]
        with Minisat22(bootstrap_with=clauses) as whole:
            assert not whole.solve(), case.id
        critical = []
        for k in range(len(clauses)):
            with Minisat22(bootstrap_with=clauses[:k] + clauses[k + 1:]) as s:
                if s.solve():
                    critical.append(k + 1)
        assert critical == sorted(case.answer), case.id


def test_critical_clauses_hand():
    bc = bootcamps.get("logic/critical_clauses")
    # x1, ~x1 | x2, ~x2, and a spare ~x1: the core {1, 2, 3} or {1, 4}: only clause 1 is in both
    data = {"variables": 2, "clauses": [[1], [-1, 2], [-2], [-1]]}
    assert bc.solve(data) == [1]
    assert bc.check(data, [1], "1") == 1.0
    assert bc.check(data, [1], "1, 4") == 0.0


# ---------------------------------------------------------------- logic/candidate_keys


def test_candidate_keys_oracle():
    for bc, case in cases("logic/candidate_keys"):
        attrs, fds = frozenset(case.data["attributes"]), [(frozenset(l), frozenset(r)) for l, r in case.data["fds"]]

        def superkey(s):
            cl = frozenset(s)
            for _ in range(len(attrs)):  # at most one new attribute per pass is needed to reach the fixpoint
                cl = cl.union(*[r for l, r in fds if l <= cl])
            return cl == attrs

        keys = []
        for k in range(1, len(attrs) + 1):
            for combo in itertools.combinations(sorted(attrs), k):
                # superkeys are closed upwards, so minimal means no single attribute can be dropped
                if superkey(combo) and not any(superkey(set(combo) - {a}) for a in combo):
                    keys.append("".join(combo))
        assert sorted(keys) == sorted(case.answer), case.id


def test_candidate_keys_hand():
    bc = bootcamps.get("logic/candidate_keys")
    # A -> B, B -> C, C -> A over A, B, C, D: keys AD, BD, CD
    data = {"attributes": "ABCD", "fds": [["A", "B"], ["B", "C"], ["C", "A"]]}
    assert bc.solve(data) == ["AD", "BD", "CD"]
    assert bc.check(data, ["AD", "BD", "CD"], "{C, D}, {A, D}, {B, D}") == 1.0
    assert bc.check(data, ["AD", "BD", "CD"], "AD, BD") == 0.0
    # the whole list in one pair of braces is a list of keys; one braced group of single letters is one key
    assert bc.check(data, ["AD", "BD", "CD"], "{AD, BD, CD}") == 1.0
    assert bc.check(data, ["ABD"], "{AD, B}") == 0.0  # two keys claimed, not ABD
    assert bc.check(data, ["ABD"], "{A, B, D}") == 1.0


# ---------------------------------------------------------------- logic/dpll_run


def _dpll_counts(clauses, n):
    """Explicit-stack DPLL with clause simplification (satisfied clauses dropped, false literals
    removed), counting decisions and conflicts as the prompt defines them."""
    decisions = conflicts = 0

    def simplify(cs, lit):
        return [[l for l in c if l != -lit] for c in cs if lit not in c]

    stack = [([list(c) for c in clauses], set(), False)]  # (clauses, assigned vars, is_flip_branch)
    pending = []  # for each decision level: the clauses and vars to use for the flip
    while True:
        cs, assigned, _ = stack.pop()
        conflict = False
        while True:
            if any(len(c) == 0 for c in cs):
                conflict = True
                break
            units = [c[0] for c in cs if len(c) == 1]
            if not units:
                break
            cs = simplify(cs, units[0])
            assigned = assigned | {abs(units[0])}
        if conflict:
            conflicts += 1
            if not pending:
                return decisions, conflicts, 0
            cs0, assigned0, var = pending.pop()
            stack.append((simplify(cs0, -var), assigned0 | {var}, True))
            continue
        if not cs:
            return decisions, conflicts, 1
        var = min(v for v in range(1, n + 1) if v not in assigned)
        decisions += 1
        pending.append((cs, assigned, var))
        stack.append((simplify(cs, var), assigned | {var}, False))


def test_dpll_run_oracle():
    from pysat.solvers import Minisat22

    for bc, case in cases("logic/dpll_run"):
        clauses, n = case.data["clauses"], case.data["variables"]
        assert list(_dpll_counts(clauses, n)) == case.answer, case.id
        with Minisat22(bootstrap_with=clauses) as s:
            assert int(s.solve()) == case.answer[2], case.id


def test_dpll_run_hand():
    bc = bootcamps.get("logic/dpll_run")
    # (x1 | x2), (~x1 | x2), (~x2 | x3), (~x2 | ~x3): decide x1 -> x2 -> x3 and ~x3 clash (conflict 1);
    # flip x1 False -> x2 -> clash again (conflict 2); no decision left: unsatisfiable
    data = {"variables": 3, "clauses": [[1, 2], [-1, 2], [-2, 3], [-2, -3]]}
    assert bc.solve(data) == [1, 2, 0]
    assert bc.check(data, [1, 2, 0], "1, 2, 0") == 1.0
    assert bc.check(data, [1, 2, 0], "2, 2, 0") == 0.0


# ---------------------------------------------------------------- logic/decision_table


def test_decision_table_oracle():
    for bc, case in cases("logic/decision_table"):
        conds, rules = case.data["conditions"], case.data["rules"]
        actions_at: dict[tuple, set] = {}
        for entries, action in rules:  # paint each rule's cases
            choices = []
            for e, (_, dom) in zip(entries, conds):
                choices.append(dom if e[0] == "any" else [e[1]] if e[0] == "is" else [v for v in dom if v != e[1]])
            for cell in itertools.product(*choices):
                actions_at.setdefault(cell, set()).add(action)
        total = 1
        for _, dom in conds:
            total *= len(dom)
        gaps = total - len(actions_at)
        conflicts = sum(1 for acts in actions_at.values() if len(acts) > 1)
        assert [gaps, conflicts] == case.answer, case.id


def test_decision_table_hand():
    bc = bootcamps.get("logic/decision_table")
    # member yes -> approve; size S -> reject; 2 x 3 cases: (no, M), (no, L) uncovered; (yes, S) conflicts
    data = {"conditions": [["member", ["yes", "no"]], ["size", ["S", "M", "L"]]],
            "rules": [[[["is", "yes"], ["any"]], "approve"], [[["any"], ["is", "S"]], "reject"]]}
    assert bc.solve(data) == [2, 1]
    assert bc.check(data, [2, 1], "2, 1") == 1.0
    assert bc.check(data, [2, 1], "1, 2") == 0.0


# ---------------------------------------------------------------- logic/prolog_answers


def _prolog_oracle(template: str, facts: list, x, y) -> list[tuple]:
    """Each clause written as a Python comprehension over the facts in order (no unification):
    the proofs of pred(x, y) as (x, y) pairs, None standing for a free argument."""
    def parent(a, b):
        return [(p, c) for p, c in facts if a in (None, p) and b in (None, c)]

    def anc(a, b):
        base = parent(a, b)
        if template == "anc_base_first":
            return base + [(p, w) for p, z in parent(a, None) for _, w in anc(z, b)]
        if template == "anc_rec_first":
            return [(p, w) for p, z in parent(a, None) for _, w in anc(z, b)] + base
        return base + [(v, c) for z, c in parent(None, b) for v, _ in anc(a, z)]  # anc_up

    if template == "grand":
        return [(p, w) for p, z in parent(x, None) for _, w in parent(z, y)]
    return anc(x, y)


def test_prolog_answers_oracle():
    for bc, case in cases("logic/prolog_answers", n=4):
        d = case.data
        _, a, b = d["query"]
        x, y = (None if a == "X" else a), (None if b == "Y" else b)
        proofs = _prolog_oracle(d["template"], [tuple(f) for f in d["facts"]], x, y)
        expected = [p[0] if x is None else p[1] for p in proofs]
        assert expected == case.answer, case.id


def test_prolog_answers_hand():
    bc = bootcamps.get("logic/prolog_answers")
    # a->b, a->c, b->c; anc(a, Y) base first: b, c (facts), then via b: c  -> b, c, c
    data = {"facts": [["ann", "bob"], ["ann", "cai"], ["bob", "cai"]], "template": "anc_base_first",
            "rules_last": True, "query": ["anc", "ann", "Y"]}
    assert bc.solve(data) == ["bob", "cai", "cai"]
    assert bc.check(data, ["bob", "cai", "cai"], "bob, cai, cai") == 1.0
    assert bc.check(data, ["bob", "cai", "cai"], "bob, cai") == 0.0


# ---------------------------------------------------------------- logic/two_sat_lexmin


def test_two_sat_lexmin_oracle():
    from pysat.solvers import Minisat22

    for bc, case in cases("logic/two_sat_lexmin"):
        n, clauses = case.data["variables"], case.data["clauses"]
        prefix = []
        with Minisat22(bootstrap_with=clauses) as s:
            for v in range(1, n + 1):
                prefix.append(-v if s.solve(assumptions=prefix + [-v]) else v)
            assert s.solve(assumptions=prefix)
        assert "".join("1" if l > 0 else "0" for l in prefix) == case.answer, case.id


def test_two_sat_lexmin_hand():
    bc = bootcamps.get("logic/two_sat_lexmin")
    # (x1 | x2), (~x2 | x3), (~x3): x3 false, so x2 false, so x1 true -> 100
    data = {"variables": 3, "clauses": [[1, 2], [-2, 3], [-3]]}
    assert bc.solve(data) == "100"
    assert bc.check(data, "100", "100") == 1.0
    assert bc.check(data, "100", "110") == 0.0


# ---------------------------------------------------------------- logic/proof_check


def _proof_oracle(texts: list[tuple[str, str, list[int]]], names: list[str]) -> list[int]:
    """Re-read each printed formula with the kit's parser and test the rule patterns on the parse
    trees; also confirm every accepted step is semantically valid (truth tables)."""
    from bootcamps.kit import boolexpr

    fs = [boolexpr.parse(t, names) for t, _, _ in texts]
    bad = []
    seen_derived = False
    for k, (_, rule, refs) in enumerate(texts):
        f = fs[k]
        if rule == "premise":
            ok = not seen_derived and not refs
        else:
            seen_derived = True
            ok = all(1 <= r <= k for r in refs)
            if ok:
                c = [fs[r - 1] for r in refs]
                n = len(c)
                ok = {
                    "MP": n == 2 and c[1] == ["imp", c[0], f],
                    "MT": n == 2 and c[0][0] == "imp" and c[1] == ["not", c[0][2]] and f == ["not", c[0][1]],
                    "AI": n == 2 and f == ["and", c[0], c[1]],
                    "AE": n == 1 and c[0][0] == "and" and f in (c[0][1], c[0][2]),
                    "OI": n == 1 and f[0] == "or" and c[0] in (f[1], f[2]),
                    "DS": n == 2 and c[0][0] == "or" and ((c[1] == ["not", c[0][1]] and f == c[0][2]) or (c[1] == ["not", c[0][2]] and f == c[0][1])),
                    "HS": n == 2 and c[0][0] == "imp" and c[1][0] == "imp" and c[0][2] == c[1][1] and f == ["imp", c[0][1], c[1][2]],
                }[rule]
                if ok:  # a pattern match must be a valid inference
                    for env in boolexpr.rows(names):
                        if all(boolexpr.evaluate(x, env) for x in c):
                            assert boolexpr.evaluate(f, env)
        if not ok:
            bad.append(k + 1)
    return bad


def test_proof_check_oracle():
    from bootcamps.kit import boolexpr

    for bc, case in cases("logic/proof_check"):
        lines = case.data["lines"]
        names = sorted({v for l in lines for v in boolexpr.variables(l["formula"])})
        texts = [(boolexpr.render(l["formula"]), l["rule"], l["refs"]) for l in lines]
        assert _proof_oracle(texts, names) == sorted(case.answer), case.id


def test_proof_check_hand():
    bc = bootcamps.get("logic/proof_check")
    p, q = ["var", "p"], ["var", "q"]
    data = {"lines": [
        {"formula": ["imp", p, q], "rule": "premise", "refs": []},
        {"formula": q, "rule": "premise", "refs": []},
        {"formula": p, "rule": "MP", "refs": [2, 1]},  # affirming the consequent: wrong
        {"formula": ["or", q, p], "rule": "OI", "refs": [2]},  # fine
    ]}
    assert bc.solve(data) == [3]
    assert bc.check(data, [3], "3") == 1.0
    assert bc.check(data, [3], "3, 4") == 0.0
