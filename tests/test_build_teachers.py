"""Every teacher's CPU-side logic: tail traces and negatives; vLLM request building and output
handling with the engine stubbed; transformers with a tiny random model made here; openai
against a small server on loopback (concurrency, retries with backoff, timeouts, truncation)."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import time
import types
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

import bootcamps
from bootcamps.trace import StepReport
from builders import cases as cases_stage
from builders import records, verify
from builders.teachers import Sample, case_seed, make_teacher
from builders.teachers.tail import TailTeacher, TailTeacherConfig

ROOT = Path(__file__).resolve().parent.parent
BC = bootcamps.get("arithmetic/base_conversion")


def cases(n: int = 3, level: str = "2") -> list:
    return [BC.case(seed, level, "train") for seed in range(n)]


def gold_text(case) -> str:
    return f"I worked it out.\n<answer>{BC.format_answer(case.answer)}</answer>"


# ---------------------------------------------------------------- tail


def test_tail_sample_zero_is_the_gold_trace_and_negatives_are_wrong():
    teacher = TailTeacher(TailTeacherConfig(negatives=2), seed=0, trace_style="styled")
    batch = cases(4, "3")
    out = teacher.generate(batch)
    assert len(out) == len(batch)
    for case, samples in zip(batch, out):
        assert samples[0].text == BC.trace(case, "styled")
        assert BC.score(case, samples[0].text) == 1.0
        assert len(samples) == 3, "level-3 cases always have a site that changes the answer"
        assert len({s.text for s in samples}) == 3
        for negative in samples[1:]:
            assert BC.score(case, negative.text) < 1.0
            assert negative.finish_reason == "stop"
    assert teacher.generate(batch) == out, "same seed, same negatives"
    other = TailTeacher(TailTeacherConfig(negatives=2), seed=1, trace_style="styled").generate(batch)
    assert other != out, "the build seed chooses the corruptions"


def test_tail_negatives_replay_to_their_exact_corruption_labels():
    """Mask-DPO labels come from check_steps; for tail negatives they must equal the labels the
    corruption knows exactly."""
    case = BC.case(5, "4", "train")
    rng = bootcamps.seeding.rng_for("test", 1)
    for _ in range(5):
        corrupt = BC.corrupt(case, rng)
        exact = StepReport(corrupt.steps, corrupt.first_error).mask_dpo_item()
        assert BC.check_steps(case, corrupt.text).mask_dpo_item() == exact
        assert "hallucination" in exact["type"]


def test_tail_rejects_negative_negatives():
    with pytest.raises(ValueError, match="negatives must be >= 0"):
        TailTeacher(TailTeacherConfig(negatives=-1), seed=0, trace_style="minimal")


# ---------------------------------------------------------------- verify


def test_truncated_samples_are_never_correct():
    case = BC.case(0, "1", "train")
    right = gold_text(case)
    rows = verify.sample_rows(case, [Sample(right, "stop"), Sample(right, "length"), Sample("no idea", "stop")], "m")
    assert [r["reward"] for r in rows] == [1.0, 0.0, 0.0]
    assert [r["finish_reason"] for r in rows] == ["stop", "length", "stop"]
    assert [r["pass_rate"] for r in rows] == [pytest.approx(1 / 3)] * 3
    case_row = {**cases_stage.common(case), "index": 0, "prompt": case.prompt, "answer": cases_stage.answer_json(case.answer),
                "ground_truth": case.ground_truth()}
    built = records.records_for(case_row, rows, lambda: case)
    assert [r["sample"] for r in built["sft"]] == [0]
    assert [r["sample"] for r in built["dpo"]] == [1, 2]
    assert all(r["chosen"][0]["content"] == right for r in built["dpo"])


# ---------------------------------------------------------------- vllm (engine stubbed)


class _Completion:
    def __init__(self, index, text, finish_reason):
        self.index, self.text, self.finish_reason = index, text, finish_reason


class _FakeLLM:
    """Stands in for vllm.LLM: records what it was asked, answers in a fixed pattern."""

    def __init__(self, **engine_args):
        self.engine_args = engine_args
        self.calls = []

    def chat(self, conversations, sampling_params, use_tqdm, chat_template_kwargs):
        self.calls.append({"conversations": conversations, "params": sampling_params, "kwargs": chat_template_kwargs})
        outputs = []
        for conversation, params in zip(conversations, sampling_params):
            case = next(c for c in _FakeLLM.cases if c.prompt == conversation[0]["content"])
            completions = [_Completion(i, gold_text(case) if i == 0 else "hmm", "length" if i == 2 else "stop")
                           for i in range(params.kwargs["n"])]
            outputs.append(types.SimpleNamespace(outputs=completions[::-1]))  # out of index order
        return outputs


class _FakeSamplingParams:
    def __init__(self, **kwargs):
        self.kwargs = kwargs


@pytest.fixture
def fake_vllm(monkeypatch):
    module = types.ModuleType("vllm")
    module.LLM = _FakeLLM
    module.SamplingParams = _FakeSamplingParams
    monkeypatch.setitem(sys.modules, "vllm", module)
    return module


def test_vllm_module_imports_without_vllm():
    code = "import sys, builders.teachers.vllm; assert 'vllm' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True)


def test_vllm_requests_and_outputs(fake_vllm):
    cfg = {"name": "vllm", "model": "some/model", "samples": 3, "temperature": 0.6, "top_p": 0.9,
           "max_tokens": 77, "batch_size": 2, "chat_template_kwargs": {"enable_thinking": False}}
    batch = cases(5)
    _FakeLLM.cases = batch
    teacher = make_teacher(cfg, seed=11, trace_style="minimal")
    assert teacher.llm.engine_args["model"] == "some/model"
    assert teacher.llm.engine_args["seed"] == 11
    out = teacher.generate(batch)

    calls = teacher.llm.calls
    assert [len(c["conversations"]) for c in calls] == [2, 2, 1], "batches of batch_size"
    params = [p.kwargs for c in calls for p in c["params"]]
    assert all(p["n"] == 3 and p["temperature"] == 0.6 and p["top_p"] == 0.9 and p["max_tokens"] == 77 for p in params)
    assert [p["seed"] for p in params] == [case_seed(11, c) for c in batch]
    assert len({p["seed"] for p in params}) == 5
    assert calls[0]["conversations"][1] == [{"role": "user", "content": batch[1].prompt}]
    assert calls[0]["kwargs"] == {"enable_thinking": False}

    for case, samples in zip(batch, out):
        assert [s.finish_reason for s in samples] == ["stop", "stop", "length"], "sorted by completion index"
        assert samples[0].text == gold_text(case)
        rows = verify.sample_rows(case, samples, "vllm:some/model")
        assert [r["reward"] for r in rows] == [1.0, 0.0, 0.0]


def test_vllm_wrong_completion_count_is_an_error(fake_vllm):
    teacher = make_teacher({"name": "vllm", "model": "m", "samples": 2}, seed=0, trace_style="minimal")
    with pytest.raises(RuntimeError, match="asked for n=2"):
        teacher.samples(types.SimpleNamespace(outputs=[_Completion(0, "x", "stop")]))


def test_model_teachers_need_a_model(fake_vllm):
    with pytest.raises(ValueError, match="needs a model"):
        make_teacher({"name": "vllm", "model": "???"}, seed=0, trace_style="minimal")


# ---------------------------------------------------------------- transformers (tiny random model)


@pytest.fixture(scope="module")
def tiny_model_dir(tmp_path_factory):
    from tiny_lm import tiny_model, tiny_tokenizer

    folder = tmp_path_factory.mktemp("tiny-lm")
    tokenizer = tiny_tokenizer()
    tiny_model(tokenizer).save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    return str(folder)


def test_transformers_generates_k_samples_deterministically(tiny_model_dir):
    cfg = {"name": "transformers", "model": tiny_model_dir, "samples": 2, "temperature": 1.0, "top_p": 1.0,
           "max_tokens": 6, "batch_size": 2, "device": "cpu"}
    batch = cases(3)
    teacher = make_teacher(cfg, seed=3, trace_style="minimal")
    out = teacher.generate(batch)
    assert [len(s) for s in out] == [2, 2, 2]
    assert all(isinstance(s.text, str) for samples in out for s in samples)
    assert make_teacher(cfg, seed=3, trace_style="minimal").generate(batch) == out
    # a random model rarely stops within 6 tokens; whichever it did, the label must match
    for samples in out:
        for s in samples:
            assert s.finish_reason in ("stop", "length")
    greedy = make_teacher({**cfg, "temperature": 0.0}, seed=3, trace_style="minimal").generate(batch[:1])
    assert greedy[0][0] == greedy[0][1], "greedy decoding gives K equal samples"


def test_transformers_cuts_at_eos_and_marks_truncation(tiny_model_dir):
    teacher = make_teacher({"name": "transformers", "model": tiny_model_dir, "samples": 1, "device": "cpu"},
                           seed=0, trace_style="minimal")
    tok = teacher.tokenizer
    body = tok.encode("<answer>12</answer>", add_special_tokens=False)
    stopped = teacher._sample(body + [tok.eos_token_id, tok.pad_token_id])
    assert stopped == Sample("<answer>12</answer>", "stop")
    assert teacher._sample(body).finish_reason == "length"


# ---------------------------------------------------------------- openai (loopback server)


class _Server:
    """A tiny OpenAI-compatible chat server. ``behaviour(body, attempt)`` returns
    (status, delay_seconds, finish_reason) per request; attempts are counted per prompt."""

    def __init__(self, behaviour):
        self.behaviour = behaviour
        self.lock = threading.Lock()
        self.attempts: dict[str, int] = {}
        self.bodies: list[dict] = []
        self.in_flight = 0
        self.max_in_flight = 0
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):  # keep test output clean
                pass

            def do_POST(self):
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                prompt = body["messages"][0]["content"]
                with server.lock:
                    attempt = server.attempts.get(prompt, 0)
                    server.attempts[prompt] = attempt + 1
                    server.bodies.append(body)
                    server.in_flight += 1
                    server.max_in_flight = max(server.max_in_flight, server.in_flight)
                try:
                    status, delay, finish = server.behaviour(body, attempt)
                    time.sleep(delay)
                    if status != 200:
                        payload = {"error": {"message": f"status {status}", "type": "test"}}
                    else:
                        case = next(c for c in _Server.cases if c.prompt == prompt)
                        payload = {
                            "id": "chatcmpl-test", "object": "chat.completion", "created": 0, "model": body["model"],
                            "choices": [{"index": i, "finish_reason": finish if i == 1 else "stop",
                                         "message": {"role": "assistant", "content": gold_text(case)}}
                                        for i in reversed(range(body["n"]))],
                        }
                    data = json.dumps(payload).encode()
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):  # the client gave up (timeout test)
                    pass
                finally:
                    with server.lock:
                        server.in_flight -= 1

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def __enter__(self):
        self.thread.start()
        return f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"

    def __exit__(self, *exc):
        self.httpd.shutdown()
        self.httpd.server_close()


def _openai_cfg(url, **extra):
    return {"name": "openai", "model": "served-model", "base_url": url, "samples": 2, "temperature": 0.5,
            "top_p": 0.8, "max_tokens": 64, "concurrency": 3, "timeout": 5.0, "max_retries": 3,
            "backoff": 0.01, "backoff_max": 0.05, **extra}


def test_openai_concurrency_requests_and_truncation():
    batch = cases(9)
    _Server.cases = batch
    server = _Server(lambda body, attempt: (200, 0.15, "length"))
    with server as url:
        teacher = make_teacher(_openai_cfg(url), seed=4, trace_style="minimal")
        out = teacher.generate(batch)
        teacher.close()
    assert 2 <= server.max_in_flight <= 3, "requests run concurrently, never above the limit"
    body = server.bodies[0]
    assert body["n"] == 2 and body["model"] == "served-model" and body["max_tokens"] == 64
    assert body["temperature"] == 0.5 and body["top_p"] == 0.8
    assert sorted(b["seed"] for b in server.bodies) == sorted(case_seed(4, c) for c in batch)
    for case, samples in zip(batch, out):
        assert [s.finish_reason for s in samples] == ["stop", "length"], "choices sorted by index"
        assert samples[0].text == gold_text(case)
        assert [r["reward"] for r in verify.sample_rows(case, samples, "openai")] == [1.0, 0.0]


def test_openai_retries_transient_errors_with_backoff():
    batch = cases(3)
    _Server.cases = batch
    statuses = [503, 429]  # then success
    server = _Server(lambda body, attempt: (statuses[attempt], 0, "stop") if attempt < 2 else (200, 0, "stop"))
    with server as url:
        start = time.perf_counter()
        out = make_teacher(_openai_cfg(url), seed=0, trace_style="minimal").generate(batch)
        elapsed = time.perf_counter() - start
    assert set(server.attempts.values()) == {3}
    assert elapsed >= 0.01 + 0.02, "waits backoff, then twice backoff"
    assert all(s[0].text == gold_text(c) for c, s in zip(batch, out))


def test_openai_retries_a_timeout():
    batch = cases(2)
    _Server.cases = batch
    server = _Server(lambda body, attempt: (200, 1.5 if attempt == 0 else 0, "stop"))
    with server as url:
        out = make_teacher(_openai_cfg(url, timeout=0.3), seed=0, trace_style="minimal").generate(batch)
    assert set(server.attempts.values()) == {2}
    assert len(out) == 2


def test_openai_gives_up_after_max_retries_and_never_retries_a_bad_request():
    batch = cases(1)
    _Server.cases = batch
    server = _Server(lambda body, attempt: (500, 0, "stop"))
    with server as url:
        with pytest.raises(RuntimeError, match="after 3 attempt"):
            make_teacher(_openai_cfg(url, max_retries=2), seed=0, trace_style="minimal").generate(batch)
    assert list(server.attempts.values()) == [3]
    server = _Server(lambda body, attempt: (400, 0, "stop"))
    with server as url:
        with pytest.raises(RuntimeError, match="after 1 attempt"):
            make_teacher(_openai_cfg(url), seed=0, trace_style="minimal").generate(batch)
    assert list(server.attempts.values()) == [1]


def test_openai_key_from_the_environment(monkeypatch):
    monkeypatch.delenv("BOOTFORGE_TEST_KEY", raising=False)
    with pytest.raises(ValueError, match="BOOTFORGE_TEST_KEY"):
        make_teacher(_openai_cfg("http://127.0.0.1:9/v1", api_key_env="BOOTFORGE_TEST_KEY"), seed=0, trace_style="minimal")
    monkeypatch.setenv("BOOTFORGE_TEST_KEY", "sk-test")
    teacher = make_teacher(_openai_cfg("http://127.0.0.1:9/v1", api_key_env="BOOTFORGE_TEST_KEY"), seed=0, trace_style="minimal")
    assert teacher.client.api_key == "sk-test"


def test_a_case_whose_traces_never_end_stops_the_build_with_the_case_named(monkeypatch):
    from builders.teachers import tail

    teacher = TailTeacher(TailTeacherConfig(negatives=1, case_seconds=1), seed=0, trace_style="minimal")
    case = bootcamps.get("algorithm/lcs").case(3, "2")
    monkeypatch.setattr(TailTeacher, "_samples", lambda self, c: time.sleep(30))  # a program that never ends
    start = time.monotonic()
    with pytest.raises(tail.CaseTooSlow, match=r"algorithm/lcs level 2 seed 3 ran past teacher.case_seconds=1"):
        teacher.generate([case])
    assert time.monotonic() - start < 10
    with pytest.raises(ValueError, match="teacher.case_seconds must be >= 0"):
        TailTeacherConfig(case_seconds=-1)
