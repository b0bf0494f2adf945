"""Pipe tiles on a grid, each open on some of its sides (N, E, S, W); a quarter-turn rotates a
tile clockwise. Water enters the west side of a given left-column cell and must leave through
the east side of a given right-column cell. The fewest quarter-turns that connect them, as a
list of rotations the verifier replays (any optimal list passes). Oracle: Dijkstra over
(cell, side entered) with the cheapest turn count per (entry, exit) pair; cases whose shortest
route would use a cell twice are redrawn, so the optimum is exact."""

from __future__ import annotations

import heapq
import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.grids import cell_name
from bootcamps.trace import Tracer

SIDES = "NESW"
STEP = ((-1, 0), (0, 1), (1, 0), (0, -1))  # N E S W
SHAPES = (0b0101, 0b0011, 0b0111, 0b1111)  # straight N-S, elbow N-E, tee N-E-S, cross
_ITEM = re.compile(r"r(\d{1,2})\s*c(\d{1,2})\s*[:=]\s*(\d)")
_MAX_CHARS = 600
END = (-1, -1, -1)  # the outlet, as a search node


@dataclass(frozen=True)
class Config:
    rows: int = 3
    cols: int = 3
    min_turns: int = 2
    cross: float = 0.05  # share of cross tiles

    def __post_init__(self) -> None:
        if not 2 <= self.rows <= 9 or not 2 <= self.cols <= 9:
            raise ValueError(f"rows and cols must be in 2..9, got {self.rows}x{self.cols}")
        if not 1 <= self.min_turns <= 30:
            raise ValueError(f"min_turns must be in 1..30, got {self.min_turns}")
        if not 0.0 <= self.cross <= 0.3:
            raise ValueError(f"cross must be in [0, 0.3], got {self.cross}")


def turn(mask: int, k: int = 1) -> int:
    for _ in range(k % 4):
        mask = ((mask << 1) | (mask >> 3)) & 15
    return mask


def cost(mask: int, a: int, b: int) -> int | None:
    """Fewest clockwise quarter-turns after which the tile is open on sides a and b."""
    need = (1 << a) | (1 << b)
    for k in range(4):
        if turn(mask, k) & need == need:
            return k
    return None


def label(mask: int) -> str:
    return "".join(s for i, s in enumerate(SIDES) if mask >> i & 1)


def flows(tiles: list[list[int]], src: int, dst: int) -> bool:
    """Does water entering the west side of (src, 0) leave through the east side of (dst, last)?"""
    rows, cols = len(tiles), len(tiles[0])
    if not tiles[src][0] & 8:
        return False
    seen, todo = {(src, 0)}, [(src, 0)]
    while todo:
        r, c = todo.pop()
        if (r, c) == (dst, cols - 1) and tiles[r][c] & 2:
            return True
        for side, (dr, dc) in enumerate(STEP):
            nr, nc = r + dr, c + dc
            if tiles[r][c] >> side & 1 and 0 <= nr < rows and 0 <= nc < cols and (nr, nc) not in seen \
                    and tiles[nr][nc] >> ((side + 2) % 4) & 1:
                seen.add((nr, nc))
                todo.append((nr, nc))
    return False


def dijkstra(tiles: list[list[int]], src: int, dst: int, t: Tracer | None = None):
    """Cheapest route as [(r, c, turns)], over states (cell, side entered); None if unreachable."""
    rows, cols = len(tiles), len(tiles[0])
    start = (src, 0, 3)
    dist = {start: 0}
    parent: dict = {start: None}
    heap = [(0, start)]
    done = set()
    while heap:
        d, node = heapq.heappop(heap)
        if node in done:
            continue
        done.add(node)
        if node == END:
            if t is not None:
                t.state("outlet reached")
                d = t.fetch("dist[outlet]", d)
            route = []
            node = parent[node]
            while node is not None:
                (r, c, a), (_, k) = node[0], node[1]
                route.append((r, c, k))
                node = parent[node[0]]
            return d, route[::-1]
        r, c, a = node
        if t is not None:
            t.state(f"settle {cell_name(r, c)} entered from {SIDES[a]}")
            d = t.fetch(f"dist[{cell_name(r, c)},{SIDES[a]}]", d)
            t.fetch(f"tile[{cell_name(r, c)}]", label(tiles[r][c]))
        opened = []
        for b in range(4):
            k = cost(tiles[r][c], a, b) if b != a else None
            if k is None:
                continue
            if (r, c, b) == (dst, cols - 1, 1):
                nxt = END
            else:
                nr, nc = r + STEP[b][0], c + STEP[b][1]
                if not (0 <= nr < rows and 0 <= nc < cols):
                    continue
                nxt = (nr, nc, (b + 2) % 4)
            if nxt not in done and d + k < dist.get(nxt, 10**9):  # parents are settled: no cycles
                dist[nxt] = d + k
                parent[nxt] = (node, (b, k))
                heapq.heappush(heap, (d + k, nxt))
                opened.append(("outlet" if nxt == END else cell_name(nxt[0], nxt[1]) + SIDES[nxt[2]]) + f"@{d + k}")
        if t is not None:
            t.compute("improved", opened, why="exit each other side: turns needed to open entry and exit")
    return None


