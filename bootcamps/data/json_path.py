"""Evaluate a JSONPath query on a printed JSON document and list the values it selects.

The path language is a small JSONPath subset: ``$`` (the root), ``.key``, ``[i]`` (0-based),
``[*]`` (every element), ``[-1]`` (the last element) and the filter ``[?(@.field OP value)]``.
Results are listed in document order. The trace moves a set of node addresses through the path
one step at a time (filters test one candidate per state) and reads the values at the end.
The tests check golds with the jsonpath-ng library.
"""

from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass
from typing import Any

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.interp import compare
from bootcamps.trace import Tracer

WORDS = ("amber", "birch", "cedar", "delta", "ember", "fjord", "grove", "harbor", "iris", "juniper", "kelp",
         "lumen", "maple", "nectar", "onyx", "pearl", "quartz", "raven", "sierra", "tundra", "umber", "violet")
SECTIONS = ("books", "games", "maps", "music", "tools")
_ITEM = re.compile(r"[A-Za-z0-9_-]+")
_STEP = re.compile(r"\.(\w+)|\[(-?\d+|\*)\]|\[\?\(@\.(\w+) (<|>|==|!=) (-?\d+|'\w+')\)\]")


@dataclass(frozen=True)
class Config:
    sections: int = 2
    items: int = 2
    kind: int = 1  # 1: a fixed path, 2: one wildcard, 3: two wildcards, 4: a filter, 5: filter and index

    def __post_init__(self) -> None:
        if not 1 <= self.sections <= len(SECTIONS) or not 1 <= self.items <= 10:
            raise ValueError(f"sections must be in 1..{len(SECTIONS)} and items in 1..10, got {self.sections}, {self.items}")
        if not 1 <= self.kind <= 5:
            raise ValueError(f"kind must be in 1..5, got {self.kind}")


def random_document(rng: random.Random, sections: int, items: int) -> dict:
    doc = {"owner": {"name": rng.choice(WORDS), "since": rng.randint(1990, 2024)}, "sections": []}
    for name in rng.sample(SECTIONS, sections):
        section = {"name": name, "items": []}
        for _ in range(rng.randint(max(1, items - 1), items)):
            section["items"].append({
                "title": rng.choice(WORDS),
                "price": rng.randint(1, 60),
                "stock": rng.randint(0, 9),
                "tags": rng.sample(WORDS, rng.randint(1, 3)),
            })
        doc["sections"].append(section)
    return doc


def random_path(rng: random.Random, doc: dict, kind: int) -> str:
    n = len(doc["sections"])
    s = rng.randrange(n)
    items = doc["sections"][s]["items"]
    field = rng.choice(("title", "price", "stock"))
    if kind == 1:
        return rng.choice((f"$.owner.{rng.choice(('name', 'since'))}", f"$.sections[{s}].items[{rng.randrange(len(items))}].{field}",
                           f"$.sections[{s}].items[-1].tags[0]", f"$.sections[{s}].name"))
    if kind == 2:
        return rng.choice((f"$.sections[{s}].items[*].{field}", "$.sections[*].name", f"$.sections[{s}].items[0].tags[*]"))
    if kind == 3:
        return rng.choice((f"$.sections[*].items[*].{field}", "$.sections[*].items[0].title", "$.sections[*].items[-1].price"))
    cond_field = rng.choice(("price", "stock"))
    values = [it[cond_field] for sec in doc["sections"] for it in sec["items"]]
    cond = f"[?(@.{cond_field} {rng.choice(('<', '>'))} {rng.choice(values)})]"
    if kind == 4:
        return f"$.sections[*].items{cond}.{rng.choice(('title', 'price', 'stock'))}"
    return f"$.sections[*].items{cond}.tags[{rng.choice(('0', '-1'))}]"


def parse_path(path: str) -> list[tuple]:
    """Steps of a path: ("key", k), ("index", i), ("all",), ("filter", field, op, value)."""
    if not path.startswith("$"):
        raise ValueError(f"a path starts with $: {path!r}")
    steps, pos = [], 1
    while pos < len(path):
        match = _STEP.match(path, pos)
        if not match:
            raise ValueError(f"bad path step at {path[pos:]!r}")
        key, index, field, op, value = match.groups()
        if key:
            steps.append(("key", key))
        elif index == "*":
            steps.append(("all",))
        elif index is not None:
            steps.append(("index", int(index)))
        else:
            steps.append(("filter", field, op, int(value) if value[0] != "'" else value[1:-1]))
        pos = match.end()
    return steps


def lookup(doc: Any, address: str) -> Any:
    node = doc
    for key, index in re.findall(r"\.(\w+)|\[(\d+)\]", address[1:]):
        node = node[key] if key else node[int(index)]
    return node


