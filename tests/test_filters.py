"""filters/: every filter on small synthetic record shards with the interface's exact columns."""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from omegaconf import OmegaConf

from filters import FiltersConfig, apply_filters
from filters.config import as_filters_config
from filters.ngrams import flat_words, ngram_hashes
from filters.normalise import normalise_array, normalise_text
from filters.records import SCHEMAS
from filters.synthetic import Sample, SynthCase, records, write_eval_prompts, write_shards

CONF = Path(__file__).resolve().parent.parent / "conf"
TEMPLATE = "Give your final answer as an integer, inside <answer></answer> tags."
OK = "Work: add the numbers step by step.\n<answer>{}</answer>"


def case(cid: str, prompt: str, answer: object = 4, bootcamp: str = "arithmetic/add", k: int = 2,
         samples: list[Sample] | None = None) -> SynthCase:
    if samples is None:
        samples = [Sample(OK.format(answer) + f" (sample {i})", 1.0) for i in range(k)]
        samples.append(Sample("I think <answer>-1</answer>", 0.0))
    return SynthCase(cid, bootcamp, prompt, answer, samples)


def run(tmp_path: Path, cases: list[SynthCase], cfg: FiltersConfig | None = None, evals=None, shards: int = 2,
        name: str = "run"):
    inputs = write_shards(tmp_path / name / "in", records(cases), shards=shards)
    if evals is None:
        evals = [("arithmetic/add", "1", "Unrelated eval prompt about something else entirely. " + TEMPLATE)]
    eval_files = [write_eval_prompts(tmp_path / name / "eval.parquet", evals)] if evals else []
    cfg = cfg or FiltersConfig()
    return apply_filters(inputs, eval_files, cfg, tmp_path / name / "out")


def rows(result, config: str) -> list[dict]:
    return [r for p in result.outputs[config] for r in pq.read_table(p).to_pylist()]


def ids(result, config: str) -> set[str]:
    return {r["id"] for r in rows(result, config)}


def removed(result, filter_name: str, config: str | None = None) -> int:
    return sum(r["removed"] for r in result.removed
               if r["filter"] == filter_name and (config is None or r["config"] == config))


def filler(seed: int, words: int = 20) -> str:
    rng = random.Random(seed)
    return " ".join(f"w{rng.randrange(10**6)}" for _ in range(words))


# ---------------------------------------------------------------- normalisation and n-grams


def test_normalise_array_is_the_definition_on_tricky_and_random_text():
    tricky = ["Straße  STRASSE", "ΑΣ ας", "ﬁ ① ½ Ⅻ", "a\u0301 á", "  lead\ttab\n\nnew  ", "", "x\x00y",
              "İstanbul", "e\u0301\u0323", "\u0323x", "a\x1cb\x85c", "\u3000full\u3000width", "Ǆ ǅ", " ", "\x00"]
    assert normalise_text("Ｃompute  2+2\n") == "compute 2+2"
    assert normalise_text("Straße") == normalise_text("STRASSE") == "strasse"
    assert normalise_array(pa.array(tricky + [None])).to_pylist() == [normalise_text(t) for t in tricky] + [None]
    rng = random.Random(0)
    alphabet = [chr(c) for c in list(range(0, 0x250)) + list(range(0x300, 0x370)) + [0x2000, 0x3000, 0xA0, 0xFB01, 0x130]]
    texts = ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 30))) for _ in range(3000)]
    assert normalise_array(pa.array(texts)).to_pylist() == [normalise_text(t) for t in texts]


def test_ngram_hashes_match_a_python_rolling_hash():
    rng = random.Random(1)
    lists = [[rng.randrange(2**64) for _ in range(rng.randint(0, 9))] for _ in range(200)]
    n, base, mod = 3, 0x9E3779B97F4A7C15, 1 << 64
    want_h, want_rows = [], []
    for row, words in enumerate(lists):
        for s in range(len(words) - n + 1):
            want_h.append(sum(words[s + j] * pow(base, j, mod) for j in range(n)) % mod)
            want_rows.append(row)
    array = pa.array(lists, pa.list_(pa.uint64()))
    h, r, starts = ngram_hashes(*flat_words(array), n)
    assert h.tolist() == want_h and r.tolist() == want_rows
    flat, _ = flat_words(array)
    assert [flat[s: s + n].tolist() for s in starts[:3]] == [lists[r[i]][s - sum(map(len, lists[:r[i]])):][:n]
                                                              for i, s in enumerate(starts[:3])]
    h2, r2, _ = ngram_hashes(*flat_words(array.slice(50, 70)), n)  # a slice keeps its own offsets
    mask = (r >= 50) & (r < 120)
    assert np.array_equal(h2, h[mask]) and np.array_equal(r2, r[mask] - 50)


