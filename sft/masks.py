"""Token masks for Mask-DPO from the character spans bootforge stores.

The public Mask-DPO code finds each sentence's tokens by encoding sentences one by one, which
drifts from the joint tokenisation and silently falls back to plain DPO. Here each side's whole
conversation is tokenised once, as the trainer will see it, and every token is placed by the
tokenizer's offset mapping. A side whose mask keeps no token is reported, never trained as plain
DPO (``EncodedPair.chosen_kept`` / ``rejected_kept`` are 0 there; the trainer drops and counts it).
"""

from __future__ import annotations

from dataclasses import dataclass

HALLUCINATION = "hallucination"
NO_HALLUCINATION = "no_hallucination"


@dataclass
class EncodedPair:
    prompt_ids: list[int]
    chosen_ids: list[int]  # the tokens after the shared prompt (the response and the template's end of turn)
    rejected_ids: list[int]
    chosen_mask: list[int]  # 1 where the token's log-prob counts, aligned with chosen_ids
    rejected_mask: list[int]

    @property
    def chosen_kept(self) -> int:
        return sum(self.chosen_mask)

    @property
    def rejected_kept(self) -> int:
        return sum(self.rejected_mask)

    @property
    def length(self) -> int:
        """Tokens of the longer side, prompt included: what must fit in ``max_length``."""
        return len(self.prompt_ids) + max(len(self.chosen_ids), len(self.rejected_ids))


def check_item(response: str, item: dict) -> list[tuple[int, int, bool]]:
    """The item's sentences as sorted ``(start, end, is_error)`` character spans of ``response``;
    a span that does not hold its sentence's text is an error (the row and its labels disagree)."""
    sents, types, spans = item["sents"], item["type"], item["spans"]
    if not len(sents) == len(types) == len(spans):
        raise ValueError(f"mask item has {len(sents)} sents, {len(types)} types and {len(spans)} spans; expected equal counts")
    out = []
    end_before = 0
    for sent, kind, (a, b) in zip(sents, types, spans):
        if kind not in (HALLUCINATION, NO_HALLUCINATION):
            raise ValueError(f"mask item type {kind!r} is not {HALLUCINATION!r} or {NO_HALLUCINATION!r}")
        if not (end_before <= a <= b <= len(response)) or response[a:b] != sent:
            raise ValueError(f"mask item span [{a}, {b}] does not hold its sentence {sent[:40]!r} in order")
        out.append((a, b, kind == HALLUCINATION))
        end_before = b
    return out


def response_token_mask(offsets, response_start: int, spans, keep_errors: bool) -> list[int]:
    """1 for the tokens whose log-prob counts on this side.

    ``spans`` are ``(start, end, is_error)`` relative to the response, which starts at character
    ``response_start`` of the encoded text. Tokens before the response (the prompt) never count.
    The rejected side (``keep_errors``) counts exactly the tokens that overlap an error sentence;
    the chosen side counts every other response token, so text between sentences and the
    template's end-of-turn token are learned, and a token straddling an error is not. A token
    with an empty offset (some tokenizers trim whitespace tokens to a point) is placed at its point.
    Linear in tokens + spans: offsets and spans are both in text order.
    """
    absolute = [(response_start + a, response_start + b, err) for a, b, err in spans]
    mask = []
    j = 0
    for start, end in offsets:
        point = start == end
        if (end <= response_start and not point) or (point and start < response_start):
            mask.append(0)  # the prompt
            continue
        # spans ending at or before this token's start overlap neither it nor any later token
        while j < len(absolute) and absolute[j][1] <= start:
            j += 1
        error = False
        k = j
        while k < len(absolute) and (absolute[k][0] <= start if point else absolute[k][0] < end):
            error = absolute[k][2]
            if error:
                break
            k += 1
        mask.append(1 if error == keep_errors else 0)
    return mask


def locate_response(tokenizer, prompt: list[dict], response: str) -> tuple[str, int]:
    """The conversation text (prompt + assistant ``response``) and where the response starts in it."""
    prompt_text = tokenizer.apply_chat_template(prompt, tokenize=False, add_generation_prompt=True)
    text = tokenizer.apply_chat_template(prompt + [{"role": "assistant", "content": response}], tokenize=False)
    if text.startswith(prompt_text) and text.startswith(response, len(prompt_text)):
        return text, len(prompt_text)
    # Templates that render the prompt differently once an answer follows: the response is the
    # occurrence after the common prefix of the two renderings.
    common = 0
    for x, y in zip(prompt_text, text):
        if x != y:
            break
        common += 1
    at = text.find(response, common)
    if at < 0:
        raise ValueError("the chat template changes the response text (e.g. trims it), so its step spans cannot be placed")
    return text, at


def encode_side(tokenizer, prompt: list[dict], response: str, item: dict, keep_errors: bool):
    """``(input_ids, offsets, mask)`` of one side, tokenised jointly with its prompt."""
    spans = check_item(response, item)
    text, start = locate_response(tokenizer, prompt, response)
    encoded = tokenizer(text, add_special_tokens=False, return_offsets_mapping=True)
    offsets = [tuple(o) for o in encoded["offset_mapping"]]
    return list(encoded["input_ids"]), offsets, start, response_token_mask(offsets, start, spans, keep_errors)


def encode_pair(tokenizer, prompt: list[dict], chosen: str, rejected: str, chosen_item: dict, rejected_item: dict) -> EncodedPair:
    """Mask-DPO masks per the paper: the chosen side learns its correct sentences, the rejected side
    is penalised only on its incorrect ones; the shared prompt is split off as TRL's collator wants."""
    c_ids, c_off, c_start, c_mask = encode_side(tokenizer, prompt, chosen, chosen_item, keep_errors=False)
    r_ids, r_off, r_start, r_mask = encode_side(tokenizer, prompt, rejected, rejected_item, keep_errors=True)
    shared = 0
    for (ci, (_, ce)), (ri, (_, re)) in zip(zip(c_ids, c_off), zip(r_ids, r_off)):
        if ci != ri or ce > c_start or re > r_start:
            break
        shared += 1
    return EncodedPair(c_ids[:shared], c_ids[shared:], r_ids[shared:], c_mask[shared:], r_mask[shared:])
