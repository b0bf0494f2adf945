"""Round-3 cipher, wordplay and text bootcamps: gold answers agree with oracles written another
way (decryption that inverts the gold ciphertext, brute force, Python's textwrap, csv,
configparser, urllib, fnmatch and datetime) on cases at every level; one hand-worked example per
bootcamp; and the bootcamps/kit/textkit.py helpers."""

from __future__ import annotations

import itertools
import random
import string
from collections import Counter

import pytest

import bootcamps
from bootcamps.kit import textkit
from bootcamps.trace import Tracer

SAMPLES = 8  # cases per level per bootcamp; AGREEMENT counts them
A = string.ascii_uppercase
SQ25 = "ABCDEFGHIKLMNOPQRSTUVWXYZ"


def _letters(text):
    return "".join(c for c in text.upper() if c.isalpha())


def _mixed(key, alphabet):
    out = []
    for c in key.upper() + alphabet:
        c = "I" if c == "J" and "J" not in alphabet else c
        if c in alphabet and c not in out:
            out.append(c)
    return "".join(out)


# ---------------------------------------------------------------- oracles: cipher


def _beaufort(d, gold):
    # Beaufort = negate each letter (x -> -x mod 26), then add the key as Vigenère does.
    key = [A.index(k) for k in d["key"]]
    it = itertools.cycle(key)
    out = "".join(c if c == " " else A[(-A.index(c) + next(it)) % 26] for c in d["text"])
    return out == gold


def _keyword_substitution(d, gold):
    key = d["key"]
    start = (A.index(key[-1]) + 1) % 26 if d["continue_after"] else 0
    mixed = _mixed(key, A[start:] + A[:start])
    table = str.maketrans(A, mixed) if d["mode"] == "encrypt" else str.maketrans(mixed, A)
    return d["text"].translate(table) == gold and len(set(mixed)) == 26


def _four_square(d, gold):
    # Decrypt the gold with the inverse rule and compare with the prepared message.
    tr, bl = _mixed(d["key1"], SQ25), _mixed(d["key2"], SQ25)
    c = gold.replace(" ", "")
    plain = ""
    for x, y in zip(c[::2], c[1::2]):
        r1, c2 = divmod(tr.index(x), 5)
        r2, c1 = divmod(bl.index(y), 5)
        plain += SQ25[5 * r1 + c1] + SQ25[5 * r2 + c2]
    want = _letters(d["text"]).replace("J", "I")
    return plain == want + ("X" if len(want) % 2 else "")


def _porta(d, gold):
    # The tableau as pycipher-style rows: key pair g maps A..M onto N..Z rotated by g; self-inverse.
    out, it = [], itertools.cycle(d["key"])
    for c in d["text"]:
        if c == " ":
            out.append(c)
            continue
        g = A.index(next(it)) // 2
        half = "NOPQRSTUVWXYZ"
        row = half[g:] + half[:g]
        out.append(row[A.index(c)] if c < "N" else A[row.index(c)])
    return "".join(out) == gold


def _route_spiral(d, gold):
    # Layer peeling with explicit bounds for a clockwise read from the top-left of a transformed grid.
    rows, cols = d["rows"], d["cols"]
    letters = _letters(d["text"])
    letters += "X" * (rows * cols - len(letters))
    grid = [list(letters[r * cols : (r + 1) * cols]) for r in range(rows)]
    if not d["clockwise"]:
        grid = [list(x) for x in zip(*grid)]
        corner = {"top-left": 0, "top-right": 3, "bottom-right": 2, "bottom-left": 1}[d["corner"]]
    else:
        corner = {"top-left": 0, "top-right": 1, "bottom-right": 2, "bottom-left": 3}[d["corner"]]
    for _ in range(corner):
        grid = [list(x) for x in zip(*grid)][::-1]
    out = []
    top, bottom, left, right = 0, len(grid) - 1, 0, len(grid[0]) - 1
    while top <= bottom and left <= right:
        out += [grid[top][c] for c in range(left, right + 1)]
        out += [grid[r][right] for r in range(top + 1, bottom + 1)]
        if top < bottom:
            out += [grid[bottom][c] for c in range(right - 1, left - 1, -1)]
        if left < right:
            out += [grid[r][left] for r in range(bottom - 1, top, -1)]
        top, bottom, left, right = top + 1, bottom - 1, left + 1, right - 1
    return "".join(out) == gold


