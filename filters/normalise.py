"""Prompt normalisation for exact dedup and decontamination: NFKC, casefold, whitespace collapsed.

``normalise_text`` is the definition; ``normalise_array`` computes it for a whole Arrow array
with a handful of C-level string calls (join, normalise, casefold, split, collapse) instead
of a Python loop per row, so DuckDB can call it as a vectorised UDF over millions of prompts.
"""

from __future__ import annotations

import unicodedata

import pyarrow as pa
import pyarrow.compute as pc

# NUL never comes out of NFKC or casefold of other characters, and is a starter that composes
# with nothing, so joined prompts normalise exactly as they would one by one. A NUL inside a
# prompt is treated as whitespace (it would otherwise split the batch wrongly).
_SEP = "\x00"


def normalise_text(text: str) -> str:
    """The normalised form two prompts must share to count as the same prompt."""
    return " ".join(unicodedata.normalize("NFKC", text.replace(_SEP, " ")).casefold().split())


def normalise_array(values: pa.Array | pa.ChunkedArray) -> pa.Array:
    """``normalise_text`` of every string of an Arrow array (nulls stay null)."""
    if isinstance(values, pa.ChunkedArray):
        values = values.combine_chunks()
    if len(values) == 0:
        return pa.array([], pa.string())
    nulls = values.is_null()
    strings = values.fill_null("") if values.null_count else values
    if pc.any(pc.match_substring(strings, _SEP)).as_py():
        strings = pc.replace_substring(strings, _SEP, " ")
    # One C-level join of the whole batch (a one-element list array), no Python loop per row.
    whole = pa.ListArray.from_arrays(pa.array([0, len(strings)], pa.int32()), strings.cast(pa.string()))
    joined = pc.binary_join(whole, _SEP)[0].as_py()
    joined = unicodedata.normalize("NFKC", joined).casefold()
    out = pa.array(joined.split(_SEP), pa.string())
    # Arrow's Unicode whitespace is exactly Python's str.isspace(), so this is split()/join
    # (its split leaves an empty item at each edge, hence the trim).
    out = pc.utf8_trim(pc.binary_join(pc.utf8_split_whitespace(out), " "), " ")
    if values.null_count:
        out = pc.if_else(nulls, pa.scalar(None, pa.string()), out)
    return out

