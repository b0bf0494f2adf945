"""Encrypt or decrypt a message with the affine cipher E(x) = (a*x + b) mod 26."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.ciphers import TextAnswer, index, letter, message
from bootcamps.trace import Tracer

UNITS = (1, 3, 5, 7, 9, 11, 15, 17, 19, 21, 23, 25)  # the a with an inverse mod 26


@dataclass(frozen=True)
class Config:
    min_chars: int = 8
    max_chars: int = 12
    decrypt_share: float = 0.5  # decrypting needs the inverse of a mod 26 first

    def __post_init__(self) -> None:
        if not 4 <= self.min_chars <= self.max_chars <= 2000:
            raise ValueError(f"need 4 <= min_chars <= max_chars <= 2000, got {self.min_chars}, {self.max_chars}")
        if not 0.0 <= self.decrypt_share <= 1.0:
            raise ValueError(f"decrypt_share must be in [0, 1], got {self.decrypt_share}")


_RULE = "Letters are numbered A=0, ..., Z=25; spaces are not enciphered and stay where they are."
_TEMPLATES = {
    "encrypt": (
        "Encrypt the message with the affine cipher E(x) = ({a}x + {b}) mod 26. {rule}",
        "An affine cipher maps letter number x to ({a}*x + {b}) mod 26. {rule} Encipher this message.",
        "Apply the affine map x -> {a}x + {b} (mod 26) to every letter of the message below. {rule}",
    ),
    "decrypt": (
        "The message was encrypted with the affine cipher E(x) = ({a}x + {b}) mod 26. {rule} Decrypt it.",
        "An affine cipher sent letter number x to ({a}*x + {b}) mod 26. {rule} Recover the plaintext of this message.",
        "Invert the affine encryption x -> {a}x + {b} (mod 26) that produced the text below. {rule}",
    ),
}


class Affine(TextAnswer, Bootcamp):
    id = "cipher/affine"
    description = "Affine cipher (a*x + b mod 26) with a given key: encrypt, or decrypt through the inverse of a"
    Config = Config
    LEVELS = {
        "1": Config(min_chars=8, max_chars=12, decrypt_share=0.0),
        "2": Config(min_chars=14, max_chars=20, decrypt_share=0.5),
        "3": Config(min_chars=24, max_chars=32, decrypt_share=0.7),
        "4": Config(min_chars=40, max_chars=55, decrypt_share=1.0),
        "5": Config(min_chars=70, max_chars=95, decrypt_share=1.0),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        plain = message(rng, rng.randint(config.min_chars, config.max_chars))
        a, b = rng.choice(UNITS[1:]), rng.randint(1, 25)  # a=1 would be a Caesar shift
        mode = "decrypt" if rng.random() < config.decrypt_share else "encrypt"
        cipher = self.solve({"mode": "encrypt", "a": a, "b": b, "text": plain})
        data = {"mode": mode, "a": a, "b": b, "text": plain if mode == "encrypt" else cipher}
        return data, cipher if mode == "encrypt" else plain

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES[data["mode"]]).format(a=data["a"], b=data["b"], rule=_RULE)
        form = f"the {data['mode']}ed message in capital letters, with its spaces where they are"
        return f"{text}\nMessage: {data['text']}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        a, b = data["a"], data["b"]
        if data["mode"] == "decrypt":
            m = 1
            while True:  # the inverse of a: the m with a*m = 1 (mod 26)
                t.state(f"try inverse {m}")
                product = t.compute("p", (a * m) % 26, why=f"{a}*{m} mod 26")
                if t.goto(product == 1, why="stop when the product is 1"):
                    break
                m += 2
            t.state("inverse")
            inverse = t.compute("a_inv", m)
        out = []
        for i, char in enumerate(data["text"]):
            if char == " ":
                out.append(char)
                continue
            t.state(f"letter {i}")
            x = index(t.fetch(f"x[{i}]", char))
            if data["mode"] == "encrypt":
                out.append(t.compute(f"y[{i}]", letter(a * x + b), why=f"({a}*{x}+{b}) mod 26"))
            else:
                out.append(t.compute(f"y[{i}]", letter(inverse * (x - b)), why=f"{inverse}*({x}-{b}) mod 26"))
        t.state("answer")
        return t.compute("answer", "".join(out), why="the new letters in order, spaces kept")

    def solve(self, data: dict) -> str:
        a, b = data["a"], data["b"]
        if data["mode"] == "encrypt":
            table = {chr(65 + x): chr(65 + (a * x + b) % 26) for x in range(26)}
        else:  # invert the encryption table itself, no modular inverse needed
            table = {chr(65 + (a * x + b) % 26): chr(65 + x) for x in range(26)}
        return "".join(table.get(c, c) for c in data["text"])


BOOTCAMP = Affine()
