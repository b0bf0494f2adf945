"""Apply a JSON Merge Patch (RFC 7386) to a document and give the resulting document.

The rules, stated in the prompt: a patch object is merged key by key; a key whose patch value is
``null`` is removed; a key whose patch value is an object is merged recursively (into an empty
object when the document's value there is not an object); any other patch value (number,
string, boolean, array) replaces the document's value whole. The answer is the patched
document as JSON; key order does not matter, but types do (``1`` is not ``true``), and duplicate
keys make an answer invalid. The trace walks the patch depth first, one state per patch key:
fetch the document's value and the patch's value there (as JSON text), compute the result. The
tests compare with an independent implementation of the RFC's pseudo-code.
"""

from __future__ import annotations

import copy
import json
import random
from dataclasses import dataclass
from typing import Any

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.trace import Tracer

KEYS = ("name", "id", "tags", "owner", "size", "color", "state", "meta", "limits", "zone", "team", "level",
        "flags", "price", "email", "notes", "mode", "rank", "city", "plan")
WORDS = ("red", "blue", "open", "closed", "alpha", "beta", "north", "south", "gold", "iron", "lima", "oslo")
MAX_ANSWER_CHARS = 20_000


@dataclass(frozen=True)
class Config:
    keys: int = 3  # keys per object in the document
    depth: int = 1  # nesting of objects in the document
    patch_keys: int = 2

    def __post_init__(self) -> None:
        if not 2 <= self.keys <= 8:
            raise ValueError(f"keys must be in 2..8, got {self.keys}")
        if not 1 <= self.depth <= 3:
            raise ValueError(f"depth must be in 1..3, got {self.depth}")
        if not 1 <= self.patch_keys <= 8:
            raise ValueError(f"patch_keys must be in 1..8, got {self.patch_keys}")


def random_scalar(rng: random.Random) -> Any:
    roll = rng.random()
    if roll < 0.35:
        return rng.randint(0, 99)
    if roll < 0.65:
        return rng.choice(WORDS)
    if roll < 0.8:
        return rng.random() < 0.5
    return [rng.randint(0, 9) for _ in range(rng.randint(0, 3))]


def random_object(rng: random.Random, keys: int, depth: int) -> dict:
    out = {}
    for key in rng.sample(KEYS, keys):
        out[key] = random_object(rng, max(2, keys - 1), depth - 1) if depth > 1 and rng.random() < 0.45 else random_scalar(rng)
    return out


def random_patch(rng: random.Random, doc: Any, keys: int, depth: int) -> dict:
    """A patch that mostly touches existing keys: deletes, replaces, nested merges, new keys."""
    existing = list(doc) if isinstance(doc, dict) else []
    patch = {}
    for _ in range(keys):
        key = rng.choice(existing) if existing and rng.random() < 0.75 else rng.choice(KEYS)
        if key in patch:
            continue
        roll = rng.random()
        current = doc.get(key) if isinstance(doc, dict) else None
        if roll < 0.25:
            patch[key] = None
        elif roll < 0.55 and depth > 0:
            inner = random_patch(rng, current, max(1, keys - 1), depth - 1)
            if rng.random() < 0.3:
                inner[rng.choice(KEYS)] = None  # a null inside a new object is dropped, not stored
            patch[key] = inner
        else:
            patch[key] = random_scalar(rng)
    return patch


def merge_patch(target: Any, patch: Any) -> Any:
    """RFC 7386 MergePatch(Target, Patch)."""
    if not isinstance(patch, dict):
        return copy.deepcopy(patch)
    result = copy.deepcopy(target) if isinstance(target, dict) else {}
    for key, value in patch.items():
        if value is None:
            result.pop(key, None)
        else:
            result[key] = merge_patch(result.get(key), value)
    return result


def canonical(doc: Any) -> str:
    return json.dumps(doc, sort_keys=True, separators=(",", ":"))


class _Duplicate(Exception):
    pass


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict:
    keys = [k for k, _ in pairs]
    if len(keys) != len(set(keys)):
        raise _Duplicate
    return dict(pairs)


def read_json(text: str) -> Any:
    """A JSON value from model text (json.loads, never eval), or ``_Duplicate``/ValueError."""
    return json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_reject_constant)


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


