"""Which accesses of a byte-address trace hit in a set-associative LRU cache.

The cache has S sets of W lines (W = 1 is direct mapped), each line holding a block of B bytes.
Address a lies in block a div B, which maps to set (block mod S) with tag (block div S). A set
keeps at most W tags; on a miss into a full set the least recently used tag is replaced, and
hits and misses both make the tag the most recently used. The answer is the 1-based positions
of the hits. The trace is one state per access, with the set's tags in recency order.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    sets: int = 4
    ways: int = 1
    block: int = 4
    accesses: int = 8
    reuse: float = 0.45

    def __post_init__(self) -> None:
        if not 1 <= self.sets <= 64 or not 1 <= self.ways <= 16:
            raise ValueError(f"sets must be in 1..64 and ways in 1..16, got {self.sets}, {self.ways}")
        if self.block not in (1, 2, 4, 8, 16, 32, 64):
            raise ValueError(f"block must be a power of two up to 64, got {self.block}")
        if not 3 <= self.accesses <= 200:
            raise ValueError(f"accesses must be in 3..200, got {self.accesses}")
        if not 0 <= self.reuse < 1:
            raise ValueError(f"reuse must be in [0, 1), got {self.reuse}")


_TEMPLATES = (
    "A CPU cache has {s} sets with {w} line(s) per set ({kind}), and each line stores one block of {b} bytes. Byte "
    "address a belongs to block a div {b}; that block goes to set (block mod {s}) and is identified there by its "
    "tag (block div {s}). Within a set, the least recently used line is replaced on a miss when the set is full; "
    "every access, hit or miss, makes its block the most recently used in its set. The cache starts empty. The "
    "program reads these byte addresses in order:\n{addrs}\nWhich accesses are hits?",
    "Simulate a {kind} cache: {s} sets, associativity {w}, block size {b} bytes, LRU replacement within each set, "
    "empty at the start. Address mapping: block number = floor(address / {b}), set index = block number mod {s}, "
    "tag = floor(block number / {s}). A read hits when its set already holds its tag. Read sequence (decimal byte "
    "addresses): {addrs}. Number the reads from 1 and list those that hit.",
    "Memory reads (byte addresses): {addrs}.\nThey go through an initially empty cache of {s} set(s) x {w} way(s) "
    "with {b}-byte lines ({kind}). Each address maps to set (address div {b}) mod {s} with tag (address div {b}) "
    "div {s}; a miss loads the block, evicting the least recently used block of that set when all {w} line(s) are "
    "taken, and a hit refreshes the block's recency. Counting reads from 1, which ones hit the cache?",
)


class CacheHits(IntListAnswer, Bootcamp):
    id = "simulation/cache_hits"
    description = "Hit positions of a byte-address trace in a set-associative LRU cache (set index and tag)"
    Config = Config
    LEVELS = {
        "1": Config(sets=4, ways=1, block=4, accesses=8),
        "2": Config(sets=4, ways=1, block=8, accesses=12),
        "3": Config(sets=4, ways=2, block=8, accesses=16),
        "4": Config(sets=8, ways=2, block=16, accesses=22),
        "5": Config(sets=8, ways=4, block=16, accesses=32),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        # Blocks drawn from about twice what the cache holds, so some sets overflow.
        span = config.sets * config.ways * config.block * 2
        while True:
            addrs: list[int] = []
            for _ in range(config.accesses):
                if addrs and rng.random() < config.reuse:  # near an earlier address: same or next block
                    base = rng.choice(addrs[-6:])
                    addrs.append(max(0, base + rng.randint(-config.block, config.block)))
                else:
                    addrs.append(rng.randrange(span))
            data = {"sets": config.sets, "ways": config.ways, "block": config.block, "addresses": addrs}
            hits = self.solve(data)
            if 0 < len(hits) < config.accesses - 1:
                return data, hits

    def prompt(self, data: dict, rng: random.Random) -> str:
        w = data["ways"]
        kind = "direct mapped" if w == 1 else f"{w}-way set associative"
        text = rng.choice(_TEMPLATES).format(s=data["sets"], w=w, b=data["block"], kind=kind,
                                              addrs=", ".join(map(str, data["addresses"])))
        form = "the positions of the hits in increasing order, separated by commas (for example 3, 5, 6)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        s, b, w = data["sets"], data["block"], data["ways"]
        lines: dict[int, list[int]] = {}  # set -> tags, most recently used first
        hits: list[int] = []
        for i, addr in enumerate(data["addresses"], 1):
            t.state(f"access {i}")
            addr = t.fetch(f"addr[{i}]", addr)
            block = t.compute("block", addr // b, why=f"address div {b}")
            index = t.compute("set", block % s, why=f"block mod {s}")
            tag = t.compute("tag", block // s, why=f"block div {s}")
            tags = t.fetch(f"set {index} tags", list(lines.get(index, [])))
            if t.goto(tag in tags, why="tag present: hit"):
                hits = t.compute("hits", hits + [i])
                lines[index] = t.compute(f"new set {index} tags", [tag] + [x for x in tags if x != tag])
            else:
                lines[index] = t.compute(f"new set {index} tags", ([tag] + tags)[:w],
                                         why="load, dropping the least recently used" if len(tags) == w else "load")
        t.state("answer")
        return t.compute("answer", t.fetch("hits", hits))

    def solve(self, data: dict) -> list[int]:
        # Each line remembers the time of its last use; a full set evicts the smallest time.
        s, b, w = data["sets"], data["block"], data["ways"]
        last_use: list[dict[int, int]] = [{} for _ in range(s)]
        hits = []
        for time, addr in enumerate(data["addresses"], 1):
            line = last_use[(addr // b) % s]
            tag = addr // b // s
            if tag in line:
                hits.append(time)
            elif len(line) == w:
                del line[min(line, key=line.__getitem__)]
            line[tag] = time
        return hits


BOOTCAMP = CacheHits()
