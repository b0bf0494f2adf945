"""Synthetic record shards with the interface's exact columns, for tests and benchmarks.

``records`` turns a few hand-written cases (prompt, gold, samples) into the rows every config
would hold, the way the build derives them: sft keeps correct samples that stopped, dpo pairs
the first correct with the first wrong sample, rl keeps one row per case. ``bulk_shards``
writes N cases' worth of all five configs with DuckDB, fast enough for a million rows.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path

import duckdb
import pyarrow as pa
import pyarrow.parquet as pq

from .records import SCHEMAS


@dataclass
class Sample:
    response: str
    reward: float
    finish_reason: str = "stop"


@dataclass
class SynthCase:
    id: str
    bootcamp: str
    prompt: str
    answer: object
    samples: list[Sample] = field(default_factory=list)
    level: str = "1"
    seed: int = 0
    split: str = "train"


def _user(text: str) -> list[dict]:
    return [{"role": "user", "content": text}]


def _assistant(text: str) -> list[dict]:
    return [{"role": "assistant", "content": text}]


def _item(text: str, wrong: bool) -> dict:
    lines = text.split("\n")
    spans, start = [], 0
    for line in lines:
        spans.append([start, start + len(line)])
        start += len(line) + 1
    return {"sents": lines, "type": ["hallucination" if wrong and i == 0 else "no_hallucination"
                                     for i in range(len(lines))], "spans": spans}


def records(cases: list[SynthCase], teacher: str = "tail") -> dict[str, list[dict]]:
    """The rows of every config for ``cases``."""
    out: dict[str, list[dict]] = {name: [] for name in SCHEMAS}
    for c in cases:
        common = {"id": c.id, "bootcamp": c.bootcamp, "domain": c.bootcamp.split("/")[0], "level": c.level,
                  "seed": c.seed, "split": c.split}
        answer = json.dumps(c.answer, sort_keys=True, ensure_ascii=False, separators=(",", ":"))  # as builders.cases.answer_json
        rate = sum(s.reward == 1.0 for s in c.samples) / len(c.samples) if c.samples else 0.0
        for k, s in enumerate(c.samples):
            out["samples"].append({**common, "prompt": c.prompt, "response": s.response, "reward": s.reward,
                                   "finish_reason": s.finish_reason, "pass_rate": rate, "sample": k,
                                   "teacher": teacher})
            if s.reward == 1.0:
                out["sft"].append({**common, "messages": _user(c.prompt) + _assistant(s.response),
                                   "answer": answer, "teacher": teacher, "reward": s.reward, "sample": k})
        good = [s for s in c.samples if s.reward == 1.0]
        bad = [s for s in c.samples if s.reward < 1.0]
        if good and bad:
            pair = {**common, "prompt": _user(c.prompt), "chosen": _assistant(good[0].response),
                    "rejected": _assistant(bad[0].response), "sample": c.samples.index(bad[0])}
            out["dpo"].append(pair)
            out["mask_dpo"].append({**pair, "chosen_item": _item(good[0].response, False),
                                    "rejected_item": _item(bad[0].response, True)})
        out["rl"].append({**common, "data_source": c.bootcamp, "prompt": _user(c.prompt), "ability": common["domain"],
                          "reward_model": {"style": "rule", "ground_truth": json.dumps({"answer": c.answer})},
                          "extra_info": {"index": int(hashlib.sha256(c.id.encode()).hexdigest()[:12], 16),
                                         "level": c.level, "seed": c.seed,
                                         "split": c.split}})
    return out


def write_shards(folder: Path, rows: dict[str, list[dict]], shards: int = 2) -> dict[str, list[Path]]:
    """Each config's rows in ``shards`` parquet files (round robin) under ``folder/<config>/``."""
    out: dict[str, list[Path]] = {}
    for name, config_rows in rows.items():
        (folder / name).mkdir(parents=True, exist_ok=True)
        out[name] = []
        for i in range(shards):
            path = folder / name / f"part-{i:03d}.parquet"
            pq.write_table(pa.Table.from_pylist(config_rows[i::shards], schema=SCHEMAS[name]), path)
            out[name].append(path)
    return out


def write_eval_prompts(path: Path, prompts: list[tuple[str, str, str]]) -> Path:
    """(bootcamp, level, prompt) rows as the eval prompts file filters read."""
    path.parent.mkdir(parents=True, exist_ok=True)
    pq.write_table(pa.table({"bootcamp": [p[0] for p in prompts], "level": [p[1] for p in prompts],
                             "prompt": [p[2] for p in prompts]}), path)
    return path


_BULK_PROMPT = ("'Convert the base-' || (c % 7 + 3) || ' number ' || (hash(c, 1) % 1000000000000) || ' to base ' "
                "|| (c % 5 + 2) || '. Show each division step.\nGive your final answer as the digits, without a "
                "prefix, inside <answer></answer> tags.'")
_BULK_RESPONSE = ("array_to_string(list_transform(range(24 + (hash(c, k) % 16)::INT), lambda i: 'state ' || i || "
                  "': fetch q[' || i || '] = ' || (hash(c, k, i) % 1000000) || ', compute r = ' || (hash(c, i) % 97) || "
                  "' (q mod base), goto next'), '\n') || '\n<answer>' || (hash(c, 7) % 100000) || '</answer>'")


