"""Look up a setting in a generated INI file: sections, a [DEFAULT] section that every section
falls back on, later duplicates overriding earlier ones, and %(name)s references expanded from the
same section (or DEFAULT), possibly nested."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import ExactStringAnswer
from bootcamps.kit.wordlist import common_words
from bootcamps.trace import Tracer

SECTIONS = ("server", "database", "cache", "paths", "mail", "logging", "backup", "api")
KEYS = ("host", "port", "root", "user", "name", "dir", "level", "mode", "prefix", "timeout", "label", "target")
_REF = re.compile(r"%\(([a-z]+)\)s")


@dataclass(frozen=True)
class Config:
    sections: int = 2
    keys: int = 3
    refs: int = 0  # values that refer to other keys

    def __post_init__(self) -> None:
        if not 1 <= self.sections <= len(SECTIONS):
            raise ValueError(f"sections must be in 1..{len(SECTIONS)}, got {self.sections}")
        if not 2 <= self.keys <= len(KEYS):
            raise ValueError(f"keys must be in 2..{len(KEYS)}, got {self.keys}")
        if not 0 <= self.refs <= 6:
            raise ValueError(f"refs must be in 0..6, got {self.refs}")


def lookup(blocks: list[list], section: str, key: str) -> str | None:
    """The raw value of ``key`` in ``section`` (the last assignment wins, across repeated section
    headers), else in DEFAULT, else ``None``."""
    found = None
    for name, pairs in blocks:
        if name == section:
            for k, v in pairs:
                if k == key:
                    found = v
    if found is None and section != "DEFAULT":
        return lookup(blocks, "DEFAULT", key)
    return found


def expand(blocks: list[list], section: str, value: str, depth: int = 0) -> str:
    """``value`` with its references replaced recursively; a ValueError for a cycle or a missing key."""
    if depth > 10:
        raise ValueError("references nest more than 10 deep")

    def one(match: re.Match) -> str:
        raw = lookup(blocks, section, match.group(1))
        if raw is None:
            raise ValueError(f"reference to a missing key {match.group(1)!r}")
        return expand(blocks, section, raw, depth + 1)

    return _REF.sub(one, value)


def render_refs(blocks: list[list], section: str, key: str, depth: int = 0) -> str:
    """Every raw value read while resolving ``key`` in ``section``, joined (to count references)."""
    raw = lookup(blocks, section, key) or ""
    if depth > 10:
        return raw
    return raw + "".join(render_refs(blocks, section, m, depth + 1) for m in _REF.findall(raw))


def render(blocks: list[list]) -> str:
    return "\n\n".join(f"[{name}]\n" + "\n".join(f"{k} = {v}" for k, v in pairs) for name, pairs in blocks)


_RULES = ("INI rules: a key = value line belongs to the nearest [section] header above it. If a section header "
          "appears twice, both parts belong to the same section, and a key assigned again later overrides the "
          "earlier value. A key missing from a section is taken from the [DEFAULT] section. In a value, %(name)s is "
          "replaced by the (fully expanded) value of key name looked up the same way from the section being read.")
_TEMPLATES = (
    "{rules}\n\n{ini}\n\nWhat is the value of \"{key}\" in section [{section}], after expanding references?",
    "Configuration file:\n\n{ini}\n\n{rules} Give the final value of {key} in [{section}].",
    "Read this INI file and resolve {section}.{key}. {rules}\n\n{ini}",
)


class IniLookup(ExactStringAnswer, Bootcamp):
    id = "text/ini_lookup"
    description = "Resolve an INI setting: DEFAULT fallback, repeated sections and overrides, %(name)s references"
    Config = Config
    LEVELS = {
        "1": Config(sections=1, keys=3, refs=0),
        "2": Config(sections=2, keys=3, refs=1),
        "3": Config(sections=3, keys=4, refs=2),
        "4": Config(sections=4, keys=5, refs=3),
        "5": Config(sections=5, keys=6, refs=5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        names = rng.sample(SECTIONS, config.sections)
        keys = rng.sample(KEYS, config.keys + 2)

        def plain() -> str:
            return rng.choice((rng.choice(common_words()), str(rng.randint(1, 9999)), "/" + rng.choice(common_words())))

        blocks: list[list] = [["DEFAULT", [(k, plain()) for k in rng.sample(keys, 3)]]]
        for name in names:
            blocks.append([name, [(k, plain()) for k in rng.sample(keys, min(len(keys), config.keys))]])
        if config.sections > 1 and rng.random() < 0.6:  # a section reopened later, overriding a key
            name = rng.choice(names)
            blocks.append([name, [(rng.choice(keys), plain())]])
        for _ in range(config.refs):  # a value that mentions another key, never itself
            block = rng.choice(blocks)
            i = rng.randrange(len(block[1]))
            k, v = block[1][i]
            other = rng.choice([x for x in keys if x != k])
            block[1][i] = (k, rng.choice(("{v}/%({o})s", "%({o})s-{v}", "%({o})s")).format(v=v, o=other))
        # The question asks for a setting whose resolution takes the most lookups (ties at random).
        scored = []
        for section in names:
            for key in keys:
                try:
                    value = expand(blocks, section, lookup(blocks, section, key) or "")
                except ValueError:  # a reference cycle or a missing key
                    continue
                if value and lookup(blocks, section, key) is not None:
                    scored.append((len(_REF.findall(render_refs(blocks, section, key))), rng.random(), section, key))
        if not scored:
            return self.generate(config, rng)
        _, _, section, key = max(scored)
        data = {"blocks": blocks, "section": section, "key": key}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(rules=_RULES, ini=render(data["blocks"]), key=data["key"],
                                             section=data["section"])
        return f"{text}\n{answer_instruction('the value exactly as text')}"

    def program(self, t: Tracer, data: dict) -> str:
        blocks, section = data["blocks"], data["section"]
        pending = [data["key"]]
        resolved: dict[str, str] = {}
        raw_of: dict[str, str] = {}
        while pending:  # depth-first: a value is finished once every key it mentions is
            key = pending[-1]
            if key not in raw_of:
                t.state(f"look up {key}")
                raw = lookup(blocks, section, key)
                raw_of[key] = t.fetch(f"{section}.{key}", raw if raw is not None else "")
            waiting = [m for m in _REF.findall(raw_of[key]) if m not in resolved]
            if waiting:
                if waiting[0] in pending:
                    raise ValueError(f"reference cycle through {waiting[0]}")
                pending.append(waiting[0])
                continue
            t.state(f"expand {key}")
            resolved[key] = t.compute(key, _REF.sub(lambda m: resolved[m.group(1)], raw_of[key]), why="references replaced")
            pending.pop()
        t.state("answer")
        return t.compute("answer", resolved[data["key"]])

    def solve(self, data: dict) -> str:
        raw = lookup(data["blocks"], data["section"], data["key"])
        return expand(data["blocks"], data["section"], raw or "")


BOOTCAMP = IniLookup()
