"""Fifth-batch wordplay bootcamps (words5): gold answers agree with independent oracles (regular
expressions, itertools brute force over the list) on cases at every level, and one hand-worked
example per bootcamp scores 1.0 while a wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import itertools
import re

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


# ---------------------------------------------------------------- alternades


def oracle_alternades(words):
    """A regex per ordered pair of listed words, interleaving their letters; a listed word that
    fully matches one of them counts."""
    out = set()
    for a, b in itertools.product(words, repeat=2):
        if len(a) - len(b) not in (0, 1):
            continue
        pattern = "".join(re.escape(x) + (re.escape(b[i]) if i < len(b) else "") for i, x in enumerate(a))
        out.update(w for w in words if re.fullmatch(pattern, w))
    return sorted(out)


def test_alternades_oracle():
    for bc, case in _cases("wordplay/alternades"):
        assert case.answer, case.data
        assert oracle_alternades(case.data["words"]) == sorted(case.answer), case.data


def test_alternades_hand_worked():
    bc = bootcamps.get("wordplay/alternades")
    data = {"words": ["schooled", "shoe", "cold", "starry", "sar", "boat"]}  # TRY is not listed
    gold = bc.solve(data)
    assert gold == ["schooled"]
    assert oracle_alternades(data["words"]) == gold
    assert _score(bc, data, gold, "SCHOOLED") == 1.0
    assert _score(bc, data, gold, "schooled.") == 1.0
    assert _score(bc, data, gold, "SCHOOLED, STARRY") == 0.0
    assert _score(bc, data, gold, "none") == 0.0
