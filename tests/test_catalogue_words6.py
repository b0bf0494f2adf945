"""Sixth-batch wordplay bootcamps (words6): gold answers agree with independent oracles (networkx,
itertools brute force over the list) on cases at every level, and one hand-worked example per
bootcamp scores 1.0 while a wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import itertools
import re
import string
from collections import Counter

import networkx as nx

import bootcamps

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 4  # cases per level per bootcamp


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


def _cases(name):
    bc = bootcamps.get(name)
    for level in LEVELS:
        for i in range(SAMPLE):
            yield bc, bc.case(2000 + i, level)


# ---------------------------------------------------------------- word_ladder_count


def oracle_word_ladder_count(start, target, words):
    """networkx: the graph of listed words joined when they differ in exactly one position (by
    Hamming distance over zip), and the number of all_shortest_paths between the two words."""
    g = nx.Graph()
    g.add_nodes_from(words)
    g.add_edges_from((a, b) for a, b in itertools.combinations(words, 2) if sum(x != y for x, y in zip(a, b)) == 1)
    return sum(1 for _ in nx.all_shortest_paths(g, start, target))


def test_word_ladder_count_oracle():
    for bc, case in _cases("wordplay/word_ladder_count"):
        d = case.data
        assert case.answer >= 2
        assert oracle_word_ladder_count(d["start"], d["target"], d["words"]) == case.answer, d


def test_word_ladder_count_hand_worked():
    bc = bootcamps.get("wordplay/word_ladder_count")
    # CAT -> COT/HAT -> HOT -> HOG: CAT-COT-HOT-HOG and CAT-HAT-HOT-HOG; CAT-COT-COG-HOG too: 3.
    data = {"start": "cat", "target": "hog", "words": ["cat", "cot", "hat", "hot", "cog", "hog", "dog", "bat"]}
    gold = bc.solve(data)
    assert gold == 3
    assert oracle_word_ladder_count(data["start"], data["target"], data["words"]) == 3
    assert _score(bc, data, gold, "3") == 1.0
    assert _score(bc, data, gold, "2") == 0.0
    assert _score(bc, data, gold, "4") == 0.0


# ---------------------------------------------------------------- alphabetical_words

_ASCENDING = re.compile("^" + "".join(f"{c}*" for c in string.ascii_lowercase) + "$")
_DESCENDING = re.compile("^" + "".join(f"{c}*" for c in reversed(string.ascii_lowercase)) + "$")


def oracle_alphabetical_words(words, mode):
    """A regular expression a*b*...z* (or z*y*...a*) that a word must match in full."""
    tests = {"ascending": (_ASCENDING,), "descending": (_DESCENDING,), "either": (_ASCENDING, _DESCENDING)}[mode]
    return sorted(w for w in words if any(r.match(w) for r in tests))


def test_alphabetical_words_oracle():
    for bc, case in _cases("wordplay/alphabetical_words"):
        d = case.data
        assert case.answer and len(case.answer) < len(d["words"])
        assert oracle_alphabetical_words(d["words"], d["mode"]) == sorted(case.answer), d


def test_alphabetical_words_hand_worked():
    bc = bootcamps.get("wordplay/alphabetical_words")
    data = {"words": ["begin", "spoon", "table", "floor", "wife", "almost"], "mode": "ascending"}
    gold = bc.solve(data)
    assert gold == ["almost", "begin", "floor"]
    assert oracle_alphabetical_words(data["words"], "ascending") == gold
    assert _score(bc, data, gold, "FLOOR, BEGIN, ALMOST") == 1.0
    assert _score(bc, data, gold, "almost, begin, floor") == 1.0
    assert _score(bc, data, gold, "ALMOST, BEGIN") == 0.0
    assert _score(bc, data, gold, "ALMOST, BEGIN, FLOOR, SPOON") == 0.0
    data = {"words": data["words"], "mode": "either"}
    assert bc.solve(data) == ["almost", "begin", "floor", "spoon", "wife"]
    assert oracle_alphabetical_words(data["words"], "either") == bc.solve(data)


# ---------------------------------------------------------------- anagram_pairs_count


def oracle_anagram_pairs_count(words):
    """itertools.combinations over the list; Counter equality marks both words of a pair."""
    marked = set()
    for a, b in itertools.combinations(range(len(words)), 2):
        if Counter(words[a]) == Counter(words[b]):
            marked.update((a, b))
    return len(marked)


def test_anagram_pairs_count_oracle():
    for bc, case in _cases("wordplay/anagram_pairs_count"):
        d = case.data
        assert len(set(d["words"])) == len(d["words"])
        assert oracle_anagram_pairs_count(d["words"]) == case.answer, d


def test_anagram_pairs_count_hand_worked():
    bc = bootcamps.get("wordplay/anagram_pairs_count")
    # STOP/POTS/TOPS (3) and LISTEN/ENLIST (2); STOLEN is one letter off, SPIN has no partner
    data = {"words": ["stop", "pots", "listen", "stolen", "enlist", "tops", "spin"]}
    gold = bc.solve(data)
    assert gold == 5
    assert oracle_anagram_pairs_count(data["words"]) == 5
    assert _score(bc, data, gold, "5") == 1.0
    assert _score(bc, data, gold, "2") == 0.0
    assert _score(bc, data, gold, "6") == 0.0


# ---------------------------------------------------------------- letter_shift_pairs


def oracle_letter_shift_pairs(words):
    """itertools.combinations over the list: same length and one non-zero letter difference
    (mod 26) shared by every position."""
    out = []
    for a, b in itertools.combinations(words, 2):
        steps = {(ord(y) - ord(x)) % 26 for x, y in zip(a, b)}
        if len(a) == len(b) and len(steps) == 1 and 0 not in steps:
            out.append(sorted((a, b)))
    return sorted(out)


def test_letter_shift_pairs_oracle():
    for bc, case in _cases("wordplay/letter_shift_pairs"):
        d = case.data
        assert case.answer
        assert oracle_letter_shift_pairs(d["words"]) == [list(p) for p in case.answer], d


def test_letter_shift_pairs_hand_worked():
    bc = bootcamps.get("wordplay/letter_shift_pairs")
    # COLD +3 = FROG, SLEEP +9 = BUNNY; TREE and MEET are not a shift of each other
    data = {"words": ["cold", "sleep", "tree", "frog", "meet", "bunny"]}
    gold = bc.solve(data)
    assert gold == [["bunny", "sleep"], ["cold", "frog"]]
    assert oracle_letter_shift_pairs(data["words"]) == gold
    assert _score(bc, data, gold, "COLD-FROG, SLEEP-BUNNY") == 1.0
    assert _score(bc, data, gold, "bunny - sleep; frog -> cold") == 1.0
    assert _score(bc, data, gold, "(COLD, FROG), (SLEEP, BUNNY)") == 1.0
    assert _score(bc, data, gold, "COLD-FROG") == 0.0
    assert _score(bc, data, gold, "COLD-FROG, SLEEP-BUNNY, TREE-MEET") == 0.0
    assert _score(bc, data, gold, "COLD-SLEEP, FROG-BUNNY") == 0.0
    assert _score(bc, data, gold, "none") == 0.0


# ---------------------------------------------------------------- curtailment_chain


def oracle_curtailment_length(words, mode):
    """networkx: arcs a -> b when b is a with one end letter dropped (startswith / endswith with
    one letter fewer, at least three letters), and the longest path of that DAG in words."""
    g = nx.DiGraph()
    g.add_nodes_from(words)
    for a, b in itertools.permutations(words, 2):
        if len(a) == len(b) + 1 and len(b) >= 3 and (a.startswith(b) or (mode == "either" and a.endswith(b))):
            g.add_edge(a, b)
    return nx.dag_longest_path_length(g) + 1


def test_curtailment_chain_oracle():
    for bc, case in _cases("wordplay/curtailment_chain"):
        d = case.data
        assert len(case.answer) == oracle_curtailment_length(d["words"], d["mode"]), d
        assert len(case.answer) >= bc.config(case.level).chain
        assert _score(bc, d, case.answer, " ".join(case.answer)) == 1.0


def test_curtailment_chain_hand_worked():
    bc = bootcamps.get("wordplay/curtailment_chain")
    words = ["planet", "plane", "plan", "lane", "lan", "pla", "net"]
    data = {"words": words, "mode": "last"}
    gold = bc.solve(data)
    assert gold == ["planet", "plane", "plan", "pla"]
    assert oracle_curtailment_length(words, "last") == 4
    assert _score(bc, data, gold, "PLANET PLANE PLAN PLA") == 1.0
    assert _score(bc, data, gold, "planet > plane > plan > pla") == 1.0
    assert _score(bc, data, gold, "PLANET PLANE LANE LAN") == 0.0  # front cuts are not allowed here
    assert _score(bc, data, gold, "PLANET PLANE PLAN") == 0.0
    assert _score(bc, data, gold, "PLA PLAN PLANE PLANET") == 0.0
    data = {"words": words, "mode": "either"}
    gold = bc.solve(data)
    assert len(gold) == 4 == oracle_curtailment_length(words, "either")
    assert _score(bc, data, gold, "PLANET PLANE LANE LAN") == 1.0  # another longest chain
    assert _score(bc, data, gold, "PLANET PLANE PLAN LAN") == 1.0
