"""The TAIL tracer: value codec, rendering, replay labels and exact corruption."""

import random
from fractions import Fraction

import pytest

from bootcamps.trace import (
    Tracer, perturb_value, read_value, render, render_value, replay,
)

VALUES = [0, -17, 10**40, True, False, None, Fraction(-3, 4), "", 'a "quoted" = x\n', [1, [2, "b"]], (1,), (0, 4), []]


@pytest.mark.parametrize("value", VALUES, ids=repr)
def test_codec_round_trip(value):
    text = render_value(value)
    assert read_value(text) == (value, len(text))
    assert render_value(read_value(text)[0]) == text


@pytest.mark.parametrize("value", [v for v in VALUES], ids=repr)
def test_perturb_changes_rendering(value):
    rng = random.Random(0)
    for _ in range(20):
        assert render_value(perturb_value(value, rng)) != render_value(value)


@pytest.mark.parametrize("numeral", ["0.00", "1,000", "-0", ".5", "1e5", "10.0"])
def test_perturbed_numeral_has_another_value(numeral):
    # A wrong step must be wrong in value, not only in spelling ("0.00" -> "0000" is still 0).
    rng = random.Random(1)
    for _ in range(50):
        changed = perturb_value(numeral, rng)
        assert float(changed.replace(",", "")) != float(numeral.replace(",", "")), changed


@pytest.mark.parametrize("value", ["1779663/521830400", "3.5 kg", "12x", "1.x", "(4, 7)"])
def test_perturbed_text_never_makes_an_exponent(value):
    # "1779663/521830400" with its '/' turned into 'e' is a number of half a billion digits: a
    # program reading it as one never finishes (exactly_k_events did, under validate).
    rng = random.Random(2)
    for _ in range(400):
        changed = perturb_value(value, rng)
        assert not any(a in "0123456789." and b in "eE" for a, b in zip(changed, changed[1:])
                       if (a, b) not in zip(value, value[1:])), changed


def test_codec_is_type_strict_and_rejects_junk():
    assert render_value(True) != render_value(1)
    for junk in ["", "[1, 2", "(1 2)", "abc", '"unterminated', "[" * 100]:
        assert read_value(junk) is None
    with pytest.raises(TypeError):
        render_value(1.5)


def running_sum(t: Tracer, xs):
    """A tiny program: prefix sums with a transition per element."""
    total = 0
    for i, x in enumerate(xs):
        t.state(f"i {i}")
        x = t.fetch(f"x[{i}]", x)
        total = t.compute("total", total + x, why="total+x")
        t.goto(i + 1 < len(xs), why="more elements")
    t.state("answer")
    return t.compute("answer", t.fetch("total", total))


def test_render_minimal_and_styled_carry_the_same_claims():
    t = Tracer()
    assert running_sum(t, [3, 4]) == 7
    minimal, spans = render(t.states, "7", "minimal")
    styled, _ = render(t.states, "7", "styled")
    assert minimal.splitlines()[0] == "i 0: x[0]=3, total=3, next=true"
    assert minimal.endswith("<answer>7</answer>")
    assert "x[0]=3" in styled and "total=3" in styled
    assert [minimal[a:b] for a, b in spans] == minimal.splitlines()[:-1]
    for text in (minimal, styled):
        report = replay(lambda tr: running_sum(tr, [3, 4]), text)
        assert report.first_error is None
        assert report.labels == ["correct"] * 3 + ["neutral"]


def test_replay_marks_the_first_wrong_step_and_adopts_its_claim():
    text = "i 0: x[0]=3, total=3, next=true\ni 1: x[1]=4, total=8, next=false\nanswer: total=8, answer=8\n<answer>8</answer>"
    report = replay(lambda tr: running_sum(tr, [3, 4]), text)
    # step 1 computes 3+4 wrongly; step 2 follows correctly from the claimed total 8
    assert report.labels == ["correct", "incorrect", "correct", "neutral"]
    assert report.first_error == 1


def test_replay_wrong_fetch_is_an_error_even_if_the_sum_is_right_for_it():
    text = "i 0: x[0]=5, total=5, next=true\ni 1: x[1]=4, total=9, next=false\nanswer: total=9, answer=9"
    assert replay(lambda tr: running_sum(tr, [3, 4]), text).first_error == 0


def test_replay_stops_where_the_response_leaves_the_program():
    text = "thinking out loud\ni 0: x[0]=3, total=3, next=true\ni 1: something else entirely = 5\nanswer: answer=7"
    report = replay(lambda tr: running_sum(tr, [3, 4]), text)
    assert report.labels == ["neutral", "correct", "incorrect", "neutral"]


@pytest.mark.parametrize("junk", ["", "=", "a=b=c", "\n\n", "x[0]=[[[[", "x[0]=" + "9" * 5000, "i 0: x[0]=3"])
def test_replay_never_raises_on_junk(junk):
    report = replay(lambda tr: running_sum(tr, [3, 4]), junk)
    assert len(report.steps) == len([line for line in junk.split("\n") if line.strip()])


def test_tracer_rejects_bad_states():
    t = Tracer()
    with pytest.raises(ValueError):
        t.fetch("x", 1)  # no state yet
    with pytest.raises(ValueError):
        t.state("a=b")
    t.state("ok")
    with pytest.raises(ValueError):
        t.state("empty before")  # previous state had no ops


def test_injection_propagates_through_the_program():
    t = Tracer(inject_at=1, rng=random.Random(3))  # op 1 = total of step 0
    answer = running_sum(t, [3, 4])
    assert t.injected_state == 0
    assert answer != 7
    assert answer == t.states[0].ops[1].value + 4


def test_mask_dpo_item():
    text = "i 0: x[0]=3, total=4, next=true\ni 1: x[1]=4, total=8, next=false"
    item = replay(lambda tr: running_sum(tr, [3, 4]), text).mask_dpo_item()
    assert item["type"] == ["hallucination", "no_hallucination"]
    assert [text[a:b] for a, b in item["spans"]] == item["sents"]


def test_a_claim_equal_in_value_keeps_the_programs_type():
    def index_program(t: Tracer, xs):
        t.state("pick")
        i = t.compute("i", 1)
        return t.compute("x", xs[i])

    report = replay(lambda tr: index_program(tr, [5, 6, 7]), "pick: i=2/2, x=6")
    assert report.labels == ["correct"]
    assert read_value("14/2") == (7, 4) and type(read_value("14/2")[0]) is int
