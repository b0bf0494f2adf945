"""One eval run: benchmark items -> responses (a model, or a replay file) -> scores -> report.

The run folder holds:

- ``run.json``: what decides the responses (the benchmark version, the teacher's settings minus
  operational ones, the seed; or the replay file's hash). A rerun with other settings is refused
  unless ``overwrite=true``, so a cache never mixes two models.
- ``responses.jsonl``: the cache, one line per case ``{"id", "samples": [{"response",
  "finish_reason"}]}``, appended and flushed after every chunk of cases: a killed run resumes
  where it stopped and asks the model only for the cases it lacks. (A last line cut short by
  the kill is dropped, and said so; a bad line anywhere else is an error.)
- ``results.jsonl``: every sample scored (reward, outcome, length); ``report.json``,
  ``report.md`` and the PNG plots (``evaluation/report.py``).
"""

from __future__ import annotations

import hashlib
import json
import os
from fnmatch import fnmatchcase
from pathlib import Path
from typing import Any, Iterable

from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn

from bootcamps import LEVELS
from builders import teachers
from evaluation import benchmark as bench_mod
from evaluation.benchmark import Benchmark, Item
from evaluation.config import EvalConfig
from evaluation.metrics import Scored, aggregate, score_sample

RUN_FILES = ("run.json", "responses.jsonl", "results.jsonl", "report.json", "report.md")


def select(items: Iterable[Item], cfg: EvalConfig) -> list[Item]:
    """The items the run evaluates: include/exclude globs, levels, at most ``limit`` per
    (bootcamp, level) taken in id order (ids are hashes, so that is an unbiased subset)."""
    levels = None if cfg.levels is None else [str(level) for level in cfg.levels]
    for level in levels or []:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r} in levels; valid levels: {', '.join(LEVELS)}")
    if cfg.limit is not None and cfg.limit < 1:
        raise ValueError(f"limit must be >= 1 or null, got {cfg.limit}")

    def matches(item: Item, patterns: list[str]) -> bool:
        return any(fnmatchcase(item.bootcamp, p) or fnmatchcase(item.domain, p) for p in patterns)

    items = list(items)
    for pattern in [*cfg.include, *cfg.exclude]:
        if not any(matches(item, [pattern]) for item in items):
            raise ValueError(f"pattern {pattern!r} matches no bootcamp of the benchmark; it has {', '.join(sorted({i.bootcamp for i in items}))}")
    chosen = [i for i in items if matches(i, list(cfg.include)) and not matches(i, list(cfg.exclude)) and (levels is None or i.level in levels)]
    if cfg.limit is not None:
        taken: dict[tuple[str, str], int] = {}
        kept = []
        for item in sorted(chosen, key=lambda i: i.id):
            key = (item.bootcamp, item.level)
            if taken.get(key, 0) < cfg.limit:
                taken[key] = taken.get(key, 0) + 1
                kept.append(item)
        order = {item.id: n for n, item in enumerate(items)}
        chosen = sorted(kept, key=lambda i: order[i.id])
    if not chosen:
        raise ValueError("no benchmark case matches include/exclude/levels")
    return chosen


def _sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def identity(cfg: EvalConfig, teacher_cfg: dict | None, bench: Benchmark) -> dict[str, Any]:
    """What decides the responses of this run folder."""
    if teacher_cfg is None:
        return {"benchmark": bench.version, "replay": str(cfg.replay), "replay_sha256": _sha256_file(Path(cfg.replay))}
    cls = teachers.teacher_class(teacher_cfg["name"])
    settings = {k: v for k, v in teacher_cfg.items() if k not in cls.operational}
    return {"benchmark": bench.version, "teacher": settings, "seed": int(cfg.seed)}


def prepare_run_dir(run_dir: Path, ident: dict[str, Any], overwrite: bool) -> None:
    run_dir.mkdir(parents=True, exist_ok=True)
    path = run_dir / "run.json"
    if path.exists():
        old = json.loads(path.read_text())
        if old != ident:
            if not overwrite:
                raise ValueError(f"run folder {run_dir} holds a run with other settings ({_diff(old, ident)}); "
                                 "choose another run_dir or pass overwrite=true to drop its cached responses")
            for name in RUN_FILES:
                (run_dir / name).unlink(missing_ok=True)
    tmp = run_dir / ".run.json.tmp"
    tmp.write_text(json.dumps(ident, indent=1, sort_keys=True))
    os.replace(tmp, path)


