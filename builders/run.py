"""One build, end to end: input checks, the filter step's cache, the summary, manifest and report.

``prepare`` does every check of the input before any work starts, so a bad mixture, bootcamp,
level, knob, teacher, ratio or output folder is a one-line :class:`BuildError`.
"""

from __future__ import annotations

import contextlib
import json
import os
import platform
import shutil
import sys
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path
from typing import Any, Iterator

import duckdb
from omegaconf import DictConfig, OmegaConf

from builders import executors, teachers
from builders.config import BuildConfig, check_keys, data_config, load_mixture, plain
from builders.plan import Plan, make_plan
from builders.shards import (
    BuildError, OutputLock, StageContext, WorkDir, check_writable, code_fingerprints, file_sha256, fingerprint, guard_output,
    source_fingerprint,
)
from exports.config import ExportConfig, as_export_config
from exports.hub import TOKEN_ENV
from filters import FilterResult, apply_filters
from filters.config import FiltersConfig, as_filters_config

EVAL_MIXTURE = "bootcamp_eval"  # the benchmark that train builds are decontaminated against
_ROOT = Path(__file__).resolve().parent.parent
_VERSIONED = ("bootforge", "pyarrow", "duckdb", "datasets", "huggingface_hub", "hydra-core", "omegaconf")


_NO_EVAL = Plan(EVAL_MIXTURE, "eval", 0, (), {}, ())


__all__ = ["BuildError", "Job", "prepare", "run_filters", "summarise", "finish_report", "secrets", "versions"]


@dataclass
class Job:
    """A checked build: its plan, its stage context, and where it writes."""

    plan: Plan
    eval_plan: Plan
    ctx: StageContext
    executor: dict[str, Any]
    filters: FiltersConfig
    export: ExportConfig
    output_dir: Path
    work_dir: WorkDir
    config: dict[str, Any]  # what decides the output bytes (builders.config.data_config)
    config_fingerprint: str
    teacher_in_process: bool
    push: bool
    overwrite: bool = False
    filter_names: list[str] = field(default_factory=list)

    @contextlib.contextmanager
    def hold(self) -> Iterator[None]:
        """The output folder's lock, then the work folder's: a build that cannot have both is
        refused (one line) before it writes anything. The output guard runs again under the lock,
        since another build may have finished there since ``prepare`` looked; the work folder is
        created only then, so a refused build leaves no empty one behind."""
        with OutputLock(self.output_dir):
            try:
                guard_output(self.output_dir, self.config_fingerprint, self.overwrite)
            except ValueError as error:
                raise BuildError(str(error)) from error
            with self.work_dir:
                yield

    def manifest(self, filtered: FilterResult) -> dict[str, Any]:
        """What the build tells ``exports.write_dataset`` for manifest.json and the card (it adds
        the row counts, the files and their sha256)."""
        return {
            "name": self.plan.mixture,
            "split": self.plan.split,
            "seed": self.plan.seed,
            "config": self.config,
            "config_fingerprint": self.config_fingerprint,
            "code_version": fingerprint("code", self.ctx.code),
            "fingerprints": {"config": self.config_fingerprint, "code": self.ctx.code},
            "versions": versions(),
            "bootcamps": list(self.plan.bootcamps),
            "plan": self.plan.counts,
            "removed": filtered.removed,
        }


def prepare(cfg: DictConfig) -> Job:
    try:
        return _prepare(cfg)
    except ValueError as error:
        raise BuildError(str(error)) from error


