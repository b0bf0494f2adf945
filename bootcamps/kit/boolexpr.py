"""Propositional formulas: random generation, rendering, a safe parser, evaluation, truth tables.

A formula is JSON-ready nested lists: ``["var", "p"]``, ``["const", True]``, ``["not", f]`` and
``[op, f, g]`` for ``op`` in ``and or xor imp iff``. ``render`` writes it with ASCII connectives
(``~ & | ^ -> <->``), fully parenthesising every binary subformula but the outermost.

``parse`` reads a formula a model wrote: a tokenizer and a recursive-descent parser whose input
length and nesting depth are bounded, so it is total (``None`` on anything it does not accept)
and never evaluates text. It accepts ASCII, word and unicode spellings of the connectives.
Precedence, tightest first: not, and, xor, or, implies (right-associative), iff.
"""

from __future__ import annotations

import itertools
import random
import re
from typing import TYPE_CHECKING, Any, Iterable

if TYPE_CHECKING:
    from bootcamps.trace import Tracer

BINARY = ("and", "or", "xor", "imp", "iff")
SYMBOL = {"and": "&", "or": "|", "xor": "^", "imp": "->", "iff": "<->"}
MAX_CHARS = 4000
MAX_DEPTH = 60
LEGEND = (
    "Connectives: ~ is NOT, & is AND, | is OR, ^ is XOR (exactly one side true), "
    "-> is IMPLIES (false only when the left side is true and the right side false), "
    "<-> is IFF (true when both sides have the same value)."
)

_TOKEN = re.compile(
    r"\s+"
    r"|(?P<op><->|<=>|<=>|->|=>|/\\|\\/|[~!¬&|^∧∨⊕→↔⇒⇔()\[\]]|&&|\|\|)"
    r"|(?P<word>[A-Za-z_][A-Za-z0-9_]*)"
    r"|(?P<const>[01⊤⊥])"
)
_OP_WORDS = {"not": "not", "and": "and", "or": "or", "xor": "xor", "implies": "imp", "iff": "iff"}
_OP_SYMBOLS = {
    "~": "not", "!": "not", "¬": "not",
    "&": "and", "&&": "and", "∧": "and", "/\\": "and",
    "|": "or", "||": "or", "∨": "or", "\\/": "or",
    "^": "xor", "⊕": "xor",
    "->": "imp", "=>": "imp", "→": "imp", "⇒": "imp",
    "<->": "iff", "<=>": "iff", "↔": "iff", "⇔": "iff",
    "(": "(", ")": ")", "[": "(", "]": ")",
}
_CONST = {"1": True, "0": False, "⊤": True, "⊥": False, "true": True, "false": False, "T": True, "F": False}


# ---------------------------------------------------------------- build and inspect


def var(name: str) -> list:
    return ["var", name]


def variables(f: list) -> list[str]:
    """The variable names of ``f``, sorted."""
    found: set[str] = set()
    stack = [f]
    while stack:
        node = stack.pop()
        if node[0] == "var":
            found.add(node[1])
        elif node[0] != "const":
            stack.extend(node[1:])
    return sorted(found)


def size(f: list) -> int:
    """Number of nodes."""
    return 1 if f[0] in ("var", "const") else 1 + sum(size(g) for g in f[1:])


def subformulas(f: list) -> list[list]:
    """Distinct non-variable subformulas in post-order (children before parents)."""
    out: list[list] = []
    seen: set[str] = set()

    def walk(node: list) -> None:
        if node[0] in ("var", "const"):
            return
        for child in node[1:]:
            walk(child)
        key = render(node)
        if key not in seen:
            seen.add(key)
            out.append(node)

    walk(f)
    return out


def random_formula(rng: random.Random, names: list[str], depth: int, ops: Iterable[str] = BINARY, p_not: float = 0.25) -> list:
    """A random formula of at most ``depth`` binary levels over ``names``."""
    ops = tuple(ops)

    def build(d: int) -> list:
        if d == 0 or (d < depth and rng.random() < 0.25):
            node = var(rng.choice(names))
        else:
            node = [rng.choice(ops), build(d - 1), build(d - 1)]
        return ["not", node] if rng.random() < p_not else node

    return build(depth)


# ---------------------------------------------------------------- render


