"""The 24 game and its larger kin: combine the given numbers, each exactly once, into the target.

Any expression that uses exactly the given numbers and has exactly the target's value passes;
it is evaluated by the shared safe parser ``bootcamps.arith``, never by ``eval``.

A draw is kept only when the exact-fraction search finds an expression within the level's state
budget (and, above level 1, only after enough states that the trace is not trivial). Those searches,
several per case, hold generation to several hundred cases/s at level 3, under the 1,000/s
target.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Any, Iterable

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.arith import evaluate
from bootcamps.trace import Tracer

Number = int | Fraction


@dataclass(frozen=True)
class Config:
    count: int = 4
    min_number: int = 1
    max_number: int = 9
    min_target: int = 24
    max_target: int = 24
    # How many states the search may take: draws outside the range are redrawn, which keeps
    # every trace bounded and makes higher levels take more search, not just bigger numbers.
    min_states: int = 1
    max_states: int = 400

    def __post_init__(self) -> None:
        if not 3 <= self.count <= 6:
            raise ValueError(f"count must be 3..6, got {self.count}")
        if not 1 <= self.min_number <= self.max_number <= 1000:
            raise ValueError(f"need 1 <= min_number <= max_number <= 1000, got {self.min_number}, {self.max_number}")
        if not 1 <= self.min_target <= self.max_target <= 10**6:
            raise ValueError(f"need 1 <= min_target <= max_target <= 10**6, got {self.min_target}, {self.max_target}")
        if not 1 <= self.min_states <= self.max_states // 2 or self.max_states < 20:
            raise ValueError(f"need 1 <= min_states <= max_states / 2 and max_states >= 20, got {self.min_states}, {self.max_states}")


# ---------------------------------------------------------------- arithmetic on exact values


def _norm(value: Number) -> Number:
    """Whole values as ``int``: one type per value keeps the search (and its caches) reproducible."""
    return int(value) if isinstance(value, Fraction) and value.denominator == 1 else value


def _div(a: Number, b: Number) -> Number | None:
    if b == 0:
        return None
    if isinstance(a, int) and isinstance(b, int):  # the common case, without Fraction's cost
        q, r = divmod(a, b)
        return q if r == 0 else Fraction(a, b)
    return _norm(Fraction(a) / b)


@lru_cache(maxsize=1 << 16)
def combinations(a: Number, b: Number) -> tuple[tuple[str, Number], ...]:
    """Every value two numbers make, as (operation name, value), distinct values only.
    The difference is taken larger minus smaller: with the target positive, that loses
    no solution (a negative intermediate can always be flipped)."""
    difference = ("a-b", a - b) if a >= b else ("b-a", b - a)
    return _distinct((("a+b", a + b), ("a*b", a * b), difference, ("a/b", _div(a, b)), ("b/a", _div(b, a))))


@lru_cache(maxsize=1 << 16)
def needs(target: Number, x: Number) -> tuple[tuple[str, Number], ...]:
    """The values v such that v and x make the target in one step, as (how, v): the target
    is then ``v+x``, ``v-x``, ``x-v``, ``v/x``, ``v*x`` or ``x/v``. Non-negative only, and
    never through a division by zero (x = 0 makes ``v/x`` and ``x/v`` undefined)."""
    pairs = (("v+x", target - x), ("v-x", target + x), ("x-v", x - target),
             ("v/x", target * x if x else None), ("v*x", _div(target, x)), ("x/v", _div(x, target) if x else None))
    return _distinct(p for p in pairs if p[1] is not None and p[1] >= 0)


def _distinct(pairs: Iterable[tuple[str, Number | None]]) -> tuple[tuple[str, Number], ...]:
    seen: set[Number] = set()
    out = []
    for name, value in pairs:
        value = None if value is None else _norm(value)
        if value is not None and value not in seen:  # hashing beats comparing Fractions pairwise
            seen.add(value)
            out.append((name, value))
    return tuple(out)


def random_value(numbers: list[int], rng: random.Random, limit: int) -> Number:
    """The value of a random expression using each number once: combine two random numbers
    with a random operation until one is left, preferring whole results up to ``limit`` so
    that the value tends to land in a target range."""
    values: list[Number] = list(numbers)
    while len(values) > 1:
        i, j = rng.sample(range(len(values)), 2)
        options = combinations(values[i], values[j])
        small = [option for option in options if isinstance(option[1], int) and option[1] <= limit]
        _, value = rng.choice(small or options)
        values = [v for k, v in enumerate(values) if k not in (i, j)] + [value]
    return values[0]


# ---------------------------------------------------------------- expressions (text, precedence)

_ATOM, _PRODUCT, _SUM = 3, 2, 1


def _join(left: tuple[str, int], op: str, right: tuple[str, int]) -> tuple[str, int]:
    """``left op right`` with only the parentheses it needs."""
    prec = _SUM if op in "+-" else _PRODUCT
    ltext = f"({left[0]})" if left[1] < prec else left[0]
    tight = op in "-/"  # a-(b+c), a/(b*c): the right side binds tighter than its own level
    rtext = f"({right[0]})" if right[1] < prec or (tight and right[1] == prec) else right[0]
    return f"{ltext}{op}{rtext}", prec


def _apply(name: str, a: tuple[str, int], b: tuple[str, int]) -> tuple[str, int]:
    """The expression of ``combinations``' operation ``name`` on a and b."""
    first, op, second = name
    left, right = (a, b) if first == "a" else (b, a)
    return _join(left, op, right)


