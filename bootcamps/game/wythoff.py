"""Wythoff's game: two piles; a move takes any number from one pile or the same number from
both; whoever takes the last counter wins. Give the piles after a winning move (any winning
move passes: the verifier checks the move is legal and leaves a losing position)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from math import isqrt

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import strict_int_list
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    max_pile: int = 50

    def __post_init__(self) -> None:
        if not 5 <= self.max_pile <= 5000:
            raise ValueError(f"max_pile must be in 5..5000, got {self.max_pile}")


def lower(k: int) -> int:
    """floor(k * golden ratio) in integers: (k + isqrt(5k^2)) // 2, as sqrt(5)k is irrational for k > 0."""
    return (k + isqrt(5 * k * k)) // 2


def is_losing(x: int, y: int) -> bool:
    """Whether (x, y) is a P-position: the smaller pile is floor(k*phi) for k the difference."""
    x, y = min(x, y), max(x, y)
    return x == lower(y - x)


def legal(before: list[int], after: list[int]) -> bool:
    (a, b), (c, d) = before, after
    if c < 0 or d < 0 or c > a or d > b or (c, d) == (a, b):
        return False
    return c == a or d == b or a - c == b - d


_TEMPLATES = (
    "Two piles hold {a} and {b} {thing}. Players alternate; on a turn a player either removes any positive number "
    "of {thing} from one pile, or removes the same positive number from both piles. The player who takes the last "
    "{one} wins. You move first. Make a winning move.",
    "Wythoff's game: pile 1 has {a} {thing}, pile 2 has {b}. A move removes at least one {one} from a single pile, "
    "or equally many from both piles at once. Whoever cannot move loses. Find a move for the first player after "
    "which the opponent is in a lost position (with perfect play).",
    "In a two-pile game with {a} and {b} {thing} (pile 1, pile 2), each turn takes k >= 1 {thing} from one pile or "
    "k from each pile. The player to take the last {one} wins. It is your turn: which position should you leave?",
)
_THINGS = (("counters", "counter"), ("stones", "stone"), ("coins", "coin"), ("beans", "bean"))


class Wythoff(Bootcamp):
    id = "game/wythoff"
    description = "Wythoff's game: the two piles after a winning move (one pile, or both piles equally)"
    Config = Config
    unique_answer = False
    min_distinct_prompts = {"1": 0.95}
    small_space_reason = "level 1 keeps both piles at most 40 (1,600 pairs times 12 wordings), a warm-up table"
    LEVELS = {
        "1": Config(max_pile=40),
        "2": Config(max_pile=100),
        "3": Config(max_pile=200),
        "4": Config(max_pile=400),
        "5": Config(max_pile=1000),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        while True:
            piles = [rng.randint(1, config.max_pile), rng.randint(1, config.max_pile)]
            if not is_losing(*piles) and max(piles) >= config.max_pile // 3:
                data = {"piles": piles, "thing": rng.randrange(len(_THINGS))}
                return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        a, b = data["piles"]
        thing, one = _THINGS[data["thing"]]
        text = rng.choice(_TEMPLATES).format(a=a, b=b, thing=thing, one=one)
        form = "the sizes of pile 1 and pile 2 after your move, as two numbers (for example 3, 5)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return f"{answer[0]}, {answer[1]}"

    def check(self, data: dict, answer: list[int], text: str) -> float:
        after = strict_int_list(text, max_items=2)
        if after is None or len(after) != 2 or not legal(data["piles"], after):
            return 0.0
        return 1.0 if is_losing(*after) else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        a, b = case.data["piles"]
        out = [f"{a}, {b}", f"{a + 1}, {b}"]  # no move; a pile that grows
        for c in range(a):
            if not is_losing(c, b):
                out.append(f"{c}, {b}")
                break
        return out

    def program(self, t: Tracer, data: dict) -> list[int]:
        """List the losing pairs (a_k, a_k + k): a_k is the least number not in an earlier pair.
        Then look for a pair reachable by shrinking one pile or both equally."""
        a, b = data["piles"]
        top = max(a, b)
        pairs: list[tuple[int, int]] = [(0, 0)]
        used = {0}
        k = 0
        while True:
            k += 1
            t.state(f"pair {k}")
            prev = t.fetch(f"a[{k - 1}]", pairs[-1][0])
            cand = prev + 1
            while cand in used:
                cand += 1
            low = t.compute(f"a[{k}]", cand, why="least number not yet in a pair")
            high = t.compute(f"b[{k}]", low + k, why=f"a[{k}]+{k}")
            pairs.append((low, high))
            used.update((low, high))
            if t.goto(low > top, why=f"stop once a[k] exceeds the larger pile {top}"):
                break
        partner = {}
        for low, high in pairs:
            partner[low], partner[high] = high, low
        t.state("shrink pile 2")
        x = t.fetch("pile1", a)
        p = t.compute("partner", partner.get(x, -1), why="the losing pair's other member, -1 if none")
        if t.goto(0 <= p < b, why="pile 2 can shrink to it"):
            return t.compute("move", [x, p], why="leave a losing pair")
        t.state("shrink pile 1")
        y = t.fetch("pile2", b)
        p = t.compute("partner", partner.get(y, -1), why="the losing pair's other member, -1 if none")
        if t.goto(0 <= p < a, why="pile 1 can shrink to it"):
            return t.compute("move", [p, y], why="leave a losing pair")
        t.state("shrink both")
        d = t.compute("difference", abs(a - b), why="|pile1 - pile2| stays the same")
        low = t.fetch(f"a[{d}]", pairs[d][0])
        cut = t.compute("take", min(a, b) - low, why="from both piles")
        return t.compute("move", [a - cut, b - cut], why="leave the pair with this difference")

    def solve(self, data: dict) -> list[int]:
        """Brute force over every legal move with the closed-form test for losing positions."""
        a, b = data["piles"]
        moves = [[c, b] for c in range(a)] + [[a, d] for d in range(b)] + [[a - s, b - s] for s in range(1, min(a, b) + 1)]
        for move in moves:
            if is_losing(*move):
                return move
        raise ValueError(f"no winning move from {a}, {b}")


BOOTCAMP = Wythoff()
