"""Line-rule sudokus on small boards (4x4 with 2x2 boxes, 6x6 with 2x3 boxes): a sudoku plus
lines drawn through king-adjacent cells, each line obeying one rule (a thermometer rises from its
bulb; a whisper line's neighbours differ by at least half the board; a renban line holds a run of
consecutive digits; an arrow's shaft sums to its circle). Everything but the rule is shared here,
in ``LineSudoku``:

- ``generate`` draws a random solved board, lines whose gold digits obey the rule
  (``kit.puzzle11.draw_lines``), then reveals gold digits where a second solution differs until
  the constraint search (kit.backtrack) finds one solution;
- ``program`` is that constraint search, traced (singles first, then a guess at the cell with the
  fewest candidates);
- ``solve`` is a different method: reading-order backtracking that checks, after each placement,
  every line through the cell with the rule's own test on a partly filled line.

A rule subclass gives ``start_ok``/``step_ok`` (drawing), ``constrain`` (the rule as Problem
constraints), ``partial_ok`` (the rule on a partly filled line), its templates and names. A rule
whose lines are drawn another way (arrows: a circle, then a shaft that sums to it) overrides
``draw`` and ``line_text`` instead of ``start_ok``/``step_ok``, and may keep its lines under
another data key (``lines_key``)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import permutations, product
from typing import ClassVar, Sequence

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Problem, reveal_until_unique, traced_search
from bootcamps.kit.boards import DigitGridAnswer
from bootcamps.kit.grids import answer_line, cell_name
from bootcamps.kit.puzzle11 import BOXES, draw_lines, fill_cells, random_sudoku_cells, sudoku_problem
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class LineConfig:
    size: int = 6
    lines: int = 4
    min_length: int = 3  # cells on a line
    max_length: int = 4
    extra: int = 0  # gold digits shown beyond those uniqueness needs (an easier start)

    def __post_init__(self) -> None:
        if self.size not in BOXES:
            raise ValueError(f"size must be 4 or 6, got {self.size}")
        if not 1 <= self.lines <= self.size + 2:
            raise ValueError(f"lines must be in 1..{self.size + 2}, got {self.lines}")
        if not 2 <= self.min_length <= self.max_length <= self.size:
            raise ValueError(f"need 2 <= min_length <= max_length <= size, got {self.min_length}, {self.max_length}")
        if not 0 <= self.extra <= self.size * self.size // 2:
            raise ValueError(f"extra must be in 0..{self.size * self.size // 2}, got {self.extra}")


class LineSudoku(DigitGridAnswer, Bootcamp):
    Config = LineConfig
    multiline_answer = True
    line_name: ClassVar[str]  # "Thermometer 1: ..." in the prompt
    templates: ClassVar[tuple[str, ...]]  # fields: n, bh, bw, blank, grid, lines, rule
    lines_key: ClassVar[str] = "lines"  # where the case data keeps the lines

    # ---------------------------------------------------------------- the rule (subclasses)

    def start_ok(self, n: int, x: int, length: int) -> bool:
        """Whether a line of ``length`` cells may start on a cell holding ``x``."""
        raise NotImplementedError

    def step_ok(self, n: int, digits: list[int], x: int, left: int) -> bool:
        """Whether a line whose digits so far are ``digits`` may go on to a cell holding ``x``,
        with ``left`` cells still to come after it."""
        raise NotImplementedError

    def constrain(self, problem: Problem, n: int, line: list[int]) -> None:
        """Add the rule for one line (its cells in order) to a sudoku ``Problem``."""
        raise NotImplementedError

    def partial_ok(self, n: int, digits: list[int]) -> bool:
        """The rule on a partly filled line (0 = empty), from scratch: False only when no filling
        of the empty cells can obey it."""
        raise NotImplementedError

    def rule_text(self, n: int) -> str:
        """The rule in words for the prompt (default: nothing beyond the template)."""
        return ""

    def draw(self, config, gold: list[int], rng: random.Random) -> list[list[int]]:
        """The lines (cell indexes in order) on the solved board ``gold``: by default king-step
        paths grown with ``start_ok``/``step_ok``."""
        n = config.size
        return draw_lines(n, gold, config.lines, config.min_length, config.max_length, rng,
                          start_ok=lambda x, length: self.start_ok(n, x, length),
                          step_ok=lambda digits, x, left: self.step_ok(n, digits, x, left))

    def line_text(self, index: int, line: list[int], n: int, arrow: str) -> str:
        """One line in the prompt: its name and number, then its cells joined by ``arrow``."""
        return f"{self.line_name} {index + 1}: " + arrow.join(cell_name(*divmod(v, n)) for v in line)

    # ---------------------------------------------------------------- shared

    def build(self, n: int, lines: list[list[int]], shown: dict[int, int]) -> Problem:
        problem = sudoku_problem(n, shown)
        for line in lines:
            self.constrain(problem, n, line)
        return problem

    def generate(self, config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        n = config.size
        gold = random_sudoku_cells(n, rng)
        lines = self.draw(config, gold, rng)
        start = {v: gold[v] for v in rng.sample(range(n * n), config.extra)}
        shown = reveal_until_unique(lambda s: self.build(n, lines, s), gold, rng, start)
        data = {"size": n, self.lines_key: lines, "givens": [[shown.get(r * n + c, 0) for c in range(n)] for r in range(n)]}
        return data, [gold[r * n : (r + 1) * n] for r in range(n)]

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = data["size"]
        blank = rng.choice((".", "_"))
        arrow = rng.choice((" -> ", " > ", ", "))
        grid = "\n".join(" ".join(str(x) if x else blank for x in row) for row in data["givens"])
        lines = "\n".join(self.line_text(i, line, n, arrow) for i, line in enumerate(data[self.lines_key]))
        bh, bw = BOXES[n]
        text = rng.choice(self.templates).format(n=n, bh=bh, bw=bw, blank=blank, grid=grid, lines=lines,
                                                 rule=self.rule_text(n))
        form = f"the solved grid, {n} rows of {n} digits from top to bottom separated by semicolons (for example 12;21)"
        return f"{text}\n\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return answer_line(answer)

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        """The constraint search: singles first, then a guess at the cell with the fewest
        candidates; each placement narrows its row, column, box and line neighbours."""
        n = data["size"]
        shown = {r * n + c: x for r, row in enumerate(data["givens"]) for c, x in enumerate(row) if x}
        names = [cell_name(r, c) for r in range(n) for c in range(n)]
        values = traced_search(t, self.build(n, data[self.lines_key], shown), names) or []
        return [values[r * n : (r + 1) * n] for r in range(n)] if len(values) == n * n else []

    def solve(self, data: dict) -> list[list[int]]:
        """Reading-order backtracking; after each placement every line through the cell is
        checked with ``partial_ok`` on its current digits."""
        n = data["size"]
        givens = [x for row in data["givens"] for x in row]
        through: dict[int, list[list[int]]] = {}
        for line in data[self.lines_key]:
            for v in line:
                through.setdefault(v, []).append(line)

        def check(grid: list[int], v: int) -> bool:
            return all(self.partial_ok(n, [grid[w] for w in line]) for line in through.get(v, ()))

        found = fill_cells(n, givens, check, limit=1)
        return [found[0][r * n : (r + 1) * n] for r in range(n)] if found else []


def pairs_with_gap(n: int, gap: int) -> list[tuple[int, int]]:
    """Ordered pairs of digits 1..n at least ``gap`` apart."""
    return [(a, b) for a in range(1, n + 1) for b in range(1, n + 1) if abs(a - b) >= gap]


def consecutive_runs(n: int, length: int) -> list[tuple[int, ...]]:
    """Every ordering of every run of ``length`` consecutive digits within 1..n."""
    return [p for low in range(1, n - length + 2) for p in permutations(range(low, low + length))]


def placed(digits: Sequence[int]) -> list[int]:
    return [x for x in digits if x]


def between_rows(n: int, length: int) -> list[tuple[int, ...]]:
    """Every filling of a ``length``-cell between line: two end digits, and middle digits (repeats
    allowed) strictly between them."""
    out = []
    for a in range(1, n + 1):
        for b in range(1, n + 1):
            lo, hi = min(a, b), max(a, b)
            for middle in product(range(lo + 1, hi), repeat=length - 2):
                out.append((a, *middle, b))
    return out
