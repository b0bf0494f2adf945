"""Bootcamp rewards for RL trainers, from the ``rl`` records a build writes.

    from rewards import score, RewardError
    score("puzzle/sudoku", response, row["reward_model"]["ground_truth"])   # float in [0, 1]

Adapters: ``rewards.verl.compute_score`` (verl's ``custom_reward_function``),
``rewards.trl.bootcamp_reward`` (a TRL ``GRPOTrainer`` reward function) and
``python -m rewards.server`` (an HTTP reward server for OpenRLHF's ``--remote_rm_url``).
Every one of them goes through :func:`rewards.core.score`, which calls ``bootcamps.score``
after checking the bootcamp id and the ground truth: bad input is an error, never a silent 0.
"""

from .core import RewardError, score

__all__ = ["RewardError", "score"]
