"""Tokenizers and random causal LMs made on this machine, for benchmarks and checks with no
download: a byte-level BPE trained on the given texts with a small chat template, and a randomly
initialised Qwen2-style model sized by its hidden width and depth."""

from __future__ import annotations

CHAT_TEMPLATE = (
    "{% for m in messages %}<|{{ m['role'] }}|>{{ m['content'] }}<|end|>{% endfor %}"
    "{% if add_generation_prompt %}<|assistant|>{% endif %}"
)
SPECIAL = ["<|unk|>", "<|pad|>", "<|end|>", "<|user|>", "<|assistant|>", "<|system|>"]


def bpe_tokenizer(texts, vocab_size: int = 1024):
    """A fast byte-level BPE tokenizer trained on ``texts`` (any character encodes: unknown text
    falls back to bytes), with pad ``<|pad|>``, end of turn ``<|end|>`` and a chat template."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast

    tok = Tokenizer(models.BPE(unk_token="<|unk|>"))
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(vocab_size=vocab_size, special_tokens=SPECIAL,
                                  initial_alphabet=pre_tokenizers.ByteLevel.alphabet(), show_progress=False)
    tok.train_from_iterator(texts, trainer)
    fast = PreTrainedTokenizerFast(tokenizer_object=tok, unk_token="<|unk|>", pad_token="<|pad|>",
                                   eos_token="<|end|>", bos_token="<|end|>")
    fast.chat_template = CHAT_TEMPLATE
    return fast


def random_lm(tokenizer, hidden: int, layers: int, heads: int, intermediate: int, kv_heads: int | None = None,
              max_positions: int = 4096, seed: int = 0):
    """A randomly initialised Qwen2 causal LM over ``tokenizer``'s vocabulary."""
    import torch
    from transformers import Qwen2Config, Qwen2ForCausalLM

    torch.manual_seed(seed)
    config = Qwen2Config(vocab_size=len(tokenizer), hidden_size=hidden, num_hidden_layers=layers,
                         num_attention_heads=heads, num_key_value_heads=kv_heads or heads,
                         intermediate_size=intermediate, max_position_embeddings=max_positions,
                         tie_word_embeddings=True, bos_token_id=tokenizer.bos_token_id,
                         eos_token_id=tokenizer.eos_token_id, pad_token_id=tokenizer.pad_token_id)
    model = Qwen2ForCausalLM(config)
    model.generation_config.pad_token_id = tokenizer.pad_token_id
    model.generation_config.eos_token_id = tokenizer.eos_token_id
    return model
