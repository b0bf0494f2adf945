"""Fill a small crossword grid from a word list: every across and down entry (a run of two or
more open cells between blocks or edges) must be a listed word, and no listed word is used
twice; at higher levels some listed words fit nowhere. The grid is filled at random from web2
words (see ``bootcamps.kit.wordlist``), which may be rare: the solver only matches letters. The
generator counts fills from the list by backtracking and regenerates unless there is exactly
one. No pattern is its own transpose (that would always allow a second, flipped fill).

Speed: a random fill of a dense grid from web2 plus the uniqueness search costs a few
milliseconds, so level 3 makes about 150 cases/s and level 5 (6x6) about 20/s."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.grids import read_grid
from bootcamps.kit.wordlist import full_words_of_length
from bootcamps.trace import Tracer

# block patterns: '.' open, '#' block
_SHAPES = {  # none is its own transpose, so no fill can be flipped into a second one
    "3x4": ("....", "....", "...."),
    "4x5": ("#....", ".....", ".....", "....#"),
    "5x5": ("##...", "#....", ".....", ".....", "...##"),
    "5x6": ("##....", "#.....", "......", ".....#", "....##"),
    "6x6": ("###...", "#.....", "......", "......", ".....#", "...###"),
}


@dataclass(frozen=True)
class Config:
    shape: str = "3x4"
    extras: int = 0  # listed words that fit nowhere in the solution

    def __post_init__(self) -> None:
        if self.shape not in _SHAPES:
            raise ValueError(f"shape must be one of {sorted(_SHAPES)}, got {self.shape!r}")
        if not 0 <= self.extras <= 8:
            raise ValueError(f"extras must be in 0..8, got {self.extras}")


def slots(shape: tuple[str, ...]) -> list[tuple[str, list[tuple[int, int]]]]:
    """The entries of a block pattern: ("across"|"down", cells), runs of two or more open cells,
    across ones first, each in reading order."""
    out = []
    h, w = len(shape), len(shape[0])
    for direction, lines in (("across", [[(r, c) for c in range(w)] for r in range(h)]),
                             ("down", [[(r, c) for r in range(h)] for c in range(w)])):
        for line in lines:
            run: list[tuple[int, int]] = []
            for cell in line + [None]:
                if cell is not None and shape[cell[0]][cell[1]] == ".":
                    run.append(cell)
                    continue
                if len(run) >= 2:
                    out.append((direction, run))
                run = []
    return out


@lru_cache(maxsize=None)
def _index(length: int) -> dict[tuple[int, str], frozenset[str]]:
    """Web2 words of a length grouped by (position, letter)."""
    groups: dict[tuple[int, str], set[str]] = {}
    for w in full_words_of_length(length):
        for i, c in enumerate(w):
            groups.setdefault((i, c), set()).add(w)
    return {k: frozenset(v) for k, v in groups.items()}


def _random_fill(shape: tuple[str, ...], rng: random.Random, budget: int = 400) -> dict | None:
    """A random fill of the pattern with different web2 words (most constrained entry first)."""
    entries = slots(shape)
    grid: dict[tuple[int, int], str] = {}
    used: set[str] = set()
    steps = [0]

    def options(cells):
        fixed = [(i, grid[cell]) for i, cell in enumerate(cells) if cell in grid]
        if not fixed:
            return list(full_words_of_length(len(cells)))
        idx = _index(len(cells))
        sets = sorted((idx.get(k, frozenset()) for k in fixed), key=len)
        return sorted(sets[0].intersection(*sets[1:]) - used)

    def extend(left: list) -> bool:
        if not left:
            return True
        steps[0] += 1
        if steps[0] > budget:
            return False
        scored = [(len(options(cells)), k) for k, (_, cells) in enumerate(left)]
        n, k = min(scored)
        if n == 0:
            return False
        cells = left[k][1]
        opts = options(cells)
        for word in rng.sample(opts, min(6, len(opts))):
            if word in used:
                continue
            new = [cell for cell in cells if cell not in grid]
            for cell, c in zip(cells, word):
                grid[cell] = c
            used.add(word)
            if extend(left[:k] + left[k + 1:]):
                return True
            used.discard(word)
            for cell in new:
                del grid[cell]
        return False

    return grid if extend(entries) else None


def fills(shape: tuple[str, ...], words: list[str], limit: int = 2) -> list[list[str]]:
    """Every fill (up to ``limit``) of the pattern with different listed words, as rows."""
    entries = slots(shape)
    found: list[list[str]] = []
    grid: dict[tuple[int, int], str] = {}

    def extend(k: int, used: frozenset[str]) -> None:
        if len(found) >= limit:
            return
        if k == len(entries):
            found.append(["".join(grid.get((r, c), "#") for c in range(len(shape[0]))) for r in range(len(shape))])
            return
        cells = entries[k][1]
        for w in words:
            if w in used or len(w) != len(cells) or any(cell in grid and grid[cell] != ch for cell, ch in zip(cells, w)):
                continue
            new = [cell for cell in cells if cell not in grid]
            for cell, ch in zip(cells, w):
                grid[cell] = ch
            extend(k + 1, used | {w})
            for cell in new:
                del grid[cell]

    extend(0, frozenset())
    return found


def _draw(shape: tuple[str, ...]) -> str:
    return "\n".join(" ".join(row) for row in shape)


_TEMPLATES = (
    "Fill this crossword grid ('.' is an open cell, '#' a block):\n{grid}\n{rule}\nWords: {words}",
    "Crossword fill-in. {rule}\nGrid ('#' = black square, '.' = white square to fill):\n{grid}\n"
    "Word list: {words}",
    "Here is a word list: {words}\nand an empty crossword grid where '#' marks a block and '.' a cell to fill:\n"
    "{grid}\n{rule}",
)


class CrosswordFill(Bootcamp):
    id = "wordplay/crossword_fill"
    description = "Fill a small crossword grid so every across and down entry is a different listed word"
    Config = Config
    multiline_answer = True
    LEVELS = {
        "1": Config(shape="3x4", extras=0),
        "2": Config(shape="4x5", extras=1),
        "3": Config(shape="5x5", extras=2),
        "4": Config(shape="5x6", extras=3),
        "5": Config(shape="6x6", extras=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        shape = _SHAPES[config.shape]
        while True:
            grid = _random_fill(shape, rng)
            if grid is None:
                continue
            entries = ["".join(grid[cell] for cell in cells) for _, cells in slots(shape)]
            extras: list[str] = []
            while len(extras) < config.extras:  # decoys: an entry's length and first letter
                e = rng.choice(entries)
                w = rng.choice(sorted(_index(len(e))[(0, e[0])]))
                if w not in entries and w not in extras:
                    extras.append(w)
            words = sorted(entries + extras)
            found = fills(shape, words)
            if len(found) == 1:
                return {"shape": list(shape), "words": words}, found[0]

    def prompt(self, data: dict, rng: random.Random) -> str:
        shape = data["shape"]
        n = len(slots(shape))
        spare = len(data["words"]) - n
        rule = (f"Write a letter in every open cell so that each of the {n} entries (every run of two or more "
                "open cells reading left to right or top to bottom, ended by a block or the edge) is a word "
                "from the list, with no word used twice.")
        rule += (f" Exactly {spare} listed words are not used." if spare else " Every listed word is used exactly once.")
        text = rng.choice(_TEMPLATES).format(grid=_draw(shape), rule=rule,
                                             words=", ".join(w.upper() for w in data["words"]))
        example = " / ".join("".join("A" if ch == "." else "#" for ch in row) for row in shape)
        return f"{text}\n{answer_instruction(f'the filled grid, one row per line (or rows separated by /), letters with # for blocks, shaped like {example}')}"

    def check(self, data: dict, answer: Any, text: str) -> float:
        if isinstance(text, str):
            text = text.replace("/", ";")
        symbols = {c: c for c in "abcdefghijklmnopqrstuvwxyz#"}
        got = read_grid(text, len(answer), len(answer[0]), symbols)
        return 1.0 if got is not None and ["".join(row) for row in got] == list(answer) else 0.0

    def format_answer(self, answer: Any) -> str:
        return "\n".join(row.upper() for row in answer)

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        rows = list(case.answer)
        out = []
        r = rng.randrange(len(rows))
        letters = [i for i, ch in enumerate(rows[r]) if ch != "#"]
        i = rng.choice(letters)
        changed = rows[:]
        changed[r] = rows[r][:i] + ("e" if rows[r][i] != "e" else "a") + rows[r][i + 1:]
        out.append(self.format_answer(changed))
        out.append(self.format_answer(["".join(col) for col in zip(*rows)] if rows != ["".join(c) for c in zip(*rows)] else changed))
        out.append(self.format_answer(rows[::-1] if rows != rows[::-1] else changed))
        return out

    def program(self, t: Tracer, data: dict) -> list[str]:
        t.state("grid")
        shape = t.fetch("shape", data["shape"])
        words = t.fetch("words", data["words"])
        entries = slots(shape)
        t.compute("entries", [f"{d} at row {c[0][0] + 1} col {c[0][1] + 1}, {len(c)} letters" for d, c in entries],
                  why="runs of two or more open cells")
        for d, cells in entries:
            t.state(f"{d} at row {cells[0][0] + 1} col {cells[0][1] + 1}, {len(cells)} letters")
            t.compute("same length", [w for w in words if len(w) == len(cells)], why="listed words that could go here")
        grid: dict[tuple[int, int], str] = {}
        used: list[str] = []

        def pattern(cells):
            return "".join(grid.get(cell, "?") for cell in cells)

        def fits(w, cells):
            return w not in used and len(w) == len(cells) and all(p in "?" + ch for p, ch in zip(pattern(cells), w))

        def extend(left: list) -> bool:
            if not left:
                return True
            # the entry with fewest fitting words next
            k = min(range(len(left)), key=lambda j: sum(fits(w, left[j][1]) for w in words))
            d, cells = left[k]
            where = f"{d} at row {cells[0][0] + 1} col {cells[0][1] + 1}"
            t.state(where)
            pat = t.compute("pattern", pattern(cells), why="letters already placed, ? for empty")
            options = t.compute("fitting words", [w for w in words if fits(w, cells)], why="unused listed words matching the pattern")
            for w in options:
                t.compute("try", w)
                for cell, ch in zip(cells, w):
                    grid[cell] = ch
                used.append(w)
                if extend(left[:k] + left[k + 1:]):
                    return True
                t.state(f"back to {where}")
                used.pop()
                for cell, ch in zip(cells, pat):
                    if ch == "?":
                        del grid[cell]
            t.goto(False, why="no listed word fits, undo")
            return False

        extend(entries)
        rows = ["".join(grid.get((r, c), "#") for c in range(len(shape[0]))) for r in range(len(shape))]
        for d, cells in entries:
            t.state(f"check {d} at row {cells[0][0] + 1} col {cells[0][1] + 1}")
            t.goto(t.compute("reads", pattern(cells)) in words, why="the entry is a listed word")
        t.state("answer")
        return t.compute("answer", rows, why="the filled rows")

    def solve(self, data: dict) -> list[str]:
        # choose the across entries first, then check every down entry is another listed word
        import itertools

        shape = data["shape"]
        words = data["words"]
        entries = slots(shape)
        across = [cells for d, cells in entries if d == "across"]
        down = [cells for d, cells in entries if d == "down"]
        choices = [[w for w in words if len(w) == len(cells)] for cells in across]
        for pick in itertools.product(*choices):
            if len(set(pick)) < len(pick):
                continue
            grid = {cell: ch for w, cells in zip(pick, across) for cell, ch in zip(cells, w)}
            downs = ["".join(grid[cell] for cell in cells) for cells in down]
            if all(x in words for x in downs) and len(set(pick) | set(downs)) == len(entries):
                return ["".join(grid.get((r, c), "#") for c in range(len(shape[0]))) for r in range(len(shape))]
        raise ValueError("no fill")


BOOTCAMP = CrosswordFill()
