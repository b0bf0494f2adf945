"""bootforge bootcamps: verifiable task environments.

    import bootcamps
    bc = bootcamps.get("puzzle/sudoku")
    case = bc.case(seed=7, level="3", split="train")
    bc.score(case, response)             # 1.0 only for a correct final answer
    bootcamps.score("puzzle/sudoku", response, case.ground_truth())
"""

from __future__ import annotations

import json
from typing import Any

from .api import LEVELS, SPLITS, Bootcamp, Case, CorruptTrace, answer_instruction
from .registry import domains, get, names

__all__ = [
    "LEVELS", "SPLITS", "Bootcamp", "Case", "CorruptTrace", "answer_instruction",
    "domains", "get", "names", "score",
]


def score(bootcamp_id: str, response: object, ground_truth: Any) -> float:
    """Reward from stored JSON alone: ``ground_truth`` is ``case.ground_truth()`` (a JSON string)
    or the dict it encodes, ``{"data": ..., "answer": ...}``."""
    if isinstance(ground_truth, (str, bytes)):
        ground_truth = json.loads(ground_truth)
    if not isinstance(ground_truth, dict) or not {"data", "answer"} <= ground_truth.keys():
        raise ValueError("ground_truth must be case.ground_truth(): JSON with keys 'data' and 'answer'")
    return get(bootcamp_id).verify(ground_truth["data"], ground_truth["answer"], response)
