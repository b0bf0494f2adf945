"""Myszkowski transposition: like columnar transposition, but columns under equal keyword letters
are read together, row by row across those columns, instead of one column after another."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.ciphers import TextAnswer, message
from bootcamps.kit.textkit import letters_only
from bootcamps.kit.wordlist import common_words
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_letters: int = 8
    max_letters: int = 12
    min_key: int = 4
    max_key: int = 5

    def __post_init__(self) -> None:
        if not 4 <= self.min_letters <= self.max_letters <= 500:
            raise ValueError(f"need 4 <= min_letters <= max_letters <= 500, got {self.min_letters}, {self.max_letters}")
        if not 3 <= self.min_key <= self.max_key <= 7:
            raise ValueError(f"need 3 <= min_key <= max_key <= 7, got {self.min_key}, {self.max_key}")


@lru_cache(maxsize=None)
def _keys(lo: int, hi: int) -> tuple[str, ...]:
    """Common words with at least one repeated letter (the case Myszkowski treats specially)."""
    return tuple(w.upper() for w in common_words() if lo <= len(w) <= hi and len(set(w)) < len(w))


_RULE = ("Remove the spaces and write the letters row by row under the keyword {key}, one letter per column (the last "
         "row may be incomplete; no padding). Take the distinct keyword letters in alphabetical order. For a letter "
         "that occurs once in the keyword, read its column top to bottom. For a letter that occurs several times, "
         "read its columns together row by row: in each row, left to right across those columns, then the next row.")
_TEMPLATES = (
    "Encrypt the message with the Myszkowski transposition cipher. {rule}",
    "Apply a Myszkowski transposition (keyword {key}) to the message below. {rule}",
    "Transpose this message with the Myszkowski method. {rule} What is the ciphertext?",
)


class Myszkowski(TextAnswer, Bootcamp):
    id = "cipher/myszkowski"
    description = "Myszkowski transposition: columns under repeated keyword letters are read together row-wise"
    Config = Config
    LEVELS = {
        "1": Config(min_letters=8, max_letters=12, min_key=4, max_key=4),
        "2": Config(min_letters=12, max_letters=20, min_key=4, max_key=5),
        "3": Config(min_letters=20, max_letters=30, min_key=5, max_key=6),
        "4": Config(min_letters=30, max_letters=45, min_key=5, max_key=7),
        "5": Config(min_letters=45, max_letters=70, min_key=6, max_key=7),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        text = message(rng, rng.randint(config.min_letters, config.max_letters) * 6 // 5)
        data = {"key": rng.choice(_keys(config.min_key, config.max_key)), "text": text}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(rule=_RULE.format(key=data["key"]), key=data["key"])
        form = "the ciphertext letters in capitals, without spaces"
        return f"{text}\nMessage: {data['text']}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        key = data["key"]
        t.state("grid")
        letters = t.compute("letters", letters_only(t.fetch("message", data["text"])), why="spaces removed")
        rows = [letters[i : i + len(key)] for i in range(0, len(letters), len(key))]
        out = ""
        for ch in sorted(set(key)):
            cols = [i for i, k in enumerate(key) if k == ch]
            for r, row in enumerate(rows):
                t.state(f"key letter {ch} row {r}")
                cells = t.fetch(f"rows[{r}]", row)
                piece = "".join(cells[c] for c in cols if c < len(cells))
                out = t.compute("out", out + piece, why=f"row {r} under the columns of {ch}: {cols}")
        t.state("answer")
        return t.compute("answer", out)

    def solve(self, data: dict) -> str:
        # Rank each column by its key letter (equal letters share a rank), then sort the letters
        # by (rank, row, column).
        key, letters = data["key"], letters_only(data["text"])
        rank = {ch: r for r, ch in enumerate(sorted(set(key)))}
        cells = [(rank[key[i % len(key)]], i // len(key), i % len(key), c) for i, c in enumerate(letters)]
        return "".join(c for *_, c in sorted(cells))


BOOTCAMP = Myszkowski()
