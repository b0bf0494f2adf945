"""Teachers: one interface, K samples per case.

``tail`` writes programmatic TAIL traces (and, with ``negatives``, corrupted ones); ``vllm``,
``transformers`` and ``openai`` ask a model. A teacher only produces text: rewards come from the
bootcamp's verifier in ``builders/verify.py``, whoever wrote the text.

Each teacher module holds its config dataclass (its Hydra schema) and its class; heavy libraries
(vllm, torch, openai) are imported inside the class, so choosing ``tail`` never imports them.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from dataclasses import dataclass
from typing import Any, ClassVar, Optional, Sequence

from omegaconf import MISSING

from bootcamps import Case
from bootcamps.seeding import stable_hash

FINISH_REASONS = ("stop", "length")

# teacher name -> module under builders.teachers that defines CONFIG and TEACHER
_MODULES = {"tail": "tail", "vllm": "vllm", "transformers": "transformers", "openai": "openai"}


@dataclass(frozen=True)
class Sample:
    """One teacher response; ``finish_reason`` is "length" when the length limit cut it off.

    ``steps``: the response's Mask-DPO step item ``{sents, type, spans}`` where the teacher knows
    it by construction (the tail teacher's gold and corrupted traces), so the records stage need
    not replay the program to find it; None for model text, which is replayed."""

    text: str
    finish_reason: str = "stop"
    steps: Optional[dict] = None


@dataclass
class TeacherConfig:
    name: str = MISSING


@dataclass
class SamplingConfig(TeacherConfig):
    """What every model teacher shares: which model and how to sample K responses per case."""

    model: str = MISSING  # a Hub name or a local folder
    samples: int = 4  # K responses per case
    temperature: float = 0.7
    top_p: float = 1.0
    max_tokens: int = 4096  # a response that reaches it is marked truncated ("length")
    batch_size: int = 64  # cases per engine call

    def __post_init__(self) -> None:
        if self.model in (MISSING, "", None):
            raise ValueError(f"teacher {self.name} needs a model: teacher.model=<hub name or local folder>")
        for key, low in (("samples", 1), ("max_tokens", 1), ("batch_size", 1)):
            if getattr(self, key) < low:
                raise ValueError(f"teacher.{key} must be >= {low}, got {getattr(self, key)}")
        if self.temperature < 0:
            raise ValueError(f"teacher.temperature must be >= 0, got {self.temperature}")
        if not 0 < self.top_p <= 1:
            raise ValueError(f"teacher.top_p must be in (0, 1], got {self.top_p}")


class Teacher:
    """``generate(cases)`` returns, for each case in order, its list of samples."""

    name: ClassVar[str]
    # True where one engine serves the whole build (a GPU model, a rate-limited server): the
    # teacher stage then runs in the driver process; False lets the executor fan it out.
    in_process: ClassVar[bool] = True
    # config fields that change how a teacher runs but not what it writes; left out of fingerprints
    operational: ClassVar[tuple[str, ...]] = ()
    # True where the build's ``trace_style`` shapes the text (programmatic traces)
    reads_trace_style: ClassVar[bool] = False
    # the modules the teacher imports when built, and the project extra that installs them
    requires: ClassVar[tuple[str, ...]] = ()
    extra: ClassVar[str | None] = None

    @classmethod
    def check_config(cls, cfg: Any) -> None:
        """What the settings need from the environment (a key, an installed module) as one-line
        ``ValueError``s, without building anything. The settings' own values are checked by the
        config dataclass's ``__post_init__``, as for every config node."""

    @classmethod
    def check_installed(cls) -> None:
        """A one-line error naming the extra when a module the teacher needs is not installed,
        found before any work starts (the modules are imported only when the teacher is built)."""
        missing = [module for module in cls.requires if not installed(module)]
        if missing:
            raise ValueError(
                f"teacher {cls.name} needs {', '.join(missing)}, which is not installed: pip install -e '.[{cls.extra}]'"
            )

    def generate(self, cases: Sequence[Case]) -> list[list[Sample]]:
        raise NotImplementedError

    def close(self) -> None:
        """Release the engine (GPU memory, connections)."""


def names() -> tuple[str, ...]:
    return tuple(_MODULES)


def installed(module: str) -> bool:
    """Whether ``module`` can be imported, without importing it (a heavy import such as vllm
    takes seconds; one already in ``sys.modules`` counts, whatever put it there)."""
    if module in sys.modules:
        return True
    return importlib.util.find_spec(module) is not None


def _module(name: str) -> Any:
    if name not in _MODULES:
        raise ValueError(f"unknown teacher {name!r}; valid teachers: {', '.join(_MODULES)}")
    return importlib.import_module(f"builders.teachers.{_MODULES[name]}")


def config_class(name: str) -> type:
    return _module(name).CONFIG


def teacher_class(name: str) -> type[Teacher]:
    return _module(name).TEACHER


def make_config(cfg: dict) -> TeacherConfig:
    """The teacher's config dataclass from the plain config dict."""
    try:
        return config_class(cfg["name"])(**cfg)
    except TypeError as error:  # fields of another teacher: `teacher.name=` set instead of `teacher=`
        raise ValueError(f"teacher settings {sorted(cfg)} are not those of teacher {cfg['name']!r}; "
                         f"choose a teacher with teacher=NAME ({', '.join(_MODULES)})") from error


def make_teacher(cfg: dict, seed: int, trace_style: str) -> Teacher:
    """The teacher named by ``cfg["name"]``, built from the plain config dict."""
    return teacher_class(cfg["name"])(make_config(cfg), seed=seed, trace_style=trace_style)


def chat(case: Case) -> list[dict[str, str]]:
    """The conversation a model teacher answers: the case prompt as the one user turn."""
    return [{"role": "user", "content": case.prompt}]


def case_seed(seed: int, case: Case) -> int:
    """A per-case sampling seed (31 bits, what engines accept): same build seed, same samples."""
    return stable_hash("teacher", int(seed), case.id) % (2**31 - 1)


def finish_reason(reason: Any) -> str:
    """An engine's or server's finish reason as "stop" or "length". Anything that did not end
    the response on its own (the length limit, an abort, a content filter) counts as cut off."""
    if reason in FINISH_REASONS:
        return reason
    if reason in (None, "abort", "content_filter"):
        return "length"
    raise ValueError(f"unexpected finish_reason {reason!r}")


def chunks(items: Sequence[Any], size: int) -> list[Sequence[Any]]:
    return [items[i : i + size] for i in range(0, len(items), size)]
