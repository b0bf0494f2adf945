"""Galaxies (Tentai Show): divide the grid into regions along the cell lines so that every region
contains exactly one dot and is symmetric under a half turn (180 degrees) about that dot; dots sit
at cell centres, on edges or at corners. The answer labels every cell with the letter of its dot,
as the prompt asks (another labelling of the same partition is not accepted: the validation
contract counts a relabelled cell as a wrong answer). Unique by construction: regions are grown
in mirror pairs around random dots, and the case is kept only when a candidate search (each
cell's set of possible dots, narrowed by the mirror rule and by reachability from the dot's core
through cells that may take it, which on a full assignment is connectivity) finds exactly one
solution. Ambiguous layouts are drawn again, so generation runs at one to a few hundred cases/s
at level 3."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.boards import SymbolGridAnswer
from bootcamps.kit.grids import cell_name
from bootcamps.trace import Tracer

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


@dataclass(frozen=True)
class Config:
    size: int = 5
    region: float = 4.0  # mean cells per region (fewer dots as it grows)

    def __post_init__(self) -> None:
        if not 3 <= self.size <= 9:
            raise ValueError(f"size must be in 3..9, got {self.size}")
        if not 2.0 <= self.region <= 9.0:
            raise ValueError(f"region must be in [2, 9], got {self.region}")


def core(n: int, y: int, x: int) -> list[int]:
    """The cells touching a dot at doubled coordinates (y, x): 1, 2 or 4 cells (as r*n+c)."""
    rows = [(y - 1) // 2] if y % 2 else [y // 2 - 1, y // 2]
    cols = [(x - 1) // 2] if x % 2 else [x // 2 - 1, x // 2]
    return [r * n + c for r in rows for c in cols]


def mirrors(n: int, dots: list[list[int]]) -> list[list[int]]:
    """mirror[d][cell]: the cell opposite ``cell`` across dot d, or -1 when it leaves the grid."""
    out = []
    for y, x in dots:
        row = []
        for cell in range(n * n):
            r, c = divmod(cell, n)
            rr, cc = y - 1 - r, x - 1 - c
            row.append(rr * n + cc if 0 <= rr < n and 0 <= cc < n else -1)
        out.append(row)
    return out


class Galaxy:
    """Candidate sets (bit masks over dots) for every cell, with the mirror and reach rules."""

    def __init__(self, n: int, dots: list[list[int]]):
        self.n, self.dots = n, dots
        self.mirror = mirrors(n, dots)
        self.cores = [core(n, y, x) for y, x in dots]
        self.nbrs = []
        for cell in range(n * n):
            r, c = divmod(cell, n)
            self.nbrs.append([a * n + b for a, b in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)) if 0 <= a < n and 0 <= b < n])
        full = (1 << len(dots)) - 1
        self.start = [full] * (n * n)
        for d, cells in enumerate(self.cores):
            for cell in cells:
                self.start[cell] &= 1 << d
        self.nodes = 0

    def propagate(self, doms: list[int]) -> bool:
        """Narrow ``doms`` in place: dot d stays possible for a cell only when d is possible for
        its mirror cell and the cell is reachable from d's core through cells where d is
        possible. False on a cell left with no candidate."""
        cells, dots = range(self.n * self.n), range(len(self.dots))
        changed = True
        while changed:
            changed = False
            for d in dots:
                bit, mirror = 1 << d, self.mirror[d]
                seen = set(self.cores[d])
                stack = list(seen)
                while stack:
                    a = stack.pop()
                    for b in self.nbrs[a]:
                        if b not in seen and doms[b] & bit and doms[mirror[b]] & bit if mirror[b] >= 0 else False:
                            seen.add(b)
                            stack.append(b)
                for a in cells:
                    if doms[a] & bit and a not in seen:
                        doms[a] &= ~bit
                        if not doms[a]:
                            return False
                        changed = True
                    elif doms[a] == bit and doms[mirror[a]] != bit:  # a cell of d: so is its mirror
                        doms[mirror[a]] = bit
                        changed = True
        return True

    def solutions(self, limit: int = 2, max_nodes: int = 400) -> list[list[int]] | None:
        """Up to ``limit`` assignments (a dot per cell) of the mirror and reach rules; None past
        ``max_nodes`` search nodes."""
        found: list[list[int]] = []
        self.nodes = 0

        def search(doms: list[int]) -> bool:
            self.nodes += 1
            if self.nodes > max_nodes:
                return False
            if not self.propagate(doms):
                return True
            open_cells = [a for a, d in enumerate(doms) if d & (d - 1)]
            if not open_cells:
                found.append([d.bit_length() - 1 for d in doms])
                return True
            a = min(open_cells, key=lambda v: bin(doms[v]).count("1"))
            m = doms[a]
            while m:
                bit = m & -m
                m ^= bit
                child = list(doms)
                child[a] = bit
                if not search(child):
                    return False
                if len(found) >= limit:
                    return True
            return True

        return found if search(list(self.start)) else None


def grow(n: int, mean: float, rng: random.Random) -> tuple[list[list[int]], list[list[int]]]:
    """Random dots with regions grown in mirror pairs of free cells; leftover cells get new dots
    (the largest free core first). Returns (dots, owner grid)."""
    owner = [-1] * (n * n)
    dots: list[list[int]] = []
    points = [(y, x) for y in range(1, 2 * n) for x in range(1, 2 * n)]

    def place(y: int, x: int) -> bool:
        cells = core(n, y, x)
        if any(owner[a] >= 0 for a in cells):
            return False
        for a in cells:
            owner[a] = len(dots)
        dots.append([y, x])
        return True

    target = max(2, round(n * n / mean))
    for y, x in rng.sample(points, len(points)):
        if len(dots) >= target:
            break
        place(y, x)
    while True:
        mirror = mirrors(n, dots)
        while True:
            options = []
            for a in range(n * n):
                if owner[a] >= 0:
                    continue
                r, c = divmod(a, n)
                for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                    if 0 <= rr < n and 0 <= cc < n and owner[rr * n + cc] >= 0:
                        d = owner[rr * n + cc]
                        m = mirror[d][a]
                        if m >= 0 and m != a and owner[m] < 0:
                            options.append((a, m, d))
            if not options:
                break
            a, m, d = rng.choice(options)
            owner[a] = owner[m] = d
        free = [a for a in range(n * n) if owner[a] < 0]
        if not free:
            return dots, [owner[r * n : (r + 1) * n] for r in range(n)]
        spots = [(y, x) for y, x in points if all(owner[a] < 0 for a in core(n, y, x))]
        best = max(len(core(n, y, x)) for y, x in spots)
        y, x = rng.choice([p for p in spots if len(core(n, *p)) == best])
        place(y, x)


def dot_words(n: int, y: int, x: int) -> str:
    if y % 2 and x % 2:
        return f"the centre of {cell_name((y - 1) // 2, (x - 1) // 2)}"
    cells = [cell_name(*divmod(a, n)) for a in core(n, y, x)]
    if len(cells) == 2:
        return f"the middle of the edge between {cells[0]} and {cells[1]}"
    return f"the corner shared by {', '.join(cells[:3])} and {cells[3]}"


def picture(n: int, dots: list[list[int]]) -> str:
    at = {(y, x): LETTERS[k] for k, (y, x) in enumerate(dots)}
    lines = []
    for y in range(2 * n + 1):
        row = []
        for x in range(2 * n + 1):
            if (y, x) in at:
                row.append(at[y, x])
            elif y % 2 and x % 2:
                row.append(".")
            elif y % 2 == 0 and x % 2 == 0:
                row.append("+")
            elif y in (0, 2 * n):
                row.append("-")
            elif x in (0, 2 * n):
                row.append("|")
            else:
                row.append(" ")
        lines.append(" ".join(row))
    return "\n".join(lines)


_TEMPLATES = (
    "Galaxies (Tentai Show) on a {n}x{n} grid. Divide the grid along the cell lines into regions so that every region "
    "contains exactly one dot and looks the same after a half turn (180-degree rotation) about its dot. Every cell "
    "belongs to exactly one region and regions are connected.",
    "Cut this {n} by {n} board into connected pieces of whole cells. Each piece must hold exactly one of the lettered "
    "dots, and rotating the piece by 180 degrees around its dot must map it exactly onto itself.",
    "Solve the Tentai Show puzzle below ({n}x{n}). Split all cells into orthogonally connected regions, one per dot, "
    "such that each region is point-symmetric about the dot inside it (a half-turn about the dot maps the region onto "
    "itself). Dots may sit at a cell's centre, on an edge between two cells or at a corner where four cells meet.",
)


class Galaxies(SymbolGridAnswer, Bootcamp):
    id = "puzzle/galaxies"
    description = "Galaxies (Tentai Show): split the grid into regions point-symmetric about their one dot; one solution"
    grid_symbols = {ch: k for k, ch in enumerate(LETTERS)}  # each cell its region's (path's) letter
    Config = Config
    LEVELS = {
        "1": Config(size=4, region=3.0),
        "2": Config(size=5, region=3.5),
        "3": Config(size=6, region=4.0),
        "4": Config(size=7, region=4.5),
        "5": Config(size=8, region=5.0),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        n = config.size
        while True:
            dots, owner = grow(n, config.region, rng)
            if len(dots) > len(LETTERS):
                continue
            found = Galaxy(n, dots).solutions(2)
            if found is not None and len(found) == 1:
                return {"size": n, "dots": dots}, owner

    def prompt(self, data: dict, rng: random.Random) -> str:
        n, dots = data["size"], data["dots"]
        text = rng.choice(_TEMPLATES).format(n=n)
        text += ("\n\nThe grid: '.' is a cell centre, '+' a grid point, letters are the dots:\n" + picture(n, dots))
        text += "\n\nDots (r1c1 is the top-left cell): " + "; ".join(
            f"{LETTERS[k]} at {dot_words(n, y, x)}" for k, (y, x) in enumerate(dots)) + "."
        form = ("the grid with every cell replaced by the letter of the dot of its region, one row per line or rows "
                "separated by semicolons (for example AAB;CAB for a 2x3 grid)")
        return f"{text}\n\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return ";".join("".join(LETTERS[v] if isinstance(v, int) and 0 <= v < 26 else "?" for v in row) for row in answer)

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        n, dots = data["size"], data["dots"]
        g = Galaxy(n, dots)
        t.state("dots")
        t.fetch("dots", [f"{LETTERS[k]} at {dot_words(n, y, x)}" for k, (y, x) in enumerate(dots)])
        doms = list(g.start)
        ok = t.compute("consistent", g.propagate(doms), why="a cell keeps a dot only if its mirror cell can too and the dot's core reaches it")
        guesses: list[tuple[int, list[str], list[int], list[bool]]] = []
        placed = [d & (d - 1) == 0 for d in g.start]
        names = [cell_name(*divmod(a, n)) for a in range(n * n)]

        def pick() -> str:
            open_cells = [a for a in range(n * n) if not placed[a]]
            if not ok:
                return "back"
            if not open_cells:
                return "done"
            return names[min(open_cells, key=lambda a: bin(doms[a]).count("1"))]

        target = t.goto(pick())
        while target != "done":
            if target == "back":
                if not guesses:
                    return []
                a, untried, saved, saved_placed = guesses.pop()
                doms, placed = list(saved), list(saved_placed)
                t.state(f"retry {names[a]}")
                cands = t.fetch(f"untried[{names[a]}]", untried)
                why = "the next untried dot"
            else:
                a = names.index(target) if target in names else 0
                t.state(f"cell {names[a]}")
                cands = t.fetch(f"dots[{names[a]}]", [LETTERS[k] for k in range(len(dots)) if doms[a] >> k & 1])
                why = "the only dot left" if len(cands) == 1 else "guess the first possible dot"
            if not isinstance(cands, list) or not cands:
                cands = ["?"]
            value = t.compute("put", cands[0], why=why)
            if len(cands) > 1:
                guesses.append((a, list(cands[1:]), list(doms), list(placed)))
            k = LETTERS.find(value) if isinstance(value, str) and len(value) == 1 else -1
            ok = 0 <= k < len(dots) and bool(doms[a] >> k & 1)
            if ok:
                doms[a] = 1 << k
                ok = g.propagate(doms)
            placed[a] = True
            if not ok:
                target = t.goto("back", why="a cell has no dot left, so back to the last guess")
            else:
                target = t.goto(pick())
        t.state("regions")
        return t.compute("grid", [[doms[r * n + c].bit_length() - 1 for c in range(n)] for r in range(n)],
                         why="each cell takes its dot's letter")

    def solve(self, data: dict) -> list[list[int]]:
        """Cells in reading order, each with its mirror: try every dot whose mirror cell is free
        (or the cell itself), then keep a full assignment whose regions are connected."""
        n, dots = data["size"], data["dots"]
        mirror = mirrors(n, dots)
        owner = [-1] * (n * n)
        for d, (y, x) in enumerate(dots):
            for a in core(n, y, x):
                owner[a] = d

        def connected() -> bool:
            for d in range(len(dots)):
                cells = {a for a in range(n * n) if owner[a] == d}
                start = cells.pop()
                stack = [start]
                while stack:
                    r, c = divmod(stack.pop(), n)
                    for b in (a for a in ((r - 1) * n + c if r else -1, (r + 1) * n + c if r < n - 1 else -1,
                                          r * n + c - 1 if c else -1, r * n + c + 1 if c < n - 1 else -1) if a >= 0):
                        if b in cells:
                            cells.discard(b)
                            stack.append(b)
                if cells:
                    return False
            return True

        def fill(a: int) -> bool:
            while a < n * n and owner[a] >= 0:
                a += 1
            if a == n * n:
                return connected()
            for d in range(len(dots)):
                m = mirror[d][a]
                if m >= 0 and owner[m] < 0:
                    owner[a] = owner[m] = d
                    if all(any(mirror[e][b] >= 0 and owner[mirror[e][b]] < 0 for e in range(len(dots)))
                           for b in range(n * n) if owner[b] < 0) and fill(a + 1):
                        return True
                    owner[a] = owner[m] = -1
            return False

        fill(0)
        return [owner[r * n : (r + 1) * n] for r in range(n)]


BOOTCAMP = Galaxies()
