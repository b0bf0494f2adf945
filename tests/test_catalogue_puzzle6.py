"""Puzzle bootcamps, sixth batch: gold answers agree with z3 models written independently of
the bootcamps (uniqueness checked with a blocking clause) or with brute force, and one
hand-worked example per bootcamp."""

from __future__ import annotations

import z3

import bootcamps
from catalogue_cases import latin_z3, z3_unique

LEVELS = bootcamps.LEVELS
SAMPLE = 3  # cases per level checked by the oracle


def tagged(text: str) -> str:
    return f"<answer>{text}</answer>"


def cases(bootcamp_id: str, per_level: int = SAMPLE):
    bc = bootcamps.get(bootcamp_id)
    for level in LEVELS:
        for seed in range(per_level):
            yield bc, bc.case(2000 + seed, level)


# ---------------------------------------------------------------- kropki


def test_kropki_unique_by_z3():
    for bc, case in cases("puzzle/kropki"):
        n = case.data["size"]
        cells, rules = latin_z3(n, case.data["givens"])
        marked = {}
        for r1, c1, r2, c2, mark in case.data["dots"]:
            marked[(r1, c1, r2, c2)] = mark
        for r1 in range(n):
            for c1 in range(n):
                for r2, c2 in ((r1, c1 + 1), (r1 + 1, c1)):
                    if r2 >= n or c2 >= n:
                        continue
                    a, b = cells[r1][c1], cells[r2][c2]
                    white = z3.Or(a - b == 1, b - a == 1)
                    black = z3.Or(a == 2 * b, b == 2 * a)
                    mark = marked.get((r1, c1, r2, c2), "")
                    rules.append(white if mark == "w" else black if mark == "b" else z3.Not(z3.Or(white, black)))
        flat = [v for row in cells for v in row]
        assert z3_unique(flat, rules, [v for row in case.answer for v in row]), case.id
        assert bc.solve(case.data) == case.answer


def test_kropki_hand_example():
    bc = bootcamps.get("puzzle/kropki")
    # 3x3, r1c1=1 given. Row 1: 1 o 2? pairs (1,2) white, (2,3) white -> row 1 = 1 2 3.
    # Column 1 under 1: a black dot (1,2) -> r2c1 = 2, then r3c1 = 3; r2: 2 _ _ with 2-3 white, 3-1 none
    # gives 2 3 1 and row 3 = 3 1 2 (3-1 none, 1-2 black).
    data = {"size": 3, "givens": [[1, 0, 0], [0, 0, 0], [0, 0, 0]], "dots": [
        [0, 0, 0, 1, "w"], [0, 1, 0, 2, "w"], [1, 0, 1, 1, "w"], [2, 1, 2, 2, "b"],
        [0, 0, 1, 0, "b"], [1, 0, 2, 0, "w"], [0, 1, 1, 1, "w"], [1, 2, 2, 2, "w"],
    ]}
    gold = [[1, 2, 3], [2, 3, 1], [3, 1, 2]]
    assert bc.solve(data) == gold
    assert bc.check(data, gold, "123\n231\n312") == 1.0
    assert bc.check(data, gold, "1 2 3; 2 3 1; 3 1 2") == 1.0
    assert bc.check(data, gold, "123;231;321") == 0.0


# ---------------------------------------------------------------- aquarium


