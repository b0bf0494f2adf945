"""Known-plaintext attack on the 2x2 Hill cipher mod 26: from a crib (known plaintext words at a
stated letter position) and the ciphertext, recover the key matrix.

The crib's letters line up with the cipher's letter pairs only from an even position on, so the
solver first finds the whole pairs inside the crib, then two of them whose plaintext matrix P is
invertible mod 26 (at higher levels the first two are not), and gets K = C P^-1 mod 26. The
generator keeps only cribs with such a pair of pairs, which makes the key unique. `program`
inverts the matrix; `solve` instead tries all 676 rows (a, b) against every crib pair.
"""

from __future__ import annotations

import math
import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer, parse_ints
from bootcamps.kit.ciphers import index, letter, message
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_chars: int = 14
    max_chars: int = 20
    crib_anywhere: bool = False  # the crib is not the start of the message (pairs may be misaligned)
    crib_words: int = 1  # words in the crib phrase
    hard_share: float = 0.0  # share of cases whose first two crib pairs give a singular matrix

    def __post_init__(self) -> None:
        if not 10 <= self.min_chars <= self.max_chars <= 2000:
            raise ValueError(f"need 10 <= min_chars <= max_chars <= 2000, got {self.min_chars}, {self.max_chars}")
        if not 1 <= self.crib_words <= 3:
            raise ValueError(f"crib_words must be in 1..3, got {self.crib_words}")
        if not 0.0 <= self.hard_share <= 1.0:
            raise ValueError(f"hard_share must be in [0, 1], got {self.hard_share}")


def encrypt(letters: str, key: list[int]) -> str:
    a, b, c, d = key
    out = []
    for k in range(0, len(letters), 2):
        x, y = index(letters[k]), index(letters[k + 1])
        out.append(letter(a * x + b * y) + letter(c * x + d * y))
    return "".join(out)


def crib_pairs(start: int, crib: str) -> list[int]:
    """Positions (in the message's letters) of the whole cipher pairs inside the crib."""
    first = start + start % 2
    return list(range(first, start + len(crib) - 1, 2))


def det(p: tuple[int, int], q: tuple[int, int]) -> int:
    return (p[0] * q[1] - p[1] * q[0]) % 26


def invertible_choice(pairs: list[tuple[int, int]]) -> tuple[int, int] | None:
    """The first two pairs (i < j, in order) whose plaintext matrix is invertible mod 26."""
    for j in range(len(pairs)):
        for i in range(j):
            if math.gcd(det(pairs[i], pairs[j]), 26) == 1:
                return i, j
    return None


_MATRIX = re.compile(r"\[\s*\[([^\[\]]*)\]\s*,?\s*\[([^\[\]]*)\]\s*\]")
_ORDINAL = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")
_RULE = ("The Hill cipher numbers letters A=0, ..., Z=25, removes the spaces (appending an X if the number of letters "
         "is odd), and takes the letters in pairs (p1, p2) from the start; each pair becomes c1 = (a*p1 + b*p2) mod 26 "
         "and c2 = (c*p1 + d*p2) mod 26, i.e. the key matrix [[a, b], [c, d]] applied to the column vector (p1, p2).")
_TEMPLATES = (
    "A message was encrypted with a 2x2 Hill cipher whose key is unknown. {rule} {crib_text} Find the key matrix.",
    "Known-plaintext attack on a Hill cipher. {rule} {crib_text} Recover a, b, c and d.",
    "{rule} The ciphertext below was made this way with a secret key. {crib_text} What was the key matrix?",
)


