"""DuckDB filters over record shards: exact and near dedup, decontamination, truncation and
length limits, and an answer-repeat cap, with a per-bootcamp report of what each removed.

    result = apply_filters({"sft": [...], "samples": [...]}, eval_prompts, FiltersConfig(), out_dir)
    result.outputs["sft"]        # [out_dir / "sft-00000.parquet", ...]: kept rows, input order
    result.removed               # [{"filter", "config", "bootcamp", "removed"}, ...]

See docs/filters_and_export.md.
"""

from .apply import FilterResult, apply_filters
from .config import CONFIGS, FiltersConfig, as_filters_config

__all__ = ["CONFIGS", "FilterResult", "FiltersConfig", "apply_filters", "as_filters_config"]
