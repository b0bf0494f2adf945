"""Final tables of cuckoo hashing: two tables of m slots, h1(x) = x mod m for table 1 and
h2(x) = (x div m) mod m for table 2. A new key goes into its table-1 slot; a key already there
is kicked out and moves to its slot in the other table, possibly kicking out another key, and
so on until a key lands in an empty slot. Cases never need a rehash.

The trace has one state per key inserted, with the chain of slots it and the keys it kicks out
move through.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    slots: int = 5
    keys: int = 4

    def __post_init__(self) -> None:
        if not 2 <= self.slots <= 50:
            raise ValueError(f"slots must be in 2..50, got {self.slots}")
        if not 1 <= self.keys <= self.slots:
            raise ValueError(f"keys must be in 1..slots, got {self.keys}")


_TEMPLATES = (
    "Cuckoo hashing with two tables T1 and T2 of {m} slots each (slots 0..{last}). A key x has slot h1(x) = x mod {m} "
    "in T1 and slot h2(x) = (x div {m}) mod {m} in T2 (div is integer division). To insert x, put it in T1[h1(x)]; "
    "if that slot held a key y, y is pushed out and goes to its slot in the other table, pushing out any key there, "
    "and so on until a key lands in an empty slot. Insert, in order: {keys}.\nGive the final contents of T1[0], ..., "
    "T1[{last}], T2[0], ..., T2[{last}], writing 0 for an empty slot.",
    "Two hash tables, each with {m} slots numbered from 0. Table 1 uses x mod {m}; table 2 uses floor(x / {m}) mod "
    "{m}. Every insertion starts in table 1 and evicts the current occupant, which moves to its position in the "
    "table it is not in (evicting again if needed) until an empty slot is reached. After inserting {keys} (in that "
    "order), list table 1's slots then table 2's slots, 0 meaning empty.",
    "Keys {keys} are inserted one by one into a cuckoo hash table made of two arrays A and B of length {m}: "
    "position in A is key % {m}, position in B is (key // {m}) % {m}. A new key always takes its A position; a "
    "displaced key moves to its position in the other array, displacing whatever is there. Report A[0..{last}] "
    "followed by B[0..{last}] (0 for empty).",
)


def _insert(tables: list[list[int]], m: int, key: int, limit: int) -> list[list[int]] | None:
    """Slots [table, index] visited while inserting ``key`` (mutates ``tables``); None on a cycle."""
    path, side, x = [], 0, key
    for _ in range(limit):
        slot = x % m if side == 0 else x // m % m
        path.append([side, slot])
        tables[side][slot], x = x, tables[side][slot]
        if x == 0:
            return path
        side = 1 - side
    return None


class CuckooHashing(IntSequenceAnswer, Bootcamp):
    id = "data_structure/cuckoo_hashing"
    description = "Final two-table contents after cuckoo-hashing insertions with evictions"
    Config = Config
    LEVELS = {
        "1": Config(slots=4, keys=3),
        "2": Config(slots=5, keys=4),
        "3": Config(slots=7, keys=6),
        "4": Config(slots=9, keys=8),
        "5": Config(slots=12, keys=11),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        m = config.slots
        while True:
            keys = rng.sample(range(1, 4 * m * m), config.keys)
            heavy = rng.randrange(m)  # crowd one table-1 slot so that evictions happen
            for i in range(len(keys) // 2):
                candidate = heavy + m * rng.randrange(4 * m)
                if candidate and candidate not in keys:
                    keys[i] = candidate
            rng.shuffle(keys)
            tables = [[0] * m, [0] * m]
            if all(_insert(tables, m, k, 4 * m) is not None for k in keys):
                data = {"m": m, "keys": keys}
                return data, self.solve(data)

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def prompt(self, data: dict, rng: random.Random) -> str:
        m = data["m"]
        text = rng.choice(_TEMPLATES).format(m=m, last=m - 1, keys=", ".join(map(str, data["keys"])))
        return f"{text}\n{answer_instruction(f'the {2 * m} slot contents, comma-separated, e.g. 0, 7, 0, 12, ...')}"

    def program(self, t: Tracer, data: dict) -> list[int]:
        m = data["m"]
        tables = [[0] * m, [0] * m]
        for i, key in enumerate(data["keys"]):
            t.state(f"insert {key}")
            tables = [list(row) for row in t.fetch("tables", tables)]
            path = _insert(tables, m, key, 4 * m)
            t.compute("path", path, why="[table, slot] visited: h1 in table 0, h2 in table 1")
            tables = t.compute("tables", tables)
        t.state("answer")
        tables = t.fetch("tables", tables)
        return t.compute("answer", tables[0] + tables[1])

    def solve(self, data: dict) -> list[int]:
        # Dictionaries slot -> key; one kicked key at a time, alternating tables.
        m = data["m"]
        first: dict[int, int] = {}
        second: dict[int, int] = {}
        for key in data["keys"]:
            moving, into_first = key, True
            while moving:
                table, slot = (first, moving % m) if into_first else (second, moving // m % m)
                moving, table[slot] = table.get(slot, 0), moving
                into_first = not into_first
        return [first.get(s, 0) for s in range(m)] + [second.get(s, 0) for s in range(m)]


BOOTCAMP = CuckooHashing()