class HillKnownPlaintext(IntListAnswer, Bootcamp):
    id = "cipher/hill_known_plaintext"
    description = "Known-plaintext attack on the 2x2 Hill cipher: recover the key matrix mod 26 from a crib"
    Config = Config
    LEVELS = {
        "1": Config(min_chars=12, max_chars=20),
        "2": Config(min_chars=16, max_chars=26, crib_words=2, hard_share=0.3),
        "3": Config(min_chars=20, max_chars=36, crib_anywhere=True, crib_words=2, hard_share=0.5),
        "4": Config(min_chars=30, max_chars=50, crib_anywhere=True, crib_words=3, hard_share=0.7),
        "5": Config(min_chars=40, max_chars=70, crib_anywhere=True, crib_words=3, hard_share=1.0),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        while True:
            plain = message(rng, rng.randint(config.min_chars, config.max_chars))
            words = plain.split(" ")
            last = min(len(words), len(_ORDINAL)) - config.crib_words
            if last < 0 or (config.crib_anywhere and last < 1):
                continue
            w = rng.randint(1, last) if config.crib_anywhere else 0
            phrase = " ".join(words[w : w + config.crib_words])
            crib = phrase.replace(" ", "")
            start = len("".join(words[:w]))
            letters = plain.replace(" ", "")
            pairs = [(index(letters[k]), index(letters[k + 1])) for k in crib_pairs(start, crib)]
            choice = invertible_choice(pairs)
            if choice is None:
                continue
            hard = rng.random() < config.hard_share
            if (choice != (0, 1)) != hard:
                continue
            while True:
                key = [rng.randint(0, 25) for _ in range(4)]
                if math.gcd((key[0] * key[3] - key[1] * key[2]) % 26, 26) == 1 and key != [1, 0, 0, 1]:
                    break
            if len(letters) % 2:
                letters += "X"
            return {"text": encrypt(letters, key), "crib": phrase, "start": start + 1, "word": w}, key

    def prompt(self, data: dict, rng: random.Random) -> str:
        crib, w = data["crib"], data["word"]
        what = "word" if " " not in crib else "words"
        if w == 0:
            crib_text = f"The plaintext is known to begin with the {what} {crib}."
        else:
            which = _ORDINAL[w] if " " not in crib else ", ".join(_ORDINAL[w : w + crib.count(" ")]) + f" and {_ORDINAL[w + crib.count(' ')]}"
            verb = "is" if " " not in crib else "are"
            crib_text = (f"The {which} {what} of the plaintext {verb} known to be {crib}; "
                         f"the crib starts at letter number {data['start']} of the message, counting from 1 with "
                         f"spaces not counted.")
        text = rng.choice(_TEMPLATES).format(rule=_RULE, crib_text=crib_text)
        form = "the four key entries a, b, c, d (row by row) as comma-separated numbers from 0 to 25 (e.g. 3, 2, 5, 7)"
        return f"{text}\nCiphertext: {data['text']}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: list[int], text: str) -> float:
        """The four entries as a list, or the matrix written as [[a, b], [c, d]]."""
        rows = _MATRIX.fullmatch(text.strip()) if len(text) < 200 else None
        if rows:
            got = [parse_ints(rows.group(1), length=2), parse_ints(rows.group(2), length=2)]
            return 1.0 if None not in got and got[0] + got[1] == list(answer) else 0.0
        return super().check(data, answer, text)

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        text, crib = data["text"], data["crib"].replace(" ", "")
        t.state("align the crib")
        start = t.fetch("start", data["start"]) - 1
        spots = t.compute("pairs", crib_pairs(start, crib), why=f"pairs start at even positions (from 0) from {start}")
        plain, cipher = [], []
        for k in spots:
            t.state(f"pair at {k}")
            p = (index(t.fetch(f"crib[{k - start}]", crib[k - start])), index(t.fetch(f"crib[{k - start + 1}]", crib[k - start + 1])))
            c = (index(t.fetch(f"text[{k}]", text[k])), index(t.fetch(f"text[{k + 1}]", text[k + 1])))
            plain.append(t.compute("p", p, why="numbers of the crib letters"))
            cipher.append(t.compute("c", c, why="numbers of the cipher letters"))
        found = None
        for j in range(len(plain)):
            for i in range(j):
                t.state(f"try pairs {i}, {j}")
                dt = t.compute("det", det(plain[i], plain[j]), why=f"{plain[i][0]}*{plain[j][1]} - {plain[i][1]}*{plain[j][0]} mod 26")
                if t.goto(math.gcd(dt, 26) == 1, why="det is coprime to 26"):
                    found = (i, j, dt)
                    break
            if found:
                break
        i, j, dt = found  # type: ignore[misc]
        t.state("invert P")
        inv = t.compute("inv", pow(dt, -1, 26), why=f"inverse of {dt} mod 26")
        (p1, p2), (q1, q2) = plain[i], plain[j]
        pinv = t.compute("Pinv", [inv * q2 % 26, -inv * q1 % 26, -inv * p2 % 26, inv * p1 % 26],
                         why=f"{inv}*[[{q2}, -{q1}], [-{p2}, {p1}]] mod 26")
        t.state("key from C and Pinv")
        (c1, c2), (d1, d2) = cipher[i], cipher[j]
        w, x, y, z = pinv
        key = [(c1 * w + d1 * y) % 26, (c1 * x + d1 * z) % 26, (c2 * w + d2 * y) % 26, (c2 * x + d2 * z) % 26]
        t.compute("K", key, why=f"[[{c1}, {d1}], [{c2}, {d2}]] times Pinv mod 26")
        a, b, c, d = key
        for k, ((u, v), want) in enumerate(zip(plain, cipher)):
            t.state(f"check pair {k}")
            t.compute("Kp", ((a * u + b * v) % 26, (c * u + d * v) % 26), why=f"K applied to ({u}, {v}) gives c = {want}")
        t.state("answer")
        return t.compute("answer", key)

    def solve(self, data: dict) -> list[int]:
        # brute force each key row on its own against every whole pair inside the crib
        text, crib = data["text"], data["crib"].replace(" ", "")
        start = data["start"] - 1
        spots = crib_pairs(start, crib)
        rows = []
        for r in range(2):
            fits = [(a, b) for a in range(26) for b in range(26)
                    if all((a * index(crib[k - start]) + b * index(crib[k - start + 1]) - index(text[k + r])) % 26 == 0
                           for k in spots)]
            if len(fits) != 1:
                return []
            rows += list(fits[0])
        return rows


BOOTCAMP = HillKnownPlaintext()
