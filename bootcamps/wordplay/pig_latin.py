"""Translate a sentence into Pig Latin under exactly stated rules (vowel start, consonant cluster,
a "y" after the first letter as a vowel, and at higher levels "qu" kept together)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.ciphers import TextAnswer
from bootcamps.trace import Tracer
from bootcamps.words import random_sentence

VOWELS = "aeiou"


@dataclass(frozen=True)
class Config:
    min_chars: int = 15
    max_chars: int = 25
    qu_rule: bool = False  # a "u" right after a leading "q" moves with the consonants

    def __post_init__(self) -> None:
        if not 3 <= self.min_chars <= self.max_chars <= 400:
            raise ValueError(f"need 3 <= min_chars <= max_chars <= 400, got {self.min_chars}, {self.max_chars}")


def cluster_end(word: str, qu_rule: bool) -> int:
    """How many leading letters move to the end: those before the first vowel, where "y" counts
    as a vowel except as the first letter; with the qu rule a "u" right after a moved "q" moves too."""
    for i, ch in enumerate(word):
        if ch in VOWELS or (ch == "y" and i > 0):
            if qu_rule and ch == "u" and i > 0 and word[i - 1] == "q":
                continue
            return i
    return len(word)


def translate_word(word: str, qu_rule: bool) -> str:
    k = cluster_end(word, qu_rule)
    return word + "way" if k == 0 else word[k:] + word[:k] + "ay"


_RULES = (
    'If a word starts with a vowel (a, e, i, o, u), add "way" to its end. Otherwise move every letter '
    'before the word\'s first vowel to the end of the word and then add "ay". For this, "y" counts as a '
    'vowel except when it is the first letter; a word with no vowel at all just gets "ay" added.'
)
_QU = ' One more rule: when a "q" that moves is directly followed by "u", the "u" moves together with it (treat "qu" as a consonant).'
_TEMPLATES = (
    "Translate this sentence into Pig Latin: \"{s}\". Rules, applied to each word on its own: {rules}",
    "Pig Latin rules, for every word separately: {rules} Apply them to: \"{s}\".",
    "Rewrite \"{s}\" in Pig Latin. {rules}",
)


class PigLatin(TextAnswer, Bootcamp):
    id = "wordplay/pig_latin"
    description = "Translate a sentence into Pig Latin under exactly stated rules"
    Config = Config
    LEVELS = {
        "1": Config(min_chars=12, max_chars=20),
        "2": Config(min_chars=25, max_chars=40),
        "3": Config(min_chars=40, max_chars=60, qu_rule=True),
        "4": Config(min_chars=60, max_chars=90, qu_rule=True),
        "5": Config(min_chars=90, max_chars=130, qu_rule=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        sentence = random_sentence(rng, rng.randint(config.min_chars, config.max_chars))
        data = {"sentence": sentence, "qu_rule": config.qu_rule}
        return data, " ".join(translate_word(w, config.qu_rule) for w in sentence.split())

    def prompt(self, data: dict, rng: random.Random) -> str:
        rules = _RULES + (_QU if data["qu_rule"] else "")
        text = rng.choice(_TEMPLATES).format(s=data["sentence"], rules=rules)
        form = 'the translated sentence in lowercase, words separated by single spaces, e.g. <answer>ellohay orldway</answer> for "hello world"'
        return f"{text} Keep the words in their order.\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        words = data["sentence"].split()
        out: list[str] = []
        for i in range(len(words)):
            t.state(f"word {i}")
            w = t.fetch(f"words[{i}]", words[i])
            k = t.compute("moved", cluster_end(w, data["qu_rule"]), why="letters before the first vowel")
            if t.goto(k == 0, why="starts with a vowel"):
                out.append(t.compute(f"out[{i}]", w + "way", why="word+way"))
            else:
                out.append(t.compute(f"out[{i}]", w[k:] + w[:k] + "ay", why="rest+moved+ay"))
        t.state("answer")
        return t.compute("answer", " ".join(t.fetch(f"out[{i}]", out[i]) for i in range(len(out))))

    def solve(self, data: dict) -> str:
        return " ".join(translate_word(w, data["qu_rule"]) for w in data["sentence"].split())


BOOTCAMP = PigLatin()
