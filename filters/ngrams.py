"""Word n-gram hashes, vectorised with numpy, for decontamination and MinHash shingles.

DuckDB splits each normalised prompt into words and hashes every word (``word_hashes_sql``);
here the word hashes of a whole batch (one flat array plus list offsets) become one hash per
word n-gram with a polynomial rolling hash mod 2**64: prefix sums, a difference, and a
multiplication by an inverse power. No Python loop runs per prompt or per n-gram.
"""

from __future__ import annotations

import numpy as np
import pyarrow as pa

# A word: a run of letters, digits (any script) or underscores. Punctuation and markup are not
# words, so "<answer>" and "answer" agree and "12+34" is the words 12 and 34.
WORD_PATTERN = r"[\p{L}\p{N}_]+"


def word_hashes_sql(column: str) -> str:
    """A DuckDB expression: the list of 64-bit hashes of the words of ``column``."""
    return f"list_transform(regexp_extract_all({column}, '{WORD_PATTERN}'), lambda w: hash(w))"


_BASE = np.uint64(0x9E3779B97F4A7C15)  # odd, so invertible mod 2**64
_BASE_INV = np.uint64(pow(int(_BASE), -1, 1 << 64))
_MIX = np.uint64(0xD6E8FEB86659FD93)


def _powers(base: np.uint64, count: int) -> np.ndarray:
    out = np.empty(count, np.uint64)
    if count:
        out[0] = 1
        out[1:] = base
        np.cumprod(out, out=out)  # wraps mod 2**64, which is the arithmetic we want
    return out


def flat_words(words: pa.ListArray | pa.ChunkedArray) -> tuple[np.ndarray, np.ndarray]:
    """(flat word hashes, offsets): row i's words are ``flat[offsets[i]:offsets[i + 1]]``."""
    if isinstance(words, pa.ChunkedArray):
        words = words.combine_chunks()
    offsets = words.offsets.to_numpy().astype(np.int64)
    flat = words.values.to_numpy(zero_copy_only=False).astype(np.uint64, copy=False)
    if offsets[0] or len(flat) != offsets[-1]:
        flat = flat[offsets[0]: offsets[-1]]
        offsets = offsets - offsets[0]
    return flat, offsets


def mix(values: np.ndarray, salt: np.ndarray) -> np.ndarray:
    """Hashes made distinct per salt (e.g. per bootcamp), elementwise."""
    with np.errstate(over="ignore"):
        return values * _MIX + salt.astype(np.uint64, copy=False)


def ngram_hashes(flat: np.ndarray, offsets: np.ndarray, n: int, salt: np.ndarray | None = None
                 ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(hashes, rows, starts): one 64-bit hash per word n-gram of each row (rows given as
    ``flat_words``), the row it came from and the index in ``flat`` of its first word. Rows
    with fewer than n words give none. ``salt`` (one per row) is mixed into its row's hashes."""
    counts = np.maximum(offsets[1:] - offsets[:-1] - (n - 1), 0)
    total = int(counts.sum())
    if total == 0:
        return np.empty(0, np.uint64), np.empty(0, np.int64), np.empty(0, np.int64)
    rows = np.repeat(np.arange(len(counts), dtype=np.int64), counts)
    # each n-gram starts at its row's offset plus its rank within the row
    rank = np.arange(total, dtype=np.int64) - np.repeat(np.cumsum(counts) - counts, counts)
    starts = np.repeat(offsets[:-1], counts) + rank
    with np.errstate(over="ignore"):
        weighted = flat * _powers(_BASE, len(flat))
        prefix = np.zeros(len(flat) + 1, np.uint64)
        np.cumsum(weighted, out=prefix[1:])
        hashes = (prefix[starts + n] - prefix[starts]) * _powers(_BASE_INV, len(flat))[starts]
    if salt is not None:
        hashes = mix(hashes, np.asarray(salt, np.uint64)[rows])
    return hashes, rows, starts


def unique_pairs(hashes: np.ndarray, rows: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The distinct (hash, row) pairs, sorted by hash then row."""
    if len(hashes) == 0:
        return hashes, rows
    order = np.lexsort((rows, hashes))
    hashes, rows = hashes[order], rows[order]
    keep = np.ones(len(hashes), bool)
    keep[1:] = (hashes[1:] != hashes[:-1]) | (rows[1:] != rows[:-1])
    return hashes[keep], rows[keep]


def document_frequency(sorted_hashes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(distinct hashes, how many rows hold each) from the hashes of ``unique_pairs``."""
    values, counts = np.unique(sorted_hashes, return_counts=True)
    return values, counts


def isin_sorted(values: np.ndarray, sorted_set: np.ndarray) -> np.ndarray:
    """``np.isin`` for a sorted uint64 set, by binary search (no copy of ``values``' sort)."""
    if len(sorted_set) == 0 or len(values) == 0:
        return np.zeros(len(values), bool)
    pos = np.searchsorted(sorted_set, values)
    pos[pos == len(sorted_set)] = 0
    return sorted_set[pos] == values
