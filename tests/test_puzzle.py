"""Reference bootcamps puzzle/sudoku and puzzle/game24: answer forms accepted and rejected, and
properties of the generated data checked by code independent of the bootcamps' own solvers."""

import itertools
import json
import random
from fractions import Fraction

import pytest

import bootcamps
from bootcamps.puzzle import game24, sudoku

SUDOKU = bootcamps.get("puzzle/sudoku")
GAME24 = bootcamps.get("puzzle/game24")


def tagged(text: str) -> str:
    return f"<answer>{text}</answer>"


# ---------------------------------------------------------------- sudoku


def valid_sudoku(grid, box_rows, box_cols):
    """Independent of the module: every row, column and box is a permutation of 1..n."""
    n = box_rows * box_cols
    units = [list(row) for row in grid] + [list(col) for col in zip(*grid)]
    for top in range(0, n, box_rows):
        for left in range(0, n, box_cols):
            units.append([grid[r][c] for r in range(top, top + box_rows) for c in range(left, left + box_cols)])
    return len(grid) == n and all(sorted(unit) == list(range(1, n + 1)) for unit in units)


@pytest.mark.parametrize("box", [(2, 2), (2, 3), (3, 2), (3, 3), (2, 4)])
def test_generated_grids_are_valid_and_varied(box):
    rng = random.Random(1)
    grids = [sudoku.solved_grid(*box, rng) for _ in range(300)]
    assert all(valid_sudoku(g, *box) for g in grids)
    if box != (2, 2):
        assert len({json.dumps(g) for g in grids}) >= 299


def test_every_4x4_grid_can_be_drawn():
    # 288 valid 4x4 grids exist in two families; the base pattern alone reaches only one.
    rng = random.Random(2)
    assert len({json.dumps(sudoku.solved_grid(2, 2, rng)) for _ in range(4000)}) == 288


def test_9x9_grids_lose_the_base_pattern_structure():
    # In the base pattern's family the three rows of a band share their box triples (9
    # distinct triples in 27 row segments); grids from a randomised search have about 23.
    rng = random.Random(3)
    counts = []
    for _ in range(300):
        grid = sudoku.solved_grid(3, 3, rng)
        counts.append(len({frozenset(grid[r][k : k + 3]) for r in range(9) for k in (0, 3, 6)}))
    assert sum(counts) / len(counts) > 20


@pytest.mark.parametrize("level", bootcamps.LEVELS)
def test_sudoku_cases_keep_the_gold_and_the_blank_count(level):
    config = SUDOKU.LEVELS[level]
    for seed in range(40):
        case = SUDOKU.case(seed, level)
        box = case.data["box"]
        assert valid_sudoku(case.answer, *box)
        blanks = [(r, c) for r, row in enumerate(case.data["puzzle"]) for c, v in enumerate(row) if v == 0]
        assert config.min_blanks <= len(blanks) <= config.max_blanks
        for r, row in enumerate(case.data["puzzle"]):
            for c, value in enumerate(row):
                assert value in (0, case.answer[r][c])


def sudoku_case(level="3"):
    return SUDOKU.case(11, level)


def test_sudoku_accepts_every_common_layout():
    case = sudoku_case()
    grid = case.answer
    rows = ["".join(map(str, row)) for row in grid]
    spaced = "\n".join(" ".join(map(str, row)) for row in grid)
    ruled_lines = []
    for r, row in enumerate(grid):
        if r and r % 3 == 0:
            ruled_lines.append("------+-------+------")
        ruled_lines.append(" | ".join(" ".join(map(str, row[k : k + 3])) for k in (0, 3, 6)))
    forms = [
        ";".join(rows),
        "; ".join(rows),
        "\n".join(rows),
        spaced,
        "\n" + spaced + "\n",
        "\n".join(ruled_lines),
        json.dumps(grid),
        str(grid),
        "".join(rows),  # flat, row by row
        " ".join("".join(map(str, row)) for row in grid).replace("", " ").strip(),
        "\n".join(" ".join(r[k : k + 3] for k in (0, 3, 6)) for r in rows),  # grouped by box
        "$" + ";".join(rows) + "$",
    ]
    for text in forms:
        assert SUDOKU.score(case, tagged(text)) == 1.0, text
    assert SUDOKU.score(case, f"<think>try</think>\\boxed{{{';'.join(rows)}}}") == 1.0


