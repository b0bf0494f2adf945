"""Which words of a list appear in a letter grid, reading in straight lines in the stated directions."""

from __future__ import annotations

import random
import string
from dataclasses import dataclass
from typing import Any

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.wordlist import common_words
from bootcamps.parse import split_items
from bootcamps.trace import Tracer

# (row step, column step) and how the prompt names it
_STEPS = {
    "right": (0, 1), "down": (1, 0), "down-right": (1, 1), "up-right": (-1, 1),
    "left": (0, -1), "up": (-1, 0), "up-left": (-1, -1), "down-left": (1, -1),
}
DIRECTION_SETS = {
    "basic": ("right", "down"),
    "diagonal": ("right", "down", "down-right", "up-right"),
    "all": tuple(_STEPS),
}
_NAMES = {
    "right": "left to right", "down": "top to bottom", "down-right": "diagonally down and to the right",
    "up-right": "diagonally up and to the right", "left": "right to left", "up": "bottom to top",
    "up-left": "diagonally up and to the left", "down-left": "diagonally down and to the left",
}


@dataclass(frozen=True)
class Config:
    size: int = 5
    n_hidden: int = 2
    n_decoys: int = 2
    directions: str = "basic"

    def __post_init__(self) -> None:
        if not 4 <= self.size <= 14:
            raise ValueError(f"size must be 4..14, got {self.size}")
        if not 1 <= self.n_hidden <= self.size or not 0 <= self.n_decoys <= 12:
            raise ValueError(f"need 1 <= n_hidden <= size and 0 <= n_decoys <= 12, got {self.n_hidden}, {self.n_decoys}")
        if self.directions not in DIRECTION_SETS:
            raise ValueError(f"directions must be one of {', '.join(DIRECTION_SETS)}, got {self.directions!r}")


def find(grid: list[str], word: str, directions: tuple[str, ...]) -> list[int | str] | None:
    """[row, column, direction] of the first place the word starts (reading order), or None."""
    n = len(grid)
    for r in range(n):
        for c in range(n):
            if grid[r][c] != word[0]:
                continue
            for d in directions:
                dr, dc = _STEPS[d]
                er, ec = r + dr * (len(word) - 1), c + dc * (len(word) - 1)
                if 0 <= er < n and 0 <= ec < n and all(grid[r + dr * k][c + dc * k] == word[k] for k in range(len(word))):
                    return [r, c, d]
    return None


def _place(rng: random.Random, cells: list[list[str]], word: str, directions: tuple[str, ...]) -> bool:
    n = len(cells)
    for _ in range(60):
        dr, dc = _STEPS[rng.choice(directions)]
        r, c = rng.randrange(n), rng.randrange(n)
        spots = [(r + dr * k, c + dc * k) for k in range(len(word))]
        if all(0 <= y < n and 0 <= x < n and cells[y][x] in ("", ch) for (y, x), ch in zip(spots, word)):
            for (y, x), ch in zip(spots, word):
                cells[y][x] = ch
            return True
    return False


_TEMPLATES = (
    "Here is a letter grid:\n{grid}\nWhich of these words can be found in it: {words}? A word is found when its letters fill consecutive cells along a straight line, read {dirs}.",
    "Word search. Grid:\n{grid}\nCandidate words: {words}. A word counts as present only if it reads, letter after letter in neighbouring cells on one straight line, {dirs}. List the candidates that are present.",
    "Look for the words {words} in the grid below. Words run in straight lines of adjacent cells and may read {dirs} (no other directions, no bending).\n{grid}\nWhich of the words are in the grid?",
)


class WordSearch(Bootcamp):
    id = "wordplay/word_search"
    description = "Find which listed words appear in a letter grid along the stated directions"
    Config = Config
    LEVELS = {
        "1": Config(size=5, n_hidden=2, n_decoys=2, directions="basic"),
        "2": Config(size=6, n_hidden=3, n_decoys=3, directions="basic"),
        "3": Config(size=7, n_hidden=4, n_decoys=4, directions="diagonal"),
        "4": Config(size=8, n_hidden=5, n_decoys=5, directions="all"),
        "5": Config(size=10, n_hidden=7, n_decoys=7, directions="all"),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        directions = DIRECTION_SETS[config.directions]
        pool = [w for w in common_words() if 3 <= len(w) <= min(config.size, 7)]
        cells = [[""] * config.size for _ in range(config.size)]
        hidden: list[str] = []
        for word in rng.sample(pool, len(pool)):
            if len(hidden) == config.n_hidden:
                break
            if _place(rng, cells, word, directions):
                hidden.append(word)
        rest = [w for w in pool if w not in hidden]
        decoys = rng.sample(rest, config.n_decoys)
        grid = ["".join(ch or rng.choice(string.ascii_lowercase) for ch in row) for row in cells]
        words = hidden + decoys
        rng.shuffle(words)
        data = {"grid": grid, "words": words, "directions": config.directions}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        grid = "\n".join(" ".join(row.upper()) for row in data["grid"])
        names = [_NAMES[d] for d in DIRECTION_SETS[data["directions"]]]
        dirs = ", ".join(names[:-1]) + " or " + names[-1]
        text = rng.choice(_TEMPLATES).format(grid=grid, words=", ".join(w.upper() for w in data["words"]), dirs=dirs)
        return f"{text}\n{answer_instruction('the words found, separated by commas, e.g. <answer>CAT, DOG</answer>')}"

    def check(self, data: dict, answer: Any, text: str) -> float:
        if len(text) > 20 * (len(data["words"]) + 2):
            return 0.0
        items = split_items(text.strip().rstrip("."))
        if items is None or not all(i.isascii() and i.isalpha() for i in items):
            return 0.0
        items = [i.lower() for i in items]
        return 1.0 if len(items) == len(set(items)) and set(items) == set(answer) else 0.0

    def format_answer(self, answer: Any) -> str:
        return ", ".join(w.upper() for w in answer)

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        absent = [w for w in case.data["words"] if w not in gold]
        out = [self.format_answer(gold[1:])] if len(gold) > 1 else []
        if absent:
            out.append(self.format_answer(gold + [rng.choice(absent)]))
            out.append(self.format_answer(gold[:-1] + [rng.choice(absent)]))
        return out or [self.format_answer(gold + ["zzz"])]

    def program(self, t: Tracer, data: dict) -> list[str]:
        directions = DIRECTION_SETS[data["directions"]]
        found: list[str] = []
        for i in range(len(data["words"])):
            t.state(f"word {i}")
            word = t.fetch(f"words[{i}]", data["words"][i])
            at = t.compute("at", find(data["grid"], word, directions), why="first start cell and direction, or none")
            if t.goto(at is not None, why="keep the word when found"):
                found = t.compute("found", found + [word], why="found + word")
        t.state("answer")
        return t.compute("answer", sorted(t.fetch("found", found)), why="found in alphabetical order")

    def solve(self, data: dict) -> list[str]:
        # Every line of the grid in each allowed direction as a string; a word is present iff it is
        # a substring of one of them.
        grid, n = data["grid"], len(data["grid"])
        lines = []
        for d in DIRECTION_SETS[data["directions"]]:
            dr, dc = _STEPS[d]
            for r in range(n):
                for c in range(n):
                    if 0 <= r - dr < n and 0 <= c - dc < n:
                        continue  # not the first cell of its line
                    cells, y, x = [], r, c
                    while 0 <= y < n and 0 <= x < n:
                        cells.append(grid[y][x])
                        y, x = y + dr, x + dc
                    lines.append("".join(cells))
        return sorted(w for w in data["words"] if any(w in line for line in lines))


BOOTCAMP = WordSearch()