# ---------------------------------------------------------------- dedup


def test_duplicate_cases_are_removed_from_every_config_but_not_the_k_samples(tmp_path):
    cases = [
        case("b0000001", "Compute 2+2. " + TEMPLATE),
        case("a0000001", "Ｃompute  2+2.\n" + TEMPLATE.upper()),  # same prompt once normalised, lower id
        case("c0000001", "Compute 3+3. " + TEMPLATE, answer=6),
    ]
    result = run(tmp_path, cases)
    for config in ("sft", "samples", "dpo", "mask_dpo", "rl"):
        assert ids(result, config) == {"a0000001", "c0000001"}, config
    assert removed(result, "dedup_prompt", "sft") == 2  # both correct samples of the duplicate case
    assert removed(result, "dedup_prompt", "samples") == 3
    assert removed(result, "dedup_prompt", "rl") == 1
    kept = [r for r in rows(result, "sft") if r["id"] == "a0000001"]
    assert [r["sample"] for r in kept] == [0, 1]  # the K samples of the kept case stay


def test_dedup_off_keeps_duplicate_cases(tmp_path):
    cases = [case("b1", "Compute 2+2. " + TEMPLATE), case("a1", "compute 2+2. " + TEMPLATE)]
    # the build passes its Hydra node, not the dataclass
    result = run(tmp_path, cases, OmegaConf.structured(FiltersConfig(dedup_prompt=False)))
    assert ids(result, "rl") == {"a1", "b1"}
    assert "dedup_prompt" not in result.filters


def test_identical_responses_of_a_case_keep_the_lowest_sample(tmp_path):
    same = OK.format(4)
    c = case("a1", "Compute 2+2. " + TEMPLATE,
             samples=[Sample("other " + same, 1.0), Sample(same, 1.0), Sample(same, 1.0), Sample("<answer>5</answer>", 0.0)])
    result = run(tmp_path, [c])
    assert [r["sample"] for r in rows(result, "sft")] == [0, 1]
    assert removed(result, "dedup_response", "sft") == 1
    assert len(rows(result, "samples")) == 4  # samples is the record of every sample by default
    everywhere = run(tmp_path, [c], FiltersConfig(dedup_response_configs=["sft", "samples"]), name="all")
    assert [r["sample"] for r in rows(everywhere, "samples")] == [0, 1, 3]


def test_identical_dpo_pairs_are_removed(tmp_path):
    rows_in = records([case("a1", "Compute 2+2. " + TEMPLATE)])
    rows_in["dpo"] = rows_in["dpo"] * 2  # the same pair twice
    inputs = write_shards(tmp_path / "in", rows_in, shards=2)
    result = apply_filters(inputs, [], FiltersConfig(decontaminate=False), tmp_path / "out")
    assert len(rows(result, "dpo")) == 1 and removed(result, "dedup_response", "dpo") == 1


# ---------------------------------------------------------------- near duplicates


def test_near_duplicates_only_when_enabled_and_deterministic(tmp_path):
    body = filler(7, 60)
    cases = [case("a1", body + " first. " + TEMPLATE), case("b1", body + " second. " + TEMPLATE),
             case("c1", filler(8, 60) + " " + TEMPLATE)]
    assert ids(run(tmp_path, cases, name="off"), "rl") == {"a1", "b1", "c1"}
    cfg = FiltersConfig(near_dup=True, near_dup_threshold=0.8)
    first = run(tmp_path, cases, cfg, name="on1")
    second = run(tmp_path, cases, cfg, name="on2")
    assert ids(first, "rl") == ids(second, "rl") == {"a1", "c1"}  # the lower id of the pair survives
    assert removed(first, "near_dup", "samples") == 3


# ---------------------------------------------------------------- decontamination


