"""The ``vllm`` teacher: offline ``vllm.LLM`` with the model's chat template.

One engine per build, in the driver process (``in_process``); or, with ``data_parallel: N``, N
engines as Ray actors (one per GPU, or per tensor-parallel group of ``tensor_parallel_size``
GPUs), anywhere in the Ray cluster. Each case is one chat request with its own
``SamplingParams(n=K, temperature, top_p, max_tokens, seed)``, the seed derived from the build
seed and the case id, so a rerun samples the same responses whichever engine serves the case:
N engines write what one engine writes. Cases go to ``LLM.chat`` in batches of ``batch_size``
per engine; with N engines each batch of N x ``batch_size`` cases is cut into N contiguous
shares, run at the same time, and put back in order. vllm is imported only where an engine is
built (the driver, or the actors' processes); ray only when ``data_parallel > 1``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Dict, Optional, Sequence

from bootcamps import Case
from builders.teachers import (
    Sample, SamplingConfig, Teacher, case_seed, chat, chunks, finish_reason, installed,
)


@dataclass
class VllmTeacherConfig(SamplingConfig):
    name: str = "vllm"
    batch_size: int = 1024  # cases per engine call; vLLM schedules a large batch itself
    tensor_parallel_size: int = 1
    # engines: 1 runs one in this process; N > 1 runs N as Ray actors, each on its share of every
    # batch (needs ray and N x tensor_parallel_size GPUs in the cluster); same samples either way
    data_parallel: int = 1
    dtype: str = "auto"
    max_model_len: Optional[int] = None
    gpu_memory_utilization: float = 0.9
    trust_remote_code: bool = False
    chat_template_kwargs: Dict[str, Any] = field(default_factory=dict)  # e.g. {enable_thinking: true}

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.tensor_parallel_size < 1 or not 0 < self.gpu_memory_utilization <= 1:
            raise ValueError(
                "teacher needs tensor_parallel_size >= 1 and gpu_memory_utilization in (0, 1]; got "
                f"{self.tensor_parallel_size}, {self.gpu_memory_utilization}"
            )
        if self.data_parallel < 1:
            raise ValueError(f"teacher.data_parallel must be >= 1 (engines), got {self.data_parallel}")


class Engine:
    """One vLLM engine and the plain-data face of ``LLM.chat``: conversations and sampling
    settings as dicts in, each request's completions as ``(text, finish_reason)`` in index
    order out. Built in the driver, or inside a Ray actor (then nothing vllm-made crosses
    process boundaries)."""

    def __init__(self, engine_args: dict[str, Any], samples: int):
        from vllm import LLM, SamplingParams  # only when chosen: vllm needs a GPU build

        self.llm = LLM(**engine_args)
        self.sampling_params = SamplingParams
        self.samples = samples

    def chat(self, conversations: list, params: list[dict[str, Any]], chat_template_kwargs: dict[str, Any]
             ) -> list[list[tuple[str, Any]]]:
        outputs = self.llm.chat(
            conversations,
            sampling_params=[self.sampling_params(**p) for p in params],
            use_tqdm=False,
            chat_template_kwargs=dict(chat_template_kwargs) or None,
        )
        if len(outputs) != len(conversations):
            raise RuntimeError(f"vllm returned {len(outputs)} outputs for {len(conversations)} requests")
        return [completions(output, self.samples) for output in outputs]


def completions(output: Any, samples: int) -> list[tuple[str, Any]]:
    """A ``RequestOutput``'s K completions as (text, finish reason), in index order."""
    found = sorted(output.outputs, key=lambda c: c.index)
    if len(found) != samples:
        raise RuntimeError(f"vllm returned {len(found)} completions, asked for n={samples}")
    return [(c.text, c.finish_reason) for c in found]