def bulk_shards(folder: Path, n_cases: int, samples_per_case: int = 1, shards: int = 8,
                bootcamps: int = 20, duplicate_every: int = 500,
                configs: tuple[str, ...] = tuple(SCHEMAS)) -> dict[str, list[Path]]:
    """``configs`` (default all five) for ``n_cases`` cases of ``samples_per_case`` correct
    samples each (so sft has n_cases * samples_per_case rows), ~1.4 KB per response; one case in
    ``duplicate_every`` repeats an earlier case's prompt."""
    unknown = [name for name in configs if name not in SCHEMAS]
    if unknown:
        raise ValueError(f"unknown record config(s) {unknown}, expected some of {list(SCHEMAS)}")
    folder.mkdir(parents=True, exist_ok=True)
    con = duckdb.connect()
    con.execute(f"""CREATE TABLE base AS SELECT c, substr(md5(c::VARCHAR), 1, 16) AS id,
        'domain' || (c % 4) || '/task' || (c % {bootcamps}) AS bootcamp, ((c % 5) + 1)::VARCHAR AS level,
        (hash(c) >> 2)::BIGINT AS seed, 'train' AS split,
        CASE WHEN c % {duplicate_every} = 1 AND c > 1 THEN c - 1 ELSE c END AS pc
        FROM range({n_cases}) t(c)""")
    # The texts are made one shard at a time and streamed to the file in batches: a table of
    # every row (10M rows of ~1.4 KB responses) does not fit in memory.
    con.execute(f"""CREATE MACRO shard_rows(i) AS TABLE SELECT b.*, split_part(b.bootcamp, '/', 1) AS domain,
        {_BULK_PROMPT.replace('(c ', '(pc ').replace('(c,', '(pc,')} AS prompt,
        k::INTEGER AS sample, {_BULK_RESPONSE} AS response, '"' || (hash(c, 7) % 100000) || '"' AS answer
        FROM base b, range({samples_per_case}) s(k) WHERE hash(b.id) % {shards} = i""")
    common = "id, bootcamp, domain, level, seed, split"
    msg = "{'role': 'user', 'content': prompt}"
    queries = {
        "sft": f"""SELECT {common}, [{msg}, {{'role': 'assistant', 'content': response}}] AS messages, answer,
                   'tail' AS teacher, 1.0::DOUBLE AS reward, sample FROM rows""",
        "samples": f"""SELECT {common}, prompt, response, 1.0::DOUBLE AS reward, 'stop' AS finish_reason,
                   1.0::DOUBLE AS pass_rate, sample, 'tail' AS teacher FROM rows""",
        "dpo": f"""SELECT {common}, [{msg}] AS prompt, [{{'role': 'assistant', 'content': response}}] AS chosen,
                   [{{'role': 'assistant', 'content': replace(response, '</answer>', '1</answer>')}}] AS rejected,
                   sample FROM rows WHERE sample = 0""",
        "mask_dpo": f"""SELECT {common}, [{msg}] AS prompt, [{{'role': 'assistant', 'content': response}}] AS chosen,
                   [{{'role': 'assistant', 'content': replace(response, '</answer>', '1</answer>')}}] AS rejected,
                   sample, {{'sents': [response], 'type': ['no_hallucination'], 'spans': [[0, length(response)::INTEGER]]}}
                     AS chosen_item,
                   {{'sents': [response], 'type': ['hallucination'], 'spans': [[0, length(response)::INTEGER]]}}
                     AS rejected_item
                   FROM rows WHERE sample = 0""",
        "rl": f"""SELECT {common}, bootcamp AS data_source, [{msg}] AS prompt, domain AS ability,
                   {{'style': 'rule', 'ground_truth': '{{"answer": ' || answer || '}}'}} AS reward_model,
                   {{'index': c, 'level': level, 'seed': seed, 'split': split}} AS extra_info
                   FROM rows WHERE sample = 0""",
    }
    out: dict[str, list[Path]] = {name: [] for name in configs}
    for name in configs:
        (folder / name).mkdir(parents=True, exist_ok=True)
    for i in range(shards):
        # A shard's texts are made once and every config reads them: building the ~1.4 KB
        # responses is most of the cost, and dpo and mask_dpo would otherwise make them again.
        con.execute(f"CREATE OR REPLACE TEMP TABLE rows AS SELECT * FROM shard_rows({i})")
        for name in configs:
            path = folder / name / f"part-{i:03d}.parquet"
            reader = con.sql(queries[name]).to_arrow_reader(_BATCH_ROWS)
            schema = _with_extra(SCHEMAS[name], reader.schema)
            with pq.ParquetWriter(path, schema) as writer:
                for batch in reader:
                    writer.write_batch(batch.cast(schema))
            out[name].append(path)
    con.close()
    return out


_BATCH_ROWS = 16_384  # rows a batch and a row group


def _with_extra(schema: pa.Schema, got: pa.Schema) -> pa.Schema:
    """The interface schema in ``got``'s column order."""
    return pa.schema([schema.field(n) for n in got.names])
