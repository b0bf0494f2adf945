"""Keyword (mixed-alphabet) substitution: the cipher alphabet is the keyword's letters, then the
rest of A-Z; encrypt by reading plain -> cipher, decrypt by the inverse lookup."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.ciphers import TextAnswer, message
from bootcamps.kit.textkit import pick_keyword, ALPHABET, keyed_alphabet
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_chars: int = 10
    max_chars: int = 14
    min_key: int = 4
    max_key: int = 6
    shift_after_key: bool = False  # the rest of the alphabet continues after the key's last letter

    def __post_init__(self) -> None:
        if not 4 <= self.min_chars <= self.max_chars <= 2000:
            raise ValueError(f"need 4 <= min_chars <= max_chars <= 2000, got {self.min_chars}, {self.max_chars}")
        if not 3 <= self.min_key <= self.max_key <= 12:
            raise ValueError(f"need 3 <= min_key <= max_key <= 12, got {self.min_key}, {self.max_key}")


def cipher_alphabet(key: str, continue_after: bool) -> str:
    """The keyword's letters (each once), then the unused letters: from A, or (``continue_after``)
    from the letter after the keyword's last letter, wrapping round to A."""
    if not continue_after:
        return keyed_alphabet(key)
    start = ALPHABET.index(key[-1]) + 1
    return keyed_alphabet(key, ALPHABET[start:] + ALPHABET[:start])


_FILL = {
    False: "then the remaining letters of A-Z that are not in the keyword, in alphabetical order",
    True: "then the remaining letters that are not in the keyword, in alphabetical order starting from the letter "
          "after the keyword's last letter and wrapping round from Z to A",
}
_TEMPLATES = {
    "encrypt": (
        "Encrypt the message with a keyword substitution cipher. The cipher alphabet is the keyword {key} (each "
        "letter once), {fill}. Plain A maps to the 1st cipher letter, B to the 2nd, and so on.",
        "A monoalphabetic cipher uses the keyword {key}: write its letters (repeats dropped), {fill}; this line "
        "lies under the plain alphabet A-Z. Encipher the message below. Spaces stay as they are.",
        "Build the mixed alphabet from the keyword {key} ({fill}) and substitute each letter of the message by the "
        "letter standing under it when the mixed alphabet is written beneath A-Z.",
    ),
    "decrypt": (
        "Decrypt the message, which was enciphered by a keyword substitution cipher. The cipher alphabet is the "
        "keyword {key} (each letter once), {fill}; plain A was replaced by its 1st letter, B by its 2nd, and so on.",
        "A monoalphabetic cipher uses the keyword {key}: its letters (repeats dropped), {fill}, written beneath "
        "the plain alphabet A-Z. Recover the message below. Spaces stay as they are.",
        "The text below was made by writing a mixed alphabet (keyword {key}, {fill}) under A-Z and replacing each "
        "plain letter by the one beneath it. Undo it.",
    ),
}


class KeywordSubstitution(TextAnswer, Bootcamp):
    id = "cipher/keyword_substitution"
    description = "Keyword mixed-alphabet substitution cipher: build the alphabet, encrypt or decrypt"
    Config = Config
    LEVELS = {
        "1": Config(min_chars=10, max_chars=14, min_key=4, max_key=6),
        "2": Config(min_chars=18, max_chars=26, min_key=5, max_key=7),
        "3": Config(min_chars=30, max_chars=40, min_key=5, max_key=8, shift_after_key=True),
        "4": Config(min_chars=50, max_chars=70, min_key=6, max_key=9, shift_after_key=True),
        "5": Config(min_chars=80, max_chars=110, min_key=7, max_key=9, shift_after_key=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        plain = message(rng, rng.randint(config.min_chars, config.max_chars))
        key = pick_keyword(rng, config.min_key, config.max_key)
        cont = config.shift_after_key and rng.random() < 0.7
        table = dict(zip(ALPHABET, cipher_alphabet(key, cont)))
        cipher = "".join(table.get(c, c) for c in plain)
        mode = rng.choice(("encrypt", "decrypt"))
        data = {"mode": mode, "key": key, "continue_after": cont, "text": plain if mode == "encrypt" else cipher}
        return data, cipher if mode == "encrypt" else plain

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES[data["mode"]]).format(key=data["key"], fill=_FILL[data["continue_after"]])
        form = f"the {data['mode']}ed message in capital letters, with its spaces where they are"
        return f"{text}\nMessage: {data['text']}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        t.state("alphabet")
        key = t.fetch("key", data["key"])
        mixed = t.compute("mixed", cipher_alphabet(key, data["continue_after"]), why="keyword letters, then the rest")
        src, dst = (ALPHABET, mixed) if data["mode"] == "encrypt" else (mixed, ALPHABET)
        out = []
        for i, char in enumerate(data["text"]):
            if char == " ":
                out.append(" ")
                continue
            t.state(f"letter {i}")
            x = t.fetch(f"x[{i}]", char)
            pos = t.compute("pos", src.index(x), why=f"place of {x} in the {'plain' if src is ALPHABET else 'mixed'} alphabet")
            out.append(t.compute(f"y[{i}]", dst[pos], why="letter at that place in the other alphabet"))
        t.state("answer")
        return t.compute("answer", "".join(out))

    def solve(self, data: dict) -> str:
        # The alphabet built another way: walk the keyword, then sweep the alphabet from the start point.
        key = data["key"]
        start = (ord(key[-1]) - 64) % 26 if data["continue_after"] else 0
        seen: list[str] = []
        for c in key + "".join(chr(65 + (start + s) % 26) for s in range(26)):
            if c not in seen:
                seen.append(c)
        pairs = list(zip(ALPHABET, seen)) if data["mode"] == "encrypt" else list(zip(seen, ALPHABET))
        lookup = dict(pairs)
        return "".join(lookup[c] if c != " " else c for c in data["text"])


BOOTCAMP = KeywordSubstitution()
