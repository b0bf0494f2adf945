"""``python -m bootcamps new <domain>/<name>``: a new bootcamp file from the template, ready to fill in.

The file imports cleanly (so the registry lists it at once) and every section a bootcamp needs
is there with a TODO: Config, LEVELS, generate, prompt, check, program, solve, BOOTCAMP.
"""

from __future__ import annotations

import keyword
import re
from pathlib import Path

from .registry import HELPER_PACKAGES

ROOT = Path(__file__).resolve().parent
TEMPLATE = ROOT / "templates" / "bootcamp.py.tmpl"
_NAME = re.compile(r"[a-z][a-z0-9_]{0,39}")
# Folders under bootcamps/ that hold helpers or files, not bootcamps.
RESERVED_DOMAINS = HELPER_PACKAGES | {"templates"}


def split_id(bootcamp_id: str) -> tuple[str, str]:
    """``domain/name`` as its two parts; a ValueError naming the bad part otherwise."""
    parts = bootcamp_id.split("/")
    if len(parts) != 2:
        raise ValueError(f"bootcamp id must be <domain>/<name>, got {bootcamp_id!r}")
    for kind, part in zip(("domain", "name"), parts):
        if not _NAME.fullmatch(part) or keyword.iskeyword(part):
            raise ValueError(
                f"{kind} {part!r} of {bootcamp_id!r} must be a lowercase Python identifier "
                "(a-z first, then a-z, 0-9 or _, at most 40 characters, not a keyword)"
            )
    if parts[0] in RESERVED_DOMAINS:
        raise ValueError(f"bootcamps/{parts[0]}/ holds helpers, not bootcamps; pick another domain")
    return parts[0], parts[1]


def class_name(name: str) -> str:
    return "".join(part.capitalize() for part in name.split("_") if part)


def render(bootcamp_id: str, description: str) -> str:
    """The template filled in for ``bootcamp_id``."""
    domain, name = split_id(bootcamp_id)
    if not description.strip() or any(c in description for c in '"\\\n'):
        raise ValueError(f"description must be one line without quotes or backslashes, got {description!r}")
    text = TEMPLATE.read_text(encoding="utf-8")
    for key, value in (("__ID__", bootcamp_id), ("__CLASS__", class_name(name)), ("__DESCRIPTION__", description.strip())):
        text = text.replace(key, value)
    return text


def create(bootcamp_id: str, description: str = "", root: Path = ROOT) -> list[Path]:
    """Write ``root/<domain>/<name>.py`` (and the domain's ``__init__.py`` if absent); the paths written.

    Refuses to overwrite an existing file: an id names one bootcamp for good.
    """
    domain, name = split_id(bootcamp_id)
    folder = root / domain
    target = folder / f"{name}.py"
    if target.exists():
        raise ValueError(f"{target} already exists; pick another name (an id names one bootcamp for good)")
    text = render(bootcamp_id, description or f"TODO one line: what {name.replace('_', ' ')} asks")
    written = []
    folder.mkdir(parents=True, exist_ok=True)
    init = folder / "__init__.py"
    if not init.exists():
        init.write_text(f'"""{domain.replace("_", " ").capitalize()} bootcamps."""\n', encoding="utf-8")
        written.append(init)
    with open(target, "x", encoding="utf-8") as handle:  # "x": never clobber a file made meanwhile
        handle.write(text)
    written.append(target)
    return written


def next_steps(bootcamp_id: str) -> str:
    domain, name = split_id(bootcamp_id)
    return "\n".join((
        f"Next: fill in every TODO in bootcamps/{domain}/{name}.py (docs/adding-a-bootcamp.md walks one through), then",
        f"  python -m bootcamps show {bootcamp_id} --level 1          # read a case, its gold and its trace",
        f"  python -m bootcamps validate {bootcamp_id} --cases 50     # the contract, every level",
        f"  python bench/generation.py --only {bootcamp_id}           # >= 1000 cases/s at level 3",
        "  python -m pytest -p no:xdist -q tests/test_distinct.py    # not a copy of another bootcamp",
        "  python -m bootcamps gallery                               # refresh docs/catalogue.md",
        "  python -m bootcamps distinct                              # record its uniqueness counts for the tests",
        "and add an oracle test and a hand-worked example for it under tests/.",
    ))
