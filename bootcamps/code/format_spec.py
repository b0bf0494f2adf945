"""Predict the exact line an f-string with format specifications prints.

Fields use Python's format mini-language: fill and alignment (``<``, ``>``, ``^`` with a fill
character), width, zero padding, signs, thousands separators (``,`` and ``_``), precision for
floats and strings, and the integer presentations ``b``, ``o``, ``x``, ``X`` with or without
the ``#`` prefix, ``e`` and ``%`` for floats. Floats are drawn so that no rounding lands on a
tie. The line is wrapped in brackets so leading and trailing padding stays visible. Each field
is formatted by Python's ``format`` on the generated value (the data, never model text); the
trace is one state per field: fetch the value, compute the formatted piece, then the line.
The tests ``exec`` the generated f-string.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import ExactStringAnswer
from bootcamps.trace import Tracer

WORDS = ("apple", "orbit", "kettle", "zebra", "lantern", "quartz", "meadow", "pixel", "harbor", "violet")
FILLS = "*_-=.#~"


@dataclass(frozen=True)
class Config:
    fields: int = 2
    advanced: bool = False  # bases, exponent, percent and grouping specs as well

    def __post_init__(self) -> None:
        if not 1 <= self.fields <= 8:
            raise ValueError(f"fields must be in 1..8, got {self.fields}")


def random_float(rng: random.Random, digits: int, big: bool) -> float:
    """A float with ``digits + 1`` decimals whose last decimal is not 5, so rounding to
    ``digits`` places never meets a tie."""
    last = rng.choice((1, 2, 3, 4, 6, 7, 8, 9))
    whole = rng.randint(0, 99999 if big else 999)
    frac = rng.randrange(10**digits) * 10 + last
    value = whole + frac / 10 ** (digits + 1)
    return -value if rng.random() < 0.3 else value


def random_field(rng: random.Random, advanced: bool) -> list:
    """[kind, value, spec] of one field."""
    kind = rng.choice(("int", "float", "str") if not advanced else ("int", "int", "float", "float", "str"))
    fill, align = rng.choice(FILLS), rng.choice("<>^")
    if kind == "str":
        word = rng.choice(WORDS)
        spec = rng.choice((f"{fill}{align}{rng.randint(len(word) + 1, 12)}", f".{rng.randint(2, 4)}",
                           f"{fill}{align}{rng.randint(6, 10)}.{rng.randint(2, 4)}", f"{align}{rng.randint(len(word) + 2, 12)}"))
        return ["str", word, spec]
    if kind == "int":
        value = rng.randint(-5000, 99999) if advanced else rng.randint(-999, 9999)
        specs = [f"{fill}{align}{rng.randint(6, 10)}", "+d", f"0{rng.randint(5, 8)}d", f"{align}{rng.randint(6, 9)}d"]
        if advanced:
            value = abs(value) if rng.random() < 0.7 else value
            specs += [",", "_", rng.choice("boxX"), "#" + rng.choice("box"), f"0{rng.randint(8, 12)}b", f"#0{rng.randint(6, 9)}x", f"{fill}^+{rng.randint(8, 12)},"]
        return ["int", value, rng.choice(specs)]
    digits = rng.randint(1, 3)
    value = random_float(rng, digits, advanced)
    specs = [f".{digits}f", f"+.{digits}f", f"0{rng.randint(8, 11)}.{digits}f", f"{fill}{align}{rng.randint(9, 12)}.{digits}f"]
    if advanced:
        specs += [f",.{digits}f", f".{digits}e", f"{fill}>{rng.randint(12, 15)}.{digits}e"]
        if abs(value) < 10:
            specs.append(f".{max(0, digits - 2)}%")
    return ["float", value, rng.choice(specs)]


def source(data: dict) -> str:
    lines = [f"v{k} = {value!r}" for k, (_, value, _) in enumerate(data["fields"])]
    body = "|".join(f"{{v{k}:{spec}}}" for k, (_, _, spec) in enumerate(data["fields"]))
    lines.append(f'print(f"[{body}]")')
    return "\n".join(lines)


_INTROS = (
    "What exactly does this Python program print?",
    "Predict the precise output line of this Python 3 code (every space and padding character counts).",
    "Work out what the f-string below prints, character for character.",
)


class FormatSpec(ExactStringAnswer, Bootcamp):
    id = "code/format_spec"
    description = "Predict the exact line printed by an f-string with format specs (fill, align, width, precision, bases)"
    Config = Config
    LEVELS = {
        "1": Config(fields=2, advanced=False),
        "2": Config(fields=3, advanced=False),
        "3": Config(fields=3, advanced=True),
        "4": Config(fields=4, advanced=True),
        "5": Config(fields=6, advanced=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        fields = [random_field(rng, config.advanced) for _ in range(config.fields)]
        data = {"fields": fields}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        form = "the printed line exactly, brackets included (for example: [**42|3.50])"
        return f"{rng.choice(_INTROS)}\n```python\n{source(data)}\n```\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        pieces = []
        for k, (kind, value, spec) in enumerate(data["fields"]):
            t.state(f"field {k}")
            v = t.fetch(f"v{k}", value if kind != "float" else repr(value))
            pieces.append(t.compute(f"piece{k}", format(float(v) if kind == "float" else v, spec), why=f"format with spec {spec}"))
        t.state("line")
        return t.compute("answer", "[" + "|".join(t.fetch(f"piece{k}", p) for k, p in enumerate(pieces)) + "]")

    def solve(self, data: dict) -> str:
        template = "[" + "|".join("{:" + spec + "}" for _, _, spec in data["fields"]) + "]"
        return template.format(*(value for _, value, _ in data["fields"]))

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = case.answer
        return [gold.replace("|", "| ", 1), gold[:-2] + gold[-1] if len(gold) > 3 else gold + "0", gold.replace("[", "[ ", 1)]


BOOTCAMP = FormatSpec()
