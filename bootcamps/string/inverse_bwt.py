"""Recover a string from its Burrows-Wheeler transform (with the end marker ``$``).

The transform is the last column of the sorted rotations of ``s$`` (``$`` sorts before every
letter). Inverting it needs the last-to-first mapping: the k-th occurrence of a letter in the
last column is the k-th occurrence of that letter in the sorted first column. The trace builds
that mapping, then walks it backwards from the ``$`` row: one state per recovered letter.
"""

from __future__ import annotations

import random

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import random_letters
from bootcamps.kit.literal import ExactStringAnswer
from bootcamps.kit.strings import StringConfig
from bootcamps.trace import Tracer

_TEMPLATES = (
    "A string s of lowercase letters was given the end marker $ (which sorts before every letter), all rotations "
    "of s$ were sorted, and the last letters of the sorted rotations were read from top to bottom. The result is "
    "\"{b}\". What was s?",
    "The Burrows-Wheeler transform (with end marker $, smaller than all letters) of an unknown word is {b}. "
    "Invert it: give the word, without the $.",
    "Decode this BWT output: '{b}'. It is the last column of the alphabetically sorted table of cyclic rotations "
    "of word + '$', where '$' is the smallest symbol. Recover the word.",
)


def _bwt(s: str) -> str:
    text = s + "$"
    return "".join(r[-1] for r in sorted(text[i:] + text[:i] for i in range(len(text))))


class InverseBwt(ExactStringAnswer, Bootcamp):
    id = "string/inverse_bwt"
    description = "Recover a string from its Burrows-Wheeler transform (last-to-first mapping walk)"
    Config = StringConfig
    LEVELS = {
        "1": StringConfig(length=6, alphabet=3),
        "2": StringConfig(length=8, alphabet=3),
        "3": StringConfig(length=11, alphabet=3),
        "4": StringConfig(length=15, alphabet=4),
        "5": StringConfig(length=20, alphabet=4),
    }

    def generate(self, config: StringConfig, rng: random.Random) -> tuple[dict, str]:
        letters = random_letters(rng, config.alphabet)
        s = letters[0]
        while len(set(s)) < 2:  # a one-letter word is no puzzle
            s = "".join(rng.choice(letters) for _ in range(config.length))
        return {"bwt": _bwt(s)}, s

    def prompt(self, data: dict, rng: random.Random) -> str:
        form = "the word alone, in lowercase letters without the $ (for example banana)"
        return f"{rng.choice(_TEMPLATES).format(b=data['bwt'])}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        last = data["bwt"]
        t.state("first column")
        first = t.compute("first", "".join(sorted(last)))
        starts = {ch: first.index(ch) for ch in set(first)}
        seen: dict[str, int] = {}
        lf = []
        t.state("last-to-first mapping")
        for ch in last:
            lf.append(starts[ch] + seen.get(ch, 0))
            seen[ch] = seen.get(ch, 0) + 1
        lf = t.compute("LF", list(lf))
        row = 0  # the row that starts with $ ends with the last letter of s
        out = ""
        for step in range(len(last) - 1):
            t.state(f"letter {step + 1} from the end")
            letter = t.fetch(f"last[{row}]", last[row])
            out = t.compute("recovered", letter + out)
            row = t.fetch(f"LF[{row}]", lf[row])
        t.state("answer")
        return t.compute("answer", t.fetch("recovered", out))

    def solve(self, data: dict) -> str:
        # Rebuild the sorted rotation table column by column (prepend, sort), then read the row
        # that ends with $.
        last = data["bwt"]
        table = [""] * len(last)
        for _ in range(len(last)):
            table = sorted(ch + row for ch, row in zip(last, table))
        row = next(r for r in table if r.endswith("$"))
        return row[:-1]


BOOTCAMP = InverseBwt()
