"""Continue a sequence made of two or three interleaved progressions: the terms in positions
1, 1+s, 1+2s, ... form one progression, those in positions 2, 2+s, ... another, and so on; each
is arithmetic (constant difference) or geometric (constant integer ratio). Split the strands,
test each for a common difference or ratio, and extend the one whose turn is next."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    strands: int = 2
    per_strand: int = 3  # terms shown per strand
    extra: int = 2

    def __post_init__(self) -> None:
        if not 2 <= self.strands <= 4 or not 3 <= self.per_strand <= 8 or not 1 <= self.extra <= 8:
            raise ValueError(f"need strands in 2..4, per_strand in 3..8, extra in 1..8, got {self.strands}, {self.per_strand}, {self.extra}")


_RULE = ("The sequence interleaves {s} progressions: the terms in positions 1, {s1}, {s2}, ... form one, the terms in "
         "positions 2, {t1}, {t2}, ... another{more}. Each of them is either arithmetic (a constant difference) or geometric "
         "(a constant integer ratio).")
_TEMPLATES = (
    "{terms}, ... {rule} What are the next {m} terms of the whole sequence?",
    "{rule} The sequence starts {terms}. Continue it by {m} terms.",
    "Find the next {m} numbers: {terms}, ... ({rule})",
    "{rule} Given {terms}, write down the following {m} terms in order.",
)


def _strand_rule(values: list[int]) -> tuple[str, int]:
    """("add", d) when the differences agree, else ("mul", r) when the integer ratios agree."""
    diffs = {b - a for a, b in zip(values, values[1:])}
    if len(diffs) == 1:
        return "add", diffs.pop()
    if all(a != 0 and b % a == 0 for a, b in zip(values, values[1:])):
        ratios = {b // a for a, b in zip(values, values[1:])}
        if len(ratios) == 1:
            return "mul", ratios.pop()
    raise ValueError(f"strand {values} is neither arithmetic nor geometric")


class InterleavedProgressions(IntSequenceAnswer, Bootcamp):
    id = "sequence/interleaved_progressions"
    description = "Next terms of interleaved arithmetic and geometric progressions"
    Config = Config
    LEVELS = {
        "1": Config(strands=2, per_strand=3, extra=2),
        "2": Config(strands=2, per_strand=4, extra=3),
        "3": Config(strands=3, per_strand=3, extra=3),
        "4": Config(strands=3, per_strand=4, extra=4),
        "5": Config(strands=4, per_strand=4, extra=5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        s = config.strands
        total = s * config.per_strand + config.extra
        strands = []
        for _ in range(s):
            length = -(-total // s)
            if rng.random() < 0.4:
                first = rng.choice((-1, 1)) * rng.randint(1, 9)
                ratio = rng.choice((-3, -2, 2, 2, 3))
                strands.append([first * ratio**i for i in range(length)])
            else:
                first, diff = rng.randint(-30, 30), rng.choice((-1, 1)) * rng.randint(1, 15)
                strands.append([first + diff * i for i in range(length)])
        seq = [strands[i % s][i // s] for i in range(total)]
        shown = s * config.per_strand
        data = {"terms": seq[:shown], "strands": s, "extra": config.extra}
        return data, seq[shown:]

    def prompt(self, data: dict, rng: random.Random) -> str:
        s = data["strands"]
        more = "".join(f", the terms in positions {j}, {j + s}, ... another" for j in range(3, s + 1))
        rule = _RULE.format(s=s, s1=1 + s, s2=1 + 2 * s, t1=2 + s, t2=2 + 2 * s, more=more)
        text = rng.choice(_TEMPLATES).format(terms=", ".join(map(str, data["terms"])), rule=rule, m=data["extra"])
        return f"{text}\n{answer_instruction('the next terms as a comma-separated list of integers, e.g. 5, -12, 9')}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        terms, s = data["terms"], data["strands"]
        rules, lasts = [], []
        for j in range(s):
            t.state(f"strand {j + 1}")
            values = t.fetch(f"strand{j + 1}", terms[j::s])
            diffs = t.compute("differences", [b - a for a, b in zip(values, values[1:])])
            if t.compute("constant_difference", len(set(diffs)) == 1):
                rules.append(t.compute(f"rule{j + 1}", ("add", diffs[0])))
            else:
                if values[0] == 0:
                    raise ZeroDivisionError("a zero term in a geometric strand after an injected error")
                rules.append(t.compute(f"rule{j + 1}", ("mul", values[1] // values[0]), why="the common ratio"))
            lasts.append(values[-1])
        out = []
        for i in range(data["extra"]):
            position = len(terms) + i
            j = position % s
            t.state(f"term {position + 1}")
            kind, c = t.fetch(f"rule{j + 1}", rules[j])
            last = t.fetch(f"last{j + 1}", lasts[j])
            value = t.compute(f"t{position + 1}", last + c if kind == "add" else last * c, why=f"strand {j + 1}, one step on")
            if abs(value) > 10**15:
                raise ValueError("runaway term after an injected error")
            lasts[j] = value
            out.append(value)
        return out

    def solve(self, data: dict) -> list[int]:
        # each strand's closed form a_0 + i d or a_0 r^i, read off at the positions asked for
        terms, s = data["terms"], data["strands"]
        forms = [_strand_rule(terms[j::s]) for j in range(s)]
        out = []
        for i in range(data["extra"]):
            position = len(terms) + i
            j, index = position % s, position // s
            kind, c = forms[j]
            first = terms[j]
            out.append(first + c * index if kind == "add" else first * c**index)
        return out


BOOTCAMP = InterleavedProgressions()
