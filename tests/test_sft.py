"""SFT warm-start and Mask-DPO on a tiny random model with a locally trained tokenizer."""

import random

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("trl")

import bootcamps  # noqa: E402
from sft.mask_dpo import train_mask_dpo  # noqa: E402
from sft.masks import encode_side, response_token_mask  # noqa: E402
from sft.train import SFTSettings, run  # noqa: E402
from tiny_lm import tiny_model, tiny_tokenizer  # noqa: E402

BC = "arithmetic/base_conversion"


@pytest.fixture(scope="module")
def tokenizer():
    return tiny_tokenizer()


def pair(seed: int):
    bc = bootcamps.get(BC)
    case = bc.case(seed, "1")
    gold = bc.trace(case)
    bad = bc.corrupt(case, random.Random(seed), "compute")
    prompt = [{"role": "user", "content": case.prompt}]
    return {
        "prompt": prompt,
        "chosen": [{"role": "assistant", "content": gold}],
        "rejected": [{"role": "assistant", "content": bad.text}],
        "chosen_item": bc.check_steps(case, gold).mask_dpo_item(),
        "rejected_item": bc.check_steps(case, bad.text).mask_dpo_item(),
    }


def test_masks_follow_character_spans(tokenizer):
    row = pair(1)
    text = row["rejected"][0]["content"]
    item = row["rejected_item"]
    wrong = [s for s, kind in zip(item["sents"], item["type"]) if kind == "hallucination"]
    assert len(wrong) == 1
    rejected = encode_side(tokenizer, row["prompt"], text, item, chosen=False, max_length=4096)
    kept = tokenizer.decode([t for t, m in zip(rejected.input_ids, rejected.loss_mask) if m])
    assert kept.strip() == wrong[0] and not rejected.fallback
    chosen = encode_side(tokenizer, row["prompt"], text, item, chosen=True, max_length=4096)
    kept = tokenizer.decode([t for t, m in zip(chosen.input_ids, chosen.loss_mask) if m])
    assert wrong[0] not in kept and item["sents"][0] in kept


def test_mask_selecting_nothing_is_counted_as_fallback():
    offsets = [(0, 5), (5, 9), (9, 12)]
    assert response_token_mask(offsets, 5, [[0, 4]], ["no_hallucination"], keep="hallucination") == [0, 0, 0]


def test_mask_dpo_lowers_its_loss(tokenizer):
    model = tiny_model(tokenizer)
    rows = [pair(s) for s in range(2)] * 4
    stats = train_mask_dpo(model, tokenizer, rows[:1], beta=0.1, lr=0.0)
    assert stats.last_loss == pytest.approx(0.6931, abs=1e-3)  # policy == reference: -log sigmoid(0)
    stats = train_mask_dpo(model, tokenizer, rows, beta=0.1, lr=1e-2)
    assert stats.pairs == 8 and stats.fallbacks == 0
    assert stats.last_loss < 0.6931


def write_folder(tmp_path, rows, config):
    from datasets import Dataset

    (tmp_path / "data" / config).mkdir(parents=True)
    Dataset.from_list(rows).to_parquet(str(tmp_path / "data" / config / "train-00000-of-00001.parquet"))
    (tmp_path / "README.md").write_text(
        f"---\nconfigs:\n- config_name: {config}\n  data_files:\n  - split: train\n    path: data/{config}/train-*\n---\n"
    )
    return str(tmp_path)


def test_sft_trains_on_a_dataset_folder(tmp_path, tokenizer):
    bc = bootcamps.get(BC)
    rows = []
    for seed in range(8):
        case = bc.case(seed, "1")
        rows.append({"messages": [{"role": "user", "content": case.prompt},
                                  {"role": "assistant", "content": bc.trace(case)}]})
    folder = write_folder(tmp_path, rows, "sft")
    model = tiny_model(tokenizer)
    before = [p.detach().clone() for p in model.parameters()]
    settings = SFTSettings(dataset=folder, output_dir=str(tmp_path / "out"), epochs=1, batch_size=4,
                           max_length=512, learning_rate=1e-3)
    trainer, result = run(settings, model, tokenizer)
    assert result.global_step == 2 and result.training_loss == result.training_loss  # not NaN
    assert any(not torch.equal(a, b) for a, b in zip(before, model.parameters()))


@pytest.mark.parametrize("changes, message", [
    ({"mode": "ppo"}, "unknown sft.mode 'ppo'"),
    ({"dataset": "/nonexistent"}, "is not a folder"),
    ({"model": "???"}, "sft.model is not set"),
])
def test_bad_settings(changes, message, tmp_path):
    settings = SFTSettings(**{"dataset": str(tmp_path), **changes})
    with pytest.raises(ValueError, match=message):
        run(settings)
