"""Buckets of a separate-chaining hash table after inserts and deletes, with rehashing.

The table starts with m buckets, each a chain (list) of keys, and hashes by
h(k) = (a*k + b) mod m for the current m. An insert of a key not yet present puts it at the
front or at the end of its chain (stated per case); then, if the load factor (keys / buckets)
exceeds a stated limit, the table grows to 2m or 2m + 1 buckets and every key is moved, old
bucket by old bucket and each chain from front to back, into the new table by the same insert
rule. A delete removes the key from its chain (nothing happens for a key that is absent, and an
insert of a key already present does nothing). The answer is every bucket's chain, front first.

The trace is one state per operation and one per key moved by a rehash; ``solve`` rebuilds the
table as tuples in one pass per operation.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.ds8 import IntGroupsAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    operations: int = 7
    buckets: int = 5
    max_mult: int = 1
    deletes: bool = False
    repeats: bool = False
    min_rehashes: int = 0
    max_key: int = 60

    def __post_init__(self) -> None:
        if not 4 <= self.operations <= 100:
            raise ValueError(f"operations must be in 4..100, got {self.operations}")
        if not 2 <= self.buckets <= 20:
            raise ValueError(f"buckets must be in 2..20, got {self.buckets}")
        if not 1 <= self.max_mult <= 9:
            raise ValueError(f"max_mult must be in 1..9, got {self.max_mult}")
        if not 0 <= self.min_rehashes <= 3:
            raise ValueError(f"min_rehashes must be in 0..3, got {self.min_rehashes}")
        if not 2 * self.operations <= self.max_key <= 9999:
            raise ValueError(f"max_key must be in 2*operations..9999, got {self.max_key}")


_LOADS = {"3/4": "0.75", "1": "1", "3/2": "1.5", "2": "2"}

_TEMPLATES = (
    "A hash table with separate chaining starts empty with {m} buckets, numbered from 0; each bucket holds a chain "
    "(a list) of keys. The bucket of key k is {hash}, where m is the current number of buckets. To insert a key that "
    "is not in the table, add it {where} of its bucket's chain; inserting a key that is already present does nothing. "
    "After an insertion, if the load factor (number of keys divided by m) is greater than {load}, the table is "
    "rehashed: it gets {grow} buckets, and the keys are moved into it by going through the old buckets 0, 1, 2, ... "
    "in order, each chain from front to back, inserting each key by the same rule (no further rehash is triggered "
    "while moving). To delete a key, remove it from its chain (the others keep their order); deleting a key that is "
    "absent does nothing. The table never shrinks.\nOperations, in order: {ops}.\nWhat does every bucket of the "
    "final table hold?",
    "Separate-chaining hash map, initially {m} empty buckets (0-based), hash function {hash} with m = the current "
    "bucket count. insert k: if k is absent, place it {where} of the chain in its bucket, then check the load "
    "factor keys/m; when it exceeds {load}, resize to {grow} buckets and re-insert every key (walking the old "
    "buckets from 0 upwards and each chain from its front) {where} of its new chain. An insert of a present key is "
    "ignored. delete k: unlink k from its chain if it is there. No shrinking ever happens.\n{ops_lines}\nGive the "
    "chain in every bucket at the end.",
    "Keys go into a table of {m} buckets (numbered 0 upwards) by the hash {hash}, m being the number of buckets at "
    "that moment; each bucket keeps a list. New keys are added {where} of their bucket's list (a key that is "
    "already stored is not added again), and deleted keys are simply taken out of their list (deleting a missing "
    "key changes nothing). Whenever an insertion makes the number of keys larger than {load} times the number of "
    "buckets, the table is rebuilt with {grow} buckets: the keys are taken from the old buckets in order 0, 1, "
    "2, ..., each list from front to back, and added {where} of their new lists, one by one.\nThe operations "
    "are:\n{ops_lines}\nList the contents of all the buckets after the last operation.",
)


def _hash_text(a: int, b: int) -> str:
    inner = ("k" if a == 1 else f"{a}k") + (f" + {b}" if b else "")
    return f"h(k) = ({inner}) mod m" if b or a != 1 else "h(k) = k mod m"


class HashSeparateChaining(IntGroupsAnswer, Bootcamp):
    id = "data_structure/hash_separate_chaining"
    description = "Bucket chains of a separate-chaining hash table after inserts, deletes and load-factor rehashes"
    Config = Config
    LEVELS = {
        "1": Config(operations=7, buckets=5, max_mult=1, min_rehashes=0, max_key=40),
        "2": Config(operations=10, buckets=5, max_mult=3, deletes=True, min_rehashes=1, max_key=60),
        "3": Config(operations=14, buckets=5, max_mult=3, deletes=True, repeats=True, min_rehashes=1, max_key=99),
        "4": Config(operations=20, buckets=4, max_mult=5, deletes=True, repeats=True, min_rehashes=2, max_key=150),
        "5": Config(operations=28, buckets=3, max_mult=7, deletes=True, repeats=True, min_rehashes=2, max_key=250),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        while True:
            m = rng.randint(max(2, config.buckets - 1), config.buckets)
            data = {"m": m, "a": rng.randint(1, config.max_mult), "b": rng.randrange(m) if config.max_mult > 1 else 0,
                    "front": rng.random() < 0.5, "load": rng.choice(sorted(_LOADS)), "grow": rng.choice((0, 1))}
            present: list[int] = []
            ops: list[list] = []
            for _ in range(config.operations):
                roll = rng.random()
                if config.deletes and present and roll < 0.25:
                    key = rng.choice(present) if not config.repeats or rng.random() < 0.8 else \
                        rng.randint(1, config.max_key)
                    ops.append(["delete", key])
                    if key in present:
                        present.remove(key)
                    continue
                key = rng.choice(present) if config.repeats and present and roll > 0.93 else \
                    rng.randint(1, config.max_key)
                ops.append(["insert", key])
                if key not in present:
                    present.append(key)
            data["ops"] = ops
            answer = self.solve(data)
            if len(answer) >= self._buckets_after(data["m"], data["grow"], config.min_rehashes):
                return data, answer

    @staticmethod
    def _buckets_after(m: int, grow: int, rehashes: int) -> int:
        for _ in range(rehashes):
            m = 2 * m + grow
        return m

    def prompt(self, data: dict, rng: random.Random) -> str:
        where = "at the front" if data["front"] else "at the end"
        grow = "2m + 1" if data["grow"] else "2m"
        ops_inline = ", ".join(f"{op} {k}" for op, k in data["ops"])
        ops_lines = "\n".join(f"{op} {k}" for op, k in data["ops"])
        text = rng.choice(_TEMPLATES).format(m=data["m"], hash=_hash_text(data["a"], data["b"]), where=where,
                                             load=_LOADS[data["load"]], grow=grow, ops=ops_inline, ops_lines=ops_lines)
        form = ("every bucket of the final table from bucket 0 up, each as its chain from front to back inside square "
                "brackets, empty buckets as [], separated by commas (for example [12, 5], [], [7] for three buckets)")
        return f"{text}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        a, b, front, load = data["a"], data["b"], data["front"], Fraction(data["load"])
        table: list[list[int]] = [[] for _ in range(data["m"])]
        count = 0

        def place(key: int, m: int, into: list[list[int]]) -> None:
            slot = t.compute("bucket", (a * key + b) % m, why=f"({a}*{key}+{b}) mod {m}")
            chain = t.fetch(f"bucket[{slot}]", list(into[slot]))
            into[slot] = t.compute(f"bucket[{slot}]", [key] + chain if front else chain + [key])

        for n, (op, key) in enumerate(data["ops"]):
            t.state(f"op {n + 1} {op}")
            key = t.fetch(f"ops[{n}].key", key)
            m = len(table)
            slot = t.compute("bucket", (a * key + b) % m, why=f"({a}*{key}+{b}) mod {m}")
            chain = t.fetch(f"bucket[{slot}]", list(table[slot]))
            if op == "delete":
                if t.goto(key in chain, why="the key is in its chain"):
                    table[slot] = t.compute(f"bucket[{slot}]", [k for k in chain if k != key])
                    count = t.compute("keys", t.fetch("keys", count) - 1)
                continue
            if not t.goto(key not in chain, why="a new key"):
                continue
            table[slot] = t.compute(f"bucket[{slot}]", [key] + chain if front else chain + [key])
            count = t.compute("keys", t.fetch("keys", count) + 1)
            if not t.goto(count > load * m, why=f"load factor {count}/{m} above {data['load']}"):
                continue
            bigger: list[list[int]] = [[] for _ in range(t.compute("m", 2 * m + data["grow"], why="grow"))]
            for old in range(m):
                for j, moved in enumerate(table[old]):
                    t.state(f"op {n + 1} rehash bucket {old} item {j}")
                    place(t.fetch(f"old[{old}][{j}]", moved), len(bigger), bigger)
            table = bigger
        t.state("answer")
        return t.compute("answer", [t.fetch(f"bucket[{i}]", list(chain)) for i, chain in enumerate(table)])

    def solve(self, data: dict) -> list[list[int]]:
        # The table as a tuple of tuples, rebuilt whole at every change.
        a, b, front, load = data["a"], data["b"], data["front"], Fraction(data["load"])

        def add(table: tuple, key: int) -> tuple:
            h = (a * key + b) % len(table)
            chain = (key,) + table[h] if front else table[h] + (key,)
            return table[:h] + (chain,) + table[h + 1 :]

        table: tuple = ((),) * data["m"]
        for op, key in data["ops"]:
            stored = [k for chain in table for k in chain]
            if op == "delete":
                table = tuple(tuple(k for k in chain if k != key) for chain in table)
            elif key not in stored:
                table = add(table, key)
                if len(stored) + 1 > load * len(table):
                    bigger: tuple = ((),) * (2 * len(table) + data["grow"])
                    for k in (k for chain in table for k in chain):
                        bigger = add(bigger, k)
                    table = bigger
        return [list(chain) for chain in table]


BOOTCAMP = HashSeparateChaining()
