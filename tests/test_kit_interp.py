"""bootcamps/kit/interp.py and the code/ bootcamps built on it.

The oracle for the Python subset is CPython itself: the *generated* program text (our own
rendering, never model text) runs with a builtins dict holding only ``print`` and ``range``.
Stack and register programs are checked against interpreters written here independently.
"""

from __future__ import annotations

import random
from collections import deque

import pytest

import bootcamps
from bootcamps.kit import interp

LEVELS = bootcamps.LEVELS


def cpython_output(source: str) -> list[int]:
    printed: list[int] = []
    namespace = {"__builtins__": {"print": printed.append, "range": range}}
    exec(source, namespace)  # noqa: S102 - our own generated program, the oracle is CPython
    return printed


def test_random_python_terminates_and_matches_cpython():
    rng = random.Random(1)
    for _ in range(150):
        program = interp.random_python(rng, statements=6, variables=3, loops=2, ifs=2, expr_depth=2, max_steps=150, prints=3)
        out, env, steps = interp.run_python(program)
        assert steps <= 150 and out
        assert cpython_output(interp.render_python(program)) == out
        assert program[-1][0] == "print"


def test_run_python_step_limit_and_semantics():
    loop = [["set", "s", ["num", 0]], ["for", "i", 0, 100, [["set", "s", ["bin", "+", ["var", "s"], ["var", "i"]]]]], ["print", ["var", "s"]]]
    assert interp.run_python(loop)[0] == [4950]
    with pytest.raises(interp.StepLimit):
        interp.run_python(loop, max_steps=50)
    neg = [["set", "a", ["num", -7]], ["print", ["bin", "//", ["var", "a"], ["num", 2]]], ["print", ["bin", "%", ["var", "a"], ["num", 2]]]]
    assert interp.run_python(neg)[0] == [-4, 1]
    assert interp.render_python(neg) == "a = -7\nprint(a // 2)\nprint(a % 2)"


def test_stack_machine_ops():
    assert interp.run_stack([["PUSH", 1], ["PUSH", 2], ["PUSH", 3], ["ROT"]]) == [2, 3, 1]
    assert interp.run_stack([["PUSH", 5], ["PUSH", 2], ["SUB"], ["DUP"], ["MUL"], ["NEG"]]) == [-9]
    with pytest.raises(ValueError):
        interp.run_stack([["PUSH", 1], ["ADD"]])
    assert interp.parse_instr("PUSH -7") == ["PUSH", -7] and interp.parse_instr("JNZ C 3") == ["JNZ", "C", 3]


def deque_stack(code: list[list]) -> list[int]:
    d: deque[int] = deque()
    for instr in code:
        op = instr[0]
        if op == "PUSH":
            d.append(instr[1])
        elif op in ("ADD", "SUB", "MUL"):
            b, a = d.pop(), d.pop()
            d.append({"ADD": a + b, "SUB": a - b, "MUL": a * b}[op])
        elif op == "DUP":
            d.append(d[-1])
        elif op == "SWAP":
            b, a = d.pop(), d.pop()
            d.extend([b, a])
        elif op == "OVER":
            d.append(d[-2])
        elif op == "DROP":
            d.pop()
        elif op == "ROT":
            c, b, a = d.pop(), d.pop(), d.pop()
            d.extend([b, c, a])
        elif op == "NEG":
            d.append(-d.pop())
    return list(d)


def independent_registers(code: list[list], names: list[str]) -> dict[str, int]:
    regs = dict.fromkeys(names, 0)
    pc = 0
    for _ in range(100_000):
        if pc >= len(code) or code[pc][0] == "HALT":
            return regs
        op, *args = code[pc]
        pc += 1
        if op == "MOV":
            regs[args[0]] = args[1]
        elif op == "ADD":
            regs[args[0]] += regs[args[1]]
        elif op == "SUB":
            regs[args[0]] -= regs[args[1]]
        elif op == "MUL":
            regs[args[0]] *= regs[args[1]]
        elif op == "ADDI":
            regs[args[0]] += args[1]
        elif op == "DEC":
            regs[args[0]] -= 1
        elif op == "JNZ" and regs[args[0]]:
            pc = args[1]
    raise AssertionError("register program did not halt")


