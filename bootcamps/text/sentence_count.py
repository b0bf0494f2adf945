"""Count the sentences and words of a paragraph under stated rules: a sentence ends with '.', '!'
or '?' (a run such as '...' or '?!' ends one sentence), except the period of a listed abbreviation
or inside a number; a word is a run of non-space characters that contains a letter or digit, a
hyphenated word or a number counting once."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer
from bootcamps.words import VOCABULARY

ABBREVIATIONS = ("Dr.", "Mr.", "Mrs.", "Ms.", "St.", "etc.", "approx.", "vs.", "e.g.", "i.e.")
_ENDS = (".", ".", ".", "!", "?", "...", "?!")
_WORDS = tuple(w for w in VOCABULARY if w.isalpha() and w.islower() and len(w) >= 2)


@dataclass(frozen=True)
class Config:
    sentences: int = 3
    tricks: float = 0.0  # chance per sentence of an abbreviation, a decimal, a hyphenated word or a dash

    def __post_init__(self) -> None:
        if not 1 <= self.sentences <= 30 or not 0 <= self.tricks <= 1:
            raise ValueError(f"need 1 <= sentences <= 30 and 0 <= tricks <= 1, got {self.sentences}, {self.tricks}")


def _sentence(rng: random.Random, tricks: float) -> str:
    words = [rng.choice(_WORDS) for _ in range(rng.randint(3, 9))]
    for _ in range(3):
        if rng.random() < tricks:
            kind = rng.choice(("abbr", "decimal", "hyphen", "dash", "abbr_end"))
            i = rng.randrange(1, len(words))
            if kind == "abbr":
                words.insert(i, rng.choice(ABBREVIATIONS))
            elif kind == "decimal":
                words.insert(i, f"{rng.randint(0, 99)}.{rng.randint(1, 99)}")
            elif kind == "hyphen":
                words[i] = f"{words[i]}-{rng.choice(_WORDS)}"
            elif kind == "dash":
                words.insert(i, "-")
            else:
                words.insert(i, rng.choice(("Dr.", "Mr.", "St.")))
    words[0] = words[0][0].upper() + words[0][1:]
    return " ".join(words) + rng.choice(_ENDS)


_TEMPLATES = (
    "{rules}\n\nText:\n{text}\n\nHow many sentences and how many words does the text have?",
    "Count the sentences and the words in this paragraph.\n\n{text}\n\n{rules}",
    "Paragraph:\n{text}\n\nUsing these rules, give its sentence count and word count. {rules}",
)


def _rules() -> str:
    return ("Rules: a sentence ends at '.', '!' or '?' (a run of them such as '...' or '?!' ends just one sentence), "
            "but a period that belongs to one of the abbreviations " + ", ".join(ABBREVIATIONS) +
            " or sits inside a number such as 3.5 does not end a sentence (the text is written so that no sentence "
            "ends with an abbreviation). Words are the pieces between spaces that contain at least one letter or "
            "digit: a hyphenated word or a number is one word, and a lone dash '-' is not a word.")


class SentenceCount(IntSequenceAnswer, Bootcamp):
    id = "text/sentence_count"
    description = "Count sentences and words by stated rules (abbreviations, decimals, '...', hyphens, dashes)"
    Config = Config
    LEVELS = {
        "1": Config(sentences=3, tricks=0.0),
        "2": Config(sentences=4, tricks=0.2),
        "3": Config(sentences=6, tricks=0.4),
        "4": Config(sentences=9, tricks=0.6),
        "5": Config(sentences=14, tricks=0.8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        n = rng.randint(max(1, config.sentences - 1), config.sentences + 1)
        text = " ".join(_sentence(rng, config.tricks) for _ in range(n))
        data = {"text": text}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(rules=_rules(), text=data["text"])
        return f"{text}\n{answer_instruction('the two counts as [sentences, words], e.g. <answer>[3, 27]</answer>')}"

    def program(self, t: Tracer, data: dict) -> list[int]:
        sentences = words = 0
        for i, token in enumerate(data["text"].split(" ")):
            t.state(f"token {i}")
            tok = t.fetch(f"tokens[{i}]", token)
            if any(c.isalnum() for c in tok):
                words = t.compute("words", words + 1, why="has a letter or digit")
            ends = tok[-1] in ".!?" and tok not in ABBREVIATIONS and not tok.replace(".", "").isdigit()
            if t.goto(ends, why="ends with . ! or ? and is not an abbreviation or number"):
                sentences = t.compute("sentences", sentences + 1)
        t.state("answer")
        return [t.fetch("sentences", sentences), t.fetch("words", words)]

    def solve(self, data: dict) -> list[int]:
        # Regular expressions on the whole text: mask abbreviations and decimals, then count the
        # runs of end marks and the space-separated pieces with an alphanumeric character.
        import re

        text = data["text"]
        masked = text
        for abbr in sorted(ABBREVIATIONS, key=len, reverse=True):
            masked = re.sub(r"(?<!\S)" + re.escape(abbr) + r"(?!\S)", "ABBR", masked)
        masked = re.sub(r"\d+\.\d+", "NUM", masked)
        sentences = len(re.findall(r"[.!?]+(?=\s|$)", masked))
        words = len([w for w in re.split(r"\s+", text) if re.search(r"[A-Za-z0-9]", w)])
        return [sentences, words]


BOOTCAMP = SentenceCount()
