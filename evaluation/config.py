"""``EvalConfig``: the Hydra schema of ``python eval.py`` (``conf/eval.yaml``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, List, Optional

from hydra.core.config_store import ConfigStore


@dataclass
class EvalConfig:
    benchmark: str = "outputs/bootcamp_eval"  # a dataset folder from build.py (its rl config)
    teacher: Any = None  # teacher=transformers|vllm|openai (or tail: the gold traces, a sanity check)
    replay: Optional[str] = None  # a JSONL of responses to score without a model
    run_dir: str = "outputs/eval/run"
    include: List[str] = field(default_factory=lambda: ["*"])  # globs over bootcamp ids and domains
    exclude: List[str] = field(default_factory=list)
    levels: Optional[List[str]] = None  # null: every level
    limit: Optional[int] = None  # at most this many cases per bootcamp and level (first by id)
    k: List[int] = field(default_factory=lambda: [1, 2, 4, 8, 16])  # pass@k for every k <= samples
    seed: int = 0  # the sampling seed (per case, as in the build)
    chunk: int = 256  # cases per teacher call and cache write (the resume grain)
    compare: Optional[str] = None  # another run folder: shown side by side
    labels: List[str] = field(default_factory=list)  # names of this run and the compared one
    plots: bool = True
    progress: bool = True
    overwrite: bool = False  # drop this run folder's cached responses when the settings differ
    min_level_gap: float = 0.05  # calibration: a level whose pass rate beats the level below by more is flagged


def register() -> None:
    from builders.config import register as register_build

    register_build()  # the teacher schemas that conf/teacher/*.yaml pull in
    ConfigStore.instance().store(name="eval_schema", node=EvalConfig)
