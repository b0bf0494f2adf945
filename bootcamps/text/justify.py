"""Fully justify a paragraph: greedy line breaks, then each line but the last padded to the exact
width by spreading spaces over its gaps (extra spaces to the leftmost gaps, or the rightmost)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.textkit import LinesAnswer, greedy_lines, paragraph
from bootcamps.kit.wordlist import common_words
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    words: int = 10
    min_width: int = 16
    max_width: int = 24
    extra_right: bool = False  # some cases give the leftover spaces to the rightmost gaps

    def __post_init__(self) -> None:
        if not 3 <= self.words <= 200:
            raise ValueError(f"words must be in 3..200, got {self.words}")
        if not 12 <= self.min_width <= self.max_width <= 120:
            raise ValueError(f"need 12 <= min_width <= max_width <= 120, got {self.min_width}, {self.max_width}")


def spread(words: list[str], width: int, leftmost: bool) -> str:
    """One justified line: the gaps share ``width - letters`` spaces as evenly as possible, the
    larger gaps on the left (``leftmost``) or on the right."""
    if len(words) == 1:
        return words[0]
    gaps = len(words) - 1
    base, extra = divmod(width - sum(map(len, words)), gaps)
    sizes = [base + (1 if (k < extra if leftmost else k >= gaps - extra) else 0) for k in range(gaps)]
    return "".join(w + " " * s for w, s in zip(words, sizes + [0]))


_SIDE = {True: "leftmost", False: "rightmost"}
_RULE = ("First break the text into lines greedily: each line takes as many words as fit with single spaces "
         "between them, so that no line is longer than {width} characters. Then justify every line except the last: "
         "widen the gaps between its words so that the line is exactly {width} characters long, spreading the "
         "spaces as evenly as possible; when they do not divide evenly, the {side} gaps get one space more. A line "
         "with a single word, and the last line, stay left-aligned with single spaces.")
_TEMPLATES = (
    "Fully justify the following text to a width of {width}. {rule}\nText: {text}",
    "Typeset this paragraph as a justified block {width} characters wide. {rule}\n\n{text}",
    "Text: {text}\n\nJustify it to exactly {width} characters per line. {rule}",
)


class Justify(LinesAnswer, Bootcamp):
    id = "text/justify"
    description = "Full justification: greedy line breaks, then spaces spread over the gaps to an exact width"
    keep_leading = True
    Config = Config
    LEVELS = {
        "1": Config(words=9, min_width=16, max_width=22),
        "2": Config(words=15, min_width=18, max_width=26),
        "3": Config(words=22, min_width=20, max_width=30, extra_right=True),
        "4": Config(words=32, min_width=22, max_width=34, extra_right=True),
        "5": Config(words=45, min_width=24, max_width=38, extra_right=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        words = paragraph(rng, config.words, common_words())
        data = {"text": " ".join(words), "width": rng.randint(config.min_width, config.max_width),
                "leftmost": not config.extra_right or rng.random() < 0.5}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        rule = _RULE.format(width=data["width"], side=_SIDE[data["leftmost"]])
        text = rng.choice(_TEMPLATES).format(width=data["width"], rule=rule, text=data["text"])
        form = "the justified lines, one per line, with every space in place (e.g. a 13-character line: one  two  six)"
        return f"{text}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> list[str]:
        width = data["width"]
        t.state("break lines")
        lines = t.compute("lines", [" ".join(line) for line in greedy_lines(t.fetch("text", data["text"]).split(), width)],
                          why=f"first-fit with single spaces, at most {width} characters")
        out = []
        for i, line in enumerate(lines):
            t.state(f"line {i}")
            words = t.fetch(f"lines[{i}]", line).split()
            if i == len(lines) - 1 or len(words) == 1:
                out.append(t.compute(f"out[{i}]", line, why="left-aligned"))
                continue
            gaps = len(words) - 1
            room = t.compute("spaces", width - sum(map(len, words)), why=f"{width} - letters")
            t.compute("per_gap", [room // gaps, room % gaps], why=f"divmod({room}, {gaps}): base size, gaps with one more")
            out.append(t.compute(f"out[{i}]", spread(words, width, data["leftmost"]), why=f"extra to the {_SIDE[data['leftmost']]} gaps"))
        t.state("answer")
        return t.compute("answer", out)

    def solve(self, data: dict) -> list[str]:
        # Add spaces one at a time, sweeping the gaps from the favoured side, until the line is full.
        width = data["width"]
        lines = greedy_lines(data["text"].split(), width)
        out = []
        for k, words in enumerate(lines):
            if k == len(lines) - 1 or len(words) == 1:
                out.append(" ".join(words))
                continue
            gaps = [1] * (len(words) - 1)
            order = list(range(len(gaps))) if data["leftmost"] else list(reversed(range(len(gaps))))
            i = 0
            while sum(map(len, words)) + sum(gaps) < width:
                gaps[order[i % len(gaps)]] += 1
                i += 1
            out.append("".join(w + " " * g for w, g in zip(words, gaps + [0])))
        return out


BOOTCAMP = Justify()
