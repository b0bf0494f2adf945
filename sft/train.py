"""SFT warm-start, DPO and Mask-DPO on a bootforge dataset, on TRL's trainers.

    python -m sft.train sft.dataset=outputs/default sft.model=Qwen/Qwen2.5-0.5B-Instruct
    python -m sft.train sft=small_1gpu sft.dataset=outputs/tail_18            # a shipped config
    python -m sft.train sft.mode=mask_dpo sft.dataset=outputs/tail_18 sft.model=outputs/sft
    accelerate launch --config_file conf/accelerate/zero3.yaml -m sft.train sft=7b_node ...

Modes: ``sft`` (the ``sft`` config, TRL ``SFTTrainer``), ``dpo`` (the ``dpo`` config, TRL
``DPOTrainer``) and ``mask_dpo`` (the ``mask_dpo`` config, ``sft.dpo.MaskDPOTrainer``). Every
mode drops and counts rows longer than ``max_length`` rather than train on a cut trace, logs loss
every ``logging_steps``, checkpoints every ``save_steps``, saves the model (or LoRA adapter) and
tokenizer to ``output_dir`` with ``bootforge_train.json`` (the counts and the final loss), and can
resume and push. See docs/training.md.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Optional

MODES = ("sft", "dpo", "mask_dpo")


class SettingsError(ValueError):
    """A bad ``sft.*`` setting or input: reported as one line by the CLI."""
REPORT = "bootforge_train.json"


@dataclass
class SFTSettings:
    dataset: str = "outputs/default"  # a folder written by build.py, or a Hub dataset id
    model: str = "???"  # a model name or path; nothing is downloaded unless you name one
    mode: str = "sft"  # sft | dpo | mask_dpo
    output_dir: str = "outputs/sft"
    epochs: float = 1.0
    max_steps: int = -1  # > 0 overrides epochs
    learning_rate: float = 1e-5
    lr_scheduler: str = "cosine"
    warmup: float = 0.03  # warmup steps: a count, or a fraction (< 1) of the training steps
    batch_size: int = 4  # per device
    grad_accum: int = 1
    max_length: int = 4096  # tokens; longer rows are dropped and counted, never truncated
    assistant_only_loss: bool = True  # sft: loss on the assistant turn only
    packing: bool = False  # sft: pack rows into max_length sequences (TRL's bfd packing)
    beta: float = 0.1  # (Mask-)DPO's beta
    precompute_ref_log_probs: bool = False  # (Mask-)DPO: one reference pass before training, no reference in memory
    lora: bool = False
    lora_r: int = 16
    lora_alpha: int = 32
    lora_dropout: float = 0.05
    lora_target_modules: list[str] = field(default_factory=lambda: ["all-linear"])
    bf16: Optional[bool] = None  # null: on where the GPU supports it
    gradient_checkpointing: bool = True
    dtype: str = "auto"  # the dtype to load the model in: auto | bfloat16 | float16 | float32
    attn_implementation: Optional[str] = None  # e.g. sdpa, flash_attention_2; null: transformers' default
    logging_steps: int = 10
    save_steps: int = 500
    save_total_limit: int = 2
    resume: str = ""  # "" (start fresh), "latest" (newest checkpoint in output_dir) or a checkpoint path
    push_to_hub: bool = False
    hub_model_id: str = ""
    report_to: str = "none"  # none | tensorboard | wandb | ...
    num_proc: Optional[int] = None  # processes for tokenising the dataset
    seed: int = 0
    limit: int = 0  # train on the first N rows only (0: all)


def check(settings: SFTSettings) -> None:
    if settings.mode not in MODES:
        raise SettingsError(f"unknown sft.mode {settings.mode!r}; expected one of {', '.join(MODES)}")
    if settings.max_length < 16:
        raise SettingsError(f"sft.max_length {settings.max_length} is too small; expected at least 16 tokens")
    if settings.push_to_hub and not settings.hub_model_id:
        raise SettingsError("sft.push_to_hub is set but sft.hub_model_id is empty; name the repo, e.g. me/qwen-bootforge")
    if settings.packing and settings.mode != "sft":
        raise SettingsError(f"sft.packing applies to sft.mode=sft only, not {settings.mode!r}")
    if settings.resume not in ("", "latest") and not Path(settings.resume).is_dir():
        raise SettingsError(f"sft.resume {settings.resume!r} is not a checkpoint folder; expected '', 'latest' or a path")
    if settings.dtype not in ("auto", "bfloat16", "float16", "float32"):
        raise SettingsError(f"sft.dtype {settings.dtype!r}; expected auto, bfloat16, float16 or float32")
    from .data import check_dataset

    check_dataset(settings.dataset)


def _bf16(settings: SFTSettings) -> bool:
    import torch

    if settings.bf16 is None:
        return torch.cuda.is_available() and torch.cuda.is_bf16_supported()
    return settings.bf16


def _common_args(settings: SFTSettings, model) -> dict:
    args = dict(
        output_dir=settings.output_dir, num_train_epochs=settings.epochs, max_steps=settings.max_steps,
        learning_rate=settings.learning_rate, lr_scheduler_type=settings.lr_scheduler,
        warmup_steps=settings.warmup, per_device_train_batch_size=settings.batch_size,
        gradient_accumulation_steps=settings.grad_accum, max_length=settings.max_length, seed=settings.seed,
        report_to=settings.report_to, logging_steps=settings.logging_steps, save_strategy="steps",
        save_steps=settings.save_steps, save_total_limit=settings.save_total_limit, bf16=_bf16(settings),
        gradient_checkpointing=settings.gradient_checkpointing, dataset_num_proc=settings.num_proc,
        hub_model_id=settings.hub_model_id or None,
    )
    if isinstance(model, str):  # TRL loads it after the accelerate/DeepSpeed state exists (ZeRO-3 sharded loading)
        init = {"dtype": settings.dtype}
        if settings.attn_implementation:
            init["attn_implementation"] = settings.attn_implementation
        args["model_init_kwargs"] = init
    return args


def _peft_config(settings: SFTSettings):
    if not settings.lora:
        return None
    from peft import LoraConfig

    targets = list(settings.lora_target_modules)
    return LoraConfig(r=settings.lora_r, lora_alpha=settings.lora_alpha, lora_dropout=settings.lora_dropout,
                      target_modules=targets[0] if targets == ["all-linear"] else targets, task_type="CAUSAL_LM")


def build_trainer(settings: SFTSettings, model, tokenizer):
    """The configured TRL trainer and the row counts, without training (tests inspect it)."""
    from .data import load_rows, prepare_sft

    check(settings)
    common = _common_args(settings, model)
    if settings.mode == "sft":
        from trl import SFTConfig, SFTTrainer

        rows = load_rows(settings.dataset, "sft", settings.limit)
        rows, counts = prepare_sft(rows, tokenizer, settings.max_length, settings.assistant_only_loss, settings.num_proc)
        args = SFTConfig(**common, packing=settings.packing, completion_only_loss=settings.assistant_only_loss)
        trainer = SFTTrainer(model=model, args=args, train_dataset=rows, processing_class=tokenizer,
                             peft_config=_peft_config(settings))
        return trainer, counts
    from trl import DPOConfig

    from .dpo import BootforgeDPOTrainer, MaskDPOTrainer

    rows = load_rows(settings.dataset, settings.mode, settings.limit)
    args = DPOConfig(**common, beta=settings.beta, precompute_ref_log_probs=settings.precompute_ref_log_probs)
    trainer_class = MaskDPOTrainer if settings.mode == "mask_dpo" else BootforgeDPOTrainer
    ref_model = None
    if not isinstance(model, str) and not settings.lora and not settings.precompute_ref_log_probs:
        # TRL reloads the reference from the model's path; a model built in memory has none
        import copy

        ref_model = copy.deepcopy(model)
    trainer = trainer_class(model, ref_model, args=args, train_dataset=rows, processing_class=tokenizer,
                            peft_config=_peft_config(settings))
    counts = {key.split("/", 1)[1]: value for key, value in trainer.counts.items() if key.startswith("train/")}
    if counts["pairs_trained"] == 0:
        raise SettingsError(f"no {settings.mode} pair is left to train on: {counts}")
    return trainer, counts


def _say(trainer, text: str) -> None:
    if trainer.is_world_process_zero():
        print(text, flush=True)


def run(settings: SFTSettings, model=None, tokenizer=None):
    """Train per ``settings``; ``model``/``tokenizer`` may be passed in (tests build tiny ones).
    Returns ``(trainer, report)``: the report is also written to ``output_dir/bootforge_train.json``."""
    check(settings)
    if tokenizer is None:
        if settings.model in ("", "???"):
            raise SettingsError("sft.model is not set; name a model or path, e.g. sft.model=Qwen/Qwen2.5-0.5B-Instruct")
        from transformers import AutoTokenizer

        tokenizer = AutoTokenizer.from_pretrained(settings.model)
    if model is None:
        if settings.model in ("", "???"):
            raise SettingsError("sft.model is not set; name a model or path, e.g. sft.model=Qwen/Qwen2.5-0.5B-Instruct")
        model = settings.model
    trainer, counts = build_trainer(settings, model, tokenizer)
    unit = "rows" if settings.mode == "sft" else "pairs"
    _say(trainer, f"{settings.mode}: {counts}")
    if counts.get("dropped_too_long"):
        _say(trainer, f"{settings.mode}: dropped {counts['dropped_too_long']} {unit} longer than "
                      f"sft.max_length={settings.max_length} tokens (never trained on truncated)")
    empty = counts.get("dropped_empty_chosen_mask", 0) + counts.get("dropped_empty_rejected_mask", 0)
    if empty:
        _say(trainer, f"mask_dpo: dropped {empty} pairs whose chosen or rejected mask keeps no token "
                      f"(chosen {counts['dropped_empty_chosen_mask']}, rejected {counts['dropped_empty_rejected_mask']})")
    resume = True if settings.resume == "latest" else (settings.resume or None)
    result = trainer.train(resume_from_checkpoint=resume)
    trainer.save_model(settings.output_dir)  # the model, or the LoRA adapter, and the tokenizer
    trainer.save_state()
    losses = [entry["loss"] for entry in trainer.state.log_history if "loss" in entry]
    report = {"mode": settings.mode, "counts": counts, "global_step": result.global_step,
              "training_loss": result.training_loss, "logged_losses": losses, "settings": asdict(settings)}
    if trainer.is_world_process_zero():
        Path(settings.output_dir, REPORT).write_text(json.dumps(report, indent=1, sort_keys=True) + "\n")
    _say(trainer, f"{settings.mode}: {result.global_step} steps, mean loss {result.training_loss:.4f}, "
                  f"saved to {settings.output_dir}")
    if settings.push_to_hub:
        trainer.push_to_hub()
        _say(trainer, f"{settings.mode}: pushed to {settings.hub_model_id}")
    return trainer, report


def main() -> None:
    import hydra
    from hydra.core.config_store import ConfigStore
    from omegaconf import OmegaConf

    from .data import DataError

    ConfigStore.instance().store(group="sft", name="schema", node=SFTSettings)

    @hydra.main(version_base=None, config_path="../conf", config_name="train")
    def _main(cfg) -> None:
        try:
            run(SFTSettings(**OmegaConf.to_container(cfg.sft, resolve=True)))
        except (SettingsError, DataError) as error:
            raise SystemExit(f"error: {error}") from None

    _main()


if __name__ == "__main__":
    main()
