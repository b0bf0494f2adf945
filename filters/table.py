"""The filters, one entry each: what it removes, from which configs, when it runs.

``apply_filters`` runs the enabled entries in this order and charges each removed row to the
first entry that removes it; the report's columns come in the same order. Adding a filter is
one entry here, its switch in ``FiltersConfig`` and one ``_Run`` method named after the entry's
``stage`` and ``name`` (``case_<name>``, ``row_<name>``, ``late_<name>``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

# case: removes a case from every record config, before any row is looked at (the method returns
#       the ids to drop); row: removes rows of one config (the method returns a SQL condition
#       on that config's rows); late: a case-level decision that needs the rows that survived.
STAGES = ("case", "row", "late")


@dataclass(frozen=True)
class Filter:
    name: str
    stage: str
    removes: str
    configs: str
    enabled: Callable[[Any], bool]

    def __post_init__(self) -> None:
        if self.stage not in STAGES:
            raise ValueError(f"filter {self.name!r}: stage {self.stage!r}; valid: {', '.join(STAGES)}")


FILTERS: tuple[Filter, ...] = (
    Filter("prompt_length", "case", "cases whose prompt is empty or outside min/max_prompt_chars",
           "all", lambda cfg: True),
    Filter("dedup_prompt", "case", "every case but the lowest id of each normalised prompt",
           "all", lambda cfg: cfg.dedup_prompt),
    Filter("near_dup", "case", "cases whose prompt is a MinHash near-duplicate of a lower id's",
           "all", lambda cfg: cfg.near_dup),
    Filter("decontam_exact", "case", "cases whose normalised prompt is an eval prompt",
           "all", lambda cfg: cfg.decontaminate),
    Filter("decontam_ngram", "case", "cases sharing a rare word n-gram with an eval prompt of their bootcamp",
           "all", lambda cfg: cfg.decontaminate),
    Filter("truncated", "row", "rows whose response (dpo: chosen) a model cut off at its length limit",
           "sft, dpo, mask_dpo", lambda cfg: True),
    Filter("response_length", "row", "rows with a response (dpo: either side) outside min/max_response_chars",
           "sft, samples, dpo, mask_dpo", lambda cfg: True),
    Filter("dedup_response", "row", "every row but the lowest (id, sample) of each identical text",
           "dedup_response_configs", lambda cfg: cfg.dedup_response and bool(cfg.dedup_response_configs)),
    Filter("answer_cap", "late", "cases past the answer_cap-th lowest id sharing one sft answer in a bootcamp",
           "all", lambda cfg: cfg.answer_cap is not None),
)
ORDER = {f.name: i for i, f in enumerate(FILTERS)}


def enabled(cfg: Any, stage: str | None = None) -> list[Filter]:
    """The entries ``cfg`` runs (of one ``stage``, or all), in table order."""
    return [f for f in FILTERS if f.enabled(cfg) and (stage is None or f.stage == stage)]
