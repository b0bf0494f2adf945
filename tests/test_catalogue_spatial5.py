"""Spatial batch 5: gold answers agree with independent oracles on cases at every level, and one
hand-worked example per bootcamp scores 1.0 while a wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import math

import pytest

import bootcamps

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 4  # cases per level per bootcamp


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


def _cases(name):
    bc = bootcamps.get(name)
    for level in LEVELS:
        for seed in range(SAMPLE):
            case = bc.case(seed=seed, level=level, split="train")
            yield bc, case


# ---------------------------------------------------------------- clock_mirror: plane geometry on unit vectors


def _clock_oracle(data):
    """Each hand as a unit vector (x right, y up); the moves as 2x2 matrices; read back with atan2."""
    t = data["time"]
    h, m, s = t // 3600, t // 60 % 60, t % 60
    degrees = [30 * h + m / 2 + s / 120, 6 * m + s / 10, 6 * s]
    # clockwise from 12 -> standard math angle 90 - d
    vecs = [(math.cos(math.radians(90 - d)), math.sin(math.radians(90 - d))) for d in degrees]
    mats = {"mirror": ((-1, 0), (0, 1)), "water": ((1, 0), (0, -1)), "half": ((-1, 0), (0, -1)),
            "quarter_cw": ((0, 1), (-1, 0)), "quarter_ccw": ((0, -1), (1, 0))}
    for move in data["moves"]:
        (a, b), (c, d) = mats[move]
        vecs = [(a * x + b * y, c * x + d * y) for x, y in vecs]
    out = []
    for x, y in vecs:
        clockwise = (90 - math.degrees(math.atan2(y, x))) % 360
        out.append(clockwise)
    hour = int(out[0] // 30 + 1e-9) % 12 or 12
    minute = int(round(out[1] * 1000) // 6000)
    second = int(round(out[2]) // 6) % 60
    return f"{hour}:{minute:02d}:{second:02d}"


@pytest.mark.parametrize("bc, case", list(_cases("spatial/clock_mirror")), ids=lambda v: getattr(v, "id", ""))
def test_clock_mirror_oracle(bc, case):
    assert case.answer == _clock_oracle(case.data) == bc.solve(case.data)


def test_clock_mirror_by_hand():
    bc = bootcamps.get("spatial/clock_mirror")
    t = 2 * 3600 + 40 * 60 + 30
    data = {"time": t, "moves": ["mirror"]}  # 12:00:00 - 2:40:30
    assert bc.run_program(data)[0] == "9:19:30" == bc.solve(data)
    assert _score(bc, data, "9:19:30", "9:19:30") == 1.0 and _score(bc, data, "9:19:30", "2:40:30") == 0.0
    data = {"time": t, "moves": ["water"]}  # hour hand 75 deg -> 105 deg; minute 243 -> 297 deg; second 180 -> 0
    assert bc.run_program(data)[0] == "3:49:00" == bc.solve(data)