@pytest.mark.parametrize("level", LEVELS)
def test_code_bootcamps_agree_with_oracles(level):
    po, sm, rm = (bootcamps.get(f"code/{n}") for n in ("program_output", "stack_machine", "register_machine"))
    for seed in range(15):
        case = po.case(seed, level)
        assert cpython_output(interp.render_python(case.data["program"])) == case.answer
        case = sm.case(seed, level)
        assert deque_stack(case.data["code"]) == case.answer
        case = rm.case(seed, level)
        assert independent_registers(case.data["code"], case.data["registers"])[case.data["ask"]] == case.answer


def test_program_output_hand_example():
    bc = bootcamps.get("code/program_output")
    program = [
        ["set", "x", ["num", 3]],
        ["for", "i", 0, 3, [["set", "x", ["bin", "*", ["var", "x"], ["num", 2]]], ["print", ["var", "x"]]]],
        ["if", ["cmp", ">", ["var", "x"], ["num", 20]], [["print", ["num", 1]]], [["print", ["num", 0]]]],
    ]
    data = {"program": program}
    assert bc.solve(data) == [6, 12, 24, 1]
    assert bc.check(data, [6, 12, 24, 1], "6, 12, 24, 1") == 1.0
    assert bc.check(data, [6, 12, 24, 1], "6, 12, 24") == 0.0


def test_stack_machine_hand_example():
    bc = bootcamps.get("code/stack_machine")
    data = {"code": [["PUSH", 4], ["PUSH", 6], ["OVER"], ["SUB"], ["SWAP"], ["DUP"], ["MUL"]]}
    assert bc.solve(data) == [2, 16]  # 4 6 -> 4 6 4 -> 4 2 -> 2 4 -> 2 4 4 -> 2 16
    assert bc.check(data, [2, 16], "[2, 16]") == 1.0 and bc.check(data, [2, 16], "16, 2") == 0.0


def test_register_machine_hand_example():
    bc = bootcamps.get("code/register_machine")
    code = [["MOV", "A", 1], ["MOV", "B", 3], ["ADD", "A", "A"], ["DEC", "B"], ["JNZ", "B", 2], ["HALT"]]
    data = {"code": code, "registers": ["A", "B"], "ask": "A"}
    assert bc.solve(data) == 8  # A doubles three times
    assert bc.check(data, 8, "8") == 1.0 and bc.check(data, 8, "2^3") == 0.0


def test_bit_expressions_agree_with_numpy_fixed_width():
    import numpy as np

    bc = bootcamps.get("code/bit_expressions")
    dtypes = {8: np.uint8, 16: np.uint16, 32: np.uint32}

    def np_eval(e, dt):
        kind = e[0]
        if kind == "num":
            return dt(e[1])
        if kind == "not":
            return np.invert(np_eval(e[1], dt))
        if kind == "shl":
            return np.left_shift(np_eval(e[1], dt), dt(e[2]))
        if kind == "shr":
            return np.right_shift(np_eval(e[1], dt), dt(e[2]))
        a, b = np_eval(e[2], dt), np_eval(e[3], dt)
        return {"and": np.bitwise_and, "or": np.bitwise_or, "xor": np.bitwise_xor}[e[1]](a, b)

    for level in LEVELS:
        for seed in range(30):
            case = bc.case(seed, level)
            assert int(np_eval(case.data["expr"], dtypes[case.data["width"]])) == case.answer


def test_bit_expressions_hand_example():
    bc = bootcamps.get("code/bit_expressions")
    data = {"expr": ["bin", "xor", ["not", ["num", 0x0F, "hex"]], ["shl", ["num", 3, "dec"], 6]], "width": 8}
    assert bc.solve(data) == 0x30  # ~0x0f = 0xf0; 3 << 6 = 0xc0; xor = 0x30
    assert bc.check(data, 48, "48") == 1.0 and bc.check(data, 48, "0x30") == 0.0


