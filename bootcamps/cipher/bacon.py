"""Bacon's cipher: each letter as five A/B symbols (its 0-25 index in binary), written out or
hidden in the letter case of an innocent cover text."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.ciphers import TextAnswer, index, letter, message
from bootcamps.trace import Tracer
from bootcamps.words import VOCABULARY

MODES = ("encode", "decode", "cover")


_BY_LENGTH = {k: [w for w in VOCABULARY if len(w) == k] for k in range(1, 12)}


def _cover(rng: random.Random, letters: int) -> str:
    """Vocabulary words with ``letters`` to ``letters + 4`` letters in all: the spare letters
    form an incomplete group that carries nothing."""
    words: list[str] = []
    need = letters
    while need > 7:  # the longest vocabulary words have 7 letters
        word = rng.choice(VOCABULARY)
        words.append(word)
        need -= len(word)
    if need > 0:
        words.append(rng.choice([w for k in range(need, need + 5) for w in _BY_LENGTH.get(k, ())]))
    return " ".join(words)


def groups(word: str) -> str:
    """The 5-symbol group of every letter: A=AAAAA, B=AAAAB, ..., Z=BBAAB (binary with A=0, B=1)."""
    return " ".join(format(index(c), "05b").replace("0", "A").replace("1", "B") for c in word)


@dataclass(frozen=True)
class Config:
    min_letters: int = 3
    max_letters: int = 5
    modes: tuple[str, ...] = ("encode", "decode")

    def __post_init__(self) -> None:
        if not 2 <= self.min_letters <= self.max_letters <= 200:
            raise ValueError(f"need 2 <= min_letters <= max_letters <= 200, got {self.min_letters}, {self.max_letters}")
        if not self.modes or any(m not in MODES for m in self.modes):
            raise ValueError(f"modes must be a non-empty subset of {', '.join(MODES)}, got {self.modes}")


_RULE = ("In Bacon's cipher each letter becomes five symbols A/B: its position A=0, B=1, ..., Z=25 written as a 5-digit "
         "binary number with 0 written A and 1 written B (so A = AAAAA, B = AAAAB, C = AAABA, ..., Z = BBAAB).")
_TEMPLATES = {
    "encode": ("{rule} Encode the word {text}.", "Write {text} in Bacon's cipher. {rule}",
               "{rule} What is the Bacon encoding of {text}?"),
    "decode": ("{rule} Decode this message: {text}", "The groups below are Bacon's cipher. {rule} What do they say?\n{text}",
               "{rule} Read the hidden word: {text}"),
    "cover": ("{rule} A word is hidden in the letter case of the sentence below: each lower-case letter stands for A and "
              "each capital for B, read in order in groups of five (spaces are ignored; letters left over after the last "
              "full group mean nothing).\n{text}",
              "Steganography with Bacon's cipher: in the cover text below, a small letter means A and a capital letter "
              "means B. Take the letters five at a time, ignoring spaces and any incomplete final group. {rule}\n{text}",
              "The sentence below hides a word. Lower-case letters are A, capitals are B; group the letters in fives "
              "(spaces do not count, a last incomplete group is padding). {rule}\n{text}"),
}


class Bacon(TextAnswer, Bootcamp):
    id = "cipher/bacon"
    description = "Bacon's cipher: letters as five A/B symbols, encode, decode, or read it from a cover text's letter case"
    Config = Config
    LEVELS = {
        "1": Config(min_letters=7, max_letters=10, modes=("encode",)),
        "2": Config(min_letters=8, max_letters=11, modes=("encode", "decode")),
        "3": Config(min_letters=8, max_letters=12, modes=("decode", "cover")),
        "4": Config(min_letters=10, max_letters=14, modes=("cover",)),
        "5": Config(min_letters=14, max_letters=20, modes=("cover",)),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        n = rng.randint(config.min_letters, config.max_letters)
        word = message(rng, n + n // 3 + 3).replace(" ", "")[:n]
        mode = rng.choice(config.modes)
        code = groups(word)
        if mode == "encode":
            return {"mode": mode, "text": word}, code
        if mode == "decode":
            return {"mode": mode, "text": code}, word
        symbols = code.replace(" ", "")
        cover = _cover(rng, len(symbols))
        bits = iter(symbols)
        chars = []
        for c in cover:
            if c == " ":
                chars.append(c)
                continue
            bit = next(bits, None)
            chars.append((c.upper() if bit == "B" else c) if bit is not None else c)
        return {"mode": mode, "text": "".join(chars)}, word

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES[data["mode"]]).format(rule=_RULE, text=data["text"])
        form = ("the groups of five A/B symbols separated by single spaces, e.g. AAAAB ABBAA"
                if data["mode"] == "encode" else "the hidden word in capital letters")
        return f"{text}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        if data["mode"] == "encode":
            out = []
            for i, c in enumerate(data["text"]):
                t.state(f"letter {i}")
                k = t.compute("index", index(t.fetch(f"x[{i}]", c)), why="A=0")
                out.append(t.compute(f"y[{i}]", format(k % 32, "05b").replace("0", "A").replace("1", "B"), why=f"{k} in binary"))
            t.state("answer")
            return t.compute("answer", " ".join(out))
        if data["mode"] == "decode":
            chunks = data["text"].split()
        else:
            t.state("symbols")
            letters = [c for c in data["text"] if c != " "]
            symbols = t.compute("symbols", "".join("B" if c.isupper() else "A" for c in letters), why="capital B, small A")
            chunks = [symbols[i : i + 5] for i in range(0, len(symbols) - len(symbols) % 5, 5)]
        out = []
        for i, chunk in enumerate(chunks):
            t.state(f"group {i}")
            chunk = t.fetch(f"g[{i}]", chunk)
            k = t.compute("value", int(chunk.replace("A", "0").replace("B", "1") or "0", 2) if set(chunk) <= {"A", "B"} else 0,
                          why="binary, A=0 B=1")
            out.append(t.compute(f"y[{i}]", letter(k)))
        t.state("answer")
        return t.compute("answer", "".join(out))

    def solve(self, data: dict) -> str:
        table = {groups(c): c for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"}
        if data["mode"] == "encode":
            return groups(data["text"])
        if data["mode"] == "decode":
            return "".join(table[g] for g in data["text"].split())
        marks = "".join("B" if c.isupper() else "A" for c in data["text"] if c != " ")
        out = []
        for i in range(0, len(marks) - 4, 5):
            out.append(table[marks[i : i + 5]])
        return "".join(out)


BOOTCAMP = Bacon()
