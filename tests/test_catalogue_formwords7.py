"""Batch formwords7 (formal automata and wordplay): gold answers agree with independent oracles
on cases at every level, and one hand-worked example per bootcamp scores 1.0 while a wrong
answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import itertools
from functools import lru_cache

import pytest

import bootcamps

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 4  # cases per level per bootcamp


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


# ---------------------------------------------------------------- oracles: (data, gold) -> bool


def _split_term(text: str) -> tuple[str, list[str]]:
    """``f(g(a),b)`` -> ("f", ["g(a)", "b"]) by bracket depth (no tree built up front)."""
    if "(" not in text:
        return text, []
    head, body = text[0], text[2:-1]
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(body):
        depth += ch == "("
        depth -= ch == ")"
        if ch == "," and depth == 0:
            parts.append(body[start:i])
            start = i + 1
    parts.append(body[start:])
    return head, parts


def oracle_tree_automaton(d, gold):
    """Top-down, memoised: can the subterm (a substring) be in state q? Some rule for its head
    symbol ends in q and every child can be in the rule's child state."""
    rules = [(s, tuple(ks), r) for s, ks, r in d["rules"]]

    @lru_cache(maxsize=None)
    def can(term: str, q: int) -> bool:
        head, kids = _split_term(term)
        return any(s == head and r == q and len(ks) == len(kids) and all(can(k, p) for k, p in zip(kids, ks))
                   for s, ks, r in rules)

    want = [q for q in range(d["states"]) if can(d["term"], q)]
    if d["deterministic"]:
        assert len(want) == 1
    return want == list(gold)


def oracle_weighted_automaton(d, gold):
    """Enumerate every accepting run depth first and fold the semiring over the runs."""
    word, out = d["word"], []
    finals = dict((q, w) for q, w in d["final"])
    trans = d["transitions"]

    def runs(q, i, weights):
        if i == len(word):
            if q in finals:
                out.append(weights + [finals[q]])
            return
        for p, a, r, w in trans:
            if p == q and a == word[i]:
                runs(r, i + 1, weights + [w])

    for q, w in d["start"]:
        runs(q, 0, [w])
    assert len(out) >= 2
    if d["semiring"] == "count":
        total = 0
        for ws in out:
            prod = 1
            for w in ws:
                prod *= w
            total += prod
        return total == gold
    return min(sum(ws) for ws in out) == gold


ORACLES = {
    "formal/tree_automaton": oracle_tree_automaton,
    "formal/weighted_automaton": oracle_weighted_automaton,
}


@pytest.mark.parametrize("bid", sorted(ORACLES))
def test_gold_agrees_with_oracle(bid):
    bc = bootcamps.get(bid)
    for level in LEVELS:
        for seed in range(SAMPLE):
            case = bc.case(seed, level)
            assert ORACLES[bid](case.data, case.answer), (bid, level, seed)


# ---------------------------------------------------------------- hand-worked examples


def test_tree_automaton_hand_worked():
    bc = bootcamps.get("formal/tree_automaton")
    # a -> q0, b -> q1; g flips; f is "xor". f(g(a), b) = f(q1, q1) = q0.
    rules = [["a", [], 0], ["b", [], 1], ["g", [0], 1], ["g", [1], 0],
             ["f", [0, 0], 0], ["f", [0, 1], 1], ["f", [1, 0], 1], ["f", [1, 1], 0]]
    data = {"states": 2, "symbols": [["a", 0], ["b", 0], ["g", 1], ["f", 2]], "deterministic": True,
            "rules": rules, "term": "f(g(a),b)"}
    assert bc.solve(data) == [0]
    assert _score(bc, data, [0], "q0") == 1.0
    assert _score(bc, data, [0], "q1") == 0.0
    # nondeterministic: a -> q0 | q1; f(q0, q1) -> q2, f(q1, q1) -> q0; f(a, a) can be q0 or q2.
    nd = {"states": 3, "symbols": [["a", 0], ["f", 2]], "deterministic": False,
          "rules": [["a", [], 0], ["a", [], 1], ["f", [0, 1], 2], ["f", [1, 1], 0]], "term": "f(a,a)"}
    assert bc.solve(nd) == [0, 2]
    assert _score(bc, nd, [0, 2], "{q2, q0}") == 1.0
    assert _score(bc, nd, [0, 2], "q0, q2, q0") == 0.0
    assert _score(bc, nd, [0, 2], "q0") == 0.0
    assert _score(bc, nd, [0, 2], "0, 2") == 0.0


def test_weighted_automaton_hand_worked():
    bc = bootcamps.get("formal/weighted_automaton")
    # q0 --a/2--> q0, q0 --a/3--> q1, q1 --a/1--> q1; word aa from q0 to final q1:
    # runs q0 q0 q1 (2*3 = 6, cost 5) and q0 q1 q1 (3*1 = 3, cost 4).
    trans = [[0, "a", 0, 2], [0, "a", 1, 3], [1, "a", 1, 1]]
    count = {"states": 2, "semiring": "count", "transitions": trans, "word": "aa",
             "start": [[0, 1]], "final": [[1, 1]]}
    assert bc.solve(count) == 9
    assert _score(bc, count, 9, "9") == 1.0
    assert _score(bc, count, 9, "6") == 0.0
    trop = dict(count, semiring="tropical", start=[[0, 0]], final=[[1, 0]])
    assert bc.solve(trop) == 4
    assert _score(bc, trop, 4, "4") == 1.0
    assert _score(bc, trop, 4, "5") == 0.0
