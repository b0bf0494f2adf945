"""docs/catalogue.md: generated from the bootcamps, deterministic, and this test fails when it is stale."""

import pytest

from bootcamps import gallery
from bootcamps.cli import main as cli_main

FEW = ("arithmetic/base_conversion", "cipher/caesar", "graph/shortest_path")


def test_docs_catalogue_is_up_to_date():
    path = gallery.DEFAULT_PATH
    assert path.exists(), "docs/catalogue.md is missing: run python -m bootcamps gallery"
    if path.read_text(encoding="utf-8") != gallery.build(jobs=2):
        pytest.fail("docs/catalogue.md is out of date: run python -m bootcamps gallery")


def test_build_is_deterministic_and_independent_of_jobs():
    one = gallery.build(FEW)
    assert one == gallery.build(FEW) == gallery.build(FEW, jobs=2)
    assert one.count("\n### `") == 3 and "## cipher" in one and "3 bootcamps in 3 domains" in one


def test_an_entry_has_knobs_per_level_prompt_answer_and_trace():
    import bootcamps

    bc = bootcamps.get("arithmetic/base_conversion")
    case = bc.case(0, "1")
    text = gallery.entry(bc.id)
    assert "| knob | 1 | 2 | 3 | 4 | 5 |" in text
    assert "| `max_value` | 1000 | 50000 | 1000000 | 1000000000000 | 1000000000000000000 |" in text
    assert f"```text\n{case.prompt}\n```" in text
    assert f"Answer:\n\n```text\n{case.answer}\n```" in text
    assert bc.trace(case).split("\n")[0] in text


def test_fences_survive_backticks_in_the_text():
    fenced = gallery._fence("a ```` b")
    assert fenced.startswith("`````text\n") and fenced.endswith("\n`````")


def test_a_broken_bootcamp_stops_the_build_with_its_name():
    with pytest.raises(RuntimeError, match="nope/nope"):
        gallery.build(("arithmetic/base_conversion", "nope/nope"))


def test_cli_gallery_writes_then_checks(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(gallery.registry, "names", lambda: FEW)
    page = tmp_path / "catalogue.md"
    assert cli_main(["gallery", "--output", str(page), "--check"]) == 1
    assert "out of date" in capsys.readouterr().out and not page.exists()
    assert cli_main(["gallery", "--output", str(page)]) == 0
    assert cli_main(["gallery", "--output", str(page), "--check"]) == 0
    page.write_text(page.read_text() + "edited\n")
    assert cli_main(["gallery", "--output", str(page), "--check"]) == 1

