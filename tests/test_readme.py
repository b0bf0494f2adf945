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
