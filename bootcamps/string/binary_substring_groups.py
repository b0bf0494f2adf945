"""Number of substrings of a binary string made of k zeros and k ones, each kind grouped.

Such a substring is a run of one digit followed directly by a run of the other, of equal
lengths ("0011", "10"). The trace reads the run lengths, then adds min(a, b) for each pair of
neighbouring runs: one state per run.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    runs: int = 4
    max_run: int = 3

    def __post_init__(self) -> None:
        if not 2 <= self.runs <= 100:
            raise ValueError(f"runs must be in 2..100, got {self.runs}")
        if not 1 <= self.max_run <= 20:
            raise ValueError(f"max_run must be in 1..20, got {self.max_run}")


_TEMPLATES = (
    "Count the substrings of the binary string {s} that have equally many 0s and 1s with all the 0s together and "
    "all the 1s together (like 01, 1100 or 000111). Substrings at different positions count separately.",
    "How many contiguous pieces of \"{s}\" consist of some number k >= 1 of one digit immediately followed by "
    "exactly k of the other digit? Count every position where such a piece occurs.",
    "In '{s}', count the (start, end) blocks of the form 0^k 1^k or 1^k 0^k (k at least 1).",
)


class BinarySubstringGroups(IntegerAnswer, Bootcamp):
    id = "string/binary_substring_groups"
    description = "Substrings 0^k1^k or 1^k0^k of a binary string (run-length pairing trace)"
    Config = Config
    LEVELS = {
        "1": Config(runs=7, max_run=4),
        "2": Config(runs=8, max_run=5),
        "3": Config(runs=10, max_run=5),
        "4": Config(runs=14, max_run=5),
        "5": Config(runs=20, max_run=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        digit = rng.choice("01")
        parts = []
        for _ in range(config.runs):
            parts.append(digit * rng.randint(1, config.max_run))
            digit = "1" if digit == "0" else "0"
        data = {"s": "".join(parts)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        return f"{rng.choice(_TEMPLATES).format(s=data['s'])}\n{answer_instruction('one integer (the count)')}"

    def program(self, t: Tracer, data: dict) -> int:
        s = data["s"]
        runs: list[int] = []
        t.state("run lengths")
        for i, ch in enumerate(s):
            if i and ch == s[i - 1]:
                runs[-1] += 1
            else:
                runs.append(1)
        runs = t.compute("runs", list(runs))
        total = 0
        for k in range(1, len(runs)):
            t.state(f"runs {k - 1} and {k}")
            a = t.fetch(f"runs[{k - 1}]", runs[k - 1])
            b = t.fetch(f"runs[{k}]", runs[k])
            total = t.compute("total", total + min(a, b))
        t.state("answer")
        return t.compute("answer", t.fetch("total", total))

    def solve(self, data: dict) -> int:
        # Brute force over every even-length block.
        s = data["s"]
        total = 0
        for i in range(len(s)):
            for k in range(1, (len(s) - i) // 2 + 1):
                a, b = s[i : i + k], s[i + k : i + 2 * k]
                total += len(set(a)) == 1 and len(set(b)) == 1 and a[0] != b[0]
        return total


BOOTCAMP = BinarySubstringGroups()
