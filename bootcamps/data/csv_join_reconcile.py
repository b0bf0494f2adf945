"""Reconcile two CSV exports of the same invoices: which are missing, extra, or differ in amount.

Our ledger (``invoice,amount``) and the bank's export (``ref,amount`` and, at higher levels,
``status``) should list the same invoices. Amounts are compared as money: the bank writes them
in its own formats (``120.5``, ``$120.50``, ``"1,120.50"`` quoted because of its comma), which
are equal when their values are. The bank's ``ref`` is ``INV-`` plus the invoice number. From
level 3 the bank may split one invoice over several lines (the invoice's bank amount is their
sum); from level 4 it marks some lines ``void``, which count for nothing. The answer lists the
invoices in the ledger with no (counted) bank line (missing), the invoices with bank lines but
not in the ledger (extra), and those in both whose amounts differ (different), each ascending.
The trace reads the ledger row by row, then the bank file row by row (fetch the raw fields,
compute the amount in cents and the running total of that invoice), then compares per invoice.
The tests check golds against DuckDB (``read_csv`` on the two files, a FULL OUTER JOIN).
"""

from __future__ import annotations

import csv
import io
import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.trace import Tracer

KINDS = ("missing", "extra", "different")
_LABEL = re.compile(r"\b(missing|extra|different)\b\s*(?::|=|-)?\s*", re.IGNORECASE)
_IDS = re.compile(r"\[?\s*(?:none|\d+(?:\s*[, ]\s*\d+)*)?\s*\]?\s*[;.,]?\s*", re.IGNORECASE)


@dataclass(frozen=True)
class Config:
    rows: int = 6
    discrepancies: int = 2
    splits: bool = False
    voids: bool = False

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 80:
            raise ValueError(f"rows must be in 3..80, got {self.rows}")
        if not 1 <= self.discrepancies <= self.rows // 2:
            raise ValueError(f"discrepancies must be in 1..rows//2, got {self.discrepancies}")


def money(cents: int, style: int) -> str:
    """Cents as the bank writes them: 0 plain 2 decimals, 1 shortest, 2 with $, 3 thousands comma."""
    whole, frac = divmod(cents, 100)
    if style == 1:
        text = f"{whole}.{frac:02d}".rstrip("0").rstrip(".")
        return text
    if style == 2:
        return f"${whole}.{frac:02d}"
    if style == 3:
        return f"{whole:,}.{frac:02d}"
    return f"{whole}.{frac:02d}"


def cents_of(text: str) -> int:
    """Money text (``$1,120.5``) to cents; the generator writes only these forms."""
    text = text.replace("$", "").replace(",", "")
    whole, _, frac = text.partition(".")
    return int(whole) * 100 + int((frac + "00")[:2])


