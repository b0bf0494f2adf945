"""Which file paths of a listing match a shell-style glob pattern (*, ?, [set], [!set]), where
'*' and '?' do not cross '/' and '**' spans whole directories."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.kit.wordlist import common_words
from bootcamps.trace import Tracer

DIRS = ("src", "docs", "tests", "lib", "assets", "data", "build", "app", "scripts")
EXTS = ("py", "md", "txt", "json", "csv", "png", "js", "cfg")


@dataclass(frozen=True)
class Config:
    paths: int = 5
    features: tuple[str, ...] = ("star",)

    def __post_init__(self) -> None:
        if not 3 <= self.paths <= 40:
            raise ValueError(f"paths must be in 3..40, got {self.paths}")
        known = ("star", "question", "set", "negset", "globstar")
        if not self.features or any(f not in known for f in self.features):
            raise ValueError(f"features must be a non-empty subset of {', '.join(known)}, got {self.features}")


def match(pattern: str, path: str) -> bool:
    """Glob match by recursion over the pattern: '*' any run of non-'/' characters, '?' one non-'/'
    character, [abc] / [!abc] one character in / not in the set, '**/' zero or more whole directories."""
    if not pattern:
        return not path
    if pattern.startswith("**/"):
        if match(pattern[3:], path):
            return True
        cut = path.find("/")
        return cut >= 0 and match(pattern, path[cut + 1 :])
    head = pattern[0]
    if head == "*":
        for k in range(len(path) + 1):
            if match(pattern[1:], path[k:]):
                return True
            if k < len(path) and path[k] == "/":
                return False
        return False
    if not path:
        return False
    if head == "?":
        return path[0] != "/" and match(pattern[1:], path[1:])
    if head == "[":
        close = pattern.index("]", 2)
        body = pattern[1:close]
        negate = body.startswith("!")
        chars = body[1:] if negate else body
        ok = path[0] != "/" and ((path[0] in chars) != negate)
        return ok and match(pattern[close + 1 :], path[1:])
    return head == path[0] and match(pattern[1:], path[1:])


def _path(rng: random.Random) -> str:
    depth = rng.choice((1, 1, 2, 2, 3))
    dirs = [rng.choice(DIRS) for _ in range(depth - 1)]
    name = rng.choice(common_words()[30:]) + rng.choice(("", "", "_v2", "1", "2", "_old"))
    return "/".join(dirs + [f"{name}.{rng.choice(EXTS)}"])


def _pattern(rng: random.Random, features: tuple[str, ...], sample: str) -> str:
    """A pattern built around one listed path, so that some paths match."""
    parts = sample.split("/")
    name, ext = parts[-1].rsplit(".", 1)
    tokens = list(name)  # one character or one wildcard each, so a cut never splits a [set]
    feature = rng.choice(features)
    k = rng.randrange(len(tokens))
    if feature == "question" and len(name) > 2:
        tokens[k] = "?"
    elif feature == "set":
        tokens[k] = "[" + "".join(sorted({name[k], *rng.sample("aeioumnst", 2)})) + "]"
    elif feature == "negset":
        tokens[k] = "[!" + "".join(sorted(set(rng.sample("aeioumnst", 3)) - {name[k]})) + "]"
    else:
        k = -1
    if rng.random() < 0.6:
        tokens = tokens[: max(rng.randint(0, 2), k + 1)] + ["*"]
    name = "".join(tokens)
    if rng.random() < 0.4:
        ext = "*"
    dirs = parts[:-1]
    if "globstar" in features and rng.random() < 0.6:
        return "**/" + f"{name}.{ext}"
    if dirs and rng.random() < 0.4:
        dirs[rng.randrange(len(dirs))] = "*"
    return "/".join(dirs + [f"{name}.{ext}"])


_RULES = ("Glob rules: * matches any run of characters (possibly none) except '/'; ? matches exactly one character "
          "except '/'; [abc] matches one character from the set and [!abc] one character not in it (never '/'); {star2}"
          "every other character matches itself. The whole path must match.")
_STAR2 = "**/ at the start matches zero or more whole directories (so **/x.py matches x.py and a/b/x.py); "
_TEMPLATES = (
    "Which of these paths match the glob pattern {pattern}?\n{paths}\n{rules}",
    "{rules}\nPattern: {pattern}\nPaths:\n{paths}\nList the numbers of the matching paths.",
    "A file listing:\n{paths}\nSelect the entries matched by {pattern}. {rules}",
)


class GlobFilter(IntListAnswer, Bootcamp):
    id = "text/glob_filter"
    description = "Select the file paths a glob pattern matches (*, ?, [set], [!set], **/)"
    Config = Config
    LEVELS = {
        "1": Config(paths=5, features=("star",)),
        "2": Config(paths=7, features=("star", "question")),
        "3": Config(paths=10, features=("question", "set", "negset")),
        "4": Config(paths=14, features=("set", "negset", "globstar")),
        "5": Config(paths=20, features=("question", "set", "negset", "globstar")),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        while True:
            paths = list(dict.fromkeys(_path(rng) for _ in range(config.paths)))
            base = rng.choice(paths)
            pattern = _pattern(rng, config.features, base)
            # near misses: the base path with another extension or directory
            for _ in range(2):
                stem, ext = base.rsplit(".", 1)
                twin = rng.choice((f"{stem}.{rng.choice(EXTS)}", f"{rng.choice(DIRS)}/{base}"))
                if twin not in paths:
                    paths.insert(rng.randrange(len(paths) + 1), twin)
            data = {"paths": paths, "pattern": pattern}
            gold = self.solve(data)
            if gold and len(gold) < len(paths):
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        paths = "\n".join(f"{i + 1}. {p}" for i, p in enumerate(data["paths"]))
        rules = _RULES.format(star2=_STAR2 if "**" in data["pattern"] else "")
        text = rng.choice(_TEMPLATES).format(pattern=data["pattern"], paths=paths, rules=rules)
        form = "the numbers of the matching paths in increasing order, separated by commas, each once (e.g. 2, 5)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        t.state("pattern")
        pattern = t.fetch("pattern", data["pattern"])
        found: list[int] = []
        for i, path in enumerate(data["paths"]):
            t.state(f"path {i + 1}")
            p = t.fetch(f"paths[{i}]", path)
            if t.compute("match", match(pattern, p), why="the whole path against the pattern"):
                found = t.compute("found", found + [i + 1])
        t.state("answer")
        return t.compute("answer", found)

    def solve(self, data: dict) -> list[int]:
        # Translate the glob to a regular expression once, then test every path.
        import re

        pattern, out, i = data["pattern"], "", 0
        while i < len(pattern):
            c = pattern[i]
            if pattern.startswith("**/", i) and i == 0:
                out += "(?:[^/]*/)*"
                i += 3
                continue
            if c == "*":
                out += "[^/]*"
            elif c == "?":
                out += "[^/]"
            elif c == "[":
                j = pattern.index("]", i + 2)
                body = pattern[i + 1 : j]
                out += f"[^/{re.escape(body[1:])}]" if body.startswith("!") else f"[{re.escape(body)}]"
                i = j
            else:
                out += re.escape(c)
            i += 1
        regex = re.compile(out)
        return [k + 1 for k, p in enumerate(data["paths"]) if regex.fullmatch(p)]


BOOTCAMP = GlobFilter()
