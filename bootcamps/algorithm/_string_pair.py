"""What LCS and Levenshtein share: two random strings over a small alphabet, asked about by
one of a task's templates (``{a}``, ``{b}``, ``{n}``, ``{m}``), with an integer answer."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import answer_instruction
from bootcamps.words import random_word


@dataclass(frozen=True)
class StringPairConfig:
    min_len: int = 2
    max_len: int = 6
    alphabet: int = 4

    def __post_init__(self) -> None:
        if self.min_len < 1:
            raise ValueError(f"min_len must be >= 1, got {self.min_len}")
        if self.max_len < self.min_len:
            raise ValueError(f"max_len must be >= min_len ({self.min_len}), got {self.max_len}")
        if not 2 <= self.alphabet <= 26:
            raise ValueError(f"alphabet must be 2..26 letters, got {self.alphabet}")


class StringPairTask:
    """Mixin: ``generate``, ``prompt`` and ``length`` from ``LETTERS``, ``TEMPLATES``, ``ANSWER_FORM``."""

    LETTERS: str
    TEMPLATES: tuple[str, ...]
    ANSWER_FORM: str

    def length(self, data: dict) -> int:
        return len(data["a"])  # n of the paper's table: the first string's length

    def generate(self, config: StringPairConfig, rng: random.Random) -> tuple[dict, int]:
        letters = self.LETTERS[: config.alphabet]
        a = random_word(rng, rng.randint(config.min_len, config.max_len), letters)
        b = random_word(rng, rng.randint(config.min_len, config.max_len), letters)
        data = {"a": a, "b": b}
        return data, self.solve(data)  # type: ignore[attr-defined]

    def prompt(self, data: dict, rng: random.Random) -> str:
        a, b = data["a"], data["b"]
        text = rng.choice(self.TEMPLATES).format(a=a, b=b, n=len(a), m=len(b))
        return f"{text}\n{answer_instruction(self.ANSWER_FORM)}"
