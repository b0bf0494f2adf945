"""Encrypt or decrypt a message with a Caesar shift; at higher levels find the shift from a crib."""

from __future__ import annotations

import random
import string
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.trace import Tracer
from bootcamps.words import VOCABULARY, random_sentence

MODES = ("encrypt", "decrypt")
DIRECTIONS = ("right", "left")
KEY_SOURCES = ("given", "crib", "crib_or_pair")
_LETTER_RUN = re.compile(r"[A-Za-z]+")
_KNOWN_WORDS = frozenset(VOCABULARY)
_PAIR_WORDS = tuple(w for w in VOCABULARY if len(w) >= 5)
_MIN_CRIB = 4


@dataclass(frozen=True)
class Config:
    min_chars: int = 10
    max_chars: int = 18
    styled: bool = False  # mixed case and punctuation, which the cipher leaves unchanged
    left_shifts: bool = False  # a given shift may move letters left instead of right
    key: str = "given"  # given shift; unknown shift with a crib word; crib or a known word pair

    def __post_init__(self) -> None:
        if not 4 <= self.min_chars <= self.max_chars <= 1000:
            raise ValueError(f"need 4 <= min_chars <= max_chars <= 1000, got {self.min_chars}, {self.max_chars}")
        if self.key not in KEY_SOURCES:
            raise ValueError(f"key must be one of {', '.join(KEY_SOURCES)}, got {self.key!r}")
        if self.key != "given" and self.min_chars < 30:
            raise ValueError(f"an unknown key needs min_chars >= 30 (room for a crib word), got {self.min_chars}")


_ASCII_LOWER = str.maketrans(string.ascii_uppercase, string.ascii_lowercase)


def _styled_message(text: str) -> bool:
    """Whether the message has capitals or punctuation, which the prompt then says to keep."""
    return any(not (c.isalpha() or c == " ") for c in text) or text != text.lower()


def _shift_table(right: int) -> dict[int, int]:
    lower, upper = string.ascii_lowercase, string.ascii_uppercase
    k = right % 26
    return str.maketrans(lower + upper, lower[k:] + lower[:k] + upper[k:] + upper[:k])


_SHIFT_TABLES = tuple(_shift_table(k) for k in range(26))


def shift_text(text: str, right: int) -> str:
    """Every ASCII letter moved ``right`` places (mod 26), keeping its case; other characters kept."""
    return text.translate(_SHIFT_TABLES[right % 26])


def _styled(rng: random.Random, text: str) -> str:
    """Sentences with capitals and punctuation made from lowercase words."""
    words = text.split()
    out = []
    sentence_start = True
    for index, word in enumerate(words):
        roll = rng.random()
        if sentence_start or roll < 0.08:
            word = word.capitalize()
        elif roll < 0.11:
            word = word.upper()
        sentence_start = False
        if index == len(words) - 1:
            word += rng.choice(".!?")
        elif rng.random() < 0.15:
            word += rng.choice(".!?")
            sentence_start = True
        elif rng.random() < 0.12:
            word += rng.choice(",;:")
        out.append(word)
    return " ".join(out)


def _crib_shifts(cipher: str, crib: str) -> set[int]:
    """Every shift under which some word of ``cipher`` decrypts to ``crib``."""
    shifts = set()
    for word in _LETTER_RUN.findall(cipher):
        if len(word) == len(crib):
            k = (ord(word[0].lower()) - ord(crib[0])) % 26
            if shift_text(word.lower(), -k) == crib:
                shifts.add(k)
    return shifts


