"""Autokey cipher: a primer word, then the plaintext itself, is the running Vigenère key."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.ciphers import TextAnswer, index, keyword, letter, message
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_chars: int = 8
    max_chars: int = 12
    min_primer: int = 3
    max_primer: int = 4
    decrypt_share: float = 0.0  # decrypting recovers each key letter from plaintext found earlier

    def __post_init__(self) -> None:
        if not 4 <= self.min_chars <= self.max_chars <= 2000:
            raise ValueError(f"need 4 <= min_chars <= max_chars <= 2000, got {self.min_chars}, {self.max_chars}")
        if not 3 <= self.min_primer <= self.max_primer <= 9:
            raise ValueError(f"need 3 <= min_primer <= max_primer <= 9, got {self.min_primer}, {self.max_primer}")
        if not 0.0 <= self.decrypt_share <= 1.0:
            raise ValueError(f"decrypt_share must be in [0, 1], got {self.decrypt_share}")


_RULE = ("Letters are numbered A=0, ..., Z=25. The key stream is the primer {primer} followed by the plaintext's "
         "own letters (spaces skipped); the i-th plaintext letter p and the i-th key letter k give the ciphertext "
         "letter (p + k) mod 26. Spaces are not enciphered and stay where they are.")
_TEMPLATES = {
    "encrypt": ("Encrypt the message with the autokey cipher. {rule}",
                "Use an autokey Vigenère cipher with primer {primer} on this message. {rule}",
                "Apply autokey encryption to the message below. {rule}"),
    "decrypt": ("Decrypt this autokey ciphertext. {rule}",
                "The message below was encrypted with an autokey cipher whose primer is {primer}. {rule} "
                "Recover the plaintext.",
                "Undo the autokey encryption that produced this text. {rule}"),
}


class Autokey(TextAnswer, Bootcamp):
    id = "cipher/autokey"
    description = "Autokey Vigenère cipher (primer then plaintext as key): encrypt, or decrypt letter by letter"
    Config = Config
    LEVELS = {
        "1": Config(min_chars=8, max_chars=12, min_primer=3, max_primer=4, decrypt_share=0.0),
        "2": Config(min_chars=14, max_chars=20, min_primer=3, max_primer=5, decrypt_share=0.5),
        "3": Config(min_chars=22, max_chars=32, min_primer=4, max_primer=6, decrypt_share=0.6),
        "4": Config(min_chars=35, max_chars=50, min_primer=4, max_primer=7, decrypt_share=0.8),
        "5": Config(min_chars=60, max_chars=90, min_primer=5, max_primer=9, decrypt_share=1.0),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        plain = message(rng, rng.randint(config.min_chars, config.max_chars))
        primer = keyword(rng, config.min_primer, config.max_primer)
        mode = "decrypt" if rng.random() < config.decrypt_share else "encrypt"
        cipher = self.solve({"mode": "encrypt", "primer": primer, "text": plain})
        data = {"mode": mode, "primer": primer, "text": plain if mode == "encrypt" else cipher}
        return data, cipher if mode == "encrypt" else plain

    def prompt(self, data: dict, rng: random.Random) -> str:
        rule = _RULE.format(primer=data["primer"])
        text = rng.choice(_TEMPLATES[data["mode"]]).format(rule=rule, primer=data["primer"])
        form = f"the {data['mode']}ed message in capital letters, with its spaces where they are"
        return f"{text}\nMessage: {data['text']}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        primer = data["primer"]
        plain_letters: list[str] = []  # the plaintext found so far feeds the key
        out = []
        j = 0
        for i, char in enumerate(data["text"]):
            if char == " ":
                out.append(char)
                continue
            t.state(f"letter {i}")
            x = t.fetch(f"x[{i}]", char)
            key = t.fetch(f"k[{j}]", primer[j] if j < len(primer) else plain_letters[j - len(primer)])
            if data["mode"] == "encrypt":
                y = t.compute(f"y[{i}]", letter(index(x) + index(key)), why=f"({index(x)}+{index(key)}) mod 26")
                plain_letters.append(x)
            else:
                y = t.compute(f"y[{i}]", letter(index(x) - index(key)), why=f"({index(x)}-{index(key)}) mod 26")
                plain_letters.append(y)
            out.append(y)
            j += 1
        t.state("answer")
        return t.compute("answer", "".join(out), why="the new letters in order, spaces kept")

    def solve(self, data: dict) -> str:
        # build the key stream first when it is known (encrypt), else grow it as letters come out
        letters = data["text"].replace(" ", "")
        stream = list(data["primer"]) + (list(letters) if data["mode"] == "encrypt" else [])
        result = []
        for i, c in enumerate(letters):
            if data["mode"] == "encrypt":
                result.append(chr(65 + (ord(c) + ord(stream[i]) - 130) % 26))
            else:
                p = chr(65 + (ord(c) - ord(stream[i])) % 26)
                result.append(p)
                stream.append(p)
        it = iter(result)
        return "".join(" " if c == " " else next(it) for c in data["text"])


BOOTCAMP = Autokey()