def render(f: list, top: bool = True) -> str:
    kind = f[0]
    if kind == "var":
        return f[1]
    if kind == "const":
        return "1" if f[1] else "0"
    if kind == "not":
        return "~" + render(f[1], top=False)
    text = f"{render(f[1], False)} {SYMBOL[kind]} {render(f[2], False)}"
    return text if top else f"({text})"


# ---------------------------------------------------------------- evaluate


def apply(op: str, a: bool, b: bool = False) -> bool:
    if op == "not":
        return not a
    if op == "and":
        return a and b
    if op == "or":
        return a or b
    if op == "xor":
        return a != b
    if op == "imp":
        return (not a) or b
    if op == "iff":
        return a == b
    raise ValueError(f"unknown connective {op!r}")


def evaluate(f: list, env: dict[str, bool]) -> bool:
    kind = f[0]
    if kind == "var":
        return bool(env[f[1]])
    if kind == "const":
        return bool(f[1])
    if kind == "not":
        return not evaluate(f[1], env)
    return apply(kind, evaluate(f[1], env), evaluate(f[2], env))


def rows(names: list[str]) -> list[dict[str, bool]]:
    """Every assignment of ``names``, in truth-table order (first name slowest, false first)."""
    return [dict(zip(names, values)) for values in itertools.product((False, True), repeat=len(names))]


def traced_row(t: "Tracer", formula: list, names: list[str], values: list[bool]) -> bool:
    """One truth-table row on a tracer: fetch each variable's value, then compute every
    subformula from its children's values, named by its own text in brackets."""
    env = {name: t.fetch(name, value) for name, value in zip(names, values)}
    known: dict[str, bool] = {}

    def value_of(node: list) -> bool:
        return env[node[1]] if node[0] == "var" else known[render(node)]

    for node in subformulas(formula):
        args = [value_of(child) for child in node[1:]]
        key = render(node)
        known[key] = t.compute(f"[{key}]", apply(node[0], *args))
    return value_of(formula)


def truth_table(f: list, names: list[str]) -> list[bool]:
    return [evaluate(f, env) for env in rows(names)]


def equivalent(f: list, g: list, names: list[str] | None = None) -> bool:
    names = names if names is not None else sorted(set(variables(f)) | set(variables(g)))
    return truth_table(f, names) == truth_table(g, names)


# ---------------------------------------------------------------- normal forms


def clauses_of(f: list) -> list[list[tuple[str, bool]]] | None:
    """``f`` as CNF clauses of (name, positive) literals, or ``None`` if ``f`` is not in CNF
    (an AND of ORs of literals; a literal is a variable or its negation)."""

    def literal(node: list) -> tuple[str, bool] | None:
        if node[0] == "var":
            return (node[1], True)
        if node[0] == "not" and node[1][0] == "var":
            return (node[1][1], False)
        return None

    def flatten(node: list, op: str) -> list[list]:
        return flatten(node[1], op) + flatten(node[2], op) if node[0] == op else [node]

    clauses = []
    for clause in flatten(f, "and"):
        literals = [literal(node) for node in flatten(clause, "or")]
        if any(lit is None for lit in literals):
            return None
        clauses.append(literals)  # type: ignore[arg-type]
    return clauses


def from_clauses(clauses: list[list[tuple[str, bool]]]) -> list:
    def lit(name: str, positive: bool) -> list:
        return var(name) if positive else ["not", var(name)]

    def chain(op: str, items: list[list]) -> list:
        node = items[0]
        for item in items[1:]:
            node = [op, node, item]
        return node

    return chain("and", [chain("or", [lit(n, p) for n, p in clause]) for clause in clauses])


def render_clause(clause: list[tuple[str, bool]]) -> str:
    return " | ".join(n if p else "~" + n for n, p in clause)


def render_cnf(clauses: list[list[tuple[str, bool]]]) -> str:
    if len(clauses) == 1:
        return render_clause(clauses[0])
    return " & ".join(f"({render_clause(c)})" if len(c) > 1 else render_clause(c) for c in clauses)


# ---------------------------------------------------------------- parse model text


class _Reject(Exception):
    pass


