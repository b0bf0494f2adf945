"""Trifid cipher: each letter becomes three digits (layer, row, column) of a keyed 3x3x3 cube;
the digits of each block are written in three lines, read across in threes and turned back."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.ciphers import TextAnswer, message
from bootcamps.kit.textkit import pick_keyword, ALPHABET, group5, keyed_alphabet, letters_only
from bootcamps.trace import Tracer

CUBE27 = ALPHABET + "+"


@dataclass(frozen=True)
class Config:
    min_chars: int = 6
    max_chars: int = 9
    periods: tuple[int, ...] = (5,)

    def __post_init__(self) -> None:
        if not 4 <= self.min_chars <= self.max_chars <= 500:
            raise ValueError(f"need 4 <= min_chars <= max_chars <= 500, got {self.min_chars}, {self.max_chars}")
        if not self.periods or any(not 2 <= p <= 12 for p in self.periods):
            raise ValueError(f"periods must be non-empty, each in 2..12, got {self.periods}")


def coords(cube: str, c: str) -> str:
    """Layer, row and column (1-3 each) of a symbol in the cube."""
    i = cube.index(c)
    return f"{i // 9 + 1}{i // 3 % 3 + 1}{i % 3 + 1}"


def render_cube(cube: str) -> str:
    layers = []
    for layer in range(3):
        rows = [" ".join(cube[9 * layer + 3 * r : 9 * layer + 3 * r + 3]) for r in range(3)]
        layers.append(f"Layer {layer + 1}:\n" + "\n".join(rows))
    return "\n".join(layers)


_RULE = ("The 27 symbols A-Z and + fill a cube of 3 layers, each 3 rows by 3 columns, in this order (the keyword "
         "{key} first, then the rest):\n{cube}\nEach letter is written as three digits: its layer, row and column "
         "(each 1-3). Remove the spaces and cut the letters into blocks of {period} (the last block may be "
         "shorter). In each block write the layer digits of its letters in one line, the row digits under them and "
         "the column digits under those; then read the three lines left to right, one line after the other, in "
         "groups of three digits, and turn each group (layer, row, column) back into the symbol in that cell.")
_TEMPLATES = (
    "Encrypt the message with the trifid cipher. {rule}",
    "Use the trifid cipher (period {period}) on the message below. {rule}",
    "Apply trifid encryption to this message. {rule} What is the ciphertext?",
)


class Trifid(TextAnswer, Bootcamp):
    id = "cipher/trifid"
    description = "Trifid cipher: keyed 3x3x3 cube coordinates fractionated over blocks of a period"
    Config = Config
    LEVELS = {
        "1": Config(min_chars=4, max_chars=6, periods=(3, 4)),
        "2": Config(min_chars=7, max_chars=11, periods=(4, 5)),
        "3": Config(min_chars=12, max_chars=18, periods=(5, 6, 7)),
        "4": Config(min_chars=20, max_chars=28, periods=(5, 6, 7, 8)),
        "5": Config(min_chars=30, max_chars=42, periods=(6, 7, 8, 9, 10)),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        plain = message(rng, rng.randint(config.min_chars, config.max_chars))
        key = pick_keyword(rng, 5, 9)
        data = {"key": key, "cube": keyed_alphabet(key, CUBE27), "period": rng.choice(config.periods), "text": plain}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        rule = _RULE.format(key=data["key"], cube=render_cube(data["cube"]), period=data["period"])
        form = "the ciphertext in capitals, in groups of five separated by spaces (e.g. ABCDE FG)"
        return f"{rng.choice(_TEMPLATES).format(rule=rule, period=data['period'])}\nMessage: {data['text']}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        cube, period = data["cube"], data["period"]
        letters = letters_only(data["text"])
        out = []
        for start in range(0, len(letters), period):
            block = letters[start : start + period]
            t.state(f"block at {start}")
            digits = [t.compute(f"xyz[{start + i}]", coords(cube, t.fetch(f"x[{start + i}]", c)), why="layer, row, column")
                      for i, c in enumerate(block)]
            lines = t.compute("lines", "".join(d[0] for d in digits) + "".join(d[1] for d in digits)
                              + "".join(d[2] for d in digits), why="layer line, row line, column line")
            for g in range(len(block)):
                triple = lines[3 * g : 3 * g + 3]
                cell = 9 * (int(triple[0]) - 1) + 3 * (int(triple[1]) - 1) + int(triple[2]) - 1
                out.append(t.compute(f"y[{start + g}]", cube[cell], why=f"cell {triple}"))
        t.state("answer")
        return t.compute("answer", group5("".join(out)))

    def solve(self, data: dict) -> str:
        # Coordinates as integer triples, transposed with zip.
        cube, period = data["cube"], data["period"]
        place = {c: (i // 9, i // 3 % 3, i % 3) for i, c in enumerate(cube)}
        letters = letters_only(data["text"])
        out = []
        for start in range(0, len(letters), period):
            triples = [place[c] for c in letters[start : start + period]]
            flat = [v for line in zip(*triples) for v in line]
            out += [cube[9 * a + 3 * b + c] for a, b, c in zip(flat[::3], flat[1::3], flat[2::3])]
        return group5("".join(out))


BOOTCAMP = Trifid()
