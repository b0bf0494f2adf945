"""SFT, DPO and Mask-DPO on TRL, with tiny random models and tokenizers made here (no downloads)."""

import json
import math
import random

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("trl")

import torch.nn.functional as F  # noqa: E402

import bootcamps  # noqa: E402
from sft.masks import encode_pair, response_token_mask  # noqa: E402
from sft.train import SFTSettings, build_trainer, run  # noqa: E402
from tiny_lm import tiny_model, tiny_tokenizer  # noqa: E402

BC = "algorithm/binary_search"
LN2 = math.log(2)


@pytest.fixture(scope="module")
def tokenizer():
    return tiny_tokenizer()


def pair(seed: int, bootcamp: str = BC):
    bc = bootcamps.get(bootcamp)
    case = bc.case(seed, "1")
    gold = bc.trace(case)
    bad = bc.corrupt(case, random.Random(seed), "compute")
    return {
        "id": case.id,
        "prompt": [{"role": "user", "content": case.prompt}],
        "chosen": [{"role": "assistant", "content": gold}],
        "rejected": [{"role": "assistant", "content": bad.text}],
        "chosen_item": bc.check_steps(case, gold).mask_dpo_item(),
        "rejected_item": bc.check_steps(case, bad.text).mask_dpo_item(),
    }


def sft_row(seed: int, bootcamp: str = BC):
    bc = bootcamps.get(bootcamp)
    case = bc.case(seed, "1")
    return {"id": case.id, "messages": [{"role": "user", "content": case.prompt},
                                        {"role": "assistant", "content": bc.trace(case)}]}


def write_folder(path, rows, config):
    """A dataset folder laid out as build.py exports it (data/<config>/*.parquet)."""
    from datasets import Dataset

    (path / "data" / config).mkdir(parents=True, exist_ok=True)
    Dataset.from_list(rows).to_parquet(str(path / "data" / config / "train-00000-of-00001.parquet"))
    return str(path)


def settings(folder, out, **changes):
    base = dict(dataset=folder, output_dir=str(out), batch_size=2, max_length=512, learning_rate=1e-2,
                logging_steps=1, save_steps=1000, gradient_checkpointing=False, warmup=0, lr_scheduler="constant")
    return SFTSettings(**{**base, **changes})


# ---------------------------------------------------------------- masks


def sentence_item(response: str, sentences: list[tuple[str, bool]]):
    spans, at = [], 0
    for text, _ in sentences:
        at = response.index(text, at)
        spans.append([at, at + len(text)])
        at += len(text)
    return {"sents": [t for t, _ in sentences], "type": ["hallucination" if e else "no_hallucination" for _, e in sentences],
            "spans": spans}


TRICKY = [
    # (separators between sentences, sentences with their error flag)
    ("\n", [("step 1: a=1", False), ("step 2: b=a+1=3", True), ("step 3: c=b*2=6", False)]),
    ("  \n\t", [("  leading spaces x=1", False), ("tab\tinside y=2", True), ("trailing z=3  ", False)]),
    ("\r\n\n", [("Ünïcödé wörd ä=1", False), ("日本語のステップ b=2", True), ("emoji 🙂 c=3", True), ("end d=4", False)]),
    (" ", [("a=1,", False), ("b=22;", True), ("c=333.", False)]),
]


@pytest.mark.parametrize("separator, sentences", TRICKY)
def test_masks_follow_character_spans_exactly(tokenizer, separator, sentences):
    response = separator.join(text for text, _ in sentences) + "\n<answer>6</answer>"
    prompt = [{"role": "user", "content": "Question  with\nnewlines and ünïcode?"}]
    item = sentence_item(response, sentences)
    p = encode_pair(tokenizer, prompt, response, response, item, item)  # one text, both roles
    # rebuild each token's characters independently: the conversation text and the tokens' offsets
    text = tokenizer.apply_chat_template(prompt + [{"role": "assistant", "content": response}], tokenize=False)
    start = text.index(response, len(tokenizer.apply_chat_template(prompt, tokenize=False, add_generation_prompt=True)))
    encoded = tokenizer(text, add_special_tokens=False, return_offsets_mapping=True)
    assert p.prompt_ids + p.rejected_ids == encoded["input_ids"]  # the joint encoding, nothing re-tokenised
    error_chars = set()
    for (text_, err), (a, b) in zip(sentences, sentence_item(response, sentences)["spans"]):
        if err:
            error_chars |= set(range(start + a, start + b))
    offsets = encoded["offset_mapping"][len(p.prompt_ids):]
    for (a, b), keep_r, keep_c in zip(offsets, p.rejected_mask, p.chosen_mask):
        touches_error = bool(error_chars & set(range(a, b)))
        assert keep_r == touches_error  # rejected: exactly the tokens of its incorrect sentences
        if a < b:  # (this tokenizer never trims a token's offsets to a point)
            assert keep_c == (b > start and not touches_error)
    # every character of an incorrect sentence is inside a kept token, and the chosen side keeps all
    kept = set()
    for (a, b), keep in zip(offsets, p.rejected_mask):
        if keep:
            kept |= set(range(a, b))
    assert error_chars <= kept
    # the chosen role keeps exactly the tokens the rejected role does not (prompt excluded)
    assert [c + r for c, r in zip(p.chosen_mask, p.rejected_mask)] == [1] * len(p.chosen_ids)
    if separator == "\n":  # tokens never cross a newline here: the kept text is the sentence itself
        kept_text = "".join(text[a:b] for (a, b), keep in zip(offsets, p.rejected_mask) if keep)
        assert kept_text == "step 2: b=a+1=3"


