"""Labelled boxes: exactly one box holds a prize, each box carries a statement about where the
prize is, and a rule says how many labels tell the truth. Which box holds the prize?

Labels speak about box numbers ("the prize is not in box 3", "it is in box 2 or box 5", "it is
in an odd-numbered box", "it is in a box numbered below 4", "the prize is in this box"). The
rule is one of: exactly k labels are true; the prize box's label is the only true one; the
prize box's label is the only false one. The generator redraws labels until exactly one box
fits the rule, so the answer is unique. The trace supposes each box in turn, evaluates every
label under that supposition, counts the true ones and tests the rule; the plain solver
filters boxes with one expression per rule.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

THEMES = (("boxes", "box", "prize"), ("chests", "chest", "treasure"), ("doors", "door", "car"),
          ("envelopes", "envelope", "cheque"), ("caskets", "casket", "portrait"), ("lockers", "locker", "key"))
KINDS = ("in", "notin", "self_in", "self_not", "either", "parity", "below", "above")
RULES = ("exactly", "only_prize_true", "only_prize_false")


@dataclass(frozen=True)
class Config:
    boxes: int = 3
    kinds: int = 4  # how many statement kinds (a prefix of KINDS) labels may use

    def __post_init__(self) -> None:
        if not 3 <= self.boxes <= 12:
            raise ValueError(f"boxes must be in 3..12, got {self.boxes}")
        if not 2 <= self.kinds <= len(KINDS):
            raise ValueError(f"kinds must be in 2..{len(KINDS)}, got {self.kinds}")


def holds(label: list, owner: int, prize: int) -> bool:
    """Whether the label on box ``owner`` is true when the prize is in box ``prize`` (1-based)."""
    kind = label[0]
    if kind == "in":
        return prize == label[1]
    if kind == "notin":
        return prize != label[1]
    if kind == "self_in":
        return prize == owner
    if kind == "self_not":
        return prize != owner
    if kind == "either":
        return prize in (label[1], label[2])
    if kind == "parity":
        return prize % 2 == label[1]
    if kind == "below":
        return prize < label[1]
    return prize > label[1]  # above


def fits(rule: list, prize: int, truths: list[bool]) -> bool:
    if rule[0] == "exactly":
        return sum(truths) == rule[1]
    others = [v for i, v in enumerate(truths) if i + 1 != prize]
    if rule[0] == "only_prize_true":
        return truths[prize - 1] and not any(others)
    return not truths[prize - 1] and all(others)


def render_label(label: list, noun: str, thing: str) -> str:
    kind = label[0]
    if kind == "in":
        return f"The {thing} is in {noun} {label[1]}."
    if kind == "notin":
        return f"The {thing} is not in {noun} {label[1]}."
    if kind == "self_in":
        return f"The {thing} is in this {noun}."
    if kind == "self_not":
        return f"The {thing} is not in this {noun}."
    if kind == "either":
        return f"The {thing} is in {noun} {label[1]} or in {noun} {label[2]}."
    if kind == "parity":
        return f"The {thing} is in an {'odd' if label[1] else 'even'}-numbered {noun}."
    if kind == "below":
        return f"The {thing} is in a {noun} numbered lower than {label[1]}."
    return f"The {thing} is in a {noun} numbered higher than {label[1]}."


def random_label(rng: random.Random, n: int, kinds: int) -> list:
    kind = rng.choice(KINDS[:kinds])
    if kind in ("in", "notin"):
        return [kind, rng.randint(1, n)]
    if kind == "either":
        return [kind, *sorted(rng.sample(range(1, n + 1), 2))]
    if kind == "parity":
        return [kind, rng.randint(0, 1)]
    if kind in ("below", "above"):
        return [kind, rng.randint(2, n - 1)]
    return [kind]


def render_rule(rule: list, len_all: int, plural: str, noun: str, thing: str) -> str:
    if rule[0] == "exactly":
        if rule[1] == 0:
            return f"Every label on the {plural} is false."
        if rule[1] == len_all:
            return f"Every label on the {plural} is true."
        return f"Of the labels on the {plural}, exactly {rule[1]} {'is' if rule[1] == 1 else 'are'} true; the others are false."
    if rule[0] == "only_prize_true":
        return f"The label on the {noun} holding the {thing} is true, and every other label is false."
    return f"The label on the {noun} holding the {thing} is false, and every other label is true."


_INTROS = (
    "There are {n} {plural}, numbered 1 to {n}. Exactly one of them holds the {thing}. Each carries a label:",
    "A game show presents {n} {plural} (numbered 1..{n}); the {thing} is in exactly one of them. Their labels read:",
    "Exactly one of {n} numbered {plural} hides the {thing}. The labels say:",
)
_ASKS = ("Which {noun} holds the {thing}?", "In which {noun} is the {thing}?", "Find the {noun} with the {thing}.")


class PrizeBoxes(IntegerAnswer, Bootcamp):
    id = "logic/prize_boxes"
    description = "Labelled boxes with a rule on how many labels are true: deduce which box holds the prize"
    Config = Config
    LEVELS = {
        "1": Config(boxes=4, kinds=4),
        "2": Config(boxes=5, kinds=6),
        "3": Config(boxes=5, kinds=8),
        "4": Config(boxes=7, kinds=8),
        "5": Config(boxes=9, kinds=8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.boxes
        while True:
            labels = [random_label(rng, n, config.kinds) for _ in range(n)]
            kind = rng.choice(RULES)
            rule = [kind, rng.randint(0, n)] if kind == "exactly" else [kind]
            data = {"labels": labels, "rule": rule, "theme": rng.randrange(len(THEMES))}
            found = self.candidates(data)
            if len(found) == 1:
                return data, found[0]

    def candidates(self, data: dict) -> list[int]:
        labels, rule = data["labels"], data["rule"]
        n = len(labels)
        return [p for p in range(1, n + 1) if fits(rule, p, [holds(lab, i + 1, p) for i, lab in enumerate(labels)])]

    def prompt(self, data: dict, rng: random.Random) -> str:
        plural, noun, thing = THEMES[data["theme"]]
        n = len(data["labels"])
        lines = [rng.choice(_INTROS).format(n=n, plural=plural, thing=thing)]
        lines += [f"- {noun.capitalize()} {i + 1}: \"{render_label(lab, noun, thing)}\"" for i, lab in enumerate(data["labels"])]
        lines.append(render_rule(data["rule"], n, plural, noun, thing))
        lines.append(rng.choice(_ASKS).format(noun=noun, thing=thing))
        lines.append(answer_instruction(f"the number of the {noun}"))
        return "\n".join(lines)

    def program(self, t: Tracer, data: dict) -> int:
        labels, rule = data["labels"], data["rule"]
        found = []
        for p in range(1, len(labels) + 1):
            t.state(f"suppose the prize is in {p}")
            truths = [t.compute(f"label[{i + 1}]", holds(lab, i + 1, p)) for i, lab in enumerate(labels)]
            t.compute("true labels", sum(truths))
            if t.compute("fits rule", fits(rule, p, truths)):
                found.append(p)
        t.state("answer")
        return t.compute("answer", t.fetch("fitting boxes", found)[0])

    def solve(self, data: dict) -> int:
        labels, rule = data["labels"], data["rule"]
        (box,) = self.candidates(data)
        # cross-check the rule with a count of true labels per box, written out per rule
        truth_count = sum(holds(lab, i + 1, box) for i, lab in enumerate(labels))
        expected = {"exactly": rule[-1], "only_prize_true": 1, "only_prize_false": len(labels) - 1}[rule[0]]
        if truth_count != expected:
            raise ValueError(f"box {box} breaks the rule {rule}")
        return box


BOOTCAMP = PrizeBoxes()
