"""``python -m bootcamps new``: the written file imports, registers, and has every section to fill in."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import bootcamps
from bootcamps import scaffold
from bootcamps.cli import main as cli_main

SECTIONS = ("class Config", "LEVELS = {", "def generate(", "def prompt(", "def check(", "def program(", "def solve(",
            "BOOTCAMP = ")


def test_new_writes_an_importable_bootcamp_in_a_copy_of_the_package(tmp_path):
    package = tmp_path / "bootcamps"
    shutil.copytree(Path(bootcamps.__file__).parent, package, ignore=shutil.ignore_patterns("__pycache__"))
    written = scaffold.create("zz_domain/tile_count", "Count tiles", root=package)
    assert [p.name for p in written] == ["__init__.py", "tile_count.py"]
    text = (package / "zz_domain" / "tile_count.py").read_text()
    for section in SECTIONS:
        assert section in text, section
    # the new module imports and registers in a fresh interpreter that sees the copy
    code = (
        "import bootcamps\n"
        "assert 'zz_domain/tile_count' in bootcamps.names()\n"
        "bc = bootcamps.get('zz_domain/tile_count')\n"
        "print(type(bc).__name__, bc.id, bc.description, sorted(bc.LEVELS), bc.check({}, 7, '7'))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True,
                         env={"PYTHONPATH": str(tmp_path), "PATH": "/usr/bin:/bin"})
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["TileCount", "zz_domain/tile_count", "Count", "tiles", "['1',", "'2',", "'3',",
                                  "'4',", "'5']", "1.0"]


def test_new_keeps_an_existing_domain_init_and_refuses_to_overwrite(tmp_path):
    (tmp_path / "puzzle").mkdir()
    (tmp_path / "puzzle" / "__init__.py").write_text('"""Mine."""\n')
    assert scaffold.create("puzzle/maze_walk", root=tmp_path) == [tmp_path / "puzzle" / "maze_walk.py"]
    assert (tmp_path / "puzzle" / "__init__.py").read_text() == '"""Mine."""\n'
    before = (tmp_path / "puzzle" / "maze_walk.py").read_text()
    with pytest.raises(ValueError, match="already exists"):
        scaffold.create("puzzle/maze_walk", root=tmp_path)
    assert (tmp_path / "puzzle" / "maze_walk.py").read_text() == before


@pytest.mark.parametrize("bad", ["nodomain", "a/b/c", "Puzzle/x", "puzzle/X", "puzzle/1st", "puzzle/_hidden",
                                 "puzzle/class", "kit/thing", "templates/x", "puzzle/a-b", "puzzle/", "/x"])
def test_new_rejects_bad_ids(tmp_path, bad):
    with pytest.raises(ValueError) as error:
        scaffold.create(bad, root=tmp_path)
    assert repr(bad) in str(error.value) or "holds helpers, not bootcamps" in str(error.value)
    assert not any(tmp_path.iterdir())


def test_cli_new_prints_next_steps_and_a_clear_error(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(scaffold, "ROOT", tmp_path)
    monkeypatch.setattr(scaffold.create, "__defaults__", ("", tmp_path))
    assert cli_main(["new", "words/anagram_pairs", "--description", "Pair up anagrams"]) == 0
    out = capsys.readouterr().out
    assert "python -m bootcamps validate words/anagram_pairs" in out
    assert 'description = "Pair up anagrams"' in (tmp_path / "words" / "anagram_pairs.py").read_text()
    assert cli_main(["new", "words/anagram_pairs"]) == 2
    assert "already exists" in capsys.readouterr().out


def test_the_worked_example_in_the_docs_passes_the_contract(tmp_path):
    doc = (Path(__file__).parent.parent / "docs" / "adding-a-bootcamp.md").read_text()
    source = doc.split("```python\n", 1)[1].split("```", 1)[0]
    package = tmp_path / "bootcamps"
    shutil.copytree(Path(bootcamps.__file__).parent, package, ignore=shutil.ignore_patterns("__pycache__"))
    (package / "arithmetic" / "digit_sum.py").write_text(source)
    code = (
        "import bootcamps\n"
        "from bootcamps.validate import validate\n"
        "bc = bootcamps.get('arithmetic/digit_sum')\n"
        "assert bc.check({'number': '909'}, 18, '18') == 1.0 and bc.solve({'number': '909'}) == 18\n"
        "failures = validate('arithmetic/digit_sum', cases=4, unique_cases=1000, corrupt=1)\n"
        "print(len(failures), *failures[:5], sep='\\n')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True,
                         env={"PYTHONPATH": str(tmp_path), "PATH": "/usr/bin:/bin"})
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "0", out.stdout
