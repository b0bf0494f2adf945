"""exports/: the dataset folder (loaded back with `datasets`), its card and manifest, and the Hub
push with the client's transport replaced (no network anywhere)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
import yaml
from omegaconf import OmegaConf

import bootcamps
from exports import ExportConfig, PushPlan, push_to_hub, write_dataset
from exports.config import as_export_config
from exports.rl import compute_score, verl_files
from filters import FiltersConfig, apply_filters
from filters.records import SCHEMAS
from filters.synthetic import Sample, SynthCase, bulk_shards, records, write_eval_prompts, write_shards

CONF = Path(__file__).resolve().parent.parent / "conf"
TEMPLATE = "Give your final answer as an integer, inside <answer></answer> tags."
MANIFEST = {"config": {"mixture": {"name": "tiny"}, "seed": 3}, "seed": 3, "command": "python build.py mixture=tiny",
            "fingerprints": {"records": "abc123"}, "versions": {"bootforge": "0.1.0"}}


def synth(n: int = 6) -> list[SynthCase]:
    return [SynthCase(f"{i:016x}", f"arithmetic/add{i % 2}", f"Compute {i}+{i}. {TEMPLATE}", 2 * i,
                      [Sample(f"Add: {i}+{i}.\n<answer>{2 * i}</answer>", 1.0),
                       Sample(f"Add again: {i}+{i}.\n<answer>{2 * i}</answer>", 1.0),
                       Sample("<answer>-1</answer>", 0.0)]) for i in range(n)]


@pytest.fixture
def shards(tmp_path) -> dict[str, list[Path]]:
    return write_shards(tmp_path / "in", records(synth()), shards=3)


def load(folder: Path, config: str, tmp_path: Path):
    import datasets

    return datasets.load_dataset(str(folder), config, split="train", cache_dir=str(tmp_path / "hf-cache"))


# ---------------------------------------------------------------- the dataset folder


def test_folder_loads_with_datasets_for_every_config(tmp_path, shards):
    folder = write_dataset(tmp_path / "ds", shards, "train", MANIFEST, [{"bootcamp": "arithmetic/add0", "cases": 3}])
    assert folder == tmp_path / "ds"
    for config, schema in SCHEMAS.items():
        ds = load(folder, config, tmp_path)
        assert ds.column_names == schema.names, config
        assert ds.num_rows == sum(pq.ParquetFile(p).metadata.num_rows for p in shards[config])
    sft = load(folder, "sft", tmp_path)
    assert sft[0]["messages"][0]["role"] == "user" and sft[0]["messages"][1]["role"] == "assistant"
    # any row rebuilds its case from its own columns
    rl = load(folder, "rl", tmp_path)[0]
    assert rl["reward_model"]["style"] == "rule" and rl["extra_info"]["split"] == "train"


def test_card_yaml_configs_and_manifest(tmp_path, shards):
    folder = write_dataset(tmp_path / "ds", shards, "train", MANIFEST, [{"bootcamp": "arithmetic/add0", "pass_rate": 0.5}])
    card = (folder / "README.md").read_text()
    front = yaml.safe_load(card.split("---\n")[1])
    assert [c["config_name"] for c in front["configs"]] == list(SCHEMAS)
    assert front["configs"][0]["default"] is True
    manifest = json.loads((folder / "manifest.json").read_text())
    digest = manifest["configs"]["sft"]["digest"]
    assert front["configs"][0]["data_files"] == [{"split": "train", "path": f"data/sft/train-*-{digest}.parquet"}]
    assert front["license"] == "apache-2.0"
    assert "## Statistics" in card and "| arithmetic/add0 |" in card and "0.500" in card
    assert "## How it was built" in card and "python build.py mixture=tiny" in card and "abc123" in card
    manifest = json.loads((folder / "manifest.json").read_text())
    assert manifest["config"] == MANIFEST["config"] and manifest["fingerprints"] == MANIFEST["fingerprints"]
    assert manifest["versions"]["bootforge"] == "0.1.0" and "duckdb" in manifest["versions"]
    assert manifest["counts"] == {"sft": 12, "samples": 18, "dpo": 6, "mask_dpo": 6, "rl": 6}
    for config, info in manifest["configs"].items():
        assert info["rows_per_bootcamp"] == {"arithmetic/add0": info["rows"] // 2, "arithmetic/add1": info["rows"] // 2}
        for f in info["files"]:
            data = (folder / f["path"]).read_bytes()
            assert f["sha256"] == hashlib.sha256(data).hexdigest() and f["bytes"] == len(data)
            assert f["path"].startswith(f"data/{config}/train-")


def test_small_files_are_resharded_in_order_and_shard_sized_files_copied(tmp_path):
    inputs = write_shards(tmp_path / "in", records(synth(40)), shards=7)
    folder = write_dataset(tmp_path / "ds", inputs, "train", MANIFEST, [])
    shards = sorted((folder / "data" / "sft").iterdir())
    digest = json.loads((folder / "manifest.json").read_text())["configs"]["sft"]["digest"]
    assert [p.name for p in shards] == [f"train-00000-of-00001-{digest}.parquet"]  # 7 tiny files became one shard
    want = [r for p in inputs["sft"] for r in pq.read_table(p).to_pylist()]
    assert pq.read_table(shards[0]).to_pylist() == want  # input order kept
    # the filters' outputs are shard-sized: copied as they are, not rewritten, and not linked
    result = apply_filters(inputs, [], FiltersConfig(decontaminate=False), tmp_path / "filtered")
    folder = write_dataset(tmp_path / "ds2", result.outputs, "train", MANIFEST, [])
    (copied,) = (folder / "data" / "sft").iterdir()
    assert copied.read_bytes() == result.outputs["sft"][0].read_bytes()
    assert copied.stat().st_ino != result.outputs["sft"][0].stat().st_ino and copied.stat().st_nlink == 1


def test_many_rows_make_several_shards(tmp_path):
    inputs = bulk_shards(tmp_path / "bulk", 20_000, shards=2, bootcamps=4)
    folder = write_dataset(tmp_path / "ds", {"sft": inputs["sft"]}, "train", MANIFEST, [], cfg=ExportConfig(max_shard_mb=4))
    names = sorted(p.name for p in (folder / "data" / "sft").iterdir())
    digest = json.loads((folder / "manifest.json").read_text())["configs"]["sft"]["digest"]
    assert len(names) > 1 and names[-1] == f"train-{len(names) - 1:05d}-of-{len(names):05d}-{digest}.parquet"
    assert load(folder, "sft", tmp_path).num_rows == 20_000


def test_rewrite_replaces_the_old_dataset_and_refuses_foreign_folders(tmp_path, shards):
    folder = write_dataset(tmp_path / "ds", shards, "train", MANIFEST, [])
    (folder / "data" / "sft" / "train-00007-of-00009.parquet").write_bytes(b"stale")
    write_dataset(folder, {"sft": shards["sft"], "samples": shards["samples"]}, "train", MANIFEST, [])
    assert sorted(p.name for p in (folder / "data").iterdir()) == ["samples", "sft"]
    assert not (folder / "data" / "sft" / "train-00007-of-00009.parquet").exists()
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".ds")]  # no temp folders left
    work = tmp_path / "work"
    work.mkdir()
    (work / "shards").mkdir()
    with pytest.raises(ValueError, match="holds 'shards', which is not part of a dataset; refusing"):
        write_dataset(work, shards, "train", MANIFEST, [])
    assert (work / "shards").is_dir()


def test_export_bad_input(tmp_path, shards):
    with pytest.raises(ValueError, match="unknown record config 'sfft'; valid choices: sft, samples"):
        write_dataset(tmp_path / "ds", {"sfft": shards["sft"]}, "train", MANIFEST, [])
    with pytest.raises(ValueError, match="split 'train/x' is not a valid split name"):
        write_dataset(tmp_path / "ds", shards, "train/x", MANIFEST, [])
    wrong = tmp_path / "wrong.parquet"
    table = pq.read_table(shards["sft"][0])
    pq.write_table(table.set_column(table.schema.get_field_index("sample"), "sample",
                                    table["sample"].cast(pa.int64())), wrong)
    with pytest.raises(ValueError, match="column 'sample' is int64, the records interface says int32"):
        write_dataset(tmp_path / "ds", {"sft": [wrong]}, "train", MANIFEST, [])
    with pytest.raises(ValueError, match="nothing to export"):
        write_dataset(tmp_path / "ds", {"sft": []}, "train", MANIFEST, [])
    empty = tmp_path / "empty.parquet"
    pq.write_table(table.slice(0, 0), empty)
    with pytest.raises(ValueError, match="nothing to export: no rows in any of sft"):
        write_dataset(tmp_path / "ds", {"sft": [empty]}, "train", MANIFEST, [])
    assert not (tmp_path / "ds").exists()


def test_filters_then_export_end_to_end(tmp_path):
    inputs = bulk_shards(tmp_path / "bulk", 3000, samples_per_case=2, shards=3, duplicate_every=100)
    ev = write_eval_prompts(tmp_path / "eval.parquet", [("domain0/task0", "1", "Convert 5 to base 2. " + TEMPLATE)])
    result = apply_filters(inputs, [ev], FiltersConfig(), tmp_path / "filtered")
    duplicates = 29  # one case in 100 repeats the prompt of the case before it
    assert sum(r["removed"] for r in result.removed if r["config"] == "rl") == duplicates
    folder = write_dataset(tmp_path / "ds", result.outputs, "train", MANIFEST, [])
    sft = load(folder, "sft", tmp_path)
    assert sft.num_rows == 2 * (3000 - duplicates)
    assert json.loads((folder / "manifest.json").read_text())["counts"]["sft"] == sft.num_rows


def test_an_empty_config_is_left_out_of_the_repo(tmp_path, shards):
    empty = tmp_path / "empty.parquet"
    pq.write_table(pq.read_table(shards["dpo"][0]).slice(0, 0), empty)
    folder = write_dataset(tmp_path / "ds", {"sft": shards["sft"], "dpo": [empty]}, "train", MANIFEST, [])
    front = yaml.safe_load((folder / "README.md").read_text().split("---\n")[1])
    assert [c["config_name"] for c in front["configs"]] == ["sft"]  # `datasets` cannot load an empty split
    manifest = json.loads((folder / "manifest.json").read_text())
    assert manifest["counts"] == {"sft": 12, "dpo": 0} and manifest["empty_configs"] == ["dpo"]
    assert not (folder / "data" / "dpo").exists() and load(folder, "sft", tmp_path).num_rows == 12


# ---------------------------------------------------------------- rl for verl


def test_rl_files_and_reward_function(tmp_path, shards):
    folder = write_dataset(tmp_path / "ds", shards, "train", MANIFEST, [])
    digest = json.loads((folder / "manifest.json").read_text())["configs"]["rl"]["digest"]
    assert verl_files(folder) == [folder / "data" / "rl" / f"train-00000-of-00001-{digest}.parquet"]
    with pytest.raises(ValueError, match="no rl files for split 'eval'"):
        verl_files(folder, "eval")
    bc = bootcamps.get("arithmetic/base_conversion")
    c = bc.case(seed=5, level="2")
    right = f"<answer>{bc.format_answer(c.answer)}</answer>"
    assert compute_score(c.bootcamp, right, c.ground_truth()) == 1.0
    assert compute_score(c.bootcamp, "<answer>nope</answer>", c.ground_truth()) == 0.0


# ---------------------------------------------------------------- the Hub push


class FakeApi:
    """A recording stand-in for ``HfApi``: the calls push_to_hub makes, with scripted failures."""

    def __init__(self, existing=(), failures=None):
        self.calls: list[tuple[str, dict]] = []
        self.existing = list(existing)
        self.failures = dict(failures or {})  # method -> list of exceptions to raise first

    def _call(self, method, **kwargs):
        self.calls.append((method, kwargs))
        pending = self.failures.get(method)
        if pending:
            raise pending.pop(0)

    def create_repo(self, repo_id, **kwargs):
        self._call("create_repo", repo_id=repo_id, **kwargs)
        return f"https://hub.test/datasets/{repo_id}"

    def create_branch(self, repo_id, **kwargs):
        self._call("create_branch", repo_id=repo_id, **kwargs)

    def list_repo_files(self, repo_id, **kwargs):
        self._call("list_repo_files", repo_id=repo_id, **kwargs)
        return list(self.existing)

    def create_commit(self, repo_id, operations, **kwargs):
        self._call("create_commit", repo_id=repo_id, operations=list(operations), **kwargs)
        return {"commit": "abc"}


def http_error(status: int, headers: dict | None = None):
    import huggingface_hub.utils._http as hub_http
    from huggingface_hub.errors import HfHubHTTPError

    http = hub_http.httpx2 if hasattr(hub_http, "httpx2") else hub_http.httpx
    response = http.Response(status, request=http.Request("POST", "https://hub.test/api/x"), headers=headers or {})
    return HfHubHTTPError(f"status {status}", response=response)


@pytest.fixture
def folder(tmp_path, shards) -> Path:
    return write_dataset(tmp_path / "ds", shards, "train", MANIFEST, [])


def hub(**options) -> ExportConfig:
    return ExportConfig(kind="hub", repo_id="me/bootforge-tiny", **options)


def test_push_is_one_commit_of_every_file_with_the_env_token(folder, monkeypatch):
    monkeypatch.setenv("HF_TOKEN", "hf_secret")
    api = FakeApi(existing=[".gitattributes", "README.md", "data/sft/train-00000-of-00002.parquet",
                            "data/sft/train-00001-of-00002.parquet", "data/old/train-0.parquet"])
    info = push_to_hub(folder, "me/bootforge-tiny", hub(private=False), api=api)
    assert info == {"commit": "abc"}
    assert [c[0] for c in api.calls] == ["create_repo", "list_repo_files", "create_commit"]
    create = api.calls[0][1]
    assert create["repo_type"] == "dataset" and create["exist_ok"] is True and create["private"] is False
    commit = api.calls[2][1]
    assert commit["repo_type"] == "dataset" and commit["token"] == "hf_secret" and commit["revision"] is None
    added = sorted(op.path_in_repo for op in commit["operations"] if type(op).__name__ == "CommitOperationAdd")
    local = sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file())
    assert added == local and "README.md" in added and "manifest.json" in added
    deleted = sorted(op.path_in_repo for op in commit["operations"] if type(op).__name__ == "CommitOperationDelete")
    # the previous build's shards go (ours are named -of-00001), README.md is overwritten
    assert deleted == ["data/old/train-0.parquet", "data/sft/train-00000-of-00002.parquet",
                       "data/sft/train-00001-of-00002.parquet"]
    assert "sft 12" in commit["commit_message"]


def test_transient_failures_are_retried_with_exponential_backoff(folder, monkeypatch):
    monkeypatch.setenv("HF_TOKEN", "hf_secret")
    api = FakeApi(failures={"create_repo": [ConnectionError("reset by peer")],
                            "create_commit": [http_error(503), http_error(429, {"Retry-After": "7"}), http_error(502)]})
    sleeps: list[float] = []
    push_to_hub(folder, "me/bootforge-tiny", hub(backoff_s=1.0, max_backoff_s=30.0), api=api, sleep=sleeps.append)
    assert [c[0] for c in api.calls].count("create_commit") == 4
    assert sleeps == [1.0, 1.0, 7.0, 4.0]  # repo: 1; commit: 1, then the server's 7 (> 2), then 4


def test_permanent_failures_are_not_retried_and_retries_run_out(folder, monkeypatch):
    monkeypatch.setenv("HF_TOKEN", "hf_secret")
    from huggingface_hub.errors import HfHubHTTPError

    api = FakeApi(failures={"create_commit": [http_error(401)]})
    sleeps: list[float] = []
    with pytest.raises(HfHubHTTPError, match="401"):
        push_to_hub(folder, "me/bootforge-tiny", hub(), api=api, sleep=sleeps.append)
    assert sleeps == [] and [c[0] for c in api.calls].count("create_commit") == 1
    api = FakeApi(failures={"create_commit": [http_error(500)] * 3})
    with pytest.raises(HfHubHTTPError, match="500"):
        push_to_hub(folder, "me/bootforge-tiny", hub(max_retries=2, backoff_s=0.5), api=api, sleep=sleeps.append)
    assert sleeps == [0.5, 1.0] and [c[0] for c in api.calls].count("create_commit") == 3


def test_dry_run_lists_paths_and_sizes_without_network_or_token(folder, monkeypatch, capsys):
    monkeypatch.delenv("HF_TOKEN", raising=False)
    import huggingface_hub

    def no_client(*args, **kwargs):
        raise AssertionError("a dry run must not make a Hub client")

    monkeypatch.setattr(huggingface_hub, "HfApi", no_client)
    plan = push_to_hub(folder, "me/bootforge-tiny", hub(dry_run=True))
    assert isinstance(plan, PushPlan)
    sizes = {p.relative_to(folder).as_posix(): p.stat().st_size for p in folder.rglob("*") if p.is_file()}
    assert dict(plan.files) == sizes
    out = capsys.readouterr().out
    assert f"would push {len(sizes)} files" in out and "data/sft/train-00000-of-00001-" in out


def test_push_bad_input(folder, tmp_path, monkeypatch):
    monkeypatch.delenv("HF_TOKEN", raising=False)
    with pytest.raises(ValueError, match="HF_TOKEN"):
        push_to_hub(folder, "me/bootforge-tiny", hub(), api=FakeApi())
    monkeypatch.setenv("HF_TOKEN", "hf_secret")
    with pytest.raises(ValueError, match="is not a Hub repo id"):
        push_to_hub(folder, "not a repo", hub(), api=FakeApi())
    with pytest.raises(ValueError, match="is not a dataset folder"):
        push_to_hub(tmp_path, "me/bootforge-tiny", hub(), api=FakeApi())


def test_push_through_the_real_client_with_a_mock_transport(folder, monkeypatch):
    """The real ``HfApi`` end to end, its HTTP transport replaced: the requests it sends, and a
    503 on the commit that push_to_hub retries."""
    import huggingface_hub.utils._http as hub_http
    from huggingface_hub import HfApi

    http = hub_http.httpx2 if hasattr(hub_http, "httpx2") else hub_http.httpx
    seen: list[tuple[str, str]] = []
    committed: list[list] = []
    fail = {"commit": 1}

    def handler(request):
        path = request.url.path
        seen.append((request.method, path))
        assert request.headers.get("authorization") == "Bearer hf_secret"
        if path == "/api/repos/create":
            assert json.loads(request.content)["type"] == "dataset"
            return http.Response(200, json={"url": "https://hub.test/datasets/me/bootforge-tiny"})
        if path == "/api/validate-yaml":
            return http.Response(200, json={"errors": [], "warnings": []})
        if "/tree/" in path:
            return http.Response(200, json=[{"type": "file", "path": ".gitattributes", "oid": "1", "size": 1}])
        if "/preupload/" in path:
            files = json.loads(request.content)["files"]
            return http.Response(200, json={"files": [{"path": f["path"], "uploadMode": "regular",
                                                        "shouldIgnore": False} for f in files]})
        if "/commit/" in path:
            if fail["commit"]:
                fail["commit"] -= 1
                return http.Response(503, json={"error": "overloaded"})
            committed.append([json.loads(line) for line in request.content.decode().splitlines() if line])
            return http.Response(200, json={"commitUrl": "https://hub.test/c/1", "commitOid": "a" * 40})
        return http.Response(404, json={"error": f"not mocked: {path}"})

    monkeypatch.setenv("HF_TOKEN", "hf_secret")
    hub_http.set_client_factory(lambda: http.Client(transport=http.MockTransport(handler)))
    try:
        sleeps: list[float] = []
        info = push_to_hub(folder, "me/bootforge-tiny", hub(), api=HfApi(endpoint="https://hub.test"),
                           sleep=sleeps.append)
    finally:
        hub_http.set_client_factory(hub_http.default_client_factory)
    assert info.oid == "a" * 40 and sleeps == [2.0]
    assert ("POST", "/api/repos/create") in seen
    assert [m for m, p in seen if "/commit/" in p] == ["POST", "POST"]
    assert len(committed) == 1  # one commit holding every file
    files = sorted(line["value"]["path"] for line in committed[0] if line["key"] == "file")
    assert files == sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file())


# ---------------------------------------------------------------- config


@pytest.mark.parametrize("options, message", [
    ({"kind": "s3"}, "unknown export kind 's3'; valid choices: folder, hub"),
    ({"kind": "hub"}, "export=hub needs export.repo_id"),
    ({"kind": "hub", "repo_id": "no-slash"}, "is not a Hub repo id"),
    ({"max_retries": -1}, "max_retries"),
    ({"max_shard_mb": 0}, "max_shard_mb"),
    ({"typo": 1}, "unknown export option 'typo'; valid options: kind"),
])
def test_bad_export_options(options, message):
    with pytest.raises(ValueError, match=message):
        as_export_config(options)


def test_export_conf_files_fit_the_schema():
    folder_node = OmegaConf.merge(OmegaConf.structured(ExportConfig), OmegaConf.load(CONF / "export" / "folder.yaml"))
    assert as_export_config(folder_node) == ExportConfig()
    hub_yaml = OmegaConf.load(CONF / "export" / "hub.yaml")
    hub_yaml.pop("defaults")
    node = OmegaConf.merge(folder_node, hub_yaml, {"repo_id": "me/data"})
    assert as_export_config(node) == ExportConfig(kind="hub", repo_id="me/data")
    with pytest.raises(Exception):  # repo_id: ??? must be given
        as_export_config(OmegaConf.merge(folder_node, hub_yaml))
