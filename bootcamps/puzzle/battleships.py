"""Battleships (bimaru): a hidden fleet of straight ships on a square grid; the number of ship
cells in every row and column is given, with a few cells revealed as ship or water. Ships
never touch, not even at a corner. Unique by construction: the generator reveals a cell on
which a second fleet layout differs until the 0/1 solver finds one layout. Those row-by-row searches
(pure Python, a few per case) keep generation near 150 cases/s at level 3, and level 5 (7x7)
at a few per second."""

from __future__ import annotations

import random
from functools import lru_cache
from itertools import combinations
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.puzzles2 import traced_dfs
from bootcamps.kit.puzzles import BinaryProblem
from bootcamps.kit.puzzles3 import ShadeGridAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    size: int = 6
    fleet: tuple[int, ...] = (3, 2, 2, 1, 1)  # ship lengths

    def __post_init__(self) -> None:
        if not 4 <= self.size <= 10:
            raise ValueError(f"size must be in 4..10, got {self.size}")
        if not self.fleet or any(not 1 <= k <= min(5, self.size) for k in self.fleet):
            raise ValueError(f"fleet lengths must be in 1..min(5, size), got {self.fleet}")
        if sum((k + 1) * 2 for k in self.fleet) > (self.size + 1) ** 2:
            raise ValueError(f"fleet {self.fleet} does not fit a {self.size}x{self.size} grid")


def placements(n: int, lengths: list[int]) -> list[tuple[int, list[tuple[int, int]]]]:
    """Every straight position of a ship of each length: (length, cells); a one-cell ship once."""
    out = []
    for length in sorted(set(lengths), reverse=True):
        for dr, dc in ((0, 1), (1, 0)) if length > 1 else ((0, 1),):
            for r in range(n - dr * (length - 1)):
                for c in range(n - dc * (length - 1)):
                    out.append((length, [(r + dr * k, c + dc * k) for k in range(length)]))
    return out


def build(n: int, fleet: list[int], rows: list[int], cols: list[int], shown: dict[int, int]) -> BinaryProblem:
    """All rules as 0/1 sums. Variables: the n*n cells (ship or water), then one per possible
    ship position. Each cell is covered by as many chosen positions as it is ship (0 or 1); a
    chosen position has water just past both ends (all four sides for a one-cell ship); no two
    ship cells touch diagonally (so ships are straight and never meet at corners); each length
    is chosen as often as the fleet has it; row and column sums are the counts."""
    spots = placements(n, fleet)
    problem = BinaryProblem(n * n + len(spots), shown)
    cover: list[list[int]] = [[] for _ in range(n * n)]
    for k, (length, cells) in enumerate(spots):
        v = n * n + k
        for r, c in cells:
            cover[r * n + c].append(v)
        (r0, c0), (r1, c1) = cells[0], cells[-1]
        horizontal = length == 1 or r0 == r1
        caps = [(r0, c0 - 1), (r1, c1 + 1)] if horizontal else [(r0 - 1, c0), (r1 + 1, c1)]
        if length == 1:
            caps += [(r0 - 1, c0), (r0 + 1, c0)]
        for a, b in caps:
            if 0 <= a < n and 0 <= b < n:
                problem.add([v, a * n + b], 0, 1)
    for i in range(n * n):
        problem.add(cover[i] + [i], 0, 0, [1] * len(cover[i]) + [-1])
    for length in sorted(set(fleet)):
        chosen = [n * n + k for k, (size, _) in enumerate(spots) if size == length]
        problem.add(chosen, fleet.count(length), fleet.count(length))
    for i in range(n):
        problem.add([i * n + c for c in range(n)], rows[i], rows[i])
        problem.add([r * n + i for r in range(n)], cols[i], cols[i])
    for r in range(n - 1):
        for c in range(n):
            for dc in (-1, 1):
                if 0 <= c + dc < n:
                    problem.add([r * n + c, (r + 1) * n + c + dc], 0, 1)
    return problem