def test_exact_decontamination_matches_normalised_prompts(tmp_path):
    leaked = "What is 17 * 23? " + TEMPLATE
    cases = [case("a1", leaked, 391), case("b1", "What is 18 * 23? " + TEMPLATE, 414)]
    result = run(tmp_path, cases, evals=[("arithmetic/add", "3", "  WHAT is 17 *  23?\n" + TEMPLATE)])
    for config in ("sft", "samples", "dpo", "mask_dpo", "rl"):
        assert ids(result, config) == {"b1"}, config
    assert removed(result, "decontam_exact", "rl") == 1 and removed(result, "decontam_exact", "sft") == 2


def test_ngram_decontamination_within_a_bootcamp_ignores_template_text(tmp_path):
    template = "Please solve the following puzzle carefully and show every step of your working. " + TEMPLATE
    evals = [("logic/puzzle", "1", f"Puzzle {filler(100 + i)}. {template}") for i in range(40)]
    leak = filler(100, 20)  # 20 words of eval prompt 0 inside a longer train prompt
    cases = [case(f"t{i:03d}", f"Puzzle {filler(500 + i)}. {template}", bootcamp="logic/puzzle") for i in range(40)]
    cases.append(case("leak1", f"Earlier text here. Puzzle {leak} and more. {template}", bootcamp="logic/puzzle"))
    cases.append(case("other", f"Other text here. Puzzle {leak} and more. {template}", bootcamp="logic/other"))
    result = run(tmp_path, cases, evals=evals)
    # the template is a shared 13-gram of every prompt, yet only the real leak goes
    assert ids(result, "rl") == {c.id for c in cases} - {"leak1"}
    assert removed(result, "decontam_ngram", "rl") == 1
    # with n above the leak's length the overlap is too short to count
    longer = run(tmp_path, cases, FiltersConfig(decontam_ngram=25), evals=evals, name="n25")
    assert "leak1" in ids(longer, "rl")


def test_a_slot_value_coinciding_inside_template_text_is_not_a_leak(tmp_path):
    animals = ["ferrets", "rabbits", "mice", "voles"]

    def prompt(month: int, pairs: int, animal: str) -> str:
        return (f"In month 1 there are {pairs} newborn pairs of {animal}. A pair has age 0 in the month it is "
                f"born. {TEMPLATE} Count the pairs in month {month}")

    evals = [("bio/growth", "1", prompt(m, 1 + m % 3, animals[m % 4])) for m in range(1, 101)]
    # each train prompt asks about a month that exactly one eval prompt asks about too
    cases = [case(f"t{m:03d}", prompt(m, 7, animals[(m + 1) % 4]), bootcamp="bio/growth") for m in (5, 17, 33, 64, 99)]
    assert ids(run(tmp_path, cases, evals=evals), "rl") == {c.id for c in cases}
    # counting any n-gram with one rare word would call all of them leaks
    loose = run(tmp_path, cases, FiltersConfig(decontam_rare_words=0.05), evals=evals, name="loose")
    assert removed(loose, "decontam_ngram", "rl") == len(cases)


def test_decontamination_needs_eval_prompts_for_train_rows_but_not_for_the_eval_split(tmp_path):
    cases = [case("a1", "Compute 2+2. " + TEMPLATE)]
    with pytest.raises(ValueError, match="no eval prompts"):
        run(tmp_path, cases, evals=[])
    eval_cases = [SynthCase("e1", "arithmetic/add", "Compute 9+9. " + TEMPLATE, 18,
                            [Sample(OK.format(18), 1.0)], split="eval")]
    result = run(tmp_path, eval_cases, evals=[], name="eval")
    assert ids(result, "sft") == {"e1"}
    assert not run(tmp_path, cases, FiltersConfig(decontaminate=False), evals=[], name="off").removed


# ---------------------------------------------------------------- truncation and length


def test_truncated_samples_never_reach_sft_or_dpo_chosen(tmp_path):
    cut = "Step 1: 2+2 is <answer>4</answer> and then the text stops mid"
    c = case("a1", "Compute 2+2. " + TEMPLATE,
             samples=[Sample(cut, 1.0, "length"), Sample(OK.format(4), 1.0), Sample("<answer>7</answer>", 0.0)])
    d = case("b1", "Compute 3+3. " + TEMPLATE, 6,
             samples=[Sample("cut off <answer>6</answer> and", 1.0, "length"), Sample("<answer>9</answer>", 0.0)])
    result = run(tmp_path, [c, d])
    assert [(r["id"], r["sample"]) for r in rows(result, "sft")] == [("a1", 1)]
    assert removed(result, "truncated", "sft") == 2
    assert ids(result, "dpo") == set() and removed(result, "truncated", "dpo") == 2  # both chosen texts were cut
    assert len(rows(result, "samples")) == 5  # samples keep them, marked by finish_reason
    assert ids(result, "rl") == {"a1", "b1"}


