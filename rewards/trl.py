"""A reward function for TRL's ``GRPOTrainer`` on the ``rl`` config of a bootforge dataset folder.

    from datasets import load_dataset
    from trl import GRPOTrainer
    from rewards.trl import bootcamp_reward
    train = load_dataset("outputs/default", "rl", split="train")
    GRPOTrainer(model=..., reward_funcs=bootcamp_reward, train_dataset=train, ...)

TRL calls a reward function with ``prompts``, ``completions`` and ``completion_ids`` plus every
other dataset column as a keyword list (one entry per completion): the ``rl`` rows give
``data_source`` (the bootcamp id) and ``reward_model`` (``{"style", "ground_truth"}``). The ``rl``
``prompt`` is a chat, so completions arrive as ``[{"role": "assistant", "content": ...}]``; plain
strings are accepted too. Where TRL passes ``log_metric`` (trl >= 1.x), the share of completions
with no extractable answer is logged as ``bootcamp/no_answer``, apart from wrong answers.
"""

from __future__ import annotations

from typing import Any, Sequence

from bootcamps.parse import extract_answer
from rewards.core import RewardError, score


def completion_text(completion: Any) -> str:
    """The text of one completion: a string, or the content of a conversational completion's
    last message."""
    if isinstance(completion, str):
        return completion
    if isinstance(completion, (list, tuple)) and completion and isinstance(completion[-1], dict):
        content = completion[-1].get("content")
        if isinstance(content, str):
            return content
    raise RewardError(f"a completion must be a string or a list of chat messages with string 'content', got {repr(completion)[:120]}")


def bootcamp_reward(prompts: Sequence[Any], completions: Sequence[Any], completion_ids: Any = None, *,
                    data_source: Sequence[str] | None = None, reward_model: Sequence[Any] | None = None,
                    **kwargs: Any) -> list[float]:
    """One reward in [0, 1] per completion, from the bootcamp's verifier."""
    if data_source is None or reward_model is None:
        raise RewardError("bootcamp_reward needs the rl dataset's 'data_source' and 'reward_model' columns; "
                          f"got columns {sorted(kwargs)} (train on load_dataset(folder, 'rl'))")
    if not len(data_source) == len(reward_model) == len(completions):
        raise RewardError(f"{len(completions)} completions but {len(data_source)} data_source and {len(reward_model)} reward_model entries")
    texts = [completion_text(c) for c in completions]
    rewards = []
    for bootcamp_id, model, text in zip(data_source, reward_model, texts):
        if not isinstance(model, dict) or "ground_truth" not in model:
            raise RewardError(f"reward_model must be {{'style': 'rule', 'ground_truth': ...}}, got {repr(model)[:120]}")
        rewards.append(score(bootcamp_id, text, model["ground_truth"]))
    log_metric = kwargs.get("log_metric")
    if callable(log_metric) and texts:
        log_metric("bootcamp/no_answer", sum(not extract_answer(t) for t in texts) / len(texts))
    return rewards
