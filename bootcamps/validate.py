"""The validation contract every bootcamp must pass before it ships.

Per level: deterministic cases; distinct prompts; gold scores 1.0 (also from JSON round-tripped
data, and through ``bootcamps.score`` from stored ground truth); the plain solver agrees with
the gold; both trace styles score 1.0 and replay with no incorrect step; wrong answers
(perturbed gold, other cases' answers) score below 1.0; garbage scores 0 without raising;
corrupted traces have their injected error found at the right step; the adversarial families
(hedges, folded and split digits, the prompt's own numbers, restated questions, floods) never
score 1.0 and return fast. Across levels: effort (trace states) does not decrease.
"""

from __future__ import annotations

import json
import random
import re
import time
from dataclasses import dataclass
from statistics import mean

from . import parse, registry, score as score_from_json
from .api import Bootcamp, Case
from .distinct import count_distinct
from .trace import STYLES, Tracer, render

GARBAGE_SECONDS = 5.0  # generous bound: the parser is linear, a verifier must not be slower
ADVERSARIAL_SECONDS = 2.0  # per response; megabyte floods take milliseconds on a linear parser

# Each family is a way a model could game a lax verifier; see ``adversarial_responses``.
ADVERSARIAL_FAMILIES = ("hedge", "folded_digits", "split_digits", "prompt_numbers", "restated", "flood")
_SUPERSCRIPTS = str.maketrans("0123456789", "\u2070\u00b9\u00b2\u00b3\u2074\u2075\u2076\u2077\u2078\u2079")
_SUBSCRIPTS = str.maketrans("0123456789", "\u2080\u2081\u2082\u2083\u2084\u2085\u2086\u2087\u2088\u2089")
_FULLWIDTH = str.maketrans("0123456789", "\uff10\uff11\uff12\uff13\uff14\uff15\uff16\uff17\uff18\uff19")
_DIGIT_RUN = re.compile(r"\d{2,}")
_PROMPT_NUMBER = re.compile(r"(?<![\w.])-?\d+(?:\.\d+)?(?![\w.]*\d)")


@dataclass
class Failure:
    bootcamp: str
    level: str
    check: str
    message: str

    def __str__(self) -> str:
        return f"{self.bootcamp} level {self.level}: {self.check}: {self.message}"


def garbage_responses(case: Case, heavy: bool = True, gold_text: str = "") -> list[str]:
    light = [case.prompt, f"<answer>{case.prompt}</answer>", "", "<answer></answer>"]
    # "None" is garbage for most tasks but the right answer where the gold is "none" (an empty
    # set, no winning move): probing it there would forbid such golds, not catch a game.
    if gold_text.strip().casefold() != "none":
        light.append("<answer>None</answer>")
    if not heavy:
        return light
    return light + [
        "   ",
        "<answer>",
        "</answer>",
        "<answer><answer></answer>",
        "<answer>" * 1000,
        "\\boxed{" * 100_000,
        "{" * 100_000 + "}" * 99_999,
        "9" * 1_000_000,
        "<answer>" + "9" * 1_000_000 + "</answer>",
        "<answer>\u202e\u0000\U0001f600 ñ 中文 \ufeff</answer>",
        "<answer>[[[[[[[[[[</answer>",
        "<answer>__import__('os').system('echo pwned')</answer>",
    ]


