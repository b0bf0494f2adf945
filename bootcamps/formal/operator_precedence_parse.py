"""Parse an infix expression under made-up operator precedences and give its postfix form.

Each case invents binary operators (symbols such as ``#``, ``@``, ``&``), gives each a
precedence level (higher binds tighter) and each level an associativity (left or right; all
operators of a level share it), then writes an expression over single-letter operands with
only the parentheses these rules need (and, at higher levels, a few redundant ones). The
answer is the postfix (reverse Polish) form, which records the parse: operands in order, each
operator right after its two operands. It is compared token by token, so spacing does not
matter. The trace is the shunting-yard algorithm (an operator-precedence shift-reduce parser),
one state per input token: an operator first pops (reduces) every stacked operator that binds
at least as tightly (strictly more tightly for right-associative levels). The plain solver is
precedence climbing; the generator renders the postfix from the random tree itself.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.trace import Tracer

SYMBOLS = "#@&$%~^!?"
OPERANDS = "abcdefghjkmnpqrstuvwxyz"


@dataclass(frozen=True)
class Config:
    operands: int = 3
    operators: int = 2
    levels: int = 2
    right_assoc: bool = False  # whether some level may be right-associative
    extra_parens: float = 0.0  # chance of a redundant pair around a subexpression

    def __post_init__(self) -> None:
        if not 2 <= self.operands <= 20:
            raise ValueError(f"operands must be in 2..20, got {self.operands}")
        if not 1 <= self.operators <= len(SYMBOLS):
            raise ValueError(f"operators must be in 1..{len(SYMBOLS)}, got {self.operators}")
        if not 1 <= self.levels <= self.operators:
            raise ValueError(f"levels must be in 1..operators, got {self.levels}")
        if not 0.0 <= self.extra_parens <= 0.5:
            raise ValueError(f"extra_parens must be in 0..0.5, got {self.extra_parens}")


def tokenize(text: str) -> list[str]:
    return [c for c in text if not c.isspace()]


def _random_tree(rng: random.Random, leaves: list[str], ops: list[str]):
    if len(leaves) == 1:
        return leaves[0]
    k = rng.randint(1, len(leaves) - 1)
    return [rng.choice(ops), _random_tree(rng, leaves[:k], ops), _random_tree(rng, leaves[k:], ops)]


def _render(tree, prec: dict, assoc: dict, rng: random.Random, extra: float) -> str:
    if isinstance(tree, str):
        return tree
    op, left, right = tree
    parts = []
    for side, child in (("left", left), ("right", right)):
        text = _render(child, prec, assoc, rng, extra)
        if not isinstance(child, str):
            p, q = prec[child[0]], prec[op]
            need = p < q or (p == q and assoc[q] != side)
            if need or rng.random() < extra:
                text = f"({text})"
        parts.append(text)
    return f"{parts[0]} {op} {parts[1]}"


def _postfix(tree) -> list[str]:
    return [tree] if isinstance(tree, str) else _postfix(tree[1]) + _postfix(tree[2]) + [tree[0]]


_INTROS = (
    "A small language has these binary operators. A higher level binds more tightly; operators on "
    "the same level share the stated associativity.",
    "Operator table for the expression below (bigger precedence number = binds tighter; every "
    "operator of a level associates the way its level says):",
    "Parse the expression using this made-up precedence table (higher numbers bind first; "
    "left-associative means a o b o c = (a o b) o c, right-associative means a o (b o c)):",
)
_ASKS = (
    "Write the expression in postfix (reverse Polish) notation.",
    "Give the postfix form of the expression: each operator comes right after its two operands.",
    "Convert it to reverse Polish notation according to this table.",
)


class OperatorPrecedenceParse(Bootcamp):
    id = "formal/operator_precedence_parse"
    description = "Postfix form of an infix expression under invented operator precedences and associativities"
    Config = Config
    LEVELS = {
        "1": Config(operands=4, operators=2, levels=2, right_assoc=False, extra_parens=0.0),
        "2": Config(operands=5, operators=3, levels=2, right_assoc=True, extra_parens=0.0),
        "3": Config(operands=7, operators=4, levels=3, right_assoc=True, extra_parens=0.1),
        "4": Config(operands=9, operators=5, levels=3, right_assoc=True, extra_parens=0.1),
        "5": Config(operands=12, operators=6, levels=4, right_assoc=True, extra_parens=0.15),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        ops = rng.sample(SYMBOLS, config.operators)
        levels = list(range(1, config.levels + 1))
        prec = {op: levels[i] if i < len(levels) else rng.choice(levels) for i, op in enumerate(ops)}
        assoc = {lv: "right" if config.right_assoc and rng.random() < 0.4 else "left" for lv in levels}
        while True:
            leaves = rng.sample(OPERANDS, config.operands) if config.operands <= len(OPERANDS) else \
                [rng.choice(OPERANDS) for _ in range(config.operands)]
            tree = _random_tree(rng, leaves, ops)
            if len({n[0] for n in _walk(tree)}) >= min(2, config.operators):
                break
        data = {"ops": [[op, prec[op], assoc[prec[op]]] for op in sorted(ops, key=lambda o: (prec[o], o))],
                "expr": _render(tree, prec, assoc, rng, config.extra_parens)}
        return data, " ".join(_postfix(tree))

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [rng.choice(_INTROS)]
        for op, p, a in data["ops"]:
            lines.append(f"  {op}: precedence {p}, {a}-associative")
        lines += [f"Expression: {data['expr']}", rng.choice(_ASKS)]
        lines.append(answer_instruction("the postfix tokens separated by spaces (for example, a b # c @)"))
        return "\n".join(lines)

    def check(self, data: dict, answer: str, text: str) -> float:
        if not isinstance(text, str) or len(text) > 4 * len(answer) + 20:
            return 0.0
        body = text.replace(",", " ").strip().rstrip(".")
        return 1.0 if tokenize(body) == answer.split() else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        prec = {op: p for op, p, _ in data["ops"]}
        assoc = {op: a for op, _, a in data["ops"]}
        out: list[str] = []
        stack: list[str] = []
        for k, tok in enumerate(tokenize(data["expr"]), 1):
            t.state(f"token {k}")
            tok = t.fetch(f"token[{k}]", tok)
            if tok in prec:
                p = t.fetch(f"prec({tok})", prec[tok])
                while stack and stack[-1] in prec and (prec[stack[-1]] > p or (prec[stack[-1]] == p and assoc[tok] == "left")):
                    out.append(stack.pop())
                stack.append(tok)
                t.compute("stack", " ".join(stack), why="pop operators binding at least as tightly, then push")
            elif tok == "(":
                stack.append(tok)
                t.compute("stack", " ".join(stack))
            elif tok == ")":
                while stack and stack[-1] != "(":
                    out.append(stack.pop())
                stack.pop()
                t.compute("stack", " ".join(stack), why="pop to the matching (")
            else:
                out.append(tok)
            t.compute("output", " ".join(out))
        t.state("end")
        t.fetch("stack", " ".join(stack))
        out += stack[::-1]
        return t.compute("answer", " ".join(out), why="pop the rest of the stack")

    def solve(self, data: dict) -> str:
        prec = {op: p for op, p, _ in data["ops"]}
        assoc = {op: a for op, _, a in data["ops"]}
        toks, pos = tokenize(data["expr"]), [0]

        def primary() -> list[str]:
            tok = toks[pos[0]]
            pos[0] += 1
            if tok == "(":
                inner = climb(1)
                pos[0] += 1  # the ")"
                return inner
            return [tok]

        def climb(min_prec: int) -> list[str]:
            left = primary()
            while pos[0] < len(toks) and toks[pos[0]] in prec and prec[toks[pos[0]]] >= min_prec:
                op = toks[pos[0]]
                pos[0] += 1
                right = climb(prec[op] + 1 if assoc[op] == "left" else prec[op])
                left = left + right + [op]
            return left

        return " ".join(climb(1))

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        toks = case.answer.split()
        operands = [x for x in toks if x in OPERANDS]
        ops = [x for x in toks if x not in OPERANDS]
        wrong = [" ".join(operands + ops[::-1]), " ".join(operands + ops), " ".join(toks[::-1])]
        return [w for w in wrong if w != case.answer]


def _walk(tree):
    if isinstance(tree, str):
        return []
    return [tree] + _walk(tree[1]) + _walk(tree[2])


BOOTCAMP = OperatorPrecedenceParse()
