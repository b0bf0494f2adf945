"""Rounds and winner of the card game War played out from two fixed decks, with a round cap.

Each round both players turn up their top card; the higher rank wins. On equal ranks there is a
war: each player lays a stated number of cards face down and turns up one more, and the new
face-up cards decide (again and again while they tie). A player without enough cards for a war
loses the game at once (generated games never leave both short together). The round's winner
puts every card played in the round on the bottom of their deck in a stated order (their own
cards first or the loser's first, each player's in the order played). A player with no cards
left after a round loses. The answer is the number of rounds played and the winner, or "none"
when nobody has won after the cap. The trace is one state per round.
"""

from __future__ import annotations

import random
import re
from collections import deque
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.trace import Tracer

FACES = {11: "J", 12: "Q", 13: "K", 14: "A"}
ORDERS = ("winner", "loser")
_ANSWER = re.compile(r"\(?\s*([0-9]{1,4})\s*(?:rounds?)?\s*[,;]?\s*(?:player\s+)?([a-z]+(?: [a-z]+)?)\s*\)?\.?")
_WINNERS = {"a": "A", "b": "B", "none": "none", "nobody": "none", "no one": "none", "no winner": "none", "neither": "none"}


@dataclass(frozen=True)
class Config:
    ranks: int = 5
    copies: int = 2
    face_down: tuple[int, ...] = (1,)
    orders: tuple[str, ...] = ("winner",)
    cap: int = 40

    def __post_init__(self) -> None:
        if not 3 <= self.ranks <= 13 or not 2 <= self.copies <= 4 or self.ranks * self.copies % 2:
            raise ValueError(f"need 3 <= ranks <= 13, 2 <= copies <= 4 and an even deck, got {self.ranks}, {self.copies}")
        if not self.face_down or any(not 0 <= k <= 3 for k in self.face_down):
            raise ValueError(f"face_down values must be in 0..3, got {self.face_down}")
        if not self.orders or any(o not in ORDERS for o in self.orders):
            raise ValueError(f"orders must be a non-empty subset of {', '.join(ORDERS)}, got {self.orders}")
        if not 5 <= self.cap <= 300:
            raise ValueError(f"cap must be in 5..300, got {self.cap}")


def _name(card: int) -> str:
    return FACES.get(card, str(card))


def _battle(a: deque, b: deque, down: int) -> tuple[str, list[int], list[int]]:
    """Play one round off the tops of a and b (mutated): the winner ('A', 'B', or 'A-short' /
    'B-short' / 'both-short' when a war cannot be finished) and the cards each played."""
    played_a, played_b = [a.popleft()], [b.popleft()]
    while played_a[-1] == played_b[-1]:
        short_a, short_b = len(a) < down + 1, len(b) < down + 1
        if short_a or short_b:
            return ("both" if short_a and short_b else "A" if short_a else "B") + "-short", played_a, played_b
        for _ in range(down + 1):
            played_a.append(a.popleft())
            played_b.append(b.popleft())
    return ("A" if played_a[-1] > played_b[-1] else "B"), played_a, played_b


def play(deck_a: list[int], deck_b: list[int], down: int, order: str, cap: int) -> tuple[int, str]:
    """(rounds played, winner 'A' / 'B' / 'none' / 'both-short')."""
    a, b = deque(deck_a), deque(deck_b)
    for round_no in range(1, cap + 1):
        result, pa, pb = _battle(a, b, down)
        if result == "both-short":
            return round_no, result
        if result.endswith("-short"):
            return round_no, "B" if result[0] == "A" else "A"
        win, lose = (a, pb) if result == "A" else (b, pa)
        mine = pa if result == "A" else pb
        win.extend(mine + lose if order == "winner" else lose + mine)
        if not a or not b:
            return round_no, "A" if b == deque() else "B"
    return cap, "none"


_TEMPLATES = (
    "Two players, A and B, play the card game War. Ranks from low to high: {ranks}. Their decks, top card first:\n"
    "A: {a}\nB: {b}\nRules. In each round both players turn up their top card and the higher rank wins the round. If "
    "the two cards are equal there is a war: each player puts {down_text} face down from the top of their deck, then "
    "turns up one more card; the new face-up cards are compared, and if they tie again the war repeats. A player who "
    "does not have enough cards to complete a war loses the game immediately. The winner of the round takes every "
    "card played in it (face up and face down) and puts them on the bottom of their own deck: {order_text}. A player "
    "who has no cards after a round loses the game. The game is stopped after {cap} rounds if nobody has lost by "
    "then.\nHow many rounds are played, and who wins?",
    "War, with decks listed from top to bottom (rank order, lowest first: {ranks}):\nplayer A holds {a}\nplayer B "
    "holds {b}\nA round: both reveal their top cards; higher card takes the round. On a tie, each lays {down_text} "
    "face down and reveals a new card, repeating while the revealed cards tie; a player who cannot supply all the "
    "cards a war needs loses the game on the spot. All cards from the round go to the bottom of the round winner's "
    "deck, {order_text}. You lose when your deck is empty at the end of a round. At most {cap} rounds are played; if "
    "both players still have cards after round {cap}, there is no winner.\nGive the number of rounds played and the "
    "winner.",
    "Simulate a game of War between A and B (cards ranked {ranks}, low to high). Starting decks, top first:\nA = {a}\n"
    "B = {b}\nEach round the two top cards are compared and the higher one wins. Equal cards start a war: both "
    "players place {down_text} face down and then one face up, and the face-up cards decide (a further tie means "
    "another war on top). If a player cannot supply the cards a war needs, that player loses at once. The round's "
    "winner collects all the cards played and adds them under their deck: {order_text}. Running out of cards after "
    "a round means losing. The game is called off with no winner if it has not ended after {cap} rounds (a round "
    "includes all its wars).\nHow many rounds does the game last, and who wins?",
)
_ORDER_TEXT = {
    "winner": ("first the winner's own cards in the order they were played, then the loser's cards in the order they "
               "were played"),
    "loser": ("first the loser's cards in the order they were played, then the winner's own cards in the order they "
              "were played"),
}


