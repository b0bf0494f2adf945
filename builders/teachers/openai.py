"""The ``openai`` teacher: any OpenAI-compatible chat server (``vllm serve``, SGLang, the API).

Each case is one ``chat.completions.create`` request with ``n=K`` and a per-case ``seed``;
``concurrency`` requests are in flight at once (threads over one client). A request that times
out, cannot connect or gets 408/409/429/5xx is retried ``max_retries`` times, waiting
``backoff * 2**attempt`` seconds (at most ``backoff_max``); other errors (a bad request, a wrong
key) fail the build at once. The ``openai`` package is imported only when this teacher is built.
"""

from __future__ import annotations

import os
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, Optional, Sequence

from bootcamps import Case
from builders.teachers import Sample, SamplingConfig, Teacher, case_seed, chat, finish_reason

_RETRY_STATUS = (408, 409, 429)


@dataclass
class OpenAITeacherConfig(SamplingConfig):
    name: str = "openai"
    base_url: str = "http://localhost:8000/v1"
    api_key_env: Optional[str] = None  # the variable holding the key; null for servers without auth
    concurrency: int = 16  # requests in flight
    timeout: float = 600.0  # seconds per request
    max_retries: int = 5
    backoff: float = 1.0  # seconds before the first retry; doubles each retry
    backoff_max: float = 60.0

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.concurrency < 1 or self.max_retries < 0 or self.timeout <= 0 or self.backoff < 0:
            raise ValueError(
                "teacher needs concurrency >= 1, max_retries >= 0, timeout > 0 and backoff >= 0; got "
                f"{self.concurrency}, {self.max_retries}, {self.timeout}, {self.backoff}"
            )


class OpenAITeacher(Teacher):
    name = "openai"
    requires = ("openai",)
    extra = "openai"
    in_process = True  # one client and one concurrency limit for the whole build
    operational = ("base_url", "api_key_env", "concurrency", "timeout", "max_retries", "backoff", "backoff_max", "batch_size")

    @classmethod
    def check_config(cls, cfg: OpenAITeacherConfig) -> None:
        if cfg.api_key_env is not None and not os.environ.get(cfg.api_key_env):
            raise ValueError(f"teacher.api_key_env names {cfg.api_key_env}, which is not set in the environment")

    def __init__(self, cfg: OpenAITeacherConfig, seed: int, trace_style: str = "minimal"):
        self.check_config(cfg)
        import openai

        self.cfg = cfg
        self.seed = seed
        self._openai = openai
        # servers without auth (vllm serve's default) still need a non-empty key in the client
        key = "EMPTY" if cfg.api_key_env is None else os.environ[cfg.api_key_env]
        # our own retry loop (below) decides what is transient, so the client's is off
        self.client = openai.OpenAI(base_url=cfg.base_url, api_key=key, timeout=cfg.timeout, max_retries=0)

    def request(self, case: Case) -> dict[str, Any]:
        """The keyword arguments of the case's ``chat.completions.create`` call."""
        return {
            "model": self.cfg.model,
            "messages": chat(case),
            "n": self.cfg.samples,
            "temperature": self.cfg.temperature,
            "top_p": self.cfg.top_p,
            "max_tokens": self.cfg.max_tokens,
            "seed": case_seed(self.seed, case),
        }

    def generate(self, cases: Sequence[Case]) -> list[list[Sample]]:
        with ThreadPoolExecutor(max_workers=self.cfg.concurrency, thread_name_prefix="openai-teacher") as pool:
            return list(pool.map(self._complete, cases))

    def _complete(self, case: Case) -> list[Sample]:
        response = self._with_retries(case)
        choices = sorted(response.choices, key=lambda c: c.index)
        if len(choices) != self.cfg.samples:
            raise RuntimeError(
                f"{self.cfg.base_url} returned {len(choices)} choices for n={self.cfg.samples}; "
                "the server must support n (vllm serve does)"
            )
        return [Sample(c.message.content or "", finish_reason(c.finish_reason)) for c in choices]

    def _with_retries(self, case: Case) -> Any:
        request = self.request(case)
        for attempt in range(self.cfg.max_retries + 1):
            try:
                return self.client.chat.completions.create(**request)
            except self._openai.APIError as error:
                if not self._transient(error) or attempt == self.cfg.max_retries:
                    raise RuntimeError(
                        f"openai teacher: request for case {case.id} failed after {attempt + 1} attempt(s): {error}"
                    ) from error
            time.sleep(min(self.cfg.backoff_max, self.cfg.backoff * 2**attempt))
        raise AssertionError("unreachable: the last attempt returns or raises")

    def _transient(self, error: Exception) -> bool:
        if isinstance(error, self._openai.APIConnectionError):  # includes timeouts
            return True
        if isinstance(error, self._openai.APIStatusError):
            return error.status_code in _RETRY_STATUS or error.status_code >= 500
        return False

    def close(self) -> None:
        self.client.close()


CONFIG = OpenAITeacherConfig
TEACHER = OpenAITeacher
