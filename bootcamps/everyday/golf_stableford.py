"""Stableford points of a golf round: handicap strokes given out by stroke index (a second round of
strokes past 18, a third past 36), net score per hole, points 2 + par - net (never below 0), and
holes where the player picked up (0 points)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import strict_int
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    holes: int = 9
    max_handicap: int = 0
    pickups: int = 0

    def __post_init__(self) -> None:
        if self.holes not in (9, 18):
            raise ValueError(f"holes must be 9 or 18, got {self.holes}")
        if not 0 <= self.max_handicap <= 54 or not 0 <= self.pickups <= 4:
            raise ValueError(f"need 0 <= max_handicap <= 54 and 0 <= pickups <= 4, got {self.max_handicap}, {self.pickups}")


_TEMPLATES = (
    "Score this golf round by Stableford. The player's handicap is {h}. {rules}\n{table}\nHow many Stableford points did the player score in total?",
    "{table}\nA golfer with a handicap of {h} played the holes above. {rules} What is the round's Stableford total?",
    "Stableford scoring: {rules} Handicap: {h}.\n{table}\nTotal the points.",
)


def strokes_received(handicap: int, index: int, holes: int) -> int:
    """Handicap strokes on a hole of stroke index ``index`` (1 = hardest) of a ``holes``-hole round."""
    return handicap // holes + (1 if index <= handicap % holes else 0)


class GolfStableford(Bootcamp):
    id = "everyday/golf_stableford"
    description = "Stableford points of a golf round: handicap strokes by stroke index, net score, pick-ups"
    Config = Config
    LEVELS = {
        "1": Config(holes=9, max_handicap=0),
        "2": Config(holes=9, max_handicap=9),
        "3": Config(holes=18, max_handicap=18),
        "4": Config(holes=18, max_handicap=36, pickups=1),
        "5": Config(holes=18, max_handicap=54, pickups=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.holes
        pars = [rng.choice((3, 4, 4, 4, 5)) for _ in range(n)]
        index = list(range(1, n + 1))
        rng.shuffle(index)
        h = rng.randint(max(0, config.max_handicap // 3), config.max_handicap)
        gross: list[int | None] = []
        for i in range(n):
            expected = pars[i] + strokes_received(h, index[i], n)
            gross.append(max(1, expected + rng.choice((-2, -1, -1, 0, 0, 0, 1, 1, 2, 3))))
        for i in rng.sample(range(n), config.pickups):
            gross[i] = None
        data = {"par": pars, "index": index, "gross": gross, "handicap": h}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = len(data["par"])
        rows = ["Hole  | " + " ".join(f"{i + 1:>2}" for i in range(n)),
                "Par   | " + " ".join(f"{p:>2}" for p in data["par"]),
                "Index | " + " ".join(f"{s:>2}" for s in data["index"]),
                "Score | " + " ".join(f"{'P' if g is None else g:>2}" for g in data["gross"])]
        rules = (f"Handicap strokes: every hole gets handicap // {n} strokes, and the holes whose stroke index "
                 f"is at most handicap mod {n} get one more. Net score = strokes taken - strokes received. "
                 "Points per hole = 2 + par - net score, but never less than 0. "
                 "P means the player picked up (no score): 0 points.")
        text = rng.choice(_TEMPLATES).format(h=data["handicap"], rules=rules, table="\n".join(rows))
        return f"{text}\n{answer_instruction('a single integer')}"

    def check(self, data: dict, answer: int, text: str) -> float:
        return 1.0 if strict_int(text) == answer else 0.0

    def program(self, t: Tracer, data: dict) -> int:
        n, h = len(data["par"]), data["handicap"]
        total = 0
        for i in range(n):
            t.state(f"hole {i + 1}")
            g = t.fetch(f"score[{i + 1}]", data["gross"][i])
            if t.goto(g is None, why="picked up"):
                continue
            par, si = t.fetch(f"par[{i + 1}]", data["par"][i]), t.fetch(f"index[{i + 1}]", data["index"][i])
            got = t.compute("strokes", strokes_received(h, si, n), why=f"{h}//{n} + (index <= {h % n})")
            net = t.compute("net", g - got, why="score - strokes")
            pts = t.compute("points", max(0, 2 + par - net), why="max(0, 2 + par - net)")
            total = t.compute("total", total + pts, why="total + points")
        t.state("answer")
        return t.fetch("total", total)

    def solve(self, data: dict) -> int:
        # Hand the handicap strokes out one at a time, hardest hole first, round and round.
        n = len(data["par"])
        extra = [0] * n
        order = sorted(range(n), key=lambda i: data["index"][i])
        for k in range(data["handicap"]):
            extra[order[k % n]] += 1
        points = 0
        for i in range(n):
            if data["gross"][i] is not None:
                points += max(0, data["par"][i] + extra[i] + 2 - data["gross"][i])
        return points


BOOTCAMP = GolfStableford()
