"""Pick the isograms (no letter used twice) out of a list of words; at higher levels the pair
isograms (every letter used exactly twice) as well, ignoring case and hyphens."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.wordlist import common_words
from bootcamps.parse import split_items
from bootcamps.trace import Tracer

KINDS = ("isogram", "pair")
_POOL = tuple(w for w in common_words() if len(w) >= 3)
_PAIRS = ("deed", "noon", "teammate", "intestines", "appall", "arraigning", "shanghaiings", "vivienne", "horseshoer",
          "reappear", "couscous", "tartar", "murmur", "bedbed", "mama", "papa", "tutu", "coco", "hotshots", "peppers")


@dataclass(frozen=True)
class Config:
    words: int = 6
    kind: str = "isogram"  # "pair": every letter that appears appears exactly twice
    styled: bool = False  # capitals and hyphens in the words, which do not count as letters twice

    def __post_init__(self) -> None:
        if not 3 <= self.words <= 60:
            raise ValueError(f"words must be in 3..60, got {self.words}")
        if self.kind not in KINDS:
            raise ValueError(f"kind must be one of {', '.join(KINDS)}, got {self.kind!r}")


def letters_of(word: str) -> Counter:
    return Counter(c for c in word.lower() if c.isalpha())


def qualifies(word: str, kind: str) -> bool:
    counts = letters_of(word)
    return all(v == 1 for v in counts.values()) if kind == "isogram" else all(v == 2 for v in counts.values())


_RULE = {
    "isogram": "An isogram is a word in which no letter occurs more than once.",
    "pair": "A pair isogram is a word in which every letter that occurs, occurs exactly twice (like 'hannah').",
}
_TEMPLATES = (
    "{rule} Which of these words are {plural}? At least one is. {note}\nWords: {words}",
    "{rule} From the list below, pick out every one of the {plural}. {note}\n{words}",
    "Here is a list of words: {words}\n{rule} List the {plural} among them. {note}",
)


class Isograms(Bootcamp):
    id = "wordplay/isograms"
    description = "Pick the isograms (or pair isograms) out of a word list, in list order, ignoring case and hyphens"
    Config = Config
    LEVELS = {
        "1": Config(words=6),
        "2": Config(words=10),
        "3": Config(words=14, styled=True),
        "4": Config(words=14, kind="pair", styled=True),
        "5": Config(words=24, kind="pair", styled=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        words = rng.sample(_POOL, config.words)
        if config.kind == "pair":  # pair isograms are rare: plant some
            for i in rng.sample(range(config.words), rng.randint(1, max(1, config.words // 4))):
                words[i] = rng.choice(_PAIRS)
            words = list(dict.fromkeys(words))
        if config.styled:
            words = [self._style(w, rng) for w in words]
        data = {"words": words, "kind": config.kind}
        gold = self.solve(data)
        if not gold or len(gold) == len(words):  # some words qualify and some do not
            return self.generate(config, rng)
        return data, gold

    @staticmethod
    def _style(word: str, rng: random.Random) -> str:
        if rng.random() < 0.3:
            word = word.capitalize()
        if len(word) >= 5 and rng.random() < 0.25:
            cut = rng.randint(2, len(word) - 2)
            word = word[:cut] + "-" + word[cut:]
        return word

    def prompt(self, data: dict, rng: random.Random) -> str:
        kind = data["kind"]
        plural = "isograms" if kind == "isogram" else "pair isograms"
        note = "Letter case does not matter and hyphens are not letters." if any(
            c == "-" or c.isupper() for w in data["words"] for c in w) else ""
        text = rng.choice(_TEMPLATES).format(rule=_RULE[kind], plural=plural, note=note, words=", ".join(data["words"]))
        form = f"the {plural} exactly as written in the list, each once, in list order, separated by commas"
        return f"{text}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: list[str], text: str) -> float:
        """The words as written, in list order, each once: a repeat or a wrong order scores 0."""
        if len(text) > 40 * (len(data["words"]) + 2):
            return 0.0
        items = split_items(text)
        if items is None:
            return 0.0
        return 1.0 if items == list(answer) else 0.0  # exactly as written in the list, case included

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(map(str, answer))

    def wrong_answers(self, case, rng: random.Random) -> list[str]:
        """One word too few, one non-qualifying word too many, or the list reversed."""
        gold = list(case.answer)
        others = [w for w in case.data["words"] if w not in gold]
        out = [self.format_answer(gold[1:])] if gold else []
        if others:
            extra = rng.choice(others)
            out.append(self.format_answer([w for w in case.data["words"] if w in gold or w == extra]))
        if len(gold) > 1 and gold[0] != gold[-1]:
            out.append(self.format_answer(gold[::-1]))
        return out

    def program(self, t: Tracer, data: dict) -> list[str]:
        chosen = []
        for i, word in enumerate(data["words"]):
            t.state(f"word {i}")
            word = t.fetch(f"w[{i}]", word)
            counts = letters_of(word)
            most = t.compute("max", max(counts.values(), default=0), why="largest letter count")
            if data["kind"] == "isogram":
                keep = t.compute("keep", most == 1, why="no letter twice")
            else:
                least = t.compute("min", min(counts.values(), default=0), why="smallest letter count")
                keep = t.compute("keep", most == 2 and least == 2, why="every letter exactly twice")
            if keep:
                chosen.append(word)
        t.state("answer")
        return t.compute("answer", chosen)

    def solve(self, data: dict) -> list[str]:
        # compare the letter set's size with the letter count: n distinct letters, n or 2n letters
        out = []
        for word in data["words"]:
            letters = [c for c in word.lower() if c.isalpha()]
            factor = 1 if data["kind"] == "isogram" else 2
            if data["kind"] == "pair" and any(letters.count(c) != 2 for c in letters):
                continue
            if len(letters) == factor * len(set(letters)):
                out.append(word)
        return out


BOOTCAMP = Isograms()