def test_masks_on_a_real_corrupted_trace(tokenizer):
    row = pair(3)
    item = row["rejected_item"]
    wrong = [s for s, kind in zip(item["sents"], item["type"]) if kind == "hallucination"]
    assert len(wrong) == 1
    p = encode_pair(tokenizer, row["prompt"], row["chosen"][0]["content"], row["rejected"][0]["content"],
                    row["chosen_item"], item)
    kept = tokenizer.decode([t for t, m in zip(p.rejected_ids, p.rejected_mask) if m])
    assert kept.strip() == wrong[0]
    assert p.chosen_kept == len(p.chosen_ids)  # the gold trace has no incorrect step


def test_point_offsets_and_bad_spans():
    # a whitespace token trimmed to a point inside an error sentence counts as part of it
    # (the response starts at 3: the error sentence is characters 3..6, the correct one 7..11)
    assert response_token_mask([(0, 3), (5, 5), (7, 7), (9, 12)], 3, [(0, 4, True), (4, 9, False)], True) == [0, 1, 0, 0]
    assert response_token_mask([(0, 3), (5, 5), (7, 7), (9, 12)], 3, [(0, 4, True), (4, 9, False)], False) == [0, 0, 1, 1]
    with pytest.raises(ValueError, match="does not hold its sentence"):
        encode_pair(tiny_tokenizer(), [{"role": "user", "content": "q"}], "abc", "abc",
                    {"sents": ["abc"], "type": ["no_hallucination"], "spans": [[0, 3]]},
                    {"sents": ["abd"], "type": ["hallucination"], "spans": [[0, 3]]})


# ---------------------------------------------------------------- SFT


def test_sft_labels_cover_the_assistant_turn_only(tmp_path, tokenizer):
    folder = write_folder(tmp_path, [sft_row(s) for s in range(3)], "sft")
    trainer, counts = build_trainer(settings(folder, tmp_path / "out"), tiny_model(tokenizer), tokenizer)
    row = trainer.train_dataset[0]
    ids, labels = row["input_ids"], row["labels"]
    kept = [i for i, label in enumerate(labels) if label != -100]
    assert kept == list(range(kept[0], len(ids)))  # one block at the end: the assistant turn
    assert all(labels[i] == ids[i] for i in kept)
    messages = sft_row(0)["messages"]
    assert tokenizer.decode(ids[kept[0]:]) == messages[1]["content"] + "<|end|>"  # the trace and the end of turn
    assert "<|assistant|>" in tokenizer.decode(ids[:kept[0]])
    whole, _ = build_trainer(settings(folder, tmp_path / "out2", assistant_only_loss=False), tiny_model(tokenizer), tokenizer)
    assert all(label != -100 for label in whole.train_dataset[0]["labels"])


def test_sft_drops_long_rows_instead_of_truncating(tmp_path, tokenizer):
    rows = [sft_row(s) for s in range(6)] + [sft_row(s, "algorithm/word_flip") for s in range(3)]
    lengths = sorted(len(tokenizer.apply_chat_template(r["messages"], tokenize=True, return_dict=True)["input_ids"])
                     for r in rows)
    limit = lengths[5]
    folder = write_folder(tmp_path, rows, "sft")
    trainer, counts = build_trainer(settings(folder, tmp_path / "out", max_length=limit), tiny_model(tokenizer), tokenizer)
    longer = sum(n > limit for n in lengths)
    assert longer > 0 and counts == {"rows_read": 9, "dropped_too_long": longer, "rows_trained": 9 - longer}
    end = tokenizer.convert_tokens_to_ids("<|end|>")
    assert all(row["input_ids"][-1] == end for row in trainer.train_dataset)  # whole rows, none cut


