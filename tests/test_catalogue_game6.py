"""Issue 9's sixth batch of game/ bootcamps against independent oracles (networkx searches,
brute force) and one hand-worked example each."""

from __future__ import annotations

import itertools

import networkx as nx

import bootcamps

LEVELS = bootcamps.LEVELS
SAMPLE = 4


def cases(bootcamp_id: str, n: int = SAMPLE):
    bc = bootcamps.get(bootcamp_id)
    for level in LEVELS:
        for seed in range(n):
            yield bc, bc.case(seed, level)


# ---------------------------------------------------------------- game/snakes_and_ladders


def snakes_oracle(data) -> int:
    """A networkx digraph of squares with one edge per die face, shortest path from 1 to n."""
    n, rule = data["n"], data["rule"]
    jump = dict(map(tuple, data["ladders"] + data["snakes"]))
    g = nx.DiGraph()
    for s in range(1, n):
        for face in range(1, 7):
            target = s + face
            if target > n:
                target = s if rule == "stay" else 2 * n - target
            g.add_edge(s, jump.get(target, target))
    return nx.shortest_path_length(g, 1, n)


def test_snakes_and_ladders_oracle():
    for bc, case in cases("game/snakes_and_ladders"):
        assert case.answer == snakes_oracle(case.data) == bc.solve(case.data)


def test_snakes_and_ladders_hand():
    bc = bootcamps.get("game/snakes_and_ladders")
    # 1 -(2)-> 3 climbs to 12 -(6)-> 18 -(2)-> 20; without the ladder 19 squares take 4 rolls
    data = {"n": 20, "rule": "stay", "ladders": [[3, 12]], "snakes": [[19, 2]]}
    assert bc.solve(data) == 3
    assert bc.check(data, 3, "3") == 1.0 and bc.check(data, 3, "4") == 0.0
    # bounce rule: only an exact landing finishes
    data = {"n": 20, "rule": "bounce", "ladders": [[2, 17]], "snakes": [[19, 5]]}
    assert bc.solve(data) == 2  # 1 -(1)-> 2 up to 17 -(3)-> 20
