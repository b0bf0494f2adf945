"""Batch spatpuz18: gold answers agree with independent oracles on cases at every level, and a
hand-worked example per bootcamp scores 1.0 while a wrong answer scores 0.0.

spatial/rubiks_cube: the bootcamp permutes sticker tables; the oracle models every sticker as
an integer 3D position plus an outward normal and turns the selected layer with an integer
rotation matrix (Rodrigues' formula), then reads the face by projecting onto the viewer's axes.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import pytest

import bootcamps

LEVELS = ("1", "2", "3", "4", "5")


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


# ---------------------------------------------------------------- rubik's cube: 3D oracle

_AXIS = {"U": (0, 1, 0), "D": (0, -1, 0), "F": (0, 0, 1), "B": (0, 0, -1), "L": (-1, 0, 0), "R": (1, 0, 0)}
_COLOUR = {"U": "W", "D": "Y", "F": "G", "B": "B", "L": "O", "R": "R"}


def _dot(a, b):
    return sum(x * y for x, y in zip(a, b))


def _cross(a, b):
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


def _rotation(axis, quarter_turns_ccw):
    """Integer 3x3 matrix turning by 90 * k degrees counterclockwise about the unit axis (right
    hand rule), from Rodrigues' formula: v cos + (a x v) sin + a (a . v)(1 - cos)."""
    cos, sin = ((1, 0), (0, 1), (-1, 0), (0, -1))[quarter_turns_ccw % 4]
    cols = []
    for e in ((1, 0, 0), (0, 1, 0), (0, 0, 1)):
        axv = _cross(axis, e)
        ad = _dot(axis, e)
        cols.append(tuple(e[i] * cos + axv[i] * sin + axis[i] * ad * (1 - cos) for i in range(3)))
    return [[cols[j][i] for j in range(3)] for i in range(3)]


def _apply(m, v):
    return tuple(sum(m[i][j] * v[j] for j in range(3)) for i in range(3))


def cube_oracle(size, moves, face):
    """Colours of ``face`` after ``moves``: stickers as (position, normal) with doubled integer
    coordinates (cubie centres at -(n-1), ..., n-1 in steps of 2)."""
    coords = range(-(size - 1), size, 2)
    outer = size - 1
    stickers = []  # [position, normal, colour]
    for x in coords:
        for y in coords:
            for z in coords:
                for name, normal in _AXIS.items():
                    if _dot((x, y, z), normal) == outer:
                        stickers.append([(x, y, z), normal, _COLOUR[name]])
    for move in moves:
        letter, suffix = move[0], move[1:]
        turns = {"": 1, "'": 3, "2": 2}[suffix]
        if letter in _AXIS:
            axis, layer = _AXIS[letter], lambda p, a: _dot(p, a) == outer
        elif letter in "MES":
            axis, layer = _AXIS[{"M": "L", "E": "D", "S": "F"}[letter]], lambda p, a: _dot(p, a) == 0
        else:
            axis, layer = _AXIS[{"x": "R", "y": "U", "z": "F"}[letter]], lambda p, a: True
        m = _rotation(axis, -turns)  # clockwise seen from the axis' positive end
        for s in stickers:
            if layer(s[0], axis):
                s[0], s[1] = _apply(m, s[0]), _apply(m, s[1])
    normal = _AXIS[face]
    up = {"U": _AXIS["B"], "D": _AXIS["F"]}.get(face, _AXIS["U"])
    look = tuple(-v for v in normal)
    right = _cross(look, up)
    cells = sorted((-_dot(p, up), _dot(p, right), colour) for p, nv, colour in stickers if nv == normal)
    letters = [colour for _, _, colour in cells]
    assert len(letters) == size * size
    return ["".join(letters[r * size : (r + 1) * size]) for r in range(size)]


