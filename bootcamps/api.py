"""The bootcamp contract: ``Case`` and the ``Bootcamp`` base class every task subclasses.

A bootcamp module reads top to bottom: a ``Config`` dataclass of difficulty knobs (validated
in ``__post_init__``), ``LEVELS`` mapping "1".."5" to configs, ``generate`` (data and gold),
``prompt``, ``check`` (score an extracted answer from ``data`` alone), ``program`` (the traced
solver) and a module-level ``BOOTCAMP`` instance that the registry finds.
"""

from __future__ import annotations

import dataclasses
import json
import random
from dataclasses import dataclass, field
from typing import Any, ClassVar

from . import parse, seeding, trace

LEVELS = ("1", "2", "3", "4", "5")
SPLITS = ("train", "eval")


@dataclass(frozen=True)
class Case:
    id: str
    bootcamp: str
    level: str
    split: str
    seed: int
    prompt: str
    answer: Any
    data: dict
    overrides: dict = field(default_factory=dict)

    @property
    def domain(self) -> str:
        return self.bootcamp.split("/", 1)[0]

    def ground_truth(self) -> str:
        """What an RL trainer stores to score from: ``bootcamps.score(id, response, gt)``."""
        return json.dumps({"data": self.data, "answer": self.answer}, sort_keys=True, separators=(",", ":"))


@dataclass
class CorruptTrace:
    """A trace with one injected error at ``first_error`` (a step index), consistently propagated."""

    text: str
    answer: Any
    kind: str
    first_error: int
    steps: list[trace.Step]


class IntegerAnswer:
    """Mixin for bootcamps whose answer is one integer, stored as an int or (past JSON's safe
    range) as its digits; any integer literal ``parse.parse_int_literal`` reads is accepted (not
    ``1e3`` or ``24/2``: the prompts ask for the integer written out)."""

    def check(self, data: dict, answer: Any, text: str) -> float:
        value = parse.parse_int_literal(text)
        return 1.0 if value is not None and value == int(answer) else 0.0


def answer_instruction(form: str) -> str:
    """The sentence every prompt ends with; ``form`` describes the expected answer shape."""
    return f"Give your final answer as {form}, inside <answer></answer> tags."


