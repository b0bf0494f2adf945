"""Reference bootcamps B: cipher/caesar, logic/knights_knaves, graph/shortest_path.

Answer forms each verifier must accept and reject, and properties of the generated data checked
by code independent of the bootcamps' own solvers.
"""

import itertools
import json
import random

import pytest

import bootcamps

CAESAR = bootcamps.get("cipher/caesar")
KNIGHTS = bootcamps.get("logic/knights_knaves")
PATHS = bootcamps.get("graph/shortest_path")
SEEDS = range(60)


def tagged(text: str) -> str:
    return f"<answer>{text}</answer>"


def rot(text: str, k: int) -> str:
    """Caesar shift written independently of the bootcamp: via str.translate tables."""
    lower = "abcdefghijklmnopqrstuvwxyz"
    upper = lower.upper()
    k %= 26
    table = str.maketrans(lower + upper, lower[k:] + lower[:k] + upper[k:] + upper[:k])
    return text.translate(table)


def words(text: str) -> list[str]:
    return "".join(c if c.isalpha() else " " for c in text.lower()).split()


# ---------------------------------------------------------------- cipher/caesar


def styled_case():
    """A level-3 case whose gold has capitals and inner punctuation."""
    for seed in SEEDS:
        case = CAESAR.case(seed, "3")
        if any(c in case.answer[:-1] for c in ",;:!?") and case.answer != case.answer.lower():
            return case
    raise AssertionError("no styled level-3 case in 60 seeds")


def test_caesar_styled_answer_keeps_case_spacing_and_punctuation():
    # the styled prompt says to keep spaces, punctuation and each letter's case: so must the verifier
    case = styled_case()
    gold = case.answer
    for text in (gold, "  " + gold + " ", f'"{gold}"'):
        assert CAESAR.score(case, tagged(text)) == 1.0, text
    assert CAESAR.score(case, f"<think>scratch</think>The answer is \\boxed{{{gold}}}") == 1.0
    for text in (gold.lower(), gold.upper(), gold.replace(" ", "  ", 1), gold[:-1]):
        assert CAESAR.score(case, tagged(text)) == 0.0, text


def test_caesar_plain_answer_may_change_letter_case_only():
    case = next(c for c in (CAESAR.case(s, "1") for s in SEEDS) if c.data["text"] == c.data["text"].lower())
    gold = case.answer
    for text in (gold, gold.upper(), f" {gold} "):
        assert CAESAR.score(case, tagged(text)) == 1.0, text
    for text in (gold.replace(" ", "  ", 1), gold + "."):
        assert CAESAR.score(case, tagged(text)) == 0.0, text


def test_caesar_rejects_wrong_letters_and_lost_punctuation():
    case = styled_case()
    gold = case.answer
    first = next(i for i, c in enumerate(gold) if c.isalpha())
    swapped = gold[:first] + rot(gold[first], 1) + gold[first + 1 :]
    no_inner_punctuation = "".join(c for c in gold[:-1] if c.isalpha() or c == " ") + gold[-1]
    wrong = (swapped, rot(gold, 1), rot(gold, 25), case.data["text"], no_inner_punctuation, gold.replace(" ", ""), "")
    for text in wrong:
        assert CAESAR.score(case, tagged(text)) == 0.0, text


@pytest.mark.parametrize("level", bootcamps.LEVELS)
def test_caesar_gold_is_the_shifted_message(level):
    for seed in SEEDS:
        data, gold = (case := CAESAR.case(seed, level)).data, case.answer
        if data["key"] == "given":
            right = data["shift"] if data["direction"] == "right" else -data["shift"]
        elif data["key"] == "pair":
            plain, cipher = data["pair"]
            right = next(k for k in range(1, 26) if rot(plain, k) == cipher)
        else:
            # Independent brute force: exactly one shift turns some word of the message into the crib.
            fits = [k for k in range(26) if data["crib"] in words(rot(data["text"], -k))]
            assert len(fits) == 1, (seed, data)
            right = fits[0]
            assert right != 0
        shifted = rot(data["text"], right if data["mode"] == "encrypt" else -right)
        assert shifted == gold, (seed, level)
        assert data["text"] in case.prompt


