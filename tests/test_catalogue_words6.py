"""Sixth-batch wordplay bootcamps (words6): gold answers agree with independent oracles (networkx,
itertools brute force over the list) on cases at every level, and one hand-worked example per
bootcamp scores 1.0 while a wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import itertools

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
