"""Batch puzzle22 (train tracks, masyu): gold answers agree with an independent oracle on cases
at every level (python-sat encodings over the edges between neighbouring cells written from
each puzzle's rules, loops cut lazily with networkx: the gold is a solution and no second
solution exists), and a hand-worked example per bootcamp scores 1.0 while wrong answers score
0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import itertools

import networkx as nx
import pytest
from pysat.card import CardEnc, EncType
from pysat.formula import IDPool
from pysat.solvers import Minisat22

import bootcamps
from catalogue_cases import LEVELS, SAMPLE, tagged

# sides of a cell: up, right, down, left; a piece is the set of sides its track leaves through
SIDES = "NESW"
PIECES = {"-": "EW", "|": "NS", "L": "NE", "J": "NW", "7": "SW", "F": "ES", ".": ""}
MOVE = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}


class EdgeGrid:
    """One SAT variable per pair of orthogonally neighbouring cells (track joins them) and one
    per cell (track passes through it), each cell using 0 or 2 of its sides; ``outside`` sides
    (r, c, side) are track ends fixed on."""

    def __init__(self, rows, cols, outside=()):
        self.rows, self.cols = rows, cols
        self.pool = IDPool()
        self.clauses = []
        self.outside = {(r, c, s) for r, c, s in outside}
        self.on = {(r, c): self.pool.id(("on", r, c)) for r in range(rows) for c in range(cols)}
        for r in range(rows):
            for c in range(cols):
                lits, fixed = [], 0
                for s in SIDES:
                    if (r, c, s) in self.outside:
                        fixed += 1
                    elif self.side(r, c, s) is not None:
                        lits.append(self.side(r, c, s))
                for values in itertools.product((0, 1), repeat=len(lits)):
                    degree = fixed + sum(values)
                    if degree not in (0, 2):
                        self.clauses.append([-x if v else x for x, v in zip(lits, values)])
                # on <-> some side used
                self.clauses.append([-self.on[(r, c)]] + lits if not fixed else [self.on[(r, c)]])
                for x in lits:
                    self.clauses.append([-x, self.on[(r, c)]])

    def side(self, r, c, s):
        dr, dc = MOVE[s]
        rr, cc = r + dr, c + dc
        if not (0 <= rr < self.rows and 0 <= cc < self.cols):
            return None
        a, b = sorted(((r, c), (rr, cc)))
        return self.pool.id(("edge", a, b))

    def piece_clauses(self, r, c, piece):
        """Cell (r, c) holds exactly this piece."""
        out = []
        for s in SIDES:
            x = self.side(r, c, s)
            if x is not None:
                out.append([x] if s in PIECES[piece] else [-x])
            elif s in PIECES[piece] and (r, c, s) not in self.outside:
                out.append([])
        return out

    def grid(self, model):
        """The pieces of a model, and its track as a graph of cells."""
        true = {x for x in model if x > 0}
        g = nx.Graph()
        out = []
        for r in range(self.rows):
            row = []
            for c in range(self.cols):
                sides = "".join(s for s in SIDES if (r, c, s) in self.outside
                                or (self.side(r, c, s) is not None and self.side(r, c, s) in true))
                row.append(next(p for p, ss in PIECES.items() if sorted(ss) == sorted(sides)))
                for s in "ES":
                    x = self.side(r, c, s)
                    if x is not None and x in true:
                        g.add_edge((r, c), (r + MOVE[s][0], c + MOVE[s][1]), var=x)
            out.append(row)
        return out, g


def solve_all(eg, extra, cut, limit=2):
    """Every model (up to ``limit``) of the edge grid plus ``extra`` clauses whose track graph
    passes ``cut``: ``cut(graph)`` returns the clauses that a bad model breaks (none when good)."""
    found = []
    with Minisat22(bootstrap_with=eg.clauses + extra) as solver:
        while len(found) < limit and solver.solve():
            model = solver.get_model()
            grid, g = eg.grid(model)
            cuts = cut(g)
            if cuts:
                for clause in cuts:
                    solver.add_clause(clause)
                continue
            found.append(grid)
            edges = {d["var"] for _, _, d in g.edges(data=True)}
            every = [x for x in (eg.side(r, c, s) for r in range(eg.rows) for c in range(eg.cols) for s in "ES")
                     if x is not None]
            solver.add_clause([-x if x in edges else x for x in every])  # not this track again
    return found


def cycle_cuts(g):
    """Clauses cutting each cycle of a track graph: not all of its edges at once."""
    out = []
    for comp in nx.connected_components(g):
        sub = g.subgraph(comp)
        if all(d == 2 for _, d in sub.degree()):
            out.append([-d["var"] for _, _, d in sub.edges(data=True)])
    return out


# ---------------------------------------------------------------- train tracks


def tracks_solutions(data, limit=2):
    board, n = data["board"], len(data["board"])
    eg = EdgeGrid(n, n, [tuple(e) for e in data["ends"]])
    extra = []
    for r in range(n):
        extra += CardEnc.equals(lits=[eg.on[(r, c)] for c in range(n)], bound=data["rows"][r], vpool=eg.pool,
                                encoding=EncType.seqcounter).clauses
    for c in range(n):
        extra += CardEnc.equals(lits=[eg.on[(r, c)] for r in range(n)], bound=data["cols"][c], vpool=eg.pool,
                                encoding=EncType.seqcounter).clauses
    for r in range(n):
        for c in range(n):
            if board[r][c] != ".":
                extra += eg.piece_clauses(r, c, board[r][c])
    # the ends are out of the grid, so any closed cycle is a second, separate track
    return solve_all(eg, extra, cycle_cuts, limit)


def _tracks_ok(data, grid):
    n = len(grid)
    if [sum(p != "." for p in row) for row in grid] != data["rows"]:
        return False
    if [sum(grid[r][c] != "." for r in range(n)) for c in range(n)] != data["cols"]:
        return False
    if any(data["board"][r][c] not in (".", grid[r][c]) for r in range(n) for c in range(n)):
        return False
    g = nx.Graph()
    for r in range(n):
        for c in range(n):
            for s in PIECES[grid[r][c]]:
                rr, cc = r + MOVE[s][0], c + MOVE[s][1]
                if 0 <= rr < n and 0 <= cc < n:
                    if {"N": "S", "S": "N", "E": "W", "W": "E"}[s] not in PIECES[grid[rr][cc]]:
                        return False
                    g.add_edge((r, c), (rr, cc))
                elif [r, c, s] not in data["ends"]:
                    return False
            if grid[r][c] != ".":
                g.add_node((r, c))
    return nx.is_connected(g) and nx.is_tree(g) and all(d <= 2 for _, d in g.degree())


@pytest.mark.parametrize("level", LEVELS)
def test_tracks_gold_is_the_only_solution(level):
    bc = bootcamps.get("puzzle/tracks")
    for seed in range(SAMPLE + 1):
        case = bc.case(seed, level)
        assert _tracks_ok(case.data, case.answer)
        assert tracks_solutions(case.data) == [case.answer]
        assert bc.solve(case.data) == case.answer


def test_tracks_hand_example():
    bc = bootcamps.get("puzzle/tracks")
    # 4x4, in at the left of r2c1, out at the bottom of r4c4; rows 0,4,1,1: row 2 is full, and
    # rows 3 and 4 hold one cell each, so the rail drops straight down a column from row 2 to
    # the exit under r4c4: across row 2, turning down at r2c4.
    data = {"rows": [0, 4, 1, 1], "cols": [1, 1, 1, 3], "ends": [[1, 0, "W"], [3, 3, "S"]],
            "board": ["....", "....", "....", "...."]}
    gold = [list("...."), list("---7"), list("...|"), list("...|")]
    assert _tracks_ok(data, gold)
    assert tracks_solutions(data) == [gold]
    assert bc.solve(data) == gold
    for text in ("....\n---7\n...|\n...|", "....;---7;...|;...|", ". . . .\n- - - 7\n. . . |\n. . . |",
                 "....\n───┐\n...│\n...│", "```\n....\n---7\n...|\n...|\n```"):
        assert bc.verify(data, gold, tagged(text)) == 1.0, text
    for text in ("....\n---7\n...|", "....\n--7.\n..|.\n..|.", "....\n---7\n...|\n...J", "", "....---7"):
        assert bc.verify(data, gold, tagged(text)) == 0.0, text


# ---------------------------------------------------------------- masyu


def masyu_solutions(circles, limit=2):
    n = len(circles)
    eg = EdgeGrid(n, n)
    extra = []

    def edge(r, c, s):  # the variable of a side, or None beyond the grid
        return eg.side(r, c, s) if 0 <= r < n and 0 <= c < n else None

    for r in range(n):
        for c in range(n):
            kind = circles[r][c]
            if kind == ".":
                continue
            extra.append([eg.on[(r, c)]])
            e = {s: edge(r, c, s) for s in SIDES}
            if kind == "o":  # straight through, and a turn just before or just after
                for a, b in (("N", "E"), ("N", "W"), ("S", "E"), ("S", "W")):
                    if e[a] is not None and e[b] is not None:
                        extra.append([-e[a], -e[b]])
                for a, b in (("W", "E"), ("N", "S")):
                    if e[a] is None or e[b] is None:
                        continue
                    (ra, ca), (rb, cb) = ((r + MOVE[a][0], c + MOVE[a][1]), (r + MOVE[b][0], c + MOVE[b][1]))
                    far_a, far_b = edge(ra, ca, a), edge(rb, cb, b)
                    if far_a is not None and far_b is not None:
                        extra.append([-e[a], -e[b], -far_a, -far_b])
            else:  # a turn, straight on through the next cell both ways
                for a, b in (("W", "E"), ("N", "S")):
                    if e[a] is not None and e[b] is not None:
                        extra.append([-e[a], -e[b]])
                for s in SIDES:
                    if e[s] is None:
                        continue
                    rr, cc = r + MOVE[s][0], c + MOVE[s][1]
                    far = edge(rr, cc, s)
                    extra.append([-e[s]] if far is None else [-e[s], far])
    marked = {(r, c) for r in range(n) for c in range(n) if circles[r][c] != "."}

    def cut(g):
        comps = list(nx.connected_components(g))
        if len(comps) == 1 and marked <= comps[0]:
            return []
        return [[-d["var"] for _, _, d in g.subgraph(comp).edges(data=True)] for comp in comps
                if not marked <= comp]

    return solve_all(eg, extra, cut, limit)


@pytest.mark.parametrize("level", LEVELS)
def test_masyu_gold_is_the_only_solution(level):
    bc = bootcamps.get("puzzle/masyu")
    for seed in range(SAMPLE):
        case = bc.case(seed, level)
        assert masyu_solutions(case.data["circles"]) == [case.answer]
        assert bc.solve(case.data) == case.answer


def test_masyu_hand_example():
    bc = bootcamps.get("puzzle/masyu")
    # black circles in two opposite corners: each turns there with two straight cells on both
    # arms, which on a 3x3 grid is the loop round the border (one black alone would also allow
    # the loop to cut through the centre and skip a corner).
    data = {"circles": ["x..", "...", "..x"]}
    gold = [list("F-7"), list("|.|"), list("L-J")]
    assert bc.solve(data) == gold
    assert masyu_solutions(data["circles"]) == [gold]
    assert len(masyu_solutions(["x..", "...", "..."])) == 2
    for text in ("F-7\n|.|\nL-J", "F-7;|.|;L-J", "F - 7\n| . |\nL - J", "┌─┐\n│.│\n└─┘", "f-7\n|.|\nl-j",
                 "```\nF-7\n|.|\nL-J\n```"):
        assert bc.verify(data, gold, tagged(text)) == 1.0, text
    for text in ("F-7\n|.|\nL-7", "F-7\n|.|", "F7.\n|L7\nL-J", "F-7|.|L-", "x..\n...\n..x"):
        assert bc.verify(data, gold, tagged(text)) == 0.0, text
