"""Wordle-style feedback with repeated letters: for a guess against a secret word, mark each
position G (right letter, right place), Y (the letter occurs elsewhere in the secret and is not
used up by greens or by earlier yellows) or B (otherwise)."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.trace import Tracer

_MARKS = re.compile(r"[GYB](?:[ ,]*[GYB])*")


@dataclass(frozen=True)
class Config:
    length: int = 5
    alphabet: int = 6  # letters drawn from this many, so repeats are common

    def __post_init__(self) -> None:
        if not 3 <= self.length <= 20:
            raise ValueError(f"length must be in 3..20, got {self.length}")
        if not 2 <= self.alphabet <= 26:
            raise ValueError(f"alphabet must be in 2..26, got {self.alphabet}")


def feedback(secret: str, guess: str) -> str:
    """Greens first; then, left to right, a Y for each guess letter still unmatched in the secret."""
    marks = ["B"] * len(guess)
    spare: dict[str, int] = {}
    for i, (s, g) in enumerate(zip(secret, guess)):
        if s == g:
            marks[i] = "G"
        else:
            spare[s] = spare.get(s, 0) + 1
    for i, g in enumerate(guess):
        if marks[i] != "G" and spare.get(g, 0) > 0:
            marks[i] = "Y"
            spare[g] -= 1
    return "".join(marks)


_TEMPLATES = (
    "In a word-guessing game the secret word is {secret} and the guess is {guess}. Each letter of the guess gets a "
    "mark: G if the secret has the same letter in the same position; otherwise Y if the letter appears in the "
    "secret at a position that is neither matched by a G nor already claimed by an earlier Y of the same letter "
    "(scan the guess left to right); otherwise B. What is the feedback?",
    "Secret: {secret}. Guess: {guess}. Score the guess Wordle-style, one mark per letter. G = correct letter in the "
    "correct spot. Y = the letter is in the secret elsewhere, but each copy of a letter in the secret can justify "
    "only one G or Y (greens are assigned first, then yellows from left to right). B = no unused copy left.",
    "Compute the colour pattern for guessing {guess} when the hidden word is {secret}: green (G) for an exact "
    "positional match; yellow (Y) for a letter that occurs in the hidden word but not here, as long as the hidden "
    "word still has an unmatched copy after all greens and the yellows to its left; black (B) otherwise.",
)


class WordleFeedback(Bootcamp):
    id = "game/wordle_feedback"
    description = "Wordle-style feedback (G/Y/B per letter) for a guess against a secret, with repeated letters"
    Config = Config
    LEVELS = {
        "1": Config(length=4, alphabet=6),
        "2": Config(length=5, alphabet=5),
        "3": Config(length=7, alphabet=5),
        "4": Config(length=9, alphabet=5),
        "5": Config(length=12, alphabet=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        letters = rng.sample("ABCDEFGHIJKLMNOPQRSTUVWXYZ", config.alphabet)
        while True:
            secret = "".join(rng.choice(letters) for _ in range(config.length))
            guess = "".join(rng.choice(letters) for _ in range(config.length))
            marks = feedback(secret, guess)
            if secret != guess and "Y" in marks:
                return {"secret": secret, "guess": guess}, marks

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(secret=data["secret"], guess=data["guess"])
        n = len(data["guess"])
        form = f"the {n} marks in order as one string of the letters G, Y and B (for example {'GYB' * (n // 3) + 'B' * (n % 3)})"
        return f"{text}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        if len(text) > 4 * len(answer) + 20:
            return 0.0
        text = text.strip().strip("`\"'").rstrip(".").strip().upper()
        if not _MARKS.fullmatch(text):
            return 0.0
        return 1.0 if text.replace(" ", "").replace(",", "") == answer else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        """The gold with one mark changed to each other colour, and all-B."""
        gold = case.answer
        i = rng.randrange(len(gold))
        out = [gold[:i] + m + gold[i + 1 :] for m in "GYB" if m != gold[i]]
        return out + (["B" * len(gold)] if "B" * len(gold) != gold else [])

    def program(self, t: Tracer, data: dict) -> str:
        """Pass 1 marks greens and counts the secret's unmatched letters; pass 2 hands out
        yellows left to right while copies remain."""
        secret, guess = data["secret"], data["guess"]
        marks = ["B"] * len(guess)
        spare: dict[str, int] = {}
        for i in range(len(guess)):
            t.state(f"green check {i + 1}")
            s = t.fetch(f"secret[{i + 1}]", secret[i])
            g = t.fetch(f"guess[{i + 1}]", guess[i])
            if t.goto(s == g, why="same letter in the same place"):
                marks[i] = t.compute(f"mark[{i + 1}]", "G")
            else:
                spare[s] = t.compute(f"spare[{s}]", spare.get(s, 0) + 1, why="unmatched copies of the secret letter")
        for i in range(len(guess)):
            if marks[i] == "G":
                continue
            t.state(f"yellow check {i + 1}")
            g = t.fetch(f"guess[{i + 1}]", guess[i])
            left = t.fetch(f"spare[{g}]", spare.get(g, 0))
            if t.goto(left > 0, why="an unmatched copy remains"):
                marks[i] = t.compute(f"mark[{i + 1}]", "Y")
                spare[g] = t.compute(f"spare[{g}]", left - 1, why="that copy is used")
            else:
                marks[i] = t.compute(f"mark[{i + 1}]", "B")
        t.state("answer")
        return t.compute("feedback", "".join(marks))

    def solve(self, data: dict) -> str:
        """Per position: the guess letter's copies in the secret minus the greens on that letter,
        minus the yellows already given to it on the left."""
        secret, guess = data["secret"], data["guess"]
        out = []
        for i, g in enumerate(guess):
            if secret[i] == g:
                out.append("G")
                continue
            greens = sum(1 for s, h in zip(secret, guess) if s == h == g)
            earlier = sum(1 for j in range(i) if guess[j] == g and secret[j] != g and out[j] == "Y")
            out.append("Y" if secret.count(g) - greens - earlier > 0 else "B")
        return "".join(out)


BOOTCAMP = WordleFeedback()
