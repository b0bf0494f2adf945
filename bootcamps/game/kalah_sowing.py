"""Kalah (mancala): play a given list of moves from a mid-game position, sowing seeds counter-clockwise
(own store included, the opponent's store skipped), with the extra turn for ending in one's
own store and the capture for ending in an empty own pit. What are the two stores at the end?"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    pits: int = 6
    seeds: int = 4  # most seeds in a pit of the starting position
    moves: int = 4
    capture: bool = True

    def __post_init__(self) -> None:
        if not 3 <= self.pits <= 8:
            raise ValueError(f"pits must be in 3..8, got {self.pits}")
        if not 1 <= self.seeds <= 8:
            raise ValueError(f"seeds must be in 1..8, got {self.seeds}")
        if not 1 <= self.moves <= 30:
            raise ValueError(f"moves must be in 1..30, got {self.moves}")


def sow(board: list[int], player: int, pit: int, n: int, capture: bool) -> tuple[list[int], int, str]:
    """One move: ``board`` is pits A1..An, store A, pits B1..Bn, store B (2n+2 slots); ``pit`` is
    0-based among the mover's pits. Returns the new board, the next player and what happened."""
    board = list(board)
    if len(board) != 2 * n + 2 or not all(isinstance(v, int) and 0 <= v <= 10_000 for v in board):
        raise ValueError(f"not a Kalah board of {n} pits a side: {board!r}")  # a corrupted trace value
    own_store = n if player == 0 else 2 * n + 1
    skip = 2 * n + 1 if player == 0 else n
    at = pit if player == 0 else n + 1 + pit
    seeds, board[at] = board[at], 0
    while seeds:
        at = (at + 1) % (2 * n + 2)
        if at == skip:
            continue
        board[at] += 1
        seeds -= 1
    if at == own_store:
        return board, player, "extra turn"
    own_side = range(0, n) if player == 0 else range(n + 1, 2 * n + 1)
    if capture and at in own_side and board[at] == 1:
        opposite = 2 * n - at
        if board[opposite]:
            board[own_store] += board[opposite] + 1
            board[at] = board[opposite] = 0
            return board, 1 - player, "capture"
    return board, 1 - player, "sown"


def game_over(board: list[int], n: int) -> bool:
    return sum(board[:n]) == 0 or sum(board[n + 1 : 2 * n + 1]) == 0


_TEMPLATES = (
    "Kalah with {n} pits per side; each player also has a store. The position: {position} North's pits are N1..N{n} and South's S1..S{n}, numbered in sowing order. A move picks up "
    "all seeds from one of your own non-empty pits and sows them one by one into the following pits "
    "counter-clockwise: after your last pit comes your own store, then the opponent's pits; the opponent's store is "
    "skipped. If the last seed lands in your store you move again. {capture}South moves first. The moves played, in "
    "order: {moves}. How many seeds are in South's store and in North's store after these moves?",
    "Mancala (Kalah rules), {n} pits a side. Current position: {position} Sowing goes counter-clockwise from "
    "the chosen pit through the rest of your pits (S1..S{n} for South, N1..N{n} for North), into your store, then "
    "along the opponent's pits, never into the opponent's store. Last seed in your own store: play again. "
    "{capture}South starts. Moves: {moves}. Give both store totals afterwards.",
    "Replay these Kalah moves ({n} pits per player) from the position {position} Rules: take every seed from one "
    "of your pits and drop one in each following hole counter-clockwise, including your own store but not your "
    "opponent's; finishing in your own store earns another move. {capture}The sequence of moves (South first, "
    "extra turns included) is {moves}. What are South's and North's store counts now?",
)
_CAPTURE = {
    True: "If the last seed lands in an empty pit of your own and the opposite pit holds seeds, you capture both: "
          "that seed and all seeds opposite go to your store. (Pit S_k faces N_{n+1-k}.) ",
    False: "There are no captures. ",
}


