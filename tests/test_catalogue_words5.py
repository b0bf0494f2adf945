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


# ---------------------------------------------------------------- cryptic_container


def oracle_cryptic_container(words):
    """Cut every listed word: each occurrence (overlapping ones too, via a lookahead) of another
    listed word strictly inside it, and whether what is left around it is a third listed word."""
    listed = set(words)
    out = []
    for c in words:
        for b in listed - {c}:
            for m in re.finditer(r"(?=%s)" % re.escape(b), c):
                i = m.start()
                rest = c[:i] + c[i + len(b):]
                if 0 < i and i + len(b) < len(c) and rest in listed and rest not in (b, c):
                    out.append(c)
    return sorted(set(out))


def test_cryptic_container_oracle():
    for bc, case in _cases("wordplay/cryptic_container"):
        assert case.answer, case.data
        assert oracle_cryptic_container(case.data["words"]) == sorted(case.answer), case.data


def test_cryptic_container_hand_worked():
    bc = bootcamps.get("wordplay/cryptic_container")
    # SH(IN)E counts; BEDROOM is BED + ROOM end to end (a join, not inside); WEATHER needs THE
    data = {"words": ["shine", "she", "in", "bedroom", "bed", "room", "weather", "wear"]}
    gold = bc.solve(data)
    assert gold == ["shine"]
    assert oracle_cryptic_container(data["words"]) == gold
    assert _score(bc, data, gold, "SHINE") == 1.0
    assert _score(bc, data, gold, "shine") == 1.0
    assert _score(bc, data, gold, "SHINE, BEDROOM") == 0.0
    assert _score(bc, data, gold, "SHINE, WEATHER") == 0.0
    assert _score(bc, data, gold, "none") == 0.0


# ---------------------------------------------------------------- crossword_fill


def oracle_crossword_fill(shape, words):
    """Every fill, found the other way round from the bootcamp: entries read off the pattern
    with a regex over each row and column, the down words chosen first by itertools.product,
    then every across run read back and looked up; all fills are returned."""
    h, w = len(shape), len(shape[0])
    cols = ["".join(shape[r][c] for r in range(h)) for c in range(w)]
    across = [(r, m.start(), m.end()) for r, row in enumerate(shape) for m in re.finditer(r"\.{2,}", row)]
    down = [(c, m.start(), m.end()) for c, col in enumerate(cols) for m in re.finditer(r"\.{2,}", col)]
    out = []
    choices = [[x for x in words if len(x) == end - start] for _, start, end in down]
    for pick in itertools.product(*choices):
        if len(set(pick)) < len(pick):
            continue
        cells = [list(row) for row in shape]
        for (c, start, end), word in zip(down, pick):
            for r, ch in zip(range(start, end), word):
                cells[r][c] = ch
        rows = ["".join(row) for row in cells]
        got = [rows[r][start:end] for r, start, end in across]
        if all(g in words for g in got) and len(set(got) | set(pick)) == len(got) + len(pick):
            out.append(rows)
    return out


def test_crossword_fill_oracle():
    for bc, case in _cases("wordplay/crossword_fill"):
        d = case.data
        assert oracle_crossword_fill(d["shape"], d["words"]) == [list(case.answer)], d


def test_crossword_fill_hand_worked():
    bc = bootcamps.get("wordplay/crossword_fill")
    shape = ["...", "...", "..."]
    data = {"shape": shape, "words": sorted(["cat", "ore", "wed", "cow", "are", "ted"])}
    # a square grid is its own transpose: CAT/ORE/WED and COW/ARE/TED both fill it
    assert len(oracle_crossword_fill(shape, data["words"])) == 2
    data = {"shape": ["....", "....", "...."], "words": ["acme", "ami", "kep", "ock", "skip", "was", "woak"]}
    gold = bc.solve(data)
    assert gold == ["woak", "acme", "skip"]  # WAS, OCK, AMI, KEP down
    assert oracle_crossword_fill(data["shape"], data["words"]) == [gold]
    assert _score(bc, data, gold, "WOAK\nACME\nSKIP") == 1.0
    assert _score(bc, data, gold, "woak / acme / skip") == 1.0
    assert _score(bc, data, gold, "WOAK\nSKIP\nACME") == 0.0
    assert _score(bc, data, gold, "WAS OCK AMI KEP") == 0.0
