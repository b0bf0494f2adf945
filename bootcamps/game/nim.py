"""Nim: from a position with a nonzero nim-sum, give a move that leaves nim-sum zero (a
winning move). Any winning move passes: the verifier applies it and checks the nim-sum."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.move_text import MoveReader
from bootcamps.trace import Tracer

_MAX_ANSWER_CHARS = 200
_MOVE = MoveReader(("heap", "pile"), ("remove", "take", "object", "stone", "coin", "matches", "token"), _MAX_ANSWER_CHARS)


@dataclass(frozen=True)
class Config:
    heaps: int = 4
    max_size: int = 15

    def __post_init__(self) -> None:
        if not 2 <= self.heaps <= 12:
            raise ValueError(f"heaps must be in 2..12, got {self.heaps}")
        if not 3 <= self.max_size <= 10**6:
            raise ValueError(f"max_size must be in 3..10^6, got {self.max_size}")


def read_move(text: str, heaps: list[int]) -> tuple[int, int] | None:
    """(heap index from 0, amount taken) from "2 5", "heap 2, remove 5", "(2, 5)" or "take 5
    from heap 2"; None otherwise."""
    move = _MOVE.read(text)
    if move is None:
        return None
    heap, take = move
    if not 1 <= heap <= len(heaps) or not 1 <= take <= heaps[heap - 1]:
        return None
    return heap - 1, take


_TEMPLATES = (
    "Nim is played with {k} heaps of {thing}: {sizes}. Two players alternate; a move takes any positive number of "
    "{thing} from a single heap, and whoever takes the last {one} wins. It is your move. Find a move after which you "
    "can force a win.",
    "Heaps of {thing} have sizes {sizes} (heap 1 first). On each turn a player removes one or more {thing} from "
    "exactly one heap; the player who removes the last {one} wins. You move first. Give a winning move.",
    "In a game of normal-play Nim the heaps hold {sizes} {thing} (numbered 1 to {k} in that order). A turn removes at "
    "least one {one} from one heap, and the player who cannot move loses. Which move should the player to move make "
    "to win with perfect play?",
)
_THINGS = (("stones", "stone"), ("coins", "coin"), ("matches", "match"), ("tokens", "token"))


class Nim(Bootcamp):
    id = "game/nim"
    description = "Nim: a winning move (leaving nim-sum zero) from a position with several heaps; any winning move passes"
    Config = Config
    unique_answer = False
    LEVELS = {
        "1": Config(heaps=2, max_size=60),
        "2": Config(heaps=3, max_size=30),
        "3": Config(heaps=4, max_size=60),
        "4": Config(heaps=6, max_size=200),
        "5": Config(heaps=9, max_size=1000),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        while True:
            heaps = [rng.randint(1, config.max_size) for _ in range(config.heaps)]
            total = 0
            for h in heaps:
                total ^= h
            if total:
                break
        # the first heap whose size xor the nim-sum is smaller (the highest bit of the sum is set in it)
        i = next(i for i, h in enumerate(heaps) if h ^ total < h)
        return {"heaps": heaps}, [i + 1, heaps[i] - (heaps[i] ^ total)]

    def prompt(self, data: dict, rng: random.Random) -> str:
        heaps = data["heaps"]
        thing, one = rng.choice(_THINGS)
        text = rng.choice(_TEMPLATES).format(k=len(heaps), sizes=", ".join(map(str, heaps)), thing=thing, one=one)
        form = f"the heap number (1 to {len(heaps)}) and how many {thing} to take from it, as two numbers (for example 2, 5)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(str(v) for v in answer)

    def check(self, data: dict, answer: list[int], text: str) -> float:
        heaps = list(data["heaps"])
        move = read_move(text, heaps)
        if move is None:
            return 0.0
        heaps[move[0]] -= move[1]
        total = 0
        for h in heaps:
            total ^= h
        return 1.0 if total == 0 else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        """Legal moves that leave a nonzero nim-sum, and an illegal one (more than the heap holds)."""
        heaps = case.data["heaps"]
        losing = []
        for i, h in enumerate(heaps):
            for take in range(1, min(h, 40) + 1):
                rest = 0
                for j, g in enumerate(heaps):
                    rest ^= g - take if j == i else g
                if rest:
                    losing.append(f"{i + 1}, {take}")
        picks = rng.sample(losing, min(3, len(losing)))
        return picks + [f"1, {heaps[0] + 1}"]

    def program(self, t: Tracer, data: dict) -> list[int]:
        """XOR the heap sizes; the first heap whose size XOR the nim-sum is smaller is cut to that."""
        heaps = data["heaps"]
        total = 0
        for i in range(len(heaps)):
            t.state(f"xor heap {i + 1}")
            h = t.fetch(f"heap[{i + 1}]", heaps[i])
            total = t.compute("nimsum", total ^ h, why=f"nimsum xor {h}")
        i = 0
        while True:
            t.state(f"try heap {i + 1}")
            h = t.fetch(f"heap[{i + 1}]", heaps[i])
            s = t.fetch("nimsum", total)
            target = t.compute("target", h ^ s, why=f"{h} xor {s}")
            if t.goto(target < h, why="a heap can only shrink"):
                break
            i += 1
        t.state("answer")
        take = t.compute("take", h - target, why=f"{h} - {target}")
        return [i + 1, take]

    def solve(self, data: dict) -> list[int]:
        """Brute force: every legal move, the first whose resulting position has nim-sum 0."""
        heaps = data["heaps"]
        for i, h in enumerate(heaps):
            for keep in range(h):
                rest = keep
                for j, g in enumerate(heaps):
                    if j != i:
                        rest ^= g
                if rest == 0:
                    return [i + 1, h - keep]
        raise ValueError(f"no winning move from {heaps}")


BOOTCAMP = Nim()
