"""The SFT warm-start, shown: TAIL traces against answer-only targets, from scratch on CPU.

    python bench/warm_start.py [--steps 1000] [--cases 500] [--eval-cases 40] [--threads 1]

1. `build.py` (tail teacher) makes SFT rows for a few simple TAIL tasks at the training levels.
2. The same rows with the assistant turn cut to its final `<answer>..</answer>` line make the
   answer-only set.
3. A BPE tokenizer is trained on the build's text, and two identical random Qwen2-style models
   (same seed, same size) are trained with `sft.train` (TRL's SFTTrainer) for the same number of
   optimizer steps and rows per step: one on TAIL traces, one on answers only.
4. Both answer greedily the `eval` split of each task at the training levels and at a longer
   level than any trained on (TAIL's length-generalisation claim), scored by the bootcamps' own
   verifiers. The table prints pass rates per task and level.

A benchmark, not a test: it prints figures, whatever they are. The defaults (a 0.2M-parameter
model, 1000 steps of 8 rows) take roughly 10-15 CPU-minutes; on a shared CPU pass --threads 1.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

ANSWER = re.compile(r"<answer>.*?</answer>", re.S)


def build(out: Path, tasks: list[str], levels: list[str], cases: int, workers: int) -> Path:
    shares = [f"mixture.levels.{lv}={1 if lv in levels else 0}" for lv in "12345"]
    cmd = [sys.executable, "build.py", "mixture=tail_18", f"mixture.include=[{','.join(tasks)}]",
           f"mixture.count={len(tasks)}", f"mixture.cases={cases}", *shares, "teacher.negatives=0",
           f"executor.workers={workers}", f"output_dir={out}"]
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    if done.returncode:
        raise SystemExit(f"error: build.py failed: {done.stderr[-2000:]}")
    return out


def answer_only(source: Path, dest: Path) -> Path:
    """The build's SFT rows with each assistant turn cut to its final answer block."""
    import pyarrow.parquet as pq
    from datasets import Dataset

    rows = pq.read_table(next((source / "data" / "sft").glob("*.parquet"))).to_pylist()
    for row in rows:
        trace = row["messages"][-1]["content"]
        blocks = ANSWER.findall(trace)
        if not blocks:
            raise SystemExit(f"error: SFT row {row['id']} has no <answer> block")
        row["messages"][-1]["content"] = blocks[-1]
    (dest / "data" / "sft").mkdir(parents=True, exist_ok=True)
    Dataset.from_list(rows).to_parquet(str(dest / "data" / "sft" / "train-00000-of-00001.parquet"))
    return dest


