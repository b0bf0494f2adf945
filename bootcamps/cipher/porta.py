"""Porta cipher: a keyword picks one of 13 reciprocal alphabets per letter, swapping the halves
A-M and N-Z with a shift; the same step enciphers and deciphers."""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import cycle

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.ciphers import TextAnswer, index, letter, message
from bootcamps.kit.textkit import pick_keyword
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_chars: int = 10
    max_chars: int = 14
    min_key: int = 3
    max_key: int = 4

    def __post_init__(self) -> None:
        if not 4 <= self.min_chars <= self.max_chars <= 2000:
            raise ValueError(f"need 4 <= min_chars <= max_chars <= 2000, got {self.min_chars}, {self.max_chars}")
        if not 2 <= self.min_key <= self.max_key <= 12:
            raise ValueError(f"need 2 <= min_key <= max_key <= 12, got {self.min_key}, {self.max_key}")


def porta(x: int, g: int) -> int:
    """The Porta image of letter ``x`` (0-25) under key group ``g`` (0-12)."""
    return 13 + (x + g) % 13 if x < 13 else (x - 13 - g) % 13


_RULE = (
    "Number the letters A=0, ..., Z=25. The keyword is repeated along the message, one key letter per letter "
    "(spaces take none and stay). A key letter k gives the group g = floor(k / 2) (A and B give 0, C and D give "
    "1, ..., Y and Z give 12). A letter x in the first half (A-M, x < 13) becomes 13 + ((x + g) mod 13); a letter "
    "x in the second half (N-Z) becomes (x - 13 - g) mod 13. The cipher is its own inverse."
)
_TEMPLATES = {
    "encrypt": ("Encrypt the message with the Porta cipher and the keyword {key}. {rule}",
                "Use the Porta cipher (keyword {key}) on the message below. {rule}",
                "Encipher this message with a Porta cipher keyed by {key}. {rule}"),
    "decrypt": ("Decrypt the message, enciphered with the Porta cipher and the keyword {key}. {rule}",
                "This text was encrypted by a Porta cipher with the keyword {key}. Recover the message. {rule}",
                "Undo the Porta encryption (keyword {key}) of the message below. {rule}"),
}


class Porta(TextAnswer, Bootcamp):
    id = "cipher/porta"
    description = "Porta cipher (13 reciprocal half-swapping alphabets chosen by a keyword)"
    Config = Config
    LEVELS = {
        "1": Config(min_chars=10, max_chars=14, min_key=3, max_key=4),
        "2": Config(min_chars=18, max_chars=24, min_key=4, max_key=5),
        "3": Config(min_chars=30, max_chars=40, min_key=5, max_key=6),
        "4": Config(min_chars=50, max_chars=70, min_key=6, max_key=8),
        "5": Config(min_chars=80, max_chars=110, min_key=7, max_key=9),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        plain = message(rng, rng.randint(config.min_chars, config.max_chars))
        key = pick_keyword(rng, config.min_key, config.max_key)
        mode = rng.choice(("encrypt", "decrypt"))
        cipher = self.solve({"key": key, "text": plain})
        return {"mode": mode, "key": key, "text": plain if mode == "encrypt" else cipher}, (
            cipher if mode == "encrypt" else plain)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES[data["mode"]]).format(key=data["key"], rule=_RULE)
        form = f"the {data['mode']}ed message in capital letters, with its spaces where they are"
        return f"{text}\nMessage: {data['text']}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        key, text = data["key"], data["text"]
        out, j = list(text), 0
        for i, char in enumerate(text):
            if char == " ":
                continue
            t.state(f"letter {i}")
            x = t.fetch(f"x[{i}]", char)
            k = t.fetch(f"key[{j % len(key)}]", key[j % len(key)])
            g = t.compute("g", index(k) // 2, why=f"{index(k)} // 2")
            side = "first half" if index(x) < 13 else "second half"
            out[i] = t.compute(f"y[{i}]", letter(porta(index(x), g)), why=f"{x} is in the {side}")
            j += 1
        t.state("answer")
        return t.compute("answer", "".join(out))

    def solve(self, data: dict) -> str:
        # The 13 tableau rows written out: row g pairs A-M with N-Z rotated left by g.
        rows = {}
        for g in range(13):
            low, high = "ABCDEFGHIJKLM", "NOPQRSTUVWXYZ"
            rot = high[g:] + high[:g]
            rows[g] = {**dict(zip(low, rot)), **dict(zip(rot, low))}
        stream = cycle(data["key"])
        return "".join(c if c == " " else rows[(ord(next(stream)) - 65) // 2][c] for c in data["text"])


BOOTCAMP = Porta()