def test_spreadsheet_agrees_with_memoised_recursion():
    from functools import lru_cache

    from bootcamps.code.spreadsheet import cell_range

    bc = bootcamps.get("code/spreadsheet")
    for level in LEVELS:
        for seed in range(20):
            case = bc.case(seed, level)
            cells = case.data["cells"]

            @lru_cache(maxsize=None)
            def value(c):
                return ev(cells[c])

            def ev(f):
                kind = f[0]
                if kind == "num":
                    return f[1]
                if kind == "ref":
                    return value(f[1])
                if kind == "fn":
                    vals = [value(c) for c in cell_range(f[2], f[3])]
                    return {"SUM": sum(vals), "MIN": min(vals), "MAX": max(vals)}[f[1]]
                if kind == "if":
                    a, b = ev(f[2]), ev(f[3])
                    ok = {"<": a < b, ">": a > b, "=": a == b}[f[1]]
                    return ev(f[4]) if ok else ev(f[5])
                a, b = ev(f[2]), ev(f[3])
                return {"+": a + b, "-": a - b, "*": a * b}[f[1]]

            assert value(case.data["target"]) == case.answer


def test_spreadsheet_hand_example():
    bc = bootcamps.get("code/spreadsheet")
    cells = {"A1": ["num", 4], "B1": ["num", 6], "A2": ["fn", "SUM", "A1", "B1"],
             "B2": ["if", ">", ["ref", "A2"], ["num", 9], ["bin", "*", ["ref", "A2"], ["num", 2]], ["num", 0]]}
    data = {"cells": cells, "target": "B2"}
    assert bc.solve(data) == 20 and bc.run_program(data)[0] == 20


def char_by_char_bf(code: str) -> list[int]:
    """A textbook interpreter: one character per step, brackets matched by scanning."""
    cells, ptr, pc, out = [0] * 64, 0, 0, []
    while pc < len(code):
        c = code[pc]
        if c == "+":
            cells[ptr] = (cells[ptr] + 1) % 256
        elif c == "-":
            cells[ptr] = (cells[ptr] - 1) % 256
        elif c == ">":
            ptr += 1
        elif c == "<":
            ptr -= 1
        elif c == ".":
            out.append(cells[ptr])
        elif c == "[" and cells[ptr] == 0:
            depth = 1
            while depth:
                pc += 1
                depth += {"[": 1, "]": -1}.get(code[pc], 0)
        elif c == "]" and cells[ptr] != 0:
            depth = 1
            while depth:
                pc -= 1
                depth += {"]": 1, "[": -1}.get(code[pc], 0)
        pc += 1
    return out


def test_tape_machine_agrees_with_char_by_char_interpreter():
    bc = bootcamps.get("code/tape_machine")
    for level in LEVELS:
        for seed in range(20):
            case = bc.case(seed, level)
            assert char_by_char_bf(case.data["code"]) == case.answer


def test_tape_machine_hand_example_and_tokens():
    bc = bootcamps.get("code/tape_machine")
    data = {"code": "+++[->++<]>.-."}
    assert bc.solve(data) == [6, 5] and bc.run_program(data)[0] == [6, 5]
    tokens = interp.tape_tokens("++[>+<-]")
    assert tokens[1] == ["[", 6] and tokens[6] == ["]", 1]
    with pytest.raises(ValueError):
        interp.tape_tokens("+]")
    with pytest.raises(interp.StepLimit):
        interp.run_tape("+[]", max_steps=100)


def test_a_runaway_product_stops_instead_of_hanging():
    assert interp.binop("*", 2**2000, 2**2000) == 2**4000
    with pytest.raises(interp.StepLimit, match="2049- and 2049-bit"):
        interp.binop("*", 2**2048, 2**2048)
    # code/register_machine, level 5, seed 95: a corrupted register squared in a loop grew past
    # any size the tracer's op budget could stop in time (validate hung on it); now corrupt()
    # drops that injection site and returns another corrupted trace
    bc = bootcamps.get("code/register_machine")
    case = bc.case(95, "5")
    bad = bc.corrupt(case, random.Random(0))
    assert bad is not None and bc.score(case, bad.text) == 0.0
