"""Count the shortest word ladders (one letter changed per step) between two words through a given
word list. ``wordplay/word_ladder`` asks for the length of one shortest ladder; here every shortest
ladder must be counted, so the solver has to carry a number of ways per word through the
breadth-first layers (ladders merge and split again), not just a distance.

Start and target are common words; the other listed words are web2 words of the same length (see
``bootcamps.kit.wordlist``) lying on a few random shortest ladders of the full list, plus decoys
one letter from them. The gold is computed on the listed words alone. Breadth-first distances in
the full list are cached per word as byte arrays and the shortest-ladder successors per pair, so a
warm case costs a few walks over them (about 600 cases/s at level 3); the first cases of a
process build the one-letter graph of web2 and the distances (about two seconds), which is what
keeps a short benchmark near 150-300 cases/s."""

from __future__ import annotations

import random
import string
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.wordlist import common_words, full_words_of_length, one_letter_apart
from bootcamps.trace import Tracer

_FAR = 255


@dataclass(frozen=True)
class Config:
    length: int = 3
    min_steps: int = 2
    max_steps: int = 3
    paths: int = 2  # random shortest ladders planted in the list
    n_words: int = 8  # words in the list, start and target included
    min_ways: int = 2
    max_ways: int = 6

    def __post_init__(self) -> None:
        if self.length not in (3, 4):
            raise ValueError(f"length must be 3 or 4, got {self.length}")
        if not 2 <= self.min_steps <= self.max_steps <= 8:
            raise ValueError(f"need 2 <= min_steps <= max_steps <= 8, got {self.min_steps}, {self.max_steps}")
        if not 1 <= self.paths <= 20:
            raise ValueError(f"paths must be in 1..20, got {self.paths}")
        if not self.max_steps + 1 <= self.n_words <= 60:
            raise ValueError(f"n_words must hold a ladder of max_steps and be <= 60, got {self.n_words}")
        if not 1 <= self.min_ways <= self.max_ways:
            raise ValueError(f"need 1 <= min_ways <= max_ways, got {self.min_ways}, {self.max_ways}")


