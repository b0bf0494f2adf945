"""Issue 9's sixth batch of game/ bootcamps against independent oracles (networkx searches,
brute force) and one hand-worked example each."""

from __future__ import annotations

import itertools

import networkx as nx

import bootcamps
from bootcamps.trace import Tracer

LEVELS = bootcamps.LEVELS
SAMPLE = 4


def cases(bootcamp_id: str, n: int = SAMPLE):
    bc = bootcamps.get(bootcamp_id)
    for level in LEVELS:
        for seed in range(n):
            yield bc, bc.case(seed, level)


# ---------------------------------------------------------------- game/snakes_and_ladders


def snakes_oracle(data) -> int:
    """A networkx digraph of squares with one edge per die face, shortest path from 1 to n."""
    n, rule = data["n"], data["rule"]
    jump = dict(map(tuple, data["ladders"] + data["snakes"]))
    g = nx.DiGraph()
    for s in range(1, n):
        for face in range(1, 7):
            target = s + face
            if target > n:
                target = s if rule == "stay" else 2 * n - target
            g.add_edge(s, jump.get(target, target))
    return nx.shortest_path_length(g, 1, n)


def test_snakes_and_ladders_oracle():
    for bc, case in cases("game/snakes_and_ladders"):
        assert case.answer == snakes_oracle(case.data) == bc.solve(case.data)


def test_snakes_and_ladders_hand():
    bc = bootcamps.get("game/snakes_and_ladders")
    # 1 -(2)-> 3 climbs to 12 -(6)-> 18 -(2)-> 20; without the ladder 19 squares take 4 rolls
    data = {"n": 20, "rule": "stay", "ladders": [[3, 12]], "snakes": [[19, 2]]}
    assert bc.solve(data) == 3
    assert bc.check(data, 3, "3") == 1.0 and bc.check(data, 3, "4") == 0.0
    # bounce rule: only an exact landing finishes
    data = {"n": 20, "rule": "bounce", "ladders": [[2, 17]], "snakes": [[19, 5]]}
    assert bc.solve(data) == 2  # 1 -(1)-> 2 up to 17 -(3)-> 20


# ---------------------------------------------------------------- game/set_card_count


def set_oracle(cards) -> int:
    """Brute force over itertools triples, reading the cards back from their English names and
    checking each attribute by the size of its value set (1 or 3, never 2)."""
    from bootcamps.game.set_card_count import describe

    words = [describe(card).split() for card in cards]
    words = [[w[0], w[1], w[2], w[3].rstrip("s")] for w in words]
    return sum(all(len({x[a] for x in trio}) != 2 for a in range(4)) for trio in itertools.combinations(words, 3))


def test_set_card_count_oracle():
    for bc, case in cases("game/set_card_count"):
        assert case.answer == set_oracle(case.data["cards"]) == bc.solve(case.data) == bc.program(Tracer(), case.data)


def test_set_card_count_hand():
    bc = bootcamps.get("game/set_card_count")
    # one/two/three red solid diamonds is a SET (only the number differs); one red solid diamond,
    # two green striped ovals, three purple open squiggles is a SET (everything differs); no other
    cards = [[0, 0, 0, 0], [1, 0, 0, 0], [2, 0, 0, 0], [1, 1, 1, 1], [2, 2, 2, 2]]
    assert bc.solve({"cards": cards}) == 2
    data = {"cards": cards}
    assert bc.check(data, 2, "2") == 1.0 and bc.check(data, 2, "3") == 0.0


# ---------------------------------------------------------------- game/hex_winner


