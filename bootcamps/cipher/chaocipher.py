"""Chaocipher (J. F. Byrne): two mixed alphabets, a ciphertext wheel and a plaintext wheel, that
are permuted after every letter (rotate to the zenith, then move one letter to the nadir), so the
substitution changes at each step. Encrypt or decrypt with given starting alphabets."""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.ciphers import ALPHABET, TextAnswer, message
from bootcamps.kit.textkit import letters_only
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 6
    decrypt_share: float = 0.0

    def __post_init__(self) -> None:
        if not 2 <= self.length <= 80 or not 0 <= self.decrypt_share <= 1:
            raise ValueError(f"need 2 <= length <= 80 and 0 <= decrypt_share <= 1, got {self.length}, {self.decrypt_share}")


def permute(left: str, right: str, i: int) -> tuple[str, str]:
    """Both alphabets after the letter pair at position ``i`` was used."""
    left = left[i:] + left[:i]                     # cipher letter to the zenith (position 0)
    left = left[0] + left[2:14] + left[1] + left[14:]  # take position 1 out, put it back at 13
    right = right[i:] + right[:i]                  # plain letter to the zenith
    right = right[1:] + right[0]                   # one more step: the zenith goes to the end
    right = right[:2] + right[3:14] + right[2] + right[14:]  # take position 2 out, back at 13
    return left, right


_RULES = (
    "Chaocipher uses two 26-letter wheels, written as strings with positions 0-25: the left (ciphertext) "
    "alphabet and the right (plaintext) alphabet. For each letter: find the plaintext letter in the right "
    "alphabet (to encrypt) or the ciphertext letter in the left alphabet (to decrypt); the letter at the same "
    "position i in the other alphabet is the output. Then permute: LEFT: rotate it so position i comes "
    "first (position 0), then remove the letter at position 1 and reinsert it at position 13 (the letters "
    "at 2-13 shift down one). RIGHT: rotate it so position i comes first, rotate one more place (the first "
    "letter goes to the end), then remove the letter at position 2 and reinsert it at position 13 (letters "
    "3-13 shift down one). Continue with the next letter."
)
_TEMPLATES = (
    "{rules}\nLeft alphabet: {left}\nRight alphabet: {right}\n{task}",
    "{task}\nStarting alphabets: left {left}, right {right}.\n{rules}",
    "Starting left (cipher) wheel: {left}\nStarting right (plain) wheel: {right}\n{rules}\n{task}",
)


class Chaocipher(TextAnswer, Bootcamp):
    id = "cipher/chaocipher"
    description = "Chaocipher: two self-permuting alphabets (zenith/nadir moves after each letter), encrypt or decrypt"
    Config = Config
    LEVELS = {
        "1": Config(length=4),
        "2": Config(length=7, decrypt_share=0.5),
        "3": Config(length=11, decrypt_share=0.5),
        "4": Config(length=16, decrypt_share=0.5),
        "5": Config(length=24, decrypt_share=0.5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        left, right = list(ALPHABET), list(ALPHABET)
        rng.shuffle(left)
        rng.shuffle(right)
        plain = letters_only(message(rng, config.length + 12))[: config.length]
        data = {"left": "".join(left), "right": "".join(right), "text": plain, "decrypt": False}
        if rng.random() < config.decrypt_share:
            data = dict(data, text=self.solve(data), decrypt=True)
            return data, plain
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        task = (f"Decrypt the ciphertext {data['text']}." if data["decrypt"] else f"Encrypt the plaintext {data['text']}.")
        text = rng.choice(_TEMPLATES).format(rules=_RULES, left=data["left"], right=data["right"], task=task)
        return f"{text}\n{answer_instruction('the resulting letters in capitals with no spaces, e.g. <answer>QWERTY</answer>')}"

    def program(self, t: Tracer, data: dict) -> str:
        left, right, out = data["left"], data["right"], ""
        for k, ch in enumerate(data["text"]):
            t.state(f"letter {k}")
            c = t.fetch(f"text[{k}]", ch)
            i = t.compute("i", (left if data["decrypt"] else right).index(c), why="position in the input wheel")
            out = t.compute("out", out + (right if data["decrypt"] else left)[i], why="letter at i in the other wheel")
            left, right = permute(left, right, i)
            left = t.compute("left", left, why="zenith, then position 1 to 13")
            right = t.compute("right", right, why="zenith, one more, then position 2 to 13")
        t.state("answer")
        return t.fetch("out", out)

    def solve(self, data: dict) -> str:
        # The wheels as deques, turned with rotate() and edited with del/insert.
        left, right = deque(data["left"]), deque(data["right"])
        out = []
        for ch in data["text"]:
            i = (list(left) if data["decrypt"] else list(right)).index(ch)
            out.append((right if data["decrypt"] else left)[i])
            left.rotate(-i)
            moved = left[1]
            del left[1]
            left.insert(13, moved)
            right.rotate(-i - 1)
            moved = right[2]
            del right[2]
            right.insert(13, moved)
        return "".join(out)


BOOTCAMP = Chaocipher()
