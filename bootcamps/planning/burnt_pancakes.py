"""Burnt pancake sorting: each pancake has a burnt side; a flip of the top k reverses their
order and turns each one over. A shortest flip sequence that leaves the stack sorted (smallest
on top) with every burnt side facing down. Any shortest sequence passes (replayed and
counted). Found by iterative-deepening A* with the signed gap count (pairs that are not
"n above n+1, both burnt side down", or the same pair turned over), which a flip changes by
at most one; cases whose search exceeds a node budget are redrawn (trace length)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import strict_int_list
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    pancakes: int = 4
    min_flips: int = 4
    max_nodes: int = 200

    def __post_init__(self) -> None:
        if not 2 <= self.pancakes <= 9:
            raise ValueError(f"pancakes must be in 2..9, got {self.pancakes}")
        if not 1 <= self.min_flips <= 2 * self.pancakes + 3 or not 20 <= self.max_nodes <= 5000:
            raise ValueError("min_flips must be in 1..2n+3 and max_nodes in 20..5000")


def turn(stack: tuple[int, ...], k: int) -> tuple[int, ...]:
    """Flip the top k: reversed and each sign negated (+ burnt side down, - burnt side up)."""
    return tuple(-x for x in reversed(stack[:k])) + stack[k:]


def signed_gaps(stack: tuple[int, ...]) -> int:
    seq = list(stack) + [len(stack) + 1]
    return sum(b - a != 1 for a, b in zip(seq, seq[1:]))


def ranked(stack) -> tuple[int, ...]:
    """Signed diameters as signed ranks 1..n."""
    order = sorted(abs(x) for x in stack)
    return tuple(order.index(abs(x)) + 1 if x > 0 else -(order.index(abs(x)) + 1) for x in stack)


def _show(stack) -> str:
    return ", ".join(f"{abs(x)}{'D' if x > 0 else 'U'}" for x in stack)


_TEMPLATES = (
    "A stack of {n} pancakes of different diameters (in cm), each burnt on one side. From top to bottom they are: "
    "{stack} (D = burnt side facing down, U = burnt side facing up). A flip of size k slides a spatula under the top "
    "k pancakes and turns that part over, which reverses their order and turns each of them upside down. Find a "
    "shortest sequence of flips after which the stack reads {goal}: smallest on top, largest at the bottom, every "
    "burnt side facing down.",
    "Burnt pancake problem. Stack (top first; each pancake as size then D if its burnt side is down, U if up): "
    "{stack}. Flipping the top k (1 <= k <= {n}) reverses those k pancakes and flips each one, so D becomes U and U "
    "becomes D. Using as few flips as possible, reach the stack {goal}.",
    "Sort these burnt pancakes with the minimum number of prefix flips: {stack} (listed top to bottom; D/U tells "
    "whether the burnt face is down or up). A flip of the top k pancakes reverses them and turns every one of them "
    "over. Goal: sizes increasing downward, all burnt faces down ({goal}).",
)


class BurntPancakes(Bootcamp):
    id = "planning/burnt_pancakes"
    description = "Shortest flip sequence sorting a stack of burnt pancakes, all burnt sides down (replayed and counted)"
    Config = Config
    unique_answer = False
    LEVELS = {
        "1": Config(pancakes=4, min_flips=3, max_nodes=60),
        "2": Config(pancakes=4, min_flips=5, max_nodes=150),
        "3": Config(pancakes=5, min_flips=5, max_nodes=250),
        "4": Config(pancakes=6, min_flips=6, max_nodes=400),
        "5": Config(pancakes=7, min_flips=7, max_nodes=600),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        n = config.pancakes
        while True:
            stack = [x * rng.choice((1, -1)) for x in rng.sample(range(5, 31), n)]
            if signed_gaps(ranked(stack)) + 1 < config.min_flips:
                continue
            plan = self._ida(None, ranked(stack), config.max_nodes)
            if plan is not None and len(plan) >= config.min_flips:
                return {"stack": stack}, plan

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = len(data["stack"])
        goal = _show(sorted(abs(x) for x in data["stack"]))
        text = rng.choice(_TEMPLATES).format(n=n, stack=_show(data["stack"]), goal=goal)
        return f"{text}\n{answer_instruction('the flip sizes k in order, separated by commas (e.g. 2, 4, 1)')}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def check(self, data: dict, answer: list[int], text: str) -> float:
        n = len(data["stack"])
        flips = strict_int_list(text, max_items=len(answer))
        if flips is None or len(flips) > len(answer) or not all(1 <= k <= n for k in flips):
            return 0.0
        stack = tuple(data["stack"])
        for k in flips:
            stack = turn(stack, k)
        return 1.0 if stack == tuple(sorted(abs(x) for x in data["stack"])) else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        plan, n = list(case.answer), len(case.data["stack"])
        tries = [plan[:-1], plan + [1, 1], plan[::-1]]
        for _ in range(6):
            i = rng.randrange(len(plan))
            tries.append(plan[:i] + [plan[i] % n + 1] + plan[i + 1:])
        texts = [self.format_answer(p) for p in tries]
        return [x for x in texts if self.check(case.data, case.answer, x) == 0.0][:4]

    def program(self, t: Tracer, data: dict) -> list[int]:
        plan = self._ida(t, ranked(data["stack"]), None)
        assert plan is not None
        return plan

    def _ida(self, t: Tracer | None, start: tuple[int, ...], max_nodes: int | None) -> list[int] | None:
        n = len(start)
        goal = tuple(range(1, n + 1))
        budget = [max_nodes if max_nodes is not None else 10**9]

        def dfs(stack: tuple[int, ...], path: list[int], bound: int) -> tuple[list[int] | None, int]:
            h = signed_gaps(stack)
            if len(path) + h > bound:
                return None, len(path) + h
            if stack == goal:
                return path, bound
            budget[0] -= 1
            if budget[0] < 0:
                raise OverflowError
            if t is not None:
                t.state(f"depth {len(path)} after {','.join(map(str, path)) or 'nothing'}")
                t.fetch("stack", _show(stack))
                h = t.compute("gaps", h, why="neighbours not in sorted, burnt-down order")
            least = 10**9
            for k in range(1, n + 1):
                if path and path[-1] == k:
                    continue  # the same flip twice undoes itself
                found, f = dfs(turn(stack, k), path + [k], bound)
                if found is not None:
                    return found, f
                least = min(least, f)
            return None, least

        bound = signed_gaps(start)
        try:
            while True:
                if t is not None:
                    t.state(f"bound {bound}")
                    bound = t.compute("bound", bound, why="the least depth + gaps that overflowed")
                found, nxt = dfs(start, [], bound)
                if found is not None:
                    if t is not None:
                        t.state("answer")
                        found = t.ret("answer", found)
                    return found
                bound = nxt
        except OverflowError:
            return None

    def solve(self, data: dict) -> list[int]:
        """Bidirectional breadth-first search between the stack and the sorted stack."""
        n = len(data["stack"])
        start, goal = tuple(data["stack"]), tuple(sorted(abs(x) for x in data["stack"]))
        if start == goal:
            return []
        fwd, bwd = {start: []}, {goal: []}
        front, back = [start], [goal]
        while True:
            nxt = []
            for s in front:
                for k in range(1, n + 1):
                    c = turn(s, k)
                    if c not in fwd:
                        fwd[c] = fwd[s] + [k]
                        if c in bwd:
                            return fwd[c] + bwd[c][::-1]
                        nxt.append(c)
            front = nxt
            nxt = []
            for s in back:
                for k in range(1, n + 1):
                    c = turn(s, k)  # a flip is its own inverse
                    if c not in bwd:
                        bwd[c] = bwd[s] + [k]
                        if c in fwd:
                            return fwd[c] + bwd[c][::-1]
                        nxt.append(c)
            back = nxt


BOOTCAMP = BurntPancakes()
