"""The Hydra config: schemas (a typo is an error), the shipped mixtures, and bad input as one-line
errors before any work starts."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from hydra.errors import ConfigCompositionException

import bootcamps
from builders.config import check_choices, compose, options, plain
from builders.plan import make_plan
from builders.run import BuildError, prepare

ROOT = Path(__file__).resolve().parent.parent
SMALL = ["mixture.include=[arithmetic/base_conversion]", "mixture.cases=5"]


def test_default_config_composes_every_group():
    cfg = compose([])
    assert cfg.mixture.name == "default" and cfg.teacher.name == "tail" and cfg.executor.name == "local"
    assert cfg.output_dir == "outputs/default" and cfg.work_dir == "outputs/default.work"
    assert set(cfg) == {"mixture", "teacher", "filters", "export", "executor", "seed", "output_dir", "work_dir",
                        "overwrite", "trace_style"}
    for group in ("mixture", "teacher", "filters", "export", "executor"):
        assert options(group), f"conf/{group}/ has options"


def test_the_shipped_mixtures():
    assert options("mixture") == ["bootcamp_eval", "default", "tail_18", "task_scaling_10", "task_scaling_100",
                                  "task_scaling_1000"]
    default = make_plan(plain(compose([]).mixture), 0, 256)
    assert default.bootcamps == bootcamps.names(), "the default job covers every bootcamp that exists"
    tail = make_plan(plain(compose(["mixture=tail_18"]).mixture), 0, 256)
    assert len(tail.bootcamps) == 18 and all(b.startswith("algorithm/") for b in tail.bootcamps)
    assert set(map(str, tail.counts.values())) == {str({"1": 800, "2": 100, "3": 100, "4": 0, "5": 0})}, "S:M:L = 8:1:1"
    evaluation = plain(compose(["mixture=bootcamp_eval"]).mixture)
    assert evaluation["split"] == "eval" and evaluation["seed"] is not None
    for count in (100, 1000):
        mixture = plain(compose([f"mixture=task_scaling_{count}"]).mixture)
        if count > len(bootcamps.names()):
            with pytest.raises(ValueError) as error:
                make_plan(mixture, 0, 256)
            assert str(error.value) == f"mixture task_scaling_{count} asks for {count} bootcamps; {len(bootcamps.names())} exist"
        else:
            plan = make_plan(mixture, 0, 256)
            assert len(set(plan.bootcamps)) == count
            # stratified: every domain keeps a share of the catalogue, no domain is left out
            have = {b.split("/")[0] for b in bootcamps.names()}
            assert {b.split("/")[0] for b in plan.bootcamps} == have
            assert set(map(str, plan.counts.values())) == {str({"1": 200, "2": 200, "3": 200, "4": 200, "5": 200})}


@pytest.mark.parametrize("override", ["mixture.cases_=3", "teacher.negativs=1", "executor.worker=2", "filters.dedup=false",
                                      "export.nope=1", "seeed=1"])
def test_a_typo_anywhere_is_an_error(override):
    with pytest.raises(ConfigCompositionException):
        compose([override])


@pytest.mark.parametrize(
    "override, message",
    [
        ("mixture=nope", "unknown mixture 'nope'; valid choices: bootcamp_eval, default, tail_18, "),
        ("teacher=gpt5", "unknown teacher 'gpt5'; valid choices: openai, tail, transformers, vllm"),
        ("executor=slurm", "unknown executor 'slurm'; valid choices: local, ray"),
        ("mixture.levels.6=1", "unknown level '6' in mixture.levels; valid levels: 1, 2, 3, 4, 5"),
        ("mixture=default,nope", "unknown mixture 'nope'"),
    ],
)
def test_unknown_choices_on_the_command_line(override, message):
    with pytest.raises(ValueError, match="^" + message.replace("(", r"\(").replace(")", r"\)")):
        check_choices([override])


def test_hydra_flags_are_left_to_hydra():
    check_choices(["--cfg", "job", "-m", "mixture=default,tail_18", "seed=3"])


@pytest.mark.parametrize(
    "overrides, message",
    [
        (["mixture.include=[arithmetic/nope]"], "unknown bootcamp 'arithmetic/nope'"),
        (["mixture.levels.2=-1"], r"mixture.levels\[2\] is negative"),
        ([f"mixture.levels.{k}=0" for k in "12345"], "mixture.levels are all zero"),
        (["+mixture.knobs={arithmetic/base_conversion:{max_valu:3}}"], "unknown knob 'max_valu' for arithmetic/base_conversion; valid knobs: "),
        (["+mixture.weights={arithmetic/base_conversion:-2}"], r"mixture.weights\[arithmetic/base_conversion\] is negative"),
        (["trace_style=fancy"], "unknown trace_style 'fancy'; valid choices: minimal, styled"),
        (["teacher=vllm"], "teacher vllm needs a model"),
        (["teacher=openai", "teacher.model=m", "teacher.concurrency=0"], "teacher needs concurrency >= 1"),
        (["teacher.negatives=-2"], "teacher.negatives must be >= 0"),
        (["executor.workers=0"], "executor.workers must be >= 1"),
        (["output_dir=/proc/bootforge/out"], "output_dir's parent folder '/proc/bootforge' is not writable"),
        (["export=hub", "export.repo_id=me/data"], "export=hub needs a Hub token in HF_TOKEN"),
    ],
)
def test_bad_input_is_one_line_before_any_work(overrides, message, tmp_path, monkeypatch):
    monkeypatch.delenv("HF_TOKEN", raising=False)
    defaults = [*SMALL, f"output_dir={tmp_path}/out", f"work_dir={tmp_path}/work"]
    with pytest.raises(BuildError, match=message) as error:
        prepare(compose(defaults + overrides))
    assert "\n" not in str(error.value)
    assert not (tmp_path / "out").exists() and not any((tmp_path / "work").glob("*/*")), "no work started"


def test_the_command_line_prints_one_line_and_exits_2():
    """(A bad value found by ``prepare`` takes the same path: see test_build_pipeline's refusal.)"""
    done = subprocess.run([sys.executable, "build.py", "mixture=nope"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2, done.stderr
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("error: unknown mixture 'nope'; valid choices: "), done.stderr


def test_every_config_node_checks_itself_in_post_init():
    # one style for config checks: a node's values are checked when its dataclass is made
    from builders import executors, teachers
    from builders.config import BuildConfig, MixtureConfig
    from exports.config import ExportConfig
    from filters.config import FiltersConfig

    nodes = [BuildConfig, MixtureConfig, FiltersConfig, ExportConfig]
    nodes += [teachers.config_class(n) for n in teachers.names()] + [executors.config_class(n) for n in executors.names()]
    assert [n.__name__ for n in nodes if not hasattr(n, "__post_init__")] == []
    with pytest.raises(ValueError, match="mixture.cases must be >= 0"):
        MixtureConfig(name="m", cases=-1)
    with pytest.raises(ValueError, match="teacher.top_p"):
        teachers.config_class("vllm")(model="m", top_p=0)
