"""SFT warm-start (TRL) and Mask-DPO on a bootforge dataset folder.

    python -m sft.train sft.dataset=outputs/default sft.model=Qwen/Qwen2.5-0.5B-Instruct
    python -m sft.train sft.mode=mask_dpo sft.dataset=outputs/default sft.model=...

The SFT rows' ``messages`` become TRL prompt/completion pairs, so the loss covers the
assistant's trace only.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

MODES = ("sft", "mask_dpo")


@dataclass
class SFTSettings:
    dataset: str = "outputs/default"  # a folder written by build.py
    model: str = "???"  # a model name or path; nothing is downloaded unless you name one
    mode: str = "sft"
    output_dir: str = "outputs/sft"
    epochs: float = 1.0
    learning_rate: float = 1e-5
    batch_size: int = 4
    max_length: int = 4096
    beta: float = 0.1  # Mask-DPO's beta
    seed: int = 0
    limit: int = 0  # train on the first N rows only (0: all)


def load_rows(dataset: str, config: str, limit: int = 0):
    from datasets import load_dataset

    rows = load_dataset(dataset, config, split="train")
    return rows.select(range(min(limit, len(rows)))) if limit else rows


def to_prompt_completion(rows):
    """TRL's conversational prompt/completion format: loss on the completion only."""
    return rows.map(lambda row: {"prompt": row["messages"][:-1], "completion": row["messages"][-1:]},
                    remove_columns=rows.column_names)


def run_sft(settings: SFTSettings, model, tokenizer):
    import torch
    from trl import SFTConfig, SFTTrainer

    rows = to_prompt_completion(load_rows(settings.dataset, "sft", settings.limit))
    args = SFTConfig(output_dir=settings.output_dir, num_train_epochs=settings.epochs,
                     learning_rate=settings.learning_rate, per_device_train_batch_size=settings.batch_size,
                     max_length=settings.max_length, seed=settings.seed, report_to=[], save_strategy="no",
                     logging_steps=1, bf16=torch.cuda.is_available() and torch.cuda.is_bf16_supported())
    trainer = SFTTrainer(model=model, args=args, train_dataset=rows, processing_class=tokenizer)
    result = trainer.train()
    return trainer, result


def run(settings: SFTSettings, model=None, tokenizer=None):
    """Train per ``settings``; ``model``/``tokenizer`` may be passed in (tests build tiny ones)."""
    if settings.mode not in MODES:
        raise ValueError(f"unknown sft.mode {settings.mode!r}; expected one of {', '.join(MODES)}")
    if not Path(settings.dataset).is_dir():
        raise ValueError(f"sft.dataset {settings.dataset!r} is not a folder; expected the output folder of build.py")
    if model is None or tokenizer is None:
        if settings.model in ("", "???"):
            raise ValueError("sft.model is not set; name a model or path, e.g. sft.model=Qwen/Qwen2.5-0.5B-Instruct")
        from transformers import AutoModelForCausalLM, AutoTokenizer

        tokenizer = AutoTokenizer.from_pretrained(settings.model)
        model = AutoModelForCausalLM.from_pretrained(settings.model)
    if settings.mode == "sft":
        return run_sft(settings, model, tokenizer)
    from .mask_dpo import train_mask_dpo

    rows = load_rows(settings.dataset, "mask_dpo", settings.limit)
    stats = train_mask_dpo(model, tokenizer, rows, beta=settings.beta, lr=settings.learning_rate,
                           epochs=max(1, int(settings.epochs)), max_length=settings.max_length)
    model.save_pretrained(settings.output_dir)
    tokenizer.save_pretrained(settings.output_dir)
    print(f"mask-dpo: {stats.pairs} pairs, {stats.fallbacks} fallback sides, last loss {stats.last_loss:.4f}")
    return stats


def main() -> None:
    import hydra
    from hydra.core.config_store import ConfigStore
    from omegaconf import OmegaConf

    ConfigStore.instance().store(group="sft", name="schema", node=SFTSettings)

    @hydra.main(version_base=None, config_path="../conf", config_name="train")
    def _main(cfg) -> None:
        try:
            run(SFTSettings(**OmegaConf.to_container(cfg.sft, resolve=True)))
        except ValueError as error:
            raise SystemExit(f"error: {error}") from None

    _main()


if __name__ == "__main__":
    main()