def hex_oracle(board) -> str:
    """networkx graphs of each colour's stones plus two edge nodes; has_path decides."""
    n = len(board)
    result = "nobody"
    for piece, name in (("R", "Red"), ("B", "Blue")):
        g = nx.Graph()
        g.add_nodes_from(["start", "end"])
        for r in range(n):
            for c in range(n):
                if board[r][c] != piece:
                    continue
                g.add_node((r, c))
                for dr, dc in ((-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0)):
                    rr, cc = r + dr, c + dc
                    if 0 <= rr < n and 0 <= cc < n and board[rr][cc] == piece:
                        g.add_edge((r, c), (rr, cc))
                first, last = (r == 0, r == n - 1) if piece == "R" else (c == 0, c == n - 1)
                if first:
                    g.add_edge("start", (r, c))
                if last:
                    g.add_edge("end", (r, c))
        if nx.has_path(g, "start", "end"):
            assert result == "nobody"  # never both
            result = name
    return result


def test_hex_winner_oracle():
    for bc, case in cases("game/hex_winner", 5):
        assert case.answer == hex_oracle(case.data["board"]) == bc.solve(case.data) == bc.program(Tracer(), case.data)


def test_hex_winner_hand():
    bc = bootcamps.get("game/hex_winner")
    # Red's a1-a2-a3 column joins top to bottom; the Blue stones b1, c2 and b3 do not touch both sides
    data = {"board": ["RB.", "R.B", "RB."]}
    assert bc.solve(data) == "Red"
    assert bc.check(data, "Red", "Red") == 1.0 and bc.check(data, "Red", "red.") == 1.0
    assert bc.check(data, "Red", "Blue") == 0.0 and bc.check(data, "Red", "nobody") == 0.0
    # b1 and a2 touch (row below, column c-1) but reach neither the bottom row nor anything else
    data = {"board": [".R.", "R..", "..."]}
    assert bc.solve(data) == "nobody"
    # Blue along a slanted line a3-b2-c1: each step goes to (r-1, c+1), a shared side
    data = {"board": ["..B", ".B.", "B.."]}
    assert bc.solve(data) == "Blue"


# ---------------------------------------------------------------- game/dots_and_boxes


def dots_oracle(data) -> list[int]:
    """Replay into a networkx graph of dots; after each move recount every unit square whose four
    edges are present, and give the increase to the mover (who keeps the turn when it is > 0)."""
    g = nx.Graph()
    rows, cols = data["rows"], data["cols"]

    def complete() -> int:
        return sum(g.has_edge((r, c), (r, c + 1)) and g.has_edge((r, c), (r + 1, c))
                   and g.has_edge((r + 1, c), (r + 1, c + 1)) and g.has_edge((r, c + 1), (r + 1, c + 1))
                   for r in range(rows) for c in range(cols))

    scores, mover, before = [0, 0], 0, 0
    for r1, c1, r2, c2 in data["moves"]:
        assert abs(r1 - r2) + abs(c1 - c2) == 1 and not g.has_edge((r1, c1), (r2, c2))
        g.add_edge((r1, c1), (r2, c2))
        now = complete()
        scores[mover] += now - before
        if now == before:
            mover = 1 - mover
        before = now
    return scores


def test_dots_and_boxes_oracle():
    for bc, case in cases("game/dots_and_boxes", 5):
        assert case.answer == dots_oracle(case.data) == bc.solve(case.data) == bc.program(Tracer(), case.data)


def test_dots_and_boxes_hand():
    bc = bootcamps.get("game/dots_and_boxes")
    # 1x2 boxes: A top-left, B top-right, A bottom-left, B bottom-right, A middle (closes nothing yet),
    # B left side closes the left box and moves again: right side closes the right box. B 2, A 0.
    moves = [[0, 0, 0, 1], [0, 1, 0, 2], [1, 0, 1, 1], [1, 1, 1, 2], [0, 1, 1, 1], [0, 0, 1, 0], [0, 2, 1, 2]]
    data = {"rows": 1, "cols": 2, "moves": moves}
    assert bc.solve(data) == [0, 2]
    assert bc.check(data, [0, 2], "0, 2") == 1.0 and bc.check(data, [0, 2], "2, 0") == 0.0
