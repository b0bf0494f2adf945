"""``executor=ray`` on a real local Ray cluster (2 CPUs, started once for this module): a build on
Ray gives the same bytes as the local executor, a build whose Ray worker process is killed
(SIGKILL) mid-stage finishes, through Ray's task retries, with the same bytes, and progress and
the summary table still show.

Ray starts a head node, workers and agents as processes; on a loaded 2-core machine that takes
most of a minute, so the cluster is shared by every test here and shut down after."""

from __future__ import annotations

import importlib.util
import os
import signal
import threading
import time
from functools import partial
from pathlib import Path

import pytest
import ray

from builders.config import compose
from builders.executors import UnitFailed, make_executor
from builders.executors.ray import RayExecutor, RayExecutorConfig

ROOT = Path(__file__).resolve().parent.parent
# 2 bootcamps x 5 levels x 2 cases in units of 2: 10 units per stage, so a kill lands mid-stage
JOB = ["mixture=default", "mixture.include=[arithmetic/base_conversion,cipher/caesar]", "mixture.cases=10",
       "teacher.negatives=1", "executor.unit_size=2", "filters.decontaminate=false"]


@pytest.fixture(scope="module")
def cluster():
    with pytest.MonkeyPatch.context() as mp:
        # workers inherit the driver's environment: they import this module (the killing stage
        # wrapper below) from tests/, like the driver does
        mp.setenv("PYTHONPATH", os.pathsep.join(filter(None, [str(Path(__file__).parent), os.environ.get("PYTHONPATH")])))
        mp.setenv("RAY_USAGE_STATS_ENABLED", "0")
        if ray.is_initialized():
            ray.shutdown()
        # num_gpus: logical GPUs only (none is used here); the vLLM data-parallel tests place
        # one engine actor per GPU
        ray.init(num_cpus=2, num_gpus=2, include_dashboard=False, object_store_memory=80 * 2**20,
                 log_to_driver=False, configure_logging=False)
        try:
            yield ray
        finally:
            ray.shutdown()


def _build_module():
    spec = importlib.util.spec_from_file_location("bootforge_build_ray", ROOT / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def build(out: Path, *extra: str) -> dict:
    return _build_module().build(compose([*JOB, f"output_dir={out}", *extra]))


@pytest.fixture(scope="module")
def reference(tmp_path_factory) -> dict[str, bytes]:
    """The dataset of the local executor (one worker, inline)."""
    out = tmp_path_factory.mktemp("local") / "ds"
    build(out, "executor=local", "executor.workers=1")
    return files(out)


def test_a_build_on_ray_gives_the_bytes_of_the_local_executor(cluster, reference, tmp_path, capsys):
    report = build(tmp_path / "ds", "executor=ray")
    printed = capsys.readouterr()
    assert files(tmp_path / "ds") == reference
    assert report["cases"] == 20 and {row["bootcamp"] for row in report["summary"]} == {
        "arithmetic/base_conversion", "cipher/caesar"}
    # progress: a bar per stage with its rate; then the summary table, with its totals
    for stage in ("cases", "teacher", "records", "filters", "export"):
        assert stage in printed.err
    assert "cases/s" in printed.err
    assert "arithmetic/base_conversion" in printed.out and "total" in printed.out and str(tmp_path / "ds") in printed.out


class KillOnce:
    """A stage function that, on one unit and only once, announces its worker's pid and waits to
    be killed: the driver's watcher (not the task) sends the SIGKILL, as a lost node would."""

    def __init__(self, fn, victim: str, folder: str):
        self.fn, self.victim, self.folder = fn, victim, Path(folder)

    def __call__(self, item):
        if item.key == self.victim and not (self.folder / "killed").exists():
            tmp = self.folder / f"pid.{os.getpid()}.tmp"
            tmp.write_text(str(os.getpid()))
            tmp.rename(self.folder / "pid")
            deadline = time.monotonic() + 120
            while time.monotonic() < deadline:
                time.sleep(0.1)
            raise RuntimeError("the watcher never killed this worker")
        return self.fn(item)


class KillingExecutor(RayExecutor):
    """The Ray executor, with the teacher stage's third unit killed once."""

    def __init__(self, cfg, folder: Path):
        super().__init__(cfg)
        self.folder = folder

    def map(self, fn, items):
        if getattr(fn, "func", None) is not None and fn.func.__module__ == "builders.verify":
            fn = KillOnce(fn, items[2].key, str(self.folder))
        return super().map(fn, items)


def _watch_and_kill(folder: Path, killed: list[int]) -> None:
    deadline = time.monotonic() + 150
    while not (folder / "pid").exists():
        if time.monotonic() > deadline:
            return
        time.sleep(0.05)
    pid = int((folder / "pid").read_text())
    cmdline = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    assert pid != os.getpid() and "ray" in cmdline, f"pid {pid} is not a Ray worker: {cmdline}"
    (folder / "killed").touch()  # first, so the retried task does not wait again
    os.kill(pid, signal.SIGKILL)
    killed.append(pid)


def test_a_build_whose_ray_worker_is_killed_finishes_with_the_same_bytes(cluster, reference, tmp_path, monkeypatch, capsys):
    module = _build_module()
    folder = tmp_path / "signals"
    folder.mkdir()
    monkeypatch.setattr(module, "make_executor", lambda cfg: KillingExecutor(RayExecutorConfig(**cfg), folder))
    killed: list[int] = []
    watcher = threading.Thread(target=_watch_and_kill, args=(folder, killed), daemon=True)
    watcher.start()
    report = module.build(compose([*JOB, f"output_dir={tmp_path / 'ds'}", "executor=ray"]))
    watcher.join(timeout=5)
    printed = capsys.readouterr()
    assert len(killed) == 1, "the teacher stage's unit ran and its worker was killed"
    assert not Path(f"/proc/{killed[0]}").exists() or "zombie" in Path(f"/proc/{killed[0]}/status").read_text().lower()
    assert files(tmp_path / "ds") == reference
    assert report["summary"] and "teacher" in printed.err and "total" in printed.out


def test_a_stage_error_is_not_retried_and_names_its_unit(cluster, tmp_path):
    executor = make_executor({"name": "ray", "unit_size": 1})
    assert isinstance(executor, RayExecutor)
    with executor, pytest.raises(UnitFailed, match=r"^0: RayTaskError\(ZeroDivisionError\)"):
        list(executor.map(partial(_count_then_divide, str(tmp_path)), [0]))
    # a stage's own exception is a bug or bad input: run once, never again
    assert (tmp_path / "calls-0").read_text() == "x"


def _count_then_divide(folder: str, x: int) -> float:
    with open(Path(folder) / f"calls-{x}", "a") as f:
        f.write("x")
    return 1 / x


def test_bad_ray_settings_are_one_line_errors():
    with pytest.raises(ValueError, match="max_retries must be >= 0"):
        RayExecutorConfig(max_retries=-1)
