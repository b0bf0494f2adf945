"""No two bootcamps are the same task: near-identical prompts, or copied verifier/generator/solver bodies.

Prompts: every bootcamp's prompts at levels 1, 3 and 5 (seeds 0..2) become sets of word 3-grams
with numbers masked; MinHash LSH (datasketch) finds candidate pairs from different bootcamps,
and their exact Jaccard similarity decides. Near-linear in the number of prompts, so it stays
fast at 1,000 bootcamps. Code: the normalised AST of ``check``, ``generate`` and ``program``
(docstrings dropped, local names renamed in order of use) is hashed; two bootcamps with equal
hashes carry a copy (shared logic belongs in a helper module, which both then call).

A bootcamp that cannot make a case is left out here: test_contract.py fails it.
"""

from __future__ import annotations

import ast
import hashlib
import inspect
import re
import textwrap
import zlib
from functools import lru_cache
from itertools import combinations

import pytest
from datasketch import MinHash, MinHashLSH

import bootcamps

LEVELS = ("1", "3", "5")
SEEDS = (0, 1, 2)
NEAR = 0.8  # Jaccard of masked 3-gram sets at or above this is "near-identical"
NUM_PERM = 64
METHODS = ("check", "generate", "program")
MIN_NODES = 25  # smaller bodies (a one-line check) are too generic to call copies

# Drawing permutations is most of a MinHash's cost: draw them once.
_TEMPLATE = MinHash(num_perm=NUM_PERM, seed=1, hashfunc=zlib.crc32)  # crc32: deterministic, faster than sha1
_TOKEN = re.compile(r"[^\W\d_]+|\d+(?:[.,]\d+)*|[^\w\s]")


def shingles(prompt: str, n: int = 3) -> frozenset[str]:
    """Word n-grams of the lowercased prompt, every number replaced by '#'."""
    tokens = ["#" if t[0].isdigit() else t for t in _TOKEN.findall(prompt.lower())]
    return frozenset(" ".join(tokens[i : i + n]) for i in range(max(1, len(tokens) - n + 1)))


def jaccard(a: frozenset, b: frozenset) -> float:
    return len(a & b) / len(a | b) if a or b else 1.0


@lru_cache(maxsize=1)
def prompt_sets() -> tuple[dict[tuple[str, str, int], frozenset], dict[tuple[str, str, int], str]]:
    """(bootcamp, level, seed) -> shingle set, and the prompts themselves for the report."""
    sets, texts = {}, {}
    for bootcamp_id in bootcamps.names():
        try:
            bc = bootcamps.get(bootcamp_id)
            cases = [bc.case(seed, level) for level in LEVELS if level in bc.levels for seed in SEEDS]
        except Exception:  # noqa: BLE001 - test_contract reports a bootcamp that cannot make cases
            continue
        for case in cases:
            key = (bootcamp_id, case.level, case.seed)
            texts[key], sets[key] = case.prompt, shingles(case.prompt)
    return sets, texts


def near_pairs(sets: dict, threshold: float) -> list[tuple[float, tuple, tuple]]:
    """Pairs of prompts from different bootcamps at one level with Jaccard >= threshold, most similar first."""
    lsh = MinHashLSH(threshold=threshold * 0.8, num_perm=NUM_PERM)  # looser: LSH only proposes candidates
    found: dict[tuple, float] = {}
    for key, grams in sets.items():
        m = MinHash(num_perm=NUM_PERM, hashfunc=zlib.crc32, permutations=_TEMPLATE.permutations, scheme=_TEMPLATE.scheme)
        m.update_batch([g.encode() for g in grams])
        for other in lsh.query(m):
            if other[0] != key[0] and other[1] == key[1]:
                score = jaccard(grams, sets[other])
                if score >= threshold:
                    pair = tuple(sorted((key, other)))
                    found[pair] = score
        lsh.insert(key, m)
    return sorted(((s, a, b) for (a, b), s in found.items()), key=lambda x: (-x[0], x[1], x[2]))