def test_length_limits(tmp_path):
    long_prompt = "Compute 2+2. " + "x" * 500 + TEMPLATE
    c = case("a1", long_prompt)
    d = case("b1", "Compute 3+3. " + TEMPLATE, 6,
             samples=[Sample(OK.format(6) + " " + "y" * 300, 1.0), Sample(OK.format(6), 1.0), Sample("<answer>1</answer>", 0.0)])
    cfg = FiltersConfig(max_prompt_chars=400, max_response_chars=200)
    result = run(tmp_path, [c, d], cfg)
    assert ids(result, "rl") == {"b1"} and removed(result, "prompt_length", "rl") == 1
    assert [r["sample"] for r in rows(result, "sft")] == [1]
    assert removed(result, "response_length", "sft") == 1
    empty = case("c1", "Compute 4+4. " + TEMPLATE, 8, samples=[Sample("", 1.0), Sample(OK.format(8), 1.0)])
    assert [r["sample"] for r in rows(run(tmp_path, [empty], name="empty"), "sft")] == [1]  # min_response_chars=1


# ---------------------------------------------------------------- answer cap


def test_answer_cap_keeps_the_lowest_ids_in_every_config(tmp_path):
    same = [case(f"id{i}", f"Is {i} prime? " + TEMPLATE, "no", bootcamp="number/prime") for i in (5, 1, 4, 2, 3)]
    other = [case(f"ox{i}", f"Is {i} even? " + TEMPLATE, "no", bootcamp="number/even") for i in range(3)]
    result = run(tmp_path, same + other, FiltersConfig(answer_cap=2))
    assert ids(result, "rl") == {"id1", "id2", "ox0", "ox1"}
    assert ids(result, "samples") == ids(result, "rl")
    assert removed(result, "answer_cap", "rl") == 4 and removed(result, "answer_cap", "sft") == 8
    table = result.removed_by("sft")
    assert table["number/prime"]["answer_cap"] == 6 and table["number/even"]["answer_cap"] == 2
    assert table["number/prime"]["dedup_prompt"] == 0  # every filter that ran has a column


# ---------------------------------------------------------------- determinism and order


def test_same_inputs_give_the_same_bytes_and_sharding_changes_only_the_order(tmp_path):
    cases = [case(hashlib.md5(str(i).encode()).hexdigest()[:16], f"Compute {i}+{i}. " + TEMPLATE, 2 * i)
             for i in range(60)]
    cases.append(case("0" * 16, "compute 3+3. " + TEMPLATE, 6))  # a duplicate of case 3, with a lower id
    inputs = write_shards(tmp_path / "in", records(cases), shards=4)
    one = apply_filters(inputs, [], FiltersConfig(decontaminate=False, threads=1, max_file_mb=1), tmp_path / "a")
    two = apply_filters(inputs, [], FiltersConfig(decontaminate=False, threads=2, max_file_mb=1), tmp_path / "b")
    for config in SCHEMAS:
        assert [p.read_bytes() for p in one.outputs[config]] == [p.read_bytes() for p in two.outputs[config]]
    # rows keep their input order (shard list, then row)
    sft_in = [(r["id"], r["sample"]) for p in inputs["sft"] for r in pq.read_table(p).to_pylist()]
    sft_out = [(r["id"], r["sample"]) for r in rows(one, "sft")]
    assert sft_out == [k for k in sft_in if k in set(sft_out)] and len(sft_out) == len(sft_in) - 2
    # another sharding in another order: the same rows survive (the lowest id of a duplicate)
    shuffled = list(cases)
    random.Random(3).shuffle(shuffled)
    other = run(tmp_path, shuffled, FiltersConfig(decontaminate=False), evals=[], shards=5, name="other")
    for config in SCHEMAS:
        key = lambda r: json.dumps(r, sort_keys=True)  # noqa: E731
        assert sorted(map(key, rows(one, config))) == sorted(map(key, rows(other, config))), config
    assert one.removed == other.removed
    assert "0" * 16 in ids(one, "rl") and cases[3].id not in ids(one, "rl")


