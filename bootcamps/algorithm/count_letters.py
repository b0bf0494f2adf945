"""Count letters: how many times a given letter occurs in a sentence of n words.

n is the number of words (the TAIL table's "sentence of length n"); words come from the fixed
vocabulary in ``bootcamps.words``. TAIL class "Enumeration": one state per character, walking
word by word; each state restates the character and the letter sought, decides whether they
match (the transition) and updates the running count.
"""

from __future__ import annotations

import random
import string
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer
from bootcamps.words import VOCABULARY


@dataclass(frozen=True)
class Config:
    min_len: int = 2
    max_len: int = 6
    absent_rate: float = 0.1  # share of cases asking for a letter the sentence does not contain

    def __post_init__(self) -> None:
        if self.min_len < 1:
            raise ValueError(f"min_len must be >= 1, got {self.min_len}")
        if self.max_len < self.min_len:
            raise ValueError(f"max_len must be >= min_len ({self.min_len}), got {self.max_len}")
        if not 0 <= self.absent_rate <= 1:
            raise ValueError(f"absent_rate must be in [0, 1], got {self.absent_rate}")


_TEMPLATES = (
    'How many times does the letter "{c}" occur in the sentence "{s}"?',
    'Count the occurrences of the letter {c} in: {s}',
    'Sentence: "{s}"\nLetter: {c}\nHow many times does the letter appear in the sentence?',
    'In the {n}-word sentence "{s}", how many letters are "{c}"?',
    'Find the number of times the character "{c}" appears in the following text: "{s}".',
    'Here is a sentence of {n} words: {s}\nHow many "{c}"s does it contain?',
    'Count every "{c}" in "{s}". What is the total?',
    'Text: {s}\nQuestion: how often does the letter "{c}" occur in the text?',
    'Go through the words of "{s}" one by one and count how many times the letter {c} appears in total.',
    'What is the number of occurrences of "{c}" in the phrase "{s}"?',
    'Letter to count: {c}\nPhrase: "{s}"\nHow many are there?',
    'How many times is the letter {c} used in the sentence below?\n{s}',
    'The sentence "{s}" has {n} words. Count the letter "{c}" across all of them.',
    'Tally the letter "{c}" in this sentence: "{s}".',
    'Spell out each word of "{s}" and count how many of its letters are "{c}".',
    'Among all the letters of "{s}", how many are the letter "{c}"?',
    'Input sentence: {s}\nTarget letter: "{c}"\nOutput: the number of times the target letter occurs.',
    'A proofreader wants to know how many "{c}" characters appear in "{s}". What should the answer be?',
    'Consider the words "{s}". How many times does "{c}" show up?',
    'How many occurrences of the letter "{c}" are there in the {n} words "{s}"?',
    'Count the letter "{c}" (lowercase) in the sentence "{s}".',
    'Words: {s}\nHow many of the letters in these words are "{c}"?',
)


class CountLetters(IntegerAnswer, Bootcamp):
    id = "algorithm/count_letters"
    description = "Count the occurrences of a letter in a sentence of n words (TAIL enumeration)"
    Config = Config
    LEVELS = {
        "1": Config(min_len=2, max_len=6),
        "2": Config(min_len=7, max_len=10),
        "3": Config(min_len=11, max_len=20),
        "4": Config(min_len=21, max_len=30),
        "5": Config(min_len=31, max_len=40),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        words = [rng.choice(VOCABULARY) for _ in range(rng.randint(config.min_len, config.max_len))]
        letters = "".join(words)
        absent = sorted(set(string.ascii_lowercase) - set(letters))
        # A letter at a random position: frequent letters are asked about more often.
        letter = rng.choice(absent) if absent and rng.random() < config.absent_rate else rng.choice(letters)
        data = {"sentence": " ".join(words), "letter": letter}
        return data, self.solve(data)

    def length(self, data: dict) -> int:
        return len(data["sentence"].split())

    def prompt(self, data: dict, rng: random.Random) -> str:
        words = data["sentence"].split()
        text = rng.choice(_TEMPLATES).format(c=data["letter"], s=data["sentence"], n=len(words))
        return f"{text}\n{answer_instruction('a single integer (the count)')}"

    def program(self, t: Tracer, data: dict) -> int:
        words = data["sentence"].split()
        t.state("start")
        letter = t.fetch("letter", data["letter"])
        count = t.compute("count", 0, why="nothing counted yet")
        for i, word in enumerate(words):
            for j, char in enumerate(word):
                t.state(f"word {i} char {j}")
                ch = t.fetch(f"w{i}[{j}]", char)
                target = t.fetch("letter", letter)
                hit = ch == target
                matched = t.goto(hit, why=f"{ch} is the letter" if hit else f"{ch} is not the letter")
                before = t.fetch("count", count)
                count = t.compute("count'", before + 1 if matched else before, why="add 1" if matched else "unchanged")
        t.state("answer")
        return t.compute("answer", t.fetch("count", count))

    def solve(self, data: dict) -> int:
        return data["sentence"].count(data["letter"])


BOOTCAMP = CountLetters()
