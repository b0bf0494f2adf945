"""The public bootcamp API: knobs, errors, stored ground truth, registry isolation, CLI."""

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import bootcamps
from bootcamps.cli import main as cli_main
from bootcamps.validate import validate

BC_ID = "arithmetic/base_conversion"


def test_names_are_sorted_domain_slash_name():
    names = bootcamps.names()
    assert list(names) == sorted(names) and BC_ID in names
    assert all(n.count("/") == 1 for n in names)


def test_case_fields_and_levels():
    bc = bootcamps.get(BC_ID)
    assert bc.levels == ("1", "2", "3", "4", "5")
    case = bc.case(seed=7, level="3", split="train")
    assert (case.bootcamp, case.level, case.split, case.seed) == (BC_ID, "3", "train", 7)
    assert "<answer>" in case.prompt and case.domain == "arithmetic"
    json.dumps(case.answer), json.dumps(case.data)
    assert bc.case(7, 3).id == case.id  # int levels are read as their string


def test_knob_overrides():
    bc = bootcamps.get(BC_ID)
    case = bc.case(1, "1", max_value=100_000)
    assert int(case.data["number"], case.data["from_base"]) >= 10_000
    assert case.overrides == {"max_value": 100_000}
    assert case.id != bc.case(1, "1").id
    with pytest.raises(ValueError, match="unknown knob 'max_valu'.*valid knobs: max_base, max_value, min_base"):
        bc.case(1, "1", max_valu=5)
    with pytest.raises(ValueError, match="knob 'max_value' .* must be int"):
        bc.case(1, "1", max_value="big")
    with pytest.raises(ValueError, match="max_value must be >= 16"):
        bc.case(1, "1", max_value=3)


@pytest.mark.parametrize("kwargs, message", [
    ({"level": "6"}, "unknown level '6'"),
    ({"split": "test"}, "unknown split 'test'"),
    ({"seed": "1"}, "seed must be an int"),
])
def test_bad_arguments_are_one_line_errors(kwargs, message):
    args = {"seed": 1, "level": "1", "split": "train", **kwargs}
    with pytest.raises(ValueError, match=message):
        bootcamps.get(BC_ID).case(**args)


def test_unknown_bootcamp_suggests():
    with pytest.raises(ValueError, match="unknown bootcamp 'arithmetic/base_convert'.*did you mean arithmetic/base_conversion"):
        bootcamps.get("arithmetic/base_convert")


def test_score_from_stored_ground_truth():
    bc = bootcamps.get(BC_ID)
    case = bc.case(3, "2")
    good = f"<answer>{case.answer}</answer>"
    assert bootcamps.score(BC_ID, good, case.ground_truth()) == 1.0
    assert bootcamps.score(BC_ID, good, json.loads(case.ground_truth())) == 1.0
    assert bootcamps.score(BC_ID, "<answer>zz</answer>", case.ground_truth()) == 0.0
    with pytest.raises(ValueError, match="ground_truth must be"):
        bootcamps.score(BC_ID, good, {"answer": 1})


@pytest.mark.parametrize("level", ["1", "2", "3", "4", "5"])
def test_base_conversion_gold_agrees_with_python_and_numpy(level):
    """An independent oracle: Python's int() reads the number, numpy's base_repr writes it."""
    import numpy as np

    bc = bootcamps.get(BC_ID)
    for seed in range(40):
        case = bc.case(seed, level)
        d = case.data
        assert case.answer == np.base_repr(int(d["number"], d["from_base"]), d["to_base"]).lower(), (seed, d)