def _diff(old: dict, new: dict) -> str:
    keys = sorted(k for k in set(old) | set(new) if old.get(k) != new.get(k))
    return ", ".join(f"{k}: {str(old.get(k))[:60]} -> {str(new.get(k))[:60]}" for k in keys[:3])


def read_cache(path: Path) -> dict[str, list[tuple[str, str]]]:
    """The cached samples per case id; a last line cut short by a kill is dropped (and said)."""
    cached: dict[str, list[tuple[str, str]]] = {}
    if not path.exists():
        return cached
    lines = path.read_text(encoding="utf-8").split("\n")
    complete = lines[:-1]  # every complete line ends with "\n"; the last piece is "" or a cut line
    if lines[-1]:
        print(f"note: dropping a cut-off last line of {path} ({len(lines[-1])} chars) from an interrupted run")
        with path.open("r+", encoding="utf-8") as f:
            f.truncate(sum(len(line.encode("utf-8")) + 1 for line in complete))
    for number, line in enumerate(complete, 1):
        try:
            row = json.loads(line)
            cached[row["id"]] = [(s["response"], s["finish_reason"]) for s in row["samples"]]
        except (json.JSONDecodeError, KeyError, TypeError) as error:
            raise ValueError(f"{path} line {number} is not a cached case ({error}); delete the file to start over") from error
    return cached


def generate(items: list[Item], teacher_cfg: dict, cfg: EvalConfig, cache: Path) -> dict[str, list[tuple[str, str]]]:
    """Samples for every item: cached ones are reused, the rest asked of the teacher in chunks,
    each chunk appended to the cache as soon as it is answered."""
    if cfg.chunk < 1:
        raise ValueError(f"chunk must be >= 1, got {cfg.chunk}")
    cached = read_cache(cache)
    todo = [item for item in items if item.id not in cached]
    with _progress(cfg.progress) as progress:
        task = progress.add_task("responses", total=len(items), completed=len(items) - len(todo))
        if todo:
            teacher = teachers.make_teacher(teacher_cfg, int(cfg.seed), "minimal")
            try:
                with cache.open("a", encoding="utf-8") as f:
                    for start in range(0, len(todo), cfg.chunk):
                        chunk = todo[start : start + cfg.chunk]
                        outputs = teacher.generate([item.case() for item in chunk])
                        if len(outputs) != len(chunk):
                            raise RuntimeError(f"teacher {teacher_cfg['name']} answered {len(outputs)} of {len(chunk)} cases")
                        for item, samples in zip(chunk, outputs):
                            pairs = [(s.text, s.finish_reason) for s in samples]
                            cached[item.id] = pairs
                            row = {"id": item.id, "samples": [{"response": r, "finish_reason": fr} for r, fr in pairs]}
                            f.write(json.dumps(row, ensure_ascii=False) + "\n")
                        f.flush()
                        os.fsync(f.fileno())
                        progress.advance(task, len(chunk))
            finally:
                teacher.close()
    return {item.id: cached[item.id] for item in items}