def test_sudoku_rejects_wrong_grids():
    case = sudoku_case()
    grid = case.answer
    puzzle = case.data["puzzle"]
    rows = ["".join(map(str, row)) for row in grid]
    blank = next((r, c) for r in range(9) for c in range(9) if not puzzle[r][c])
    changed = [row[:] for row in grid]
    changed[blank[0]][blank[1]] = grid[blank[0]][blank[1]] % 9 + 1
    given = next((r, c) for r in range(9) for c in range(9) if puzzle[r][c])
    relabelled = [[v % 9 + 1 for v in row] for row in grid]  # a valid Sudoku, but not these givens
    assert valid_sudoku(relabelled, 3, 3)
    bad = [
        changed,
        relabelled,
        [row[::-1] for row in grid] if puzzle[given[0]][given[1]] != grid[given[0]][8 - given[1]] else relabelled,
        [[0 if puzzle[r][c] == 0 else grid[r][c] for c in range(9)] for r in range(9)],  # blanks left
    ]
    for wrong in bad:
        assert SUDOKU.score(case, tagged(";".join("".join(map(str, row)) for row in wrong))) == 0.0
    for text in [";".join(rows[:-1]), ";".join(rows + rows[:1]), ";".join(rows)[:-1], ";".join(rows) + "1",
                 ";".join(rows).replace("1", "a"), "", "the grid", ";".join(rows).replace(";", ";;x")]:
        assert SUDOKU.score(case, tagged(text)) == 0.0, text


def test_sudoku_accepts_any_valid_completion():
    # Blank a rectangle whose corners can swap (a "deadly pattern"): two completions.
    grid = [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]]
    other = [[2, 1, 3, 4], [3, 4, 1, 2], [1, 2, 4, 3], [4, 3, 2, 1]]
    assert valid_sudoku(other, 2, 2)
    puzzle = [[0, 0, 3, 4], [3, 4, 1, 2], [0, 0, 4, 3], [4, 3, 2, 1]]
    data = {"box": [2, 2], "puzzle": puzzle}
    for completion in (grid, other):
        text = ";".join("".join(map(str, row)) for row in completion)
        assert SUDOKU.verify(data, grid, tagged(text)) == 1.0
    # The traced solver guesses here, and its guess is right too.
    solved = SUDOKU.solve(data)
    assert valid_sudoku(solved, 2, 2) and solved in (grid, other)


def test_sudoku_solver_backtracks_out_of_a_wrong_guess():
    # An empty 4x4 grid forces guesses; the search must still end in a valid grid.
    data = {"box": [2, 2], "puzzle": [[0] * 4 for _ in range(4)]}
    answer, tracer = SUDOKU.run_program(data)
    assert valid_sudoku(answer, 2, 2)
    labels = [state.label for state in tracer.states]
    assert labels[0] == "start" and labels[-1] == "answer"


def test_sudoku_traces_stay_short_at_level_5():
    efforts = [SUDOKU.effort(SUDOKU.case(seed, "5")) for seed in range(60)]
    assert max(efforts) < 400, max(efforts)


# ---------------------------------------------------------------- game24


def reachable(numbers):
    """Independent brute force: every exact value an expression in all the numbers can take."""
    if len(numbers) == 1:
        return {Fraction(numbers[0])}
    out = set()
    items = list(numbers)
    for i, j in itertools.combinations(range(len(items)), 2):
        rest = [items[k] for k in range(len(items)) if k not in (i, j)]
        a, b = Fraction(items[i]), Fraction(items[j])
        for value in {a + b, a - b, b - a, a * b} | ({a / b} if b else set()) | ({b / a} if a else set()):
            out |= reachable(rest + [value])
    return out