def parse_rotations(text: str, rows: int, cols: int) -> dict[tuple[int, int], int] | None:
    if len(text) > _MAX_CHARS:
        return None
    body = text.strip().strip("[]{}").rstrip(".").strip().lower()
    if body in ("", "none"):
        return {} if body == "none" else None
    out: dict[tuple[int, int], int] = {}
    for item in re.split(r"[,;]\s*|\s{2,}|\s+(?=r\d)", body):
        item = item.strip().strip("()")
        if not item:
            continue
        m = _ITEM.fullmatch(item)
        if m is None:
            return None
        r, c, k = int(m[1]) - 1, int(m[2]) - 1, int(m[3])
        if not (0 <= r < rows and 0 <= c < cols):
            return None
        out[(r, c)] = out.get((r, c), 0) + k
    return out


_TEMPLATES = (
    "A plumbing puzzle on a {rows}x{cols} grid of pipe tiles. Each tile is written as the sides it is open on "
    "(N = up, E = right, S = down, W = left); rows r1..r{rows} top to bottom, columns c1..c{cols} left to right:\n"
    "{grid}\nWater enters {src} through its west (left) side and must leave {dst} through its east (right) side. "
    "Water passes between two side-by-side tiles only when both are open towards each other; open ends leading "
    "nowhere do not matter. You may rotate tiles, one clockwise quarter-turn at a time (N becomes E, E becomes S, "
    "S becomes W, W becomes N). Using the fewest quarter-turns in total, which rotations make the water get through?",
    "Pipe grid (each cell lists its open sides, N/E/S/W; r = row from the top, c = column from the left):\n{grid}\n"
    "The inlet feeds the W side of {src}; the outlet is the E side of {dst}. Two neighbouring cells are connected "
    "when each has an opening facing the other. Rotating a tile by one quarter-turn clockwise maps each opening "
    "N->E->S->W->N. Find rotations with the minimum total number of quarter-turns after which water can flow from "
    "the inlet to the outlet.",
    "Rotate pipes so water gets from the left edge to the right edge. Grid of {rows} rows and {cols} columns, each "
    "tile shown by its open sides (N up, E right, S down, W left):\n{grid}\nSource: west side of {src}. Sink: east "
    "side of {dst}. Water moves from tile to adjacent tile only through openings that face each other. One move "
    "turns one tile 90 degrees clockwise (an opening at N goes to E, E to S, S to W, W to N). What is a cheapest "
    "set of rotations (fewest quarter-turns overall)?",
)


