"""Run a few 8-bit x86 instructions and give AL, BL and the flags ZF, SF, CF, OF.

Programs start with ``mov al, imm`` and ``mov bl, imm`` and a fully flag-setting instruction,
then mix ``add``, ``adc``, ``sub``, ``sbb``, ``cmp``, ``neg``, ``inc``, ``dec``, ``and``,
``or``, ``xor`` and ``mov`` on AL and BL (Intel syntax, destination first). The rules are the
processor's: CF is the unsigned carry or borrow, OF the signed overflow, ZF and SF come from
the 8-bit result; ``inc``/``dec`` leave CF alone, ``mov`` leaves every flag alone, the logic
instructions clear CF and OF, ``cmp`` sets flags like ``sub`` without storing, ``neg`` sets
CF unless the operand was 0, ``adc``/``sbb`` add or subtract CF too. The interpreter works on
unsigned and signed readings of the values; the trace is one state per instruction. The tests
run the same instructions on the real CPU through gcc inline assembly.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer

ARITH = ("add", "sub", "cmp", "adc", "sbb")
LOGIC = ("and", "or", "xor")
UNARY = ("inc", "dec", "neg")


@dataclass(frozen=True)
class Config:
    instructions: int = 3
    carry_ops: bool = False  # adc / sbb
    unary_ops: bool = False  # inc / dec / neg

    def __post_init__(self) -> None:
        if not 1 <= self.instructions <= 20:
            raise ValueError(f"instructions must be in 1..20, got {self.instructions}")


def signed(v: int) -> int:
    return v - 256 if v >= 128 else v


def execute(ins: list, regs: dict, flags: dict) -> None:
    """One instruction on ``regs`` (al, bl as 0..255) and ``flags`` (zf, sf, cf, of as 0/1)."""
    op = ins[0]
    if op == "mov":
        regs[ins[1]] = ins[2] if isinstance(ins[2], int) else regs[ins[2]]
        return
    a = regs[ins[1]]
    if op in UNARY:
        b, carry = (1, 0) if op != "neg" else (0, 0)
        if op == "neg":
            u, s = -a, -signed(a)
        elif op == "inc":
            u, s = a + 1, signed(a) + 1
        else:
            u, s = a - 1, signed(a) - 1
        cf = flags["cf"] if op != "neg" else int(a != 0)
    else:
        b = ins[2] if isinstance(ins[2], int) else regs[ins[2]]
        carry = flags["cf"] if op in ("adc", "sbb") else 0
        if op in LOGIC:
            u = {"and": a & b, "or": a | b, "xor": a ^ b}[op]
            s, cf = signed(u), 0
        elif op in ("add", "adc"):
            u, s = a + b + carry, signed(a) + signed(b) + carry
            cf = int(u > 255)
        else:
            u, s = a - b - carry, signed(a) - signed(b) - carry
            cf = int(u < 0)
    result = u % 256
    flags.update(zf=int(result == 0), sf=int(result >= 128), cf=cf, of=int(not -128 <= s <= 127))
    if op != "cmp":
        regs[ins[1]] = result


def render(ins: list) -> str:
    if len(ins) == 2:
        return f"{ins[0]} {ins[1]}"
    src = ins[2] if isinstance(ins[2], str) else (f"0x{ins[2]:02X}" if ins[2] >= 16 and ins[2] % 3 == 0 else str(ins[2]))
    return f"{ins[0]} {ins[1]}, {src}"


def random_value(rng: random.Random) -> int:
    return rng.choice((rng.randint(0, 255), rng.randint(100, 160), rng.randint(240, 255), rng.randint(0, 20)))


_INTROS = (
    "Run this x86 code (Intel syntax: destination first; AL and BL are 8-bit registers):",
    "Execute the following 8-bit x86 instructions by hand (Intel syntax, `op dest, src`):",
    "Consider this x86 instruction sequence on the byte registers AL and BL:",
)
_RULES = ("Flags: ZF = 1 when the 8-bit result is 0; SF = its top bit; CF = unsigned carry out (add/adc) or borrow (sub/sbb/cmp); "
          "OF = signed overflow (the true signed result is outside -128..127). cmp sets flags like sub but stores nothing; "
          "adc adds CF as well and sbb subtracts it; inc and dec do not change CF; neg sets CF to 1 unless the operand was 0; "
          "and, or, xor clear CF and OF; mov changes no flags.")
_ASK = (
    "After the last instruction, what are AL and BL (unsigned, 0..255) and the flags ZF, SF, CF, OF?",
    "Give the final values of AL and BL as unsigned numbers, then ZF, SF, CF and OF (each 0 or 1).",
    "What are AL, BL (as unsigned decimal numbers) and ZF, SF, CF, OF when the code finishes?",
)


class X86Flags(IntSequenceAnswer, Bootcamp):
    id = "code/x86_flags"
    description = "Run 8-bit x86 add/adc/sub/sbb/cmp/inc/dec/neg/logic code; give AL, BL and ZF SF CF OF"
    Config = Config
    LEVELS = {
        "1": Config(instructions=2, carry_ops=False, unary_ops=False),
        "2": Config(instructions=3, carry_ops=False, unary_ops=True),
        "3": Config(instructions=5, carry_ops=True, unary_ops=True),
        "4": Config(instructions=8, carry_ops=True, unary_ops=True),
        "5": Config(instructions=12, carry_ops=True, unary_ops=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        ops = ["add", "sub", "cmp"] + list(LOGIC) + (["adc", "sbb"] if config.carry_ops else []) + (list(UNARY) * 2 if config.unary_ops else [])
        code = [["mov", "al", random_value(rng)], ["mov", "bl", random_value(rng)]]
        for k in range(config.instructions):
            op = rng.choice(("add", "sub", "cmp") if k == 0 else ops + ["mov"] * (k > 1))
            dest = rng.choice(("al", "bl"))
            if op in UNARY:
                code.append([op, dest])
            elif op == "mov":
                code.append(["mov", dest, random_value(rng)])
            else:
                src = rng.choice(("bl" if dest == "al" else "al", random_value(rng), random_value(rng)))
                code.append([op, dest, src])
        data = {"code": code}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [rng.choice(_INTROS), "```asm"] + [render(i) for i in data["code"]] + ["```", _RULES, rng.choice(_ASK)]
        lines.append(answer_instruction("six numbers AL BL ZF SF CF OF separated by spaces (for example: 200 17 0 1 1 0)"))
        return "\n".join(lines)

    def format_answer(self, answer: list[int]) -> str:
        return " ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        regs, flags = {"al": 0, "bl": 0}, {"zf": 0, "sf": 0, "cf": 0, "of": 0}
        for k, ins in enumerate(data["code"]):
            t.state(f"{k + 1}: {render(ins)}")
            for r in ("al", "bl"):
                if r in ins[1:] and not (ins[0] == "mov" and ins[1] == r):
                    regs[r] = t.fetch(r, regs[r])
            if ins[0] in ("adc", "sbb", "inc", "dec"):
                flags["cf"] = t.fetch("CF", flags["cf"])
            execute(ins, regs, flags)
            if ins[0] != "cmp":
                regs[ins[1]] = t.compute(f"new {ins[1]}", regs[ins[1]])
            if ins[0] != "mov":
                shown = t.compute("ZF SF CF OF", [flags["zf"], flags["sf"], flags["cf"], flags["of"]])
                flags = dict(zip(("zf", "sf", "cf", "of"), shown))
        t.state("answer")
        values = [t.fetch("al", regs["al"]), t.fetch("bl", regs["bl"])] + t.fetch("ZF SF CF OF", [flags[f] for f in ("zf", "sf", "cf", "of")])
        return t.compute("answer", values)

    def solve(self, data: dict) -> list[int]:
        regs, flags = {"al": 0, "bl": 0}, {"zf": 0, "sf": 0, "cf": 0, "of": 0}
        for ins in data["code"]:
            execute(ins, regs, flags)
        return [regs["al"], regs["bl"], flags["zf"], flags["sf"], flags["cf"], flags["of"]]

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        i = rng.randrange(2, 6)
        flipped = gold[:i] + [1 - gold[i]] + gold[i + 1:]
        return [self.format_answer(flipped), self.format_answer([(gold[0] + 1) % 256] + gold[1:]), self.format_answer(gold[:5])]


BOOTCAMP = X86Flags()
