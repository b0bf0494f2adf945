"""End to end: real ``build.py`` processes. Byte-identical output for 1 and 2 workers, a build
killed mid-run (SIGKILL) and started again ends identical to an uninterrupted one, another
config never overwrites an output folder unasked, the folder loads with ``datasets``, and a
model teacher (vLLM, engine stubbed) goes through the whole flow in-process."""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import signal
import subprocess
import sys
import time
import types
from pathlib import Path

import pytest

import bootcamps
from builders.config import compose

ROOT = Path(__file__).resolve().parent.parent
# small, but with enough units that a kill lands mid-run: 2 bootcamps x 5 levels x 6 cases
JOB = ["mixture=default", "mixture.include=[arithmetic/base_conversion,cipher/caesar]", "mixture.cases=30",
       "teacher.negatives=1", "executor.unit_size=2"]


def run_build(out: Path, *extra: str, workers: int = 1, check: bool = True) -> subprocess.CompletedProcess:
    done = subprocess.run([sys.executable, "build.py", *JOB, f"executor.workers={workers}", f"output_dir={out}", *extra],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    if check:
        assert done.returncode == 0, done.stderr[-3000:]
    return done


def load(folder: Path | str, config: str):
    """``datasets.load_dataset`` of a build's folder, with a cache of its own: datasets caches a
    local folder's configs by folder name and card, not by file content, and every folder here
    is named "ds"."""
    from datasets import load_dataset

    return load_dataset(str(folder), config, split="train", cache_dir=f"{folder}.hf-cache")


def files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture(scope="module")
def reference(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("ref") / "ds"
    run_build(out)
    return out


def test_the_folder_is_a_dataset_repo(reference):
    names = set(files(reference))
    assert {"README.md", "manifest.json"} <= names
    assert {n.split("/")[1] for n in names if n.startswith("data/")} == {"sft", "samples", "dpo", "mask_dpo", "rl"}
    sft = load(reference, "sft")
    assert sft.num_rows > 0
    assert {"id", "bootcamp", "domain", "level", "seed", "split", "messages", "answer", "teacher", "reward", "sample"} <= set(sft.column_names)
    row = sft[0]
    case = bootcamps.get(row["bootcamp"]).case(row["seed"], row["level"], row["split"])
    assert case.id == row["id"]
    assert bootcamps.get(row["bootcamp"]).score(case, row["messages"][-1]["content"]) == 1.0
    assert load(reference, "mask_dpo").num_rows > 0
    manifest = json.loads((reference / "manifest.json").read_text())
    assert manifest["config"]["mixture"]["name"] == "default" and "executor" not in manifest["config"]
    report = json.loads(Path(f"{reference}.work/report.json").read_text())
    assert set(report["seconds"]) >= {"cases", "teacher", "records", "filters", "export"}
    assert {r["bootcamp"] for r in report["summary"]} == {"arithmetic/base_conversion", "cipher/caesar"}
    for row in report["summary"]:
        assert row["cases"] == 30 and 30 < row["samples"] <= 60, "gold + at most one negative per case"
        assert row["kept"] == sum(1 for b in sft["bootcamp"] if b == row["bootcamp"])
        assert 0.5 <= row["pass_rate"] < 1.0, "the gold is right, a negative is wrong"
        assert "-dedup_prompt" in row and "-decontam_ngram" in row


FINGERPRINT = ROOT / "tests" / "build_fingerprint.json"


def dataset_fingerprint(folder: Path) -> dict[str, str]:
    """Per record config, a SHA-256 of its rows in order (canonical JSON), independent of how
    Parquet lays the bytes out, so a pyarrow upgrade does not move it but any changed value does."""
    import hashlib

    import pyarrow.parquet as pq

    digests = {}
    for config in sorted(p.name for p in (folder / "data").iterdir()):
        h = hashlib.sha256()
        for path in sorted((folder / "data" / config).glob("*.parquet")):
            for row in pq.read_table(path).to_pylist():
                h.update(json.dumps(row, sort_keys=True, ensure_ascii=False, default=str).encode() + b"\n")
        digests[config] = h.hexdigest()
    return digests


def test_the_build_matches_its_stored_fingerprint(reference):
    # Refactors of the builders, filters and exports must not change a byte of the data. A change
    # that is meant to change it (a bootcamp's generator, the trace format, a filter) updates the
    # stored digests in the same commit, saying why: rerun this test and paste the printed dict.
    got = dataset_fingerprint(reference)
    stored = json.loads(FINGERPRINT.read_text())
    assert got == stored, f"the build's rows changed; if that is intended, write to {FINGERPRINT.name}: {json.dumps(got, indent=1)}"


def test_packed_units_give_the_same_rows(reference, tmp_path):
    # unit_size=64 packs each bootcamp's five 6-case slices into one unit (the reference has
    # 2-case units): how cases are grouped for work never shows in the data
    out = tmp_path / "ds"
    run_build(out, "executor.unit_size=64")
    assert dataset_fingerprint(out) == dataset_fingerprint(reference)


def test_two_workers_give_the_same_bytes(reference, tmp_path):
    out = tmp_path / "ds"
    run_build(out, workers=2)
    assert files(out) == files(reference)


def test_a_killed_build_resumes_to_the_same_bytes(reference, tmp_path):
    out = tmp_path / "ds"
    samples = Path(f"{out}.work") / "samples"
    cmd = [sys.executable, "build.py", *JOB, "executor.workers=1", f"output_dir={out}"]
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and len(list(samples.glob("*.parquet"))) < 5:
        time.sleep(0.005)
    os.killpg(proc.pid, signal.SIGKILL)  # the build and any worker it started
    proc.wait()
    finished = {p: p.stat().st_mtime_ns for p in samples.glob("*.parquet")}
    assert len(finished) >= 5, "the build was killed after some shards existed"
    assert not out.exists(), "killed before the export"
    assert len(finished) < 30, "killed before the teacher stage finished"

    run_build(out)
    assert files(out) == files(reference)
    assert {p: p.stat().st_mtime_ns for p in finished} == finished, "finished shards were reused, not rewritten"
    assert not list(Path(f"{out}.work").rglob(".tmp-*")), "no half-written files are left"


def test_another_config_is_refused_unless_overwrite(reference, tmp_path):
    out = tmp_path / "ds"
    shutil.copytree(reference, out)
    shutil.copytree(f"{reference}.work", f"{out}.work")
    again = run_build(out, check=False)
    assert again.returncode == 0, "the same config may rebuild its own folder"
    refused = run_build(out, "teacher.negatives=0", check=False)
    assert refused.returncode == 2
    assert refused.stderr.count("\n") == 1 and "was built from another config" in refused.stderr
    assert "pass overwrite=true" in refused.stderr
    run_build(out, "teacher.negatives=0", "overwrite=true")
    assert json.loads((out / "manifest.json").read_text())["config"]["teacher"]["negatives"] == 0
    stranger = tmp_path / "mine"
    stranger.mkdir()
    (stranger / "notes.txt").write_text("not a dataset")
    refused = run_build(stranger, "overwrite=true", check=False)
    assert refused.returncode == 2 and "holds no bootforge dataset" in refused.stderr
    assert (stranger / "notes.txt").exists()


# ---------------------------------------------------------------- a model teacher, in-process


def _load_build_module():
    spec = importlib.util.spec_from_file_location("bootforge_build_main", ROOT / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class _ScriptedLLM:
    """vllm.LLM stand-in answering like a model would: a right trace, a trace with a wrong step,
    and a right trace that went on and was cut off by the length limit."""

    def __init__(self, **engine_args):
        pass

    def chat(self, conversations, sampling_params, use_tqdm, chat_template_kwargs):
        outputs = []
        for conversation, params in zip(conversations, sampling_params):
            case = _ScriptedLLM.by_prompt[conversation[0]["content"]]
            bc = bootcamps.get(case.bootcamp)
            wrong = bc.corrupt(case, bootcamps.seeding.rng_for("scripted", case.id))
            # the third ran on past its right answer into the length limit
            texts = [(bc.trace(case), "stop"), (wrong.text if wrong else "no idea", "stop"),
                     (bc.trace(case) + "\nLet me check that once more:", "length")]
            outputs.append(types.SimpleNamespace(outputs=[
                types.SimpleNamespace(index=i, text=t, finish_reason=f) for i, (t, f) in enumerate(texts[: params.kwargs["n"]])]))
        return outputs


def test_a_model_teacher_through_the_whole_flow(tmp_path, monkeypatch, capsys):
    module = types.ModuleType("vllm")
    module.LLM = _ScriptedLLM
    module.SamplingParams = lambda **kwargs: types.SimpleNamespace(kwargs=kwargs)
    monkeypatch.setitem(sys.modules, "vllm", module)
    overrides = ["mixture.include=[arithmetic/base_conversion]", "mixture.cases=5", "teacher=vllm",
                 "teacher.model=scripted", "teacher.samples=3", "executor.workers=1", f"output_dir={tmp_path}/ds",
                 "filters.decontaminate=false", "export=hub", "export.repo_id=test/bootforge", "export.dry_run=true"]
    cfg = compose(overrides)
    from builders.plan import make_plan
    from builders.cases import unit_cases
    from builders.config import plain

    plan = make_plan(plain(cfg.mixture), cfg.seed, cfg.executor.unit_size)
    _ScriptedLLM.by_prompt = {c.prompt: c for u in plan.units for _, c in unit_cases(u)}
    report = _load_build_module().build(cfg)
    printed = capsys.readouterr()
    assert "to dataset test/bootforge" in printed.out + printed.err, "the dry run lists what it would push"

    samples = load(tmp_path / "ds", "samples")
    assert samples.num_rows == 15
    assert set(samples["teacher"]) == {"vllm:scripted"}
    cut = samples.filter(lambda r: r["finish_reason"] == "length")
    assert cut.num_rows == 5 and set(cut["reward"]) == {0.0}, "a truncated right answer is not correct"
    for row in cut:
        bc = bootcamps.get(row["bootcamp"])
        assert bc.score(bc.case(row["seed"], row["level"], row["split"]), row["response"]) == 1.0
    assert all(rate == pytest.approx(1 / 3) for rate in samples["pass_rate"])
    sft = load(tmp_path / "ds", "sft")
    assert set(sft["sample"]) == {0}
    mask = load(tmp_path / "ds", "mask_dpo")
    assert mask.num_rows >= 1 and all("hallucination" in r["rejected_item"]["type"] for r in mask)
    assert report["summary"][0]["samples"] == 15
