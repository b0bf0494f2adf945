"""Reward adapters (verl, TRL, the HTTP server) on real `rl` records from a small build made here,
and the server under bounded concurrent load with bad requests mixed in."""

from __future__ import annotations

import http.client
import json
import socket
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pyarrow.parquet as pq
import pytest

import bootcamps
from rewards import RewardError, score
from rewards.server import ServerConfig, serve
from rewards.trl import bootcamp_reward
from rewards.verl import compute_score, compute_score_batch

ROOT = Path(__file__).resolve().parent.parent
BOOTCAMPS = ["algorithm/lcs", "arithmetic/base_conversion", "cipher/caesar", "graph/shortest_path", "logic/knights_knaves"]


@pytest.fixture(scope="module")
def build(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("rl") / "data"
    done = subprocess.run([sys.executable, "build.py", f"mixture.include=[{','.join(BOOTCAMPS)}]", "mixture.cases=5",
                           f"output_dir={out}", "executor.workers=1", "filters.decontaminate=false"],
                          cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    return out


def rows(folder: Path, config: str) -> list[dict]:
    return [r for f in sorted((folder / "data" / config).glob("*.parquet")) for r in pq.read_table(f).to_pylist()]


def gold(row: dict) -> str:
    truth = json.loads(row["reward_model"]["ground_truth"])
    return f"<answer>{bootcamps.get(row['data_source']).format_answer(truth['answer'])}</answer>"


def test_verl_compute_score_on_real_records(build):
    rl = rows(build, "rl")
    assert {r["data_source"] for r in rl} == set(BOOTCAMPS) and len(rl) == 25
    for row in rl:
        gt = row["reward_model"]["ground_truth"]
        assert compute_score(row["data_source"], gold(row), gt, row["extra_info"]) == 1.0
        assert compute_score(row["data_source"], "<answer>zzz</answer>", gt) == 0.0
        assert compute_score(row["data_source"], "", gt, None) == 0.0
    # the teacher's own samples (gold traces and corrupted ones) get the reward the build gave them
    by_id = {r["id"]: r for r in rl}
    samples = rows(build, "samples")
    assert {s["reward"] for s in samples} == {0.0, 1.0}
    for s in samples:
        row = by_id[s["id"]]
        assert compute_score(row["data_source"], s["response"], row["reward_model"]["ground_truth"]) == s["reward"]
    batch = compute_score_batch([r["data_source"] for r in rl], [gold(r) for r in rl], [r["reward_model"]["ground_truth"] for r in rl])
    assert batch == [1.0] * len(rl)


def test_bad_labels_are_errors_not_zeros(build):
    rl = rows(build, "rl")
    lcs = next(r for r in rl if r["data_source"] == "algorithm/lcs")
    caesar = next(r for r in rl if r["data_source"] == "cipher/caesar")
    gt = lcs["reward_model"]["ground_truth"]
    truth = json.loads(gt)
    cases = [
        (("algorithm/lcss", gold(lcs), gt), "unknown bootcamp 'algorithm/lcss'"),
        ((None, gold(lcs), gt), "bootcamp id must be a string"),
        (("algorithm/lcs", gold(lcs), gt[:-3]), "ground_truth is not JSON"),
        (("algorithm/lcs", gold(lcs), json.dumps({"answer": 3})), "keys 'data' and 'answer'"),
        (("algorithm/lcs", gold(lcs), 17), "ground_truth must be case.ground_truth"),
        (("algorithm/lcs", gold(lcs), {**truth, "answer": truth["answer"] + 1}), "the answer solved from its data scores 0.0"),
        (("cipher/caesar", gold(caesar), gt), "is not a cipher/caesar case"),  # another bootcamp's label
        (("algorithm/lcs", None, gt), "response must be a string"),
    ]
    for args, message in cases:
        with pytest.raises(RewardError, match=message):
            compute_score(*args)
    with pytest.raises(RewardError, match="batch lengths differ"):
        compute_score_batch(["algorithm/lcs"], [gold(lcs), "x"], [gt])
    assert score("algorithm/lcs", gold(lcs), truth) == 1.0, "the parsed dict is accepted as well as its JSON"


def test_trl_reward_function_as_grpo_calls_it(build, tmp_path):
    """Called the way trl's GRPOTrainer calls a reward function: prompts, completions,
    completion_ids, every other dataset column repeated per generation, and the trainer hooks."""
    import datasets

    ds = datasets.load_dataset(str(build), "rl", split="train", cache_dir=str(tmp_path / "hf"))
    generations = 2
    inputs = [row for row in ds for _ in range(generations)]
    completions = []
    for i, row in enumerate(inputs):
        text = [gold(row), "I do not know."][i % 2]
        completions.append([{"role": "assistant", "content": text}])
    metrics: dict[str, list[float]] = {}
    kwargs = {key: [row[key] for row in inputs] for key in inputs[0] if key not in ("prompt", "completion", "completion_ids")}
    kwargs.update(trainer_state=None, log_extra=lambda column, values: None,
                  log_metric=lambda name, value: metrics.setdefault(name, []).append(value))
    rewards = bootcamp_reward(prompts=[row["prompt"] for row in inputs], completions=completions,
                              completion_ids=[[1, 2]] * len(inputs), **kwargs)
    assert rewards == [1.0, 0.0] * len(ds)
    assert metrics == {"bootcamp/no_answer": [0.5]}
    # plain-text completions (a non-chat dataset) score the same
    plain = bootcamp_reward([r["prompt"] for r in inputs], [c[0]["content"] for c in completions], **kwargs)
    assert plain == rewards
    with pytest.raises(RewardError, match="needs the rl dataset's 'data_source' and 'reward_model'"):
        bootcamp_reward(["p"], ["c"], None, answer=["x"])
    with pytest.raises(RewardError, match="a completion must be a string or a list of chat messages"):
        bootcamp_reward(["p"], [{"content": 1}], data_source=[inputs[0]["data_source"]], reward_model=[inputs[0]["reward_model"]])


# ---- the HTTP server --------------------------------------------------------------------------


@pytest.fixture
def server_factory():
    started = []

    def start(**kw):
        server = serve(ServerConfig(port=0, **kw))
        thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
        thread.start()
        started.append((server, thread))
        start.last = server
        return server.server_address[1]

    yield start
    for server, thread in started:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)
        assert not thread.is_alive()


def post(port: int, path: str, body: bytes, headers: dict | None = None, timeout: float = 60) -> tuple[int, dict]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        conn.request("POST", path, body=body, headers={"Content-Type": "application/json", **(headers or {})})
        response = conn.getresponse()
        return response.status, json.loads(response.read() or b"{}")
    finally:
        conn.close()


def get(port: int, path: str) -> tuple[int, dict]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        conn.request("GET", path)
        response = conn.getresponse()
        return response.status, json.loads(response.read())
    finally:
        conn.close()


def raw(port: int, data: bytes, wait: float = 10) -> bytes:
    """Send raw bytes (a malformed request); return whatever the server answers before closing."""
    with socket.create_connection(("127.0.0.1", port), timeout=wait) as s:
        s.sendall(data)
        chunks = []
        try:
            while chunk := s.recv(65536):
                chunks.append(chunk)
        except (socket.timeout, ConnectionResetError):
            pass
        return b"".join(chunks)


def openrlhf_body(batch: list[dict], responses: list[str], template: str = "<|user|>{}<|assistant|>") -> bytes:
    prompts = [template.format(r["prompt"][0]["content"]) for r in batch]
    labels = [json.dumps({"bootcamp": r["data_source"], "ground_truth": r["reward_model"]["ground_truth"]}) for r in batch]
    return json.dumps({"query": [p + t for p, t in zip(prompts, responses)], "prompts": prompts, "labels": labels}).encode()


@pytest.mark.timeout(300)
def test_server_under_concurrent_load_with_bad_requests(build, server_factory, tmp_path):
    rl = rows(build, "rl")
    samples = rows(build, "samples")
    by_id = {r["id"]: r for r in rl}
    port = server_factory(concurrency=4, max_body_bytes=256 * 1024, max_items=64, read_timeout=1.0, call_timeout=30)
    status, health = get(port, "/health")
    assert status == 200 and health["status"] == "ok" and health["bootcamps"] == len(bootcamps.names())

    # good requests: real samples (gold and corrupted traces) in OpenRLHF batches, and /score batches
    good = []
    for start in range(0, len(samples), 8):
        chunk = samples[start : start + 8]
        batch = [by_id[s["id"]] for s in chunk]
        good.append(("/get_reward", openrlhf_body(batch, [s["response"] + "<|end|>" for s in chunk]), [s["reward"] for s in chunk]))
        items = [{"bootcamp": b["data_source"], "response": s["response"], "ground_truth": b["reward_model"]["ground_truth"]}
                 for b, s in zip(batch, chunk)]
        good.append(("/score", json.dumps({"items": items}).encode(), [s["reward"] for s in chunk]))
    lcs = next(r for r in rl if r["data_source"] == "algorithm/lcs")
    bad_label = json.loads(openrlhf_body([lcs], [gold(lcs)]))
    # bad requests, each with the status it must get
    bad = [
        ("/get_reward", b"{not json", 400),
        ("/get_reward", b"[" * 200_000, 400),  # nested past any sane depth
        ("/get_reward", json.dumps({**bad_label, "labels": [json.dumps({"bootcamp": "nope/x", "ground_truth": "{}"})]}).encode(), 400),
        ("/get_reward", json.dumps({**bad_label, "labels": [json.dumps({"bootcamp": "algorithm/lcs", "ground_truth": "{\"data\": 1}"})]}).encode(), 400),
        ("/get_reward", json.dumps({**bad_label, "prompts": ["something else"]}).encode(), 400),
        ("/get_reward", json.dumps({**bad_label, "labels": []}).encode(), 400),
        ("/get_reward", json.dumps({"query": "x"}).encode(), 400),
        ("/score", json.dumps({"items": [{"bootcamp": "algorithm/lcs", "response": "x"}]}).encode(), 400),
        ("/score", json.dumps({"items": [{"bootcamp": "algorithm/lcs", "response": "x", "ground_truth": lcs["reward_model"]["ground_truth"]}] * 65}).encode(), 413),
        ("/score", b"x" * (256 * 1024 + 1), 413),
        ("/nope", b"{}", 404),
    ]
    jobs = [("good", j) for j in good] * 3 + [("bad", j) for j in bad] * 2
    jobs.sort(key=lambda j: hash(json.dumps([j[0], j[1][0], len(j[1][1])])))  # interleave good and bad

    def send(job):
        kind, (path, body, expected) = job
        status, payload = post(port, path, body)
        return kind, status, payload, expected

    def slow_client():  # sends half a body, then stalls past read_timeout: dropped, never crashes
        head = b"POST /score HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"items\":"
        return raw(port, head, wait=10)

    def no_length():
        return raw(port, b"POST /score HTTP/1.0\r\nHost: x\r\n\r\n")

    with ThreadPoolExecutor(max_workers=12) as pool:
        stalls = [pool.submit(slow_client) for _ in range(3)]
        unsized = [pool.submit(no_length) for _ in range(2)]
        answers = list(pool.map(send, jobs))
        stalled = [f.result() for f in stalls]
        unsized_answers = [f.result() for f in unsized]
    for kind, status, payload, expected in answers:
        if kind == "good":
            assert status == 200, payload
            assert payload["rewards"] == expected
        else:
            assert status == expected, payload
            assert payload["error"]
    assert all(b" 408 " in answer or answer == b"" for answer in stalled)
    assert all(b" 411 " in answer for answer in unsized_answers)
    assert b" 501 " in raw(port, b"PUT /score HTTP/1.0\r\n\r\n")
    status, health = get(port, "/health")
    assert status == 200 and health["served"] == len(good) * 3 and health["in_flight"] == 0
    assert health["errors"] >= len(bad) * 2
    # the label's errors name what is wrong
    status, payload = post(port, "/get_reward", json.dumps({**bad_label, "labels": [json.dumps({"bootcamp": "nope/x", "ground_truth": "{}"})]}).encode())
    assert status == 400 and "unknown bootcamp 'nope/x'" in payload["error"]


def test_server_process_pool_and_call_timeout(build, server_factory):
    rl = rows(build, "rl")
    batch = rl[:10]
    body = openrlhf_body(batch, [gold(r) for r in batch])
    port = server_factory(workers=1, concurrency=2)
    assert post(port, "/get_reward", body) == (200, {"rewards": [1.0] * 10, "scores": [1.0] * 10})
    status, payload = post(port, "/get_reward", openrlhf_body([{**batch[0], "data_source": "algorithm/nope"}], ["x"]))
    assert status == 400 and "unknown bootcamp 'algorithm/nope'" in payload["error"], "errors come back from the worker processes"
    # a scoring process that dies: that request gets 503, the pool is replaced, the next one is served
    import os
    import signal

    for pid in list(server_factory.last.pool._processes):
        os.kill(pid, signal.SIGKILL)
    time.sleep(0.5)
    status, payload = post(port, "/get_reward", body)
    assert status == 503 and "pool was restarted" in payload["error"]
    assert post(port, "/get_reward", body) == (200, {"rewards": [1.0] * 10, "scores": [1.0] * 10})
    # a call that outlives call_timeout is answered 503 (the client may retry), and the server goes on
    slow = server_factory(call_timeout=1e-9)
    status, payload = post(slow, "/get_reward", body)
    assert status == 503 and "call_timeout" in payload["error"]
    assert get(slow, "/health")[0] == 200


def test_server_cli_rejects_bad_settings():
    done = subprocess.run([sys.executable, "-m", "rewards.server", "--concurrency", "0"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and "concurrency must be >= 1" in done.stderr


def test_openrlhf_prompt_data(build, tmp_path, server_factory):
    out = tmp_path / "prompts.jsonl"
    done = subprocess.run([sys.executable, "-m", "rewards.openrlhf", str(build), str(out)], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    lines = [json.loads(x) for x in out.read_text().splitlines()]
    rl = rows(build, "rl")
    assert [x["id"] for x in lines] == [r["id"] for r in rl] and all(x["prompt"] == r["prompt"] for x, r in zip(lines, rl))
    port = server_factory()
    # what OpenRLHF sends with --label_key label: the label string as it is
    body = {"query": [x["prompt"][0]["content"] + gold(r) for x, r in zip(lines, rl)], "prompts": [x["prompt"][0]["content"] for x in lines],
            "labels": [x["label"] for x in lines]}
    status, payload = post(port, "/get_reward", json.dumps(body).encode())
    assert status == 200 and payload["rewards"] == [1.0] * len(rl)
    started = time.monotonic()
    assert get(port, "/health")[0] == 200 and time.monotonic() - started < 10


@pytest.mark.timeout(600)
def test_trl_grpo_trainer_runs_a_step_with_the_bootcamp_reward(build, tmp_path):
    """A real GRPOTrainer step (tiny random model, CPU): TRL calls the reward with the rl columns
    of the very prompts it sampled, and the no-answer metric reaches its log."""
    import datasets
    from tiny_lm import tiny_model, tiny_tokenizer
    from trl import GRPOConfig, GRPOTrainer

    tokenizer = tiny_tokenizer()
    train = datasets.load_dataset(str(build), "rl", split="train", cache_dir=str(tmp_path / "hf")).select(range(4))
    by_prompt = {row["prompt"][0]["content"]: row for row in train}
    seen = []

    def reward(prompts, completions, **kwargs):
        rewards = bootcamp_reward(prompts, completions, **kwargs)
        seen.append((prompts, completions, kwargs["data_source"], kwargs["reward_model"], rewards))
        return rewards

    reward.__name__ = "bootcamp_reward"
    args = GRPOConfig(output_dir=str(tmp_path / "out"), max_steps=1, per_device_train_batch_size=2, num_generations=2,
                      max_completion_length=4, report_to=[], use_cpu=True, logging_steps=1, save_strategy="no")
    trainer = GRPOTrainer(model=tiny_model(tokenizer), processing_class=tokenizer, reward_funcs=reward, args=args, train_dataset=train)
    trainer.train()
    assert seen, "the trainer called the reward"
    for prompts, completions, sources, models, rewards in seen:
        assert len(rewards) == len(completions) == len(prompts)
        for prompt, completion, source, model, value in zip(prompts, completions, sources, models, rewards):
            row = by_prompt[prompt[-1]["content"]]
            assert (source, model) == (row["data_source"], row["reward_model"])
            assert value == score(source, completion[-1]["content"], model["ground_truth"])
    logged = [entry for entry in trainer.state.log_history if "bootcamp/no_answer" in entry]
    assert logged and 0.0 <= logged[0]["bootcamp/no_answer"] <= 1.0
