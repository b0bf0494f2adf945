"""Fifth batch of simulation bootcamps: gold answers agree with independently written oracles
(numpy convolution for the automaton, other loop styles for the rest) on cases at every level,
and one hand-worked example per bootcamp scores 1.0 while a wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import numpy as np
import pytest
from scipy.signal import convolve2d

import bootcamps

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 4  # cases per level per bootcamp


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


# ---------------------------------------------------------------- oracles: (data, gold) -> bool


def oracle_brians_brain(d, gold):
    # state array 0 off, 1 firing, 2 dying; firing-neighbour counts by 2-D convolution
    code = {".": 0, "#": 1, "o": 2}
    state = np.array([[code[ch] for ch in row] for row in d["grid"]])
    kernel = np.ones((3, 3), dtype=int)
    kernel[1, 1] = 0
    boundary = "wrap" if d["edges"] == "wrap" else "fill"
    for _ in range(d["steps"]):
        firing = convolve2d((state == 1).astype(int), kernel, mode="same", boundary=boundary, fillvalue=0)
        new = np.zeros_like(state)
        new[state == 1] = 2
        new[(state == 0) & (firing == 2)] = 1
        state = new
    back = {0: ".", 1: "#", 2: "o"}
    return [[back[int(v)] for v in row] for row in state] == gold


ORACLES = {
    "simulation/brians_brain": oracle_brians_brain,
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


def test_brians_brain_by_hand():
    bc = bootcamps.get("simulation/brians_brain")
    # two firing cells: the cells above and below both see exactly two, then the pair spreads
    data = {"grid": ["....", ".##.", "....", "...."], "steps": 2, "edges": "dead"}
    want = [list(".oo."), list("#..#"), list(".oo."), list(".##.")]
    assert bc.run_program(data)[0] == want == bc.solve(data)
    assert _score(bc, data, want, ".oo.\n#..#\n.oo.\n.##.") == 1.0
    assert _score(bc, data, want, ".oo.\n#..#\n.oo.\n.#o.") == 0.0
    # on a 3x3 torus every other cell neighbours both firing cells: all of them fire
    data = {"grid": ["##.", "...", "..."], "steps": 1, "edges": "wrap"}
    want = [list("oo#"), list("###"), list("###")]
    assert bc.run_program(data)[0] == want == bc.solve(data)
    assert _score(bc, data, want, "oo#\n###\n###") == 1.0
    assert _score(bc, data, want, "oo.\n...\n...") == 0.0
