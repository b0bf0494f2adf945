"""verl's custom reward function for the ``rl`` config of a bootforge dataset folder.

The ``rl`` rows are verl's RL parquet layout as they stand (``data_source`` is the bootcamp id,
``reward_model.ground_truth`` is ``case.ground_truth()``), so a verl run needs only::

    data.train_files=[outputs/default/data/rl/train-00000-of-00001.parquet]
    custom_reward_function.path=rewards/verl.py
    custom_reward_function.name=compute_score

(``compute_score_batch`` is the same for verl's batch reward manager:
``reward_model.reward_manager=batch custom_reward_function.name=compute_score_batch``.)
verl loads this file by path, so it imports the ``rewards`` package by name: install bootforge
(``pip install -e .``) in verl's environment.
"""

from __future__ import annotations

from typing import Any, Sequence

from rewards.core import RewardError, score


def compute_score(data_source: str, solution_str: str, ground_truth: Any, extra_info: Any = None) -> float:
    """verl's signature: the bootcamp ``data_source`` scores ``solution_str`` against the stored
    ``ground_truth``. ``extra_info`` (index, level, seed, split) is not needed to score."""
    return score(data_source, solution_str, ground_truth)


def compute_score_batch(data_sources: Sequence[str], solution_strs: Sequence[str], ground_truths: Sequence[Any],
                        extra_infos: Sequence[Any] | None = None) -> list[float]:
    """verl's batch reward manager signature: one reward per item, in order."""
    n = len(solution_strs)
    if len(data_sources) != n or len(ground_truths) != n or (extra_infos is not None and len(extra_infos) != n):
        raise RewardError(f"batch lengths differ: {len(data_sources)} data_sources, {n} solution_strs, "
                          f"{len(ground_truths)} ground_truths" + ("" if extra_infos is None else f", {len(extra_infos)} extra_infos"))
    return [score(d, s, g) for d, s, g in zip(data_sources, solution_strs, ground_truths)]
