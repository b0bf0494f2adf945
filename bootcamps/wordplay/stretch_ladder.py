"""A shortest word ladder where a step changes one letter, adds one letter anywhere or removes one,
through the words of a given list; the answer is the ladder itself. Several shortest ladders may
exist, so the verifier checks the steps and the length against the breadth-first distance."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.wordlist import common_words
from bootcamps.kit.words2 import one_edit_variants
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_steps: int = 2
    max_steps: int = 3
    n_words: int = 10

    def __post_init__(self) -> None:
        if not 2 <= self.min_steps <= self.max_steps <= 9:
            raise ValueError(f"need 2 <= min_steps <= max_steps <= 9, got {self.min_steps}, {self.max_steps}")
        if not self.max_steps + 1 <= self.n_words <= 60:
            raise ValueError(f"n_words must be max_steps+1..60, got {self.n_words}")


@lru_cache(maxsize=1)
def _graph() -> dict[str, tuple[str, ...]]:
    words = set(common_words())
    return {w: tuple(sorted(one_edit_variants(w) & words)) for w in sorted(words)}


def one_edit(a: str, b: str) -> bool:
    """Whether ``b`` is ``a`` with one letter changed, inserted or removed."""
    if abs(len(a) - len(b)) > 1 or a == b:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b)) == 1
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    return any(long_[:i] + long_[i + 1 :] == short for i in range(len(long_)))


def bfs_parents(start: str, allowed: list[str]) -> dict[str, str | None]:
    parent: dict[str, str | None] = {start: None}
    queue = [start]
    for u in queue:
        for v in allowed:
            if v not in parent and one_edit(u, v):
                parent[v] = u
                queue.append(v)
    return parent


_TEMPLATES = (
    "Turn {start} into {target}. At each step you may change one letter, insert one letter anywhere, or delete "
    "one letter, and every word you make must be in this list: {words}. Give a ladder with the fewest steps.",
    "Stretch ladder from {start} to {target}: a step replaces a single letter, adds a single letter (at any "
    "position) or removes a single letter. Only these words may appear: {words}. Write a shortest ladder.",
    "Allowed words: {words}.\nFind a shortest chain from {start} to {target} in which each word comes from the "
    "previous one by changing, inserting or deleting exactly one letter, every word being allowed.",
)


class StretchLadder(Bootcamp):
    id = "wordplay/stretch_ladder"
    description = "A shortest word ladder whose steps change, insert or delete one letter, through a given list"
    Config = Config
    unique_answer = False
    LEVELS = {
        "1": Config(min_steps=2, max_steps=2, n_words=10),
        "2": Config(min_steps=3, max_steps=3, n_words=13),
        "3": Config(min_steps=3, max_steps=4, n_words=16),
        "4": Config(min_steps=4, max_steps=5, n_words=22),
        "5": Config(min_steps=5, max_steps=7, n_words=30),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        graph = _graph()
        starts = [w for w in graph if graph[w]]
        while True:
            start = rng.choice(starts)
            parent: dict[str, str | None] = {start: None}
            layers = [[start]]
            while len(layers) <= config.max_steps and layers[-1]:
                nxt = []
                for u in layers[-1]:
                    for v in graph[u]:
                        if v not in parent:
                            parent[v] = u
                            nxt.append(v)
                layers.append(nxt)
            steps = rng.randint(config.min_steps, config.max_steps)
            if len(layers) <= steps or not layers[steps]:
                continue
            target = rng.choice(layers[steps])
            path = [target]
            while parent[path[-1]] is not None:
                path.append(parent[path[-1]])
            path.reverse()
            if len({len(w) for w in path}) == 1:
                continue  # a plain word ladder: ask for one that adds or removes a letter
            near = sorted({x for layer in layers[: steps + 1] for x in layer} - set(path))
            extra = rng.sample(near, min(len(near), config.n_words - len(path)))
            fillers = [w for w in graph if w not in path and w not in extra and graph[w]]
            extra += rng.sample(fillers, config.n_words - len(path) - len(extra))  # side words
            words = sorted(set(path) | set(extra))
            data = {"start": start, "target": target, "words": words}
            back = bfs_parents(start, words)
            gold = [target]
            while back[gold[-1]] is not None:
                gold.append(back[gold[-1]])
            return data, gold[::-1]

    def prompt(self, data: dict, rng: random.Random) -> str:
        words = list(data["words"])
        rng.shuffle(words)
        text = rng.choice(_TEMPLATES).format(start=data["start"].upper(), target=data["target"].upper(),
                                             words=", ".join(w.upper() for w in words))
        return f"{text}\n{answer_instruction('the ladder from first word to last, separated by commas, e.g. <answer>CAT, COT, COAT</answer>')}"

    def check(self, data: dict, answer: Any, text: str) -> float:
        if len(text) > 12 * (len(data["words"]) + 2):
            return 0.0
        items = [i.strip().lower() for i in text.strip().rstrip(".").replace("->", ",").split(",")]
        allowed = set(data["words"])
        if len(items) != len(answer) or items[0] != data["start"] or items[-1] != data["target"]:
            return 0.0
        if not all(i in allowed for i in items):
            return 0.0
        return 1.0 if all(one_edit(a, b) for a, b in zip(items, items[1:])) else 0.0

    def format_answer(self, answer: Any) -> str:
        return ", ".join(w.upper() for w in answer)

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        out = [self.format_answer(gold[:1] + gold[2:]), self.format_answer(gold[:-1])]
        out.append(self.format_answer(gold[:1] + gold[1:2] + gold[1:]))  # one word repeated: too long
        return out

    def program(self, t: Tracer, data: dict) -> list[str]:
        words, start, target = data["words"], data["start"], data["target"]
        parent: dict[str, str | None] = {start: None}
        queue = [start]
        head = 0
        while head < len(queue):
            t.state(f"expand {head}")
            u = t.fetch(f"queue[{head}]", queue[head])
            new = t.compute("new", [v for v in words if v not in parent and one_edit(u, v)],
                            why="allowed words one edit away, not yet seen")
            for v in new:
                parent.setdefault(v, u)
            queue = t.compute("queue", queue + new, why="queue + new")
            head += 1
            if t.goto(target in parent, why="target reached"):
                break
        t.state("answer")
        path = [target]
        while path[-1] in parent and parent[path[-1]] is not None and len(path) <= len(words):
            path.append(parent[path[-1]])  # bounded: a corrupted trace may leave a cycle of parents
        return t.compute("answer", path[::-1], why="follow parents back from the target")

    def solve(self, data: dict) -> list[str]:
        # Distances by repeated relaxation from the target (Bellman-Ford on unit edges), then walk
        # greedily downhill from the start.
        words, target = data["words"], data["target"]
        dist = {w: (0 if w == target else len(words) + 1) for w in words}
        for _ in range(len(words)):
            for u in words:
                for v in words:
                    if one_edit(u, v) and dist[v] + 1 < dist[u]:
                        dist[u] = dist[v] + 1
        path = [data["start"]]
        while path[-1] != target:
            path.append(min((v for v in words if one_edit(path[-1], v)), key=lambda v: (dist[v], v)))
        return path


BOOTCAMP = StretchLadder()
