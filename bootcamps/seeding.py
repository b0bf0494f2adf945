"""Stable seeding: every random choice in bootforge flows from a hash of named parts.

Python's ``hash`` is salted per process, and ``seed + index`` makes neighbouring datasets
overlap; a keyed BLAKE2b digest of the parts avoids both.
"""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

_SEED_BITS = 63


def stable_hash(*parts: Any) -> int:
    """A 63-bit integer that depends on every part (JSON-encoded, so types matter)."""
    payload = json.dumps(parts, sort_keys=True, separators=(",", ":"), default=str)
    digest = hashlib.blake2b(payload.encode("utf-8"), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> (64 - _SEED_BITS)


def stable_hex(*parts: Any, length: int = 16) -> str:
    payload = json.dumps(parts, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.blake2b(payload.encode("utf-8"), digest_size=16).hexdigest()[:length]


def rng_for(*parts: Any) -> random.Random:
    """A private ``random.Random`` seeded from the parts."""
    return random.Random(stable_hash(*parts))


def case_key(bootcamp_id: str, seed: int, level: str, split: str, overrides: dict | None = None) -> tuple[int, str]:
    """The RNG seed and the id of a case, from one digest of (split, bootcamp id, level, seed[, knobs]).

    This runs once per case, so the parts are joined directly rather than JSON-encoded; the unit
    separator cannot occur in ids, levels or splits, and knobs are JSON-encoded when present.
    """
    payload = f"case\x1f{split}\x1f{bootcamp_id}\x1f{level}\x1f{int(seed)}"
    if overrides:
        payload += "\x1f" + json.dumps(sorted(overrides.items()), separators=(",", ":"), default=str)
    digest = hashlib.blake2b(payload.encode("utf-8"), digest_size=16).digest()
    return int.from_bytes(digest[:8], "big") >> (64 - _SEED_BITS), digest[8:].hex()


def case_rng(bootcamp_id: str, seed: int, level: str, split: str, overrides: dict | None = None) -> random.Random:
    """The RNG a case is generated from."""
    return random.Random(case_key(bootcamp_id, seed, level, split, overrides)[0])


def derive_case_seed(global_seed: int, bootcamp_id: str, level: str, index: int) -> int:
    """The seed a build with global seed ``global_seed`` passes to ``case()`` for one index."""
    return stable_hash("build", int(global_seed), bootcamp_id, level, int(index))
