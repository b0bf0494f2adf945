"""Encrypt or decrypt a message with the rail fence (zigzag) transposition cipher."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.ciphers import TextAnswer, message
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_chars: int = 8
    max_chars: int = 12
    min_rails: int = 2
    max_rails: int = 3
    decrypt_share: float = 0.5  # decrypting rebuilds the zigzag's rail lengths first

    def __post_init__(self) -> None:
        if not 4 <= self.min_chars <= self.max_chars <= 2000:
            raise ValueError(f"need 4 <= min_chars <= max_chars <= 2000, got {self.min_chars}, {self.max_chars}")
        if not 2 <= self.min_rails <= self.max_rails <= 10:
            raise ValueError(f"need 2 <= min_rails <= max_rails <= 10, got {self.min_rails}, {self.max_rails}")
        if not 0.0 <= self.decrypt_share <= 1.0:
            raise ValueError(f"decrypt_share must be in [0, 1], got {self.decrypt_share}")


def zigzag(n: int, rails: int) -> list[int]:
    """The rail of each of n positions: 0, 1, .., rails-1, rails-2, .., 1, 0, 1, ..."""
    period = 2 * (rails - 1)
    return [min(i % period, period - i % period) for i in range(n)]


_RULE = (
    "Write the letters in a zigzag over {r} rails: the first letter on rail 1, the next on rail 2, "
    "and so on down to rail {r}, then back up to rail 1, and so on. The ciphertext is rail 1 read "
    "left to right, then rail 2, ..., then rail {r}."
)
_TEMPLATES = {
    "encrypt": (
        "Encrypt this message (its spaces removed) with a rail fence cipher. " + _RULE,
        "Use the rail fence transposition with {r} rails on the letters of the message below. " + _RULE,
        "Encipher the letters of the message with the zigzag (rail fence) cipher. " + _RULE,
    ),
    "decrypt": (
        "This ciphertext came from a rail fence cipher. " + _RULE + " Recover the message letters.",
        "Decrypt the rail fence ciphertext below. " + _RULE,
        "Undo the zigzag (rail fence) transposition that produced this text. " + _RULE,
    ),
}


class RailFence(TextAnswer, Bootcamp):
    id = "cipher/rail_fence"
    description = "Rail fence (zigzag) transposition: encrypt, or decrypt by rebuilding the rails"
    Config = Config
    LEVELS = {
        "1": Config(min_chars=8, max_chars=12, min_rails=2, max_rails=3, decrypt_share=0.0),
        "2": Config(min_chars=14, max_chars=20, min_rails=3, max_rails=3, decrypt_share=0.5),
        "3": Config(min_chars=22, max_chars=30, min_rails=3, max_rails=4, decrypt_share=0.5),
        "4": Config(min_chars=36, max_chars=50, min_rails=4, max_rails=5, decrypt_share=1.0),
        "5": Config(min_chars=60, max_chars=85, min_rails=5, max_rails=7, decrypt_share=1.0),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        plain = message(rng, rng.randint(config.min_chars, config.max_chars)).replace(" ", "")
        rails = rng.randint(config.min_rails, config.max_rails)
        mode = "decrypt" if rng.random() < config.decrypt_share else "encrypt"
        cipher = self.solve({"mode": "encrypt", "rails": rails, "text": plain})
        data = {"mode": mode, "rails": rails, "text": plain if mode == "encrypt" else cipher}
        return data, cipher if mode == "encrypt" else plain

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES[data["mode"]]).format(r=data["rails"])
        what = "ciphertext" if data["mode"] == "encrypt" else "message"
        return f"{text}\nText: {data['text']}\n{answer_instruction(f'the {what} as capital letters with no spaces')}"

    def program(self, t: Tracer, data: dict) -> str:
        text, rails = data["text"], data["rails"]
        pattern = zigzag(len(text), rails)
        if data["mode"] == "encrypt":
            lines = [""] * rails
            for i, char in enumerate(text):
                t.state(f"letter {i}")
                x = t.fetch(f"x[{i}]", char)
                r = t.compute("rail", pattern[i], why="zigzag position")
                lines[r] = t.compute(f"rail[{r}]", lines[r] + x, why="append the letter")
            t.state("answer")
            return t.compute("answer", "".join(t.fetch(f"rail[{r}]", lines[r]) for r in range(rails)))
        starts, at = [], 0
        for r in range(rails):  # rail lengths: how many zigzag positions fall on each rail
            t.state(f"rail {r} length")
            count = t.compute(f"len[{r}]", pattern.count(r), why=f"positions on rail {r}")
            starts.append(t.compute(f"start[{r}]", at, why="sum of the earlier rails"))
            at += count
        used = [0] * rails
        out = []
        for i in range(len(text)):
            t.state(f"position {i}")
            r = t.compute("rail", pattern[i], why="zigzag position")
            k = t.fetch(f"start[{r}]", starts[r]) + used[r]
            out.append(t.fetch(f"c[{k}]", text[k]) if 0 <= k < len(text) else "?")
            used[r] += 1
        t.state("answer")
        return t.compute("answer", "".join(out), why="the letters in zigzag order")

    def solve(self, data: dict) -> str:
        text, rails = data["text"], data["rails"]
        pattern = zigzag(len(text), rails)
        order = sorted(range(len(text)), key=lambda i: (pattern[i], i))
        if data["mode"] == "encrypt":
            return "".join(text[i] for i in order)
        out = [""] * len(text)
        for char, i in zip(text, order):  # the k-th cipher letter belongs at position order[k]
            out[i] = char
        return "".join(out)


BOOTCAMP = RailFence()
