"""Answers that are a list of groups of integers, written ``[20], [5, 10], [], [30]``.

B-tree nodes level by level, the chains of a hash table bucket by bucket and the search paths
of a skip list are all an ordered list of ordered int lists. The reader accepts the groups
separated by commas, semicolons, bars or spaces, optionally inside one outer pair of brackets
(``[[20], [5, 10]]``); inside a group the ints are separated by commas or spaces. It is
bounded, total and exact: anything else between or inside the groups makes it ``None``.
"""

from __future__ import annotations

import re
from typing import Any

MAX_CHARS = 20_000
_GROUP = re.compile(r"\[([^\[\]]*)\]")
_GAP = re.compile(r"[\s,;|]*")
_INT = re.compile(r"[+-]?[0-9]+")
_SEP = re.compile(r"\s*,\s*|\s+")


def render_groups(groups: list[list[int]]) -> str:
    """``[20], [5, 10], []``: the canonical answer text."""
    return ", ".join("[" + ", ".join(map(str, g)) + "]" for g in groups)


def parse_int_groups(text: object, max_groups: int = 2_000) -> list[list[int]] | None:
    """The groups of ``[1, 2], [], [3]`` (see the module docstring), or ``None``."""
    if not isinstance(text, str) or len(text) > MAX_CHARS:
        return None
    text = text.strip().replace("\u2212", "-")
    if len(text) >= 2 and text[0] == "$" and text[-1] == "$":
        text = text[1:-1].strip()
    if text.endswith("."):
        text = text[:-1].rstrip()
    if re.match(r"\[\s*\[", text) and re.search(r"\]\s*\]$", text):
        text = text[1:-1].strip()  # one outer pair of brackets around all the groups
    groups: list[list[int]] = []
    end = 0
    for match in _GROUP.finditer(text):
        if not _GAP.fullmatch(text, end, match.start()) or len(groups) >= max_groups:
            return None
        body = match.group(1).strip()
        items = _SEP.split(body) if body else []
        if not all(_INT.fullmatch(item) for item in items):
            return None
        groups.append([int(item) for item in items])
        end = match.end()
    if not groups or not _GAP.fullmatch(text, end):
        return None
    return groups


class IntGroupsAnswer:
    """Mixin: the answer is a list of int lists; every group and its order must match."""

    def check(self, data: dict, answer: Any, text: str) -> float:
        groups = parse_int_groups(text, max_groups=len(answer) + 50)
        return 1.0 if groups == [list(g) for g in answer] else 0.0

    def format_answer(self, answer: list[list[int]]) -> str:
        return render_groups(answer)