def _operate(name: str, a: Number, b: Number) -> Number | None:
    """The value of ``combinations``' operation ``name`` on a and b."""
    first, op, second = name
    left, right = (a, b) if first == "a" else (b, a)
    if op == "+":
        return _norm(left + right)
    if op == "-":
        return _norm(left - right)
    if op == "*":
        return _norm(left * right)
    return _div(left, right)


def _finish(how: str, v: tuple[str, int], x: tuple[str, int]) -> tuple[str, int]:
    """The expression of ``needs``' relation ``how`` between v and x."""
    first, op, second = how
    return _join(v, op, x) if first == "v" else _join(x, op, v)


# ---------------------------------------------------------------- the search


class _Probe:
    """A tracer stand-in for generation: counts states, records nothing, and stops the
    search once it needs more than ``limit`` states."""

    def __init__(self, limit: int):
        self.limit = limit
        self.count = 0

    def state(self, label: str) -> None:
        self.count += 1
        if self.count > self.limit:
            raise _TooLong

    def fetch(self, address: str, value: Any) -> Any:
        return value

    def compute(self, name: str, value: Any, why: str = "") -> Any:
        return value

    def goto(self, target: Any, why: str = "") -> Any:
        return target


class _TooLong(Exception):
    """The search needs more states than the level allows."""


def _promise(value: Number, left_sum: float, target: int) -> tuple:
    # Whole numbers first, then divisors of the target, then what leaves the numbers' sum
    # nearest the target: a cheap, reproducible guess at which combination leads somewhere.
    # (A float is fine here: it only orders moves, and the same inputs give the same order.)
    if isinstance(value, int):
        return (0, not (value > 1 and target % value == 0), abs(left_sum - target))
    return (1, 1, abs(left_sum - target))


# Moves tried per step in each round of the search: the few most promising first, all last.
WIDTHS = (4, 12, None)


def search(t: Any, numbers: list[int], target: int) -> str | None:
    """Iterative broadening: rounds of depth-first search over which two numbers to combine
    next, each round allowing more of the most promising moves per step (the last round
    allows all, so the search is complete) and skipping sets of numbers already tried; with
    three numbers left, each is tried as the last operand against what the other two make.
    Returns an expression for the target, or None when there is none."""
    width: int | None = None  # this round's moves per step, set by each round below
    seen: set[tuple] = set()  # sets of numbers already tried in this round

    def descend(values: list[Number], exprs: list[tuple[str, int]], depth: int) -> tuple[str, int] | None:
        if len(values) == 3:
            return finish(values, exprs, depth)
        floats = [float(v) for v in values]
        total = sum(floats)
        moves = []
        for i in range(len(values)):
            for j in range(i + 1, len(values)):
                others = total - floats[i] - floats[j]
                for name, value in combinations(values[i], values[j]):
                    moves.append((_promise(value, others + float(value), target), i, j, name))
        moves.sort(key=lambda move: move[0])
        for _, i, j, name in moves if width is None else moves[:width]:
            t.state(f"depth {depth}: combine x[{i}] and x[{j}]")
            a = t.fetch(f"x[{i}]", values[i])
            b = t.fetch(f"x[{j}]", values[j])
            value = t.compute(name, _operate(name, a, b), why=f"x[{i}] and x[{j}] as a and b")
            keep = [k for k in range(len(values)) if k not in (i, j)]
            left = t.compute("left", [values[k] for k in keep] + [value], why="the others, then the new number")
            key = tuple(sorted(left))
            if not t.goto(key not in seen, why="go deeper unless these numbers were tried before"):
                continue
            seen.add(key)
            found = descend(left, [exprs[k] for k in keep] + [_apply(name, exprs[i], exprs[j])], depth + 1)
            if found is not None:
                return found
        return None

    def finish(values: list[Number], exprs: list[tuple[str, int]], depth: int) -> tuple[str, int] | None:
        tried: list[Number] = []
        for k in range(3):
            if values[k] in tried:
                continue  # the same last operand again: nothing new to find
            tried.append(values[k])
            y, z = [m for m in range(3) if m != k]
            t.state(f"depth {depth}: x[{k}] last")
            goal = t.fetch("target", target)
            x = t.fetch(f"x[{k}]", values[k])
            wanted = t.compute("need", [v for _, v in needs(goal, x)], why=f"values that make {goal} with {x}")
            a = t.fetch(f"x[{y}]", values[y])
            b = t.fetch(f"x[{z}]", values[z])
            pair = t.compute("made", [v for _, v in combinations(a, b)], why=f"x[{y}] and x[{z}] combined")
            made = set(pair)
            hits = t.compute("hit", [v for v in wanted if v in made], why="in both")
            if not t.goto(bool(hits), why="done if some value is in both"):
                continue
            hit = hits[0]
            inner = next(name for name, v in combinations(a, b) if v == hit)
            how = next(how for how, v in needs(goal, x) if v == hit)
            return _finish(how, _apply(inner, exprs[y], exprs[z]), exprs[k])
        return None

    for round_number, planned in enumerate(WIDTHS, 1):
        t.state(f"round {round_number}")
        why = "the most promising moves first" if round_number == 1 else "nothing found, so allow more moves"
        width = t.goto(planned, why=f"{why} (none: all moves)")
        seen = set()
        found = descend(list(numbers), [(str(n), _ATOM) for n in numbers], 0)
        if found is not None:
            return found[0]
    return None


