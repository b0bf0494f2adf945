"""Hashi (Hashiwokakero, "bridges"): join numbered islands with horizontal or vertical bridges,
one or two between a pair that see each other along a row or column, so that every island has
as many bridges as its number, no bridges cross and all islands are connected. The generator
grows a random bridged network island by island (each new island reached by a straight free
bridge from an old one, with extra bridges closing loops), and keeps it only when an
island-by-island search (every split of an island's number over its visible pairs, no
crossings, connectivity on full assignments) finds exactly one solution. The traced program
is a constraint search over the pairs instead. The answer is the bridge list, in any order."""

from __future__ import annotations

import random
import re
from functools import lru_cache
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Problem, traced_search
from bootcamps.kit.enumerated import enumerated
from bootcamps.kit.grids import cell_name
from bootcamps.trace import Tracer

Bridge = tuple[int, int, int, int]


@dataclass(frozen=True)
class Config:
    size: int = 7
    islands: int = 8
    loops: float = 0.3  # chance of each extra bridge that closes a loop

    def __post_init__(self) -> None:
        if not 4 <= self.size <= 10:
            raise ValueError(f"size must be in 4..10, got {self.size}")
        if not 3 <= self.islands <= 20:
            raise ValueError(f"islands must be in 3..20, got {self.islands}")
        if not 0.0 <= self.loops <= 1.0:
            raise ValueError(f"loops must be in [0, 1], got {self.loops}")


def pairs(islands: list[list[int]]) -> list[Bridge]:
    """Pairs of islands that see each other (same row or column, nothing between), each
    written (r1, c1, r2, c2) with the first one up or left."""
    cells = sorted((r, c) for r, c, _ in islands)
    out = []
    for r, c in cells:
        right = [(a, b) for a, b in cells if a == r and b > c]
        down = [(a, b) for a, b in cells if b == c and a > r]
        if right:
            out.append((r, c, *min(right)))
        if down:
            out.append((r, c, *min(down)))
    return out


def crosses(p: Bridge, q: Bridge) -> bool:
    """Whether a horizontal and a vertical bridge cross (meet away from their ends)."""
    if p[0] == p[2] and q[1] == q[3]:
        p, q = p, q
    elif p[1] == p[3] and q[0] == q[2]:
        p, q = q, p
    else:
        return False
    return p[1] < q[1] < p[3] and q[0] < p[0] < q[2]


def _connected(islands: list[tuple[int, int]], bridges: list[Bridge]) -> bool:
    parent = {cell: cell for cell in islands}

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for r1, c1, r2, c2 in bridges:
        parent[find((r1, c1))] = find((r2, c2))
    return len({find(cell) for cell in islands}) == 1


def build(islands: list[list[int]]) -> tuple[Problem, list[Bridge]]:
    """Variable i = the number of bridges on visible pair i (0, 1 or 2): each island's pairs sum
    to its number, crossing pairs are not both used, and the used pairs connect all islands
    (checked once few combinations are left)."""
    edges = pairs(islands)
    problem = Problem([(0, 1, 2)] * len(edges))
    for r, c, k in islands:
        problem.linear([i for i, e in enumerate(edges) if (r, c) in (e[:2], e[2:])], k, k)
    for i, p in enumerate(edges):
        for j in range(i + 1, len(edges)):
            if crosses(p, edges[j]):
                problem.propagator([i, j], enumerated([i, j], lambda v: v[0] == 0 or v[1] == 0))
    cells = [(r, c) for r, c, _ in islands]
    seen: dict[tuple[int, ...], bool] = {}  # the search asks about the same patterns again and again

    def joined(v: tuple[int, ...]) -> bool:
        used = tuple(x > 0 for x in v)
        if used not in seen:
            seen[used] = _connected(cells, [e for e, x in zip(edges, used) if x])
        return seen[used]

    problem.propagator(range(len(edges)), enumerated(range(len(edges)), joined))
    return problem, edges


