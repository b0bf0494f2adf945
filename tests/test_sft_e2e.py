"""End to end: build.py makes a dataset folder, then `python -m sft.train` runs SFT, DPO and
Mask-DPO (LoRA) on it with a tiny model saved here; the shipped configs compose."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("torch")
pytest.importorskip("trl")

from tiny_lm import save_tiny  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


def run(*args, timeout=300):
    done = subprocess.run([sys.executable, *args], cwd=ROOT, capture_output=True, text=True, timeout=timeout)
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("e2e")
    run("build.py", "mixture=tail_18", "mixture.include=[algorithm/binary_search,algorithm/compare_numbers]",
        "mixture.count=2", "mixture.cases=4", "mixture.levels.2=0", "mixture.levels.3=0", "executor.workers=1",
        f"output_dir={tmp / 'data'}")
    return tmp, save_tiny(tmp / "tiny")


@pytest.mark.parametrize("mode, extra", [
    ("sft", []),
    ("dpo", []),
    ("mask_dpo", ["sft.lora=true", "sft.lora_r=4"]),
])
def test_train_cli_on_a_build(built, mode, extra):
    tmp, model = built
    out = tmp / mode
    stdout = run("-m", "sft.train", f"sft.dataset={tmp / 'data'}", f"sft.model={model}", f"sft.mode={mode}",
                 f"sft.output_dir={out}", "sft.max_steps=2", "sft.batch_size=2", "sft.max_length=1024",
                 "sft.logging_steps=1", "sft.gradient_checkpointing=false", *extra)
    report = json.loads((out / "bootforge_train.json").read_text())
    assert report["global_step"] == 2 and len(report["logged_losses"]) == 2
    trained = report["counts"]["rows_trained" if mode == "sft" else "pairs_trained"]
    assert trained == 8 and f"{mode}: 2 steps" in stdout
    saved = "adapter_config.json" if extra else "model.safetensors"
    assert (out / saved).exists() and (out / "tokenizer.json").exists()


def test_shipped_configs_compose():
    from hydra import compose, initialize_config_dir
    from hydra.core.config_store import ConfigStore
    from omegaconf import OmegaConf

    from sft.train import SFTSettings, check

    ConfigStore.instance().store(group="sft", name="schema", node=SFTSettings)
    names = sorted(p.stem for p in (ROOT / "conf" / "sft").glob("*.yaml"))
    assert {"default", "small_1gpu", "qwen7b_node"} <= set(names)
    with initialize_config_dir(config_dir=str(ROOT / "conf"), version_base=None):
        for name in names:
            cfg = compose(config_name="train", overrides=[f"sft={name}", f"sft.dataset={ROOT}"])
            settings = SFTSettings(**OmegaConf.to_container(cfg.sft, resolve=True))
            check(settings)  # every shipped config passes the settings checks
    accelerate = {p.stem for p in (ROOT / "conf" / "accelerate").glob("*.yaml")}
    assert {"ddp", "zero3"} <= accelerate
