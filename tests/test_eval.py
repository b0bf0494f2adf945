"""The benchmark, eval.py (replay and a tiny random model, end to end), reports, comparison and
calibration, on a small bootcamp_eval build made here."""

from __future__ import annotations

import json
import math
import shutil
import subprocess
import sys
from itertools import combinations
from pathlib import Path

import pyarrow.parquet as pq
import pytest

import bootcamps
from evaluation import benchmark as bench_mod
from evaluation import calibrate, runner
from evaluation.config import EvalConfig
from evaluation.metrics import pass_at_k

ROOT = Path(__file__).resolve().parent.parent
BOOTCAMPS = ["arithmetic/base_conversion", "cipher/caesar", "graph/shortest_path"]
PNG = b"\x89PNG\r\n\x1a\n"


def run_py(*args: str, timeout: int = 600) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, *args], cwd=ROOT, capture_output=True, text=True, timeout=timeout)


@pytest.fixture(scope="module")
def bench(tmp_path_factory) -> Path:
    """A small benchmark: the bootcamp_eval mixture cut to three bootcamps, 2 cases per level."""
    out = tmp_path_factory.mktemp("bench") / "bootcamp_eval"
    done = run_py("build.py", "mixture=bootcamp_eval", f"mixture.include=[{','.join(BOOTCAMPS)}]", "mixture.cases=10",
                  f"output_dir={out}", "executor.workers=1", "teacher.negatives=0")
    assert done.returncode == 0, done.stderr[-3000:]
    return out


def gold_text(item) -> str:
    truth = json.loads(item.ground_truth)
    return f"<answer>{bootcamps.get(item.bootcamp).format_answer(truth['answer'])}</answer>"


def replay_lines(items, correct_of) -> list[dict]:
    """Four samples per case: `correct_of(i)` golds, then wrong, no-answer, and a truncated gold."""
    lines = []
    for i, item in enumerate(items):
        c = correct_of(i)
        texts = [(gold_text(item), "stop")] * c
        fillers = [("<answer>zzz not it</answer>", "stop"), ("Let me think. I am not sure.", "stop"), (gold_text(item), "length")]
        texts += fillers[: 4 - c] if c < 4 else []
        while len(texts) < 4:
            texts.append(("<answer>zzz not it</answer>", "stop"))
        lines += [{"id": item.id, "response": t, "finish_reason": r} for t, r in texts]
    return lines


