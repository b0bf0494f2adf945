"""The stages of one unit (cases -> teacher + verify -> records): the records' content, their
schemas against the filters' reading of the interface, and shard caching by fingerprint."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pyarrow.parquet as pq
import pytest

import bootcamps
from builders import cases, records, verify
from builders.plan import WorkUnit
from builders.shards import StageContext, code_fingerprints

BASE = "arithmetic/base_conversion"
BC = bootcamps.get(BASE)


def context(tmp_path, teacher=None, style="minimal", seed=0):
    teacher = teacher or {"name": "tail", "negatives": 2}
    return StageContext(str(tmp_path), seed, style, teacher, code_fingerprints([BASE], teacher["name"]))


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("work")
    ctx = context(tmp)
    unit = WorkUnit.of(BASE, "3", "train", 0, 6, 0)
    cases.run(unit, ctx)
    verify.run(unit, ctx)
    out = records.run(unit, ctx).paths
    return unit, ctx, {config: pq.read_table(path) for config, path in out.items()}


def rebuilt(row):
    case = bootcamps.get(row["bootcamp"]).case(row["seed"], row["level"], row["split"])
    assert case.id == row["id"], "every row rebuilds its case from its own columns"
    return case


def test_schemas_follow_the_records_interface(built):
    from filters.records import check_schema

    _, _, tables = built
    assert set(tables) == set(records.CONFIGS)
    for config, table in tables.items():
        check_schema(config, table.schema, config)
        assert table.schema.equals(records.SCHEMAS[config], check_metadata=False)


def test_sft_keeps_only_correct_samples(built):
    _, ctx, tables = built
    rows = tables["sft"].to_pylist()
    assert len(rows) == 6
    for row in rows:
        case = rebuilt(row)
        assert row["sample"] == 0 and row["reward"] == 1.0 and row["teacher"] == "tail"
        assert row["messages"] == [{"role": "user", "content": case.prompt},
                                   {"role": "assistant", "content": BC.trace(case, ctx.trace_style)}]
        assert json.loads(row["answer"]) == case.answer


def test_samples_keep_every_sample_with_reward_and_pass_rate(built):
    _, _, tables = built
    rows = tables["samples"].to_pylist()
    assert len(rows) == 18, "gold + 2 negatives for each of 6 cases"
    for row in rows:
        case = rebuilt(row)
        assert row["reward"] == BC.score(case, row["response"])
        assert row["pass_rate"] == pytest.approx(1 / 3)
        assert row["finish_reason"] == "stop"
    assert [r["sample"] for r in rows[:3]] == [0, 1, 2]
    assert [r["reward"] < 1 for r in rows[:3]] == [False, True, True]


def test_dpo_and_mask_dpo_pairs(built):
    _, _, tables = built
    dpo = tables["dpo"].to_pylist()
    mask = tables["mask_dpo"].to_pylist()
    assert len(dpo) == 12 and len(mask) == 12
    samples = {(r["id"], r["sample"]): r for r in tables["samples"].to_pylist()}
    for pair, masked in zip(dpo, mask):
        case = rebuilt(pair)
        assert pair["prompt"] == [{"role": "user", "content": case.prompt}]
        assert pair["chosen"][0]["content"] == samples[(pair["id"], 0)]["response"]
        assert pair["rejected"][0]["content"] == samples[(pair["id"], pair["sample"])]["response"]
        assert {k: masked[k] for k in pair} == pair
        assert "hallucination" not in masked["chosen_item"]["type"]
        item = masked["rejected_item"]
        assert "hallucination" in item["type"]
        text = pair["rejected"][0]["content"]
        assert [text[a:b] for a, b in item["spans"]] == item["sents"]
        assert item == BC.check_steps(case, text).mask_dpo_item()


def test_rl_rows_are_verl_prompts(built):
    unit, _, tables = built
    rows = tables["rl"].to_pylist()
    assert [r["extra_info"]["index"] for r in rows] == list(range(unit.slices[0].start, unit.slices[0].stop))
    for row in rows:
        case = rebuilt(row)
        assert row["data_source"] == BASE and row["ability"] == "arithmetic"
        assert row["prompt"] == [{"role": "user", "content": case.prompt}]
        assert row["reward_model"] == {"style": "rule", "ground_truth": case.ground_truth()}
        assert row["extra_info"] == {"index": row["extra_info"]["index"], "level": "3", "seed": case.seed, "split": "train"}
        gold = f"<answer>{BC.format_answer(case.answer)}</answer>"
        assert bootcamps.score(row["data_source"], gold, row["reward_model"]["ground_truth"]) == 1.0


def test_finished_shards_are_skipped(built):
    unit, ctx, _ = built
    out = records.paths(unit, ctx)
    before = {c: (p, os.stat(p).st_mtime_ns) for c, p in out.items()}
    cases.run(unit, ctx)
    verify.run(unit, ctx)
    records.run(unit, ctx)
    assert {c: (p, os.stat(p).st_mtime_ns) for c, p in out.items()} == before


def test_fingerprints_follow_what_decides_the_bytes(tmp_path):
    unit = WorkUnit.of(BASE, "1", "train", 0, 4, 0)
    base = context(tmp_path)
    styled = context(tmp_path, style="styled")
    assert cases.fingerprint_of(unit, styled) == cases.fingerprint_of(unit, base)
    assert verify.fingerprint_of(unit, styled) != verify.fingerprint_of(unit, base)
    more = context(tmp_path, teacher={"name": "tail", "negatives": 3})
    assert verify.fingerprint_of(unit, more) != verify.fingerprint_of(unit, base)
    assert verify.fingerprint_of(unit, context(tmp_path, seed=1)) != verify.fingerprint_of(unit, base)
    other_unit = WorkUnit.of(BASE, "1", "train", 4, 8, 0)
    assert cases.fingerprint_of(other_unit, base) != cases.fingerprint_of(unit, base)
    # a model teacher's operational settings (how it runs) do not change what it writes
    api = {"name": "openai", "model": "m", "samples": 2, "concurrency": 4}
    a = context(tmp_path, teacher=api)
    b = context(tmp_path, teacher={**api, "concurrency": 64, "timeout": 5.0})
    assert verify.fingerprint_of(unit, a) == verify.fingerprint_of(unit, b)
    assert verify.fingerprint_of(unit, context(tmp_path, teacher={**api, "temperature": 0.1})) != verify.fingerprint_of(unit, a)
    assert verify.teacher_identity(context(tmp_path, teacher=api, style="styled")) == verify.teacher_identity(a)


def test_tail_labels_travel_with_the_samples_and_equal_the_replay(tmp_path, monkeypatch):
    """The tail teacher's gold and corrupted traces carry their step labels, and the records
    stage uses them as they are: the same mask_dpo rows as a check_steps replay gives, without
    replaying (issue 14: the replay was 88% of the records stage)."""
    ctx = context(tmp_path)
    unit = WorkUnit.of(BASE, "4", "train", 0, 5, 0)
    cases.run(unit, ctx)
    verify.run(unit, ctx)
    known = pq.read_table(verify.labels_path(unit, ctx)).to_pylist()
    samples = pq.read_table(ctx.shard("samples", verify.fingerprint_of(unit, ctx))).to_pylist()
    assert len(known) == len(samples), "every tail sample comes with its labels"
    by_key = {(r["id"], r["sample"]): r for r in samples}
    for label in known:
        row = by_key[(label["id"], label["sample"])]
        case = rebuilt(row)
        report = BC.check_steps(case, row["response"])
        assert label["item"] == report.mask_dpo_item()
        assert ("hallucination" in label["item"]["type"]) == (report.first_error is not None) == (row["sample"] > 0)

    def no_replay(self, case, response):
        raise AssertionError("a tail sample's labels are never replayed")

    monkeypatch.setattr(type(BC), "check_steps", no_replay)
    out = records.run(unit, ctx)
    mask = pq.read_table(out.paths["mask_dpo"]).to_pylist()
    assert len(mask) == out.rows["mask_dpo"] > 0
    for row in mask:
        assert row["rejected_item"] == next(k["item"] for k in known if (k["id"], k["sample"]) == (row["id"], row["sample"]))


def test_model_samples_without_labels_are_replayed():
    """Text a model wrote carries no labels: its step items come from check_steps."""
    case = BC.case(7, "3", "train")
    row = {"id": case.id, "bootcamp": BASE, "domain": case.domain, "level": "3", "seed": case.seed, "split": "train",
           "index": 0, "prompt": case.prompt, "answer": cases.answer_json(case.answer), "ground_truth": case.ground_truth()}
    wrong = BC.corrupt(case, bootcamps.seeding.rng_for("model-like", 1))
    samples = [{"response": BC.trace(case), "reward": 1.0, "finish_reason": "stop", "sample": 0, "teacher": "vllm:m"},
               {"response": wrong.text, "reward": 0.0, "finish_reason": "stop", "sample": 1, "teacher": "vllm:m"}]
    built = records.records_for(row, samples, lambda: case)
    (mask,) = built["mask_dpo"]
    assert mask["rejected_item"] == BC.check_steps(case, wrong.text).mask_dpo_item()
    assert mask["chosen_item"] == BC.check_steps(case, BC.trace(case)).mask_dpo_item()


def test_bootcamp_fingerprint_covers_the_helpers_it_imports(monkeypatch):
    """Editing a helper module a bootcamp imports (here cipher/polybius.py and kit/ciphers.py for
    cipher/bifid) must change that bootcamp's shard fingerprint, and only for bootcamps importing it."""
    import builders.shards as shards

    seen: dict[str, set[str]] = {}
    real = shards.source_fingerprint

    def recording(paths):
        paths = list(paths)
        key = real(paths)
        seen[key] = {p.name for p in paths}
        return key

    monkeypatch.setattr(shards, "source_fingerprint", recording)
    codes = shards.code_fingerprints(["cipher/bifid", "cipher/caesar"], "tail")
    assert {"bifid.py", "polybius.py", "ciphers.py", "api.py"} <= seen[codes["bootcamp:cipher/bifid"]]
    assert "polybius.py" not in seen[codes["bootcamp:cipher/caesar"]]
    assert codes["bootcamp:cipher/bifid"] != codes["bootcamp:cipher/caesar"]


def test_every_unit_stage_has_one_form(tmp_path):
    # name, inputs, fingerprint and a run that returns a UnitResult, for every unit stage
    from builders.stage import Stage, UnitResult

    stages = [cases.STAGE, verify.STAGE, records.STAGE]
    assert [s.name for s in stages] == ["cases", "teacher", "records"]
    assert all(isinstance(s, Stage) for s in stages)
    assert all(set(s.inputs) <= {t.name for t in stages[:i]} for i, s in enumerate(stages))
    unit = WorkUnit.of(BASE, "2", "train", 0, 3, 0)
    ctx = context(tmp_path)
    for stage in stages:
        first, again = stage.run(unit, ctx), stage.run(unit, ctx)  # the second reuses the shards
        assert isinstance(first, UnitResult) and first == again and first.unit == unit.key
        assert all(Path(p).is_file() for p in first.paths.values()) and set(first.rows) <= set(first.paths)
