"""The phrases of the LZ78 parse of a string.

LZ78 reads the string left to right; each new phrase is the longest phrase already in its
dictionary that the rest of the string starts with, plus the next letter, and it joins the
dictionary. If the string ends inside a known phrase, the last phrase is that known phrase.
The trace is one state per phrase: the longest dictionary match and the letter added.
"""

from __future__ import annotations

import random

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import RepetitiveStringCase
from bootcamps.kit.strings import StringConfig, WordSequenceAnswer
from bootcamps.trace import Tracer

_TEMPLATES = (
    "Parse the string \"{s}\" with LZ78: starting with an empty dictionary, repeatedly take the longest "
    "dictionary phrase that the unread text starts with, extend it by the next letter, output that new phrase "
    "and add it to the dictionary (if the text ends right after a dictionary phrase, output that phrase as the "
    "last one). List the phrases in order.",
    "LZ78 factorisation of {s}: the text is cut into phrases, each phrase being the longest earlier phrase that "
    "fits at the current place followed by one more letter (the empty phrase counts as earlier). Only the final "
    "phrase may repeat an earlier one, when the text runs out. What are the phrases?",
    "Cut '{s}' into LZ78 phrases from left to right: every phrase is a previous phrase (possibly the empty one, "
    "the longest one that matches) plus one new letter; a final leftover that is already a phrase stays as it "
    "is. Give the phrases.",
)


class Lz78Phrases(WordSequenceAnswer, RepetitiveStringCase, Bootcamp):
    id = "string/lz78_phrases"
    description = "Phrases of the LZ78 parse of a string (dictionary longest-match trace)"
    Config = StringConfig
    LEVELS = {
        "1": StringConfig(length=12, alphabet=2),
        "2": StringConfig(length=14, alphabet=2),
        "3": StringConfig(length=20, alphabet=3),
        "4": StringConfig(length=28, alphabet=3),
        "5": StringConfig(length=40, alphabet=3),
    }

    def prompt(self, data: dict, rng: random.Random) -> str:
        form = "the phrases in order, separated by commas (for example a, b, ab, ba)"
        return f"{rng.choice(_TEMPLATES).format(s=data['s'])}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer)

    def program(self, t: Tracer, data: dict) -> list[str]:
        s = data["s"]
        dictionary: set[str] = set()
        phrases: list[str] = []
        at = 0
        while at < len(s):
            t.state(f"phrase {len(phrases) + 1} at {at}")
            length = 0
            while at + length < len(s) and s[at : at + length + 1] in dictionary:
                length += 1
            known = t.compute("longest known", s[at : at + length])
            if t.goto(at + length == len(s), why="the text ends inside a known phrase"):
                phrase = known
            else:
                phrase = t.compute("phrase", known + t.fetch(f"s[{at + length}]", s[at + length]))
            dictionary.add(phrase)
            phrases = t.compute("phrases", phrases + [phrase])
            at += len(phrase)
        t.state("answer")
        return t.compute("answer", t.fetch("phrases", phrases))

    def solve(self, data: dict) -> list[str]:
        # A trie of phrase numbers: walk down it, and hang the new phrase under the last node.
        children: dict[tuple[int, str], int] = {}
        phrases = [""]
        node, start = 0, 0
        s = data["s"]
        out = []
        for i, ch in enumerate(s):
            if (node, ch) in children:
                node = children[(node, ch)]
                continue
            children[(node, ch)] = len(phrases)
            phrases.append(s[start : i + 1])
            out.append(phrases[-1])
            node, start = 0, i + 1
        if start < len(s):
            out.append(s[start:])
        return out


BOOTCAMP = Lz78Phrases()