@lru_cache(maxsize=None)
def _graph(length: int) -> tuple[tuple[str, ...], tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """Full-list words of ``length``, their one-letter neighbours by index, and the common ones."""
    words = full_words_of_length(length)
    index = {w: i for i, w in enumerate(words)}
    adj = []
    for w in words:
        near = []
        for p in range(length):
            for c in string.ascii_lowercase:
                if c != w[p]:
                    j = index.get(w[:p] + c + w[p + 1:])
                    if j is not None:
                        near.append(j)
        adj.append(tuple(near))
    common = tuple(index[w] for w in common_words() if len(w) == length and w in index)
    return words, tuple(adj), common


@lru_cache(maxsize=4096)
def _dist(length: int, source: int) -> bytes:
    """Breadth-first distance (capped at 254) from ``source`` to every full-list word of ``length``."""
    _, adj, _ = _graph(length)
    dist = bytearray([_FAR]) * len(adj)
    dist[source] = 0
    queue = [source]
    for u in queue:
        if dist[u] >= 254:
            break
        for v in adj[u]:
            if dist[v] == _FAR:
                dist[v] = dist[u] + 1
                queue.append(v)
    return bytes(dist)


def count_ladders(words: list[str], start: str, target: str) -> tuple[int, int]:
    """(steps, number of shortest ladders) from ``start`` to ``target`` through ``words``, by
    breadth-first layers carrying the number of ways to reach each word; (0, 0) if unreachable."""
    ways = {start: 1}
    seen = {start}
    steps = 0
    while ways and target not in ways:
        nxt: dict[str, int] = {}
        for u, k in ways.items():
            for v in words:
                if v not in seen and one_letter_apart(u, v):
                    nxt[v] = nxt.get(v, 0) + k
        seen.update(nxt)
        ways, steps = nxt, steps + 1
    return (steps, ways[target]) if target in ways else (0, 0)


@lru_cache(maxsize=None)
def _common_set(length: int) -> frozenset[int]:
    return frozenset(_graph(length)[2])


@lru_cache(maxsize=None)
def _targets(length: int, source: int, lo: int, hi: int) -> tuple[int, ...]:
    """The common words whose full-list distance from ``source`` is in lo..hi."""
    ds = _dist(length, source)
    return tuple(t for t in _graph(length)[2] if lo <= ds[t] <= hi)


@lru_cache(maxsize=8192)
def _forward(length: int, s: int, t: int) -> dict[int, tuple[tuple[int, ...], tuple[int, ...]]]:
    """For each word on a shortest full-list ladder from ``s`` to ``t``: its next words on such a
    ladder, and those of them that are common words."""
    _, adj, _ = _graph(length)
    ds, dt, common = _dist(length, s), _dist(length, t), _common_set(length)
    d = ds[t]
    out, layer = {}, [s]
    while layer:
        nxt = set()
        for u in layer:
            options = tuple(v for v in adj[u] if ds[v] == ds[u] + 1 and dt[v] == d - ds[v])
            out[u] = (options, tuple(v for v in options if v in common))
            nxt.update(options)
        layer = sorted(nxt)
    return out


def _count_indexed(adj: tuple[tuple[int, ...], ...], allowed: set[int], s: int, t: int) -> int:
    """``count_ladders`` on word indices of the full graph, restricted to ``allowed``."""
    ways = {s: 1}
    seen = {s}
    while ways and t not in ways:
        nxt: dict[int, int] = {}
        for u, k in ways.items():
            for v in adj[u]:
                if v in allowed and v not in seen:
                    nxt[v] = nxt.get(v, 0) + k
        seen.update(nxt)
        ways = nxt
    return ways.get(t, 0)


_TEMPLATES = (
    "A word ladder turns {start} into {target} by changing exactly one letter per step (letters stay in their places; "
    "nothing is added or removed), and every word along the way must be in this list: {words}. How many different "
    "shortest ladders are there? Two ladders are different if they differ in at least one word.",
    "Allowed words: {words}.\nStarting from {start}, change a single letter at each step so that every step gives an "
    "allowed word, until you reach {target}. Count the ladders that use the fewest possible steps (ladders that differ "
    "in any intermediate word count separately).",
    "Count the shortest word ladders from {start} to {target}. At each step exactly one letter changes, in place, and "
    "each word used must come from the list {words}. Ladders count as different when their sequences of words differ.",
)


class WordLadderCount(IntegerAnswer, Bootcamp):
    id = "wordplay/word_ladder_count"
    description = "Count the shortest word ladders (one letter changed per step) between two words through a word list"
    Config = Config
    LEVELS = {
        "1": Config(length=3, min_steps=2, max_steps=3, paths=2, n_words=8, min_ways=2, max_ways=4),
        "2": Config(length=3, min_steps=3, max_steps=4, paths=3, n_words=13, min_ways=2, max_ways=8),
        "3": Config(length=4, min_steps=3, max_steps=5, paths=4, n_words=18, min_ways=3, max_ways=12),
        "4": Config(length=4, min_steps=4, max_steps=6, paths=6, n_words=26, min_ways=4, max_ways=24),
        "5": Config(length=4, min_steps=5, max_steps=7, paths=9, n_words=36, min_ways=6, max_ways=48),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        words, adj, common = _graph(config.length)
        common_set = _common_set(config.length)
        while True:
            s = rng.choice(common)
            far = _targets(config.length, s, config.min_steps, config.max_steps)
            if not far:
                continue
            t = rng.choice(far)
            forward = _forward(config.length, s, t)
            chosen = {s, t}
            for _ in range(config.paths):  # a random shortest ladder of the full list
                u = s
                while u != t:
                    options, familiar = forward[u]
                    u = rng.choice(familiar if familiar and rng.random() < 0.7 else options)
                    chosen.add(u)
            if len(chosen) > config.n_words:
                continue
            near = sorted({v for u in chosen for v in adj[u]} - chosen)
            room = config.n_words - len(chosen)
            if len(near) < room:
                continue
            familiar = [v for v in near if v in common_set]
            extra = rng.sample(familiar, min(len(familiar), room // 2))
            extra += rng.sample(sorted(set(near) - set(extra)), room - len(extra))
            ways = _count_indexed(adj, chosen | set(extra), s, t)
            if config.min_ways <= ways <= config.max_ways:
                listed = [words[i] for i in sorted(chosen)] + [words[i] for i in extra]
                rng.shuffle(listed)
                return {"start": words[s], "target": words[t], "words": listed}, ways

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(start=data["start"].upper(), target=data["target"].upper(),
                                             words=", ".join(w.upper() for w in data["words"]))
        return f"{text}\n{answer_instruction('the number of shortest ladders, a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        t.state("start")
        start = t.fetch("start", data["start"])
        target = t.fetch("target", data["target"])
        ways = t.compute("ways", [[start, 1]], why="one ladder of no steps reaches the start")
        seen = {start}
        steps = 0
        while True:
            t.state(f"step {steps + 1}")
            layer = t.fetch("ways", ways)
            nxt: dict[str, int] = {}
            for u, k in layer:
                for v in data["words"]:
                    if v not in seen and one_letter_apart(u, v):
                        nxt[v] = nxt.get(v, 0) + k
            ways = t.compute("ways", [[v, k] for v, k in sorted(nxt.items())],
                             why="each unseen listed word one letter from the layer sums the ways of its predecessors")
            steps = t.compute("steps", steps + 1, why="steps+1")
            seen.update(nxt)
            if not t.goto(target not in nxt and bool(nxt), why="again until the target is reached"):
                break
        t.state("answer")
        return t.compute("answer", t.fetch(f"ways of {target}", nxt.get(target, 0)))

    def solve(self, data: dict) -> int:
        # Distances back from the target, then a memoised walk forward from the start that only
        # steps to words one closer to the target.
        words = data["words"]
        adj = {w: [v for v in words if one_letter_apart(w, v)] for w in words}
        back = {data["target"]: 0}
        queue = [data["target"]]
        for u in queue:
            for v in adj[u]:
                if v not in back:
                    back[v] = back[u] + 1
                    queue.append(v)
        memo: dict[str, int] = {}

        def paths(u: str) -> int:
            if u == data["target"]:
                return 1
            if u not in memo:
                memo[u] = sum(paths(v) for v in adj[u] if back.get(v, -1) == back[u] - 1)
            return memo[u]

        return paths(data["start"]) if data["start"] in back else 0


BOOTCAMP = WordLadderCount()
