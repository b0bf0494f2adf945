"""Which strings does a regular expression match (in full)?

Regexes come from a small grammar over a 2-3 letter alphabet: letters, classes ``[ab]``,
concatenation, alternation ``|``, and the postfix operators ``*``, ``+``, ``?``. The traced
solver uses Brzozowski derivatives: for each string, each state reads one character and
computes the pattern that the rest of the string must match (kept in a normal form: nested
concatenations and alternations flattened, alternatives sorted and deduplicated), and the
string matches iff the final pattern accepts the empty string. The plain solver is a
different algorithm (sets of end positions).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer

EPS, EMPTY = ["eps"], ["empty"]


# ---------------------------------------------------------------- normal-form constructors


def render(r: list, ctx: str = "alt") -> str:
    """Regex text; ``ctx`` is the surrounding construct (alt < seq < postfix) for parentheses."""
    kind = r[0]
    if kind == "eps":
        return "ε"
    if kind == "empty":
        return "∅"
    if kind == "chr":
        return r[1]
    if kind == "cls":
        return f"[{r[1]}]"
    if kind == "alt":
        text = "|".join(render(x, "alt") for x in r[1])
        return text if ctx == "alt" else f"({text})"
    if kind == "seq":
        text = "".join(render(x, "seq") for x in r[1])
        return text if ctx in ("alt", "seq") else f"({text})"
    return render(r[1], "post") + {"star": "*", "plus": "+", "opt": "?"}[kind]


def nullable(r: list) -> bool:
    kind = r[0]
    if kind in ("eps", "star", "opt"):
        return True
    if kind in ("empty", "chr", "cls"):
        return False
    if kind == "seq":
        return all(nullable(x) for x in r[1])
    if kind == "alt":
        return any(nullable(x) for x in r[1])
    return nullable(r[1])  # plus


def seq(items: list[list]) -> list:
    flat: list[list] = []
    for x in items:
        if x[0] == "empty":
            return EMPTY
        if x[0] == "seq":
            flat.extend(x[1])
        elif x[0] != "eps":
            flat.append(x)
    if not flat:
        return EPS
    return flat[0] if len(flat) == 1 else ["seq", flat]


def alt(items: list[list]) -> list:
    flat: dict[str, list] = {}
    has_eps = False
    for x in items:
        parts = x[1] if x[0] == "alt" else [x]
        for p in parts:
            if p[0] == "eps":
                has_eps = True
            elif p[0] != "empty":
                flat.setdefault(render(p), p)
    if not flat:
        return EPS if has_eps else EMPTY
    keys = sorted(flat)
    body = flat[keys[0]] if len(keys) == 1 else ["alt", [flat[k] for k in keys]]
    return opt(body) if has_eps else body


def star(r: list) -> list:
    if r[0] in ("eps", "empty"):
        return EPS
    if r[0] in ("star", "plus", "opt"):
        return star(r[1])
    return ["star", r]


def opt(r: list) -> list:
    return r if nullable(r) else ["opt", r]


def derive(r: list, c: str) -> list:
    """The pattern the rest must match after reading ``c``."""
    kind = r[0]
    if kind in ("eps", "empty"):
        return EMPTY
    if kind == "chr":
        return EPS if r[1] == c else EMPTY
    if kind == "cls":
        return EPS if c in r[1] else EMPTY
    if kind == "alt":
        return alt([derive(x, c) for x in r[1]])
    if kind == "seq":
        head, rest = r[1][0], seq(r[1][1:])
        first = seq([derive(head, c), rest])
        return alt([first, derive(rest, c)]) if nullable(head) else first
    if kind in ("star", "plus"):
        return seq([derive(r[1], c), star(r[1])])
    return derive(r[1], c)  # opt


# ---------------------------------------------------------------- parse (the trace's own output)


def parse(text: str) -> list:
    """Inverse of ``render`` on normal forms; ``ValueError`` on anything else."""
    pos = 0

    def peek() -> str:
        return text[pos] if pos < len(text) else ""

    def p_alt() -> list:
        nonlocal pos
        items = [p_seq()]
        while peek() == "|":
            pos += 1
            items.append(p_seq())
        return items[0] if len(items) == 1 else alt(items)

    def p_seq() -> list:
        items = []
        while peek() and peek() not in "|)":
            items.append(p_post())
        if not items:
            raise ValueError(f"empty branch in {text!r}")
        return items[0] if len(items) == 1 else seq(items)

    def p_post() -> list:
        nonlocal pos
        node = p_atom()
        while peek() in ("*", "+", "?") and peek():
            op = peek()
            pos += 1
            node = star(node) if op == "*" else (["plus", node] if op == "+" else opt(node))
        return node

    def p_atom() -> list:
        nonlocal pos
        c = peek()
        pos += 1
        if c == "(":
            inner = p_alt()
            if peek() != ")":
                raise ValueError(f"unclosed group in {text!r}")
            pos += 1
            return inner
        if c == "[":
            end = text.find("]", pos)
            if end < 0:
                raise ValueError(f"unclosed class in {text!r}")
            chars, pos = text[pos:end], end + 1
            return ["cls", chars]
        if c == "ε":
            return EPS
        if c == "∅":
            return EMPTY
        if c.isalpha():
            return ["chr", c]
        raise ValueError(f"unexpected {c!r} in {text!r}")

    node = p_alt()
    if pos != len(text):
        raise ValueError(f"trailing text in {text!r}")
    return node


# ---------------------------------------------------------------- generation


def random_regex(rng: random.Random, alphabet: str, depth: int) -> list:
    if depth == 0 or rng.random() < 0.2:
        if len(alphabet) > 1 and rng.random() < 0.2:
            return ["cls", "".join(sorted(rng.sample(alphabet, 2)))]
        return ["chr", rng.choice(alphabet)]
    roll = rng.random()
    if roll < 0.45:
        return seq([random_regex(rng, alphabet, depth - 1) for _ in range(rng.randint(2, 3))])
    if roll < 0.7:
        return alt([random_regex(rng, alphabet, depth - 1) for _ in range(2)])
    inner = random_regex(rng, alphabet, depth - 1)
    if inner[0] in ("star", "plus", "opt"):
        return inner
    return rng.choice([star, lambda x: ["plus", x], opt])(inner)


def sample_string(rng: random.Random, r: list, budget: int) -> str:
    kind = r[0]
    if kind == "chr":
        return r[1]
    if kind == "cls":
        return rng.choice(r[1])
    if kind == "seq":
        return "".join(sample_string(rng, x, budget) for x in r[1])
    if kind == "alt":
        return sample_string(rng, rng.choice(r[1]), budget)
    low = 1 if kind == "plus" else 0
    high = 1 if kind == "opt" else max(low, min(3, budget))
    return "".join(sample_string(rng, r[1], budget - 1) for _ in range(rng.randint(low, high)))


def match_ends(r: list, s: str, i: int) -> frozenset[int]:
    """Positions where a match of ``r`` starting at ``i`` can end (the plain solver)."""

    @lru_cache(maxsize=None)
    def ends(node_key: str, start: int) -> frozenset[int]:
        node = nodes[node_key]
        kind = node[0]
        if kind == "chr":
            return frozenset([start + 1]) if start < len(s) and s[start] == node[1] else frozenset()
        if kind == "cls":
            return frozenset([start + 1]) if start < len(s) and s[start] in node[1] else frozenset()
        if kind == "alt":
            return frozenset().union(*(ends(key(x), start) for x in node[1]))
        if kind == "seq":
            current = frozenset([start])
            for x in node[1]:
                current = frozenset().union(*(ends(key(x), p) for p in current)) if current else current
            return current
        inner = key(node[1])
        if kind == "opt":
            return frozenset([start]) | ends(inner, start)
        reached = set(ends(inner, start))  # one or more rounds of the inner pattern
        frontier = set(reached)
        while frontier:
            frontier = {e for p in frontier for e in ends(inner, p)} - reached
            reached |= frontier
        if kind == "star":
            reached.add(start)
        return frozenset(reached)

    nodes: dict[str, list] = {}

    def key(node: list) -> str:
        k = render(node)
        nodes[k] = node
        return k

    return ends(key(r), i)


def fullmatch(r: list, s: str) -> bool:
    return len(s) in match_ends(r, s, 0)


@dataclass(frozen=True)
class Config:
    alphabet: int = 2
    depth: int = 2
    strings: int = 4
    max_len: int = 4

    def __post_init__(self) -> None:
        if not 2 <= self.alphabet <= 3:
            raise ValueError(f"alphabet must be 2 or 3, got {self.alphabet}")
        if not 1 <= self.depth <= 5:
            raise ValueError(f"depth must be in 1..5, got {self.depth}")
        if not 2 <= self.strings <= 12:
            raise ValueError(f"strings must be in 2..12, got {self.strings}")
        if not 1 <= self.max_len <= 16:
            raise ValueError(f"max_len must be in 1..16, got {self.max_len}")


_INTROS = (
    "Which of the strings below are matched in full by the regular expression {r} ?",
    "Regular expression: {r}\nFor each string below, decide whether the whole string matches the pattern (not just a part of it).",
    "Test the pattern {r} against each string (the entire string must match).",
)
_SYNTAX = "Syntax: | is alternation, * is zero or more, + is one or more, ? is optional, [ab] is one character a or b, parentheses group."


class RegexMatch(IntSequenceAnswer, Bootcamp):
    id = "formal/regex_match"
    description = "List the strings a regular expression matches in full (Brzozowski-derivative trace)"
    Config = Config
    LEVELS = {
        "1": Config(alphabet=2, depth=2, strings=4, max_len=4),
        "2": Config(alphabet=2, depth=3, strings=5, max_len=5),
        "3": Config(alphabet=3, depth=3, strings=6, max_len=6),
        "4": Config(alphabet=3, depth=4, strings=7, max_len=8),
        "5": Config(alphabet=3, depth=5, strings=8, max_len=10),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        alphabet = "abc"[: config.alphabet]
        while True:
            r = random_regex(rng, alphabet, config.depth)
            if r[0] in ("chr", "cls") or len(render(r)) > 40:
                continue
            strings: list[str] = []
            for attempt in range(60):
                if len(strings) == config.strings:
                    break
                if attempt % 2 == 0:
                    s = sample_string(rng, r, 3)
                else:
                    s = "".join(rng.choice(alphabet) for _ in range(rng.randint(1, config.max_len)))
                if 0 < len(s) <= config.max_len and s not in strings:
                    strings.append(s)
            gold = [i + 1 for i, s in enumerate(strings) if fullmatch(r, s)]
            if len(strings) == config.strings and 0 < len(gold) < len(strings):
                return {"regex": render(r), "strings": strings}, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [rng.choice(_INTROS).format(r=data["regex"]), _SYNTAX]
        lines += [f"{i + 1}. {s}" for i, s in enumerate(data["strings"])]
        lines.append(answer_instruction("the numbers of the matching strings in increasing order, comma-separated (like 1, 3)"))
        return "\n".join(lines)

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        matched: list[int] = []
        for i, s in enumerate(data["strings"]):
            pattern = data["regex"]
            for k, c in enumerate(s):
                t.state(f"string {i + 1} char {k + 1}")
                current = t.fetch("pattern", pattern)
                char = t.fetch(f"s{i + 1}[{k + 1}]", c)
                pattern = t.compute("rest", render(derive(parse(current), char)), why=f"derivative by {char}")
                if not t.goto(pattern != "∅", why="nothing can match once the rest is empty"):
                    break
            t.state(f"string {i + 1} end")
            ok = t.compute("match", nullable(parse(t.fetch("pattern", pattern))), why="the rest accepts the empty string")
            matched = t.compute("matched", matched + [i + 1] if ok else matched)
        t.state("answer")
        return t.compute("answer", t.fetch("matched", matched))

    def solve(self, data: dict) -> list[int]:
        r = parse(data["regex"])
        return [i + 1 for i, s in enumerate(data["strings"]) if fullmatch(r, s)]

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        n = len(case.data["strings"])
        gold = list(case.answer)
        others = [i for i in range(1, n + 1) if i not in gold]
        return [self.format_answer(sorted(gold + [rng.choice(others)])), self.format_answer(others)]


BOOTCAMP = RegexMatch()