def _prepare(cfg: DictConfig) -> Job:
    check_keys(cfg)
    BuildConfig.check_top_level(cfg)
    teacher_cfg = plain(cfg.teacher)
    teacher_cls = teachers.teacher_class(teacher_cfg["name"])
    teacher_cls.check_config(teachers.make_config(teacher_cfg))
    teacher_cls.check_installed()
    executor_cfg = plain(cfg.executor)
    executors.config_class(executor_cfg["name"])(**executor_cfg)  # checks its settings; starts nothing
    executors.check_installed(executor_cfg["name"])
    filters_cfg = as_filters_config(cfg.filters)
    export_cfg = as_export_config(cfg.export)
    if export_cfg.kind == "hub" and not export_cfg.dry_run and not os.environ.get(TOKEN_ENV):
        raise ValueError(f"export=hub needs a Hub token in {TOKEN_ENV} (or export.dry_run=true to list what would be pushed)")

    mixture = plain(cfg.mixture)
    plan = make_plan(mixture, int(cfg.seed), executor_cfg["unit_size"])
    eval_set = _eval_set(plan, filters_cfg)
    eval_plan = make_plan(eval_set, plan.seed, executor_cfg["unit_size"], only=plan.bootcamps) if eval_set else _NO_EVAL

    output_dir = Path(cfg.output_dir)
    check_writable(output_dir.parent, "output_dir's parent folder")
    check_writable(cfg.work_dir, "work_dir")
    config = data_config(cfg)
    if eval_set:  # what the build is decontaminated against decides its content too
        config["eval_set"] = eval_set
    _check_no_secrets(config, secrets(teacher_cfg))
    config_fp = fingerprint("build-config", config)
    guard_output(output_dir, config_fp, bool(cfg.overwrite))

    code = code_fingerprints([*plan.bootcamps, *eval_plan.bootcamps], teacher_cfg["name"])
    ctx = StageContext(str(Path(cfg.work_dir)), int(cfg.seed), str(cfg.trace_style), teacher_cfg, code)
    return Job(
        plan=plan,
        eval_plan=eval_plan,
        ctx=ctx,
        executor=executor_cfg,
        filters=filters_cfg,
        export=export_cfg,
        output_dir=output_dir,
        work_dir=WorkDir(cfg.work_dir),
        config=config,
        config_fingerprint=config_fp,
        teacher_in_process=teacher_cls.in_process,
        push=export_cfg.kind == "hub",
        overwrite=bool(cfg.overwrite),
        filter_names=filters_cfg.enabled(),
    )


def secrets(teacher_cfg: dict[str, Any]) -> list[str]:
    """The values of the environment variables that hold credentials: the Hub token and the
    model server's key. They must never reach the manifest, the card, report.json or a log."""
    names = [TOKEN_ENV, teacher_cfg.get("api_key_env")]
    return [os.environ[n] for n in names if n and len(os.environ.get(n, "")) >= 4]


def _check_no_secrets(config: dict[str, Any], values: list[str]) -> None:
    """A config that holds a credential (``${oc.env:HF_TOKEN}`` in a field, a key pasted into a
    URL) is refused: the config goes into manifest.json and the card, word for word."""
    text = json.dumps(config, sort_keys=True)
    if any(value in text for value in values):
        where = _path_holding(config, values) or "the config"
        raise ValueError(f"{where} holds a credential from the environment ({TOKEN_ENV} or the teacher's api_key_env); "
                         "credentials are read from the environment only, never from the config")


def _path_holding(node: Any, values: list[str], path: str = "") -> str | None:
    if isinstance(node, dict):
        for key, value in node.items():
            found = _path_holding(value, values, f"{path}.{key}" if path else str(key))
            if found:
                return found
    elif isinstance(node, list):
        for i, value in enumerate(node):
            found = _path_holding(value, values, f"{path}[{i}]")
            if found:
                return found
    elif any(v in str(node) for v in values):
        return path
    return None


def _eval_set(plan: Plan, filters_cfg: FiltersConfig) -> dict[str, Any] | None:
    """The ``bootcamp_eval`` mixture, whose eval-split cases of the build's bootcamps a train
    build is decontaminated against; None when building the eval split itself, or when
    decontamination is off."""
    if plan.split == "eval" or not filters_cfg.decontaminate:
        return None
    return plain(load_mixture(EVAL_MIXTURE))


