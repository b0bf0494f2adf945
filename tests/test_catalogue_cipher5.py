"""Fifth batch of cipher bootcamps: gold answers agree with independent oracles (numpy
permutation matrices, sympy modular matrix inverses) on cases at every level, and one
hand-worked example per bootcamp scores 1.0 while a wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import numpy as np
import pytest
import sympy

import bootcamps

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 4  # cases per level per bootcamp


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


# ---------------------------------------------------------------- oracles: (data, gold) -> bool


def _perm_matrix(mapping):
    # column x has its 1 in row mapping[x]: M @ e_x = e_{mapping[x]}
    m = np.zeros((26, 26), dtype=np.int64)
    for x, y in enumerate(mapping):
        m[y, x] = 1
    return m


def _shift(p):
    return _perm_matrix([(x + p) % 26 for x in range(26)])


def oracle_enigma(d, gold):
    # the machine as one matrix per letter: S^-p W S^p for each rotor, the reflector, and the
    # transposes (inverses) on the way back; window positions counted as a mixed-radix odometer
    rotors = [_perm_matrix([ord(c) - 65 for c in w]) for w in d["rotors"]]
    refl = list(range(26))
    for a, b in d["reflector"]:
        refl[ord(a) - 65], refl[ord(b) - 65] = ord(b) - 65, ord(a) - 65
    r = _perm_matrix(refl)
    pos = [ord(c) - 65 for c in d["start"]]
    notch = [ord(c) - 65 for c in d["notches"]]
    out = []
    for ch in d["text"]:
        carry = True
        for i in reversed(range(len(pos))):
            if not carry:
                break
            carry = pos[i] == notch[i]
            pos[i] = (pos[i] + 1) % 26
        forward = np.eye(26, dtype=np.int64)
        for m, p in zip(rotors, pos):  # left rotor first: its matrix is applied last on the way in
            forward = forward @ (_shift(-p) @ m @ _shift(p))
        machine = forward.T @ r @ forward
        assert (machine == machine.T).all() and not np.diag(machine).any()  # an involution, no fixed letter
        v = np.zeros(26, dtype=np.int64)
        v[ord(ch) - 65] = 1
        out.append(chr(65 + int(np.argmax(machine @ v))))
    return "".join(out) == gold


def oracle_hill_crib(d, gold):
    # whole plaintext pairs inside the crib, found from the full pair grid; K = C P^-1 by sympy
    crib, s0, text = d["crib"].replace(" ", ""), d["start"] - 1, d["text"]
    cols = [k for k in range(0, len(text), 2) if s0 <= k and k + 1 < s0 + len(crib)]
    p = [[ord(crib[k - s0]) - 65, ord(crib[k - s0 + 1]) - 65] for k in cols]
    c = [[ord(text[k]) - 65, ord(text[k + 1]) - 65] for k in cols]
    key = None
    for i in range(len(cols)):
        for j in range(i + 1, len(cols)):
            pm = sympy.Matrix([p[i], p[j]]).T
            if sympy.gcd(pm.det() % 26, 26) == 1:
                key = (sympy.Matrix([c[i], c[j]]).T * pm.inv_mod(26)).applyfunc(lambda v: v % 26)
                break
        if key is not None:
            break
    if key is None:
        return False
    k = sympy.Matrix(2, 2, gold)
    fits = all(list((k * sympy.Matrix(pp)).applyfunc(lambda v: v % 26)) == cc for pp, cc in zip(p, c))
    return list(key) == gold and fits and sympy.gcd(k.det() % 26, 26) == 1


ORACLES = {
    "cipher/enigma_rotors": oracle_enigma,
    "cipher/hill_known_plaintext": oracle_hill_crib,
}


@pytest.mark.parametrize("bootcamp_id", sorted(ORACLES))
def test_gold_agrees_with_oracle(bootcamp_id):
    bc = bootcamps.get(bootcamp_id)
    oracle = ORACLES[bootcamp_id]
    for level in LEVELS:
        for seed in range(SAMPLE):
            case = bc.case(seed, level)
            assert oracle(case.data, case.answer), (bootcamp_id, level, seed, case.data, case.answer)
            assert bc.run_program(case.data)[0] == case.answer
            assert bc.score(case, f"<answer>{bc.format_answer(case.answer)}</answer>") == 1.0


# ---------------------------------------------------------------- hand-worked examples


def test_enigma_by_hand():
    bc = bootcamps.get("cipher/enigma_rotors")
    # one identity rotor starting at A: it steps to B (p=1); in: A -> W[0+1]-1 = A; reflector A<->B;
    # back: B -> V[1+1]-1 = B. So A enciphers to B; the second letter (p=2) works the same way
    ident = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    refl = ["AB", "CD", "EF", "GH", "IJ", "KL", "MN", "OP", "QR", "ST", "UV", "WX", "YZ"]
    data = {"rotors": [ident], "notches": ["A"], "start": "A", "reflector": refl, "text": "BA"}
    assert bc.run_program(data)[0] == "AB" == bc.solve(data)
    # a rotor wired x -> x+1 (BCD...ZA) at window A steps to p=1: in A -> W[1]-1 = C-1 = B;
    # reflector B -> A; back: V[A+1] = A (A is wired to B), minus 1 = Z. So the letter A deciphers to Z
    shifted = ident[1:] + "A"
    data = {"rotors": [shifted], "notches": ["A"], "start": "A", "reflector": refl, "text": "A"}
    assert bc.solve(data) == "Z" == bc.run_program(data)[0]
    assert _score(bc, data, "Z", "Z") == 1.0 and _score(bc, data, "Z", "A") == 0.0
    # stepping: two rotors, right rotor at its turnover letter C moves to D and carries the left from A to B
    data = {"rotors": [ident, ident], "notches": ["A", "C"], "start": "AC", "reflector": refl, "text": "A"}
    assert oracle_enigma(data, bc.solve(data))


def test_hill_known_plaintext_by_hand():
    bc = bootcamps.get("cipher/hill_known_plaintext")
    # key [[3, 3], [2, 5]] sends HELP to HIAT: (7, 4) -> (33, 34) = (7, 8) = HI; (11, 15) -> (78, 97) = (0, 19) = AT.
    # P = [[7, 11], [4, 15]] has det 61 = 9 mod 26, inverse 3, so the key is recovered from the crib
    data = {"text": "HIAT", "crib": "HELP", "start": 1, "word": 0}
    assert bc.run_program(data)[0] == [3, 3, 2, 5] == bc.solve(data)
    assert _score(bc, data, [3, 3, 2, 5], "[[3, 3], [2, 5]]") == 1.0
    assert _score(bc, data, [3, 3, 2, 5], "3, 2, 3, 5") == 0.0
    assert _score(bc, data, [3, 3, 2, 5], "3, 3, 2, 5") == 1.0
    # the crib starting at an odd position: only the whole pairs inside it count. Message ZHELPA with key
    # [[3, 3], [2, 5]]: crib HELP from letter 2 leaves just the pair EL, which cannot pin the key down
    from bootcamps.cipher.hill_known_plaintext import crib_pairs

    assert crib_pairs(1, "HELP") == [2] and crib_pairs(0, "HELP") == [0, 2] and crib_pairs(3, "HELPME") == [4, 6]