def adversarial_responses(bc: Bootcamp, case: Case, wrong: list[str], rng: random.Random) -> list[tuple[str, str]]:
    """(family, response) pairs that must all score below 1.0, built from the case's own gold
    ``G`` and answers ``wrong`` that score below 1.0 on it. A bootcamp opts out of a family only
    by naming it in ``adversarial_exempt`` with the reason."""
    gold = bc.format_answer(case.answer)
    out: list[tuple[str, str]] = []

    def add(family: str, *answers: str, tagged: bool = True) -> None:
        if family not in bc.adversarial_exempt:
            out.extend((family, f"<answer>{a}</answer>" if tagged else a) for a in answers)

    for w in wrong[:2]:  # one answer per response: a hedge between candidates is no answer
        add("hedge", f"\\boxed{{{w}}} or \\boxed{{{gold}}}", f"\\boxed{{{gold}}} or \\boxed{{{w}}}",
            f"\\boxed{{{w}}}\\boxed{{{gold}}}", f"{w} or {gold}", f"{gold} or {w}", f"either {w} or {gold}",
            f"{gold} (or {w})", f"{w}\n{gold}", f"{gold}\n{w}", f"{gold}, {w}", f"{w}, {gold}", f"{gold}; {w}")
        add("hedge", f"\\boxed{{{w}}}\\boxed{{{gold}}}", f"\\boxed{{{w}}} \\boxed{{{gold}}}", tagged=False)
    positions = [m.start() for m in re.finditer(r"\d", gold)]
    if positions:  # 2⁴ and 2₄ are not 24: folding them would change the value
        at = rng.choice(positions)
        add("folded_digits", gold[:at] + gold[at].translate(_SUPERSCRIPTS) + gold[at + 1 :],
            gold[:at] + gold[at].translate(_SUBSCRIPTS) + gold[at + 1 :], gold.translate(_SUPERSCRIPTS))
    run = _DIGIT_RUN.search(gold)
    if run:  # "2 4" is not 24; a lone trailing digit is never a thousands grouping
        cut = run.end() - 1
        add("split_digits", f"{gold[:cut]} {gold[cut:]}", f"{gold[:cut]}\\,{gold[cut:]}")
    numbers = list(dict.fromkeys(_PROMPT_NUMBER.findall(case.prompt)))
    gold_value = parse.parse_number(gold)
    for number in numbers[:8]:  # the question's own numbers are not its answer
        if number != gold and (gold_value is None or parse.parse_number(number) != gold_value):
            add("prompt_numbers", number)
    if len(numbers) >= 2:  # the question restated as an expression is not the value it asks for
        fraction_answer = "/" in gold or "frac" in gold
        for _ in range(3):
            a, b = rng.sample(numbers[:6], 2)
            ops = [f"{a}*{b}", f"{a}+{b}", f"{a}-{b}", f"{a}^{b}", f"{a} \\times {b}"]
            if not fraction_answer:
                ops += [f"{a}/{b}", f"\\frac{{{a}}}{{{b}}}"]
            add("restated", *(o for o in ops if o != gold))
    add("flood", "1e99999999", f"{gold}e99999999", "\n".join([gold] * 1000), ", ".join([gold] * 1000),
        "0" * 200_000 + gold, gold + " " * 200_000 + ".")
    add("flood", "\\boxed{" * 100_000 + gold + "}" * 100_000, tagged=False)
    return out


def harmless_forms(bc: Bootcamp, case: Case) -> list[str]:
    """The gold in forms a reader takes for the same answer; each must score 1.0."""
    gold = bc.format_answer(case.answer)
    forms = [f"<answer> {gold} </answer>", f"<answer>\\boxed{{{gold}}}</answer>", f"\\boxed{{{gold}}}",
             f"<think>maybe <answer>x</answer></think>The answer: <answer>{gold}</answer>"]
    if bc.strip_markdown and "**" not in gold:  # bold, as chat models write a final answer (a
        forms.append(f"<answer>**{gold}**</answer>")  # '**' inside would make it two bold runs)
    if gold.translate(_FULLWIDTH) != gold:
        forms.append(f"<answer>{gold.translate(_FULLWIDTH)}</answer>")  # fullwidth digits read the same
    return forms


def check_adversarial(bc: Bootcamp, case: Case, rng: random.Random, others: list[str]) -> list[Failure]:
    """The adversarial families and the harmless forms on one case."""
    failures: list[Failure] = []
    where = f"seed {case.seed}"
    wrong = [w for w in bc.wrong_answers(case, rng) + others if w and bc.score(case, f"<answer>{w}</answer>") < 1.0]
    for family, response in adversarial_responses(bc, case, list(dict.fromkeys(wrong)), rng):
        start = time.perf_counter()
        try:
            value = bc.score(case, response)
        except Exception as error:  # noqa: BLE001 - the contract is that verifiers never raise
            failures.append(Failure(bc.id, case.level, family, f"{where}: raised {type(error).__name__} on {response[:60]!r}"))
            continue
        elapsed = time.perf_counter() - start
        if value >= 1.0:
            failures.append(Failure(bc.id, case.level, family, f"{where}: {response[:100]!r} scores 1.0"))
        if elapsed > ADVERSARIAL_SECONDS:
            failures.append(Failure(bc.id, case.level, family, f"{where}: {elapsed:.1f}s on {len(response)} chars"))
    for response in harmless_forms(bc, case):
        if bc.score(case, response) != 1.0:
            failures.append(Failure(bc.id, case.level, "harmless", f"{where}: {response[:100]!r} scores below 1.0"))
    return failures