def test_aquarium_unique_by_z3():
    for bc, case in cases("puzzle/aquarium"):
        regions = case.data["regions"]
        n = len(regions)
        wet = [[z3.Bool(f"w{r}_{c}") for c in range(n)] for r in range(n)]
        level = {}  # per tank: the topmost wet row (n when dry)
        rules = []
        for k in {v for row in regions for v in row}:
            level[k] = z3.Int(f"lvl{k}")
            rules.append(z3.And(0 <= level[k], level[k] <= n))
        for r in range(n):
            for c in range(n):
                rules.append(wet[r][c] == (r >= level[regions[r][c]]))
        as_int = [[z3.If(wet[r][c], 1, 0) for c in range(n)] for r in range(n)]
        rules += [z3.Sum(as_int[r]) == case.data["rows"][r] for r in range(n)]
        rules += [z3.Sum([as_int[r][c] for r in range(n)]) == case.data["cols"][c] for c in range(n)]
        for v, x in case.data["shown"]:
            rules.append(wet[v // n][v % n] == bool(x))
        flat = [as_int[r][c] for r in range(n) for c in range(n)]
        solver = z3.Solver()
        solver.add(*rules)
        assert solver.check() == z3.sat
        model = solver.model()
        assert [model.eval(v).as_long() for v in flat] == [v for row in case.answer for v in row], case.id
        solver.add(z3.Or([wet[r][c] != bool(case.answer[r][c]) for r in range(n) for c in range(n)]))
        assert solver.check() == z3.unsat, case.id
        assert bc.solve(case.data) == case.answer


def test_aquarium_hand_example():
    bc = bootcamps.get("puzzle/aquarium")
    # 3x3, tanks: A = left column, B = the rest. Rows 1,1,3 and columns 3,1,1: column 1 full means tank A
    # is full; row 3 full means B's bottom row is wet; rows 1 and 2 already have A's cell, so B's upper rows are dry.
    data = {"regions": [[0, 1, 1], [0, 1, 1], [0, 1, 1]], "rows": [1, 1, 3], "cols": [3, 1, 1], "shown": []}
    gold = [[1, 0, 0], [1, 0, 0], [1, 1, 1]]
    assert bc.solve(data) == gold
    assert bc.check(data, gold, "#..\n#..\n###") == 1.0
    assert bc.check(data, gold, "#..;#..;##.") == 0.0


# ---------------------------------------------------------------- latin square completion count


def test_latin_square_count_by_z3():
    for bc, case in cases("puzzle/latin_square_count", per_level=2):
        n = case.data["size"]
        cells, rules = latin_z3(n, case.data["givens"])
        flat = [v for row in cells for v in row]
        solver = z3.Solver()
        solver.add(*rules)
        count = 0
        while solver.check() == z3.sat and count <= 200:
            model = solver.model()
            count += 1
            solver.add(z3.Or([v != model.eval(v) for v in flat]))
        assert count == case.answer, case.id
        assert bc.solve(case.data) == case.answer


def test_latin_square_count_hand_example():
    bc = bootcamps.get("puzzle/latin_square_count")
    # 3x3 with only the first row 1 2 3: row 2 is one of the two derangements (2 3 1 or 3 1 2),
    # and row 3 is then forced, so 2 completions.
    data = {"size": 3, "givens": [[1, 2, 3], [0, 0, 0], [0, 0, 0]]}
    assert bc.solve(data) == 2
    assert bc.check(data, 2, "2") == 1.0
    assert bc.check(data, 2, "3") == 0.0
    # 4x4 with an empty grid but the first row and column fixed: the 4 reduced Latin squares of order 4.
    data4 = {"size": 4, "givens": [[1, 2, 3, 4], [2, 0, 0, 0], [3, 0, 0, 0], [4, 0, 0, 0]]}
    assert bc.solve(data4) == 4


# ---------------------------------------------------------------- shikaku


def test_shikaku_unique_by_z3():
    for bc, case in cases("puzzle/shikaku"):
        rows, cols, clues = case.data["rows"], case.data["cols"], case.data["clues"]
        rules = []
        inside = {}
        for k, (r, c, area) in enumerate(clues):
            top, left, h, w = (z3.Int(f"{name}{k}") for name in ("t", "l", "h", "w"))
            rules += [top >= 0, left >= 0, h >= 1, w >= 1, top + h <= rows, left + w <= cols, h * w == area,
                      top <= r, r < top + h, left <= c, c < left + w]
            for i in range(rows):
                for j in range(cols):
                    inside[k, i, j] = z3.And(top <= i, i < top + h, left <= j, j < left + w)
        owner = [[z3.Int(f"o{i}_{j}") for j in range(cols)] for i in range(rows)]
        for i in range(rows):
            for j in range(cols):
                rules.append(z3.PbEq([(inside[k, i, j], 1) for k in range(len(clues))], 1))  # covered exactly once
                rules += [z3.Implies(inside[k, i, j], owner[i][j] == k) for k in range(len(clues))]
        flat = [v for row in owner for v in row]
        assert z3_unique(flat, rules, [v for row in case.answer for v in row]), case.id
        assert bc.solve(case.data) == case.answer


def test_shikaku_hand_example():
    bc = bootcamps.get("puzzle/shikaku")
    # 2x3: a 4 at r1c1 and a 2 at r2c3. The 2 can be r1c3-r2c3 or r2c2-r2c3; only the first leaves
    # a 2x2 square for the 4, so A covers columns 1-2 and B column 3.
    data = {"rows": 2, "cols": 3, "clues": [[0, 0, 4], [1, 2, 2]]}
    gold = [[0, 0, 1], [0, 0, 1]]
    assert bc.solve(data) == gold
    assert bc.check(data, gold, "AAB;AAB") == 1.0
    assert bc.check(data, gold, "AAB\nABB") == 0.0


# ---------------------------------------------------------------- magnets


def test_magnets_unique_by_z3():
    for bc, case in cases("puzzle/magnets"):
        tiles, clues = case.data["tiles"], case.data["clues"]
        rows, cols = len(tiles), len(tiles[0])
        x = [[z3.Int(f"m{r}_{c}") for c in range(cols)] for r in range(rows)]  # 0 empty, 1 plus, 2 minus
        rules = [z3.And(0 <= v, v <= 2) for row in x for v in row]
        pairs: dict[int, list] = {}
        for r in range(rows):
            for c in range(cols):
                pairs.setdefault(tiles[r][c], []).append(x[r][c])
                for rr, cc in ((r, c + 1), (r + 1, c)):
                    if rr < rows and cc < cols:
                        rules.append(z3.Or(x[r][c] == 0, x[r][c] != x[rr][cc]))
        for a, b in pairs.values():
            rules.append(z3.Or(z3.And(a == 0, b == 0), z3.And(a == 1, b == 2), z3.And(a == 2, b == 1)))

        def count(cells, sign):
            return z3.Sum([z3.If(v == sign, 1, 0) for v in cells])

        for r in range(rows):
            rules += [count(x[r], 1) == clues["row_plus"][r], count(x[r], 2) == clues["row_minus"][r]]
        for c in range(cols):
            col = [x[r][c] for r in range(rows)]
            rules += [count(col, 1) == clues["col_plus"][c], count(col, 2) == clues["col_minus"][c]]
        rules += [x[i // cols][i % cols] == v for i, v in case.data["shown"]]
        flat = [v for row in x for v in row]
        assert z3_unique(flat, rules, [v for row in case.answer for v in row]), case.id
        assert bc.solve(case.data) == case.answer


def test_magnets_hand_example():
    bc = bootcamps.get("puzzle/magnets")
    # 2x2 with two vertical dominoes A (column 1) and B (column 2); row 1 has one + and one -, as
    # has row 2; column 1 has one + (top). Then A = + over -, and B must be - over + (no like poles side by side).
    data = {"tiles": [[0, 1], [0, 1]], "shown": [], "clues": {
        "row_plus": [1, 1], "row_minus": [1, 1], "col_plus": [1, 1], "col_minus": [1, 1]}}
    data["shown"] = [[0, 1]]
    gold = [[1, 2], [2, 1]]
    assert bc.solve(data) == gold
    assert bc.check(data, gold, "+-\n-+") == 1.0
    assert bc.check(data, gold, "+-;+-") == 0.0