class VllmTeacher(Teacher):
    name = "vllm"
    requires = ("vllm",)
    extra = "gpu"
    in_process = True
    # how many engines serve the build changes where samples are made, never what they are
    operational = ("gpu_memory_utilization", "data_parallel")

    @classmethod
    def check_config(cls, cfg: VllmTeacherConfig) -> None:
        if cfg.data_parallel > 1 and not installed("ray"):
            raise ValueError(f"teacher.data_parallel={cfg.data_parallel} runs engines as Ray actors and needs ray, "
                             "which is not installed: pip install -e '.[ray]'")

    def __init__(self, cfg: VllmTeacherConfig, seed: int, trace_style: str = "minimal"):
        self.check_config(cfg)
        self.cfg = cfg
        self.seed = seed
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
        self.engine: Engine | None = None
        self.actors: list[Any] = []
        self._groups: list[Any] = []
        if cfg.data_parallel == 1:
            self.engine = Engine(engine_args, cfg.samples)
            self.llm = self.engine.llm
        else:
            self._start_actors(engine_args)

    def _start_actors(self, engine_args: dict[str, Any]) -> None:
        """N engine actors: with one GPU per engine, each actor holds its GPU; with tensor
        parallelism, each gets a placement group of ``tensor_parallel_size`` GPUs on one node,
        which vLLM's Ray backend uses for its workers."""
        import ray
        from ray.util.placement_group import placement_group
        from ray.util.scheduling_strategies import PlacementGroupSchedulingStrategy

        if not ray.is_initialized():
            ray.init()  # RAY_ADDRESS, a cluster this node is in, or a new local one
        cfg = self.cfg
        need = cfg.data_parallel * cfg.tensor_parallel_size
        have = ray.cluster_resources().get("GPU", 0)
        if have < need:
            raise ValueError(f"teacher.data_parallel={cfg.data_parallel} x tensor_parallel_size={cfg.tensor_parallel_size} "
                             f"needs {need} GPUs; the Ray cluster has {have:g}")
        actor = ray.remote(Engine)
        for _ in range(cfg.data_parallel):
            if cfg.tensor_parallel_size == 1:
                self.actors.append(actor.options(num_gpus=1, num_cpus=1).remote(engine_args, cfg.samples))
                continue
            group = placement_group([{"GPU": 1, "CPU": 1}] * cfg.tensor_parallel_size, strategy="STRICT_PACK")
            self._groups.append(group)
            strategy = PlacementGroupSchedulingStrategy(group, placement_group_capture_child_tasks=True)
            args = {**engine_args, "distributed_executor_backend": "ray"}
            self.actors.append(actor.options(num_gpus=0, num_cpus=0, scheduling_strategy=strategy).remote(args, cfg.samples))

    def requests(self, cases: Sequence[Case]) -> tuple[list[list[dict[str, str]]], list[dict[str, Any]]]:
        """The conversations and their per-case ``SamplingParams`` settings for one chat call."""
        params = [
            {
                "n": self.cfg.samples,
                "temperature": self.cfg.temperature,
                "top_p": self.cfg.top_p,
                "max_tokens": self.cfg.max_tokens,
                "seed": case_seed(self.seed, case),
            }
            for case in cases
        ]
        return [chat(case) for case in cases], params

    def generate(self, cases: Sequence[Case]) -> list[list[Sample]]:
        results: list[list[Sample]] = []
        engines = max(1, len(self.actors))
        for batch in chunks(cases, self.cfg.batch_size * engines):
            conversations, params = self.requests(batch)
            kwargs = dict(self.cfg.chat_template_kwargs)
            if self.engine is not None:
                outputs = self.engine.chat(conversations, params, kwargs)
            else:
                outputs = self._chat_shared(conversations, params, kwargs)
            results.extend([Sample(text, finish_reason(reason)) for text, reason in found] for found in outputs)
        return results

    def _chat_shared(self, conversations: list, params: list[dict[str, Any]], kwargs: dict[str, Any]) -> list:
        """One batch cut into contiguous shares, one per engine, run at once, put back in order."""
        import ray

        size = -(-len(conversations) // len(self.actors))
        refs = [actor.chat.remote(conversations[i : i + size], params[i : i + size], kwargs)
                for actor, i in zip(self.actors, range(0, len(conversations), size))]
        outputs = [found for share in ray.get(refs) for found in share]
        if len(outputs) != len(conversations):
            raise RuntimeError(f"vllm engines returned {len(outputs)} outputs for {len(conversations)} requests")
        return outputs

    def samples(self, output: Any) -> list[Sample]:
        """A ``RequestOutput``'s K completions, in index order; "length" marks a cut-off one."""
        return [Sample(text, finish_reason(reason)) for text, reason in completions(output, self.cfg.samples)]

    def close(self) -> None:
        if self.actors or self._groups:
            import ray

            for actor in self.actors:
                ray.kill(actor)
            for actor in self.actors:
                _wait_until_dead(actor)
            for group in self._groups:
                ray.util.remove_placement_group(group)
            self.actors, self._groups = [], []
        self.engine = None
        self.__dict__.pop("llm", None)


def _wait_until_dead(actor: Any, deadline_s: float = 120.0) -> None:
    """Return once a killed actor is gone. ``ray.kill`` only asks for the kill: a call sent
    just after it can still be served, and a new engine started at once could find the old
    one still holding its GPU. A call to a dead actor raises RayActorError; that is the sign."""
    import time

    import ray

    stop = time.monotonic() + deadline_s
    while time.monotonic() < stop:
        try:
            ray.get(actor.__ray_ready__.remote(), timeout=10)
        except ray.exceptions.RayActorError:
            return
        except ray.exceptions.GetTimeoutError:
            continue
        time.sleep(0.05)
    raise RuntimeError(f"vLLM engine actor {actor} still alive {deadline_s:.0f} s after ray.kill")


CONFIG = VllmTeacherConfig
TEACHER = VllmTeacher
