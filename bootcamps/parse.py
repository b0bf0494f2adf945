"""The one answer parser and its normalisers, shared by every bootcamp.

Everything here is total (returns ``None`` instead of raising on bad text), never evaluates
model text, and runs in time linear in the input: a megabyte of garbage or 100k nested
braces returns promptly.
"""

from __future__ import annotations

import re
import unicodedata
from fractions import Fraction

# Longer numbers are not answers we ask for, and int() refuses > 4300 digits anyway.
MAX_NUMBER_CHARS = 4000
_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")
_TAG_PAIRS = (("<answer>", "</answer>"), ("[answer]", "[/answer]"))
_BOXED_TOKENS = re.compile(r"\\(?:boxed|fbox)\s*\{|\{|\}")


def _last_tagged(text: str, folded: str) -> tuple[int, str] | None:
    best: tuple[int, str] | None = None
    for open_tag, close_tag in _TAG_PAIRS:
        end = folded.rfind(close_tag)
        if end < 0:
            continue
        start = folded.rfind(open_tag, 0, end)
        if start < 0:
            continue
        if best is None or end > best[0]:
            best = (end, text[start + len(open_tag) : end])
    return best


def _last_boxed(text: str) -> tuple[int, str] | None:
    """The last closed ``\\boxed{...}`` (nested braces allowed), in one pass with a stack."""
    first = min((i for i in (text.find("\\boxed"), text.find("\\fbox")) if i >= 0), default=-1)
    if first < 0:
        return None
    stack: list[tuple[bool, int]] = []  # (is_boxed, content start)
    best: tuple[int, str] | None = None
    for match in _BOXED_TOKENS.finditer(text, first):
        token = match.group()
        if token == "}":
            if not stack:
                continue
            is_boxed, start = stack.pop()
            if is_boxed:
                best = (match.start(), text[start : match.start()])
        else:
            stack.append((token != "{", match.end()))
    return best


def _unwrap(content: str) -> str:
    content = content.strip()
    for _ in range(3):  # "<answer>$\boxed{5}$</answer>" and similar wrappers
        before = content
        if len(content) >= 2 and content[0] == "$" and content[-1] == "$":
            content = content.strip("$").strip()
        if content.startswith(("\\boxed", "\\fbox")):
            inner = _last_boxed(content)
            if inner is not None and content.rstrip().endswith("}"):
                content = inner[1].strip()
        if content == before:
            break
    return content


def extract_answer(response: object) -> str | None:
    """The final answer of a response, or ``None`` when it gives none.

    Only text after the last ``</think>`` counts. Of ``<answer>...</answer>``,
    ``[answer]...[/answer]`` and ``\\boxed{...}``, the one that closes last wins.
    """
    if not isinstance(response, str):
        return None
    folded = response.translate(_ASCII_LOWER)  # same length as response, unlike str.lower
    think_end = folded.rfind("</think>")
    if think_end >= 0:
        cut = think_end + len("</think>")
        response, folded = response[cut:], folded[cut:]
    candidates = [c for c in (_last_tagged(response, folded), _last_boxed(response)) if c]
    if not candidates:
        return None
    return _unwrap(max(candidates, key=lambda c: c[0])[1])


# ---------------------------------------------------------------- numbers

_INT = r"[+-]?\d+"
_DECIMAL = r"[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?"
_RE_DECIMAL = re.compile(_DECIMAL)
_RE_FRACTION = re.compile(rf"({_INT})\s*/\s*({_INT})")
_RE_LATEX_FRAC = re.compile(rf"([+-]?)\\[dt]?frac\s*\{{\s*({_INT})\s*\}}\s*\{{\s*({_INT})\s*\}}")
_RE_GROUPED = re.compile(r"[+-]?\d{1,3}(?:([, ])\d{3})(?:\1\d{3})*(?:\.\d+)?")
_SPACES = re.compile(r"[\s\u00a0\u2009\u202f]+|\\[,!;: ]")


def clean_math(text: str) -> str:
    """Strip the wrappers models put around a value: $...$, \\(...\\), \\text{}, a final period."""
    text = unicodedata.normalize("NFKC", text).replace("\u2212", "-").strip()
    for left, right in (("$", "$"), ("\\(", "\\)"), ("\\[", "\\]")):
        if text.startswith(left) and text.endswith(right) and len(text) >= len(left) + len(right):
            text = text[len(left) : len(text) - len(right)].strip()
    text = re.sub(r"\\(?:text|mathrm|mathbf)\s*\{([^{}]*)\}", r"\1", text)
    return text.rstrip(".").strip()


