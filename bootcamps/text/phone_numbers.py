"""Count the distinct phone numbers in a contact list written in many layouts (brackets, dots,
dashes, spaces, an optional +1 or 1 country prefix, extensions that do not change the number)."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.textkit import FIRST_NAMES, LAST_NAMES
from bootcamps.trace import Tracer

LAYOUTS = ("({a}) {b}-{c}", "{a}-{b}-{c}", "{a}.{b}.{c}", "+1 {a} {b} {c}", "1-{a}-{b}-{c}", "+1 ({a}) {b}-{c}",
           "{a}{b}{c}", "{a} {b} {c}", "+1{a}{b}{c}", "1 ({a}) {b} {c}")
EXTENSIONS = (" ext. {e}", " x{e}", " ext {e}", " (ext. {e})")
_EXT = re.compile(r"\s*\(?(?:ext\.?|x)\s*\d+\)?$")


@dataclass(frozen=True)
class Config:
    entries: int = 5
    extensions: bool = False

    def __post_init__(self) -> None:
        if not 3 <= self.entries <= 60:
            raise ValueError(f"entries must be in 3..60, got {self.entries}")


def number_key(text: str) -> str:
    """The ten digits that identify a written number: extension dropped, a leading country code 1 dropped."""
    digits = "".join(c for c in _EXT.sub("", text) if c.isdigit())
    return digits[1:] if len(digits) == 11 and digits[0] == "1" else digits


def _ten(rng: random.Random) -> str:
    return f"{rng.randint(2, 9)}{rng.randint(0, 99):02d}{rng.randint(2, 9)}{rng.randint(0, 99):02d}{rng.randint(0, 9999):04d}"


_RULE = ("All numbers are North American: a number is its 10 digits (3-digit area code, 3-digit exchange, 4-digit line). "
         "Brackets, spaces, dots and dashes do not matter, and a leading country code (+1 or 1) may be present or "
         "not.{ext}")
_EXT_RULE = " An extension (written ext., ext or x followed by digits) is not part of the number."
_TEMPLATES = (
    "Here is a contact list:\n{lines}\n{rule} How many different phone numbers does the list contain?",
    "{rule}\nContacts:\n{lines}\nCount the distinct phone numbers.",
    "Deduplicate the phone numbers in this list. {rule}\n{lines}\nHow many distinct numbers remain?",
)


class PhoneNumbers(IntegerAnswer, Bootcamp):
    id = "text/phone_numbers"
    description = "Count distinct North American phone numbers written in mixed layouts (prefixes, extensions)"
    Config = Config
    LEVELS = {
        "1": Config(entries=4),
        "2": Config(entries=7),
        "3": Config(entries=10, extensions=True),
        "4": Config(entries=15, extensions=True),
        "5": Config(entries=22, extensions=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        numbers: list[str] = []
        lines = []
        for _ in range(config.entries):
            if numbers and rng.random() < 0.45:
                ten = rng.choice(numbers)  # the same number again, in another layout
            elif numbers and rng.random() < 0.3:
                base = list(rng.choice(numbers))  # a near miss: one digit changed
                i = rng.choice([k for k in range(10) if k not in (0, 3)])
                base[i] = str((int(base[i]) + rng.randint(1, 9)) % 10)
                ten = "".join(base)
            else:
                ten = _ten(rng)
            if ten not in numbers:
                numbers.append(ten)
            text = rng.choice(LAYOUTS).format(a=ten[:3], b=ten[3:6], c=ten[6:])
            if config.extensions and rng.random() < 0.3:
                text += rng.choice(EXTENSIONS).format(e=rng.randint(1, 999))
            first, last = rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES)
            lines.append(f"{first.capitalize()} {last.capitalize()}: {text}")
        data = {"lines": lines, "extensions": config.extensions}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        rule = _RULE.format(ext=_EXT_RULE if data["extensions"] else "")
        text = rng.choice(_TEMPLATES).format(lines="\n".join(data["lines"]), rule=rule)
        return f"{text}\n{answer_instruction('the count, a whole number')}"

    def program(self, t: Tracer, data: dict) -> int:
        seen: list[str] = []
        for i, line in enumerate(data["lines"]):
            t.state(f"line {i + 1}")
            text = t.fetch(f"lines[{i}]", line).split(": ", 1)[1]
            key = t.compute("digits", number_key(text), why="ten digits, without country code or extension")
            if key not in seen:
                seen = t.compute("seen", seen + [key], why="a new number")
        t.state("answer")
        return t.compute("answer", len(seen))

    def solve(self, data: dict) -> int:
        # Right to left: after removing an extension, the last ten digits are the number.
        keys = set()
        for line in data["lines"]:
            number = line.split(": ", 1)[1]
            cut = re.split(r"\s*\(?\s*(?:ext|x)", number)[0]
            keys.add(re.sub(r"\D", "", cut)[-10:])
        return len(keys)


BOOTCAMP = PhoneNumbers()
