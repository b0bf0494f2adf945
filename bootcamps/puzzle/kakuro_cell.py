"""A kakuro deduction: which digits can one cell still hold? The cell lies in an across run and a
down run (each: a length, a sum, digits 1-9 with no repeat, some cells already filled); at
higher levels a second cell of the across run is also limited by its own down run. Found from
the digit sets each run's sum allows."""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_len: int = 2
    max_len: int = 3
    givens: int = 0  # filled cells per run (other than the asked cells)
    second: bool = False  # a second across cell with its own down run

    def __post_init__(self) -> None:
        if not 2 <= self.min_len <= self.max_len <= 7:
            raise ValueError(f"need 2 <= min_len <= max_len <= 7, got {self.min_len}, {self.max_len}")
        if not 0 <= self.givens <= self.min_len - 1 - int(self.second):
            raise ValueError(f"givens must leave the asked cells free, got {self.givens}")


def digit_sets(length: int, total: int, givens: list[int]) -> list[tuple[int, ...]]:
    """Sets of ``length`` distinct digits 1-9 adding to ``total`` that contain every given."""
    return [s for s in combinations(range(1, 10), length) if sum(s) == total and set(givens) <= set(s)]


def free_digits(length: int, total: int, givens: list[int]) -> set[int]:
    """Digits an empty cell of the run can take."""
    out: set[int] = set()
    for s in digit_sets(length, total, givens):
        out |= set(s) - set(givens)
    return out


def candidates(data: dict) -> list[int]:
    across, down = data["across"], data["down"]
    cand = free_digits(down["length"], down["sum"], down["givens"])
    other = free_digits(data["down2"]["length"], data["down2"]["sum"], data["down2"]["givens"]) if data["down2"] else None
    ok = set()
    for s in digit_sets(across["length"], across["sum"], across["givens"]):
        spare = set(s) - set(across["givens"])
        for d in spare & cand:
            if other is None or (spare - {d}) & other:
                ok.add(d)
    return sorted(ok)


def random_run(rng: random.Random, config: Config, keep: int) -> dict:
    """A run drawn from a real digit set, ``keep`` of its digits shown as givens."""
    length = rng.randint(config.min_len, config.max_len)
    digits = rng.sample(range(1, 10), length)
    return {"length": length, "sum": sum(digits), "givens": sorted(digits[:keep])}


def describe(run: dict) -> str:
    text = f"{run['length']} cells summing to {run['sum']}"
    if run["givens"]:
        placed = " and ".join(map(str, run["givens"]))
        text += f" ({placed} already placed in {'another of its cells' if len(run['givens']) == 1 else 'other cells'})"
    return text


_TEMPLATES = (
    "Kakuro rules: each run (a horizontal or vertical line of white cells) holds digits 1-9, no digit twice, adding "
    "up to the run's clue. Cell X lies in an across run of {across} and in a down run of {down}.{second} Which "
    "digits can X contain?",
    "In a kakuro grid, cell X is where an across run ({across}) meets a down run ({down}). Digits in a run are "
    "1 to 9, all different, and total the clue.{second} List every digit that X could still be.",
    "Candidate elimination in kakuro. The across run through X: {across}. The down run through X: {down}. (Runs "
    "use distinct digits 1-9 whose sum is the clue.){second} What are X's possible values?",
)


class KakuroCell(IntSequenceAnswer, Bootcamp):
    id = "puzzle/kakuro_cell"
    description = "Kakuro: the digits a cell can hold given the sums of its across and down runs"
    Config = Config
    min_distinct_prompts = {"1": 0.87}
    small_space_reason = "at level 1 a case is two (length, sum) clues with nothing placed: a few thousand cases"
    LEVELS = {
        "1": Config(min_len=2, max_len=5),
        "2": Config(min_len=2, max_len=5, givens=1),
        "3": Config(min_len=3, max_len=5, givens=1),
        "4": Config(min_len=3, max_len=6, givens=1, second=True),
        "5": Config(min_len=4, max_len=7, givens=2, second=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        while True:
            across = random_run(rng, config, config.givens)
            down = random_run(rng, config, min(config.givens, 1))
            down2 = random_run(rng, config, min(config.givens, 1)) if config.second else None
            data = {"across": across, "down": down, "down2": down2}
            gold = candidates(data)
            if 0 < len(gold) < 9:
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        second = ""
        if data["down2"]:
            second = (f" Another empty cell Y of the same across run lies in its own down run of "
                      f"{describe(data['down2'])}.")
        text = rng.choice(_TEMPLATES).format(across=describe(data["across"]), down=describe(data["down"]), second=second)
        form = "the possible digits of X in increasing order, separated by commas (for example 2, 5, 7)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        across, down = data["across"], data["down"]
        t.state("down run of X")
        sets = t.compute("digit sets", [list(s) for s in digit_sets(down["length"], down["sum"], down["givens"])],
                         why=f"{down['length']} distinct digits adding to {down['sum']} with the placed ones")
        cand_x = t.compute("X allowed by down run", sorted({d for s in sets for d in s} - set(down["givens"])))
        cand_y = None
        if data["down2"]:
            d2 = data["down2"]
            t.state("down run of Y")
            sets2 = t.compute("digit sets", [list(s) for s in digit_sets(d2["length"], d2["sum"], d2["givens"])])
            cand_y = t.compute("Y allowed by its down run", sorted({d for s in sets2 for d in s} - set(d2["givens"])))
        t.state("across run")
        ok: set[int] = set()
        for s in digit_sets(across["length"], across["sum"], across["givens"]):
            spare = set(s) - set(across["givens"])
            for d in spare & set(cand_x):
                if cand_y is None or (spare - {d}) & set(cand_y):
                    ok.add(d)
        t.compute("across digit sets", [list(s) for s in digit_sets(across["length"], across["sum"], across["givens"])])
        result = t.compute("X", sorted(ok), why="in an across set, allowed by the down run" + (", leaving Y a digit" if cand_y else ""))
        t.state("answer")
        return t.ret("answer", result)

    def solve(self, data: dict) -> list[int]:
        """Try every digit for X by searching the runs' cells one digit at a time."""
        across, down, down2 = data["across"], data["down"], data["down2"]

        def fillable(length: int, total: int, fixed: list[int]) -> bool:
            """Can the run's other cells take distinct digits (not among ``fixed``) to reach ``total``?"""
            left, need = length - len(fixed), total - sum(fixed)
            if len(set(fixed)) != len(fixed):
                return False
            free = [d for d in range(1, 10) if d not in fixed]
            return any(sum(c) == need for c in combinations(free, left))

        out = []
        for x in range(1, 10):
            if not fillable(down["length"], down["sum"], down["givens"] + [x]):
                continue
            if down2 is None:
                if fillable(across["length"], across["sum"], across["givens"] + [x]):
                    out.append(x)
                continue
            if any(fillable(across["length"], across["sum"], across["givens"] + [x, y])
                   and fillable(down2["length"], down2["sum"], down2["givens"] + [y]) for y in range(1, 10) if y != x):
                out.append(x)
        return out


BOOTCAMP = KakuroCell()
