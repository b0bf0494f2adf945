"""Backgammon pip counts after a list of checker moves: both players' pip counts (the total
distance their checkers still have to travel to bear off), with hits sending a lone checker
to the bar (25 pips from home). Traced move by move with incremental pip changes; solved
again by replaying the board and recounting it."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import strict_int_list
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    moves: int = 4

    def __post_init__(self) -> None:
        if not 1 <= self.moves <= 60:
            raise ValueError(f"moves must be in 1..60, got {self.moves}")


# the standard start: White moves 24 -> 1, Black moves 1 -> 24 (points numbered for White)
_START = {"W": {24: 2, 13: 5, 8: 3, 6: 5}, "B": {1: 2, 12: 5, 17: 3, 19: 5}}
_OTHER = {"W": "B", "B": "W"}
_NAME = {"W": "White", "B": "Black"}


def pip(colour: str, point: int) -> int:
    """Distance home of one checker; the bar is point 25 for White and 0 for Black."""
    return point if colour == "W" else 25 - point


_TEMPLATES = (
    "Backgammon. The points are numbered 1 to 24 from White's side: White moves its checkers from higher to lower "
    "numbers and a White checker on point p is p pips from bearing off; Black moves from lower to higher numbers and "
    "a Black checker on point p is 25 - p pips away. A checker on the bar counts 25 pips. The game starts from the "
    "standard position (White: 2 on 24, 5 on 13, 3 on 8, 5 on 6; Black: 2 on 1, 5 on 12, 3 on 17, 5 on 19). Then "
    "these checker moves are played, in order (a move onto a point holding a single enemy checker hits it and sends it "
    "to the bar; 'bar' as a start means entering from the bar):\n{moves}\nWhat are the two pip counts now?",
    "Starting from the usual backgammon set-up (White has 2 checkers on point 24, 5 on 13, 3 on 8 and 5 on 6; Black "
    "has 2 on point 1, 5 on 12, 3 on 17 and 5 on 19; White travels towards point 1, Black towards point 24), the "
    "following single-checker moves are made:\n{moves}\nLanding on a lone opposing checker (a blot) hits it: it goes "
    "to the bar and must re-enter later. Pip count: a White checker on point p counts p, a Black one counts 25 - p, a "
    "checker on the bar counts 25. Give White's and Black's pip counts after these moves.",
    "Compute both pip counts after these backgammon moves from the opening position (White: 24x2, 13x5, 8x3, 6x5 "
    "moving down to 1; Black: 1x2, 12x5, 17x3, 19x5 moving up to 24; each White checker is worth its point number, "
    "each Black checker 25 minus its point number, checkers on the bar 25; hitting a blot sends it to the bar):\n"
    "{moves}",
)


class BackgammonPips(Bootcamp):
    id = "game/backgammon_pips"
    description = "Both pip counts after a sequence of backgammon checker moves with hits"
    Config = Config
    LEVELS = {
        "1": Config(moves=3),
        "2": Config(moves=6),
        "3": Config(moves=10),
        "4": Config(moves=16),
        "5": Config(moves=26),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        board = {c: dict(p) for c, p in _START.items()}
        bar = {"W": 0, "B": 0}
        moves, colour = [], "W"
        while len(moves) < config.moves:
            options = []
            for die in range(1, 7):
                sources = ["bar"] if bar[colour] else sorted(board[colour])
                for src in sources:
                    start = (25 if colour == "W" else 0) if src == "bar" else src
                    dest = start - die if colour == "W" else start + die
                    if 1 <= dest <= 24 and board[_OTHER[colour]].get(dest, 0) < 2:
                        options.append((src, dest))
            if options:
                src, dest = rng.choice(options)
                moves.append([colour, src, dest])
                if src == "bar":
                    bar[colour] -= 1
                else:
                    board[colour][src] -= 1
                    if not board[colour][src]:
                        del board[colour][src]
                if board[_OTHER[colour]].get(dest) == 1:
                    del board[_OTHER[colour]][dest]
                    bar[_OTHER[colour]] += 1
                board[colour][dest] = board[colour].get(dest, 0) + 1
            if rng.random() < 0.6:
                colour = _OTHER[colour]
        data = {"moves": moves}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [f"{i + 1}. {_NAME[c]} {src}/{dest}" for i, (c, src, dest) in enumerate(data["moves"])]
        text = rng.choice(_TEMPLATES).format(moves="\n".join(lines))
        return f"{text}\n{answer_instruction('two integers, White then Black, separated by a comma (e.g. 150, 162)')}"

    def format_answer(self, answer: list[int]) -> str:
        return f"{answer[0]}, {answer[1]}"

    def check(self, data: dict, answer: list[int], text: str) -> float:
        return 1.0 if strict_int_list(text, max_items=2) == list(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> list[int]:
        t.state("start")
        white = t.compute("white pips", 167, why="2*24 + 5*13 + 3*8 + 5*6")
        black = t.compute("black pips", 167, why="the mirror image")
        singles = {c: dict(p) for c, p in _START.items()}
        for i, (colour, src, dest) in enumerate(data["moves"]):
            t.state(f"move {i + 1}")
            start = (25 if colour == "W" else 0) if src == "bar" else src
            gain = t.compute("pips moved", abs(start - t.fetch(f"move[{i + 1}].to", dest)))
            hit = singles[_OTHER[colour]].get(dest) == 1
            if src != "bar":
                singles[colour][src] -= 1
            singles[colour][dest] = singles[colour].get(dest, 0) + 1
            if colour == "W":
                white = t.compute("white pips", white - gain)
            else:
                black = t.compute("black pips", black - gain)
            if t.goto(hit, why=f"a lone {_NAME[_OTHER[colour]]} checker on {dest}"):
                singles[_OTHER[colour]][dest] = 0
                back = 25 - pip(_OTHER[colour], dest)
                if colour == "W":
                    black = t.compute("black pips", black + back, why="hit checker goes to the bar (25)")
                else:
                    white = t.compute("white pips", white + back, why="hit checker goes to the bar (25)")
        t.state("answer")
        return t.ret("answer", [white, black])

    def solve(self, data: dict) -> list[int]:
        """Replay onto a 26-slot board per colour (0 and 25 as bars) and recount it."""
        slots = {c: [0] * 26 for c in "WB"}
        for c, pts in _START.items():
            for p, n in pts.items():
                slots[c][p] += n
        bar = {"W": 25, "B": 0}
        for colour, src, dest in data["moves"]:
            slots[colour][bar[colour] if src == "bar" else src] -= 1
            slots[colour][dest] += 1
            other = _OTHER[colour]
            if slots[other][dest] == 1:
                slots[other][dest] = 0
                slots[other][bar[other]] += 1
        assert min(slots["W"] + slots["B"]) >= 0
        return [sum(p * n for p, n in enumerate(slots["W"])), sum((25 - p) * n for p, n in enumerate(slots["B"]))]


BOOTCAMP = BackgammonPips()
