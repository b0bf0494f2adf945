"""``executor=ray`` on a real local Ray cluster (2 CPUs, started once for this module): a build on
Ray gives the same bytes as the local executor, a build whose Ray worker process is killed
(SIGKILL) mid-stage finishes, through Ray's task retries, with the same bytes, and progress and
the summary table still show.

Ray starts a head node, workers and agents as processes; on a loaded 2-core machine that takes
most of a minute, so the cluster is shared by every test here and shut down after."""

from __future__ import annotations

import importlib.util
import json
import os
import signal
import sys
import threading
import time
import warnings
from functools import partial
from pathlib import Path

import pytest
import ray

from builders.cases import unit_cases
from builders.config import compose, plain
from builders.executors import UnitFailed, make_executor
from builders.executors.ray import RayExecutor, RayExecutorConfig
from builders.plan import make_plan
from builders.teachers import make_teacher

ROOT = Path(__file__).resolve().parent.parent
# 2 bootcamps x 5 levels x 2 cases in units of 2: 10 units per stage, so a kill lands mid-stage
JOB = ["mixture=default", "mixture.include=[arithmetic/base_conversion,cipher/caesar]", "mixture.cases=10",
       "teacher.negatives=1", "executor.unit_size=2", "filters.decontaminate=false"]


# A stand-in for the vllm package, importable by Ray's worker processes (vllm is not installed
# here and the tests must not need it): a deterministic "model" whose samples depend only on the
# request's prompt, its seed and the completion index, which is what vLLM's per-request seeds
# promise; every chat call is logged with the process and the GPU Ray gave it.
STUB_VLLM = '''
import hashlib, json, os, types


class SamplingParams:
    def __init__(self, **kwargs):
        self.kwargs = kwargs


class LLM:
    def __init__(self, **engine_args):
        self.engine_args = engine_args

    def chat(self, conversations, sampling_params, use_tqdm, chat_template_kwargs):
        with open(os.path.join(os.environ["STUB_VLLM_LOG"], f"{os.getpid()}.jsonl"), "a") as log:
            log.write(json.dumps({"pid": os.getpid(), "gpus": os.environ.get("CUDA_VISIBLE_DEVICES"),
                                  "prompts": [c[0]["content"] for c in conversations]}) + "\\n")
        outputs = []
        for conversation, params in zip(conversations, sampling_params):
            completions = []
            for i in range(params.kwargs["n"]):
                key = f"{conversation[0]['content']}|{params.kwargs['seed']}|{i}".encode()
                d = hashlib.sha256(key).digest()
                completions.append(types.SimpleNamespace(
                    index=i, text=f"Working it out... <answer>{d[0] % 4}</answer>", finish_reason="length" if d[1] < 40 else "stop"))
            outputs.append(types.SimpleNamespace(outputs=completions[::-1]))
        return outputs
'''


@pytest.fixture(scope="module")
def stub_dir(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("stubs")
    (folder / "vllm").mkdir()
    (folder / "vllm" / "__init__.py").write_text(STUB_VLLM)
    (folder / "log").mkdir()
    return folder


@pytest.fixture(scope="module")
def cluster(stub_dir):
    with pytest.MonkeyPatch.context() as mp:
        # workers inherit the driver's environment: they import this module (the killing stage
        # wrapper below) from tests/, like the driver does, and the stub vllm
        path = [str(Path(__file__).parent), str(stub_dir), os.environ.get("PYTHONPATH")]
        mp.setenv("PYTHONPATH", os.pathsep.join(filter(None, path)))
        mp.setenv("STUB_VLLM_LOG", str(stub_dir / "log"))
        mp.setenv("RAY_USAGE_STATS_ENABLED", "0")
        # On a loaded 2-core machine the raylet's agent process takes 15-40 s to import its
        # modules; the raylet gives up on it at about 15 s, and ray.init on the raylet at 30 s.
        # Start the agent without its metrics and dashboard modules (what Ray does when the
        # dashboard's dependencies are missing; the tests use neither), and let both wait longer.
        mp.setenv("RAY_raylet_start_wait_time_s", "150")
        mp.setattr(ray._private.utils, "get_dashboard_dependency_error", lambda: "not needed by the tests", raising=False)
        mp.setattr(ray._private.services, "get_node", _patient(ray._private.services.get_node))
        if ray.is_initialized():
            ray.shutdown()
        _start_ray()
        try:
            yield ray
        finally:
            ray.shutdown()


def _patient(get_node):
    """``get_node``, asked again for up to 90 s while the node has not registered yet (ray.init
    asks in a loop, but gives up after a fixed 30 s)."""

    def patient(*args, **kwargs):
        deadline = time.monotonic() + 90
        while True:
            try:
                return get_node(*args, **kwargs)
            except RuntimeError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.5)
    return patient


