"""Evaluate a model (or stored responses) on the bootcamp benchmark.

    python build.py mixture=bootcamp_eval                  # once: the fixed eval set
    python eval.py teacher=vllm teacher.model=Qwen/Qwen2.5-7B-Instruct run_dir=outputs/eval/qwen7b
    python eval.py teacher=transformers teacher.model=MODEL teacher.samples=4 limit=10
    python eval.py teacher=openai teacher.model=MODEL teacher.base_url=http://host:8000/v1
    python eval.py replay=responses.jsonl run_dir=outputs/eval/theirs
    python eval.py ... compare=outputs/eval/base labels=[sft,base]   # side by side in one report

Writes report.md, report.json and PNG plots to ``run_dir``; a rerun resumes from the cached
responses there. See docs/eval.md.
"""

from __future__ import annotations

import sys

import hydra
from omegaconf import DictConfig, OmegaConf

from evaluation.config import EvalConfig, register

register()


def check_teacher_choice(argv: list[str]) -> None:
    """An unknown teacher on the command line as one line, before Hydra composes anything."""
    from builders.config import options

    for argument in argv:
        key, sep, value = argument.partition("=")
        if sep and key.lstrip("+") == "teacher" and value not in options("teacher"):
            raise ValueError(f"unknown teacher {value!r}; valid choices: {', '.join(options('teacher'))}")


@hydra.main(config_path="conf", config_name="eval", version_base="1.3")
def main(cfg: DictConfig) -> None:
    from evaluation.runner import run

    try:
        plain = OmegaConf.to_container(cfg, resolve=True)
        report = run(EvalConfig(**plain))
    except ValueError as error:
        print(f"error: {error}", file=sys.stderr)
        sys.exit(2)
    overall = report["metrics"]["overall"]
    print(f"{report['meta']['label']}: accuracy {100 * overall['accuracy']:.1f}% over {overall['cases']} cases, "
          f"{overall['samples']} samples (no answer {100 * overall['no_answer_rate']:.1f}%, "
          f"truncated {100 * overall['truncated_rate']:.1f}%) -> {cfg.run_dir}/report.md")


if __name__ == "__main__":
    try:
        check_teacher_choice(sys.argv[1:])
    except ValueError as error:
        print(f"error: {error}", file=sys.stderr)
        sys.exit(2)
    main()