def test_cube_oracle_hand_facts():
    for n in (2, 3):
        solved = {f: [_COLOUR[f] * n] * n for f in "UDFBLR"}
        assert all(cube_oracle(n, [], f) == solved[f] for f in "UDFBLR")
        assert all(cube_oracle(n, ["R", "R'"], f) == solved[f] for f in "UDFBLR")
        assert all(cube_oracle(n, ["R", "U", "R'", "U'"] * 6, f) == solved[f] for f in "UDFBLR")
        assert cube_oracle(n, ["U"], "F")[0] == "R" * n  # after U, F's top row shows R's colour
        assert cube_oracle(n, ["R"], "F")[0][-1] == "Y"  # after R, F's right column comes from D
        assert cube_oracle(n, ["R"], "U")[0][-1] == "G"  # ... and U's right column from F
        assert cube_oracle(n, ["F"], "R")[0][0] == "W"  # after F, R's left column comes from U
    assert cube_oracle(3, ["R", "L'"], "F") == cube_oracle(3, ["x", "M"], "F")
    assert cube_oracle(3, ["M2", "E2", "S2"], "F") == ["GBG", "BGB", "GBG"]  # the checkerboard
    assert cube_oracle(3, ["U", "D'"], "F") == ["RRR", "GGG", "RRR"]  # y with the middle layer left behind
    assert cube_oracle(3, ["U", "D"], "F") == ["RRR", "GGG", "OOO"]  # D sends F's bottom row to R, L's to F
    assert cube_oracle(3, ["y"], "F") == ["RRR"] * 3


def test_cube_tables_hand_facts():
    from bootcamps.spatial.rubiks_cube import BOOTCAMP as bc

    def face(n, moves, f):
        return bc.solve({"size": n, "moves": moves, "face": f})

    for n in (2, 3):
        for f in "UDFBLR":
            assert face(n, ["R", "R'"], f) == [_COLOUR[f] * n] * n
            assert face(n, ["R", "U", "R'", "U'"] * 6, f) == [_COLOUR[f] * n] * n
        assert face(n, ["U"], "F")[0] == "R" * n
    assert face(3, ["M2", "E2", "S2"], "F") == ["GBG", "BGB", "GBG"]
    assert face(3, ["y"], "F") == ["RRR"] * 3


@pytest.mark.parametrize("level", LEVELS)
def test_cube_gold_agrees_with_3d_oracle(level):
    bc = bootcamps.get("spatial/rubiks_cube")
    for seed in range(5):
        case = bc.case(seed, level)
        d = case.data
        assert case.answer == cube_oracle(d["size"], d["moves"], d["face"]), (level, seed)


def test_cube_every_move_agrees_with_3d_oracle():
    from bootcamps.spatial.rubiks_cube import TABLES, BOOTCAMP as bc

    for n, tables in TABLES.items():
        for move in tables:
            for f in "UDFBLR":
                assert bc.solve({"size": n, "moves": [move, "R", "U'"], "face": f}) == cube_oracle(n, [move, "R", "U'"], f), (n, move, f)


def test_cube_by_hand():
    bc = bootcamps.get("spatial/rubiks_cube")
    # 3x3x3, R then U, right face. R turns the R face onto itself (all red) and sends U's right
    # column to B's left column (as seen from behind, the edge next to R): B's top row is W B B.
    # U then moves B's top row onto R's top row, corner next to the back-right edge first.
    data = {"size": 3, "moves": ["R", "U"], "face": "R"}
    gold = bc.solve(data)
    assert gold == ["WBB", "RRR", "RRR"]
    for text in ("WBB/RRR/RRR", "wbb rrr rrr", "W B B\nR R R\nR R R", "WBBRRRRRR", "WBB; RRR; RRR",
                 "white blue blue red red red red red red", "[WBB, RRR, RRR]"):
        assert _score(bc, data, gold, text) == 1.0, text
    for text in ("BBW/RRR/RRR", "WBB/RRR", "RRR/RRR/WBB", "WBB/RRR/RRR or BBW/RRR/RRR", "WBB/RRR/RRO"):
        assert _score(bc, data, gold, text) == 0.0, text


# ---------------------------------------------------------------- sum skyscrapers: z3 oracle