def check_level(
    bc: Bootcamp,
    level: str,
    cases: int = 30,
    unique_cases: int = 1000,
    corrupt: int = 3,
    seed: int = 0,
    adversarial: int = 8,
    counts: dict[str, int] | None = None,
) -> list[Failure]:
    """Every per-level check on ``cases`` cases; the adversarial families on the first
    ``adversarial`` of them. ``counts`` (when given) receives the level's distinct-prompt count."""
    failures: list[Failure] = []

    def fail(check: str, message: str) -> None:
        failures.append(Failure(bc.id, level, check, message))

    rng = random.Random(f"validate:{bc.id}:{level}:{seed}")
    sample = [bc.case(seed + i, level) for i in range(cases)]

    # determinism
    for case in sample[:5]:
        again = bc.case(case.seed, level)
        if again != case or json.dumps(again.data, sort_keys=True) != json.dumps(case.data, sort_keys=True):
            fail("determinism", f"seed {case.seed} gave two different cases")
    other_split = bc.case(sample[0].seed, level, "eval")
    if other_split.prompt == sample[0].prompt:
        fail("seeding", f"seed {sample[0].seed}: train and eval cases are identical")

    # uniqueness
    if unique_cases:
        floor = bc.min_distinct_prompts.get(level, 0.99)
        distinct = count_distinct(bc, level, unique_cases, made=sample if seed == 0 else ())
        if counts is not None:
            counts[level] = distinct
        ratio = distinct / unique_cases
        if ratio < floor:
            fail("uniqueness", f"{ratio:.1%} distinct prompts in {unique_cases} cases, need {floor:.1%}")

    answers = [bc.format_answer(c.answer) for c in sample]
    for position, (case, gold_text) in enumerate(zip(sample, answers)):
        where = f"seed {case.seed}"
        gold = f"<answer>{gold_text}</answer>"
        if bc.strip_markdown and parse.extract_answer(gold) != parse.extract_answer(gold, emphasis=False):
            fail("markdown", f"{where}: gold answer {gold_text[:80]!r} reads as Markdown emphasis around "
                             "another answer; declare strip_markdown = False")
        if bc.score(case, gold) != 1.0:
            fail("gold", f"{where}: gold answer {gold_text[:80]!r} scores {bc.score(case, gold)}")
            continue
        stored = case.ground_truth()
        if score_from_json(bc.id, gold, stored) != 1.0:
            fail("gold-json", f"{where}: gold scores below 1.0 from stored JSON ground truth")
        round_trip = json.loads(json.dumps(case.data))
        solved = bc.format_answer(bc.solve(round_trip))
        if bc.check(case.data, case.answer, solved) != 1.0:
            fail("solver", f"{where}: reference solver says {solved[:80]!r}, gold is {gold_text[:80]!r}")
        texts, gold_run = gold_traces(bc, case)
        rebuilt, _ = gold_traces(bc, Case(**{**case.__dict__, "data": round_trip}))
        for style in STYLES:
            text = texts[style]
            if bc.score(case, text) != 1.0:
                fail("trace", f"{where}: {style} trace scores {bc.score(case, text)}")
            if rebuilt[style] != text:
                fail("trace-json", f"{where}: {style} trace differs after a JSON round trip of data")
            report = bc.check_steps(case, text)
            if report.first_error is not None:
                fail("steps", f"{where}: step {report.first_error} of the gold {style} trace labelled incorrect")
        for wrong in bc.wrong_answers(case, rng):
            if bc.score(case, f"<answer>{wrong}</answer>") >= 1.0:
                fail("wrong", f"{where}: wrong answer {wrong[:80]!r} scores 1.0 (gold {gold_text[:80]!r})")
        if bc.unique_answer:
            for other in rng.sample(answers, min(5, len(answers))):
                if other != gold_text and bc.score(case, f"<answer>{other}</answer>") >= 1.0:
                    fail("other", f"{where}: another case's answer {other[:80]!r} scores 1.0")
        # The heavy garbage (megabytes) is the same for every case: three cases a level suffice.
        for junk in garbage_responses(case, heavy=position < 3, gold_text=gold_text):
            start = time.perf_counter()
            try:
                value = bc.score(case, junk)
            except Exception as error:  # noqa: BLE001 - the contract is that verifiers never raise
                fail("garbage", f"{where}: raised {type(error).__name__}: {error} on {junk[:40]!r}")
                continue
            elapsed = time.perf_counter() - start
            if value != 0.0:
                fail("garbage", f"{where}: garbage {junk[:40]!r} scores {value}")
            if len(junk) < 10_000:  # step checking reads every line; megabytes are the parser's test
                try:
                    bc.check_steps(case, junk)
                except Exception as error:  # noqa: BLE001 - check_steps must not raise on any text
                    fail("garbage", f"{where}: check_steps raised {type(error).__name__}: {error} on {junk[:40]!r}")
            if elapsed > GARBAGE_SECONDS:
                fail("garbage", f"{where}: {elapsed:.1f}s on {len(junk)} chars of garbage")
        if position < adversarial:
            others = [a for a in answers if a != gold_text][:3]
            failures.extend(check_adversarial(bc, case, rng, others))
        for _ in range(corrupt):
            failures.extend(check_corruption(bc, case, rng, gold=gold_run))
    return failures


