"""Straddling checkerboard: frequent letters get one digit, the rest two digits led by one of the
two blank columns of the top row; the message becomes a digit string of mixed-width codes."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.ciphers import message
from bootcamps.kit.literal import ExactStringAnswer
from bootcamps.kit.textkit import ALPHABET, letters_only
from bootcamps.trace import Tracer

TOP_LETTERS = "ETAONRIS"  # eight frequent letters fill the top row around the two blanks


@dataclass(frozen=True)
class Config:
    min_chars: int = 6
    max_chars: int = 9
    shuffled: bool = False  # the letter order of the board is scrambled, not alphabetical

    def __post_init__(self) -> None:
        if not 4 <= self.min_chars <= self.max_chars <= 500:
            raise ValueError(f"need 4 <= min_chars <= max_chars <= 500, got {self.min_chars}, {self.max_chars}")


def board_codes(top: str, blanks: list[int], rest: str) -> dict[str, str]:
    """Letter -> code: the top row's letters take their column digit; the rest fill the two
    lower rows (labelled by the blank columns, in order) column 0..9 and take row digit + column digit."""
    codes, it = {}, iter(top)
    for col in range(10):
        if col not in blanks:
            codes[next(it)] = str(col)
    for k, c in enumerate(rest):
        codes[c] = f"{blanks[k // 10]}{k % 10}"
    return codes


def render_board(top: str, blanks: list[int], rest: str) -> str:
    cells, it = [], iter(top)
    for col in range(10):
        cells.append("." if col in blanks else next(it))
    lines = ["   " + " ".join(str(c) for c in range(10)), "   " + " ".join(cells)]
    for r, b in enumerate(blanks):
        row = rest[10 * r : 10 * r + 10]
        lines.append(f"{b}: " + " ".join(row.ljust(10, ".")))
    return "\n".join(lines)


_RULE = ("The straddling checkerboard below has a top row of ten columns 0-9 holding eight letters and two blanks "
         "(shown as '.'). A letter in the top row is written as its column digit. The other letters sit in the rows "
         "labelled by the blank columns; such a letter is written as its row label followed by its column digit. "
         "Remove the spaces from the message and write the codes of its letters one after another.\n{board}")
_TEMPLATES = (
    "Encode the message with a straddling checkerboard. {rule}",
    "Turn the message below into digits with this straddling checkerboard. {rule}",
    "A straddling checkerboard converts letters to one or two digits. {rule} Encode the message.",
)


class StraddlingCheckerboard(ExactStringAnswer, Bootcamp):
    id = "cipher/straddling_checkerboard"
    description = "Straddling checkerboard: letters to one- or two-digit codes around two blank columns"
    Config = Config
    LEVELS = {
        "1": Config(min_chars=5, max_chars=8),
        "2": Config(min_chars=9, max_chars=14),
        "3": Config(min_chars=14, max_chars=22, shuffled=True),
        "4": Config(min_chars=24, max_chars=34, shuffled=True),
        "5": Config(min_chars=36, max_chars=50, shuffled=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        blanks = sorted(rng.sample(range(10), 2))
        top = "".join(rng.sample(TOP_LETTERS, 8)) if config.shuffled else "".join(sorted(TOP_LETTERS))
        rest = [c for c in ALPHABET if c not in top]
        if config.shuffled:
            rng.shuffle(rest)
        data = {"top": top, "blanks": blanks, "rest": "".join(rest),
                "text": message(rng, rng.randint(config.min_chars, config.max_chars))}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        rule = _RULE.format(board=render_board(data["top"], data["blanks"], data["rest"]))
        form = "the digits as one unbroken string (e.g. 3125069)"
        return f"{rng.choice(_TEMPLATES).format(rule=rule)}\nMessage: {data['text']}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        t.state("board")
        codes = t.compute("codes", sorted(board_codes(data["top"], data["blanks"], data["rest"]).items()),
                          why="column digit for the top row, row label + column for the rest")
        lookup = dict(codes)
        out = []
        for i, char in enumerate(letters_only(data["text"])):
            t.state(f"letter {i}")
            c = t.fetch(f"x[{i}]", char)
            out.append(t.compute(f"code[{i}]", lookup[c], why=f"code of {c}"))
        t.state("answer")
        return t.compute("answer", "".join(out))

    def solve(self, data: dict) -> str:
        # Read the board as drawn: find each letter's row and column on the rendered rows.
        grid = render_board(data["top"], data["blanks"], data["rest"]).split("\n")
        top_cells = grid[1].split()
        lower = {line[0]: line[3:].split() for line in grid[2:]}
        out = []
        for c in letters_only(data["text"]):
            if c in top_cells:
                out.append(str(top_cells.index(c)))
            else:
                label = next(k for k, cells in lower.items() if c in cells)
                out.append(label + str(lower[label].index(c)))
        return "".join(out)


BOOTCAMP = StraddlingCheckerboard()
