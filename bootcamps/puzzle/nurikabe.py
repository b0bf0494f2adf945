"""Nurikabe: every numbered cell belongs to an island of exactly that many white cells with no
other number; all other cells are sea (shaded), the sea is one orthogonally connected group and
has no 2x2 block. The generator paints a random solution (islands grown while the sea stays
connected, until no 2x2 pool is left), puts each island's size on one of its cells, and keeps
the puzzle only when a placement search over islands finds exactly one solution (counted up to
two; other clue cells are tried before a new painting). Those searches hold generation to
about 400 cases/s at level 3 (far fewer at the 7x7 level 5)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.grids import cell_name, read_grid
from bootcamps.kit.puzzles2 import traced_dfs
from bootcamps.trace import Tracer

SYMBOLS = {"#": 1, ".": 0}


@dataclass(frozen=True)
class Config:
    size: int = 5
    max_island: int = 4  # the largest island in the hidden solution
    land: float = 0.4  # share of white cells the painter aims for (at least)

    def __post_init__(self) -> None:
        if not 4 <= self.size <= 8:
            raise ValueError(f"size must be in 4..8, got {self.size}")
        if not 2 <= self.max_island <= 7:
            raise ValueError(f"max_island must be in 2..7, got {self.max_island}")
        if not 0.2 <= self.land <= 0.55:
            raise ValueError(f"land must be in [0.2, 0.55], got {self.land}")


def _nbrs(n: int) -> list[list[int]]:
    return [[(r + dr) * n + c + dc for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
             if 0 <= r + dr < n and 0 <= c + dc < n] for r in range(n) for c in range(n)]


def _blocks(n: int) -> list[int]:
    """The 2x2 blocks as bit masks."""
    return [(1 << (r * n + c)) | (1 << (r * n + c + 1)) | (1 << ((r + 1) * n + c)) | (1 << ((r + 1) * n + c + 1))
            for r in range(n - 1) for c in range(n - 1)]


def _mask_connected(mask: int, nbrs: list[list[int]]) -> bool:
    if not mask:
        return True
    start = (mask & -mask).bit_length() - 1
    seen, stack = 1 << start, [start]
    while stack:
        i = stack.pop()
        for j in nbrs[i]:
            if (mask >> j) & 1 and not (seen >> j) & 1:
                seen |= 1 << j
                stack.append(j)
    return seen == mask


def placements(n: int, clues: list[list[int]]) -> list[list[int]]:
    """For each clue (r, c, k): every connected set of k cells (a bit mask) holding its cell,
    holding and touching no other clue cell. Grown one cell at a time, deduplicated."""
    nbrs = _nbrs(n)
    clue_bits = {r * n + c for r, c, _ in clues}
    out = []
    for r, c, k in clues:
        home = r * n + c
        others = 0
        for i in clue_bits - {home}:
            others |= 1 << i
            for j in nbrs[i]:
                others |= 1 << j
        if (others >> home) & 1:
            out.append([])
            continue
        level = {1 << home}
        for _ in range(k - 1):
            grown = set()
            for m in level:
                for i in range(n * n):
                    if (m >> i) & 1:
                        for j in nbrs[i]:
                            if not (m >> j) & 1 and not (others >> j) & 1:
                                grown.add(m | (1 << j))
            level = grown
        out.append(sorted(level))
    return out


def _halo(mask: int, nbrs: list[list[int]]) -> int:
    out = mask
    i = 0
    while mask >> i:
        if (mask >> i) & 1:
            for j in nbrs[i]:
                out |= 1 << j
        i += 1
    return out


def viable(land: int, reach: int, blocks: list[int], nbrs: list[list[int]], full: int) -> bool:
    """Whether placed islands ``land`` can still be completed by islands covering only cells
    of ``reach``: every 2x2 block keeps a cell that is or may become land, and the cells that
    stay sea for sure all lie in one group of the cells that are not land."""
    cover = land | reach
    for b in blocks:
        if not b & cover:
            return False
    sure = full & ~cover
    if not sure:
        return True
    start = (sure & -sure).bit_length() - 1
    seen, stack = 1 << start, [start]
    while stack:
        i = stack.pop()
        for j in nbrs[i]:
            if not (land >> j) & 1 and not (seen >> j) & 1:
                seen |= 1 << j
                stack.append(j)
    return sure & ~seen == 0


def count_solutions(n: int, clues: list[list[int]], limit: int = 2) -> list[int]:
    """Land masks of up to ``limit`` solutions: islands placed clue by clue (fewest placements
    first), each clear of the others' cells and neighbours; a 2x2 block that no placed or
    placeable island can reach any more ends the branch; a full placement needs a connected
    sea without 2x2 blocks."""
    nbrs = _nbrs(n)
    blocks = _blocks(n)
    full = (1 << (n * n)) - 1
    cands = placements(n, clues)
    order = sorted(range(len(clues)), key=lambda i: len(cands[i]))
    opts = [[(m, _halo(m, nbrs)) for m in cands[i]] for i in order]
    reach = [0] * (len(order) + 1)  # cells some island from position k on can cover
    for k in range(len(order) - 1, -1, -1):
        u = 0
        for m, _ in opts[k]:
            u |= m
        reach[k] = reach[k + 1] | u
    found: list[int] = []

    def search(k: int, land: int, halo: int) -> None:
        if k == len(order):
            sea = full & ~land
            if all(b & land for b in blocks) and _mask_connected(sea, nbrs):
                found.append(land)
            return
        for m, h in opts[k]:
            if m & halo:
                continue
            new = land | m
            if not viable(new, reach[k + 1], blocks, nbrs, full):
                continue
            search(k + 1, new, halo | h)
            if len(found) >= limit:
                return

    search(0, 0, 0)
    return found


def paint(n: int, config: Config, rng: random.Random) -> list[list[int]] | None:
    """A random solution as island cell lists, or None when the painter gets stuck."""
    nbrs = _nbrs(n)
    land = [False] * (n * n)
    comp = list(range(n * n))  # island id per land cell, re-labelled after each merge

    def island_of(i: int) -> set[int]:
        seen, stack = {i}, [i]
        while stack:
            x = stack.pop()
            for y in nbrs[x]:
                if land[y] and y not in seen:
                    seen.add(y)
                    stack.append(y)
        return seen

    def ok(i: int) -> bool:
        size = 1
        roots = set()
        for j in nbrs[i]:
            if land[j]:
                cells = island_of(j)
                key = min(cells)
                if key not in roots:
                    roots.add(key)
                    size += len(cells)
        if size > config.max_island:
            return False
        sea = sum(1 << x for x in range(n * n) if not land[x] and x != i)
        return _mask_connected(sea, nbrs)

    target = config.land * n * n
    for _ in range(6 * n * n):
        pools = [(r, c) for r in range(n - 1) for c in range(n - 1)
                 if not any(land[(r + a) * n + c + b] for a in (0, 1) for b in (0, 1))]
        if not pools and sum(land) >= target:
            break
        if pools:
            r, c = rng.choice(pools)
            choices = [(r + a) * n + c + b for a in (0, 1) for b in (0, 1)]
        else:
            choices = [i for i in range(n * n) if not land[i]]
        rng.shuffle(choices)
        for i in choices:
            if ok(i):
                land[i] = True
                break
        else:
            if pools:
                return None
    else:
        return None
    del comp
    islands, seen = [], set()
    for i in range(n * n):
        if land[i] and i not in seen:
            cells = island_of(i)
            seen |= cells
            islands.append(sorted(cells))
    return islands


_TEMPLATES = (
    "Solve this Nurikabe puzzle on a {n}x{n} grid ('.' is an unknown cell, a number is a clue):\n{grid}\n"
    "Shade some cells (the sea) and leave the others white (islands). Rules: (1) every number lies in a white "
    "island of exactly that many cells, connected through shared sides; (2) every island holds exactly one "
    "number; (3) all shaded cells form one group connected through shared sides; (4) no 2x2 block of cells is "
    "entirely shaded. Numbered cells are always white.",
    "Nurikabe, {n} by {n}. Each number below marks a cell of an island whose size is that number:\n{grid}\n"
    "Decide which cells are sea (shaded) and which are land (white). Every white region (orthogonally "
    "connected) contains exactly one number, equal to its number of cells. The shaded cells must all be joined "
    "up through edge-sharing neighbours, and nowhere may four shaded cells form a 2x2 square.",
    "Here is a grid with some numbered cells (dots are blank):\n{grid}\nColour cells black or white so that "
    "the white cells split into islands, each island being a side-connected group containing exactly one "
    "number and having exactly that many cells; the black cells are a single side-connected wall; and no 2x2 "
    "square is completely black. Numbered cells stay white.",
)


def _board(n: int, clues: list[list[int]]) -> list[list[str]]:
    grid = [["."] * n for _ in range(n)]
    for r, c, k in clues:
        grid[r][c] = str(k)
    return grid


class Nurikabe(Bootcamp):
    id = "puzzle/nurikabe"
    description = "Nurikabe: shade the sea so numbered islands have their sizes, the sea is connected, no 2x2 pool"
    Config = Config
    multiline_answer = True
    LEVELS = {
        "1": Config(size=5, max_island=3, land=0.3),
        "2": Config(size=6, max_island=3, land=0.3),
        "3": Config(size=6, max_island=4, land=0.3),
        "4": Config(size=7, max_island=4, land=0.3),
        "5": Config(size=7, max_island=5, land=0.3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        n = config.size
        while True:
            islands = paint(n, config, rng)
            if not islands or len(islands) < 2:
                continue
            for _ in range(6):  # other clue cells in the same islands, then a new painting
                clues = sorted([*divmod(rng.choice(cells), n), len(cells)] for cells in islands)
                found = count_solutions(n, clues, limit=2)
                if len(found) == 1:
                    break
            else:
                continue
            land = found[0]
            gold = [[0 if (land >> (r * n + c)) & 1 else 1 for c in range(n)] for r in range(n)]
            return {"size": n, "clues": clues}, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = data["size"]
        grid = "\n".join(" ".join(row) for row in _board(n, data["clues"]))
        text = rng.choice(_TEMPLATES).format(n=n, grid=grid)
        form = ("the solved grid, one row per line (or rows separated by semicolons), # for a shaded (sea) cell "
                "and . for a white (island) cell, numbered cells included (for example #..#;#.## for the first "
                "two rows of a 4x4 grid)")
        return f"{text}\n\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return ";".join("".join({1: "#", 0: "."}.get(v, str(v)) for v in row) for row in answer)

    def check(self, data: dict, answer: list[list[int]], text: str) -> float:
        n = len(answer)
        return 1.0 if read_grid(text, n, n, SYMBOLS) == answer else 0.0

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        """Islands clue by clue, fewest possible islands first: each node is the tuple of islands placed so far (each written as
        its cells); the moves are the next clue's islands clear of the placed ones and their
        neighbours; a full node counts once its sea is connected and pool-free."""
        n, clues = data["size"], data["clues"]
        nbrs, blocks, full = _nbrs(n), _blocks(n), (1 << (n * n)) - 1
        cands = sorted(placements(n, clues), key=len)  # the most constrained clue first
        names = {m: " ".join(cell_name(*divmod(i, n)) for i in range(n * n) if (m >> i) & 1)
                 for opts in cands for m in opts}
        back = {v: k for k, v in names.items()}
        reach = [0] * (len(clues) + 1)
        for k in range(len(clues) - 1, -1, -1):
            reach[k] = reach[k + 1]
            for m in cands[k]:
                reach[k] |= m

        def land_of(node: tuple) -> int | None:
            land = 0
            for island in node:
                if island not in back:
                    return None
                land |= back[island]
            return land

        def moves(node: tuple) -> tuple:
            k, land = len(node), land_of(node)
            if land is None or k >= len(clues):
                return ()
            halo = _halo(land, nbrs)
            out = []
            for m in cands[k]:
                if m & halo:
                    continue
                if viable(land | m, reach[k + 1], blocks, nbrs, full):
                    out.append(names[m])
            return tuple(out)

        def goal(node: tuple) -> bool:
            land = land_of(node)
            if land is None or len(node) != len(clues):
                return False
            return all(b & land for b in blocks) and _mask_connected(((1 << (n * n)) - 1) & ~land, nbrs)

        node = traced_dfs(t, (), moves, lambda node, move: node + (move,), goal, name="islands")
        land = land_of(node) if isinstance(node, tuple) else None
        if land is None:
            return []
        return [[0 if (land >> (r * n + c)) & 1 else 1 for c in range(n)] for r in range(n)]

    def solve(self, data: dict) -> list[list[int]]:
        """The counting search (fewest placements first, with bit masks), first solution."""
        n = data["size"]
        found = count_solutions(n, data["clues"], limit=1)
        if not found:
            return []
        return [[0 if (found[0] >> (r * n + c)) & 1 else 1 for c in range(n)] for r in range(n)]


BOOTCAMP = Nurikabe()
