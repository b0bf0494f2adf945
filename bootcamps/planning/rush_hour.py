"""Rush Hour: cars (length 2) and trucks (length 3) on a square parking grid slide only along
their own direction, any number of free squares per move. The fewest moves until the red car X
reaches the exit on the right edge of its row, by breadth-first search over vehicle positions.

Generation places vehicles at random and runs a breadth-first search per board (boards whose
search passes 3,000 positions are redrawn), retrying until the puzzle needs enough moves, so
level 3 makes two to three hundred cases per second and level 5 about 60, not thousands."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

NAMES = "ABCDEFGHIJKLMNOP"


@dataclass(frozen=True)
class Config:
    size: int = 5
    vehicles: int = 5
    min_moves: int = 3

    def __post_init__(self) -> None:
        if not 4 <= self.size <= 8:
            raise ValueError(f"size must be in 4..8, got {self.size}")
        if not 1 <= self.vehicles <= len(NAMES):
            raise ValueError(f"vehicles must be in 1..{len(NAMES)}, got {self.vehicles}")
        if not 1 <= self.min_moves <= 30:
            raise ValueError(f"min_moves must be in 1..30, got {self.min_moves}")


def parse(grid: list[str]) -> tuple[list[tuple[str, bool, int, int]], tuple[int, ...]]:
    """Vehicles as (name, horizontal, fixed line, length) and their start offsets along the line."""
    cells: dict[str, list[tuple[int, int]]] = {}
    for r, row in enumerate(grid):
        for c, ch in enumerate(row):
            if ch != ".":
                cells.setdefault(ch, []).append((r, c))
    vehicles, pos = [], []
    for name in sorted(cells, key=lambda ch: (ch != "X", ch)):
        sq = sorted(cells[name])
        horizontal = sq[0][0] == sq[-1][0]
        vehicles.append((name, horizontal, sq[0][0] if horizontal else sq[0][1], len(sq)))
        pos.append(sq[0][1] if horizontal else sq[0][0])
    return vehicles, tuple(pos)


def cell_masks(vehicles, size: int) -> tuple[list[list[int]], list[list[int]]]:
    """Per vehicle, the board bit (bit r*size+c) of each square along its line, and the bits of
    its body at each offset: occupancy as one integer makes a slide's test one AND."""
    ones, bodies = [], []
    for _, horizontal, line, length in vehicles:
        one = [1 << (line * size + x if horizontal else x * size + line) for x in range(size)]
        ones.append(one)
        bodies.append([sum(one[p:p + length]) for p in range(size - length + 1)])
    return ones, bodies


def successors(vehicles, pos, size: int, masks=None):
    """(vehicle index, new offset, new positions) for every single slide, vehicle by vehicle,
    backwards before forwards, nearer squares first. ``masks``: ``cell_masks`` of the vehicles,
    where the caller has them."""
    ones, bodies = masks or cell_masks(vehicles, size)
    full = 0
    for body, p in zip(bodies, pos):
        full |= body[p]
    for k, ((_, _, _, length), p) in enumerate(zip(vehicles, pos)):
        one = ones[k]
        q = p
        while q > 0 and not full & one[q - 1]:
            q -= 1
            yield k, q, pos[:k] + (q,) + pos[k + 1:]
        q = p
        while q + length < size and not full & one[q + length]:
            q += 1
            yield k, q, pos[:k] + (q,) + pos[k + 1:]


def bfs(vehicles, start, size: int, limit: int = 1 << 30):
    """Fewest moves until X (vehicle 0) touches the right edge; -1 if never, or if more than
    limit positions get visited first (the generator then simply draws another board). The
    generator's hot loop: a position is one integer here (offset k in bits 3k..3k+2), so a
    slide is one addition; the search is the same as over the tuples of ``successors``."""
    goal = size - vehicles[0][3]
    ones, bodies = cell_masks(vehicles, size)
    lengths = [length for _, _, _, length in vehicles]
    count = len(vehicles)
    code = sum(p << 3 * k for k, p in enumerate(start))
    seen = {code}
    frontier, depth = [code], 0
    while frontier:
        if any(c & 7 == goal for c in frontier):
            return depth
        depth += 1
        nxt = []
        for code in frontier:
            offsets = [code >> 3 * k & 7 for k in range(count)]
            full = 0
            for body, p in zip(bodies, offsets):
                full |= body[p]
            for k, p in enumerate(offsets):
                one, length, unit = ones[k], lengths[k], 1 << 3 * k
                q, new = p, code
                while q > 0 and not full & one[q - 1]:
                    q, new = q - 1, new - unit
                    if new not in seen:
                        seen.add(new)
                        nxt.append(new)
                q, new = p, code
                while q + length < size and not full & one[q + length]:
                    q, new = q + 1, new + unit
                    if new not in seen:
                        seen.add(new)
                        nxt.append(new)
        if len(seen) > limit:
            return -1
        frontier = nxt
    return -1


_TEMPLATES = (
    "Rush Hour puzzle on a {n}x{n} parking lot ('.' empty; each letter is one vehicle, 2 or 3 squares long):\n"
    "{grid}\nVehicles only slide forwards or backwards along their own length (a horizontal one left or right, a "
    "vertical one up or down) and cannot pass through each other or leave the lot. Sliding one vehicle any "
    "number of free squares in one direction counts as one move. The exit is on the right edge of X's row. What "
    "is the fewest number of moves after which X occupies the rightmost squares of its row?",
    "{grid}\nThis grid is a traffic jam: each letter marks a car or truck and '.' is free space. A move slides "
    "one vehicle in a straight line along its own direction (horizontal vehicles sideways, vertical ones up or "
    "down) by one or more empty squares; turning, jumping and overlapping are not allowed. How many moves are "
    "needed, at minimum, to bring the red car X to the right-hand edge of the grid, where the exit is?",
    "Sliding-block parking puzzle. Each move: pick one vehicle and slide it any distance through empty squares "
    "along the direction it faces (vehicles lying horizontally move left/right, vertical ones up/down). Get car "
    "X to the exit, i.e. until its right end touches the right border of the {n}x{n} board. Board:\n{grid}\n"
    "Give the minimum number of moves.",
)


