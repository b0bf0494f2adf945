"""``apply_filters``: record shards in, filtered shards and a removal report out, all in DuckDB.

The filters and their order are the table in filters/table.py; each row is charged to the
first that removes it:

* case level (a case is removed from every config: sft, samples, dpo, mask_dpo and rl alike):
  ``prompt_length``, ``dedup_prompt``, ``near_dup``, ``decontam_exact``, ``decontam_ngram``;
* row level, per config: ``truncated`` (sft rows and dpo/mask_dpo chosen texts whose sample
  ended with finish_reason "length"), ``response_length``, ``dedup_response``;
* then ``answer_cap``, a case-level decision counted on the sft rows that survive the rest.

Rows are addressed by (file index, row number) so that only small key tables live in DuckDB; the
text is read twice: by DuckDB for the decisions, then by Arrow to write the kept rows in input
order (filters/shards.py), so the same inputs give the same bytes. "Lowest (id, sample)" picks
the survivor of a duplicate set whatever the input order.
"""

from __future__ import annotations

import logging
import shutil
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import duckdb
import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq

from .config import CONFIGS, FiltersConfig, as_filters_config
from .near_dup import near_duplicates
from .ngrams import document_frequency, flat_words, isin_sorted, mix, ngram_hashes, unique_pairs, word_hashes_sql
from .normalise import normalise_array
from .records import SPECS, check_columns
from .shards import sql_list, sql_path, write_in_order
from .table import ORDER, enabled

log = logging.getLogger(__name__)

_BATCH = 65_536


@dataclass
class FilterResult:
    outputs: dict[str, list[Path]]
    # {"filter", "config", "bootcamp", "removed"}: rows removed, non-zero counts only
    removed: list[dict]
    # {"config", "bootcamp", "rows"}: rows kept
    kept: list[dict] = field(default_factory=list)
    filters: list[str] = field(default_factory=list)  # the filters that ran, in order
    seconds: dict[str, float] = field(default_factory=dict)
    # (step, perf_counter start, end) of every timed stretch, in order: a profiler can place
    # samples (bench/filters_export.py puts its RSS samples in the step that made them)
    spans: list[tuple[str, float, float]] = field(default_factory=list)

    def removed_by(self, config: str = "sft") -> dict[str, dict[str, int]]:
        """{bootcamp: {filter: rows removed}} for one config, every filter that ran listed."""
        table: dict[str, dict[str, int]] = {}
        for row in self.kept:
            if row["config"] == config:
                table.setdefault(row["bootcamp"], dict.fromkeys(self.filters, 0))
        for row in self.removed:
            if row["config"] == config:
                counts = table.setdefault(row["bootcamp"], dict.fromkeys(self.filters, 0))
                counts[row["filter"]] = counts.get(row["filter"], 0) + row["removed"]
        return dict(sorted(table.items()))


def apply_filters(inputs: dict[str, list[Path]], eval_prompts: list[Path], cfg: FiltersConfig | Any,
                  out_dir: Path) -> FilterResult:
    """Filter the record shards of ``inputs`` ({config: parquet files}) into parquet files per
    config under ``out_dir`` (kept rows, in input order); ``eval_prompts`` are parquet files
    with columns bootcamp, level, prompt (the eval split, for decontamination)."""
    cfg = as_filters_config(cfg)
    inputs = {name: [Path(p) for p in paths] for name, paths in inputs.items()}
    eval_prompts = [Path(p) for p in eval_prompts]
    columns = _check_inputs(inputs, eval_prompts, cfg)
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    # a private spill folder: two runs sharing a temp_directory never share spill files
    spill_root = Path(cfg.temp_directory) if cfg.temp_directory is not None else out_dir / ".duckdb_tmp"
    spill_root.mkdir(parents=True, exist_ok=True)
    spill = Path(tempfile.mkdtemp(prefix="filters-", dir=spill_root))
    con = duckdb.connect()  # in memory: DuckDB spills its tables' blocks too, past memory_limit
    try:
        _configure(con, cfg, spill)
        return _Run(con, {c: p for c, p in inputs.items() if p}, columns, eval_prompts, cfg, out_dir).run(
            list(inputs))
    finally:
        con.close()
        shutil.rmtree(spill, ignore_errors=True)
        if cfg.temp_directory is None:
            shutil.rmtree(spill_root, ignore_errors=True)


