"""Fifth batch of puzzle bootcamps (battleships, sudoku X, jigsaw sudoku, hitori, kakuro): gold answers agree with z3 models
written apart from the bootcamps, with a blocking clause proving the solution unique, and one
hand-worked example per bootcamp."""

from __future__ import annotations

import z3

import bootcamps
from bootcamps.kit import puzzles3

LEVELS = bootcamps.LEVELS
SAMPLE = 3  # cases per level checked by each oracle


def tagged(text: str) -> str:
    return f"<answer>{text}</answer>"


def cases(bootcamp_id: str, per_level: int = SAMPLE):
    bc = bootcamps.get(bootcamp_id)
    for level in LEVELS:
        for seed in range(per_level):
            case = bc.case(9100 + seed, level)
            assert bc.score(case, tagged(bc.format_answer(case.answer))) == 1.0
            yield bc, case


def only_model(variables: list, constraints: list) -> list[int] | None:
    """The single model of the constraints over ``variables``; None if there are none or two."""
    solver = z3.Solver()
    solver.add(*constraints)
    if solver.check() != z3.sat:
        return None
    model = solver.model()
    values = [model.eval(v, model_completion=True).as_long() for v in variables]
    solver.add(z3.Or([v != x for v, x in zip(variables, values)]))
    return values if solver.check() == z3.unsat else None


# ---------------------------------------------------------------- battleships


