"""Difficulty calibration from an eval run.

- :func:`level_rates`: the measured pass rate (accuracy) per bootcamp and level;
- :func:`level_flags`: bootcamps whose levels do not get harder (a level whose pass rate beats
  the level below it by more than ``gap``);
- :func:`case_rates`: each case's pass rate (its share of correct samples);
- ``python -m evaluation.calibrate select``: a new dataset folder from a build's folder keeping
  only the cases whose measured pass rate is in a band (InternBootcamp kept roughly 0.03 to
  0.85: neither solved every time nor never), and optionally ordered as a curriculum by
  measured difficulty (easiest first, or hardest first).

A case's pass rate comes from the eval run when the run measured that very case
(``python eval.py benchmark=<the build's folder>``: ``by=case``); with ``by=level`` every case
gets the pass rate of its (bootcamp, level) from the run, so a run on the ``bootcamp_eval`` set
calibrates a train build whose cases it never saw. Cases without a measurement are dropped
and counted (``by=case``), or are an error naming the (bootcamp, level) (``by=level``).

The build's own mixture cannot filter on a model's pass rate (the build does not run the model
on its cases before it selects them), so this is a step after the build, over its folder:

    python eval.py benchmark=outputs/default teacher=vllm teacher.model=M run_dir=outputs/eval/cal
    python -m evaluation.calibrate select outputs/default outputs/eval/cal outputs/default_band \\
        --band 0.03 0.85 --by case --curriculum easy_first
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq

from bootcamps import LEVELS

CURRICULA = ("none", "easy_first", "hard_first")


def level_rates(metrics: dict[str, Any]) -> dict[str, dict[str, float]]:
    """{bootcamp: {level: accuracy}} from an eval report's metrics."""
    out: dict[str, dict[str, float]] = {}
    for key, row in metrics["by_bootcamp_level"].items():
        bootcamp_id, level = key.rsplit("|", 1)
        out.setdefault(bootcamp_id, {})[level] = row["accuracy"]
    return {b: dict(sorted(levels.items(), key=lambda kv: LEVELS.index(kv[0]))) for b, levels in sorted(out.items())}


def level_flags(rates: dict[str, dict[str, float]], gap: float) -> list[dict[str, Any]]:
    """Each place where a level is measurably easier than the level below it."""
    flags = []
    for bootcamp_id, levels in rates.items():
        ordered = list(levels.items())
        for (low, low_rate), (high, high_rate) in zip(ordered, ordered[1:]):
            if high_rate > low_rate + gap:
                flags.append({"bootcamp": bootcamp_id, "level": high, "pass_rate": high_rate, "below": low, "below_pass_rate": low_rate})
    return flags


def case_rates(run_dir: Path) -> dict[str, float]:
    """Each case's pass rate from a run folder's ``results.jsonl``."""
    path = Path(run_dir) / "results.jsonl"
    if not path.is_file():
        raise ValueError(f"{run_dir} is not an eval run folder: no results.jsonl (run python eval.py run_dir={run_dir})")
    counts: dict[str, list[int]] = {}
    with path.open(encoding="utf-8") as f:
        for line in f:
            row = json.loads(line)
            c = counts.setdefault(row["id"], [0, 0])
            c[0] += row["outcome"] == "correct"
            c[1] += 1
    return {case_id: correct / n for case_id, (correct, n) in counts.items()}


def _run_report(run_dir: Path) -> dict[str, Any]:
    path = Path(run_dir) / "report.json"
    if not path.is_file():
        raise ValueError(f"{run_dir} is not an eval run folder: no report.json")
    return json.loads(path.read_text())


def measured(rows: list[dict], run_dir: Path, by: str) -> list[float | None]:
    """The measured pass rate of each row's case (None where the run has none, ``by=case``)."""
    if by == "case":
        rates = case_rates(run_dir)
        return [rates.get(row["id"]) for row in rows]
    if by == "level":
        rates = level_rates(_run_report(run_dir)["metrics"])
        out = []
        for row in rows:
            rate = rates.get(row["bootcamp"], {}).get(row["level"])
            if rate is None:
                raise ValueError(f"run {run_dir} measured no case of {row['bootcamp']} level {row['level']}; calibrate with by=case or evaluate that level")
            out.append(rate)
        return out
    raise ValueError(f"unknown by {by!r}; valid choices: case, level")


