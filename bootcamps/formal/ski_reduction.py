"""Reduce an SKI combinator term applied to variables to its normal form.

The rules: I x -> x, K x y -> x, S x y z -> x z (y z); application associates to the left, so
``S K K x`` is ``((S K) K) x``. Terms are random combinations of S, K and I applied to two to
four arguments (variables, sometimes one variable applied to another); the generator keeps
those whose normal form (leftmost-outermost reduction within a step bound) contains only
variables, so each case asks what a combinator does to its arguments. The answer is compared
as a term tree, so redundant parentheses and spacing do not matter. The trace is one state per
reduction step: fetch the term (as text, read back with the parser here), name the rule
applied to the leftmost-outermost redex and compute the new term. The plain solver reduces
innermost first.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.parse import clean_math
from bootcamps.trace import Tracer

COMBINATORS = "SKI"
VARIABLES = "abcdefghmnpqrtuvwxyz"  # lower case; s, k, i stay out to avoid confusion
MAX_CHARS = 2000


@dataclass(frozen=True)
class Config:
    size: int = 3  # combinators in the random term
    arguments: int = 2
    min_steps: int = 2
    max_steps: int = 12

    def __post_init__(self) -> None:
        if not 1 <= self.size <= 12:
            raise ValueError(f"size must be in 1..12, got {self.size}")
        if not 1 <= self.arguments <= len(VARIABLES):
            raise ValueError(f"arguments must be in 1..{len(VARIABLES)}, got {self.arguments}")
        if not 1 <= self.min_steps <= self.max_steps <= 200:
            raise ValueError(f"need 1 <= min_steps <= max_steps <= 200, got {self.min_steps}, {self.max_steps}")


# a term is an atom (one letter) or a pair [function, argument]


def render(term, top: bool = True) -> str:
    if isinstance(term, str):
        return term
    text = f"{render(term[0])} {render(term[1], False)}"
    return text if top else f"({text})"


def size(term) -> int:
    return 1 if isinstance(term, str) else size(term[0]) + size(term[1])


_TOKEN = re.compile(r"\s*([SKIa-z()])")


def parse(text: object):
    """A term from text (S K I, one-letter variables, parentheses, spaces optional); ``None`` otherwise."""
    if not isinstance(text, str) or len(text) > MAX_CHARS:
        return None
    text = clean_math(text)
    tokens, pos = [], 0
    while pos < len(text):
        match = _TOKEN.match(text, pos)
        if not match:
            return None if text[pos:].strip() else _finish(tokens)
        tokens.append(match.group(1))
        pos = match.end()
    return _finish(tokens)


def _finish(tokens: list[str]):
    stack: list[list] = [[]]  # open groups, each a list of terms to apply left to right
    for tok in tokens:
        if tok == "(":
            if len(stack) > 100:
                return None
            stack.append([])
        elif tok == ")":
            if len(stack) == 1 or not stack[-1]:
                return None
            group = stack.pop()
            stack[-1].append(_apply_all(group))
        else:
            stack[-1].append(tok)
    if len(stack) != 1 or not stack[0]:
        return None
    return _apply_all(stack[0])


def _apply_all(items: list):
    term = items[0]
    for item in items[1:]:
        term = [term, item]
    return term


def step(term):
    """(rule, term after one leftmost-outermost step), or ``None`` in normal form."""
    spine, head = [], term
    while not isinstance(head, str):
        spine.append(head[1])
        head = head[0]
    args = spine[::-1]
    need = {"I": 1, "K": 2, "S": 3}.get(head, 0)
    if need and len(args) >= need:
        if head == "I":
            new, rest = args[0], args[1:]
        elif head == "K":
            new, rest = args[0], args[2:]
        else:
            x, y, z = args[:3]
            new, rest = [[x, z], [y, z]], args[3:]
        return head, _apply_all([new] + rest)
    for i, arg in enumerate(args):  # the head is stuck: reduce inside the arguments, left first
        inner = step(arg)
        if inner is not None:
            args = args[:i] + [inner[1]] + args[i + 1 :]
            return inner[0], _apply_all([head] + args)
    return None


def random_combinator(rng: random.Random, n: int):
    if n == 1:
        return rng.choice(COMBINATORS)
    k = rng.randint(1, n - 1)
    return [random_combinator(rng, k), random_combinator(rng, n - k)]


def normalise(term, max_steps: int, max_size: int = 200) -> tuple[object, int] | None:
    steps = 0
    while True:
        nxt = step(term)
        if nxt is None:
            return term, steps
        term = nxt[1]
        steps += 1
        if steps > max_steps or size(term) > max_size:
            return None


_INTROS = (
    "Combinatory logic: I x -> x, K x y -> x, S x y z -> x z (y z). Application associates to the "
    "left (a b c means (a b) c). Reduce the term below to normal form.",
    "Using the SKI rewrite rules (I x = x; K x y = x; S x y z = x z (y z)), with left-associative "
    "application, fully reduce this term; lower-case letters are free variables that cannot be reduced.",
    "Evaluate the following SKI-calculus expression until no rule applies. Rules: I a -> a, "
    "K a b -> a, S a b c -> a c (b c); juxtaposition is application and groups to the left.",
)


class SkiReduction(Bootcamp):
    id = "formal/ski_reduction"
    description = "Reduce an SKI combinator term applied to variables to its normal form"
    Config = Config
    LEVELS = {
        "1": Config(size=3, arguments=2, min_steps=2, max_steps=8),
        "2": Config(size=4, arguments=3, min_steps=3, max_steps=12),
        "3": Config(size=5, arguments=3, min_steps=4, max_steps=16),
        "4": Config(size=7, arguments=3, min_steps=6, max_steps=24),
        "5": Config(size=9, arguments=4, min_steps=8, max_steps=32),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            term = random_combinator(rng, config.size)
            names = rng.sample(VARIABLES, config.arguments + 2)
            for v in names[: config.arguments]:  # an argument is a variable or, sometimes, two applied
                term = [term, v if rng.random() < 0.75 else [v, rng.choice(names[config.arguments :])]]
            result = normalise(term, config.max_steps)
            if result is None or result[1] < config.min_steps:
                continue
            normal = render(result[0])
            if any(c in normal for c in COMBINATORS):
                continue  # only variables left: the combinator's action on its arguments
            data = {"term": render(term)}
            try:
                if self.solve(data) != normal:
                    continue
            except (ValueError, RecursionError):
                continue  # innermost-first reduction loops on this term: draw another
            return data, normal

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [rng.choice(_INTROS), f"Term: {data['term']}"]
        lines.append(answer_instruction("the normal form, for example x z (y z)"))
        return "\n".join(lines)

    def check(self, data: dict, answer: str, text: str) -> float:
        if len(text) > 4 * len(answer) + 40:
            return 0.0
        term = parse(text)
        return 1.0 if term is not None and term == parse(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        text = data["term"]
        k = 0
        while k < 500:
            k += 1
            t.state(f"step {k}")
            term = parse(t.fetch("term", text))
            if term is None:
                raise ValueError(f"not a term: {text!r}")
            nxt = step(term)
            if nxt is None:
                t.compute("rule", "normal form")
                break
            t.compute("rule", nxt[0])
            text = t.compute("term", render(nxt[1]))
        t.state("answer")
        return t.compute("answer", t.fetch("term", text))

    def solve(self, data: dict) -> str:
        # innermost-first reduction, with a budget: the generator keeps only terms on which it
        # agrees with the leftmost-outermost normal form (none discards a diverging argument)
        budget = [2000]

        def reduce(term):
            budget[0] -= 1
            if budget[0] < 0:
                raise ValueError("innermost reduction ran past its budget of 2000 calls")
            if isinstance(term, str):
                return term
            f, a = reduce(term[0]), reduce(term[1])
            spine, head = [a], f
            while not isinstance(head, str):
                spine.append(head[1])
                head = head[0]
            args = spine[::-1]
            if head == "I" and len(args) >= 1:
                return reduce(_apply_all([args[0]] + args[1:]))
            if head == "K" and len(args) >= 2:
                return reduce(_apply_all([args[0]] + args[2:]))
            if head == "S" and len(args) >= 3:
                x, y, z = args[:3]
                return reduce(_apply_all([[[x, z], [y, z]]] + args[3:]))
            return [f, a]

        return render(reduce(parse(data["term"])))

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = parse(case.answer)
        wrong = ["x", "x y", "y x", "x z (y z)", "x (y z)", "z"]
        return [w for w in wrong if parse(w) != gold][:3]


BOOTCAMP = SkiReduction()
