"""The nodes a skip-list search steps onto, for a skip list whose node heights are given.

Level 1 links every key in increasing order; level l links the keys whose height is at least l.
A search for x starts at the head on the top level H; on each level it moves right while the
next node on that level holds a key smaller than x, then drops one level; after level 1 it stops
(the next node on level 1 is where x is or would be). The answer is, for each search, the keys
of the nodes it moved onto, in order. At the higher levels inserts (with a stated height) and
deletes come between the searches and splice nodes in and out of every level they reach.

The trace is one state per level of each search or update, following the forward pointers;
``solve`` instead takes, level by level, the keys of that level between the current node and x.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.ds8 import IntGroupsAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    keys: int = 7
    height: int = 3
    searches: int = 2
    updates: int = 0
    max_key: int = 60

    def __post_init__(self) -> None:
        if not 3 <= self.keys <= 80:
            raise ValueError(f"keys must be in 3..80, got {self.keys}")
        if not 2 <= self.height <= 8:
            raise ValueError(f"height must be in 2..8, got {self.height}")
        if not 1 <= self.searches <= 20 or not 0 <= self.updates <= 20:
            raise ValueError(f"need searches in 1..20 and updates in 0..20, got {self.searches}, {self.updates}")
        if not 2 * (self.keys + self.updates + self.searches) <= self.max_key <= 9999:
            raise ValueError(f"max_key must be in 2*(keys+updates+searches)..9999, got {self.max_key}")


_TEMPLATES = (
    "A skip list holds keys in increasing order on several levels. Level 1 links all keys; level l links, in "
    "increasing order, only the keys whose node has height at least l; the head sits before the first node on "
    "every level, up to the top level {top}. {shape}\nTo search for a value x, start at the head on level {top}. On "
    "the current level, keep moving right while the next node on this level holds a key smaller than x; when the "
    "next node's key is x or larger (or there is no next node), drop down one level at the same node. After "
    "finishing level 1 the search stops.{updates}\nCarry out, in order:\n{ops}\nFor each search, which nodes does "
    "it move onto (moving right), in order?",
    "Skip list with levels 1 (bottom, every key) to {top} (top); a node of height h appears on levels 1..h. "
    "{shape}\nsearch(x): begin at the head on level {top}; at each level advance along the level's links as long "
    "as the following key is less than x, then go down a level (staying at the same node); stop once level 1 is "
    "done.{updates}\nOperations:\n{ops}\nFor every search, list the keys of the nodes the search steps onto "
    "when it moves forward, in the order it reaches them.",
    "Consider a skip list whose head has {top} levels. {shape}\nA search for x walks from the head at level {top}: "
    "it follows the link to the next node on the current level only while that node's key is below x; otherwise "
    "it descends one level without moving. When it cannot move right on level 1 it ends.{updates}\nPerform:\n"
    "{ops}\nReport, for each search, the sequence of keys it visits by moving right.",
)
_UPDATES = (" 'insert k with height h' adds a node with key k that appears on levels 1 to h, linked into each "
            "of those levels at its sorted place; 'delete k' removes k's node from every level it is on.")


def _shape(heights: dict[int, int], top: int, style: int) -> str:
    keys = sorted(heights)
    if style == 0:
        lines = [f"level {lv}: " + (", ".join(str(k) for k in keys if heights[k] >= lv) or "(no nodes)")
                 for lv in range(top, 0, -1)]
        return "At the start, the levels are:\n" + "\n".join(lines)
    return "At the start it holds these keys, each with the height of its node: " + \
        ", ".join(f"{k} (height {heights[k]})" for k in keys) + "."


class SkipListSearchPath(IntGroupsAnswer, Bootcamp):
    id = "data_structure/skip_list_search_path"
    description = "Nodes a skip-list search moves onto, level by level, with nodes of given heights and updates"
    Config = Config
    LEVELS = {
        "1": Config(keys=7, height=3, searches=2, max_key=50),
        "2": Config(keys=10, height=3, searches=3, max_key=70),
        "3": Config(keys=14, height=4, searches=4, max_key=99),
        "4": Config(keys=18, height=4, searches=4, updates=3, max_key=150),
        "5": Config(keys=26, height=5, searches=6, updates=5, max_key=250),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        top = config.height

        def height() -> int:
            h = 1
            while h < top and rng.random() < 0.5:
                h += 1
            return h

        values = rng.sample(range(1, config.max_key + 1), config.keys + config.updates + config.searches)
        keys, fresh = values[: config.keys], values[config.keys :]
        heights = {k: height() for k in keys}
        heights[rng.choice(keys)] = top  # the top level is never empty at the start
        updates: list[list] = []
        present = list(keys)
        for _ in range(config.updates):
            if rng.random() < 0.5 and len(present) > 3:
                k = rng.choice(present)
                present.remove(k)
                updates.append(["delete", k])
            else:
                k = fresh.pop()
                present.append(k)
                updates.append(["insert", k, height()])
        searches = [["search", rng.choice(keys + present) if rng.random() < 0.5 else fresh.pop()]
                    for _ in range(config.searches)]
        total = len(updates) + len(searches)  # the last operation is a search
        slots = set(rng.sample(range(total - 1), len(searches) - 1)) | {total - 1}
        ops = [searches.pop(0) if i in slots else updates.pop(0) for i in range(total)]
        data = {"top": top, "heights": [[k, heights[k]] for k in sorted(heights)], "ops": ops}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        top = data["top"]
        heights = {k: h for k, h in data["heights"]}
        lines = []
        for op in data["ops"]:
            lines.append(f"insert {op[1]} with height {op[2]}" if op[0] == "insert" else f"{op[0]} {op[1]}")
        updates = _UPDATES if any(op[0] != "search" for op in data["ops"]) else ""
        text = rng.choice(_TEMPLATES).format(top=top, shape=_shape(heights, top, rng.randrange(2)), updates=updates,
                                             ops="\n".join(lines))
        form = ("one group per search in the order of the searches, each group the keys moved onto inside square "
                "brackets, [] for a search that never moves right, groups separated by commas (for example "
                "[10, 25], [], [10, 40, 44])")
        return f"{text}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        top = data["top"]
        head = 0  # keys are positive, so 0 names the head
        nxt: list[dict[int, int | None]] = [{} for _ in range(top + 1)]  # nxt[level][node] -> next key
        for level in range(1, top + 1):
            chain = [head] + [k for k, h in data["heights"] if h >= level]
            nxt[level] = {a: b for a, b in zip(chain, chain[1:] + [None])}

        def name(node: int) -> str:
            return "head" if node == head else str(node)

        def walk(x: int, label: str) -> tuple[list[int], list[int]]:
            """The nodes moved onto, and the last node reached on each level (index = level)."""
            node, path, last = head, [], [head] * (top + 1)
            for level in range(top, 0, -1):
                t.state(f"{label} level {level}")
                while True:
                    ahead = t.fetch(f"next{level}[{name(node)}]", nxt[level].get(node))
                    if not t.goto(ahead is not None and ahead < x, why=f"next key below {x}: move right"):
                        break
                    node = ahead
                    path = t.compute("path", path + [node])
                last[level] = node
            return path, last

        out: list[list[int]] = []
        for n, op in enumerate(data["ops"]):
            t.state(f"op {n + 1} {op[0]}")
            x = t.fetch(f"ops[{n}].key", op[1])
            path, last = walk(x, f"op {n + 1} {op[0]} {x}")
            if op[0] == "search":
                out = t.compute("answers", out + [path])
                continue
            levels = range(1, t.fetch(f"ops[{n}].height", op[2]) + 1) if op[0] == "insert" else range(1, top + 1)
            for level in levels:
                t.state(f"op {n + 1} {op[0]} {x} splice level {level}")
                before = last[level]
                after = t.fetch(f"next{level}[{name(before)}]", nxt[level].get(before))
                if op[0] == "insert":
                    nxt[level][x] = t.compute(f"next{level}[{x}]", after)
                    nxt[level][before] = t.compute(f"next{level}[{name(before)}]", x)
                elif t.goto(after == x, why=f"{x} is on level {level}"):
                    nxt[level][before] = t.compute(f"next{level}[{name(before)}]", nxt[level].pop(x, None))
        t.state("answer")
        return t.compute("answer", t.fetch("answers", out))

    def solve(self, data: dict) -> list[list[int]]:
        # Level by level, the search moves onto every key of that level between where it stands and x.
        heights = {k: h for k, h in data["heights"]}
        out = []
        for op in data["ops"]:
            if op[0] == "insert":
                heights[op[1]] = op[2]
            elif op[0] == "delete":
                del heights[op[1]]
            else:
                x, at, path = op[1], 0, []
                for level in range(data["top"], 0, -1):
                    steps = sorted(k for k, h in heights.items() if h >= level and at < k < x)
                    path += steps
                    at = steps[-1] if steps else at
                out.append(path)
        return out


BOOTCAMP = SkipListSearchPath()
