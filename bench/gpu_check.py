"""A GPU check for a lent machine with torch and transformers but no internet and no vllm.

    python bench/gpu_check.py            # on the GPU: a ~0.5B model, 200 teacher cases, 30+30 steps
    python bench/gpu_check.py --tiny     # the same path on CPU with a tiny model (a smoke test)

1. Makes a tokenizer (BPE on bootcamp prompts and traces) and a random ~0.5B-parameter
   Qwen2-style model locally, saved to the work folder: nothing is downloaded.
2. Runs `build.py teacher=transformers` with that model on 200 cases: generation tokens/s.
3. Builds TAIL SFT and Mask-DPO rows (`teacher=tail teacher.negatives=1`), then runs 30 steps of
   SFT and 30 of Mask-DPO through `sft.train`: training tokens/s and peak GPU memory per phase.

Prints one table and the total time; it is meant to finish well within 8 minutes on one H200.
Needs, besides torch and transformers: trl, datasets (+ dill, multiprocess), duckdb, hydra-core,
omegaconf, antlr4-python3-runtime, accelerate, peft; docs/training.md says how to carry them.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SIZES = {  # hidden, layers, heads, kv heads, intermediate, vocab
    "full": (1024, 28, 16, 4, 5632, 8192),  # ~0.49B parameters
    "tiny": (64, 2, 4, 2, 128, 512),
}


def sh(*args: str) -> float:
    t = time.time()
    done = subprocess.run([sys.executable, *args], cwd=ROOT, capture_output=True, text=True)
    if done.returncode:
        raise SystemExit(f"error: {' '.join(args[:2])} failed:\n{done.stderr[-3000:]}")
    return time.time() - t


def corpus(n_per_task: int) -> list[str]:
    import bootcamps

    texts = []
    for name in bootcamps.names():
        if not name.startswith("algorithm/"):
            continue
        bc = bootcamps.get(name)
        for i in range(n_per_task):
            case = bc.case(i, "1")
            texts += [case.prompt, bc.trace(case)]
    return texts


def memory() -> tuple[float, str]:
    import torch

    if torch.cuda.is_available():
        return torch.cuda.max_memory_allocated() / 2**30, "GiB (GPU peak)"
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 2**20, "GiB (CPU max RSS)"


def train_phase(settings, tokenizer, label: str) -> dict:
    import torch

    from sft.train import run

    if torch.cuda.is_available():
        torch.cuda.empty_cache()
        torch.cuda.reset_peak_memory_stats()
    t = time.time()
    trainer, report = run(settings, None, tokenizer)
    seconds = time.time() - t
    tokens = max((e.get("num_tokens", 0) for e in trainer.state.log_history), default=0)
    runtime = next((e["train_runtime"] for e in trainer.state.log_history if "train_runtime" in e), seconds)
    peak, unit = memory()
    del trainer
    return {"phase": label, "steps": report["global_step"], "tokens": int(tokens), "seconds": runtime,
            "tokens_per_s": tokens / runtime if runtime else 0.0, "peak": peak, "unit": unit,
            "loss": report["logged_losses"][-1] if report["logged_losses"] else float("nan"), "wall": seconds}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tiny", action="store_true", help="a tiny model on CPU: checks the path, not the speed")
    parser.add_argument("--cases", type=int, default=200, help="teacher cases")
    parser.add_argument("--steps", type=int, default=30, help="SFT and Mask-DPO steps each")
    parser.add_argument("--out", default=None, help="work folder (default: a temporary one)")
    args = parser.parse_args()
    t0 = time.time()

    import torch
    import transformers
    import trl

    from sft.local_models import bpe_tokenizer, random_lm
    from sft.train import SFTSettings

    gpu = torch.cuda.is_available()
    if not gpu and not args.tiny:
        raise SystemExit("error: no CUDA device; run with --tiny for the CPU smoke test")
    device = torch.cuda.get_device_name(0) if gpu else "cpu"
    print(f"torch {torch.__version__}, transformers {transformers.__version__}, trl {trl.__version__}; device {device}",
          flush=True)
    hidden, layers, heads, kv, inter, vocab = SIZES["tiny" if args.tiny else "full"]
    cases = min(args.cases, 12) if args.tiny else args.cases
    steps = min(args.steps, 3) if args.tiny else args.steps
    work = Path(args.out or tempfile.mkdtemp(prefix="gpu_check_"))

    # 1. tokenizer and random model, made here
    t = time.time()
    tokenizer = bpe_tokenizer(corpus(3 if args.tiny else 20), vocab_size=vocab)
    model = random_lm(tokenizer, hidden, layers, heads, inter, kv_heads=kv, max_positions=8192)
    params = sum(p.numel() for p in model.parameters())
    model.save_pretrained(work / "model")
    tokenizer.save_pretrained(work / "model")
    del model
    print(f"model: {params / 1e9:.3f}B parameters, vocab {len(tokenizer)}, made in {time.time() - t:.0f}s", flush=True)

    # 2. the transformers teacher on `cases` cases (18 TAIL tasks, level 1)
    per_task = max(1, -(-cases // 18))
    max_tokens = 64 if args.tiny else 256
    teacher_out = work / "teacher"
    wall = sh("build.py", "mixture=tail_18", f"mixture.cases={per_task}", "mixture.levels.2=0", "mixture.levels.3=0",
              "teacher=transformers", f"teacher.model={work / 'model'}", "teacher.samples=1", "teacher.temperature=0",
              f"teacher.max_tokens={max_tokens}", f"teacher.batch_size={per_task * 18}",
              f"teacher.dtype={'bfloat16' if gpu else 'float32'}", "executor.workers=1", f"output_dir={teacher_out}")
    report = json.loads((work / "teacher.work" / "report.json").read_text())
    import pyarrow as pa
    import pyarrow.parquet as pq

    # every teacher sample, correct or not (a random model's are not), from the build's shards
    shards = sorted((work / "teacher.work" / "samples").glob("*.parquet"))
    if not shards:
        raise SystemExit(f"error: the teacher build left no samples shards in {work / 'teacher.work'}")
    samples = pa.concat_tables([pq.read_table(p, columns=["response", "finish_reason"]) for p in shards])
    # a sample cut by the limit generated max_tokens; one that stopped, its text's tokens and the stop
    # token (special tokens it emitted are skipped in the text, so this undercounts those)
    generated = sum(max_tokens if reason == "length" else len(tokenizer(text)["input_ids"]) + 1
                    for text, reason in zip(samples.column("response").to_pylist(),
                                            samples.column("finish_reason").to_pylist()))
    teacher_s = report["seconds"]["teacher"]
    rows = [{"phase": "teacher (generate)", "steps": samples.num_rows, "tokens": generated, "seconds": teacher_s,
             "tokens_per_s": generated / teacher_s, "peak": float("nan"), "unit": "", "loss": float("nan"),
             "wall": wall}]
    print(f"teacher: {samples.num_rows} samples, {generated} tokens in {teacher_s:.1f}s (build {wall:.0f}s)", flush=True)

    # 3. TAIL rows, then SFT and Mask-DPO on them
    data = work / "tail"
    sh("build.py", "mixture=tail_18", f"mixture.cases={max(4, per_task * 2)}", "teacher.negatives=1",
       "executor.workers=4", f"output_dir={data}")
    common = dict(dataset=str(data), max_steps=steps, logging_steps=max(1, steps // 3), save_steps=10**9,
                  max_length=1024 if args.tiny else 4096, warmup=0, gradient_checkpointing=gpu, bf16=gpu, dtype="float32",
                  attn_implementation="sdpa")
    sft_out = work / "sft"
    rows.append(train_phase(SFTSettings(model=str(work / "model"), mode="sft", output_dir=str(sft_out), batch_size=8,
                                        learning_rate=1e-4, **common), tokenizer, "SFT"))
    rows.append(train_phase(SFTSettings(model=str(sft_out), mode="mask_dpo", output_dir=str(work / "mask_dpo"),
                                        batch_size=4, learning_rate=1e-6, **common), tokenizer, "Mask-DPO"))

    print(f"\ngpu_check on {device}: {params / 1e9:.3f}B-parameter random model\n")
    header = f"{'phase':<20} {'steps/samples':>13} {'tokens':>9} {'seconds':>8} {'tokens/s':>10} {'peak memory':>22} {'last loss':>9}"
    print(header)
    print("-" * len(header))
    for r in rows:
        peak = "" if r["peak"] != r["peak"] else f"{r['peak']:.2f} {r['unit']}"
        print(f"{r['phase']:<20} {r['steps']:>13} {r['tokens']:>9} {r['seconds']:>8.1f} {r['tokens_per_s']:>10.0f} "
              f"{peak:>22} {r['loss']:>9.4f}")
    total = time.time() - t0
    print(f"\ntotal {total:.0f}s ({'within' if total <= 480 else 'OVER'} the 8-minute budget); work folder {work}")
    (work / "gpu_check.json").write_text(json.dumps({"device": device, "params": params, "rows": rows,
                                                     "total_s": total}, indent=1) + "\n")


if __name__ == "__main__":
    main()
