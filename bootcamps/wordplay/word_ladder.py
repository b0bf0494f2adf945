"""Fewest one-letter changes turning one word into another, through words of a given list.

The prompt lists the allowed words (common words, so the ladder never needs an obscure
dictionary entry); the gold is the breadth-first-search distance in that list."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.wordlist import common_words, one_letter_apart
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 3
    min_steps: int = 2
    max_steps: int = 3
    n_words: int = 10  # words in the allowed list, start and target included

    def __post_init__(self) -> None:
        if self.length not in (3, 4):
            raise ValueError(f"length must be 3 or 4 (long ladders exist only there), got {self.length}")
        if not 2 <= self.min_steps <= self.max_steps <= 10:
            raise ValueError(f"need 2 <= min_steps <= max_steps <= 10, got {self.min_steps}, {self.max_steps}")
        if not self.max_steps + 1 <= self.n_words <= 60:
            raise ValueError(f"n_words must hold a ladder of max_steps and be <= 60, got {self.n_words}")


@lru_cache(maxsize=None)
def _neighbours(length: int) -> dict[str, tuple[str, ...]]:
    words = [w for w in common_words() if len(w) == length]
    return {w: tuple(v for v in words if one_letter_apart(w, v)) for w in words}


def _distances(start: str, adj: dict[str, tuple[str, ...]]) -> dict[str, str | None]:
    """Breadth-first search: each reachable word -> its parent on a shortest ladder."""
    parent: dict[str, str | None] = {start: None}
    queue = [start]
    for u in queue:
        for v in adj[u]:
            if v not in parent:
                parent[v] = u
                queue.append(v)
    return parent


_TEMPLATES = (
    "Turn {start} into {target} by changing one letter at a time. Every word along the way must be in this list: {words}. What is the smallest number of letter changes needed?",
    "Word ladder: go from {start} to {target}, changing exactly one letter per step (letters stay in place; nothing is added or removed). Only these words may be used: {words}. How many steps does the shortest ladder take?",
    "Allowed words: {words}. Starting from {start}, change a single letter at each step so that every step gives an allowed word, until you reach {target}. Find the minimum number of steps.",
)


class WordLadder(IntegerAnswer, Bootcamp):
    id = "wordplay/word_ladder"
    description = "Shortest word ladder (one letter changed per step) between two words through a given word list"
    Config = Config
    LEVELS = {
        "1": Config(length=3, min_steps=2, max_steps=3, n_words=8),
        "2": Config(length=3, min_steps=3, max_steps=4, n_words=14),
        "3": Config(length=4, min_steps=3, max_steps=5, n_words=20),
        "4": Config(length=4, min_steps=5, max_steps=7, n_words=30),
        "5": Config(length=4, min_steps=7, max_steps=10, n_words=45),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        adj = _neighbours(config.length)
        pool = sorted(adj)
        while True:
            start = rng.choice(pool)
            parent = _distances(start, adj)
            depth = {start: 0}
            for w in parent:  # parent order is breadth-first, so each parent's depth is known
                if parent[w] is not None:
                    depth[w] = depth[parent[w]] + 1
            far = [w for w in parent if config.min_steps <= depth[w] <= config.max_steps]
            if far:
                break
        target = rng.choice(far)
        ladder = [target]
        while parent[ladder[-1]] is not None:
            ladder.append(parent[ladder[-1]])
        # Decoys: words near the ladder first (they make the search real), then any others.
        near = sorted({v for w in ladder for v in adj[w]} - set(ladder))
        others = sorted(set(pool) - set(ladder) - set(near))
        room = config.n_words - len(ladder)
        decoys = rng.sample(near, min(len(near), room * 2 // 3))
        decoys += rng.sample(others, room - len(decoys))
        words = ladder + decoys
        rng.shuffle(words)
        data = {"start": start, "target": target, "words": words}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(start=data["start"].upper(), target=data["target"].upper(),
                                             words=", ".join(w.upper() for w in data["words"]))
        return f"{text}\n{answer_instruction('the number of steps, a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        allowed = data["words"]
        t.state("start")
        frontier = [t.fetch("start", data["start"])]
        target = t.fetch("target", data["target"])
        seen = set(frontier)
        steps = 0
        while True:
            t.state(f"step {steps + 1}")
            current = t.fetch("frontier", frontier)
            nxt = sorted({v for u in current for v in allowed if v not in seen and one_letter_apart(u, v)})
            frontier = t.compute("next", nxt, why="allowed unseen words one letter from the frontier")
            steps = t.compute("steps", steps + 1, why="steps+1")
            seen.update(frontier)
            if not t.goto(target not in frontier and bool(frontier), why="again until the target is reached"):
                break
        t.state("answer")
        return t.compute("answer", t.fetch("steps", steps))

    def solve(self, data: dict) -> int:
        words = data["words"]
        adj = {w: tuple(v for v in words if one_letter_apart(w, v)) for w in words}
        parent = _distances(data["start"], adj)
        steps, w = 0, data["target"]
        while parent[w] is not None:
            w, steps = parent[w], steps + 1
        return steps


BOOTCAMP = WordLadder()