def place_fleet(n: int, fleet: list[int], rng: random.Random) -> list[list[tuple[int, int]]] | None:
    """Ships at random, longest first, none touching another (corners included)."""
    taken: set[tuple[int, int]] = set()
    ships = []
    for length in sorted(fleet, reverse=True):
        spots = []
        for r in range(n):
            for c in range(n):
                for dr, dc in ((0, 1), (1, 0)):
                    cells = [(r + dr * k, c + dc * k) for k in range(length)]
                    if length == 1 and dr:
                        continue
                    if all(0 <= a < n and 0 <= b < n for a, b in cells) and not any(
                        (a + x, b + y) in taken for a, b in cells for x in (-1, 0, 1) for y in (-1, 0, 1)
                    ):
                        spots.append(cells)
        if not spots:
            return None
        ships.append(rng.choice(spots))
        taken.update(ships[-1])
    return ships


def pieces(rows: tuple[str, ...], closed_only: bool) -> list[int]:
    """Lengths of the ships drawn by rows of '#'/'.' (a straight run of '#' cells); with
    ``closed_only`` a vertical run reaching the last row drawn is left out (it may go on)."""
    out, depth = [], len(rows)
    n = len(rows[0]) if rows else 0
    for r, row in enumerate(rows):
        for c in range(n):
            if row[c] != "#":
                continue
            left = c > 0 and row[c - 1] == "#"
            right = c + 1 < n and row[c + 1] == "#"
            up = r > 0 and rows[r - 1][c] == "#"
            if left or up:
                continue  # not the first cell of its run
            if right:
                k = c
                while k < n and row[k] == "#":
                    k += 1
                out.append(k - c)
                continue
            k = r
            while k < depth and rows[k][c] == "#":
                k += 1
            if not (closed_only and k == depth):
                out.append(k - r)
    return out


def row_moves(node: tuple[str, ...], data: dict) -> list[str]:
    """The rows that may come next: the row's count of ship cells, known cells kept, no ship
    cell diagonally next to one in the row above, no column past its count (or unable to reach
    it in the rows left), and no finished ship the fleet does not have room for."""
    n, r = data["size"], len(node)
    if r == n:
        return []
    known = {v - r * n: x for v, x in data["shown"] if r * n <= v < (r + 1) * n}
    used = [sum(row[c] == "#" for row in node) for c in range(n)]
    above = node[-1] if node else "." * n
    fleet = data["fleet"]
    out = []
    for cells in _row_patterns(n, data["rows"][r]):
        row = "".join("#" if c in cells else "." for c in range(n))
        if any((row[c] == "#") != bool(x) for c, x in known.items()):
            continue
        if any(row[c] == "#" and ((c and above[c - 1] == "#") or (c + 1 < n and above[c + 1] == "#")) for c in range(n)):
            continue
        if any(not 0 <= data["cols"][c] - used[c] - (row[c] == "#") <= n - r - 1 for c in range(n)):
            continue
        done = pieces(node + (row,), closed_only=r + 1 < n)
        if any(done.count(k) > fleet.count(k) for k in set(done)):
            continue
        out.append(row)
    return out


@lru_cache(maxsize=None)
def _row_patterns(n: int, count: int) -> tuple[tuple[int, ...], ...]:
    return tuple(combinations(range(n), count))


def layouts(data: dict, limit: int = 2) -> list[tuple[str, ...]]:
    """Up to ``limit`` full layouts, row by row."""
    found: list[tuple[str, ...]] = []

    def grow(node: tuple[str, ...]) -> None:
        if len(node) == data["size"]:
            if sorted(pieces(node, False)) == sorted(data["fleet"]):
                found.append(node)
            return
        for row in row_moves(node, data):
            grow(node + (row,))
            if len(found) >= limit:
                return

    grow(())
    return found


_TEMPLATES = (
    "Battleships on a {n}x{n} grid. The fleet: {fleet}. Each ship is a straight line of cells, horizontal or "
    "vertical. Ships never touch each other, not even diagonally. The number right of each row, and the "
    "numbers under the grid, count the ship cells in that row and column.{legend}\n{grid}",
    "Hide the fleet {fleet} in this {n} by {n} sea. A ship occupies consecutive cells in one row or one "
    "column; two different ships may not be adjacent horizontally, vertically or diagonally. Row totals are "
    "written at the end of each row and column totals along the bottom: they give how many cells of that "
    "line are ship.{legend}\n{grid}",
    "Solve this Battleships (bimaru) puzzle. Ships to place: {fleet}. Ships are straight (1 cell wide) and no "
    "two ships share an edge or a corner. Counts: the number after each row and the bottom line of numbers "
    "(one per column) tell how many ship cells each row and column contains.{legend}\n{grid}",
)
_LEGEND = " In the grid, ? is unknown, ~ is a cell known to be water and S is a cell known to be part of a ship."