_INTROS = (
    "Apply the JSON Merge Patch below to the document.",
    "Here are a JSON document and a merge patch (RFC 7386). What does the document look like after the patch?",
    "A service stores the first JSON document and receives the second one as a merge patch. Give the stored document afterwards.",
)
_RULES = ("Merge patch rules: the patch's keys are applied one by one; a key whose patch value is null is removed from the "
          "document; a key whose patch value is an object is merged recursively by these same rules (into an empty object "
          "if the document has no object there); any other patch value (number, string, true/false, array) replaces the "
          "document's value as a whole. Keys the patch does not mention stay as they are.")


class JsonMergePatch(Bootcamp):
    id = "data/json_merge_patch"
    description = "Apply an RFC 7386 JSON Merge Patch (null deletes, objects merge, the rest replaces)"
    Config = Config
    LEVELS = {
        "1": Config(keys=3, depth=1, patch_keys=2),
        "2": Config(keys=4, depth=2, patch_keys=3),
        "3": Config(keys=4, depth=2, patch_keys=4),
        "4": Config(keys=5, depth=3, patch_keys=5),
        "5": Config(keys=6, depth=3, patch_keys=7),
    }
    multiline_answer = True  # a JSON document may be pretty-printed over several lines

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            doc = random_object(rng, config.keys, config.depth)
            patch = random_patch(rng, doc, config.patch_keys, config.depth)
            result = merge_patch(doc, patch)
            if patch and result != doc:
                return {"document": json.dumps(doc), "patch": json.dumps(patch)}, canonical(result)

    def prompt(self, data: dict, rng: random.Random) -> str:
        return "\n".join([rng.choice(_INTROS), _RULES, "Document:", data["document"], "Patch:", data["patch"],
                          answer_instruction("the resulting document as JSON (key order does not matter)")])

    def check(self, data: dict, answer: str, text: str) -> float:
        if len(text) > MAX_ANSWER_CHARS:
            return 0.0
        text = text.strip()
        if text.startswith("```") and text.endswith("```"):
            text = text.strip("`").removeprefix("json").strip()
        try:
            value = read_json(text)
        except (ValueError, RecursionError, _Duplicate):
            return 0.0
        return 1.0 if isinstance(value, dict) and canonical(value) == answer else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        def merge(target: Any, patch: dict, path: str) -> dict:
            result = copy.deepcopy(target) if isinstance(target, dict) else {}
            for key, value in patch.items():
                where = f"{path}.{key}"
                # names are bracketed: a key may end in any character (a corrupted patch gave
                # "colo{"), and a claim needs a word character or a bracket before its '='
                t.state(f"patch {where}")
                old = t.fetch(f"doc[{where}]", json.dumps(result.get(key)) if key in result else "missing")
                new = json.loads(t.fetch(f"patch[{where}]", json.dumps(value)))
                if new is None:
                    t.compute(f"result[{where}]", "removed", why="null deletes the key")
                    result.pop(key, None)
                elif isinstance(new, dict):
                    t.goto("merge", why="an object patch merges recursively")
                    result[key] = merge(json.loads(old) if old != "missing" else None, new, where)
                    t.state(f"done {where}")
                    result[key] = json.loads(t.ret(f"result[{where}]", json.dumps(result[key])))
                else:
                    result[key] = json.loads(t.compute(f"result[{where}]", json.dumps(new), why="replaces the value"))
            return result

        document = json.loads(data["document"])
        result = merge(document, json.loads(data["patch"]), "$")
        t.state("answer")
        return t.compute("answer", canonical(result))

    def solve(self, data: dict) -> str:
        return canonical(merge_patch(json.loads(data["document"]), json.loads(data["patch"])))

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        doc, patch = json.loads(case.data["document"]), json.loads(case.data["patch"])
        shallow = {**doc, **patch}  # a plain dict update: nulls kept, objects replaced whole
        wrong = [canonical(shallow), canonical(doc), canonical({**json.loads(case.answer), "extra": 1})]
        return [w for w in wrong if w != case.answer]


BOOTCAMP = JsonMergePatch()
