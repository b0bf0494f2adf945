"""Boggle: which listed words can be traced on a letter board through touching cells (diagonals
included), each cell used at most once per word. Unlike a word search, a word may bend at every
letter; the decoys use only letters that are on the board."""

from __future__ import annotations

import random
import string
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.wordlist import common_words
from bootcamps.kit.words2 import WordSetAnswer, board_path, neighbours, random_walk
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    size: int = 3
    n_words: int = 4
    max_len: int = 5

    def __post_init__(self) -> None:
        if not 3 <= self.size <= 6:
            raise ValueError(f"size must be 3..6, got {self.size}")
        if not 2 <= self.n_words <= 16 or not 3 <= self.max_len <= 8:
            raise ValueError(f"need 2 <= n_words <= 16 and 3 <= max_len <= 8, got {self.n_words}, {self.max_len}")


_TEMPLATES = (
    "A Boggle board:\n{board}\nA word is traced by moving from a cell to any of the up to eight cells touching it "
    "(horizontally, vertically or diagonally), never using the same cell twice in one word. "
    "Which of these words can be traced: {words}?",
    "Candidate words: {words}.\nOn the letter board below, a word is formed by a chain of cells where each cell "
    "touches the previous one (sides or corners) and no cell is visited twice.\n{board}\n"
    "List every candidate that can be formed.",
    "Here is a grid of letter dice:\n{board}\nSpell words by stepping between adjacent dice, diagonal steps "
    "allowed, each die at most once per word; the path may turn at any letter. "
    "Of the words {words}, which can be spelled?",
)


class Boggle(WordSetAnswer, Bootcamp):
    id = "wordplay/boggle"
    description = "Which listed words can be traced on a Boggle board (touching cells, diagonals, no reuse)"
    Config = Config
    LEVELS = {
        "1": Config(size=3, n_words=4, max_len=4),
        "2": Config(size=4, n_words=6, max_len=5),
        "3": Config(size=4, n_words=8, max_len=6),
        "4": Config(size=5, n_words=10, max_len=7),
        "5": Config(size=5, n_words=14, max_len=8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        n = config.size
        pool = [w for w in common_words() if 3 <= len(w) <= config.max_len]
        while True:
            cells = [""] * (n * n)
            for word in rng.sample(pool, 12):  # lay a few words along random paths
                path = random_walk(rng, n, len(word))
                if path and all(cells[p] in ("", ch) for p, ch in zip(path, word)):
                    for p, ch in zip(path, word):
                        cells[p] = ch
            board = "".join(ch or rng.choice(string.ascii_lowercase) for ch in cells)
            on_board = set(board)
            usable = [w for w in pool if set(w) <= on_board]
            found = [w for w in usable if board_path(board, n, w)]
            decoys = [w for w in usable if w not in found]
            k_found = rng.randint(max(1, config.n_words // 3), config.n_words - config.n_words // 3)
            if len(found) >= k_found and len(decoys) >= config.n_words - k_found:
                words = rng.sample(found, k_found) + rng.sample(decoys, config.n_words - k_found)
                rng.shuffle(words)
                data = {"board": board, "size": n, "words": words}
                return data, sorted(w for w in words if w in found)

    def prompt(self, data: dict, rng: random.Random) -> str:
        n, board = data["size"], data["board"].upper()
        grid = "\n".join(" ".join(board[r * n : (r + 1) * n]) for r in range(n))
        text = rng.choice(_TEMPLATES).format(board=grid, words=", ".join(w.upper() for w in data["words"]))
        return f"{text}\n{answer_instruction('the traceable words separated by commas, e.g. <answer>CAT, DOG</answer> (none if no word can be traced)')}"

    def program(self, t: Tracer, data: dict) -> list[str]:
        board, n = data["board"], data["size"]
        found: list[str] = []
        for i in range(len(data["words"])):
            t.state(f"word {i}")
            word = t.fetch(f"words[{i}]", data["words"][i])
            path = board_path(board, n, word)
            cells = t.compute("path", None if path is None else [f"r{p // n + 1}c{p % n + 1}" for p in path],
                              why="touching cells spelling the word, none if no path")
            if t.goto(cells is not None, why="keep the word when a path exists"):
                found = t.compute("found", found + [word], why="found + word")
        t.state("answer")
        return t.compute("answer", sorted(t.fetch("found", found)), why="found words sorted")

    def solve(self, data: dict) -> list[str]:
        # Breadth over prefixes: the set of (last cell, used-cell bitmask) states after each letter.
        board, n = data["board"], data["size"]
        out = []
        for word in data["words"]:
            states = {(c, 1 << c) for c in range(n * n) if board[c] == word[0]}
            for ch in word[1:]:
                states = {(m, used | 1 << m) for c, used in states for m in neighbours(n, c)
                          if board[m] == ch and not used >> m & 1}
            if states:
                out.append(word)
        return sorted(out)


BOOTCAMP = Boggle()
