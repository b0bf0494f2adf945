"""Simulation bootcamps falling_sand and token_bucket: gold answers agree with independently
written simulations on cases at every level, and a hand-worked example scores 1.0 while a
wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import pytest

import bootcamps

LEVELS = ("1", "2", "3", "4", "5")
SEEDS = range(4)


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


def sand_oracle(grid_rows: list[str], source: int, grains: int) -> list[str]:
    """Pour grain by grain on a padded character grid: a border of air one cell wide on the
    sides and a sink row below, so leaving the grid is landing in the padding."""
    rows, cols = len(grid_rows), len(grid_rows[0])
    pad = [list("." + row + ".") for row in grid_rows] + [list("." * (cols + 2))]
    for _ in range(grains):
        if pad[0][source + 1] == "o":
            break
        r, c = 0, source + 1
        while True:
            if r == rows or c in (0, cols + 1):  # in the padding: it has left the grid
                break
            below = [(r + 1, c + dc) for dc in (0, -1, 1)]
            free = [(nr, nc) for nr, nc in below if pad[nr][nc] == "."]
            if not free:
                pad[r][c] = "o"
                break
            r, c = free[0]
    return ["".join(row[1:-1]) for row in pad[:rows]]


def bucket_oracle(capacity: int, rate: int, period: int, requests: list[list[int]]) -> list[int]:
    """Event list: every refill instant and every request, sorted (refills first at a tie)."""
    last = requests[-1][0]
    events = [(k * period, 0, 0, 0) for k in range(1, last // period + 1)]
    events += [(time, 1, i, cost) for i, (time, cost) in enumerate(requests, 1)]
    tokens, rejected = capacity, []
    for _, kind, i, cost in sorted(events):
        if kind == 0:
            tokens = min(capacity, tokens + rate)
        elif cost <= tokens:
            tokens -= cost
        else:
            rejected.append(i)
    return rejected


def oracle_falling_sand(d, gold):
    return ["".join(row) for row in gold] == sand_oracle(d["grid"], d["source"], d["grains"])


def oracle_token_bucket(d, gold):
    return gold == bucket_oracle(d["capacity"], d["rate"], d["period"], d["requests"])


# id -> oracle(data, gold) -> bool; test_catalogue_algo.py checks every algorithm-domain
# bootcamp has an entry in some tests/test_catalogue_algo<N>.py
ORACLES = {
    "simulation/falling_sand": oracle_falling_sand,
    "simulation/token_bucket": oracle_token_bucket,
}


@pytest.mark.parametrize("bootcamp_id", sorted(ORACLES))
@pytest.mark.parametrize("level", LEVELS)
def test_gold_agrees_with_an_independent_simulation(bootcamp_id, level):
    bc = bootcamps.get(bootcamp_id)
    for seed in SEEDS:
        case = bc.case(seed, level)
        assert ORACLES[bootcamp_id](case.data, case.answer), (bootcamp_id, level, seed)


def test_falling_sand_hand_worked():
    # Source over column 2; a three-cell ledge under it on row 2.
    bc = bootcamps.get("simulation/falling_sand")
    data = {"grid": [".....", ".....", ".###.", "....."], "source": 2, "grains": 3}
    # grain 1: (0,2)->(1,2): below (2,2) rock, (2,1) rock, (2,3) rock -> rests at (1,2)
    # grain 2: (0,2): below (1,2) sand; down-left (1,1) free -> (1,1): below (2,1) rock,
    #          (2,0) free -> (2,0) -> (3,0) -> below (4,0) is outside: lost
    # grain 3: (0,2) -> (1,1) -> (2,0) -> (3,0) -> lost again; so only one grain rests
    gold = [list("....."), list("..o.."), list(".###."), list(".....")]
    assert bc.solve(data) == gold
    assert _score(bc, data, gold, ".....\n..o..\n.###.\n.....") == 1.0
    assert _score(bc, data, gold, ".....\n.oo..\n.###.\n.....") == 0.0


def test_token_bucket_hand_worked():
    bc = bootcamps.get("simulation/token_bucket")
    # capacity 3, +1 token every 2 seconds. t=0 cost 2 -> 1 left; t=0 cost 2 -> rejected;
    # t=1 cost 1 -> 0 left; t=2 refill to 1, cost 1 -> 0; t=3 cost 1 -> rejected.
    data = {"capacity": 3, "rate": 1, "period": 2, "requests": [[0, 2], [0, 2], [1, 1], [2, 1], [3, 1]]}
    assert bc.solve(data) == [2, 5]
    assert _score(bc, data, [2, 5], "2, 5") == 1.0
    assert _score(bc, data, [2, 5], "2, 4") == 0.0