def grow(config: Config, rng: random.Random) -> dict[Bridge, int] | None:
    """A random bridged network: {pair: bridges}, or None when the grid fills up first."""
    n = config.size
    start = (rng.randrange(n), rng.randrange(n))
    isles = {start}
    used: set[tuple[int, int]] = set()  # cells under a bridge
    bridges: dict[Bridge, int] = {}

    def free_path(a, b):
        (r1, c1), (r2, c2) = sorted([a, b])
        cells = [(r, c1) for r in range(r1 + 1, r2)] if c1 == c2 else [(r1, c) for c in range(c1 + 1, c2)]
        return cells if all(x not in used and x not in isles for x in cells) else None

    while len(isles) < config.islands:
        options = []  # (old island, new island) joined by a free straight line, two or more apart
        for r, c in sorted(isles):
            for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
                a, b, dist = r + dr, c + dc, 1
                while 0 <= a < n and 0 <= b < n and (a, b) not in isles and (a, b) not in used:
                    if dist >= 2 and not any((a + x, b + y) in isles for x, y in ((0, 1), (1, 0), (0, -1), (-1, 0))):
                        options.append((r, c, a, b))
                    a, b, dist = a + dr, b + dc, dist + 1
        if not options:
            return None
        r, c, a, b = rng.choice(options)
        path = free_path((r, c), (a, b))
        isles.add((a, b))
        used.update(path)
        key = tuple(sorted([(r, c), (a, b)]))
        bridges[(*key[0], *key[1])] = rng.choice((1, 2))
        # close loops: other islands the new one sees along a free straight line
        for x, y in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            p, q = a + x, b + y
            while 0 <= p < n and 0 <= q < n and (p, q) not in isles and (p, q) not in used:
                p, q = p + x, q + y
            if (p, q) in isles and (p, q) != (r, c) and rng.random() < config.loops:
                path = free_path((a, b), (p, q))
                if path is not None:
                    used.update(path)
                    key = tuple(sorted([(p, q), (a, b)]))
                    bridges[(*key[0], *key[1])] = rng.choice((1, 2))
    return bridges


_BRIDGE = re.compile(r"\(?\s*r(\d{1,2})\s*c(\d{1,2})\s*\)?\s*(?:-|–|—|to|,)?\s*\(?\s*r(\d{1,2})\s*c(\d{1,2})\s*\)?"
                     r"\s*(?::|=|x|×|\*)?\s*([0-9])\s*(?:bridges?)?\s*", re.IGNORECASE)


def read_bridges(text: str) -> dict[Bridge, int] | None:
    """The bridges an answer lists, one per item (items split by ';' or new lines), each two
    cells and a count: ``r1c1-r1c4: 2``. Cells in either order; a pair listed twice, a cell
    that is not rNcM or a count of 0 or above 2 makes the answer unreadable."""
    if not isinstance(text, str) or len(text) > 4000:
        return None
    out: dict[Bridge, int] = {}
    for item in re.split(r"[;\n]", text):
        item = item.strip().rstrip(".")
        if not item:
            continue
        m = _BRIDGE.fullmatch(item)
        if not m:
            return None
        r1, c1, r2, c2, k = (int(g) for g in m.groups())
        key = tuple(sorted([(r1 - 1, c1 - 1), (r2 - 1, c2 - 1)]))
        pair = (*key[0], *key[1])
        if pair in out or not 1 <= k <= 2:
            return None
        out[pair] = k
    return out or None


def _name(e: Bridge) -> str:
    return f"{cell_name(e[0], e[1])}-{cell_name(e[2], e[3])}"


_TEMPLATES = (
    "Solve this Hashi (Bridges) puzzle on a {n}x{n} grid. Numbers are islands, dots are water:\n{grid}\n"
    "Connect the islands with bridges. Rules: bridges run straight, horizontally or vertically, between two "
    "islands with nothing between them; any pair of islands has at most two bridges; bridges never cross each "
    "other or pass over an island; each island has exactly as many bridges as its number; and all islands "
    "end up connected into one network.",
    "Hashiwokakero, {n} by {n}. Each number is an island that needs that many bridge ends:\n{grid}\n"
    "Draw bridges so every island's count is met. A bridge is a straight horizontal or vertical line joining "
    "two islands that face each other across empty water; a pair may be joined by one or two bridges; no two "
    "bridges may cross; and it must be possible to walk from any island to any other over the bridges.",
    "Islands (numbers) and water (dots) on a {n}x{n} map:\n{grid}\nBuild single or double bridges between "
    "islands that are in the same row or column with only water between them, so that no bridges cross, the "
    "number on every island equals the number of bridges touching it, and the whole map is linked into one "
    "connected group.",
)


