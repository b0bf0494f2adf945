"""Convert identifiers between naming styles (snake_case, camelCase, PascalCase, kebab-case,
SCREAMING_SNAKE_CASE) under stated word-splitting rules for acronyms and digits."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.wordlist import common_words
from bootcamps.trace import Tracer

STYLES = ("snake", "camel", "pascal", "kebab", "screaming")
ACRONYMS = ("http", "url", "id", "api", "xml", "json", "sql", "io", "html", "css")
_NAMES = {"snake": "snake_case", "camel": "camelCase", "pascal": "PascalCase", "kebab": "kebab-case",
          "screaming": "SCREAMING_SNAKE_CASE"}


@dataclass(frozen=True)
class Config:
    identifiers: int = 2
    max_words: int = 2
    acronyms: bool = False
    digits: bool = False

    def __post_init__(self) -> None:
        if not 1 <= self.identifiers <= 12:
            raise ValueError(f"identifiers must be in 1..12, got {self.identifiers}")
        if not 2 <= self.max_words <= 6:
            raise ValueError(f"max_words must be in 2..6, got {self.max_words}")


def split_words(name: str) -> list[str]:
    """Lower-case words of an identifier: split at '_' and '-', before an upper-case letter that
    follows a lower-case letter or digit, and before the last capital of a run of capitals that
    is followed by a lower-case letter ("HTTPServer" -> http, server). Digits stay with the word
    before them."""
    words: list[str] = []
    cur = ""
    for i, c in enumerate(name):
        if c in "_-":
            if cur:
                words.append(cur)
            cur = ""
            continue
        prev = name[i - 1] if i else ""
        nxt = name[i + 1] if i + 1 < len(name) else ""
        boundary = c.isupper() and cur and (prev.islower() or prev.isdigit() or (prev.isupper() and nxt.islower()))
        if boundary:
            words.append(cur)
            cur = ""
        cur += c
    if cur:
        words.append(cur)
    return [w.lower() for w in words]


def join_words(words: list[str], style: str) -> str:
    if style == "snake":
        return "_".join(words)
    if style == "kebab":
        return "-".join(words)
    if style == "screaming":
        return "_".join(words).upper()
    caps = [w[:1].upper() + w[1:] for w in words]
    return words[0] + "".join(caps[1:]) if style == "camel" else "".join(caps)


_RULES = ("Word rules: words are separated by '_' or '-', or start at a capital letter that follows a lower-case letter "
          "or a digit; in a run of capitals followed by a lower-case letter, the last capital starts a new word "
          "(\"parseHTTPResponse\" is parse, http, response). Digits belong to the word before them. Output words are "
          "lower case, except: camelCase capitalises the first letter of every word but the first, PascalCase of "
          "every word (acronyms too: HttpServer), and SCREAMING_SNAKE_CASE writes everything in capitals.")
_TEMPLATES = (
    "Convert each identifier to {style}. {rules}\nIdentifiers: {names}",
    "{rules}\nRename these identifiers in {style}: {names}",
    "A linter wants {style} names. Convert: {names}\n{rules}",
)


class CaseConvert(Bootcamp):
    id = "text/case_convert"
    description = "Convert identifiers between snake, camel, Pascal, kebab and screaming case (acronyms, digits)"
    Config = Config
    LEVELS = {
        "1": Config(identifiers=2, max_words=2),
        "2": Config(identifiers=3, max_words=3),
        "3": Config(identifiers=4, max_words=3, acronyms=True),
        "4": Config(identifiers=5, max_words=4, acronyms=True, digits=True),
        "5": Config(identifiers=7, max_words=5, acronyms=True, digits=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        target = rng.choice(STYLES)
        names = []
        while len(names) < config.identifiers:
            words = rng.sample(common_words()[30:], rng.randint(2, config.max_words))
            words = [w for w in words if w.isalpha()]
            if config.acronyms and rng.random() < 0.5:
                words.insert(rng.randrange(len(words) + 1), rng.choice(ACRONYMS))
            if config.digits and rng.random() < 0.4:
                k = rng.randrange(len(words))
                words[k] += str(rng.randint(1, 99))
            style = rng.choice([s for s in STYLES if s != target])
            name = join_words(words, style)
            if style in ("camel", "pascal") and rng.random() < 0.6:
                # acronyms written in capitals inside camel/Pascal names ("parseHTTPResponse")
                name = "".join(w.upper() if w in ACRONYMS and i else (w[:1].upper() + w[1:] if i or style == "pascal" else w)
                               for i, w in enumerate(words))
            if split_words(name) == words and name not in names:
                names.append(name)
        data = {"names": names, "target": target}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(style=_NAMES[data["target"]], rules=_RULES, names=", ".join(data["names"]))
        form = "the converted identifiers in the same order, separated by commas"
        return f"{text}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: list[str], text: str) -> float:
        if len(text) > 40 * len(answer) + 40:
            return 0.0
        items = [item.strip().strip("`'\"") for item in text.strip().rstrip(".").strip("[]").split(",")]
        return 1.0 if items == list(answer) else 0.0  # case matters: it is the point of the task

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer)

    def program(self, t: Tracer, data: dict) -> list[str]:
        out = []
        for i, name in enumerate(data["names"]):
            t.state(f"identifier {i}")
            n = t.fetch(f"names[{i}]", name)
            words = t.compute("words", split_words(n), why="split at separators and case changes")
            out.append(t.compute(f"out[{i}]", join_words(words, data["target"]), why=f"joined as {_NAMES[data['target']]}"))
        t.state("answer")
        return t.compute("answer", out)

    def solve(self, data: dict) -> list[str]:
        # Mark boundaries with a regular expression, then rebuild.
        import re

        out = []
        for name in data["names"]:
            spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|[_-]+", " ", name)
            words = spaced.lower().split()
            out.append(join_words(words, data["target"]))
        return out


BOOTCAMP = CaseConvert()
