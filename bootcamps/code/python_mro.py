"""Give ``X.__mro__`` for a small Python class hierarchy with multiple inheritance (C3).

The program defines classes one after another, each with zero to a few bases chosen among the
earlier ones, in a random order; a hierarchy Python would reject ("Cannot create a consistent
method resolution order") is regenerated. The question is the method resolution order of the
class with two or more bases whose MRO is longest (at least three fifths of the classes). From
level 2 on the C3 order must differ from the naive left-to-right depth-first order (first
occurrence kept), so a diamond really bites. The traced solver builds the linearization of
every ancestor of X in definition order, one state per class and one per merge step (take the
first head that is in no tail); the plain solver computes the same thing recursively with the
"good head" test written as a set of tail members. The tests build the classes with ``type()``
and read ``__mro__``.
"""

from __future__ import annotations

import random
import re
import string
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    classes: int = 5
    max_bases: int = 2
    differ_from_dfs: bool = True

    def __post_init__(self) -> None:
        if not 3 <= self.classes <= 20:
            raise ValueError(f"classes must be in 3..20, got {self.classes}")
        if not 2 <= self.max_bases <= 4:
            raise ValueError(f"max_bases must be in 2..4, got {self.max_bases}")


def c3(bases: dict[str, list[str]], name: str, memo: dict[str, list[str]] | None = None) -> list[str] | None:
    """C3 linearization (without ``object``), or None when Python would raise TypeError."""
    memo = {} if memo is None else memo
    if name in memo:
        return memo[name]
    seqs = []
    for b in bases[name]:
        lin = c3(bases, b, memo)
        if lin is None:
            return None
        seqs.append(list(lin))
    seqs.append(list(bases[name]))
    out = [name]
    while any(seqs):
        tails = {c for s in seqs for c in s[1:]}
        head = next((s[0] for s in seqs if s and s[0] not in tails), None)
        if head is None:
            return None
        out.append(head)
        seqs = [s[1:] if s and s[0] == head else s for s in seqs]
    memo[name] = out
    return out


def dfs_order(bases: dict[str, list[str]], name: str) -> list[str]:
    out: list[str] = []

    def walk(c: str) -> None:
        if c not in out:
            out.append(c)
        for b in bases[c]:
            walk(b)

    walk(name)
    return out


_INTROS = (
    "Consider this Python 3 code:",
    "A Python 3 module defines the classes below (every class without bases inherits from object):",
    "Here is a class hierarchy written in Python 3, using multiple inheritance:",
)
_ASK = (
    "What is {x}.__mro__, the method resolution order Python computes for {x} with the C3 linearization? List the classes from {x} itself onwards (object, always last, may be left out).",
    "In what order does Python search the classes for an attribute looked up on an instance of {x}? Give {x}.__mro__ (C3 linearization), starting with {x}; you may omit the final object.",
    "Give the method resolution order of class {x} (its __mro__ under C3): every class it searches, in order, beginning with {x}. Including object at the end is optional.",
)

_BODY = re.compile(r"[\w\s,;'\"<>()\[\].\-→]*")


class PythonMro(Bootcamp):
    id = "code/python_mro"
    description = "Give the C3 method resolution order (__mro__) of a class in a Python multiple-inheritance hierarchy"
    Config = Config
    LEVELS = {
        "1": Config(classes=4, max_bases=2, differ_from_dfs=False),
        "2": Config(classes=6, max_bases=2, differ_from_dfs=True),
        "3": Config(classes=8, max_bases=3, differ_from_dfs=True),
        "4": Config(classes=11, max_bases=3, differ_from_dfs=True),
        "5": Config(classes=14, max_bases=4, differ_from_dfs=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        while True:
            names = rng.sample(string.ascii_uppercase, config.classes)
            bases: dict[str, list[str]] = {}
            for i, n in enumerate(names):
                if i == 0:
                    bases[n] = []
                    continue
                k = rng.randint(0 if i > 1 else 1, min(i, config.max_bases))
                bases[n] = rng.sample(names[:i], k)
            memo: dict[str, list[str]] = {}
            if any(c3(bases, n, memo) is None for n in names):
                continue  # Python would raise TypeError at that class statement
            multi = [n for n in names if len(bases[n]) >= 2]
            if not multi:
                continue
            x = max(multi, key=lambda n: (len(memo[n]), names.index(n)))
            mro = memo[x]
            if len(mro) < max(3, (config.classes * 3) // 5):
                continue
            if config.differ_from_dfs and mro == dfs_order(bases, x):
                continue
            data = {"order": names, "bases": bases, "x": x}
            return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [rng.choice(_INTROS), "```python"]
        for n in data["order"]:
            b = data["bases"][n]
            lines.append(f"class {n}({', '.join(b)}): pass" if b else f"class {n}: pass")
        lines.append("```")
        lines.append(rng.choice(_ASK).format(x=data["x"]))
        lines.append(answer_instruction("the class names in order, separated by commas (for example: D, B, C, A, object)"))
        return "\n".join(lines)

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer + ["object"])

    def check(self, data: dict, answer: list[str], text: str) -> float:
        if not isinstance(text, str) or len(text) > 600:
            return 0.0
        body = text.strip()
        if not _BODY.fullmatch(body):
            return 0.0
        body = re.sub(r"<class\s+'(?:__main__\.)?(\w+)'>", r"\1", body)
        if re.search(r"\bclass\b|__main__", body):
            return 0.0
        got = re.findall(r"[A-Za-z_]\w*", body)
        if got and got[-1] == "object":
            got = got[:-1]
        return 1.0 if got == list(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> list[str]:
        bases = data["bases"]
        lin: dict[str, list[str]] = {}
        needed = set(dfs_order(bases, data["x"]))
        for n in [c for c in data["order"] if c in needed]:
            t.state(f"linearize {n}")
            bs = t.fetch(f"bases({n})", list(bases[n]))
            seqs = [list(t.fetch(f"L({b})", lin[b])) for b in bs] + [list(bs)]
            out = [n]
            while any(seqs):
                t.state(f"merge step for {n}")
                head = None
                for s in seqs:
                    if s and not any(s[0] in other[1:] for other in seqs):
                        head = s[0]
                        break
                head = t.compute("head in no tail", head)
                out = t.compute(f"L({n})", out + [head])
                seqs = [s[1:] if s and s[0] == head else s for s in seqs]
            lin[n] = out
        t.state("answer")
        return t.compute("answer", list(t.fetch(f"L({data['x']})", lin[data["x"]])))

    def solve(self, data: dict) -> list[str]:
        mro = c3(data["bases"], data["x"])
        assert mro is not None
        return mro

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        wrong = [dfs_order(case.data["bases"], case.data["x"])]
        i = rng.randrange(1, len(gold) - 1)
        wrong.append(gold[:i] + [gold[i + 1], gold[i]] + gold[i + 2:])
        wrong.append(gold[:-1])
        return [", ".join(w) for w in wrong if w != gold]


BOOTCAMP = PythonMro()