class Hashi(Bootcamp):
    id = "puzzle/hashi"
    description = "Hashi: join numbered islands with single or double non-crossing bridges into one network"
    Config = Config
    multiline_answer = True
    LEVELS = {
        "1": Config(size=6, islands=5, loops=0.3),
        "2": Config(size=6, islands=7, loops=0.3),
        "3": Config(size=7, islands=10, loops=0.35),
        "4": Config(size=8, islands=13, loops=0.4),
        "5": Config(size=9, islands=17, loops=0.45),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        n = config.size
        while True:
            bridges = grow(config, rng)
            if bridges is None:
                continue
            count: dict[tuple[int, int], int] = {}
            for (r1, c1, r2, c2), k in bridges.items():
                count[r1, c1] = count.get((r1, c1), 0) + k
                count[r2, c2] = count.get((r2, c2), 0) + k
            islands = sorted([r, c, k] for (r, c), k in count.items())
            edges = pairs(islands)
            found = island_search(islands, limit=2)
            if len(found) != 1:
                continue
            gold = sorted([*e, k] for e, k in zip(edges, found[0]) if k)
            if {tuple(g[:4]): g[4] for g in gold} != bridges:
                continue
            return {"size": n, "islands": islands}, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = data["size"]
        grid = [["."] * n for _ in range(n)]
        for r, c, k in data["islands"]:
            grid[r][c] = str(k)
        text = rng.choice(_TEMPLATES).format(n=n, grid="\n".join(" ".join(row) for row in grid))
        form = ("every bridge as the two islands' cells (rNcM, row N and column M counted from 1 at the top left) "
                "and how many bridges join them, one pair per line or separated by semicolons, in any order "
                "(for example r1c1-r1c4: 2; r1c1-r3c1: 1)")
        return f"{text}\n\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return "; ".join(f"{cell_name(r1, c1)}-{cell_name(r2, c2)}: {k}" for r1, c1, r2, c2, k in answer)

    def check(self, data: dict, answer: list[list[int]], text: str) -> float:
        got = read_bridges(text)
        return 1.0 if got is not None and got == {tuple(a[:4]): a[4] for a in answer} else 0.0

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        """The constraint search over visible pairs (named by their islands' cells); the pairs
        given one or two bridges, in order."""
        problem, edges = build(data["islands"])
        values = traced_search(t, problem, [_name(e) for e in edges]) or []
        if len(values) != len(edges):
            return []
        return [[*e, k] for e, k in zip(edges, values) if isinstance(k, int) and k]

    def solve(self, data: dict) -> list[list[int]]:
        """Island by island (see ``island_search``), the first solution."""
        edges = pairs(data["islands"])
        found = island_search(data["islands"], limit=1)
        return [[*e, x] for e, x in zip(edges, found[0]) if x] if found else []


def island_search(islands: list[list[int]], limit: int = 2) -> list[list[int]]:
    """Up to ``limit`` solutions as bridge counts per visible pair (``pairs`` order): islands
    in reading order, each trying every split of what it still needs over its open pairs, with
    crossings and the partners' numbers respected; connectivity on full assignments."""
    edges = pairs(islands)
    need = {(r, c): k for r, c, k in islands}
    cross = {i: [j for j, q in enumerate(edges) if crosses(edges[i], q)] for i in range(len(edges))}
    at = {cell: [i for i, e in enumerate(edges) if cell in (e[:2], e[2:])] for cell in need}
    values: dict[int, int] = {}
    cells = [(r, c) for r, c, _ in islands]
    found: list[list[int]] = []

    def fill(k: int) -> None:
        if k == len(cells):
            full = [values.get(i, 0) for i in range(len(edges))]
            if _connected(cells, [e for e, x in zip(edges, full) if x]):
                found.append(full)
            return
        cell = cells[k]
        open_ = [i for i in at[cell] if i not in values]
        left = need[cell] - sum(values[i] for i in at[cell] if i in values)
        for combo in _splits(left, len(open_)):
            ok = True
            for i, x in zip(open_, combo):
                if x and any(values.get(j, 0) for j in cross[i]):
                    ok = False
                    break
                other = edges[i][2:] if edges[i][:2] == cell else edges[i][:2]
                if sum(values.get(j, 0) for j in at[other]) + x > need[other]:
                    ok = False
                    break
            if not ok:
                continue
            for i, x in zip(open_, combo):
                values[i] = x
            fill(k + 1)
            for i in open_:
                del values[i]
            if len(found) >= limit:
                return

    fill(0)
    return found


@lru_cache(maxsize=None)
def _splits(total: int, parts: int) -> list[tuple[int, ...]]:
    """Ways to write ``total`` as ``parts`` numbers in 0..2."""
    if parts == 0:
        return [()] if total == 0 else []
    return [(x, *rest) for x in range(min(2, total), -1, -1) for rest in _splits(total - x, parts - 1)]


BOOTCAMP = Hashi()
