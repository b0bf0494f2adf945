"""Flatten a nested JSON document into one object of dotted keys.

Each leaf (a string, integer, true/false or null) becomes one entry whose key is the path to it:
object keys joined by dots, and array positions either as ``.0``-style segments or as ``[0]``
suffixes (the case says which; both are stated in the prompt). Empty objects and arrays do not
occur. The answer is the flat object as JSON, any key order; values must keep their JSON types
(``1`` is not ``"1"`` and ``true`` is not ``1``). The trace walks the document depth first: one
state per leaf with its path and value. The plain solver flattens breadth first with a queue of
(prefix, value) pairs; the tests rebuild the document from the flat keys (unflatten) and compare.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from typing import Any

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.logic5 import read_json_strict, same_json
from bootcamps.trace import Tracer

KEYS = ("id", "name", "tags", "owner", "meta", "size", "items", "city", "zip", "price", "qty", "active", "note",
        "color", "kind", "level", "users", "stats", "email", "score")
WORDS = ("red", "blue", "oslo", "lima", "draft", "ok", "n/a", "x1", "beta", "7", "true", "")


@dataclass(frozen=True)
class Config:
    depth: int = 2
    width: int = 3
    arrays: bool = False

    def __post_init__(self) -> None:
        if not 1 <= self.depth <= 5:
            raise ValueError(f"depth must be in 1..5, got {self.depth}")
        if not 2 <= self.width <= 5:
            raise ValueError(f"width must be in 2..5, got {self.width}")


def leaf(rng: random.Random) -> Any:
    roll = rng.random()
    if roll < 0.4:
        return rng.randint(-5, 500)
    if roll < 0.75:
        return rng.choice(WORDS)  # "7" and "true" are strings, not numbers or booleans
    return rng.choice((True, False, None))


def build(rng: random.Random, depth: int, width: int, arrays: bool) -> Any:
    if depth == 0 or rng.random() < 0.25:
        return leaf(rng)
    if arrays and rng.random() < 0.3:
        return [build(rng, depth - 1, width, arrays) for _ in range(rng.randint(1, width))]
    keys = rng.sample(KEYS, rng.randint(1, width))
    return {k: build(rng, depth - 1, width, arrays) for k in keys}


def join(prefix: str, part: str | int, brackets: bool) -> str:
    if isinstance(part, int):
        return f"{prefix}[{part}]" if brackets else f"{prefix}.{part}" if prefix else str(part)
    return f"{prefix}.{part}" if prefix else part


class JsonFlatten(Bootcamp):
    id = "data/json_flatten"
    description = "Flatten nested JSON into dotted keys (a.b.0 or a.b[0]), keeping every leaf's JSON type"
    Config = Config
    LEVELS = {
        "1": Config(depth=2, width=3, arrays=False),
        "2": Config(depth=2, width=3, arrays=True),
        "3": Config(depth=3, width=3, arrays=True),
        "4": Config(depth=4, width=3, arrays=True),
        "5": Config(depth=4, width=4, arrays=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, dict]:
        while True:
            doc = {k: build(rng, config.depth - 1, config.width, config.arrays)
                   for k in rng.sample(KEYS, rng.randint(2, config.width))}
            data = {"doc": doc, "brackets": rng.random() < 0.5}
            gold = self.solve(data)
            if len(gold) >= 2 + config.depth and len(gold) > len(doc):
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        arrays = ("array elements add their index in square brackets, as in tags[0] or items[1].name"
                  if data["brackets"] else "array elements add their index as a segment, as in tags.0 or items.1.name")
        rules = rng.choice((
            "Flatten it: every leaf value (string, number, true, false or null) becomes one key-value pair whose key "
            "is the path of object keys joined with dots; {arrays}.",
            "Produce the flattened form: one entry per leaf, keyed by the dotted path from the top (object keys "
            "separated by '.'); {arrays}. Leaves keep their JSON type.",
            "Convert the document to a single-level object. Keys are paths made of the nested object keys joined "
            "by dots, and {arrays}; values are the leaves unchanged (strings stay strings, numbers stay numbers).",
        )).format(arrays=arrays)
        return "\n".join([
            rng.choice(("A JSON document:", "Here is a nested JSON record.", "Consider this JSON value:")),
            json.dumps(data["doc"], indent=1),
            rules,
            answer_instruction('the flat object as JSON (key order does not matter), like {"a.b": 1, "c": "x"}'),
        ])

    def format_answer(self, answer: dict) -> str:
        return json.dumps(answer)

    def check(self, data: dict, answer: dict, text: str) -> float:
        ok, value = read_json_strict(text)
        return 1.0 if ok and isinstance(value, dict) and same_json(value, answer) else 0.0

    def program(self, t: Tracer, data: dict) -> dict:
        pairs: list = []

        def walk(value: Any, path: str) -> None:
            if isinstance(value, dict):
                for k, v in value.items():
                    walk(v, join(path, k, data["brackets"]))
            elif isinstance(value, list):
                for i, v in enumerate(value):
                    walk(v, join(path, i, data["brackets"]))
            else:
                t.state(f"leaf {len(pairs) + 1}")
                key = t.compute("key", path)
                pairs.append([key, t.fetch(f"doc at {key}", value)])

        walk(data["doc"], "")
        t.state("answer")
        t.compute("leaves", len(pairs))
        return {k: v for k, v in pairs}

    def solve(self, data: dict) -> dict:
        out: dict = {}
        queue: list[tuple[str, Any]] = [("", data["doc"])]
        while queue:
            prefix, value = queue.pop(0)
            if isinstance(value, dict):
                queue.extend((join(prefix, k, data["brackets"]), v) for k, v in value.items())
            elif isinstance(value, list):
                queue.extend((join(prefix, i, data["brackets"]), v) for i, v in enumerate(value))
            else:
                out[prefix] = value
        return out

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = case.answer
        keys = sorted(gold)
        dropped = {k: v for k, v in gold.items() if k != keys[0]}
        retyped = dict(gold)
        k = keys[-1]
        retyped[k] = str(gold[k]) if not isinstance(gold[k], str) else gold[k] + "x"
        renamed = {(key.replace(".", "_", 1) if key == keys[0] and "." in key else key + "_"): v
                   for key, v in gold.items()} if keys else gold
        return [json.dumps(dropped), json.dumps(retyped), json.dumps(renamed)]


BOOTCAMP = JsonFlatten()
