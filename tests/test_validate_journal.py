"""``python -m bootcamps validate --journal PATH [--resume]``: results kept as they finish, and a
killed run resumed without validating again what passed on the same code."""

import json

import pytest

from bootcamps import distinct, validate_all
from bootcamps.cli import main as cli_main

IDS = ["number_theory/gcd_sum", "arithmetic/base_conversion"]
SMALL = ["--cases", "2", "--unique-cases", "20", "--corrupt", "1", "--jobs", "1"]


def lines(path):
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_each_result_is_a_json_line_with_its_digest_and_sizes(tmp_path):
    journal = tmp_path / "results.jsonl"
    assert cli_main(["validate", *IDS, *SMALL, "--journal", str(journal)]) == 0
    results = lines(journal)
    assert sorted(r["bootcamp"] for r in results) == sorted(IDS)
    for result in results:
        assert result["ok"] is True and result["failures"] == []
        assert result["digest"] == distinct.fresh_digest(result["bootcamp"])
        assert result["sizes"] == {"cases": 2, "unique_cases": 20, "corrupt": 1}


def test_a_failure_is_recorded_and_not_skipped_on_resume(tmp_path, monkeypatch):
    journal = tmp_path / "results.jsonl"
    bc_type = type(validate_all.distinct.registry.get(IDS[0]))
    with monkeypatch.context() as patch:
        patch.setattr(bc_type, "check", lambda self, data, answer, text: 0.0)  # rejects even the gold
        assert cli_main(["validate", IDS[0], *SMALL, "--journal", str(journal)]) == 1
    [result] = lines(journal)
    assert result["ok"] is False and any("gold" in f for f in result["failures"])
    assert cli_main(["validate", IDS[0], *SMALL, "--journal", str(journal), "--resume"]) == 0, "validated again"
    assert [r["ok"] for r in lines(journal)] == [False, True]


def test_resume_skips_what_passed_on_the_same_code_and_sizes_only(tmp_path, monkeypatch, capsys):
    journal = tmp_path / "results.jsonl"
    assert cli_main(["validate", *IDS, *SMALL, "--journal", str(journal)]) == 0
    ran = []
    real = validate_all.run_one
    monkeypatch.setattr(validate_all, "run_one", lambda i, *a: ran.append(i) or real(i, *a))

    assert cli_main(["validate", *IDS, *SMALL, "--journal", str(journal), "--resume"]) == 0
    assert ran == [] and "2 of 2 bootcamps passed there before" in capsys.readouterr().out
    assert len(lines(journal)) == 2, "nothing appended for what was not run"

    other_sizes = [*SMALL[:-4], "--corrupt", "2", "--jobs", "1"]  # a pass at other sizes does not count
    assert cli_main(["validate", IDS[0], *other_sizes, "--journal", str(journal), "--resume"]) == 0
    assert ran == [IDS[0]]
    ran.clear()  # ... nor does it hide the pass at these sizes
    assert cli_main(["validate", *IDS, *SMALL, "--journal", str(journal), "--resume"]) == 0
    assert ran == []

    # a result for code that has changed since (another digest) is validated again
    results = lines(journal)
    for result in results:
        if result["bootcamp"] == IDS[1]:
            result["digest"] = "0" * 16
    journal.write_text("".join(json.dumps(r) + "\n" for r in results), encoding="utf-8")
    ran.clear()
    assert cli_main(["validate", *IDS, *SMALL, "--journal", str(journal), "--resume"]) == 0
    assert ran == [IDS[1]]


def test_a_line_torn_by_a_kill_is_dropped_and_the_run_goes_on(tmp_path, capsys):
    journal = tmp_path / "results.jsonl"
    assert cli_main(["validate", IDS[0], *SMALL, "--journal", str(journal)]) == 0
    with journal.open("a", encoding="utf-8") as handle:
        handle.write('{"bootcamp": "arithmetic/base_conv')  # killed mid-write: no newline
    assert cli_main(["validate", *IDS, *SMALL, "--journal", str(journal), "--resume"]) == 0
    assert "dropped an unfinished last line" in capsys.readouterr().out
    assert sorted(r["bootcamp"] for r in lines(journal)) == sorted(IDS), "every line whole again"


@pytest.mark.parametrize("content, expected", [
    ("not json\n", "line 1 is not JSON"),
    ('{"bootcamp": "x"}\n', "line 1 is not a validation result"),
])
def test_a_file_that_is_not_a_journal_is_refused_before_any_work(tmp_path, capsys, content, expected):
    journal = tmp_path / "notes.txt"
    journal.write_text(content, encoding="utf-8")
    assert cli_main(["validate", IDS[0], *SMALL, "--journal", str(journal), "--resume"]) == 2
    out = capsys.readouterr().out
    assert expected in out and str(journal) in out
    assert journal.read_text(encoding="utf-8") == content, "left as it was"


def test_resume_needs_a_journal(capsys):
    assert cli_main(["validate", IDS[0], *SMALL, "--resume"]) == 2
    assert "--resume needs --journal PATH" in capsys.readouterr().out


def test_status_tells_passed_failed_stale_and_not_run_on_the_code_as_it_is(tmp_path, capsys, monkeypatch):
    ids = [*IDS, "number_theory/euler_totient", "number_theory/modular_inverse"]
    sizes = {"cases": 2, "unique_cases": 20, "corrupt": 1}
    rows = [
        {"bootcamp": ids[0], "digest": distinct.fresh_digest(ids[0]), "sizes": sizes, "ok": True},
        {"bootcamp": ids[1], "digest": "0" * 32, "sizes": sizes, "ok": True},  # older code
        {"bootcamp": ids[2], "digest": distinct.fresh_digest(ids[2]), "sizes": sizes, "ok": True},
        {"bootcamp": ids[2], "digest": distinct.fresh_digest(ids[2]), "sizes": sizes, "ok": False},  # the last counts
        {"bootcamp": ids[3], "digest": distinct.fresh_digest(ids[3]), "sizes": {**sizes, "cases": 3}, "ok": True},
    ]
    journal = tmp_path / "results.jsonl"
    journal.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    monkeypatch.setattr(validate_all, "run_one", lambda *a: pytest.fail("--status validated something"))

    assert cli_main(["validate", *ids, *SMALL, "--journal", str(journal), "--status"]) == 1
    out = capsys.readouterr().out
    states = validate_all.journal_status(ids, validate_all.read_journal(journal), sizes)
    assert states == {ids[0]: "passed", ids[1]: "stale", ids[2]: "failed", ids[3]: "not run"}
    assert f"failed (1): {ids[2]}" in out and f"stale (1): {ids[1]}" in out and f"not run (1): {ids[3]}" in out
    assert cli_main(["validate", ids[0], *SMALL, "--journal", str(journal), "--status"]) == 0, "all passed"
    assert len(journal.read_text(encoding="utf-8").splitlines()) == len(rows), "nothing written"


@pytest.mark.parametrize("extra, expected", [
    ([], "--status needs --journal PATH"),
    (["--journal", "missing.jsonl"], "missing.jsonl: no such file"),
    (["--journal", "x.jsonl", "--resume"], "--status validates nothing"),
])
def test_status_refuses_what_it_cannot_report_on(tmp_path, monkeypatch, capsys, extra, expected):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "x.jsonl").write_text("", encoding="utf-8")
    assert cli_main(["validate", IDS[0], *SMALL, "--status", *extra]) == 2
    assert expected in capsys.readouterr().out