def _check_inputs(inputs: dict[str, list[Path]], eval_prompts: list[Path], cfg: FiltersConfig
                  ) -> dict[str, list[str]]:
    """Every bad input as a one-line error before any work: unknown configs, missing files or
    columns, decontamination without eval prompts, truncation without finish reasons."""
    columns: dict[str, list[str]] = {}
    for name, paths in inputs.items():
        if name not in CONFIGS:
            raise ValueError(f"unknown record config {name!r}; valid choices: {', '.join(CONFIGS)}")
        for path in paths:
            if not path.is_file():
                raise ValueError(f"{name} shard {path} does not exist")
        if paths:
            columns[name] = check_columns(name, paths[0])
    for path in eval_prompts:
        if not path.is_file():
            raise ValueError(f"eval prompts file {path} does not exist")
        missing = [c for c in ("bootcamp", "prompt") if c not in pq.read_schema(path).names]
        if missing:
            raise ValueError(f"eval prompts file {path} lacks column {missing[0]!r}; need: bootcamp, level, prompt")
    if cfg.decontaminate and columns and not eval_prompts:
        # the eval split itself is not decontaminated against itself; train rows must be
        name, paths = next((n, p) for n, p in inputs.items() if p)
        with duckdb.connect() as con:
            splits = [s for (s,) in con.execute(f"SELECT DISTINCT split FROM read_parquet({sql_list(paths)})").fetchall()]
        if any(s != "eval" for s in splits):
            raise ValueError(
                f"filters.decontaminate=true but no eval prompts were given for split(s) "
                f"{', '.join(sorted(map(str, splits)))}; pass the eval split's prompts, or set "
                f"filters.decontaminate=false"
            )
    needs_reason = [c for c in ("sft", "dpo", "mask_dpo") if c in columns and "finish_reason" not in columns[c]]
    if needs_reason and "samples" not in columns:
        raise ValueError(
            f"the truncation filter needs the 'samples' config (its finish_reason) to filter "
            f"{needs_reason[0]!r}; pass samples shards too"
        )
    return columns


def _configure(con: duckdb.DuckDBPyConnection, cfg: FiltersConfig, spill: Path) -> None:
    con.execute(f"SET memory_limit = '{cfg.memory_limit}'")
    if cfg.threads is not None:
        con.execute(f"SET threads = {int(cfg.threads)}")
    con.execute(f"SET temp_directory = {sql_path(spill)}")
    if cfg.max_temp_directory_size is not None:
        con.execute(f"SET max_temp_directory_size = '{cfg.max_temp_directory_size}'")
    # nothing here depends on the order DuckDB returns rows in (outputs are written by Arrow, in
    # input order), and not keeping it lets DuckDB use less memory
    con.execute("SET preserve_insertion_order = false")
    con.create_function("normalise", normalise_array, [duckdb.sqltype("VARCHAR")],
                        duckdb.sqltype("VARCHAR"), type="arrow", side_effects=False)