def parse_number(text: object) -> Fraction | None:
    """An exact number from text: ints, signs, decimals, exponents, a/b, \\frac{a}{b},
    thousands separators (``1,234`` or ``1 234``). ``None`` when it is not one number."""
    if not isinstance(text, str) or len(text) > MAX_NUMBER_CHARS:
        return None
    text = clean_math(text)
    if _RE_GROUPED.fullmatch(text.replace("\u00a0", " ")):
        text = text.replace(",", "").replace(" ", "").replace("\u00a0", "")
    else:
        text = _SPACES.sub("", text)
    if text.startswith("+"):
        text = text[1:]
    try:
        if _RE_DECIMAL.fullmatch(text):
            return Fraction(text)
        match = _RE_FRACTION.fullmatch(text)
        if match:
            den = int(match.group(2))
            return Fraction(int(match.group(1)), den) if den else None
        match = _RE_LATEX_FRAC.fullmatch(text)
        if match:
            den = int(match.group(3))
            if not den:
                return None
            value = Fraction(int(match.group(2)), den)
            return -value if match.group(1) == "-" else value
    except (ValueError, OverflowError, ZeroDivisionError):
        return None
    return None


def parse_int(text: object) -> int | None:
    """An integer (``12``, ``12.0``, ``1,200``), or ``None``."""
    value = parse_number(text)
    if value is None or value.denominator != 1:
        return None
    return int(value)


def format_number(value: Fraction | int) -> str:
    """Canonical text of an exact number: ``3``, ``-3/4``."""
    value = Fraction(value)
    return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


# ---------------------------------------------------------------- lists, grids, text

_ITEM_SPLIT = re.compile(r"[,;\s]+")
_BRACKETS = "[](){}"


def split_items(text: object) -> list[str] | None:
    """Items of a flat list: ``[1, 2, 3]``, ``(a, b)``, ``1 2 3``, ``a;b``. ``None`` if not a string."""
    if not isinstance(text, str):
        return None
    text = clean_math(text)
    while len(text) >= 2 and text[0] in "[({" and text[-1] in "])}":
        text = text[1:-1].strip()
    return [item.strip("'\"") for item in _ITEM_SPLIT.split(text) if item.strip("'\"")]


def parse_number_list(text: object) -> list[Fraction] | None:
    """A list of exact numbers (no thousands separators inside lists), or ``None``."""
    items = split_items(text)
    if items is None:
        return None
    numbers = [parse_number(item) for item in items]
    return None if any(n is None for n in numbers) else numbers  # type: ignore[return-value]


def parse_int_list(text: object) -> list[int] | None:
    numbers = parse_number_list(text)
    if numbers is None or any(n.denominator != 1 for n in numbers):
        return None
    return [int(n) for n in numbers]


_ROW_SPLIT = re.compile(r"\n|;|\]\s*,?\s*\[")
_RULE_LINE = re.compile(r"^[\s\-+=|_]*$")
_CELL_SPLIT = re.compile(r"[\s,|]+")


def parse_grid(text: object, width: int | None = None) -> list[list[str]] | None:
    """Rows of cell tokens from ``[[1,2],[3,4]]``, ``1 2\\n3 4``, ``12;34`` or a boxed-drawing
    layout with ``|`` and ``---+---`` rules. A row written without separators is split into
    characters when ``width`` says how many cells it has."""
    if not isinstance(text, str):
        return None
    text = clean_math(text).strip()
    while text.startswith("[") and text.endswith("]"):
        text = text[1:-1].strip()
    rows: list[list[str]] = []
    for raw in _ROW_SPLIT.split(text):
        raw = raw.strip().strip("[]").strip()
        if not raw or _RULE_LINE.match(raw):
            continue
        cells = [c.strip("'\"") for c in _CELL_SPLIT.split(raw) if c.strip("'\"")]
        if width is not None and len(cells) == 1 and len(cells[0]) == width:
            cells = list(cells[0])
        rows.append(cells)
    return rows or None


def normalise_text(text: object) -> str | None:
    """Case-folded, whitespace-collapsed text without wrapping quotes or a final period."""
    if not isinstance(text, str):
        return None
    text = " ".join(unicodedata.normalize("NFKC", clean_math(text)).casefold().split())
    return text.strip("\"'`“”‘’").rstrip(".").strip()
