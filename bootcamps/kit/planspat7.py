"""Shortest-plan helpers shared by planning/ball_sort, planning/bloxorz and planning/gripper:
a traced layer-by-layer breadth-first search that keeps parent links (the trace records each
layer's size, never the states), a plain A* search for the reference solvers, and a bounded
reader for move lists written as tokens.

``successors(state)`` yields ``(move, next_state)`` pairs; moves are short strings.
"""

from __future__ import annotations

import heapq
import re
from typing import Any, Callable, Hashable, Iterable

from bootcamps.trace import Tracer

Successors = Callable[[Any], Iterable[tuple[str, Hashable]]]


def traced_bfs_plan(t: Tracer, start: Hashable, successors: Successors, is_goal: Callable[[Any], bool],
                    what: str = "state") -> list[str]:
    """One state per breadth-first layer (frontier size in, new states out, goal met?), then the
    moves of one shortest plan read back from the parent links. Returns the plan."""
    parent: dict = {start: None}
    frontier, depth, hit = [start], 0, start if is_goal(start) else None
    while hit is None:
        depth += 1
        t.state(f"layer {depth}")
        t.fetch(f"{what}s in layer {depth - 1}", len(frontier))
        nxt = []
        for state in frontier:
            for move, other in successors(state):
                if other not in parent:
                    parent[other] = (state, move)
                    nxt.append(other)
                    if hit is None and is_goal(other):
                        hit = other
        t.compute(f"new {what}s", len(nxt), why=f"every legal move from layer {depth - 1} to a {what} not seen before")
        t.goto(hit is not None, why="a goal state reached in this layer?")
        if not nxt and hit is None:
            raise ValueError("goal unreachable")
        frontier = nxt
    moves = []
    state = hit
    while parent[state] is not None:
        state, move = parent[state]
        moves.append(move)
    moves.reverse()
    t.compute("plan length", len(moves), why="the first layer holding a goal state")
    return moves


def astar_plan(start: Hashable, successors: Successors, is_goal: Callable[[Any], bool],
               heuristic: Callable[[Any], int], limit: int = 2_000_000) -> list[str] | None:
    """A shortest plan by A* with an admissible ``heuristic`` (unit move costs); ``None`` when
    no goal is reachable within ``limit`` expansions."""
    best = {start: 0}
    parent: dict = {start: None}
    heap = [(heuristic(start), 0, 0, start)]
    count = 1
    while heap and count < limit:
        _, g, _, state = heapq.heappop(heap)
        if g > best[state]:
            continue
        if is_goal(state):
            plan = []
            while parent[state] is not None:
                state, move = parent[state]
                plan.append(move)
            return plan[::-1]
        for move, nxt in successors(state):
            if g + 1 < best.get(nxt, 1 << 60):
                best[nxt] = g + 1
                parent[nxt] = (state, move)
                heapq.heappush(heap, (g + 1 + heuristic(nxt), g + 1, count, nxt))
                count += 1
    return None


def read_tokens(text: str, token: str, max_items: int, joined: bool = False) -> list[str] | None:
    """The items of a move list: tokens matching the regex ``token`` (case-insensitive),
    separated by commas, semicolons or spaces, optionally in brackets; with ``joined``, single
    letters written together ("UDLR") are split. ``None`` on anything else (bounded first)."""
    if not isinstance(text, str) or len(text) > 24 * max_items + 40:
        return None
    body = text.strip().strip("[]()").rstrip(".").strip()
    items = [x for x in re.split(r"\s*[,;]\s*|\s+(?![^()]*\))", body) if x]
    if joined and len(items) == 1 and len(items[0]) > 1 and items[0].isalpha():
        items = list(items[0])
    if not items or len(items) > max_items:
        return None
    pattern = re.compile(token, re.IGNORECASE)
    if any(not pattern.fullmatch(x) for x in items):
        return None
    return items


def traced_bidirectional_plan(t: Tracer, start: Hashable, target: Hashable, successors: Successors,
                              what: str = "state") -> list[str]:
    """A shortest plan from ``start`` to the single state ``target`` when every move can be undone
    (so the same ``successors`` serve both directions): the smaller frontier grows one whole
    layer per trace state (its size in, new states and meetings out); the states on the joined
    path are then turned back into moves. Returns the plan."""
    links = ({start: None}, {target: None})
    fronts = [[start], [target]]
    depth = [0, 0]
    meets = [start] if start == target else []
    while not meets:
        side = 0 if len(fronts[0]) <= len(fronts[1]) else 1
        depth[side] += 1
        name = ("forward", "backward")[side]
        t.state(f"{name} layer {depth[side]}")
        t.fetch(f"{name} frontier", len(fronts[side]))
        mine, other, layer = links[side], links[1 - side], []
        for state in fronts[side]:
            for _, new in successors(state):
                if new not in mine:
                    mine[new] = state
                    layer.append(new)
        if not layer:
            raise ValueError("target unreachable")
        meets = [s for s in layer if s in other]
        fronts[side] = layer
        t.compute(f"new {what}s", len(layer), why="one more move from every frontier state")
        t.compute("met", len(meets), why="new states already reached from the other end")
    def chain(state, side):
        out = []
        while state is not None:
            out.append(state)
            state = links[side][state]
        return out

    # the shortest joined route among this layer's meetings (their depths on the other side differ)
    path = min((chain(m, 0)[::-1] + chain(m, 1)[1:] for m in meets), key=len)
    moves = []
    for a, b in zip(path, path[1:]):
        moves.append(next(m for m, n in successors(a) if n == b))
    t.compute("plan length", len(moves), why=f"{depth[0]} forward + {depth[1]} backward layers")
    return moves
