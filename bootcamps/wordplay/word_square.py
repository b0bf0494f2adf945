"""Build the one symmetric word square (row i reads the same as column i) from a list of
candidate words, each used at most once. The generator checks that exactly one square can be
made from the list; decoys share first letters with the square's words so that rows must be
matched against the columns, not just picked."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from itertools import permutations

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.strings import WordSequenceAnswer
from bootcamps.kit.wordlist import common_words
from bootcamps.kit.words3 import random_square, square_solutions, words_line
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    size: int = 3
    decoys: int = 2

    def __post_init__(self) -> None:
        if self.size not in (3, 4):
            raise ValueError(f"size must be 3 or 4, got {self.size}")
        if not 0 <= self.decoys <= 20:
            raise ValueError(f"decoys must be in 0..20, got {self.decoys}")


@lru_cache(maxsize=None)
def _pool(size: int) -> tuple[str, ...]:
    return tuple(w for w in common_words() if len(w) == size)


_TEMPLATES = (
    "Make a {n}x{n} word square from these words: choose {n} different words and stack them as rows so that "
    "the first row reads the same as the first column, the second row the same as the second column, and so "
    "on. Exactly one such square can be made.\nWords: {words}",
    "Word square puzzle. Using each word at most once, pick {n} of the words below and order them as the rows "
    "of a {n}x{n} letter grid in which every row, read left to right, equals the column with the same number, "
    "read top to bottom. There is exactly one way.\n{words}",
    "From the list {words}, build the {n}-by-{n} square of letters whose rows are {n} distinct listed words "
    "and whose columns spell the same words in the same order (row k equals column k for every k).",
)


class WordSquare(WordSequenceAnswer, Bootcamp):
    id = "wordplay/word_square"
    description = "Pick and order listed words into the unique symmetric word square (rows equal columns)"
    Config = Config
    LEVELS = {
        "1": Config(size=3, decoys=2),
        "2": Config(size=3, decoys=6),
        "3": Config(size=4, decoys=4),
        "4": Config(size=4, decoys=8),
        "5": Config(size=4, decoys=14),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        pool = _pool(config.size)
        while True:
            square = random_square(pool, config.size, rng)
            if square is None:
                continue
            heads = {w[0] for w in square}
            near = [w for w in pool if w[0] in heads and w not in square]
            far = [w for w in pool if w[0] not in heads]
            n_near = min(len(near), config.decoys * 2 // 3)
            words = square + rng.sample(near, n_near) + rng.sample(far, config.decoys - n_near)
            rng.shuffle(words)
            if len(square_solutions(words, config.size)) == 1:
                return {"words": words, "size": config.size}, square

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = data["size"]
        text = rng.choice(_TEMPLATES).format(n=n, words=", ".join(w.upper() for w in data["words"]))
        example = " ".join(["ROW" + str(i + 1) for i in range(n)])
        return f"{text}\n{answer_instruction(f'the {n} words of the rows from top to bottom, separated by spaces (shape: {example})')}"

    def format_answer(self, answer: list[str]) -> str:
        return words_line(answer)

    def program(self, t: Tracer, data: dict) -> list[str]:
        n = data["size"]
        t.state("candidates")
        words = t.fetch("words", data["words"])

        def extend(rows: list[str]) -> list[str] | None:
            i = len(rows)
            if i == n:
                return rows
            t.state(f"row {i + 1}")
            placed = t.fetch("rows", rows)
            need = t.compute("prefix", "".join(r[i] for r in placed), why=f"column {i + 1} letters so far")
            fits = t.compute("fits", [w for w in words if w.startswith(need) and w not in placed],
                             why="unused words starting with the prefix")
            for w in fits:
                done = extend(placed + [w])
                if done:
                    return done
            return None

        found = extend([]) or []
        t.state("answer")
        return t.compute("answer", t.fetch("rows", found))

    def solve(self, data: dict) -> list[str]:
        # every ordered choice of distinct words, kept when the letter grid equals its transpose
        n = data["size"]
        for rows in permutations(data["words"], n):
            if all(rows[i][j] == rows[j][i] for i in range(n) for j in range(i + 1, n)):
                return list(rows)
        return []


BOOTCAMP = WordSquare()
