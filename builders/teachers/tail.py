"""The ``tail`` teacher: programmatic TAIL traces, the CPU default.

Sample 0 is the gold trace in the build's ``trace_style``. With ``negatives > 0`` each case also
gets up to that many corrupted traces (``Bootcamp.corrupt``: one injected error, propagated by the
program itself, so the final answer is wrong and the step labels are exact): negatives for DPO and
Mask-DPO without a model.
"""

from __future__ import annotations

import signal
import threading
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Callable, ContextManager, Iterator, Sequence

import bootcamps
from bootcamps import Case
from bootcamps.seeding import rng_for
from bootcamps.trace import StepReport, render, split_steps
from builders.teachers import Sample, Teacher, TeacherConfig

# Different corruption sites can give the same text on tiny cases; a few fresh draws per
# negative are enough to find a distinct one when one exists.
_DRAWS_PER_NEGATIVE = 3


@dataclass
class TailTeacherConfig(TeacherConfig):
    name: str = "tail"
    negatives: int = 0  # corrupted traces per case, as extra samples with reward < 1
    # a case whose traces take longer is a bootcamp bug (a program that never ends): the build
    # stops with the case named instead of hanging; 0 turns the limit off
    case_seconds: int = 120

    def __post_init__(self) -> None:
        if self.negatives < 0:
            raise ValueError(f"teacher.negatives must be >= 0, got {self.negatives}")
        if self.case_seconds < 0:
            raise ValueError(f"teacher.case_seconds must be >= 0 (0: no limit), got {self.case_seconds}")


class CaseTooSlow(RuntimeError):
    """A case's traces ran past ``teacher.case_seconds``."""


@contextmanager
def deadline(seconds: int, error: Callable[[], Exception]) -> Iterator[None]:
    """Raise ``error()`` if the block runs past ``seconds``. It needs SIGALRM and the main thread
    (true of the local pool's workers and of one worker inline); elsewhere, or with ``seconds``
    0, nothing is timed."""
    if not seconds or not hasattr(signal, "SIGALRM") or threading.current_thread() is not threading.main_thread():
        yield
        return

    def expired(signum: int, frame: object) -> None:
        raise error()

    previous = signal.signal(signal.SIGALRM, expired)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def time_limit(seconds: int, case: Case) -> ContextManager[None]:
    """Raise :class:`CaseTooSlow`, naming the case, if the block runs past ``seconds``.

    An injected error can send a program into a loop that records no op, which the op budget of
    ``corrupt`` cannot stop (validation found two). The limit turns that hang into a one-line
    error. A case that ends never sees the limit, so the output does not depend on timing."""
    return deadline(seconds, lambda: CaseTooSlow(
        f"tail teacher: {case.bootcamp} level {case.level} seed {case.seed} ran past teacher.case_seconds="
        f"{seconds}: its program or a corruption of it does not end; "
        f"python -m bootcamps validate {case.bootcamp} finds such cases"))


class TailTeacher(Teacher):
    name = "tail"
    in_process = False  # a pure function of the case: any worker can run it
    reads_trace_style = True

    def __init__(self, cfg: TailTeacherConfig, seed: int, trace_style: str):
        self.negatives = cfg.negatives
        self.case_seconds = cfg.case_seconds
        self.seed = seed
        self.style = trace_style

    def generate(self, cases: Sequence[Case]) -> list[list[Sample]]:
        out = []
        for case in cases:
            with time_limit(self.case_seconds, case):
                out.append(self._samples(case))
        return out

    def _samples(self, case: Case) -> list[Sample]:
        bc = bootcamps.get(case.bootcamp)
        # one gold run serves the trace (``bc.trace``'s text) and every corruption's site list
        answer, run = bc.run_program(case.data)
        gold = render(run.states, bc.format_answer(answer), self.style)[0]
        samples = [Sample(gold, steps=gold_item(gold))]
        seen = {gold}
        for negative in range(1, self.negatives + 1):
            for draw in range(_DRAWS_PER_NEGATIVE):
                rng = rng_for("tail-negative", self.seed, case.id, negative, draw)
                corrupt = bc.corrupt(case, rng, style=self.style, gold=run)
                if corrupt is None:  # no error site changes the answer: the case is too small
                    return samples
                if corrupt.text not in seen:
                    seen.add(corrupt.text)
                    # the corruption knows its labels exactly: one incorrect step, the injected one
                    samples.append(Sample(corrupt.text, steps=StepReport(corrupt.steps, corrupt.first_error).mask_dpo_item()))
                    break
        return samples


def gold_item(text: str) -> dict:
    """The step item of a gold trace: its steps as ``check_steps`` splits them, none incorrect
    (the program wrote every claim)."""
    return StepReport(split_steps(text), None).mask_dpo_item()


CONFIG = TailTeacherConfig
TEACHER = TailTeacher
