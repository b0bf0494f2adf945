"""Words that follow a letter pattern (one-to-one letter substitution).

A word matches the pattern when some one-to-one mapping of letters turns the pattern into the
word: equal pattern letters become equal word letters and different ones different letters.
The trace checks each word letter by letter, keeping the mapping in both directions.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import random_letters
from bootcamps.kit.strings import WordSequenceAnswer
from bootcamps.kit.strings2 import distinct_words
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    words: int = 5
    length: int = 3
    alphabet: int = 3

    def __post_init__(self) -> None:
        if not 2 <= self.words <= 40:
            raise ValueError(f"words must be in 2..40, got {self.words}")
        if not 2 <= self.length <= 12:
            raise ValueError(f"length must be in 2..12, got {self.length}")
        if not 2 <= self.alphabet <= 13:
            raise ValueError(f"alphabet must be in 2..13, got {self.alphabet}")


_TEMPLATES = (
    "Pattern: {p}\nWords: {w}\nA word matches the pattern if replacing every letter of the pattern by a letter "
    "(the same replacement each time it occurs, and different pattern letters by different letters) gives the "
    "word. Which words match?",
    "Which of the words {w} have the same letter structure as \"{p}\"? Two words have the same structure when "
    "there is a one-to-one correspondence between their letters that maps one onto the other position by "
    "position.",
    "Find the words in the list [{w}] that are isomorphic to the pattern '{p}': equal letters of the pattern "
    "must sit where the word has equal letters, and different letters where the word has different letters.",
)


class PatternWordMatches(WordSequenceAnswer, Bootcamp):
    id = "string/pattern_word_matches"
    description = "Words of a list that match a letter pattern under a one-to-one substitution"
    Config = Config
    LEVELS = {
        "1": Config(words=5, length=3, alphabet=3),
        "2": Config(words=7, length=4, alphabet=3),
        "3": Config(words=9, length=5, alphabet=4),
        "4": Config(words=12, length=6, alphabet=4),
        "5": Config(words=16, length=7, alphabet=5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        letters = random_letters(rng, config.alphabet + 3)
        pattern = "".join(rng.choice(letters[: config.alphabet]) for _ in range(config.length))
        words = distinct_words(rng, config.words, config.length, letters)
        for k in rng.sample(range(config.words), rng.randint(1, max(1, config.words // 3))):
            image = dict(zip(sorted(set(pattern)), rng.sample(letters, len(set(pattern)))))
            planted = "".join(image[ch] for ch in pattern)
            if planted not in words:
                words[k] = planted
        data = {"pattern": pattern, "words": words}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        body = rng.choice(_TEMPLATES).format(p=data["pattern"], w=", ".join(data["words"]))
        form = "the matching words, each once, in the order of the list, separated by commas (for example abb, cdd)"
        return f"{body}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer)

    def program(self, t: Tracer, data: dict) -> list[str]:
        p = data["pattern"]
        found: list[str] = []
        for i, word in enumerate(data["words"]):
            t.state(f"word {i}")
            w = t.fetch(f"words[{i}]", word)
            forward: dict[str, str] = {}
            backward: dict[str, str] = {}
            ok = True
            for a, b in zip(p, w):
                if forward.setdefault(a, b) != b or backward.setdefault(b, a) != a:
                    ok = False
                    break
            t.compute("mapping", " ".join(f"{a}->{b}" for a, b in forward.items()))
            if t.goto(ok, why="a consistent one-to-one mapping"):
                found = t.compute("found", found + [w])
        t.state("answer")
        return t.compute("answer", t.fetch("found", found))

    def solve(self, data: dict) -> list[str]:
        # Two words match when they have the same first-occurrence signature.
        def shape(word: str) -> list[int]:
            return [word.index(ch) for ch in word]

        return [w for w in data["words"] if shape(w) == shape(data["pattern"])]


BOOTCAMP = PatternWordMatches()
