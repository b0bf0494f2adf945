"""TAIL-style program traces: record, render, corrupt and replay.

A bootcamp writes its solver once as ``program(t, data)`` against a :class:`Tracer`:

    t.state("col 3")                     # a new atomic state (one loop iteration, one call)
    a = t.fetch("a[3]", digits_a[3])     # memory fetcher: restate an operand with its address
    s = t.compute("sum", a + b + carry, why="a[3]+b[3]+carry")
    nxt = t.goto(4)                      # explicit transition
    t.ret("f(3)", value)                 # explicit return: re-fetch a child's result

and always goes on with the value a call returns. That one rule gives three things for free:

* **record** - the linear list of states, rendered minimal or styled;
* **corrupt** - one op's value is replaced and the *real program* goes on from it, so the
  error propagates consistently and the step labels are exact;
* **replay** - ``check_steps`` runs the program over a response, compares each claimed value
  with what the program computes from the response's own earlier claims, and adopts the claim.
  A step is ``incorrect`` only where it does not follow from what came before it.

Every state renders as one line in which each op appears as ``name=value`` in program order;
values use the small codec below, so a claimed value can be read back without ``eval``.
"""

from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from typing import Any, Callable, Iterable

STYLES = ("minimal", "styled")
LABELS = ("correct", "incorrect", "neutral")
OP_KINDS = ("fetch", "compute", "goto", "return")
ERROR_KINDS = {"fetch": ("fetch", "return"), "compute": ("compute",), "transition": ("goto",)}
# Corruption tries this many sites drawn uniformly, then the rest latest first (injection_order).
FAIR_TRIES = 8

# ---------------------------------------------------------------- value codec


def render_value(value: Any) -> str:
    """Canonical text of a trace value; type-strict, so ``True`` and ``1`` differ."""
    kind = type(value)
    if kind is int:  # the common cases first: this runs for every op of every trace
        return str(value)
    if kind is str:
        return json.dumps(value, ensure_ascii=False)
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, Fraction):
        return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list):
        return "[" + ", ".join(render_value(v) for v in value) + "]"
    if isinstance(value, tuple):
        inner = ", ".join(render_value(v) for v in value)
        return f"({inner},)" if len(value) == 1 else f"({inner})"
    raise TypeError(f"trace values are None, bool, int, Fraction, str, list or tuple; got {type(value).__name__}")


_NUMBER = re.compile(r"-?\d+(?:/\d+)?")
_WORDS = {"true": True, "false": False, "none": None}
_MAX_DEPTH = 32
_JSON = json.JSONDecoder()


class _Unreadable(Exception):
    """A claimed value that the codec cannot read."""


def _read(text: str, pos: int, depth: int) -> tuple[Any, int]:
    while pos < len(text) and text[pos] == " ":
        pos += 1
    if pos >= len(text) or depth > _MAX_DEPTH:
        raise _Unreadable
    char = text[pos]
    if char == '"':
        try:
            return _JSON.raw_decode(text, pos)
        except json.JSONDecodeError as error:
            raise _Unreadable from error
    if char in "[(":
        close = "]" if char == "[" else ")"
        items: list[Any] = []
        pos += 1
        while True:
            while pos < len(text) and text[pos] == " ":
                pos += 1
            if pos < len(text) and text[pos] == close:
                pos += 1
                break
            item, pos = _read(text, pos, depth + 1)
            items.append(item)
            while pos < len(text) and text[pos] == " ":
                pos += 1
            if pos < len(text) and text[pos] == ",":
                pos += 1
            elif pos < len(text) and text[pos] == close:
                continue
            else:
                raise _Unreadable
        return (items if char == "[" else tuple(items)), pos
    for word, value in _WORDS.items():
        if text.startswith(word, pos):
            return value, pos + len(word)
    match = _NUMBER.match(text, pos)
    if not match:
        raise _Unreadable
    token = match.group()
    try:
        value = int(token) if "/" not in token else Fraction(token)
        if isinstance(value, Fraction) and value.denominator == 1:
            value = int(value)  # "14/2" reads as the int 7
    except (ValueError, ZeroDivisionError) as error:
        raise _Unreadable from error
    return value, match.end()


def read_value(text: str, pos: int = 0) -> tuple[Any, int] | None:
    """Read one codec value at ``pos``; ``(value, end)`` or ``None`` if there is none."""
    try:
        return _read(text, pos, 0)
    except (_Unreadable, RecursionError):
        return None


_NUMERAL = re.compile(r"[+-]?(?=\.?\d)(?:\d+(?:,\d{3})*)?(?:\.\d*)?(?:[eE][+-]?\d+)?")


