"""Stream cipher from a Fibonacci linear-feedback shift register: decrypt bits with its keystream.

The keystream k1, k2, ... starts with the n seed bits; after that each bit is the XOR of the
bits a stated set of distances back (always including n), which is a Fibonacci LFSR of n cells
with those taps. The plaintext is the ciphertext XOR the keystream, bit by bit; at the higher
levels the plaintext bits are read back as letters, 5 bits each (A = 00000, ..., Z = 11001).
The trace is one state per new keystream bit, then one per output group; `solve` shifts an
integer register instead.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.ciphers import ALPHABET, message, same_text
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_cells: int = 4
    max_cells: int = 4
    length: int = 8  # plaintext bits, or letters when letters is set
    letters: bool = False

    def __post_init__(self) -> None:
        if not 3 <= self.min_cells <= self.max_cells <= 32:
            raise ValueError(f"need 3 <= min_cells <= max_cells <= 32, got {self.min_cells}, {self.max_cells}")
        if not 2 <= self.length <= 400:
            raise ValueError(f"length must be in 2..400, got {self.length}")


_TEMPLATES = (
    "A message was encrypted with a stream cipher whose keystream comes from a linear-feedback shift register. "
    "{rule}\n{given}\nDecrypt it.",
    "LFSR stream cipher. {rule}\n{given}\nWhat is the plaintext?",
    "{given}\nThis ciphertext was made by XOR with an LFSR keystream. {rule} Recover the plaintext.",
)
_RULE = ("The keystream bits k1, k2, k3, ... begin with the seed k1..k{n} = {seed}. Every later bit is the XOR of "
         "earlier ones: k_i = {rec} for i > {n}. The ciphertext is the plaintext XOR the keystream, bit by bit "
         "(plaintext bit 1 with k1, bit 2 with k2, and so on), so XOR-ing the ciphertext with the keystream gives "
         "the plaintext back.")
_LETTERS = (" The plaintext is English words run together in capital letters, each written as 5 bits, most significant first: "
            "A = 00000, B = 00001, ..., Z = 11001 (A=0 to Z=25 in binary).")


class LfsrKeystream(Bootcamp):
    id = "cipher/lfsr_keystream"
    description = "Fibonacci LFSR stream cipher: build the keystream from taps and seed, XOR to decrypt bits or letters"
    Config = Config
    LEVELS = {
        "1": Config(min_cells=3, max_cells=4, length=8),
        "2": Config(min_cells=4, max_cells=5, length=14),
        "3": Config(min_cells=5, max_cells=7, length=4, letters=True),
        "4": Config(min_cells=7, max_cells=10, length=7, letters=True),
        "5": Config(min_cells=10, max_cells=16, length=12, letters=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        n = rng.randint(config.min_cells, config.max_cells)
        taps = sorted({n, *rng.sample(range(1, n), rng.randint(1, min(3, n - 1)))})
        seed = "".join(rng.choice("01") for _ in range(n))
        if "1" not in seed:
            seed = seed[:-1] + "1"
        if config.letters:
            plain = message(rng, config.length + 6).replace(" ", "")[: config.length]
            bits = "".join(format(ord(c) - 65, "05b") for c in plain)
        else:
            plain = bits = "".join(rng.choice("01") for _ in range(config.length))
        key = self._keystream(seed, taps, len(bits))
        cipher = "".join(str(int(a) ^ int(b)) for a, b in zip(bits, key))
        return {"seed": seed, "taps": taps, "cipher": cipher, "letters": config.letters}, plain

    @staticmethod
    def _keystream(seed: str, taps: list[int], length: int) -> str:
        n, state = len(seed), int(seed, 2)  # k1 is the top bit of the n-bit register
        out = []
        for _ in range(length):
            out.append(str(state >> (n - 1) & 1))
            new = 0
            for t in taps:  # k_{i+n} depends on k_{i+n-t}, the register cell n - t from the top
                new ^= state >> (t - 1) & 1
            state = (state << 1 | new) & ((1 << n) - 1)
        return "".join(out)

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = len(data["seed"])
        rec = " XOR ".join(f"k_(i-{t})" for t in data["taps"])
        rule = _RULE.format(n=n, seed=" ".join(data["seed"]), rec=rec) + (_LETTERS if data["letters"] else "")
        c = data["cipher"]
        shown = " ".join(c[i : i + 5] for i in range(0, len(c), 5)) if data["letters"] else c
        given = f"Ciphertext bits ({len(c)}{', in groups of 5' if data['letters'] else ''}): {shown}"
        text = rng.choice(_TEMPLATES).format(rule=rule, given=given)
        if data["letters"]:
            form = "the plaintext letters in capitals, without spaces"
        else:
            form = f"the {len(c)} plaintext bits as a string of 0s and 1s (e.g. 0110...)"
        return f"{text}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: Any, text: str) -> float:
        return 1.0 if same_text(text, str(answer)) else 0.0

    def wrong_answers(self, case: Any, rng: random.Random) -> list[str]:
        gold = str(case.answer)
        i = rng.randrange(len(gold))
        flip = {"0": "1", "1": "0"}.get(gold[i]) or ALPHABET[(ALPHABET.index(gold[i]) + 1) % 26]
        return [gold[:i] + flip + gold[i + 1 :], gold[:-1]]

    def program(self, t: Tracer, data: dict) -> str:
        t.state("seed")
        k = list(t.fetch("seed", data["seed"]))
        taps, c = data["taps"], data["cipher"]
        while len(k) < len(c):
            i = len(k) + 1
            t.state(f"key bit {i}")
            vals = [t.fetch(f"k{i - d}", k[i - d - 1]) for d in taps]
            k.append(t.compute(f"k{i}", str(sum(map(int, vals)) % 2), why="XOR of " + " ".join(f"k{i - d}" for d in taps)))
        out = ""
        step = 5 if data["letters"] else 8
        for s in range(0, len(c), step):
            t.state(f"bits {s + 1}-{min(len(c), s + step)}")
            cb, kb = t.fetch(f"c[{s + 1}:]", c[s : s + step]), "".join(k[s : s + step])
            p = t.compute("p", "".join(str(int(a) ^ int(b)) for a, b in zip(cb, kb)), why=f"c XOR k = {cb} ^ {kb}")
            if data["letters"]:
                p = t.compute("letter", ALPHABET[int(p, 2)], why=f"{p} = {int(p, 2)}")
            out = t.compute("plain", out + p)
        t.state("answer")
        return t.compute("answer", out)

    def solve(self, data: dict) -> str:
        c = data["cipher"]
        key = self._keystream(data["seed"], data["taps"], len(c))
        bits = format(int(c, 2) ^ int(key, 2), f"0{len(c)}b")
        if not data["letters"]:
            return bits
        return "".join(ALPHABET[int(bits[i : i + 5], 2)] for i in range(0, len(bits), 5))


BOOTCAMP = LfsrKeystream()
