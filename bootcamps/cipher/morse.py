"""Encode a message in International Morse code, or decode one."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.ciphers import TextAnswer, message, same_text
from bootcamps.trace import Tracer

CODE = {
    "A": ".-", "B": "-...", "C": "-.-.", "D": "-..", "E": ".", "F": "..-.", "G": "--.", "H": "....",
    "I": "..", "J": ".---", "K": "-.-", "L": ".-..", "M": "--", "N": "-.", "O": "---", "P": ".--.",
    "Q": "--.-", "R": ".-.", "S": "...", "T": "-", "U": "..-", "V": "...-", "W": ".--", "X": "-..-",
    "Y": "-.--", "Z": "--..",
}
LETTER = {v: k for k, v in CODE.items()}
_TABLE = ", ".join(f"{k} {v}" for k, v in CODE.items())
_DASHES = str.maketrans({"\u2013": "-", "\u2014": "-", "\u2212": "-", "_": "-", "\u00b7": ".", "\u2022": "."})


@dataclass(frozen=True)
class Config:
    min_chars: int = 3
    max_chars: int = 6

    def __post_init__(self) -> None:
        if not 1 <= self.min_chars <= self.max_chars <= 1000:
            raise ValueError(f"need 1 <= min_chars <= max_chars <= 1000, got {self.min_chars}, {self.max_chars}")


_FORMAT = "In Morse, letters are separated by one space and words by ' / '."
_TEMPLATES = {
    "encode": ("Write the message in International Morse code.", "Encode this text in Morse code.",
               "Translate the message below into Morse."),
    "decode": ("Decode this International Morse code message.", "What does the following Morse code say?",
               "Translate the Morse code below back into letters."),
}


def canonical_morse(text: str) -> str | None:
    """Morse written with one space between letters and ' / ' between words; the dashes models
    type (en and em dashes, underscores, middle dots) read as - and ."""
    text = text.translate(_DASHES).strip()
    words = [w.split() for w in re.split(r"\s*/\s*", text)]
    if not all(words) or any(set(code) - {".", "-"} for word in words for code in word):
        return None
    return " / ".join(" ".join(word) for word in words)


class Morse(Bootcamp):
    id = "cipher/morse"
    description = "International Morse code: encode a message, or decode one"
    Config = Config
    LEVELS = {
        "1": Config(min_chars=6, max_chars=9),
        "2": Config(min_chars=10, max_chars=14),
        "3": Config(min_chars=14, max_chars=20),
        "4": Config(min_chars=24, max_chars=34),
        "5": Config(min_chars=40, max_chars=60),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        plain = message(rng, rng.randint(config.min_chars, config.max_chars))
        code = self.solve({"mode": "encode", "text": plain})
        mode = rng.choice(("encode", "decode"))
        return {"mode": mode, "text": plain if mode == "encode" else code}, code if mode == "encode" else plain

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES[data["mode"]])
        if data["mode"] == "encode":
            form = "the Morse code, e.g. .... .. / - .... . .-. ."
        else:
            form = "the decoded message in capital letters, one space between words"
        return f"{text} The code: {_TABLE}. {_FORMAT}\nMessage: {data['text']}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        if len(text) > 2 * len(answer) + 50:
            return 0.0
        if data["mode"] == "encode":
            return 1.0 if canonical_morse(text) == answer else 0.0
        return 1.0 if same_text(text, answer) else 0.0

    def wrong_answers(self, case, rng: random.Random) -> list[str]:
        if case.data["mode"] == "decode":  # a changed letter, not a changed letter case
            return TextAnswer.wrong_answers(self, case, rng)
        return super().wrong_answers(case, rng)

    def program(self, t: Tracer, data: dict) -> str:
        out = []
        if data["mode"] == "encode":
            for i, char in enumerate(data["text"]):
                t.state(f"char {i}")
                c = t.fetch(f"x[{i}]", char)
                out.append(t.compute(f"y[{i}]", "/" if c == " " else CODE.get(c, "?"), why="Morse table"))
            t.state("answer")
            return t.compute("answer", " ".join(out), why="letters joined by spaces, words by /")
        for i, code in enumerate(data["text"].split(" ")):
            t.state(f"code {i}")
            c = t.fetch(f"x[{i}]", code)
            out.append(t.compute(f"y[{i}]", " " if c == "/" else LETTER.get(c, "?"), why="Morse table"))
        t.state("answer")
        return t.compute("answer", "".join(out), why="the letters in order")

    def solve(self, data: dict) -> str:
        if data["mode"] == "encode":
            return " / ".join(" ".join(CODE[c] for c in word) for word in data["text"].split(" "))
        return " ".join("".join(LETTER[c] for c in word.split()) for word in data["text"].split(" / "))


BOOTCAMP = Morse()
