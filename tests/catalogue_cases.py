"""Helpers shared by the tests/test_catalogue_puzzle*.py oracle tests (a plain module, not a
test): the sampled cases each oracle checks and the answer-tag wrapper of hand-worked answers."""

from __future__ import annotations

import bootcamps

LEVELS = bootcamps.LEVELS
SAMPLE = 3  # cases per level checked by an oracle


def tagged(text: str) -> str:
    return f"<answer>{text}</answer>"


def cases(bootcamp_id: str, first_seed: int, per_level: int = SAMPLE):
    """(bootcamp, case) for seeds first_seed .. first_seed + per_level - 1 at every level."""
    bc = bootcamps.get(bootcamp_id)
    for level in LEVELS:
        for seed in range(per_level):
            yield bc, bc.case(first_seed + seed, level)
