"""Fifth batch of simulation bootcamps: gold answers agree with independently written oracles
(numpy convolution for the automaton, other loop styles for the rest) on cases at every level,
and one hand-worked example per bootcamp scores 1.0 while a wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal, getcontext
from fractions import Fraction

import numpy as np
import pytest
from scipy.signal import convolve2d

import bootcamps

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 10  # cases per level per bootcamp
getcontext().prec = 50


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


# ---------------------------------------------------------------- oracles: (data, gold) -> bool


def oracle_brians_brain(d, gold):
    # state array 0 off, 1 firing, 2 dying; firing-neighbour counts by 2-D convolution
    code = {".": 0, "#": 1, "o": 2}
    state = np.array([[code[ch] for ch in row] for row in d["grid"]])
    kernel = np.ones((3, 3), dtype=int)
    kernel[1, 1] = 0
    boundary = "wrap" if d["edges"] == "wrap" else "fill"
    for _ in range(d["steps"]):
        firing = convolve2d((state == 1).astype(int), kernel, mode="same", boundary=boundary, fillvalue=0)
        new = np.zeros_like(state)
        new[state == 1] = 2
        new[(state == 0) & (firing == 2)] = 1
        state = new
    back = {0: ".", 1: "#", 2: "o"}
    return [[back[int(v)] for v in row] for row in state] == gold


def oracle_bank_ledger(d, gold):
    # Decimal dollars, one pass over the transactions with a pointer, end-of-day balances in a list
    cent = Decimal("0.01")
    dollars = lambda c: Decimal(c) / 100  # noqa: E731
    txs, i = d["transactions"], 0
    balance, fees, deposited, daily = dollars(d["opening"]), 0, Decimal(0), []
    for day in range(1, d["days"] + 1):
        while i < len(txs) and txs[i][0] == day:
            _, kind, _, amount = txs[i]
            i += 1
            if kind == "deposit":
                balance += dollars(amount)
                deposited += dollars(amount)
            else:
                balance -= dollars(amount)
                if -balance > dollars(d["grace"]) and (d["fee_cap"] == 0 or fees < d["fee_cap"]):
                    fees += 1
                    balance -= dollars(d["overdraft_fee"])
        daily.append(balance)
    assert i == len(txs)
    rate = Decimal(Fraction(d["rate"]).numerator) / Decimal(Fraction(d["rate"]).denominator) / 100
    base = {"none": Decimal(0), "minimum": min(daily), "average": sum(daily) / len(daily)}[d["interest"]]
    if base > 0:
        balance += (base * rate).quantize(cent, rounding=ROUND_HALF_UP)
    waived = min(daily) >= dollars(d["waiver_balance"])
    if d["waiver_deposits"] and deposited >= dollars(d["waiver_deposits"]):
        waived = True
    if not waived:
        balance -= dollars(d["maintenance_fee"])
    return Decimal(gold) == balance


def oracle_snake(d, gold):
    # the body is always the last `length` positions of the head's path: keep the path only
    path = [tuple(p) for p in reversed(d["body"])]  # tail ... head
    length, food_index, done = len(d["body"]), 0, 0
    delta = {"U": (-1, 0), "D": (1, 0), "L": (0, -1), "R": (0, 1)}
    for command in d["commands"]:
        r, c = path[-1][0] + delta[command][0], path[-1][1] + delta[command][1]
        if not (0 < r <= d["rows"] and 0 < c <= d["cols"]):
            break
        eats = food_index < len(d["foods"]) and [r, c] == d["foods"][food_index]
        blocking = path[len(path) - length:] if eats else path[len(path) - length + 1:]
        if (r, c) in blocking:
            break
        path.append((r, c))
        length += eats
        food_index += eats
        done += 1
    return gold == [done, length]


def oracle_war(d, gold):
    # decks as plain lists with pop(0); a war is a recursive comparison of the next face-up cards
    a, b, down = list(d["a"]), list(d["b"]), d["down"]

    def showdown(pile_a, pile_b):
        if pile_a[-1] != pile_b[-1]:
            return "A" if pile_a[-1] > pile_b[-1] else "B"
        if len(a) <= down or len(b) <= down:
            assert not (len(a) <= down and len(b) <= down), "both short never generated"
            return "B wins game" if len(a) <= down else "A wins game"
        for _ in range(down + 1):
            pile_a.append(a.pop(0))
            pile_b.append(b.pop(0))
        return showdown(pile_a, pile_b)

    for rnd in range(1, d["cap"] + 1):
        pile_a, pile_b = [a.pop(0)], [b.pop(0)]
        result = showdown(pile_a, pile_b)
        if result.endswith("game"):
            return gold == [rnd, result[0]]
        winner_pile, loser_pile = (pile_a, pile_b) if result == "A" else (pile_b, pile_a)
        gained = winner_pile + loser_pile if d["order"] == "winner" else loser_pile + winner_pile
        (a if result == "A" else b).extend(gained)
        if len(a) == 0 or len(b) == 0:
            return gold == [rnd, "A" if b == [] else "B"]
    return gold == [d["cap"], "none"]


ORACLES = {
    "simulation/card_war_rounds": oracle_war,
    "simulation/snake_game": oracle_snake,
    "simulation/bank_account_ledger": oracle_bank_ledger,
    "simulation/brians_brain": oracle_brians_brain,
}


@pytest.mark.parametrize("bootcamp_id", sorted(ORACLES))
def test_gold_agrees_with_oracle(bootcamp_id):
    bc = bootcamps.get(bootcamp_id)
    oracle = ORACLES[bootcamp_id]
    for level in LEVELS:
        for seed in range(SAMPLE):
            case = bc.case(seed, level)
            assert oracle(case.data, case.answer), (bootcamp_id, level, seed, case.data, case.answer)
            assert bc.run_program(case.data)[0] == case.answer
            assert bc.score(case, f"<answer>{bc.format_answer(case.answer)}</answer>") == 1.0


# ---------------------------------------------------------------- hand-worked examples


def test_brians_brain_by_hand():
    bc = bootcamps.get("simulation/brians_brain")
    # two firing cells: the cells above and below both see exactly two, then the pair spreads
    data = {"grid": ["....", ".##.", "....", "...."], "steps": 2, "edges": "dead"}
    want = [list(".oo."), list("#..#"), list(".oo."), list(".##.")]
    assert bc.run_program(data)[0] == want == bc.solve(data)
    assert _score(bc, data, want, ".oo.\n#..#\n.oo.\n.##.") == 1.0
    assert _score(bc, data, want, ".oo.\n#..#\n.oo.\n.#o.") == 0.0
    # on a 3x3 torus every other cell neighbours both firing cells: all of them fire
    data = {"grid": ["##.", "...", "..."], "steps": 1, "edges": "wrap"}
    want = [list("oo#"), list("###"), list("###")]
    assert bc.run_program(data)[0] == want == bc.solve(data)
    assert _score(bc, data, want, "oo#\n###\n###") == 1.0
    assert _score(bc, data, want, "oo.\n...\n...") == 0.0


def test_bank_ledger_by_hand():
    bc = bootcamps.get("simulation/bank_account_ledger")
    data = {"name": "Ana", "month": "June", "days": 30, "opening": 10000, "overdraft_fee": 2500, "grace": 0,
            "fee_cap": 0, "interest": "average", "rate": "1", "maintenance_fee": 1000, "waiver_balance": 50000,
            "waiver_deposits": 0,
            "transactions": [[5, "withdrawal", "cheque", 15000], [10, "deposit", "deposit", 30000]]}
    # -50 after the cheque, -75 with the fee; daily balances 4 x 100, 5 x -75, 21 x 225 sum to 4750,
    # average 158.33.., interest 1.58; the fee is not waived: 225 + 1.58 - 10 = 216.58
    assert bc.run_program(data)[0] == "216.58" == bc.solve(data)
    for text in ("216.58", "$216.58", "216.58 dollars", "216.580"):
        assert _score(bc, data, "216.58", text) == 1.0, text
    for text in ("226.58", "215.58", "21658", "216,58", "-216.58"):
        assert _score(bc, data, "216.58", text) == 0.0, text
    # a grace of $50: the -50 overdraft costs nothing, so every daily balance is 25 higher
    data = dict(data, grace=5000)
    # daily sum 400 + 5 x (-50) + 21 x 250 = 5400, interest 1.80; 250 + 1.80 - 10 = 241.80
    assert bc.run_program(data)[0] == "241.80" == bc.solve(data)


def test_snake_by_hand():
    bc = bootcamps.get("simulation/snake_game")
    base = {"rows": 5, "cols": 5, "body": [[3, 3], [3, 2], [3, 1]], "foods": [[3, 4], [1, 1]]}
    # R eats (3,4) (length 4); U, L; D and R step into the cells the tail is leaving: all 5 moves
    data = dict(base, commands="RULDR")
    assert bc.run_program(data)[0] == [5, 4] == bc.solve(data)
    assert _score(bc, data, [5, 4], "5, 4") == 1.0 and _score(bc, data, [5, 4], "[5, 4]") == 1.0
    assert _score(bc, data, [5, 4], "4, 4") == 0.0 and _score(bc, data, [5, 4], "5") == 0.0
    # the fifth move turns back into the neck: 4 moves done, length 4
    data = dict(base, commands="RULDU")
    assert bc.run_program(data)[0] == [4, 4] == bc.solve(data)
    # up twice to row 1, then the third move leaves the grid
    data = dict(base, commands="UUUU")
    assert bc.run_program(data)[0] == [2, 3] == bc.solve(data)


def test_card_war_by_hand():
    bc = bootcamps.get("simulation/card_war_rounds")
    data = {"a": [2, 4, 2], "b": [5, 3, 2], "down": 1, "order": "winner", "cap": 10, "low": 2, "high": 5}
    # B takes 2-5 (B: 3 2 5 2), A takes 4-3 (A: 2 4 3), then 2-2: war, A turns up 3 over B's 2 and B is empty
    assert bc.run_program(data)[0] == [3, "A"] == bc.solve(data)
    for text in ("3, A", "3, player A", "3 A", "(3, a)"):
        assert _score(bc, data, [3, "A"], text) == 1.0, text
    for text in ("3, B", "4, A", "3", "A", "3, none"):
        assert _score(bc, data, [3, "A"], text) == 0.0, text
    # loser's cards first: B holds 3 2 2 5, A holds 2 3 4; the war turns up A's 4 against B's 5
    data = dict(data, order="loser")
    assert bc.run_program(data)[0] == [3, "B"] == bc.solve(data)
    # a cap of 2 rounds stops the game first
    data = dict(data, cap=2)
    assert bc.run_program(data)[0] == [2, "none"] == bc.solve(data)
    assert _score(bc, data, [2, "none"], "2, none") == 1.0 and _score(bc, data, [2, "none"], "2, nobody") == 1.0
