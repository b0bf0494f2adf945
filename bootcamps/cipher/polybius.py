"""Polybius square: letters to row/column digit pairs of a (keyed) 5x5 square, and back."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.ciphers import TextAnswer, keyword, message
from bootcamps.trace import Tracer

SQUARE_LETTERS = "ABCDEFGHIKLMNOPQRSTUVWXYZ"  # J shares I's cell


def keyed_square(key: str) -> str:
    """The 25 letters of the square row by row: the keyword's letters (J as I, each once), then
    the rest of the alphabet in order."""
    out: list[str] = []
    for c in key.upper().replace("J", "I") + SQUARE_LETTERS:
        if c not in out:
            out.append(c)
    return "".join(out)


def render_square(square: str) -> str:
    header = "    1 2 3 4 5"
    rows = [f"{r + 1}:  " + " ".join(square[5 * r : 5 * r + 5]) for r in range(5)]
    return "\n".join([header, *rows])


@dataclass(frozen=True)
class Config:
    min_chars: int = 8
    max_chars: int = 12
    keyed: bool = False  # a keyword fills the square first (the prompt shows only the rule)
    decrypt_share: float = 0.5

    def __post_init__(self) -> None:
        if not 4 <= self.min_chars <= self.max_chars <= 2000:
            raise ValueError(f"need 4 <= min_chars <= max_chars <= 2000, got {self.min_chars}, {self.max_chars}")
        if not 0.0 <= self.decrypt_share <= 1.0:
            raise ValueError(f"decrypt_share must be in [0, 1], got {self.decrypt_share}")


_RULE = ("Each letter is written as two digits: its row number then its column number in the square. "
         "Letters of a word are separated by single spaces and words by ' / '.")
_KEYED = ("The square is filled row by row, left to right, with the letters of the keyword {key} "
          "(each letter once, J counted as I) followed by the rest of the alphabet A-Z without J, in order.")
_PLAIN = "The square holds A-Z without J (I and J share a cell), row by row:\n{grid}"
_TEMPLATES = {
    "encrypt": ("Encode the message with a Polybius square. {square} {rule}",
                "Use the Polybius square cipher to turn this message into digit pairs. {square} {rule}",
                "Write each letter of the message as its Polybius square coordinates. {square} {rule}"),
    "decrypt": ("Decode the Polybius square message below. {square} {rule}",
                "These digit pairs are Polybius square coordinates. {square} {rule} Recover the message.",
                "A message was encoded with a Polybius square. {square} {rule} What was the message?"),
}


class Polybius(TextAnswer, Bootcamp):
    id = "cipher/polybius"
    description = "Polybius square (plain or keyword-filled): letters to row/column digit pairs and back"
    Config = Config
    LEVELS = {
        "1": Config(min_chars=8, max_chars=14, keyed=False, decrypt_share=0.5),
        "2": Config(min_chars=14, max_chars=24, keyed=False, decrypt_share=0.5),
        "3": Config(min_chars=24, max_chars=36, keyed=True, decrypt_share=0.5),
        "4": Config(min_chars=36, max_chars=55, keyed=True, decrypt_share=0.6),
        "5": Config(min_chars=60, max_chars=90, keyed=True, decrypt_share=0.6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        plain = message(rng, rng.randint(config.min_chars, config.max_chars)).replace("J", "I")
        key = keyword(rng, 4, 9) if config.keyed else ""
        mode = "decrypt" if rng.random() < config.decrypt_share else "encrypt"
        square = keyed_square(key)
        cipher = " / ".join(" ".join(_pair(square, c) for c in word) for word in plain.split())
        data = {"mode": mode, "key": key, "text": plain if mode == "encrypt" else cipher}
        return data, cipher if mode == "encrypt" else plain

    def prompt(self, data: dict, rng: random.Random) -> str:
        square = _KEYED.format(key=data["key"]) if data["key"] else _PLAIN.format(grid=render_square(SQUARE_LETTERS))
        text = rng.choice(_TEMPLATES[data["mode"]]).format(square=square, rule=_RULE)
        if data["mode"] == "encrypt":
            form = "the digit pairs, e.g. 23 15 / 31 11 for a two-letter and a two-letter word"
        else:
            form = "the message in capital letters with single spaces between words (write J as I)"
        return f"{text}\nMessage: {data['text']}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        t.state("square")
        square = t.compute("square", keyed_square(t.fetch("key", data["key"])), why="keyword letters, then the rest")
        if data["mode"] == "encrypt":
            words = []
            for w, word in enumerate(data["text"].split()):
                pairs = []
                for i, c in enumerate(word):
                    t.state(f"word {w} letter {i}")
                    c = t.fetch(f"x[{w}][{i}]", c)
                    pos = t.compute("pos", square.find(c), why=f"cell of {c}, counted from 0")
                    pairs.append(t.compute(f"y[{w}][{i}]", f"{pos // 5 + 1}{pos % 5 + 1}", why="row then column"))
                words.append(" ".join(pairs))
            t.state("answer")
            return t.compute("answer", " / ".join(words))
        words = []
        for w, group in enumerate(data["text"].split(" / ")):
            letters = []
            for i, pair in enumerate(group.split()):
                t.state(f"word {w} pair {i}")
                pair = t.fetch(f"x[{w}][{i}]", pair)
                pos = t.compute("pos", 5 * (int(pair[0]) - 1) + int(pair[1]) - 1, why="5*(row-1)+(column-1)")
                letters.append(t.compute(f"y[{w}][{i}]", square[pos % 25]))
            words.append("".join(letters))
        t.state("answer")
        return t.compute("answer", " ".join(words))

    def solve(self, data: dict) -> str:
        square = keyed_square(data["key"])
        coords = {square[5 * r + c]: f"{r + 1}{c + 1}" for r in range(5) for c in range(5)}
        if data["mode"] == "encrypt":
            return " / ".join(" ".join(coords[c] for c in word) for word in data["text"].split())
        letters = {v: k for k, v in coords.items()}
        return " ".join("".join(letters[p] for p in g.split()) for g in data["text"].split(" / "))


def _pair(square: str, c: str) -> str:
    pos = square.index(c)
    return f"{pos // 5 + 1}{pos % 5 + 1}"


BOOTCAMP = Polybius()
