"""Which JSON records break a schema? Required fields, types, ranges, enums and extra fields.

A small schema (stated in words in the prompt) gives each field a type (integer, string or
boolean), whether it is required, and for integers a minimum and maximum, for strings a list
of allowed values. At higher levels records may not carry fields outside the schema. A value of
the wrong type (``"12"`` for an integer, ``true`` for an integer, ``null``) is invalid; an
optional field may be absent. The answer is the ids of the invalid records, ascending (at least
one and not all, by construction). The trace checks one record per state: fetch its id, compute
the list of rules it breaks, and note it when the list is not empty. The tests check golds against
the ``jsonschema`` library on the equivalent JSON Schema.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer

FIELDS = {
    "age": ("integer", (0, 120)),
    "qty": ("integer", (1, 50)),
    "score": ("integer", (0, 100)),
    "plan": ("string", ("free", "pro", "team")),
    "color": ("string", ("red", "green", "blue")),
    "region": ("string", ("eu", "us", "apac")),
    "active": ("boolean", None),
    "admin": ("boolean", None),
}


@dataclass(frozen=True)
class Config:
    fields: int = 3
    records: int = 4
    closed: bool = False  # no fields beyond the schema

    def __post_init__(self) -> None:
        if not 2 <= self.fields <= len(FIELDS):
            raise ValueError(f"fields must be in 2..{len(FIELDS)}, got {self.fields}")
        if not 3 <= self.records <= 40:
            raise ValueError(f"records must be in 3..40, got {self.records}")


def type_ok(kind: str, value: object) -> bool:
    if kind == "integer":
        return type(value) is int
    if kind == "string":
        return type(value) is str
    return type(value) is bool


def violations(schema: dict, record: dict) -> list[str]:
    """The rules a record breaks (empty: valid)."""
    out = []
    for name, spec in schema["fields"].items():
        if name not in record:
            if spec["required"]:
                out.append(f"{name} missing")
            continue
        value = record[name]
        if not type_ok(spec["type"], value):
            out.append(f"{name} wrong type")
        elif spec["type"] == "integer" and not spec["min"] <= value <= spec["max"]:
            out.append(f"{name} out of range")
        elif spec["type"] == "string" and value not in spec["enum"]:
            out.append(f"{name} not allowed")
    if schema["closed"]:
        out += [f"{k} not in schema" for k in record if k != "id" and k not in schema["fields"]]
    return out


def describe(schema: dict) -> list[str]:
    lines = []
    for name, spec in schema["fields"].items():
        need = "required" if spec["required"] else "optional"
        if spec["type"] == "integer":
            rule = f"an integer from {spec['min']} to {spec['max']}"
        elif spec["type"] == "string":
            rule = "a string, one of " + ", ".join(f'"{v}"' for v in spec["enum"])
        else:
            rule = "a boolean (true or false)"
        lines.append(f"- {name} ({need}): {rule}")
    lines.append("- id: every record has an integer id; it is not checked.")
    if schema["closed"]:
        lines.append("- No other fields are allowed.")
    else:
        lines.append("- Other fields are allowed and ignored.")
    return lines


def bad_value(rng: random.Random, spec: dict) -> object:
    if spec["type"] == "integer":
        return rng.choice((str(rng.randint(spec["min"], spec["max"])), spec["max"] + rng.randint(1, 9), spec["min"] - rng.randint(1, 9), True, None))
    if spec["type"] == "string":
        return rng.choice((rng.choice(spec["enum"]).upper(), rng.randint(0, 9), "other", None))
    return rng.choice(("true", 1, None))


def good_value(rng: random.Random, spec: dict) -> object:
    if spec["type"] == "integer":
        return rng.randint(spec["min"], spec["max"])
    if spec["type"] == "string":
        return rng.choice(spec["enum"])
    return rng.random() < 0.5


_INTROS = (
    "Validate these JSON records against the schema below.",
    "A service accepts records only if they follow this schema.",
    "Check each record against the following rules.",
)


class SchemaValidation(IntSequenceAnswer, Bootcamp):
    id = "data/schema_validation"
    description = "Find the JSON records that break a schema (required, type, range, enum, closed objects)"
    Config = Config
    LEVELS = {
        "1": Config(fields=2, records=4, closed=False),
        "2": Config(fields=3, records=6, closed=False),
        "3": Config(fields=4, records=8, closed=True),
        "4": Config(fields=5, records=11, closed=True),
        "5": Config(fields=6, records=15, closed=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        names = rng.sample(sorted(FIELDS), config.fields)
        fields = {}
        for name in names:
            kind, extra = FIELDS[name]
            spec: dict = {"type": kind, "required": rng.random() < 0.6}
            if kind == "integer":
                low = rng.randint(extra[0], (extra[0] + extra[1]) // 2)
                spec.update(min=low, max=rng.randint(low + 5, extra[1]))
            elif kind == "string":
                spec["enum"] = sorted(rng.sample(extra, 2))
            fields[name] = spec
        schema = {"fields": fields, "closed": config.closed}
        spare = [n for n in FIELDS if n not in fields] + ["note"]
        while True:
            records = []
            for i in range(config.records):
                rec: dict = {"id": rng.randint(1, 9) * 100 + i}
                for name, spec in fields.items():
                    roll = rng.random()
                    if roll < 0.12:
                        continue  # absent: fine only when optional
                    rec[name] = bad_value(rng, spec) if roll < 0.27 else good_value(rng, spec)
                if rng.random() < 0.2:
                    rec[rng.choice(spare)] = rng.randint(0, 9)
                records.append(rec)
            data = {"schema": schema, "records": records}
            gold = self.solve(data)
            if 0 < len(gold) < len(records) and len({r["id"] for r in records}) == len(records):
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [json.dumps(r) for r in data["records"]]
        form = "the ids of the invalid records in ascending order, separated by commas, like 102, 305"
        return "\n".join([
            rng.choice(_INTROS), "Schema:", *describe(data["schema"]),
            "A value of another JSON type (for example a quoted number, or null) breaks the type rule.",
            "Records:", *lines, "Which records are invalid?", answer_instruction(form),
        ])

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        schema = data["schema"]
        bad: list[int] = []
        for k, record in enumerate(data["records"]):
            t.state(f"record {k + 1}")
            rid = t.fetch(f"records[{k}].id", record["id"])
            problems = t.compute("problems", violations(schema, record))
            if problems:
                bad.append(t.compute("invalid", rid))
        t.state("answer")
        return t.compute("answer", sorted(bad))

    def solve(self, data: dict) -> list[int]:
        return sorted(r["id"] for r in data["records"] if violations(data["schema"], r))

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        every = sorted(r["id"] for r in case.data["records"])
        wrong = [gold[:-1] or every, every, [g + 1 for g in gold]]
        return [self.format_answer(w) for w in wrong if w != gold]


BOOTCAMP = SchemaValidation()
