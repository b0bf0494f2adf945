"""Shared pieces for the fifth code/formal batch: context-free grammars for parsing tasks
(nullable, FIRST, FOLLOW, the LL(1) table, LR(0) items) and a strict reader for answers
written as a set of ``A:a`` cells.

Grammars are lists ``[[left, [symbols...]], ...]`` over single-letter nonterminals (capitals)
and terminals (lower case); an empty right side is epsilon. Nothing here evaluates text.
"""

from __future__ import annotations

import random
import re

NONTERMINALS = "SABCDE"
TERMINALS = "abcd"
END = "$"


def is_terminal(sym: str) -> bool:
    return sym.islower() or sym == END


def random_grammar(rng: random.Random, names: str, max_productions: int, max_length: int,
                   eps: float = 0.2, terminals: str = TERMINALS) -> list[list]:
    """A random grammar whose every nonterminal has 1..max_productions distinct right sides."""
    rules: list[list] = []
    for x in names:
        for _ in range(rng.randint(1, max_productions)):
            if rng.random() < eps:
                right: list[str] = []
            else:
                right = [rng.choice(names) if rng.random() < 0.45 else rng.choice(terminals)
                         for _ in range(rng.randint(1, max_length))]
            if [x, right] not in rules:
                rules.append([x, right])
    return rules


def productive_and_reachable(rules: list[list], names: str) -> bool:
    """Every nonterminal derives a terminal string and is reachable from names[0]."""
    prod: set[str] = set()
    grew = True
    while grew:
        grew = False
        for left, right in rules:
            if left not in prod and all(is_terminal(s) or s in prod for s in right):
                prod.add(left)
                grew = True
    seen, stack = {names[0]}, [names[0]]
    while stack:
        x = stack.pop()
        for left, right in rules:
            if left == x:
                for s in right:
                    if not is_terminal(s) and s not in seen:
                        seen.add(s)
                        stack.append(s)
    return prod == set(names) and seen == set(names)


def render_rules(rules: list[list], names: str, numbered: bool = False) -> list[str]:
    if numbered:
        return [f"({k + 1}) {left} -> {' '.join(right) if right else 'eps'}" for k, (left, right) in enumerate(rules)]
    lines = []
    for x in names:
        alts = [" ".join(right) if right else "eps" for left, right in rules if left == x]
        lines.append(f"{x} -> {' | '.join(alts)}")
    return lines


def nullable_set(rules: list[list]) -> set[str]:
    out: set[str] = set()
    grew = True
    while grew:
        grew = False
        for left, right in rules:
            if left not in out and all(s in out for s in right):
                out.add(left)
                grew = True
    return out


def first_sets(rules: list[list], names: str) -> dict[str, set[str]]:
    """FIRST of each nonterminal, terminals only (nullability is separate)."""
    null = nullable_set(rules)
    first: dict[str, set[str]] = {x: set() for x in names}
    grew = True
    while grew:
        grew = False
        for left, right in rules:
            for s in right:
                add = {s} if is_terminal(s) else first[s]
                if not add <= first[left]:
                    first[left] |= add
                    grew = True
                if is_terminal(s) or s not in null:
                    break
    return first


def first_of(seq: list[str], first: dict[str, set[str]], null: set[str]) -> tuple[set[str], bool]:
    """(FIRST of a symbol string, whether it is nullable)."""
    out: set[str] = set()
    for s in seq:
        if is_terminal(s):
            out.add(s)
            return out, False
        out |= first[s]
        if s not in null:
            return out, False
    return out, True


def follow_sets(rules: list[list], names: str) -> dict[str, set[str]]:
    null, first = nullable_set(rules), first_sets(rules, names)
    follow: dict[str, set[str]] = {x: set() for x in names}
    follow[names[0]].add(END)
    grew = True
    while grew:
        grew = False
        for left, right in rules:
            for i, s in enumerate(right):
                if is_terminal(s):
                    continue
                f, rest_null = first_of(right[i + 1:], first, null)
                add = f | (follow[left] if rest_null else set())
                if not add <= follow[s]:
                    follow[s] |= add
                    grew = True
    return follow


def ll1_table(rules: list[list], names: str) -> dict[tuple[str, str], list[int]]:
    """Cell (A, t) -> the numbers (0-based) of the productions predicted there."""
    null, first, follow = nullable_set(rules), first_sets(rules, names), follow_sets(rules, names)
    table: dict[tuple[str, str], list[int]] = {}
    for k, (left, right) in enumerate(rules):
        f, is_null = first_of(right, first, null)
        for term in sorted(f | (follow[left] if is_null else set())):
            table.setdefault((left, term), []).append(k)
    return table


