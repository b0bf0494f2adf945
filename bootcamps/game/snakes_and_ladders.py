"""Snakes and ladders: the fewest die rolls that take a token from square 1 to the last square N
of a given board, choosing every roll freely (1 to 6). Landing on the foot of a ladder climbs it,
landing on the head of a snake slides down it; no square is both an end of one and the start of
another, so there are no chains. A roll that would pass N either leaves the token where it is
("stay") or bounces it back from N by the excess ("bounce", then any snake or ladder there
applies); the case states which. The trace is a breadth-first search, one state per roll count.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

RULES = ("stay", "bounce")


@dataclass(frozen=True)
class Config:
    squares: int = 30
    ladders: int = 3
    snakes: int = 3

    def __post_init__(self) -> None:
        if not 12 <= self.squares <= 400:
            raise ValueError(f"squares must be in 12..400, got {self.squares}")
        if not 1 <= self.ladders <= self.squares // 6 or not 1 <= self.snakes <= self.squares // 6:
            raise ValueError(f"ladders and snakes must each be in 1..squares//6, got {self.ladders}, {self.snakes}")


def land(square: int, roll: int, n: int, rule: str, jumps: dict[int, int]) -> int:
    """Where a token on ``square`` ends after ``roll``: overshoot rule, then one snake or ladder."""
    to = square + roll
    if to > n:
        to = square if rule == "stay" else n - (to - n)
    return jumps.get(to, to)


_TEMPLATES = (
    "A snakes-and-ladders board has squares numbered 1 to {n}. A token starts on square 1 and moves forward by the "
    "number rolled on a six-sided die (1 to 6). {ladders} {snakes} A token that lands exactly on the bottom of a "
    "ladder climbs to its top, and one that lands on the head of a snake slides down to its tail (a ladder top or "
    "snake tail never starts another ladder or snake). {rule} If you could choose every roll, what is the fewest "
    "number of rolls needed to reach square {n}?",
    "Snakes and ladders on squares 1..{n}; you start on square 1. Each turn you roll a die showing 1-6 and advance "
    "that many squares. {ladders} {snakes} Ending a move on a ladder's foot takes you up to its top; ending on a "
    "snake's head takes you down to its tail; ladder tops and snake tails are ordinary squares. {rule} Assuming "
    "you get to pick each die result, give the minimum number of rolls to finish on square {n}.",
    "Board: squares 1 to {n}. {ladders} {snakes} Rules: begin on square 1; a roll of a six-sided die moves you "
    "forward 1 to 6 squares; if that move ends at the bottom of a ladder you climb it, at the head of a snake you "
    "slide down it (no chains: where a ladder or snake ends is a plain square). {rule} With the die results "
    "chosen as well as possible, how many rolls at least does it take to land on square {n}?",
)
_RULE_TEXT = {
    "stay": "A roll that would take the token past square {n} is wasted: the token stays where it is.",
    "bounce": "A roll that would take the token past square {n} bounces back: it moves up to {n} and then back "
              "down by the squares left over (from {m}, a roll of 3 ends on {b}), after which a snake or ladder "
              "on that square applies.",
}


class SnakesAndLadders(IntegerAnswer, Bootcamp):
    id = "game/snakes_and_ladders"
    description = "Snakes and ladders: the fewest die rolls from square 1 to the last square, with an overshoot rule"
    Config = Config
    LEVELS = {
        "1": Config(squares=30, ladders=2, snakes=2),
        "2": Config(squares=50, ladders=4, snakes=4),
        "3": Config(squares=80, ladders=6, snakes=6),
        "4": Config(squares=100, ladders=8, snakes=9),
        "5": Config(squares=150, ladders=11, snakes=13),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.squares
        while True:
            used: set[int] = set()
            ladders, snakes = [], []
            for kind, count in (("ladder", config.ladders), ("snake", config.snakes)):
                while len(ladders if kind == "ladder" else snakes) < count:
                    a, b = sorted(rng.sample(range(2, n), 2))
                    if a in used or b in used or b - a > n // 2:
                        continue
                    used.update((a, b))
                    (ladders if kind == "ladder" else snakes).append([a, b] if kind == "ladder" else [b, a])
            data = {"n": n, "rule": rng.choice(RULES), "ladders": sorted(ladders), "snakes": sorted(snakes)}
            rolls = self.solve(data)
            plain = self.solve({**data, "ladders": [], "snakes": []})
            if rolls < 10 * n and (rolls < plain or rng.random() < 0.1):  # mostly boards where the ladders matter
                return data, rolls

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = data["n"]
        ladders = "Ladders (bottom -> top): " + ", ".join(f"{a} -> {b}" for a, b in data["ladders"]) + "."
        snakes = "Snakes (head -> tail): " + ", ".join(f"{a} -> {b}" for a, b in data["snakes"]) + "."
        rule = _RULE_TEXT[data["rule"]].format(n=n, m=n - 1, b=n - 2)
        text = rng.choice(_TEMPLATES).format(n=n, ladders=ladders, snakes=snakes, rule=rule)
        return f"{text}\n{answer_instruction('one positive integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        n, rule = data["n"], data["rule"]
        jumps = {a: b for a, b in data["ladders"] + data["snakes"]}
        seen, frontier, rolls = {1}, [1], 0
        while True:
            rolls += 1
            t.state(f"roll {rolls}")
            new: list[int] = []
            for square in t.fetch(f"squares after {rolls - 1} rolls", frontier):
                for roll in range(1, 7):
                    to = land(square, roll, n, rule, jumps)
                    if to not in seen:
                        seen.add(to)
                        new.append(to)
            new = t.compute(f"new squares after {rolls} rolls", sorted(new),
                            why="each square +1..6, overshoot rule, then ladder or snake; unseen only")
            if t.goto(n in new, why=f"square {n} reached"):
                return t.ret("answer", rolls)
            frontier = new

    def solve(self, data: dict) -> int:
        """Backward dynamic programming: relax dist[s] = 1 + min over rolls until nothing changes
        (snakes make the graph cyclic, so one backward pass is not enough)."""
        n, rule = data["n"], data["rule"]
        jumps = {a: b for a, b in data["ladders"] + data["snakes"]}
        inf = n * 10
        dist = [inf] * (n + 1)
        dist[n] = 0
        changed = True
        while changed:
            changed = False
            for s in range(n - 1, 0, -1):
                best = 1 + min(dist[land(s, r, n, rule, jumps)] for r in range(1, 7))
                if best < dist[s]:
                    dist[s], changed = best, True
        return dist[1]


BOOTCAMP = SnakesAndLadders()
