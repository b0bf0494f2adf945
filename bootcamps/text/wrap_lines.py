"""Wrap a paragraph to a line width by the greedy (first-fit) rule, optionally with a hanging
indent, and write out the exact lines."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.textkit import LinesAnswer, greedy_lines, paragraph
from bootcamps.kit.wordlist import common_words
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    words: int = 12
    min_width: int = 20
    max_width: int = 30
    hanging: bool = False  # lines after the first are indented

    def __post_init__(self) -> None:
        if not 3 <= self.words <= 200:
            raise ValueError(f"words must be in 3..200, got {self.words}")
        if not 12 <= self.min_width <= self.max_width <= 120:
            raise ValueError(f"need 12 <= min_width <= max_width <= 120, got {self.min_width}, {self.max_width}")


_RULE = ("Wrap it greedily: put as many words on a line as fit, with one space between words, so that no line is "
         "longer than {width} characters{indent}; a word that does not fit starts the next line. Words are never "
         "split and keep their punctuation.")
_INDENT = ", counting the indent. Every line after the first starts with an indent of {k} spaces"
_TEMPLATES = (
    "Wrap the text below to a width of {width} characters. {rule}\nText: {text}",
    "Reformat this paragraph into lines of at most {width} characters. {rule}\n\n{text}",
    "Text: {text}\n\nBreak the text into lines no longer than {width} characters. {rule}",
)


class WrapLines(LinesAnswer, Bootcamp):
    id = "text/wrap_lines"
    description = "Greedy word wrap of a paragraph to a width (optional hanging indent): the exact lines"
    keep_leading = True
    Config = Config
    LEVELS = {
        "1": Config(words=10, min_width=20, max_width=28),
        "2": Config(words=18, min_width=22, max_width=32),
        "3": Config(words=28, min_width=24, max_width=36),
        "4": Config(words=40, min_width=26, max_width=40, hanging=True),
        "5": Config(words=60, min_width=28, max_width=44, hanging=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        words = paragraph(rng, config.words, common_words())
        data = {"text": " ".join(words), "width": rng.randint(config.min_width, config.max_width),
                "indent": rng.randint(2, 4) if config.hanging else 0}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        indent = _INDENT.format(k=data["indent"]) if data["indent"] else ""
        rule = _RULE.format(width=data["width"], indent=indent)
        text = rng.choice(_TEMPLATES).format(width=data["width"], rule=rule, text=data["text"])
        form = "the wrapped lines, one per line, exactly as they should appear"
        return f"{text}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> list[str]:
        width, indent = data["width"], data["indent"]
        lines: list[str] = []
        line = ""
        for i, word in enumerate(data["text"].split()):
            t.state(f"word {i}")
            w = t.fetch(f"words[{i}]", word)
            room = width - (indent if lines else 0)
            if line and len(line) + 1 + len(w) <= room:
                line = t.compute("line", line + " " + w, why=f"{len(line)} + 1 + {len(w)} <= {room}")
            else:
                if line:
                    lines.append(t.compute(f"out[{len(lines)}]", (" " * indent if lines else "") + line,
                                           why=f"{len(line)} + 1 + {len(w)} > {room}: the line is full"))
                line = t.compute("line", w, why="a new line starts")
        t.state("answer")
        lines.append(t.compute(f"out[{len(lines)}]", (" " * indent if lines else "") + line, why="the last line"))
        return lines

    def solve(self, data: dict) -> list[str]:
        # Pack the first line at full width, then the rest at the width left beside the indent.
        words = data["text"].split()
        first = greedy_lines(words, data["width"])[0]
        rest = greedy_lines(words[len(first) :], data["width"] - data["indent"]) if len(first) < len(words) else []
        return [" ".join(first)] + [" " * data["indent"] + " ".join(line) for line in rest]


BOOTCAMP = WrapLines()
