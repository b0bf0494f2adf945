"""The prompt-uniqueness ledger (bootcamps/distinct.py): counts recorded for one version of the
code are reused for exactly that version."""

import json

import pytest

import bootcamps
from bootcamps import distinct

IDS = ["arithmetic/base_conversion", "cipher/caesar"]


def test_update_records_counts_and_reuses_them_only_for_the_same_code(tmp_path, monkeypatch):
    path = tmp_path / "ledger.json"
    entries = distinct.update(path, IDS, jobs=1, every=1)
    assert json.loads(path.read_text())["bootcamps"] == entries
    bc = bootcamps.get("cipher/caesar")
    assert entries["cipher/caesar"]["distinct"]["2"] == distinct.count_distinct(bc, "2")
    assert distinct.recorded_share(distinct.load(path), "cipher/caesar", "2") == entries["cipher/caesar"]["distinct"]["2"] / 1000
    assert distinct.stale(distinct.load(path), IDS + ["graph/bfs_layers"]) == ["graph/bfs_layers"]
    before = path.read_bytes()
    distinct.update(path, ["cipher/caesar"], jobs=1)
    assert path.read_bytes() == before, "same code, same bytes"

    edited = {"cipher/caesar": "another digest"}  # as if caesar.py (or a module it imports) changed
    monkeypatch.setattr(distinct, "source_digest", lambda i: edited.get(i) or bootcamps.sources.source_digest(i))
    assert distinct.recorded_share(distinct.load(path), "cipher/caesar", "2") is None
    assert distinct.recorded_share(distinct.load(path), "arithmetic/base_conversion", "2") is not None
    assert distinct.stale(distinct.load(path), IDS) == ["cipher/caesar"]


def test_below_floor_names_the_level(tmp_path):
    entries = {"cipher/caesar": {"digest": "x", "distinct": {"1": 1000, "2": 980}}}
    lines = distinct.below_floor(entries, ["cipher/caesar"])
    assert lines == ["cipher/caesar level 2: 98.0% distinct prompts in 1000 cases, need 99.0%"]


def test_a_file_that_is_not_a_ledger_is_refused(tmp_path):
    path = tmp_path / "x.json"
    path.write_text(json.dumps({"cases": 200, "bootcamps": {}}))
    with pytest.raises(ValueError, match="not a distinct-prompts ledger over 1000 cases"):
        distinct.load(path)


def test_a_bootcamp_that_raises_is_named_and_the_rest_are_kept(tmp_path, monkeypatch):
    path = tmp_path / "ledger.json"
    real = distinct.measure

    def measure(bootcamp_id, expected=None):
        if bootcamp_id == "cipher/caesar":
            raise ImportError("cannot import name 'X'")
        return real(bootcamp_id, expected)

    monkeypatch.setattr(distinct, "measure", measure)
    with pytest.raises(distinct.MeasureError, match=r"1 bootcamps not measured: cipher/caesar: ImportError"):
        distinct.update(path, IDS, jobs=1)
    assert set(distinct.load(path)) == {"arithmetic/base_conversion"}


def test_code_that_changes_while_measured_is_not_recorded(tmp_path, monkeypatch):
    path = tmp_path / "ledger.json"
    calls = []
    real = distinct.fresh_digest

    def drifting(bootcamp_id):  # the second read (after counting) sees edited files
        calls.append(bootcamp_id)
        return real(bootcamp_id) + ("-edited" if calls.count(bootcamp_id) > 1 else "")

    monkeypatch.setattr(distinct, "fresh_digest", drifting)
    with pytest.raises(distinct.MeasureError, match="cipher/caesar: RuntimeError: its source files changed"):
        distinct.update(path, ["cipher/caesar"], jobs=1)
    assert distinct.load(path) == {}


def test_count_distinct_reuses_made_cases_and_refuses_others():
    bc = bootcamps.get("number_theory/gcd_sum")
    made = [bc.case(seed, "1") for seed in range(40)]
    fresh = distinct.count_distinct(bc, "1", 60)
    assert distinct.count_distinct(bc, "1", 60, made=made) == fresh
    assert distinct.count_distinct(bc, "1", 30, made=made) == distinct.count_distinct(bc, "1", 30)
    with pytest.raises(ValueError, match="seed 1, level 1, split train at position 0"):
        distinct.count_distinct(bc, "1", 60, made=made[1:])
    with pytest.raises(ValueError, match="level 1"):
        distinct.count_distinct(bc, "2", 60, made=made)


def test_validate_records_its_counts_in_the_ledger(tmp_path, monkeypatch, capsys):
    from bootcamps.cli import main as cli_main

    monkeypatch.setattr(distinct, "UNIQUE_CASES", 40)  # the ledger's case count, small for a test
    path = tmp_path / "ledger.json"
    bc_id = "number_theory/gcd_sum"
    bc = bootcamps.get(bc_id)
    # --ledger is a flag: an id written after it is validated, not taken for a path
    assert cli_main(["validate", "--cases", "2", "--unique-cases", "40", "--jobs", "1", "--ledger", bc_id,
                     "--ledger-file", str(path)]) == 0
    assert not (tmp_path / bc_id).exists() and list(tmp_path.iterdir()) == [path]
    entry = distinct.load(path)[bc_id]
    assert entry["digest"] == distinct.fresh_digest(bc_id)
    assert entry["distinct"] == {level: distinct.count_distinct(bc, level, 40) for level in bc.levels}
    # counts over another number of cases are not the ledger's: refused in one line, nothing written
    before = path.read_bytes()
    assert cli_main(["validate", bc_id, "--cases", "2", "--unique-cases", "30", "--ledger", "--ledger-file", str(path)]) == 2
    assert "--ledger records counts over 40 cases a level; got --unique-cases 30" in capsys.readouterr().out
    assert path.read_bytes() == before
    assert cli_main(["validate", bc_id, "--cases", "2", "--ledger-file", str(path)]) == 2
    assert f"--ledger-file {path} needs --ledger" in capsys.readouterr().out


def test_the_ledger_is_written_with_ordinary_permissions(tmp_path):
    import os
    import stat

    path = tmp_path / "ledger.json"
    distinct.record(path, {})
    umask = os.umask(0)
    os.umask(umask)
    assert stat.S_IMODE(path.stat().st_mode) == 0o666 & ~umask


def test_imports_are_read_from_the_file_as_it_is_now(tmp_path, monkeypatch):
    # A validation pool forks from a parent that read every file at the start; an import added
    # later must still count, or a journal records a digest of files that never ran together.
    from bootcamps import sources

    monkeypatch.setattr(sources, "PACKAGE", tmp_path / "bootcamps")
    path = tmp_path / "bootcamps" / "puzzle" / "demo.py"
    path.parent.mkdir(parents=True)
    path.write_text("from bootcamps.kit.grids import read_grid\n", encoding="utf-8")
    assert "bootcamps.kit.enumerated" not in sources._imports(path)
    path.write_text("from bootcamps.kit.grids import read_grid\nfrom bootcamps.kit.enumerated import enumerated\n",
                    encoding="utf-8")
    assert "bootcamps.kit.enumerated" in sources._imports(path)
