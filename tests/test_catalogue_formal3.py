"""Batch formal3 of formal-language bootcamps: gold answers agree with independently written
oracles on cases at every level, and one hand-worked example per bootcamp scores 1.0 while a
wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import itertools
import re

import pytest

import bootcamps

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 4  # cases per level per bootcamp


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


# ---------------------------------------------------------------- lambda terms (own parser)


def _lam_parse(text):
    toks = re.findall(r"\\|\.|\(|\)|[a-z][a-z0-9]*", text)
    pos = [0]

    def seq():
        items = []
        while pos[0] < len(toks) and toks[pos[0]] not in (")", "."):
            tok = toks[pos[0]]
            if tok == "\\":
                name = toks[pos[0] + 1]
                assert toks[pos[0] + 2] == "."
                pos[0] += 3
                items.append(("lam", name, seq()))
                break
            pos[0] += 1
            if tok == "(":
                items.append(seq())
                assert toks[pos[0]] == ")"
                pos[0] += 1
            else:
                items.append(("var", tok))
        out = items[0]
        for it in items[1:]:
            out = ("app", out, it)
        return out

    term = seq()
    assert pos[0] == len(toks)
    return term


_counter = itertools.count()


def _subst(m, x, n):
    # rename every binder met during substitution to a globally fresh name: no capture possible
    if m[0] == "var":
        return n if m[1] == x else m
    if m[0] == "app":
        return ("app", _subst(m[1], x, n), _subst(m[2], x, n))
    if m[1] == x:
        return m
    new = f"v{next(_counter)}"
    body = _subst(m[2], m[1], ("var", new))
    return ("lam", new, _subst(body, x, n))


def _nor_step(m):
    if m[0] == "var":
        return None
    if m[0] == "lam":
        r = _nor_step(m[2])
        return None if r is None else ("lam", m[1], r)
    if m[1][0] == "lam":
        return _subst(m[1][2], m[1][1], m[2])
    r = _nor_step(m[1])
    if r is not None:
        return ("app", r, m[2])
    r = _nor_step(m[2])
    return None if r is None else ("app", m[1], r)


def _alpha_eq(a, b, env_a=(), env_b=()):
    if a[0] != b[0]:
        return False
    if a[0] == "var":
        ia = env_a.index(a[1]) if a[1] in env_a else None
        ib = env_b.index(b[1]) if b[1] in env_b else None
        return ia == ib and (ia is not None or a[1] == b[1])
    if a[0] == "lam":
        return _alpha_eq(a[2], b[2], (a[1],) + env_a, (b[1],) + env_b)
    return _alpha_eq(a[1], b[1], env_a, env_b) and _alpha_eq(a[2], b[2], env_a, env_b)


def oracle_lambda(d, gold):
    m, steps = _lam_parse(d["term"]), 0
    while (nxt := _nor_step(m)) is not None:
        m, steps = nxt, steps + 1
        assert steps < 500
    count, form = gold.split(";")
    return int(count) == steps and _alpha_eq(m, _lam_parse(form))


# ---------------------------------------------------------------- SLR(1) conflicts


def _first_follow(rules, start):
    nts = {l for l, _ in rules}
    first = {x: set() for x in nts}  # "" marks nullable
    changed = True

    def fseq(seq):
        out = set()
        for s in seq:
            f = first[s] if s in nts else {s}
            out |= f - {""}
            if "" not in f:
                return out
        return out | {""}

    while changed:
        changed = False
        for l, r in rules:
            f = fseq(r)
            if not f <= first[l]:
                first[l] |= f
                changed = True
    follow = {x: set() for x in nts}
    follow[start].add("$")
    changed = True
    while changed:
        changed = False
        for l, r in rules:
            for i, s in enumerate(r):
                if s in nts:
                    f = fseq(r[i + 1:])
                    add = (f - {""}) | (follow[l] if "" in f else set())
                    if not add <= follow[s]:
                        follow[s] |= add
                        changed = True
    return follow


def oracle_slr(d, gold):
    rules = [("^", (d["names"][0],))] + [(l, tuple(r)) for l, r in d["rules"]]
    follow = _first_follow(rules[1:], d["names"][0])
    nts = {l for l, _ in rules}

    def close(items):
        items = set(items)
        while True:
            add = {(j, 0) for (k, p) in items if p < len(rules[k][1]) and rules[k][1][p] in nts
                   for j, (l, _) in enumerate(rules) if l == rules[k][1][p]}
            if add <= items:
                return frozenset(items)
            items |= add

    states, todo = {close({(0, 0)})}, [close({(0, 0)})]
    while todo:
        st = todo.pop()
        for x in {rules[k][1][p] for k, p in st if p < len(rules[k][1])}:
            nxt = close({(k, p + 1) for k, p in st if p < len(rules[k][1]) and rules[k][1][p] == x})
            if nxt not in states:
                states.add(nxt)
                todo.append(nxt)
    sr = rr = 0
    for st in states:
        acts = {}
        for k, p in st:
            if p < len(rules[k][1]) and rules[k][1][p] not in nts:
                acts.setdefault(rules[k][1][p], set()).add("s")
            elif p == len(rules[k][1]) and k:
                for a in follow[rules[k][0]]:
                    acts.setdefault(a, set()).add(k)
        for a, got in acts.items():
            reds = len(got - {"s"})
            sr += "s" in got and reds >= 1
            rr += reds >= 2
    return gold == f"{sr}, {rr}"


# ---------------------------------------------------------------- operator precedence


def oracle_precedence(d, gold):
    prec = {op: p for op, p, _ in d["ops"]}
    assoc = {op: a for op, _, a in d["ops"]}

    def post(toks):
        # strip one pair of enclosing parentheses when they match each other
        while toks[0] == "(" and toks[-1] == ")":
            depth = 0
            for i, c in enumerate(toks):
                depth += (c == "(") - (c == ")")
                if depth == 0:
                    break
            if i != len(toks) - 1:
                break
            toks = toks[1:-1]
        if len(toks) == 1:
            return toks
        depth, cands = 0, []
        for i, c in enumerate(toks):
            depth += (c == "(") - (c == ")")
            if depth == 0 and c in prec:
                cands.append(i)
        low = min(prec[toks[i]] for i in cands)
        at = [i for i in cands if prec[toks[i]] == low]
        i = at[-1] if assoc[toks[at[0]]] == "left" else at[0]  # the root: last for left-assoc
        return post(toks[:i]) + post(toks[i + 1:]) + [toks[i]]

    return gold == " ".join(post([c for c in d["expr"] if not c.isspace()]))


# ---------------------------------------------------------------- regex derivatives (Python re)


def oracle_derivative(d, gold):
    whole, rest = re.compile(d["regex"]), re.compile(gold)
    for n in range(7):
        for v in itertools.product(d["alphabet"], repeat=n):
            v = "".join(v)
            if bool(whole.fullmatch(d["word"] + v)) != bool(rest.fullmatch(v)):
                return False
    return True


ORACLES = {
    "formal/brzozowski_derivative": oracle_derivative,
    "formal/operator_precedence_parse": oracle_precedence,
    "formal/slr_conflicts": oracle_slr,
    "formal/lambda_normal_form": oracle_lambda,
}


@pytest.mark.parametrize("name", sorted(ORACLES))
def test_gold_agrees_with_oracle(name):
    bc = bootcamps.get(name)
    for level in LEVELS:
        for seed in range(SAMPLE):
            case = bc.case(seed=seed, level=level, split="train")
            assert ORACLES[name](case.data, case.answer), (name, level, seed, case.answer)


def test_lambda_hand_worked():
    bc = bootcamps.get("formal/lambda_normal_form")
    data = {"term": "(\\x. \\y. x) a b"}
    assert bc.solve(data).startswith("2;")
    assert _score(bc, data, "2; a", "2; a") == 1.0
    assert _score(bc, data, "2; a", "1; a") == 0.0
    # capture: (\x. \y. x y) y must rename the inner y
    data = {"term": "(\\x. \\y. x y) y"}
    gold = bc.solve(data)
    assert _score(bc, data, gold, "1; \\q. y q") == 1.0
    assert _score(bc, data, gold, "1; λz. y z") == 1.0
    assert _score(bc, data, gold, "1; \\y. y y") == 0.0


def test_slr_hand_worked():
    # E -> E a E | b: after E a E the item E -> E a E . reduces on FOLLOW(E) = {a, $} while
    # E -> E . a E shifts a: one shift/reduce cell, no reduce/reduce
    bc = bootcamps.get("formal/slr_conflicts")
    data = {"names": "S", "rules": [["S", ["S", "a", "S"]], ["S", ["b"]]]}
    assert bc.solve(data) == "1, 0"
    assert _score(bc, data, "1, 0", "1, 0") == 1.0
    assert _score(bc, data, "1, 0", "shift/reduce: 1, reduce/reduce: 0") == 1.0
    assert _score(bc, data, "1, 0", "0, 1") == 0.0


def test_precedence_hand_worked():
    bc = bootcamps.get("formal/operator_precedence_parse")
    data = {"ops": [["#", 1, "left"], ["@", 2, "right"]], "expr": "a # b @ c @ d # e"}
    # @ binds tighter and groups right: (a # (b @ (c @ d))) # e
    assert bc.solve(data) == "a b c d @ @ # e #"
    assert _score(bc, data, "a b c d @ @ # e #", "a b c d @ @ # e #") == 1.0
    assert _score(bc, data, "a b c d @ @ # e #", "abcd@@#e#") == 1.0
    assert _score(bc, data, "a b c d @ @ # e #", "a b c @ d @ # e #") == 0.0


def test_derivative_hand_worked():
    bc = bootcamps.get("formal/brzozowski_derivative")
    data = {"alphabet": "ab", "regex": "(ab)*b", "word": "a"}
    # after a leading a, the word must go on b (ab)* b
    gold = bc.solve(data)
    assert _score(bc, data, gold, "b(ab)*b") == 1.0
    assert _score(bc, data, gold, "(ba)*bb") == 1.0
    assert _score(bc, data, gold, "b(ab)*") == 0.0
    assert _score(bc, data, gold, "(ab)*b") == 0.0