class KalahSowing(IntListAnswer, Bootcamp):
    id = "game/kalah_sowing"
    description = "Kalah (mancala): replay a list of sowing moves with extra turns and captures; give both stores"
    Config = Config
    LEVELS = {
        "1": Config(pits=4, seeds=3, moves=3, capture=False),
        "2": Config(pits=5, seeds=3, moves=5),
        "3": Config(pits=6, seeds=4, moves=7),
        "4": Config(pits=6, seeds=4, moves=11),
        "5": Config(pits=6, seeds=5, moves=16),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        n = config.pits
        board = [rng.randint(0, config.seeds) for _ in range(2 * n + 2)]
        board[n], board[2 * n + 1] = rng.randint(0, 12), rng.randint(0, 12)
        for side in (range(0, n), range(n + 1, 2 * n + 1)):
            if not any(board[i] for i in side):
                board[rng.choice(list(side))] = 1
        start = list(board)
        player, moves = 0, []
        while len(moves) < config.moves:
            own = range(0, n) if player == 0 else range(n + 1, 2 * n + 1)
            # moves that would empty a side (ending the game, with its sweep rule) are not played
            choices = [i - own.start for i in own if board[i]
                       and not game_over(sow(board, player, i - own.start, n, config.capture)[0], n)]
            if not choices:
                break
            pit = rng.choice(choices)
            moves.append([player, pit])
            board, player, _ = sow(board, player, pit, n, config.capture)
        data = {"pits": n, "start": start, "capture": config.capture, "moves": moves}
        return data, [board[n], board[2 * n + 1]]

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = data["pits"]
        moves = ", ".join(f"{'SN'[p]}{pit + 1}" for p, pit in data["moves"])
        capture = _CAPTURE[data["capture"]].replace("{n+1-k}", f"{{{n + 1}-k}}")
        b = data["start"]
        position = (f"South pits S1..S{n}: {', '.join(map(str, b[:n]))}; South store: {b[n]}; "
                    f"North pits N1..N{n}: {', '.join(map(str, b[n + 1 : 2 * n + 1]))}; North store: {b[2 * n + 1]}.")
        text = rng.choice(_TEMPLATES).format(n=n, position=position, capture=capture, moves=moves)
        return f"{text}\n{answer_instruction('the two store counts as South, North (for example 7, 3)')}"

    def format_answer(self, answer: list[int]) -> str:
        return f"{answer[0]}, {answer[1]}"

    def program(self, t: Tracer, data: dict) -> list[int]:
        n = data["pits"]
        t.state("start")
        board = list(t.fetch("position", data["start"]))
        for i, (player, pit) in enumerate(data["moves"]):
            t.state(f"move {i + 1}")
            player, pit = t.fetch(f"move[{i + 1}]", [player, pit])
            board, _, what = sow(board, player, pit, n, data["capture"])
            t.compute("what happened", what)
            board[:n] = t.compute("South pits", board[:n])
            board[n + 1 : 2 * n + 1] = t.compute("North pits", board[n + 1 : 2 * n + 1])
            board[n] = t.compute("South store", board[n])
            board[2 * n + 1] = t.compute("North store", board[2 * n + 1])
        t.state("answer")
        return t.ret("answer", [board[n], board[2 * n + 1]])

    def solve(self, data: dict) -> list[int]:
        """Seed by seed on a ring of named holes, with the rules applied to the hole names."""
        n = data["pits"]
        ring = [f"S{k}" for k in range(1, n + 1)] + ["SS"] + [f"N{k}" for k in range(1, n + 1)] + ["NS"]
        holes = dict(zip(ring, data["start"]))
        for player, pit in data["moves"]:
            side = "SN"[player]
            start = f"{side}{pit + 1}"
            hand, holes[start] = holes[start], 0
            pos = ring.index(start)
            while hand:
                pos = (pos + 1) % len(ring)
                if ring[pos] == ("NS" if side == "S" else "SS"):
                    continue
                holes[ring[pos]] += 1
                hand -= 1
            last = ring[pos]
            if data["capture"] and last[0] == side and last[1:] != "S" and holes[last] == 1:
                facing = f"{'NS'[player]}{n + 1 - int(last[1:])}"
                if holes[facing]:
                    holes[side + "S"] += holes[facing] + 1
                    holes[last] = holes[facing] = 0
        return [holes["SS"], holes["NS"]]


BOOTCAMP = KalahSowing()
