"""Spoonerisms by stated rules: swap (or rotate) the initial consonant clusters of the words of a
phrase, e.g. "light fire" -> "fight lire"."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.ciphers import TextAnswer
from bootcamps.kit.wordlist import common_words
from bootcamps.trace import Tracer

MOVES = ("swap_ends", "swap_pair", "rotate")


@dataclass(frozen=True)
class Config:
    words: int = 2
    moves: tuple[str, ...] = ("swap_ends",)

    def __post_init__(self) -> None:
        if not 2 <= self.words <= 10:
            raise ValueError(f"words must be in 2..10, got {self.words}")
        if not self.moves or any(m not in MOVES for m in self.moves):
            raise ValueError(f"moves must be a non-empty subset of {', '.join(MOVES)}, got {self.moves}")


def split_onset(word: str) -> tuple[str, str]:
    """(onset, rest): the letters before the first vowel. Vowels are a, e, i, o, u, and y when it is
    not the first letter; a "u" right after "q" belongs to the onset."""
    for i, c in enumerate(word):
        if c in "aeiou" or (c == "y" and i > 0):
            if c == "u" and i > 0 and word[i - 1] == "q":
                continue
            return word[:i], word[i:]
    return word, ""


_RULE = ("The onset of a word is its letters before the first vowel (vowels: a, e, i, o, u, and y when it is not "
         "the first letter; in \"qu\" the u belongs to the onset, so the onset of \"quiet\" is \"qu\"). A word that "
         "starts with a vowel has an empty onset.")
_MOVE = {
    "swap_ends": "Swap the onsets of the first and the last word of the phrase; the other words stay as they are.",
    "swap_pair": "Swap the onsets of word {a} and word {b} (counting from 1); the other words stay as they are.",
    "rotate": "Every word takes the onset of the word before it, and the first word takes the onset of the last word.",
}
_TEMPLATES = (
    "Make a spoonerism of the phrase \"{phrase}\". {rule} {move}",
    "Spoonerise: {rule} {move}\nPhrase: {phrase}",
    "A spoonerism trades the starting consonants of words. {rule} {move} Apply this to: {phrase}",
)


class Spoonerism(TextAnswer, Bootcamp):
    id = "wordplay/spoonerism"
    description = "Spoonerise a phrase by swapping or rotating word onsets under stated vowel rules"
    Config = Config
    LEVELS = {
        "1": Config(words=2, moves=("swap_ends",)),
        "2": Config(words=3, moves=("swap_ends",)),
        "3": Config(words=4, moves=("swap_pair",)),
        "4": Config(words=5, moves=("swap_pair", "rotate")),
        "5": Config(words=7, moves=("rotate",)),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            words = rng.sample(common_words(), config.words)
            move = rng.choice(config.moves)
            pair = sorted(rng.sample(range(config.words), 2)) if move == "swap_pair" else [0, config.words - 1]
            data = {"phrase": " ".join(words), "move": move, "pair": pair}
            gold = self.solve(data)
            if gold != data["phrase"]:  # equal onsets would leave the phrase unchanged
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        move = _MOVE[data["move"]].format(a=data["pair"][0] + 1, b=data["pair"][1] + 1)
        text = rng.choice(_TEMPLATES).format(phrase=data["phrase"], rule=_RULE, move=move)
        return f"{text}\n{answer_instruction('the new phrase in lowercase, words separated by single spaces')}"

    def program(self, t: Tracer, data: dict) -> str:
        words = data["phrase"].split()
        parts = []
        for i, w in enumerate(words):
            t.state(f"word {i + 1}")
            w = t.fetch(f"words[{i}]", w)
            onset, rest = split_onset(w)
            parts.append((t.compute(f"onset[{i}]", onset, why="letters before the first vowel"), t.compute(f"rest[{i}]", rest)))
        n = len(words)
        if data["move"] == "rotate":
            takes = [(i - 1) % n for i in range(n)]
        else:
            a, b = data["pair"]
            takes = [b if i == a else a if i == b else i for i in range(n)]
        out = []
        for i in range(n):
            if takes[i] == i:
                out.append(words[i])
                continue
            t.state(f"new word {i + 1}")
            onset = t.fetch(f"onset[{takes[i]}]", parts[takes[i]][0])
            rest = t.fetch(f"rest[{i}]", parts[i][1])
            out.append(t.compute(f"new[{i}]", onset + rest, why=f"onset of word {takes[i] + 1} + rest of word {i + 1}"))
        t.state("answer")
        return t.compute("answer", " ".join(out))

    def solve(self, data: dict) -> str:
        # Onsets by scanning for the vowel position with str methods; the moves as list rotations.
        words = data["phrase"].split()

        def cut(w: str) -> int:
            spots = [i for i, c in enumerate(w) if c in "aeiou" or (c == "y" and i)]
            spots = [i for i in spots if not (w[i] == "u" and i and w[i - 1] == "q")]
            return spots[0] if spots else len(w)

        heads = [w[: cut(w)] for w in words]
        tails = [w[cut(w) :] for w in words]
        if data["move"] == "rotate":
            heads = heads[-1:] + heads[:-1]
        else:
            a, b = data["pair"]
            heads[a], heads[b] = heads[b], heads[a]
        return " ".join(h + t for h, t in zip(heads, tails))


BOOTCAMP = Spoonerism()
