"""The validation contract, run on every registered bootcamp at every level, sized for 1,000 bootcamps.

The test command must finish in under 30 minutes on 2 cores with 1,000 bootcamps, so the deep
checks (gold, JSON round trip, solver, both trace styles, step labels, wrong and other answers,
the adversarial families, garbage, corrupted traces) run on CASES cases per level here, with one
corrupted trace each. Prompt uniqueness is NOT sampled down: it is counted over the same 1,000
seeds per level as the full contract, since a smaller sample cannot see a 1% repeat rate. It is
the costly part for slow generators (a puzzle at 20 cases/s spends 50 s a level on it), and a pure
function of the code, so a count is reused when it was made from the same code: first from the
committed ledger (tests/distinct_prompts.json, brought up to date by ``python -m bootcamps
distinct``; see bootcamps/distinct.py), then from pytest's cache, keyed by the digest of the
bootcamp's module, every bootcamps module it imports (transitively), the third-party versions and
the Python minor version (bootcamps/sources.py). Bootcamps whose code changed are counted afresh.
Set BOOTFORGE_CONTRACT_CASES to go deeper; the full contract is
``python -m bootcamps validate --cases 1000`` (a process pool over the whole catalogue).
"""

import hashlib
import os

import pytest

import bootcamps
from bootcamps import distinct
from bootcamps.sources import PACKAGE, module_files, source_digest
from bootcamps.validate import check_effort, check_level

CASES = int(os.environ.get("BOOTFORGE_CONTRACT_CASES", "3"))
UNIQUE_CASES = distinct.UNIQUE_CASES  # the full contract's count: see the docstring
CORRUPT = 1
LEDGER = distinct.load()


def distinct_share(request, bc, level: str) -> float:
    recorded = distinct.recorded_share(LEDGER, bc.id, level)
    if recorded is not None:  # the same code counted these prompts: the count is the count
        return recorded
    key = f"bootforge/distinct/{bc.id}/{level}/{UNIQUE_CASES}"
    cache = getattr(request.config, "cache", None)  # None under -p no:cacheprovider
    digest = source_digest(bc.id)
    cached = cache.get(key, None) if cache is not None else None
    if isinstance(cached, dict) and cached.get("digest") == digest:
        return float(cached["share"])
    share = distinct.count_distinct(bc, level) / UNIQUE_CASES
    if cache is not None:
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
    names = {str(p.relative_to(PACKAGE)) for p in module_files("cipher/caesar")}
    assert {"cipher/caesar.py", "api.py", "words.py", "seeding.py", "parse.py", "trace.py"} <= names
    assert source_digest("cipher/caesar") != source_digest("graph/shortest_path")


def test_import_scan_finds_imports_in_every_kind_of_block():
    """sources reads imports from statement blocks only (faster than ast.walk): it must find the
    same imports as a walk of the whole tree, wherever they are nested."""
    import ast

    from bootcamps.sources import _statements

    code = """
import a
from b import c
def f():
    import d
    class K:
        from e import g
        def m(self):
            if x:
                import h
            elif y:
                import i
            else:
                import j
for q in r:
    import k
else:
    import l
while w:
    import m
with n:
    import o
try:
    import p
except E:
    import s
else:
    import t
finally:
    import u
match v:
    case 1:
        import z
async def af():
    async with n:
        import aw
    async for q in r:
        import af2
"""
    tree = ast.parse(code)
    def imports(nodes):
        return sorted(ast.dump(n) for n in nodes if isinstance(n, (ast.Import, ast.ImportFrom)))
    assert imports(_statements(tree.body)) == imports(ast.walk(tree))
    assert len(imports(ast.walk(tree))) == 18


def test_ledger_counts_recompute():
    """The ledger is a cache of a pure function: three of its current entries, picked by a hash of
    the ledger itself (so each new ledger is spot-checked elsewhere), count again to the same number."""
    current = [(i, lv) for i, e in LEDGER.items() for lv in e["distinct"] if distinct.recorded_share(LEDGER, i, lv)]
    if not current:
        pytest.skip("no current ledger entries (run python -m bootcamps distinct)")
    salt = repr(sorted(LEDGER.items())).encode()
    picked = sorted(current, key=lambda p: hashlib.blake2b(salt + repr(p).encode(), digest_size=8).digest())[:3]
    for bootcamp_id, level in picked:
        bc = bootcamps.get(bootcamp_id)
        assert distinct.count_distinct(bc, level) == LEDGER[bootcamp_id]["distinct"][level], (bootcamp_id, level)
