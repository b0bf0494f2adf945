"""The shared answer parser: extraction rules, number normalisation, lists, grids, bounded time."""

from fractions import Fraction

import pytest

from bootcamps.parse import (
    extract_answer,
    format_number,
    normalise_text,
    parse_grid,
    parse_int,
    parse_int_list,
    parse_number,
    split_items,
)


@pytest.mark.parametrize(
    "response, expected",
    [
        ("so <answer>42</answer>", "42"),
        ("<answer>1</answer> then <answer>2</answer>", "2"),
        ("<ANSWER> 7 </Answer>", "7"),
        ("<think><answer>1</answer></think>final <answer>3</answer>", "3"),
        ("<think>\\boxed{1}</think> no answer after think", None),
        ("the result is \\boxed{\\frac{1}{2}}", "\\frac{1}{2}"),
        ("\\boxed{a} and later \\boxed{{b}}", None),  # two bare boxes: a hedge
        ("\\boxed{{b}}", "{b}"),
        ("[answer]x y[/answer]", "x y"),
        ("<answer>\\boxed{5}</answer>", "5"),
        ("<answer>$12$</answer>", "12"),
        ("<answer>5</answer> and then \\boxed{6}", "6"),
        ("\\boxed{6} then <answer>5</answer>", "5"),
        ("no tags here", None),
        ("<answer>unclosed", None),
        ("\\boxed{unclosed", None),
        ("", None),
    ],
)
def test_extract_answer(response, expected):
    assert extract_answer(response) == expected


def test_extract_answer_non_string_is_none():
    assert extract_answer(None) is None
    assert extract_answer(b"<answer>1</answer>") is None


def test_unicode_case_folding_keeps_offsets():
    # "İ" lowercases to two characters; the tag search must still cut the right text.
    assert extract_answer("İİİ <answer>ok</answer>") == "ok"


@pytest.mark.parametrize(
    "text, value",
    [
        ("42", 42), ("-42", -42), ("+5", 5), ("1,234", 1234), ("1,234,567.5", Fraction(2469135, 2)),
        ("1 234", 1234), ("2.50", Fraction(5, 2)), ("-3/4", Fraction(-3, 4)), ("\\frac{3}{4}", Fraction(3, 4)),
        ("-\\dfrac{1}{2}", Fraction(-1, 2)), ("$7$", 7), ("1e3", 1000), ("\u22125", -5), ("12.", 12),
        (".5", Fraction(1, 2)), ("\\text{7}", 7),
    ],
)
def test_parse_number_accepts(text, value):
    assert parse_number(text) == value


@pytest.mark.parametrize("text", ["", "abc", "1/0", "1,23", "12,3456", "1.2.3", "--1", "9" * 5000, "2+2", "0x10", None])
def test_parse_number_rejects(text):
    assert parse_number(text) is None


def test_parse_int_and_format():
    assert parse_int("12.0") == 12
    assert parse_int("1/2") is None
    assert format_number(Fraction(6, 4)) == "3/2"
    assert format_number(Fraction(4, 2)) == "2"


def test_lists():
    assert parse_int_list("[1, 2, 3]") == [1, 2, 3]
    assert parse_int_list("1 2 3") == [1, 2, 3]
    assert parse_int_list("(4;5)") == [4, 5]
    assert parse_int_list("1, two") is None
    assert split_items("['a', 'b']") == ["a", "b"]
    assert parse_int_list("[]") == []


def test_grids():
    assert parse_grid("[[1,2],[3,4]]") == [["1", "2"], ["3", "4"]]
    assert parse_grid("1 2\n3 4") == [["1", "2"], ["3", "4"]]
    assert parse_grid("12;34", width=2) == [["1", "2"], ["3", "4"]]
    assert parse_grid("1 2 | 3 4\n----+----\n3 4 | 1 2") == [["1", "2", "3", "4"], ["3", "4", "1", "2"]]
    assert parse_grid("") is None


