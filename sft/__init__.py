"""SFT warm-start and Mask-DPO training on bootforge datasets (the `train` extra: torch, transformers, trl)."""
