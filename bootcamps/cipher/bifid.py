"""Bifid cipher: Polybius coordinates written in two lines, read across and turned back to letters."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.cipher.polybius import SQUARE_LETTERS, keyed_square, render_square
from bootcamps.kit.ciphers import TextAnswer, keyword, message
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_letters: int = 6
    max_letters: int = 9
    keyed: bool = False
    period: int = 0  # 0: the whole message is one block; else blocks of this many letters
    decrypt_share: float = 0.5

    def __post_init__(self) -> None:
        if not 3 <= self.min_letters <= self.max_letters <= 1000:
            raise ValueError(f"need 3 <= min_letters <= max_letters <= 1000, got {self.min_letters}, {self.max_letters}")
        if self.period < 0 or self.period == 1:
            raise ValueError(f"period must be 0 (one block) or >= 2, got {self.period}")
        if not 0.0 <= self.decrypt_share <= 1.0:
            raise ValueError(f"decrypt_share must be in [0, 1], got {self.decrypt_share}")


def blocks(text: str, period: int) -> list[str]:
    size = period or len(text)
    return [text[i : i + size] for i in range(0, len(text), size)]


_SQUARE_KEYED = ("The 5x5 square is filled row by row with the letters of the keyword {key} (each once, J as I), "
                 "then the rest of the alphabet without J in order; rows and columns are numbered 1-5.")
_SQUARE_PLAIN = "The 5x5 square (rows and columns numbered 1-5, J shares I's cell) is:\n{grid}\n"
_ENCRYPT = ("To encrypt a block, write each letter's row number in one line and its column number in a second "
            "line beneath it, read the first line and then the second as one sequence of digits, and turn each "
            "consecutive pair (row, column) back into a letter.")
_DECRYPT = ("Encryption wrote, for each block, the row numbers of its letters in one line and the column numbers in a "
            "second line, read the first line and then the second as one digit sequence, and turned each consecutive "
            "pair (row, column) into a letter. Undo it.")
_TEMPLATES = {
    "encrypt": ("Encrypt the message with the bifid cipher. {square} {blocks} {rule}",
                "Use a bifid cipher on the letters below. {square} {blocks} {rule}",
                "Apply bifid encryption. {square} {blocks} {rule}"),
    "decrypt": ("Decrypt this bifid ciphertext. {square} {blocks} {rule}",
                "The letters below were encrypted with the bifid cipher. {square} {blocks} {rule}",
                "Recover the plaintext of a bifid cipher. {square} {blocks} {rule}"),
}


class Bifid(TextAnswer, Bootcamp):
    id = "cipher/bifid"
    description = "Bifid cipher (Polybius coordinates fractionated over a block): encrypt or decrypt"
    Config = Config
    LEVELS = {
        "1": Config(min_letters=5, max_letters=8, keyed=False, period=0, decrypt_share=0.0),
        "2": Config(min_letters=8, max_letters=12, keyed=False, period=0, decrypt_share=0.5),
        "3": Config(min_letters=12, max_letters=18, keyed=True, period=5, decrypt_share=0.5),
        "4": Config(min_letters=18, max_letters=28, keyed=True, period=5, decrypt_share=0.6),
        "5": Config(min_letters=30, max_letters=45, keyed=True, period=7, decrypt_share=0.6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        n = rng.randint(config.min_letters, config.max_letters)
        plain = message(rng, n + n // 4 + 2).replace("J", "I").replace(" ", "")[:n]
        key = keyword(rng, 4, 9) if config.keyed else ""
        mode = "decrypt" if rng.random() < config.decrypt_share else "encrypt"
        data = {"mode": "encrypt", "key": key, "period": config.period, "text": plain}
        cipher = self.solve(data)
        data.update(mode=mode, text=plain if mode == "encrypt" else cipher)
        return data, cipher if mode == "encrypt" else plain

    def prompt(self, data: dict, rng: random.Random) -> str:
        square = (_SQUARE_KEYED.format(key=data["key"]) if data["key"]
                  else _SQUARE_PLAIN.format(grid=render_square(SQUARE_LETTERS)))
        period = data["period"]
        block_rule = (f"The text is split into blocks of {period} letters (the last block may be shorter), each "
                      "handled on its own." if period else "The whole text is one block.")
        rule = _ENCRYPT if data["mode"] == "encrypt" else _DECRYPT
        text = rng.choice(_TEMPLATES[data["mode"]]).format(square=square, blocks=block_rule, rule=rule)
        form = f"the {data['mode']}ed letters in capitals, without spaces"
        return f"{text}\nText: {data['text']}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        t.state("square")
        square = t.compute("square", keyed_square(t.fetch("key", data["key"])), why="keyword letters, then the rest")
        out = []
        for b, block in enumerate(blocks(data["text"], data["period"])):
            rows, cols = [], []
            for i, c in enumerate(block):
                t.state(f"block {b} letter {i}")
                pos = t.compute("pos", square.find(t.fetch(f"x[{b}][{i}]", c)), why="cell counted from 0")
                rows.append(t.compute("row", pos // 5 + 1))
                cols.append(t.compute("col", pos % 5 + 1))
            t.state(f"block {b} digits")
            if data["mode"] == "encrypt":
                digits = t.compute("digits", rows + cols, why="rows line, then columns line")
                pairs = [(digits[2 * k], digits[2 * k + 1]) for k in range(len(block))]
            else:
                digits = t.compute("digits", [d for pair in zip(rows, cols) for d in pair], why="each letter's row and column")
                n = len(block)
                pairs = [(digits[k], digits[n + k]) for k in range(n)]  # first half rows, second half columns
            letters = "".join(square[(5 * (r - 1) + c - 1) % 25] for r, c in pairs)
            out.append(t.compute(f"y[{b}]", letters, why="each (row, column) pair as a letter"))
        t.state("answer")
        return t.compute("answer", "".join(out))

    def solve(self, data: dict) -> str:
        square = keyed_square(data["key"])
        where = {square[i]: (i // 5, i % 5) for i in range(25)}
        out = []
        for block in blocks(data["text"], data["period"]):
            n = len(block)
            if data["mode"] == "encrypt":
                line = [where[c][0] for c in block] + [where[c][1] for c in block]
                out.extend(square[5 * line[2 * k] + line[2 * k + 1]] for k in range(n))
            else:
                line = [x for c in block for x in where[c]]
                out.extend(square[5 * line[k] + line[n + k]] for k in range(n))
        return "".join(out)


BOOTCAMP = Bifid()