def test_sft_trains_saves_and_resumes(tmp_path, tokenizer):
    folder = write_folder(tmp_path, [sft_row(s) for s in range(8)], "sft")
    out = tmp_path / "out"
    trainer, report = run(settings(folder, out, max_steps=6, save_steps=3), tiny_model(tokenizer), tokenizer)
    losses = report["logged_losses"]
    assert report["global_step"] == 6 and len(losses) == 6 and losses[-1] < losses[0]  # loss falls
    for name in ("model.safetensors", "config.json", "tokenizer.json", "chat_template.jinja", "bootforge_train.json"):
        assert (out / name).exists(), name
    assert (out / "checkpoint-6").is_dir() and json.loads((out / "bootforge_train.json").read_text())["counts"]["rows_trained"] == 8
    # resume: the newest checkpoint's step and optimizer state carry on to max_steps
    first = losses
    trainer, report = run(settings(folder, out, max_steps=8, save_steps=3, resume="latest"), tiny_model(tokenizer), tokenizer)
    assert report["global_step"] == 8 and report["logged_losses"][:6] == first and len(report["logged_losses"]) == 8


# ---------------------------------------------------------------- (Mask-)DPO


def dpo_trainer(tmp_path, tokenizer, rows, mode="mask_dpo", ref_seed=None, **changes):
    folder = write_folder(tmp_path, rows, mode)
    model = tiny_model(tokenizer)
    trainer, counts = build_trainer(settings(folder, tmp_path / "out", mode=mode, **changes), model, tokenizer)
    if ref_seed is not None:  # a reference unlike the policy, so pair losses differ
        from trl.trainer.utils import add_fused_lm_head

        trainer.ref_model = tiny_model(tokenizer, seed=ref_seed).eval()
        add_fused_lm_head(trainer.ref_model)
    return trainer, counts


def masked_logps(model, batch):
    """Summed log-probs over the batch's completion mask, computed without TRL."""
    with torch.no_grad():
        logits = model(input_ids=batch["input_ids"], attention_mask=batch["attention_mask"]).logits[:, :-1]
    logps = torch.gather(F.log_softmax(logits.float(), -1), 2, batch["input_ids"][:, 1:, None]).squeeze(-1)
    return (logps * batch["completion_mask"][:, 1:]).sum(-1)


def test_batch_loss_is_the_mean_of_pair_losses(tmp_path, tokenizer):
    rows = [pair(s) for s in range(3)]
    trainer, counts = dpo_trainer(tmp_path, tokenizer, rows, ref_seed=1)
    assert counts["pairs_trained"] == 3
    examples = [trainer.train_dataset[i] for i in range(3)]
    assert len({len(e["chosen_ids"]) for e in examples}) > 1  # lengths differ: the batch is padded
    model = trainer.model.eval()
    with torch.no_grad():
        batch_loss = trainer.compute_loss(model, trainer.data_collator(examples))
        one_by_one = [trainer.compute_loss(model, trainer.data_collator([e])) for e in examples]
    assert batch_loss.item() == pytest.approx(sum(x.item() for x in one_by_one) / 3, abs=1e-5)
    # the same numbers from first principles: masked sums for policy and reference alike
    expected = []
    for e in examples:
        batch = trainer.data_collator([e])
        pol, ref = masked_logps(model, batch), masked_logps(trainer.ref_model, batch)
        expected.append(-F.logsigmoid(0.1 * ((pol[0] - pol[1]) - (ref[0] - ref[1]))).item())
    assert [x.item() for x in one_by_one] == pytest.approx(expected, abs=1e-4)
    assert len(set(round(x, 4) for x in expected)) == 3


def test_no_gradient_from_tokens_outside_the_mask(tmp_path, tokenizer):
    row = pair(5)
    # a chosen side with an incorrect step too: it must get no gradient, as the rejected side's correct steps
    row["chosen_item"] = dict(row["chosen_item"], type=["hallucination"] + row["chosen_item"]["type"][1:])
    trainer, _ = dpo_trainer(tmp_path, tokenizer, [row])
    batch = trainer.data_collator([trainer.train_dataset[0]])
    completion = batch["completion_mask"]
    assert 0 < completion[0].sum() < (batch["attention_mask"][0].sum() - len(trainer.train_dataset[0]["prompt_ids"]))
    assert 0 < completion[1].sum() < completion[0].sum()
    model = trainer.model.train()
    hidden = {}
    hook = model.transformer.ln_f.register_forward_hook(lambda m, i, out: hidden.update(h=out) or out.retain_grad())
    try:
        trainer.compute_loss(model, batch).backward()
    finally:
        hook.remove()
    # position t predicts token t+1; the LM head is per position, so h_t's gradient is its token's
    grad = hidden["h"].grad.abs().sum(-1)[:, :-1]
    counted = completion[:, 1:].bool()
    assert torch.all(grad[~counted] == 0)
    assert torch.all(grad[counted] > 0)