def test_shingles_mask_numbers_and_jaccard_measures_overlap():
    a = shingles("Add 12 and 30. Give the sum.")
    assert a == shingles("Add 7 and 1,500. Give the sum.")
    assert "add # and" in a
    assert jaccard(a, shingles("Multiply 12 by 30. Give the product.")) < 0.2
    assert jaccard(a, a) == 1.0


def test_near_pairs_finds_a_reworded_copy_and_not_a_different_task():
    base = "An undirected graph has vertices 0 to 9 and these weighted edges. Find a shortest path from 2 to 7."
    sets = {
        ("x/a", "1", 0): shingles(base),
        ("x/b", "1", 0): shingles(base.replace("2 to 7", "4 to 1")),  # a copy with other numbers
        ("x/c", "1", 0): shingles("Sort these words alphabetically and list them separated by commas: pear, fig."),
        ("x/d", "3", 0): shingles(base),  # another level: not compared
    }
    pairs = near_pairs(sets, NEAR)
    assert [(a[0], b[0]) for _, a, b in pairs] == [("x/a", "x/b")]


def test_no_two_bootcamps_give_near_identical_prompts():
    sets, texts = prompt_sets()
    assert len({key[0] for key in sets}) >= 2
    pairs = near_pairs(sets, NEAR)
    if pairs:
        report = []
        for score, a, b in pairs[:10]:
            report.append(f"{score:.2f}  {a[0]} vs {b[0]} (level {a[1]}, seeds {a[2]}/{b[2]})\n"
                          f"    {texts[a][:160]!r}\n    {texts[b][:160]!r}")
        pytest.fail(f"{len(pairs)} near-identical prompt pairs (masked 3-gram Jaccard >= {NEAR}); closest:\n"
                    + "\n".join(report))


def test_no_two_bootcamps_give_the_same_prompt_for_a_seed_and_level():
    _, texts = prompt_sets()
    seen: dict[str, tuple] = {}
    same = []
    for key, text in texts.items():
        digest = hashlib.blake2b(text.encode(), digest_size=16).digest()
        if digest in seen and seen[digest][0] != key[0]:
            same.append(f"{seen[digest]} and {key}")
        seen.setdefault(digest, key)
    assert not same, "identical prompts:\n" + "\n".join(same[:10])


class _Normalise(ast.NodeTransformer):
    """Drop docstrings and positions; rename arguments and assigned names in order of first use."""

    def __init__(self) -> None:
        self.names: dict[str, str] = {}

    def _local(self, name: str) -> str:
        return self.names.setdefault(name, f"v{len(self.names)}")

    def visit_arg(self, node: ast.arg) -> ast.arg:
        node.arg, node.annotation = self._local(node.arg), None
        return node

    def visit_Name(self, node: ast.Name) -> ast.Name:
        if isinstance(node.ctx, (ast.Store, ast.Del)) or node.id in self.names:
            node.id = self._local(node.id)
        return node

    def visit_FunctionDef(self, node: ast.FunctionDef) -> ast.AST:
        body = node.body
        if body and isinstance(body[0], ast.Expr) and isinstance(getattr(body[0], "value", None), ast.Constant) \
                and isinstance(body[0].value.value, str):
            node.body = body[1:] or [ast.Pass()]
        node.name, node.returns, node.decorator_list = "f", None, []
        self.generic_visit(node)
        return node


def body_fingerprint(function) -> tuple[str, int] | None:
    """A hash of the function's normalised AST and its node count; None without source."""
    try:
        source = textwrap.dedent(inspect.getsource(function))
    except (OSError, TypeError):
        return None
    tree = _Normalise().visit(ast.parse(source))
    dump = ast.dump(tree, annotate_fields=False, include_attributes=False)
    return hashlib.blake2b(dump.encode(), digest_size=16).hexdigest(), sum(1 for _ in ast.walk(tree))