def test_caesar_wrong_answers_score_zero():
    rng = random.Random(1)
    for level in bootcamps.LEVELS:
        for seed in range(20):
            case = CAESAR.case(seed, level)
            for wrong in CAESAR.wrong_answers(case, rng):
                assert CAESAR.score(case, tagged(wrong)) == 0.0, (level, seed, wrong)


# ---------------------------------------------------------------- logic/knights_knaves


def statement_truth(statement: dict, is_knight: tuple[bool, ...]) -> bool:
    """Truth of a statement, written apart from the bootcamp's own evaluator (booleans, counts)."""
    who = statement["who"]
    kind = statement["kind"]
    wanted = statement.get("role") == "knight"
    if kind == "role":
        return is_knight[who[0]] is wanted
    if kind in ("same", "different"):
        return (is_knight[who[0]] is is_knight[who[1]]) is (kind == "same")
    matches = [is_knight[p] is wanted for p in who]
    if kind == "all":
        return sum(matches) == len(who)
    if kind == "some":
        return sum(matches) >= 1
    if kind == "if":
        first, then = (r == "knight" for r in statement["roles"])
        return not (is_knight[who[0]] is first) or (is_knight[who[1]] is then)
    if kind in ("exactly", "count"):
        return sum(matches) == statement["count"]
    raise AssertionError(f"unexpected statement kind {kind}")


@pytest.mark.parametrize("level", bootcamps.LEVELS)
def test_knights_knaves_has_exactly_one_solution(level):
    sizes = set()
    for seed in SEEDS:
        case = KNIGHTS.case(seed, level)
        names, statements = case.data["names"], case.data["statements"]
        sizes.add(len(names))
        assert sorted(s["speaker"] for s in statements) == list(range(len(names)))  # everyone speaks once
        solutions = [
            dict(zip(names, ("knight" if k else "knave" for k in world)))
            for world in itertools.product((True, False), repeat=len(names))
            if all(statement_truth(s, world) is world[s["speaker"]] for s in statements)
        ]
        assert solutions == [case.answer], (level, seed)
    expected = {"1": {2}, "2": {3}, "3": {4}, "4": {5}, "5": {6, 7}}[level]
    assert sizes <= expected and sizes


def knights_case():
    """A level-3 case (four people) with at least one knight and one knave."""
    for seed in SEEDS:
        case = KNIGHTS.case(seed, "3")
        if len(set(case.answer.values())) == 2:
            return case
    raise AssertionError("no mixed level-3 case in 60 seeds")


def test_knights_knaves_accepts_answer_forms():
    case = knights_case()
    gold = case.answer
    names = list(gold)
    knights = [n for n in names if gold[n] == "knight"]
    knaves = [n for n in names if gold[n] == "knave"]
    group = lambda people: " and ".join(people)  # noqa: E731
    forms = [
        ", ".join(f"{n} is a {gold[n]}" for n in names),
        ", ".join(f"{n} is a {gold[n]}" for n in reversed(names)),
        "; ".join(f"{n}: {gold[n]}" for n in names),
        json.dumps(gold),
        json.dumps(dict(reversed(list(gold.items())))),
        "\n".join(f"{i + 1}. {n.upper()} - {gold[n].capitalize()}" for i, n in enumerate(names)),
        f"{group(knights)} {'is a knight' if len(knights) == 1 else 'are knights'}, "
        f"and {group(knaves)} {'is a knave' if len(knaves) == 1 else 'are knaves'}.",
        f"Knights: {', '.join(knights)}; Knaves: {', '.join(knaves)}",
    ]
    for text in forms:
        assert KNIGHTS.score(case, tagged(text)) == 1.0, text


def test_knights_knaves_rejects_missing_extra_and_wrong_people():
    case = knights_case()
    gold = case.answer
    names = list(gold)
    flip = {"knight": "knave", "knave": "knight"}
    stranger = next(n for n in ("Zed", "Quentin", "Bartholomew") if n not in names)
    clauses = [f"{n} is a {gold[n]}" for n in names]
    rejected = [
        ", ".join(clauses[:-1]),  # missing person
        ", ".join(clauses + [f"{stranger} is a knight"]),  # extra person
        ", ".join(clauses[:-1] + [f"{names[-1]} is a {flip[gold[names[-1]]]}"]),  # one role wrong
        ", ".join(clauses + [f"{names[0]} is a {flip[gold[names[0]]]}"]),  # a person given both roles
        ", ".join(f"{n} is not a {flip[gold[n]]}" for n in names),  # negations are not a role list
        ", ".join(names) + " is a knight",  # every person, but all as knights
        " ".join(names),  # no roles at all
        "all knights",
        "",
    ]
    for text in rejected:
        assert KNIGHTS.score(case, tagged(text)) == 0.0, text


