"""The validation contract, run on every registered bootcamp at every level."""

import pytest

import bootcamps
from bootcamps.validate import check_effort, check_level


@pytest.mark.parametrize("level", bootcamps.LEVELS)
@pytest.mark.parametrize("bootcamp_id", bootcamps.names())
def test_level_passes_contract(bootcamp_id, level):
    failures = check_level(bootcamps.get(bootcamp_id), level, cases=20, unique_cases=1000, corrupt=2)
    assert not failures, "\n".join(map(str, failures[:20]))


@pytest.mark.parametrize("bootcamp_id", bootcamps.names())
def test_effort_grows_with_level(bootcamp_id):
    failures = check_effort(bootcamps.get(bootcamp_id))
    assert not failures, "\n".join(map(str, failures))