def render_csv(header: list[str], rows: list[list[str]]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(header)
    writer.writerows(rows)
    return out.getvalue().rstrip("\n")


def read_answer(text: str) -> dict[str, list[int]] | None:
    """``missing: 3, 7; extra: none; different: 5`` (labels in any order, each once)."""
    if len(text) > 2000:
        return None
    found: dict[str, list[int]] = {}
    pos = 0
    text = text.strip()
    while pos < len(text):
        label = _LABEL.match(text, pos)
        if not label:
            return None
        kind = label.group(1).lower()
        ids = _IDS.match(text, label.end())
        if kind in found or ids is None:
            return None
        found[kind] = [int(x) for x in re.findall(r"\d+", ids.group(0))]
        if len(set(found[kind])) != len(found[kind]):
            return None
        pos = ids.end()
    return found if len(found) == 3 else None


_INTROS = (
    "Our ledger and the bank's export should list the same invoices with the same amounts.",
    "Reconcile two CSV files: the accounts ledger and the bank's statement of invoice payments.",
    "An auditor compares the invoices in the company ledger with the payments in the bank export.",
)


class CsvJoinReconcile(Bootcamp):
    id = "data/csv_join_reconcile"
    description = "Reconcile two CSV exports of invoices: missing, extra and differing amounts"
    Config = Config
    multiline_answer = True
    LEVELS = {
        "1": Config(rows=5, discrepancies=2, splits=False, voids=False),
        "2": Config(rows=8, discrepancies=3, splits=False, voids=False),
        "3": Config(rows=12, discrepancies=4, splits=True, voids=False),
        "4": Config(rows=16, discrepancies=5, splits=True, voids=True),
        "5": Config(rows=24, discrepancies=7, splits=True, voids=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, dict]:
        while True:
            ids = rng.sample(range(1001, 1100), config.rows + config.discrepancies)
            ledger = [[i, rng.randint(500, 250_000)] for i in ids[: config.rows]]
            bank_total = {i: c for i, c in ledger}
            for _ in range(config.discrepancies):
                kind = rng.choice(KINDS)
                if kind == "missing":
                    bank_total.pop(rng.choice(sorted(bank_total)), None)
                elif kind == "extra":
                    extra = rng.choice([i for i in ids if i not in bank_total and all(i != r[0] for r in ledger)] or [0])
                    if extra:
                        bank_total[extra] = rng.randint(500, 250_000)
                elif bank_total:
                    i = rng.choice(sorted(bank_total))
                    bank_total[i] += rng.choice((1, -1, 9, 10, -10, 90, 900, -900))
            bank = []
            for i, total in bank_total.items():
                parts = [total]
                if config.splits and total > 1000 and rng.random() < 0.25:
                    cut = rng.randint(100, total - 100)
                    parts = [cut, total - cut]
                for part in parts:
                    bank.append([f"INV-{i}", money(part, rng.randrange(4)), "ok"])
            if config.voids:
                for _ in range(rng.randint(1, 2)):
                    i = rng.choice(ids)
                    bank.append([f"INV-{i}", money(rng.randint(500, 250_000), rng.randrange(4)), "void"])
            rng.shuffle(bank)
            data = {"ledger": ledger, "bank": bank, "voids": config.voids, "intro": rng.randrange(len(_INTROS))}
            answer = self.solve(data)
            if 1 <= sum(len(v) for v in answer.values()) and all(r[1] > 0 for r in ledger):
                return data, answer

    def prompt(self, data: dict, rng: random.Random) -> str:
        ledger = render_csv(["invoice", "amount"], [[str(i), money(c, 0)] for i, c in data["ledger"]])
        if data["voids"]:
            bank = render_csv(["ref", "amount", "status"], data["bank"])
        else:
            bank = render_csv(["ref", "amount"], [row[:2] for row in data["bank"]])
        rules = [
            "The bank's ref INV-<n> stands for invoice n.",
            "Amounts are money and are compared by value, whatever their format (120.5, 120.50 and $120.50 "
            "are equal; a quoted \"1,120.50\" is one field, 1120.50).",
            "An invoice may appear on several bank lines; its bank amount is the sum of its lines.",
        ]
        if data["voids"]:
            rules.append("Bank lines with status void are cancelled and are ignored entirely.")
        rng.shuffle(rules)
        question = rng.choice((
            "Which invoices are missing from the bank (in the ledger only), which are extra (at the bank only), "
            "and which are in both with different amounts?",
            "List the invoices that are missing at the bank, the extra ones the ledger lacks, and the ones whose "
            "amounts differ.",
            "Report the discrepancies: invoices missing from the bank, extra invoices at the bank, and invoices "
            "whose amounts differ.",
        ))
        form = ("three labelled lists of invoice numbers in increasing order, written like "
                "missing: 1003, 1010; extra: none; different: 1021 (none for an empty list)")
        return "\n".join([_INTROS[data["intro"]], "ledger.csv:", ledger, "bank.csv:", bank, " ".join(rules),
                          question, answer_instruction(form)])

    def format_answer(self, answer: dict) -> str:
        return "; ".join(f"{k}: {', '.join(map(str, answer[k])) or 'none'}" for k in KINDS)

    def check(self, data: dict, answer: dict, text: str) -> float:
        got = read_answer(text)
        if got is None:
            return 0.0
        return 1.0 if all(sorted(got[k]) == answer[k] for k in KINDS) else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = {k: list(v) for k, v in case.answer.items()}
        out = []
        flat = [(k, i) for k in KINDS for i in gold[k]]
        k, i = flat[0]
        dropped = dict(gold, **{k: [x for x in gold[k] if x != i]})
        out.append(self.format_answer(dropped))
        other = KINDS[(KINDS.index(k) + 1) % 3]
        out.append(self.format_answer(dict(dropped, **{other: sorted(gold[other] + [i])})))
        return out

    def program(self, t: Tracer, data: dict) -> dict:
        ours: dict[int, int] = {}
        for n, (inv, cents) in enumerate(data["ledger"], 1):
            t.state(f"ledger row {n}")
            inv = t.fetch(f"ledger.invoice[{n}]", inv)
            ours[inv] = t.compute(f"ours[{inv}]", cents_of(t.fetch(f"ledger.amount[{n}]", money(cents, 0))), why="in cents")
        theirs: dict[int, int] = {}
        for n, (ref, amount, status) in enumerate(data["bank"], 1):
            t.state(f"bank row {n}")
            ref = t.fetch(f"bank.ref[{n}]", ref)
            if data["voids"] and not t.goto(t.fetch(f"bank.status[{n}]", status) != "void", why="void lines count for nothing"):
                continue
            inv = t.compute("invoice", int(ref[4:]), why="the number after INV-")
            cents = t.compute("cents", cents_of(t.fetch(f"bank.amount[{n}]", amount)), why="the amount in cents")
            theirs[inv] = t.compute(f"bank[{inv}]", theirs.get(inv, 0) + cents, why="running total of the invoice")
        result: dict[str, list[int]] = {k: [] for k in KINDS}
        for inv in sorted(set(ours) | set(theirs)):
            t.state(f"invoice {inv}")
            mine, bank = t.fetch(f"ours[{inv}]", ours.get(inv)), t.fetch(f"bank[{inv}]", theirs.get(inv))
            kind = "missing" if bank is None else "extra" if mine is None else "different" if mine != bank else "ok"
            kind = t.compute("verdict", kind)
            if kind != "ok":
                result[kind] = t.compute(kind, result[kind] + [inv])
        t.state("answer")
        lists = t.compute("answer", [t.fetch(k, result[k]) for k in KINDS], why="missing, extra, different")
        return dict(zip(KINDS, lists))

    def solve(self, data: dict) -> dict:
        # Parse the bank file back from its CSV text, then compare two sorted maps as sets.
        text = render_csv(["ref", "amount", "status"], data["bank"])
        bank: dict[int, int] = {}
        for row in csv.DictReader(io.StringIO(text)):
            if data["voids"] and row["status"] == "void":
                continue
            inv = int(row["ref"].removeprefix("INV-"))
            bank[inv] = bank.get(inv, 0) + round(float(row["amount"].lstrip("$").replace(",", "")) * 100)
        ours = dict((i, c) for i, c in data["ledger"])
        return {
            "missing": sorted(set(ours) - set(bank)),
            "extra": sorted(set(bank) - set(ours)),
            "different": sorted(i for i in set(ours) & set(bank) if ours[i] != bank[i]),
        }


BOOTCAMP = CsvJoinReconcile()
