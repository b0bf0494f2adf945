"""Batch formwords7 (formal automata and wordplay): gold answers agree with independent oracles
on cases at every level, and one hand-worked example per bootcamp scores 1.0 while a wrong
answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import itertools
from collections import Counter
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


def oracle_anagram_sum(d, gold):
    """Every pair of listed words, letters pooled with Counter; exactly one equals the target's,
    and the target is a real word of the full list."""
    from bootcamps.kit.wordlist import full_words

    want = Counter(d["target"])
    pairs = [{a, b} for a, b in itertools.combinations(d["words"], 2) if Counter(a) + Counter(b) == want]
    return d["target"] in full_words() and pairs == [set(gold)] and len(gold) == 2


def oracle_vowel_consonant_pattern(d, gold):
    """Letter by letter against the pattern, with Y decided by its position."""
    def fits(word):
        if len(word) != len(d["pattern"]):
            return False
        for i, (c, p) in enumerate(zip(word, d["pattern"])):
            vowel = c in "aeiou" or (c == "y" and d["y_vowel"] and i > 0)
            if vowel != (p == "V"):
                return False
        return True

    return [w for w in d["words"] if fits(w)] == list(gold) and gold


def oracle_double_letters(d, gold):
    """Positions i with word[i] == word[i+1], by index; no word has a triple letter."""
    assert not any(w[i] == w[i + 1] == w[i + 2] for w in d["words"] for i in range(len(w) - 2))
    want = [w for w in d["words"] if len([i for i in range(len(w) - 1) if w[i] == w[i + 1]]) == d["n"]]
    return want == list(gold) and gold


ORACLES = {
    "formal/tree_automaton": oracle_tree_automaton,
    "formal/weighted_automaton": oracle_weighted_automaton,
    "wordplay/anagram_sum": oracle_anagram_sum,
    "wordplay/vowel_consonant_pattern": oracle_vowel_consonant_pattern,
    "wordplay/double_letters": oracle_double_letters,
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


def test_anagram_sum_hand_worked():
    bc = bootcamps.get("wordplay/anagram_sum")
    # rain + tone = a, e, i, n, n, o, r, t = the letters of anointer; rain + ten lacks an o.
    data = {"target": "anointer", "words": ["ten", "rain", "stone", "tone", "river"]}
    assert bc.solve(data) == ["rain", "tone"]
    assert _score(bc, data, ["rain", "tone"], "tone, rain") == 1.0
    assert _score(bc, data, ["rain", "tone"], "RAIN, TONE") == 1.0
    assert _score(bc, data, ["rain", "tone"], "rain, ten") == 0.0
    assert _score(bc, data, ["rain", "tone"], "rain, tone, ten") == 0.0


def test_vowel_consonant_pattern_hand_worked():
    bc = bootcamps.get("wordplay/vowel_consonant_pattern")
    # CVCC: yarn (first Y is a consonant), band; gym is CVC with the Y rule, CCC without.
    data = {"pattern": "CVCC", "words": ["yarn", "gym", "band", "plan", "easy"], "y_vowel": True}
    assert bc.solve(data) == ["yarn", "band"]
    assert _score(bc, data, ["yarn", "band"], "yarn, band") == 1.0
    assert _score(bc, data, ["yarn", "band"], "band, yarn") == 0.0
    assert _score(bc, data, ["yarn", "band"], "yarn") == 0.0
    plain = dict(data, pattern="CCC", y_vowel=False)
    assert bc.solve(plain) == ["gym"]


def test_double_letters_hand_worked():
    bc = bootcamps.get("wordplay/double_letters")
    # coffee: ff, ee (2); bookkeeper: oo, kk, ee (3); banana: 0; letter: tt (1); balloon: ll, oo (2).
    data = {"n": 2, "words": ["coffee", "bookkeeper", "banana", "letter", "balloon"]}
    assert bc.solve(data) == ["coffee", "balloon"]
    assert _score(bc, data, ["coffee", "balloon"], "coffee, balloon") == 1.0
    assert _score(bc, data, ["coffee", "balloon"], "coffee, bookkeeper, balloon") == 0.0
