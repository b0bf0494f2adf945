"""XOR an ASCII message with a repeating key and write the result in hexadecimal."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.ciphers import keyword
from bootcamps.trace import Tracer
from bootcamps.words import random_sentence

_HEX_BYTES = re.compile(r"(?:0x)?([0-9a-f]{2}(?:[0-9a-f]{2})*)|([0-9a-f]{2}(?: [0-9a-f]{2})*)")


@dataclass(frozen=True)
class Config:
    min_chars: int = 4
    max_chars: int = 6
    min_key: int = 1
    max_key: int = 2

    def __post_init__(self) -> None:
        if not 1 <= self.min_chars <= self.max_chars <= 1000:
            raise ValueError(f"need 1 <= min_chars <= max_chars <= 1000, got {self.min_chars}, {self.max_chars}")
        if not 1 <= self.min_key <= self.max_key <= 16:
            raise ValueError(f"need 1 <= min_key <= max_key <= 16, got {self.min_key}, {self.max_key}")


_TEMPLATES = (
    "XOR each byte of the ASCII message \"{msg}\" with the ASCII key \"{key}\", repeated as often as needed "
    "(message byte i is XORed with key byte i mod {n}).",
    "Encrypt the text \"{msg}\" with a repeating-key XOR cipher: the key is the ASCII string \"{key}\"; "
    "byte i of the message is XORed with byte (i mod {n}) of the key.",
    "Take the ASCII bytes of \"{msg}\" and XOR them one by one with the bytes of \"{key}\", starting the "
    "key over after its last byte ({n} bytes long).",
)


class XorHex(Bootcamp):
    id = "cipher/xor_hex"
    description = "Repeating-key XOR of an ASCII message, written as hexadecimal bytes"
    Config = Config
    LEVELS = {
        "1": Config(min_chars=3, max_chars=5, min_key=1, max_key=1),
        "2": Config(min_chars=6, max_chars=9, min_key=2, max_key=3),
        "3": Config(min_chars=10, max_chars=16, min_key=3, max_key=4),
        "4": Config(min_chars=18, max_chars=26, min_key=4, max_key=6),
        "5": Config(min_chars=30, max_chars=44, min_key=5, max_key=8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        data = {"message": random_sentence(rng, rng.randint(config.min_chars, config.max_chars)),
                "key": keyword(rng, config.min_key, config.max_key).lower() if config.max_key > 2
                else "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(rng.randint(config.min_key, config.max_key)))}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(msg=data["message"], key=data["key"], n=len(data["key"]))
        form = "the result as lowercase hexadecimal, two digits per byte, e.g. 1f0a3c"
        return f"{text}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        if len(text) > 3 * len(answer) + 20:
            return 0.0
        match = _HEX_BYTES.fullmatch(text.strip().lower())  # contiguous, or whole bytes spaced apart
        if not match:
            return 0.0
        return 1.0 if (match.group(1) or match.group(2)).replace(" ", "") == answer else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        message, key = data["message"], data["key"]
        out = []
        for i, char in enumerate(message):
            t.state(f"byte {i}")
            m = t.compute("m", ord(t.fetch(f"msg[{i}]", char)), why="ASCII code")
            k = t.compute("k", ord(t.fetch(f"key[{i % len(key)}]", key[i % len(key)])), why="ASCII code")
            out.append(t.compute(f"out[{i}]", f"{m ^ k:02x}", why=f"{m} xor {k} in hex"))
        t.state("answer")
        return t.compute("answer", "".join(out), why="the bytes in order")

    def solve(self, data: dict) -> str:
        key = data["key"].encode()
        return bytes(b ^ key[i % len(key)] for i, b in enumerate(data["message"].encode())).hex()


BOOTCAMP = XorHex()
