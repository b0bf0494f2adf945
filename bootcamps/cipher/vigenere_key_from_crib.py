"""Break a Vigenère ciphertext from a known-plaintext crib: recover the keyword."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.ciphers import TextAnswer, index, keyword, letter, message
from bootcamps.trace import Tracer

from bootcamps.cipher.vigenere import BOOTCAMP as VIGENERE


@dataclass(frozen=True)
class Config:
    min_key: int = 3
    max_key: int = 3
    extra_chars: int = 10  # ciphertext beyond the crib

    def __post_init__(self) -> None:
        if not 2 <= self.min_key <= self.max_key <= 12:
            raise ValueError(f"need 2 <= min_key <= max_key <= 12, got {self.min_key}, {self.max_key}")
        if not 0 <= self.extra_chars <= 2000:
            raise ValueError(f"extra_chars must be in 0..2000, got {self.extra_chars}")


_TEMPLATES = (
    "A message was encrypted with the Vigenère cipher: letters are numbered A=0..Z=25, the keyword "
    "is repeated along the message's letters (spaces take no key letter) and each ciphertext letter "
    "is (message letter + key letter) mod 26. The keyword has {n} letters, and the message is known "
    "to begin with \"{crib}\". Find the keyword.",
    "You intercepted a Vigenère ciphertext (ciphertext letter = plaintext letter + key letter mod 26, "
    "A=0, the key repeating over the letters only). The key is {n} letters long and the plaintext "
    "starts with the words \"{crib}\". What is the key?",
    "Known-plaintext attack on Vigenère: C = (P + K) mod 26 letter by letter with A=0, the {n}-letter "
    "keyword K repeated along the letters (spaces are skipped). The plaintext opens with \"{crib}\". "
    "Recover K.",
)


class VigenereKeyFromCrib(TextAnswer, Bootcamp):
    id = "cipher/vigenere_key_from_crib"
    description = "Known-plaintext attack on Vigenère: recover the keyword from a crib at the start"
    Config = Config
    LEVELS = {
        "1": Config(min_key=3, max_key=3, extra_chars=8),
        "2": Config(min_key=4, max_key=5, extra_chars=12),
        "3": Config(min_key=5, max_key=6, extra_chars=20),
        "4": Config(min_key=6, max_key=8, extra_chars=30),
        "5": Config(min_key=8, max_key=9, extra_chars=40),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        key = keyword(rng, config.min_key, config.max_key)
        plain = message(rng, 2 * len(key) + config.extra_chars)
        words, crib = plain.split(" "), ""
        for word in words:  # whole words, until they hold at least a key's length of letters
            crib = f"{crib} {word}".strip()
            if len(crib.replace(" ", "")) >= len(key):
                break
        cipher = VIGENERE.solve({"mode": "encrypt", "key": key, "text": plain})
        return {"cipher": cipher, "crib": crib, "key_length": len(key)}, key

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(n=data["key_length"], crib=data["crib"])
        return f"{text}\nCiphertext: {data['cipher']}\n{answer_instruction('the keyword in capital letters')}"

    def program(self, t: Tracer, data: dict) -> str:
        cipher = data["cipher"].replace(" ", "")
        crib = data["crib"].replace(" ", "")
        key = []
        for j in range(data["key_length"]):
            t.state(f"key letter {j}")
            c = t.fetch(f"c[{j}]", cipher[j])
            p = t.fetch(f"p[{j}]", crib[j])
            key.append(t.compute(f"k[{j}]", letter(index(c) - index(p)), why=f"({index(c)}-{index(p)}) mod 26"))
        t.state("answer")
        return t.compute("answer", "".join(key), why="the key letters in order")

    def solve(self, data: dict) -> str:
        # try every letter for each key position against the crib, as a brute-force attacker would
        cipher = data["cipher"].replace(" ", "")
        crib = data["crib"].replace(" ", "")
        key = ""
        for j in range(data["key_length"]):
            key += next(k for k in "ABCDEFGHIJKLMNOPQRSTUVWXYZ" if chr((ord(crib[j]) + ord(k) - 130) % 26 + 65) == cipher[j])
        return key


BOOTCAMP = VigenereKeyFromCrib()
