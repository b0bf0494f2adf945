"""``FiltersConfig``: the structured-config schema of the ``filters`` group (``conf/filters/``).

Hydra merges ``conf/filters/<name>.yaml`` onto this dataclass, so an unknown key or a wrong type
is an error there; ``__post_init__`` checks ranges and choices when the config is turned into
an object (``OmegaConf.to_object`` or :func:`as_filters_config`), before any work starts.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, field
from typing import Any, Optional

# The record configs (DESIGN.md "Records"): one definition, with their schemas, in builders/schema.py.
from builders.schema import CONFIGS

from . import table

_SIZE = re.compile(r"^\d+(\.\d+)?\s*(B|KB|MB|GB|TB|KiB|MiB|GiB|TiB)$")
# Configs that carry a response, so (prompt, response) dedup means something there.
RESPONSE_CONFIGS = tuple(c for c in CONFIGS if c != "rl")  # rl rows are prompts only


@dataclass
class FiltersConfig:
    # Exact dedup of cases on a hash of the normalised prompt (NFKC, casefold, whitespace
    # collapsed); the lowest case id of each prompt survives, in every config.
    dedup_prompt: bool = True
    # Exact dedup of rows on (prompt, response) (dpo: prompt, chosen, rejected); the lowest
    # (id, sample) survives. `samples` is left out by default: it is the record of every sample.
    dedup_response: bool = True
    dedup_response_configs: list[str] = field(default_factory=lambda: ["sft", "dpo", "mask_dpo"])
    # MinHash near-duplicate removal of cases (datasketch, LSH over word shingles of the
    # normalised prompt). Off by default: templated prompts of one bootcamp share most shingles.
    near_dup: bool = False
    near_dup_threshold: float = 0.9
    near_dup_num_perm: int = 128
    near_dup_shingle: int = 5
    near_dup_seed: int = 1
    # Decontamination against the eval prompts: exact normalised match, and word n-gram overlap
    # within a bootcamp. Templated prompts share long runs of words, so a shared n-gram counts
    # only if it is in at most L = max(1, decontam_max_df * N) of the bootcamp's N eval prompts
    # (and of its train prompts) and at least decontam_rare_words of its words are each in at
    # most L eval prompts: case-specific text, not template text with a coinciding slot value.
    decontaminate: bool = True
    decontam_ngram: int = 13
    decontam_max_df: float = 0.001
    decontam_rare_words: float = 0.5
    # Length limits in characters (None: no upper limit). A prompt outside its limits removes
    # the case; a response outside its limits removes the row (dpo: chosen or rejected).
    min_prompt_chars: int = 1
    max_prompt_chars: Optional[int] = None
    min_response_chars: int = 1
    max_response_chars: Optional[int] = None
    # At most this many cases of one bootcamp may share one sft `answer` (None: no cap); the
    # lowest case ids survive (ids are hashes, so that choice is unbiased).
    answer_cap: Optional[int] = None
    # Output files of about this size (the dataset export links them as its shards).
    max_file_mb: int = 256
    # DuckDB resources. Past memory_limit DuckDB spills its tables, joins, aggregates and window
    # partitions to temp_directory (null: <out_dir>/.duckdb_tmp; a private folder is made inside
    # it and removed after), up to max_temp_directory_size (null: DuckDB's default, 90% of the
    # free disk). Python and Arrow add a few hundred MB on top of memory_limit (bench/filters_export.py
    # measures the process's peak RSS). threads null means DuckDB's default (one per core).
    memory_limit: str = "4GB"
    temp_directory: Optional[str] = None
    max_temp_directory_size: Optional[str] = None
    threads: Optional[int] = None

    def __post_init__(self) -> None:
        for name in ("dedup_prompt", "dedup_response", "near_dup", "decontaminate"):
            _check_type(self, name, bool)
        for name in ("near_dup_num_perm", "near_dup_shingle", "near_dup_seed", "decontam_ngram",
                     "min_prompt_chars", "min_response_chars", "max_file_mb"):
            _check_type(self, name, int)
        for name in ("max_prompt_chars", "max_response_chars", "answer_cap", "threads"):
            if getattr(self, name) is not None:
                _check_type(self, name, int)
        unknown = [c for c in self.dedup_response_configs if c not in RESPONSE_CONFIGS]
        if unknown:
            raise ValueError(
                f"filters.dedup_response_configs: unknown config {unknown[0]!r}; "
                f"valid choices: {', '.join(RESPONSE_CONFIGS)}"
            )
        self.dedup_response_configs = list(self.dedup_response_configs)
        if not 0.0 < float(self.near_dup_threshold) <= 1.0:
            raise ValueError(f"filters.near_dup_threshold={self.near_dup_threshold!r}; valid: a number in (0, 1]")
        if not 0.0 < float(self.decontam_rare_words) <= 1.0:
            raise ValueError(f"filters.decontam_rare_words={self.decontam_rare_words!r}; valid: a number in (0, 1]")
        if not 0.0 <= float(self.decontam_max_df) < 1.0:
            raise ValueError(f"filters.decontam_max_df={self.decontam_max_df!r}; valid: a number in [0, 1)")
        _at_least(self, "near_dup_num_perm", 16)
        _at_least(self, "near_dup_shingle", 1)
        _at_least(self, "decontam_ngram", 1)
        _at_least(self, "min_prompt_chars", 0)
        _at_least(self, "min_response_chars", 0)
        _at_least(self, "answer_cap", 1)
        _at_least(self, "threads", 1)
        _at_least(self, "max_file_mb", 1)
        for kind in ("prompt", "response"):
            low, high = getattr(self, f"min_{kind}_chars"), getattr(self, f"max_{kind}_chars")
            if high is not None and high < low:
                raise ValueError(
                    f"filters.max_{kind}_chars={high} is below filters.min_{kind}_chars={low}; "
                    f"valid: null or an int >= {low}"
                )
        for name in ("memory_limit", "max_temp_directory_size"):
            value = getattr(self, name)
            if (value is not None or name == "memory_limit") and (not isinstance(value, str) or not _SIZE.match(value)):
                raise ValueError(f"filters.{name}={value!r}; valid: a size such as 4GB or 512MB")
        if self.temp_directory is not None and (not isinstance(self.temp_directory, str) or not self.temp_directory.strip()):
            raise ValueError(f"filters.temp_directory={self.temp_directory!r}; valid: null or a folder path")

    def enabled(self) -> list[str]:
        """The filters this config runs, in the order they are applied (the report's columns)."""
        return [entry.name for entry in table.enabled(self)]


def _check_type(cfg: FiltersConfig, name: str, kind: type) -> None:
    value = getattr(cfg, name)
    if isinstance(value, bool) and kind is not bool or not isinstance(value, kind):
        raise ValueError(f"filters.{name}={value!r}; valid: a {kind.__name__}")


def _at_least(cfg: FiltersConfig, name: str, low: int) -> None:
    value = getattr(cfg, name)
    if value is not None and value < low:
        raise ValueError(f"filters.{name}={value!r}; valid: an int >= {low}")


def as_filters_config(cfg: Any) -> FiltersConfig:
    """A validated ``FiltersConfig`` from itself, a Hydra/OmegaConf node or a plain dict."""
    if isinstance(cfg, FiltersConfig):
        return dataclasses.replace(cfg)  # re-runs __post_init__: fields may have been set after init
    if cfg is None:
        return FiltersConfig()
    from omegaconf import DictConfig, OmegaConf

    if isinstance(cfg, DictConfig):
        cfg = OmegaConf.to_container(cfg, resolve=True)
    if not isinstance(cfg, dict):
        raise ValueError(f"filters config must be a FiltersConfig or a mapping, got {type(cfg).__name__}")
    known = [f.name for f in dataclasses.fields(FiltersConfig)]
    for key in cfg:
        if key not in known:
            raise ValueError(f"unknown filters option {key!r}; valid options: {', '.join(known)}")
    return FiltersConfig(**cfg)
