"""Game and state-space helpers: game trees as nested lists, mex, breadth-first distances and
plan replay, shared by the game/ and planning/ bootcamps.

A game tree is a nested list: a leaf is an int (its payoff for MAX), an inner node is a
non-empty list of subtrees. Trees render as ``[[3, -1], [4, [2, 7]]]`` and read back with
``parse_tree`` (bounded, no eval).
"""

from __future__ import annotations

import random
from collections import deque
from typing import Any, Callable, Hashable, Iterable

MAX_TREE_CHARS = 20_000
MAX_TREE_DEPTH = 32


def random_tree(rng: random.Random, depth: int, min_branch: int, max_branch: int, lo: int, hi: int) -> list:
    """A tree whose leaves all sit at ``depth`` (>= 1), each inner node with ``min_branch`` to
    ``max_branch`` children, leaves uniform in ``lo..hi``."""
    if depth < 1 or not 1 <= min_branch <= max_branch or lo > hi:
        raise ValueError(f"bad tree shape: depth={depth}, branches={min_branch}..{max_branch}, leaves {lo}..{hi}")
    if depth == 1:
        return [rng.randint(lo, hi) for _ in range(rng.randint(min_branch, max_branch))]
    return [random_tree(rng, depth - 1, min_branch, max_branch, lo, hi) for _ in range(rng.randint(min_branch, max_branch))]


def render_tree(tree: Any) -> str:
    """``[[3, -1], [4, 2]]``: leaves as ints, inner nodes in brackets."""
    if isinstance(tree, int):
        return str(tree)
    return "[" + ", ".join(render_tree(child) for child in tree) + "]"


def parse_tree(text: str) -> list | None:
    """The nested list of ``render_tree``'s text, or ``None`` (too long, too deep, malformed)."""
    if not isinstance(text, str) or len(text) > MAX_TREE_CHARS:
        return None
    stack: list[list] = []
    root: list | None = None
    i, n = 0, len(text)
    expect_item = False
    while i < n:
        ch = text[i]
        if ch == " ":
            i += 1
        elif ch == "[":
            if root is not None and not stack or len(stack) >= MAX_TREE_DEPTH:
                return None
            node: list = []
            if stack:
                stack[-1].append(node)
            else:
                root = node
            stack.append(node)
            expect_item = True
            i += 1
        elif ch == "]":
            if not stack or (expect_item and stack[-1]):
                return None
            if not stack[-1]:
                return None  # an empty inner node is not a tree
            stack.pop()
            expect_item = False
            i += 1
        elif ch == ",":
            if not stack or expect_item:
                return None
            expect_item = True
            i += 1
        elif ch == "-" or ch.isdigit():
            j = i + 1
            while j < n and text[j].isdigit():
                j += 1
            if not stack or not expect_item or j - i > 12 or text[i:j] == "-":
                return None
            stack[-1].append(int(text[i:j]))
            expect_item = False
            i = j
        else:
            return None
    return root if root is not None and not stack else None


def leaves(tree: Any) -> list[int]:
    """Leaf values left to right."""
    if isinstance(tree, int):
        return [tree]
    return [v for child in tree for v in leaves(child)]


def minimax(tree: Any, maximize: bool = True) -> int:
    """The minimax value of ``tree`` with MAX to move at the root when ``maximize``."""
    if isinstance(tree, int):
        return tree
    values = [minimax(child, not maximize) for child in tree]
    return max(values) if maximize else min(values)


def mex(values: Iterable[int]) -> int:
    """The least non-negative integer not among ``values``."""
    seen = set(values)
    m = 0
    while m in seen:
        m += 1
    return m


def bfs_distance(start: Hashable, successors: Callable[[Any], Iterable[Hashable]], is_goal: Callable[[Any], bool],
                 limit: int = 1_000_000) -> int | None:
    """The fewest moves from ``start`` to a goal state, or ``None`` when none is reachable
    within ``limit`` visited states."""
    if is_goal(start):
        return 0
    dist = {start: 0}
    queue = deque([start])
    while queue:
        state = queue.popleft()
        for nxt in successors(state):
            if nxt not in dist:
                dist[nxt] = dist[state] + 1
                if is_goal(nxt):
                    return dist[nxt]
                if len(dist) > limit:
                    return None
                queue.append(nxt)
    return None


def bidirectional_distance(start: Hashable, target: Hashable, forward: Callable[[Any], Iterable[Hashable]],
                           backward: Callable[[Any], Iterable[Hashable]]) -> int | None:
    """The fewest moves from ``start`` to ``target``, searching from both ends at once:
    ``forward(s)`` gives the states one move after ``s``, ``backward(s)`` the states one move
    before it (the same function when moves are reversible). Expands the smaller frontier a
    whole layer at a time, so the first layer that meets gives the exact distance. ``None``
    when the two sides never meet."""
    if start == target:
        return 0
    seen = ({start: 0}, {target: 0})
    fronts = [[start], [target]]
    steps = (forward, backward)
    while fronts[0] and fronts[1]:
        side = 0 if len(fronts[0]) <= len(fronts[1]) else 1
        dist, other = seen[side], seen[1 - side]
        layer, best = [], None
        for state in fronts[side]:
            for new in steps[side](state):
                if new in other:
                    total = dist[state] + 1 + other[new]
                    best = total if best is None else min(best, total)
                if new not in dist:
                    dist[new] = dist[state] + 1
                    layer.append(new)
        if best is not None:
            return best
        fronts[side] = layer
    return None


def replay_plan(start: Any, moves: Iterable[Any], apply: Callable[[Any, Any], Any]) -> Any:
    """The state after applying ``moves`` in order with ``apply(state, move)``, which returns
    ``None`` for an illegal move; ``None`` as soon as one move is illegal."""
    state = start
    for move in moves:
        state = apply(state, move)
        if state is None:
            return None
    return state


def read_letters(text: str, alphabet: str, length: int) -> str | None:
    """A string of ``length`` symbols from ``alphabet`` written together ("RGBY") or separated by
    spaces or commas ("R G B Y", "R, G, B, Y"), case-insensitive, in optional brackets or quotes;
    ``None`` otherwise (bounded before any work)."""
    if not isinstance(text, str) or len(text) > 4 * length + 20:
        return None
    text = text.strip().strip("[]()`\"'").rstrip(".").strip().upper()
    parts = [p for p in text.replace(",", " ").split(" ") if p]
    if len(parts) == length and all(len(p) == 1 for p in parts):
        text = "".join(parts)
    if len(text) != length or any(ch not in alphabet for ch in text):
        return None
    return text