def run_filters(job: Job, inputs: dict[str, list[str]], eval_prompts: list[str]) -> FilterResult:
    """``filters.apply_filters``, cached like a shard: its output folder is named by a fingerprint
    of the input shards, the eval shards, the filter config and the filter code, and is renamed
    into place only when complete."""
    fp = fingerprint(
        "filters",
        {c: [Path(p).name for p in ps] for c, ps in inputs.items()},
        [Path(p).name for p in eval_prompts],
        plain(OmegaConf.structured(job.filters)),
        source_fingerprint(sorted((_ROOT / "filters").glob("*.py"))),
    )
    root = Path(job.ctx.work_dir) / "filtered"
    done = root / fp
    if (done / "result.json").exists() and not _filtered_intact(done):
        shutil.rmtree(done)
    if not (done / "result.json").exists():
        tmp = root / f".tmp-{fp}"
        if tmp.exists():
            shutil.rmtree(tmp)
        tmp.mkdir(parents=True)
        result = apply_filters({c: [Path(p) for p in ps] for c, ps in inputs.items()}, [Path(p) for p in eval_prompts], job.filters, tmp)
        outputs = {c: [str(Path(p).resolve().relative_to(tmp.resolve())) for p in ps] for c, ps in result.outputs.items()}
        saved = {
            "outputs": outputs,
            "removed": result.removed,
            "kept": result.kept,
            # the content hash of every output, checked when the folder is reused
            "sha256": {p: file_sha256(tmp / p) for ps in outputs.values() for p in ps},
        }
        (tmp / "result.json").write_text(json.dumps(saved, sort_keys=True, indent=1))
        if done.exists():  # a finished copy from an earlier, killed run: same inputs, same bytes
            shutil.rmtree(done)
        os.replace(tmp, done)
    saved = json.loads((done / "result.json").read_text())
    outputs = {c: [done / p for p in ps] for c, ps in saved["outputs"].items()}
    return FilterResult(outputs=outputs, removed=saved["removed"], kept=saved["kept"])


def _filtered_intact(done: Path) -> bool:
    """Whether a cached filter output still has the bytes it was written with; if not, one line
    on stderr says it is rebuilt."""
    saved = json.loads((done / "result.json").read_text())
    hashes = saved.get("sha256")
    if hashes is None:
        why = "no content hashes were recorded for it"
    else:
        bad = sorted(p for p, digest in hashes.items() if not (done / p).is_file() or file_sha256(done / p) != digest)
        if not bad:
            return True
        why = f"{bad[0]} differs from the hash recorded when it was written (truncated or edited)"
    print(f"rebuilding {done}: {why}", file=sys.stderr, flush=True)
    return False


def summarise(job: Job, inputs: dict[str, list[str]], filtered: FilterResult) -> list[dict[str, Any]]:
    """Per bootcamp: cases, samples, kept SFT rows, mean pass rate over cases, and the SFT rows
    each filter removed (a ``-<filter>`` column per filter that ran)."""
    con = duckdb.connect()
    teacher_rows = con.execute(
        "SELECT bootcamp, count(*) AS cases, sum(samples), avg(rate) FROM "
        "(SELECT bootcamp, id, count(*) AS samples, max(pass_rate) AS rate FROM read_parquet(?) GROUP BY bootcamp, id) "
        "GROUP BY bootcamp",
        [inputs["samples"]],
    ).fetchall()
    kept_paths = [str(p) for p in filtered.outputs.get("sft", [])]
    kept = dict(con.execute("SELECT bootcamp, count(*) FROM read_parquet(?) GROUP BY bootcamp", [kept_paths]).fetchall()) if kept_paths else {}
    con.close()
    stats = {b: (cases, int(samples), rate) for b, cases, samples, rate in teacher_rows}
    removed: dict[tuple[str, str], int] = {}
    for row in filtered.removed:
        if row["config"] == "sft":
            key = (row["bootcamp"], row["filter"])
            removed[key] = removed.get(key, 0) + int(row["removed"])
    rows = []
    for b in job.plan.bootcamps:
        cases, samples, rate = stats.get(b, (0, 0, 0.0))
        row = {"bootcamp": b, "cases": cases, "samples": samples, "kept": kept.get(b, 0), "pass_rate": round(float(rate), 6)}
        row.update({f"-{name}": removed.get((b, name), 0) for name in job.filter_names})
        rows.append(row)
    return rows


def finish_report(job: Job, summary: list[dict[str, Any]], seconds: dict[str, float]) -> dict[str, Any]:
    """``report.json`` in the work folder: the summary and the wall time of every stage (times
    vary run to run, so they stay out of the dataset folder)."""
    report = {
        "mixture": job.plan.mixture,
        "output_dir": str(job.output_dir),
        "cases": job.plan.cases,
        "workers": job.executor.get("workers"),
        "seconds": {k: round(v, 3) for k, v in seconds.items()},
        "summary": summary,
    }
    (Path(job.ctx.work_dir) / "report.json").write_text(json.dumps(report, indent=1, sort_keys=True))
    return report


def versions() -> dict[str, str]:
    found = {"python": platform.python_version()}
    for package in _VERSIONED:
        try:
            found[package] = metadata.version(package)
        except metadata.PackageNotFoundError:
            found[package] = "not installed"
    return found
