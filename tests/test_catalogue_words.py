"""wordplay/ bootcamps (the words domain): gold answers against oracles written differently at
every level, hand-worked examples with known answers, and the word-list kit."""

from itertools import permutations

import networkx as nx
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


ORACLES = {
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
