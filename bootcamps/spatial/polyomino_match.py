"""Which of several drawn pieces is the target polyomino turned (and, where allowed, flipped)?
Exactly one option is; the others are different pieces of the same size."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import strict_word
from bootcamps.kit.puzzles import canonical, orientations, random_polyomino, shape_rows
from bootcamps.trace import Tracer

LETTERS = "ABCDEFGH"


@dataclass(frozen=True)
class Config:
    size: int = 5  # cells per piece
    options: int = 4

    def __post_init__(self) -> None:
        if not 4 <= self.size <= 12:
            raise ValueError(f"size must be in 4..12, got {self.size}")
        if not 2 <= self.options <= len(LETTERS):
            raise ValueError(f"options must be in 2..{len(LETTERS)}, got {self.options}")


_RULES = {
    True: "turned by any multiple of 90 degrees and/or flipped over (mirrored)",
    False: "turned by a multiple of 90 degrees in the plane; flipping it over (mirroring) is NOT allowed",
}
_TEMPLATES = (
    "Here is a piece made of unit squares (# is part of the piece):\n{target}\nWhich of the options below is the "
    "same piece, {rule}?\n{options}",
    "The target shape is\n{target}\nExactly one of the following shapes can be obtained from it when the piece may be "
    "{rule}. Which one?\n{options}",
    "A tile has this outline (# marks its squares):\n{target}\nThe tile may be {rule}. Which labelled tile below "
    "is it?\n{options}",
)


def _options_text(shapes: list, labels: str) -> str:
    blocks = []
    for label, shape in zip(labels, shapes):
        blocks.append(f"{label}:\n" + "\n".join(shape_rows(shape)))
    return "\n\n".join(blocks)


class PolyominoMatch(Bootcamp):
    id = "spatial/polyomino_match"
    description = "Pick the option that is the target polyomino rotated (and maybe reflected)"
    Config = Config
    LEVELS = {
        "1": Config(size=4, options=3),
        "2": Config(size=5, options=4),
        "3": Config(size=6, options=4),
        "4": Config(size=7, options=5),
        "5": Config(size=9, options=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        reflect = rng.random() < 0.5
        target = random_polyomino(config.size, rng)
        copies = sorted(orientations(target, reflect))
        shapes, keys = [], {copies[0]}
        if not reflect:  # the mirror image is the natural wrong answer when flips are not allowed
            mirrors = sorted(orientations([(r, -c) for r, c in target], False))
            if mirrors[0] not in keys:
                shapes.append(rng.choice(mirrors))
                keys.add(mirrors[0])
        while len(shapes) < config.options - 1:
            others = sorted(orientations(random_polyomino(config.size, rng), reflect))
            if others[0] not in keys:
                keys.add(others[0])
                shapes.append(rng.choice(others))
        answer_at = rng.randrange(config.options)
        shapes.insert(answer_at, rng.choice(copies))
        data = {"target": [list(c) for c in target], "options": [[list(c) for c in s] for s in shapes], "reflect": reflect}
        return data, LETTERS[answer_at]

    def prompt(self, data: dict, rng: random.Random) -> str:
        labels = LETTERS[: len(data["options"])]
        text = rng.choice(_TEMPLATES).format(
            target="\n".join(shape_rows([tuple(c) for c in data["target"]])), rule=_RULES[data["reflect"]],
            options=_options_text([[tuple(c) for c in s] for s in data["options"]], labels))
        form = "the letter of the matching option (" + ", ".join(labels) + ")"
        return f"{text}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        if len(text) > 40:
            return 0.0
        labels = {k.lower(): k for k in LETTERS[: len(data["options"])]}
        word = strict_word(text.strip().strip("()").replace("Option", "").replace("option", ""), labels)
        return 1.0 if word == answer else 0.0

    def wrong_answers(self, case, rng: random.Random) -> list[str]:
        return [x for x in LETTERS[: len(case.data["options"])] if x != case.answer]

    def program(self, t: Tracer, data: dict) -> str:
        """Bring every piece to a standard form: the smallest of its allowed turned (and
        flipped) copies; the option whose form equals the target's is the same piece."""
        reflect = data["reflect"]
        t.state("target")
        cells = t.fetch("target", [tuple(c) for c in data["target"]])
        key = t.compute("form", list(canonical(cells, reflect)), why="smallest of its allowed orientations")
        found = None
        for i, shape in enumerate(data["options"]):
            t.state(f"option {LETTERS[i]}")
            cells = t.fetch(f"option[{LETTERS[i]}]", [tuple(c) for c in shape])
            form = t.compute("form", list(canonical(cells, reflect)), why="smallest of its allowed orientations")
            if t.compute("same", form == key, why="equal to the target's form") and found is None:
                found = LETTERS[i]
        t.state("answer")
        return t.compute("answer", found or "none")

    def solve(self, data: dict) -> str:
        """Try each option against every turned (and flipped) copy of the target, by cell sets."""
        copies = orientations([tuple(c) for c in data["target"]], data["reflect"])
        for i, shape in enumerate(data["options"]):
            if tuple(sorted(tuple(c) for c in shape)) in copies:
                return LETTERS[i]
        return "none"


BOOTCAMP = PolyominoMatch()
