"""End-to-end pipeline throughput with the ``tail`` teacher, over every bootcamp that exists.

    python bench/pipeline.py                       # 100 cases per bootcamp, 1 then 2 workers
    python bench/pipeline.py --cases 400 --levels 1,2 --workers 1 2

Each run is a real ``python build.py`` process (start-up, workers, filters and export included)
on a fresh output folder. Reported per worker count: verified SFT records kept, wall time,
records/s, the time of every stage (from the build's report.json), the share of filters + export,
and the projected time for 1,000,000 SFT records at that rate. The runs must also give
byte-identical datasets, which the benchmark checks. Target (the issue): 1,000,000 verified SFT
records in under 15 minutes on 2 cores, filters + export under 20% of the total.

Two more lines put the figures in proportion:
- the projection again with the ``eval cases`` stage as a fixed cost: it builds the
  ``bootcamp_eval`` cases (100 per bootcamp, whatever the build's size) that train data is
  decontaminated against, so at small ``--cases`` it weighs far more per record than at 1M;
- trace characters per second: the teacher stage's characters written (every sample) per second
  of that stage, beside plain Python writing the same text (f-strings joined line by line from
  the same ``name=value`` pieces), which bounds any tracer.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pyarrow.parquet as pq

ROOT = Path(__file__).resolve().parent.parent
TARGET_RECORDS = 1_000_000
TARGET_MINUTES = 15


def run_build(out: Path, cases: int, levels: list[str], workers: int, negatives: int, unit_size: int,
              include: str | None = None) -> dict:
    overrides = [
        "mixture=default",
        *([f"mixture.include=[{include}]"] if include else []),
        f"mixture.cases={cases}",
        *(f"mixture.levels.{level}={1 if level in levels else 0}" for level in "12345"),
        f"teacher.negatives={negatives}",
        f"executor.workers={workers}",
        f"executor.unit_size={unit_size}",
        f"output_dir={out}",
    ]
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "build.py", *overrides], cwd=ROOT, capture_output=True, text=True)
    wall = time.perf_counter() - start
    if done.returncode != 0:
        sys.exit(f"build failed ({done.returncode}):\n{done.stderr[-3000:]}")
    report = json.loads((Path(f"{out}.work") / "report.json").read_text())
    kept = sum(row["kept"] for row in report["summary"])
    return {"workers": workers, "wall": wall, "kept": kept, "cases": report["cases"], "seconds": report["seconds"],
            "digest": folder_digest(out), "manifest": json.loads((out / "manifest.json").read_text()),
            "text": trace_text_rates(out, report["seconds"].get("teacher", 0.0))}


def trace_text_rates(folder: Path, teacher_seconds: float) -> tuple[int, float, float]:
    """(characters of every sample, their rate in the teacher stage, plain Python's rate writing
    the same text from its pieces)."""
    texts = [text for path in sorted((folder / "data" / "samples").glob("*.parquet"))
             for text in pq.read_table(path, columns=["response"]).column("response").to_pylist()]
    chars = sum(len(text) for text in texts)
    # the pieces a renderer has in hand: each line's label and its name=value pairs
    pieces = [[(head, body.split(", ")) for head, _, body in (line.partition(": ") for line in text.split("\n"))]
              for text in texts]
    start = time.perf_counter()
    written = sum(len("\n".join(f"{head}: " + ", ".join(f"{pair}" for pair in pairs) for head, pairs in lines))
                  for lines in pieces)
    plain = time.perf_counter() - start
    assert written >= chars * 0.9, "the plain rewrite writes (about) the same text"  # ": " lost on lines without one
    return chars, chars / teacher_seconds if teacher_seconds else 0.0, chars / plain if plain else 0.0


def folder_digest(folder: Path) -> dict[str, str]:
    """A digest of every file of the dataset folder, by relative path."""
    return {
        str(path.relative_to(folder)): hashlib.blake2b(path.read_bytes(), digest_size=16).hexdigest()
        for path in sorted(p for p in folder.rglob("*") if p.is_file())
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cases", type=int, default=100, help="cases per bootcamp")
    parser.add_argument("--levels", default="1,2,3,4,5", help="levels to draw from, equal ratios")
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--negatives", type=int, default=0, help="tail negatives per case (0: SFT only)")
    parser.add_argument("--unit-size", type=int, default=256)
    parser.add_argument("--include", default=None,
                        help="comma-separated bootcamp globs (default: every bootcamp), e.g. 'algorithm/*'")
    args = parser.parse_args()
    levels = args.levels.split(",")

    results = []
    with tempfile.TemporaryDirectory(prefix="bootforge-bench-") as tmp:
        for workers in args.workers:
            results.append(run_build(Path(tmp) / f"w{workers}", args.cases, levels, workers, args.negatives, args.unit_size,
                                     args.include))

    stages = list(results[0]["seconds"])
    print(f"tail teacher, {results[0]['cases']:,} cases ({args.cases} per bootcamp, levels {args.levels}, "
          f"negatives {args.negatives}); {os.cpu_count()} cores, load average {os.getloadavg()[1]:.1f} "
          "over the last 5 minutes (other work on the machine slows every figure)")
    header = ["workers", "SFT kept", "wall s", "SFT/s", *[f"{s} s" for s in stages], "filt+exp %", "1M SFT min"]
    print(" | ".join(header))
    for r in results:
        rate = r["kept"] / r["wall"]
        share = 100 * (r["seconds"].get("filters", 0) + r["seconds"].get("export", 0)) / r["wall"]
        row = [str(r["workers"]), f"{r['kept']:,}", f"{r['wall']:.1f}", f"{rate:,.1f}",
               *[f"{r['seconds'][s]:.2f}" for s in stages], f"{share:.1f}", f"{TARGET_RECORDS / rate / 60:.1f}"]
        print(" | ".join(row))
    if len(results) > 1:
        base = results[0]
        for r in results[1:]:
            print(f"scaling {base['workers']} -> {r['workers']} workers: {base['wall'] / r['wall']:.2f}x wall")
        differ = sorted({path for r in results[1:] for path in set(r["digest"]) | set(base["digest"])
                         if r["digest"].get(path) != base["digest"].get(path)})
        print(f"datasets byte-identical across worker counts: {'yes' if not differ else 'NO: ' + ', '.join(differ)}")
        if differ:
            changed = sorted(k for r in results[1:] for k in set(r["manifest"]) | set(base["manifest"])
                             if r["manifest"].get(k) != base["manifest"].get(k))
            # e.g. code_version: a source file changed between the runs (someone editing the tree)
            print(f"manifest keys that differ: {', '.join(changed)}")
            sys.exit(1)
    best = max(results, key=lambda r: r["kept"] / r["wall"])
    minutes = TARGET_RECORDS / (best["kept"] / best["wall"]) / 60
    verdict = "meets" if minutes < TARGET_MINUTES else "misses"
    print(f"projected 1M SFT records: {minutes:.1f} min at the best rate ({verdict} the {TARGET_MINUTES}-minute target)")
    fixed = best["seconds"].get("eval cases", 0.0)
    grown = (fixed + (best["wall"] - fixed) * TARGET_RECORDS / best["kept"]) / 60
    print(f"  with the eval cases ({fixed:.1f} s, {best['workers']} workers) as a fixed cost: {grown:.1f} min")
    for r in results:
        chars, rate, plain = r["text"]
        print(f"trace text, {r['workers']} workers: {chars:,} characters of samples, {rate:,.0f} chars/s in the teacher "
              f"stage; plain Python writes the same text at {plain:,.0f} chars/s")


if __name__ == "__main__":
    main()