class TileRotationPipes(Bootcamp):
    id = "planning/tile_rotation_pipes"
    description = "Fewest clockwise quarter-turns of pipe tiles that let water flow from an inlet to an outlet"
    Config = Config
    unique_answer = False
    LEVELS = {
        "1": Config(rows=3, cols=3, min_turns=2),
        "2": Config(rows=4, cols=4, min_turns=3),
        "3": Config(rows=4, cols=5, min_turns=5),
        "4": Config(rows=5, cols=6, min_turns=6),
        "5": Config(rows=6, cols=7, min_turns=8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list]:
        rows, cols = config.rows, config.cols
        while True:
            tiles = [[turn(SHAPES[3] if rng.random() < config.cross else rng.choice(SHAPES[:3]), rng.randrange(4))
                      for _ in range(cols)] for _ in range(rows)]
            src, dst = rng.randrange(rows), rng.randrange(rows)
            found = dijkstra(tiles, src, dst)
            if found is None or found[0] < config.min_turns:
                continue
            route = found[1]
            if len({(r, c) for r, c, _ in route}) < len(route):
                continue  # a cheapest route would use one tile twice: redraw
            data = {"tiles": [[label(m) for m in row] for row in tiles], "src": src, "dst": dst}
            return data, [[r, c, k] for r, c, k in route if k]

    def prompt(self, data: dict, rng: random.Random) -> str:
        rows, cols = len(data["tiles"]), len(data["tiles"][0])
        sep = rng.choice((" ", " | "))
        grid = "\n".join(f"r{r + 1}: " + sep.join(f"{s:<4}" if sep == " " else s for s in row).rstrip()
                         for r, row in enumerate(data["tiles"]))
        text = rng.choice(_TEMPLATES).format(rows=rows, cols=cols, grid=grid, src=cell_name(data["src"], 0),
                                             dst=cell_name(data["dst"], cols - 1))
        form = ("the rotations as cell:quarter-turns pairs separated by commas, listing only tiles you turn "
                "(for example r1c2:1, r3c3:2)")
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list) -> str:
        return ", ".join(f"{cell_name(r, c)}:{k}" for r, c, k in answer)

    def check(self, data: dict, answer: list, text: str) -> float:
        tiles = [[sum(1 << SIDES.index(ch) for ch in s) for s in row] for row in data["tiles"]]
        plan = parse_rotations(text, len(tiles), len(tiles[0]))
        if plan is None or sum(plan.values()) != sum(k for _, _, k in answer):
            return 0.0
        for (r, c), k in plan.items():
            tiles[r][c] = turn(tiles[r][c], k)
        return 1.0 if flows(tiles, data["src"], data["dst"]) else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        plan = [list(x) for x in case.answer]
        fewer = [p[:2] + [p[2] - 1] for p in plan[:1]] + plan[1:]
        more = plan[:-1] + [plan[-1][:2] + [plan[-1][2] + 4]]
        return [self.format_answer(plan[:-1]), self.format_answer(fewer), self.format_answer(more)]

    def program(self, t: Tracer, data: dict) -> list:
        tiles = [[sum(1 << SIDES.index(ch) for ch in s) for s in row] for row in data["tiles"]]
        found = dijkstra(tiles, data["src"], data["dst"], t)
        assert found is not None
        t.state("answer")
        plan = [[r, c, k] for r, c, k in found[1] if k]
        return t.ret("rotations", plan)

    def solve(self, data: dict) -> list:
        """Bellman-Ford relaxation of (cell, side entered) to a fixed point, then a depth-first walk
        back from the outlet along tight edges that never reuses a cell."""
        tiles = [[sum(1 << SIDES.index(ch) for ch in s) for s in row] for row in data["tiles"]]
        rows, cols = len(tiles), len(tiles[0])
        inf = 10**9
        dist = {(r, c, a): inf for r in range(rows) for c in range(cols) for a in range(4)}
        dist[(data["src"], 0, 3)] = 0
        edges = []
        for (r, c, a) in dist:
            for b in range(4):
                k = cost(tiles[r][c], a, b) if a != b else None
                if k is None:
                    continue
                if (r, c, b) == (data["dst"], cols - 1, 1):
                    edges.append(((r, c, a), "end", k))
                nr, nc = r + STEP[b][0], c + STEP[b][1]
                if 0 <= nr < rows and 0 <= nc < cols:
                    edges.append(((r, c, a), (nr, nc, (b + 2) % 4), k))
        dist["end"] = inf
        changed = True
        while changed:
            changed = False
            for u, v, k in edges:
                if dist[u] + k < dist[v]:
                    dist[v], changed = dist[u] + k, True
        into: dict = {}
        for u, v, k in edges:
            if dist[u] + k == dist[v]:
                into.setdefault(v, []).append((u, k))

        def back(node, used):
            if node == (data["src"], 0, 3):
                return []
            for u, k in into.get(node, []):
                if (u[0], u[1]) not in used:
                    rest = back(u, used | {(u[0], u[1])})
                    if rest is not None:
                        return rest + [[u[0], u[1], k]]
            return None

        route = back("end", frozenset())
        assert route is not None
        return [x for x in route if x[2]]


BOOTCAMP = TileRotationPipes()
