"""TAIL Permutation Combination: every k-element combination of an n-element list, by backtracking.

n is the list's length. k is drawn from ``2..min(n - 1, max_k)`` (``k = 1`` when n = 2), so the
answer never degenerates to the whole list, and ``max_k = 3`` keeps the level-5 trace (n = 12:
220 combinations, about 600 states) bounded. Any order of the combinations, and of the
elements inside one, is accepted.

The trace is the recursion laid out linearly: a root state, one state per call (pick ``a[i]``
after the current prefix; a full path is recorded as ``out[c]``), and after each call a return
state in the caller that re-fetches how many combinations the call found and moves to the next
candidate (``next=none`` when the caller's loop is done).
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass

from bootcamps import parse
from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.trace import Tracer

_MAX_ANSWER_CHARS = 50_000
_TO_BRACKETS = str.maketrans("(){}", "[][]")


@dataclass(frozen=True)
class Config:
    min_len: int = 2
    max_len: int = 4
    max_k: int = 3
    max_item: int = 99

    def __post_init__(self) -> None:
        if self.min_len < 2:
            raise ValueError(f"min_len must be >= 2, got {self.min_len}")
        if self.max_len < self.min_len:
            raise ValueError(f"max_len must be >= min_len ({self.min_len}), got {self.max_len}")
        if self.max_k < 2:
            raise ValueError(f"max_k must be >= 2, got {self.max_k}")
        if self.max_item < self.max_len:
            raise ValueError(f"max_item {self.max_item} leaves too few distinct items for {self.max_len}")


_TEMPLATES = (
    "List all combinations of {k} elements chosen from the list {items}.",
    "Using backtracking, enumerate every way to choose {k} of the {n} elements of {items} (order inside a choice "
    "does not matter).",
    "Elements: {csv}\nk = {k}\nWrite down all k-element combinations of the elements.",
    "How can you pick {k} numbers out of {items}? List every possible combination.",
    "Generate all subsets of size {k} of the list {items}.",
    "A committee of {k} must be formed from the members {csv}. List every possible committee.",
    "Find all {k}-combinations of the {n}-element list {items}, step by step.",
    "Choose {k} items from {items} in every possible way, without repetition and ignoring order. "
    "What are the combinations?",
    "Input list: {items}\nCombination size: {k}\nOutput: all combinations of that size.",
    "There are {n} cards numbered {csv}. List all the different hands of {k} cards.",
    "Enumerate C({n}, {k}) explicitly: write out all {k}-element combinations of {items}.",
    "From the numbers {csv}, select {k} at a time. List all possible selections.",
    "Give every unordered selection of {k} distinct elements from {items}.",
    "List:\n{lines}\nTask: list all combinations of {k} of these elements.",
    "Backtracking exercise: starting from an empty choice, add elements of {items} one at a time (keeping the list "
    "order) until {k} are chosen. Report all complete choices.",
    "What are all the ways to choose a group of {k} from {items}? Each group is a combination, so order does not "
    "matter.",
    "Let S = {items}. List every subset of S with exactly {k} elements.",
    "You must pick exactly {k} toppings from the menu {csv} (each topping at most once). List all possible "
    "selections; the order of picking does not matter.",
    "Write all combinations (not permutations) of {k} elements taken from the list {items}.",
    "Items available: {csv}. Enumerate all possible {k}-item bundles.",
    "All {k}-subsets of {items}, please: list them.",
    "Consider the sequence {items}. Produce every combination of {k} of its elements by backtracking.",
)


class PermutationCombination(Bootcamp):
    id = "algorithm/permutation_combination"
    description = "All k-combinations of an n-element list by backtracking (TAIL Permutation Combination)"
    multiline_answer = True  # one combination per line; extra or repeated ones are refused
    Config = Config
    LEVELS = {
        "1": Config(min_len=2, max_len=4),
        "2": Config(min_len=5, max_len=6),
        "3": Config(min_len=7, max_len=8),
        "4": Config(min_len=9, max_len=10),
        "5": Config(min_len=11, max_len=12),
    }

    def length(self, data: dict) -> int:
        return len(data["items"])

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        n = rng.randint(config.min_len, config.max_len)
        k = 1 if n == 2 else rng.randint(2, min(n - 1, config.max_k))
        data = {"items": rng.sample(range(1, config.max_item + 1), n), "k": k}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        items = data["items"]
        csv = ", ".join(str(v) for v in items)
        text = rng.choice(_TEMPLATES).format(
            k=data["k"], n=len(items), items=f"[{csv}]", csv=csv, lines="\n".join(str(v) for v in items)
        )
        form = "the list of all combinations, each one a list in square brackets, e.g. [[1, 2], [1, 3], [2, 3]]"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return "[" + ", ".join("[" + ", ".join(str(v) for v in combo) + "]" for combo in answer) + "]"

    def check(self, data: dict, answer: list[list[int]], text: str) -> float:
        if len(text) > _MAX_ANSWER_CHARS:
            return 0.0
        text = text.translate(_TO_BRACKETS)
        rows = parse.parse_grid(text)
        if rows is None:
            return 0.0
        k = int(data["k"])
        if k == 1 and len(rows) == 1 and text.count("[") <= 1:
            rows = [[cell] for cell in rows[0]]  # singletons written as one flat list: [7, 3]
        combos = []
        for row in rows:
            numbers = [parse.parse_int(cell) for cell in row]
            if len(numbers) != k or None in numbers or len(set(numbers)) != k:
                return 0.0
            combos.append(frozenset(numbers))
        gold = {frozenset(combo) for combo in answer}
        return 1.0 if len(combos) == len(gold) and set(combos) == gold else 0.0

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        items, k = [int(v) for v in data["items"]], int(data["k"])
        n = len(items)
        out: list[list[int]] = []

        def call(prefix: list[int], i: int) -> int:
            """Pick a[i] after ``prefix``; returns how many combinations this call recorded."""
            t.state(f"pick a[{i}] after {prefix}")
            prefix = t.fetch("prefix", prefix)
            if not 0 <= i < n:
                raise IndexError(f"a[{i}] is outside the list")
            path = t.compute("path", prefix + [t.fetch(f"a[{i}]", items[i])], why="prefix plus a[i]")
            need = t.compute("need", k - len(path), why="k minus the path length")
            if need == 0:
                out.append(t.compute(f"out[{len(out)}]", path, why="a full combination, record it"))
                return 1
            last = t.compute("last", n - need, why="n minus need, the last index that leaves room")
            first = t.goto(i + 1 if i + 1 <= last else None, why="first candidate i+1, none if past last")
            return loop(path, first, last)

        def loop(path: list[int], i: int | None, last: int) -> int:
            """The caller's loop over candidates ``i..last``; returns the combinations found under it."""
            count = 0
            while i is not None:
                found = call(path, i)
                t.state(f"back in {path} after a[{i}]")
                found = t.ret("found", found)
                total = t.compute("total", t.fetch("count", count) + found, why="count plus found")
                count = total
                i = t.fetch("i", i)
                last = t.fetch("last", last)
                i = t.goto(i + 1 if i + 1 <= last else None, why="next candidate i+1, none once past last")
            return count

        t.state(f"choose {k} of {n}")
        need = t.fetch("k", k)
        last = t.compute("last", t.fetch("n", n) - need, why="n minus k, the last index for the first pick")
        count = loop([], t.goto(0 if 0 <= last else None, why="first candidate 0"), last)
        t.state("answer")
        count = t.fetch("count", count)
        if not 0 <= count <= len(out):
            raise IndexError(f"{count} combinations counted, {len(out)} recorded")
        combos = [t.fetch(f"out[{c}]", out[c]) for c in range(count)]
        return t.compute("answer", combos, why="the recorded combinations")

    def solve(self, data: dict) -> list[list[int]]:
        return [list(combo) for combo in itertools.combinations(data["items"], int(data["k"]))]


BOOTCAMP = PermutationCombination()
