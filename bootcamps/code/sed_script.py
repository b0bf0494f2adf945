"""Predict the output of a sed script (s with g / n-th flags, y, d, line and regex addresses).

Input files are a few lines of short words over a small alphabet and digits. Scripts are 2-6
commands from a fixed sed subset (``kit.interp3``): ``s/pattern/replacement/flag`` where the
pattern uses literal characters, ``.``, bracket classes, ``*`` after an atom and an optional
leading ``^`` (never a pattern that can match the empty string), ``&`` in the replacement,
flag ``g`` or a number; ``y/abc/xyz/`` transliteration; ``d`` to delete; addresses ``N``,
``N,M`` and ``/regex/``. The generator redraws scripts whose commands change nothing. The
trace is one state per line and command. The tests run the real ``sed`` on the generated
file and script.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit import interp3
from bootcamps.kit.textkit import LinesAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    lines: int = 3
    commands: int = 2
    atoms: int = 2  # most atoms in a pattern
    addresses: bool = False
    extra_kinds: bool = False  # y and d commands besides s

    def __post_init__(self) -> None:
        if not 2 <= self.lines <= 12:
            raise ValueError(f"lines must be in 2..12, got {self.lines}")
        if not 1 <= self.commands <= 8 or not 1 <= self.atoms <= 4:
            raise ValueError("commands must be in 1..8 and atoms in 1..4")


def run_script(lines: list[str], script: list[list]) -> list[str]:
    out = []
    for number, line in enumerate(lines, 1):
        cur: str | None = line
        for cmd in script:
            cur = interp3.sed_apply(cmd, number, cur)
            if cur is None:
                break
        if cur is not None:
            out.append(cur)
    return out


_INTROS = (
    "The file in.txt holds these lines:",
    "Here is in.txt:",
    "Consider the text file in.txt, shown line by line:",
)
_RUN = (
    "What does `{cmd}` print?",
    "Give the output of running `{cmd}`.",
    "Run `{cmd}` (GNU sed). What is written to standard output?",
)
_RULES = (
    "sed reads one line at a time and applies the commands in order to it; a command with an address applies only to lines it selects (N: line number N of the input, N,M: lines N to M, /re/: lines whose current text matches re). "
    "s/re/rep/ replaces the first match of re (leftmost, and longest from there), flag g replaces every non-overlapping match, a number k only the k-th; & in rep is the matched text. "
    "In patterns, . is any character, [..] a class ([^..] its complement), * repeats the atom before it zero or more times, ^ anchors at the line start. "
    "y/abc/xyz/ maps each character of abc to the one below it in xyz; d deletes the line (nothing is printed for it and later commands are skipped). Every line that is not deleted is printed after the last command."
)


class SedScript(LinesAnswer, Bootcamp):
    id = "code/sed_script"
    description = "Predict the output of a sed script (s///g and s///N, &, y///, d; line, range and regex addresses)"
    Config = Config
    LEVELS = {
        "1": Config(lines=3, commands=1, atoms=2, addresses=False, extra_kinds=False),
        "2": Config(lines=3, commands=2, atoms=2, addresses=False, extra_kinds=True),
        "3": Config(lines=4, commands=3, atoms=3, addresses=True, extra_kinds=True),
        "4": Config(lines=5, commands=4, atoms=3, addresses=True, extra_kinds=True),
        "5": Config(lines=7, commands=6, atoms=4, addresses=True, extra_kinds=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        chars = interp3.SED_CHARS
        while True:
            lines = [" ".join("".join(rng.choice(chars + "123") for _ in range(rng.randint(2, 5)))
                              for _ in range(rng.randint(1, 3))) for _ in range(config.lines)]
            script: list[list] = []
            for k in range(config.commands):
                addr = None
                if config.addresses and rng.random() < 0.4:
                    kind = rng.choice(("line", "range", "re"))
                    if kind == "re":
                        addr = ["re", interp3.random_pattern(rng, 2)]
                    elif kind == "line":
                        addr = ["line", rng.randint(1, config.lines)]
                    else:
                        a = rng.randint(1, config.lines - 1)
                        addr = ["range", a, rng.randint(a + 1, config.lines)]
                roll = rng.random() if config.extra_kinds else 0.0
                if roll < 0.7 or (roll > 0.9 and addr is None):
                    flag = rng.choice(("", "g", "g", "2"))
                    rep = rng.choice(("&&", "<&>", "x", "", "&z", "9", "[&]"))
                    script.append(["s", addr, interp3.random_pattern(rng, rng.randint(1, config.atoms)), rep, flag])
                elif roll < 0.9:
                    src = "".join(rng.sample(chars + "123", 3))
                    script.append(["y", addr, src, "".join(rng.sample("xyzXYZ", 3))])
                else:
                    script.append(["d", addr])
            out = run_script(lines, script)
            effects = [run_script(lines, script[:k] + script[k + 1:]) != out for k in range(len(script))]
            if out and all(effects) and all(line.strip() == line and line for line in out) and len(set(lines)) == len(lines):
                return {"lines": lines, "script": script}, out

    def prompt(self, data: dict, rng: random.Random) -> str:
        cmd = "sed " + " ".join(f"-e '{interp3.sed_command_text(c)}'" for c in data["script"]) + " in.txt"
        parts = [rng.choice(_INTROS)] + data["lines"] + [rng.choice(_RUN).format(cmd=cmd), _RULES]
        parts.append(answer_instruction("the printed lines, one per line, exactly as printed"))
        return "\n".join(parts)

    def program(self, t: Tracer, data: dict) -> list[str]:
        out: list[str] = []
        for number, line in enumerate(data["lines"], 1):
            cur = line
            for k, cmd in enumerate(data["script"]):
                t.state(f"line {number} command {k + 1}")
                cur = t.fetch("line", cur)
                chosen = t.compute("selected", interp3.sed_selected(cmd[1], number, cur), why=interp3.sed_addr_text(cmd[1]) or "every line")
                if chosen:
                    after = interp3.sed_apply([cmd[0], None] + cmd[2:], number, cur)
                    cur = t.compute("result", "<deleted>" if after is None else after, why=interp3.sed_command_text(cmd))
                if cur == "<deleted>":
                    break
            if cur != "<deleted>":
                t.state(f"print line {number}")
                out = t.compute("output", out + [t.fetch("line", cur)])
        t.state("answer")
        return t.compute("answer", t.fetch("output", out))

    def solve(self, data: dict) -> list[str]:
        return run_script(data["lines"], data["script"])


BOOTCAMP = SedScript()
