"""The ``transformers`` teacher: ``model.generate`` on CPU or GPU, for small models and checks.

Prompts go through the tokenizer's chat template, left-padded in batches of ``batch_size``; each
case gets ``num_return_sequences=K``. Sampling draws from torch's generator, seeded per batch from
the build seed and the batch's first case, so a rerun with the same batch size samples the same
text. A response with no end-of-sequence token within ``max_tokens`` is marked "length".
torch and transformers are imported only when this teacher is built.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from bootcamps import Case
from builders.teachers import Sample, SamplingConfig, Teacher, case_seed, chat, chunks

_DTYPES = ("auto", "float32", "bfloat16", "float16")


@dataclass
class TransformersTeacherConfig(SamplingConfig):
    name: str = "transformers"
    batch_size: int = 8
    device: str = "auto"  # auto: cuda when available, else cpu
    dtype: str = "auto"  # auto | float32 | bfloat16 | float16
    trust_remote_code: bool = False

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.dtype not in _DTYPES:
            raise ValueError(f"unknown teacher.dtype {self.dtype!r}; valid choices: {', '.join(_DTYPES)}")


class TransformersTeacher(Teacher):
    name = "transformers"
    requires = ("torch", "transformers")
    extra = "train"
    in_process = True  # one model in memory

    def __init__(self, cfg: TransformersTeacherConfig, seed: int, trace_style: str = "minimal"):
        import torch
        from transformers import AutoModelForCausalLM, AutoTokenizer

        self.cfg = cfg
        self.seed = seed
        self.torch = torch
        self.device = ("cuda" if torch.cuda.is_available() else "cpu") if cfg.device == "auto" else cfg.device
        tokenizer = AutoTokenizer.from_pretrained(cfg.model, trust_remote_code=cfg.trust_remote_code)
        if not tokenizer.chat_template:
            raise ValueError(f"teacher.model {cfg.model!r} has no chat template; the teacher sends chat turns")
        if tokenizer.eos_token_id is None:
            raise ValueError(f"teacher.model {cfg.model!r} has no eos token, so a finished response cannot be told from a cut one")
        tokenizer.padding_side = "left"  # generation continues from the right edge of every row
        if tokenizer.pad_token_id is None:
            tokenizer.pad_token = tokenizer.eos_token  # padding is masked out, any id will do
        self.tokenizer = tokenizer
        dtype = "auto" if cfg.dtype == "auto" else getattr(torch, cfg.dtype)
        model = AutoModelForCausalLM.from_pretrained(cfg.model, dtype=dtype, trust_remote_code=cfg.trust_remote_code)
        self.model = model.to(self.device).eval()
        self.stop_ids = _stop_ids(tokenizer, model)

    def generate(self, cases: Sequence[Case]) -> list[list[Sample]]:
        results: list[list[Sample]] = []
        for batch in chunks(cases, self.cfg.batch_size):
            results.extend(self._batch(batch))
        return results

    def _batch(self, batch: Sequence[Case]) -> list[list[Sample]]:
        torch, k = self.torch, self.cfg.samples
        prompts = [self.tokenizer.apply_chat_template(chat(c), tokenize=False, add_generation_prompt=True) for c in batch]
        # the chat template already holds any special tokens the model expects
        inputs = self.tokenizer(prompts, return_tensors="pt", padding=True, add_special_tokens=False).to(self.device)
        sampling = self.cfg.temperature > 0
        # greedy decoding gives one answer per prompt: generate it once, repeat it K times
        per_prompt = k if sampling else 1
        options: dict[str, Any] = {
            "max_new_tokens": self.cfg.max_tokens,
            "num_return_sequences": per_prompt,
            "pad_token_id": self.tokenizer.pad_token_id,
            "eos_token_id": sorted(self.stop_ids),
            "do_sample": sampling,
        }
        if sampling:
            options.update(temperature=self.cfg.temperature, top_p=self.cfg.top_p)
        torch.manual_seed(case_seed(self.seed, batch[0]))
        with torch.no_grad():
            sequences = self.model.generate(**inputs, **options)
        new_tokens = sequences[:, inputs["input_ids"].shape[1] :].tolist()
        return [[self._sample(new_tokens[i * per_prompt + (j if sampling else 0)]) for j in range(k)] for i in range(len(batch))]

    def _sample(self, tokens: list[int]) -> Sample:
        for end, token in enumerate(tokens):
            if token in self.stop_ids:
                return Sample(self.tokenizer.decode(tokens[:end], skip_special_tokens=True), "stop")
        return Sample(self.tokenizer.decode(tokens, skip_special_tokens=True), "length")

    def close(self) -> None:
        del self.model


def _stop_ids(tokenizer: Any, model: Any) -> set[int]:
    """The tokenizer's eos plus any the model's generation config adds (chat models often do)."""
    ids = {tokenizer.eos_token_id}
    extra = getattr(model.generation_config, "eos_token_id", None)
    if extra is not None:
        ids.update(extra if isinstance(extra, (list, tuple)) else [extra])
    return ids


CONFIG = TransformersTeacherConfig
TEACHER = TransformersTeacher
