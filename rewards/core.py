"""One reward from stored JSON, with loud errors for bad input.

``bootcamps.score(bootcamp_id, response, ground_truth)`` is the reward; this module is the
checked door to it that every trainer adapter goes through:

- an unknown bootcamp id, a ground truth that is not ``case.ground_truth()`` JSON, or a
  response that is not a string raises :class:`RewardError` naming the bad value;
- a ground truth that parses but does not describe a case of that bootcamp (its gold answer,
  written the way a trace writes it, does not score 1.0; the reference solver's answer for its
  data does not score 1.0; or the verifier or solver raises on it) raises too. A wrong label must stop a run, not quietly train the model towards zero reward. The check
  runs once per distinct (bootcamp, ground truth) and is cached: RL scores G samples per prompt.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

import bootcamps

_CHECKED_CACHE = 65_536  # distinct ground truths remembered as checked (an RL epoch's prompts)
_SHOW = 120  # characters of a bad value shown in an error


class RewardError(ValueError):
    """Bad reward input: an unknown bootcamp, a malformed ground truth, a non-string response."""


def _show(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= _SHOW else text[:_SHOW] + f"... ({len(text)} chars)"


def bootcamp(bootcamp_id: Any) -> bootcamps.Bootcamp:
    """The bootcamp named by a reward row's ``data_source``; unknown ids are a ``RewardError``."""
    if not isinstance(bootcamp_id, str):
        raise RewardError(f"bootcamp id must be a string such as 'puzzle/sudoku', got {_show(bootcamp_id)}")
    try:
        return bootcamps.get(bootcamp_id)
    except ValueError as error:  # the registry's message names the id and close matches
        raise RewardError(str(error)) from error


def ground_truth_text(ground_truth: Any) -> str:
    """The ground truth as canonical JSON text (the cache key), from a string, bytes or dict."""
    if isinstance(ground_truth, bytes):
        try:
            ground_truth = ground_truth.decode("utf-8")
        except UnicodeDecodeError as error:
            raise RewardError(f"ground_truth bytes are not UTF-8: {error}") from error
    if isinstance(ground_truth, str):
        try:
            parsed = json.loads(ground_truth)
        except json.JSONDecodeError as error:
            raise RewardError(f"ground_truth is not JSON ({error.msg} at char {error.pos}): {_show(ground_truth)}") from error
    elif isinstance(ground_truth, dict):
        parsed = ground_truth
    else:
        raise RewardError(f"ground_truth must be case.ground_truth() JSON text or its dict, got {type(ground_truth).__name__}: {_show(ground_truth)}")
    if not isinstance(parsed, dict) or not {"data", "answer"} <= parsed.keys():
        raise RewardError(f"ground_truth must be JSON with keys 'data' and 'answer' (case.ground_truth()), got {_show(parsed)}")
    if not isinstance(parsed["data"], dict):
        raise RewardError(f"ground_truth 'data' must be an object, got {_show(parsed['data'])}")
    return json.dumps(parsed, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


@lru_cache(maxsize=_CHECKED_CACHE)
def _checked(bootcamp_id: str, truth: str) -> tuple[dict, Any]:
    """(data, answer) of a ground truth that is a real case of its bootcamp: its own answer scores
    1.0, and so does the answer the bootcamp's reference solver computes from its data (so an
    answer edited after the fact, or a label of another bootcamp, is caught, not learned)."""
    bc = bootcamp(bootcamp_id)
    parsed = json.loads(truth)
    data, answer = parsed["data"], parsed["answer"]
    try:
        own = bc.verify(data, answer, f"<answer>{bc.format_answer(answer)}</answer>")
        solved = bc.verify(data, answer, f"<answer>{bc.format_answer(bc.solve(data))}</answer>") if own == 1.0 else None
    except Exception as error:  # noqa: BLE001 - a verifier never raises on text, so the data is bad
        raise RewardError(f"ground_truth is not a {bootcamp_id} case: its verifier or solver fails on it with "
                          f"{type(error).__name__}: {error}; ground_truth={_show(truth)}") from error
    if own != 1.0:
        raise RewardError(f"ground_truth is not a {bootcamp_id} case: its own answer scores {own}, not 1.0 "
                          f"(a label of another bootcamp, or corrupted); ground_truth={_show(truth)}")
    if solved != 1.0:
        raise RewardError(f"ground_truth is not a {bootcamp_id} case: the answer solved from its data scores {solved} "
                          f"against its stored answer (a wrong label); ground_truth={_show(truth)}")
    return data, answer


def score(bootcamp_id: Any, response: Any, ground_truth: Any) -> float:
    """The reward in [0, 1] of ``response`` for the case stored as ``ground_truth``."""
    if not isinstance(response, str):
        raise RewardError(f"response must be a string, got {type(response).__name__}: {_show(response)}")
    data, answer = _checked(bootcamp(bootcamp_id).id, ground_truth_text(ground_truth))
    try:
        return bootcamps.score(bootcamp_id, response, {"data": data, "answer": answer})
    except Exception as error:  # noqa: BLE001 - the gold answer passed, so this is a verifier bug; say which
        raise RewardError(f"{bootcamp_id} verifier raised {type(error).__name__} on a response: {error}") from error
