"""wordplay/ bootcamps (the words domain): gold answers against oracles written differently at
every level, hand-worked examples with known answers, and the word-list kit."""

from itertools import permutations

import re

import networkx as nx
import numpy as np
import pytest

import bootcamps
from bootcamps.kit import wordlist

LEVELS = ("1", "2", "3", "4", "5")
SEEDS = range(6)


def anagram_oracle(data):
    # every ordering of the letters (or of all but one of them), looked up in the full list
    letters = data["letters"].lower()
    full = wordlist.full_words()
    return sorted({"".join(p) for p in permutations(letters, data["length"])} & full)


def ladder_oracle(data):
    g = nx.Graph()
    g.add_nodes_from(data["words"])
    g.add_edges_from((a, b) for a in data["words"] for b in data["words"]
                     if a < b and sum(x != y for x, y in zip(a, b)) == 1)
    return nx.shortest_path_length(g, data["start"], data["target"])


def search_oracle(data):
    # rows, columns and diagonals cut out of a numpy array; reversed strings for the backward directions
    g = np.array([list(row) for row in data["grid"]])
    n = len(g)
    lines = ["".join(r) for r in g] + ["".join(c) for c in g.T]  # right, down
    if data["directions"] != "basic":
        lines += ["".join(np.diagonal(g, k)) for k in range(-n + 1, n)]  # down-right
        lines += ["".join(np.diagonal(np.flipud(g), k)) for k in range(-n + 1, n)]  # up-right
    if data["directions"] == "all":
        lines += [line[::-1] for line in lines]  # left, up, up-left, down-left
    return sorted(w for w in data["words"] if any(w in line for line in lines))


def pig_latin_oracle(data):
    # one regex per word: the moved cluster is a run of non-vowels ("y" first is a consonant)
    cluster = r"(?:y?[^aeiouy\s]*qu|y?[^aeiouy\s]*)" if data["qu_rule"] else r"y?[^aeiouy\s]*"
    out = []
    for word in data["sentence"].split():
        head, rest = re.fullmatch(f"({cluster})(.*)", word).groups()
        out.append(word + "way" if not head else rest + head + "ay")
    return " ".join(out)


ORACLES = {
    "wordplay/word_search": lambda data, gold: search_oracle(data) == gold,
    "wordplay/pig_latin": lambda data, gold: pig_latin_oracle(data) == gold,
    "wordplay/anagram": lambda data, gold: anagram_oracle(data) == [gold],
    "wordplay/word_ladder": lambda data, gold: ladder_oracle(data) == gold,
}


@pytest.mark.parametrize("bootcamp_id", sorted(ORACLES))
def test_gold_agrees_with_an_independent_oracle(bootcamp_id):
    bc = bootcamps.get(bootcamp_id)
    agreed = 0
    for level in LEVELS:
        for seed in SEEDS:
            case = bc.case(seed, level)
            assert ORACLES[bootcamp_id](case.data, case.answer), (bootcamp_id, level, seed, case.answer)
            assert bc.solve(case.data) == case.answer
            assert bc.check(case.data, case.answer, bc.format_answer(case.answer)) == 1.0
            agreed += 1
    assert agreed == len(LEVELS) * len(SEEDS)


def test_anagram_hand_worked():
    bc = bootcamps.get("wordplay/anagram")
    # S E U O H: "house" is the only web2 word of these letters; with an extra K still only "house"
    data = {"letters": "SEUOH", "length": 5}
    assert bc.solve(data) == "house" and bc.check(data, "house", " House ") == 1.0
    assert bc.solve({"letters": "SEUOHK", "length": 5}) == "house"
    assert bc.check(data, "house", "house or shoe") == 0.0 and bc.check(data, "house", "hosue") == 0.0
    # O C E A N also spells "canoe" (and web2's "acone"): not unique, so never a case
    data = {"letters": "OCEAN", "length": 5}
    assert anagram_oracle(data) == ["acone", "canoe", "ocean"] and bc.solve(data) == ""


def test_word_ladder_hand_worked():
    bc = bootcamps.get("wordplay/word_ladder")
    # cat -> cot -> dot -> dog is 3 steps; cat -> cog is not allowed (cog not listed)
    data = {"start": "cat", "target": "dog", "words": ["dog", "cot", "cat", "dot", "hat", "hot"]}
    assert bc.solve(data) == 3 == ladder_oracle(data)
    assert bc.check(data, 3, "3") == 1.0 and bc.check(data, 3, "4") == 0.0
    data["words"].remove("cot")  # now cat -> hat -> hot -> dot -> dog
    assert bc.solve(data) == 4 == ladder_oracle(data)


def test_wordlist_kit():
    common = wordlist.common_words()
    full = wordlist.full_words()
    assert set(common) <= full and "box" in full and "zebra" in full
    assert all(w.isalpha() and w.islower() and w.isascii() for w in common)
    assert not any(w[0].isupper() for w in wordlist.full_words_of_length(5))
    assert wordlist.signature("listen") == wordlist.signature("silent") == "eilnst"
    assert wordlist.one_letter_apart("cold", "cord") and not wordlist.one_letter_apart("cold", "cold")
    assert not wordlist.one_letter_apart("cold", "colds")


def test_word_search_hand_worked():
    bc = bootcamps.get("wordplay/word_search")
    grid = ["cats", "oxen", "wzzd", "ydog"]
    # CAT reads right (row 0), COW down (column 0 is "cowy"), DOG right (row 3); column 2 is
    # "tezo", so TEN is absent, and SUN has no letters there at all.
    data = {"grid": grid, "words": ["cat", "cow", "dog", "ten", "sun"], "directions": "basic"}
    assert bc.solve(data) == ["cat", "cow", "dog"] == search_oracle(data)
    assert bc.check(data, ["cat", "cow", "dog"], "DOG, cat, Cow") == 1.0
    assert bc.check(data, ["cat", "cow", "dog"], "cat, cow") == 0.0
    assert bc.check(data, ["cat", "cow", "dog"], "cat, cow, dog, dog") == 0.0
    # GOD reads right to left along row 3 ("ydog"): found with all eight directions only
    data = {"grid": grid, "words": ["god", "cat"], "directions": "all"}
    assert bc.solve(data) == ["cat", "god"] == search_oracle(data)
    assert bc.solve({**data, "directions": "diagonal"}) == ["cat"]


def test_pig_latin_hand_worked():
    bc = bootcamps.get("wordplay/pig_latin")
    data = {"sentence": "the quiet apple rhythm you", "qu_rule": False}
    # the -> e+th+ay; quiet -> uiet+q+ay; apple -> apple+way; rhythm -> ythm+rh+ay (y not first);
    # you -> ou+y+ay (y first is a consonant)
    assert bc.solve(data) == "ethay uietqay appleway ythmrhay ouyay" == pig_latin_oracle(data)
    data["qu_rule"] = True
    assert bc.solve(data) == "ethay ietquay appleway ythmrhay ouyay" == pig_latin_oracle(data)
    assert bc.check(data, bc.solve(data), "Ethay ietquay appleway ythmrhay ouyay") == 1.0
    assert bc.check(data, bc.solve(data), "ethayietquay appleway ythmrhay ouyay") == 0.0