def test_outputs_keep_the_record_schema(tmp_path):
    result = run(tmp_path, [case("a1", "Compute 2+2. " + TEMPLATE)])
    for config, schema in SCHEMAS.items():
        got = pq.read_schema(result.outputs[config][0])
        assert got.names == schema.names
        assert all(got.field(f.name).type.equals(f.type) or str(got.field(f.name).type).replace("element", "item")
                   == str(f.type) for f in schema), config


# ---------------------------------------------------------------- bad input and config


def test_bad_input_is_a_one_line_error_before_any_work(tmp_path):
    inputs = write_shards(tmp_path / "in", records([case("a1", "Compute 2+2. " + TEMPLATE)]), shards=1)
    ev = [write_eval_prompts(tmp_path / "eval.parquet", [("arithmetic/add", "1", "x " + TEMPLATE)])]
    out = tmp_path / "out"
    with pytest.raises(ValueError, match="unknown record config 'sfft'; valid choices: sft, samples"):
        apply_filters({"sfft": inputs["sft"]}, ev, FiltersConfig(), out)
    with pytest.raises(ValueError, match="does not exist"):
        apply_filters({"sft": [tmp_path / "missing.parquet"]}, ev, FiltersConfig(), out)
    bad = tmp_path / "bad.parquet"
    pq.write_table(pq.read_table(inputs["sft"][0]).drop_columns(["answer"]), bad)
    with pytest.raises(ValueError, match="lacks column 'answer'"):
        apply_filters({"sft": [bad]}, ev, FiltersConfig(), out)
    with pytest.raises(ValueError, match="needs the 'samples' config"):
        apply_filters({"sft": inputs["sft"]}, ev, FiltersConfig(), out)
    assert not out.exists()


@pytest.mark.parametrize("options, message", [
    ({"near_dup_threshold": 1.5}, "near_dup_threshold"),
    ({"answer_cap": 0}, "answer_cap=0"),
    ({"dedup_response_configs": ["sft", "rl"]}, "unknown config 'rl'; valid choices: sft, samples, dpo, mask_dpo"),
    ({"max_prompt_chars": 0, "min_prompt_chars": 5}, "max_prompt_chars=0 is below"),
    ({"decontam_ngram": 0}, "decontam_ngram"),
    ({"near_dup": "yes"}, "near_dup='yes'"),
    ({"typo": 1}, "unknown filters option 'typo'; valid options: dedup_prompt"),
    ({"memory_limit": "4GB'; DROP"}, "memory_limit"),
    ({"decontam_rare_words": 0}, "decontam_rare_words"),
])
def test_bad_filter_options(options, message):
    with pytest.raises(ValueError, match=message):
        as_filters_config(options)


@pytest.mark.parametrize("name", ["default", "strict", "none"])
def test_conf_files_fit_the_schema(name):
    node = OmegaConf.load(CONF / "filters" / f"{name}.yaml")
    merged = OmegaConf.structured(FiltersConfig)
    for parent in node.pop("defaults", []):
        if parent != "_self_":
            merged = OmegaConf.merge(merged, OmegaConf.load(CONF / "filters" / f"{parent}.yaml"))
    cfg = as_filters_config(OmegaConf.merge(merged, node))
    assert "truncated" in cfg.enabled()
    with pytest.raises(Exception, match="typo"):
        OmegaConf.merge(OmegaConf.structured(FiltersConfig), {"typo": 1})


def test_the_filter_table_drives_order_and_methods():
    from filters.apply import _Run
    from filters.table import FILTERS

    # every entry has its method, named after its stage, so adding one touches the table and it
    assert all(callable(getattr(_Run, f"{entry.stage}_{entry.name}", None)) for entry in FILTERS), \
        [e.name for e in FILTERS if not hasattr(_Run, f"{e.stage}_{e.name}")]
    everything = FiltersConfig(near_dup=True, answer_cap=3)
    assert everything.enabled() == [entry.name for entry in FILTERS]
    assert FiltersConfig(dedup_prompt=False, decontaminate=False, dedup_response=False).enabled() == [
        "prompt_length", "truncated", "response_length"]