class _Run:
    def __init__(self, con, inputs: dict[str, list[Path]], columns: dict[str, list[str]],
                 eval_prompts: list[Path], cfg: FiltersConfig, out_dir: Path):
        self.con, self.inputs, self.columns = con, inputs, columns
        self.eval_prompts, self.cfg, self.out_dir = eval_prompts, cfg, out_dir
        self.seconds: dict[str, float] = {}
        self.spans: list[tuple[str, float, float]] = []

    def sql(self, query: str) -> duckdb.DuckDBPyConnection:
        return self.con.execute(query)

    def timed(self, name: str, start: float) -> None:
        end = time.perf_counter()
        self.seconds[name] = self.seconds.get(name, 0.0) + end - start
        self.spans.append((name, start, end))

    # ---------------------------------------------------------------- orchestration

    def run(self, names: list[str]) -> FilterResult:
        for name, paths in self.inputs.items():
            # rows are addressed by (file_index, file_row_number): the file's place in the list
            self.sql(f"CREATE VIEW src_{name} AS SELECT *, file_index FROM read_parquet({sql_list(paths)}, "
                     f"file_row_number = true)")
        self.sql("CREATE TABLE case_drop (id VARCHAR, reason VARCHAR)")
        outputs: dict[str, list[Path]] = {name: [] for name in names}
        if self.inputs:
            start = time.perf_counter()
            self.build_cases()
            self.timed("cases", start)
            self.case_filters()
            for name in self.inputs:
                start = time.perf_counter()
                self.row_keys(name)
                self.timed(f"rows:{name}", start)
            for entry in enabled(self.cfg, "late"):
                start = time.perf_counter()
                getattr(self, f"late_{entry.name}")()
                self.timed(entry.name, start)
            for name in self.inputs:
                start = time.perf_counter()
                outputs[name] = self.write(name)
                self.timed(f"write:{name}", start)
        removed, kept = self.report()
        totals: dict[str, int] = {}
        for row in removed:
            totals[row["filter"]] = totals.get(row["filter"], 0) + row["removed"]
        log.info("filters removed rows (all configs): %s; kept: %s", totals or "none",
                 {n: sum(r["rows"] for r in kept if r["config"] == n) for n in self.inputs})
        return FilterResult(outputs, removed, kept, self.cfg.enabled(), self.seconds, self.spans)

    # ---------------------------------------------------------------- case level

    def build_cases(self) -> None:
        """One row per case: its prompt (from the cheapest config that has the case), the
        prompt's length, its normalised text and that text's hashes."""
        self.sql("CREATE TABLE case_prompt (id VARCHAR, bootcamp VARCHAR, prompt VARCHAR)")
        for name in sorted(self.inputs, key=("rl", "samples", "dpo", "mask_dpo", "sft").index):
            missing = self.sql(f"SELECT count(*) FROM (SELECT DISTINCT id FROM src_{name}) "
                               f"ANTI JOIN case_prompt USING (id)").fetchone()[0]
            if missing:
                self.sql(f"""INSERT INTO case_prompt
                    SELECT id, min(bootcamp), min(prompt) FROM (
                        SELECT s.id, s.bootcamp, {SPECS[name].prompt} AS prompt
                        FROM src_{name} s ANTI JOIN case_prompt c USING (id))
                    GROUP BY id""")
        self.sql("""CREATE TABLE cases AS
            SELECT id, bootcamp, length(prompt) AS plen, norm, md5_number(norm) AS h, hash(norm) AS h64
            FROM (SELECT id, bootcamp, prompt, normalise(coalesce(prompt, '')) AS norm FROM case_prompt)""")
        self.sql("DROP TABLE case_prompt")

    def drop_cases(self, reason: str, select_ids: str) -> None:
        self.sql(f"INSERT INTO case_drop SELECT id, '{reason}' FROM ({select_ids}) "
                 f"ANTI JOIN case_drop USING (id)")

    def alive(self) -> str:
        return "(SELECT * FROM cases ANTI JOIN case_drop USING (id))"

    def case_filters(self) -> None:
        """The case-level entries of the table, in order: each returns the ids it removes (a
        SELECT or a list), or None where it has nothing to look at."""
        for entry in enabled(self.cfg, "case"):
            start = time.perf_counter()
            drop = getattr(self, f"case_{entry.name}")()
            if drop is None:
                continue
            if isinstance(drop, str):
                self.drop_cases(entry.name, drop)
            else:
                self.insert_ids(entry.name, drop)
            self.timed(entry.name, start)

    def case_prompt_length(self) -> str:
        cfg = self.cfg
        too_long = f"OR plen > {int(cfg.max_prompt_chars)}" if cfg.max_prompt_chars is not None else ""
        return f"SELECT id FROM cases WHERE plen IS NULL OR plen < {int(cfg.min_prompt_chars)} {too_long}"

    def case_dedup_prompt(self) -> str:
        # the lowest case id of each normalised prompt survives
        return f"""SELECT id FROM (
            SELECT id, row_number() OVER (PARTITION BY h ORDER BY id) AS k FROM {self.alive()})
            WHERE k > 1"""

    def case_near_dup(self) -> list[str]:
        cfg = self.cfg
        reader = self.con.sql(f"SELECT id, {word_hashes_sql('norm')} AS words, h64 AS h "
                              f"FROM {self.alive()} ORDER BY id").to_arrow_reader(_BATCH)
        return near_duplicates(reader, cfg.near_dup_threshold, cfg.near_dup_num_perm,
                               cfg.near_dup_shingle, cfg.near_dup_seed)

    def case_decontam_exact(self) -> str | None:
        if not self.eval_prompts:
            return None  # _check_inputs allowed it: every input row is itself from the eval split
        self.sql(f"""CREATE TABLE evals AS SELECT bootcamp, hash(bootcamp) AS bh, norm,
            md5_number(norm) AS h FROM (SELECT bootcamp, normalise(coalesce(prompt, '')) AS norm
            FROM read_parquet({sql_list(self.eval_prompts)}))""")
        return "SELECT id FROM cases SEMI JOIN evals USING (h)"

    def case_decontam_ngram(self) -> list[str] | None:
        return self.ngram_contaminated() if self.eval_prompts else None

    def insert_ids(self, reason: str, ids: list[str]) -> None:
        table = pa.table({"id": pa.array(ids, pa.string())})
        self.con.register("new_ids", table)
        self.drop_cases(reason, "SELECT id FROM new_ids")
        self.con.unregister("new_ids")

    def ngram_contaminated(self) -> list[str]:
        """Cases that share a fingerprint n-gram with an eval prompt of their bootcamp.

        Templated prompts share long runs of words, and a slot value (a month, a base, a name
        from a short list) inside template text coincides between unrelated cases, so an
        n-gram is a fingerprint of one case only if
          * it is held by at most L = max(1, decontam_max_df * N) of the bootcamp's N eval
            prompts, and likewise of its surviving train prompts, and
          * at least decontam_rare_words of its words are rare: in at most L eval prompts.
        Hashes are mixed with the bootcamp, so overlaps only count within a bootcamp."""
        n, max_df, words = self.cfg.decontam_ngram, self.cfg.decontam_max_df, word_hashes_sql("norm")
        need = max(1, int(np.ceil(self.cfg.decontam_rare_words * n)))
        # eval side: document frequencies of words and n-grams, per bootcamp
        parts, rows_seen, flat_seen = [], 0, 0
        for batch in self.con.sql(f"SELECT bh, {words} AS words FROM evals").to_arrow_reader(_BATCH):
            bh = _uint64(batch.column("bh"))
            flat, offsets = flat_words(batch.column("words"))
            word_rows = np.repeat(np.arange(len(bh), dtype=np.int64), np.diff(offsets))
            h, rows, starts = ngram_hashes(flat, offsets, n, salt=bh)
            parts.append((bh, mix(flat, bh[word_rows]), word_rows + rows_seen, h, rows + rows_seen, starts + flat_seen))
            rows_seen += len(bh)
            flat_seen += len(flat)
        if rows_seen == 0:
            return []
        eval_bh, words_h, word_rows, h, rows, starts = (np.concatenate([p[i] for p in parts]) for i in range(6))
        del parts
        eval_limit = _df_limits(eval_bh, max_df)
        values, rows_of = unique_pairs(words_h, word_rows)
        distinct_words, word_df = document_frequency(values)
        first = rows_of[np.searchsorted(values, distinct_words)]
        rare_words = distinct_words[word_df <= eval_limit(eval_bh[first])]
        rare_prefix = np.concatenate([[0], np.cumsum(isin_sorted(words_h, rare_words))])
        enough_rare = rare_prefix[starts + n] - rare_prefix[starts] >= need
        candidates = np.unique(h[enough_rare])
        values, rows_of = unique_pairs(h, rows)
        distinct, df = document_frequency(values)
        first = rows_of[np.searchsorted(values, distinct)]
        fingerprints = distinct[(df <= eval_limit(eval_bh[first])) & isin_sorted(distinct, candidates)]
        if len(fingerprints) == 0:
            return []
        # train side, in two streaming passes so that memory follows the fingerprints and the
        # contaminated cases, not the rows (collecting every hit first peaked at 4.3 GB for 10M
        # templated rows): (1) how many surviving cases hold each fingerprint, and cases per
        # bootcamp; (2) the cases holding a fingerprint that is rare on the train side too.
        # Each case is one row of ``cases``, so it lies in exactly one batch.
        query = f"SELECT id, hash(bootcamp) AS bh, {words} AS words FROM {self.alive()}"

        def batch_hits(batch):
            bh = _uint64(batch.column("bh"))
            flat, offsets = flat_words(batch.column("words"))
            h, rows, _ = ngram_hashes(flat, offsets, n, salt=bh)
            hit = isin_sorted(h, fingerprints)
            h, rows = unique_pairs(h[hit], rows[hit])  # one (fingerprint, case) pair each
            return bh, h, rows

        train_df = np.zeros(len(fingerprints), np.int64)
        cases_of: dict[int, int] = {}
        for batch in self.con.sql(query).to_arrow_reader(_BATCH):
            bh, h, _ = batch_hits(batch)
            for key, count in zip(*np.unique(bh, return_counts=True)):
                cases_of[int(key)] = cases_of.get(int(key), 0) + int(count)
            train_df += np.bincount(np.searchsorted(fingerprints, h), minlength=len(fingerprints))
        if not train_df.any():
            return []
        keys = np.array(sorted(cases_of), np.uint64)
        train_limit = _df_limits(keys, max_df, np.array([cases_of[int(k)] for k in keys], np.int64))
        contaminated: set[str] = set()
        for batch in self.con.sql(query).to_arrow_reader(_BATCH):
            bh, h, rows = batch_hits(batch)
            rare = train_df[np.searchsorted(fingerprints, h)] <= train_limit(bh[rows])
            if rare.any():
                ids = batch.column("id")
                contaminated.update(ids[int(r)].as_py() for r in np.unique(rows[rare]))
        return sorted(contaminated)

    # ---------------------------------------------------------------- row level

    def row_keys(self, name: str) -> None:
        """Per row of ``name``: its address, case, precedence among duplicates and the reason
        it goes (NULL: kept). The row-level entries of the table return, for this config, a
        condition on its rows (``row_<name>``) or, for ``dedup_response``, the key whose
        duplicates go, applied last, to the rows that survive the rest."""
        cfg, cols = self.cfg, self.columns[name]
        sample = "sample" if "sample" in cols else "NULL::INTEGER"
        conditions = "".join(f"WHEN {getattr(self, f'row_{entry.name}')(name)} THEN '{entry.name}' "
                             for entry in enabled(cfg, "row") if entry.name != "dedup_response")
        pair = self.row_dedup_response(name) if any(e.name == "dedup_response" for e in enabled(cfg, "row")) else None
        answer = "answer" if name == "sft" and cfg.answer_cap is not None else "NULL::VARCHAR"
        base = f"""SELECT file_index AS f, file_row_number AS rn, id, bootcamp, {sample} AS sample,
                   {answer} AS answer, {pair or "NULL"} AS pair,
                   CASE WHEN d.reason IS NOT NULL THEN d.reason
                        {conditions}END AS reason
            FROM src_{name} s LEFT JOIN case_drop d USING (id)"""
        if pair is None:
            self.sql(f"CREATE TABLE keys_{name} AS SELECT * EXCLUDE (pair) FROM ({base})")
            return
        # among rows with the same texts, the lowest (id, sample) survives (then input position,
        # for rows without a sample index: their texts are the same, so it does not matter)
        self.sql(f"""CREATE TABLE keys_{name} AS
            SELECT * EXCLUDE (pair, reason),
                   CASE WHEN reason IS NULL AND row_number() OVER (
                            PARTITION BY reason IS NULL, pair ORDER BY id, sample, f, rn) > 1
                        THEN 'dedup_response' ELSE reason END AS reason
            FROM ({base})""")

    def row_truncated(self, name: str) -> str:
        """sft rows and dpo chosen texts that are samples cut off by the length limit."""
        spec, cols = SPECS[name], self.columns[name]
        if spec.chosen is None:
            return "false"
        if "finish_reason" in cols:
            return "coalesce(finish_reason = 'length', false)"
        self.truncated_samples()
        if name == "sft":
            return "(s.id, s.sample) IN (SELECT (id, sample) FROM truncated)"
        return f"(s.id, {spec.chosen}) IN (SELECT (id, response) FROM truncated)"

    def row_response_length(self, name: str) -> str:
        cfg = self.cfg
        lengths = [f"length({r})" for r in SPECS[name].responses]
        return " OR ".join(
            [f"{x} IS NULL OR {x} < {int(cfg.min_response_chars)}" for x in lengths]
            + ([f"{x} > {int(cfg.max_response_chars)}" for x in lengths] if cfg.max_response_chars is not None else [])
        ) or "false"

    def row_dedup_response(self, name: str) -> str | None:
        """The key of identical rows, or None where this config is not deduplicated. Two
        independent 64-bit hashes: a false match needs both to collide (or, within one prompt,
        two of its K responses to collide), far rarer than any real duplicate."""
        if name not in self.cfg.dedup_response_configs:
            return None
        spec = SPECS[name]
        return "[" + ", ".join(f"hash({e})" for e in (spec.prompt,) + spec.pair) + "]"

    def truncated_samples(self) -> None:
        """The samples cut off by the length limit (few), to look sft and dpo rows up in."""
        exists = self.sql("SELECT count(*) FROM duckdb_tables() WHERE table_name = 'truncated'").fetchone()[0]
        if not exists:
            self.sql("""CREATE TABLE truncated AS SELECT id, sample, response FROM src_samples
                        WHERE finish_reason = 'length'""")

    def late_answer_cap(self) -> None:
        """At most ``answer_cap`` cases of a bootcamp keep one sft answer: the lowest ids."""
        if "sft" not in self.inputs:
            return  # the cap counts sft answers
        self.drop_cases("answer_cap", f"""SELECT id FROM (
            SELECT id, dense_rank() OVER (PARTITION BY bootcamp, answer ORDER BY id) AS k
            FROM (SELECT DISTINCT id, bootcamp, answer FROM keys_sft WHERE reason IS NULL))
            WHERE k > {int(self.cfg.answer_cap)}""")
        for name in self.inputs:
            self.sql(f"""UPDATE keys_{name} SET reason = 'answer_cap' WHERE reason IS NULL
                AND id IN (SELECT id FROM case_drop WHERE reason = 'answer_cap')""")

    def write(self, name: str) -> list[Path]:
        """The kept rows of ``name`` in input order, as ``<name>-NNNNN.parquet`` files of about
        ``max_file_mb`` MB under ``out_dir``."""
        for stale in self.out_dir.glob(f"{name}-*.parquet"):
            stale.unlink()
        files = self.inputs[name]
        keep = [np.empty(0, np.int64) for _ in files]
        reader = self.con.sql(f"SELECT f, list(rn ORDER BY rn) AS rows FROM keys_{name} "
                              f"WHERE reason IS NULL GROUP BY f").to_arrow_reader(_BATCH)
        for batch in reader:
            for f, rows in zip(batch.column("f").to_pylist(), batch.column("rows").to_numpy(zero_copy_only=False)):
                keep[f] = np.asarray(rows, np.int64)
        return write_in_order(self.inputs[name], keep, self.cfg.max_file_mb,
                              lambda i, count: self.out_dir / f"{name}-{i:05d}.parquet",
                              threads=self.cfg.threads or 2)

    # ---------------------------------------------------------------- report

    def report(self) -> tuple[list[dict], list[dict]]:
        removed: list[dict] = []
        kept: list[dict] = []
        for name in self.inputs:
            rows = self.sql(f"SELECT reason, bootcamp, count(*) FROM keys_{name} GROUP BY ALL").fetchall()
            for reason, bootcamp, count in rows:
                if reason is None:
                    kept.append({"config": name, "bootcamp": bootcamp, "rows": count})
                else:
                    removed.append({"filter": reason, "config": name, "bootcamp": bootcamp, "removed": count})
        removed.sort(key=lambda r: (r["config"], r["bootcamp"], ORDER[r["filter"]]))
        kept.sort(key=lambda r: (r["config"], r["bootcamp"]))
        return removed, kept


def _uint64(column: pa.Array | pa.ChunkedArray) -> np.ndarray:
    return column.to_numpy(zero_copy_only=False).astype(np.uint64, copy=False)


def _df_limits(bh_of_prompt: np.ndarray, max_df: float, counts: np.ndarray | None = None):
    """bootcamp hash -> how many of the bootcamp's prompts an n-gram may be in: max(1, df * N).
    ``bh_of_prompt`` holds one bootcamp hash per prompt, or, with ``counts``, each bootcamp
    hash once (sorted) and ``counts`` its number of prompts."""
    if counts is None:
        keys, counts = np.unique(bh_of_prompt, return_counts=True)
    else:
        keys = bh_of_prompt
    limits = np.maximum(1, np.floor(max_df * counts)).astype(np.int64)

    def limit(bh: np.ndarray) -> np.ndarray:
        return limits[np.searchsorted(keys, bh)]
    return limit
