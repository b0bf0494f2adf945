"""Eighth batch of mathematics bootcamps (sequence and arithmetic): gold answers agree with
independent oracles (brute force, sympy, closed forms) on cases at every level, and one
hand-worked example per bootcamp scores 1.0 while a wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import math
from fractions import Fraction

import pytest
import sympy

import bootcamps

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 4  # cases per level per bootcamp


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


# ---------------------------------------------------------------- oracles: (data, gold) -> bool


def oracle_champernowne(d, gold):
    s, n, k = d["start"], d["position"], d["width"]
    if n < 300_000:  # brute force: write the string out
        text, x = [], s
        while sum(map(len, text)) < n + k:
            text.append(str(x))
            x += 1
        return gold == "".join(text)[n - 1 : n - 1 + k]

    def upto(x):  # digits of 1..x: (x + 1) L - (10^L - 1) / 9 with L = len(x)
        if x <= 0:
            return 0
        big = len(str(x))
        return (x + 1) * big - (10**big - 1) // 9

    base = upto(s - 1)
    out = []
    for p in range(n, n + k):
        lo, hi = s, s + p
        while lo < hi:
            mid = (lo + hi) // 2
            lo, hi = (lo, mid) if upto(mid) - base >= p else (mid + 1, hi)
        out.append(str(lo)[p - (upto(lo - 1) - base) - 1])
    return gold == "".join(out)


def oracle_van_eck(d, gold):
    terms = list(d["seeds"])
    while len(terms) < d["index"]:
        x = terms[-1]
        earlier = [i for i, v in enumerate(terms[:-1]) if v == x]
        terms.append(len(terms) - 1 - max(earlier) if earlier else 0)
    return gold == terms[d["index"] - 3 : d["index"]]


def oracle_morphism(d, gold):
    images, n, w = d["images"], d["position"], d["width"]
    k = len(images[0])

    def expand(word, times):
        for _ in range(times):
            word = "".join(images[ord(c) - 97] for c in word)
        return word

    power = 6  # sigma^6 of each letter, blocks of k^6 letters
    blocks = {c: expand(c, power) for c in "abcde"[: len(images)]}
    size = k**power

    def letter(p):  # w = sigma^6(w): w[p] = sigma^6(w[p // k^6])[p mod k^6]
        if p < size:
            return blocks["a"][p]
        return blocks[letter(p // size)][p % size]

    return gold == "".join(letter(p) for p in range(n, n + w))


def oracle_collatz(d, gold):
    n = d["n"]
    path = [n]
    while path[-1] >= n:
        v = path[-1]
        path.append(3 * v + 1 if v & 1 else v >> 1)
    return gold == [len(path) - 1, max(path)]


ORACLES = {
    "sequence/collatz_stopping": oracle_collatz,
    "sequence/morphism_letters": oracle_morphism,
    "sequence/champernowne_block": oracle_champernowne,
    "sequence/van_eck": oracle_van_eck,
}


@pytest.mark.parametrize("bootcamp_id", sorted(ORACLES))
def test_gold_agrees_with_oracle(bootcamp_id):
    bc = bootcamps.get(bootcamp_id)
    oracle = ORACLES[bootcamp_id]
    for level in LEVELS:
        for seed in range(SAMPLE):
            case = bc.case(seed, level)
            assert oracle(case.data, case.answer), (bootcamp_id, level, seed, case.data, case.answer)
            assert bc.score(case, f"<answer>{bc.format_answer(case.answer)}</answer>") == 1.0


# ---------------------------------------------------------------- hand-worked examples


def test_champernowne_by_hand():
    bc = bootcamps.get("sequence/champernowne_block")
    # 123456789 then 10 11 12 ...: digits 10..13 are 1 0 1 1; digit 190 starts 100 (9 + 180 = 189 before it)
    data = {"start": 1, "position": 10, "width": 4}
    assert bc.run_program(data)[0] == "1011" == bc.solve(data)
    data = {"start": 1, "position": 190, "width": 3}
    assert bc.run_program(data)[0] == "100" == bc.solve(data)
    data = {"start": 98, "position": 4, "width": 5}  # 98 99 100 101: "9899100101" -> digits 4..8 "91001"
    assert bc.run_program(data)[0] == "91001" == bc.solve(data)
    assert _score(bc, data, "91001", "91001") == 1.0 and _score(bc, data, "91001", "9100") == 0.0


def test_van_eck_by_hand():
    bc = bootcamps.get("sequence/van_eck")
    data = {"seeds": [0], "index": 10}  # OEIS A181391: 0, 0, 1, 0, 2, 0, 2, 2, 1, 6
    assert bc.run_program(data)[0] == [2, 1, 6] == bc.solve(data)
    assert _score(bc, data, [2, 1, 6], "2, 1, 6") == 1.0 and _score(bc, data, [2, 1, 6], "2, 1, 5") == 0.0


def test_morphism_by_hand():
    bc = bootcamps.get("sequence/morphism_letters")
    # Thue-Morse: a -> ab, b -> ba; letter n is a or b by the parity of the 1 bits of n
    data = {"images": ["ab", "ba"], "position": 5, "width": 4}  # 5 = 101 (a), 6 = 110 (a), 7 = 111 (b), 8 = 1000 (b)
    assert bc.run_program(data)[0] == "aabb" == bc.solve(data)
    assert _score(bc, data, "aabb", "aabb") == 1.0 and _score(bc, data, "aabb", "AABB") == 0.0


def test_collatz_by_hand():
    bc = bootcamps.get("sequence/collatz_stopping")
    data = {"n": 7}  # 7 22 11 34 17 52 26 13 40 20 10 5: 11 steps, peak 52
    assert bc.run_program(data)[0] == [11, 52] == bc.solve(data)
    assert _score(bc, data, [11, 52], "11, 52") == 1.0 and _score(bc, data, [11, 52], "52, 11") == 0.0