def perturb_value(value: Any, rng: random.Random) -> Any:
    """A different value of the same shape (never equal under ``render_value``)."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + rng.choice([-2, -1, 1, 2]) if abs(value) < 10 else value + rng.choice([-1, 1]) * rng.randint(1, max(1, abs(value) // 10))
    if isinstance(value, Fraction):
        return value + rng.choice([-1, 1])
    if isinstance(value, str):
        if not value:
            return "x"
        if _NUMERAL.fullmatch(value):
            # Only a digit may change in a numeral: swapping "0.00"'s point for a digit gives
            # "0000", the same value, which would label a correct step wrong.
            i = rng.choice([k for k, c in enumerate(value) if c.isdigit()])
        else:
            i = rng.randrange(len(value))
        pool = sorted(set(value + "abcdefghijklmnopqrstuvwxyz0123456789") - {value[i]})
        if value[i].isdigit():
            pool = [c for c in "0123456789" if c != value[i]]
        elif i and (value[i - 1].isdigit() or value[i - 1] == "."):
            # An 'e' after a digit makes an exponent: "1779663/521830400" became a number of half
            # a billion digits, and a program that reads it as one never finishes.
            pool = [c for c in pool if c not in "eE"]
        return value[:i] + rng.choice(pool) + value[i + 1 :]
    if isinstance(value, (list, tuple)):
        if not value:
            return type(value)([0])
        i = rng.randrange(len(value))
        items = list(value)
        items[i] = perturb_value(items[i], rng)
        return type(value)(items)
    if value is None:
        return 0
    raise TypeError(f"cannot perturb a {type(value).__name__}")


def injection_order(sites: list[int], rng: random.Random, fair: int = FAIR_TRIES) -> list[int]:
    """The order in which corruption tries error sites (op indices): ``fair`` of them drawn
    uniformly, so errors land anywhere in a trace, then the others latest first.

    Each try reruns the whole program. In searches and dynamic programs most sites are masked
    (a failed branch stays failed, a cell off the optimal path stays off it), so uniform draws
    took dozens of runs there; the states that carry the answer out are late and almost never
    masked. A case that finds an error within ``fair`` tries is corrupted exactly as by uniform
    draws (the same random calls); one that does not stops after a few more runs, not dozens."""
    rng.shuffle(sites)
    return sites[:fair] + sorted(sites[fair:], reverse=True)


# ---------------------------------------------------------------- states


@dataclass(slots=True)
class Op:
    kind: str
    name: str
    value: Any
    why: str = ""


@dataclass(slots=True)
class State:
    label: str
    ops: list[Op] = field(default_factory=list)


@dataclass
class Step:
    """One step of a response: its text, its character span, its label."""

    text: str
    start: int
    end: int
    label: str = "neutral"


@dataclass
class StepReport:
    steps: list[Step]
    first_error: int | None

    @property
    def labels(self) -> list[str]:
        return [s.label for s in self.steps]

    def mask_dpo_item(self) -> dict:
        """Mask-DPO/ANAH ``{sents, type, spans}``: only ``incorrect`` steps are hallucinations."""
        return {
            "sents": [s.text for s in self.steps],
            "type": ["hallucination" if s.label == "incorrect" else "no_hallucination" for s in self.steps],
            "spans": [[s.start, s.end] for s in self.steps],
        }


class _StopReplay(Exception):
    """The response ended, or stopped following the program: the rest is neutral."""


class _OverBudget(Exception):
    """A corrupted program ran far past the gold trace's length."""


@lru_cache(maxsize=4096)
def _claim_pattern(name: str) -> re.Pattern[str]:
    return re.compile(r"(?<![\w\]\[.])" + re.escape(name) + r"\s*=\s*")


class Tracer:
    """Records the states of one program run; optionally injects one error or replays a response."""

    def __init__(
        self,
        inject_at: int | None = None,
        rng: random.Random | None = None,
        max_ops: int | None = None,
        replay: "_Replay | None" = None,
    ):
        self.states: list[State] = []
        self.inject_at = inject_at
        self.injected_state: int | None = None
        self._rng = rng
        self._max_ops = max_ops
        self._replay = replay
        # Recording a gold trace is the hot path: it skips the injection/budget/replay checks.
        self._plain = inject_at is None and max_ops is None and replay is None
        self._ops: list[Op] | None = None  # the current state's ops
        self._count = 0  # ops before the current state

    @property
    def op_count(self) -> int:
        return self._count + (len(self._ops) if self._ops is not None else 0)

    # -- what programs call

    def state(self, label: str) -> None:
        if "=" in label or "\n" in label:
            raise ValueError(f"a state label may not contain '=' or a newline: {label!r}")
        if self._ops is not None:
            if not self._ops:
                raise ValueError(f"state {self.states[-1].label!r} has no ops: every state must read or compute something")
            self._count += len(self._ops)
        state = State(label)
        self.states.append(state)
        self._ops = state.ops
        if self._replay is not None:
            self._replay.next_state()

    def fetch(self, address: str, value: Any) -> Any:
        return self._op("fetch", address, value, "")

    def compute(self, name: str, value: Any, why: str = "") -> Any:
        return self._op("compute", name, value, why)

    def goto(self, target: Any, why: str = "") -> Any:
        return self._op("goto", "next", target, why)

    def ret(self, name: str, value: Any) -> Any:
        return self._op("return", name, value, "")

    # -- machinery

    def _op(self, kind: str, name: str, value: Any, why: str) -> Any:
        ops = self._ops
        if ops is None:
            raise ValueError("call t.state(label) before the first op")
        if not self._plain:
            value = self._special(name, value)
        ops.append(Op(kind, name, value, why))
        return value

    def _special(self, name: str, value: Any) -> Any:
        index = self.op_count  # this op's index
        if self._max_ops is not None and index >= self._max_ops:
            raise _OverBudget
        if index == self.inject_at:
            value = perturb_value(value, self._rng or random.Random(index))
            self.injected_state = len(self.states) - 1
        if self._replay is not None:
            value = self._replay.claim(name, value)
        return value

    def ops(self) -> Iterable[tuple[int, Op]]:
        index = 0
        for state in self.states:
            for op in state.ops:
                yield index, op
                index += 1


