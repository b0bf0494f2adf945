"""Eighth batch of algorithm bootcamps (simulation): gold answers agree with independent oracles
(a second simulation written another way: complex numbers, numpy arrays, bitmaps, tick-driven
instead of event-driven, closed forms) at every level, and one hand-worked example per bootcamp
that scores 1.0 while a near miss scores 0.0."""

from collections import deque

import numpy as np
import pytest

import bootcamps

SAMPLES = 4  # cases per level per bootcamp


# ---------------------------------------------------------------- oracles


def _martian(d, gold):
    # Positions and headings as complex numbers; a turn is a multiplication by +-1j.
    heads = {"N": 1j, "E": 1, "S": -1j, "W": -1}
    names = {v: k for k, v in heads.items()}
    scent, out = [], []
    for x, y, h, ops in d["robots"]:
        pos, dirn, lost = complex(x, y), heads[h], False
        for op in ops:
            if op == "L":
                dirn *= 1j
            elif op == "R":
                dirn *= -1j
            else:
                nxt = pos + dirn
                if 0 <= nxt.real <= d["width"] and 0 <= nxt.imag <= d["height"]:
                    pos = nxt
                elif pos not in scent:
                    scent.append(pos)
                    lost = True
                    break
        out.append(f"{int(pos.real)} {int(pos.imag)} {names[dirn]}" + (" LOST" if lost else ""))
    return gold == out


def _allocator(d, gold):
    # Blocks as a dict name -> (start, size); holes are the gaps between the sorted blocks.
    blocks, out = {}, []
    for op in d["ops"]:
        if op[0] == "free":
            blocks.pop(op[1], None)
            continue
        edges = sorted(blocks.values()) + [(d["memory"], 0)]
        holes, at = [], 0
        for start, size in edges:
            if start > at:
                holes.append((start - at, at))
            at = start + size
        fit = [(size, start) for size, start in holes if size >= op[2]]
        if not fit:
            out.append(-1)
            continue
        if d["policy"] == "first":
            start = min(s for _, s in fit)
        elif d["policy"] == "best":
            start = min(fit)[1]
        else:
            start = min((-size, s) for size, s in fit)[1]
        blocks[op[1]] = (start, op[2])
        out.append(start)
    return gold == out


def _cache(d, gold):
    # numpy arrays of tags and last-use times, one row per set.
    tags = np.full((d["sets"], d["ways"]), -1)
    used = np.zeros((d["sets"], d["ways"]), dtype=int)
    hits = []
    for time, addr in enumerate(d["addresses"], 1):
        block = addr // d["block"]
        row, tag = block % d["sets"], block // d["sets"]
        where = np.flatnonzero(tags[row] == tag)
        if where.size:
            hits.append(time)
            used[row, where[0]] = time
            continue
        way = int(np.argmin(used[row]))  # an empty way has time 0, so it is filled first
        tags[row, way], used[row, way] = tag, time
    return gold == hits


def _clock(d, gold):
    # The clock itself, one hand step at a time over fixed arrays.
    n = d["frames"]
    page, bit, hand, out = [None] * n, [0] * n, 0, []
    for p in d["refs"]:
        if p in page:
            bit[page.index(p)] = 1
            continue
        while page[hand] is not None and bit[hand]:
            bit[hand] = 0
            hand = (hand + 1) % n
        if page[hand] is not None:
            out.append(page[hand])
        page[hand], bit[hand] = p, 1
        hand = (hand + 1) % n
    return gold == out


ORACLES = {
    "simulation/memory_allocator": _allocator,
    "simulation/cache_hits": _cache,
    "simulation/clock_replacement": _clock,
    "simulation/martian_robots": _martian,
}


@pytest.mark.parametrize("bootcamp_id", sorted(ORACLES))
def test_gold_agrees_with_oracle(bootcamp_id):
    bc = bootcamps.get(bootcamp_id)
    oracle = ORACLES[bootcamp_id]
    for level in bc.levels:
        for seed in range(SAMPLES):
            case = bc.case(seed, level)
            assert oracle(case.data, case.answer), (bootcamp_id, level, seed, case.answer)
            assert bc.solve(case.data) == case.answer


# ---------------------------------------------------------------- hand-worked examples

HAND = [
    # 5x3 world: robot 1 turns round the block back to 1 1 E; robot 2 walks off the north edge at
    # (3, 3); robot 3 is saved by that scent at (3, 3) and ends at 2 3 S
    ("simulation/martian_robots",
     {"width": 5, "height": 3, "robots": [[1, 1, "E", "RFRFRFRF"], [3, 2, "N", "FRRFLLFFRRFLL"],
                                          [0, 3, "W", "LLFFFLFLFL"]]},
     "1 1 E; 3 3 N LOST; 2 3 S", "1 1 E; 3 3 N; 2 3 S", ["1 1 E", "3 3 N LOST", "2 3 S"]),
    # best fit in 10 cells: A 0-2, B 3-4, C 5-7; free A leaves holes [0, 3) and [8, 10); D (2 cells)
    # takes the smaller hole at 8 (first fit would say 0); E (4 cells) fits nowhere
    ("simulation/memory_allocator",
     {"memory": 10, "policy": "best", "ops": [["alloc", "A", 3], ["alloc", "B", 2], ["alloc", "C", 3],
                                               ["free", "A"], ["alloc", "D", 2], ["alloc", "E", 4]]},
     "0, 3, 5, 8, -1", "0, 3, 5, 0, -1", [0, 3, 5, 8, -1]),
    # 2 sets x 1 way, 4-byte blocks: 0 -> block 0 set 0; 5 -> block 1 set 1; 3 -> block 0 hit;
    # 8 -> block 2 set 0 evicts block 0; 1 -> block 0 miss; 6 -> block 1 hit
    ("simulation/cache_hits", {"sets": 2, "ways": 1, "block": 4, "addresses": [0, 5, 3, 8, 1, 6]},
     "3, 6", "3, 5, 6", [3, 6]),
    # 3 frames: 1 2 3 fill (bits 1); 1 hit; 4: hand clears 1, 2, 3, back at frame 0 evicts 1;
    # 2 hit (bit 1); 5: frame 1 holds 2 with bit 1 -> cleared, frame 2 holds 3 with bit 0 -> evict 3
    ("simulation/clock_replacement", {"frames": 3, "refs": [1, 2, 3, 1, 4, 2, 5]}, "1, 3", "1, 2", [1, 3]),
]


@pytest.mark.parametrize("bootcamp_id, data, text, wrong, answer", HAND, ids=[h[0] for h in HAND])
def test_hand_worked_examples(bootcamp_id, data, text, wrong, answer):
    bc = bootcamps.get(bootcamp_id)
    gold = bc.solve(data)
    assert gold == answer
    assert bc.check(data, gold, text) == 1.0
    assert bc.check(data, gold, wrong) == 0.0
    assert ORACLES[bootcamp_id](data, answer)


def test_every_bootcamp_here_has_a_hand_example():
    assert {h[0] for h in HAND} == set(ORACLES)
