"""Hill cipher with a 2x2 key matrix mod 26: encrypt letter pairs, or decrypt through the inverse matrix."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.ciphers import TextAnswer, index, letter, message
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_letters: int = 4
    max_letters: int = 6
    decrypt_share: float = 0.0  # decrypting needs the inverse of the key matrix mod 26

    def __post_init__(self) -> None:
        if not 2 <= self.min_letters <= self.max_letters <= 1000:
            raise ValueError(f"need 2 <= min_letters <= max_letters <= 1000, got {self.min_letters}, {self.max_letters}")
        if not 0.0 <= self.decrypt_share <= 1.0:
            raise ValueError(f"decrypt_share must be in [0, 1], got {self.decrypt_share}")


def _invertible(m: list[int]) -> bool:
    return math.gcd((m[0] * m[3] - m[1] * m[2]) % 26, 26) == 1


_RULE = ("Letters are numbered A=0, ..., Z=25. The letters (no spaces) are taken in pairs (p1, p2), and each pair "
         "becomes c1 = ({a}*p1 + {b}*p2) mod 26 and c2 = ({c}*p1 + {d}*p2) mod 26, i.e. the key matrix is "
         "[[{a}, {b}], [{c}, {d}]] applied to the column vector (p1, p2).")
_TEMPLATES = {
    "encrypt": ("Encrypt the text with a Hill cipher. {rule}",
                "Apply the 2x2 Hill cipher below to the text. {rule} What is the ciphertext?",
                "Use Hill encryption. {rule}"),
    "decrypt": ("The text below was encrypted with a Hill cipher. {rule} Decrypt it.",
                "Decrypt this Hill ciphertext. {rule} (Hint: invert the key matrix modulo 26.)",
                "Recover the plaintext of this 2x2 Hill cipher. {rule}"),
}


class Hill(TextAnswer, Bootcamp):
    id = "cipher/hill"
    description = "Hill cipher with a 2x2 key mod 26: encrypt letter pairs, or decrypt with the inverse matrix"
    Config = Config
    LEVELS = {
        "1": Config(min_letters=4, max_letters=6, decrypt_share=0.0),
        "2": Config(min_letters=6, max_letters=10, decrypt_share=0.3),
        "3": Config(min_letters=10, max_letters=16, decrypt_share=0.6),
        "4": Config(min_letters=16, max_letters=24, decrypt_share=0.8),
        "5": Config(min_letters=24, max_letters=40, decrypt_share=1.0),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        n = 2 * (rng.randint(config.min_letters, config.max_letters) // 2)
        plain = message(rng, n + n // 4 + 2).replace(" ", "")[:n]
        while True:
            key = [rng.randint(1, 25) for _ in range(4)]
            if _invertible(key):
                break
        mode = "decrypt" if rng.random() < config.decrypt_share else "encrypt"
        cipher = self.solve({"mode": "encrypt", "key": key, "text": plain})
        data = {"mode": mode, "key": key, "text": plain if mode == "encrypt" else cipher}
        return data, cipher if mode == "encrypt" else plain

    def prompt(self, data: dict, rng: random.Random) -> str:
        a, b, c, d = data["key"]
        rule = _RULE.format(a=a, b=b, c=c, d=d)
        text = rng.choice(_TEMPLATES[data["mode"]]).format(rule=rule)
        form = f"the {data['mode']}ed letters in capitals, without spaces"
        return f"{text}\nText: {data['text']}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        a, b, c, d = data["key"]
        if data["mode"] == "decrypt":
            t.state("determinant")
            det = t.compute("det", (a * d - b * c) % 26, why=f"({a}*{d}-{b}*{c}) mod 26")
            inv = 1
            while True:  # the inverse of the determinant: the m with det*m = 1 (mod 26)
                t.state(f"try inverse {inv}")
                if t.goto(t.compute("p", (det * inv) % 26, why=f"{det}*{inv} mod 26") == 1, why="stop at 1"):
                    break
                inv += 2
                if inv > 25:
                    raise ValueError(f"determinant {det} has no inverse mod 26")
            t.state("inverse matrix")
            a, b, c, d = t.compute("inv", [(inv * d) % 26, (-inv * b) % 26, (-inv * c) % 26, (inv * a) % 26],
                                   why=f"{inv}*[[d, -b], [-c, a]] mod 26")
        text = data["text"]
        out = []
        for k in range(0, len(text) - 1, 2):
            t.state(f"pair {k // 2}")
            p1 = index(t.fetch(f"x[{k}]", text[k]))
            p2 = index(t.fetch(f"x[{k + 1}]", text[k + 1]))
            out.append(t.compute(f"y[{k}]", letter(a * p1 + b * p2), why=f"({a}*{p1}+{b}*{p2}) mod 26"))
            out.append(t.compute(f"y[{k + 1}]", letter(c * p1 + d * p2), why=f"({c}*{p1}+{d}*{p2}) mod 26"))
        t.state("answer")
        return t.compute("answer", "".join(out))

    def solve(self, data: dict) -> str:
        a, b, c, d = data["key"]
        text = data["text"]
        pairs = [(index(text[k]), index(text[k + 1])) for k in range(0, len(text), 2)]
        if data["mode"] == "encrypt":
            return "".join(letter(a * x + b * y) + letter(c * x + d * y) for x, y in pairs)
        # decrypt by table: every plaintext pair's encryption, inverted (no modular inverse needed)
        table = {(letter(a * x + b * y), letter(c * x + d * y)): letter(x) + letter(y) for x in range(26) for y in range(26)}
        return "".join(table[(letter(x), letter(y))] for x, y in pairs)


BOOTCAMP = Hill()