_GIVEN = {
    "encrypt": (
        "Encrypt the message below with a Caesar cipher that moves every letter {k} places {dir} "
        "in the alphabet, wrapping around at the end.",
        "Apply a Caesar shift of {k} places to the {dir} to every letter of the message below.",
        "Using a Caesar cipher with key {k} (each letter moves {k} places {dir}, wrapping around), "
        "encrypt this message.",
    ),
    "decrypt": (
        "The message below was encrypted with a Caesar cipher that moved every letter {k} places {dir} "
        "in the alphabet, wrapping around. Decrypt it.",
        "Decrypt this Caesar ciphertext. Encryption moved each letter {k} places to the {dir}, "
        "wrapping around at the end of the alphabet.",
        "A Caesar cipher with key {k} (every letter moved {k} places {dir}, with wrap-around) "
        "produced the message below. Recover the original message.",
    ),
}
_CRIB = (
    "The message below was encrypted with a Caesar cipher with an unknown key: every letter was moved "
    "the same number of places (1 to 25) to the right in the alphabet, wrapping around. "
    'The original message contains the word "{crib}". Decrypt the message.',
    "Decrypt the Caesar ciphertext below. The shift is unknown (between 1 and 25 places to the right, "
    'wrapping around), but the plaintext is known to contain the word "{crib}".',
)
_PAIR = {
    "encrypt": (
        'A Caesar cipher with an unknown key turns the word "{p}" into "{c}". '
        "Encrypt the message below with the same key.",
        'Under a certain Caesar shift, "{p}" encrypts to "{c}". Using that shift, encrypt this message.',
    ),
    "decrypt": (
        'A Caesar cipher with an unknown key turns the word "{p}" into "{c}". '
        "The message below was encrypted with the same key; decrypt it.",
        'Under a certain Caesar shift, "{p}" encrypts to "{c}". '
        "The message below was encrypted with that shift. Recover the original message.",
    ),
}


