"""Final contents of a hash table with linear probing after a sequence of insertions.

The table has m slots (0..m-1) and hash h(k) = k mod m. A key goes into slot h(k) if it is
empty, otherwise into the next slot (wrapping from m-1 to 0) that is empty. The trace is one
state per probe.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer, render_any
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    slots: int = 7
    keys: int = 5
    max_key: int = 60

    def __post_init__(self) -> None:
        if not 3 <= self.slots <= 101:
            raise ValueError(f"slots must be in 3..101, got {self.slots}")
        if not 2 <= self.keys <= self.slots:
            raise ValueError(f"keys must be in 2..slots, got {self.keys}")
        if self.max_key < 2 * self.slots:
            raise ValueError(f"max_key must be >= 2 * slots, got {self.max_key}")


_TEMPLATES = (
    "A hash table has {m} slots numbered 0 to {last} and uses h(k) = k mod {m} with linear probing: if slot h(k) is "
    "taken, try h(k)+1, h(k)+2, ... wrapping around from {last} to 0. Insert the keys {keys} in this order. What "
    "does the table hold afterwards? Write -1 for an empty slot.",
    "Insert {keys} (in that order) into an open-addressing hash table of size {m} with hash function key mod {m} "
    "and linear probing (step +1, wrapping around). List the contents of slots 0..{last}, using -1 for empty slots.",
    "A cloakroom has {m} hooks numbered 0..{last}. A coat with ticket number t is hung on hook t mod {m}, or, if that "
    "hook is taken, on the next free hook after it (after hook {last} comes hook 0). Coats arrive with tickets "
    "{keys}. Which ticket hangs on each hook? Use -1 for a free hook.",
)


class HashLinearProbing(IntListAnswer, Bootcamp):
    id = "data_structure/hash_linear_probing"
    description = "Slots of a linear-probing hash table after insertions (probe-by-probe trace)"
    Config = Config
    LEVELS = {
        "1": Config(slots=7, keys=5, max_key=60),
        "2": Config(slots=11, keys=8, max_key=99),
        "3": Config(slots=13, keys=10, max_key=150),
        "4": Config(slots=17, keys=14, max_key=300),
        "5": Config(slots=23, keys=20, max_key=999),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        m = rng.choice([config.slots, config.slots + 1, config.slots + 2])
        keys = []
        home = rng.randrange(m)  # a crowded area of the table makes probe chains
        while len(keys) < config.keys:
            k = rng.randint(1, config.max_key)
            if rng.random() < 0.4:
                k = home + m * rng.randint(0, config.max_key // m - 1)
            if k not in keys and k > 0:
                keys.append(k)
        data = {"m": m, "keys": keys}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        m = data["m"]
        text = rng.choice(_TEMPLATES).format(m=m, last=m - 1, keys=render_any(data["keys"], rng))
        form = f"the {m} slot contents for slots 0 to {m - 1}, separated by commas, with -1 for empty (for example 14, -1, 9)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        m = data["m"]
        table = [-1] * m
        for n, key in enumerate(data["keys"]):
            t.state(f"key {n}")
            key = t.fetch(f"keys[{n}]", key)
            slot = t.compute("slot", key % m, why=f"{key} mod {m}")
            while True:
                t.state(f"key {n} probe {slot}")
                held = t.fetch(f"table[{slot}]", table[slot])
                if t.goto(held == -1, why="an empty slot takes the key"):
                    table[slot] = t.compute(f"table[{slot}]", key)
                    break
                slot = t.compute("slot", (slot + 1) % m, why="taken: try the next slot")
        t.state("answer")
        return t.compute("answer", t.fetch("table", list(table)))

    def solve(self, data: dict) -> list[int]:
        # Each key's slot is the first free one in its cyclic order h, h+1, ...
        m = data["m"]
        placed: dict[int, int] = {}
        for key in data["keys"]:
            slot = next(s % m for s in range(key % m, key % m + m) if s % m not in placed)
            placed[slot] = key
        return [placed.get(s, -1) for s in range(m)]


BOOTCAMP = HashLinearProbing()
