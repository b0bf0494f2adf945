"""The main job: a Hydra-declared mixture -> a verified, deduplicated Hugging Face dataset folder.

    python build.py                                   # mixture=default, teacher=tail, on CPU
    python build.py mixture=task_scaling_10 executor.workers=2
    python build.py teacher=vllm teacher.model=Qwen/Qwen2.5-7B-Instruct
    python build.py export=hub export.repo_id=me/bootforge-data

The data flow of DESIGN.md, in order: plan -> cases -> teacher (+ verify) -> records -> filters
-> export. Each stage writes shards named by fingerprints under ``work_dir``, so a rerun (after a
crash, a kill, or with more workers) skips what is finished and ends with the same bytes.
"""

from __future__ import annotations

import os
import sys


def _one_line_interrupt(kind: type, error: BaseException, tb: object, _default=sys.excepthook) -> None:
    """Ctrl-C before the build proper started (while modules import): one line, exit 130."""
    if issubclass(kind, KeyboardInterrupt):
        print("error: interrupted", file=sys.stderr, flush=True)
        os._exit(130)
    _default(kind, error, tb)


if __name__ == "__main__":  # the command line only, not an importer (tests, spawned workers)
    sys.excepthook = _one_line_interrupt

import logging  # noqa: E402 - after the hook, so a Ctrl-C during these imports is one line too
from functools import partial  # noqa: E402
from operator import attrgetter  # noqa: E402

import hydra  # noqa: E402
from omegaconf import DictConfig  # noqa: E402
from rich.console import Console  # noqa: E402

from builders import cases, records, verify  # noqa: E402
from builders.config import check_choices, plain, register  # noqa: E402
from builders.executors import InlineExecutor, make_executor  # noqa: E402
from builders.progress import Stages, summary_table  # noqa: E402
from builders.run import BuildError, finish_report, prepare, run_filters, secrets, summarise  # noqa: E402
from exports import push_to_hub, write_dataset  # noqa: E402

register()
size = attrgetter("size")  # progress counts cases, not units
cost = attrgetter("cost")  # a pool starts the costliest units first, so none runs alone at the end


def build(cfg: DictConfig) -> dict:
    """Run the whole build; returns the report (summary rows, stage times, output folder)."""
    job = prepare(cfg)  # every check of the input, before any work starts; creates nothing
    console = Console()
    if not console.is_terminal:  # a log file: room for every filter column
        console = Console(width=200)
    with job.hold(), make_executor(job.executor) as pool, Stages() as stages:
        units = job.plan.units
        stages.map(cases.STAGE.name, pool, partial(cases.run, ctx=job.ctx), units, size, unit="cases", cost=cost)
        teacher_pool = InlineExecutor() if job.teacher_in_process else pool
        stages.map(verify.STAGE.name, teacher_pool, partial(verify.run, ctx=job.ctx), units, size, unit="cases", cost=cost)
        verify.close_teachers()
        shards = stages.map(records.STAGE.name, pool, partial(records.run, ctx=job.ctx), units, size, unit="cases", cost=cost)
        evals = stages.map("eval cases", pool, partial(cases.run, ctx=job.ctx), job.eval_plan.units, size, unit="cases", cost=cost)

        inputs = {config: [r.paths[config] for r in shards] for config in records.CONFIGS}
        rows = sum(n for r in shards for n in r.rows.values())
        eval_prompts = [r.paths["cases"] for r in evals]
        filtered = stages.step("filters", lambda: run_filters(job, inputs, eval_prompts), rows)
        summary = summarise(job, inputs, filtered)
        folder = stages.step(
            "export",
            lambda: write_dataset(job.output_dir, filtered.outputs, job.plan.split, job.manifest(filtered), summary, cfg=job.export),
            sum(row["rows"] for row in filtered.kept),
        )
        if job.push:
            stages.step("push", lambda: push_to_hub(folder, job.export.repo_id, job.export))
    report = finish_report(job, summary, stages.seconds)
    console.print(summary_table(summary, job.filter_names, title=f"{job.plan.mixture}: {folder}"))
    return report


class _Redact(logging.Filter):
    """Log records with every credential's value replaced, whatever library logs them."""

    def __init__(self, values: list[str]):
        super().__init__()
        self.values = values

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        for value in self.values:
            message = message.replace(value, "***")
        record.msg, record.args = message, None
        return True


def _log_redacted(values: list[str]) -> None:
    """Warnings and errors to stderr (what Python prints without a handler), credentials masked."""
    handler = logging.StreamHandler(sys.stderr)
    handler.addFilter(_Redact(values))
    handler.setLevel(logging.WARNING)
    logging.getLogger().addHandler(handler)


@hydra.main(config_path="conf", config_name="config", version_base="1.3")
def main(cfg: DictConfig) -> None:
    _log_redacted(secrets(plain(cfg.teacher)))
    try:
        build(cfg)
    except BuildError as error:  # a refusal (bad input, a folder in use): one line, nothing written
        print(f"error: {error}", file=sys.stderr)
        sys.exit(2)
    except KeyboardInterrupt:  # Ctrl-C: workers are stopped, finished shards kept for a rerun
        print("error: interrupted", file=sys.stderr, flush=True)
        sys.exit(130)


if __name__ == "__main__":
    try:
        check_choices(sys.argv[1:])
    except ValueError as error:
        print(f"error: {error}", file=sys.stderr)
        sys.exit(2)
    try:
        main()
    except KeyboardInterrupt:  # while Hydra composes the config
        print("error: interrupted", file=sys.stderr, flush=True)
        sys.exit(130)
