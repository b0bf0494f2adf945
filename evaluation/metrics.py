"""Scoring responses and aggregating them: accuracy, pass@k, parse failures, truncation, length.

Every sample gets one **outcome**:

- ``truncated``: the length limit cut it off (``finish_reason == "length"``); reward 0, as in
  the build, whatever its text happens to end with;
- ``no_answer``: it finished but holds no extractable final answer (``parse.extract_answer``),
  a format failure rather than a reasoning one;
- ``correct``: reward 1.0; ``wrong``: any other reward.

Accuracy is the share of correct samples (the mean of per-case pass@1). pass@k uses the unbiased
estimator of Chen et al. (2021): for a case with n samples of which c are correct,
``1 - C(n-c, k) / C(n, k)``, averaged over the cases with n >= k.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable

from bootcamps.parse import extract_answer
from rewards.core import score

OUTCOMES = ("correct", "wrong", "no_answer", "truncated")


def pass_at_k(n: int, c: int, k: int) -> float:
    """Unbiased pass@k of one case, as a stable product (no huge binomials)."""
    if not 0 <= c <= n or k < 1 or k > n:
        raise ValueError(f"pass@k needs 0 <= c <= n and 1 <= k <= n, got n={n}, c={c}, k={k}")
    if n - c < k:
        return 1.0
    miss = 1.0
    for i in range(n - c + 1, n + 1):
        miss *= 1.0 - k / i
    return 1.0 - miss


@dataclass(frozen=True)
class Scored:
    """One scored sample (a line of ``results.jsonl``)."""

    id: str
    bootcamp: str
    domain: str
    level: str
    sample: int
    reward: float
    outcome: str
    finish_reason: str
    chars: int

    def row(self) -> dict[str, Any]:
        return dict(self.__dict__)


def score_sample(item: Any, sample: int, response: str, finish_reason: str) -> Scored:
    """The reward and outcome of one response to a benchmark item (``rewards.core.score``)."""
    if finish_reason not in ("stop", "length"):
        raise ValueError(f"finish_reason must be 'stop' or 'length', got {finish_reason!r} for case {item.id}")
    if finish_reason == "length":
        reward, outcome = 0.0, "truncated"
    else:
        reward = score(item.bootcamp, response, item.ground_truth)
        outcome = "correct" if reward >= 1.0 else ("no_answer" if not extract_answer(response) else "wrong")
    return Scored(item.id, item.bootcamp, item.domain, item.level, sample, reward, outcome, finish_reason, len(response))


def summarise(scored: Iterable[Scored], ks: Iterable[int]) -> dict[str, Any]:
    """The metrics of a group of samples."""
    scored = list(scored)
    by_case: dict[str, list[Scored]] = {}
    for s in scored:
        by_case.setdefault(s.id, []).append(s)
    n = len(scored)
    out: dict[str, Any] = {
        "cases": len(by_case),
        "samples": n,
        "accuracy": _mean(s.outcome == "correct" for s in scored),
        "mean_reward": _mean(s.reward for s in scored),
        "mean_chars": _mean(s.chars for s in scored),
    }
    for outcome in OUTCOMES[1:]:
        out[f"{outcome}_rate"] = _mean(s.outcome == outcome for s in scored)
    for k in ks:
        rates = [pass_at_k(len(v), sum(s.outcome == "correct" for s in v), k) for v in by_case.values() if len(v) >= k]
        out[f"pass@{k}"] = _mean(rates) if rates else None
    return out


def group(scored: list[Scored], key: Callable[[Scored], Any], ks: Iterable[int]) -> dict[str, dict[str, Any]]:
    groups: dict[Any, list[Scored]] = {}
    for s in scored:
        groups.setdefault(key(s), []).append(s)
    ks = list(ks)
    return {str(k) if not isinstance(k, tuple) else "|".join(k): summarise(v, ks) for k, v in sorted(groups.items())}


def aggregate(scored: list[Scored], ks: Iterable[int]) -> dict[str, Any]:
    """Every view the report shows: overall, by domain, level, bootcamp, and bootcamp x level."""
    ks = list(ks)
    return {
        "overall": summarise(scored, ks),
        "by_domain": group(scored, lambda s: s.domain, ks),
        "by_level": group(scored, lambda s: s.level, ks),
        "by_bootcamp": group(scored, lambda s: s.bootcamp, ks),
        "by_bootcamp_level": group(scored, lambda s: (s.bootcamp, s.level), ks),
    }


def _mean(values: Iterable[float]) -> float:
    total = count = 0
    for v in values:
        total += v
        count += 1
    return total / count if count else 0.0