class Caesar(Bootcamp):
    id = "cipher/caesar"
    description = "Encrypt or decrypt a Caesar-shifted message; find an unknown shift from a crib"
    Config = Config
    LEVELS = {
        "1": Config(min_chars=10, max_chars=18),
        "2": Config(min_chars=20, max_chars=35, left_shifts=True),
        "3": Config(min_chars=35, max_chars=60, styled=True, left_shifts=True),
        "4": Config(min_chars=50, max_chars=80, styled=True, key="crib"),
        "5": Config(min_chars=90, max_chars=140, styled=True, left_shifts=True, key="crib_or_pair"),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        for _ in range(100):
            plain = random_sentence(rng, rng.randint(config.min_chars, config.max_chars))
            if config.styled:
                plain = _styled(rng, plain)
            key = config.key if config.key != "crib_or_pair" else rng.choice(("crib", "pair"))
            shift = rng.randint(1, 25)
            data = {"mode": "decrypt", "key": key, "shift": None, "direction": "right", "crib": None, "pair": None}
            if key == "given":
                data["mode"] = rng.choice(MODES)
                data["shift"] = shift
                data["direction"] = rng.choice(DIRECTIONS) if config.left_shifts else "right"
                cipher = shift_text(plain, shift if data["direction"] == "right" else -shift)
            elif key == "crib":
                cipher = shift_text(plain, shift)
                cribs = sorted({w.lower() for w in _LETTER_RUN.findall(plain) if len(w) >= _MIN_CRIB} & _KNOWN_WORDS)
                rng.shuffle(cribs)
                # the first crib that only one key fits (testing them lazily is the slow part)
                data["crib"] = next((c for c in cribs if _crib_shifts(cipher, c) == {shift}), None)
                if data["crib"] is None:
                    continue
            else:
                data["mode"] = rng.choice(MODES)
                word = rng.choice(_PAIR_WORDS)
                data["pair"] = [word, shift_text(word, shift)]
                cipher = shift_text(plain, shift)
            if data["mode"] == "encrypt":
                data["text"] = plain
                return data, cipher
            data["text"] = cipher
            return data, plain
        raise RuntimeError(f"{self.id}: no message with a usable crib in 100 tries; raise min_chars")

    def prompt(self, data: dict, rng: random.Random) -> str:
        mode = data["mode"]
        if data["key"] == "given":
            text = rng.choice(_GIVEN[mode]).format(k=data["shift"], dir=data["direction"])
        elif data["key"] == "crib":
            text = rng.choice(_CRIB).format(crib=data["crib"])
        else:
            text = rng.choice(_PAIR[mode]).format(p=data["pair"][0], c=data["pair"][1])
        if _styled_message(data["text"]):
            text += " Keep spaces and punctuation unchanged and keep each letter's case."
        else:
            text += " Spaces stay as they are."
        form = "the " + ("encrypted" if mode == "encrypt" else "decrypted") + " message"
        return f"{text}\nMessage: {data['text']}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        """Exactly the message: its case, spacing and punctuation are what the prompt asks to keep.
        Only a plain lowercase message may come back in any letter case (the prompt fixes none)."""
        if len(text) > 4 * len(answer) + 100:
            return 0.0
        text = text.strip()
        if len(text) >= 2 and text[0] == text[-1] and text[0] in "\"'`" and answer[:1] != text[0]:
            text = text[1:-1]  # one pair of quotes around the message
        if not _styled_message(data["text"]):
            text, answer = text.translate(_ASCII_LOWER), answer.translate(_ASCII_LOWER)
        return 1.0 if text == answer else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        delta = self._delta(t, data)
        out = []
        for index, char in enumerate(data["text"]):
            if not char.isalpha():
                out.append(char)  # spaces and punctuation pass through the cipher
                continue
            t.state(f"char {index}")
            c = t.fetch(f"x[{index}]", char)
            i = t.compute("i", ord(c.lower()) - ord("a"), why=f"position of {c.lower()} (a=0)")
            j = t.compute("j", (i + delta) % 26, why=f"({i}+{delta}) mod 26")
            letter = chr(ord("a") + j)
            letter = letter.upper() if c.isupper() else letter
            out.append(t.compute(f"y[{index}]", letter, why="letter at j, same case"))
        t.state("answer")
        return t.compute("answer", "".join(out), why="the new letters in order, other characters unchanged")

    def _delta(self, t: Tracer, data: dict) -> int:
        """The states that find how far (right, mod 26) each letter moves; returns that amount."""
        if data["key"] == "crib":
            k = self._crib_search(t, data["text"], data["crib"])
            t.state("key")
            k = t.fetch("k", k)
            return t.compute("delta", (-k) % 26, why=f"decrypting moves letters {k} left")
        t.state("key")
        if data["key"] == "pair":
            p = t.fetch("plain[0]", data["pair"][0][0])
            c = t.fetch("cipher[0]", data["pair"][1][0])
            right = t.compute("k", (ord(c) - ord(p)) % 26, why=f"{p} moves to {c}")
        else:
            shift = t.fetch("shift", data["shift"])
            direction = t.fetch("direction", data["direction"])
            right = shift if direction == "right" else -shift
        mode = t.fetch("mode", data["mode"])
        delta = right if mode == "encrypt" else -right
        return t.compute("delta", delta % 26, why=f"{mode} with the key, as a move right")

    def _crib_search(self, t: Tracer, cipher: str, crib: str) -> int:
        for match in _LETTER_RUN.finditer(cipher):
            if len(match.group()) != len(crib):
                continue
            t.state(f"try word at {match.start()}")
            word = t.fetch(f"x[{match.start()}:{match.end()}]", match.group())
            p = t.fetch("crib", crib)
            k = t.compute("k", (ord(word[0].lower()) - ord(p[0])) % 26, why=f"{p[0]} moved right to {word[0].lower()}")
            decoded = t.compute("decoded", shift_text(word.lower(), -k), why=f"move each letter {k} left")
            if t.goto(decoded == p, why="the word decodes to the crib"):
                return k
        raise ValueError("no word of the message decodes to the crib")

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = case.answer
        positions = [i for i, c in enumerate(gold) if c.isalpha()]
        i = rng.choice(positions)
        other = shift_text(gold[i], rng.randint(1, 25))  # a different letter, same case
        wrong = [shift_text(gold, rng.randint(1, 25)), case.data["text"], gold[:i] + other + gold[i + 1 :]]
        words = gold.split()
        if len(words) > 1:
            wrong.append(" ".join(words[:-1]))
        return wrong


BOOTCAMP = Caesar()
