"""The build's structured config: Hydra schemas, so a typo anywhere is an error.

``conf/config.yaml`` composes one option of each group onto :class:`BuildConfig`. The ``mixture``,
``filters`` and ``export`` nodes are typed by their dataclasses; ``teacher`` and ``executor``
options each pull their own schema (``/schema/teacher/<name>``, ``/schema/executor/<name>``)
into their defaults list, since every teacher has its own fields. :func:`check_choices` turns an
unknown group option on the command line into a one-line error before Hydra composes anything.

Every node checks its values in one place, its dataclass's ``__post_init__`` (``MixtureConfig``
in builders/plan.py, ``FiltersConfig``, ``ExportConfig``, each teacher's and executor's config,
and :class:`BuildConfig` for the top-level fields); what a node needs from the catalogue (a
pattern naming bootcamps) or the environment (a key, an installed module) is checked where that
is known, before any work starts.
"""

from __future__ import annotations

import dataclasses
import difflib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

from hydra.core.config_store import ConfigStore
from omegaconf import MISSING, DictConfig, OmegaConf

from bootcamps import LEVELS
from bootcamps.trace import STYLES
from builders import executors, teachers
from builders.plan import MixtureConfig
from exports.config import ExportConfig
from filters.config import FiltersConfig

CONF_DIR = Path(__file__).resolve().parent.parent / "conf"
GROUPS = ("mixture", "teacher", "filters", "export", "executor")
# ExportConfig fields that say where and how the folder is pushed, not what is in it
_PUSH_FIELDS = ("kind", "repo_id", "private", "revision", "commit_message", "dry_run", "max_retries", "backoff_s", "max_backoff_s")


@dataclass
class BuildConfig:
    mixture: MixtureConfig = MISSING
    teacher: Any = MISSING
    filters: FiltersConfig = MISSING
    export: ExportConfig = MISSING
    executor: Any = MISSING
    seed: int = 0
    output_dir: str = "outputs/${mixture.name}"  # the dataset folder
    work_dir: str = "${output_dir}.work"  # shards and the build lock; reused by a rerun
    overwrite: bool = False
    trace_style: str = "minimal"

    def __post_init__(self) -> None:
        # the nodes (mixture, teacher, ...) check themselves; these are the top-level fields
        if self.trace_style not in STYLES:
            raise ValueError(f"unknown trace_style {self.trace_style!r}; valid choices: {', '.join(STYLES)}")
        if self.output_dir != MISSING and Path(self.work_dir).resolve().is_relative_to(Path(self.output_dir).resolve()):
            raise ValueError(f"work_dir {self.work_dir!r} is inside output_dir {self.output_dir!r}; the dataset folder holds only the dataset")

    @classmethod
    def check_top_level(cls, cfg: DictConfig) -> None:
        """The top-level fields' checks on a composed config (its nodes are checked by theirs)."""
        cls(**{f.name: cfg[f.name] for f in dataclasses.fields(cls) if f.name not in GROUPS})


def register() -> None:
    """Store the schemas Hydra composes onto (called once, before ``hydra.main``)."""
    store = ConfigStore.instance()
    store.store(name="build_schema", node=BuildConfig)
    for name in teachers.names():
        store.store(group="schema/teacher", name=name, node=teachers.config_class(name))
    for name in executors.names():
        store.store(group="schema/executor", name=name, node=executors.config_class(name))


def compose(overrides: Sequence[str] = ()) -> DictConfig:
    """The build config for command-line style overrides, as ``python build.py ...`` would
    compose it (for tests and notebooks)."""
    from hydra import compose as hydra_compose
    from hydra import initialize_config_dir

    check_choices(list(overrides))
    register()
    with initialize_config_dir(config_dir=str(CONF_DIR), version_base="1.3"):
        return hydra_compose("config", overrides=list(overrides))


def options(group: str) -> list[str]:
    return sorted(p.stem for p in (CONF_DIR / group).glob("*.yaml"))


def check_choices(overrides: list[str]) -> None:
    """One-line errors for a bad group option (``mixture=nope``) or level key
    (``mixture.levels.6=1``) on the command line, before Hydra composes anything.

    Arguments that are not overrides (Hydra's flags) or that do not parse are left to Hydra,
    which reports them itself."""
    from hydra.core.override_parser.overrides_parser import OverridesParser
    from hydra.errors import OverrideParseException

    parser = OverridesParser.create()
    for argument in overrides:
        if argument.startswith("-"):
            continue
        try:
            (override,) = parser.parse_overrides([argument])
        except OverrideParseException:
            continue
        key = override.key_or_group
        if override.is_delete() or override.package is not None:
            continue
        if key in GROUPS:
            values = list(override.sweep_string_iterator()) if override.is_sweep_override() else [override.value()]
            for value in values:
                if str(value) not in options(key):
                    raise ValueError(f"unknown {key} {value!r}; valid choices: {', '.join(options(key))}")
        elif key.startswith("mixture.levels.") or key == "mixture.levels" and isinstance(override.value(), dict):
            levels = [key.split(".", 2)[2]] if key != "mixture.levels" else list(override.value())
            for level in levels:
                if str(level) not in LEVELS:
                    raise ValueError(f"unknown level {level!r} in mixture.levels; valid levels: {', '.join(LEVELS)}")


def check_keys(cfg: DictConfig) -> None:
    """One-line error for a key that no schema has, however it got in: Hydra refuses a typo
    (``mixture.casess=5``) but adds one with ``+`` (``+mixture.casess=5``, its own suggestion),
    and a key nobody reads would be silently ignored."""
    nodes = {
        None: BuildConfig,
        "mixture": MixtureConfig,
        "teacher": teachers.config_class(cfg.teacher.name),
        "filters": FiltersConfig,
        "export": ExportConfig,
        "executor": executors.config_class(cfg.executor.name),
    }
    for where, schema in nodes.items():
        node = cfg if where is None else cfg[where]
        valid = [f.name for f in dataclasses.fields(schema)]
        for key in node.keys():
            if key not in valid:
                name = str(key) if where is None else f"{where}.{key}"
                close = difflib.get_close_matches(str(key), valid, n=1)
                hint = f" (did you mean {close[0]!r}?)" if close else ""
                raise ValueError(f"unknown config key {name!r}{hint}; valid keys{'' if where is None else ' of ' + where}: {', '.join(valid)}")


def load_mixture(name: str) -> DictConfig:
    """A mixture from ``conf/mixture/<name>.yaml`` on its schema (the eval set for decontamination)."""
    if name not in options("mixture"):
        raise ValueError(f"unknown mixture {name!r}; valid choices: {', '.join(options('mixture'))}")
    return OmegaConf.merge(OmegaConf.structured(MixtureConfig), OmegaConf.load(CONF_DIR / "mixture" / f"{name}.yaml"))


def plain(node: Any) -> Any:
    """A config node as plain Python data (dicts, lists, scalars), interpolations resolved."""
    return OmegaConf.to_container(node, resolve=True) if isinstance(node, DictConfig) else node


def data_config(cfg: DictConfig) -> dict[str, Any]:
    """The part of the config that decides the dataset's content: the resolved config minus where
    the build runs and where its output goes (executor, folders, overwrite, the Hub push
    settings). It goes into the manifest, and its fingerprint guards the output folder, so a
    finished build can be pushed later without rebuilding it."""
    resolved = plain(cfg)
    for key in ("executor", "output_dir", "work_dir", "overwrite"):
        resolved.pop(key, None)
    for key in _PUSH_FIELDS:
        resolved["export"].pop(key, None)
    return resolved
