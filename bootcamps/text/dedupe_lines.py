"""Deduplicate lines under stated equivalence rules (spacing, case, final punctuation) and say
which line numbers survive (first or last of each group)."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.words import random_sentence

from bootcamps.trace import Tracer

RULES = ("case", "spaces", "punctuation")
_SPACES = re.compile(r"\s+")


@dataclass(frozen=True)
class Config:
    lines: int = 6
    rules: tuple[str, ...] = ()
    keep: str = "first"

    def __post_init__(self) -> None:
        if not 3 <= self.lines <= 60:
            raise ValueError(f"lines must be in 3..60, got {self.lines}")
        if any(r not in RULES for r in self.rules):
            raise ValueError(f"rules must be a subset of {', '.join(RULES)}, got {self.rules}")
        if self.keep not in ("first", "last", "either"):
            raise ValueError(f"keep must be first, last or either, got {self.keep!r}")


def line_key(line: str, rules: list[str]) -> str:
    """The text two lines must share to count as duplicates."""
    key = line.strip()
    if "spaces" in rules:
        key = _SPACES.sub(" ", key)
    if "case" in rules:
        key = key.lower()
    if "punctuation" in rules:
        key = key.rstrip(".!?")
    return key


def _variant(text: str, rng: random.Random) -> str:
    """The same line with harmless differences that some rule sets ignore."""
    roll = rng.random()
    if roll < 0.25:
        return text.capitalize() if text[:1].islower() else text.lower()
    if roll < 0.45:
        words = text.split(" ")
        i = rng.randrange(len(words))
        return " ".join(words[:i] + [words[i] + " "] + words[i + 1 :]) if len(words) > 1 else text
    if roll < 0.65:
        return text + rng.choice(".!?")
    if roll < 0.8:
        return " " + text + "  "
    return text


_RULE_TEXT = {
    "case": "Letter case is ignored.",
    "spaces": "Runs of several spaces inside a line count as one space.",
    "punctuation": "Any '.', '!' or '?' at the very end of a line is ignored.",
}
_TEMPLATES = (
    "Remove duplicate lines from the list below. Two lines are duplicates when they are equal after removing spaces at "
    "their start and end. {rules} {keep}\n{lines}",
    "A log file has repeated entries. Lines are shown in double quotes with their line numbers. Treat two lines as the "
    "same when, after trimming leading and trailing spaces, they match. {rules} {keep}\n{lines}",
    "Deduplicate these lines (quoted, numbered from 1). Lines match if they are identical once the spaces at both ends "
    "are removed. {rules} {keep}\n{lines}",
)


class DedupeLines(IntSequenceAnswer, Bootcamp):
    id = "text/dedupe_lines"
    description = "Deduplicate lines under stated rules (trim, case, inner spaces, end punctuation); keep first or last"
    Config = Config
    LEVELS = {
        "1": Config(lines=6),
        "2": Config(lines=9, rules=("case",)),
        "3": Config(lines=12, rules=("case", "spaces")),
        "4": Config(lines=15, rules=("case", "spaces", "punctuation")),
        "5": Config(lines=20, rules=("case", "spaces", "punctuation"), keep="either"),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        bases = [random_sentence(rng, rng.randint(8, 24)) for _ in range(max(2, config.lines // 2))]
        lines = [_variant(rng.choice(bases), rng) for _ in range(config.lines)]
        keep = rng.choice(("first", "last")) if config.keep == "either" else config.keep
        data = {"lines": lines, "rules": list(config.rules), "keep": keep}
        gold = self.solve(data)
        if len(gold) == len(lines):
            return self.generate(config, rng)  # nothing to remove: draw again
        return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        rules = " ".join(_RULE_TEXT[r] for r in data["rules"]) or "Nothing else is ignored: case and inner spacing matter."
        keep = ("Of each group of duplicates keep only the first line." if data["keep"] == "first"
                else "Of each group of duplicates keep only the last line.")
        lines = "\n".join(f'{i}: "{line}"' for i, line in enumerate(data["lines"], 1))
        text = rng.choice(_TEMPLATES).format(rules=rules, keep=keep, lines=lines)
        form = "the line numbers that remain, in increasing order, separated by commas, e.g. 1, 2, 5"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        order = range(len(data["lines"])) if data["keep"] == "first" else range(len(data["lines"]) - 1, -1, -1)
        seen: list[str] = []
        kept = []
        for i in order:
            t.state(f"line {i + 1}")
            line = t.fetch(f"line[{i + 1}]", data["lines"][i])
            key = t.compute("key", line_key(line, data["rules"]), why="after the stated rules")
            if not t.compute("seen", key in seen, why="an earlier kept line has this key"):
                seen.append(key)
                kept.append(i + 1)
        t.state("answer")
        return t.compute("answer", sorted(kept))

    def solve(self, data: dict) -> list[int]:
        # group line numbers by key, then take each group's first or last number
        groups: dict[str, list[int]] = {}
        for number, line in enumerate(data["lines"], 1):
            groups.setdefault(line_key(line, data["rules"]), []).append(number)
        pick = min if data["keep"] == "first" else max
        return sorted(pick(numbers) for numbers in groups.values())


BOOTCAMP = DedupeLines()