def test_game24_search_is_complete_on_four_numbers():
    # The pruned search (larger minus smaller, three-number finish) misses no solvable draw.
    multisets = list(itertools.combinations_with_replacement(range(1, 10), 4))[::3]
    for numbers in multisets:
        solvable = 24 in reachable(list(numbers))
        expression = game24.search(game24._Probe(10**6), list(numbers), 24)
        assert (expression is not None) == solvable, numbers
        if expression is not None:
            assert GAME24.verify({"numbers": list(numbers), "target": 24}, "", tagged(expression)) == 1.0


def test_game24_finds_the_hard_fraction_classics():
    for numbers in ([3, 3, 8, 8], [1, 5, 5, 5], [1, 3, 4, 6]):
        expression = game24.search(game24._Probe(10**6), numbers, 24)
        assert expression is not None
        assert GAME24.verify({"numbers": numbers, "target": 24}, "", tagged(expression)) == 1.0


@pytest.mark.parametrize("level", bootcamps.LEVELS)
def test_game24_cases_fit_their_level(level):
    config = GAME24.LEVELS[level]
    for seed in range(30):
        case = GAME24.case(seed, level)
        numbers, target = case.data["numbers"], case.data["target"]
        assert len(numbers) == config.count
        assert all(config.min_number <= n <= config.max_number for n in numbers)
        assert config.min_target <= target <= config.max_target
        assert GAME24.score(case, tagged(case.answer)) == 1.0
        assert config.min_states <= GAME24.effort(case) - 1 <= config.max_states  # less the answer state


def test_game24_accepts_other_correct_forms():
    data = {"numbers": [8, 4, 7, 1], "target": 24}
    for text in [
        "(8-4)*(7-1)", "(7-1)*(8-4) = 24", "(8 − 4) × (7 − 1)", r"\left(8-4\right)\times\left(7-1\right)",
        "8*(7-4)*1", "8*(7-4)/1", "$(8-4)\\cdot(7-1)$", "((8-4)*(7-1))", "-(4-8)*(7-1)",
        "(8-4) x (7-1)", "(8-4)X(7-1)", "```\n(8-4)*(7-1)\n```",  # x as the times sign; a code fence
    ]:
        assert GAME24.verify(data, "", tagged(text)) == 1.0, text
    assert GAME24.verify(data, "", "<think>8*3</think>The answer is \\boxed{(8-4)*(7-1)}") == 1.0
    fractions = {"numbers": [3, 3, 8, 8], "target": 24}
    assert GAME24.verify(fractions, "", tagged("8/(3-8/3)")) == 1.0
    assert GAME24.verify(fractions, "", tagged(r"\frac{8}{3-\frac{8}{3}}")) == 1.0


def test_game24_rejects_wrong_answers():
    data = {"numbers": [8, 4, 7, 1], "target": 24}
    for text in [
        "(8-4)*(7-1) = 25",  # a false equation
        "(8-4)*6",  # 7 and 1 not used, 6 not given
        "8*3",  # numbers missing
        "(8-4)*(7-1)*1",  # 1 used twice
        "8*4+7-1",  # all numbers once, wrong value
        "8+4+7+1",
        "24", "", "(8-4)*(7-1", "8 4 7 1", "eval('24')", "(8-4)(7-1)",
    ]:
        assert GAME24.verify(data, "", tagged(text)) == 0.0, text


def test_game24_wrong_answers_are_wrong():
    rng = random.Random(0)
    for level in bootcamps.LEVELS:
        for seed in range(10):
            case = GAME24.case(seed, level)
            wrong = GAME24.wrong_answers(case, rng)
            assert len(wrong) >= 3
            assert all(GAME24.score(case, tagged(text)) == 0.0 for text in wrong)


def test_game24_expressions_use_only_needed_parentheses():
    atom = lambda n: (str(n), game24._ATOM)  # noqa: E731
    s = game24._join(atom(1), "+", atom(2))
    assert game24._join(atom(8), "-", s)[0] == "8-(1+2)"
    assert game24._join(s, "-", atom(8))[0] == "1+2-8"
    p = game24._join(atom(2), "*", atom(3))
    assert game24._join(atom(12), "/", p)[0] == "12/(2*3)"
    assert game24._join(p, "/", atom(12))[0] == "2*3/12"
    assert game24._join(s, "*", atom(8))[0] == "(1+2)*8"
    assert game24._join(atom(8), "+", p)[0] == "8+2*3"
