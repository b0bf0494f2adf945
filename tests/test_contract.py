"""The validation contract, run on every registered bootcamp at every level, sized for 1,000 bootcamps.

The test command must finish in under 30 minutes on 2 cores with 1,000 bootcamps, so the deep
checks (gold, JSON round trip, solver, both trace styles, step labels, wrong and other answers,
the adversarial families, garbage, corrupted traces) run on CASES cases per level here, with one
corrupted trace each. Prompt uniqueness is NOT sampled down: it is counted over the same 1,000
seeds per level as the full contract, since a smaller sample cannot see a 1% repeat rate.
Set BOOTFORGE_CONTRACT_CASES to go deeper; the full contract is
``python -m bootcamps validate --cases 1000`` (a process pool over the whole catalogue).
"""

import os

import pytest

import bootcamps
from bootcamps.validate import check_effort, check_level

CASES = int(os.environ.get("BOOTFORGE_CONTRACT_CASES", "3"))
UNIQUE_CASES = 1000  # the full contract's count: see the docstring
CORRUPT = 1


@pytest.mark.parametrize("level", bootcamps.LEVELS)
@pytest.mark.parametrize("bootcamp_id", bootcamps.names())
def test_level_passes_contract(bootcamp_id, level):
    failures = check_level(bootcamps.get(bootcamp_id), level, cases=CASES, unique_cases=UNIQUE_CASES, corrupt=CORRUPT)
    assert not failures, "\n".join(map(str, failures[:20]))


@pytest.mark.parametrize("bootcamp_id", bootcamps.names())
def test_effort_grows_with_level(bootcamp_id):
    failures = check_effort(bootcamps.get(bootcamp_id))  # cheap: the full contract's 20 cases a level
    assert not failures, "\n".join(map(str, failures))
