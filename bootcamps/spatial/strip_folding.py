"""A paper strip of numbered squares is folded along creases between squares, end over end
(the folded-over end flips upside down and lands on top), until one square's width remains:
the order of the squares in the final pile, top to bottom. Tracked as a list of piles, one per
square position; solved again by the squares' coordinates (position, layer)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    squares: int = 6

    def __post_init__(self) -> None:
        if not 3 <= self.squares <= 40:
            raise ValueError(f"squares must be in 3..40, got {self.squares}")


_TEMPLATES = (
    "A strip of paper is divided into {n} equal squares labelled {labels} from left to right, lying flat on a "
    "table. It is folded along the lines between squares, one fold at a time; in each fold the named end is lifted, "
    "turned over and laid on top of the rest (the flap is never longer than the part it covers):\n{folds}\nAfter "
    "these folds the strip is a single pile one square wide. List the square labels in the pile from top to bottom.",
    "A paper strip is made of {n} squares labelled, from the left end, {labels}. Apply these folds in order; each one flips the stated "
    "number of squares at one end over onto the top of the remaining strip, creasing between squares:\n{folds}\n"
    "What is the order of the squares in the final one-square-wide stack, top first?",
    "Fold a {n}-square strip (squares labelled {labels}, left to right) as follows, each flap folded up and over "
    "onto the strip so it ends on top:\n{folds}\nRead the stack from the top layer down to the table and give the "
    "labels in that order.",
)


def fold_piles(piles: list[list[int]], side: str, k: int) -> list[list[int]]:
    """Fold the ``k`` end piles of ``side`` over: each lands reversed on top of its mirror pile."""
    if side == "right":  # the mirror image of a left fold
        return fold_piles(piles[::-1], "left", k)[::-1]
    flap, rest = piles[:k], [list(p) for p in piles[k:]]
    for i, pile in enumerate(flap):
        rest[k - 1 - i] = pile[::-1] + rest[k - 1 - i]
    return rest


class StripFolding(IntSequenceAnswer, Bootcamp):
    id = "spatial/strip_folding"
    description = "Order of squares in the pile after folding a numbered paper strip end over end"
    Config = Config
    LEVELS = {
        "1": Config(squares=4),
        "2": Config(squares=6),
        "3": Config(squares=9),
        "4": Config(squares=13),
        "5": Config(squares=20),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        width, folds = config.squares, []
        while width > 1:
            k = rng.randint(1, width // 2) if width > 3 else width // 2
            if width == 2 or (width > 3 and rng.random() < 0.3):
                k = width // 2
            folds.append([rng.choice(("left", "right")), k])
            width -= k
        data = {"labels": rng.sample(range(10, 100), config.squares), "folds": folds}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = []
        for i, (side, k) in enumerate(data["folds"]):
            what = "1 square" if k == 1 else f"{k} squares"
            word = "the end square" if k == 1 else f"the {k} squares"
            lines.append(f"{i + 1}. Fold {word if rng.random() < 0.5 else what} at the {side} end over to the "
                         f"{'right' if side == 'left' else 'left'}.")
        text = rng.choice(_TEMPLATES).format(n=len(data["labels"]), labels=", ".join(map(str, data["labels"])), folds="\n".join(lines))
        return f"{text}\n{answer_instruction('the square labels from top to bottom, separated by commas (e.g. 31, 17, 52)')}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        t.state("start")
        piles = t.compute("piles", [[x] for x in data["labels"]], why="one square per position")
        for i, (side, k) in enumerate(data["folds"]):
            t.state(f"fold {i + 1}")
            side = t.fetch(f"fold[{i + 1}].side", side)
            k = t.fetch(f"fold[{i + 1}].count", k)
            piles = t.compute("piles", fold_piles(piles, side, k), why=f"{k} {side} piles flip onto their mirrors")
        t.state("answer")
        return t.ret("answer", [x for pile in piles for x in pile])

    def solve(self, data: dict) -> list[int]:
        """Coordinates: each square has a position x and a layer z (higher is on top). A fold
        reflects the flap's x across the crease and sends its z to 2*top - z (above everything,
        order reversed)."""
        pos = {sq: [i, 0] for i, sq in enumerate(data["labels"])}
        width = len(data["labels"])
        for side, k in data["folds"]:
            top = max(z for _, z in pos.values()) + 1
            crease = k if side == "left" else width - k  # squares with x < crease are left of it
            for sq, (x, z) in pos.items():
                if (side == "left") == (x < crease):
                    pos[sq] = [2 * crease - 1 - x, 2 * top - z]
            if side == "left":
                for sq in pos:
                    pos[sq][0] -= k
            width -= k
        assert all(x == 0 for x, _ in pos.values())
        return sorted(pos, key=lambda sq: -pos[sq][1])


BOOTCAMP = StripFolding()
