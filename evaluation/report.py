"""The eval report: ``report.json``, ``report.md`` and PNG plots in the run folder; two runs side by side.

    python -m evaluation.report RUN_A RUN_B --out outputs/eval/compare   # compare two finished runs

Plots (matplotlib, the ``eval`` extra): ``accuracy_by_domain.png``, ``accuracy_by_level.png``
(grouped bars when a second run is compared) and ``heatmap_bootcamp_level.png`` (accuracy of
every bootcamp at every level; one panel per run).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

from bootcamps import LEVELS
from evaluation.calibrate import level_flags, level_rates

PLOTS = ("accuracy_by_domain.png", "accuracy_by_level.png", "heatmap_bootcamp_level.png")


def load_run(run_dir: Path) -> dict[str, Any]:
    path = Path(run_dir) / "report.json"
    if not path.is_file():
        raise ValueError(f"compare={run_dir} is not a finished eval run: no report.json there")
    return json.loads(path.read_text())


def write(run_dir: Path, meta: dict, metrics: dict, cfg: Any, compare: dict | None) -> dict[str, Any]:
    """Write the report files of a run (and the comparison with ``compare``, a loaded run)."""
    rates = level_rates(metrics)
    report = {
        "meta": meta,
        "metrics": metrics,
        "calibration": {"level_pass_rates": rates, "min_level_gap": cfg.min_level_gap,
                        "flags": level_flags(rates, cfg.min_level_gap)},
    }
    _atomic(run_dir / "report.json", json.dumps(report, indent=1, sort_keys=True))
    if compare is not None and len(cfg.labels) > 1:
        compare = {**compare, "meta": {**compare["meta"], "label": cfg.labels[1]}}
    render(run_dir, report, compare, cfg.plots)
    return report


def render(out: Path, report: dict, compare: dict | None, plots: bool) -> None:
    out.mkdir(parents=True, exist_ok=True)
    pictures = draw(out, report, compare) if plots else []
    _atomic(out / "report.md", markdown(report, compare, pictures))


def _atomic(path: Path, text: str) -> None:
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def _pct(value: float | None) -> str:
    return "" if value is None else f"{100 * value:.1f}"


def _table(header: list[str], rows: list[list[str]]) -> list[str]:
    return ["| " + " | ".join(header) + " |", "|" + "|".join(["---"] + ["---:"] * (len(header) - 1)) + "|",
            *("| " + " | ".join(r) + " |" for r in rows)]


def _metric_rows(view: dict[str, dict], ks: list[int]) -> list[list[str]]:
    rows = []
    for key, m in view.items():
        rows.append([key.replace("|", " L"), str(m["cases"]), str(m["samples"]), _pct(m["accuracy"]),
                     *(_pct(m.get(f"pass@{k}")) for k in ks), _pct(m["wrong_rate"]), _pct(m["no_answer_rate"]),
                     _pct(m["truncated_rate"]), f"{m['mean_chars']:.0f}"])
    return rows


def _compare_rows(a: dict[str, dict], b: dict[str, dict], key_name: str, k: int | None) -> tuple[list[str], list[list[str]]]:
    header = [key_name, "acc A", "acc B", "Δ acc"]
    if k is not None:
        header += [f"pass@{k} A", f"pass@{k} B"]
    header += ["no answer A", "no answer B"]
    rows = []
    for key in sorted(set(a) | set(b)):
        ma, mb = a.get(key), b.get(key)
        acc_a = ma["accuracy"] if ma else None
        acc_b = mb["accuracy"] if mb else None
        delta = "" if acc_a is None or acc_b is None else f"{100 * (acc_b - acc_a):+.1f}"
        row = [key.replace("|", " L"), _pct(acc_a), _pct(acc_b), delta]
        if k is not None:
            row += [_pct(ma.get(f"pass@{k}") if ma else None), _pct(mb.get(f"pass@{k}") if mb else None)]
        row += [_pct(ma["no_answer_rate"] if ma else None), _pct(mb["no_answer_rate"] if mb else None)]
        rows.append(row)
    return header, rows


def markdown(report: dict, compare: dict | None, pictures: list[str]) -> str:
    meta, metrics = report["meta"], report["metrics"]
    ks = meta["k"]
    source = meta["source"]
    what = f"replay of `{source['replay']}`" if "replay" in source else f"teacher `{source['teacher']['name']}`" + (
        f", model `{source['teacher']['model']}`" if "model" in source["teacher"] else "")
    lines = [f"# Eval report: {meta['label']}", "",
             f"- Benchmark: `{meta['benchmark']['folder']}`, version `{meta['benchmark']['version']}` ({meta['benchmark']['cases']} cases)",
             f"- Responses: {what}; seed {meta['seed']}",
             f"- Cases: {meta['answered_cases']} answered of {meta['selected_cases']} selected",
             "- Accuracy is the share of correct samples; *wrong* gave a final answer that is wrong, "
             "*no answer* finished without an extractable final answer, *truncated* hit the length limit "
             "(rates in % of samples); pass@k is the unbiased estimator over cases with at least k samples.", ""]
    if meta["answered_cases"] < meta["selected_cases"]:
        lines += [f"**Incomplete**: {meta['selected_cases'] - meta['answered_cases']} selected cases have no response.", ""]
    header = ["", "cases", "samples", "accuracy", *(f"pass@{k}" for k in ks), "wrong", "no answer", "truncated", "mean chars"]
    lines += ["## Overall", "", *_table(header, _metric_rows({"all": metrics["overall"]}, ks)), ""]
    if compare is not None:
        cm = compare["metrics"]
        k = max(set(ks) & set(compare["meta"]["k"]), default=None)
        lines += ["## Comparison", "", f"A = {meta['label']}, B = {compare['meta']['label']} "
                  f"(benchmark `{compare['meta']['benchmark']['version']}`)", ""]
        if compare["meta"]["benchmark"]["version"] != meta["benchmark"]["version"]:
            lines += ["**Warning**: the two runs used different benchmark versions; their numbers are not comparable.", ""]
        for title, view, key_name in (("Overall", "overall", "all"), ("By domain", "by_domain", "domain"),
                                      ("By level", "by_level", "level"), ("By bootcamp", "by_bootcamp", "bootcamp")):
            a = {"all": metrics["overall"]} if view == "overall" else metrics[view]
            b = {"all": cm["overall"]} if view == "overall" else cm[view]
            h, rows = _compare_rows(a, b, key_name, k)
            lines += [f"### {title}", "", *_table(h, rows), ""]
    for name in pictures:
        lines += [f"![{name}]({name})", ""]
    for title, view in (("By domain", "by_domain"), ("By level", "by_level"), ("By bootcamp", "by_bootcamp")):
        lines += [f"## {title}", "", *_table(header, _metric_rows(metrics[view], ks)), ""]
    rates = report["calibration"]["level_pass_rates"]
    levels = [lv for lv in LEVELS if any(lv in r for r in rates.values())]
    lines += ["## Accuracy by bootcamp and level (%)", "",
              *_table(["bootcamp", *(f"L{lv}" for lv in levels)], [[b, *(_pct(r.get(lv)) for lv in levels)] for b, r in rates.items()]), ""]
    flags = report["calibration"]["flags"]
    lines += ["## Calibration: levels that do not get harder", ""]
    if flags:
        lines += [f"A level is flagged when its pass rate beats the level below by more than {report['calibration']['min_level_gap']}.", "",
                  *_table(["bootcamp", "level", "pass rate", "level below", "its pass rate"],
                          [[f["bootcamp"], f["level"], _pct(f["pass_rate"]), f["below"], _pct(f["below_pass_rate"])] for f in flags]), ""]
    else:
        lines += ["None: every bootcamp's pass rate falls (or stays within the gap) from each level to the next.", ""]
    return "\n".join(lines)


def draw(out: Path, report: dict, compare: dict | None) -> list[str]:
    """The PNG plots; returns their file names."""
    try:
        import matplotlib
    except ImportError as error:
        raise ValueError('plots need matplotlib: pip install -e ".[eval]" (or plots=false)') from error
    matplotlib.use("Agg")  # files only, no display
    import matplotlib.pyplot as plt

    runs = [report] + ([compare] if compare is not None else [])
    labels = [r["meta"]["label"] for r in runs]
    for name, view, xlabel in ((PLOTS[0], "by_domain", "domain"), (PLOTS[1], "by_level", "level")):
        keys = sorted(set().union(*(r["metrics"][view] for r in runs)))
        fig, ax = plt.subplots(figsize=(max(4.0, 0.9 * len(keys) * len(runs) + 1.5), 3.6))
        width = 0.8 / len(runs)
        for i, (run, label) in enumerate(zip(runs, labels)):
            values = [100 * run["metrics"][view][k]["accuracy"] if k in run["metrics"][view] else 0.0 for k in keys]
            xs = [j + (i - (len(runs) - 1) / 2) * width for j in range(len(keys))]
            ax.bar(xs, values, width, label=label)
        ax.set_xticks(range(len(keys)), [f"L{k}" if view == "by_level" else k for k in keys], rotation=30 if view == "by_domain" else 0, ha="right" if view == "by_domain" else "center")
        ax.set_ylim(0, 100)
        ax.set_ylabel("accuracy (%)")
        ax.set_xlabel(xlabel)
        ax.set_title(f"Accuracy by {xlabel}")
        if len(runs) > 1:
            ax.legend()
        fig.tight_layout()
        fig.savefig(out / name, dpi=110)
        plt.close(fig)

    bootcamps_ = sorted(set().union(*(level_rates(r["metrics"]) for r in runs)))
    fig, axes = plt.subplots(1, len(runs), figsize=(3.2 + 2.6 * len(runs), 1.2 + 0.32 * len(bootcamps_)), squeeze=False)
    for ax, run, label in zip(axes[0], runs, labels):
        rates = level_rates(run["metrics"])
        grid = [[100 * rates.get(b, {}).get(lv, float("nan")) for lv in LEVELS] for b in bootcamps_]
        image = ax.imshow(grid, vmin=0, vmax=100, cmap="viridis", aspect="auto")
        ax.set_xticks(range(len(LEVELS)), [f"L{lv}" for lv in LEVELS])
        ax.set_yticks(range(len(bootcamps_)), bootcamps_ if ax is axes[0][0] else [""] * len(bootcamps_), fontsize=7)
        for y, row in enumerate(grid):
            for x, value in enumerate(row):
                if value == value:  # not NaN: a measured cell
                    ax.text(x, y, f"{value:.0f}", ha="center", va="center", fontsize=6, color="white" if value < 60 else "black")
        ax.set_title(label, fontsize=9)
    fig.colorbar(image, ax=list(axes[0]), label="accuracy (%)")
    fig.savefig(out / PLOTS[2], dpi=110, bbox_inches="tight")
    plt.close(fig)
    return list(PLOTS)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m evaluation.report", description="two eval runs side by side in one report")
    parser.add_argument("run_a")
    parser.add_argument("run_b")
    parser.add_argument("--out", required=True, help="folder for report.md and the plots")
    parser.add_argument("--labels", nargs=2, default=None)
    parser.add_argument("--no-plots", action="store_true")
    args = parser.parse_args(argv)
    try:
        a, b = load_run(Path(args.run_a)), load_run(Path(args.run_b))
        if args.labels:
            a["meta"]["label"], b["meta"]["label"] = args.labels
        render(Path(args.out), a, b, not args.no_plots)
    except ValueError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    print(f"wrote {Path(args.out) / 'report.md'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
