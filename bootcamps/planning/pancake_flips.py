"""Pancake sorting: a shortest sequence of prefix reversals ("flip the top k") that sorts a
stack, smallest on top. Any shortest sequence passes: the verifier replays the flips and
compares the count with the optimum (found by IDA* with the gap heuristic)."""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import strict_int_list
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    pancakes: int = 5
    min_flips: int = 3

    def __post_init__(self) -> None:
        if not 3 <= self.pancakes <= 10:
            raise ValueError(f"pancakes must be in 3..10, got {self.pancakes}")
        if not 1 <= self.min_flips <= self.pancakes + 1:
            raise ValueError(f"min_flips must be in 1..pancakes+1, got {self.min_flips}")


def flip(stack: list[int], k: int) -> list[int]:
    return stack[:k][::-1] + stack[k:]


def gaps(stack: list[int]) -> int:
    """Adjacent pairs (the plate below counts as larger than all) that are not neighbours in
    size order; each flip closes at most one, so this never overestimates."""
    rank = {v: i for i, v in enumerate(sorted(stack))}
    ranks = [rank[v] for v in stack] + [len(stack)]
    return sum(abs(a - b) != 1 for a, b in zip(ranks, ranks[1:]))


_TEMPLATES = (
    "A stack of {n} pancakes with diameters (cm) {stack}, listed from top to bottom. The "
    "only move is to slide a spatula under the top k pancakes (2 <= k <= {n}) and flip them over, reversing their "
    "order. Find a shortest sequence of flips that sorts the stack with the smallest pancake on top and the "
    "largest at the bottom.",
    "Pancake sorting. Top to bottom the pancake sizes read {stack}. A flip of size k reverses the top k pancakes "
    "(k from 2 to {n}). Give a sequence of flips of minimum length after which the stack reads {goal} from top to "
    "bottom.",
    "You may repeatedly reverse the top k elements of the list {stack} (the first entry is the top; any k between 2 "
    "and {n}). Using as few reversals as possible, turn it into {goal}. List the k of each reversal in order.",
)


class PancakeFlips(Bootcamp):
    id = "planning/pancake_flips"
    description = "Pancake sorting: a shortest sequence of top-k flips that sorts the stack (replayed and counted)"
    Config = Config
    unique_answer = False
    LEVELS = {
        "1": Config(pancakes=4, min_flips=3),
        "2": Config(pancakes=5, min_flips=4),
        "3": Config(pancakes=6, min_flips=5),
        "4": Config(pancakes=7, min_flips=6),
        "5": Config(pancakes=8, min_flips=7),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        while True:
            stack = rng.sample(range(5, 41), config.pancakes)  # diameters in cm, all different
            if gaps(stack) + 1 < config.min_flips:
                continue  # too close to sorted to need min_flips (a cheap bound before searching)
            data = {"stack": stack}
            plan = self.program(Tracer(), data)
            if len(plan) >= config.min_flips:
                return data, plan

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = len(data["stack"])
        text = rng.choice(_TEMPLATES).format(
            n=n, stack=", ".join(map(str, data["stack"])), goal=", ".join(map(str, sorted(data["stack"])))
        )
        form = "the flip sizes k in order, separated by commas (for example 3, 5, 2)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def check(self, data: dict, answer: list[int], text: str) -> float:
        stack = list(data["stack"])
        flips = strict_int_list(text, max_items=len(answer))
        if flips is None or len(flips) != len(answer) or any(not 2 <= k <= len(stack) for k in flips):
            return 0.0
        for k in flips:
            stack = flip(stack, k)
        return 1.0 if stack == sorted(stack) else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        plan = list(case.answer)
        n = len(case.data["stack"])
        out = [self.format_answer(plan[:-1]), self.format_answer(plan + [n, n])]  # unsorted; sorted but too long
        out.append(self.format_answer([n + 1] + plan[1:]))  # a flip larger than the stack
        return out

    def program(self, t: Tracer, data: dict) -> list[int]:
        """IDA*: depth-first search bounded by depth + gaps; the bound rises to the smallest f that
        exceeded it. Flipping the same k twice in a row undoes itself, so it is skipped."""
        start = data["stack"]
        bound = gaps(start)
        while True:
            t.state(f"bound {bound}")
            bound = t.compute("bound", bound, why="largest depth + gaps explored this round")
            over: list[int] = []
            found = self._dfs(t, start, [], bound, over)
            if found is not None:
                return found
            t.state("raise bound")
            bound = t.compute("bound", min(over), why="smallest f that exceeded the bound")

    def _dfs(self, t: Tracer, stack: list[int], path: list[int], bound: int, over: list[int]) -> list[int] | None:
        depth = len(path)
        for k in range(2, len(stack) + 1):
            if path and path[-1] == k:
                continue
            t.state(f"depth {depth + 1} flip {k}")
            s = t.fetch(f"stack@{depth}", list(stack))
            child = t.compute("after", flip(s, k), why=f"reverse the top {k}")
            h = t.compute("gaps", gaps(child), why="non-consecutive neighbours")
            if t.goto(h == 0, why="sorted"):
                return t.compute("plan", path + [k], why="flips so far")
            f = depth + 1 + h
            if t.goto(f > bound, why=f"depth+gaps = {f} over the bound"):
                over.append(f)
                continue
            found = self._dfs(t, child, path + [k], bound, over)
            if found is not None:
                return found
        return None

    def solve(self, data: dict) -> list[int]:
        """Breadth-first search over all stacks with parent links (n! states at most)."""
        start = tuple(data["stack"])
        goal = tuple(sorted(start))
        parent: dict[tuple, tuple | None] = {start: None}
        queue = deque([start])
        while goal not in parent:
            s = queue.popleft()
            for k in range(2, len(s) + 1):
                nxt = s[:k][::-1] + s[k:]
                if nxt not in parent:
                    parent[nxt] = (s, k)
                    queue.append(nxt)
        plan, s = [], goal
        while parent[s] is not None:
            s, k = parent[s]  # type: ignore[misc]
            plan.append(k)
        return plan[::-1]


BOOTCAMP = PancakeFlips()
