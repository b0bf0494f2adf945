"""Encode an ASCII text in Base64 by hand: bytes to bits, 6-bit groups, the Base64 alphabet, padding."""

from __future__ import annotations

import random
import string
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.trace import Tracer
from bootcamps.words import random_sentence, random_word

ALPHABET = string.ascii_uppercase + string.ascii_lowercase + string.digits + "+/"


@dataclass(frozen=True)
class Config:
    min_chars: int = 2
    max_chars: int = 4

    def __post_init__(self) -> None:
        if not 1 <= self.min_chars <= self.max_chars <= 1000:
            raise ValueError(f"need 1 <= min_chars <= max_chars <= 1000, got {self.min_chars}, {self.max_chars}")


_RULE = (
    "Base64 takes the bytes three at a time (24 bits), cuts them into four 6-bit numbers and writes "
    "each with the alphabet A-Z (0-25), a-z (26-51), 0-9 (52-61), + (62), / (63). A last group of "
    "one or two bytes is padded with zero bits to a whole number of 6-bit numbers and the output "
    "with '=' to a multiple of four characters."
)
_TEMPLATES = (
    "Encode the ASCII text \"{text}\" in Base64. {rule}",
    "What is the Base64 encoding of the ASCII string \"{text}\"? {rule}",
    "Write the bytes of \"{text}\" (ASCII) as Base64. {rule}",
)


class Base64Encode(Bootcamp):
    id = "cipher/base64_encode"
    description = "Base64-encode an ASCII text by hand (bit groups, alphabet, padding)"
    Config = Config
    LEVELS = {
        "1": Config(min_chars=2, max_chars=4),
        "2": Config(min_chars=5, max_chars=8),
        "3": Config(min_chars=9, max_chars=14),
        "4": Config(min_chars=16, max_chars=24),
        "5": Config(min_chars=28, max_chars=40),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        n = rng.randint(config.min_chars, config.max_chars)
        if n < 9:  # short texts: any letters and digits, as words alone would repeat
            text = random_word(rng, n, string.ascii_letters + string.digits)
        else:
            text = random_sentence(rng, n)
            text = text.capitalize() if rng.random() < 0.5 else text
        data = {"text": text}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        body = rng.choice(_TEMPLATES).format(text=data["text"], rule=_RULE)
        return f"{body}\n{answer_instruction('the Base64 string, with any = padding (e.g. SGk=)')}"

    def check(self, data: dict, answer: str, text: str) -> float:
        # Base64 is case-sensitive: the text exactly, outer spaces and one pair of quotes aside
        # (quotes are not in its alphabet, so they cannot be part of the answer)
        text = text.strip()
        if len(text) >= 2 and text[0] == text[-1] and text[0] in "\"'`":
            text = text[1:-1].strip()
        return 1.0 if len(text) <= 2 * len(answer) + 20 and text == answer else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        text = data["text"]
        out = []
        for g in range(0, len(text), 3):
            t.state(f"group {g // 3}")
            chunk = t.fetch(f"text[{g}:{g + 3}]", text[g : g + 3])
            bits = t.compute("bits", "".join(f"{ord(c):08b}" for c in chunk), why="8 bits per byte")
            padded = t.compute("padded", bits + "0" * (-len(bits) % 6), why="zero bits to a multiple of 6")
            values = t.compute("values", [int(padded[i : i + 6], 2) for i in range(0, len(padded), 6)], why="6-bit numbers")
            chars = t.compute("chars", "".join(ALPHABET[v % 64] for v in values), why="Base64 alphabet")
            out.append(t.compute(f"out[{g // 3}]", chars + "=" * (4 - len(chars)), why="'=' to four characters"))
        t.state("answer")
        return t.compute("answer", "".join(out), why="the groups in order")

    def solve(self, data: dict) -> str:
        number = int.from_bytes(data["text"].encode(), "big")  # the whole text as one big integer
        n = len(data["text"])
        pad = -n % 3
        number <<= 8 * pad
        sextets = [(number >> (6 * i)) & 63 for i in reversed(range((n + pad) * 4 // 3))]
        chars = "".join(ALPHABET[s] for s in sextets)
        return chars[: len(chars) - pad] + "=" * pad


BOOTCAMP = Base64Encode()
