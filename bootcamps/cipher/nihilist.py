"""Nihilist cipher: letters and key letters become two-digit Polybius numbers of a keyed square,
and the ciphertext is their sums (message number + repeating key number)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.ciphers import message
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.kit.textkit import SQUARE25, keyed_alphabet, letters_only, pick_keyword, render_square
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_chars: int = 6
    max_chars: int = 9
    min_key: int = 3
    max_key: int = 4
    show_square: bool = True  # the square drawn out, or only the rule that fills it

    def __post_init__(self) -> None:
        if not 4 <= self.min_chars <= self.max_chars <= 500:
            raise ValueError(f"need 4 <= min_chars <= max_chars <= 500, got {self.min_chars}, {self.max_chars}")
        if not 2 <= self.min_key <= self.max_key <= 9:
            raise ValueError(f"need 2 <= min_key <= max_key <= 9, got {self.min_key}, {self.max_key}")


def number(square: str, c: str) -> int:
    """The Polybius number of a letter: 10 * row + column, rows and columns counted from 1."""
    i = square.index("I" if c == "J" else c)
    return 10 * (i // 5 + 1) + i % 5 + 1


_SQUARE = {
    True: "The 5x5 square (I and J share a cell) is:\n{grid}",
    False: "The 5x5 square is filled row by row with the letters of the word {skey} (each once) followed by the "
           "rest of the alphabet without J (I and J share a cell).",
}
_RULE = ("Every letter has a number: 10 times its row plus its column in the square (rows and columns 1-5; "
         "e.g. row 2, column 4 is 24). Remove the spaces from the message. Write the keyword {key} as numbers "
         "the same way and repeat it along the message; each ciphertext number is the message letter's number "
         "plus the key letter's number under it (an ordinary sum, no carrying or wrapping).")
_TEMPLATES = (
    "Encrypt the message with the Nihilist cipher. {square} {rule}",
    "Use the Nihilist cipher (keyword {key}) to encipher this message. {square} {rule}",
    "Apply Nihilist encryption to the message below. {square} {rule} List the resulting numbers.",
)


class Nihilist(IntSequenceAnswer, Bootcamp):
    id = "cipher/nihilist"
    description = "Nihilist cipher: Polybius numbers of message and repeating key added together"
    Config = Config
    LEVELS = {
        "1": Config(min_chars=5, max_chars=8, min_key=3, max_key=4, show_square=True),
        "2": Config(min_chars=9, max_chars=14, min_key=4, max_key=5, show_square=True),
        "3": Config(min_chars=14, max_chars=20, min_key=4, max_key=6, show_square=False),
        "4": Config(min_chars=22, max_chars=30, min_key=5, max_key=7, show_square=False),
        "5": Config(min_chars=32, max_chars=44, min_key=6, max_key=9, show_square=False),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        skey = pick_keyword(rng, 5, 9)
        data = {"square_key": skey, "show_square": config.show_square,
                "key": pick_keyword(rng, config.min_key, config.max_key),
                "text": message(rng, rng.randint(config.min_chars, config.max_chars))}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        square = _SQUARE[data["show_square"]].format(grid=render_square(keyed_alphabet(data["square_key"], SQUARE25), "12345"),
                                                      skey=data["square_key"])
        rule = _RULE.format(key=data["key"])
        text = rng.choice(_TEMPLATES).format(square=square, rule=rule, key=data["key"])
        form = "the numbers in order separated by spaces (e.g. 35 57 44)"
        return f"{text}\nMessage: {data['text']}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> list[int]:
        t.state("square and key")
        square = t.compute("square", keyed_alphabet(t.fetch("square_key", data["square_key"]), SQUARE25),
                           why="keyword letters, then the rest")
        key = t.fetch("key", data["key"])
        key_numbers = t.compute("key_numbers", [number(square, c) for c in key], why="10*row + column of each key letter")
        out = []
        for i, char in enumerate(letters_only(data["text"])):
            t.state(f"letter {i}")
            c = t.fetch(f"x[{i}]", char)
            n = t.compute(f"n[{i}]", number(square, c), why=f"10*row + column of {c}")
            k = t.fetch(f"key_numbers[{i % len(key)}]", key_numbers[i % len(key)])
            out.append(t.compute(f"y[{i}]", n + k, why=f"{n} + {k}"))
        t.state("answer")
        return t.compute("answer", out)

    def solve(self, data: dict) -> list[int]:
        # Coordinates through a lookup table of (row, column) pairs.
        square = keyed_alphabet(data["square_key"], SQUARE25)
        rc = {square[5 * r + c]: (r + 1, c + 1) for r in range(5) for c in range(5)}
        rc["J"] = rc["I"]
        key = [rc[c][0] * 10 + rc[c][1] for c in data["key"]]
        letters = letters_only(data["text"])
        return [rc[c][0] * 10 + rc[c][1] + key[i % len(key)] for i, c in enumerate(letters)]


BOOTCAMP = Nihilist()