def _tokens(text: str, names: set[str], words: bool) -> list[tuple[str, Any]]:
    out: list[tuple[str, Any]] = []
    pos = 0
    while pos < len(text):
        match = _TOKEN.match(text, pos)
        if not match:
            raise _Reject
        pos = match.end()
        if match.group("op"):
            out.append(("op", _OP_SYMBOLS[match.group("op")]))
        elif match.group("word"):
            word = match.group("word")
            if word in names:
                out.append(("var", word))
            elif words and word.lower() in _OP_WORDS:
                out.append(("op", _OP_WORDS[word.lower()]))
            elif words and (word in _CONST or word.lower() in ("true", "false")):
                out.append(("const", _CONST[word] if word in _CONST else word.lower() == "true"))
            else:
                raise _Reject
        elif match.group("const"):
            out.append(("const", _CONST[match.group("const")]))
    return out


class _Parser:
    # binding strength of binary connectives; "imp" is right-associative
    _LEVELS = (("iff",), ("imp",), ("or",), ("xor",), ("and",))

    def __init__(self, tokens: list[tuple[str, Any]]):
        self.tokens = tokens
        self.pos = 0

    def peek(self) -> tuple[str, Any] | None:
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None

    def take_op(self, op: str) -> bool:
        token = self.peek()
        if token == ("op", op):
            self.pos += 1
            return True
        return False

    def binary(self, level: int, depth: int) -> list:
        if depth > MAX_DEPTH:
            raise _Reject
        if level == len(self._LEVELS):
            return self.unary(depth)
        (op,) = self._LEVELS[level]
        left = self.binary(level + 1, depth + 1)
        if op == "imp":
            if self.take_op("imp"):
                return ["imp", left, self.binary(level, depth + 1)]
            return left
        while self.take_op(op):
            left = [op, left, self.binary(level + 1, depth + 1)]
        return left

    def unary(self, depth: int) -> list:
        if depth > MAX_DEPTH:
            raise _Reject
        token = self.peek()
        if token is None:
            raise _Reject
        self.pos += 1
        if token == ("op", "not"):
            return ["not", self.unary(depth + 1)]
        if token == ("op", "("):
            inner = self.binary(0, depth + 1)
            if not self.take_op(")"):
                raise _Reject
            return inner
        if token[0] == "var":
            return var(token[1])
        if token[0] == "const":
            return ["const", token[1]]
        raise _Reject


def _outer(text: str) -> str:
    """The answer without what models put around it: ``$``, one pair of quotes (the prompts show
    their examples quoted) and a sentence's final period (no formula or assignment ends in one)."""
    text = text.strip().strip("$").strip()
    if len(text) >= 2 and (text[0], text[-1]) in (('"', '"'), ("'", "'"), ("\u201c", "\u201d")):
        text = text[1:-1].strip()
    return text.removesuffix(".").rstrip()


def parse(text: object, names: Iterable[str], words: bool = True) -> list | None:
    """A formula over the variables ``names`` from model text, or ``None``. With ``words=False``
    only symbols are connectives ("and", "or", "T" are rejected)."""
    if not isinstance(text, str) or len(text) > MAX_CHARS:
        return None
    try:
        tokens = _tokens(_outer(text), set(names), words)
        if not tokens:
            return None
        parser = _Parser(tokens)
        formula = parser.binary(0, 0)
        if parser.pos != len(tokens):
            return None
        return formula
    except (_Reject, RecursionError):
        return None


_ASSIGN_ITEM = re.compile(r"\s*([A-Za-z_][A-Za-z0-9_]*)\s*(?:=|:|is)\s*([A-Za-z0-9]+)\s*")
_TRUTH_WORDS = {"1": True, "0": False, "true": True, "false": False, "t": True, "f": False}


def parse_assignment(text: object, names: list[str]) -> dict[str, bool] | None:
    """``{name: bool}`` from "p=1, q=0", "p: true; q: false" or "p is T, q is F", naming every
    variable in ``names`` exactly once and nothing else; ``None`` otherwise."""
    if not isinstance(text, str) or len(text) > 40 * len(names) + 40:
        return None
    text = _outer(text)
    if len(text) >= 2 and text[0] in "{([" and text[-1] in "})]":
        text = text[1:-1]
    result: dict[str, bool] = {}
    for item in re.split(r"[,;\n]|\band\b", text):
        if not item.strip():
            continue
        match = _ASSIGN_ITEM.fullmatch(item)
        if not match:
            return None
        name, value = match.group(1), match.group(2).lower()
        if name not in names or name in result or value not in _TRUTH_WORDS:
            return None
        result[name] = _TRUTH_WORDS[value]
    return result if len(result) == len(names) else None


def render_assignment(env: dict[str, bool]) -> str:
    return ", ".join(f"{name}={int(value)}" for name, value in env.items())