def test_normalise_text():
    assert normalise_text('  "Hello   World." ') == "hello world"
    assert normalise_text("ＡＢＣ") == "abc"


def test_pathological_inputs_return():
    # Bounded work: these must return (the validation contract times them too).
    assert extract_answer("\\boxed{" * 100_000) is None
    assert extract_answer("{" * 100_000 + "}" * 100_000) is None
    assert extract_answer("<answer>" * 100_000) is None
    assert extract_answer("x" * 1_000_000 + "<answer>1</answer>") == "1"


@pytest.mark.parametrize(
    "response",
    [
        "<answer>\\boxed{5} or \\boxed{3}</answer>",
        "\\boxed{W}\\boxed{G}",
        "<answer>\\boxed{W}\\boxed{G}</answer>",
        "<answer>$\\boxed{5}$, $\\boxed{3}$</answer>",
        "\\boxed{5} or maybe \\boxed{3}",
    ],
)
def test_several_boxed_candidates_are_no_answer(response):
    assert extract_answer(response) is None


def test_one_answer_per_line_is_a_hedge_unless_declared():
    import bootcamps
    from bootcamps.parse import several_lines

    assert several_lines("0\n1") and not several_lines("  7 \n\n")
    bc = bootcamps.get("algorithm/compare_numbers")  # a one-line answer
    case = bc.case(3, "1")
    gold = bc.format_answer(case.answer)
    assert bc.score(case, f"<answer>{gold}</answer>") == 1.0
    assert bc.score(case, f"<answer>{gold}\n{gold}x</answer>") == 0.0
    assert bc.score(case, f"<answer>x\n{gold}</answer>") == 0.0
    sudoku = bootcamps.get("puzzle/sudoku")  # declares multiline_answer: rows on lines are fine
    case = sudoku.case(3, "1")
    rows = "\n".join("".join(map(str, row)) for row in case.answer)
    assert sudoku.score(case, f"<answer>{rows}</answer>") == 1.0


@pytest.mark.parametrize("text", ["2\u2074", "2\u2084", "\u00b2\u2074", "1\u00bd"])
def test_super_and_subscripts_are_unreadable_not_folded(text):
    assert parse_number(text) is None
    assert parse_int_list(f"[{text}, 3]") is None


def test_reader_folds_keep_values():
    assert parse_number("\uff12\uff14") == 24  # fullwidth digits are the same digits
    assert parse_number("1\u00a0234") == 1234 and parse_number("1\u202f234") == 1234
    assert parse_number("\u22125") == -5
    assert extract_answer("<answer>\uff12\uff14</answer>") == "24"


@pytest.mark.parametrize("text", ["2 4", "2\\,4", "12 34", "1 2345", "1,2 345", "1 234,567", "- 2 4"])
def test_split_digits_are_unreadable(text):
    assert parse_number(text) is None


@pytest.mark.parametrize(
    "text, value",
    [("1 234 567", 1234567), ("1\\,234", 1234), ("1{,}234", 1234), ("- 5", -5), ("3 / 4", Fraction(3, 4))],
)
def test_groupings_and_harmless_spaces(text, value):
    assert parse_number(text) == value


def test_huge_exponents_are_refused_fast():
    import time

    start = time.perf_counter()
    for text in ("1e99999999", "1e2000000", "1e-99999999", "9.9E+1001"):
        assert parse_number(text) is None
        assert extract_answer(f"<answer>{text}</answer>") == text
    assert parse_number("1e1000") == 10**1000
    assert time.perf_counter() - start < 1.0


def test_deep_nesting_is_linear():
    import time

    start = time.perf_counter()
    deep = "\\boxed{" * 100_000 + "5" + "}" * 100_000
    assert extract_answer(deep) is None  # deeper than any answer: unreadable
    assert extract_answer("<answer>5</answer>" + "{" * 100_000) == "5"
    assert extract_answer("\\boxed{1}" * 100_000) is None  # a flood of candidates
    assert time.perf_counter() - start < 2.0


