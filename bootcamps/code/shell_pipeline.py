"""Predict the output of a Unix shell pipeline (cut, grep, sort, uniq, uniq -c, head, tail, wc -l).

A file of short lines (words, or two-word CSV rows) goes through a pipeline built from
templates: a frequency table (``sort | uniq -c | sort -k1,1nr -k2,2 | head``), ``uniq``
without ``sort`` (it only drops ADJACENT repeats), ``sort -r | uniq | tail``, with ``cut`` and
``grep``/``grep -v`` filters in front. Each command's meaning is stated in the prompt (C
locale; ``uniq -c`` lines written as "<count> <text>" without padding). Pipelines and inputs
come from ``kit.interp2`` and are interpreted there; the trace is one state per command:
fetch its input lines, compute its output lines. The tests run the real pipeline in ``bash``
(LC_ALL=C) on the generated input.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit import interp2
from bootcamps.kit.textkit import LinesAnswer
from bootcamps.trace import Tracer

MEANINGS = {
    "cut": "cut -d, -fN keeps the N-th comma-separated field of each line",
    "grep": "grep s keeps the lines containing s; grep -v s keeps the lines NOT containing s",
    "sort": "sort orders lines alphabetically (byte order); sort -r in reverse",
    "uniq": "uniq removes a line only when it equals the line just before it (adjacent repeats)",
    "uniqc": "uniq -c collapses each run of adjacent equal lines into one line \"<count> <line>\" (write it without leading spaces)",
    "bycount": "sort -k1,1nr -k2,2 orders lines by their leading number, largest first, then by the rest alphabetically",
    "head": "head -n K keeps the first K lines",
    "tail": "tail -n K keeps the last K lines",
    "wc": "wc -l prints the number of lines",
}


@dataclass(frozen=True)
class Config:
    lines: int = 6
    csv: bool = False
    extra: int = 0

    def __post_init__(self) -> None:
        if not 3 <= self.lines <= 80:
            raise ValueError(f"lines must be in 3..80, got {self.lines}")
        if not 0 <= self.extra <= 3:
            raise ValueError(f"extra must be in 0..3, got {self.extra}")


_INTROS = (
    "The file data.txt contains these lines:",
    "Here is data.txt, one line per row:",
    "Consider a text file data.txt with the following content:",
)


class ShellPipeline(LinesAnswer, Bootcamp):
    id = "code/shell_pipeline"
    description = "Predict the output of a shell pipeline of cut, grep, sort, uniq (-c), head, tail and wc -l"
    Config = Config
    LEVELS = {
        "1": Config(lines=6, csv=False, extra=0),
        "2": Config(lines=9, csv=False, extra=0),
        "3": Config(lines=12, csv=True, extra=0),
        "4": Config(lines=16, csv=True, extra=1),
        "5": Config(lines=22, csv=True, extra=2),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        while True:
            csv = config.csv and rng.random() < 0.7
            data = {"input": interp2.random_pipeline_input(rng, config.lines, csv),
                    "stages": interp2.random_pipeline(rng, csv, config.extra)}
            out = interp2.run_pipeline(data["input"], data["stages"])
            if out and out != ["0"]:
                return data, out

    def prompt(self, data: dict, rng: random.Random) -> str:
        command = "cat data.txt | " + " | ".join(interp2.render_stage(s) for s in data["stages"])
        used = list(dict.fromkeys(s[0] for s in data["stages"]))
        form = "the output lines, one per line, exactly as printed"
        return "\n".join([
            rng.choice(_INTROS), "```", *data["input"], "```",
            "What does this command print?", f"$ {command}",
            "Commands used (C locale):", *[f"- {MEANINGS[k]}" for k in used],
            answer_instruction(form),
        ])

    def program(self, t: Tracer, data: dict) -> list[str]:
        lines = tuple(data["input"])
        for k, stage in enumerate(data["stages"]):
            t.state(f"stage {k + 1}: {interp2.render_stage(stage)}")
            current = t.fetch("input" if k == 0 else f"stage {k} output", lines)
            lines = t.compute("output", tuple(interp2.pipe_stage(list(current), stage)))
        t.state("answer")
        return t.compute("answer", list(lines))

    def solve(self, data: dict) -> list[str]:
        return interp2.run_pipeline(list(data["input"]), data["stages"])


BOOTCAMP = ShellPipeline()