_CELL = re.compile(r"([A-Z])\s*:\s*([a-z$])")
_CELLS = re.compile(r"[A-Z]\s*:\s*[a-z$](?:\s*[,;]?\s*[A-Z]\s*:\s*[a-z$])*")


def read_cells(text: object, max_chars: int = 400) -> list[str] | None:
    """A list of ``A:a`` cells (comma, semicolon or space separated), each once, or ``None``."""
    if not isinstance(text, str) or len(text) > max_chars:
        return None
    body = text.strip().rstrip(".").strip()
    if len(body) >= 2 and body[0] in "{[(" and body[-1] in "}])":
        body = body[1:-1].strip()
    if not _CELLS.fullmatch(body):
        return None
    cells = [f"{a}:{b}" for a, b in _CELL.findall(body)]
    return cells if len(set(cells)) == len(cells) else None


# ---------------------------------------------------------------- a sed subset
# Patterns are POSIX basic regular expressions built only from literal letters and digits,
# '.', bracket classes '[abc]' / '[^abc]' / '[0-9]', a '*' after an atom and a leading '^';
# every pattern has at least one atom without '*', so no pattern matches the empty string and
# Python's ``re`` (same syntax for this subset) finds the same leftmost greedy matches as sed.
# Commands: ["s", addr, pattern, replacement, flag] (flag "", "g" or "2".."3"; '&' in the
# replacement is the match), ["y", addr, src, dst], ["d", addr]; addr is None, ["line", n],
# ["range", n, m] or ["re", pattern].

SED_CHARS = "abcde"


def random_atom(rng: random.Random, line_chars: str) -> str:
    roll = rng.random()
    if roll < 0.5:
        return rng.choice(line_chars)
    if roll < 0.65:
        return "."
    if roll < 0.8:
        return "[0-9]"
    members = "".join(sorted(rng.sample(SED_CHARS, 2)))
    return f"[^{members}]" if roll < 0.88 else f"[{members}]"


def random_pattern(rng: random.Random, atoms: int) -> str:
    parts = [random_atom(rng, SED_CHARS + "123") for _ in range(atoms)]
    fixed = rng.randrange(atoms)
    starred = [i != fixed and rng.random() < 0.3 for i in range(atoms)]
    body = "".join(p + ("*" if s else "") for p, s in zip(parts, starred))
    return ("^" if rng.random() < 0.15 else "") + body


def sed_addr_text(addr: list | None) -> str:
    if addr is None:
        return ""
    if addr[0] == "line":
        return str(addr[1])
    if addr[0] == "range":
        return f"{addr[1]},{addr[2]}"
    return f"/{addr[1]}/"


def sed_command_text(cmd: list) -> str:
    addr = sed_addr_text(cmd[1])
    if cmd[0] == "s":
        return f"{addr}s/{cmd[2]}/{cmd[3]}/{cmd[4]}"
    if cmd[0] == "y":
        return f"{addr}y/{cmd[2]}/{cmd[3]}/"
    return f"{addr}d"


def sed_selected(addr: list | None, number: int, line: str) -> bool:
    if addr is None:
        return True
    if addr[0] == "line":
        return number == addr[1]
    if addr[0] == "range":
        return addr[1] <= number <= addr[2]
    return re.search(addr[1], line) is not None


def sed_substitute(pattern: str, replacement: str, flag: str, line: str) -> str:
    """One s command on one line: every match (g), only the n-th one (a digit), or the first."""
    out, pos, count = [], 0, 0
    for m in re.finditer(pattern, line):
        count += 1
        if flag == "g" or count == (int(flag) if flag else 1):
            out.append(line[pos:m.start()] + replacement.replace("&", m.group()))
            pos = m.end()
    return "".join(out) + line[pos:]


def sed_apply(cmd: list, number: int, line: str) -> str | None:
    """The line after one command (``None`` once deleted); unselected lines pass unchanged."""
    if not sed_selected(cmd[1], number, line):
        return line
    if cmd[0] == "d":
        return None
    if cmd[0] == "y":
        return line.translate(str.maketrans(cmd[2], cmd[3]))
    return sed_substitute(cmd[2], cmd[3], cmd[4], line)
