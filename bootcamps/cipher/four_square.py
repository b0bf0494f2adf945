"""Four-square cipher: two plain 5x5 squares and two keyword squares; each letter pair is
replaced through the rectangle it spans across the four squares."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.ciphers import TextAnswer, message
from bootcamps.kit.textkit import pick_keyword, SQUARE25, group5, keyed_alphabet, letters_only
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_chars: int = 8
    max_chars: int = 12
    min_key: int = 4
    max_key: int = 6

    def __post_init__(self) -> None:
        if not 4 <= self.min_chars <= self.max_chars <= 2000:
            raise ValueError(f"need 4 <= min_chars <= max_chars <= 2000, got {self.min_chars}, {self.max_chars}")
        if not 3 <= self.min_key <= self.max_key <= 9:
            raise ValueError(f"need 3 <= min_key <= max_key <= 9, got {self.min_key}, {self.max_key}")


def prepare(text: str) -> str:
    """Letters only, J as I, an X appended when the count is odd."""
    letters = letters_only(text).replace("J", "I")
    return letters + "X" if len(letters) % 2 else letters


_RULE = (
    "Four 5x5 squares (I and J share a cell; write J as I) are laid out two by two. The top-left and "
    "bottom-right squares hold A-Z without J in order, row by row. The top-right square is filled row by row "
    "with the keyword {k1} (each letter once) then the rest of the alphabet without J; the bottom-left square "
    "likewise with the keyword {k2}. Remove the spaces from the message, add an X at the end if the number of "
    "letters is odd, and split it into pairs. For a pair (a, b): find a in the top-left square at row r1, "
    "column c1 and b in the bottom-right square at row r2, column c2. The pair becomes the letter of the "
    "top-right square at row r1, column c2, followed by the letter of the bottom-left square at row r2, column c1."
)
_TEMPLATES = (
    "Encrypt the message with the four-square cipher. {rule}",
    "Use the four-square cipher with keywords {k1} and {k2} to encipher the text below. {rule}",
    "Apply four-square encryption to the message that follows. {rule} What is the ciphertext?",
)


class FourSquare(TextAnswer, Bootcamp):
    id = "cipher/four_square"
    description = "Four-square digraph cipher with two keyword squares: encrypt letter pairs"
    Config = Config
    LEVELS = {
        "1": Config(min_chars=6, max_chars=10, min_key=4, max_key=5),
        "2": Config(min_chars=12, max_chars=18, min_key=4, max_key=6),
        "3": Config(min_chars=20, max_chars=30, min_key=5, max_key=7),
        "4": Config(min_chars=34, max_chars=48, min_key=6, max_key=8),
        "5": Config(min_chars=56, max_chars=80, min_key=7, max_key=9),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        plain = message(rng, rng.randint(config.min_chars, config.max_chars))
        k1 = pick_keyword(rng, config.min_key, config.max_key)
        k2 = pick_keyword(rng, config.min_key, config.max_key)
        while k2 == k1:
            k2 = pick_keyword(rng, config.min_key, config.max_key)
        data = {"key1": k1, "key2": k2, "text": plain}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        rule = _RULE.format(k1=data["key1"], k2=data["key2"])
        text = rng.choice(_TEMPLATES).format(rule=rule, k1=data["key1"], k2=data["key2"])
        form = "the ciphertext in capital letters, in groups of five letters separated by spaces (e.g. ABCDE FGHIJ KL)"
        return f"{text}\nMessage: {data['text']}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        t.state("squares")
        tr = t.compute("top_right", keyed_alphabet(t.fetch("key1", data["key1"]), SQUARE25), why="keyword 1, then the rest")
        bl = t.compute("bottom_left", keyed_alphabet(t.fetch("key2", data["key2"]), SQUARE25), why="keyword 2, then the rest")
        letters = t.compute("letters", prepare(t.fetch("message", data["text"])), why="letters, J as I, X if odd")
        out = []
        for p in range(0, len(letters), 2):
            t.state(f"pair {p // 2}")
            a, b = t.fetch(f"letters[{p}]", letters[p]), t.fetch(f"letters[{p + 1}]", letters[p + 1])
            pa = t.compute("pos_a", SQUARE25.index(a), why=f"cell of {a} in the plain square")
            pb = t.compute("pos_b", SQUARE25.index(b), why=f"cell of {b} in the plain square")
            out.append(t.compute(f"y[{p}]", tr[5 * (pa // 5) + pb % 5], why="top-right at (row of a, column of b)"))
            out.append(t.compute(f"y[{p + 1}]", bl[5 * (pb // 5) + pa % 5], why="bottom-left at (row of b, column of a)"))
        t.state("answer")
        return t.compute("answer", group5("".join(out)), why="groups of five")

    def solve(self, data: dict) -> str:
        # Coordinates from dictionaries of the four squares as 2-D grids.
        def grid(cells: str) -> list[str]:
            return [cells[r * 5 : r * 5 + 5] for r in range(5)]

        plain = {c: (r, row.index(c)) for r, row in enumerate(grid(SQUARE25)) for c in row}
        tr, bl = grid(keyed_alphabet(data["key1"], SQUARE25)), grid(keyed_alphabet(data["key2"], SQUARE25))
        letters = prepare(data["text"])
        out = ""
        for a, b in zip(letters[::2], letters[1::2]):
            (r1, c1), (r2, c2) = plain[a], plain[b]
            out += tr[r1][c2] + bl[r2][c1]
        return group5(out)


BOOTCAMP = FourSquare()
