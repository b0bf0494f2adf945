"""Mastermind deduction: from guesses and their scores (black pegs: right colour in the right
place; white pegs: right colour in the wrong place), find the one secret code consistent with
every clue. Clues are added until exactly one code fits, so the answer is unique.

Speed: generation scores random guesses against every remaining code (vectorised with numpy),
about 650 cases/s of CPU time at level 3 on one core (below 1,000/s, above 100/s)."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from itertools import product

import numpy as np

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.games import read_letters
from bootcamps.trace import Tracer

_PALETTE = "RGBYOPWK"
_COLOUR_NAMES = {"R": "red", "G": "green", "B": "blue", "Y": "yellow", "O": "orange", "P": "purple", "W": "white",
                 "K": "black"}


@dataclass(frozen=True)
class Config:
    pegs: int = 4
    colours: int = 5
    min_clues: int = 3  # after the code is pinned down, extra (redundant) clues are added up to this

    def __post_init__(self) -> None:
        if not 2 <= self.pegs <= 5:
            raise ValueError(f"pegs must be in 2..5, got {self.pegs}")
        if not 3 <= self.colours <= len(_PALETTE):
            raise ValueError(f"colours must be in 3..{len(_PALETTE)}, got {self.colours}")
        if not 1 <= self.min_clues <= 12:
            raise ValueError(f"min_clues must be in 1..12, got {self.min_clues}")


def score(secret: str, guess: str) -> tuple[int, int]:
    """(black, white): exact matches, then colour matches not already counted as black."""
    black = sum(s == g for s, g in zip(secret, guess))
    common = sum((Counter(secret) & Counter(guess)).values())
    return black, common - black


@lru_cache(maxsize=16)
def universe(colours: str, pegs: int) -> tuple[np.ndarray, np.ndarray]:
    """Every code as a row of colour indices, and its colour counts (for vectorised scoring in
    generation only; model text never reaches numpy)."""
    digits = np.array(list(product(range(len(colours)), repeat=pegs)), dtype=np.int8)
    counts = np.stack([(digits == c).sum(axis=1) for c in range(len(colours))], axis=1)
    return digits, counts


@lru_cache(maxsize=16)
def all_codes(colours: str, pegs: int) -> tuple[str, ...]:
    return tuple("".join(p) for p in product(colours, repeat=pegs))


_TEMPLATES = (
    "Mastermind: a hidden code of {pegs} pegs uses the colours {palette} (repeats allowed). After each guess the "
    "codemaker reports black pegs (right colour in the right position) and white pegs (right colour, wrong "
    "position; each peg of the code and of the guess is counted at most once, blacks first). The clues so far:\n"
    "{clues}\nExactly one code agrees with all of them. What is it?",
    "Find the secret code. It has {pegs} positions, each one of the colours {palette}, and colours may repeat. "
    "For every guess below, 'b' is the number of positions with the correct colour and 'w' the number of further "
    "colour matches in wrong positions (matching each peg at most once):\n{clues}\nOnly one code is consistent.",
    "A code breaker has made these guesses at a {pegs}-peg code over the colours {palette} (repetition allowed), "
    "with the feedback black = correct colour and place, white = correct colour elsewhere (no peg counted twice):\n"
    "{clues}\nDeduce the unique code that fits every clue.",
)


class Mastermind(Bootcamp):
    id = "game/mastermind"
    description = "Mastermind deduction: the unique code consistent with guesses and their black/white scores"
    Config = Config
    LEVELS = {
        "1": Config(pegs=3, colours=4, min_clues=3),
        "2": Config(pegs=3, colours=6, min_clues=5),
        "3": Config(pegs=4, colours=5, min_clues=6),
        "4": Config(pegs=4, colours=6, min_clues=7),
        "5": Config(pegs=5, colours=5, min_clues=8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        colours = "".join(sorted(rng.sample(_PALETTE, config.colours), key=_PALETTE.index))
        codes = all_codes(colours, config.pegs)
        digits, counts = universe(colours, config.pegs)
        secret_i = rng.randrange(len(codes))
        secret = codes[secret_i]
        clues: list[list] = []
        left = np.arange(len(codes))
        while len(left) > 1:
            g = rng.randrange(len(codes))
            b, w = score(secret, codes[g])
            black = (digits[left] == digits[g]).sum(axis=1)
            common = np.minimum(counts[left], counts[g]).sum(axis=1)
            narrowed = left[(black == b) & (common - black == w)]
            if g != secret_i and len(narrowed) < len(left):
                clues.append([codes[g], b, w])
                left = narrowed
        while len(clues) < config.min_clues:  # redundant but true clues: more to check
            g = rng.randrange(len(codes))
            if g != secret_i:
                clues.insert(rng.randrange(len(clues) + 1), [codes[g], *score(secret, codes[g])])
        return {"colours": colours, "pegs": config.pegs, "clues": clues}, secret

    def prompt(self, data: dict, rng: random.Random) -> str:
        palette = ", ".join(f"{c} ({_COLOUR_NAMES[c]})" for c in data["colours"])
        clues = "\n".join(f"{g}: {b} black, {w} white" if rng.random() < 0.5 else f"{g}: b={b}, w={w}" for g, b, w in data["clues"])
        text = rng.choice(_TEMPLATES).format(pegs=data["pegs"], palette=palette, clues=clues)
        example = data["colours"][0] * data["pegs"]
        form = f"the code as {data['pegs']} colour letters, for example {example}"
        return f"{text}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        return 1.0 if read_letters(text, data["colours"], data["pegs"]) == answer else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        """The code with one peg changed to each other colour (case-insensitive reading makes a
        lower-cased gold the same answer, so perturbations use other colours)."""
        code = case.answer
        i = rng.randrange(len(code))
        return [code[:i] + c + code[i + 1 :] for c in case.data["colours"] if c != code[i]][:3]

    def program(self, t: Tracer, data: dict) -> str:
        """Filter every code through the clues one at a time; the survivors of each clue are listed."""
        left = list(all_codes(data["colours"], data["pegs"]))
        for i, (guess, b, w) in enumerate(data["clues"], 1):
            t.state(f"clue {i}")
            g = t.fetch(f"guess[{i}]", guess)
            bw = t.fetch(f"score[{i}]", [b, w])
            left = t.compute("left", [c for c in left if list(score(c, g)) == bw], why="codes scoring the same against the guess")
        t.state("answer")
        return t.compute("code", left[0] if left else "", why="the only code left")

    def solve(self, data: dict) -> str:
        """Position-by-position backtracking with an early black-count bound, collecting codes that
        satisfy every clue exactly."""
        colours, pegs, clues = data["colours"], data["pegs"], data["clues"]
        found: list[str] = []

        def extend(prefix: str) -> None:
            k = len(prefix)
            for g, b, _ in clues:
                blacks = sum(p == q for p, q in zip(prefix, g))
                if blacks > b or blacks + (pegs - k) < b:
                    return
            if k == pegs:
                if all(score(prefix, g) == (b, w) for g, b, w in clues):
                    found.append(prefix)
                return
            for c in colours:
                extend(prefix + c)

        extend("")
        if len(found) != 1:
            raise ValueError(f"{len(found)} codes fit the clues")
        return found[0]


BOOTCAMP = Mastermind()
