"""Cost of goods sold under FIFO inventory accounting.

Purchases add lots (quantity at a unit cost) to the stock; a sale takes units from the oldest
lots first, and its cost is the sum of what those units cost. The answer is the total cost of
all sales. The trace keeps the queue of lots: one state per transaction.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    transactions: int = 5
    max_quantity: int = 20

    def __post_init__(self) -> None:
        if not 3 <= self.transactions <= 200:
            raise ValueError(f"transactions must be in 3..200, got {self.transactions}")
        if self.max_quantity < 5:
            raise ValueError(f"max_quantity must be >= 5, got {self.max_quantity}")


_TEMPLATES = (
    "A shop's stock of {item} starts empty. It records these transactions in order:\n{ops}\nUsing FIFO accounting "
    "(each sale uses up the oldest units still in stock first), what is the total cost of the units sold?",
    "Inventory ledger for {item} (empty at the start):\n{ops}\nUnits leave stock first-in, first-out. Add up the "
    "purchase cost of every unit that was sold. What is the cost of goods sold?",
    "Compute the FIFO cost of goods sold for these {item} movements, in chronological order (no opening stock):\n"
    "{ops}\nEvery sale consumes the earliest-bought units remaining.",
)
_ITEMS = ("widgets", "bolts", "lamps", "chairs", "mugs", "cables", "boots", "kettles")


class FifoInventoryCost(IntegerAnswer, Bootcamp):
    id = "simulation/fifo_inventory_cost"
    description = "Cost of goods sold under FIFO inventory accounting (queue of purchase lots)"
    Config = Config
    LEVELS = {
        "1": Config(transactions=5, max_quantity=20),
        "2": Config(transactions=7, max_quantity=30),
        "3": Config(transactions=10, max_quantity=40),
        "4": Config(transactions=14, max_quantity=60),
        "5": Config(transactions=20, max_quantity=90),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        ops: list[list] = []
        stock = 0
        while len(ops) < config.transactions or not any(op[0] == "sell" for op in ops):
            if stock == 0 or rng.random() < 0.5:
                qty = rng.randint(1, config.max_quantity)
                ops.append(["buy", qty, rng.randint(2, 30)])
                stock += qty
            else:
                qty = rng.randint(1, stock)
                ops.append(["sell", qty])
                stock -= qty
        data = {"ops": ops, "item": rng.choice(_ITEMS)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [f"{i + 1}. buy {op[1]} at ${op[2]} each" if op[0] == "buy" else f"{i + 1}. sell {op[1]}"
                 for i, op in enumerate(data["ops"])]
        body = rng.choice(_TEMPLATES).format(ops="\n".join(lines), item=data["item"])
        return f"{body}\n{answer_instruction('one integer (the total cost in dollars)')}"

    def program(self, t: Tracer, data: dict) -> int:
        lots: list[tuple[int, int]] = []  # (quantity left, unit cost), oldest first
        total = 0
        for i, op in enumerate(data["ops"]):
            t.state(f"transaction {i + 1}")
            if op[0] == "buy":
                lots = t.compute("lots", lots + [(t.fetch(f"qty[{i + 1}]", op[1]), op[2])])
                continue
            need = t.fetch(f"qty[{i + 1}]", op[1])
            while need:
                qty, cost = lots[0]
                take = min(qty, need)
                total = t.compute("cost so far", total + take * cost)
                need -= take
                lots = [(qty - take, cost)] + lots[1:] if take < qty else lots[1:]
            t.compute("lots", list(lots))
        t.state("answer")
        return t.compute("answer", t.fetch("total", total))

    def solve(self, data: dict) -> int:
        # Unit by unit: number the bought units in order; the sold ones are a prefix of them.
        costs: list[int] = []
        sold = 0
        for op in data["ops"]:
            if op[0] == "buy":
                costs.extend([op[2]] * op[1])
            else:
                sold += op[1]
        return sum(costs[:sold])


BOOTCAMP = FifoInventoryCost()
