"""The bootcamp registry: ids are file paths, so listing needs no imports.

``bootcamps/<domain>/<name>.py`` defines the bootcamp ``<domain>/<name>`` as a module-level
``BOOTCAMP``. Modules are imported on first ``get``; one that fails to import fails loudly
there (and in validation) without breaking ``import bootcamps`` for the others.
"""

from __future__ import annotations

import difflib
import importlib
from functools import lru_cache
from pathlib import Path

from .api import Bootcamp

_ROOT = Path(__file__).resolve().parent
# Packages under bootcamps/ that hold shared helpers, not bootcamps.
HELPER_PACKAGES = frozenset({"kit"})


@lru_cache(maxsize=1)
def names() -> tuple[str, ...]:
    """Every registered bootcamp id, sorted."""
    found = []
    for module in _ROOT.glob("*/*.py"):
        domain = module.parent.name
        if domain.startswith(("_", ".")) or domain in HELPER_PACKAGES or module.stem.startswith("_"):
            continue
        if (module.parent / "__init__.py").exists():
            found.append(f"{domain}/{module.stem}")
    return tuple(sorted(found))


@lru_cache(maxsize=None)
def get(bootcamp_id: str) -> Bootcamp:
    if bootcamp_id not in names():
        close = difflib.get_close_matches(str(bootcamp_id), names(), n=3)
        hint = f"; did you mean {', '.join(close)}?" if close else ""
        raise ValueError(
            f"unknown bootcamp {bootcamp_id!r}: {len(names())} exist (python -m bootcamps list){hint}"
        )
    domain, name = bootcamp_id.split("/", 1)
    module = importlib.import_module(f"bootcamps.{domain}.{name}")
    bootcamp = getattr(module, "BOOTCAMP", None)
    if not isinstance(bootcamp, Bootcamp):
        raise TypeError(f"bootcamps/{domain}/{name}.py must define BOOTCAMP, a Bootcamp instance")
    if bootcamp.id != bootcamp_id:
        raise ValueError(f"bootcamps/{domain}/{name}.py declares id {bootcamp.id!r}, expected {bootcamp_id!r}")
    return bootcamp


def domains() -> tuple[str, ...]:
    return tuple(sorted({n.split("/", 1)[0] for n in names()}))
