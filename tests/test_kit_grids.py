"""bootcamps.kit.grids and bootcamps.kit.backtrack: grid helpers and the small constraint
solver, checked against brute force and hand-made cases."""

import itertools
import random

import pytest

from bootcamps.kit import backtrack, grids
from bootcamps.trace import Tracer


def test_make_render_answer_line():
    grid = grids.make_grid(2, 3, 0)
    grid[1][2] = 1
    assert grid == [[0, 0, 0], [0, 0, 1]]
    assert grids.render(grid) == "0 0 0\n0 0 1"
    assert grids.render(grid, sep="", symbols={0: ".", 1: "#"}) == "...\n..#"
    assert grids.answer_line(grid, symbols={0: ".", 1: "#"}) == "...;..#"
    assert grids.answer_line([[7, 1]], symbols={1: "#"}) == "7#"  # values without a symbol print as themselves
    with pytest.raises(ValueError):
        grids.make_grid(0, 3)


def test_cell_name_and_neighbours():
    assert grids.cell_name(0, 0) == "r1c1"
    assert sorted(grids.neighbours(0, 0, 3, 3)) == [(0, 1), (1, 0)]
    assert len(list(grids.neighbours(1, 1, 3, 3, diagonal=True))) == 8
    assert len(list(grids.neighbours(0, 2, 3, 3, diagonal=True))) == 3


def test_read_grid_forms():
    symbols = {"1": 1, "2": 2, "3": 3}
    want = [[1, 2, 3], [3, 1, 2]]
    for text in ("123;312", "123\n312", "1 2 3; 3 1 2", "[[1,2,3],[3,1,2]]", "1 2 3\n3 1 2\n", "123312", "| 1 | 2 | 3 |\n| 3 | 1 | 2 |"):
        assert grids.read_grid(text, 2, 3, symbols) == want, text
    for text in ("123;31", "123;312;123", "124;312", "123;312 or 321;123", "", "x" * 30000):
        assert grids.read_grid(text, 2, 3, symbols) is None, text[:30]


def test_read_grid_keeps_a_final_dot_cell():
    # the shared parser drops a final period; here it is a cell
    assert grids.read_grid("#.;..", 2, 2, {"#": 1, ".": 0}) == [[1, 0], [0, 0]]
    assert grids.read_grid("#.\n..", 2, 2, {"#": 1, ".": 0}) == [[1, 0], [0, 0]]
    assert grids.read_grid("ab;BA", 2, 2, {"A": "A", "B": "B"}) == [["A", "B"], ["B", "A"]]


def test_regions_match_flood_fill_by_hand():
    grid = [
        [1, 1, 0, 2],
        [0, 1, 0, 2],
        [2, 0, 0, 1],
    ]
    found = grids.regions(grid)
    assert found[0] == [(0, 0), (0, 1), (1, 1)]
    assert [(0, 2), (1, 2), (2, 1), (2, 2)] in found
    assert len(found) == 6  # 1s(3), 0 at r2c1, 0s(4), 2s on the right, 2 at r3c1, 1 at r3c4
    assert len(grids.regions(grid, keep=lambda v: v == 1)) == 2
    assert len(grids.regions([[1, 0], [0, 1]], keep=lambda v: v == 1, diagonal=True)) == 1


def test_rotate_and_latin():
    grid = [[1, 2], [3, 4]]
    assert grids.rotate(grid, 1) == [[3, 1], [4, 2]]
    assert grids.rotate(grid, 4) == grid
    assert grids.rotate(grids.rotate(grid, 1), 3) == grid
    assert grids.latin_rows([[1, 2], [2, 1]]) and not grids.latin_rows([[1, 2], [1, 2]])


def brute_force(domains, check):
    return [list(v) for v in itertools.product(*domains) if check(v)]


def test_counting_agrees_with_brute_force():
    rng = random.Random(4)
    for _ in range(40):
        n = rng.randint(3, 6)
        domains = [sorted(rng.sample(range(0, 6), rng.randint(1, 4))) for _ in range(n)]
        problem = backtrack.Problem(domains)
        a, b = rng.sample(range(n), 2)
        problem.alldiff([a, b])
        scope = rng.sample(range(n), 3)
        weights = [rng.choice([1, 2, -1]) for _ in scope]
        lo = rng.randint(-3, 6)
        problem.linear(scope, lo, lo + rng.randint(0, 4), weights)
        pscope = rng.sample(range(n), 2)
        problem.predicate(pscope, lambda v: (v[0] + v[1]) % 2 == 0)

        def ok(v):
            s = sum(w * v[i] for i, w in zip(scope, weights))
            return v[a] != v[b] and problem.constraints[1][2][0] <= s <= problem.constraints[1][2][1] and (v[pscope[0]] + v[pscope[1]]) % 2 == 0

        expected = brute_force(domains, ok)
        assert sorted(problem.solutions(limit=10_000)) == expected
        assert len(problem.solutions(limit=2)) == min(2, len(expected))
        assert all(problem.is_solution(s) for s in expected)


def test_permutation_alldiff_and_latin_squares():
    problem = backtrack.latin_problem([[0, 0, 0], [0, 0, 0], [0, 0, 0]])
    assert len(problem.solutions(limit=100)) == 12  # there are 12 Latin squares of order 3
    rng = random.Random(1)
    for n in (4, 5, 6):
        square = backtrack.random_latin_square(n, rng)
        assert grids.latin_rows(square)
    with pytest.raises(ValueError):
        backtrack.Problem([(0, 1)]).alldiff([0], values=[1, 2])