def select(doc: dict, path: str) -> list:
    """Values the path selects, in document order (recursive, on the values themselves)."""

    def walk(node: Any, steps: list[tuple]) -> list:
        if not steps:
            return [node]
        step, rest = steps[0], steps[1:]
        if step[0] == "key":
            return walk(node[step[1]], rest) if isinstance(node, dict) and step[1] in node else []
        if not isinstance(node, list):
            return []
        if step[0] == "index":
            return walk(node[step[1]], rest) if -len(node) <= step[1] < len(node) else []
        if step[0] == "all":
            return [v for child in node for v in walk(child, rest)]
        _, field, op, value = step
        return [v for child in node if isinstance(child, dict) and field in child
                and compare(op, child[field], value) for v in walk(child, rest)]

    return walk(doc, parse_path(path))


def render_value(value: Any) -> str:
    return str(value)


_INTROS = (
    "Here is a JSON document:",
    "Consider the following JSON data.",
    "A service returned this JSON:",
)
_RULES = ("Path syntax: $ is the whole document, .key selects a field, [i] an array element (0-based, [-1] is the last), "
          "[*] every element, and [?(@.f < v)] keeps the array elements whose field f satisfies the comparison.")


class JsonPath(Bootcamp):
    id = "data/json_path"
    description = "Evaluate a JSONPath query (fields, indexes, wildcards, filters) on a JSON document"
    Config = Config
    LEVELS = {
        "1": Config(sections=2, items=2, kind=1),
        "2": Config(sections=2, items=3, kind=2),
        "3": Config(sections=3, items=3, kind=3),
        "4": Config(sections=3, items=4, kind=4),
        "5": Config(sections=4, items=5, kind=5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list]:
        while True:
            doc = random_document(rng, config.sections, config.items)
            path = random_path(rng, doc, config.kind)
            values = select(doc, path)
            if values:
                return {"doc": doc, "path": path}, [render_value(v) for v in values]

    def prompt(self, data: dict, rng: random.Random) -> str:
        return "\n".join([
            rng.choice(_INTROS),
            json.dumps(data["doc"], indent=1),
            _RULES,
            rng.choice(("Which values does the path {p} select?", "Evaluate the JSONPath {p} on it.", "List the values matched by {p}.")).format(p=data["path"]),
            answer_instruction("the selected values in document order, separated by commas, without quotes (like 12, maple, 7)"),
        ])

    def format_answer(self, answer: list) -> str:
        return ", ".join(answer)

    def check(self, data: dict, answer: list, text: str) -> float:
        if len(text) > 20 * len(answer) + 40:
            return 0.0
        text = text.strip().rstrip(".").strip()
        if len(text) >= 2 and text[0] == "[" and text[-1] == "]":
            text = text[1:-1]
        items = [item.strip().strip("\"'") for item in text.split(",")]
        if not all(_ITEM.fullmatch(item) for item in items):
            return 0.0
        return 1.0 if items == list(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> list:
        doc = data["doc"]
        nodes = ["$"]
        for k, step in enumerate(parse_path(data["path"])):
            t.state(f"path step {k + 1}")
            current = t.fetch("nodes", nodes)
            if step[0] == "key":
                nodes = t.compute("nodes", [f"{a}.{step[1]}" for a in current], why=f".{step[1]}")
                continue
            if step[0] == "index":
                out = []
                for a in current:
                    size = len(lookup(doc, a))
                    out.append(f"{a}[{step[1] % size}]")
                nodes = t.compute("nodes", out, why=f"[{step[1]}]")
                continue
            expanded = [f"{a}[{i}]" for a in current for i in range(len(lookup(doc, a)))]
            nodes = t.compute("nodes", expanded, why="every element")
            if step[0] == "filter":
                _, field, op, value = step
                kept = []
                for a in nodes:
                    t.state(f"filter {a}")
                    cell = t.fetch(f"{a}.{field}", lookup(doc, a)[field])
                    if t.goto(compare(op, cell, value), why=f"{field} {op} {value}"):
                        kept.append(a)
                t.state(f"path step {k + 1} kept")
                nodes = t.compute("nodes", kept)
        t.state("values")
        final = t.fetch("nodes", nodes)
        values = [t.fetch(a, render_value(lookup(doc, a))) for a in final]
        return t.compute("answer", values)

    def solve(self, data: dict) -> list:
        return [render_value(v) for v in select(data["doc"], data["path"])]

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        wrong = [gold[:-1] or ["0"], gold + [gold[0]], list(reversed(gold))]
        return [self.format_answer(w) for w in wrong if w != gold]


BOOTCAMP = JsonPath()
