"""Score words played across a row of premium squares with Scrabble letter values."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.wordlist import common_words
from bootcamps.trace import Tracer

VALUES = {**dict.fromkeys("aeilnorstu", 1), **dict.fromkeys("dg", 2), **dict.fromkeys("bcmp", 3),
          **dict.fromkeys("fhvwy", 4), "k": 5, **dict.fromkeys("jx", 8), **dict.fromkeys("qz", 10)}
PREMIUMS = {".": (1, 1), "d": (2, 1), "t": (3, 1), "D": (1, 2), "T": (1, 3)}  # (letter, word) multipliers
_VALUE_TABLE = ("Letter values: A, E, I, L, N, O, R, S, T, U = 1; D, G = 2; B, C, M, P = 3; F, H, V, W, Y = 4; K = 5; "
                "J, X = 8; Q, Z = 10.")
_PREMIUM_KEY = ("In the row, '.' is a plain square, 'd' doubles the letter on it, 't' triples the letter, 'D' doubles "
                "the whole word and 'T' triples the whole word. Letter premiums apply first; word premiums multiply "
                "the word's sum of letter scores (two word premiums multiply together).")


@dataclass(frozen=True)
class Config:
    words: int = 1
    letter_premiums: bool = False
    word_premiums: bool = False
    blanks: bool = False  # some tiles are blanks, worth 0 (premium squares still count)
    bingo: bool = False  # using all 7 tiles scores 50 extra

    def __post_init__(self) -> None:
        if not 1 <= self.words <= 6:
            raise ValueError(f"words must be in 1..6, got {self.words}")


_WORDS = tuple(w for w in common_words() if 3 <= len(w) <= 9)


def _row(rng: random.Random, config: Config, length: int) -> str:
    cells = []
    for _ in range(length):
        roll = rng.random()
        if config.word_premiums and roll < 0.12:
            cells.append(rng.choice("DT"))
        elif config.letter_premiums and roll < 0.35:
            cells.append(rng.choice("dt"))
        else:
            cells.append(".")
    return "".join(cells)


_TEMPLATES = (
    "Score the following plays in a Scrabble-like word game. {values} {key}\n{plays}\nWhat is the total score of all the plays?",
    "Each play below puts a word on a row of squares, starting at the first square shown. {values} {key}\n{plays}\n"
    "Add up the scores of the plays.",
    "Compute the points for these word placements. {values} {key}\n{plays}\nGive the sum of their scores.",
)


class ScrabbleScore(IntegerAnswer, Bootcamp):
    id = "wordplay/scrabble_score"
    description = "Scrabble-style scoring of words over rows of letter and word premium squares (blanks, bingo bonus)"
    Config = Config
    LEVELS = {
        "1": Config(words=2),
        "2": Config(words=2, letter_premiums=True),
        "3": Config(words=3, letter_premiums=True, word_premiums=True),
        "4": Config(words=4, letter_premiums=True, word_premiums=True, blanks=True),
        "5": Config(words=5, letter_premiums=True, word_premiums=True, blanks=True, bingo=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        plays = []
        for _ in range(config.words):
            word = rng.choice(_WORDS)
            blanks = sorted(rng.sample(range(len(word)), rng.randint(0, 1))) if config.blanks else []
            tiles = len(word) if not config.bingo else rng.choice((len(word), 7)) if len(word) >= 7 else len(word)
            plays.append({"word": word, "row": _row(rng, config, len(word)), "blanks": blanks,
                          "tiles_used": tiles if config.bingo else None})
        data = {"plays": plays}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = []
        for k, play in enumerate(data["plays"], 1):
            line = f"Play {k}: word {play['word'].upper()} on squares {play['row']}"
            if play["blanks"]:
                line += f"; the letter in position {play['blanks'][0] + 1} is a blank tile worth 0"
            if play["tiles_used"] is not None:
                line += f"; the player laid {play['tiles_used']} tiles from the rack"
            lines.append(line + ".")
        key = _PREMIUM_KEY
        if any(p["tiles_used"] is not None for p in data["plays"]):
            key += " A play that lays all 7 tiles of the rack scores 50 bonus points after the word premiums."
        text = rng.choice(_TEMPLATES).format(values=_VALUE_TABLE, key=key, plays="\n".join(lines))
        return f"{text}\n{answer_instruction('one integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        total = 0
        for k, play in enumerate(data["plays"]):
            word_sum, word_mult = 0, 1
            for i, letter in enumerate(play["word"]):
                t.state(f"play {k} letter {i}")
                letter = t.fetch(f"w{k}[{i}]", letter)
                square = t.fetch(f"sq{k}[{i}]", play["row"][i])
                base = 0 if i in play["blanks"] else VALUES.get(letter, 0)
                lm, wm = PREMIUMS.get(square, (1, 1))
                word_sum = t.compute("sum", word_sum + base * lm, why=f"{base} x {lm}")
                if wm > 1:
                    word_mult = t.compute("word_mult", word_mult * wm)
            t.state(f"play {k} score")
            score = t.compute("score", word_sum * word_mult, why=f"{word_sum} x {word_mult}")
            if play["tiles_used"] == 7:
                score = t.compute("score", score + 50, why="all 7 tiles")
            total = t.compute("total", total + score)
        return total

    def solve(self, data: dict) -> int:
        total = 0
        for play in data["plays"]:
            letters = [0 if i in play["blanks"] else VALUES[c] for i, c in enumerate(play["word"])]
            letter_part = sum(v * {"d": 2, "t": 3}.get(sq, 1) for v, sq in zip(letters, play["row"]))
            word_factor = 2 ** play["row"].count("D") * 3 ** play["row"].count("T")
            total += letter_part * word_factor + (50 if play["tiles_used"] == 7 else 0)
        return total


BOOTCAMP = ScrabbleScore()
