"""Blackjack settlement: the dealer plays out a hand from a known shoe (hitting below 17, with
the case's soft-17 rule), then each finished player hand is paid: a natural pays 3 to 2, a win
1 to 1, a push nothing, a loss the stake. The answer is the players' combined net result."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
_NAMES = ("Ana", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivo", "Jin", "Kai", "Lou")


@dataclass(frozen=True)
class Config:
    players: int = 2
    max_bet: int = 20

    def __post_init__(self) -> None:
        if not 1 <= self.players <= 7:
            raise ValueError(f"players must be in 1..7, got {self.players}")
        if not 2 <= self.max_bet <= 1000:
            raise ValueError(f"max_bet must be in 2..1000, got {self.max_bet}")


def total(cards: list[str]) -> tuple[int, bool]:
    """(best total, soft): aces count 1, and one of them 11 when that does not pass 21."""
    hard = sum(1 if c == "A" else 10 if c in ("J", "Q", "K", "10") else int(c) for c in cards)
    if "A" in cards and hard + 10 <= 21:
        return hard + 10, True
    return hard, False


def natural(cards: list[str]) -> bool:
    return len(cards) == 2 and total(cards)[0] == 21


def dealer_play(cards: list[str], shoe: list[str], hit_soft_17: bool) -> list[str]:
    hand = list(cards)
    for card in shoe:
        value, soft = total(hand)
        if value > 17 or (value == 17 and not (soft and hit_soft_17)):
            break
        hand.append(card)
    return hand


_TEMPLATES = (
    "Blackjack table. Card values: 2-10 at face value, J, Q, K count 10, an ace counts 11 unless that would take the "
    "hand over 21, then 1. A natural (blackjack) is an ace plus a 10-valued card as the first two cards. The players "
    "have finished:\n{players}\nThe dealer holds {dealer} and the next cards in the shoe are {shoe}. The dealer draws "
    "while below 17 and {soft}. Payouts: a bust player loses the bet (even if the dealer busts); a player natural "
    "against a dealer without one wins 3/2 of the bet; a dealer natural beats every non-natural hand; otherwise a "
    "dealer bust or a higher player total wins the bet, a lower total loses it, and equal totals push (0). What is "
    "the players' combined net result?",
    "Settle this blackjack round. Dealer's two cards: {dealer}; cards waiting in the shoe, in order: {shoe}. Dealer "
    "rule: draw on 16 or less, {soft}. Player hands (final) and stakes:\n{players}\nScoring: aces are 1 or 11 "
    "(whichever is best without busting), face cards 10. Two-card 21 is blackjack and pays 3:2 unless the dealer also "
    "has one (push); dealer blackjack beats all other hands; busting loses the stake regardless; otherwise beat the "
    "dealer's total (or the dealer busts) to win 1:1, tie to push, else lose. Sum the players' wins and losses.",
    "The dealer shows {dealer} and will take cards from the shoe ({shoe}, in that order) until reaching at least 17, "
    "and {soft}. Players:\n{players}\nAces count 11 or 1, J/Q/K are 10. A blackjack is 21 with the first two cards; "
    "it pays 1.5 times the bet against a dealer without blackjack and pushes against a dealer blackjack, which in "
    "turn beats every other hand. Busted players lose their bets. Remaining hands win even money if the dealer busts "
    "or is beaten, push on a tie, lose otherwise. Give the total net amount won by all players together (negative "
    "if they lose overall).",
)


class BlackjackSettle(IntegerAnswer, Bootcamp):
    id = "game/blackjack_settle"
    description = "Blackjack: play out the dealer from a known shoe and settle every player hand; the players' net total"
    Config = Config
    LEVELS = {
        "1": Config(players=1, max_bet=10),
        "2": Config(players=2, max_bet=20),
        "3": Config(players=3, max_bet=50),
        "4": Config(players=5, max_bet=100),
        "5": Config(players=7, max_bet=500),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        players = []
        for name in rng.sample(_NAMES, config.players):
            hand = [rng.choice(RANKS), rng.choice(RANKS)]
            stop = rng.randint(12, 21)
            while total(hand)[0] < stop and not natural(hand):
                hand.append(rng.choice(RANKS))
            players.append({"name": name, "cards": hand, "bet": 2 * rng.randint(1, config.max_bet // 2)})
        h17 = rng.random() < 0.5
        while True:  # a shoe long enough for the dealer to finish
            dealer = [rng.choice(RANKS), rng.choice(RANKS)]
            shoe = [rng.choice(RANKS) for _ in range(8)]
            value, soft = total(dealer_play(dealer, shoe, h17))
            if value > 17 or (value == 17 and not (soft and h17)):
                break
        data = {"players": players, "dealer": dealer, "shoe": shoe, "h17": h17}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        players = "\n".join(f"{p['name']}: {' '.join(p['cards'])}, bet {p['bet']}" for p in data["players"])
        soft = "hits a soft 17 (a 17 counting an ace as 11)" if data["h17"] else "stands on every 17, soft or hard"
        text = rng.choice(_TEMPLATES).format(players=players, dealer=" ".join(data["dealer"]), shoe=" ".join(data["shoe"]), soft=soft)
        return f"{text}\n{answer_instruction('the net amount as a single integer (negative for a net loss)')}"

    def program(self, t: Tracer, data: dict) -> int:
        """Dealer first (one state per draw decision), then one state per player's settlement."""
        hand = list(data["dealer"])
        i = 0
        while True:
            t.state(f"dealer {i + 1}")
            cards = t.fetch("dealer", list(hand))
            value, soft = total(cards)
            value = t.compute("total", value, why="aces as 11 where that does not bust")
            soft = t.compute("soft", soft, why="an ace counted as 11")
            hits = value < 17 or (value == 17 and soft and data["h17"])
            if not t.goto(hits and i < len(data["shoe"]), why="draw below 17 (and on soft 17 when the rule says so)"):
                break
            hand = cards + [t.fetch(f"shoe[{i + 1}]", data["shoe"][i])]
            i += 1
        dealer_total = value
        dealer_natural = natural(data["dealer"])
        net = 0
        for p in data["players"]:
            t.state(f"settle {p['name']}")
            cards = t.fetch(f"cards[{p['name']}]", list(p["cards"]))
            bet = t.fetch(f"bet[{p['name']}]", p["bet"])
            mine = t.compute("total", total(cards)[0])
            if mine > 21:
                won = -bet
            elif natural(cards):
                won = 0 if dealer_natural else bet * 3 // 2
            elif dealer_natural or (dealer_total <= 21 and dealer_total > mine):
                won = -bet
            elif dealer_total > 21 or mine > dealer_total:
                won = bet
            else:
                won = 0
            won = t.compute("won", won, why=f"against the dealer's {dealer_total}")
            net = t.compute("net", net + won)
        return net

    def solve(self, data: dict) -> int:
        """Outcome table: each player's result as a multiple of half-bets, then summed."""
        dealer = dealer_play(data["dealer"], data["shoe"], data["h17"])
        d = total(dealer)[0]
        d_nat = natural(data["dealer"])
        halves = 0
        for p in data["players"]:
            me, nat = total(p["cards"])[0], natural(p["cards"])
            outcome = (
                -2 if me > 21 else
                (0 if d_nat else 3) if nat else
                -2 if d_nat else
                2 if d > 21 else
                (2 if me > d else -2 if me < d else 0)
            )
            halves += outcome * (p["bet"] // 2)
        return halves


BOOTCAMP = BlackjackSettle()