def read_replay(path: Path, items: list[Item], benchmark_ids: set[str]) -> dict[str, list[tuple[str, str]]]:
    """Responses from a JSONL file: ``{"id", "response", "finish_reason"?: "stop", "sample"?}``
    per line (several lines per id are several samples, in ``sample`` order, else file order);
    a run folder's ``responses.jsonl`` (``{"id", "samples"}``) is read too. An id that is not
    in the benchmark is an error; lines of cases the selection leaves out are skipped."""
    if not path.is_file():
        raise ValueError(f"replay file {path} does not exist")
    selected = {item.id for item in items}
    found: dict[str, list[tuple[int, str, str]]] = {}
    with path.open(encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
            except json.JSONDecodeError as error:
                raise ValueError(f"{path} line {number} is not JSON: {error.msg}") from error
            if not isinstance(row, dict) or not isinstance(row.get("id"), str):
                raise ValueError(f"{path} line {number} needs a string 'id'")
            samples = row["samples"] if "samples" in row else [row]
            for sample in samples:
                response, reason = sample.get("response"), sample.get("finish_reason", "stop")
                if not isinstance(response, str):
                    raise ValueError(f"{path} line {number} (id {row['id']}) needs a string 'response'")
                if reason not in ("stop", "length"):
                    raise ValueError(f"{path} line {number}: finish_reason must be 'stop' or 'length', got {reason!r}")
                entries = found.setdefault(row["id"], [])
                entries.append((int(sample.get("sample", len(entries))), response, reason))
    unknown = sorted(set(found) - benchmark_ids)
    if unknown:
        raise ValueError(f"replay file {path} has {len(unknown)} id(s) that are not cases of the benchmark, e.g. {unknown[0]}")
    out = {}
    for case_id, entries in found.items():
        if case_id not in selected:
            continue
        indices = [e[0] for e in entries]
        if len(set(indices)) != len(indices):
            raise ValueError(f"replay file {path} repeats a sample index for case {case_id}")
        out[case_id] = [(r, fr) for _, r, fr in sorted(entries)]
    return out


def run(cfg: EvalConfig) -> dict[str, Any]:
    """The whole run; returns the report dict (also written to the run folder)."""
    from evaluation import report as report_mod

    teacher_cfg = dict(cfg.teacher) if cfg.teacher else None
    if (teacher_cfg is None) == (cfg.replay is None):
        raise ValueError("choose one source of responses: teacher=transformers|vllm|openai|tail (with teacher.model=...) or replay=FILE.jsonl")
    if teacher_cfg is not None:  # bad settings and a missing extra, before any work starts
        cls = teachers.teacher_class(teacher_cfg["name"])
        cls.check_config(teachers.make_config(teacher_cfg))
        cls.check_installed()
    ks = sorted(set(int(k) for k in cfg.k))
    if not ks or ks[0] < 1:
        raise ValueError(f"k must be a list of integers >= 1, got {list(cfg.k)}")
    compare = report_mod.load_run(Path(cfg.compare)) if cfg.compare else None
    bench = bench_mod.load(cfg.benchmark)
    items = select(bench.items, cfg)
    run_dir = Path(cfg.run_dir)
    prepare_run_dir(run_dir, identity(cfg, teacher_cfg, bench), cfg.overwrite)

    if teacher_cfg is None:
        responses = read_replay(Path(cfg.replay), items, {item.id for item in bench.items})
    else:
        responses = generate(items, teacher_cfg, cfg, run_dir / "responses.jsonl")
    answered = [item for item in items if responses.get(item.id)]
    if not answered:
        raise ValueError("no responses to score")
    scored: list[Scored] = []
    with _progress(cfg.progress) as progress:
        task = progress.add_task("scoring", total=len(answered))
        for item in answered:
            scored.extend(score_sample(item, k, text, reason) for k, (text, reason) in enumerate(responses[item.id]))
            progress.advance(task)
    _write_jsonl(run_dir / "results.jsonl", (s.row() for s in scored))

    max_n = max(len(responses[item.id]) for item in answered)
    meta = {
        "run_dir": str(run_dir),
        "label": cfg.labels[0] if cfg.labels else run_dir.name,
        "benchmark": {"folder": str(bench.folder), "version": bench.version, "cases": len(bench.items)},
        "selected_cases": len(items),
        "answered_cases": len(answered),
        "source": {"replay": str(cfg.replay)} if teacher_cfg is None else {"teacher": teacher_cfg},
        "seed": int(cfg.seed),
        "k": [k for k in ks if k <= max_n],
    }
    return report_mod.write(run_dir, meta, aggregate(scored, meta["k"]), cfg, compare)


def _write_jsonl(path: Path, rows: Iterable[dict]) -> None:
    tmp = path.with_name(f".{path.name}.tmp")
    with tmp.open("w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    os.replace(tmp, path)


def _progress(enabled: bool) -> Progress:
    return Progress(TextColumn("{task.description:10s}"), BarColumn(), MofNCompleteColumn(), TextColumn("cases"),
                    TimeElapsedColumn(), TimeRemainingColumn(), disable=not enabled)
