"""Find the rows whose foreign key matches no customer once keys are normalised (an anti-join).

A customer list holds canonical codes ``C<number>``; an orders table refers to customers by a
code typed by hand: mixed case, stray spaces, a dash after the letter, leading zeros. The
stated normalisation (trim spaces, upper-case, drop dashes, drop leading zeros of the number)
maps each reference to a canonical code; the answer is the ids of the orders whose code is
not a customer, ascending (at least one by construction). The trace normalises each order's
reference in turn (fetch the raw text, compute the code, compute whether it is a customer).
The tests check golds against DuckDB (string functions and ``NOT EXISTS``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    customers: int = 4
    orders: int = 5
    messy: int = 1  # how many spelling variants (beyond the canonical one) may appear

    def __post_init__(self) -> None:
        if not 2 <= self.customers <= 40:
            raise ValueError(f"customers must be in 2..40, got {self.customers}")
        if not 2 <= self.orders <= 60:
            raise ValueError(f"orders must be in 2..60, got {self.orders}")
        if not 0 <= self.messy <= 4:
            raise ValueError(f"messy must be in 0..4, got {self.messy}")


def spell(rng: random.Random, number: int, messy: int) -> str:
    """One hand-typed spelling of code C<number>."""
    style = rng.randint(0, messy)
    if style == 0:
        return f"C{number}"
    if style == 1:
        return f"c{number}"
    if style == 2:
        return f"C-{number:03d}"
    if style == 3:
        return f" c{number:04d} "
    return f"c-{number:02d} "


def normalise(ref: str) -> str:
    text = ref.strip().upper().replace("-", "")
    return text[0] + str(int(text[1:]))


_INTROS = (
    "An orders table refers to customers by a hand-typed code.",
    "Order rows point at customers through a customer code typed by hand.",
    "Each order names its customer by a code that staff typed in by hand.",
)
_RULE = (
    "To compare codes, normalise a reference this way: remove surrounding spaces, make it upper case, "
    "delete any dash, and drop leading zeros from the number (so ' c-007 ' becomes C7)."
)


class KeyMismatch(IntSequenceAnswer, Bootcamp):
    id = "data/key_mismatch"
    description = "Anti-join after key normalisation: which orders reference no existing customer"
    Config = Config
    LEVELS = {
        "1": Config(customers=4, orders=5, messy=1),
        "2": Config(customers=6, orders=8, messy=2),
        "3": Config(customers=8, orders=12, messy=4),
        "4": Config(customers=12, orders=18, messy=4),
        "5": Config(customers=16, orders=26, messy=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        pool = rng.sample(range(1, 100), config.customers + max(2, config.customers // 2))
        known, unknown = sorted(pool[: config.customers]), pool[config.customers :]
        while True:
            refs = [spell(rng, rng.choice(unknown) if rng.random() < 0.25 else rng.choice(known), config.messy) for _ in range(config.orders)]
            data = {"customers": [f"C{k}" for k in known], "refs": refs, "first_id": rng.randint(1, 900)}
            gold = self.solve(data)
            if 0 < len(gold) < config.orders:
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        orders = "\n".join(f"{data['first_id'] + i},{ref}" for i, ref in enumerate(data["refs"]))
        form = "the order ids in ascending order, separated by commas, like 12, 15"
        return "\n".join([
            rng.choice(_INTROS),
            "Customer codes: " + ", ".join(data["customers"]),
            "Orders (order_id,customer_ref):",
            orders,
            _RULE,
            "Which orders refer to a customer code that is not in the customer list?",
            answer_instruction(form),
        ])

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        known = set(data["customers"])
        missing: list[int] = []
        for i, raw in enumerate(data["refs"]):
            order_id = data["first_id"] + i
            t.state(f"order {order_id}")
            ref = t.fetch(f"customer_ref[{order_id}]", raw)
            code = t.compute("normalised", normalise(ref))
            if not t.compute("[is a customer]", code in known):
                missing.append(t.compute("missing", order_id))
        t.state("answer")
        return t.compute("answer", list(missing))

    def solve(self, data: dict) -> list[int]:
        # parse the number out character by character instead of string normalisation
        numbers = {int(c[1:]) for c in data["customers"]}
        out = []
        for i, ref in enumerate(data["refs"]):
            digits = "".join(ch for ch in ref if ch.isdigit())
            if int(digits) not in numbers:
                out.append(data["first_id"] + i)
        return out

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        every = [case.data["first_id"] + i for i in range(len(case.data["refs"]))]
        wrong = [gold[:-1] or every, [g + 1 for g in gold], every]
        return [self.format_answer(w) for w in wrong if w != gold]


BOOTCAMP = KeyMismatch()
