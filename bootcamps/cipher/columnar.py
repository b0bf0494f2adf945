"""Keyed columnar transposition: rows under a keyword, columns read in the keyword's alphabetical order."""

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
    max_key: int = 4
    decrypt_share: float = 0.0  # decrypting needs the column lengths of a ragged last row

    def __post_init__(self) -> None:
        if not 4 <= self.min_letters <= self.max_letters <= 1000:
            raise ValueError(f"need 4 <= min_letters <= max_letters <= 1000, got {self.min_letters}, {self.max_letters}")
        if not 3 <= self.min_key <= self.max_key <= 9:
            raise ValueError(f"need 3 <= min_key <= max_key <= 9, got {self.min_key}, {self.max_key}")
        if not 0.0 <= self.decrypt_share <= 1.0:
            raise ValueError(f"decrypt_share must be in [0, 1], got {self.decrypt_share}")


def column_order(key: str) -> list[int]:
    """Column indices in the order they are read: by key letter, A first (letters are distinct)."""
    return sorted(range(len(key)), key=lambda i: key[i])


_RULE = ("The letters (spaces removed) are written row by row under the {k} letters of the keyword {key}, "
         "one letter per column; the last row may be incomplete and is not padded. The columns are then read "
         "top to bottom, taking the columns in the alphabetical order of their keyword letters.")
_TEMPLATES = {
    "encrypt": ("Encrypt the message with a columnar transposition. {rule}",
                "Apply a keyed columnar transposition to the message below. {rule}",
                "Transpose the message by columns. {rule} What is the ciphertext?"),
    "decrypt": ("The ciphertext below was made by a columnar transposition. {rule} Recover the letters of the message.",
                "Decrypt this columnar transposition. {rule}",
                "Undo the keyed columnar transposition that produced the text below. {rule}"),
}


class Columnar(TextAnswer, Bootcamp):
    id = "cipher/columnar"
    description = "Keyed columnar transposition (ragged last row): encrypt, or decrypt by working out column lengths"
    Config = Config
    LEVELS = {
        "1": Config(min_letters=8, max_letters=12, min_key=3, max_key=4, decrypt_share=0.0),
        "2": Config(min_letters=12, max_letters=20, min_key=4, max_key=5, decrypt_share=0.3),
        "3": Config(min_letters=20, max_letters=30, min_key=4, max_key=6, decrypt_share=0.5),
        "4": Config(min_letters=30, max_letters=45, min_key=5, max_key=7, decrypt_share=0.7),
        "5": Config(min_letters=45, max_letters=70, min_key=6, max_key=9, decrypt_share=0.8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        n = rng.randint(config.min_letters, config.max_letters)
        plain = message(rng, n + n // 4 + 2).replace(" ", "")[:n]
        key = keyword(rng, config.min_key, config.max_key)
        mode = "decrypt" if rng.random() < config.decrypt_share else "encrypt"
        cipher = "".join(plain[c :: len(key)] for c in column_order(key))
        data = {"mode": mode, "key": key, "text": plain if mode == "encrypt" else cipher}
        return data, cipher if mode == "encrypt" else plain

    def prompt(self, data: dict, rng: random.Random) -> str:
        rule = _RULE.format(k=len(data["key"]), key=data["key"])
        text = rng.choice(_TEMPLATES[data["mode"]]).format(rule=rule)
        form = f"the {data['mode']}ed letters in capitals, without spaces"
        return f"{text}\nText: {data['text']}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        text, key = data["text"], data["key"]
        k = len(key)
        t.state("columns")
        key = t.fetch("key", key)
        order = t.compute("order", column_order(key), why="column indices by keyword letter")
        n = t.compute("n", len(text), why="letters")
        full, extra = n // k, n % k
        if data["mode"] == "encrypt":
            parts = []
            for rank, col in enumerate(order):
                t.state(f"read column {col}")
                parts.append(t.compute(f"c[{col}]", text[col::k], why=f"every {k}th letter from position {col}"))
            t.state("answer")
            return t.compute("answer", "".join(parts))
        columns: dict[int, str] = {}
        start = 0
        for col in order:
            t.state(f"column {col}")
            length = t.compute(f"len[{col}]", full + (1 if col < extra else 0), why=f"{full} full rows, one more if column < {extra}")
            columns[col] = t.compute(f"c[{col}]", text[start : start + length], why=f"the next {length} letters")
            start += length
        out = []
        for r in range(full + (1 if extra else 0)):
            t.state(f"row {r}")
            out.append(t.compute(f"row[{r}]", "".join(columns[c][r] for c in range(k) if r < len(columns[c])), why="letter r of each column"))
        t.state("answer")
        return t.compute("answer", "".join(out))

    def solve(self, data: dict) -> str:
        text, key = data["text"], data["key"]
        k = len(key)
        if data["mode"] == "encrypt":
            grid = [text[i : i + k] for i in range(0, len(text), k)]
            return "".join("".join(row[c] for row in grid if c < len(row)) for c in column_order(key))
        # decrypt by brute force over positions: the encryption's permutation of indices, inverted
        positions = [i for c in column_order(key) for i in range(c, len(text), k)]
        out = [""] * len(text)
        for letter, i in zip(text, positions):
            out[i] = letter
        return "".join(out)


BOOTCAMP = Columnar()
