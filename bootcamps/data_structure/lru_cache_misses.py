"""Number of misses of a least-recently-used cache on a sequence of requests.

The trace keeps the cache contents ordered from least to most recently used: one state per
request (hit: move to the back; miss: evict the front if full, then append).
"""

from __future__ import annotations

import random
from collections import OrderedDict
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    capacity: int = 2
    requests: int = 8
    keys: int = 4

    def __post_init__(self) -> None:
        if self.capacity < 1:
            raise ValueError(f"capacity must be >= 1, got {self.capacity}")
        if not 2 <= self.requests <= 2000:
            raise ValueError(f"requests must be in 2..2000, got {self.requests}")
        if self.keys <= self.capacity:
            raise ValueError(f"keys must exceed capacity ({self.capacity}), got {self.keys}")


_TEMPLATES = (
    "A cache holds at most {cap} pages and evicts the least recently used page when it is full. It starts empty. "
    "Requests, in order: {seq}\nA request for a page not in the cache is a miss (the page is then loaded). How many "
    "misses are there?",
    "An LRU cache of capacity {cap} (initially empty) receives the key accesses {seq}. Every access, hit or miss, "
    "makes that key the most recently used. Count the misses.",
    "Simulate a least-recently-used buffer with {cap} slots, empty at the start, for the page references {seq}. How "
    "many page faults occur?",
)


class LruCacheMisses(IntegerAnswer, Bootcamp):
    id = "data_structure/lru_cache_misses"
    description = "Misses of an LRU cache on a request sequence (recency-list trace)"
    Config = Config
    LEVELS = {
        "1": Config(capacity=2, requests=8, keys=4),
        "2": Config(capacity=3, requests=12, keys=5),
        "3": Config(capacity=3, requests=18, keys=6),
        "4": Config(capacity=4, requests=26, keys=8),
        "5": Config(capacity=5, requests=36, keys=10),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        hot = rng.sample(range(1, config.keys + 1), config.capacity)  # a working set makes hits common
        seq = [rng.choice(hot) if rng.random() < 0.5 else rng.randint(1, config.keys) for _ in range(config.requests)]
        data = {"capacity": config.capacity, "requests": seq}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        seq = rng.choice((", ", " ")).join(map(str, data["requests"]))
        text = rng.choice(_TEMPLATES).format(cap=data["capacity"], seq=seq)
        return f"{text}\n{answer_instruction('the number of misses as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        cap = data["capacity"]
        cache: list[int] = []
        misses = 0
        for k, key in enumerate(data["requests"]):
            t.state(f"request {k}")
            key = t.fetch(f"req[{k}]", key)
            cache = t.fetch("cache", cache)
            if t.goto(key in cache, why="hit"):
                cache = t.compute("cache", [c for c in cache if c != key] + [key], why="move to most recent")
                continue
            misses = t.compute("misses", misses + 1)
            if t.goto(len(cache) >= cap, why="full: evict the least recent"):
                cache = t.compute("cache", cache[1:])
            cache = t.compute("cache", cache + [key])
        t.state("answer")
        return t.compute("answer", t.fetch("misses", misses))

    def solve(self, data: dict) -> int:
        cache: OrderedDict[int, None] = OrderedDict()
        misses = 0
        for key in data["requests"]:
            if key in cache:
                cache.move_to_end(key)
                continue
            misses += 1
            if len(cache) >= data["capacity"]:
                cache.popitem(last=False)
            cache[key] = None
        return misses


BOOTCAMP = LruCacheMisses()