# ---------------------------------------------------------------- the bootcamp

_TEMPLATES = (
    "Using the numbers {numbers}, each exactly once, and the operations +, -, *, / with parentheses, "
    "write an expression equal to {target}.",
    "Make {target} from {numbers}. Use every number exactly once; you may add, subtract, multiply, divide "
    "and use parentheses.",
    "Combine {numbers} with +, -, * and / (parentheses allowed) so that the result is exactly {target}. "
    "Each number must be used once and only once.",
    "Numbers: {numbers}. Target: {target}. Build an arithmetic expression that uses each number exactly "
    "once and evaluates to the target (operations +, -, *, /; fractions along the way are fine).",
    "Write {target} as an arithmetic expression in the numbers {numbers}, using each of them exactly once "
    "and only +, -, *, / and parentheses.",
)


class Game24(Bootcamp):
    id = "puzzle/game24"
    description = "Combine given numbers with + - * / into a target (the 24 game and larger kin)"
    Config = Config
    unique_answer = False  # many expressions reach the target; the verifier evaluates them
    min_distinct_prompts = {"1": 0.95}
    small_space_reason = (
        "level 1 is the classic 24 game: four numbers 1..9 have only 404 solvable multisets, so "
        "1000 cases repeat some ordered number lists"
    )
    LEVELS = {
        "1": Config(count=4, min_number=1, max_number=9, min_target=24, max_target=24, max_states=200),
        "2": Config(count=4, min_number=1, max_number=30, min_target=10, max_target=150, min_states=15, max_states=200),
        "3": Config(count=5, min_number=1, max_number=13, min_target=24, max_target=100, min_states=30, max_states=400),
        "4": Config(count=5, min_number=1, max_number=25, min_target=50, max_target=250, min_states=60, max_states=600),
        "5": Config(count=6, min_number=1, max_number=25, min_target=50, max_target=300, min_states=100, max_states=800),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        fixed = config.min_target == config.max_target
        for _ in range(10_000):  # solvable draws are common at every level: a few tries suffice
            numbers = [rng.randint(config.min_number, config.max_number) for _ in range(config.count)]
            # A fixed target (24) is kept and the search decides; otherwise the target is the
            # value of a random expression in the numbers, so the draw is solvable.
            target = config.min_target if fixed else random_value(numbers, rng, config.max_target)
            if not isinstance(target, int) or not config.min_target <= target <= config.max_target:
                continue
            probe = _Probe(config.max_states)
            try:
                expression = search(probe, numbers, target)
            except _TooLong:
                continue
            if expression is not None and probe.count >= config.min_states:
                data = {"numbers": numbers, "target": target}
                if self.check(data, expression, expression) != 1.0:
                    raise AssertionError(f"the search built a wrong expression {expression!r} for {data}")
                return data, expression
        raise ValueError(f"no solvable instance within {config.max_states} search states in 10000 draws: {config}")

    def prompt(self, data: dict, rng: random.Random) -> str:
        numbers = ", ".join(map(str, data["numbers"]))
        text = rng.choice(_TEMPLATES).format(numbers=numbers, target=data["target"])
        return f"{text}\n{answer_instruction('one arithmetic expression that uses each given number exactly once')}"

    def check(self, data: dict, answer: str, text: str) -> float:
        result = evaluate(text)
        if result is None or result.value != data["target"]:
            return 0.0
        return 1.0 if result.uses_exactly(data["numbers"]) else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        expression = search(t, data["numbers"], data["target"])
        t.state("answer")
        return t.compute("answer", expression if expression is not None else "no solution", why="the expression found")

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        """Wrong by construction: a number used twice, a number left out, every number used
        but a wrong value, and the gold with a false ``= value`` after it."""
        numbers, target, gold = case.data["numbers"], case.data["target"], case.answer
        candidates = [
            f"({gold})*{rng.choice(numbers)}/{rng.choice(numbers)}",  # two numbers too many
            "+".join(map(str, numbers[:-1])),
            "+".join(map(str, numbers)),
            "*".join(map(str, numbers)),
            f"{gold} = {target + 1}",
        ]
        return [c for c in candidates if self.check(case.data, gold, c) < 1.0]


BOOTCAMP = Game24()
