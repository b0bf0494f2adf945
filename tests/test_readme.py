"""The README's first two commands are the project's set-up; CI must run the second verbatim."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text()
    block = text.split("```bash", 1)[1].split("```", 1)[0]
    return [line.split("#", 1)[0].strip() for line in block.strip().splitlines()]


def test_readme_opens_with_the_main_job_and_the_tests():
    main_job, tests = readme_commands()[:2]
    assert "python build.py" in main_job and main_job.startswith("pip install -e .")
    assert "pytest" in tests and tests.startswith("pip install -e")


def test_ci_runs_the_readme_test_command():
    ci = (ROOT / ".ci" / "run").read_text().splitlines()
    assert readme_commands()[1] in ci


def test_readme_links_stay_inside_the_repository():
    import re

    text = (ROOT / "README.md").read_text()
    for target in re.findall(r"\]\(([^)#]+)\)", text):
        if "://" in target:
            continue
        path = (ROOT / target).resolve()
        assert path.is_relative_to(ROOT) and path.exists(), f"README links to {target}"


def test_readme_knob_override_example_runs():
    import re

    import bootcamps

    text = (ROOT / "README.md").read_text()
    bootcamp_id = re.search(r'bc = bootcamps\.get\("([^"]+)"\)', text).group(1)
    calls = re.findall(r"bc\.case\((\d+), \"(\d)\", (\w+)=(\d+)\)", text)
    assert calls, "the README shows a knob override"
    for seed, level, knob, value in calls:
        case = bootcamps.get(bootcamp_id).case(int(seed), level, **{knob: int(value)})
        assert case.overrides == {knob: int(value)}
