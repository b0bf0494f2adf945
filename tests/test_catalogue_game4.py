"""Issue 9's fourth batch of game/ and planning/ bootcamps against independent oracles,
hand-worked examples, and the kit.games2 helpers.

Each oracle is written apart from the bootcamp's own program and solve: whole-position game
searches instead of Grundy formulas, breadth-first searches instead of closed forms, and
simulations instead of index arithmetic.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import product

import pytest

import bootcamps
from bootcamps.kit import games2
from bootcamps.trace import Tracer

LEVELS = bootcamps.LEVELS
PER_LEVEL = 8  # oracle cases per level per bootcamp
ORACLE_COUNTS: dict[str, int] = {}


def cases(bootcamp_id: str, n: int = PER_LEVEL):
    bc = bootcamps.get(bootcamp_id)
    for level in LEVELS:
        for seed in range(n):
            yield bc, bc.case(seed, level)


def answer(text: str) -> str:
    return f"<answer>{text}</answer>"


def mex(values) -> int:
    m, seen = 0, set(values)
    while m in seen:
        m += 1
    return m


# ---------------------------------------------------------------- kit.games2


def test_lasker_value_matches_the_mex_recursion():
    g = [0]
    for n in range(1, 80):
        g.append(mex({g[k] for k in range(n)} | {g[a] ^ g[n - a] for a in range(1, n)}))
    assert [games2.lasker_value(n) for n in range(80)] == g
    with pytest.raises(ValueError):
        games2.lasker_value(-1)


def test_grundy_game_table_known_prefix():
    # OEIS A002188: 0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0
    assert games2.grundy_game_table(20) == (0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0)


def test_zeckendorf_terms_are_nonconsecutive_fibonacci():
    fibs = games2.fibonacci_upto(10**6)
    assert fibs[:8] == [1, 2, 3, 5, 8, 13, 21, 34]
    for n in range(1, 3000):
        terms = games2.zeckendorf(n)
        assert sum(terms) == n and all(t in fibs for t in terms)
        idx = [fibs.index(t) for t in terms]
        assert all(a - b >= 2 for a, b in zip(idx, idx[1:]))
    assert games2.zeckendorf(100) == [89, 8, 3]


def test_squares_and_boards():
    assert games2.square_name(0, 0, 8) == "a8" and games2.square_name(7, 2, 8) == "c1"
    assert games2.read_square(" C1. ", 8, 8) == (7, 2)
    assert games2.read_square("c9", 8, 8) is None and games2.read_square("z1", 8, 8) is None
    assert games2.read_square("c" * 100, 8, 8) is None
    assert games2.render_board(["..", "X."]).splitlines() == ["  a b", "2 . .", "1 X ."]
    assert games2.neighbours4(0, 0, 3, 3) == [(1, 0), (0, 1)]


def linear_hanoi_bfs(n: int) -> dict[tuple, int]:
    """Distances from all-on-A in the adjacent-peg Tower of Hanoi, by breadth-first search."""
    start = tuple([0] * n)
    dist, frontier = {start: 0}, [start]
    while frontier:
        nxt = []
        for s in frontier:
            tops: dict[int, int] = {}
            for d in range(n - 1, -1, -1):
                tops[s[d]] = d
            for p, d in tops.items():
                for q in (p - 1, p + 1):
                    if 0 <= q <= 2 and (q not in tops or tops[q] > d):
                        t = s[:d] + (q,) + s[d + 1 :]
                        if t not in dist:
                            dist[t] = dist[s] + 1
                            nxt.append(t)
        frontier = nxt
    return dist


def test_linear_hanoi_index_is_the_bfs_distance_from_all_on_a():
    for n in range(1, 6):
        dist = linear_hanoi_bfs(n)
        assert len(dist) == 3**n
        for s, d in dist.items():
            assert games2.linear_hanoi_index("".join("ABC"[p] for p in s)) == d


# ---------------------------------------------------------------- game/lasker_nim, game/grundy_game


@lru_cache(maxsize=None)
def lasker_position(heaps: tuple[int, ...]) -> int:
    """Grundy value of a whole Lasker position by search over positions (no sum theorem)."""
    reach = set()
    for i, n in enumerate(heaps):
        rest = heaps[:i] + heaps[i + 1 :]
        for keep in range(n):
            reach.add(lasker_position(tuple(sorted(rest + ((keep,) if keep else ())))))
        for a in range(1, n // 2 + 1):
            reach.add(lasker_position(tuple(sorted(rest + (a, n - a)))))
    return mex(reach)


def test_lasker_nim_oracle():
    n = 0
    for bc, case in cases("game/lasker_nim"):
        heaps = case.data["heaps"]
        # small heaps: whole-position search; large: pairs reduced mod the proven period
        expected = 0
        for h in heaps:
            expected ^= lasker_position((h,)) if h <= 12 else lasker_position(((h - 1) % 4 + 9,)) + (h - 9 - (h - 1) % 4)
        assert case.answer == expected
        n += 1
    small = bootcamps.get("game/lasker_nim")
    for heaps in ([3, 5], [4, 4, 2], [7, 1, 2], [6, 3]):
        assert small.solve({"heaps": heaps}) == lasker_position(tuple(sorted(heaps)))
    ORACLE_COUNTS["game/lasker_nim"] = n


def test_lasker_nim_hand_example():
    bc = bootcamps.get("game/lasker_nim")
    data = {"heaps": [3, 4, 6]}  # values 4, 3, 6: 4 ^ 3 = 7, 7 ^ 6 = 1
    assert bc.solve(data) == 1
    assert bc.check(data, 1, "1") == 1.0 and bc.check(data, 1, "13") == 0.0


@lru_cache(maxsize=None)
def grundy_position(heaps: tuple[int, ...]) -> int:
    reach = set()
    for i, n in enumerate(heaps):
        rest = heaps[:i] + heaps[i + 1 :]
        for a in range(1, n):
            if 2 * a < n:
                reach.add(grundy_position(tuple(sorted(rest + tuple(x for x in (a, n - a) if x >= 3)))))
    return mex(reach)


def test_grundy_game_oracle():
    n = 0
    for bc, case in cases("game/grundy_game"):
        heaps = case.data["heaps"]
        expected = 0
        for h in heaps:  # each heap by a whole-position search over its splits
            expected ^= grundy_position((h,) if h >= 3 else ())
        assert case.answer == expected
        if case.level in "12":  # pairs of heaps searched as one position
            assert grundy_position(tuple(sorted(h for h in heaps[:2] if h >= 3))) == grundy_position(
                (heaps[0],) if heaps[0] >= 3 else ()) ^ grundy_position((heaps[1],) if heaps[1] >= 3 else ())
        n += 1
    ORACLE_COUNTS["game/grundy_game"] = n


def test_grundy_game_hand_example():
    bc = bootcamps.get("game/grundy_game")
    data = {"heaps": [7, 5, 3]}  # g(7)=0: 6+1 -> 1, 5+2 -> 2, 4+3 -> 1 ... mex{1,2}=0; g(5)=2; g(3)=1
    assert bc.solve(data) == 3
    assert bc.check(data, 3, "3") == 1.0 and bc.check(data, 3, "2") == 0.0


# ---------------------------------------------------------------- game/staircase_nim, game/fibonacci_nim


@lru_cache(maxsize=None)
def staircase_wins(coins: tuple[int, ...]) -> bool:
    for i, c in enumerate(coins):
        for k in range(1, c + 1):
            after = list(coins)
            after[i] -= k
            if i:
                after[i - 1] += k
            if not staircase_wins(tuple(after)):
                return True
    return False


def test_staircase_nim_oracle():
    n = 0
    for bc, case in cases("game/staircase_nim"):
        coins = case.data["coins"]
        step, amount = case.answer
        after = list(coins)
        after[step - 1] -= amount
        if step > 1:
            after[step - 2] += amount
        assert amount >= 1 and min(after) >= 0
        if sum(coins) <= 14:  # the position after the move is lost for the opponent, by search
            assert not staircase_wins(tuple(after))
        x = 0
        for c in after[::2]:
            x ^= c
        assert x == 0
        n += 1
    for coins in ((1, 2, 3), (0, 3, 1, 2), (2, 0, 1), (4, 1, 0, 3), (1, 1, 1, 1, 2)):
        x = 0
        for c in coins[::2]:
            x ^= c
        assert staircase_wins(coins) == (x != 0)  # the theory the verifier uses
    ORACLE_COUNTS["game/staircase_nim"] = n


def test_staircase_nim_hand_example():
    bc = bootcamps.get("game/staircase_nim")
    data = {"coins": [3, 4, 1]}  # odd steps 3 ^ 1 = 2: slide 2 coins off step 1 (3 -> 1)
    assert bc.solve(data) == [1, 2]
    assert bc.check(data, [1, 2], "1, 2") == 1.0
    assert bc.check(data, [1, 2], "step 1: 2 coins") == 1.0
    assert bc.check(data, [1, 2], "3, 1") == 0.0  # leaves (3, 5, 0): odd steps 3 ^ 0 = 3
    assert bc.check(data, [1, 2], "2, 2") == 0.0  # leaves (5, 2, 1): 5 ^ 1 = 4
    assert bc.check(data, [1, 2], "1, 4") == 0.0  # step 1 holds only 3
    # in words the step is the number after "step"/"from", wherever it stands
    assert bc.check(data, [1, 2], "move 2 coins from step 1") == 1.0
    assert bc.check(data, [1, 2], "slide 2 coins down from step 1") == 1.0
    assert bc.check(data, [1, 2], "move 1 coin from step 2") == 0.0  # read in prompt order it was (1, 2)
    assert bc.check(data, [1, 2], "step 1 or step 2: 2 coins") == 0.0  # two steps named


@lru_cache(maxsize=None)
def fib_nim_wins(n: int, m: int) -> bool:
    return any(x == n or not fib_nim_wins(n - x, 2 * x) for x in range(1, min(n, m) + 1))


def test_fibonacci_nim_oracle():
    n = 0
    for bc, case in cases("game/fibonacci_nim"):
        heap = case.data["n"]
        move = case.answer
        assert 1 <= move < heap
        # the heap left must be a Fibonacci-sum whose smallest term exceeds 2*move (a loss for
        # the opponent by the Zeckendorf theorem), checked here by rebuilding terms with a set
        rest = heap - move
        fibs = set(games2.fibonacci_upto(heap))
        smallest = rest
        while rest:
            big = max(f for f in fibs if f <= rest)
            rest -= big
            smallest = big
        assert smallest > 2 * move
        n += 1
    for heap in range(2, 250):  # the rule itself, by exhaustive game search on small heaps
        wins = [x for x in range(1, heap) if not fib_nim_wins(heap - x, 2 * x)]
        if heap in set(games2.fibonacci_upto(heap)):
            assert not wins
        else:
            assert min(wins) == bootcamps.get("game/fibonacci_nim").solve({"n": heap}) == games2.zeckendorf(heap)[-1]
    ORACLE_COUNTS["game/fibonacci_nim"] = n


def test_fibonacci_nim_hand_example():
    bc = bootcamps.get("game/fibonacci_nim")
    data = {"n": 20}  # 20 = 13 + 5 + 2: take 2, leaving 18 = 13 + 5, whose smallest term 5 > 4
    assert bc.solve(data) == 2 and bc.check(data, 2, "2") == 1.0 and bc.check(data, 2, "5") == 0.0


# ---------------------------------------------------------------- game/coin_row_ends


def coin_game_totals(values: tuple[int, ...]) -> tuple[int, int]:
    """(mover's total, other's total) by a plain game search returning both totals."""

    @lru_cache(maxsize=None)
    def play(i: int, j: int) -> tuple[int, int]:
        if i > j:
            return 0, 0
        a_other, a_mover = play(i + 1, j)  # after taking the left coin the roles swap
        b_other, b_mover = play(i, j - 1)
        left = (values[i] + a_mover, a_other)
        right = (values[j] + b_mover, b_other)
        return max(left, right)

    return play(0, len(values) - 1)


def test_coin_row_ends_oracle():
    n = 0
    for bc, case in cases("game/coin_row_ends"):
        values = tuple(case.data["values"])
        first, second = coin_game_totals(values)
        assert first + second == sum(values) and case.answer == first
        n += 1
    ORACLE_COUNTS["game/coin_row_ends"] = n


def test_coin_row_ends_hand_example():
    bc = bootcamps.get("game/coin_row_ends")
    data = {"values": [5, 3, 7, 10]}  # take 10; opponent takes 7 or 5; first gets 15 either way
    assert bc.solve(data) == 15
    assert bc.check(data, 15, "15") == 1.0 and bc.check(data, 15, "10") == 0.0


# ---------------------------------------------------------------- planning/linear_hanoi, planning/hanoi_after_moves


def linear_hanoi_distance(start: str, goal: str) -> int:
    """Breadth-first search from start to goal in the adjacent-peg puzzle (pegs 0-1-2)."""
    n = len(start)
    s0, g0 = tuple(int(c) for c in start), tuple(int(c) for c in goal)
    dist, frontier = {s0: 0}, [s0]
    while g0 not in dist:
        nxt = []
        for s in frontier:
            tops: dict[int, int] = {}
            for d in range(n - 1, -1, -1):
                tops[s[d]] = d
            for p, d in tops.items():
                for q in (p - 1, p + 1):
                    if 0 <= q <= 2 and (q not in tops or tops[q] > d):
                        t = s[:d] + (q,) + s[d + 1 :]
                        if t not in dist:
                            dist[t] = dist[s] + 1
                            nxt.append(t)
        frontier = nxt
    return dist[g0]


def test_linear_hanoi_oracle():
    n = 0
    for bc, case in cases("planning/linear_hanoi", 5):
        if len(case.data["start"]) > 8 and case.seed >= 2:
            continue  # 3^10 states take a while: two cases at level 5
        table = str.maketrans(case.data["names"], "012")
        assert case.answer == linear_hanoi_distance(case.data["start"].translate(table),
                                                   case.data["goal"].translate(table))
        n += 1
    ORACLE_COUNTS["planning/linear_hanoi"] = n


def test_linear_hanoi_hand_example():
    bc = bootcamps.get("planning/linear_hanoi")
    # one disk from A to C takes 2 moves; two disks from all-A to all-C take 3^2 - 1 = 8
    assert bc.solve({"start": "AA", "goal": "CC", "names": "ABC"}) == 8
    data = {"start": "A", "goal": "C", "names": "ABC"}
    assert bc.solve(data) == 2 and bc.check(data, 2, "2") == 1.0 and bc.check(data, 2, "1") == 0.0


def hanoi_simulation(n: int, src: int, dst: int, k: int) -> list[int]:
    """Play the first k moves of the recursive solution on explicit stacks."""
    stacks = {0: [], 1: [], 2: []}
    stacks[src] = list(range(n, 0, -1))
    moves: list[tuple[int, int]] = []

    def solve(m: int, a: int, b: int) -> None:
        if m == 0 or len(moves) >= k:
            return
        c = 3 - a - b
        solve(m - 1, a, c)
        if len(moves) < k:
            moves.append((a, b))
        solve(m - 1, c, b)

    solve(n, src, dst)
    for a, b in moves[:k]:
        assert not stacks[b] or stacks[b][-1] > stacks[a][-1]
        stacks[b].append(stacks[a].pop())
    where = [0] * n
    for peg, disks in stacks.items():
        for d in disks:
            where[d - 1] = peg
    return where


def test_hanoi_after_moves_oracle():
    n = 0
    for bc, case in cases("planning/hanoi_after_moves"):
        data = case.data
        if data["disks"] > 14:
            continue  # 2^20 moves to simulate; levels 4-5 are covered by the program/solve agreement below
        names = data["names"]
        where = hanoi_simulation(data["disks"], names.index(data["src"]), names.index(data["dst"]), data["k"])
        assert case.answer == "".join(names[p] for p in where)
        n += 1
    for bc, case in cases("planning/hanoi_after_moves", 20):
        assert bc.program(Tracer(), case.data) == case.answer
    ORACLE_COUNTS["planning/hanoi_after_moves"] = n


def test_hanoi_after_moves_hand_example():
    bc = bootcamps.get("planning/hanoi_after_moves")
    # 3 disks A -> C: moves A->C, A->B, C->B; after 3 moves disks 1, 2 are on B, disk 3 on A
    data = {"disks": 3, "names": "ABC", "src": "A", "dst": "C", "k": 3}
    assert bc.solve(data) == "BBA"
    assert bc.check(data, "BBA", "B B A") == 1.0 and bc.check(data, "BBA", "b, b, a") == 1.0
    assert bc.check(data, "BBA", "B A B") == 0.0 and bc.check(data, "BBA", "B B A A") == 0.0


# ---------------------------------------------------------------- game/othello_flips


def othello_best_by_lines(board: list[str], me: str) -> int:
    """For each empty square, read each of the 8 lines outward as a string and match
    'opponent discs then one of mine' with a regular expression."""
    import re

    them = "O" if me == "X" else "X"
    closed = re.compile(f"^({them}+){me}")
    n, best = len(board), 0
    for r in range(n):
        for c in range(n):
            if board[r][c] != ".":
                continue
            total = 0
            for dr in (-1, 0, 1):
                for dc in (-1, 0, 1):
                    if dr == dc == 0:
                        continue
                    line, i, j = "", r + dr, c + dc
                    while 0 <= i < n and 0 <= j < n:
                        line += board[i][j]
                        i, j = i + dr, j + dc
                    m = closed.match(line)
                    total += len(m.group(1)) if m else 0
            best = max(best, total)
    return best


def test_othello_flips_oracle():
    n = 0
    for bc, case in cases("game/othello_flips"):
        board = case.data["board"]
        assert case.answer == othello_best_by_lines(board, case.data["me"]) >= 1
        assert sum(row.count("X") + row.count("O") for row in board) >= 5
        n += 1
    ORACLE_COUNTS["game/othello_flips"] = n


def test_othello_flips_hand_example():
    bc = bootcamps.get("game/othello_flips")
    board = ["......", "......", "..OX..", "..XO..", "......", "......"]  # the opening, 6x6
    data = {"board": board, "me": "X"}  # every opening move flips exactly one disc
    assert bc.solve(data) == 1
    board2 = ["......", ".XOO..", "......", "......", "......", "......"]
    assert bc.solve({"board": board2, "me": "X"}) == 2  # X at the right end brackets O O
    assert bc.check(data, 1, "1") == 1.0 and bc.check(data, 1, "2") == 0.0


# ---------------------------------------------------------------- game/go_capture


def go_best_capture_nx(board: list[str]) -> int:
    """networkx components of the White stones; each Black move scored by the components
    whose liberty set is exactly that point."""
    import networkx as nx

    n = len(board)
    g = nx.Graph()
    whites = [(r, c) for r in range(n) for c in range(n) if board[r][c] == "O"]
    g.add_nodes_from(whites)
    for r, c in whites:
        for q in ((r + 1, c), (r, c + 1)):
            if q in g:
                g.add_edge((r, c), q)
    gain: dict[tuple[int, int], int] = {}
    for comp in nx.connected_components(g):
        libs = {(r + dr, c + dc) for r, c in comp for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))
                if 0 <= r + dr < n and 0 <= c + dc < n and board[r + dr][c + dc] == "."}
        assert libs, "a settled position has no group without liberties"
        if len(libs) == 1:
            (p,) = libs
            gain[p] = gain.get(p, 0) + len(comp)
    return max(gain.values(), default=0)


def test_go_capture_oracle():
    n = 0
    for bc, case in cases("game/go_capture"):
        assert case.answer == go_best_capture_nx(case.data["board"]) >= 1
        n += 1
    ORACLE_COUNTS["game/go_capture"] = n


def test_go_capture_hand_example():
    bc = bootcamps.get("game/go_capture")
    # the White chain b4-b3-b2 is walled in by Black except at b1: a Black stone there takes 3
    board = [
        ".X...",
        "XOX..",
        "XOX..",
        "XOX..",
        ".....",
    ]
    data = {"board": board}
    assert bc.solve(data) == 3
    assert bc.check(data, 3, "3") == 1.0 and bc.check(data, 3, "2") == 0.0
    # White b5 (liberties c5, b4) and a4 (b4, a3) each keep two liberties: nothing to capture
    assert bc.solve({"board": ["XO...", "O....", ".....", ".....", "....."]}) == 0


# ---------------------------------------------------------------- game/slide_2048


def physical_swipe(grid: list[list[int]], direction: str) -> list[list[int]]:
    """Move tiles one cell at a time toward the wall until nothing moves, nearest the wall
    first, merging into an equal tile that has not merged yet this swipe."""
    n = len(grid)
    g = [list(row) for row in grid]
    merged = [[False] * n for _ in range(n)]
    dr, dc = {"left": (0, -1), "right": (0, 1), "up": (-1, 0), "down": (1, 0)}[direction]
    order = sorted(((r, c) for r in range(n) for c in range(n)), key=lambda p: -(p[0] * dr + p[1] * dc))
    for r, c in order:  # tiles nearest the wall move first
        if not g[r][c]:
            continue
        while True:
            nr, nc = r + dr, c + dc
            if not (0 <= nr < n and 0 <= nc < n):
                break
            if g[nr][nc] == 0:
                g[nr][nc], g[r][c] = g[r][c], 0
                merged[nr][nc], merged[r][c] = merged[r][c], False
                r, c = nr, nc
            elif g[nr][nc] == g[r][c] and not merged[nr][nc] and not merged[r][c]:
                g[nr][nc] *= 2
                g[r][c] = 0
                merged[nr][nc] = True
                break
            else:
                break
    return g


def test_slide_2048_oracle():
    n = 0
    for bc, case in cases("game/slide_2048"):
        g = case.data["grid"]
        for d in case.data["moves"]:
            g = physical_swipe(g, d)
        assert case.answer == g
        assert sum(map(sum, g)) == sum(map(sum, case.data["grid"]))  # merging keeps the total
        n += 1
    ORACLE_COUNTS["game/slide_2048"] = n


def test_slide_2048_hand_example():
    bc = bootcamps.get("game/slide_2048")
    data = {"grid": [[2, 2, 2, 0], [4, 4, 4, 4], [0, 0, 0, 0], [2, 0, 0, 2]], "moves": ["left"]}
    gold = [[4, 2, 0, 0], [8, 8, 0, 0], [0, 0, 0, 0], [4, 0, 0, 0]]
    assert bc.solve(data) == gold
    assert bc.check(data, gold, "4 2 0 0\n8 8 0 0\n0 0 0 0\n4 0 0 0") == 1.0
    assert bc.check(data, gold, "2 4 0 0\n8 8 0 0\n0 0 0 0\n4 0 0 0") == 0.0
    right = {"grid": [[2, 2, 2, 0]] + [[0] * 4] * 3, "moves": ["right"]}
    assert bc.solve(right)[0] == [0, 0, 2, 4]  # the pair nearest the right wall merges


# ---------------------------------------------------------------- game/bridge_score


def bridge_score_oracle(level: int, strain: str, dbl: str, vul: bool, tricks: int) -> int:
    """From the published cumulative penalty tables and the made-contract formula."""
    need = 6 + level
    if tricks < need:
        down = need - tricks
        if dbl == "":
            return -down * (100 if vul else 50)
        table = ([200, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500, 3800] if vul
                 else [100, 300, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500])
        return -table[down - 1] * (2 if dbl == "XX" else 1)
    base = {"C": 20, "D": 20, "H": 30, "S": 30}.get(strain)
    bid = base * level if base else 40 + 30 * (level - 1)
    factor = {"": 1, "X": 2, "XX": 4}[dbl]
    score = bid * factor
    score += (500 if vul else 300) if bid * factor >= 100 else 50
    score += {6: (500, 750), 7: (1000, 1500)}.get(level, (0, 0))[vul]
    over = tricks - need
    if dbl:
        score += (50 if dbl == "X" else 100) + over * (100 if not vul else 200) * (factor // 2)
    else:
        score += over * (base or 30)
    return score


def test_bridge_score_oracle():
    n = 0
    for bc, case in cases("game/bridge_score", 20):
        total = 0
        for d in case.data["deals"]:
            s = bridge_score_oracle(d["level"], d["strain"], d["dbl"], d["vul"], d["tricks"])
            total += s if d["by"] == "NS" else -s
        assert case.answer == total
        n += 1
    ORACLE_COUNTS["game/bridge_score"] = n


def test_bridge_score_hand_example():
    bc = bootcamps.get("game/bridge_score")

    def one(level, strain, dbl, vul, tricks, by="NS"):
        return bc.solve({"deals": [{"by": by, "level": level, "strain": strain, "dbl": dbl, "vul": vul, "tricks": tricks}]})

    # the standard figures every scorecard prints
    assert one(3, "NT", "", False, 9) == 400
    assert one(4, "S", "", True, 11) == 650
    assert one(4, "S", "X", True, 10) == 790
    assert one(1, "NT", "XX", False, 7) == 560
    assert one(3, "NT", "X", False, 6) == -500
    assert one(3, "NT", "X", True, 6) == -800
    assert one(7, "NT", "", True, 13) == 2220
    assert one(2, "D", "", False, 8) == 90
    assert one(4, "H", "", False, 10, by="EW") == -420
    data = {"deals": [{"by": "NS", "level": 3, "strain": "NT", "dbl": "", "vul": False, "tricks": 9},
                      {"by": "EW", "level": 2, "strain": "D", "dbl": "", "vul": False, "tricks": 8}]}
    assert bc.solve(data) == 310
    assert bc.check(data, 310, "310") == 1.0 and bc.check(data, 310, "-310") == 0.0


# ---------------------------------------------------------------- planning/elevator_buttons


def test_elevator_buttons_oracle():
    import networkx as nx

    n = 0
    for bc, case in cases("planning/elevator_buttons"):
        d = case.data
        g = nx.DiGraph()
        for f in range(1, d["floors"] + 1):
            for h in (f + d["up"], f - d["down"]):
                if 1 <= h <= d["floors"]:
                    g.add_edge(f, h)
        assert case.answer == nx.shortest_path_length(g, d["start"], d["goal"])
        n += 1
    ORACLE_COUNTS["planning/elevator_buttons"] = n


def test_elevator_buttons_hand_example():
    bc = bootcamps.get("planning/elevator_buttons")
    # 10 floors, up 3, down 2, from 1 to 10: 1-4-7-10, three presses
    data = {"floors": 10, "up": 3, "down": 2, "start": 1, "goal": 10}
    assert bc.solve(data) == 3
    # from 1 to 2: 1-4-2 (up then down)
    assert bc.solve({**data, "goal": 2}) == 2
    assert bc.check(data, 3, "3") == 1.0 and bc.check(data, 3, "4") == 0.0


# ---------------------------------------------------------------- planning/delivery_trips


def delivery_subset_dp(points: list[int], k: int) -> int:
    """Exhaustive over partitions into trips (subset DP): returning trips cost twice the reach
    on each side; the last trip ends at its far end (one side covered twice, the farther once)."""
    n = len(points)
    full = (1 << n) - 1

    def reach(mask: int) -> tuple[int, int]:
        east = max((points[i] for i in range(n) if mask >> i & 1 and points[i] > 0), default=0)
        west = max((-points[i] for i in range(n) if mask >> i & 1 and points[i] < 0), default=0)
        return east, west

    trips = [m for m in range(1, full + 1) if bin(m).count("1") <= k]
    back = {m: 2 * sum(reach(m)) for m in trips}
    best = [0] + [10**12] * full
    for mask in range(1, full + 1):
        low = mask & -mask  # the trip holding the lowest package, so each partition counts once
        sub = mask
        while sub:
            if sub & low and sub in back:
                best[mask] = min(best[mask], best[mask ^ sub] + back[sub])
            sub = (sub - 1) & mask
    answer = 10**12
    for last in trips:
        e, w = reach(last)
        answer = min(answer, best[full ^ last] + 2 * min(e, w) + max(e, w))
    return answer


def delivery_side_dp(points: list[int], k: int) -> int:
    """Larger cases: per side, the cheapest split of the sorted distances into runs of at most
    k (each run a round trip to its farthest point), then the farthest point driven one way."""
    total = 0
    for sign in (1, -1):
        d = sorted(sign * p for p in points if sign * p > 0)
        f = [0] + [10**12] * len(d)
        for i in range(1, len(d) + 1):
            f[i] = min(f[j] + 2 * d[i - 1] for j in range(max(0, i - k), i))
        total += f[-1]
    return total - max(abs(p) for p in points)


def test_delivery_trips_oracle():
    n = 0
    for bc, case in cases("planning/delivery_trips", 4):
        points, k = case.data["points"], case.data["capacity"]
        if len(points) <= 10:
            assert case.answer == delivery_subset_dp(points, k)
        assert case.answer == delivery_side_dp(points, k)
        n += 1
    ORACLE_COUNTS["planning/delivery_trips"] = n


def test_delivery_trips_hand_example():
    bc = bootcamps.get("planning/delivery_trips")
    # capacity 2: west -7 there and back (14), then 4 and 10 in one trip ending at 10: 24
    # (east first and west last would cost 20 + 7 = 27)
    data = {"points": [4, 10, -7], "capacity": 2}
    assert bc.solve(data) == 24 == delivery_subset_dp([4, 10, -7], 2)
    assert bc.check(data, 24, "24") == 1.0 and bc.check(data, 24, "27") == 0.0


# ---------------------------------------------------------------- planning/refuel_stops


def refuel_brute(target: int, fuel: int, stations: list[list[int]]) -> int:
    """The smallest set of stations (tried by size) that lets the car drive through."""
    from itertools import combinations

    for size in range(len(stations) + 1):
        for chosen in combinations(range(len(stations)), size):
            tank, pos, ok = fuel, 0, True
            for i in chosen:
                p, f = stations[i]
                tank -= p - pos
                if tank < 0:
                    ok = False
                    break
                tank, pos = tank + f, p
            if ok and tank >= target - pos:
                return size
    return -1


def test_refuel_stops_oracle():
    n = 0
    for bc, case in cases("planning/refuel_stops"):
        d = case.data
        if len(d["stations"]) > 12:
            continue
        assert case.answer == refuel_brute(d["target"], d["fuel"], d["stations"])
        n += 1
    ORACLE_COUNTS["planning/refuel_stops"] = n


def test_refuel_stops_hand_example():
    bc = bootcamps.get("planning/refuel_stops")
    # LeetCode's classic: target 100, fuel 10, stations (10,60) (20,30) (30,30) (60,40): 2 stops
    data = {"target": 100, "fuel": 10, "stations": [[10, 60], [20, 30], [30, 30], [60, 40]]}
    assert bc.solve(data) == 2 == bc.program(Tracer(), data)
    assert bc.check(data, 2, "2") == 1.0 and bc.check(data, 2, "3") == 0.0


# ---------------------------------------------------------------- game/scrabble_score

_TILE_POINTS = "1 3 3 2 1 4 2 4 1 8 5 1 3 1 1 3 10 1 1 1 1 4 4 8 4 10".split()  # a..z


def scrabble_oracle(play: dict) -> int:
    letters, dw, tw, new = 0, 0, 0, 0
    for ch, sq, was, blank in zip(play["word"], play["squares"], play["old"], play["blank"]):
        value = 0 if blank else int(_TILE_POINTS[ord(ch) - 97])
        if was:
            letters += value
            continue
        new += 1
        letters += value * (3 if sq == "TL" else 2 if sq == "DL" else 1)
        dw += sq == "DW"
        tw += sq == "TW"
    return letters * 2**dw * 3**tw + 50 * (new == 7)


def test_scrabble_score_oracle():
    n = 0
    for bc, case in cases("game/scrabble_score", 12):
        assert case.answer == sum(scrabble_oracle(p) for p in case.data["plays"])
        n += 1
    ORACLE_COUNTS["game/scrabble_score"] = n


def test_scrabble_score_hand_example():
    bc = bootcamps.get("game/scrabble_score")
    # QUIZ: Q on a triple letter (30) + U + I + Z (10) = 42, on a double word: 84
    quiz = {"word": "quiz", "squares": ["TL", "", "", "DW"], "old": [False] * 4, "blank": [False] * 4}
    # STATION with all 7 new tiles on plain squares: 7 + the 50 bonus = 57
    station = {"word": "station", "squares": [""] * 7, "old": [False] * 7, "blank": [False] * 7}
    data = {"plays": [quiz, station]}
    assert bc.solve(data) == 84 + 57
    assert bc.check(data, 141, "141") == 1.0 and bc.check(data, 141, "91") == 0.0


# ---------------------------------------------------------------- game/tetris_heights


def tetris_oracle(board: list[str], drops: list[dict]) -> list[int]:
    """A 2D array of booleans; the piece's box moves down one row at a time from above the top
    while every filled piece cell stays on the board and off filled cells."""
    w = len(board[0])
    grid = [[ch == "#" for ch in row] for row in board]
    for d in drops:
        shape, left = d["shape"], d["col"] - 1
        cells = [(i, j) for i, line in enumerate(shape) for j, ch in enumerate(line) if ch == "#"]

        def fits(top: int) -> bool:
            return all(top + i < len(grid) and (top + i < 0 or not grid[top + i][left + j]) for i, j in cells)

        top = -len(shape)
        while fits(top + 1):
            top += 1
        assert top >= 0
        for i, j in cells:
            grid[top + i][left + j] = True
        remaining = [row for row in grid if not all(row)]
        grid = [[False] * w for _ in range(len(grid) - len(remaining))] + remaining
    n = len(grid)
    return [max((n - r for r in range(n) if grid[r][c]), default=0) for c in range(w)]


def test_tetris_heights_oracle():
    n = 0
    for bc, case in cases("game/tetris_heights"):
        assert case.answer == tetris_oracle(case.data["board"], case.data["drops"])
        n += 1
    ORACLE_COUNTS["game/tetris_heights"] = n


def test_tetris_heights_hand_example():
    bc = bootcamps.get("game/tetris_heights")
    # a vertical I into the only gap of the bottom row clears it; the I's top three cells remain
    board = [".....", ".....", ".....", ".....", "##.##"]
    data = {"board": board, "drops": [{"shape": ["#", "#", "#", "#"], "col": 3}]}
    assert bc.solve(data) == [0, 0, 3, 0, 0]
    assert bc.check(data, [0, 0, 3, 0, 0], "0, 0, 3, 0, 0") == 1.0
    assert bc.check(data, [0, 0, 3, 0, 0], "1, 1, 4, 1, 1") == 0.0


# ---------------------------------------------------------------- coverage


def test_every_bootcamp_of_this_batch_has_an_oracle():
    """Runs last (pytest keeps file order): every bootcamp above reported its oracle count."""
    ids = {"game/lasker_nim", "game/grundy_game", "game/staircase_nim", "game/fibonacci_nim", "game/coin_row_ends",
           "game/othello_flips", "game/go_capture", "game/slide_2048", "game/bridge_score", "game/scrabble_score",
           "game/tetris_heights", "planning/linear_hanoi", "planning/hanoi_after_moves", "planning/elevator_buttons",
           "planning/delivery_trips", "planning/refuel_stops"}
    if set(ORACLE_COUNTS) != ids:
        pytest.skip("run with the whole file to check oracle coverage")
    assert all(count >= 5 for count in ORACLE_COUNTS.values()), ORACLE_COUNTS
