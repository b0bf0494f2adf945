"""Strict readers for answers written as plain literals: one integer, a yes/no word, a list of ints.

``parse.parse_int`` is generous on purpose (``6/3``, ``1e2``, superscript digits folded by NFKC),
which lets a restated question ("6/3") or a folded power ("2⁴") pass as a value. Bootcamps whose
answer is a computed integer read it here instead: ASCII digits, an optional sign, optional
thousands groups (``1,234`` or ``1 234``), an optional ``$..$`` wrapper or final period, nothing else.
"""

from __future__ import annotations

import re

MAX_CHARS = 400
_INT = re.compile(r"[+-]?(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]{1,3}(?: [0-9]{3})+|[0-9]+)")
_INT_ITEM = re.compile(r"[+-]?[0-9]+")
_ITEM_SEP = re.compile(r"\s*[,;]\s*|\s+")


def _unwrap(text: str) -> str:
    text = text.strip()
    if len(text) >= 2 and text[0] == "$" and text[-1] == "$":
        text = text[1:-1].strip()
    if len(text) >= 2 and text[0] == text[-1] == '"':  # the prompts show their examples quoted
        text = text[1:-1].strip()
    if text.endswith("."):
        text = text[:-1].rstrip()
    return text.replace("\u2212", "-")


def strict_int(text: object) -> int | None:
    """One integer literal, or ``None``: no fractions, exponents, unicode digits or split digits."""
    if not isinstance(text, str) or len(text) > MAX_CHARS:
        return None
    text = _unwrap(text)
    if not _INT.fullmatch(text):
        return None
    return int(text.replace(",", "").replace(" ", ""))


def strict_int_list(text: object, max_items: int = 1000) -> list[int] | None:
    """Integers separated by commas, semicolons or spaces, optionally in one pair of brackets
    (``[]``, ``()``, ``{}`` or LaTeX's ``\\{ \\}``); ``[]`` or ``none`` is the empty list. ``None``
    for anything else."""
    if not isinstance(text, str) or len(text) > 12 * max_items + 20:
        return None
    text = _unwrap(text)
    if len(text) >= 4 and text.startswith("\\{") and text.endswith("\\}"):
        text = text[2:-2].strip()
    elif len(text) >= 2 and (text[0], text[-1]) in (("[", "]"), ("(", ")"), ("{", "}")):
        text = text[1:-1].strip()
    if text == "" or text.casefold() in ("none", "empty"):
        return []
    items = _ITEM_SEP.split(text)
    if len(items) > max_items or not all(_INT_ITEM.fullmatch(item) for item in items):
        return None
    return [int(item) for item in items]


def strict_word(text: object, choices: dict[str, str]) -> str | None:
    """The canonical word for an answer that must be exactly one of ``choices`` (lower-case
    spelling -> canonical), ignoring case, surrounding quotes, ``$`` and a final period."""
    if not isinstance(text, str) or len(text) > MAX_CHARS:
        return None
    text = _unwrap(text).strip("\"'`*").strip().casefold()
    text = " ".join(text.split())
    return choices.get(text)


YES_NO = {"yes": "yes", "no": "no", "true": "yes", "false": "no"}


class IntSequenceAnswer:
    """Mixin: the answer is an ordered list of integers (empty allowed, written ``none`` or
    ``[]``), read with ``strict_int_list``; order and length must match."""

    def check(self, data: dict, answer: list[int], text: str) -> float:
        return 1.0 if strict_int_list(text, max_items=len(answer) + 50) == list(answer) else 0.0


class ExactStringAnswer:
    """Mixin: the answer is one string of symbols that must match exactly (case and spacing
    included), allowing only surrounding quotes or backticks and a final period."""

    def check(self, data: dict, answer: str, text: str) -> float:
        if len(text) > 2 * len(answer) + 20:
            return 0.0  # bounded before any stripping: megabyte replies cost nothing
        written = text.strip()
        # One sentence-final period may follow the answer, outside quotes or inside them; it is
        # never stripped off an answer that itself ends in one ("Dr." is "Dr." or "Dr..", not "Dr").
        forms = []
        for form, bare in ((written, True), (written[:-1], False)) if written.endswith(".") else ((written, True),):
            unquoted = form.strip().strip("`\"'").strip()
            forms.append(unquoted)
            if bare and unquoted.endswith("."):
                forms.append(unquoted[:-1].rstrip())
        return 1.0 if answer in forms else 0.0
