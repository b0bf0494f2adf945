"""The `rl` config for verl: its parquet files and a reward function verl can call.

The dataset's `rl` shards are verl's RL parquet layout as they are (`data_source`, `prompt`
as chat messages, `ability`, `reward_model: {style: "rule", ground_truth}`, `extra_info`), so
they go straight into ``data.train_files``; ``compute_score`` is the matching
``custom_reward_function`` (``custom_reward_function.path=exports/rl.py
custom_reward_function.name=compute_score``): the bootcamp's own verifier, from the stored
ground truth alone.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import bootcamps


def verl_files(folder: Path, split: str = "train") -> list[Path]:
    """The `rl` parquet files of a dataset folder, in order, for verl's ``data.train_files``."""
    files = sorted((Path(folder) / "data" / "rl").glob(f"{split}-*.parquet"))
    if not files:
        raise ValueError(f"{folder} has no rl files for split {split!r} (looked in data/rl/{split}-*.parquet)")
    return files


def compute_score(data_source: str, solution_str: str, ground_truth: Any, extra_info: Any = None) -> float:
    """verl's reward-function signature: the bootcamp ``data_source`` scores ``solution_str``
    against the stored ``ground_truth`` (``case.ground_truth()``), in [0, 1]."""
    return bootcamps.score(data_source, solution_str, ground_truth)