def battleships_z3(data: dict) -> list[list[int]] | None:
    """Ship cells as 0/1 ints, and for each ship of the fleet an origin and a direction; a cell
    is ship exactly when one ship covers it, ships keep a one-cell gap (Chebyshev distance of
    their bounding boxes at least 2), counts per row and column."""
    n, fleet = data["size"], data["fleet"]
    cell = [[z3.Int(f"x{r}_{c}") for c in range(n)] for r in range(n)]
    cons = [z3.Or(v == 0, v == 1) for row in cell for v in row]
    boxes = []
    for k, length in enumerate(fleet):
        r, c, down = z3.Int(f"r{k}"), z3.Int(f"c{k}"), z3.Bool(f"d{k}")
        r1 = r + z3.If(down, length - 1, 0)
        c1 = c + z3.If(down, 0, length - 1)
        cons += [r >= 0, c >= 0, r1 < n, c1 < n]
        if length == 1:
            cons.append(z3.Not(down))
        boxes.append((r, c, r1, c1))
    for i in range(len(boxes)):
        for j in range(i + 1, len(boxes)):
            a, b = boxes[i], boxes[j]
            cons.append(z3.Or(a[0] - b[2] >= 2, b[0] - a[2] >= 2, a[1] - b[3] >= 2, b[1] - a[3] >= 2))
    for rr in range(n):
        for cc in range(n):
            inside = [z3.And(b[0] <= rr, rr <= b[2], b[1] <= cc, cc <= b[3]) for b in boxes]
            cons.append(cell[rr][cc] == z3.If(z3.Or(inside), 1, 0))
    for i in range(n):
        cons.append(z3.Sum(cell[i]) == data["rows"][i])
        cons.append(z3.Sum([cell[r][i] for r in range(n)]) == data["cols"][i])
    for v, x in data["shown"]:
        cons.append(cell[v // n][v % n] == x)
    flat = [v for row in cell for v in row]
    values = only_model(flat, cons)
    return None if values is None else [values[r * n : (r + 1) * n] for r in range(n)]


def test_battleships_z3_unique_and_hand_example():
    for bc, case in cases("puzzle/battleships"):
        assert battleships_z3(case.data) == case.answer
    bc = bootcamps.get("puzzle/battleships")
    data = {"size": 3, "fleet": [2, 1], "rows": [2, 0, 1], "cols": [1, 0, 2], "shown": []}
    # row 2 is empty, so the destroyer lies in row 1 or row 3, but neither holds two adjacent
    # cells (column 2 is empty): no layout at all, and both solvers say so.
    assert battleships_z3(data) is None
    assert bc.solve(data) == []
    data = {"size": 4, "fleet": [2, 1], "rows": [2, 0, 0, 1], "cols": [1, 1, 0, 1], "shown": []}
    # row 1 has 2 cells and row 4 one: the destroyer lies in row 1 (a vertical one would need
    # two rows in a row), at c1-c2 (column 3 is empty and c4 alone cannot pair); the submarine is r4c4.
    gold = [[1, 1, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 1]]
    assert bc.solve(data) == gold
    assert battleships_z3(data) == gold
    assert bc.check(data, gold, "##..;....;....;...#") == 1.0
    assert bc.check(data, gold, "##..\n....\n....\n...#") == 1.0
    assert bc.check(data, gold, "##..;....;....;..#.") == 0.0


# ---------------------------------------------------------------- sudoku X


def sudoku_x_z3(data: dict) -> list[list[int]] | None:
    br, bc = data["box"]
    n = br * bc
    x = [[z3.Int(f"s{r}_{c}") for c in range(n)] for r in range(n)]
    cons = [z3.And(1 <= v, v <= n) for row in x for v in row]
    cons += [z3.Distinct(row) for row in x] + [z3.Distinct([x[r][c] for r in range(n)]) for c in range(n)]
    cons += [z3.Distinct([x[t + i][s + j] for i in range(br) for j in range(bc)])
             for t in range(0, n, br) for s in range(0, n, bc)]
    cons += [z3.Distinct([x[i][i] for i in range(n)]), z3.Distinct([x[i][n - 1 - i] for i in range(n)])]
    cons += [x[r][c] == v for r, row in enumerate(data["puzzle"]) for c, v in enumerate(row) if v]
    values = only_model([v for row in x for v in row], cons)
    return None if values is None else [values[r * n : (r + 1) * n] for r in range(n)]


def test_sudoku_x_z3_unique_and_hand_example():
    for bc, case in cases("puzzle/sudoku_x"):
        assert sudoku_x_z3(case.data) == case.answer
    bc = bootcamps.get("puzzle/sudoku_x")
    data = {"box": [2, 2], "puzzle": [[1, 2, 3, 4], [3, 4, 1, 2], [4, 3, 2, 1], [2, 1, 4, 0]]}
    # rows 1-3 and the diagonals: the last blank r4c4 misses 3 from row 4 (2,1,4 there)
    answer = [[1, 2, 3, 4], [3, 4, 1, 2], [4, 3, 2, 1], [2, 1, 4, 3]]
    assert not puzzles3.read_digit_grid("1234;3412;4321;214", 4, 4, "1234")
    assert bc.check(data, answer, "1234;3412;4321;2143") == 1.0
    assert bc.check(data, answer, "1234\n3412\n4321\n2143") == 1.0
    assert bc.check(data, answer, "1234;3412;4321;2134") == 0.0


# ---------------------------------------------------------------- jigsaw sudoku


def jigsaw_z3(data: dict) -> list[list[int]] | None:
    regions = data["regions"]
    n = len(regions)
    x = [[z3.Int(f"j{r}_{c}") for c in range(n)] for r in range(n)]
    cons = [z3.And(1 <= v, v <= n) for row in x for v in row]
    cons += [z3.Distinct(row) for row in x] + [z3.Distinct([x[r][c] for r in range(n)]) for c in range(n)]
    for label in set("".join(regions)):
        cons.append(z3.Distinct([x[r][c] for r in range(n) for c in range(n) if regions[r][c] == label]))
    cons += [x[r][c] == v for r, row in enumerate(data["puzzle"]) for c, v in enumerate(row) if v]
    values = only_model([v for row in x for v in row], cons)
    return None if values is None else [values[r * n : (r + 1) * n] for r in range(n)]


def test_jigsaw_sudoku_z3_unique_and_hand_example():
    for bc, case in cases("puzzle/jigsaw_sudoku"):
        regions = case.data["regions"]
        n = len(regions)
        assert all(sum(row.count(ch) for row in regions) == n for ch in set("".join(regions)))
        assert all(puzzles3.connected({(r, c) for r in range(n) for c in range(n) if regions[r][c] == ch})
                   for ch in set("".join(regions)))
        assert jigsaw_z3(case.data) == case.answer
    bc = bootcamps.get("puzzle/jigsaw_sudoku")
    # 4x4 with L-shaped regions; worked by hand: region B (r1c3 r1c4 r2c4 r3c4) misses only 4
    # at r3c4 once 1,2,3 are placed; row 3 then needs its last digit, and so on.
    data = {"regions": ["AABB", "AACB", "DDCB", "DDCC"], "puzzle": [[1, 2, 3, 0], [3, 4, 0, 1], [0, 0, 0, 0], [0, 0, 0, 0]]}
    gold = jigsaw_z3(data)
    assert gold is not None and bc.solve(data) == gold
    # r1c4 = 4 (row 1), r2c3 = 2 (row 2); region B = {3,4,1,r3c4} so r3c4 = 2
    assert gold[0][3] == 4 and gold[1][2] == 2 and gold[2][3] == 2
    text = ";".join("".join(map(str, row)) for row in gold)
    assert bc.check(data, gold, text) == 1.0
    assert bc.check(data, gold, text[:-2] + text[-1] + text[-2]) == 0.0


# ---------------------------------------------------------------- hitori


def hitori_z3(data: dict) -> list[list[int]] | None:
    """Shading as 0/1 ints; white cells connected through a distance labelling: one white cell
    has distance 0 and every other white cell has a white neighbour one step closer."""
    grid = data["grid"]
    n = len(grid)
    s = [[z3.Int(f"h{r}_{c}") for c in range(n)] for r in range(n)]
    d = [[z3.Int(f"d{r}_{c}") for c in range(n)] for r in range(n)]
    cons = [z3.Or(v == 0, v == 1) for row in s for v in row]
    cons += [z3.And(0 <= v, v < n * n) for row in d for v in row]
    cons.append(z3.Sum([z3.If(z3.And(s[r][c] == 0, d[r][c] == 0), 1, 0) for r in range(n) for c in range(n)]) == 1)
    for r in range(n):
        for c in range(n):
            near = [(r + a, c + b) for a, b in ((0, 1), (1, 0), (0, -1), (-1, 0)) if 0 <= r + a < n and 0 <= c + b < n]
            cons += [z3.Or(s[r][c] == 0, s[a][b] == 0) for a, b in near]
            cons.append(z3.Implies(z3.And(s[r][c] == 0, d[r][c] > 0),
                                   z3.Or([z3.And(s[a][b] == 0, d[a][b] == d[r][c] - 1) for a, b in near])))
            for a in range(n):
                for b in range(n):
                    if (a, b) > (r, c) and (a == r or b == c) and grid[a][b] == grid[r][c]:
                        cons.append(z3.Or(s[r][c] == 1, s[a][b] == 1))
    cons += [s[v // n][v % n] == 0 for v in data["circled"]]
    values = only_model([v for row in s for v in row], cons)
    return None if values is None else [values[r * n : (r + 1) * n] for r in range(n)]


def test_hitori_z3_unique_and_hand_example():
    for bc, case in cases("puzzle/hitori"):
        assert hitori_z3(case.data) == case.answer
    bc = bootcamps.get("puzzle/hitori")
    # row 1 repeats 2 (r1c1, r1c2) and column 3 repeats 2 (r2c3, r3c3); with r1c2 and r2c3
    # circled, r1c1 and r3c3 are shaded. Extra shading is ruled out: r1c3 and r3c1 are circled,
    # r2c1 and r3c2 touch a shaded cell, and a shaded r2c2 would cut r1c2-r1c3-r2c3 off.
    data = {"grid": [[2, 2, 1], [1, 3, 2], [3, 1, 2]], "circled": [1, 2, 5, 6]}
    gold = [[1, 0, 0], [0, 0, 0], [0, 0, 1]]
    assert hitori_z3(data) == gold and bc.solve(data) == gold
    assert bc.check(data, gold, "#..;...;..#") == 1.0
    assert bc.check(data, gold, "#..\n...\n..#") == 1.0
    assert bc.check(data, gold, ".#.;...;..#") == 0.0



# ---------------------------------------------------------------- kakuro


def kakuro_z3(data: dict) -> list[list[int]] | None:
    rows, cols = data["rows"], data["cols"]
    x = [[z3.Int(f"k{r}_{c}") for c in range(cols)] for r in range(rows)]
    cons = []
    for r in range(rows):
        for c in range(cols):
            white = data["white"][r][c] == "."
            cons.append(z3.And(1 <= x[r][c], x[r][c] <= 9) if white else x[r][c] == 0)
    for cells, total in data["runs"]:
        vs = [x[r][c] for r, c in cells]
        cons += [z3.Distinct(vs), z3.Sum(vs) == total]
    cons += [x[v // cols][v % cols] == d for v, d in data["given"]]
    values = only_model([v for row in x for v in row], cons)
    return None if values is None else [values[r * cols : (r + 1) * cols] for r in range(rows)]


def test_kakuro_z3_unique_and_hand_example():
    for bc, case in cases("puzzle/kakuro"):
        runs = case.data["runs"]
        white = {(r, c) for r, row in enumerate(case.data["white"]) for c, ch in enumerate(row) if ch == "."}
        assert {tuple(p) for cells, _ in runs for p in cells} == white
        assert kakuro_z3(case.data) == case.answer
    bc = bootcamps.get("puzzle/kakuro")
    # 2x2 all white: across sums 3 and 17, down sums 10 and 10. Row 1 = {1,2}, row 2 = {8,9};
    # columns pair 1 with 9 and 2 with 8, so r1 = 1 2 with r2 = 9 8, or r1 = 2 1 with r2 = 8 9.
    # Giving r1c1 = 1 settles it.
    data = {"rows": 2, "cols": 2, "white": ["..", ".."], "given": [[0, 1]],
            "runs": [[[[0, 0], [0, 1]], 3], [[[1, 0], [1, 1]], 17], [[[0, 0], [1, 0]], 10], [[[0, 1], [1, 1]], 10]]}
    gold = [[1, 2], [9, 8]]
    assert kakuro_z3(data) == gold and bc.solve(data) == gold
    assert bc.check(data, gold, "12;98") == 1.0
    assert bc.check(data, gold, "12\n98") == 1.0
    assert bc.check(data, gold, "21;89") == 0.0