def evaluate(model, tokenizer, tasks, levels, n_cases: int, batch: int = 40) -> dict:
    """Pass rate per (task, level) on the eval split, greedy, scored by the bootcamp."""
    import torch

    import bootcamps

    model.eval()
    tokenizer.padding_side = "left"
    results = {}
    for task in tasks:
        bc = bootcamps.get(task)
        for level in levels:
            cases = [bc.case(i, level, split="eval") for i in range(n_cases)]
            gold_tokens = max(len(tokenizer(bc.trace(c))["input_ids"]) for c in cases)
            scores = []
            for at in range(0, len(cases), batch):
                chunk = cases[at:at + batch]
                prompts = [tokenizer.apply_chat_template([{"role": "user", "content": c.prompt}], tokenize=False,
                                                         add_generation_prompt=True) for c in chunk]
                enc = tokenizer(prompts, return_tensors="pt", padding=True, add_special_tokens=False)
                room = model.config.max_position_embeddings - enc["input_ids"].shape[1]
                with torch.no_grad():
                    out = model.generate(**enc, max_new_tokens=min(room, int(gold_tokens * 1.3) + 16), do_sample=False,
                                         eos_token_id=tokenizer.eos_token_id, pad_token_id=tokenizer.pad_token_id)
                texts = tokenizer.batch_decode(out[:, enc["input_ids"].shape[1]:], skip_special_tokens=True)
                scores += [bc.score(c, t) for c, t in zip(chunk, texts)]
            results[(task, level)] = (sum(scores) / len(scores), gold_tokens)
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tasks", default="algorithm/compare_numbers,algorithm/binary_search")
    parser.add_argument("--train-levels", default="1")
    parser.add_argument("--eval-levels", default="1,2,3")
    parser.add_argument("--cases", type=int, default=500, help="train cases per task")
    parser.add_argument("--eval-cases", type=int, default=40, help="eval cases per task and level")
    parser.add_argument("--steps", type=int, default=1000)
    parser.add_argument("--batch-size", type=int, default=8)
    parser.add_argument("--lr", type=float, default=3e-3)
    parser.add_argument("--hidden", type=int, default=64)
    parser.add_argument("--layers", type=int, default=2)
    parser.add_argument("--max-length", type=int, default=1024)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--threads", type=int, default=0, help="torch threads (0: torch's default)")
    parser.add_argument("--out", default=None, help="work folder (default: a temporary one)")
    args = parser.parse_args()

    import torch

    from sft.data import load_rows
    from sft.local_models import bpe_tokenizer, random_lm
    from sft.train import SFTSettings, run

    if args.threads:
        torch.set_num_threads(args.threads)  # on a shared CPU, one thread per process avoids stalls at barriers
    tasks = args.tasks.split(",")
    train_levels, eval_levels = args.train_levels.split(","), args.eval_levels.split(",")
    work = Path(args.out or tempfile.mkdtemp(prefix="warm_start_"))
    t0 = time.time()
    data = build(work / "tail", tasks, train_levels, args.cases, args.workers)
    answers = answer_only(data, work / "answer_only")
    rows = load_rows(str(data), "sft")
    texts = [m["content"] for row in rows for m in row["messages"]]
    tokenizer = bpe_tokenizer(texts, vocab_size=1024)
    print(f"build: {len(rows)} SFT rows of {len(tasks)} tasks at levels {','.join(train_levels)} "
          f"({time.time() - t0:.0f}s); work folder {work}", flush=True)

    figures = {}
    for name, folder in (("tail", data), ("answer_only", answers)):
        t = time.time()
        model = random_lm(tokenizer, hidden=args.hidden, layers=args.layers, heads=4, intermediate=4 * args.hidden,
                          max_positions=2048, seed=0)
        settings = SFTSettings(dataset=str(folder), output_dir=str(work / f"model_{name}"), max_steps=args.steps,
                               batch_size=args.batch_size, learning_rate=args.lr, lr_scheduler="cosine", warmup=0.05,
                               max_length=args.max_length, logging_steps=max(1, args.steps // 10), save_steps=10**9,
                               gradient_checkpointing=False, bf16=False, seed=0)
        trainer, report = run(settings, model, tokenizer)
        train_s = time.time() - t
        t = time.time()
        scores = evaluate(trainer.model, tokenizer, tasks, eval_levels, args.eval_cases)
        figures[name] = {"report": report, "scores": scores, "train_s": train_s, "eval_s": time.time() - t}
        print(f"{name}: {report['counts']}, final logged loss {report['logged_losses'][-1]:.3f}, "
              f"train {train_s:.0f}s, eval {time.time() - t:.0f}s", flush=True)

    params = sum(p.numel() for p in trainer.model.parameters())
    print(f"\nwarm start: {params / 1e6:.2f}M-parameter model from scratch, {args.steps} steps x {args.batch_size} rows "
          f"each variant; train levels {','.join(train_levels)}; eval split, {args.eval_cases} cases per cell, greedy\n")
    header = f"{'task':<28} {'level':>5} {'trained':>7} {'gold trace tok':>14} {'TAIL pass':>9} {'answer-only pass':>16}"
    print(header)
    print("-" * len(header))
    for task in tasks:
        for level in eval_levels:
            tail, gold = figures["tail"]["scores"][(task, level)]
            answer, _ = figures["answer_only"]["scores"][(task, level)]
            seen = "yes" if level in train_levels else "no"
            print(f"{task:<28} {level:>5} {seen:>7} {gold:>14} {tail:>9.3f} {answer:>16.3f}")
    for level in eval_levels:
        tail = sum(figures["tail"]["scores"][(t, level)][0] for t in tasks) / len(tasks)
        answer = sum(figures["answer_only"]["scores"][(t, level)][0] for t in tasks) / len(tasks)
        print(f"{'mean':<28} {level:>5} {'yes' if level in train_levels else 'no':>7} {'':>14} {tail:>9.3f} {answer:>16.3f}")
    summary = {name: {f"{t}@{lv}": s for (t, lv), (s, _) in f["scores"].items()} for name, f in figures.items()}
    (work / "warm_start.json").write_text(json.dumps(summary, indent=1) + "\n")
    print(f"\ntotal {time.time() - t0:.0f}s; figures in {work / 'warm_start.json'}")


if __name__ == "__main__":
    main()
