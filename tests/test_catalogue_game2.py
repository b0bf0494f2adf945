"""Issue 9's second batch of game/ and planning/ bootcamps against independent oracles,
hand-worked examples, and the kit.games helpers.

Each oracle is written apart from the bootcamp's own program and solve: explicit stacks instead
of recursion, brute-force game search instead of formulas, networkx shortest paths, exhaustive
permutations.
"""

from __future__ import annotations

import random

import pytest

import bootcamps
from bootcamps.kit import games

LEVELS = bootcamps.LEVELS
PER_LEVEL = 10  # oracle cases per level per bootcamp


def cases(bootcamp_id: str, n: int = PER_LEVEL):
    bc = bootcamps.get(bootcamp_id)
    for level in LEVELS:
        for seed in range(n):
            yield bc, bc.case(seed, level)


def answer(text: str) -> str:
    return f"<answer>{text}</answer>"


# ---------------------------------------------------------------- kit.games


def test_tree_render_parse_round_trip_and_refusals():
    rng = random.Random(3)
    for _ in range(100):
        tree = games.random_tree(rng, rng.randint(1, 4), 2, 3, -50, 50)
        assert games.parse_tree(games.render_tree(tree)) == tree
    for bad in ("", "[]", "[1,,2]", "[1 2]", "[[1], 2", "[1]]", "[-]", "[1][2]", "[" * 100 + "1" + "]" * 100, "x"):
        assert games.parse_tree(bad) is None, bad
    assert games.leaves([[1, 2], [3, [4, 5]]]) == [1, 2, 3, 4, 5]
    assert games.minimax([[3, 12, 8], [2, 4, 6], [14, 5, 2]]) == 3  # the textbook (AIMA) example


def test_mex_bfs_and_replay():
    assert games.mex([0, 1, 3]) == 2 and games.mex([]) == 0 and games.mex([1, 2]) == 0
    succ = lambda n: [n + 1, n * 2]  # noqa: E731
    assert games.bfs_distance(1, succ, lambda n: n == 10) == 4  # 1 2 4 5 10
    assert games.bfs_distance(0, lambda n: [], lambda n: n == 1) is None
    step = lambda s, m: s + m if m > 0 else None  # noqa: E731
    assert games.replay_plan(0, [1, 2, 3], step) == 6 and games.replay_plan(0, [1, -1], step) is None


# ---------------------------------------------------------------- game/minimax_tree, game/alpha_beta


def stack_minimax(tree, root_max: bool) -> int:
    """Minimax with an explicit stack (post-order), no recursion."""
    out: dict[int, int] = {}
    stack = [(tree, root_max, False)]
    while stack:
        node, mx, done = stack.pop()
        if not done:
            stack.append((node, mx, True))
            stack.extend((c, not mx, False) for c in reversed(node) if isinstance(c, list))
        else:
            vals = [c if isinstance(c, int) else out[id(c)] for c in node]
            out[id(node)] = max(vals) if mx else min(vals)
    return out[id(tree)]


def test_minimax_tree_oracle():
    n = 0
    for bc, case in cases("game/minimax_tree"):
        assert case.answer == stack_minimax(case.data["tree"], case.data["root_max"])
        n += 1
    assert n == 5 * PER_LEVEL


def test_minimax_tree_hand_worked():
    bc = bootcamps.get("game/minimax_tree")
    data = {"tree": [[3, 12, 8], [2, 4, 6], [14, 5, 2]], "root_max": True, "players": 0}
    assert bc.solve(data) == 3 and bc.check(data, 3, "3") == 1.0 and bc.check(data, 3, "12") == 0.0
    data["root_max"] = False  # MIN at the root: min of the three maxima 12, 6, 14
    assert bc.solve(data) == 6


def hard_alpha_beta(tree, root_max: bool) -> int:
    """Fail-hard alpha-beta (values clamped to the window), counting leaves visited."""
    count = 0

    def ab(node, mx, alpha, beta):
        nonlocal count
        if isinstance(node, int):
            count += 1
            return node
        if mx:
            for c in node:
                alpha = max(alpha, ab(c, False, alpha, beta))
                if alpha >= beta:
                    return beta
            return alpha
        for c in node:
            beta = min(beta, ab(c, True, alpha, beta))
            if alpha >= beta:
                return alpha
        return beta

    ab(tree, root_max, float("-inf"), float("inf"))
    return count


def test_alpha_beta_oracle():
    pruned = 0
    for bc, case in cases("game/alpha_beta"):
        assert case.answer == hard_alpha_beta(case.data["tree"], case.data["root_max"])
        pruned += case.answer < len(games.leaves(case.data["tree"]))
    assert pruned > 10  # the trees do get pruned


def test_alpha_beta_hand_worked():
    bc = bootcamps.get("game/alpha_beta")
    # AIMA figure 5.5: after the first MIN node (value 3), the second is cut after its leaf 2.
    data = {"tree": [[3, 12, 8], [2, 4, 6], [14, 5, 2]], "root_max": True}
    assert bc.solve(data) == 7 and bc.check(data, 7, "7") == 1.0 and bc.check(data, 7, "9") == 0.0
