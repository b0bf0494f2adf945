"""Addresses a first-fit, best-fit or worst-fit memory allocator hands out.

Memory is cells 0..M-1, all free at the start. A request ``alloc X n`` takes n contiguous cells
from the start (lowest address) of one free hole, chosen by the case's policy: the lowest-address
hole that is big enough (first fit), the smallest big-enough hole (best fit) or the largest hole
(worst fit), ties going to the lower address; with no hole big enough the request fails (-1).
``free X`` gives block X back, and free neighbours merge into one hole. The answer is the start
address of every alloc request in order. The trace is one state per request over the hole list.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.trace import Tracer

_POLICIES = ("first", "best", "worst")
_RULE = {
    "first": "first fit: use the free hole with the lowest address that is large enough",
    "best": "best fit: use the smallest free hole that is large enough (the lowest address among equally small ones)",
    "worst": "worst fit: use the largest free hole, if it is large enough (the lowest address among equally large "
             "ones)",
}
_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


@dataclass(frozen=True)
class Config:
    memory: int = 16
    allocs: int = 5
    max_size: int = 5
    free_p: float = 0.4

    def __post_init__(self) -> None:
        if not 4 <= self.memory <= 1000:
            raise ValueError(f"memory must be in 4..1000, got {self.memory}")
        if not 2 <= self.allocs <= 26:
            raise ValueError(f"allocs must be in 2..26, got {self.allocs}")
        if not 1 <= self.max_size <= self.memory:
            raise ValueError(f"max_size must be in 1..memory, got {self.max_size}")
        if not 0 < self.free_p < 1:
            raise ValueError(f"free_p must be in (0, 1), got {self.free_p}")


_TEMPLATES = (
    "A memory of {m} cells (addresses 0 to {last}) is managed by a {name} allocator; at the start all of it is one "
    "free hole. Requests, in order:\n{ops}\n'alloc X n' reserves n contiguous cells for block X, taken from the "
    "beginning (lowest address) of a free hole chosen by {rule}. If no free hole has at least n cells the request "
    "fails and X gets nothing. 'free X' releases block X; a released range merges with any free cells right before "
    "or after it into one hole. What start address does each alloc request get (-1 for a failed one)?",
    "Simulate a heap allocator using the {name} policy ({rule}). Heap size {m} (addresses 0..{last}), initially "
    "entirely free. A block is always carved from the low end of the chosen hole; freeing a block coalesces it "
    "with adjacent free space; an allocation that no hole can hold returns -1.\n{ops}\nList the address returned "
    "by every allocation, in request order.",
    "Operating-systems exercise, contiguous allocation with {name}. Memory: {m} units, numbered 0 to {last}, all "
    "free. Placement rule: {rule}; the block goes at the hole's lowest address. Freed blocks merge with neighbouring "
    "holes. A request that does not fit anywhere is refused (write -1).\nRequest sequence:\n{ops}\nGive the "
    "starting address of each alloc request.",
)


def place(holes: list[list[int]], size: int, policy: str) -> int | None:
    """Index of the hole (sorted by address) the policy picks for ``size`` cells, or ``None``."""
    fits = [i for i, (_, length) in enumerate(holes) if length >= size]
    if not fits:
        return None
    if policy == "first":
        return fits[0]
    if policy == "best":
        return min(fits, key=lambda i: (holes[i][1], holes[i][0]))
    return max(fits, key=lambda i: (holes[i][1], -holes[i][0]))


def release(holes: list[list[int]], start: int, size: int) -> list[list[int]]:
    """The hole list with [start, size] added and merged with touching holes."""
    merged: list[list[int]] = []
    for s, length in sorted(holes + [[start, size]]):
        if merged and merged[-1][0] + merged[-1][1] == s:
            merged[-1] = [merged[-1][0], merged[-1][1] + length]
        else:
            merged.append([s, length])
    return merged


class MemoryAllocator(IntListAnswer, Bootcamp):
    id = "simulation/memory_allocator"
    description = "Start addresses from a first/best/worst-fit allocator with frees and hole merging"
    Config = Config
    LEVELS = {
        "1": Config(memory=12, allocs=5, max_size=5),
        "2": Config(memory=24, allocs=7, max_size=7),
        "3": Config(memory=32, allocs=10, max_size=9),
        "4": Config(memory=48, allocs=14, max_size=12),
        "5": Config(memory=64, allocs=20, max_size=14),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        policy = rng.choice(_POLICIES)
        for _ in range(40):  # prefer request lists on which the policy matters
            data = self._requests(config, policy, rng)
            gold = self.solve(data)
            if any(self.solve(dict(data, policy=other)) != gold for other in _POLICIES if other != policy):
                break
        return data, gold

    def _requests(self, config: Config, policy: str, rng: random.Random) -> dict:
        ops: list[list] = []
        holes = [[0, config.memory]]
        live: dict[str, list[int]] = {}
        n = 0
        while n < config.allocs:
            if live and rng.random() < config.free_p:
                name = sorted(live)[rng.randrange(len(live))]
                ops.append(["free", name])
                holes = release(holes, *live.pop(name))
                continue
            name, size = _LETTERS[n], rng.randint(1, config.max_size)
            ops.append(["alloc", name, size])
            n += 1
            pick = place(holes, size, policy)
            if pick is not None:  # a failed block holds nothing and is never freed
                start, length = holes[pick]
                live[name] = [start, size]
                holes = holes[:pick] + ([[start + size, length - size]] if length > size else []) + holes[pick + 1:]
        return {"memory": config.memory, "policy": policy, "ops": ops}

    def prompt(self, data: dict, rng: random.Random) -> str:
        m = data["memory"]
        ops = "\n".join(f"{i}. alloc {op[1]} {op[2]}" if op[0] == "alloc" else f"{i}. free {op[1]}"
                        for i, op in enumerate(data["ops"], 1))
        name = {"first": "first-fit", "best": "best-fit", "worst": "worst-fit"}[data["policy"]]
        text = rng.choice(_TEMPLATES).format(m=m, last=m - 1, name=name, rule=_RULE[data["policy"]], ops=ops)
        count = sum(op[0] == "alloc" for op in data["ops"])
        form = f"the {count} start addresses in request order, separated by commas (for example 0, 5, -1, 3)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        holes = [[0, data["memory"]]]
        blocks: dict[str, list[int]] = {}
        out: list[int] = []
        policy = data["policy"]
        for i, op in enumerate(data["ops"], 1):
            t.state(f"request {i}")
            op = t.fetch(f"ops[{i}]", list(op))
            current = t.fetch("holes", [list(h) for h in holes])
            if op[0] == "free":
                if t.goto(op[1] not in blocks, why="block never placed"):
                    continue
                start, size = blocks.pop(op[1])
                holes = t.compute("new holes", release(current, start, size), why=f"return {size} cells at {start}, merge")
                continue
            pick = place(current, op[2], policy)
            chosen = t.compute("chosen hole", None if pick is None else list(current[pick]), why=f"{policy} fit")
            if chosen is None:
                out.append(t.compute(f"address {op[1]}", -1, why="no hole large enough"))
                continue
            out.append(t.compute(f"address {op[1]}", chosen[0]))
            blocks[op[1]] = [chosen[0], op[2]]
            rest = [chosen[0] + op[2], chosen[1] - op[2]]
            holes = t.compute("new holes", current[:pick] + ([rest] if rest[1] else []) + current[pick + 1:])
        t.state("answer")
        return t.compute("answer", t.fetch("addresses", list(out)))

    def solve(self, data: dict) -> list[int]:
        # A map from every cell to its owner; holes are found by scanning for runs of free cells.
        owner: list[str | None] = [None] * data["memory"]
        out: list[int] = []
        for op in data["ops"]:
            if op[0] == "free":
                owner = [None if o == op[1] else o for o in owner]
                continue
            runs, start = [], None
            for a, o in enumerate(owner + ["end"]):
                if o is None and start is None:
                    start = a
                elif o is not None and start is not None:
                    runs.append((start, a - start))
                    start = None
            pick = place([list(r) for r in runs], op[2], data["policy"])
            if pick is None:
                out.append(-1)
                continue
            at = runs[pick][0]
            owner[at:at + op[2]] = [op[1]] * op[2]
            out.append(at)
        return out


BOOTCAMP = MemoryAllocator()