def gold_traces(bc: Bootcamp, case: Case) -> tuple[dict[str, str], Tracer | None]:
    """Every style's trace of a case, rendered from one run of its program (what ``trace`` does
    for each style), and that run's tracer; a bootcamp that overrides ``trace`` or
    ``run_program`` is asked for each style instead (and no tracer is returned)."""
    if type(bc).trace is not Bootcamp.trace or type(bc).run_program is not Bootcamp.run_program:
        return {style: bc.trace(case, style) for style in STYLES}, None
    answer, tracer = bc.run_program(case.data)
    answer_text = bc.format_answer(answer)
    return {style: render(tracer.states, answer_text, style)[0] for style in STYLES}, tracer


def check_corruption(
    bc: Bootcamp, case: Case, rng: random.Random, kind: str | None = None, gold: Tracer | None = None,
) -> list[Failure]:
    """One corrupted trace: wrong final answer, and ``check_steps`` finds the injected step.
    ``gold``: the tracer of the case's gold run, where the caller has one."""
    bad = bc.corrupt(case, rng, kind, style=rng.choice(STYLES), gold=gold)
    if bad is None:
        return []
    where = f"seed {case.seed} {bad.kind} error at step {bad.first_error}"
    out = []
    if bc.score(case, bad.text) >= 1.0:
        out.append(Failure(bc.id, case.level, "corrupt", f"{where}: corrupted trace still scores 1.0"))
    report = bc.check_steps(case, bad.text)
    if report.first_error != bad.first_error:
        out.append(Failure(bc.id, case.level, "corrupt", f"{where}: check_steps found {report.first_error}"))
    elif report.labels != [s.label for s in bad.steps]:
        out.append(Failure(bc.id, case.level, "corrupt", f"{where}: step labels differ from the injected ones"))
    return out


def check_effort(bc: Bootcamp, cases: int = 20) -> list[Failure]:
    efforts = [mean(bc.effort(bc.case(seed, level)) for seed in range(cases)) for level in bc.levels]
    failures = []
    for (lo, a), (hi, b) in zip(zip(bc.levels, efforts), zip(bc.levels[1:], efforts[1:])):
        if b < a:
            failures.append(Failure(bc.id, hi, "effort", f"mean trace states {b:.1f} < level {lo}'s {a:.1f}"))
    return failures


def validate(
    bootcamp_id: str, cases: int = 30, unique_cases: int = 1000, corrupt: int = 3, counts: dict[str, int] | None = None,
) -> list[Failure]:
    """Every check of the contract for one bootcamp; an import error is a failure, not a crash."""
    try:
        bc = registry.get(bootcamp_id)
    except Exception as error:  # noqa: BLE001 - a broken module is reported, the others still run
        return [Failure(bootcamp_id, "-", "import", f"{type(error).__name__}: {error}")]
    failures = []
    for level in bc.levels:
        failures.extend(check_level(bc, level, cases, unique_cases, corrupt, counts=counts))
    failures.extend(check_effort(bc))
    return failures


@dataclass
class StepCheckStats:
    bootcamp: str
    level: str
    corrupted: int = 0  # corrupted traces made
    found: int = 0  # check_steps found the injected first error and every label
    unmade: int = 0  # cases where no injection site changed the final answer
    gold_steps: int = 0  # steps of gold traces checked
    gold_flagged: int = 0  # of those, labelled incorrect (must be 0)
    by_kind: dict | None = None


def step_check(bc: Bootcamp, level: str, n: int = 1000, seed: int = 0) -> StepCheckStats:
    """``n`` corrupted traces (kinds and styles in turn) and the gold traces of the same cases."""
    stats = StepCheckStats(bc.id, level, by_kind={})
    kinds = ("fetch", "compute", "transition")
    for i in range(n):
        case = bc.case(seed + i, level)
        style = STYLES[i % len(STYLES)]
        report = bc.check_steps(case, bc.trace(case, style))
        stats.gold_steps += len(report.steps)
        stats.gold_flagged += sum(label == "incorrect" for label in report.labels)
        rng = random.Random(f"stepcheck:{bc.id}:{level}:{i}")
        bad = bc.corrupt(case, rng, kinds[i % 3], style) or bc.corrupt(case, rng, None, style)
        if bad is None:
            stats.unmade += 1
            continue
        stats.corrupted += 1
        found = bc.check_steps(case, bad.text)
        ok = found.first_error == bad.first_error and found.labels == [s.label for s in bad.steps]
        stats.found += ok
        made, hit = stats.by_kind.get(bad.kind, (0, 0))
        stats.by_kind[bad.kind] = (made + 1, hit + ok)
    return stats


if __name__ == "__main__":  # DESIGN.md's spelling: python -m bootcamps.validate [ID ...] [--cases N]
    import sys

    from .cli import main

    sys.exit(main(["validate", *sys.argv[1:]]))