def test_knights_knaves_wrong_answers_score_zero():
    rng = random.Random(2)
    for level in bootcamps.LEVELS:
        for seed in range(20):
            case = KNIGHTS.case(seed, level)
            for wrong in KNIGHTS.wrong_answers(case, rng):
                assert KNIGHTS.score(case, tagged(wrong)) == 0.0, (level, seed, wrong)


# ---------------------------------------------------------------- graph/shortest_path

# Two shortest paths 0-1-3 and 0-2-3 (weight 2), a heavier direct edge 0-3, a dead end 4.
SQUARE = {"n": 5, "edges": [[0, 1, 1], [0, 2, 1], [0, 3, 5], [1, 3, 1], [2, 3, 1], [3, 4, 2]], "source": 0, "target": 3}


def square_score(text: str) -> float:
    return PATHS.verify(SQUARE, [0, 1, 3], tagged(text))


def test_shortest_path_accepts_every_shortest_path_in_any_form():
    forms = ("0 -> 1 -> 3", "[0, 1, 3]", "0 1 3", "0-1-3", "0 → 1 → 3", "0, 1, 3")
    other_path = ("(0, 2, 3)", "0 --> 2 --> 3", "0 -> 2 -> 3.", "0 - 2 - 3", "0–2–3")
    for text in forms + other_path:
        assert square_score(text) == 1.0, text


def test_shortest_path_rejects_invalid_wrong_end_and_heavy_paths():
    for text in (
        "0 -> 3",  # a real edge, but heavier than the optimum
        "0 -> 1 -> 3 -> 4 -> 3",  # a heavier walk with the right ends
        "0 -> 1 -> 0 -> 1 -> 3",  # a walk that repeats vertices
        "0 -> 4 -> 3",  # 0-4 is not an edge
        "3 -> 1 -> 0",  # reversed: starts at the target
        "0 -> 1",  # stops short
        "1 -> 3",  # starts late
        "0 -> 1 -> 9 -> 3",  # no vertex 9
        "0 -> -1 -> 3",
        "0 -> 1.5 -> 3",
        "0 to 1 to 3",
        "path: 0 -> 1 -> 3",
        "",
    ):
        assert square_score(text) == 0.0, text


def floyd_warshall(n: int, edges: list[list[int]]) -> list[list[float]]:
    dist = [[0 if i == j else float("inf") for j in range(n)] for i in range(n)]
    for u, v, w in edges:
        dist[u][v] = dist[v][u] = min(dist[u][v], w)
    for k, i, j in itertools.product(range(n), repeat=3):
        if dist[i][k] + dist[k][j] < dist[i][j]:
            dist[i][j] = dist[i][k] + dist[k][j]
    return dist


@pytest.mark.parametrize("level", bootcamps.LEVELS)
def test_shortest_path_gold_and_trace_are_optimal(level):
    min_hops = PATHS.LEVELS[level].min_hops
    for seed in range(25):
        case = PATHS.case(seed, level)
        data, gold = case.data, case.answer
        weights = {frozenset((u, v)): w for u, v, w in data["edges"]}
        best = floyd_warshall(data["n"], data["edges"])[data["source"]][data["target"]]
        assert gold[0] == data["source"] and gold[-1] == data["target"] and len(gold) - 1 >= min_hops
        assert sum(weights[frozenset(step)] for step in zip(gold, gold[1:])) == best
        traced = PATHS.run_program(data)[0]
        assert sum(weights[frozenset(step)] for step in zip(traced, traced[1:])) == best
        assert PATHS.score(case, PATHS.trace(case)) == 1.0


def test_shortest_path_wrong_answers_score_zero():
    rng = random.Random(3)
    for level in bootcamps.LEVELS:
        for seed in range(20):
            case = PATHS.case(seed, level)
            wrong = PATHS.wrong_answers(case, rng)
            assert len(wrong) >= 3
            for text in wrong:
                assert PATHS.score(case, tagged(text)) == 0.0, (level, seed, text)
