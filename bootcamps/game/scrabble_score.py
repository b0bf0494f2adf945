"""Scrabble scoring of several plays: letter values, double/triple letter and word squares
(premiums count only under newly placed tiles), blanks worth nothing, and the 50-point bonus
for using all seven tiles. The total of the plays."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.wordlist import common_words
from bootcamps.trace import Tracer

VALUES = {
    **dict.fromkeys("aeilnorstu", 1), **dict.fromkeys("dg", 2), **dict.fromkeys("bcmp", 3),
    **dict.fromkeys("fhvwy", 4), "k": 5, **dict.fromkeys("jx", 8), **dict.fromkeys("qz", 10),
}
_SQUARE_WORDS = {"": "a plain square", "DL": "a double-letter square", "TL": "a triple-letter square",
                 "DW": "a double-word square", "TW": "a triple-word square"}


@dataclass(frozen=True)
class Config:
    plays: int = 2
    premium: float = 0.3  # chance a new tile sits on a premium square
    blanks: bool = False

    def __post_init__(self) -> None:
        if not 1 <= self.plays <= 8:
            raise ValueError(f"plays must be in 1..8, got {self.plays}")
        if not 0.0 <= self.premium <= 0.8:
            raise ValueError(f"premium must be in [0, 0.8], got {self.premium}")


def play_score(word: str, squares: list[str], old: list[bool], blank: list[bool]) -> int:
    """One play: letter premiums under new tiles, word premiums from new tiles, bingo for 7 new."""
    total, mult = 0, 1
    for ch, sq, was, b in zip(word, squares, old, blank):
        v = 0 if b else VALUES[ch]
        if not was:
            v *= {"DL": 2, "TL": 3}.get(sq, 1)
            mult *= {"DW": 2, "TW": 3}.get(sq, 1)
        total += v
    return total * mult + (50 if sum(not w for w in old) == 7 else 0)


_TEMPLATES = (
    "Score these Scrabble plays and give the total. Letter values: A, E, I, L, N, O, R, S, T, U = 1; D, G = 2; B, C, "
    "M, P = 3; F, H, V, W, Y = 4; K = 5; J, X = 8; Q, Z = 10; a blank tile is worth 0. A new tile on a double- or "
    "triple-letter square counts its letter 2 or 3 times; a new tile on a double- or triple-word square doubles or "
    "triples the whole word (after letter premiums; several word premiums multiply together). Premium squares under "
    "tiles that were already on the board count as plain. A play that places all 7 tiles of the rack earns 50 extra "
    "points.\n{plays}",
    "{plays}\nUsing standard Scrabble tile values (1 point: A E I L N O R S T U; 2: D G; 3: B C M P; 4: F H V W Y; 5: "
    "K; 8: J X; 10: Q Z; blank 0), compute the sum of the scores of these plays. Premium squares apply only to tiles "
    "placed in that play: DL/TL multiply that letter by 2/3, DW/TW multiply the word's total by 2/3 (combining by "
    "multiplication), and using all seven rack tiles in one play adds a 50-point bonus.",
    "Scrabble scorekeeping. Tile values: A/E/I/L/N/O/R/S/T/U 1, D/G 2, B/C/M/P 3, F/H/V/W/Y 4, K 5, J/X 8, Q/Z 10, "
    "blank 0. Rules: letter premiums (double/triple letter) multiply a newly placed tile's value; word premiums "
    "(double/triple word) under newly placed tiles multiply the word's sum, and two of them multiply together; "
    "tiles already on the board ignore the square they sit on; placing 7 new tiles in one play scores a 50 bonus.\n"
    "{plays}\nWhat is the total score of all these plays?",
)


class ScrabbleScore(IntegerAnswer, Bootcamp):
    id = "game/scrabble_score"
    description = "Scrabble: the total of several plays (letter and word premiums under new tiles, blanks, bingo)"
    Config = Config
    LEVELS = {
        "1": Config(plays=1, premium=0.25, blanks=False),
        "2": Config(plays=2, premium=0.3, blanks=False),
        "3": Config(plays=3, premium=0.3, blanks=True),
        "4": Config(plays=4, premium=0.35, blanks=True),
        "5": Config(plays=6, premium=0.4, blanks=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        words = [w for w in common_words() if 3 <= len(w) <= 9]
        plays = []
        for _ in range(config.plays):
            word = rng.choice(words)
            n = len(word)
            old = [False] * n
            if n > 7 or rng.random() < 0.5:  # some letters were on the board already (at most 7 new)
                for i in rng.sample(range(n), max(n - 7, rng.randint(0, min(2, n - 1)))):
                    old[i] = True
            squares = [rng.choice(("DL", "TL", "DW", "TW", "DL", "DW")) if not o and rng.random() < config.premium
                       else "" for o in old]
            blank = [config.blanks and not o and rng.random() < 0.08 for o in old]
            plays.append({"word": word, "squares": squares, "old": old, "blank": blank})
        data = {"plays": plays}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = []
        for i, p in enumerate(data["plays"], start=1):
            parts = []
            for ch, sq, was, b in zip(p["word"], p["squares"], p["old"], p["blank"]):
                what = ch.upper() + (" (a blank tile)" if b else "")
                parts.append(f"{what} already on the board" if was else f"{what} new on {_SQUARE_WORDS[sq]}")
            lines.append(f"Play {i}: {p['word'].upper()} - " + "; ".join(parts) + ".")
        text = rng.choice(_TEMPLATES).format(plays="\n".join(lines))
        return f"{text}\n{answer_instruction('one integer, the total score')}"

    def program(self, t: Tracer, data: dict) -> int:
        total = 0
        for i, p in enumerate(data["plays"], start=1):
            t.state(f"play {i}")
            word = t.fetch(f"word[{i}]", p["word"])
            values = []
            mult = 1
            for ch, sq, was, b in zip(word, p["squares"], p["old"], p["blank"]):
                v = 0 if b else VALUES[ch]
                values.append(v if was else v * {"DL": 2, "TL": 3}.get(sq, 1))
                mult *= 1 if was else {"DW": 2, "TW": 3}.get(sq, 1)
            letters = t.compute("letters", values, why="tile values with letter premiums under new tiles")
            s = t.compute("sum", sum(letters), why="add the letters")
            m = t.compute("word_mult", mult, why="word premiums under new tiles")
            bonus = t.compute("bingo", 50 if sum(not w for w in p["old"]) == 7 else 0, why="50 when 7 new tiles")
            score = t.compute(f"score[{i}]", s * m + bonus, why=f"{s} x {m} + {bonus}")
            total = t.compute("total", t.fetch("total", total) + score, why="running total")
        t.state("answer")
        return t.ret("answer", total)

    def solve(self, data: dict) -> int:
        return sum(play_score(p["word"], p["squares"], p["old"], p["blank"]) for p in data["plays"])


BOOTCAMP = ScrabbleScore()
