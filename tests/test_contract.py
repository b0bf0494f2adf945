"""The validation contract, run on every registered bootcamp at every level, sized for 1,000 bootcamps.

The test command must finish in under 30 minutes on 2 cores with 1,000 bootcamps, so the deep
checks (gold, JSON round trip, solver, both trace styles, step labels, wrong and other answers,
the adversarial families, garbage, corrupted traces) run on CASES cases per level here, with one
corrupted trace each. Prompt uniqueness is NOT sampled down: it is counted over the same 1,000
seeds per level as the full contract, since a smaller sample cannot see a 1% repeat rate. It is
the costly part for slow generators (a puzzle at 100 cases/s spends 50 s on it), so its result
is cached in pytest's cache under a digest of every source file the bootcamp's generation can
depend on (its module and the bootcamps modules it imports, transitively) and the Python
version: the same code gives the same prompts, so a cached count is the count.
Set BOOTFORGE_CONTRACT_CASES to go deeper; the full contract is
``python -m bootcamps validate --cases 1000`` (a process pool over the whole catalogue).
"""

import ast
import hashlib
import os
import sys
from functools import lru_cache
from pathlib import Path

import pytest

import bootcamps
from bootcamps.validate import _distinct_prompts, check_effort, check_level

CASES = int(os.environ.get("BOOTFORGE_CONTRACT_CASES", "3"))
UNIQUE_CASES = 1000  # the full contract's count: see the docstring
CORRUPT = 1
PACKAGE = Path(bootcamps.__file__).resolve().parent


def _module_file(name: str) -> Path | None:
    """The source file of a module of the bootcamps package, or None outside it."""
    if name != "bootcamps" and not name.startswith("bootcamps."):
        return None
    base = PACKAGE.parent.joinpath(*name.split("."))
    for path in (base.with_suffix(".py"), base / "__init__.py"):
        if path.exists():
            return path
    return None


def _imports(path: Path) -> set[str]:
    """Absolute names of the modules a file imports (relative imports resolved)."""
    package = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if path.name != "__init__.py":
        package = package.rsplit(".", 1)[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                base = f"{parent}.{base}" if base else parent
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)  # "from . import x" imports a module
    return found


@lru_cache(maxsize=None)
def source_digest(bootcamp_id: str) -> str:
    """A digest of the bootcamp's module and every bootcamps module it reaches by imports."""
    seen: dict[Path, bytes] = {}
    todo = [PACKAGE / f"{bootcamp_id}.py", PACKAGE / "__init__.py", PACKAGE / "validate.py"]
    while todo:
        path = todo.pop()
        if path in seen:
            continue
        seen[path] = path.read_bytes()
        todo.extend(p for p in map(_module_file, _imports(path)) if p is not None)
    digest = hashlib.blake2b(sys.version.encode(), digest_size=16)
    for path in sorted(seen):
        digest.update(str(path.relative_to(PACKAGE)).encode() + b"\0" + seen[path] + b"\0")
    return digest.hexdigest()


def distinct_share(request, bc, level: str) -> float:
    key = f"bootforge/distinct/{bc.id}/{level}/{UNIQUE_CASES}"
    cache = getattr(request.config, "cache", None)  # None under -p no:cacheprovider
    if cache is None:
        return _distinct_prompts(bc, level, UNIQUE_CASES)
    digest = source_digest(bc.id)
    cached = cache.get(key, None)
    if isinstance(cached, dict) and cached.get("digest") == digest:
        return float(cached["share"])
    share = _distinct_prompts(bc, level, UNIQUE_CASES)
    cache.set(key, {"digest": digest, "share": share})
    return share


@pytest.mark.parametrize("level", bootcamps.LEVELS)
@pytest.mark.parametrize("bootcamp_id", bootcamps.names())
def test_level_passes_contract(request, bootcamp_id, level):
    bc = bootcamps.get(bootcamp_id)
    failures = [str(f) for f in check_level(bc, level, cases=CASES, unique_cases=0, corrupt=CORRUPT)]
    floor = bc.min_distinct_prompts.get(level, 0.99)
    share = distinct_share(request, bc, level)
    if share < floor:  # the same rule and message as validate.check_level's
        failures.append(f"{bootcamp_id} level {level}: uniqueness: {share:.1%} distinct prompts in "
                        f"{UNIQUE_CASES} cases, need {floor:.1%}")
    assert not failures, "\n".join(failures[:20])


@pytest.mark.parametrize("bootcamp_id", bootcamps.names())
def test_effort_grows_with_level(bootcamp_id):
    failures = check_effort(bootcamps.get(bootcamp_id))  # cheap: the full contract's 20 cases a level
    assert not failures, "\n".join(map(str, failures))


def test_source_digest_follows_imports():
    files = set()
    todo = [PACKAGE / "cipher" / "caesar.py"]
    while todo:
        path = todo.pop()
        if path not in files:
            files.add(path)
            todo.extend(p for p in map(_module_file, _imports(path)) if p is not None)
    names = {str(p.relative_to(PACKAGE)) for p in files}
    assert {"cipher/caesar.py", "api.py", "words.py", "seeding.py", "parse.py", "trace.py"} <= names
    assert source_digest("cipher/caesar") != source_digest("graph/shortest_path")