def test_budget_and_bad_scopes():
    problem = backtrack.latin_problem([[0] * 5 for _ in range(5)])
    with pytest.raises(backtrack.Budget):
        problem.solutions(limit=10**6, max_nodes=50)
    with pytest.raises(ValueError):
        backtrack.Problem([(0, 1)]).linear([3], 0, 1)
    with pytest.raises(ValueError):
        backtrack.Problem([(0, 99)])


def test_reveal_until_unique_gives_a_unique_puzzle():
    rng = random.Random(2)
    gold_square = backtrack.random_latin_square(4, rng)
    gold = [v for row in gold_square for v in row]

    def build(shown):
        return backtrack.latin_problem([[shown.get(r * 4 + c, 0) for c in range(4)] for r in range(4)])

    shown = backtrack.reveal_until_unique(build, gold, rng)
    assert build(shown).solutions(limit=2) == [gold]


def test_traced_search_finds_the_solution_and_backtracks():
    givens = [[1, 0, 0], [0, 0, 0], [0, 0, 0]]
    problem = backtrack.latin_problem(givens)
    t = Tracer()
    values = backtrack.traced_search(t, problem, [grids.cell_name(r, c) for r in range(3) for c in range(3)])
    assert values is not None and problem.is_solution(values)
    assert t.states[0].label == "clues" and t.states[-1].label == "solution"
    # an impossible puzzle ends with None after exhausting its guesses
    bad = backtrack.latin_problem([[1, 0], [0, 0]])
    bad.linear([1], 1, 1)
    assert backtrack.traced_search(Tracer(), bad, ["a", "b", "c", "d"]) is None


def test_rows_of_rule_characters_are_rows_when_they_are_cell_symbols():
    # '+' and '-' are cells here: a row of them is a row, not a table rule
    from bootcamps.kit.grids import read_grid
    from bootcamps.parse import parse_grid

    assert read_grid("+++\n+.+", 2, 3, {"+": 1, ".": 0}) == [[1, 1, 1], [1, 0, 1]]
    assert read_grid("- - *\n- - -", 2, 3, {"*": 1, ".": 0, "-": 0}) == [[0, 0, 1], [0, 0, 0]]
    # where they are not cells, rules of a boxed layout are still skipped
    assert read_grid("+---+---+\n| 1 | 2 |\n+---+---+\n| 2 | 1 |", 2, 2, {"1": 1, "2": 2}) == [[1, 2], [2, 1]]
    assert parse_grid("1 2\n---+---\n3 4") == [["1", "2"], ["3", "4"]]
    assert parse_grid("| 1 | 2 |\n| |\n| 3 | 4 |", cells="12") == [["1", "2"], ["3", "4"]]


def test_paint_rectangles_marks_owners_and_leaves_gaps():
    grid = grids.paint_rectangles(3, 4, [(0, 0, 2, 2), (0, 2, 1, 2), (2, 1, 1, 3)])
    assert grid == [[0, 0, 1, 1], [0, 0, -1, -1], [-1, 2, 2, 2]]
    # overlapping rectangles: the later one owns the shared cells
    assert grids.paint_rectangles(2, 2, [(0, 0, 2, 2), (1, 1, 1, 1)]) == [[0, 0], [0, 1]]


def test_propagator_rule_agrees_with_brute_force():
    # a custom rule over bit masks: the scope's values are pairwise at least 2 apart
    def spread(scope):
        def revise(doms):
            changed = []
            for v in scope:
                if doms[v] & (doms[v] - 1) == 0:
                    near = doms[v] | doms[v] << 1 | doms[v] >> 1
                    for w in scope:
                        if w != v and doms[w] & near:
                            doms[w] &= ~near
                            if not doms[w]:
                                return None
                            changed.append(w)
            return changed
        return revise

    rng = random.Random(9)
    for _ in range(30):
        n = rng.randint(3, 5)
        domains = [sorted(rng.sample(range(0, 7), rng.randint(2, 5))) for _ in range(n)]
        scope = rng.sample(range(n), 3)
        problem = backtrack.Problem(domains)
        problem.propagator(scope, spread(scope))
        expected = brute_force(domains, lambda v: all(abs(v[i] - v[j]) >= 2 for i, j in itertools.combinations(scope, 2)))
        assert sorted(problem.solutions(limit=10_000)) == expected
        assert all(problem.is_solution(s) for s in expected)
        wrong = [s for s in itertools.product(*domains) if list(s) not in expected]
        assert not any(problem.is_solution(list(s)) for s in wrong)


def test_read_grid_takes_a_quoted_list_of_row_strings():
    digits = {"1": 1, "2": 2}
    for text in ('["12", "21"]', "['12', '21']", '["12","21",]', '["1 2", "2 1"]'):
        assert grids.read_grid(text, 2, 2, digits) == [[1, 2], [2, 1]], text
    assert grids.read_grid('["#.", ".#"]', 2, 2, {"#": 1, ".": 0}) == [[1, 0], [0, 1]]
    # the wrong shape, two rows run together, or text after the list is still no grid
    for text in ('["12"]', '["12", "21", "12"]', '["12", "2"]', '["12" "21"]', '["12", "21"] and more'):
        assert grids.read_grid(text, 2, 2, digits) is None, text
