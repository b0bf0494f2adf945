"""Number an indented outline hierarchically (1, 1.1, 1.1.1 ...; at higher levels with letters and
Roman numerals for deeper levels, and draft items that take no number) and give the number of
the asked items."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.wordlist import common_words
from bootcamps.trace import Tracer

ROMAN = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii")


@dataclass(frozen=True)
class Config:
    items: int = 6
    depth: int = 2
    mixed: bool = False  # second level a, b, c; third level i, ii, iii
    drafts: bool = False  # items marked (draft) are skipped by the numbering, with everything under them
    asked: int = 1

    def __post_init__(self) -> None:
        if not 3 <= self.items <= 40:
            raise ValueError(f"items must be in 3..40, got {self.items}")
        if not 1 <= self.depth <= 4:
            raise ValueError(f"depth must be in 1..4, got {self.depth}")
        if not 1 <= self.asked <= 5:
            raise ValueError(f"asked must be in 1..5, got {self.asked}")


def label(level: int, n: int, mixed: bool) -> str:
    """The label of the n-th (from 1) item at ``level`` (0 = top)."""
    if not mixed or level == 0 or level == 3:
        return str(n)
    return "abcdefghijklmnopqrstuvwxyz"[n - 1] if level == 1 else ROMAN[n - 1]


def numbers(items: list[list], mixed: bool) -> dict[str, str]:
    """Item text -> its full number, by walking the outline with a counter per level; a draft item
    and all items under it get no number."""
    counters: list[int] = []
    path: list[str] = []
    out: dict[str, str] = {}
    skip_below = None
    for level, text, draft in items:
        if skip_below is not None and level > skip_below:
            continue
        skip_below = None
        if draft:
            skip_below = level
            continue
        counters = counters[: level + 1]
        path = path[:level]
        while len(counters) <= level:
            counters.append(0)
        counters[level] += 1
        path.append(label(level, counters[level], mixed))
        out[text] = ".".join(path)
    return out


_RULES = ("Each item is numbered by its position among its siblings (items with the same parent), and its full "
          "number joins the numbers of its ancestors and itself with dots, top level first (1, 1.1, 1.2, 2, 2.1, "
          "2.1.1, ...). Indentation (two spaces per level) shows the nesting.")
_MIXED = (" Level 1 uses 1, 2, 3, ...; level 2 uses a, b, c, ...; level 3 uses i, ii, iii, iv, ...; level 4 uses "
          "1, 2, 3 again (so 2.b.iii.1).")
_DRAFT = (" Items marked (draft) are left out: they get no number, nor does anything nested under them, and their "
          "siblings are numbered as if they were not there.")
_TEMPLATES = (
    "Here is an outline:\n{outline}\n{rules} What is the full number of {asked}?",
    "{rules}\nOutline:\n{outline}\nGive the full number of {asked}.",
    "Number the outline below. {rules}\n{outline}\nWhich number does {asked} get?",
)


class OutlineNumbering(Bootcamp):
    id = "text/outline_numbering"
    description = "Hierarchical numbering of an indented outline (mixed labels, draft items skipped)"
    Config = Config
    LEVELS = {
        "1": Config(items=6, depth=2),
        "2": Config(items=10, depth=3),
        "3": Config(items=14, depth=3, mixed=True, asked=2),
        "4": Config(items=18, depth=4, mixed=True, drafts=True, asked=2),
        "5": Config(items=26, depth=4, mixed=True, drafts=True, asked=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        while True:
            texts = rng.sample(common_words()[30:], config.items)
            items, level = [], 0
            for text in texts:
                level = rng.randint(0, min(level + 1, config.depth - 1)) if items else 0
                draft = config.drafts and items and rng.random() < 0.12
                items.append([level, text, bool(draft)])
            table = numbers(items, config.mixed)
            deep = sorted(table, key=lambda x: (-table[x].count("."), rng.random()))
            if len(deep) < config.asked:
                continue
            asked = rng.sample(deep[: max(config.asked, len(deep) // 2)], config.asked)
            data = {"items": items, "mixed": config.mixed, "asked": asked}
            return data, [table[a] for a in asked]

    def prompt(self, data: dict, rng: random.Random) -> str:
        outline = "\n".join("  " * level + f"- {text}" + (" (draft)" if draft else "") for level, text, draft in data["items"])
        rules = _RULES + (_MIXED if data["mixed"] else "") + (_DRAFT if any(d for _, _, d in data["items"]) else "")
        asked = " and ".join(f"\"{a}\"" for a in data["asked"])
        text = rng.choice(_TEMPLATES).format(outline=outline, rules=rules, asked=asked)
        many = len(data["asked"]) > 1
        form = ("the numbers in the order asked, separated by commas (e.g. 2.1, 3)" if many
                else "the full number (e.g. 2.1.3)")
        return f"{text}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: list[str], text: str) -> float:
        if len(text) > 20 * len(answer) + 40:
            return 0.0
        given = [part.strip().strip("\"'") for part in text.strip().split(",")]
        if given and given[-1].endswith(".") and not answer[-1].endswith("."):
            given[-1] = given[-1][:-1]  # a sentence-final period
        return 1.0 if given == list(answer) else 0.0

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer)

    def program(self, t: Tracer, data: dict) -> list[str]:
        counters: list[int] = []
        path: list[str] = []
        found: dict[str, str] = {}
        skip_below = None
        for i, (level, text, draft) in enumerate(data["items"]):
            t.state(f"item {i + 1}")
            t.fetch(f"items[{i}]", ("  " * level) + text + (" (draft)" if draft else ""))
            if skip_below is not None and level > skip_below:
                t.compute("skipped", True, why="under a draft item")
                continue
            skip_below = None
            if draft:
                skip_below = level
                t.compute("skipped", True, why="a draft item")
                continue
            counters = counters[: level + 1] + [0] * (level + 1 - len(counters))
            counters[level] += 1
            path = path[:level] + [label(level, counters[level], data["mixed"])]
            found[text] = t.compute("number", ".".join(path), why=f"sibling {counters[level]} at level {level + 1}")
        t.state("answer")
        return t.compute("answer", [found[a] for a in data["asked"]])

    def solve(self, data: dict) -> list[str]:
        # Recursive: the parent of an item is the nearest earlier item one level up.
        items = data["items"]
        parent: dict[int, int | None] = {}
        for i, (level, _, _) in enumerate(items):
            parent[i] = next((j for j in range(i - 1, -1, -1) if items[j][0] == level - 1), None) if level else None

        def dead(i: int | None) -> bool:
            return i is not None and (items[i][2] or dead(parent[i]))

        def number(i: int) -> str:
            rank = sum(1 for j in range(i + 1) if parent[j] == parent[i] and items[j][0] == items[i][0] and not items[j][2])
            own = label(items[i][0], rank, data["mixed"])
            return own if parent[i] is None else number(parent[i]) + "." + own

        where = {text: i for i, (_, text, _) in enumerate(items)}
        return [number(where[a]) if not dead(where[a]) else "" for a in data["asked"]]


BOOTCAMP = OutlineNumbering()
