"""The record schema, defined once: every column of every Parquet table the build writes.

The dataset configs (``sft``, ``samples``, ``dpo``, ``mask_dpo``, ``rl``) are the interface of
DESIGN.md "Records"; the record builders write them (``builders/records.py``), the filters check
shards against them (``filters/records.py``) and the export takes its configs from them. The work
folder's own tables (cases, step labels) are here too, so a column is named in one place only.
This module imports nothing of the project, so any package can import it.
"""

from __future__ import annotations

import pyarrow as pa

# the columns every record has: enough to rebuild its case with ``Bootcamp.case``
COMMON_FIELDS = [
    pa.field("id", pa.string()),
    pa.field("bootcamp", pa.string()),
    pa.field("domain", pa.string()),
    pa.field("level", pa.string()),
    pa.field("seed", pa.int64()),
    pa.field("split", pa.string()),
]
MESSAGE = pa.struct([pa.field("role", pa.string()), pa.field("content", pa.string())])
MESSAGES = pa.list_(MESSAGE)
# a response's Mask-DPO/ANAH step item {sents, type, spans}
STEP_ITEM = pa.struct(
    [
        pa.field("sents", pa.list_(pa.string())),
        pa.field("type", pa.list_(pa.string())),
        pa.field("spans", pa.list_(pa.list_(pa.int32()))),
    ]
)

# work folder: the cases of a unit (eval-split shards are what train builds are decontaminated against)
CASES_SCHEMA = pa.schema(
    COMMON_FIELDS
    + [
        pa.field("index", pa.int64()),
        pa.field("prompt", pa.string()),
        pa.field("answer", pa.string()),
        pa.field("ground_truth", pa.string()),
    ]
)
# work folder: the step items a teacher knew by construction, by (id, sample); never published
LABELS_SCHEMA = pa.schema([pa.field("id", pa.string()), pa.field("sample", pa.int32()), pa.field("item", STEP_ITEM)])

_PAIR = [
    pa.field("prompt", MESSAGES),
    pa.field("chosen", MESSAGES),
    pa.field("rejected", MESSAGES),
    pa.field("sample", pa.int32()),  # the rejected sample's index: (id, sample) is a key
]
SCHEMAS: dict[str, pa.Schema] = {
    "sft": pa.schema(
        COMMON_FIELDS
        + [
            pa.field("messages", MESSAGES),
            pa.field("answer", pa.string()),
            pa.field("teacher", pa.string()),
            pa.field("reward", pa.float64()),
            pa.field("sample", pa.int32()),
        ]
    ),
    "samples": pa.schema(
        COMMON_FIELDS
        + [
            pa.field("prompt", pa.string()),
            pa.field("response", pa.string()),
            pa.field("reward", pa.float64()),
            pa.field("finish_reason", pa.string()),
            pa.field("pass_rate", pa.float64()),
            pa.field("sample", pa.int32()),
            pa.field("teacher", pa.string()),
        ]
    ),
    "dpo": pa.schema(COMMON_FIELDS + _PAIR),
    "mask_dpo": pa.schema(COMMON_FIELDS + _PAIR + [pa.field("chosen_item", STEP_ITEM), pa.field("rejected_item", STEP_ITEM)]),
    "rl": pa.schema(
        COMMON_FIELDS
        + [
            pa.field("data_source", pa.string()),
            pa.field("prompt", MESSAGES),
            pa.field("ability", pa.string()),
            pa.field("reward_model", pa.struct([pa.field("style", pa.string()), pa.field("ground_truth", pa.string())])),
            pa.field(
                "extra_info",
                pa.struct(
                    [
                        pa.field("index", pa.int64()),
                        pa.field("level", pa.string()),
                        pa.field("seed", pa.int64()),
                        pa.field("split", pa.string()),
                    ]
                ),
            ),
        ]
    ),
}
CONFIGS = tuple(SCHEMAS)  # every dataset config a build writes, in the order the card lists them
SAMPLES_SCHEMA = SCHEMAS["samples"]
