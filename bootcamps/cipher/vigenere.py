"""Encrypt or decrypt a message with the Vigenère cipher and a given keyword."""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import cycle

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.ciphers import TextAnswer, index, keyword, letter, message
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_chars: int = 10
    max_chars: int = 14
    min_key: int = 3
    max_key: int = 3

    def __post_init__(self) -> None:
        if not 4 <= self.min_chars <= self.max_chars <= 2000:
            raise ValueError(f"need 4 <= min_chars <= max_chars <= 2000, got {self.min_chars}, {self.max_chars}")
        if not 2 <= self.min_key <= self.max_key <= 12:
            raise ValueError(f"need 2 <= min_key <= max_key <= 12, got {self.min_key}, {self.max_key}")


_RULE = (
    "Number the letters A=0, B=1, ..., Z=25. The key is repeated along the message, one key letter "
    "per message letter (spaces take no key letter and stay where they are)."
)
_TEMPLATES = {
    "encrypt": (
        "Encrypt the message below with the Vigenère cipher and the keyword {key}. {rule} Each "
        "ciphertext letter is (message letter + key letter) mod 26.",
        "Use the Vigenère cipher with key {key} to encipher this message. {rule} Shift each letter "
        "forward by the value of its key letter, wrapping from Z to A.",
        "Apply Vigenère encryption (keyword {key}) to the text that follows. {rule} A letter p under "
        "key letter k becomes (p + k) mod 26.",
    ),
    "decrypt": (
        "Decrypt the message below, which was enciphered with the Vigenère cipher and the keyword "
        "{key}. {rule} Each plaintext letter is (ciphertext letter - key letter) mod 26.",
        "This text was encrypted with a Vigenère cipher, key {key}. Recover the original message. "
        "{rule} Shift each letter back by the value of its key letter, wrapping from A to Z.",
        "Undo the Vigenère encryption (keyword {key}) of the text that follows. {rule} A letter c "
        "under key letter k came from (c - k) mod 26.",
    ),
}


class Vigenere(TextAnswer, Bootcamp):
    id = "cipher/vigenere"
    description = "Vigenère cipher with a given keyword: encrypt or decrypt a message"
    Config = Config
    LEVELS = {
        "1": Config(min_chars=10, max_chars=14, min_key=3, max_key=3),
        "2": Config(min_chars=18, max_chars=24, min_key=4, max_key=5),
        "3": Config(min_chars=30, max_chars=40, min_key=5, max_key=6),
        "4": Config(min_chars=50, max_chars=70, min_key=6, max_key=8),
        "5": Config(min_chars=80, max_chars=110, min_key=7, max_key=9),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        plain = message(rng, rng.randint(config.min_chars, config.max_chars))
        data = {"mode": rng.choice(("encrypt", "decrypt")), "key": keyword(rng, config.min_key, config.max_key)}
        cipher = self.solve({**data, "mode": "encrypt", "text": plain})
        data["text"] = plain if data["mode"] == "encrypt" else cipher
        return data, cipher if data["mode"] == "encrypt" else plain

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES[data["mode"]]).format(key=data["key"], rule=_RULE)
        form = f"the {data['mode']}ed message in capital letters, with its spaces where they are"
        return f"{text}\nMessage: {data['text']}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        sign = 1 if data["mode"] == "encrypt" else -1
        key = data["key"]
        out, j = [], 0
        for i, char in enumerate(data["text"]):
            if char == " ":
                out.append(char)
                continue
            t.state(f"letter {i}")
            x = t.fetch(f"x[{i}]", char)
            k = t.fetch(f"key[{j % len(key)}]", key[j % len(key)])
            y = t.compute(f"y[{i}]", letter(index(x) + sign * index(k)),
                          why=f"({index(x)} {'+' if sign > 0 else '-'} {index(k)}) mod 26")
            out.append(y)
            j += 1
        t.state("answer")
        return t.compute("answer", "".join(out), why="the new letters in order, spaces kept")

    def solve(self, data: dict) -> str:
        sign = 1 if data["mode"] == "encrypt" else -1
        stream = cycle(data["key"])
        return "".join(c if c == " " else chr((ord(c) - 65 + sign * (ord(next(stream)) - 65)) % 26 + 65) for c in data["text"])


BOOTCAMP = Vigenere()
