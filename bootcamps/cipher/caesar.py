"""Encrypt or decrypt a message with a Caesar shift; at higher levels find the shift from a crib."""

from __future__ import annotations

import random
import string
import re
from bisect import bisect_left
from dataclasses import dataclass
from itertools import accumulate

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.trace import Tracer
from bootcamps.words import VOCABULARY, random_sentence

MODES = ("encrypt", "decrypt")
DIRECTIONS = ("right", "left")
KEY_SOURCES = ("given", "crib", "crib_or_pair")
_LETTER_RUN = re.compile(r"[A-Za-z]+")
# Vocabulary words that another vocabulary word turns into under some Caesar shift ("meet"/"wood"):
# as a crib they may fit several keys, so only they need the full check.
_SHAPES: dict[tuple[int, ...], list[str]] = {}
for _w in sorted(set(VOCABULARY)):
    _SHAPES.setdefault(tuple((ord(c) - ord(_w[0])) % 26 for c in _w), []).append(_w)
_SHIFT_TWINS = frozenset(w for group in _SHAPES.values() if len(group) > 1 for w in group)
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


_PLAIN_MESSAGE = re.compile(r"[a-z ]*")  # messages are ASCII: anything else is a capital or punctuation


def _styled_message(text: str) -> bool:
    """Whether the message has capitals or punctuation, which the prompt then says to keep."""
    return _PLAIN_MESSAGE.fullmatch(text) is None


def _shift_table(right: int) -> dict[int, int]:
    lower, upper = string.ascii_lowercase, string.ascii_uppercase
    k = right % 26
    return str.maketrans(lower + upper, lower[k:] + lower[:k] + upper[k:] + upper[:k])


_SHIFT_TABLES = tuple(_shift_table(k) for k in range(26))


def shift_text(text: str, right: int) -> str:
    """Every ASCII letter moved ``right`` places (mod 26), keeping its case; other characters kept."""
    return text.translate(_SHIFT_TABLES[right % 26])


# Messages are drawn in bulk (per-word rng calls were most of the generation time): 32 random bits
# per word, 16 pick the word (each gets 80 or 81 of the 65,536 values) and 16 its style: the case
# (8% Capitalised, 3% UPPER) and the punctuation after it (5% each of . ! ?, 3.4% each of , ; :).
# The tables are built once here.
_SUFFIXES = ("", ".", "!", "?", ",", ";", ":")
_FORMS = {w: tuple(f + x for f in (w, w.capitalize(), w.upper()) for x in _SUFFIXES) for w in VOCABULARY}
_WORD_OF = tuple(tuple(VOCABULARY[(h << 8 | low) * len(VOCABULARY) >> 16] for low in range(256)) for h in range(256))
_WIDTH = {w: len(w) + 1 for w in VOCABULARY}  # the word and the space after it


def _style_table() -> tuple[bytes, ...]:
    odds = [(c * 7 + x, pc * px) for c, pc in enumerate((0.89, 0.08, 0.03))
            for x, px in enumerate((0.748, 0.05, 0.05, 0.05, 0.034, 0.034, 0.034))]
    table = b"".join(bytes([style]) * round(p * 65536) for style, p in odds)
    table = (table + table[-1:] * 65536)[:65536]
    return tuple(table[h << 8 : (h + 1) << 8] for h in range(256))


_STYLE_OF = _style_table()
_SENTENCE_START = re.compile(r"[.!?] [a-z]")


def _upper(match: re.Match) -> str:
    return match.group().upper()


def _message(rng: random.Random, min_chars: int, max_chars: int, styled: bool) -> tuple[list[str], str]:
    """Vocabulary words, and the message made of them (min_chars..max_chars long before styling)."""
    if max_chars - min_chars < 9:  # too narrow to stop at a word boundary: an exact length
        words = random_sentence(rng, rng.randint(min_chars, max_chars)).split()
        raw = rng.getrandbits(32 * len(words)).to_bytes(4 * len(words), "little")
    else:
        target = rng.randint(min_chars, max_chars - 9)  # the next word boundary is at most 9 further
        k = target // 5 + 3  # a word and its space average 6.3 characters: rarely a second draw
        while True:
            raw = rng.getrandbits(32 * k).to_bytes(4 * k, "little")
            words = [_WORD_OF[high][low] for high, low in zip(raw[1::4], raw[0::4])]
            ends = list(accumulate(map(_WIDTH.__getitem__, words)))  # ends[i]: first i+1 words and a space
            count = bisect_left(ends, target + 1) + 1
            if count <= k:
                words = words[:count]
                break
    if not styled:
        return words, " ".join(words)
    out = [_FORMS[w][_STYLE_OF[high][low]] for w, high, low in zip(words, raw[3::4], raw[2::4])]
    if out[-1][-1] not in ".!?":  # the message ends a sentence
        out[-1] = out[-1].rstrip(",;:") + ".!?"[raw[-1] % 3]
    text = " ".join(out)
    return words, text[0].upper() + _SENTENCE_START.sub(_upper, text[1:])


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
            words, plain = _message(rng, config.min_chars, config.max_chars, config.styled)
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
                cribs = [w for w in words if len(w) >= _MIN_CRIB]
                start = rng.randrange(len(cribs)) if cribs else 0
                # the first crib from a random start that only one key fits; a word with no Caesar
                # twin in the vocabulary (every message word is a vocabulary word) fits one key only
                data["crib"] = next((c for c in cribs[start:] + cribs[:start]
                                     if c not in _SHIFT_TWINS or _crib_shifts(cipher, c) == {shift}), None)
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
