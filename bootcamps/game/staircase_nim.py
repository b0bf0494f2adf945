"""Staircase nim: coins lie on the steps of a staircase; a move slides one or more coins from
one step down to the step just below (from step 1 they leave the game). Give a winning move:
the position is won exactly when the XOR of the odd-numbered steps is not zero, and a winning
move makes it zero. Any winning move passes (the verifier plays it and checks the XOR)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.move_text import MoveReader
from bootcamps.trace import Tracer

_MAX_ANSWER_CHARS = 200
_MOVE = MoveReader(("step", "stair"), ("move", "slide", "push", "down", "coin"), _MAX_ANSWER_CHARS)


@dataclass(frozen=True)
class Config:
    steps: int = 5
    max_coins: int = 9

    def __post_init__(self) -> None:
        if not 2 <= self.steps <= 20:
            raise ValueError(f"steps must be in 2..20, got {self.steps}")
        if not 2 <= self.max_coins <= 10**4:
            raise ValueError(f"max_coins must be in 2..10^4, got {self.max_coins}")


def odd_xor(coins: list[int]) -> int:
    """XOR of the coins on steps 1, 3, 5, ... (``coins[0]`` is step 1)."""
    total = 0
    for c in coins[::2]:
        total ^= c
    return total


def play(coins: list[int], step: int, amount: int) -> list[int] | None:
    """The coins after sliding ``amount`` coins from ``step`` (1-based) one step down, or
    ``None`` when the move is illegal."""
    if not 1 <= step <= len(coins) or not 1 <= amount <= coins[step - 1]:
        return None
    out = list(coins)
    out[step - 1] -= amount
    if step >= 2:
        out[step - 2] += amount
    return out


def read_move(text: str) -> tuple[int, int] | None:
    """(step, amount) from "3, 4", "step 3: 4 coins", "(3, 4)" or "move 4 coins from step 3";
    ``None`` otherwise."""
    return _MOVE.read(text)


_TEMPLATES = (
    "Staircase nim. A staircase has steps numbered 1 (lowest) to {k}; below step 1 is the floor. The coins on the "
    "steps are: {layout}. Two players alternate; a move takes one or more coins from a single step and moves them "
    "down exactly one step (coins moved off step 1 land on the floor and are out of play). The player who cannot "
    "move loses. You are to move: give a move after which you can force a win.",
    "Coins sit on a staircase: {layout} (steps counted from the bottom, step 1 is just above the ground). On a turn "
    "a player picks a step with coins and pushes any positive number of them to the next step down; from step 1 "
    "they drop to the ground and leave the game. Whoever makes the last move wins. Find a winning move for the "
    "player about to move.",
    "In the game played on stairs {layout}, a turn consists of moving at least one coin from some step to the step "
    "directly below it (from step 1: off the stairs). Last player able to move wins. With perfect play from now on, "
    "which move wins for the player whose turn it is?",
)


class StaircaseNim(Bootcamp):
    id = "game/staircase_nim"
    description = "Staircase nim (slide coins one step down): a winning move; any move leaving odd steps' XOR zero passes"
    Config = Config
    unique_answer = False
    LEVELS = {
        "1": Config(steps=4, max_coins=12),
        "2": Config(steps=5, max_coins=15),
        "3": Config(steps=7, max_coins=20),
        "4": Config(steps=9, max_coins=40),
        "5": Config(steps=11, max_coins=100),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        while True:
            coins = [rng.randint(0, config.max_coins) for _ in range(config.steps)]
            coins[-1] = max(coins[-1], 1)
            total = odd_xor(coins)
            if total:
                break
        # the first odd step whose count XOR the total is smaller: slide the difference down
        i = next(i for i in range(0, len(coins), 2) if coins[i] ^ total < coins[i])
        return {"coins": coins}, [i + 1, coins[i] - (coins[i] ^ total)]

    def prompt(self, data: dict, rng: random.Random) -> str:
        layout = ", ".join(f"step {i + 1}: {c}" for i, c in enumerate(data["coins"]))
        text = rng.choice(_TEMPLATES).format(k=len(data["coins"]), layout=layout)
        form = "the step to move coins from and how many coins to move, as two numbers (for example 3, 4)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return f"{answer[0]}, {answer[1]}"

    def check(self, data: dict, answer: list[int], text: str) -> float:
        move = read_move(text)
        if move is None:
            return 0.0
        after = play(data["coins"], *move)
        return 1.0 if after is not None and odd_xor(after) == 0 else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        """Legal moves that leave a nonzero XOR on the odd steps, and one that moves too many."""
        coins = case.data["coins"]
        losing = []
        for step, c in enumerate(coins, start=1):
            for amount in range(1, min(c, 30) + 1):
                after = play(coins, step, amount)
                if after is not None and odd_xor(after):
                    losing.append(f"{step}, {amount}")
        picks = rng.sample(losing, min(3, len(losing)))
        return picks + [f"{len(coins)}, {coins[-1] + 1}"]

    def program(self, t: Tracer, data: dict) -> list[int]:
        """Only odd steps matter (a move from an even step can be undone by the next player);
        XOR them, then shrink the first odd step whose count XOR the total is smaller."""
        coins = data["coins"]
        total = 0
        for i in range(0, len(coins), 2):
            t.state(f"odd step {i + 1}")
            c = t.fetch(f"step[{i + 1}]", coins[i])
            total = t.compute("xor", total ^ c, why=f"xor with step {i + 1}")
        i = 0
        while True:
            t.state(f"try step {i + 1}")
            c = t.fetch(f"step[{i + 1}]", coins[i])
            s = t.fetch("xor", total)
            target = t.compute("target", c ^ s, why=f"{c} xor {s}")
            if t.goto(target < c, why="coins can only leave a step"):
                break
            i += 2
        t.state("answer")
        amount = t.compute("amount", c - target, why=f"{c} - {target}")
        return [i + 1, amount]

    def solve(self, data: dict) -> list[int]:
        """Brute force: every legal move, the first that leaves the odd steps' XOR at zero
        (moves from even steps onto odd steps included)."""
        coins = data["coins"]
        for step in range(1, len(coins) + 1):
            for amount in range(1, coins[step - 1] + 1):
                after = play(coins, step, amount)
                if after is not None and odd_xor(after) == 0:
                    return [step, amount]
        raise ValueError(f"no winning move from {coins}")


BOOTCAMP = StaircaseNim()
