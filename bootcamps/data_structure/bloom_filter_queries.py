"""Which queried items a Bloom filter reports as present, false positives included.

The filter has m positions and k explicit hash functions, each (a*x + b) mod m or
(x*x + c) mod m. A plain filter sets the k bits of an inserted item; a counting filter adds 1
to each of its k counters (twice where two functions agree) and a delete takes 1 off them. A
query reports "present" when all k positions are set (non-zero). Inserts, deletes and queries
are interleaved, so a query sees only what came before it. The answer is the set of queried
items reported present, which includes false positives.

The trace is one state per operation, one op per hash position; ``solve`` instead checks each
query's positions against the union of the positions of the items stored at that moment.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import strict_int_list
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    bits: int = 11
    hashes: int = 2
    inserts: int = 4
    deletes: int = 0
    queries: int = 4
    interleave: bool = False
    max_item: int = 50

    def __post_init__(self) -> None:
        if not 5 <= self.bits <= 64:
            raise ValueError(f"bits must be in 5..64, got {self.bits}")
        if not 1 <= self.hashes <= 6:
            raise ValueError(f"hashes must be in 1..6, got {self.hashes}")
        if not 2 <= self.inserts <= 60 or not 0 <= self.deletes < self.inserts:
            raise ValueError(f"need inserts in 2..60 and deletes in 0..inserts-1, got {self.inserts}, {self.deletes}")
        if not 3 <= self.queries <= 30:
            raise ValueError(f"queries must be in 3..30, got {self.queries}")
        if not 2 * (self.inserts + self.queries) <= self.max_item <= 9999:
            raise ValueError(f"max_item must be in 2*(inserts+queries)..9999, got {self.max_item}")


_PLAIN = (
    "A Bloom filter has {m} bits, numbered 0 to {last}, all 0 at the start, and uses {k} hash functions:\n{hashes}\n"
    "Inserting x sets the bits at positions {hlist} to 1 (a bit that is already 1 stays 1). A query for x reports "
    "\"present\" when all of those bits are 1 and \"absent\" otherwise, so it can report items that were never "
    "inserted. The operations happen in this order:\n{ops}\nWhich queried items does the filter report as present?",
    "Bit array of length {m} (indices 0..{last}), initially all zeros, with the hash functions\n{hashes}\n"
    "add x: set bit h(x) to 1 for every hash function h above. check x: answer yes exactly when bit h(x) is 1 for "
    "every h (a yes does not prove x was added). Carry out, in order:\n{ops}\nList the items whose check answers "
    "yes.",
    "A spell-checker stores words as numbers in a Bloom filter of {m} bits (positions 0 through {last}, initially "
    "clear). Each number x is hashed by\n{hashes}\nStoring x switches on the bits {hlist}; looking x up says "
    "\"found\" if every one of these bits is on. Here is what happens, in order:\n{ops}\nFor which looked-up "
    "numbers does the filter say \"found\"?",
)
_COUNTING = (
    "A counting Bloom filter has {m} counters, numbered 0 to {last}, all 0 at the start, and uses {k} hash "
    "functions:\n{hashes}\nInserting x adds 1 to the counter at each of the positions {hlist} (if two of them are "
    "the same position, that counter goes up by 2). Deleting x subtracts 1 at each of the same positions (only "
    "items that are stored are ever deleted). A query for x reports \"present\" when all the counters at its "
    "positions are greater than 0, so it can report items that are not stored. The operations happen in this "
    "order:\n{ops}\nWhich queried items does the filter report as present?",
    "Counting Bloom filter: an array of {m} counters (indices 0..{last}), initially zero, and the hash functions\n"
    "{hashes}\nadd x: increment counter h(x) once for every hash function h (a position hit by two functions is "
    "incremented twice). remove x: decrement the same counters once per function (x is always currently stored). "
    "check x: yes exactly when every counter h(x) is non-zero. Carry out, in order:\n{ops}\nList the items whose "
    "check answers yes.",
    "A cache keeps a counting Bloom filter of {m} counters (positions 0 through {last}, all starting at 0) with the "
    "hash functions\n{hashes}\nStoring x raises by one each of the counters at {hlist} (once per function, so twice "
    "if two functions agree); dropping a stored x lowers each of them by one in the same way; looking x up says "
    "\"found\" if none of its counters is 0. Here is what happens, in order:\n{ops}\nFor which looked-up numbers "
    "does the filter say \"found\"?",
)
_VERBS = (  # the words of template i
    {"insert": "insert", "delete": "delete", "query": "query"},
          {"insert": "add", "delete": "remove", "query": "check"},
          {"insert": "store", "delete": "drop", "query": "look up"})


def _position(h: list[int], x: int, m: int) -> int:
    return (h[1] * x + h[2]) % m if h[0] == 0 else (x * x + h[1]) % m


def _hash_text(i: int, h: list[int], m: int) -> str:
    if h[0] == 1:
        return f"h{i}(x) = (x*x + {h[1]}) mod {m}" if h[1] else f"h{i}(x) = (x*x) mod {m}"
    inner = ("x" if h[1] == 1 else f"{h[1]}x") + (f" + {h[2]}" if h[2] else "")
    return f"h{i}(x) = ({inner}) mod {m}" if h[2] else f"h{i}(x) = {inner} mod {m}"


class BloomFilterQueries(Bootcamp):
    id = "data_structure/bloom_filter_queries"
    description = "Queried items a (counting) Bloom filter with explicit hash functions reports as present"
    Config = Config
    LEVELS = {
        "1": Config(bits=11, hashes=2, inserts=4, queries=4, max_item=40),
        "2": Config(bits=13, hashes=2, inserts=6, queries=5, interleave=True, max_item=60),
        "3": Config(bits=17, hashes=3, inserts=8, queries=6, interleave=True, max_item=99),
        "4": Config(bits=19, hashes=3, inserts=9, deletes=3, queries=7, interleave=True, max_item=99),
        "5": Config(bits=23, hashes=3, inserts=13, deletes=4, queries=9, interleave=True, max_item=200),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        while True:
            m = rng.randint(config.bits - 2, config.bits)
            hashes: list[list[int]] = []
            while len(hashes) < config.hashes:
                h = [0, rng.randint(1, m - 1), rng.randrange(m)] if rng.random() < 0.75 else [1, rng.randrange(m), 0]
                if h not in hashes:
                    hashes.append(h)
            items = rng.sample(range(1, config.max_item + 1), config.inserts + config.queries)
            stored, fresh = items[: config.inserts], items[config.inserts :]
            ops = [["insert", x] for x in stored]
            if config.interleave:
                rng.shuffle(ops)
            for x in rng.sample(stored, config.deletes):  # each after its own insert
                at = ops.index(["insert", x])
                ops.insert(rng.randint(at + 1, len(ops)), ["delete", x])
            queried = rng.sample(stored, min(config.queries // 3, config.inserts)) + fresh
            for x in rng.sample(queried, config.queries):
                low = ops.index(["insert", x]) + 1 if ["insert", x] in ops else 0
                at = rng.randint(low, len(ops)) if config.interleave else len(ops)
                ops.insert(at, ["query", x])
            data = {"m": m, "hashes": hashes, "counting": config.deletes > 0, "ops": ops}
            answer = self.solve(data)
            false = [x for x in answer if not any(op == ["insert", x] for op in ops)]
            asked = sum(op[0] == "query" for op in ops)
            if false and len(answer) < asked:  # some false positive, some "absent"
                return data, answer

    def prompt(self, data: dict, rng: random.Random) -> str:
        m, hashes = data["m"], data["hashes"]
        style = rng.randrange(3)
        k = len(hashes)
        hlist = ", ".join(f"h{i}(x)" for i in range(1, k)) + f" and h{k}(x)" if k > 1 else "h1(x)"
        text = (_COUNTING if data["counting"] else _PLAIN)[style].format(
            m=m, last=m - 1, k=k, hlist=hlist, hashes="\n".join(_hash_text(i, h, m) for i, h in enumerate(hashes, 1)),
            ops="\n".join(f"{_VERBS[style][op]} {x}" for op, x in data["ops"]))
        form = "the reported items in increasing order, separated by commas (for example 4, 17, 30)"
        return f"{text}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: list[int], text: str) -> float:
        items = strict_int_list(text, max_items=len(answer) + 50)
        if items is None or len(set(items)) != len(items):
            return 0.0
        return 1.0 if sorted(items) == sorted(answer) else 0.0  # a set: any order is the same answer

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        m, hashes = data["m"], data["hashes"]
        cells = [0] * m
        found: list[int] = []
        for n, (op, x) in enumerate(data["ops"]):
            t.state(f"op {n + 1} {op}")
            x = t.fetch(f"ops[{n}].item", x)
            hits = []
            for i, h in enumerate(hashes, 1):
                p = t.compute(f"h{i}", _position(h, x, m), why=_hash_text(i, h, m).split(" = ", 1)[1])
                value = t.fetch(f"cell[{p}]", cells[p])
                if op == "query":
                    hits.append(value > 0)
                elif data["counting"]:
                    cells[p] = t.compute(f"cell[{p}]", value + (1 if op == "insert" else -1))
                else:
                    cells[p] = t.compute(f"cell[{p}]", 1)
            if op == "query" and t.goto(all(hits), why="every position set: reported present"):
                found = t.compute("found", found + [x])
        t.state("answer")
        return t.compute("answer", sorted(t.fetch("found", found)))

    def solve(self, data: dict) -> list[int]:
        # With deletes only of stored items, a (counting) filter says "present" exactly when the
        # query's positions lie inside the union of the positions of the items stored then.
        m, hashes = data["m"], data["hashes"]
        stored: set[int] = set()
        found = []
        for op, x in data["ops"]:
            if op == "insert":
                stored.add(x)
            elif op == "delete":
                stored.discard(x)
            else:
                covered = {_position(h, y, m) for y in stored for h in hashes}
                if {_position(h, x, m) for h in hashes} <= covered:
                    found.append(x)
        return sorted(found)


BOOTCAMP = BloomFilterQueries()
