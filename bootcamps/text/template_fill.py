"""Fill a text template: placeholders {key}, fallbacks {key|text} for missing or empty values, and
filters applied left to right ({key:upper:first3}), from a stated set of values."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.textkit import FIRST_NAMES, LAST_NAMES
from bootcamps.trace import Tracer, perturb_value

FILTERS = ("upper", "lower", "title", "reverse", "first3", "len")
CITIES = ("oslo", "lima", "porto", "kyoto", "dakar", "quito", "perth", "turin", "cork", "hanoi", "riga", "bern")
ITEMS = ("lamp", "kettle", "blue chair", "desk fan", "map", "tea set", "red scarf", "clock", "garden hose")
DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday")
FRAMES = (
    "Dear {first}, your {item} ships to {city} on {day}.",
    "Order for {last}: {item} ({city}), pickup {day}.",
    "Hi {first} {last}! We saved a {item} for you in {city}.",
    "{day}: {first} from {city} asked about the {item}.",
    "Ticket {code} / {last} / {city} / {day}",
    "Reminder to {first}: bring the {item} to {city} by {day}. Ref {code}.",
)
_PLACEHOLDER = re.compile(r"\{([a-z]+)((?::[a-z0-9]+)*)(?:\|([^{}]*))?\}")


@dataclass(frozen=True)
class Config:
    max_filters: int = 1
    missing: int = 0  # values left out or empty, so a fallback (or nothing) is used
    frames: int = 1

    def __post_init__(self) -> None:
        if not 0 <= self.max_filters <= 3:
            raise ValueError(f"max_filters must be in 0..3, got {self.max_filters}")
        if not 0 <= self.missing <= 3:
            raise ValueError(f"missing must be in 0..3, got {self.missing}")
        if not 1 <= self.frames <= 3:
            raise ValueError(f"frames must be in 1..3, got {self.frames}")


def apply(value: str, name: str) -> str:
    if name == "upper":
        return value.upper()
    if name == "lower":
        return value.lower()
    if name == "title":
        return " ".join(w[:1].upper() + w[1:].lower() for w in value.split(" "))
    if name == "reverse":
        return value[::-1]
    if name == "first3":
        return value[:3]
    if name == "len":
        return str(len(value))
    raise ValueError(f"unknown filter {name!r}")


_RULES = ("Rules: {{key}} is replaced by the value of key. {{key|text}} is replaced by the value, or by text when the "
          "key is missing or its value is empty. Filters follow the key after colons and apply left to right: upper "
          "(capitals), lower, title (first letter of each space-separated word capital, the rest lower case), reverse "
          "(characters in reverse order), first3 (the first three characters), len (the number of characters, as "
          "digits). A missing or empty value without a fallback becomes empty text; filters apply to the fallback too. "
          "Everything outside the braces is copied unchanged.")
_TEMPLATES = (
    "Fill in the template.\nTemplate: {template}\nValues: {values}\n{rules}",
    "{rules}\nValues: {values}\nTemplate: {template}\nWhat is the filled-in text?",
    "A mail-merge tool fills templates like this. {rules}\nValues: {values}\nTemplate: {template}",
)


class TemplateFill(Bootcamp):
    id = "text/template_fill"
    description = "Fill a text template with values, fallbacks for missing keys and chained filters"
    Config = Config
    LEVELS = {
        "1": Config(max_filters=0, missing=0, frames=1),
        "2": Config(max_filters=1, missing=1, frames=1),
        "3": Config(max_filters=2, missing=1, frames=1),
        "4": Config(max_filters=2, missing=2, frames=2),
        "5": Config(max_filters=3, missing=3, frames=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        values = {"first": rng.choice(FIRST_NAMES).capitalize(), "last": rng.choice(LAST_NAMES).capitalize(),
                  "city": rng.choice(CITIES).capitalize(), "item": rng.choice(ITEMS), "day": rng.choice(DAYS).capitalize(),
                  "code": f"{rng.choice('ABCDEFGH')}{rng.randint(100, 9999)}"}
        frames = " ".join(rng.sample(FRAMES, config.frames))

        def placeholder(match: re.Match) -> str:
            key = match.group(1)
            chain = rng.sample(FILTERS[:5], rng.randint(0, config.max_filters))
            if chain and rng.random() < 0.2:
                chain[-1] = "len"
            fallback = f"|{rng.choice(('friend', 'n/a', 'soon', 'TBD', 'unknown'))}" if rng.random() < 0.4 else ""
            return "{" + key + "".join(":" + f for f in chain) + fallback + "}"

        template = re.sub(r"\{([a-z]+)\}", placeholder, frames)
        used = sorted(set(_PLACEHOLDER_KEYS.findall(template)))
        for key in rng.sample(used, min(config.missing, len(used))):
            if rng.random() < 0.5:
                del values[key]
            else:
                values[key] = ""
        data = {"template": template, "values": {k: v for k, v in values.items() if k in used or rng.random() < 0.3}}
        gold = self.solve(data)
        if gold != gold.strip():  # an answer block loses outer spaces, so such a case is drawn again
            return self.generate(config, rng)
        return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        values = "; ".join(f"{k} = \"{v}\"" for k, v in sorted(data["values"].items(), key=lambda kv: rng.random()))
        text = rng.choice(_TEMPLATES).format(template=data["template"], values=values, rules=_RULES.format())
        return f"{text}\n{answer_instruction('the filled-in text exactly, on one line')}"

    def check(self, data: dict, answer: str, text: str) -> float:
        """Exact text (case and inner spacing count); only outer quotes and one final period are
        forgiven, on both sides, since many filled texts end with a period of their own."""
        if len(text) > len(answer) + 40:
            return 0.0
        given = text.strip()
        if len(given) >= 2 and given[0] == given[-1] and given[0] in "\"'`":
            given = given[1:-1]
        return 1.0 if given.removesuffix(".") == answer.removesuffix(".") else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        """The gold with one character of its body changed; the final period is left alone,
        since the check forgives it (a changed or dropped period is still the right text)."""
        body = case.answer.removesuffix(".")
        end = case.answer[len(body):]
        return [perturb_value(body, rng) + end for _ in range(3)] if body else []

    def program(self, t: Tracer, data: dict) -> str:
        out, at = [], 0
        template = data["template"]
        for k, match in enumerate(_PLACEHOLDER.finditer(template)):
            out.append(template[at : match.start()])
            at = match.end()
            t.state(f"placeholder {k}")
            key = t.fetch(f"placeholder[{k}]", match.group(0))
            value = t.fetch(f"values[{match.group(1)}]", data["values"].get(match.group(1), ""))
            if not value and match.group(3) is not None:
                value = t.compute("value", match.group(3), why="missing or empty: the fallback")
            for f, name in enumerate(filter(None, match.group(2).split(":"))):
                t.state(f"placeholder {k} filter {f}")
                value = t.compute("value", apply(t.fetch("value", value), name), why=f"filter {name} of {key}")
            out.append(value)
        out.append(template[at:])
        t.state("answer")
        return t.compute("answer", "".join(out))

    def solve(self, data: dict) -> str:
        def fill(match: re.Match) -> str:
            value = data["values"].get(match.group(1)) or (match.group(3) or "")
            for name in match.group(2).split(":")[1:]:
                value = apply(value, name)
            return value

        return _PLACEHOLDER.sub(fill, data["template"])


_PLACEHOLDER_KEYS = re.compile(r"\{([a-z]+)")

BOOTCAMP = TemplateFill()
