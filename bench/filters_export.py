"""Filters + export throughput on synthetic records with the interface's exact columns.

    python bench/filters_export.py                    # 1,000,000 sft rows, all five configs
    python bench/filters_export.py --rows 200000 --configs sft samples rl

N cases of one correct sample each are written as sft, samples, dpo, mask_dpo and rl shards
(~1.4 KB traces, one case in 500 a duplicate prompt; not timed), then ``apply_filters``
(default filters, decontaminated against an eval set) and ``write_dataset`` are timed.
Printed: seconds per step, rows/s over all rows and per sft row, and the share of the issue's
15-minute budget for 1,000,000 SFT records that filters + export would take at this rate
(the target is under 20%). ``bench/pipeline.py`` can call :func:`measure` directly.
"""

from __future__ import annotations

import argparse
import json
import resource
import shutil
import sys
import tempfile
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
    """Time filters and export of ``rows`` sft rows (and the other configs' matching rows)."""
    start = time.perf_counter()
    marker = workdir / "records" / f"done-{rows}-{shards}"
    if marker.exists():  # records of an earlier run of the same size, kept with --workdir
        inputs = {name: sorted((workdir / "records" / name).glob("part-*.parquet")) for name in CONFIGS}
    else:
        inputs = bulk_shards(workdir / "records", rows, shards=shards)
        marker.touch()
    inputs = {name: paths for name, paths in inputs.items() if name in configs}
    evals = [("domain0/task0", "1", "Convert the base-5 number 4321 to base 2. Show each division step.\n"
              "Give your final answer as the digits, without a prefix, inside <answer></answer> tags.")]
    eval_file = write_eval_prompts(workdir / "eval.parquet", evals * 1)
    generate_s = time.perf_counter() - start
    total_rows = sum(pq.ParquetFile(p).metadata.num_rows for paths in inputs.values() for p in paths)
    input_bytes = sum(p.stat().st_size for paths in inputs.values() for p in paths)

    start, cpu = time.perf_counter(), _cpu()
    shutil.rmtree(workdir / "filtered", ignore_errors=True)
    shutil.rmtree(workdir / "dataset", ignore_errors=True)
    result = apply_filters(inputs, [eval_file], cfg or FiltersConfig(), workdir / "filtered")
    filters_s, filters_cpu = time.perf_counter() - start, _cpu() - cpu
    start, cpu = time.perf_counter(), _cpu()
    write_dataset(workdir / "dataset", result.outputs, "train", {"bench": "filters_export"}, [])
    export_s, export_cpu = time.perf_counter() - start, _cpu() - cpu
    both = filters_s + export_s
    return {
        "sft_rows": rows,
        "configs": list(inputs),
        "total_rows": total_rows,
        "input_mb": round(input_bytes / 2**20, 1),
        "generate_s": round(generate_s, 1),
        "filters_s": round(filters_s, 1),
        "export_s": round(export_s, 1),
        # CPU seconds (all threads): on a shared machine, a better guide than wall time to
        # what a dedicated one does; on 2 idle cores wall time is at least cpu_s / 2
        "filters_cpu_s": round(filters_cpu, 1),
        "export_cpu_s": round(export_cpu, 1),
        "filters_steps_s": {k: round(v, 2) for k, v in result.seconds.items()},
        "rows_per_s": round(total_rows / both),
        "sft_rows_per_s": round(rows / both),
        "projected_1m_sft_s": round(both * 1_000_000 / rows, 1),
        "share_of_15_min_budget": round(both * 1_000_000 / rows / BUDGET_S, 3),
        "removed": sum(r["removed"] for r in result.removed),
    }


def _cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rows", type=int, default=1_000_000, help="sft rows (one per case)")
    parser.add_argument("--configs", nargs="+", default=list(CONFIGS), choices=CONFIGS)
    parser.add_argument("--threads", type=int, default=None, help="DuckDB threads (default: all cores)")
    parser.add_argument("--workdir", type=Path, default=None,
                        help="scratch folder, kept, its records reused by a rerun of the same size (default: a temp folder)")
    args = parser.parse_args()
    workdir = args.workdir or Path(tempfile.mkdtemp(prefix="bench-filters-export-"))
    try:
        stats = measure(args.rows, workdir, tuple(args.configs), cfg=FiltersConfig(threads=args.threads))
    finally:
        if args.workdir is None:
            shutil.rmtree(workdir, ignore_errors=True)
    print(json.dumps(stats, indent=2))
    verdict = "meets" if stats["share_of_15_min_budget"] < TARGET_SHARE else "misses"
    print(f"filters {stats['filters_s']}s + export {stats['export_s']}s for {stats['total_rows']:,} rows "
          f"({stats['sft_rows']:,} sft): {stats['rows_per_s']:,} rows/s, {stats['sft_rows_per_s']:,} sft rows/s; "
          f"{stats['share_of_15_min_budget']:.0%} of the 15-minute budget for 1M sft rows "
          f"({verdict} the {TARGET_SHARE:.0%} target)")


if __name__ == "__main__":
    main()
