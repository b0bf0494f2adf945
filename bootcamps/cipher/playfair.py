"""Encrypt a message with the Playfair digraph cipher under a keyword square."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.ciphers import TextAnswer, keyword, message
from bootcamps.trace import Tracer

SQUARE_LETTERS = "ABCDEFGHIKLMNOPQRSTUVWXYZ"  # J is written as I


@dataclass(frozen=True)
class Config:
    min_chars: int = 6
    max_chars: int = 9

    def __post_init__(self) -> None:
        if not 4 <= self.min_chars <= self.max_chars <= 1000:
            raise ValueError(f"need 4 <= min_chars <= max_chars <= 1000, got {self.min_chars}, {self.max_chars}")


def square(key: str) -> str:
    """The 25 letters, row by row: the keyword's letters first (J as I, repeats dropped), then the rest."""
    seen: dict[str, None] = {}
    for char in key.replace("J", "I") + SQUARE_LETTERS:
        seen.setdefault(char, None)
    return "".join(seen)


def digraphs(text: str) -> list[str]:
    """Letters only, J as I, split in pairs; an X goes between a pair's two equal letters and
    after a lone last letter."""
    letters = [c for c in text.replace("J", "I") if c != " "]
    pairs, i = [], 0
    while i < len(letters):
        a = letters[i]
        b = letters[i + 1] if i + 1 < len(letters) else "X"
        if a == b:
            b, i = "X", i + 1
        else:
            i += 2
        pairs.append(a + b)
    return pairs


_RULES = (
    "Playfair rules. The 5x5 square is filled row by row with the keyword's letters (repeats "
    "dropped) followed by the rest of the alphabet, with J counted as I. Prepare the message: drop "
    "the spaces, write J as I, and split it into pairs from the left; where a pair would hold two "
    "equal letters, put an X between them (the second letter starts the next pair), and add an X to "
    "a lone last letter. Encrypt each pair: in the same row, take the letters to the right of each "
    "(wrapping around); in the same column, the letters below each (wrapping around); otherwise "
    "each letter is replaced by the letter in its own row and the other letter's column."
)
_TEMPLATES = (
    "Encrypt the message with the Playfair cipher and the keyword {key}.",
    "Use a Playfair square built from the keyword {key} to encipher the message below.",
    "Apply Playfair encryption with key {key} to this message.",
)


class Playfair(TextAnswer, Bootcamp):
    id = "cipher/playfair"
    description = "Playfair digraph cipher: build the keyword square, split the message in pairs, encrypt"
    Config = Config
    LEVELS = {
        "1": Config(min_chars=6, max_chars=9),
        "2": Config(min_chars=12, max_chars=16),
        "3": Config(min_chars=20, max_chars=28),
        "4": Config(min_chars=34, max_chars=46),
        "5": Config(min_chars=60, max_chars=80),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        data = {"key": keyword(rng, 4, 9), "text": message(rng, rng.randint(config.min_chars, config.max_chars))}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(key=data["key"])
        form = "the ciphertext as capital letters with no spaces (e.g. BMODZBXDNABEKUDMUIXMMOUVIF)"
        return f"{text} {_RULES}\nMessage: {data['text']}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        t.state("square")
        grid = t.compute("square", square(t.fetch("key", data["key"])), why="keyword letters, then the rest")
        t.state("pairs")
        pairs = t.compute("pairs", digraphs(t.fetch("message", data["text"])), why="J as I, X between doubles and at the end")
        out = []
        for k, pair in enumerate(pairs):
            t.state(f"pair {k}")
            a, b = t.fetch(f"pairs[{k}]", pair)
            (ra, ca), (rb, cb) = divmod(grid.index(a), 5), divmod(grid.index(b), 5)
            if ra == rb:
                rule, x, y = "row", grid[ra * 5 + (ca + 1) % 5], grid[rb * 5 + (cb + 1) % 5]
            elif ca == cb:
                rule, x, y = "column", grid[(ra + 1) % 5 * 5 + ca], grid[(rb + 1) % 5 * 5 + cb]
            else:
                rule, x, y = "rectangle", grid[ra * 5 + cb], grid[rb * 5 + ca]
            t.compute("rule", rule, why=f"{a} at ({ra},{ca}), {b} at ({rb},{cb})")
            out.append(t.compute(f"out[{k}]", x + y, why=f"{rule} rule"))
        t.state("answer")
        return t.compute("answer", "".join(out), why="the pairs in order")

    def solve(self, data: dict) -> str:
        grid = square(data["key"])
        where = {c: divmod(i, 5) for i, c in enumerate(grid)}
        at = {v: k for k, v in where.items()}
        out = []
        for a, b in digraphs(data["text"]):
            (ra, ca), (rb, cb) = where[a], where[b]
            if ra == rb:
                out += [at[ra, (ca + 1) % 5], at[rb, (cb + 1) % 5]]
            elif ca == cb:
                out += [at[(ra + 1) % 5, ca], at[(rb + 1) % 5, cb]]
            else:
                out += [at[ra, cb], at[rb, ca]]
        return "".join(out)


BOOTCAMP = Playfair()
