"""Misère Nim: whoever takes the last object LOSES. Give the heap sizes after a winning move
(any winning move passes: the verifier checks one heap shrank and the result is a losing
position for the opponent). Play is as in normal Nim until only heaps of size 0 or 1 would
remain; there the parity of the 1-heaps decides."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import strict_int_list
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    heaps: int = 4
    max_size: int = 12
    endgame: float = 0.5  # share of cases with at most one heap above 1 (where misère differs)

    def __post_init__(self) -> None:
        if not 2 <= self.heaps <= 12:
            raise ValueError(f"heaps must be in 2..12, got {self.heaps}")
        if not 3 <= self.max_size <= 10**6:
            raise ValueError(f"max_size must be in 3..10^6, got {self.max_size}")
        if not 0 <= self.endgame <= 1:
            raise ValueError(f"endgame must be in [0, 1], got {self.endgame}")


def opponent_loses(heaps: list[int]) -> bool:
    """Whether the player to move from ``heaps`` loses in misère play."""
    xor = 0
    for h in heaps:
        xor ^= h
    if all(h <= 1 for h in heaps):
        return xor == 1  # an odd number of 1-heaps: the mover must take the last one
    return xor == 0


_TEMPLATES = (
    "Misère Nim with heaps of {thing} of sizes {sizes} (heap 1 first). Players alternate; a move removes any "
    "positive number of {thing} from one heap. The player who takes the last {one} LOSES. You move now. "
    "Find a move that wins with perfect play.",
    "Heaps: {sizes}. On a turn you take one or more {thing} from a single heap. In this misère version, "
    "whoever is forced to take the final {one} loses the game. It is your turn; play a winning move.",
    "{k} heaps contain {sizes} {thing}. Two players take turns removing at least one {one} from exactly one heap, "
    "and the player who removes the very last {one} is the loser. Which move guarantees you the win?",
)
_THINGS = (("matches", "match"), ("stones", "stone"), ("sticks", "stick"), ("chips", "chip"), ("pebbles", "pebble"),
           ("beads", "bead"))


class MisereNim(Bootcamp):
    id = "game/misere_nim"
    description = "Misère Nim (last to take loses): the heaps after a winning move; any winning move passes"
    Config = Config
    unique_answer = False
    min_distinct_prompts = {"1": 0.97}
    small_space_reason = "half of level 1 is the misère endgame: one heap above 1 among heaps of 0 and 1 (a few thousand)"
    LEVELS = {
        "1": Config(heaps=4, max_size=40, endgame=0.5),
        "2": Config(heaps=5, max_size=50, endgame=0.4),
        "3": Config(heaps=6, max_size=60, endgame=0.4),
        "4": Config(heaps=7, max_size=200, endgame=0.3),
        "5": Config(heaps=9, max_size=1000, endgame=0.3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        while True:
            if rng.random() < config.endgame:  # one big heap among heaps of 0 and 1
                heaps = [rng.choice((0, 1, 1)) for _ in range(config.heaps)]
                heaps[rng.randrange(config.heaps)] = rng.randint(2, config.max_size)
            else:
                heaps = [rng.randint(1, config.max_size) for _ in range(config.heaps)]
            if sum(heaps) and not opponent_loses(heaps) and sum(h > 0 for h in heaps) >= 2:
                data = {"heaps": heaps, "thing": rng.randrange(len(_THINGS))}
                return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        heaps = data["heaps"]
        thing, one = _THINGS[data["thing"]]
        text = rng.choice(_TEMPLATES).format(k=len(heaps), sizes=", ".join(map(str, heaps)), thing=thing, one=one)
        form = f"all {len(heaps)} heap sizes after your move, in heap order, separated by commas (for example 3, 0, 2)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def check(self, data: dict, answer: list[int], text: str) -> float:
        heaps = data["heaps"]
        after = strict_int_list(text, max_items=len(heaps))
        if after is None or len(after) != len(heaps):
            return 0.0
        changed = [i for i, (x, y) in enumerate(zip(heaps, after)) if x != y]
        if len(changed) != 1 or not 0 <= after[changed[0]] < heaps[changed[0]]:
            return 0.0
        return 1.0 if opponent_loses(after) else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        """Legal moves that leave the opponent winning, and the normal-play answer where it differs."""
        heaps = case.data["heaps"]
        out = []
        for i, h in enumerate(heaps):
            for keep in (0, 1, h - 1):
                if 0 <= keep < h:
                    after = heaps[:i] + [keep] + heaps[i + 1 :]
                    if not opponent_loses(after):
                        out.append(self.format_answer(after))
        return list(dict.fromkeys(out))[:4]

    def program(self, t: Tracer, data: dict) -> list[int]:
        """Nim-sum and the count of heaps above 1 decide: with two or more big heaps, play normal
        Nim; with one, shrink it to 0 or 1 so an odd number of 1-heaps is left; with none, take
        a 1-heap."""
        heaps = data["heaps"]
        xor = big = ones = 0
        for i, h in enumerate(heaps):
            t.state(f"heap {i + 1}")
            h = t.fetch(f"heap[{i + 1}]", h)
            xor = t.compute("nimsum", xor ^ h, why=f"nimsum xor {h}")
            big = t.compute("big", big + (h > 1), why="heaps above 1")
            ones = t.compute("ones", ones + (h == 1), why="heaps of exactly 1")
        t.state("case")
        big = t.fetch("big", big)
        after = list(heaps)
        if t.goto(big >= 2, why="two or more heaps above 1: normal Nim"):
            for i, h in enumerate(heaps):
                t.state(f"try heap {i + 1}")
                h = t.fetch(f"heap[{i + 1}]", h)
                s = t.fetch("nimsum", xor)
                target = t.compute("target", h ^ s, why=f"{h} xor {s}")
                if t.goto(target < h, why="the heap can shrink to it"):
                    after[i] = target
                    break
        elif t.goto(big == 1, why="exactly one heap above 1"):
            t.state("endgame")
            i = next(j for j, h in enumerate(heaps) if h > 1)
            i = t.compute("bigheap", i + 1, why="the only heap above 1") - 1
            n1 = t.fetch("ones", ones)
            after[i] = t.compute("keep", 1 if n1 % 2 == 0 else 0, why="leave an odd number of 1-heaps")
        else:
            t.state("only ones")
            i = t.compute("heap", heaps.index(1) + 1, why="the first heap of 1") - 1
            after[i] = 0
        t.state("answer")
        return t.compute("heaps", after, why="sizes after the move")

    def solve(self, data: dict) -> list[int]:
        """Brute force: the first legal move (heap by heap, smallest remainder first) that leaves a
        losing position, judged by exhaustive search over the heaps as a sorted tuple."""
        heaps = data["heaps"]
        if sum(heaps) > 60:  # large heaps: judge with the closed-form rule
            judge = opponent_loses
        else:
            memo: dict[tuple, bool] = {}

            def wins(pos: tuple) -> bool:  # the player to move from pos wins
                if not any(pos):
                    return True  # the opponent took the last object and lost
                if pos not in memo:
                    memo[pos] = any(
                        not wins(tuple(sorted(pos[:i] + (k,) + pos[i + 1 :])))
                        for i, h in enumerate(pos) for k in range(h)
                    )
                return memo[pos]

            def judge(after: list[int]) -> bool:
                return not wins(tuple(sorted(after)))

        for i, h in enumerate(heaps):
            for keep in range(h):
                after = heaps[:i] + [keep] + heaps[i + 1 :]
                if judge(after):
                    return after
        raise ValueError(f"no winning move from {heaps}")


BOOTCAMP = MisereNim()