def test_mask_dpo_loss_falls_and_reference_is_masked(tmp_path, tokenizer):
    rows = [pair(s) for s in range(2)]
    trainer, report = run(settings(write_folder(tmp_path, rows, "mask_dpo"), tmp_path / "out", mode="mask_dpo",
                                   max_steps=5, precompute_ref_log_probs=True), tiny_model(tokenizer), tokenizer)
    losses = report["logged_losses"]
    assert losses[0] == pytest.approx(LN2, abs=1e-4) and losses[-1] < losses[0] - 0.05
    # the precomputed reference log-probs are sums over the same masked tokens
    fresh = tiny_model(tokenizer).eval()
    for e in trainer.train_dataset:
        ref = masked_logps(fresh, trainer.data_collator([e]))
        assert [e["ref_chosen_logps"], e["ref_rejected_logps"]] == pytest.approx(ref.tolist(), abs=1e-3)


def test_empty_masks_are_dropped_and_counted(tmp_path, tokenizer):
    rows = [pair(s) for s in range(3)]
    clean = rows[1]["rejected_item"]
    rows[1]["rejected_item"] = dict(clean, type=["no_hallucination"] * len(clean["type"]))  # nothing to penalise
    trainer, counts = dpo_trainer(tmp_path, tokenizer, rows)
    assert counts == {"pairs_read": 3, "dropped_too_long": 0, "dropped_empty_chosen_mask": 0,
                      "dropped_empty_rejected_mask": 1, "pairs_trained": 2}


def test_plain_dpo_drops_long_pairs(tmp_path, tokenizer):
    rows = [pair(s) for s in range(2)] + [pair(s, "algorithm/word_flip") for s in range(2)]
    sizes = [encode_pair(tokenizer, r["prompt"], r["chosen"][0]["content"], r["rejected"][0]["content"],
                         r["chosen_item"], r["rejected_item"]).length for r in rows]
    limit = max(sizes[:2])
    assert min(sizes[2:]) > limit
    trainer, counts = dpo_trainer(tmp_path, tokenizer, rows, mode="dpo", max_length=limit)
    assert counts == {"pairs_read": 4, "dropped_too_long": 2, "pairs_trained": 2} and len(trainer.train_dataset) == 2
    assert all(len(e["prompt_ids"]) + max(len(e["chosen_ids"]), len(e["rejected_ids"])) <= limit
               for e in trainer.train_dataset)


def test_lora_mask_dpo_uses_the_adapter_free_model_as_reference(tmp_path, tokenizer):
    rows = [pair(s) for s in range(2)]
    trainer, report = run(settings(write_folder(tmp_path, rows, "mask_dpo"), tmp_path / "out", mode="mask_dpo",
                                   max_steps=2, lora=True, lora_r=4), tiny_model(tokenizer), tokenizer)
    assert trainer.ref_model is None and type(trainer.model).__name__.startswith("Peft")
    assert report["logged_losses"][0] == pytest.approx(LN2, abs=1e-4)  # a fresh adapter is the identity
    assert (tmp_path / "out" / "adapter_config.json").exists() and not (tmp_path / "out" / "model.safetensors").exists()


@pytest.mark.parametrize("changes, message", [
    ({"mode": "ppo"}, "unknown sft.mode 'ppo'"),
    ({"dataset": "/nonexistent"}, "neither a folder nor a Hub dataset id"),
    ({"model": "???"}, "sft.model is not set"),
    ({"push_to_hub": True}, "sft.hub_model_id is empty"),
    ({"packing": True, "mode": "dpo"}, "sft.packing applies to sft.mode=sft only"),
    ({"resume": "/nonexistent/checkpoint-3"}, "is not a checkpoint folder"),
])
def test_bad_settings(changes, message, tmp_path):
    with pytest.raises(ValueError, match=message):
        run(SFTSettings(**{"dataset": str(tmp_path), "model": "tiny", **changes}), model=None, tokenizer=None)
