"""The anchor slugs of a Markdown document's table of contents, by GitHub's rules (stated).

A heading is a line of 1 to 6 ``#`` then a space; its text drops surrounding spaces and a closing
run of ``#`` after a space. Lines between ````` fences are code, never headings; ``#tag`` (no
space) and seven ``#`` are not headings. A slug is the text lower-cased, with every character
that is not a letter, digit, space, hyphen or underscore removed, and each space turned into a
hyphen (so ``Install & Setup`` gives ``install--setup``). A slug already used by an earlier
heading gets ``-1`` on its second use, ``-2`` on its third, and so on, counted over every
heading even where the contents list only some levels. The generator never lets such a suffix
collide with another heading's slug. The answer is the slugs of the listed headings in order.
The trace takes one state per line that opens or closes a fence or starts with ``#``; ``solve``
uses regular expressions over the whole text instead. The tests parse the documents with
markdown-it-py (CommonMark) and slug them with an independent slugifier.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.trace import Tracer

_WORDS = ("install", "setup", "usage", "examples", "api", "config", "testing", "faq", "notes", "build", "deploy",
          "logging", "errors", "overview", "roadmap", "license", "credits", "plugins", "caching", "security",
          "upgrade", "options", "snake_case", "read-only", "c++", "node.js", "q&a", "v2.0", "step 3", "why?")
_JOINS = (" ", " ", " & ", ": ", " / ", " - ", " and ", ", ")
_TAILS = ("", "", "", "?", "!", " (beta)", " #2", "...", " `cli`")
_FILLER = ("This part explains the details.", "See the notes below.", "Nothing here yet.", "More text follows.",
           "Ask the team for access.", "Updated every release.")
_CODE = ("# install the package", "pip install tool", "#!/bin/sh", "echo done", "# Usage", "x = 1  # note")
_SLUG_OK = re.compile(r"[^a-z0-9 _-]")
_HEADING = re.compile(r"^(#{1,6}) +(.*?)(?: +#+)? *$", re.M)
_ANCHOR_LINK = re.compile(r"\]\(#([^)\s]*)\)")
_SLUG_ITEM = re.compile(r"#?[a-z0-9_-]+")


@dataclass(frozen=True)
class Config:
    headings: int = 5
    fences: int = 0
    distractors: bool = False
    depth_filter: bool = False

    def __post_init__(self) -> None:
        if not 3 <= self.headings <= 40:
            raise ValueError(f"headings must be in 3..40, got {self.headings}")
        if not 0 <= self.fences <= 5:
            raise ValueError(f"fences must be in 0..5, got {self.fences}")


def base_slug(text: str) -> str:
    out = []
    for ch in text.lower():
        if ch == " ":
            out.append("-")
        elif ch.isascii() and (ch.isalnum() or ch in "-_"):
            out.append(ch)
    return "".join(out)


def _heading_text(rng: random.Random, level: int) -> str:
    if rng.random() < 0.3:
        text = rng.choice(("Usage", "Examples", "Notes", "FAQ", "Install", "Options"))  # repeats make duplicates
    else:
        words = rng.sample(_WORDS, rng.randint(1, 2 if level < 3 else 3))
        text = words[0]
        for w in words[1:]:
            text += rng.choice(_JOINS) + w
        text += rng.choice(_TAILS) if level >= 2 else ""
    style = rng.randrange(3)
    return text.title() if style == 0 else text.capitalize() if style == 1 else text


_TEMPLATES = (
    "Build the table of contents of this Markdown document by GitHub's anchor rules.",
    "A Markdown renderer gives every heading an anchor (slug) so a table of contents can link to it.",
    "Work out the link targets of a generated table of contents for the Markdown file below.",
)
_RULES = (
    "A heading is a line that starts with 1 to 6 # characters followed by a space; its level is the number of #, "
    "and its text is the rest of the line without surrounding spaces and without a closing run of # that follows "
    "a space. Lines from a line starting with ``` up to the next such line are code and never headings; a line "
    "like #tag (no space after #) is not a heading, nor is one starting with 7 or more #.",
    "The slug of a heading: lower-case its text, delete every character that is not a letter, digit, space, "
    "hyphen or underscore, then replace each space by a hyphen (so two spaces give two hyphens).",
    "If the same slug was already produced by an earlier heading, the second heading with it gets -1 appended, "
    "the third -2, and so on; this counting covers every heading in the document, including those the table "
    "does not list.",
)


class MarkdownToc(Bootcamp):
    id = "text/markdown_toc"
    description = "Anchor slugs of a Markdown table of contents by GitHub rules, with duplicates and code fences"
    Config = Config
    multiline_answer = True
    LEVELS = {
        "1": Config(headings=4, fences=0, distractors=False, depth_filter=False),
        "2": Config(headings=6, fences=0, distractors=False, depth_filter=False),
        "3": Config(headings=8, fences=1, distractors=True, depth_filter=True),
        "4": Config(headings=12, fences=2, distractors=True, depth_filter=True),
        "5": Config(headings=17, fences=3, distractors=True, depth_filter=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        tier = 1 if config.headings <= 4 else 2 if config.headings <= 6 else 3
        while True:
            lines = [f"# {_heading_text(rng, tier).title()}"]
            blocks = ["heading"] * (config.headings - 1) + ["fence"] * config.fences
            if config.distractors:
                blocks += ["tag", "seven"] if config.headings > 10 else ["tag"]
            rng.shuffle(blocks)
            for block in blocks:
                if block == "heading":
                    level = rng.choice((2, 2, 3, 3, 4)) if tier >= 2 else rng.choice((2, 3))
                    text = _heading_text(rng, tier)
                    closing = " " + "#" * rng.randint(1, 3) if config.distractors and rng.random() < 0.2 else ""
                    lines.append(f"{'#' * level} {text}{closing}")
                elif block == "fence":
                    lines += ["```"] + rng.sample(_CODE, 2) + ["```"]
                elif block == "tag":
                    lines.append(f"#{rng.choice(_WORDS[:20])} is the tag for this part.")
                else:
                    lines.append(f"####### {rng.choice(_WORDS[:20]).title()}")
                if rng.random() < 0.6:
                    lines.append(rng.choice(_FILLER))
            max_level = rng.choice((2, 3)) if config.depth_filter else 6
            data = {"lines": lines, "max_level": max_level}
            slugs = self.solve(data)
            everything = self.solve(dict(data, max_level=6))
            if len(set(everything)) == len(everything) and all(slugs) and len(slugs) >= 3:
                if any(s.endswith(("-1", "-2")) for s in everything) or rng.random() < 0.3:
                    return data, slugs

    def prompt(self, data: dict, rng: random.Random) -> str:
        listed = ("The table lists every heading." if data["max_level"] == 6 else
                  f"The table lists only the headings of level {data['max_level']} or less (the # count is at most "
                  f"{data['max_level']}).")
        form = "the slugs of the listed headings in document order, one per line (for example\nintro\nsetup-guide)"
        return "\n".join([rng.choice(_TEMPLATES), *_RULES, listed, "----- document start -----", *data["lines"],
                          "----- document end -----", answer_instruction(form)])

    def format_answer(self, answer: list[str]) -> str:
        return "\n".join(answer)

    def check(self, data: dict, answer: list[str], text: str) -> float:
        if len(text) > 40 * len(answer) + 400:
            return 0.0
        if "](#" in text:
            got = _ANCHOR_LINK.findall(text)  # a written-out table: [Text](#slug) links
        else:
            items = [item for item in re.split(r"[\s,]+", text.strip().strip("[]")) if item]
            items = [item.strip("`'\"") for item in items]
            if not all(_SLUG_ITEM.fullmatch(item) for item in items):
                return 0.0
            got = [item.removeprefix("#") for item in items]
        return 1.0 if got == list(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> list[str]:
        in_code, used, listed, heading_no = False, {}, [], 0
        for n, line in enumerate(data["lines"], 1):
            if not line.startswith(("#", "```")):
                continue
            t.state(f"line {n}")
            line = t.fetch(f"line[{n}]", line)
            if line.startswith("```"):
                in_code = t.compute("in code", not in_code, why="a fence opens or closes code")
                continue
            hashes = len(line) - len(line.lstrip("#"))
            if t.goto(in_code or hashes > 6 or line[hashes:hashes + 1] != " ", why="code, 7+ #, or no space: not a heading"):
                continue
            text = line[hashes:].strip()
            closing = re.search(r" #+$", text)
            text = t.compute("text", text[: closing.start()].rstrip() if closing else text, why="drop a closing # run")
            base = t.compute("base slug", base_slug(text), why="lower-case, keep letters digits space - _, space to -")
            seen = t.compute("earlier uses", used.get(base, 0))
            used[base] = seen + 1
            slug = t.compute("slug", base if seen == 0 else f"{base}-{seen}")
            heading_no += 1
            if t.goto(hashes <= data["max_level"], why=f"level {hashes} listed"):
                listed = t.compute("listed", listed + [slug])
        t.state("answer")
        return t.compute("answer", t.fetch("listed", listed))

    def solve(self, data: dict) -> list[str]:
        text = re.sub(r"^```.*?^```[^\n]*$", "", "\n".join(data["lines"]), flags=re.M | re.S)
        counts: dict[str, int] = {}
        out = []
        for hashes, heading in _HEADING.findall(text):
            slug = re.sub(" ", "-", _SLUG_OK.sub("", heading.lower()))
            n = counts.get(slug, 0)
            counts[slug] = n + 1
            if len(hashes) <= data["max_level"]:
                out.append(f"{slug}-{n}" if n else slug)
        return out


BOOTCAMP = MarkdownToc()
