"""Order of records after a stable sort on two keys (one descending, one ascending).

Records that tie on both keys keep their input order. Keys come from small ranges so ties are
common, which is what the stability and the second key are about. The trace is insertion sort:
one state per record, comparing it with the sorted records from the back and inserting it
after the last one that does not come after it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.strings import WordSequenceAnswer
from bootcamps.kit.wordlist import common_words
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    records: int = 6
    first_range: int = 4
    second_range: int = 4

    def __post_init__(self) -> None:
        if not 3 <= self.records <= 60:
            raise ValueError(f"records must be in 3..60, got {self.records}")
        if not 2 <= self.first_range <= 100 or not 2 <= self.second_range <= 100:
            raise ValueError(f"key ranges must be in 2..100, got {self.first_range}, {self.second_range}")


_FIELDS = (("points", "age"), ("level", "weight"), ("rating", "price"), ("priority", "size"), ("score", "time"))
_TEMPLATES = (
    "Each record is name ({a}, {b}):\n{rows}\nSort the records by {a} from highest to lowest; records with equal "
    "{a} go by {b} from lowest to highest; records equal in both keep their order from the list above. List the "
    "names in the sorted order.",
    "A stable sort orders these entries first by {a} descending, then by {b} ascending (entries that tie on both "
    "stay in input order):\n{rows}\nWhat is the resulting order of names?",
    "Rank the following by larger {a} first; break ties by smaller {b}; if still tied, whoever is listed first "
    "stays first.\n{rows}\nGive the names in ranked order.",
)


class StableMultikeySort(WordSequenceAnswer, Bootcamp):
    id = "search_sort/stable_multikey_sort"
    description = "Names in order after a stable two-key sort, descending then ascending (insertion-sort trace)"
    Config = Config
    LEVELS = {
        "1": Config(records=5, first_range=3, second_range=4),
        "2": Config(records=7, first_range=4, second_range=5),
        "3": Config(records=9, first_range=4, second_range=6),
        "4": Config(records=12, first_range=5, second_range=6),
        "5": Config(records=16, first_range=6, second_range=8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        names = rng.sample([w for w in common_words() if 3 <= len(w) <= 6], config.records)
        lo = rng.randint(1, 20)
        rows = [[name, rng.randint(lo, lo + config.first_range - 1), rng.randint(1, config.second_range)] for name in names]
        data = {"fields": list(rng.choice(_FIELDS)), "rows": rows}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        a, b = data["fields"]
        style = rng.choice(("{n} ({x}, {y})", "{n}: {a} {x}, {b} {y}", "{n} - {a}={x}, {b}={y}"))
        rows = "\n".join(style.format(n=n, x=x, y=y, a=a, b=b) for n, x, y in data["rows"])
        text = rng.choice(_TEMPLATES).format(a=a, b=b, rows=rows)
        form = "the names in sorted order, separated by commas (for example tree, cup, lamp)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer)

    def program(self, t: Tracer, data: dict) -> list[str]:
        done: list[list] = []
        for i, row in enumerate(data["rows"]):
            t.state(f"insert record {i}")
            name, x, y = t.fetch(f"record {i}", tuple(row))
            at = len(done)
            while at > 0:
                other = t.fetch(f"sorted[{at - 1}]", tuple(done[at - 1]))
                if t.goto(other[1] > x or (other[1] == x and other[2] <= y), why="it does not come after the new one"):
                    break
                at -= 1
            done = done[:at] + [[name, x, y]] + done[at:]
            t.compute("sorted names", [r[0] for r in done])
        t.state("answer")
        return t.compute("answer", t.fetch("sorted names", [r[0] for r in done]))

    def solve(self, data: dict) -> list[str]:
        # Two stable passes: by the second key, then by the first (Python's sort is stable).
        rows = sorted(data["rows"], key=lambda r: r[2])
        return [r[0] for r in sorted(rows, key=lambda r: -r[1])]


BOOTCAMP = StableMultikeySort()
