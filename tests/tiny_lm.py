"""A tiny random causal LM and a tokenizer trained here, so no test ever downloads a model."""

from __future__ import annotations

CHAT_TEMPLATE = (
    "{% for m in messages %}<|{{ m['role'] }}|>{{ m['content'] }}<|end|>{% endfor %}"
    "{% if add_generation_prompt %}<|assistant|>{% endif %}"
)
CORPUS = [
    "Convert the number to base 8. Give your final answer inside <answer></answer> tags.",
    "read digit 0: x[0]=\"1\", value=1\ndivide 0: v=924182, q=115522, r[0]=\"6\", next=true",
    "Step 1 (read digit 0): Read x[0]=\"1\"; value*14+1 gives value=1. <answer>3415026</answer>",
    "0123456789 abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ =[](){}<>/\"',.;:+-*|_",
    "interval {0,4}: interval=(0, 4), find=-6362, mid=2, s[2]=-5371, cmp=\"greater\", next=(0, 1)",
    "Determine the index of 3505 within the ascending array by repeatedly halving the search interval.",
]


def tiny_tokenizer(vocab_size: int = 400):
    from tokenizers import Tokenizer, models, pre_tokenizers, decoders, trainers
    from transformers import PreTrainedTokenizerFast

    tok = Tokenizer(models.BPE(unk_token="<|unk|>"))
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    special = ["<|unk|>", "<|pad|>", "<|end|>", "<|user|>", "<|assistant|>", "<|system|>"]
    trainer = trainers.BpeTrainer(vocab_size=vocab_size, special_tokens=special,
                                  initial_alphabet=pre_tokenizers.ByteLevel.alphabet())
    tok.train_from_iterator(CORPUS * 4, trainer)
    fast = PreTrainedTokenizerFast(tokenizer_object=tok, unk_token="<|unk|>", pad_token="<|pad|>",
                                   eos_token="<|end|>", bos_token="<|end|>")
    fast.chat_template = CHAT_TEMPLATE
    return fast


def tiny_model(tokenizer, seed: int = 0, n_embd: int = 32, n_layer: int = 2):
    import torch
    from transformers import GPT2Config, GPT2LMHeadModel

    torch.manual_seed(seed)
    config = GPT2Config(vocab_size=len(tokenizer), n_positions=1024, n_embd=n_embd, n_layer=n_layer, n_head=2,
                        bos_token_id=tokenizer.bos_token_id, eos_token_id=tokenizer.eos_token_id,
                        pad_token_id=tokenizer.pad_token_id)
    return GPT2LMHeadModel(config)


def save_tiny(folder, seed: int = 0) -> str:
    """A tiny model and its tokenizer saved where ``from_pretrained`` (and ``python -m sft.train``) finds them."""
    tokenizer = tiny_tokenizer()
    tiny_model(tokenizer, seed).save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    return str(folder)
