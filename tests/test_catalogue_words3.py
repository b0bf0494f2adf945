"""wordplay/ bootcamps of the fifth batch: gold answers against oracles written differently at
every level (itertools products, regexes, Counters, brute force over the word lists) and one
hand-worked example per bootcamp."""

import re
from itertools import product

import numpy as np
import pytest

import bootcamps
from bootcamps.kit import wordlist

LEVELS = ("1", "2", "3", "4", "5")
SEEDS = range(3)
_PHONE = ["", "", "abc", "def", "ghi", "jkl", "mno", "pqrs", "tuv", "wxyz"]


def keypad_oracle(data):
    # every letter combination the keys allow, intersected with the full list: exactly one each
    full = wordlist.full_words()
    out = []
    for code in data["codes"]:
        hits = {"".join(p) for p in product(*(_PHONE[int(d)] for d in code))} & full
        if len(hits) != 1:
            return None
        out.append(hits.pop())
    return out


def bee_oracle(data):
    # a regex for "only hive letters, at least four"; the pangram test by set size of the word
    only = re.compile(f"[{data['letters']}]{{4,}}")
    total = 0
    for w in data["words"]:
        if only.fullmatch(w) and data["centre"] in w:
            total += (len(w) if len(w) > 4 else 1) + 7 * (len(set(w)) == 7)
    return total


_KEY_RE = {
    "row": re.compile(r"[qwertyuiop]+|[asdfghjkl]+|[zxcvbnm]+"),
    "hand": re.compile(r"[qwertasdfgzxcvb]+|[yuiophjklnm]+"),
    # one letter of each hand in turn, starting with either hand
    "alternate": re.compile(r"(?:[qwertasdfgzxcvb][yuiophjklnm])*[qwertasdfgzxcvb]?|"
                            r"(?:[yuiophjklnm][qwertasdfgzxcvb])*[yuiophjklnm]?"),
}


def keyboard_oracle(data):
    return sorted(w for w in data["words"] if _KEY_RE[data["mode"]].fullmatch(w))


def square_oracle(data):
    # every row tuple (repeats allowed, then rejected) whose letter array equals its transpose
    n = data["size"]
    found = []
    for rows in product(data["words"], repeat=n):
        if len(set(rows)) == n:
            grid = np.array([list(r) for r in rows])
            if (grid == grid.T).all():
                found.append(list(rows))
    return found


ORACLES = {
    "wordplay/word_square": lambda data, gold: square_oracle(data) == [gold],
    "wordplay/keyboard_words": lambda data, gold: keyboard_oracle(data) == gold,
    "wordplay/spelling_bee": lambda data, gold: bee_oracle(data) == gold,
    "wordplay/keypad_words": lambda data, gold: keypad_oracle(data) == gold,
}


@pytest.mark.parametrize("bootcamp_id", sorted(ORACLES))
def test_gold_agrees_with_an_independent_oracle(bootcamp_id):
    bc = bootcamps.get(bootcamp_id)
    for level in LEVELS:
        for seed in SEEDS:
            case = bc.case(seed, level)
            assert ORACLES[bootcamp_id](case.data, case.answer), (bootcamp_id, level, seed, case.answer)
            assert bc.solve(case.data) == case.answer
            assert bc.check(case.data, case.answer, bc.format_answer(case.answer)) == 1.0


def test_keypad_words_hand_worked():
    bc = bootcamps.get("wordplay/keypad_words")
    # 4 G H I, 6 M N O, 7 P Q R S, 3 D E F: "home" is 4663, "good" 4663 too, so that code is ambiguous
    # and never asked; "planet" is 752638 and no other web2 word types those keys
    data = {"codes": ["752638", "76925"], "joined": False}
    assert bc.solve(data) == ["planet", "royal"]
    assert bc.check(data, ["planet", "royal"], "Planet royal") == 1.0
    assert bc.check(data, ["planet", "royal"], "royal planet") == 0.0
    assert keypad_oracle({"codes": ["4663"]}) is None


def test_spelling_bee_hand_worked():
    bc = bootcamps.get("wordplay/spelling_bee")
    # hive C N O R T U Y, centre R: COUNTRY pangram 7+7, TORN 1, CORN 1, TON too short, COURT 5,
    # COUNT lacks R, TRULY has an L: 14 + 1 + 1 + 5 = 21
    data = {"letters": "cnortuy", "centre": "r", "words": ["country", "torn", "corn", "ton", "court", "count", "truly"]}
    assert bc.solve(data) == 21 == bee_oracle(data)
    assert bc.check(data, 21, "21") == 1.0
    assert bc.check(data, 21, "14") == 0.0


def test_keyboard_words_hand_worked():
    bc = bootcamps.get("wordplay/keyboard_words")
    # T-O-W-N: hands L R L R, alternating; LAND: R L R L; HOME: R R R L fails; FALL: L L R R fails
    data = {"words": ["town", "land", "home", "fall"], "mode": "alternate"}
    assert bc.solve(data) == ["land", "town"] == keyboard_oracle(data)
    assert bc.check(data, ["land", "town"], "TOWN, LAND") == 1.0
    assert bc.check(data, ["land", "town"], "TOWN, LAND, FALL") == 0.0
    assert keyboard_oracle({"words": ["typewriter", "salad", "zebra"], "mode": "row"}) == ["salad", "typewriter"]


def test_word_square_hand_worked():
    bc = bootcamps.get("wordplay/word_square")
    # B A G / A G E / G E T: row 1 = column 1 (BAG), row 2 = column 2 (AGE), row 3 = column 3 (GET);
    # BIG has no row 2 starting with I, so it stays out
    data = {"words": ["get", "big", "bag", "age", "ten"], "size": 3}
    assert bc.solve(data) == ["bag", "age", "get"]
    assert square_oracle(data) == [["bag", "age", "get"]]
    assert bc.check(data, ["bag", "age", "get"], "BAG AGE GET") == 1.0
    assert bc.check(data, ["bag", "age", "get"], "AGE BAG GET") == 0.0