class Bootcamp:
    id: ClassVar[str]
    description: ClassVar[str]
    Config: ClassVar[type]
    LEVELS: ClassVar[dict[str, Any]]
    levels: ClassVar[tuple[str, ...]] = LEVELS
    # False where many answers are right (the verifier checks constraints), so another
    # case's different answer may still be correct here.
    unique_answer: ClassVar[bool] = True
    # Bootcamps whose case space is small at some level declare it here, with the reason.
    min_distinct_prompts: ClassVar[dict[str, float]] = {}
    small_space_reason: ClassVar[str] = ""
    # True where the answer legitimately spans lines (grids, one list item per line). Otherwise
    # an answer block with several non-empty lines is a hedge ("0\n1") and scores 0.
    multiline_answer: ClassVar[bool] = False
    # Adversarial families of the contract (bootcamps.validate.ADVERSARIAL_FAMILIES) that do not
    # apply to this bootcamp, each with the reason: e.g. {"split_digits": "digits are separate items"}.
    adversarial_exempt: ClassVar[dict[str, str]] = {}
    # False where a right answer may itself start and end with "*" or "`" (a glob, a Markdown
    # table, a grid of "*" cells): then "**X**" is not read as X in bold.
    strip_markdown: ClassVar[bool] = True

    # ------------------------------------------------------------ to implement

    def generate(self, config: Any, rng: random.Random) -> tuple[dict, Any]:
        """Case inputs (JSON-serialisable, enough to verify) and the gold answer."""
        raise NotImplementedError

    def prompt(self, data: dict, rng: random.Random) -> str:
        raise NotImplementedError

    def check(self, data: dict, answer: Any, text: str) -> float:
        """Score an extracted final answer in [0, 1] from ``data`` and the stored gold alone."""
        raise NotImplementedError

    def program(self, t: trace.Tracer, data: dict) -> Any:
        """The traced solver: returns the answer, recording TAIL states on ``t``."""
        raise NotImplementedError

    def format_answer(self, answer: Any) -> str:
        """The answer as the text a model should write between the answer tags."""
        return str(answer)

    def solve(self, data: dict) -> Any:
        """A plain reference solver; by default the traced program with its states discarded."""
        return self.program(trace.Tracer(), data)

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        """Answer texts that are wrong by construction; the default perturbs a unique gold."""
        texts = []
        for _ in range(3):
            texts.append(self.format_answer(trace.perturb_value(case.answer, rng)))
        return texts

    # ------------------------------------------------------------ the contract

    @property
    def domain(self) -> str:
        return self.id.split("/", 1)[0]

    def config(self, level: str = "1", **overrides: Any) -> Any:
        """The level's ``Config`` with knobs overridden by name; unknown knobs are an error."""
        level = self._level(level)
        base = self.LEVELS[level]
        known = {f.name: f for f in dataclasses.fields(base)}
        for key, value in overrides.items():
            if key not in known:
                raise ValueError(f"unknown knob {key!r} for {self.id}; valid knobs: {', '.join(sorted(known))}")
            default = getattr(base, key)
            ok = isinstance(value, type(default)) and not (isinstance(value, bool) and not isinstance(default, bool))
            if isinstance(default, float) and isinstance(value, int) and not isinstance(value, bool):
                ok = True
            if not ok:
                raise ValueError(
                    f"knob {key!r} of {self.id} must be {type(default).__name__}, got {value!r}"
                )
        return dataclasses.replace(base, **overrides) if overrides else base

    def case(self, seed: int, level: str = "1", split: str = "train", **overrides: Any) -> Case:
        level = self._level(level)
        if split not in SPLITS:
            raise ValueError(f"unknown split {split!r}; expected one of {', '.join(SPLITS)}")
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise ValueError(f"seed must be an int, got {seed!r}")
        config = self.config(level, **overrides) if overrides else self.LEVELS[level]
        rng_seed, case_id = seeding.case_key(self.id, seed, level, split, overrides)
        rng = random.Random(rng_seed)
        data, answer = self.generate(config, rng)
        prompt = self.prompt(data, rng)
        return Case(case_id, self.id, level, split, seed, prompt, answer, data, dict(overrides))

    def verify(self, data: dict, answer: Any, response: object) -> float:
        """Reward of a whole response; 0.0 where it gives no final answer."""
        text = parse.extract_answer(response, emphasis=self.strip_markdown)
        if not text:
            return 0.0
        if not self.multiline_answer and parse.several_lines(text):
            return 0.0  # one candidate per line is a hedge, not an answer
        return min(1.0, max(0.0, float(self.check(data, answer, text))))

    def score(self, case: Case, response: object) -> float:
        return self.verify(case.data, case.answer, response)

    def run_program(self, data: dict, **tracer_args: Any) -> tuple[Any, trace.Tracer]:
        t = trace.Tracer(**tracer_args)
        return self.program(t, data), t

    def trace(self, case: Case, style: str = "minimal") -> str:
        """The TAIL trace: one line per atomic state, then the answer block; scores 1.0."""
        answer, t = self.run_program(case.data)
        return trace.render(t.states, self.format_answer(answer), style)[0]

    def effort(self, case: Case) -> int:
        """How much work a case takes: the number of states in its trace."""
        return len(self.run_program(case.data)[1].states)

    def check_steps(self, case: Case, response: object) -> trace.StepReport:
        """Label each step of a response correct/incorrect/neutral by replaying the program."""
        return trace.replay(lambda t: self.program(t, case.data), response if isinstance(response, str) else "")

    def corrupt(
        self, case: Case, rng: random.Random, kind: str | None = None, style: str = "minimal", tries: int = 64,
        gold: trace.Tracer | None = None,
    ) -> CorruptTrace | None:
        """A trace with one injected error (``kind``: fetch, compute or transition; any if None),
        propagated by the program itself so the final answer is wrong. ``None`` when no site
        among ``tries`` (taken in ``trace.injection_order``) changes the final answer (tiny
        cases). ``gold``: the tracer of the case's gold run (``run_program(case.data)[1]``) where
        the caller has one, so it is not run again."""
        if kind is not None and kind not in trace.ERROR_KINDS:
            raise ValueError(f"unknown error kind {kind!r}; expected one of {', '.join(trace.ERROR_KINDS)}")
        if gold is None:
            _, gold = self.run_program(case.data)
        kinds = [k for k in trace.ERROR_KINDS if kind in (None, k)]
        sites = [i for i, op in gold.ops() if any(op.kind in trace.ERROR_KINDS[k] for k in kinds)]
        budget = 4 * gold.op_count + 64
        for site in trace.injection_order(sites, rng)[:tries]:
            try:
                answer, t = self.run_program(case.data, inject_at=site, rng=rng, max_ops=budget)
            except Exception:  # noqa: BLE001 - a perturbed state may crash or loop; try another site
                continue
            text_answer = self.format_answer(answer)
            if self.check(case.data, case.answer, text_answer) >= 1.0:
                continue  # the error was masked: the final answer is still right
            text, spans = trace.render(t.states, text_answer, style)
            steps = [trace.Step(text[a:b], a, b, "correct") for a, b in spans]
            assert t.injected_state is not None
            steps[t.injected_state].label = "incorrect"
            op_kind = next(k for k, v in trace.ERROR_KINDS.items() if _op_at(t, site).kind in v)
            # the answer block may span lines; each is a neutral step, as check_steps splits it
            block = len(text) - len(f"<answer>{text_answer}</answer>")
            for line in trace.split_steps(text[block:]):
                steps.append(trace.Step(line.text, line.start + block, line.end + block, "neutral"))
            return CorruptTrace(text, answer, op_kind, t.injected_state, steps)
        return None

    def _level(self, level: Any) -> str:
        if level in self.levels:
            return level
        level = str(level)
        if level not in self.levels:
            raise ValueError(f"unknown level {level!r} for {self.id}; expected one of {', '.join(self.levels)}")
        return level


def _op_at(t: trace.Tracer, index: int) -> trace.Op:
    for i, op in t.ops():
        if i == index:
            return op
    raise IndexError(index)