def _affine_key_from_crib(d, gold):
    a, b = gold
    keys = [(x, y) for x in range(26) for y in range(26) if x % 2 and x != 13
            and "".join(A[(x * A.index(c) + y) % 26] for c in d["crib"]) == d["text"].split()[d["word"]]]
    inv = pow(a, -1, 26)
    plain = "".join(c if c == " " else A[inv * (A.index(c) - b) % 26] for c in d["text"])
    vocabulary = {w.upper() for w in bootcamps.words.VOCABULARY}
    return keys == [(a, b)] and all(w in vocabulary for w in plain.split())


def _adfgvx(d, gold):
    # Undo the transposition (column lengths from the message length), then read the square.
    c = gold.replace(" ", "")
    key, n = d["key"], len(c)
    order = sorted(range(len(key)), key=lambda j: key[j])
    lengths = [n // len(key) + (1 if j < n % len(key) else 0) for j in range(len(key))]
    cols, at = {}, 0
    for j in order:
        cols[j] = c[at : at + lengths[j]]
        at += lengths[j]
    stream = "".join(cols[j][r] for r in range(max(lengths)) for j in range(len(key)) if r < lengths[j])
    sq = d["square"]
    plain = "".join(sq[6 * "ADFGVX".index(x) + "ADFGVX".index(y)] for x, y in zip(stream[::2], stream[1::2]))
    return plain == d["text"].replace(" ", "")


def _trifid(d, gold):
    # Decrypt: per block, the digits read across are split back into the three lines.
    cube, period = d["cube"], d["period"]
    c = gold.replace(" ", "")
    plain = ""
    for s in range(0, len(c), period):
        block = c[s : s + period]
        digits = "".join(f"{cube.index(x) // 9}{cube.index(x) // 3 % 3}{cube.index(x) % 3}" for x in block)
        k = len(block)
        layers, rows, cols = digits[:k], digits[k : 2 * k], digits[2 * k :]
        plain += "".join(cube[9 * int(a) + 3 * int(b) + int(e)] for a, b, e in zip(layers, rows, cols))
    return plain == _letters(d["text"])


def _nihilist(d, gold):
    sq = _mixed(d["square_key"], SQ25)
    num = lambda ch: 10 * (sq.index(ch) // 5 + 1) + sq.index(ch) % 5 + 1  # noqa: E731
    key = [num(k) for k in d["key"].replace("J", "I")]
    plain = ""
    for i, v in enumerate(gold):
        n = v - key[i % len(key)]
        plain += sq[5 * (n // 10 - 1) + n % 10 - 1]
    return plain == _letters(d["text"]).replace("J", "I")


def _straddling_checkerboard(d, gold):
    # Decode the digit string: a blank digit starts a two-digit code.
    top, blanks, rest = d["top"], d["blanks"], d["rest"]
    cols = [c for c in range(10) if c not in blanks]
    plain, i = "", 0
    while i < len(gold):
        digit = int(gold[i])
        if digit in blanks:
            plain += rest[10 * blanks.index(digit) + int(gold[i + 1])]
            i += 2
        else:
            plain += top[cols.index(digit)]
            i += 1
    return plain == _letters(d["text"])


# ---------------------------------------------------------------- oracles: wordplay


def _acrostic(d, gold):
    lines = d["lines"][::-1] if d["upward"] else d["lines"]
    picks = {"first": lambda k, ws: ws[0][0], "last": lambda k, ws: ws[-1][-1],
             "second_word": lambda k, ws: ws[1][0], "diagonal": lambda k, ws: list(itertools.chain(*ws))[k]}
    return "".join(picks[d["mode"]](k, line.split()) for k, line in enumerate(lines)) == gold


def _letter_bank(d, gold):
    bank = Counter(d["bank"])
    blanks = bank.pop("?", 0)
    return sum(sum((Counter(w) - bank).values()) <= blanks for w in d["words"]) == gold


ORACLES = {
    "cipher/beaufort": _beaufort,
    "cipher/keyword_substitution": _keyword_substitution,
    "cipher/four_square": _four_square,
    "cipher/porta": _porta,
    "cipher/route_spiral": _route_spiral,
    "cipher/affine_key_from_crib": _affine_key_from_crib,
    "cipher/adfgvx": _adfgvx,
    "cipher/trifid": _trifid,
    "cipher/nihilist": _nihilist,
    "cipher/straddling_checkerboard": _straddling_checkerboard,
    "wordplay/acrostic": _acrostic,
    "wordplay/letter_bank": _letter_bank,
}


@pytest.mark.parametrize("bootcamp_id", sorted(ORACLES))
def test_gold_agrees_with_oracle(bootcamp_id):
    bc = bootcamps.get(bootcamp_id)
    agreed = 0
    for level in bc.levels:
        for seed in range(SAMPLES):
            case = bc.case(seed, level)
            assert ORACLES[bootcamp_id](case.data, case.answer), (bootcamp_id, level, seed, case.answer)
            assert bc.solve(case.data) == case.answer, (bootcamp_id, level, seed)
            agreed += 1
    assert agreed == SAMPLES * len(bc.levels)


# ---------------------------------------------------------------- hand-worked examples


def _solve_and_check(bootcamp_id, data, expected):
    bc = bootcamps.get(bootcamp_id)
    assert bc.solve(data) == expected
    assert bc.program(Tracer(), data) == expected
    assert bc.check(data, expected, bc.format_answer(expected)) == 1.0


def test_beaufort_by_hand():
    # key F (5): A (0) -> 5 - 0 = F; B -> E; Z (25) -> 5 - 25 = -20 = 6 -> G
    _solve_and_check("cipher/beaufort", {"mode": "encrypt", "key": "F", "text": "AB Z"}, "FE G")


def test_keyword_substitution_by_hand():
    # ZEBRAS then CDFGHIJKLMNOPQTUVWXY: A->Z, B->E, C->B, T (the 20th) -> Q
    _solve_and_check("cipher/keyword_substitution",
                     {"mode": "encrypt", "key": "ZEBRAS", "continue_after": False, "text": "CAB AT"}, "BZE ZQ")
    # continuing after S: ZEBRAS TUVWXY CDFGHIJKLMNOPQ; cipher Z is plain A
    _solve_and_check("cipher/keyword_substitution",
                     {"mode": "decrypt", "key": "ZEBRAS", "continue_after": True, "text": "ZT"}, "AG")


def test_four_square_by_hand():
    # top-right EXAMP/LBCDF/GHIKN/..., bottom-left KEYWO/RDABC/FGHIL/...
    # H (1,2) E (0,4) -> top-right (1,4) F, bottom-left (0,2) Y; L (2,0) P (2,4) -> (2,4) N, (2,0) F
    _solve_and_check("cipher/four_square", {"key1": "EXAMPLE", "key2": "KEYWORD", "text": "HELP"}, "FYNF")


def test_porta_by_hand():
    # key A (g=0): A<->N; key C (g=1): A -> 13 + 1 = O, N -> (0 - 1) mod 13 = 12 = M
    _solve_and_check("cipher/porta", {"mode": "encrypt", "key": "AC", "text": "AA NN"}, "NO AM")


def test_route_spiral_by_hand():
    data = {"text": "ABCDEFGHIJKL", "rows": 3, "cols": 4, "corner": "top-left", "clockwise": True}
    _solve_and_check("cipher/route_spiral", data, "ABCDHLKJIEFG")
    _solve_and_check("cipher/route_spiral", {**data, "clockwise": False}, "AEIJKLHDCBFG")
    _solve_and_check("cipher/route_spiral", {**data, "corner": "bottom-right", "clockwise": False}, "LHDCBAEIJKGF")


def test_affine_key_from_crib_by_hand():
    # a=5, b=8: THE -> T(19): 95+8=103 mod 26 = 25 Z; H(7): 43 mod 26 = 17 R; E(4): 28 mod 26 = 2 C
    _solve_and_check("cipher/affine_key_from_crib", {"text": "ZRC", "word": 0, "crib": "THE"}, [5, 8])


def test_adfgvx_by_hand():
    square = "NA1C3H8TB2OME5WRPD4F6G7I9J0KLQSUVXYZ"  # the well-known Wikipedia square
    # ATTACK AT 1200AM -> DGDD DAGD DGAF ADDF DADV DVFA ADVX; key PRIVACY transposes it
    _solve_and_check("cipher/adfgvx", {"square": square, "key": "PRIVACY", "text": "ATTACK AT 1200AM"},
                     "DGDDD AGDDG AFADD FDADV DVFAA DVX")


def test_trifid_by_hand():
    # cube in order A..Z+: A=111, B=112, C=113; period 3: lines 111/111/123 -> 111 111 123 -> A A C
    _solve_and_check("cipher/trifid", {"key": "", "cube": A + "+", "period": 3, "text": "ABC"}, "AAF")


def test_nihilist_by_hand():
    # square A..Z without J: A=11, B=12, H=23; key B (12): A -> 23, H -> 35
    _solve_and_check("cipher/nihilist", {"square_key": "", "show_square": True, "key": "B", "text": "AH"}, [23, 35])


def test_straddling_checkerboard_by_hand():
    data = {"top": "AEINORST", "blanks": [2, 6], "rest": "BCDFGHJKLMPQUVWXYZ"}
    # top row: A0 E1 I3 N4 O5 R7 S8 T9; row 2: B20 C21 D22 ... M29; row 6: P60 Q61 U62 ...
    _solve_and_check("cipher/straddling_checkerboard", {**data, "text": "BED TU"}, "20122962")


def test_acrostic_by_hand():
    data = {"lines": ["cat sat", "ant ran", "tea hot"], "mode": "first", "upward": False}
    _solve_and_check("wordplay/acrostic", data, "cat")
    _solve_and_check("wordplay/acrostic", {**data, "mode": "last", "upward": True}, "tnt")
    _solve_and_check("wordplay/acrostic", {**data, "mode": "diagonal"}, "cna")


def test_letter_bank_by_hand():
    # bank a e t r s ?: "tears" fits, "treats" needs a second t (the blank), "zebra" needs z and b
    _solve_and_check("wordplay/letter_bank", {"bank": "aetrs?", "words": ["tears", "treats", "zebra"]}, 2)


# ---------------------------------------------------------------- kit


def test_textkit_keyed_alphabet_and_square():
    assert textkit.keyed_alphabet("zebras") == "ZEBRASCDFGHIJKLMNOPQTUVWXY"
    assert textkit.keyed_alphabet("jump", textkit.SQUARE25).startswith("IUMP")
    assert textkit.render_square("ABCD", "XY") == "  X Y\nX A B\nY C D"
    with pytest.raises(ValueError):
        textkit.render_square("ABC")
    assert textkit.group5("ABCDEFGHIJKL") == "ABCDE FGHIJ KL"
    assert textkit.letters_only("ab c-1!") == "ABC"


def test_textkit_lines_and_times():
    assert textkit.read_lines("```\n a b \nc\n```", 5) == ["a b", "c"]
    assert textkit.read_lines("  a\n b", 5, keep_leading=True) == ["  a", " b"]
    assert textkit.read_lines("a\nb\nc", 2) is None
    assert textkit.read_lines("x" * 30_000, 5) is None
    assert textkit.hhmm(9 * 60 + 5) == "09:05"
    assert textkit.read_hhmm("9:05") == 545 and textkit.read_hhmm("09.05.") == 545
    assert textkit.read_hhmm("25:00") is None and textkit.read_hhmm("9:5") is None
    with pytest.raises(ValueError):
        textkit.hhmm(24 * 60)


def test_textkit_pick_keyword_is_seeded():
    a = [textkit.pick_keyword(random.Random(3), 4, 6) for _ in range(3)]
    assert len(set(a)) == 1 and 4 <= len(a[0]) <= 6 and len(set(a[0])) == len(a[0])
    assert len(textkit.pick_keyword(random.Random(1), 11, 12)) in (11, 12)  # no common word: random letters
