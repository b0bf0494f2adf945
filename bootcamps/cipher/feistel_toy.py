"""A toy Feistel network on 16-bit blocks (two 8-bit halves): decrypt blocks given the round
function and the round subkeys.

Encryption round i maps (L, R) to (R, L XOR F(R, K_i)), with no extra swap at the end, so
decryption runs the rounds backwards: (L', R') -> (R' XOR F(L', K_i), L') for i = r, ..., 1.
The round function is one of a few stated 8-bit maps (addition, rotation, multiplication).
The trace is one state per round per block; `solve` uses the Feistel symmetry instead:
decrypting is encrypting the swapped block with the subkeys reversed, then swapping back.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rounds: int = 2
    blocks: int = 1
    functions: int = 1  # how many of the round-function families may be drawn

    def __post_init__(self) -> None:
        if not 1 <= self.rounds <= 16:
            raise ValueError(f"rounds must be in 1..16, got {self.rounds}")
        if not 1 <= self.blocks <= 20:
            raise ValueError(f"blocks must be in 1..20, got {self.blocks}")
        if not 1 <= self.functions <= 3:
            raise ValueError(f"functions must be in 1..3, got {self.functions}")


def rotl(x: int, s: int) -> int:
    return ((x << s) | (x >> (8 - s))) & 255


def round_function(kind: int, a: int, x: int, k: int) -> int:
    if kind == 0:
        return (x + k) % 256
    if kind == 1:
        return rotl(x ^ k, a)
    return (a * x + k) % 256


def describe(kind: int, a: int) -> str:
    if kind == 0:
        return "F(x, k) = (x + k) mod 256"
    if kind == 1:
        return (f"F(x, k) = (x XOR k) rotated left by {a} bits within 8 bits (the top {a} bits wrap around to the "
                f"bottom)")
    return f"F(x, k) = ({a}*x + k) mod 256"


_TEMPLATES = (
    "A toy Feistel cipher works on 16-bit blocks split into two 8-bit halves (L, R), written as numbers 0-255. "
    "{rule}\n{given}\nDecrypt the ciphertext.",
    "Decrypt with this small Feistel network. {rule}\n{given}",
    "{given}\nThese blocks were produced by a Feistel cipher on pairs of bytes (L, R). {rule} Find the plaintext.",
)
_RULE = ("It has {r} rounds with subkeys {keys} (K1 first). Round i turns (L, R) into (R, L XOR F(R, K_i)), where "
         "{f} and XOR is bitwise on 8 bits. The ciphertext is the (L, R) after round {r}, with no final swap.")


class FeistelToy(IntListAnswer, Bootcamp):
    id = "cipher/feistel_toy"
    description = "Toy Feistel network on two 8-bit halves: run the rounds backwards to decrypt blocks"
    Config = Config
    LEVELS = {
        "1": Config(rounds=2, blocks=1, functions=1),
        "2": Config(rounds=2, blocks=1, functions=3),
        "3": Config(rounds=3, blocks=2, functions=3),
        "4": Config(rounds=4, blocks=2, functions=3),
        "5": Config(rounds=4, blocks=3, functions=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        kind = rng.randrange(config.functions)
        a = rng.randint(1, 7) if kind == 1 else rng.choice((3, 5, 7, 9, 11, 13)) if kind == 2 else 0
        keys = [rng.randrange(256) for _ in range(config.rounds)]
        plain = [rng.randrange(256) for _ in range(2 * config.blocks)]
        cipher = []
        for b in range(config.blocks):
            left, right = plain[2 * b], plain[2 * b + 1]
            for k in keys:
                left, right = right, left ^ round_function(kind, a, right, k)
            cipher += [left, right]
        return {"kind": kind, "a": a, "keys": keys, "cipher": cipher}, plain

    def prompt(self, data: dict, rng: random.Random) -> str:
        keys, c = data["keys"], data["cipher"]
        rule = _RULE.format(r=len(keys), keys=", ".join(map(str, keys)), f=describe(data["kind"], data["a"]))
        pairs = ", ".join(f"({c[i]}, {c[i + 1]})" for i in range(0, len(c), 2))
        given = f"Ciphertext block{'s' if len(c) > 2 else ''} (L, R): {pairs}"
        text = rng.choice(_TEMPLATES).format(rule=rule, given=given)
        form = ("the plaintext halves L, R of every block in order as one comma-separated list of numbers "
                "(e.g. for two blocks: 12, 200, 7, 45)")
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        kind, a, keys, c = data["kind"], data["a"], data["keys"], data["cipher"]
        out = []
        for b in range(0, len(c), 2):
            t.state(f"block {b // 2 + 1}")
            left = t.fetch(f"L[{b // 2 + 1}]", c[b])
            right = t.fetch(f"R[{b // 2 + 1}]", c[b + 1])
            for i in range(len(keys), 0, -1):
                t.state(f"block {b // 2 + 1} undo round {i}")
                k = t.fetch(f"K{i}", keys[i - 1])
                f = t.compute("F", round_function(kind, a, left, k), why=f"F({left}, {k})")
                left, right = (t.compute("L", right ^ f, why=f"{right} XOR {f}"),
                               t.compute("R", left, why="R was the old L"))
            out = t.compute("plain", out + [left, right])
        t.state("answer")
        return t.compute("answer", out)

    def solve(self, data: dict) -> list[int]:
        # Feistel symmetry: encrypt (R', L') with the keys reversed, then swap the halves.
        kind, a, keys, c = data["kind"], data["a"], data["keys"], data["cipher"]
        out = []
        for b in range(0, len(c), 2):
            x, y = c[b + 1], c[b]
            for k in reversed(keys):
                x, y = y, x ^ round_function(kind, a, y, k)
            out += [y, x]
        return out


BOOTCAMP = FeistelToy()
