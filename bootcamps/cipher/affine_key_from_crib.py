"""Known-plaintext attack on the affine cipher: from a crib (a word known to stand at a stated
place) solve the two congruences for the key (a, b)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.kit.ciphers import index, letter, message
from bootcamps.trace import Tracer

UNITS = (1, 3, 5, 7, 9, 11, 15, 17, 19, 21, 23, 25)  # the a with gcd(a, 26) = 1


@dataclass(frozen=True)
class Config:
    min_chars: int = 14
    max_chars: int = 20
    crib_anywhere: bool = False  # the crib is some word of the message, not the first
    min_crib: int = 2

    def __post_init__(self) -> None:
        if not 8 <= self.min_chars <= self.max_chars <= 2000:
            raise ValueError(f"need 8 <= min_chars <= max_chars <= 2000, got {self.min_chars}, {self.max_chars}")
        if not 2 <= self.min_crib <= 7:
            raise ValueError(f"min_crib must be in 2..7, got {self.min_crib}")


def encrypt(text: str, a: int, b: int) -> str:
    return "".join(c if c == " " else letter(a * index(c) + b) for c in text)


def keys_matching(crib: str, cipher: str) -> list[tuple[int, int]]:
    """Every key (a, b) that turns ``crib`` into ``cipher``, by trying all 312."""
    return [(a, b) for a in UNITS for b in range(26) if encrypt(crib, a, b) == cipher]


def unit_pair(crib: str) -> tuple[int, int] | None:
    """The first two crib positions whose letters differ by a unit mod 26 (odd, not 13): they fix a."""
    for i in range(len(crib)):
        for j in range(i + 1, len(crib)):
            d = (index(crib[i]) - index(crib[j])) % 26
            if d % 2 and d != 13:
                return i, j
    return None


_ORDINAL = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")
_RULE = ("The affine cipher numbers the letters A=0, ..., Z=25 and turns a letter x into (a*x + b) mod 26, "
         "where a is coprime to 26 (a in 1, 3, 5, 7, 9, 11, 15, 17, 19, 21, 23, 25) and 0 <= b <= 25. Spaces are "
         "kept as they are.")
_TEMPLATES = (
    "A message was encrypted with an affine cipher. {rule} You know that the {where} word of the message is "
    "{crib}. Find the key.",
    "{rule} The ciphertext below comes from such a cipher, and its {where} word is known to decrypt to {crib}. "
    "Recover a and b.",
    "Known-plaintext attack: {rule} The {where} word of the plaintext is {crib}. Work out the key (a, b) used.",
)


class AffineKeyFromCrib(IntListAnswer, Bootcamp):
    id = "cipher/affine_key_from_crib"
    description = "Known-plaintext attack on the affine cipher: solve for (a, b) from a crib word"
    Config = Config
    names = ("a", "b")  # the prompt's rule names the key: "a = 7, b = 3"
    LEVELS = {
        "1": Config(min_chars=12, max_chars=18, min_crib=2),
        "2": Config(min_chars=18, max_chars=26, min_crib=3),
        "3": Config(min_chars=24, max_chars=36, crib_anywhere=True, min_crib=4),
        "4": Config(min_chars=36, max_chars=50, crib_anywhere=True, min_crib=5),
        "5": Config(min_chars=50, max_chars=70, crib_anywhere=True, min_crib=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        while True:
            plain = message(rng, rng.randint(config.min_chars, config.max_chars))
            words = plain.split(" ")
            fits = [i for i, w in enumerate(words[: len(_ORDINAL)]) if len(w) >= config.min_crib]
            if not fits or (not config.crib_anywhere and fits[0] != 0):
                continue
            k = rng.choice(fits) if config.crib_anywhere else 0
            a, b = rng.choice(UNITS[1:]), rng.randrange(26)
            cipher = encrypt(plain, a, b)
            # a crib pair with a unit difference lets a be solved directly (and pins the key down)
            if unit_pair(words[k]) is not None:
                return {"text": cipher, "word": k, "crib": words[k]}, [a, b]

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(rule=_RULE, where=_ORDINAL[data["word"]], crib=data["crib"])
        form = "a and b as two numbers separated by a comma, a first (e.g. 7, 3)"
        return f"{text}\nCiphertext: {data['text']}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> list[int]:
        t.state("crib")
        crib = t.fetch("crib", data["crib"])
        target = t.compute("target", data["text"].split(" ")[data["word"]], why=f"word {data['word'] + 1} of the ciphertext")
        i, j = unit_pair(crib)  # type: ignore[misc]
        t.state("solve for a")
        p1, p2 = index(t.fetch(f"crib[{i}]", crib[i])), index(t.fetch(f"crib[{j}]", crib[j]))
        c1, c2 = index(t.fetch(f"target[{i}]", target[i])), index(t.fetch(f"target[{j}]", target[j]))
        dp = t.compute("dp", (p1 - p2) % 26, why=f"({p1} - {p2}) mod 26")
        dc = t.compute("dc", (c1 - c2) % 26, why=f"({c1} - {c2}) mod 26")
        inv = t.compute("inv", pow(dp, -1, 26), why=f"inverse of {dp} mod 26")
        a = t.compute("a", dc * inv % 26, why=f"{dc}*{inv} mod 26")
        t.state("solve for b")
        b = t.compute("b", (c1 - a * p1) % 26, why=f"({c1} - {a}*{p1}) mod 26")
        for k, ch in enumerate(crib):
            t.state(f"check crib letter {k}")
            x = t.fetch(f"crib[{k}]", ch)
            t.compute(f"enc[{k}]", letter(a * index(x) + b), why=f"({a}*{index(x)} + {b}) mod 26 = target[{k}]")
        t.state("answer")
        return t.compute("answer", [a, b])

    def solve(self, data: dict) -> list[int]:
        keys = keys_matching(data["crib"], data["text"].split(" ")[data["word"]])
        return list(keys[0]) if len(keys) == 1 else []


BOOTCAMP = AffineKeyFromCrib()
