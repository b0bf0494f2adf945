"""ADFGVX cipher: substitute each symbol by its row and column labels in a keyed 6x6 square,
then transpose the label string by the columns of a second keyword."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.ciphers import TextAnswer, message
from bootcamps.kit.textkit import pick_keyword, SQUARE36, group5, keyed_alphabet, render_square
from bootcamps.trace import Tracer

LABELS = "ADFGVX"


@dataclass(frozen=True)
class Config:
    min_chars: int = 6
    max_chars: int = 9
    min_key: int = 3
    max_key: int = 4
    digits: bool = False  # the message carries a number as well as words

    def __post_init__(self) -> None:
        if not 4 <= self.min_chars <= self.max_chars <= 500:
            raise ValueError(f"need 4 <= min_chars <= max_chars <= 500, got {self.min_chars}, {self.max_chars}")
        if not 3 <= self.min_key <= self.max_key <= 9:
            raise ValueError(f"need 3 <= min_key <= max_key <= 9, got {self.min_key}, {self.max_key}")


_TEMPLATES = (
    "Encrypt the message with the ADFGVX cipher. {rule}",
    "Use the ADFGVX cipher to encipher the message below. {rule}",
    "Apply ADFGVX encryption to this message. {rule} What is the ciphertext?",
)
_RULE = ("Step 1: remove the spaces and replace each symbol by two letters, the label of its row then the label "
         "of its column in this square (rows and columns are labelled A D F G V X):\n{square}\n"
         "Step 2: write the resulting letters row by row under the transposition keyword {key}, one letter per "
         "column (the last row may be incomplete; no padding). Read the columns top to bottom, taking the columns "
         "in the alphabetical order of their keyword letters.")


class Adfgvx(TextAnswer, Bootcamp):
    id = "cipher/adfgvx"
    description = "ADFGVX cipher: keyed 6x6 square substitution, then keyed columnar transposition"
    Config = Config
    LEVELS = {
        "1": Config(min_chars=5, max_chars=8, min_key=3, max_key=4),
        "2": Config(min_chars=9, max_chars=14, min_key=4, max_key=5),
        "3": Config(min_chars=14, max_chars=20, min_key=5, max_key=6, digits=True),
        "4": Config(min_chars=22, max_chars=30, min_key=5, max_key=7, digits=True),
        "5": Config(min_chars=32, max_chars=44, min_key=6, max_key=9, digits=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        plain = message(rng, rng.randint(config.min_chars, config.max_chars))
        if config.digits:
            plain += f" {rng.randint(2, 999)}"
        square_key = pick_keyword(rng, 5, 9) + "".join(rng.sample("0123456789", 3))
        data = {"square": keyed_alphabet(square_key, SQUARE36), "key": pick_keyword(rng, config.min_key, config.max_key),
                "text": plain}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        rule = _RULE.format(square=render_square(data["square"], LABELS), key=data["key"])
        form = "the ciphertext letters in groups of five separated by spaces (e.g. ADFGV XAGDD FA)"
        return f"{rng.choice(_TEMPLATES).format(rule=rule)}\nMessage: {data['text']}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        square, key = data["square"], data["key"]
        pairs = []
        for i, char in enumerate(data["text"].replace(" ", "")):
            t.state(f"symbol {i}")
            c = t.fetch(f"x[{i}]", char)
            pos = t.compute("pos", square.index(c), why=f"cell of {c} in the square")
            pairs.append(t.compute(f"pair[{i}]", LABELS[pos // 6] + LABELS[pos % 6], why="row label, column label"))
        t.state("fractionated")
        stream = t.compute("stream", "".join(pairs))
        order = t.compute("order", sorted(range(len(key)), key=lambda j: key[j]), why=f"columns of {key} by letter")
        out = []
        for rank, col in enumerate(order):
            t.state(f"column {col}")
            s = t.fetch("stream", stream)
            out.append(t.compute(f"col[{col}]", s[col :: len(key)], why=f"every {len(key)}th letter from {col}"))
        t.state("answer")
        return t.compute("answer", group5("".join(out)))

    def solve(self, data: dict) -> str:
        # Coordinates through a dict, transposition by building the rows explicitly.
        square, key = data["square"], data["key"]
        where = {c: LABELS[r] + LABELS[k] for r in range(6) for k in range(6) for c in square[6 * r + k]}
        stream = "".join(where[c] for c in data["text"] if c != " ")
        rows = [stream[i : i + len(key)] for i in range(0, len(stream), len(key))]
        columns = {key[j]: "".join(row[j] for row in rows if j < len(row)) for j in range(len(key))}
        return group5("".join(columns[k] for k in sorted(columns)))


BOOTCAMP = Adfgvx()