class CardWarRounds(Bootcamp):
    id = "simulation/card_war_rounds"
    description = "The card game War from two fixed decks: number of rounds (wars included) and winner, with a cap"
    Config = Config
    LEVELS = {
        "1": Config(ranks=5, copies=2, face_down=(1,), orders=("winner",), cap=30),
        "2": Config(ranks=6, copies=2, face_down=(1,), orders=("winner", "loser"), cap=40),
        "3": Config(ranks=8, copies=2, face_down=(1, 2), orders=("winner", "loser"), cap=60),
        "4": Config(ranks=7, copies=4, face_down=(1, 2, 3), orders=("winner", "loser"), cap=80),
        "5": Config(ranks=13, copies=2, face_down=(1, 2, 3), orders=("winner", "loser"), cap=120),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list]:
        low = 15 - config.ranks if config.ranks > 9 else 2
        cards = [r for r in range(low, low + config.ranks) for _ in range(config.copies)]
        while True:
            rng.shuffle(cards)
            half = len(cards) // 2
            data = {"a": cards[:half], "b": cards[half:], "down": rng.choice(config.face_down),
                    "order": rng.choice(config.orders), "cap": config.cap, "low": low, "high": low + config.ranks - 1}
            rounds, winner = play(data["a"], data["b"], data["down"], data["order"], data["cap"])
            if winner == "both-short" or rounds < 4:
                continue
            if winner != "none" or rng.random() < 0.25:
                return data, [rounds, winner]

    def prompt(self, data: dict, rng: random.Random) -> str:
        ranks = ", ".join(_name(r) for r in range(data["low"], data["high"] + 1))
        down = data["down"]
        down_text = "no cards" if down == 0 else "one card" if down == 1 else f"{down} cards"
        text = rng.choice(_TEMPLATES).format(ranks=ranks, a=" ".join(map(_name, data["a"])),
                                             b=" ".join(map(_name, data["b"])), down_text=down_text,
                                             order_text=_ORDER_TEXT[data["order"]], cap=data["cap"])
        form = ("the number of rounds, a comma, and the winner (A, B, or none if the cap was reached), "
                "for example 17, B")
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list) -> str:
        return f"{answer[0]}, {answer[1]}"

    def check(self, data: dict, answer: list, text: str) -> float:
        if len(text) > 60:
            return 0.0
        match = _ANSWER.fullmatch(text.strip().casefold())
        if match is None or _WINNERS.get(match.group(2)) is None:
            return 0.0
        return 1.0 if [int(match.group(1)), _WINNERS[match.group(2)]] == list(answer) else 0.0

    def wrong_answers(self, case, rng: random.Random) -> list[str]:
        rounds, winner = case.answer
        other = {"A": "B", "B": "A", "none": "A"}[winner]
        return [f"{rounds + 1}, {winner}", f"{max(rounds - 1, 0)}, {winner}", f"{rounds}, {other}"]

    def program(self, t: Tracer, data: dict) -> list:
        a, b, down = list(data["a"]), list(data["b"]), data["down"]
        for k in range(1, data["cap"] + 1):
            t.state(f"round {k}")
            a, b = t.fetch("deck A", a), t.fetch("deck B", b)
            pa, pb = [a[0]], [b[0]]
            a, b = a[1:], b[1:]
            winner = None
            while t.goto(pa[-1] == pb[-1], why=f"tie {_name(pa[-1])} = {_name(pb[-1])}: war"):
                if len(a) < down + 1 or len(b) < down + 1:
                    winner = t.compute("game winner", "B" if len(a) < down + 1 else "A",
                                       why=f"a war needs {down + 1} cards")
                    t.state("answer")
                    return t.compute("answer", [k, winner])
                pa = t.compute("A's cards", pa + a[: down + 1], why=f"{down} down, 1 up")
                pb = t.compute("B's cards", pb + b[: down + 1], why=f"{down} down, 1 up")
                a, b = a[down + 1:], b[down + 1:]
            winner = t.compute("round winner", "A" if pa[-1] > pb[-1] else "B",
                               why=f"{_name(pa[-1])} vs {_name(pb[-1])}")
            mine, theirs = (pa, pb) if winner == "A" else (pb, pa)
            taken = t.compute("to the bottom", mine + theirs if data["order"] == "winner" else theirs + mine,
                              why=f"{data['order']}'s cards first")
            if winner == "A":
                a = t.compute("deck A", a + taken)
            else:
                b = t.compute("deck B", b + taken)
            if t.goto(not a or not b, why="a deck is empty"):
                t.state("answer")
                return t.compute("answer", [k, "A" if a else "B"])
        t.state("answer")
        return t.compute("answer", [data["cap"], "none"], why="cap reached")

    def solve(self, data: dict) -> list:
        return list(play(data["a"], data["b"], data["down"], data["order"], data["cap"]))


BOOTCAMP = CardWarRounds()
