"""Filters + export throughput and memory on synthetic records with the interface's exact columns.

    python bench/filters_export.py                    # 1,000,000 sft rows, all five configs
    python bench/filters_export.py --rows 250000 1000000 --memory-limit 1GB   # out of core, with a projection
    python bench/filters_export.py --rows 200000 --configs sft samples rl

N cases of one correct sample each are written as sft, samples, dpo, mask_dpo and rl shards
(~1.4 KB traces, one case in 500 a duplicate prompt; not timed), then ``apply_filters``
(default filters, decontaminated against an eval set) and ``write_dataset`` are timed in a
fresh child process, so its peak RSS (``peak_rss_mb``) is that of filters + export alone; a
watcher samples the size of DuckDB's spill folder (``spill_peak_mb``). DuckDB is held to
``--memory-limit`` and spills past it.
Printed: seconds per step, rows/s over all rows and per sft row, peak RSS, the share of the
15-minute budget for 1,000,000 SFT records, and a projection to 100,000,000 sft rows (time from
the largest run's rate; RSS from the slope between the two largest runs; disk from the input
bytes per row). ``bench/pipeline.py`` can call :func:`measure` directly.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import resource
import shutil
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pyarrow.parquet as pq  # noqa: E402

from exports import write_dataset  # noqa: E402
from filters import FiltersConfig, apply_filters  # noqa: E402
from filters.config import CONFIGS  # noqa: E402
from filters.synthetic import bulk_shards, write_eval_prompts  # noqa: E402

BUDGET_S = 15 * 60
TARGET_SHARE = 0.20


def measure(rows: int, workdir: Path, configs: tuple[str, ...] = CONFIGS, shards: int = 16,
            cfg: FiltersConfig | None = None) -> dict:
    """Time filters and export of ``rows`` sft rows (and the other configs' matching rows), in
    this process (``peak_rss_mb`` is then this process's peak, records generation included)."""
    start = time.perf_counter()
    inputs, eval_file = records(rows, workdir, configs, shards)
    stats = timed(inputs, eval_file, workdir, cfg or FiltersConfig())
    stats["generate_s"] = round(time.perf_counter() - start - stats["filters_s"] - stats["export_s"], 1)
    return stats


def records(rows: int, workdir: Path, configs: tuple[str, ...] = CONFIGS, shards: int = 16
            ) -> tuple[dict[str, list[Path]], Path]:
    """The synthetic record shards of ``rows`` cases (reused when an earlier run of the same size
    left them in ``workdir``) and the eval prompts file."""
    # Only the configs measured are written: at 10M rows all five would be ~39 GB of input.
    marker = workdir / "records" / f"done-{rows}-{shards}-{'-'.join(configs)}"
    if marker.exists():  # records of an earlier run of the same size, kept with --workdir
        inputs = {name: sorted((workdir / "records" / name).glob("part-*.parquet")) for name in configs}
    else:
        shutil.rmtree(workdir / "records", ignore_errors=True)
        inputs = bulk_shards(workdir / "records", rows, shards=shards, configs=configs)
        marker.touch()
    evals = [("domain0/task0", "1", "Convert the base-5 number 4321 to base 2. Show each division step.\n"
              "Give your final answer as the digits, without a prefix, inside <answer></answer> tags.")]
    return inputs, write_eval_prompts(workdir / "eval.parquet", evals * 1)


def timed(inputs: dict[str, list[Path]], eval_file: Path, workdir: Path, cfg: FiltersConfig) -> dict:
    rows = sum(pq.ParquetFile(p).metadata.num_rows for p in inputs.get("sft", [])) or \
        pq.ParquetFile(next(iter(inputs.values()))[0]).metadata.num_rows
    total_rows = sum(pq.ParquetFile(p).metadata.num_rows for paths in inputs.values() for p in paths)
    input_bytes = sum(p.stat().st_size for paths in inputs.values() for p in paths)
    shutil.rmtree(workdir / "filtered", ignore_errors=True)
    shutil.rmtree(workdir / "dataset", ignore_errors=True)
    spill = Path(cfg.temp_directory) if cfg.temp_directory else workdir / "filtered" / ".duckdb_tmp"
    watcher = _SpillWatcher(spill)
    watcher.start()
    start, cpu = time.perf_counter(), _cpu()
    try:
        result = apply_filters(inputs, [eval_file], cfg, workdir / "filtered")
    finally:
        watcher.stop()
    filters_s, filters_cpu = time.perf_counter() - start, _cpu() - cpu
    start, cpu = time.perf_counter(), _cpu()
    export_peak = _RssPeak()
    export_peak.start()
    try:
        write_dataset(workdir / "dataset", result.outputs, "train", {"bench": "filters_export"}, [])
    finally:
        export_peak.stop()
    export_s, export_cpu = time.perf_counter() - start, _cpu() - cpu
    both = filters_s + export_s
    return {
        "sft_rows": rows,
        "configs": list(inputs),
        "total_rows": total_rows,
        "input_mb": round(input_bytes / 2**20, 1),
        "memory_limit": cfg.memory_limit,
        "threads": cfg.threads,
        "filters_s": round(filters_s, 1),
        "export_s": round(export_s, 1),
        # CPU seconds (all threads): on a shared machine, a better guide than wall time to
        # what a dedicated one does; on 2 idle cores wall time is at least cpu_s / 2
        "filters_cpu_s": round(filters_cpu, 1),
        "export_cpu_s": round(export_cpu, 1),
        "filters_steps_s": {k: round(v, 2) for k, v in result.seconds.items()},
        "rows_per_s": round(total_rows / both),
        "sft_rows_per_s": round(rows / both),
        "peak_rss_mb": round(_peak_rss_bytes() / 2**20),
        # where the peak comes from: the largest RSS sampled in each filter step and in export
        "rss_mb_by_step": {**_rss_by_step(watcher.rss, result.spans), "export": round(export_peak.peak / 2**20)},
        "spill_peak_mb": round(watcher.peak / 2**20, 1),
        "projected_1m_sft_s": round(both * 1_000_000 / rows, 1),
        "share_of_15_min_budget": round(both * 1_000_000 / rows / BUDGET_S, 3),
        "removed": sum(r["removed"] for r in result.removed),
    }


class _SpillWatcher(threading.Thread):
    """Samples the size of DuckDB's spill folder twice a second (``peak`` is the largest seen),
    and this process's RSS with the time, so a peak can be placed in the filter step that made it."""

    def __init__(self, folder: Path):
        super().__init__(daemon=True)
        self.folder, self.peak, self._done = folder, 0, threading.Event()
        self.rss: list[tuple[float, int]] = []  # (perf_counter, bytes)

    def run(self) -> None:
        while not self._done.wait(0.5):
            self.rss.append((time.perf_counter(), _rss_bytes()))
            total = 0
            for root, _, names in os.walk(self.folder):
                for name in names:
                    try:
                        total += os.stat(os.path.join(root, name)).st_size
                    except FileNotFoundError:  # DuckDB removed it while we looked
                        continue
            self.peak = max(self.peak, total)

    def stop(self) -> None:
        self._done.set()
        self.join()


class _RssPeak(threading.Thread):
    """The largest RSS sampled twice a second while it runs."""

    def __init__(self):
        super().__init__(daemon=True)
        self.peak, self._done = 0, threading.Event()

    def run(self) -> None:
        self.peak = max(self.peak, _rss_bytes())
        while not self._done.wait(0.5):
            self.peak = max(self.peak, _rss_bytes())

    def stop(self) -> None:
        self._done.set()
        self.join()
        self.peak = max(self.peak, _rss_bytes())


def _rss_bytes() -> int:
    """This process's resident set now (VmRSS; 0 where there is no /proc)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) * 1024  # kB
    except FileNotFoundError:
        return 0
    return 0


def _rss_by_step(samples: list[tuple[float, int]], spans: list[tuple[str, float, float]]) -> dict[str, int]:
    """Largest RSS sample (MB) inside each filter step's timed stretches; "other" is what fell
    between them (reading inputs, setting up, the report)."""
    out: dict[str, int] = {}
    for t, rss in samples:
        step = next((name for name, begin, end in spans if begin <= t < end), "other")
        out[step] = max(out.get(step, 0), round(rss / 2**20))
    return out


def _peak_rss_bytes() -> int:
    """This process's own peak RSS (VmHWM). Not ``getrusage``'s ru_maxrss: Linux carries the
    parent's peak into a spawned (fork + exec) child's ru_maxrss, so the child reported the
    parent's memory, which holds the generated records and grows with the row count."""
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) * 1024  # kB
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # no /proc: macOS counts bytes, others kB
    return peak if sys.platform == "darwin" else peak * 1024


def _child(inputs, eval_file, workdir, cfg, queue) -> None:
    queue.put(timed(inputs, eval_file, workdir, cfg))


ROWS_PER_SHARD = 15_625  # one row group per synthetic shard: keep it the size a 250,000-row run has


def default_shards(rows: int) -> int:
    """Shards for ``rows`` cases. The export reads one input row group at a time per thread, so
    peak RSS follows the row-group size: with a fixed number of shards it would grow with the
    row count for that reason alone (a build's own shards are one work unit each, a few hundred
    cases), and the 100M projection would be wrong."""
    return max(16, -(-rows // ROWS_PER_SHARD))


def measure_isolated(rows: int, workdir: Path, configs: tuple[str, ...], cfg: FiltersConfig,
                     shards: int | None = None) -> dict:
    """Records generated here, filters + export timed in a fresh process, so that its peak RSS
    is theirs alone."""
    start = time.perf_counter()
    shards = default_shards(rows) if shards is None else shards
    inputs, eval_file = records(rows, workdir, configs, shards)
    generate_s = time.perf_counter() - start
    context = multiprocessing.get_context("spawn")
    queue = context.Queue()
    child = context.Process(target=_child, args=(inputs, eval_file, workdir, cfg, queue))
    child.start()
    stats = queue.get()
    child.join()
    if child.exitcode != 0:
        raise RuntimeError(f"the measuring process exited with {child.exitcode}")
    stats["generate_s"] = round(generate_s, 1)
    stats["shards"] = shards
    stats["rows_per_row_group"] = max(pq.ParquetFile(p).metadata.row_group(0).num_rows
                                      for paths in inputs.values() for p in paths)
    return stats


def project(runs: list[dict], target: int = 100_000_000) -> dict:
    """Figures for ``target`` sft rows: time at the largest run's rate, peak RSS on the line
    through the two largest runs (flat when there is one run), disk for the input records,
    the filtered copy and the dataset folder (three times the input), plus spill."""
    runs = sorted(runs, key=lambda r: r["sft_rows"])
    last = runs[-1]
    scale = target / last["sft_rows"]
    if len(runs) > 1:
        prev = runs[-2]
        slope = (last["peak_rss_mb"] - prev["peak_rss_mb"]) / (last["sft_rows"] - prev["sft_rows"])
    else:
        slope = 0.0
    return {
        "sft_rows": target,
        "hours": round((last["filters_s"] + last["export_s"]) * scale / 3600, 2),
        "peak_rss_mb": round(last["peak_rss_mb"] + max(0.0, slope) * (target - last["sft_rows"])),
        "rss_mb_per_million_rows": round(max(0.0, slope) * 1_000_000, 1),
        "disk_gb": round((3 * last["input_mb"] * scale + last["spill_peak_mb"] * scale) / 1024, 1),
    }


def _cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rows", type=int, nargs="+", default=[1_000_000], help="sft rows (one per case); several sizes give an RSS slope")
    parser.add_argument("--configs", nargs="+", default=list(CONFIGS), choices=CONFIGS)
    parser.add_argument("--threads", type=int, default=None, help="DuckDB threads (default: all cores)")
    parser.add_argument("--memory-limit", default="4GB", help="DuckDB memory_limit: it spills to disk past this (default 4GB)")
    parser.add_argument("--temp-directory", default=None, help="DuckDB's spill folder (default: inside the work folder)")
    parser.add_argument("--shards", type=int, default=None,
                        help=f"input files per config (default: one per {ROWS_PER_SHARD:,} cases, at least 16)")
    parser.add_argument("--workdir", type=Path, default=None,
                        help="scratch folder, kept, its records reused by a rerun of the same size (default: a temp folder)")
    args = parser.parse_args()
    cfg = FiltersConfig(threads=args.threads, memory_limit=args.memory_limit, temp_directory=args.temp_directory)
    runs = []
    for rows in sorted(args.rows):
        workdir = args.workdir / str(rows) if args.workdir else Path(tempfile.mkdtemp(prefix="bench-filters-export-"))
        try:
            stats = measure_isolated(rows, workdir, tuple(args.configs), cfg, args.shards)
        finally:
            if args.workdir is None:
                shutil.rmtree(workdir, ignore_errors=True)
        runs.append(stats)
        print(json.dumps(stats, indent=2), flush=True)
        verdict = "meets" if stats["share_of_15_min_budget"] < TARGET_SHARE else "misses"
        print(f"filters {stats['filters_s']}s + export {stats['export_s']}s for {stats['total_rows']:,} rows "
              f"({stats['sft_rows']:,} sft): {stats['rows_per_s']:,} rows/s, {stats['sft_rows_per_s']:,} sft rows/s; "
              f"peak RSS {stats['peak_rss_mb']:,} MB (memory_limit {stats['memory_limit']}), spill peak "
              f"{stats['spill_peak_mb']:,} MB; {stats['share_of_15_min_budget']:.0%} of the 15-minute budget for "
              f"1M sft rows ({verdict} the {TARGET_SHARE:.0%} target)", flush=True)
    projection = project(runs)
    print(json.dumps({"projection": projection}, indent=2))
    print(f"projected for {projection['sft_rows']:,} sft rows: {projection['hours']} h, peak RSS "
          f"{projection['peak_rss_mb']:,} MB, disk {projection['disk_gb']} GB")


if __name__ == "__main__":
    main()