def test_body_fingerprint_sees_through_renames_and_docstrings():
    def check_a(self, data, answer, text):
        """One."""
        value = int(text.strip()) if text.strip().isdigit() else None
        total = sum(data["xs"]) + (value or 0)
        return 1.0 if value is not None and total == answer * 2 else 0.0

    def check_b(self, d, gold, reply):
        n = int(reply.strip()) if reply.strip().isdigit() else None
        s = sum(d["xs"]) + (n or 0)
        return 1.0 if n is not None and s == gold * 2 else 0.0

    def check_c(self, d, gold, reply):
        n = int(reply.strip()) if reply.strip().isdigit() else None
        s = max(d["xs"]) + (n or 0)
        return 1.0 if n is not None and s == gold * 2 else 0.0

    assert body_fingerprint(check_a) == body_fingerprint(check_b)
    assert body_fingerprint(check_a)[0] != body_fingerprint(check_c)[0]
    assert body_fingerprint(check_a)[1] >= MIN_NODES


def own_methods(bootcamp_id: str) -> dict[str, object]:
    """The bootcamp's check/generate/program functions (inherited ones included)."""
    bc = bootcamps.get(bootcamp_id)
    return {name: getattr(type(bc), name) for name in METHODS}


def clone_key(cls: type) -> tuple:
    """Equal for one class reused with other knobs: the same generate and program objects and no
    rule of its own (a subclass that only sets LEVELS or an id). A subclass defining functions that
    the shared generate and program call (the rule methods of kit.sudoku_lines) is another task."""
    own = tuple(sorted((name, body_fingerprint(f)) for name, f in vars(cls).items() if inspect.isfunction(f)))
    return cls.generate, cls.program, own


def test_clone_key_tells_a_knob_copy_from_a_new_rule():
    class Shared:
        def generate(self, config, rng):
            return self.rule(config), None

        def program(self, t, data):
            return data

        def rule(self, config):
            return config

    class KnobsOnly(Shared):
        LEVELS = {"1": 2}

    class OtherKnobs(Shared):
        LEVELS = {"1": 3}

    class NewRule(Shared):
        def rule(self, config):
            return -config

    assert clone_key(KnobsOnly) == clone_key(OtherKnobs)
    assert clone_key(NewRule) != clone_key(KnobsOnly)


def test_no_two_bootcamps_share_a_verifier_generator_or_solver_body():
    by_hash: dict[tuple[str, str], list[str]] = {}
    by_object: dict[tuple, list[str]] = {}
    for bootcamp_id in bootcamps.names():
        try:
            methods = own_methods(bootcamp_id)
        except Exception:  # noqa: BLE001 - an import failure is test_contract's to report
            continue
        by_object.setdefault(clone_key(type(bootcamps.get(bootcamp_id))), []).append(bootcamp_id)
        seen_objects = set()
        for name, function in methods.items():
            if function in seen_objects:
                continue
            seen_objects.add(function)
            fingerprint = body_fingerprint(function)
            if fingerprint is None or fingerprint[1] < MIN_NODES:
                continue
            owners = by_hash.setdefault((name, fingerprint[0]), [])
            # the same function object inherited from a shared helper is not a copy
            if not any(getattr(type(bootcamps.get(o)), name) is function for o in owners):
                owners.append(bootcamp_id)
    copies = [f"{name} of {', '.join(ids)}" for (name, _), ids in by_hash.items() if len(ids) > 1]
    clones = [", ".join(ids) for ids in by_object.values() if len(ids) > 1]
    assert not copies, "copied bodies (move the shared logic into a helper module):\n  " + "\n  ".join(copies)
    assert not clones, "same generate and program (a knob, not a new bootcamp):\n  " + "\n  ".join(clones)


def test_report_lists_pairs_in_order_of_similarity():
    sets = {(f"x/{i}", "1", 0): shingles("alpha beta gamma delta epsilon zeta eta theta " + extra)
            for i, extra in enumerate(["", "iota", "iota kappa lambda"])}
    pairs = near_pairs(sets, 0.5)
    scores = [s for s, _, _ in pairs]
    assert scores == sorted(scores, reverse=True) and len(pairs) == len(list(combinations(sets, 2)))
