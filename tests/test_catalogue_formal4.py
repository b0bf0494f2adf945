"""Fourth batch of formal-language bootcamps: gold answers agree with independent oracles on
cases at every level, and one hand-worked example per bootcamp scores 1.0 while a wrong
answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

import bootcamps

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 4  # cases per level per bootcamp


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


# ---------------------------------------------------------------- oracles: (data, gold) -> bool


def _leftmost_derivations(rules, max_length):
    """Count leftmost derivations from S of every terminal string up to max_length by expanding
    sentential forms (no ε- or unit rules, so forms never shrink and the search is finite)."""
    counts: Counter = Counter()
    stack = ["S"]
    while stack:
        form = stack.pop()
        pos = next((i for i, c in enumerate(form) if c.isupper()), None)
        if pos is None:
            counts[form] += 1
            continue
        for head, body in rules:
            if head == form[pos]:
                new = form[:pos] + body + form[pos + 1:]
                if len(new) <= max_length:
                    stack.append(new)
    return counts


def oracle_ambiguity(d, gold):
    counts = _leftmost_derivations(d["rules"], d["max_length"])
    ambiguous = [w for w, c in counts.items() if c >= 2]
    best = min(ambiguous, key=lambda w: (len(w), w))
    return gold == best


def _robinson_type(term):
    """Principal type by collecting equations, then Robinson unification with eagerly composed
    substitutions; variables are strings, arrows are ("->", a, b)."""
    eqs, fresh = [], itertools.count()

    def walk(t, env):
        if t[0] == "var":
            return env[t[1]]
        if t[0] == "lam":
            a = f"v{next(fresh)}"
            return ("->", a, walk(t[2], {**env, t[1]: a}))
        f, x = walk(t[1], env), walk(t[2], env)
        r = f"v{next(fresh)}"
        eqs.append((f, ("->", x, r)))
        return r

    def apply(s, ty):
        if isinstance(ty, str):
            return apply(s, s[ty]) if ty in s else ty
        return ("->", apply(s, ty[1]), apply(s, ty[2]))

    def free(ty):
        return {ty} if isinstance(ty, str) else free(ty[1]) | free(ty[2])

    top = walk(term, {})
    s = {}
    todo = list(eqs)
    while todo:
        a, b = todo.pop(0)
        a, b = apply(s, a), apply(s, b)
        if a == b:
            continue
        if not isinstance(a, str) and isinstance(b, str):
            a, b = b, a
        if isinstance(a, str):
            assert a not in free(b), "occurs check"
            s = {k: apply({a: b}, v) for k, v in s.items()}
            s[a] = b
        else:
            todo[:0] = [(a[1], b[1]), (a[2], b[2])]
    ty = apply(s, top)
    names = {}

    def show(t):
        if isinstance(t, str):
            return names.setdefault(t, "abcdefghijklmnop"[len(names)])
        left = show(t[1])
        return f"({left}) -> {show(t[2])}" if not isinstance(t[1], str) else f"{left} -> {show(t[2])}"

    return show(ty)


def oracle_principal_type(d, gold):
    return gold == _robinson_type(d["term"])


def _language(rules, max_length):
    """Strings up to max_length derived by each symbol (rules: (head, tuple of symbols)), by fixpoint."""
    heads = {h for h, _ in rules}
    lang = {h: set() for h in heads}
    changed = True
    while changed:
        changed = False
        for h, body in rules:
            acc = {""}
            for sym in body:
                options = lang.get(sym, set()) if sym[0].isupper() else {sym}
                acc = {x + y for x in acc for y in options if len(x + y) <= max_length}
            if not acc <= lang[h]:
                lang[h] |= acc
                changed = True
    return lang


def _build_cnf(rules):
    """The four steps, literally, with named symbols; returns the final rule set."""
    rules = {(h, tuple(b)) for h, b in rules}
    nullable = set()
    while True:
        grown = nullable | {h for h, b in rules if all(c in nullable for c in b)}
        if grown == nullable:
            break
        nullable = grown
    step1 = set()
    for h, b in rules:
        for mask in itertools.product((0, 1), repeat=len(b)):
            if any(m == 0 and c not in nullable for m, c in zip(mask, b)):
                continue
            kept = tuple(c for m, c in zip(mask, b) if m)
            if kept:
                step1.add((h, kept))
    if "S" in nullable:
        step1.add(("S", ()))
    nts = {h for h, _ in rules}
    unit = lambda b: len(b) == 1 and b[0] in nts  # noqa: E731
    step2 = set()
    for x in nts:
        reach, frontier = {x}, [x]
        while frontier:
            y = frontier.pop()
            for h, b in step1:
                if h == y and unit(b) and b[0] not in reach:
                    reach.add(b[0])
                    frontier.append(b[0])
        step2 |= {(x, b) for h, b in step1 if h in reach and not unit(b)}
    terms = sorted({c for _, b in step2 if len(b) >= 2 for c in b if c not in nts})
    step3 = {(h, tuple(f"T_{c}" if c in terms and len(b) >= 2 else c for c in b)) for h, b in step2}
    step3 |= {(f"T_{c}", (c,)) for c in terms}
    final, fresh = set(), itertools.count(1)
    for h, b in sorted(step3):
        while len(b) >= 3:
            n = f"N{next(fresh)}"
            final.add((h, (b[0], n)))
            h, b = n, b[1:]
        final.add((h, b))
    return final


def oracle_cnf(d, gold):
    final = _build_cnf(d["rules"])
    for h, b in final:  # really Chomsky normal form (nonterminals are capitalised, terminals a and b)
        assert (len(b) == 2 and all(c[0].isupper() for c in b)) or (len(b) == 1 and b[0] in "ab") or (h == "S" and b == ())
    original = _language([(h, tuple(b)) for h, b in d["rules"]], 6)
    converted = _language(final, 6)
    assert original["S"] == converted.get("S", set())
    return gold == len(final)


ORACLES = {
    "formal/grammar_ambiguity_witness": oracle_ambiguity,
    "formal/principal_type": oracle_principal_type,
    "formal/cfg_to_cnf": oracle_cnf,
}


@pytest.mark.parametrize("bootcamp_id", sorted(ORACLES))
@pytest.mark.parametrize("level", LEVELS)
def test_gold_agrees_with_oracle(bootcamp_id, level):
    bc = bootcamps.get(bootcamp_id)
    for seed in range(SAMPLE):
        case = bc.case(seed=seed, level=level, split="train")
        assert ORACLES[bootcamp_id](case.data, case.answer), (bootcamp_id, level, seed, case.answer)


# ---------------------------------------------------------------- hand-worked examples


def test_ambiguity_hand_example():
    # S -> S S | a: "a" and "aa" have one tree each; "aaa" is (aa)a or a(aa).
    bc = bootcamps.get("formal/grammar_ambiguity_witness")
    data = {"nonterminals": "SA", "rules": [["S", "SS"], ["S", "a"], ["A", "b"]], "max_length": 4}
    assert bc.solve(data) == "aaa"
    assert _score(bc, data, "aaa", "aaa") == 1.0
    assert _score(bc, data, "aaa", "aa") == 0.0


def test_principal_type_hand_example():
    # S combinator: λx. λy. λz. x z (y z) : (a -> b -> c) -> (a -> b) -> a -> c
    bc = bootcamps.get("formal/principal_type")
    z = ["var", "z"]
    data = {"term": ["lam", "x", ["lam", "y", ["lam", "z", ["app", ["app", ["var", "x"], z], ["app", ["var", "y"], z]]]]]}
    gold = "(a -> b -> c) -> (a -> b) -> a -> c"
    assert bc.solve(data) == gold
    assert _score(bc, data, gold, gold) == 1.0
    assert _score(bc, data, gold, "('p -> 'q -> 'r) → ('p -> 'q) → 'p → 'r") == 1.0
    assert _score(bc, data, gold, "(a -> b -> c) -> (a -> b) -> (a -> c)") == 1.0
    assert _score(bc, data, gold, "(a -> b -> c) -> (a -> b) -> a -> b") == 0.0
    assert _score(bc, data, gold, "(a -> a -> c) -> (a -> a) -> a -> c") == 0.0
    assert _score(bc, data, gold, "a -> b -> c -> (a -> b) -> a -> c") == 0.0


def test_cfg_to_cnf_hand_example():
    # S -> A b | a ; A -> a A | ε.  Nullable {A}.  Step 1: S -> A b | b | a, A -> a A | a.
    # No unit rules.  Step 3: T_a, T_b (2 rules); S -> A T_b, S -> b, S -> a, A -> T_a A, A -> a.  Total 7.
    bc = bootcamps.get("formal/cfg_to_cnf")
    data = {"nonterminals": "SA", "rules": [["S", "Ab"], ["S", "a"], ["A", "aA"], ["A", ""]]}
    assert bc.solve(data) == 7
    assert _score(bc, data, 7, "7") == 1.0
    assert _score(bc, data, 7, "6") == 0.0
