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


ORACLES = {
    "formal/grammar_ambiguity_witness": oracle_ambiguity,
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
