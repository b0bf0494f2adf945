"""Double columnar transposition: a message transposed by columns under one keyword and the result
transposed again under a second keyword; decrypt it.

Each stage writes the letters row by row under its keyword (the last row ragged, not padded) and
reads whole columns in the alphabetical order of the keyword letters. Decrypting means undoing
the second stage first, each time working out which columns are one letter longer, then the
first. Only decryption is asked: encrypting twice is just the single columnar cipher
(`cipher/columnar`) run two times, while undoing the stages in reverse order with two sets of
column lengths is the different part. `program` rebuilds the grids column by column; `solve`
pushes position numbers through both encryptions and inverts the resulting permutation.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.ciphers import TextAnswer, keyword, message
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_letters: int = 8
    max_letters: int = 12
    min_key: int = 3
    max_key: int = 3

    def __post_init__(self) -> None:
        if not 6 <= self.min_letters <= self.max_letters <= 1000:
            raise ValueError(f"need 6 <= min_letters <= max_letters <= 1000, got {self.min_letters}, {self.max_letters}")
        if not 3 <= self.min_key <= self.max_key <= 9:
            raise ValueError(f"need 3 <= min_key <= max_key <= 9, got {self.min_key}, {self.max_key}")


def order(key: str) -> list[int]:
    """Column numbers in reading order: by keyword letter, A first (the letters are distinct)."""
    return [i for _, i in sorted((c, i) for i, c in enumerate(key))]


def transpose(items: list, key: str) -> list:
    """One columnar encryption of a list of items."""
    return [x for col in order(key) for x in items[col :: len(key)]]


_RULE = ("Each transposition writes the letters row by row under the letters of its keyword, one letter per column "
         "(the last row may be incomplete and is not padded), then reads the columns top to bottom, taking them in "
         "the alphabetical order of their keyword letters.")
_TEMPLATES = (
    "A message (spaces removed) was encrypted with a double columnar transposition: first with the keyword {k1}, "
    "then the result again with the keyword {k2}. {rule} Decrypt the ciphertext.",
    "Decrypt this double transposition cipher. {rule} The first transposition used the keyword {k1} and the second "
    "one, applied to the output of the first, used {k2}.",
    "{rule} The plaintext letters were put through one such transposition keyed by {k1}, and the output through "
    "another keyed by {k2}, giving the ciphertext below. Recover the plaintext letters.",
)


class DoubleTransposition(TextAnswer, Bootcamp):
    id = "cipher/double_transposition"
    description = "Double columnar transposition with two keywords: decrypt by undoing the second stage first"
    Config = Config
    LEVELS = {
        "1": Config(min_letters=8, max_letters=12, min_key=3, max_key=3),
        "2": Config(min_letters=12, max_letters=18, min_key=3, max_key=4),
        "3": Config(min_letters=18, max_letters=28, min_key=4, max_key=5),
        "4": Config(min_letters=28, max_letters=40, min_key=5, max_key=6),
        "5": Config(min_letters=40, max_letters=60, min_key=6, max_key=8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        n = rng.randint(config.min_letters, config.max_letters)
        plain = message(rng, n + n // 4 + 2).replace(" ", "")[:n]
        while True:  # two different keywords, neither already in alphabetical order (a no-op stage)
            k1, k2 = keyword(rng, config.min_key, config.max_key), keyword(rng, config.min_key, config.max_key)
            if k1 != k2 and all(order(k) != sorted(order(k)) for k in (k1, k2)):
                break
        cipher = "".join(transpose(transpose(list(plain), k1), k2))
        return {"keys": [k1, k2], "text": cipher}, plain

    def prompt(self, data: dict, rng: random.Random) -> str:
        k1, k2 = data["keys"]
        text = rng.choice(_TEMPLATES).format(rule=_RULE, k1=k1, k2=k2)
        form = "the plaintext letters in capitals, without spaces"
        return f"{text}\nCiphertext: {data['text']}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        text = data["text"]
        n = len(text)
        for stage in (2, 1):
            t.state(f"undo transposition {stage}")
            key = t.fetch(f"key{stage}", data["keys"][stage - 1])
            k = len(key)
            cols = t.compute("order", order(key), why="column numbers by keyword letter")
            full, extra = n // k, n % k
            columns: dict[int, str] = {}
            start = 0
            for col in cols:
                t.state(f"stage {stage} column {col}")
                length = t.compute("len", full + (1 if col < extra else 0), why=f"{full} full rows, one more if column < {extra}")
                columns[col] = t.compute(f"col[{col}]", text[start : start + length], why=f"letters {start}..{start + length - 1}")
                start += length
            rows = []
            for r in range(full + (1 if extra else 0)):
                t.state(f"stage {stage} row {r}")
                rows.append(t.compute(f"row[{r}]", "".join(columns[c][r] for c in range(k) if r < len(columns[c])),
                                      why="letter r of each column, left to right"))
            t.state(f"after undoing transposition {stage}")
            text = t.compute("text", "".join(rows))
        t.state("answer")
        return t.compute("answer", text)

    def solve(self, data: dict) -> str:
        # push positions 0..n-1 through both encryptions, then put each letter back where it came from
        k1, k2 = data["keys"]
        text = data["text"]
        came_from = transpose(transpose(list(range(len(text))), k1), k2)
        out = [""] * len(text)
        for ch, i in zip(text, came_from):
            out[i] = ch
        return "".join(out)


BOOTCAMP = DoubleTransposition()