class RushHour(IntegerAnswer, Bootcamp):
    id = "planning/rush_hour"
    description = "Rush Hour sliding-vehicle puzzle: the fewest moves to drive the red car out"
    Config = Config
    LEVELS = {
        "1": Config(size=5, vehicles=4, min_moves=2),
        "2": Config(size=5, vehicles=6, min_moves=3),
        "3": Config(size=5, vehicles=7, min_moves=4),
        "4": Config(size=5, vehicles=8, min_moves=5),
        "5": Config(size=5, vehicles=9, min_moves=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.size
        while True:
            grid = [["."] * n for _ in range(n)]
            row = rng.randrange(n)
            col = rng.randrange(n - 3)
            grid[row][col] = grid[row][col + 1] = "X"
            placed = 1
            for _ in range(config.vehicles * 6):
                if placed == config.vehicles:
                    break
                length = 3 if rng.random() < 0.25 else 2
                horizontal = rng.random() < 0.5
                if horizontal and length == 2 and rng.random() < 0.5:
                    horizontal = False
                r = rng.randrange(n - (0 if horizontal else length - 1))
                c = rng.randrange(n - (length - 1 if horizontal else 0))
                squares = [(r, c + i) if horizontal else (r + i, c) for i in range(length)]
                if horizontal and r == row:
                    continue  # a second car in the exit row could never pass X
                if all(grid[a][b] == "." for a, b in squares):
                    for a, b in squares:
                        grid[a][b] = NAMES[placed - 1]
                    placed += 1
            if placed < config.vehicles:
                continue
            rows = ["".join(line) for line in grid]
            vehicles, start = parse(rows)
            moves = bfs(vehicles, start, n, limit=3000)
            if moves >= config.min_moves:
                return {"grid": rows}, moves

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(n=len(data["grid"]), grid="\n".join(data["grid"]))
        return f"{text}\n{answer_instruction('one integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        grid = data["grid"]
        n = len(grid)
        vehicles, start = parse(grid)
        masks = cell_masks(vehicles, n)
        goal = n - vehicles[0][3]
        t.state("start")
        t.fetch("board", grid)
        parent = {start: None}
        frontier, depth, found = [start], 0, None
        while found is None:
            depth += 1
            t.state(f"layer {depth}")
            nxt = []
            for pos in frontier:
                for k, q, new in successors(vehicles, pos, n, masks):
                    if new not in parent:
                        parent[new] = (pos, k, q)
                        nxt.append(new)
                        if new[0] == goal and found is None:
                            found = new
            t.compute("new positions", len(nxt), why="every single slide from the previous layer, not seen before")
            t.goto(found is not None, why="X at the exit?")
            frontier = nxt
        plan = []
        while parent[found] is not None:
            pos, k, q = parent[found]
            plan.append((pos, k, q))
            found = pos
        plan.reverse()
        for i, (pos, k, q) in enumerate(plan, 1):
            name, horizontal, _, _ = vehicles[k]
            t.state(f"move {i}")
            old = t.fetch(f"{name} at", pos[k] + 1)
            word = ("right" if q > old - 1 else "left") if horizontal else ("down" if q > old - 1 else "up")
            t.compute("slide", f"{name} {word} {abs(q - old + 1)}", why="one slide of the shortest plan")
        return t.ret("answer", len(plan))

    def solve(self, data: dict) -> int:
        """Breadth-first search over whole boards (tuples of strings), moving one square at a time
        and charging a move only when the vehicle or direction changes: 0-1 search with a deque."""
        from collections import deque
        grid = tuple(data["grid"])
        n = len(grid)
        start = (grid, None)
        dist = {start: 0}
        queue = deque([start])
        while queue:
            state = queue.popleft()
            board, last = state
            d = dist[state]
            if board[[r for r in range(n) if "X" in board[r]][0]].endswith("X"):
                return d
            for r in range(n):
                for c in range(n):
                    ch = board[r][c]
                    if ch == ".":
                        continue
                    horizontal = (c + 1 < n and board[r][c + 1] == ch) or (c > 0 and board[r][c - 1] == ch)
                    cells = [(a, b) for a in range(n) for b in range(n) if board[a][b] == ch]
                    if (r, c) != cells[0]:
                        continue
                    for dr, dc in (((0, -1), (0, 1)) if horizontal else ((-1, 0), (1, 0))):
                        tail, head = (cells[-1], cells[0]) if (dr + dc) < 0 else (cells[0], cells[-1])
                        hr, hc = head[0] + dr, head[1] + dc
                        if not (0 <= hr < n and 0 <= hc < n) or board[hr][hc] != ".":
                            continue
                        rows = [list(line) for line in board]
                        rows[hr][hc] = ch
                        rows[tail[0]][tail[1]] = "."
                        new = (tuple("".join(line) for line in rows), (ch, dr, dc))
                        cost = d + (0 if last == (ch, dr, dc) else 1)
                        if cost < dist.get(new, 1 << 30):
                            dist[new] = cost
                            if cost == d:
                                queue.appendleft(new)
                            else:
                                queue.append(new)
        return -1


BOOTCAMP = RushHour()
