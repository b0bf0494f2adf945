"""Answers in named parts ("Q = x + 1; R = 3", "S = 24pi; V = 12pi"): a label says which slot
its value fills, so labelled parts may come in any order while unlabelled ones keep theirs."""

from __future__ import annotations

from collections.abc import Callable, Sequence


def place_labelled(parts: Sequence[str], slot_of: Callable[[str], int | None]) -> list[str] | None:
    """``parts`` put into slot order: a part whose ``slot_of`` is an index goes there, the
    unlabelled ones fill the free slots in their given order. ``None`` where two parts claim one
    slot or a label names a slot outside ``range(len(parts))`` (a measure nobody asked for)."""
    placed: list[str | None] = [None] * len(parts)
    unlabelled = []
    for part in parts:
        slot = slot_of(part)
        if slot is None:
            unlabelled.append(part)
        elif not 0 <= slot < len(parts) or placed[slot] is not None:
            return None
        else:
            placed[slot] = part
    free = iter(unlabelled)
    return [part if part is not None else next(free) for part in placed]
