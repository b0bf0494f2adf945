"""Complete a symmetric picture: a grid of colour digits has a stated symmetry (a mirror line,
two mirror lines, a half-turn, or the full symmetry of the square), and some cells are hidden
(?). Every hidden cell has a visible partner under the symmetry, which gives its colour."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.boards import SymbolGridAnswer
from bootcamps.kit.spatial import rows_text
from bootcamps.trace import Tracer

# each symmetry: its generators as maps (r, c, rows, cols) -> (r, c)
_GENERATORS = {
    "vertical": ((lambda r, c, n, m: (r, m - 1 - c)),),
    "horizontal": ((lambda r, c, n, m: (n - 1 - r, c)),),
    "both": ((lambda r, c, n, m: (r, m - 1 - c)), (lambda r, c, n, m: (n - 1 - r, c))),
    "half_turn": ((lambda r, c, n, m: (n - 1 - r, m - 1 - c)),),
    "diagonal": ((lambda r, c, n, m: (c, r)),),
    "square": ((lambda r, c, n, m: (c, n - 1 - r)), (lambda r, c, n, m: (c, r))),
}
_WORDS = {
    "vertical": "is mirror-symmetric about its vertical centre line (each row reads the same backwards)",
    "horizontal": "is mirror-symmetric about its horizontal centre line (each column reads the same upside down)",
    "both": "is mirror-symmetric about both its vertical and its horizontal centre lines",
    "half_turn": "looks the same after a half turn (180° rotation) about its centre",
    "diagonal": "is mirror-symmetric about its main diagonal (top-left to bottom-right): cell (r, c) equals cell (c, r)",
    "square": "has every symmetry of the square: it looks the same after any quarter turn and in any of its four mirror lines",
}
_SQUARE_ONLY = ("diagonal", "square")


def orbit(r: int, c: int, kind: str, rows: int, cols: int) -> list[tuple[int, int]]:
    """The cells that the symmetry ties to (r, c), itself included, in discovery order."""
    seen, stack = [(r, c)], [(r, c)]
    while stack:
        cr, cc = stack.pop()
        for g in _GENERATORS[kind]:
            p = g(cr, cc, rows, cols)
            if p not in seen:
                seen.append(p)
                stack.append(p)
    return seen


@dataclass(frozen=True)
class Config:
    rows: int = 4
    cols: int = 4
    colours: int = 3
    hidden: float = 0.25
    kinds: tuple = ("vertical", "horizontal")

    def __post_init__(self) -> None:
        if not 2 <= self.rows <= 12 or not 2 <= self.cols <= 12 or not 2 <= self.colours <= 9:
            raise ValueError(f"need rows, cols in 2..12 and colours in 2..9, got {self.rows}, {self.cols}, {self.colours}")
        if not 0 < self.hidden < 0.6 or not self.kinds or any(k not in _GENERATORS for k in self.kinds):
            raise ValueError(f"need hidden in (0, 0.6) and kinds from {sorted(_GENERATORS)}, got {self.hidden}, {self.kinds}")
        if self.rows != self.cols and any(k in _SQUARE_ONLY for k in self.kinds):
            raise ValueError(f"diagonal and square symmetry need a square grid, got {self.rows}x{self.cols}")


_TEMPLATES = (
    "The picture below {sym}. Cells marked ? are hidden. Fill in every hidden cell.\n{grid}",
    "This grid of colour codes {sym}, but some cells were erased (?). Restore the complete grid.\n{grid}",
    "Complete the pattern: the full grid {sym}. Replace each ? by the digit it must be.\n{grid}",
    "A tile design {sym}. Part of it is covered (?):\n{grid}\nWhat does the whole design look like?",
)


class SymmetryComplete(SymbolGridAnswer, Bootcamp):
    id = "spatial/symmetry_complete"
    description = "Fill the hidden cells of a grid with a stated mirror or rotational symmetry"
    Config = Config
    grid_symbols = {str(d): str(d) for d in range(1, 10)}
    LEVELS = {
        "1": Config(rows=4, cols=5, colours=3, hidden=0.2, kinds=("vertical", "horizontal")),
        "2": Config(rows=5, cols=5, colours=4, hidden=0.25, kinds=("vertical", "horizontal", "half_turn")),
        "3": Config(rows=6, cols=6, colours=4, hidden=0.3, kinds=("both", "half_turn", "diagonal")),
        "4": Config(rows=7, cols=7, colours=5, hidden=0.35, kinds=("both", "half_turn", "diagonal", "square")),
        "5": Config(rows=9, cols=9, colours=6, hidden=0.4, kinds=("both", "diagonal", "square")),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[str]]]:
        kind = rng.choice(config.kinds)
        n, m = config.rows, config.cols
        full: list[list[str]] = [[""] * m for _ in range(n)]
        orbits = []
        for r in range(n):
            for c in range(m):
                if not full[r][c]:
                    cells = orbit(r, c, kind, n, m)
                    colour = str(rng.randint(1, config.colours))
                    for rr, cc in cells:
                        full[rr][cc] = colour
                    orbits.append(cells)
        shown = [list(row) for row in full]
        for cells in orbits:
            if len(cells) == 1:
                continue  # a cell on every mirror line has no partner: it stays visible
            hide = [p for p in cells if rng.random() < config.hidden]
            if len(hide) == len(cells):
                hide.pop(rng.randrange(len(hide)))  # keep one partner visible
            for r, c in hide:
                shown[r][c] = "?"
        if not any("?" in row for row in shown):
            r, c = next(cells[0] for cells in orbits if len(cells) > 1)
            shown[r][c] = "?"
        data = {"grid": ["".join(row) for row in shown], "kind": kind}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(sym=_WORDS[data["kind"]], grid=rows_text(data["grid"]))
        n, m = len(data["grid"]), len(data["grid"][0])
        form = f"the completed grid, {n} lines of {m} digits"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[str]]) -> str:
        return rows_text(answer)

    def program(self, t: Tracer, data: dict) -> list[list[str]]:
        grid = data["grid"]
        n, m = len(grid), len(grid[0])
        out = [list(row) for row in grid]
        for r in range(n):
            for c in range(m):
                if grid[r][c] != "?":
                    continue
                t.state(f"cell [{r}, {c}] (0-based)")
                partners = t.compute("partners", [list(p) for p in orbit(r, c, data["kind"], n, m)[1:]], why="cells the symmetry maps it to")
                seen = t.fetch("values", [grid[pr][pc] for pr, pc in partners])
                out[r][c] = t.compute("value", next(v for v in seen if v != "?"), why="a visible partner's digit")
        t.state("answer")
        return t.compute("answer", [list(row) for row in out])

    def solve(self, data: dict) -> list[list[str]]:
        # copy visible digits along every generator until nothing changes
        grid = [list(row) for row in data["grid"]]
        n, m = len(grid), len(grid[0])
        changed = True
        while changed:
            changed = False
            for r in range(n):
                for c in range(m):
                    if grid[r][c] == "?":
                        continue
                    for g in _GENERATORS[data["kind"]]:
                        pr, pc = g(r, c, n, m)
                        if grid[pr][pc] == "?":
                            grid[pr][pc] = grid[r][c]
                            changed = True
        return grid


BOOTCAMP = SymmetryComplete()