# ---------------------------------------------------------------- rendering


def _render_op(op: Op, styled: bool) -> str:
    pair = f"{op.name}={render_value(op.value)}"
    if not styled:
        return pair if op.kind != "return" else f"return {pair}"
    if op.kind == "fetch":
        return f"read {pair}"
    if op.kind == "return":
        return f"the call returns {pair}"
    if op.kind == "goto":
        return f"{op.why + ', so ' if op.why else ''}move on with {pair}"
    return f"{op.why + ' gives ' if op.why else ''}{pair}"


def render_state(index: int, state: State, style: str) -> str:
    if style == "minimal":
        return f"{state.label}: " + ", ".join(_render_op(op, False) for op in state.ops)
    if style == "styled":
        body = "; ".join(_render_op(op, True) for op in state.ops)
        return f"Step {index + 1} ({state.label}): {body}."  # no capitalising: it could change a name
    raise ValueError(f"unknown trace style {style!r}; expected one of {', '.join(STYLES)}")


def render(states: list[State], answer_text: str, style: str = "minimal") -> tuple[str, list[tuple[int, int]]]:
    """The response text (one line per state, then the answer block) and each state's span."""
    lines, spans, pos = [], [], 0
    for i, state in enumerate(states):
        line = render_state(i, state, style)
        spans.append((pos, pos + len(line)))
        lines.append(line)
        pos += len(line) + 1
    lines.append(f"<answer>{answer_text}</answer>")
    return "\n".join(lines), spans


# ---------------------------------------------------------------- replay


_HAS_CLAIM = re.compile(r"[\w\])]\s*=")


def split_steps(response: str) -> list[Step]:
    """Non-empty lines of a response, with their character spans."""
    steps, pos = [], 0
    for line in response.split("\n"):
        stripped = line.strip()
        if stripped:
            start = pos + line.index(stripped)
            steps.append(Step(stripped, start, start + len(stripped)))
        pos += len(line) + 1
    return steps


class _Replay:
    def __init__(self, steps: list[Step]):
        self.steps = steps
        self.claim_lines = [i for i, s in enumerate(steps) if _HAS_CLAIM.search(s.text)]
        self.cursor_line = -1  # index into claim_lines
        self.cursor = 0
        self.first_error: int | None = None
        self.labelled: list[int] = []

    def next_state(self) -> None:
        self.cursor_line += 1
        if self.cursor_line >= len(self.claim_lines):
            raise _StopReplay
        step = self.steps[self.claim_lines[self.cursor_line]]
        step.label = "correct"
        self.cursor = 0

    def _mark_incorrect(self) -> Step:
        index = self.claim_lines[self.cursor_line]
        self.steps[index].label = "incorrect"
        if self.first_error is None:
            self.first_error = index
        return self.steps[index]

    def claim(self, name: str, true_value: Any) -> Any:
        step = self.steps[self.claim_lines[self.cursor_line]]
        match = _claim_pattern(name).search(step.text, self.cursor)
        read = read_value(step.text, match.end()) if match else None
        if read is None:  # the step does not say what this state must say
            self._mark_incorrect()
            raise _StopReplay
        claimed, self.cursor = read
        if render_value(claimed) == render_value(true_value):
            return true_value  # the same value; keep the program's own type (a claimed 14/2 is 7)
        self._mark_incorrect()
        return claimed


def replay(program: Callable[[Tracer], Any], response: str) -> StepReport:
    """Label each step of ``response`` by running ``program`` over the response's own claims."""
    steps = split_steps(response) if isinstance(response, str) else []
    session = _Replay(steps)
    tracer = Tracer(replay=session)
    try:
        program(tracer)
    except _StopReplay:
        pass
    except Exception:  # noqa: BLE001 - adopted claims are untrusted state and the program may fail
        if session.first_error is None:  # on them; with no wrong claim it is a bug in the program
            raise
    # Steps after the point where replay stopped were never checked.
    checked = set(session.claim_lines[: session.cursor_line + 1])
    for i, step in enumerate(steps):
        if i not in checked:
            step.label = "neutral"
    return StepReport(steps, session.first_error)
