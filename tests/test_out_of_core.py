"""Out of core: the filters spill to disk under the memory limit the config sets and still write
the same bytes; the spill settings are checked; a large dataset folder goes to the Hub through the
resumable large-folder upload, its card last (the HfApi is a recording fake: no network)."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

import duckdb
import pytest

from exports import ExportConfig, push_to_hub, write_dataset
from filters import FiltersConfig, apply_filters
from filters.synthetic import Sample, SynthCase, bulk_shards, records, write_shards

# sft, samples and rl: the configs whose rows carry every text the decisions read
CONFIGS = ("sft", "samples", "rl")


def digests(result) -> dict[str, list[str]]:
    return {c: [hashlib.sha256(p.read_bytes()).hexdigest() for p in ps] for c, ps in result.outputs.items()}


@pytest.fixture(scope="module")
def bulk(tmp_path_factory) -> dict[str, list[Path]]:
    """60,000 cases: a few hundred MB of DuckDB state, against a limit of a few tens of MB."""
    folder = tmp_path_factory.mktemp("bulk")
    return {k: v for k, v in bulk_shards(folder, 60_000, shards=4).items() if k in CONFIGS}


def test_the_filters_spill_under_the_memory_limit_and_write_the_same_bytes(bulk, tmp_path):
    plain = FiltersConfig(decontaminate=False, threads=1)
    reference = digests(apply_filters(bulk, [], plain, tmp_path / "reference"))
    tight = dict(decontaminate=False, threads=1, memory_limit="56MB", temp_directory=str(tmp_path / "spill"))
    # with almost no room on disk the same run fails for want of spill space: it needs to spill
    with pytest.raises(duckdb.OutOfMemoryException, match="max_temp_directory_size"):
        apply_filters(bulk, [], FiltersConfig(**tight, max_temp_directory_size="256KB"), tmp_path / "capped")
    spilled = apply_filters(bulk, [], FiltersConfig(**tight), tmp_path / "spilled")
    assert digests(spilled) == reference
    # the run's private spill folder is gone; the folder the config named stays
    assert (tmp_path / "spill").is_dir() and not any((tmp_path / "spill").iterdir())
    assert not (tmp_path / "reference" / ".duckdb_tmp").exists()


@pytest.mark.parametrize(("options", "message"), [
    ({"max_temp_directory_size": "lots"}, "filters.max_temp_directory_size='lots'; valid: a size such as 4GB"),
    ({"max_temp_directory_size": "1GB'; DROP"}, "filters.max_temp_directory_size"),
    ({"temp_directory": " "}, "filters.temp_directory=' '; valid: null or a folder path"),
    ({"memory_limit": None}, "filters.memory_limit=None"),
])
def test_bad_spill_settings_are_one_line_errors(options, message):
    with pytest.raises(ValueError, match=re.escape(message)):
        FiltersConfig(**options)


# ---------------------------------------------------------------- the Hub push of a large folder


class LargeFolderApi:
    """A recording ``HfApi``: create_repo, list_repo_files, upload_large_folder, create_commit."""

    def __init__(self, existing=(), failures=None):
        self.calls: list[tuple[str, dict]] = []
        self.existing = list(existing)
        self.failures = dict(failures or {})

    def _call(self, method, **kwargs):
        self.calls.append((method, kwargs))
        if self.failures.get(method):
            raise self.failures[method].pop(0)

    def create_repo(self, repo_id, **kwargs):
        self._call("create_repo", repo_id=repo_id, **kwargs)

    def create_branch(self, repo_id, **kwargs):
        self._call("create_branch", repo_id=repo_id, **kwargs)

    def list_repo_files(self, repo_id, **kwargs):
        self._call("list_repo_files", repo_id=repo_id, **kwargs)
        return list(self.existing)

    def upload_large_folder(self, **kwargs):
        self._call("upload_large_folder", **kwargs)
        # what the real one leaves behind: its resume records, inside the uploaded folder
        cache = Path(kwargs["folder_path"]) / ".cache" / "huggingface" / "upload"
        cache.mkdir(parents=True, exist_ok=True)
        (cache / "state.metadata").write_text("done")

    def create_commit(self, repo_id, operations, **kwargs):
        self._call("create_commit", repo_id=repo_id, operations=list(operations), **kwargs)
        return {"commit": "last"}


class UploadFolderApi(LargeFolderApi):
    """huggingface_hub 2.x: no upload_large_folder; upload_folder uploads in resumable batches."""

    def __getattribute__(self, name):
        if name == "upload_large_folder":
            raise AttributeError(name)
        return super().__getattribute__(name)

    def upload_folder(self, **kwargs):
        self._call("upload_folder", **kwargs)


@pytest.fixture
def dataset(tmp_path) -> Path:
    cases = [SynthCase(f"{i:016x}", "arithmetic/add", f"Compute {i}+{i}. Answer in <answer></answer>.", 2 * i,
                       [Sample(f"{i}+{i}\n<answer>{2 * i}</answer>", 1.0)]) for i in range(6)]
    rows = {k: v for k, v in records(cases).items() if k in CONFIGS}
    return write_dataset(tmp_path / "ds", write_shards(tmp_path / "in", rows, shards=2), "train", {"seed": 1}, [])


def test_a_large_folder_goes_up_resumably_then_the_card_in_one_last_commit(dataset, monkeypatch):
    monkeypatch.setenv("HF_TOKEN", "hf_secret")
    stale = "data/sft/train-00000-of-00001-0000000000000000.parquet"
    api = LargeFolderApi(existing=[stale, "README.md"], failures={"upload_large_folder": [ConnectionError("reset")]})
    waits: list[float] = []
    info = push_to_hub(dataset, "me/big", ExportConfig(kind="hub", repo_id="me/big"), api, sleep=waits.append,
                       large_folder_bytes=1)
    assert info == {"commit": "last"}
    methods = [m for m, _ in api.calls]
    assert methods == ["create_repo", "list_repo_files", "upload_large_folder", "upload_large_folder", "create_commit"]
    assert waits == [pytest.approx(ExportConfig().backoff_s)], "a dropped connection is retried (the upload resumes)"
    upload = api.calls[3][1]
    data = sorted(str(p.relative_to(dataset)) for p in (dataset / "data").rglob("*.parquet"))
    assert upload["repo_type"] == "dataset" and upload["folder_path"] == str(dataset)
    assert sorted(upload["allow_patterns"]) == data and len(data) == 3
    last = api.calls[-1][1]["operations"]
    added = sorted(op.path_in_repo for op in last if type(op).__name__ == "CommitOperationAdd")
    deleted = [op.path_in_repo for op in last if type(op).__name__ == "CommitOperationDelete"]
    assert added == ["README.md", "manifest.json"] and deleted == [stale]
    assert not (dataset / ".cache").exists(), "the upload's resume records are not left in the dataset folder"


def test_huggingface_hub_2_uploads_the_data_with_upload_folder(dataset, monkeypatch):
    monkeypatch.setenv("HF_TOKEN", "hf_secret")
    api = UploadFolderApi()
    push_to_hub(dataset, "me/big", ExportConfig(kind="hub", repo_id="me/big", revision="v2"), api,
                sleep=lambda s: None, large_folder_bytes=1)
    methods = [m for m, _ in api.calls]
    assert methods == ["create_repo", "create_branch", "list_repo_files", "upload_folder", "create_commit"]
    upload = api.calls[3][1]
    assert upload["revision"] == "v2" and all(p.startswith("data/") for p in upload["allow_patterns"])
    assert api.calls[-1][1]["revision"] == "v2"


def test_a_small_folder_is_still_one_commit(dataset, monkeypatch):
    monkeypatch.setenv("HF_TOKEN", "hf_secret")
    api = LargeFolderApi()
    push_to_hub(dataset, "me/small", ExportConfig(kind="hub", repo_id="me/small"), api, sleep=lambda s: None)
    assert [m for m, _ in api.calls] == ["create_repo", "list_repo_files", "create_commit"]
    added = [op.path_in_repo for op in api.calls[-1][1]["operations"]]
    assert "README.md" in added and any(p.startswith("data/sft/") for p in added)
