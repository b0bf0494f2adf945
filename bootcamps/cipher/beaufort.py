"""Beaufort cipher: each letter becomes (key letter - message letter) mod 26; the same step
enciphers and deciphers (the cipher is its own inverse), unlike Vigenère's addition."""

from __future__ import annotations

import random
from dataclasses import dataclass

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


_RULE = ("Number the letters A=0, B=1, ..., Z=25. The key is repeated along the text, one key letter per "
         "letter (spaces take no key letter and stay where they are). A letter x under key letter k becomes "
         "(k - x) mod 26: subtract the text letter FROM the key letter.")
_TEMPLATES = {
    "encrypt": (
        "Encrypt the message below with the Beaufort cipher and the keyword {key}. {rule}",
        "Use the Beaufort cipher (key {key}) to encipher this message. {rule}",
        "Apply Beaufort encryption with the keyword {key} to the text that follows. {rule}",
    ),
    "decrypt": (
        "Decrypt the message below, enciphered with the Beaufort cipher and the keyword {key}. {rule} "
        "The Beaufort cipher is its own inverse, so the same rule recovers the message.",
        "This text was encrypted with a Beaufort cipher, key {key}. Recover the original message. {rule} "
        "(Applying the rule again undoes it.)",
        "Undo the Beaufort encryption (keyword {key}) of the text that follows. {rule} Since "
        "k - (k - x) = x, deciphering uses the very same rule.",
    ),
}


class Beaufort(TextAnswer, Bootcamp):
    id = "cipher/beaufort"
    description = "Beaufort cipher (key letter minus text letter, self-inverse) with a given keyword"
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
        data = {"mode": mode, "key": key, "text": plain if mode == "encrypt" else cipher}
        return data, cipher if mode == "encrypt" else plain

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES[data["mode"]]).format(key=data["key"], rule=_RULE)
        form = f"the {data['mode']}ed message in capital letters, with its spaces where they are"
        return f"{text}\nMessage: {data['text']}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        key, out = data["key"], []
        letters = [(i, c) for i, c in enumerate(data["text"]) if c != " "]
        for j, (i, char) in enumerate(letters):
            t.state(f"letter {i}")
            x = t.fetch(f"x[{i}]", char)
            k = t.fetch(f"key[{j % len(key)}]", key[j % len(key)])
            out.append((i, t.compute(f"y[{i}]", letter(index(k) - index(x)), why=f"({index(k)} - {index(x)}) mod 26")))
        t.state("answer")
        chars = list(data["text"])
        for i, c in out:
            chars[i] = c
        return t.compute("answer", "".join(chars), why="the new letters in order, spaces kept")

    def solve(self, data: dict) -> str:
        # A table lookup instead of arithmetic: row k of the Beaufort tableau is the reversed alphabet shifted.
        key = data["key"]
        rows = {k: "".join(chr(65 + (ord(k) - 65 - s) % 26) for s in range(26)) for k in set(key)}
        words, j = [], 0
        for word in data["text"].split(" "):
            row = []
            for c in word:
                row.append(rows[key[j % len(key)]][ord(c) - 65])
                j += 1
            words.append("".join(row))
        return " ".join(words)


BOOTCAMP = Beaufort()
