"""Fourth-batch wordplay bootcamps (words4): gold answers agree with independent oracles (set
algebra, regular expressions, brute force over the list) on cases at every level, and one
hand-worked example per bootcamp scores 1.0 while a wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import re

import pytest

import bootcamps

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 4  # cases per level per bootcamp


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


def _cases(name):
    bc = bootcamps.get(name)
    for level in LEVELS:
        for i in range(SAMPLE):
            yield bc, bc.case(1000 + i, level)


# ---------------------------------------------------------------- semordnilaps


def oracle_semordnilaps(d, gold):
    listed = set(d["words"])
    reversed_set = {w[::-1] for w in listed}
    return sorted((listed & reversed_set) - {w for w in listed if w == w[::-1]}) == sorted(gold)


def test_semordnilaps_oracle():
    for bc, case in _cases("wordplay/semordnilaps"):
        assert case.answer, case.data
        assert oracle_semordnilaps(case.data, case.answer), case.data


def test_semordnilaps_hand_worked():
    bc = bootcamps.get("wordplay/semordnilaps")
    data = {"words": ["stop", "level", "pots", "live", "chair", "tops"]}  # evil is not listed
    gold = bc.solve(data)
    assert gold == ["pots", "stop"]  # tops reverses to spot, which is not listed
    assert _score(bc, data, gold, "STOP, POTS") == 1.0
    assert _score(bc, data, gold, "pots, stop") == 1.0
    assert _score(bc, data, gold, "STOP, POTS, TOPS") == 0.0
    assert _score(bc, data, gold, "STOP, POTS, LEVEL") == 0.0
    assert _score(bc, data, gold, "STOP") == 0.0


# ---------------------------------------------------------------- kangaroo_words


def _kangaroo_brute(joey, word):
    """Every choice of increasing positions spelling the joey; one with a gap is a kangaroo,
    unless the joey also occurs as a run (the rule excludes those words)."""
    import itertools

    if joey in word:
        return False
    return any("".join(word[i] for i in idx) == joey for idx in itertools.combinations(range(len(word)), len(joey)))


def test_kangaroo_words_oracle():
    for bc, case in _cases("wordplay/kangaroo_words"):
        d = case.data
        assert case.answer, d
        assert sorted(w for w in d["words"] if _kangaroo_brute(d["joey"], w)) == sorted(case.answer), d


def test_kangaroo_words_hand_worked():
    bc = bootcamps.get("wordplay/kangaroo_words")
    data = {"joey": "car", "words": ["chariot", "scare", "arc", "cheap", "scatter"]}
    gold = bc.solve(data)
    assert gold == ["chariot", "scatter"]  # C-A-R spread out; SCARE has the run CAR; ARC is out of order
    assert _score(bc, data, gold, "SCATTER, CHARIOT") == 1.0
    assert _score(bc, data, gold, "CHARIOT") == 0.0
    assert _score(bc, data, gold, "CHARIOT, SCATTER, SCARE") == 0.0
    assert _score(bc, data, gold, "none") == 0.0


# ---------------------------------------------------------------- word_value_sums


def test_word_value_sums_oracle():
    import string

    for bc, case in _cases("wordplay/word_value_sums"):
        d = case.data
        assert case.answer, d
        # value through bytes arithmetic, independent of ord() per character
        want = sorted(w for w in d["words"] if sum(w.encode()) - 96 * len(w) == d["target"])
        assert want == sorted(case.answer), d
        assert all(sum(string.ascii_lowercase.index(c) + 1 for c in w) == d["target"] for w in case.answer)


def test_word_value_sums_hand_worked():
    bc = bootcamps.get("wordplay/word_value_sums")
    data = {"words": ["cab", "bad", "ace", "dab", "bee"], "target": 7}  # 6, 7, 9, 7, 12
    gold = bc.solve(data)
    assert gold == ["bad", "dab"]
    assert _score(bc, data, gold, "DAB, BAD") == 1.0
    assert _score(bc, data, gold, "BAD") == 0.0
    assert _score(bc, data, gold, "BAD, DAB, CAB") == 0.0


# ---------------------------------------------------------------- portmanteau_overlap


def oracle_portmanteau(d):
    """A backreference regex on "A#B": the lazy lead makes the shared group as long as possible,
    the lead and the trailing letter keep it shorter than both words."""
    k, words = d["k"], d["words"]
    pattern = re.compile(r"^.+?(.{%d,})#\1(.+)$" % k)
    out = []
    for a in words:
        for b in words:
            hit = pattern.match(f"{a}#{b}") if a != b else None
            if hit:
                out.append(a + hit.group(2))
    return sorted(out)


def test_portmanteau_overlap_oracle():
    for bc, case in _cases("wordplay/portmanteau_overlap"):
        assert case.answer, case.data
        assert oracle_portmanteau(case.data) == sorted(case.answer), case.data


def test_portmanteau_overlap_hand_worked():
    bc = bootcamps.get("wordplay/portmanteau_overlap")
    data = {"words": ["break", "akin", "fall", "allow", "low"], "k": 2}
    # break+akin share AK, fall+allow share ALL; allow+low would need the whole of LOW as the overlap
    gold = bc.solve(data)
    assert gold == ["breakin", "fallow"]
    assert oracle_portmanteau(data) == gold
    assert _score(bc, data, gold, "FALLOW, BREAKIN") == 1.0
    assert _score(bc, data, gold, "BREAKIN, FALLLOW") == 0.0
    assert _score(bc, data, gold, "BREAKIN") == 0.0
