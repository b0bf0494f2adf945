"""The one answer parser and its normalisers, shared by every bootcamp.

Everything here is total (returns ``None`` instead of raising on bad text), never evaluates
model text, and runs in time linear in the input: a megabyte of garbage or 100k nested
braces returns promptly.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from fractions import Fraction

# Longer numbers are not answers we ask for, and int() refuses > 4300 digits anyway.
MAX_NUMBER_CHARS = 4000
# 10**1000 is already far past any answer we ask for; a larger exponent would be built in full.
MAX_EXPONENT = 1000
MAX_BRACE_DEPTH = 64
_TAG_PAIRS = (("<answer>", "</answer>"), ("[answer]", "[/answer]"))
# Every tag, in any ASCII case (re.ASCII: no Unicode case folding, so the Kelvin sign is not a
# "k"). One regex scan finds them without a lowered copy of the response, which str.translate
# made slowly when the response holds non-ASCII text (~0.3 s a megabyte).
_TAG_TOKENS = re.compile(r"</think>|<answer>|</answer>|\[answer\]|\[/answer\]", re.IGNORECASE | re.ASCII)
_BOXED_TOKENS = re.compile(r"\\(?:boxed|fbox)\s*\{|\{|\}")


def _reader_fold_table() -> dict[int, str]:
    """Only characters a reader takes for the same one: fullwidth ASCII, the Unicode minus and
    the no-break and thin spaces. Super- and subscripts are *not* folded (``2⁴`` is not ``24``),
    which is why this replaces NFKC."""
    table = {code: chr(code - 0xFEE0) for code in range(0xFF01, 0xFF5F)}
    table.update({0x3000: " ", 0x00A0: " ", 0x2007: " ", 0x2009: " ", 0x202F: " ", 0x2212: "-"})
    return table


_READER_FOLD = _reader_fold_table()


def fold(text: str) -> str:
    """Fold the characters that read the same (see ``_reader_fold_table``); nothing else."""
    return text.translate(_READER_FOLD)


def _top_level_boxes(text: str, start: int = 0) -> list[tuple[int, int]] | None:
    """(content start, closing brace) of every closed ``\\boxed{}``/``\\fbox{}`` that is not inside
    another brace group, in one pass with a stack of indices. ``None`` when braces nest deeper
    than ``MAX_BRACE_DEPTH``: no answer nests that deep, and giving up there keeps a flood of
    ``\\boxed{`` cheap."""
    stack: list[tuple[bool, int]] = []  # (is_boxed, content start)
    found: list[tuple[int, int]] = []
    for match in _BOXED_TOKENS.finditer(text, start):
        token = match.group()
        if token == "}":
            if not stack:
                continue
            is_boxed, content = stack.pop()
            if is_boxed and not stack:
                found.append((content, match.start()))
        else:
            if len(stack) >= MAX_BRACE_DEPTH:
                return None
            stack.append((token != "{", match.end()))
    return found


def _first_box(text: str) -> int:
    return min((i for i in (text.find("\\boxed"), text.find("\\fbox")) if i >= 0), default=-1)


def _tag_positions(text: str) -> dict[str, list[int]]:
    """Start positions of every tag, by its lower-case form, in increasing order."""
    positions: dict[str, list[int]] = {}
    for match in _TAG_TOKENS.finditer(text):
        positions.setdefault(match.group().lower(), []).append(match.start())
    return positions


def _last_tagged(positions: dict[str, list[int]], cut: int) -> tuple[int, int, int] | None:
    """(closing position, content start, content end) of the last closed answer tag block that
    lies after ``cut``."""
    best: tuple[int, int, int] | None = None
    for open_tag, close_tag in _TAG_PAIRS:
        ends = positions.get(close_tag, [])
        if not ends or ends[-1] < cut:
            continue
        end = ends[-1]
        starts = positions.get(open_tag, [])
        i = bisect_right(starts, end - len(open_tag)) - 1  # the last opening tag that ends by ``end``
        if i < 0 or starts[i] < cut:
            continue
        if best is None or end > best[0]:
            best = (end, starts[i] + len(open_tag), end)
    return best


_FENCE_INFO = re.compile(r"[\w+.#-]*[ \t]*")  # what may follow ``` on a fence's opening line


def _strip_fence(content: str) -> str:
    """The inside of a Markdown code fence that wraps the whole content (```, an optional
    language name on the opening line, then ```), or the content unchanged."""
    if len(content) < 6 or not content.startswith("```") or not content.endswith("```"):
        return content
    inner = content[3:-3]
    if "```" in inner:  # several fenced blocks, not one wrapping the answer
        return content
    first, newline, rest = inner.partition("\n")
    if newline and _FENCE_INFO.fullmatch(first):  # the opening line holds only a language name
        inner = rest
    return inner.strip()


# LaTeX bracket sizing (\left( ... \right)) only sets the size of the bracket after it.
_SIZING = re.compile(r"\\(?:left|right|[bB]igg?[lr]?)\s*(?=[()\[\]|]|\\[{}|])")


# Markdown emphasis and inline code, longest mark first ("**5**" is bold, not italic "*5*").
# Not "_" and "__": underscores start and end identifiers ("__init__", "_tmp_") far more often
# than a model writes a final answer in underscore italics.
_EMPHASIS_MARKS = ("**", "`", "*")


def _strip_emphasis(content: str) -> str:
    """The inside of Markdown bold, ``*`` italics or inline code that wraps the whole content, or the
    content unchanged. As in Markdown, the mark does not recur inside and the text inside does
    not start or end with a space, so ``**5** or **3**`` stays a hedge."""
    for mark in _EMPHASIS_MARKS:
        n = len(mark)
        if len(content) > 2 * n and content.startswith(mark) and content.endswith(mark):
            inner = content[n:-n]
            if mark not in inner and inner == inner.strip():
                return inner
    return content


def _unwrap(content: str, emphasis: bool = True) -> str | None:
    """Remove a code fence, ``$..$``, ``\\(..\\)``, ``\\[..\\]``, one enclosing ``\\boxed{}`` and
    (with ``emphasis``) Markdown bold, italics or inline code around the whole content (a few
    times), and bracket sizing commands (``\\left(`` is ``(``). ``None`` when the content holds
    several boxed candidates: ``\\boxed{5} or \\boxed{3}`` is a hedge, not an answer."""
    content = _SIZING.sub("", content.strip()) if "\\" in content else content.strip()
    for _ in range(4):  # "<answer>**$\\boxed{5}$**</answer>" and similar wrappers
        before = content
        content = _strip_fence(content)
        if emphasis:
            content = _strip_emphasis(content)
        if len(content) >= 2 and content[0] == "$" and content[-1] == "$":
            content = content.strip("$").strip()
        for left, right in (("\\(", "\\)"), ("\\[", "\\]")):
            if len(content) >= 4 and content.startswith(left) and content.endswith(right):
                content = content[2:-2].strip()
        first = _first_box(content)
        if first >= 0:
            boxes = _top_level_boxes(content, first)
            if boxes is None or len(boxes) > 1:
                return None
            if boxes and first == 0 and boxes[0][1] == len(content) - 1:
                content = content[boxes[0][0] : boxes[0][1]].strip()
        if content == before:
            break
    return content


def extract_answer(response: object, emphasis: bool = True) -> str | None:
    """The one final answer of a response, or ``None`` when it gives none or several.

    Only text after the last ``</think>`` counts. Of ``<answer>...</answer>``,
    ``[answer]...[/answer]`` and ``\\boxed{...}``, the one that closes last wins. A block holding
    several ``\\boxed{}`` candidates, or (without tags) several top-level ``\\boxed{}`` in the
    response, is a hedge and gives ``None``. Wrappers around the whole answer go (``_unwrap``):
    ``emphasis=False`` keeps Markdown marks, for answers that may start and end with ``*`` or
    a backtick. The result is reader-folded (``fold``).
    """
    if not isinstance(response, str):
        return None
    positions = _tag_positions(response)
    cut = positions["</think>"][-1] + len("</think>") if "</think>" in positions else 0
    tagged = _last_tagged(positions, cut)
    if cut:  # only text after the last </think> counts
        response = response[cut:]
        tagged = None if tagged is None else tuple(p - cut for p in tagged)
    first = _first_box(response)
    boxes = (_top_level_boxes(response, first) or []) if first >= 0 else []  # too deep: no box
    if tagged is None and not boxes:
        return None
    if tagged is not None and (not boxes or tagged[0] > boxes[-1][1]):
        content = response[tagged[1] : tagged[2]]
    else:
        # a bare \boxed{} answer: exactly one may be given after </think>
        outside = [b for b in boxes if tagged is None or not tagged[1] <= b[0] < tagged[2]]
        if len(outside) > 1:
            return None
        content = response[boxes[-1][0] : boxes[-1][1]]
    content = _unwrap(content, emphasis)
    return None if content is None else fold(content)


# ---------------------------------------------------------------- numbers

_INT = r"[+-]?\d+"
_DECIMAL = r"[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE]([+-]?\d+))?"
_RE_DECIMAL = re.compile(_DECIMAL)
_RE_FRACTION = re.compile(rf"({_INT})/({_INT})")
_RE_LATEX_FRAC = re.compile(rf"([+-]?)\\[dt]?frac\s*\{{\s*({_INT})\s*\}}\s*\{{\s*({_INT})\s*\}}")
# Thousands groupings only: 1,234 / 1 234 / 1\,234 / 1{,}234, the same separator throughout.
_RE_GROUPED = re.compile(r"[+-]?\d{1,3}(,| |\\,|\{,\})\d{3}(?:\1\d{3})*(?:\.\d+)?")
_SIGN_SPACE = re.compile(r"^([+-])\s+(?=[\d.\\])")
_SLASH_SPACE = re.compile(r"\s*/\s*")


def clean_math(text: str, final_period: bool = True) -> str:
    """Strip the wrappers models put around a value: $...$, \\(...\\), \\text{}, a final period
    (kept with ``final_period=False``, where a period is data, as in a grid of ``.`` cells)."""
    text = fold(text).strip()
    for left, right in (("$", "$"), ("\\(", "\\)"), ("\\[", "\\]")):
        if text.startswith(left) and text.endswith(right) and len(text) >= len(left) + len(right):
            text = text[len(left) : len(text) - len(right)].strip()
    text = re.sub(r"\\(?:text|mathrm|mathbf)\s*\{([^{}]*)\}", r"\1", text)
    return text.rstrip(".").strip() if final_period else text.strip()


def parse_number(text: object) -> Fraction | None:
    """An exact number from text: ints, signs, decimals, exponents (|e| <= MAX_EXPONENT), a/b,
    \\frac{a}{b}, and thousands groupings (``1,234``, ``1 234``, ``1\\,234``). Spaces anywhere
    else inside the digits make it unreadable (``2 4`` is not 24). ``None`` when it is not one
    number."""
    if not isinstance(text, str) or len(text) > MAX_NUMBER_CHARS:
        return None
    text = clean_math(text)
    if _RE_GROUPED.fullmatch(text):
        text = re.sub(r"[, ]|\\,|\{,\}", "", text)
    else:
        text = _SLASH_SPACE.sub("/", _SIGN_SPACE.sub(r"\1", text))
    if text.startswith("+"):
        text = text[1:]
    try:
        match = _RE_DECIMAL.fullmatch(text)
        if match:
            if match.group(1) is not None and abs(int(match.group(1))) > MAX_EXPONENT:
                return None
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


_NOT_AN_INTEGER_LITERAL = re.compile(r"[eE/]|frac")


def parse_int_literal(text: object) -> int | None:
    """An integer written out (``1234``, ``-7``, ``1,234``, ``12.0``), or ``None``; an exponent
    or a fraction (``1e3``, ``24/2``) is a different form from the one asked for."""
    if not isinstance(text, str) or _NOT_AN_INTEGER_LITERAL.search(text):
        return None
    return parse_int(text)


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
_LAYOUT = set(" \t,|")  # what may stand between cells


def parse_grid(text: object, width: int | None = None, final_period: bool = True, cells: str = "") -> list[list[str]] | None:
    """Rows of cell tokens from ``[[1,2],[3,4]]``, ``1 2\\n3 4``, ``12;34`` or a boxed-drawing
    layout with ``|`` and ``---+---`` rules. A row written without separators is split into
    characters when ``width`` says how many cells it has. ``final_period=False`` keeps a last
    ``.``, for grids whose cells may be periods. ``cells``: characters that are cell symbols
    (``-``, ``+``, ``=``, ``_``), so a line made only of them is a row, not a rule."""
    if not isinstance(text, str):
        return None
    text = clean_math(text, final_period)
    while text.startswith("[") and text.endswith("]"):
        text = text[1:-1].strip()
    rows: list[list[str]] = []
    for raw in _ROW_SPLIT.split(text):
        raw = raw.strip().strip("[]").strip()
        if not raw or (_RULE_LINE.match(raw) and not _row_of_cells(raw, cells)):
            continue
        tokens = [c.strip("'\"") for c in _CELL_SPLIT.split(raw) if c.strip("'\"")]
        if width is not None and len(tokens) == 1 and len(tokens[0]) == width:
            tokens = list(tokens[0])
        rows.append(tokens)
    return rows or None


def _row_of_cells(line: str, cells: str) -> bool:
    """A line that looks like a rule but holds cell symbols and nothing else but separators."""
    chars = set(line)
    return bool(chars & set(cells)) and chars <= set(cells) | _LAYOUT


def normalise_text(text: object) -> str | None:
    """Case-folded, whitespace-collapsed text without wrapping quotes or a final period."""
    if not isinstance(text, str):
        return None
    text = " ".join(fold(clean_math(text)).casefold().split())
    return text.strip("\"'`“”‘’").rstrip(".").strip()


def several_lines(text: str) -> bool:
    """Whether an extracted answer holds more than one non-empty line."""
    return sum(1 for line in text.splitlines() if line.strip()) > 1