class Battleships(ShadeGridAnswer, Bootcamp):
    id = "puzzle/battleships"
    description = "Battleships: place a fleet from row and column counts and a few revealed cells; exactly one solution"
    Config = Config
    LEVELS = {
        "1": Config(size=4, fleet=(2, 1, 1)),
        "2": Config(size=5, fleet=(3, 1, 1)),
        "3": Config(size=5, fleet=(3, 2, 1, 1)),
        "4": Config(size=6, fleet=(3, 2, 2, 1, 1)),
        "5": Config(size=7, fleet=(4, 3, 2, 1, 1, 1)),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        n, fleet = config.size, list(config.fleet)
        while True:
            fleet_cells = place_fleet(n, fleet, rng)
            if fleet_cells is None:
                continue
            ships = {cell for cells in fleet_cells for cell in cells}
            gold = tuple("".join("#" if (r, c) in ships else "." for c in range(n)) for r in range(n))
            data = {"size": n, "fleet": sorted(fleet, reverse=True), "rows": [row.count("#") for row in gold],
                    "cols": [sum(row[c] == "#" for row in gold) for c in range(n)]}
            v = rng.randrange(n * n)  # one cell shown at random, then the ones uniqueness needs
            data["shown"] = [[v, int(gold[v // n][v % n] == "#")]]
            while True:  # reveal a cell where a second layout differs, until one is left
                found = layouts(data)
                if len(found) == 1:
                    return data, [[int(ch == "#") for ch in row] for row in gold]
                other = found[0] if found[0] != gold else found[1]
                v = rng.choice([r * n + c for r in range(n) for c in range(n) if other[r][c] != gold[r][c]])
                data["shown"] = sorted(data["shown"] + [[v, int(gold[v // n][v % n] == "#")]])
                if len(data["shown"]) > n * n:
                    raise AssertionError("a revealed cell failed to narrow the layouts")

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = data["size"]
        known = {v: x for v, x in data["shown"]}
        lines = []
        for r in range(n):
            cells = ["S" if known.get(r * n + c) == 1 else "~" if known.get(r * n + c) == 0 else "?" for c in range(n)]
            lines.append(" ".join(cells) + f"  {data['rows'][r]}")
        lines.append(" ".join(str(v) for v in data["cols"]))
        names = {1: "submarine", 2: "destroyer", 3: "cruiser", 4: "battleship", 5: "carrier"}
        fleet = ", ".join(f"one ship of length {k}" for k in data["fleet"]) if rng.random() < 0.5 else \
            ", ".join(f"a {names[k]} ({k} cell{'s' if k > 1 else ''})" for k in data["fleet"])
        text = rng.choice(_TEMPLATES).format(n=n, fleet=fleet, legend=_LEGEND, grid="\n".join(lines))
        form = ("the whole grid, rows separated by semicolons (or one per line), # for a ship cell and . for water "
                "(for example #..;... for a 3-column grid's first two rows)")
        return f"{text}\n\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        n = data["size"]
        fleet = sorted(data["fleet"])

        def goal(node: tuple) -> bool:
            return len(node) == n and sorted(pieces(node, False)) == fleet

        rows = traced_dfs(t, (), lambda node: tuple(row_moves(node, data)), lambda node, row: node + (row,), goal,
                          name="rows")
        if not isinstance(rows, tuple) or len(rows) != n:
            return []
        return [[int(ch == "#") for ch in str(row)] for row in rows]

    def solve(self, data: dict) -> list[list[int]]:
        """Another model: 0/1 variables for the cells and for every possible ship position,
        every rule a sum in a range (see ``build``), solved by the 0/1 propagation solver."""
        n = data["size"]
        found = build(n, data["fleet"], data["rows"], data["cols"], {v: x for v, x in data["shown"]}).solutions(limit=1)
        return [found[0][r * n : (r + 1) * n] for r in range(n)] if found else []


BOOTCAMP = Battleships()