def test_exact_string_answers_allow_one_final_period_and_keep_the_answers_own():
    from bootcamps.kit.literal import ExactStringAnswer

    check = ExactStringAnswer().check
    assert check({}, "abc", "abc") == check({}, "abc", "`abc`.") == check({}, "abc", "abc .") == 1.0
    assert check({}, "abc", "'abc.'") == check({}, "abc", '"abc"') == 1.0
    assert check({}, "abc", "abc..") == check({}, "abc", "'abc.'.") == check({}, "abc", "ab") == check({}, "abc", "ABC") == 0.0
    # an answer that ends in a period keeps it: the bare form is a different string
    assert check({}, "Dr.", "Dr.") == check({}, "Dr.", "Dr..") == 1.0
    assert check({}, "Dr.", "Dr") == 0.0


@pytest.mark.parametrize("response, answer", [
    ("<answer>\n```\n1 2\n3 4\n```\n</answer>", "1 2\n3 4"),
    ("<answer>```text\n12;34\n```</answer>", "12;34"),
    ("<answer>```\n42\n```</answer>", "42"),
    ("<answer>```42```</answer>", "42"),
    ("<answer>```\n$\\boxed{7}$\n```</answer>", "7"),
])
def test_a_code_fence_around_the_answer_is_unwrapped(response, answer):
    assert extract_answer(response) == answer


def test_a_fence_that_does_not_wrap_the_whole_answer_stays():
    assert extract_answer("<answer>```\n1 2\n```\n3 4</answer>") == "```\n1 2\n```\n3 4"
    two = "```\n5\n``` or ```\n3\n```"  # two fenced candidates: left whole, for the reader to refuse
    assert extract_answer(f"<answer>{two}</answer>") == two


@pytest.mark.parametrize("response, answer", [
    ("<answer>\\(5\\)</answer>", "5"),
    ("<answer>\\[ [1, 2] \\]</answer>", "[1, 2]"),
    ("<answer>\\left(-4, 6\\right)</answer>", "(-4, 6)"),
    ("<answer>$\\left[1, 2\\right)$</answer>", "[1, 2)"),
    ("<answer>\\Bigl(3\\Bigr)</answer>", "(3)"),
    ("<answer>\\(\\boxed{7}\\)</answer>", "7"),
])
def test_inline_latex_delimiters_and_bracket_sizing_are_unwrapped(response, answer):
    assert extract_answer(response) == answer


@pytest.mark.parametrize("response, answer", [
    ("<answer>**42**</answer>", "42"),
    ("<answer>*x = 3*</answer>", "x = 3"),
    ("<answer>`a,b,c`</answer>", "a,b,c"),
    ("<answer>***7***</answer>", "7"),
    ("**\\boxed{12}**", "12"),
    ("<answer>**$\\frac{1}{2}$**</answer>", "\\frac{1}{2}"),
    ("<answer>**2*x + 1**</answer>", "2*x + 1"),  # a single * inside bold is the answer's own
])
def test_markdown_emphasis_around_the_whole_answer_is_unwrapped(response, answer):
    assert extract_answer(response) == answer


@pytest.mark.parametrize("response", [
    "<answer>**5** or **3**</answer>",  # two bold candidates: a hedge, left whole for the checker to refuse
    "<answer>*5* or *3*</answer>",
    "<answer>** 5 **</answer>",  # not emphasis in Markdown
    "<answer>2*3*</answer>",
    "<answer>**</answer>",
    "<answer>__init__</answer>",  # an identifier: underscores are not read as emphasis
    "<answer>_tmp_</answer>",
])
def test_emphasis_that_does_not_wrap_the_whole_answer_stays(response):
    inner = response.removeprefix("<answer>").removesuffix("</answer>").strip()
    assert extract_answer(response) == inner


def test_emphasis_is_kept_where_a_bootcamp_opts_out():
    assert extract_answer("<answer>*.txt*</answer>", emphasis=False) == "*.txt*"
    assert extract_answer("<answer>**42**</answer>", emphasis=False) == "**42**"
