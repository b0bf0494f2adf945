"""Cipher bootcamps: gold answers against independent oracles at every level, and hand-worked
examples with their known answers."""

import base64
import string

import pytest

import bootcamps
from bootcamps.cipher.playfair import digraphs, square

LEVELS = bootcamps.LEVELS
A = string.ascii_uppercase


def vigenere_oracle(data):
    # one translation table per key letter, applied by position among the letters
    tables = {k: str.maketrans(A, A[A.index(k):] + A[: A.index(k)]) for k in set(data["key"])}
    out, j = [], 0
    for c in data["text"]:
        if c == " ":
            out.append(c)
            continue
        k = data["key"][j % len(data["key"])]
        if data["mode"] == "encrypt":
            out.append(c.translate(tables[k]))
        else:
            out.append(A[[chr(x).translate(tables[k]) for x in range(65, 91)].index(c)])
        j += 1
    return "".join(out)


def affine_oracle(data):
    a, b = data["a"], data["b"]
    inverse = pow(a, -1, 26)
    f = (lambda x: (a * x + b) % 26) if data["mode"] == "encrypt" else (lambda y: inverse * (y - b) % 26)
    return "".join(c if c == " " else A[f(A.index(c))] for c in data["text"])


def rail_fence_oracle(data):
    # fill a rails x n grid cell by cell along the zigzag, as on paper
    text, rails = data["text"], data["rails"]
    n = len(text)
    cells, r, step = [], 0, 1
    for i in range(n):
        cells.append((r, i))
        if rails > 1:
            if r == 0:
                step = 1
            elif r == rails - 1:
                step = -1
            r += step
    by_row = sorted(cells)
    if data["mode"] == "encrypt":
        return "".join(text[i] for _, i in by_row)
    grid = {cell: text[k] for k, cell in enumerate(by_row)}
    return "".join(grid[cell] for cell in cells)


def playfair_oracle(data):
    grid = square(data["key"])
    rows = [grid[i : i + 5] for i in range(0, 25, 5)]
    cols = ["".join(row[c] for row in rows) for c in range(5)]
    out = ""
    for a, b in digraphs(data["text"]):
        row = next((r for r in rows if a in r and b in r), None)
        col = next((c for c in cols if a in c and b in c), None)
        if row:
            out += row[(row.index(a) + 1) % 5] + row[(row.index(b) + 1) % 5]
        elif col:
            out += col[(col.index(a) + 1) % 5] + col[(col.index(b) + 1) % 5]
        else:
            ra, rb = grid.index(a) // 5, grid.index(b) // 5
            out += rows[ra][grid.index(b) % 5] + rows[rb][grid.index(a) % 5]
    return out


def crib_oracle(data):
    cipher = data["cipher"].replace(" ", "")
    crib = data["crib"].replace(" ", "")
    return "".join(A[(A.index(c) - A.index(p)) % 26] for c, p in zip(cipher, crib[: data["key_length"]]))


def xor_oracle(data):
    key = (data["key"] * len(data["message"]))[: len(data["message"])]
    value = int.from_bytes(data["message"].encode(), "big") ^ int.from_bytes(key.encode(), "big")
    return value.to_bytes(len(data["message"]), "big").hex()


MORSE = dict(zip(A, ".- -... -.-. -.. . ..-. --. .... .. .--- -.- .-.. -- -. --- .--. --.- .-. ... - ..- ...- .-- -..- -.-- --..".split()))


def morse_oracle(data):
    if data["mode"] == "encode":
        return " / ".join(" ".join(MORSE[c] for c in w) for w in data["text"].split())
    back = {v: k for k, v in MORSE.items()}
    return " ".join("".join(back[c] for c in w.split(" ")) for w in data["text"].split(" / "))


ORACLES = {
    "cipher/vigenere": vigenere_oracle,
    "cipher/affine": affine_oracle,
    "cipher/rail_fence": rail_fence_oracle,
    "cipher/playfair": playfair_oracle,
    "cipher/vigenere_key_from_crib": crib_oracle,
    "cipher/xor_hex": xor_oracle,
    "cipher/base64_encode": lambda data: base64.b64encode(data["text"].encode()).decode(),
    "cipher/morse": morse_oracle,
}