def select(folder: Path, run_dir: Path, out: Path, band: tuple[float, float] | None, by: str = "case",
           curriculum: str = "none", overwrite: bool = False) -> dict[str, Any]:
    """Write ``out``: the dataset folder ``folder`` with only the cases whose measured pass rate
    is in ``band`` (inclusive), every config filtered by case id, and with ``curriculum`` its
    rows ordered by measured pass rate (ties keep their order). Returns the summary that also
    goes into the new manifest under ``calibration``."""
    from exports import write_dataset

    folder, out = Path(folder), Path(out)
    if curriculum not in CURRICULA:
        raise ValueError(f"unknown curriculum {curriculum!r}; valid choices: {', '.join(CURRICULA)}")
    if band is not None:
        low, high = band
        if not 0.0 <= low <= high <= 1.0:
            raise ValueError(f"band must satisfy 0 <= low <= high <= 1, got {low}, {high}")
    manifest = json.loads((folder / "manifest.json").read_text()) if (folder / "manifest.json").is_file() else None
    if manifest is None or "rl" not in manifest.get("configs", {}):
        raise ValueError(f"{folder} is not a dataset folder with an rl config (build it with build.py)")
    if out.exists():
        if not overwrite:
            raise ValueError(f"{out} exists; choose another folder or pass --overwrite")
        if not (out / "manifest.json").is_file():
            raise ValueError(f"{out} exists and is not a dataset folder; refusing to replace it")
    split = manifest["split"]

    rl_rows = [row for f in manifest["configs"]["rl"]["files"] for row in pq.read_table(folder / f["path"]).to_pylist()]
    rates = measured(rl_rows, run_dir, by)
    rate_of = {row["id"]: rate for row, rate in zip(rl_rows, rates)}
    unmeasured = sum(rate is None for rate in rates)
    keep = {case_id for case_id, rate in rate_of.items() if rate is not None and (band is None or band[0] <= rate <= band[1])}
    if not keep:
        raise ValueError(f"no case of {folder} has a measured pass rate in the band {band} ({unmeasured} of {len(rl_rows)} unmeasured)")

    tmp = out.parent / f".{out.name}.calibrate-tmp"
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    try:
        inputs: dict[str, list[Path]] = {}
        for config, info in manifest["configs"].items():
            table = pa.concat_tables([pq.read_table(folder / f["path"]) for f in info["files"]])
            rows = table.to_pylist()
            order = [i for i, row in enumerate(rows) if row["id"] in keep]
            if curriculum != "none":
                sign = -1 if curriculum == "easy_first" else 1  # easy = high pass rate first
                order.sort(key=lambda i: (sign * rate_of[rows[i]["id"]]))
            path = tmp / f"{config}.parquet"
            pq.write_table(table.take(pa.array(order, pa.int64())), path)
            inputs[config] = [path]
        summary = {
            "source": str(folder),
            "source_config_fingerprint": manifest.get("config_fingerprint"),
            "run": str(run_dir),
            "by": by,
            "band": list(band) if band else None,
            "curriculum": curriculum,
            "cases_in": len(rl_rows),
            "cases_kept": len(keep),
            "cases_unmeasured": unmeasured,
        }
        new_manifest = {k: v for k, v in manifest.items() if k not in ("configs", "counts", "empty_configs")}
        new_manifest["name"] = f"{manifest.get('name', folder.name)}-calibrated"
        new_manifest["calibration"] = summary
        per_bootcamp: dict[str, int] = {}
        for row in rl_rows:
            if row["id"] in keep:
                per_bootcamp[row["bootcamp"]] = per_bootcamp.get(row["bootcamp"], 0) + 1
        card_rows = [{"bootcamp": b, "cases": n, "kept": n} for b, n in sorted(per_bootcamp.items())]
        if out.exists():
            shutil.rmtree(out)
        write_dataset(out, inputs, split, new_manifest, card_rows)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return summary


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m evaluation.calibrate", description="difficulty calibration from an eval run")
    sub = parser.add_subparsers(dest="command", required=True)
    show = sub.add_parser("levels", help="pass rate per bootcamp and level; flag levels that do not get harder")
    show.add_argument("run_dir")
    show.add_argument("--gap", type=float, default=0.05)
    pick = sub.add_parser("select", help="a dataset folder of the cases in a pass-rate band, optionally as a curriculum")
    pick.add_argument("folder")
    pick.add_argument("run_dir")
    pick.add_argument("out")
    pick.add_argument("--band", type=float, nargs=2, metavar=("LOW", "HIGH"), default=None)
    pick.add_argument("--by", choices=("case", "level"), default="case")
    pick.add_argument("--curriculum", choices=CURRICULA, default="none")
    pick.add_argument("--overwrite", action="store_true")
    args = parser.parse_args(argv)
    try:
        if args.command == "levels":
            rates = level_rates(_run_report(Path(args.run_dir))["metrics"])
            for bootcamp_id, levels in rates.items():
                print(f"{bootcamp_id:40s} " + " ".join(f"L{lv}={r:.2f}" for lv, r in levels.items()))
            for flag in level_flags(rates, args.gap):
                print(f"flag: {flag['bootcamp']} level {flag['level']} ({flag['pass_rate']:.2f}) is easier than level {flag['below']} ({flag['below_pass_rate']:.2f})")
        else:
            band = tuple(args.band) if args.band else None
            summary = select(Path(args.folder), Path(args.run_dir), Path(args.out), band, args.by, args.curriculum, args.overwrite)
            print(f"kept {summary['cases_kept']} of {summary['cases_in']} cases ({summary['cases_unmeasured']} unmeasured) -> {args.out}")
    except ValueError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
