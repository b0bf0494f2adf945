"""Reading a "where, how many" move (a Nim heap and the stones taken from it, a staircase step and
the coins slid down from it) from an answer written as two numbers or in words.

The prompts ask for the place first ("2, 5"), but a model that answers in words puts the
numbers in whatever order its sentence takes: "take 5 from heap 2" names the amount first. A
number right after a place word ("heap 2", "from 2", "from heap 2") is therefore the place
wherever it stands; only when no number is labelled does the order decide.
"""

from __future__ import annotations

import re

from bootcamps.parse import parse_int_list


class MoveReader:
    """``read(text)`` -> (place, amount) or None, for one game's vocabulary.

    ``places``: words that name the place ("heap", "pile"); ``fillers``: other words that may
    stand around the numbers ("take", "stones"); both matched whole and case-insensitively."""

    def __init__(self, places: tuple[str, ...], fillers: tuple[str, ...], max_chars: int = 200):
        place = "|".join(places)
        label = r"(?:number|no\.?|#)?\s*:?\s*"  # "heap 2", "heap no. 2", "heap #2", "heap: 2"
        self._place = re.compile(rf"\b(?:from\s+)?(?:{place})s?\s*{label}(\d+)\b|\bfrom\s+{label}(\d+)\b", re.I)
        words = "|".join((*places, *fillers, "from", "number", "the"))
        self._fillers = re.compile(rf"\bno\.|\b(?:{words})s?\b|[:#]", re.I)
        self.max_chars = max_chars

    def read(self, text: object) -> tuple[int, int] | None:
        if not isinstance(text, str) or len(text) > self.max_chars:
            return None
        labels = list(self._place.finditer(text))
        if len(labels) > 1:
            return None  # two places named: not one move
        if labels:
            match = labels[0]
            rest = (text[: match.start()] + " " + text[match.end():]).strip()
            amount = parse_int_list(self._fillers.sub(" ", rest).strip(" ,;-"))
            if amount is None or len(amount) != 1:
                return None
            return int(match.group(1) or match.group(2)), amount[0]
        numbers = parse_int_list(self._fillers.sub(" ", text))
        if numbers is None or len(numbers) != 2:
            return None
        return numbers[0], numbers[1]