@pytest.mark.parametrize("bootcamp_id", sorted(ORACLES))
def test_gold_agrees_with_an_independent_oracle(bootcamp_id):
    bc = bootcamps.get(bootcamp_id)
    for level in LEVELS:
        for seed in range(40):
            case = bc.case(seed, level)
            assert ORACLES[bootcamp_id](case.data) == case.answer, (level, seed)


def score(bootcamp_id, data, answer, text):
    return bootcamps.get(bootcamp_id).check(data, answer, text)


def test_hand_worked_examples():
    vig = bootcamps.get("cipher/vigenere")
    assert vig.solve({"mode": "encrypt", "key": "LEMON", "text": "ATTACK AT DAWN"}) == "LXFOPV EF RNHR"
    assert vig.solve({"mode": "decrypt", "key": "LEMON", "text": "LXFOPV EF RNHR"}) == "ATTACK AT DAWN"
    aff = bootcamps.get("cipher/affine")
    assert aff.solve({"mode": "encrypt", "a": 5, "b": 8, "text": "AFFINE CIPHER"}) == "IHHWVC SWFRCP"
    rail = bootcamps.get("cipher/rail_fence")
    assert rail.solve({"mode": "encrypt", "rails": 3, "text": "WEAREDISCOVEREDFLEEATONCE"}) == "WECRLTEERDSOEEFEAOCAIVDEN"
    pf = bootcamps.get("cipher/playfair")
    assert pf.solve({"key": "PLAYFAIREXAMPLE", "text": "HIDE THE GOLD IN THE TREE STUMP"}) == "BMODZBXDNABEKUDMUIXMMOUVIF"
    crib = bootcamps.get("cipher/vigenere_key_from_crib")
    assert crib.solve({"cipher": "LXFOPV EF RNHR", "crib": "ATTACK", "key_length": 5}) == "LEMON"
    xor = bootcamps.get("cipher/xor_hex")
    assert xor.solve({"message": "hi", "key": "k"}) == "0302"
    b64 = bootcamps.get("cipher/base64_encode")
    assert [b64.solve({"text": t}) for t in ("Man", "Ma", "M")] == ["TWFu", "TWE=", "TQ=="]
    morse = bootcamps.get("cipher/morse")
    assert morse.solve({"mode": "encode", "text": "SOS HELP"}) == "... --- ... / .... . .-.. .--."


def test_answer_forms():
    data = {"mode": "encrypt", "key": "LEMON", "text": "ATTACK AT DAWN"}
    for good in ("LXFOPV EF RNHR", "lxfopv ef rnhr", ' "LXFOPV EF RNHR" '):
        assert score("cipher/vigenere", data, "LXFOPV EF RNHR", good) == 1.0, good
    for bad in ("LXFOPVEFRNHR", "LXFOPV  EF RNHR", "LXFOPV EF RNHS", "LXFOPV EF RNHR or ATTACK AT DAWN"):
        assert score("cipher/vigenere", data, "LXFOPV EF RNHR", bad) == 0.0, bad
    xor = {"message": "hi!", "key": "k"}
    for good in ("03024a", "03 02 4a", "0x03024a", "03024A"):
        assert score("cipher/xor_hex", xor, "03024a", good) == 1.0, good
    for bad in ("3024a", "030 24a", "03024b", "0302 4a"):
        assert score("cipher/xor_hex", xor, "03024a", bad) == 0.0, bad
    assert score("cipher/base64_encode", {"text": "Ma"}, "TWE=", "TWE=") == 1.0
    for bad in ("TWE", "twe=", "TW E=", '"TWE=', '"TWE="x'):
        assert score("cipher/base64_encode", {"text": "Ma"}, "TWE=", bad) == 0.0, bad
    for good in ('"TWE="', "'TWE='", "`TWE=`"):  # quotes are not base64 characters
        assert score("cipher/base64_encode", {"text": "Ma"}, "TWE=", good) == 1.0, good
    enc = {"mode": "encode", "text": "SOS HI"}
    gold = "... --- ... / .... .."
    for good in (gold, "...  ---  ...  /  ....  ..", "... \u2014\u2014\u2014 ... / .... .."):
        assert score("cipher/morse", enc, gold, good) == 1.0, good
    for bad in ("... --- ... .... ..", "...---... / .... ..", "... --- ... / .... .-"):
        assert score("cipher/morse", enc, gold, bad) == 0.0, bad
