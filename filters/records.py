"""How filters read each record config: its schema, its case prompt, its response texts.

The columns are the interface of DESIGN.md "Records" (sft messages, samples prompt/response,
TRL preference lists for dpo and mask_dpo, verl's prompt list for rl). Everything here is a
DuckDB SQL expression over one row of that config.
"""

from __future__ import annotations

from dataclasses import dataclass

import pyarrow as pa
import pyarrow.parquet as pq

from builders import schema

CONFIGS = schema.CONFIGS

# The record schemas of the interface (DESIGN.md "Records"), defined once for builders, filters
# and exports in builders/schema.py; a shard may carry extra columns.
MESSAGES = schema.MESSAGES
MASK_ITEM = schema.STEP_ITEM
SCHEMAS: dict[str, pa.Schema] = schema.SCHEMAS


def _turn(column: str, role: str, which: int) -> str:
    return f"list_filter({column}, lambda m: m.role = '{role}')[{which}].content"


@dataclass(frozen=True)
class RecordSpec:
    prompt: str                       # the case's user prompt
    responses: tuple[str, ...] = ()   # texts whose length is limited (dpo: chosen, rejected)
    # What makes two rows the same for (prompt, response) dedup, besides the prompt.
    pair: tuple[str, ...] = ()
    chosen: str | None = None         # the text that must not be a truncated sample


SPECS: dict[str, RecordSpec] = {
    "sft": RecordSpec(
        prompt=_turn("messages", "user", 1),
        responses=(_turn("messages", "assistant", -1),),
        pair=(_turn("messages", "assistant", -1),),
        chosen=_turn("messages", "assistant", -1),
    ),
    "samples": RecordSpec(
        prompt="prompt",
        responses=("response",),
        pair=("response",),
    ),
    "dpo": RecordSpec(
        prompt=_turn("prompt", "user", -1),
        responses=("chosen[-1].content", "rejected[-1].content"),
        pair=("chosen[-1].content", "rejected[-1].content"),
        chosen="chosen[-1].content",
    ),
    "mask_dpo": RecordSpec(
        prompt=_turn("prompt", "user", -1),
        responses=("chosen[-1].content", "rejected[-1].content"),
        pair=("chosen[-1].content", "rejected[-1].content"),
        chosen="chosen[-1].content",
    ),
    "rl": RecordSpec(
        prompt=_turn("prompt", "user", -1),
    ),
}
assert set(SPECS) == set(CONFIGS)


def type_signature(t: pa.DataType) -> str:
    """A type's shape without list item names or nullability (DuckDB names list items
    "element", pyarrow "item"; both are the same column to every reader)."""
    if pa.types.is_list(t) or pa.types.is_large_list(t):
        return f"list<{type_signature(t.value_type)}>"
    if pa.types.is_struct(t):
        return "struct<" + ", ".join(f"{f.name}: {type_signature(f.type)}" for f in t) + ">"
    if pa.types.is_large_string(t) or pa.types.is_string_view(t):
        return "string"
    return str(t)


def check_schema(config: str, schema: pa.Schema, where: object) -> None:
    """A one-line error if ``schema`` lacks a column of the interface or has it with another type."""
    for f in SCHEMAS[config]:
        if f.name not in schema.names:
            raise ValueError(f"{config} {where} lacks column {f.name!r}; {config} rows need: "
                             f"{', '.join(SCHEMAS[config].names)}")
        got, want = type_signature(schema.field(f.name).type), type_signature(f.type)
        if got != want:
            raise ValueError(f"{config} {where}: column {f.name!r} is {got}, the records interface says {want}")


def check_columns(config: str, path) -> list[str]:
    """The column names of the shard ``path``, after checking them against the interface."""
    schema = pq.read_schema(path)
    check_schema(config, schema, f"shard {path}")
    return schema.names