def _z3_sum_skyscrapers(n, clues, gold):
    """The rules in z3: a Latin square of 1..n whose clued lines' visible sums match. True when
    the gold grid is a solution and no other solution exists (a blocking clause)."""
    z3 = pytest.importorskip("z3")
    x = [[z3.Int(f"x{r}{c}") for c in range(n)] for r in range(n)]
    s = z3.Solver()
    for r in range(n):
        s.add(z3.Distinct(x[r]), z3.Distinct([x[i][r] for i in range(n)]))
        for c in range(n):
            s.add(x[r][c] >= 1, x[r][c] <= n)
    lines = {"left": [x[r] for r in range(n)], "right": [x[r][::-1] for r in range(n)],
             "top": [[x[r][c] for r in range(n)] for c in range(n)],
             "bottom": [[x[r][c] for r in range(n)][::-1] for c in range(n)]}
    for side, values in clues.items():
        for i, clue in enumerate(values):
            if clue:
                line = lines[side][i]
                seen = [z3.If(z3.And([line[k] > line[j] for j in range(k)]), line[k], 0) for k in range(n)]
                s.add(z3.Sum(seen) == clue)
    if s.check() != z3.sat:
        return False
    model = s.model()
    found = [[model.eval(x[r][c]).as_long() for c in range(n)] for r in range(n)]
    if found != gold:
        return False
    s.add(z3.Or([x[r][c] != gold[r][c] for r in range(n) for c in range(n)]))
    return s.check() == z3.unsat


@pytest.mark.parametrize("level", LEVELS)
def test_sum_skyscrapers_gold_agrees_with_z3(level):
    bc = bootcamps.get("puzzle/skyscraper_sums")
    for seed in range(3):
        case = bc.case(seed, level)
        assert _z3_sum_skyscrapers(case.data["size"], case.data["clues"], case.answer), (level, seed)
        answer, tracer = bc.run_program(case.data)
        assert answer == case.answer == bc.solve(case.data)


def test_sum_skyscrapers_by_hand():
    from bootcamps.puzzle.skyscraper_sums import all_clues, search, visible_sum

    assert [visible_sum(line) for line in ((2, 1, 3, 4), (4, 3, 2, 1), (1, 2, 3, 4), (3, 1, 4, 2))] == [9, 4, 10, 7]
    grid = [[1, 2, 3, 4], [2, 3, 4, 1], [3, 4, 1, 2], [4, 1, 2, 3]]
    # rows seen from the left: 1 2 3 4 -> 10; 2 3 4 -> 9; 3 4 -> 7; 4 -> 4. From the right: 4; 1+4; 2+4; 3+4.
    clues = {"left": [10, 9, 7, 4], "right": [4, 5, 6, 7], "top": [10, 9, 7, 4], "bottom": [4, 5, 6, 7]}
    assert all_clues(grid) == clues
    # keep the left and top clues only: row 1 and column 1 read 1 2 3 4; row 4 and column 4 start
    # with the 4; the rest follows from the sums 9 and 7.
    data = {"size": 4, "clues": {**clues, "right": [0] * 4, "bottom": [0] * 4}}
    assert len(search(4, data["clues"])[0]) == 1
    bc = bootcamps.get("puzzle/skyscraper_sums")
    assert bc.solve(data) == grid and bc.run_program(data)[0] == grid
    assert _z3_sum_skyscrapers(4, data["clues"], grid)
    for text in ("1 2 3 4; 2 3 4 1; 3 4 1 2; 4 1 2 3", "1234\n2341\n3412\n4123", "[[1,2,3,4],[2,3,4,1],[3,4,1,2],[4,1,2,3]]"):
        assert _score(bc, data, grid, text) == 1.0, text
    for text in ("1 2 3 4; 2 3 4 1; 3 4 2 1; 4 1 1 3", "1 2 3 4; 2 3 4 1; 3 4 1 2", "1 2 3 4; 2 4 3 1; 3 1 4 2; 4 3 2 1"):
        assert _score(bc, data, grid, text) == 0.0, text
