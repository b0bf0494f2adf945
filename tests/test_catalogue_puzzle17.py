"""Batch puzzle17 (slant, undead): gold answers agree with an independent oracle on cases at
every level (python-sat encodings written from each puzzle's rules, networkx for slant's
no-loop rule: the gold is a solution and no second solution exists), and a hand-worked example
per bootcamp scores 1.0 while a wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import networkx as nx
import pytest
from pysat.card import CardEnc, EncType
from pysat.formula import IDPool
from pysat.solvers import Minisat22

import bootcamps

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 3  # cases per level per bootcamp


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


# ---------------------------------------------------------------- slant


def _slant_edges(grid):
    """The diagonals of a grid as point pairs, with the cell and mark that draw each."""
    out = []
    for r, row in enumerate(grid):
        for c, mark in enumerate(row):
            a, b = ((r, c), (r + 1, c + 1)) if mark == "\\" else ((r, c + 1), (r + 1, c))
            out.append((a, b, (r, c, mark)))
    return out


def _slant_ok(clues, grid):
    """The rules checked on a finished grid: every number, and no cycle in the point graph."""
    g = nx.MultiGraph()
    counts = {}
    for a, b, _ in _slant_edges(grid):
        g.add_edge(a, b)
        counts[a] = counts.get(a, 0) + 1
        counts[b] = counts.get(b, 0) + 1
    numbers = all(v is None or counts.get((i, j), 0) == v for i, line in enumerate(clues) for j, v in enumerate(line))
    return numbers and nx.is_forest(g)


def slant_solutions(clues, limit=2):
    """Every grid (up to ``limit``) meeting the numbers with no loop: SAT over one variable per
    cell (true = '\\') with an exact cardinality per numbered point; a model whose diagonals
    hold a cycle gets that cycle cut (not all of its marks again) and the solver runs on."""
    rows, cols = len(clues) - 1, len(clues[0]) - 1
    pool = IDPool()
    x = {(r, c): pool.id(("x", r, c)) for r in range(rows) for c in range(cols)}
    clauses = []
    for i, line in enumerate(clues):
        for j, v in enumerate(line):
            if v is None:
                continue
            lits = []
            for r, c in ((i - 1, j - 1), (i - 1, j), (i, j - 1), (i, j)):
                if 0 <= r < rows and 0 <= c < cols:
                    touches_with_back = (i, j) in ((r, c), (r + 1, c + 1))
                    lits.append(x[(r, c)] if touches_with_back else -x[(r, c)])
            enc = CardEnc.equals(lits=lits, bound=v, vpool=pool, encoding=EncType.seqcounter)
            clauses.extend(enc.clauses)
    found = []
    with Minisat22(bootstrap_with=clauses) as solver:
        while len(found) < limit and solver.solve():
            model = set(solver.get_model())
            grid = [["\\" if x[(r, c)] in model else "/" for c in range(cols)] for r in range(rows)]
            g = nx.Graph()
            cell_of = {}
            for a, b, cell in _slant_edges(grid):
                g.add_edge(a, b)
                cell_of[frozenset((a, b))] = cell
            try:
                cycle = nx.find_cycle(g)
            except nx.NetworkXNoCycle:
                found.append(grid)
                solver.add_clause([-x[(r, c)] if grid[r][c] == "\\" else x[(r, c)] for r in range(rows) for c in range(cols)])
                continue
            cut = []
            for a, b in cycle:
                r, c, mark = cell_of[frozenset((a, b))]
                cut.append(-x[(r, c)] if mark == "\\" else x[(r, c)])
            solver.add_clause(cut)
    return found


@pytest.mark.parametrize("level", LEVELS)
def test_slant_gold_is_the_only_solution(level):
    bc = bootcamps.get("puzzle/slant")
    for seed in range(SAMPLE + 1):
        case = bc.case(seed, level)
        clues, gold = case.data["clues"], case.answer
        assert _slant_ok(clues, gold)
        assert slant_solutions(clues) == [gold]
        assert bc.solve(case.data) == gold


def test_slant_hand_example():
    bc = bootcamps.get("puzzle/slant")
    # 2x2 cells, only the centre numbered 4: all four diagonals must meet in the middle, an X.
    data = {"clues": [[None, None, None], [None, 4, None], [None, None, None]]}
    gold = [["\\", "/"], ["/", "\\"]]
    assert bc.solve(data) == gold
    assert slant_solutions(data["clues"]) == [gold]
    for text in ("\\/\n/\\", "\\/;/\\", "\\ /\n/ \\", "\\\\/\n/\\\\", "\\\\ /\n/ \\\\", "```\n\\/\n/\\\n```"):
        assert _score(bc, data, gold, text) == 1.0, text
    for text in ("/\\\n\\/", "\\/\n//", "\\/", "\\\\\\/\n/\\"):
        assert _score(bc, data, gold, text) == 0.0, text
    # centre 0 asks for a diamond round the middle point: a loop, so no grid is allowed
    assert bc.solve({"clues": [[None, None, None], [None, 0, None], [None, None, None]]}) == []
    assert slant_solutions([[None, None, None], [None, 0, None], [None, None, None]]) == []