def write_jsonl(path: Path, rows: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def brute_pass_at_k(n: int, c: int, k: int) -> float:
    samples = [1] * c + [0] * (n - c)
    draws = list(combinations(range(n), k))
    return sum(any(samples[i] for i in d) for d in draws) / len(draws)


@pytest.mark.parametrize("n, c, k", [(1, 0, 1), (1, 1, 1), (4, 1, 2), (5, 2, 3), (8, 3, 1), (8, 0, 8), (10, 9, 4), (6, 6, 6)])
def test_pass_at_k_is_the_unbiased_estimator(n, c, k):
    assert pass_at_k(n, c, k) == pytest.approx(brute_pass_at_k(n, c, k))
    assert pass_at_k(n, c, k) == pytest.approx(1 - math.comb(n - c, k) / math.comb(n, k))


def test_pass_at_k_rejects_impossible_counts():
    for n, c, k in [(2, 3, 1), (4, 1, 5), (4, 1, 0)]:
        with pytest.raises(ValueError, match="pass@k needs"):
            pass_at_k(n, c, k)


def test_the_eval_mixture_covers_any_catalogue(monkeypatch):
    """bootcamp_eval takes every bootcamp there is, 20 eval-split cases per level, seed pinned."""
    from builders.config import compose, plain
    from builders.plan import make_plan

    mixture = plain(compose(["mixture=bootcamp_eval"]).mixture)
    assert mixture["split"] == "eval" and mixture["seed"] == 0 and mixture["include"] == ["*"]
    real = bootcamps.names()
    for size in (1, 4, len(real)):
        catalogue = tuple(real[:size])
        monkeypatch.setattr(bootcamps, "names", lambda catalogue=catalogue: catalogue)
        plan = make_plan(mixture, seed=123, unit_size=256)
        assert plan.bootcamps == catalogue and plan.split == "eval"
        assert all(levels == {lv: 20 for lv in bootcamps.LEVELS} for levels in plan.counts.values())
        assert {u.seed for u in plan.units} == {0}, "the build seed does not move the eval set"


def test_benchmark_is_fixed_distinct_and_versioned(bench, tmp_path):
    loaded = bench_mod.load(bench)
    assert loaded.split == "eval" and {i.split for i in loaded.items} == {"eval"}
    assert loaded.counts() == {b: {lv: 2 for lv in bootcamps.LEVELS} for b in BOOTCAMPS}
    assert loaded.version.startswith("bootcamp_eval-") and len(loaded.version) == len("bootcamp_eval-") + 12
    for item in loaded.items:  # every item is its case: the stored seed rebuilds it
        case = bootcamps.get(item.bootcamp).case(item.seed, item.level, "eval")
        assert (case.id, case.prompt, case.ground_truth()) == (item.id, item.prompt, item.ground_truth)
    # the same build elsewhere gives the same version; the checker CLI prints it
    again = tmp_path / "again"
    done = run_py("build.py", "mixture=bootcamp_eval", f"mixture.include=[{','.join(BOOTCAMPS)}]", "mixture.cases=10",
                  f"output_dir={again}", "executor.workers=1", "teacher.negatives=0", "seed=99")
    assert done.returncode == 0, done.stderr[-3000:]
    assert bench_mod.load(again).version == loaded.version, "the build seed does not move the benchmark"
    shown = run_py("-m", "evaluation.benchmark", str(bench))
    assert shown.returncode == 0 and shown.stdout.startswith(f"{loaded.version}: 30 cases, 3 bootcamps")
    # a changed file no longer matches its manifest hash
    rl = next((again / "data" / "rl").glob("*.parquet"))
    data = rl.read_bytes()
    rl.unlink()
    rl.write_bytes(data[:-1] + bytes([data[-1] ^ 1]))
    with pytest.raises(ValueError, match="does not match its sha256"):
        bench_mod.load(again)


def test_duplicate_prompts_are_refused(bench):
    items = list(bench_mod.load(bench).items)
    twin = bench_mod.Item("ffff", *[getattr(items[0], f) for f in ("bootcamp", "domain", "level", "seed", "split")],
                          "  " + items[0].prompt.upper() + " ", items[0].ground_truth)
    with pytest.raises(ValueError, match=f"cases {items[0].id} and ffff have the same prompt"):
        bench_mod.check_distinct([*items, twin], "test")


def cfg(bench: Path, run_dir: Path, **kw) -> EvalConfig:
    return EvalConfig(benchmark=str(bench), run_dir=str(run_dir), progress=False, **kw)


def test_replay_metrics(bench, tmp_path):
    items = bench_mod.load(bench).items
    replay = write_jsonl(tmp_path / "responses.jsonl", replay_lines(items, lambda i: i % 4))
    report = runner.run(cfg(bench, tmp_path / "run", replay=str(replay), k=[1, 2, 4, 8]))
    overall = report["metrics"]["overall"]
    counts = [i % 4 for i in range(len(items))]
    assert overall["cases"] == len(items) and overall["samples"] == 4 * len(items)
    assert report["meta"]["k"] == [1, 2, 4], "pass@8 needs 8 samples per case"
    assert overall["accuracy"] == pytest.approx(sum(counts) / (4 * len(items)))
    for k in (1, 2, 4):
        assert overall[f"pass@{k}"] == pytest.approx(sum(brute_pass_at_k(4, c, k) for c in counts) / len(items))
    # the fillers, in order: wrong, no answer, truncated (a gold text cut off by the length limit)
    wrong = sum(min(1, 4 - c) + max(0, 4 - c - 3) for c in counts)
    no_answer = sum(4 - c >= 2 for c in counts)
    truncated = sum(4 - c >= 3 for c in counts)
    assert overall["wrong_rate"] == pytest.approx(wrong / (4 * len(items)))
    assert overall["no_answer_rate"] == pytest.approx(no_answer / (4 * len(items)))
    assert overall["truncated_rate"] == pytest.approx(truncated / (4 * len(items)))
    lines = replay_lines(items, lambda i: i % 4)
    assert overall["mean_chars"] == pytest.approx(sum(len(x["response"]) for x in lines) / len(lines))
    assert set(report["metrics"]["by_domain"]) == {"arithmetic", "cipher", "graph"}
    assert set(report["metrics"]["by_level"]) == set(bootcamps.LEVELS)
    assert len(report["metrics"]["by_bootcamp_level"]) == 15
    results = [json.loads(x) for x in (tmp_path / "run" / "results.jsonl").read_text().splitlines()]
    assert len(results) == 4 * len(items)
    md = (tmp_path / "run" / "report.md").read_text()
    assert "## By bootcamp" in md and "## Calibration" in md and report["meta"]["benchmark"]["version"] in md
    for name in ("accuracy_by_domain.png", "accuracy_by_level.png", "heatmap_bootcamp_level.png"):
        assert (tmp_path / "run" / name).read_bytes().startswith(PNG)


def test_replay_refuses_bad_input(bench, tmp_path):
    items = bench_mod.load(bench).items
    good = replay_lines(items, lambda i: 1)
    for rows, message in [
        ([{"id": "nope", "response": "x"}], "that are not cases of the benchmark"),
        ([{"id": items[0].id, "response": 3}], "needs a string 'response'"),
        ([{"id": items[0].id, "response": "x", "finish_reason": "abort"}], "finish_reason must be"),
    ]:
        with pytest.raises(ValueError, match=message):
            runner.run(cfg(bench, tmp_path / "bad", replay=str(write_jsonl(tmp_path / "bad.jsonl", rows)), overwrite=True))
    # a run folder keeps one source of responses: another replay file is refused, or replaces it with overwrite
    first = write_jsonl(tmp_path / "a.jsonl", good)
    runner.run(cfg(bench, tmp_path / "run", replay=str(first)))
    second = write_jsonl(tmp_path / "b.jsonl", good[:4])
    with pytest.raises(ValueError, match="holds a run with other settings"):
        runner.run(cfg(bench, tmp_path / "run", replay=str(second)))
    report = runner.run(cfg(bench, tmp_path / "run", replay=str(second), overwrite=True))
    assert report["meta"]["answered_cases"] == 1 and report["meta"]["selected_cases"] == len(items)
    assert "**Incomplete**" in (tmp_path / "run" / "report.md").read_text()


def test_selection(bench, tmp_path):
    items = bench_mod.load(bench).items
    replay = write_jsonl(tmp_path / "r.jsonl", replay_lines(items, lambda i: 4))
    report = runner.run(cfg(bench, tmp_path / "sel", replay=str(replay), include=["cipher", "graph/*"], levels=["1", "5"], limit=1))
    assert set(report["metrics"]["by_bootcamp_level"]) == {"cipher/caesar|1", "cipher/caesar|5", "graph/shortest_path|1", "graph/shortest_path|5"}
    assert report["metrics"]["overall"]["accuracy"] == 1.0
    with pytest.raises(ValueError, match="matches no bootcamp of the benchmark"):
        runner.select(items, EvalConfig(include=["puzzle"]))
    with pytest.raises(ValueError, match="unknown level '7'"):
        runner.select(items, EvalConfig(levels=["7"]))


def test_eval_py_replay_and_comparison(bench, tmp_path):
    items = bench_mod.load(bench).items
    before = write_jsonl(tmp_path / "before.jsonl", replay_lines(items, lambda i: 0))
    after = write_jsonl(tmp_path / "after.jsonl", replay_lines(items, lambda i: 3))
    done = run_py("eval.py", f"benchmark={bench}", f"replay={before}", f"run_dir={tmp_path / 'base'}", "progress=false")
    assert done.returncode == 0, done.stderr[-3000:]
    assert "accuracy 0.0%" in done.stdout
    done = run_py("eval.py", f"benchmark={bench}", f"replay={after}", f"run_dir={tmp_path / 'sft'}", "progress=false",
                  f"compare={tmp_path / 'base'}", "labels=[sft,base]")
    assert done.returncode == 0, done.stderr[-3000:]
    md = (tmp_path / "sft" / "report.md").read_text()
    assert "## Comparison" in md and "A = sft, B = base" in md
    assert "| all | 75.0 | 0.0 | -75.0 |" in md, "A's and B's accuracy side by side, with the difference"
    # two finished runs compared without rerunning either
    done = run_py("-m", "evaluation.report", str(tmp_path / "sft"), str(tmp_path / "base"), "--out", str(tmp_path / "cmp"))
    assert done.returncode == 0, done.stderr[-3000:]
    assert (tmp_path / "cmp" / "heatmap_bootcamp_level.png").read_bytes().startswith(PNG)
    # bad input: one line on stderr, exit code 2
    for args, message in [((f"benchmark={bench}", f"run_dir={tmp_path / 'x'}"), "choose one source of responses"),
                          (("teacher=nope",), "unknown teacher 'nope'"),
                          ((f"benchmark={tmp_path / 'missing'}", f"replay={before}", f"run_dir={tmp_path / 'x'}"), "has no manifest.json")]:
        done = run_py("eval.py", *args)
        assert done.returncode == 2 and message in done.stderr, done.stderr[-2000:]


def test_eval_py_with_a_tiny_random_model_resumes_from_its_cache(bench, tmp_path, capsys):
    from tiny_lm import tiny_model, tiny_tokenizer

    model = tmp_path / "tiny"
    tokenizer = tiny_tokenizer()
    tiny_model(tokenizer).save_pretrained(model)
    tokenizer.save_pretrained(model)
    run_dir = tmp_path / "run"
    done = run_py("eval.py", f"benchmark={bench}", "teacher=transformers", f"teacher.model={model}", "teacher.samples=2",
                  "teacher.max_tokens=6", "teacher.device=cpu", "teacher.batch_size=4", "limit=1", "chunk=4",
                  f"run_dir={run_dir}", "plots=false")
    assert done.returncode == 0, done.stderr[-3000:]
    assert "responses" in done.stdout and "15/15 cases" in done.stdout, "a progress bar"
    results = [json.loads(x) for x in (run_dir / "results.jsonl").read_text().splitlines()]
    assert len(results) == 15 * 2 and {r["sample"] for r in results} == {0, 1}
    report = json.loads((run_dir / "report.json").read_text())
    overall = report["metrics"]["overall"]
    assert report["meta"]["k"] == [1, 2] and overall["cases"] == 15
    assert overall["accuracy"] + overall["wrong_rate"] + overall["no_answer_rate"] + overall["truncated_rate"] == pytest.approx(1.0)
    assert overall["truncated_rate"] > 0, "6 tokens of a random model rarely end on the end token"
    cache = (run_dir / "responses.jsonl").read_text()
    assert len(cache.splitlines()) == 15
    first_results = (run_dir / "results.jsonl").read_bytes()

    # the same run again, in process, with the teacher settings eval.py composed (run.json keeps them)
    teacher = json.loads((run_dir / "run.json").read_text())["teacher"]
    again = cfg(bench, run_dir, teacher=teacher, limit=1, chunk=4, plots=False)
    # a finished run reruns from its cache alone: the model is not even loaded
    shutil.move(model, tmp_path / "moved")
    runner.run(again)
    assert (run_dir / "results.jsonl").read_bytes() == first_results

    # a run killed mid-write resumes: the cut line is dropped and only the missing cases are asked
    shutil.move(tmp_path / "moved", model)
    lines = cache.splitlines(keepends=True)
    (run_dir / "responses.jsonl").write_text("".join(lines[:5]) + lines[5][:20])
    capsys.readouterr()
    runner.run(again)
    assert "dropping a cut-off last line" in capsys.readouterr().out
    resumed = (run_dir / "responses.jsonl").read_text().splitlines()
    assert len(resumed) == 15 and resumed[:5] == [x.rstrip("\n") for x in lines[:5]]
    assert len((run_dir / "results.jsonl").read_text().splitlines()) == 30

    # other sampling settings in the same folder are refused
    with pytest.raises(ValueError, match="holds a run with other settings"):
        runner.run(cfg(bench, run_dir, teacher={**teacher, "temperature": 0.3}, limit=1, chunk=4, plots=False))


def test_calibration_band_and_curriculum(bench, tmp_path):
    items = bench_mod.load(bench).items
    replay = write_jsonl(tmp_path / "r.jsonl", replay_lines(items, lambda i: i % 4))
    runner.run(cfg(bench, tmp_path / "run", replay=str(replay), plots=False))
    rates = calibrate.case_rates(tmp_path / "run")
    assert rates == {item.id: (i % 4) / 4 for i, item in enumerate(items)}

    out = tmp_path / "band"
    summary = calibrate.select(bench, tmp_path / "run", out, (0.2, 0.6), by="case", curriculum="easy_first")
    wanted = {item.id for i, item in enumerate(items) if 0.2 <= (i % 4) / 4 <= 0.6}
    assert summary["cases_kept"] == len(wanted) and summary["cases_in"] == len(items)
    rl = pq.read_table(next((out / "data" / "rl").glob("*.parquet"))).to_pylist()
    assert {r["id"] for r in rl} == wanted
    order = [rates[r["id"]] for r in rl]
    assert order == sorted(order, reverse=True), "easy_first: highest measured pass rate first"
    for config in ("samples",):
        ids = {r["id"] for f in (out / "data" / config).glob("*.parquet") for r in pq.read_table(f).to_pylist()}
        assert ids == wanted, "every config keeps the same cases"
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["calibration"]["band"] == [0.2, 0.6] and manifest["calibration"]["curriculum"] == "easy_first"
    assert bench_mod.load(out).items, "the calibrated folder is itself a loadable dataset folder"

    # by level: each case gets its (bootcamp, level) pass rate; hard_first orders the other way
    summary = calibrate.select(bench, tmp_path / "run", tmp_path / "lv", None, by="level", curriculum="hard_first")
    assert summary["cases_kept"] == len(items)
    report = json.loads((tmp_path / "run" / "report.json").read_text())
    level_rate = calibrate.level_rates(report["metrics"])
    rl = pq.read_table(next((tmp_path / "lv" / "data" / "rl").glob("*.parquet"))).to_pylist()
    order = [level_rate[r["bootcamp"]][r["level"]] for r in rl]
    assert order == sorted(order)
    with pytest.raises(ValueError, match="exists; choose another folder"):
        calibrate.select(bench, tmp_path / "run", out, (0.2, 0.6))
    shown = run_py("-m", "evaluation.calibrate", "levels", str(tmp_path / "run"), "--gap", "0.0")
    assert shown.returncode == 0 and shown.stdout.count("\n") >= len(BOOTCAMPS)
    flags = calibrate.level_flags(level_rate, 0.0)
    assert shown.stdout.count("flag: ") == len(flags)
    refused = run_py("-m", "evaluation.calibrate", "select", str(bench), str(tmp_path / "run"), str(out), "--band", "0.2", "0.6")
    assert refused.returncode == 2 and "exists; choose another folder" in refused.stderr
    with pytest.raises(ValueError, match="band must satisfy"):
        calibrate.select(bench, tmp_path / "run", tmp_path / "z", (0.9, 0.1))


def test_level_flags():
    rates = {"a/x": {"1": 0.9, "2": 0.7, "3": 0.72, "4": 0.2}, "a/y": {"1": 0.5, "2": 0.8, "3": 0.1}}
    flags = calibrate.level_flags(rates, gap=0.05)
    assert flags == [{"bootcamp": "a/y", "level": "2", "pass_rate": 0.8, "below": "1", "below_pass_rate": 0.5}]
    assert len(calibrate.level_flags(rates, gap=0.0)) == 2


def test_eval_py_with_the_openai_teacher(bench, tmp_path):
    """The build's openai teacher against a loopback chat server that answers sample 0 with the
    gold answer and cuts sample 1 off at the length limit."""
    import threading
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    golds = {item.prompt: gold_text(item) for item in bench_mod.load(bench).items}
    asked = []

    class Chat(BaseHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def do_POST(self):
            request = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            asked.append(request)
            answer = golds[request["messages"][-1]["content"]]
            choices = [{"index": 0, "message": {"role": "assistant", "content": answer}, "finish_reason": "stop"},
                       {"index": 1, "message": {"role": "assistant", "content": answer}, "finish_reason": "length"}]
            body = json.dumps({"id": "x", "object": "chat.completion", "created": 0, "model": request["model"],
                               "choices": choices[: request["n"]]}).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    server = ThreadingHTTPServer(("127.0.0.1", 0), Chat)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        done = run_py("eval.py", f"benchmark={bench}", "teacher=openai", "teacher.model=served",
                      f"teacher.base_url=http://127.0.0.1:{server.server_address[1]}/v1", "teacher.samples=2",
                      "teacher.max_retries=0", "include=[cipher]", f"run_dir={tmp_path / 'run'}", "plots=false")
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)
    assert done.returncode == 0, done.stderr[-3000:]
    overall = json.loads((tmp_path / "run" / "report.json").read_text())["metrics"]["overall"]
    assert overall["cases"] == 10 and len(asked) == 10 and {r["n"] for r in asked} == {2}
    assert (overall["accuracy"], overall["truncated_rate"], overall["pass@1"], overall["pass@2"]) == (0.5, 0.5, 0.5, 1.0)