def _start_ray() -> None:
    # num_gpus: logical GPUs only (none is used here); the vLLM data-parallel tests place one
    # engine actor per GPU
    options = dict(num_cpus=2, num_gpus=2, include_dashboard=False, object_store_memory=80 * 2**20,
                   log_to_driver=False, configure_logging=False)
    try:
        ray.init(**options)
    except Exception as error:  # noqa: BLE001 - only Ray's own startup timeout is tried again
        if "timed out during startup" not in str(error):
            raise
        warnings.warn(f"Ray's local node did not start in time ({error}); starting it once more")
        ray.shutdown()
        ray.init(**options)


def _build_module():
    spec = importlib.util.spec_from_file_location("bootforge_build_ray", ROOT / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def build(out: Path, *extra: str, job: list[str] = JOB) -> dict:
    return _build_module().build(compose([*job, f"output_dir={out}", *extra]))


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

    def map(self, fn, items, cost=None):
        if getattr(fn, "func", None) is not None and fn.func.__module__ == "builders.verify":
            fn = KillOnce(fn, items[2].key, str(self.folder))
        return super().map(fn, items, cost)


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


# ---------------------------------------------------------------- vLLM data-parallel


@pytest.fixture
def driver_vllm(stub_dir, monkeypatch):
    """The stub vllm in this process too (one engine runs in the driver)."""
    spec = importlib.util.spec_from_file_location("vllm", stub_dir / "vllm" / "__init__.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    monkeypatch.setitem(sys.modules, "vllm", module)
    for old in (stub_dir / "log").iterdir():
        old.unlink()
    return stub_dir / "log"


def _calls(log: Path) -> list[dict]:
    return [json.loads(line) for f in sorted(log.iterdir()) for line in f.read_text().splitlines()]


def test_data_parallel_engines_in_ray_actors_write_what_one_engine_writes(cluster, driver_vllm):
    plan = make_plan(plain(compose(JOB).mixture), 5, 64)
    batch = [case for unit in plan.units for _, case in unit_cases(unit)]
    cfg = {"name": "vllm", "model": "stub", "samples": 3, "batch_size": 4}
    one = make_teacher(cfg, seed=5, trace_style="minimal")
    expected = one.generate(batch)
    one.close()
    assert {c["pid"] for c in _calls(driver_vllm)} == {os.getpid()}, "one engine: in the driver"
    for old in driver_vllm.iterdir():
        old.unlink()

    two = make_teacher({**cfg, "data_parallel": 2}, seed=5, trace_style="minimal")
    got = two.generate(batch)
    calls = _calls(driver_vllm)
    actors = list(two.actors)
    two.close()
    assert got == expected
    assert any(s.finish_reason == "length" for samples in got for s in samples), "the stub cuts some off"
    # two actor processes, one logical GPU each, each served its own share of every batch of 2 x 4
    assert len({c["pid"] for c in calls}) == 2 and os.getpid() not in {c["pid"] for c in calls}
    assert sorted({c["gpus"] for c in calls}) == ["0", "1"]
    assert sorted(p for c in calls for p in c["prompts"]) == sorted(case.prompt for case in batch)
    assert max(len(c["prompts"]) for c in calls) == 4
    with pytest.raises(ray.exceptions.RayActorError):
        ray.get(actors[0].chat.remote([], [], {}), timeout=60)


def test_a_data_parallel_build_gives_the_data_of_a_one_engine_build(cluster, driver_vllm, tmp_path):
    job = ["mixture.include=[arithmetic/base_conversion]", "mixture.cases=8", "teacher=vllm", "teacher.model=stub",
           "teacher.samples=2", "teacher.batch_size=2", "executor.workers=1", "executor.unit_size=4",
           "filters.decontaminate=false"]
    build(tmp_path / "one", job=job)
    build(tmp_path / "two", "teacher.data_parallel=2", job=job)
    data = {k: v for k, v in files(tmp_path / "one").items() if k.startswith("data/")}
    assert data and data == {k: v for k, v in files(tmp_path / "two").items() if k.startswith("data/")}
    assert len({c["pid"] for c in _calls(driver_vllm)}) == 3, "the driver's engine, then two actors"


def test_data_parallel_needs_the_gpus_and_says_how_many(cluster, driver_vllm):
    with pytest.raises(ValueError, match=r"data_parallel=2 x tensor_parallel_size=2 needs 4 GPUs; the Ray cluster has 2$"):
        make_teacher({"name": "vllm", "model": "stub", "data_parallel": 2, "tensor_parallel_size": 2}, seed=0,
                     trace_style="minimal")
    with pytest.raises(ValueError, match="data_parallel must be >= 1"):
        make_teacher({"name": "vllm", "model": "stub", "data_parallel": 0}, seed=0, trace_style="minimal")
