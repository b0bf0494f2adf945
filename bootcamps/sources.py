"""What a bootcamp's cases depend on: its module, every bootcamps module it reaches by imports, and
the versions of the third-party packages those import.

Two users: the build's shard fingerprints (``builders/shards.py``), so that editing a kit helper a
bootcamp imports invalidates that bootcamp's shards and no other's; and the prompt-uniqueness
ledger (``bootcamps/distinct.py``), whose recorded counts are reused only for byte-identical code.
Imports are read with ``ast`` from the files, so nothing is imported to compute a digest.
"""

from __future__ import annotations

import ast
import hashlib
import sys
from functools import lru_cache
from importlib import metadata
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent


@lru_cache(maxsize=None)
def _module_file(name: str) -> Path | None:
    """The source file of a module of the bootcamps package, or None outside it."""
    if name != "bootcamps" and not name.startswith("bootcamps."):
        return None
    base = PACKAGE.parent.joinpath(*name.split("."))
    for path in (base.with_suffix(".py"), base / "__init__.py"):
        if path.exists():
            return path
    return None


def _imports(path: Path) -> frozenset[str]:
    """Absolute names of the modules a file imports (relative imports resolved), from the file
    as it is now: a long-lived process (a validation pool forked from a parent that read the
    files hours before) must see an import added since, or its digests would name a set of
    files that never existed together."""
    return _parse_imports(path, path.read_text(encoding="utf-8"))


@lru_cache(maxsize=None)
def _parse_imports(path: Path, text: str) -> frozenset[str]:
    package = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if path.name != "__init__.py":
        package = package.rsplit(".", 1)[0]
    found = set()
    for node in _statements(ast.parse(text).body):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                base = f"{parent}.{base}" if base else parent
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)  # "from . import x" imports a module
    return frozenset(found)


def _statements(body: list[ast.stmt]):
    """Every statement in ``body`` and in the blocks nested in it (functions, classes, if, for,
    while, with, try, match). An import is a statement, so it can only be among these; skipping
    the expressions (most of a tree's nodes) makes this several times faster than ``ast.walk``."""
    todo = list(body)
    while todo:
        node = todo.pop()
        yield node
        for name in ("body", "orelse", "finalbody"):
            block = getattr(node, name, None)
            if isinstance(block, list):
                todo.extend(block)
        for part in getattr(node, "handlers", ()) or getattr(node, "cases", ()):  # except clauses, match cases
            todo.extend(part.body)


def bootcamp_file(bootcamp_id: str) -> Path:
    domain, _, name = bootcamp_id.partition("/")
    path = PACKAGE / domain / f"{name}.py"
    if not name or not path.exists():
        raise ValueError(f"unknown bootcamp {bootcamp_id!r}: no file {path}")
    return path


def module_files(bootcamp_id: str) -> list[Path]:
    """The bootcamp's module and every bootcamps module it reaches by imports, sorted."""
    seen: set[Path] = set()
    todo = [bootcamp_file(bootcamp_id), PACKAGE / "__init__.py"]
    while todo:
        path = todo.pop()
        if path in seen:
            continue
        seen.add(path)
        todo.extend(p for p in map(_module_file, _imports(path)) if p is not None)
    return sorted(seen)


@lru_cache(maxsize=1)
def _distributions() -> dict[str, list[str]]:
    return metadata.packages_distributions()


def third_party_versions(files: list[Path]) -> dict[str, str]:
    """``{distribution: version}`` for the non-standard-library packages the files import."""
    versions = {}
    tops = {name.split(".", 1)[0] for path in files for name in _imports(path)}
    for top in sorted(tops - set(sys.stdlib_module_names) - {"bootcamps", "__future__"}):
        for dist in _distributions().get(top, []):
            versions[dist] = metadata.version(dist)
    return versions


@lru_cache(maxsize=None)
def source_digest(bootcamp_id: str) -> str:
    """A digest of everything the bootcamp's cases depend on: the Python minor version (``random``
    is stable within one), the source files (path and bytes) and third-party package versions."""
    files = module_files(bootcamp_id)
    digest = hashlib.blake2b(f"python {sys.version_info[0]}.{sys.version_info[1]}".encode(), digest_size=16)
    for path in files:
        digest.update(str(path.relative_to(PACKAGE)).encode() + b"\0" + path.read_bytes() + b"\0")
    for dist, version in third_party_versions(files).items():
        digest.update(f"{dist}=={version}\0".encode())
    return digest.hexdigest()
