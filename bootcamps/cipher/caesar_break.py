"""Break a Caesar cipher without a key or crib: try the shifts and keep the one whose decryption is
made of English words. The generator keeps only messages that exactly one shift turns into
words of the common list (the prompt says so), so the answer is unique."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.ciphers import TextAnswer, index, message
from bootcamps.kit.wordlist import common_words
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_chars: int = 12
    max_chars: int = 18
    right_shift_only: bool = True  # the prompt says which way letters were moved

    def __post_init__(self) -> None:
        if not 6 <= self.min_chars <= self.max_chars <= 2000:
            raise ValueError(f"need 6 <= min_chars <= max_chars <= 2000, got {self.min_chars}, {self.max_chars}")


@lru_cache(maxsize=1)
def _vocabulary() -> frozenset[str]:
    return frozenset(w.upper() for w in common_words())


_ABC = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_SHIFTS = [str.maketrans(_ABC, _ABC[k:] + _ABC[:k]) for k in range(26)]


def shift_text(text: str, k: int) -> str:
    """Every letter moved forward by ``k`` places (back for negative ``k``), spaces kept."""
    return text.translate(_SHIFTS[k % 26])


def english_shifts(cipher: str) -> list[int]:
    """The shifts k (0-25) for which moving every letter back by k gives only common words
    (the longest word is tried first: it rules most shifts out)."""
    words = _vocabulary()
    longest = max(cipher.split(), key=len)
    return [k for k in range(26) if shift_text(longest, -k) in words
            and all(w in words for w in shift_text(cipher, -k).split())]


_TEMPLATES = (
    "The message below was encrypted with a Caesar cipher: every letter was moved forward by the same unknown "
    "number of places (1 to 25), wrapping from Z to A; spaces were kept. Exactly one shift turns it back into "
    "ordinary English words. Decrypt it.\nCiphertext: {text}",
    "Crack this Caesar cipher. The key (a shift of 1-25 letters forward, Z wrapping to A) is unknown, but the "
    "plaintext consists of common English words, and only one shift gives that.\n{text}",
    "Ciphertext: {text}\nIt is a Caesar cipher with an unknown shift (letters moved forward 1-25 places, "
    "cyclically, spaces unchanged). Find the plaintext; it is made of everyday English words.",
)


class CaesarBreak(TextAnswer, Bootcamp):
    id = "cipher/caesar_break"
    description = "Break a Caesar cipher with no key or crib: the one shift that yields English words"
    Config = Config
    LEVELS = {
        "1": Config(min_chars=10, max_chars=16),
        "2": Config(min_chars=16, max_chars=26),
        "3": Config(min_chars=26, max_chars=40),
        "4": Config(min_chars=40, max_chars=60),
        "5": Config(min_chars=60, max_chars=90),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            plain = message(rng, rng.randint(config.min_chars, config.max_chars))
            cipher = shift_text(plain, rng.randint(1, 25))
            if english_shifts(cipher) == [(index(cipher.replace(" ", "")[0]) - index(plain.replace(" ", "")[0])) % 26]:
                return {"text": cipher}, plain

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(text=data["text"])
        return f"{text}\n{answer_instruction('the decrypted message in capital letters, spaces kept')}"

    def program(self, t: Tracer, data: dict) -> str:
        # Every shift is tried (so the one that works is known to be the only one); the longest
        # word is tested first, since most shifts fail on it at once.
        words = data["text"].split()
        longest = max(range(len(words)), key=lambda i: len(words[i]))
        vocabulary = _vocabulary()
        found = []
        for k in range(1, 26):
            t.state(f"shift {k}")
            w = t.fetch(f"words[{longest}]", words[longest])
            guess = t.compute("guess", shift_text(w, -k), why=f"{w} moved back {k}")
            if not t.compute("is_word", guess in vocabulary, why="an English word?"):
                continue
            ok = True
            for i, word in enumerate(words):
                t.state(f"shift {k} word {i}")
                back = t.compute("back", shift_text(t.fetch(f"words[{i}]", word), -k), why=f"moved back {k}")
                if not t.compute("is_word", back in vocabulary, why="an English word?"):
                    ok = False
                    break
            if ok:
                found = t.compute("found", found + [k])
        t.state("answer")
        k = t.fetch("found", found)[0] if found else 0
        return t.compute("answer", shift_text(data["text"], -k), why=f"every letter moved back {k}")

    def solve(self, data: dict) -> str:
        # Score every shift by how many of its words are English; the best one wins.
        vocabulary = _vocabulary()
        scores = []
        for k in range(26):
            plain = "".join(c if c == " " else chr((ord(c) - 65 - k) % 26 + 65) for c in data["text"])
            scores.append((sum(w in vocabulary for w in plain.split()), plain))
        return max(scores)[1]


BOOTCAMP = CaesarBreak()
