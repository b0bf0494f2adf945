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

import sys
from functools import partial
from operator import attrgetter

import hydra
from omegaconf import DictConfig
from rich.console import Console

from builders import cases, records, verify
from builders.config import check_choices, register
from builders.executors import InlineExecutor, make_executor
from builders.progress import Stages, summary_table
from builders.run import BuildError, finish_report, prepare, run_filters, summarise
from exports import push_to_hub, write_dataset

register()
size = attrgetter("size")  # progress counts cases, not units


def build(cfg: DictConfig) -> dict:
    """Run the whole build; returns the report (summary rows, stage times, output folder)."""
    job = prepare(cfg)  # every check of the input, before any work starts
    console = Console()
    if not console.is_terminal:  # a log file: room for every filter column
        console = Console(width=200)
    with job.work_dir, make_executor(job.executor) as pool, Stages() as stages:
        units = job.plan.units
        stages.map("cases", pool, partial(cases.run, ctx=job.ctx), units, size, unit="cases")
        teacher_pool = InlineExecutor() if job.teacher_in_process else pool
        stages.map("teacher", teacher_pool, partial(verify.run, ctx=job.ctx), units, size, unit="cases")
        verify.close_teachers()
        shards = stages.map("records", pool, partial(records.run, ctx=job.ctx), units, size, unit="cases")
        evals = stages.map("eval cases", pool, partial(cases.run, ctx=job.ctx), job.eval_plan.units, size, unit="cases")

        inputs = {config: [r["paths"][config] for r in shards] for config in records.CONFIGS}
        rows = sum(n for r in shards for n in r["rows"].values())
        eval_prompts = [r["path"] for r in evals]
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


@hydra.main(config_path="conf", config_name="config", version_base="1.3")
def main(cfg: DictConfig) -> None:
    try:
        build(cfg)
    except BuildError as error:  # bad input: one line, before any work started
        print(f"error: {error}", file=sys.stderr)
        sys.exit(2)


if __name__ == "__main__":
    try:
        check_choices(sys.argv[1:])
    except ValueError as error:
        print(f"error: {error}", file=sys.stderr)
        sys.exit(2)
    main()
