"""MinHash near-duplicate removal of cases (datasketch), deterministic.

Each normalised prompt becomes a MinHash over its word shingles (hashed as word n-grams by
``filters.ngrams``, so no text is re-tokenised in Python). Prompts are visited in case-id
order; one whose LSH candidates include an earlier kept prompt with estimated Jaccard at or
above the threshold is a near duplicate of it and removed. Same inputs, same seed, same result.
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np
import pyarrow as pa

from .ngrams import flat_words, ngram_hashes


def near_duplicates(batches: Iterable[pa.RecordBatch], threshold: float, num_perm: int, shingle: int,
                    seed: int) -> list[str]:
    """Ids of near-duplicate cases. ``batches`` hold columns ``id`` (in ascending order),
    ``words`` (uint64 word hashes of the normalised prompt) and ``h`` (its exact hash, the
    one shingle of a prompt shorter than ``shingle`` words)."""
    try:  # an extra: near-dup is off by default, and datasketch pulls in scipy
        from datasketch import MinHash, MinHashLSH
    except ImportError as error:
        raise ValueError("filters.near_dup needs datasketch: pip install 'bootforge[neardup]'") from error
    template = MinHash(num_perm=num_perm, seed=seed, scheme="affine64", hashfunc=int)
    lsh = MinHashLSH(threshold=threshold, num_perm=num_perm)
    kept: dict[int, np.ndarray] = {}
    removed: list[str] = []
    index = 0
    for batch in batches:
        ids = batch.column("id").to_pylist()
        flat, offsets = flat_words(batch.column("words"))
        hashes, rows, _ = ngram_hashes(flat, offsets, shingle)
        exact = batch.column("h").to_numpy(zero_copy_only=False).astype(np.uint64)
        bounds = np.searchsorted(rows, np.arange(len(ids) + 1))
        for row, case_id in enumerate(ids):
            shingles = hashes[bounds[row]: bounds[row + 1]]
            if len(shingles) == 0:
                shingles = exact[row: row + 1]
            m = MinHash(num_perm=num_perm, seed=seed, scheme="affine64", hashfunc=int,
                        permutations=template.permutations)
            m.update_batch(np.unique(shingles).tolist())
            near = [k for k in lsh.query(m) if _jaccard(kept[k], m.hashvalues) >= threshold]
            if near:
                removed.append(case_id)
            else:
                lsh.insert(index, m, check_duplication=False)
                kept[index] = m.hashvalues
            index += 1
    return removed


def _jaccard(a: np.ndarray, b: np.ndarray) -> float:
    return float(np.count_nonzero(a == b)) / len(a)
