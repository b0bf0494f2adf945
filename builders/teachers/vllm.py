"""The ``vllm`` teacher: offline ``vllm.LLM`` with the model's chat template.

One engine per build, in the driver process (``in_process``). Each case is one chat request with
its own ``SamplingParams(n=K, temperature, top_p, max_tokens, seed)``, the seed derived from the
build seed and the case id, so a rerun samples the same responses; cases go to ``LLM.chat`` in
batches of ``batch_size``. vllm is imported only when this teacher is built.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Dict, Optional, Sequence

from bootcamps import Case
from builders.teachers import (
    Sample, SamplingConfig, Teacher, case_seed, chat, check_sampling, chunks, finish_reason,
)


@dataclass
class VllmTeacherConfig(SamplingConfig):
    name: str = "vllm"
    batch_size: int = 1024  # vLLM schedules a large batch itself
    tensor_parallel_size: int = 1
    dtype: str = "auto"
    max_model_len: Optional[int] = None
    gpu_memory_utilization: float = 0.9
    trust_remote_code: bool = False
    chat_template_kwargs: Dict[str, Any] = field(default_factory=dict)  # e.g. {enable_thinking: true}


class VllmTeacher(Teacher):
    name = "vllm"
    requires = ("vllm",)
    extra = "gpu"
    in_process = True
    operational = ("gpu_memory_utilization",)

    @classmethod
    def check_config(cls, cfg: VllmTeacherConfig) -> None:
        check_sampling(cfg)
        if cfg.tensor_parallel_size < 1 or not 0 < cfg.gpu_memory_utilization <= 1:
            raise ValueError(
                "teacher needs tensor_parallel_size >= 1 and gpu_memory_utilization in (0, 1]; got "
                f"{cfg.tensor_parallel_size}, {cfg.gpu_memory_utilization}"
            )

    def __init__(self, cfg: VllmTeacherConfig, seed: int, trace_style: str = "minimal"):
        self.check_config(cfg)
        from vllm import LLM, SamplingParams  # only when chosen: vllm needs a GPU build

        self.cfg = cfg
        self.seed = seed
        self._sampling_params = SamplingParams
        engine_args: dict[str, Any] = {
            "model": cfg.model,
            "seed": seed,
            "tensor_parallel_size": cfg.tensor_parallel_size,
            "dtype": cfg.dtype,
            "gpu_memory_utilization": cfg.gpu_memory_utilization,
            "trust_remote_code": cfg.trust_remote_code,
        }
        if cfg.max_model_len is not None:
            engine_args["max_model_len"] = cfg.max_model_len
        self.llm = LLM(**engine_args)

    def requests(self, cases: Sequence[Case]) -> tuple[list[list[dict[str, str]]], list[Any]]:
        """The conversations and their per-case ``SamplingParams`` for one ``LLM.chat`` call."""
        params = [
            self._sampling_params(
                n=self.cfg.samples,
                temperature=self.cfg.temperature,
                top_p=self.cfg.top_p,
                max_tokens=self.cfg.max_tokens,
                seed=case_seed(self.seed, case),
            )
            for case in cases
        ]
        return [chat(case) for case in cases], params

    def generate(self, cases: Sequence[Case]) -> list[list[Sample]]:
        results: list[list[Sample]] = []
        for batch in chunks(cases, self.cfg.batch_size):
            conversations, params = self.requests(batch)
            outputs = self.llm.chat(
                conversations,
                sampling_params=params,
                use_tqdm=False,
                chat_template_kwargs=dict(self.cfg.chat_template_kwargs) or None,
            )
            if len(outputs) != len(batch):
                raise RuntimeError(f"vllm returned {len(outputs)} outputs for {len(batch)} requests")
            results.extend(self.samples(output) for output in outputs)
        return results

    def samples(self, output: Any) -> list[Sample]:
        """A ``RequestOutput``'s K completions, in index order; "length" marks a cut-off one."""
        completions = sorted(output.outputs, key=lambda c: c.index)
        if len(completions) != self.cfg.samples:
            raise RuntimeError(f"vllm returned {len(completions)} completions, asked for n={self.cfg.samples}")
        return [Sample(c.text, finish_reason(c.finish_reason)) for c in completions]

    def close(self) -> None:
        del self.llm


CONFIG = VllmTeacherConfig
TEACHER = VllmTeacher
