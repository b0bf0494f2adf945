"""How filters read each record config: its schema, its case prompt, its response texts.

The columns are the interface of DESIGN.md "Records" (sft messages, samples prompt/response,
TRL preference lists for dpo and mask_dpo, verl's prompt list for rl). Everything here is a
DuckDB SQL expression over one row of that config.
"""

from __future__ import annotations

from dataclasses import dataclass

import pyarrow as pa
import pyarrow.parquet as pq

from .config import CONFIGS

# The record schemas of the interface (DESIGN.md "Records"); extra columns are allowed.
MESSAGES = pa.list_(pa.struct([("role", pa.string()), ("content", pa.string())]))
MASK_ITEM = pa.struct([("sents", pa.list_(pa.string())), ("type", pa.list_(pa.string())),
                       ("spans", pa.list_(pa.list_(pa.int32())))])
_COMMON_FIELDS = [("id", pa.string()), ("bootcamp", pa.string()), ("domain", pa.string()),
                  ("level", pa.string()), ("seed", pa.int64()), ("split", pa.string())]
_DPO_FIELDS = [("prompt", MESSAGES), ("chosen", MESSAGES), ("rejected", MESSAGES)]
SCHEMAS: dict[str, pa.Schema] = {
    "sft": pa.schema(_COMMON_FIELDS + [("messages", MESSAGES), ("answer", pa.string()), ("teacher", pa.string()),
                                       ("reward", pa.float64()), ("sample", pa.int32())]),
    "samples": pa.schema(_COMMON_FIELDS + [("prompt", pa.string()), ("response", pa.string()),
                                           ("reward", pa.float64()), ("finish_reason", pa.string()),
                                           ("pass_rate", pa.float64()), ("sample", pa.int32()),
                                           ("teacher", pa.string())]),
    "dpo": pa.schema(_COMMON_FIELDS + _DPO_FIELDS),
    "mask_dpo": pa.schema(_COMMON_FIELDS + _DPO_FIELDS + [("chosen_item", MASK_ITEM), ("rejected_item", MASK_ITEM)]),
    "rl": pa.schema(_COMMON_FIELDS + [
        ("data_source", pa.string()), ("prompt", MESSAGES), ("ability", pa.string()),
        ("reward_model", pa.struct([("style", pa.string()), ("ground_truth", pa.string())])),
        ("extra_info", pa.struct([("index", pa.int64()), ("level", pa.string()), ("seed", pa.int64()),
                                  ("split", pa.string())])),
    ]),
}
assert set(SCHEMAS) == set(CONFIGS)


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