def test_base_conversion_accepts_forms():
    bc = bootcamps.get(BC_ID)
    data = {"number": "255", "from_base": 10, "to_base": 16}
    for text in ["ff", "FF", "0xff", "ff_16", "ff_{16}", "ff(16)", "00ff", "ff.", "ff_16."]:  # a sentence's period
        assert bc.check(data, "ff", text) == 1.0, text
    for text in ["fe", "255", "0bff", "ffg", "-ff", "ff_15", "f f", "ff..", "f.f"]:  # "f f" splits a number
        assert bc.check(data, "ff", text) == 0.0, text
    binary = {"number": "167", "from_base": 10, "to_base": 2}
    for text in ["10100111", "1010 0111", "10 100 111", "1010_0111"]:  # groups of 4 or 3 from the right
        assert bc.check(binary, "10100111", text) == 1.0, text
    for text in ["1010011 1", "1 0 1 0 0 1 1 1", "101 00111"]:
        assert bc.check(binary, "10100111", text) == 0.0, text


def test_a_broken_module_fails_loudly_without_breaking_the_rest(tmp_path):
    package = tmp_path / "bootcamps"
    shutil.copytree(Path(bootcamps.__file__).parent, package, ignore=shutil.ignore_patterns("__pycache__"))
    (package / "zz_broken").mkdir()
    (package / "zz_broken" / "__init__.py").write_text("")
    (package / "zz_broken" / "bad.py").write_text("raise RuntimeError('boom at import')\n")
    code = (
        "import bootcamps; from bootcamps.validate import validate\n"
        "assert 'zz_broken/bad' in bootcamps.names()\n"
        f"bootcamps.get({BC_ID!r})\n"
        "f = validate('zz_broken/bad')\n"
        "print(f[0].check, f[0].message)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True,
                         env={"PYTHONPATH": str(tmp_path), "PATH": "/usr/bin:/bin"})
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "import RuntimeError: boom at import"


def test_validate_reports_a_wrong_gold(monkeypatch):
    bc = bootcamps.get(BC_ID)
    # a verifier that rejects everything must fail the contract: the contract can fail
    monkeypatch.setattr(type(bc), "check", lambda self, data, answer, text: 0.0)
    failures = validate(BC_ID, cases=3, unique_cases=0, corrupt=0)
    assert {f.check for f in failures} >= {"gold"}


def test_cli_list_show_validate(capsys):
    assert cli_main(["list"]) == 0
    assert BC_ID in capsys.readouterr().out
    assert cli_main(["show", BC_ID, "--level", "2", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    case = bootcamps.get(BC_ID).case(4, "2")
    assert f"<answer>{case.answer}</answer>" in out.replace("\n", "")
    assert cli_main(["validate", BC_ID, "--cases", "3", "--unique-cases", "100"]) == 0
    assert cli_main(["show", "nope/nope"]) == 2
    assert "unknown bootcamp 'nope/nope'" in capsys.readouterr().out


def test_console_script_entry_point():
    out = subprocess.run([sys.executable, "-m", "bootcamps", "list"], capture_output=True, text=True)
    assert out.returncode == 0 and BC_ID in out.stdout


def test_validate_reports_a_trace_that_depends_on_the_data_object(monkeypatch):
    bc = bootcamps.get(BC_ID)
    program = type(bc).program

    def leaky(self, t, data):  # a trace that changes when the data is rebuilt from JSON
        t.state("leak")
        t.fetch("object", id(data) % 1000)
        return program(self, t, data)

    monkeypatch.setattr(type(bc), "program", leaky)
    failures = validate(BC_ID, cases=2, unique_cases=0, corrupt=0)
    assert "trace-json" in {f.check for f in failures}


def test_validate_asks_a_bootcamp_that_overrides_trace_for_each_style(monkeypatch):
    from bootcamps.validate import gold_traces

    bc = bootcamps.get(BC_ID)
    case = bc.case(1, "2")
    texts, tracer = gold_traces(bc, case)
    assert tracer is not None and texts == {style: bc.trace(case, style) for style in texts}
    asked = []
    monkeypatch.setattr(type(bc), "trace", lambda self, c, style="minimal": asked.append(style) or style)
    texts, tracer = gold_traces(bc, case)
    assert tracer is None and texts == {style: style for style in asked} and len(asked) == len(texts)
