"""Replay a warehouse ledger and give every item's final stock.

Each item starts with a stated stock. Ledger lines, in order: a receipt adds units; a shipment
removes units, but is refused (and changes nothing) when it asks for more than is in stock; a
customer return adds units back; a stock count overwrites the stock with the counted number.
Because refusals depend on the running stock, the lines cannot be summed per item in any order.
The trace is one state per ledger line: fetch the item's stock, compute the new stock (or the
refusal). The tests replay the ledger with per-item event lists.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer

ITEMS = ("bolts", "nuts", "washers", "hinges", "valves", "gaskets", "rivets", "springs", "clamps", "pulleys",
         "brackets", "fuses", "cables", "filters", "bearings")
KINDS = ("receive", "ship", "return", "count")
_LINE = {
    "receive": ("received {q} {item}", "receipt: +{q} {item}", "delivery in: {q} {item}"),
    "ship": ("ship {q} {item}", "order out: {q} {item}", "shipment request: {q} {item}"),
    "return": ("customer returned {q} {item}", "return: +{q} {item}", "returned to stock: {q} {item}"),
    "count": ("stock count: {item} = {q}", "counted {q} {item} on the shelf", "audit: {item} actually {q}"),
}


@dataclass(frozen=True)
class Config:
    items: int = 3
    lines: int = 6
    counts: bool = False  # stock-count lines that overwrite

    def __post_init__(self) -> None:
        if not 2 <= self.items <= len(ITEMS):
            raise ValueError(f"items must be in 2..{len(ITEMS)}, got {self.items}")
        if not 2 <= self.lines <= 60:
            raise ValueError(f"lines must be in 2..60, got {self.lines}")


def step(kind: str, stock: int, q: int) -> int:
    """The stock after one ledger line (a shipment above the stock is refused)."""
    if kind in ("receive", "return"):
        return stock + q
    if kind == "ship":
        return stock - q if q <= stock else stock
    if kind == "count":
        return q
    raise ValueError(f"unknown ledger line kind {kind!r}")


_INTROS = (
    "A warehouse tracks a few items. Opening stock: {opening}.",
    "Inventory at the start of the day: {opening}.",
    "The stock ledger opens with {opening}.",
)
_RULES = ("Rules: receipts and customer returns add units; a shipment removes units, but if it asks for more units "
          "than are in stock at that moment it is refused and the stock does not change; a stock count (audit) "
          "replaces the stock with the counted number. Apply the lines in order.")


class InventoryLedger(IntSequenceAnswer, Bootcamp):
    id = "data/inventory_ledger"
    description = "Replay a stock ledger with refused shipments and stock counts; final stock per item"
    Config = Config
    LEVELS = {
        "1": Config(items=2, lines=5, counts=False),
        "2": Config(items=3, lines=9, counts=False),
        "3": Config(items=4, lines=14, counts=True),
        "4": Config(items=5, lines=20, counts=True),
        "5": Config(items=6, lines=30, counts=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        items = rng.sample(ITEMS, config.items)
        opening = {item: rng.randint(0, 30) for item in items}
        kinds = KINDS if config.counts else KINDS[:3]
        weights = [3, 4, 1, 1][: len(kinds)]
        lines = []
        for _ in range(config.lines):
            kind = rng.choices(kinds, weights)[0]
            q = rng.randint(0, 40) if kind == "count" else rng.randint(1, 25)
            lines.append([kind, rng.choice(items), q, rng.randrange(3)])
        data = {"items": items, "opening": opening, "lines": lines}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        opening = ", ".join(f"{q} {item}" for item, q in data["opening"].items())
        ledger = [f"  {i + 1}. " + _LINE[kind][style].format(q=q, item=item) for i, (kind, item, q, style) in enumerate(data["lines"])]
        order = ", ".join(data["items"])
        return "\n".join([rng.choice(_INTROS).format(opening=opening), _RULES, "Ledger:", *ledger,
                          rng.choice(("What is the final stock of each item?", "How many units of each item are in stock at the end?",
                                      "Give the closing stock of every item.")),
                          answer_instruction(f"the closing stocks in the order {order}, separated by commas, like \"4, 0, 17\"")])

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        stock = dict(data["opening"])
        for i, (kind, item, q, _) in enumerate(data["lines"]):
            t.state(f"line {i + 1}")
            have = t.fetch(f"stock[{item}]", stock[item])
            if kind == "ship":
                if not t.goto(q <= have, why=f"ship {q} only if {q} <= stock"):
                    continue
            stock[item] = t.compute(f"stock[{item}]'", step(kind, have, q), why=f"{kind} {q}")
        t.state("answer")
        return t.compute("answer", [t.fetch(f"stock[{item}]", stock[item]) for item in data["items"]])

    def solve(self, data: dict) -> list[int]:
        # Per item: the last count resets the stock, so only lines after it matter.
        out = []
        for item in data["items"]:
            mine = [(kind, q) for kind, it, q, _ in data["lines"] if it == item]
            last = max((k for k, (kind, _) in enumerate(mine) if kind == "count"), default=-1)
            stock = mine[last][1] if last >= 0 else data["opening"][item]
            for kind, q in mine[last + 1 :]:
                stock = step(kind, stock, q)
            out.append(stock)
        return out

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        # no refusals: every shipment subtracted even past zero
        naive = []
        for item in case.data["items"]:
            stock = case.data["opening"][item]
            for kind, it, q, _ in case.data["lines"]:
                if it == item:
                    stock = stock - q if kind == "ship" else step(kind, stock, q)
            naive.append(stock)
        gold = list(case.answer)
        wrong = [naive, gold[::-1], [g + 1 for g in gold]]
        return [self.format_answer(w) for w in wrong if w != gold]


BOOTCAMP = InventoryLedger()
