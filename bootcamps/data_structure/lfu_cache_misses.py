"""Number of misses of a least-frequently-used cache on a sequence of requests.

On a miss with a full cache, the page with the fewest uses since it was loaded is evicted; on a
tie, the one used least recently among them. The trace keeps the cache as (page, uses, last use)
triples, one state per request.
"""

from __future__ import annotations

import random

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
# the same knobs as the LRU cache: capacity, request count, distinct pages
from bootcamps.data_structure.lru_cache_misses import Config
from bootcamps.trace import Tracer


_TEMPLATES = (
    "A cache holds at most {cap} pages and starts empty. When a requested page is missing (a miss) and the cache is "
    "full, it evicts the page used the fewest times since it was loaded (the load counts as a use); among those, the "
    "one whose last use is oldest. Requests: {seq}\nHow many misses occur?",
    "Simulate an LFU cache of capacity {cap} (initially empty) with least-recently-used tie-breaking on the accesses "
    "{seq}. A page's use count starts at 1 when loaded, grows by 1 on each hit and is forgotten on eviction. Count "
    "the misses.",
    "Page references: {seq}\nCache size {cap}, empty at first. Replacement policy: least frequently used, counting "
    "uses only while the page is cached (loading is one use), ties broken by least recent use. How many page faults?",
)


class LfuCacheMisses(IntegerAnswer, Bootcamp):
    id = "data_structure/lfu_cache_misses"
    description = "Misses of an LFU cache with LRU tie-breaks (use-count trace per request)"
    Config = Config
    LEVELS = {
        "1": Config(capacity=2, requests=9, keys=4),
        "2": Config(capacity=3, requests=13, keys=5),
        "3": Config(capacity=3, requests=18, keys=6),
        "4": Config(capacity=4, requests=26, keys=8),
        "5": Config(capacity=5, requests=36, keys=10),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        weights = [rng.randint(1, 6) for _ in range(config.keys)]  # skewed popularity: counts matter
        seq = rng.choices(range(1, config.keys + 1), weights=weights, k=config.requests)
        data = {"capacity": config.capacity, "requests": seq}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        seq = rng.choice((", ", " ")).join(map(str, data["requests"]))
        text = rng.choice(_TEMPLATES).format(cap=data["capacity"], seq=seq)
        return f"{text}\n{answer_instruction('the number of misses as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        cap = data["capacity"]
        cache: list[tuple[int, int, int]] = []  # (page, uses, last use)
        misses = 0
        for k, page in enumerate(data["requests"]):
            t.state(f"request {k}")
            page = t.fetch(f"req[{k}]", page)
            cache = t.fetch("cache", cache)
            hit = [entry for entry in cache if entry[0] == page]
            if t.goto(bool(hit), why="hit"):
                cache = t.compute("cache", [(p, u + 1, k) if p == page else (p, u, w) for p, u, w in cache])
                continue
            misses = t.compute("misses", misses + 1)
            if t.goto(len(cache) >= cap, why="full: evict the fewest uses, oldest last use"):
                victim = t.compute("evict", min(cache, key=lambda e: (e[1], e[2]))[0])
                cache = [e for e in cache if e[0] != victim]
            cache = t.compute("cache", cache + [(page, 1, k)])
        t.state("answer")
        return t.compute("answer", t.fetch("misses", misses))

    def solve(self, data: dict) -> int:
        # Dictionaries of counts and timestamps instead of a list of triples.
        uses: dict[int, int] = {}
        last: dict[int, int] = {}
        misses = 0
        for time, page in enumerate(data["requests"]):
            if page in uses:
                uses[page] += 1
            else:
                misses += 1
                if len(uses) == data["capacity"]:
                    victim = sorted(uses, key=lambda p: (uses[p], last[p]))[0]
                    del uses[victim], last[victim]
                uses[page] = 1
            last[page] = time
        return misses


BOOTCAMP = LfuCacheMisses()
