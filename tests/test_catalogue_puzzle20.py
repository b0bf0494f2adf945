"""Batch puzzle20 (yin_yang, heyawake): gold answers agree with an independent oracle
on cases at every level (python-sat encodings written from each puzzle's rules; connectivity
rules are added lazily, networkx finding a disconnected colour in a model and a clause cutting
that component off: the gold is a solution and no second solution exists), and a hand-worked
example per bootcamp scores 1.0 while a wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import networkx as nx
import pytest
from pysat.card import CardEnc, EncType
from pysat.formula import IDPool
from pysat.solvers import Minisat22

import bootcamps
from catalogue_cases import LEVELS, SAMPLE, tagged


def _level_cases(bootcamp_id, level):
    bc = bootcamps.get(bootcamp_id)
    for seed in range(SAMPLE):
        yield bc, bc.case(seed, level)


def _components(cells):
    """Connected components (orthogonal steps) of a set of cells, via networkx."""
    g = nx.Graph()
    g.add_nodes_from(cells)
    for r, c in cells:
        for nb in ((r + 1, c), (r, c + 1)):
            if nb in cells:
                g.add_edge((r, c), nb)
    return [set(comp) for comp in nx.connected_components(g)]


def _cut(comp, colour_cells, lit, rows, cols):
    """A clause ruling out ``comp`` as a whole group of its colour while some other cell has
    that colour: a cell of comp changes, a cell bordering it takes the colour, or the chosen
    outside cell loses it. ``lit(cell)`` is the literal 'cell has this colour'."""
    border = {(r + dr, c + dc) for r, c in comp for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))
              if 0 <= r + dr < rows and 0 <= c + dc < cols} - comp
    outside = min(colour_cells - comp)
    return [-lit(cell) for cell in comp] + [lit(cell) for cell in border] + [-lit(outside)]


def _lazy_connected_models(clauses, x, rows, cols, colours, limit=2):
    """Models (sets of 'true' cells) of ``clauses`` in which the cells of each colour of
    ``colours`` (True: cells whose variable is true, False: false) are connected, up to limit;
    disconnected models are cut off component by component."""
    found = []
    with Minisat22(bootstrap_with=clauses) as solver:
        while len(found) < limit and solver.solve():
            model = set(solver.get_model())
            true = {cell for cell, v in x.items() if v in model}
            cuts = []
            for colour in colours:
                cells = true if colour else set(x) - true
                comps = _components(cells)
                if len(comps) > 1:
                    def lit(cell, colour=colour):
                        return x[cell] if colour else -x[cell]
                    for comp in comps:
                        cuts.append(_cut(comp, cells, lit, rows, cols))
            if cuts:
                for clause in cuts:
                    solver.add_clause(clause)
                continue
            found.append(true)
            solver.add_clause([-v if v in model else v for v in x.values()])
    return found


def _grid(true, rows, cols):
    return [[int((r, c) in true) for c in range(cols)] for r in range(rows)]


# ---------------------------------------------------------------- yin-yang


def yin_yang_solutions(givens, limit=2):
    """SAT: one variable per cell (true = black); given cells fixed; every 2x2 block has both
    colours; black cells connected and white cells connected (lazily)."""
    rows, cols = len(givens), len(givens[0])
    pool = IDPool()
    x = {(r, c): pool.id((r, c)) for r in range(rows) for c in range(cols)}
    clauses = []
    for r, line in enumerate(givens):
        for c, ch in enumerate(line):
            if ch == "B":
                clauses.append([x[r, c]])
            elif ch == "W":
                clauses.append([-x[r, c]])
    for r in range(rows - 1):
        for c in range(cols - 1):
            block = [x[r, c], x[r, c + 1], x[r + 1, c], x[r + 1, c + 1]]
            clauses.append([-v for v in block])
            clauses.append(list(block))
    return [_grid(t, rows, cols) for t in _lazy_connected_models(clauses, x, rows, cols, (True, False), limit)]


@pytest.mark.parametrize("level", LEVELS)
def test_yin_yang_gold_is_the_only_solution(level):
    for bc, case in _level_cases("puzzle/yin_yang", level):
        assert yin_yang_solutions(case.data["givens"]) == [case.answer]
        assert bc.solve(case.data) == case.answer


def test_yin_yang_hand_example():
    bc = bootcamps.get("puzzle/yin_yang")
    # the one open cell r3c2: white would make the 2x2 block r2c2..r3c3 all white, so black
    data = {"givens": ["BBBB", "BWWB", "B.WB"]}
    gold = [[1, 1, 1, 1], [1, 0, 0, 1], [1, 1, 0, 1]]
    assert bc.solve(data) == gold
    assert yin_yang_solutions(data["givens"]) == [gold]
    for text in ("BBBB;BWWB;BBWB", "BBBB\nBWWB\nBBWB", "B B B B\nB W W B\nB B W B", "bbbb;bwwb;bbwb",
                 "```\nBBBB\nBWWB\nBBWB\n```"):
        assert bc.verify(data, gold, tagged(text)) == 1.0, text
    for text in ("BBBB;BWWB;BWWB", "BBBB;BWWB", "BBBB;BWWB;BBWBB", "####;#..#;##.#", "BBBB;BWWB;BBWB;BBBB"):
        assert bc.verify(data, gold, tagged(text)) == 0.0, text


# ---------------------------------------------------------------- heyawake


def heyawake_solutions(rooms, counts, limit=2):
    """SAT: one variable per cell (true = shaded); no two side-neighbours both shaded; a
    numbered room has exactly its count (cardinality encoding); every straight stretch of a row
    or column whose cells lie in three or more rooms has a shaded cell; unshaded cells
    connected (lazily)."""
    rows, cols = len(rooms), len(rooms[0])
    pool = IDPool()
    x = {(r, c): pool.id((r, c)) for r in range(rows) for c in range(cols)}
    clauses = []
    for (r, c), v in x.items():
        for nb in ((r + 1, c), (r, c + 1)):
            if nb in x:
                clauses.append([-v, -x[nb]])
    for room, number in counts.items():
        lits = [v for (r, c), v in x.items() if rooms[r][c] == room]
        clauses.extend(CardEnc.equals(lits=lits, bound=number, vpool=pool, encoding=EncType.seqcounter).clauses)
    lines = [[(r, c) for c in range(cols)] for r in range(rows)] + [[(r, c) for r in range(rows)] for c in range(cols)]
    for line in lines:
        for i in range(len(line)):
            for j in range(i + 1, len(line)):
                stretch = line[i:j + 1]
                if len({rooms[r][c] for r, c in stretch}) >= 3:
                    clauses.append([x[cell] for cell in stretch])
    return [_grid(t, rows, cols) for t in _lazy_connected_models(clauses, x, rows, cols, (False,), limit)]


@pytest.mark.parametrize("level", LEVELS)
def test_heyawake_gold_is_the_only_solution(level):
    for bc, case in _level_cases("puzzle/heyawake", level):
        assert heyawake_solutions(case.data["rooms"], case.data["counts"]) == [case.answer]
        assert bc.solve(case.data) == case.answer


def test_heyawake_hand_example():
    bc = bootcamps.get("puzzle/heyawake")
    # rooms A (2x2), B (the right column's top two cells) and C (the bottom row); A and B hold
    # no shaded cell, and C's two shaded cells cannot touch in a row of three: both ends
    data = {"rooms": ["AAB", "AAB", "CCC"], "counts": {"A": 0, "B": 0, "C": 2}}
    gold = [[0, 0, 0], [0, 0, 0], [1, 0, 1]]
    assert bc.solve(data) == gold
    assert heyawake_solutions(data["rooms"], data["counts"]) == [gold]
    for text in ("...;...;#.#", "...\n...\n#.#", ". . .\n. . .\n# . #", "```\n...\n...\n#.#\n```"):
        assert bc.verify(data, gold, tagged(text)) == 1.0, text
    for text in ("...;...;##.", "...;...;.#.", "...;...", "...;...;#.#;...", "WWW;WWW;BWB"):
        assert bc.verify(data, gold, tagged(text)) == 0.0, text
