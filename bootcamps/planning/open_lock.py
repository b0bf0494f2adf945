"""A combination lock of digit wheels (0-9, wrapping): each move turns one wheel one notch up
or down; some combinations jam the lock and may never be shown. The fewest moves from the
start combination to the target, by A* search with the sum of per-wheel circular distances
(an admissible, consistent heuristic); solved again by plain breadth-first search."""

from __future__ import annotations

import heapq
import random
from collections import deque
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import strict_int
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    wheels: int = 3
    deadends: int = 6
    max_expansions: int = 400  # cases whose A* search is longer are redrawn (trace length)

    def __post_init__(self) -> None:
        if not 2 <= self.wheels <= 6:
            raise ValueError(f"wheels must be in 2..6, got {self.wheels}")
        if not 0 <= self.deadends <= 60 or not 10 <= self.max_expansions <= 5000:
            raise ValueError("deadends must be in 0..60 and max_expansions in 10..5000")


_CIRCLE = {(x, y): min(abs(int(x) - int(y)), 10 - abs(int(x) - int(y))) for x in "0123456789" for y in "0123456789"}


def _dist(a: str, b: str) -> int:
    """Sum over wheels of the circular distance between the two digits."""
    return sum(map(_CIRCLE.__getitem__, zip(a, b)))


def _turns(code: str):
    for i, ch in enumerate(code):
        d = int(ch)
        for step in (1, -1):
            yield code[:i] + str((d + step) % 10) + code[i + 1:]


_TEMPLATES = (
    "A lock has {w} wheels, each showing a digit 0-9; turning a wheel one notch changes its digit by 1 up or down, "
    "and 9 and 0 are neighbours. One move turns exactly one wheel by one notch. The lock now shows {start} and opens "
    "at {target}. It jams if it ever shows one of these combinations, so they must be avoided: {dead}. What is the "
    "smallest number of moves that opens it?",
    "Open-the-lock puzzle. Wheels: {w} (digits 0 through 9 in a circle). Start: {start}. Goal: {target}. Forbidden "
    "combinations (the lock may never display them, not even in passing): {dead}. Each move rotates a single wheel "
    "one step forward or backward (wrapping between 9 and 0). Find the minimum number of moves.",
    "You must dial a {w}-wheel combination lock from {start} to {target}. Each move: pick one wheel and turn it one "
    "click, +1 or -1, where 9+1 = 0 and 0-1 = 9. These combinations trigger an alarm and may never appear on the "
    "wheels: {dead}. How few moves are enough?",
)


class OpenLock(Bootcamp):
    id = "planning/open_lock"
    description = "Fewest one-notch wheel turns from one lock combination to another, avoiding jamming combinations"
    Config = Config
    LEVELS = {
        "1": Config(wheels=2, deadends=3, max_expansions=40),
        "2": Config(wheels=3, deadends=6, max_expansions=80),
        "3": Config(wheels=3, deadends=12, max_expansions=150),
        "4": Config(wheels=4, deadends=18, max_expansions=250),
        "5": Config(wheels=4, deadends=30, max_expansions=400),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        w = config.wheels
        while True:
            start = "".join(rng.choice("0123456789") for _ in range(w))
            target = "".join(rng.choice("0123456789") for _ in range(w))
            if _dist(start, target) < w:
                continue
            # dead ends on a shortest route and around the target, so they force detours
            dead: set[str] = set()
            code = start
            while code != target and len(dead) < config.deadends:
                code = min(_turns(code), key=lambda c: (_dist(c, target), rng.random()))
                if code != target and rng.random() < 0.5:
                    dead.add(code)
            pool = sorted(set(_turns(target)) | {c for n in _turns(target) for c in _turns(n)})
            rng.shuffle(pool)
            for c in pool:
                if len(dead) >= config.deadends:
                    break
                if c not in (start, target):
                    dead.add(c)
            data = {"start": start, "target": target, "dead": sorted(dead)}
            best = self._astar(None, data, config.max_expansions)
            if best is not None and best > _dist(start, target) - (rng.random() < 0.3):
                return data, best

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(w=len(data["start"]), start=data["start"], target=data["target"],
                                             dead=", ".join(data["dead"]))
        return f"{text}\n{answer_instruction('one integer (the number of moves)')}"

    def check(self, data: dict, answer: int, text: str) -> float:
        return 1.0 if strict_int(text) == int(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> int:
        best = self._astar(t, data, None)
        assert best is not None
        return best

    def _astar(self, t: Tracer | None, data: dict, limit: int | None) -> int | None:
        """A* from the start; ``t`` None runs it untraced (generation)."""
        start, target, dead = data["start"], data["target"], set(data["dead"])
        g = {start: 0}
        heap = [(_dist(start, target), 0, start)]
        expansions = 0
        while heap:
            f, gc, code = heapq.heappop(heap)
            if gc > g[code]:
                continue
            expansions += 1
            if limit is not None and expansions > limit:
                return None
            if t is None:
                if code == target:
                    return gc
            else:
                t.state(f"expand {code}")
                gc = t.fetch(f"g[{code}]", gc)
                if t.goto(code == target, why="target reached"):
                    t.state("answer")
                    return t.ret("answer", gc)
            opened = []
            for nxt in _turns(code):
                if nxt in dead or g.get(nxt, 10**9) <= gc + 1:
                    continue
                g[nxt] = gc + 1
                opened.append(nxt)
                heapq.heappush(heap, (gc + 1 + _dist(nxt, target), gc + 1, nxt))
            if t is not None:
                t.compute("opened", opened, why=f"new neighbours at g={gc + 1}, not jammed")
        return None

    def solve(self, data: dict) -> int:
        """Breadth-first search over all combinations."""
        dead = set(data["dead"])
        dist = {data["start"]: 0}
        queue = deque([data["start"]])
        while queue:
            code = queue.popleft()
            if code == data["target"]:
                return dist[code]
            for nxt in _turns(code):
                if nxt not in dead and nxt not in dist:
                    dist[nxt] = dist[code] + 1
                    queue.append(nxt)
        raise ValueError("unreachable")


BOOTCAMP = OpenLock()
