"""How far the snake of the classic Snake game gets, and how long it is, under a command string.

The snake lies on a grid as a list of cells from head to tail. Each command (U, D, L, R) moves the
head one cell. Food appears one piece at a time at listed cells: the first piece is there at the
start and the next appears as soon as one is eaten. Moving onto the food grows the snake (the tail
stays); otherwise the tail cell is vacated first, so the head may enter the cell the tail is
leaving. Leaving the grid or running into the body ends the game at once and that move does not
count. The answer is the number of moves completed and the final length. The trace is one state
per move (head, food check, tail, collision check).
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer

STEP = {"U": (-1, 0), "D": (1, 0), "L": (0, -1), "R": (0, 1)}


@dataclass(frozen=True)
class Config:
    rows: int = 5
    cols: int = 5
    length: int = 3
    moves: int = 8
    foods: int = 3
    crash_rate: float = 0.5

    def __post_init__(self) -> None:
        if not 4 <= self.rows <= 20 or not 4 <= self.cols <= 20:
            raise ValueError(f"rows and cols must be in 4..20, got {self.rows}x{self.cols}")
        if not 3 <= self.length <= min(self.rows, self.cols):
            raise ValueError(f"length must be in 3..min(rows, cols), got {self.length}")
        if not 3 <= self.moves <= 120 or not 1 <= self.foods <= 30:
            raise ValueError(f"moves must be in 3..120 and foods in 1..30, got {self.moves}, {self.foods}")
        if not 0 <= self.crash_rate <= 1:
            raise ValueError(f"crash_rate must be in [0, 1], got {self.crash_rate}")


_TEMPLATES = (
    "A game of Snake is played on a grid of {rows} rows and {cols} columns; cells are (row, column), with (1, 1) at "
    "the top left. The snake occupies these cells, head first and tail last: {body}.\nFood appears one piece at a "
    "time at these cells, in this order: {foods}. The first piece is on the grid from the start; as soon as a piece "
    "is eaten, the next one in the list appears (after the last one, no more food).\nThe snake follows the commands "
    "{commands} (U = up, one row lower in number; D = down; L = left; R = right). On each move the head steps one "
    "cell. If it lands on the food, the snake eats it and grows by one: the tail stays where it is. Otherwise the "
    "tail leaves its cell first, so the head may move into the cell the tail has just left. If the head would leave "
    "the grid or land on a cell of the snake's body, the game ends immediately and that move does not count.\n"
    "How many moves are completed, and how long is the snake at the end?",
    "Snake on a {rows}x{cols} board (rows 1..{rows} from top to bottom, columns 1..{cols} from left to right). The "
    "body, listed from head to tail, is {body}. Moves: {commands} (U/D/L/R = up/down/left/right by one cell). "
    "Only one piece of food is on the board at a time: first at {first}, and each time one is eaten the next from "
    "this list appears: {foods}. The list is used in order and runs out after its last cell.\nRules per move: "
    "the head advances one cell; landing on the food means eating it, and the snake gets one cell longer because "
    "its tail does not move that turn; any other move drags the tail along first (the head can safely take the "
    "square the tail vacates). Hitting a wall (leaving the board) or the snake's own body ends the game at once; "
    "that fatal move is not counted.\nReport how many moves the snake completes and its final length.",
    "Commands for a snake: {commands}. Each letter moves the head one cell up (U, towards row 1), down (D), left "
    "(L, towards column 1) or right (R) on a grid with rows 1-{rows} and columns 1-{cols}. Cells are written "
    "(row, column). The snake starts as {body} (head first).\nFood: a single piece is out at any time. It starts at "
    "the first of these cells and moves to the next one in the list whenever the snake eats it: {foods}; once the "
    "list is used up, there is no more food. When the head reaches the food the snake grows by one cell (its tail "
    "does not move on that turn). On every other move the tail cell is freed before the head moves in, so following "
    "right behind the tail is allowed. The game stops as soon as the head would go off the grid or onto the body; "
    "the move that would do so is not counted.\nHow many moves does the snake complete, and what is its length "
    "when the game ends?",
)


def _cell(p: tuple[int, int] | list[int]) -> str:
    return f"({p[0]}, {p[1]})"


class SnakeGame(IntSequenceAnswer, Bootcamp):
    id = "simulation/snake_game"
    description = "Snake game under a command string with listed food: moves completed before a crash and final length"
    Config = Config
    LEVELS = {
        "1": Config(rows=5, cols=5, length=3, moves=8, foods=3),
        "2": Config(rows=6, cols=6, length=3, moves=12, foods=4),
        "3": Config(rows=6, cols=7, length=4, moves=18, foods=5),
        "4": Config(rows=7, cols=8, length=4, moves=26, foods=6),
        "5": Config(rows=8, cols=9, length=5, moves=36, foods=8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        rows, cols = config.rows, config.cols
        inside = lambda p: 1 <= p[0] <= rows and 1 <= p[1] <= cols  # noqa: E731
        while True:
            body = [(rng.randint(1, rows), rng.randint(1, cols))]
            while len(body) < config.length:
                r, c = body[-1]
                options = [(r + dr, c + dc) for dr, dc in STEP.values() if inside((r + dr, c + dc))
                           and (r + dr, c + dc) not in body]
                if not options:
                    break
                body.append(rng.choice(options))
            if len(body) < config.length:
                continue
            free = [(r, c) for r in range(1, rows + 1) for c in range(1, cols + 1) if (r, c) not in body]
            foods = [rng.choice(free)]
            crash_at = rng.randint(config.moves // 3, config.moves - 1) if rng.random() < config.crash_rate else None
            commands, snake = "", deque(body)
            for k in range(config.moves):
                head, food = snake[0], foods[-1]
                safe, unsafe = [], []
                for name, (dr, dc) in STEP.items():
                    nxt = (head[0] + dr, head[1] + dc)
                    blocked = list(snake) if nxt == food else list(snake)[:-1]
                    (unsafe if not inside(nxt) or nxt in blocked else safe).append((name, nxt))
                if k == crash_at or crash_at is not None and k > crash_at:
                    if k == crash_at:
                        if not unsafe:
                            break
                        # prefer running into the body (not straight back into the neck) over a wall
                        hits = [u for u in unsafe if inside(u[1]) and u[1] != snake[1]] or unsafe
                        commands += rng.choice(hits)[0]
                    else:
                        commands += rng.choice("UDLR")
                    continue
                if not safe:
                    break
                toward = [s for s in safe if food is not None
                          and abs(s[1][0] - food[0]) + abs(s[1][1] - food[1]) < abs(head[0] - food[0]) + abs(head[1] - food[1])]
                name, nxt = rng.choice(toward if toward and rng.random() < 0.7 else safe)
                commands += name
                snake.appendleft(nxt)
                if nxt == food:
                    if len(foods) < config.foods:
                        free = [(r, c) for r in range(1, rows + 1) for c in range(1, cols + 1) if (r, c) not in snake]
                        foods.append(rng.choice(free))
                    else:
                        foods.append(None)  # the list is used up
                else:
                    snake.pop()
            if len(commands) < config.moves:
                continue
            foods = [f for f in foods if f is not None]
            while len(foods) < config.foods:  # later pieces that are never reached
                foods.append(rng.choice([(r, c) for r in range(1, rows + 1) for c in range(1, cols + 1)
                                         if (r, c) != foods[-1]]))
            data = {"rows": rows, "cols": cols, "body": [list(p) for p in body], "foods": [list(p) for p in foods],
                    "commands": commands}
            answer = self.solve(data)
            if answer[1] > config.length or rng.random() < 0.1:  # mostly cases where something is eaten
                return data, answer

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(
            rows=data["rows"], cols=data["cols"], body=", ".join(_cell(p) for p in data["body"]),
            foods=", ".join(_cell(p) for p in data["foods"]), first=_cell(data["foods"][0]), commands=data["commands"])
        form = ("two integers separated by a comma: the number of moves completed, then the final length "
                "(for example 14, 6)")
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        rows, cols = data["rows"], data["cols"]
        body = [tuple(p) for p in data["body"]]
        foods = [tuple(p) for p in data["foods"]]
        eaten, done = 0, 0
        for k, command in enumerate(data["commands"], 1):
            t.state(f"move {k}")
            command = t.fetch(f"command[{k}]", command)
            head = t.fetch("head", body[0])
            dr, dc = STEP[command]
            new = t.compute("new head", (head[0] + dr, head[1] + dc), why=f"{command} moves by {dr},{dc}")
            if not t.goto(1 <= new[0] <= rows and 1 <= new[1] <= cols, why="inside the grid"):
                break
            food = t.fetch("food", foods[eaten] if eaten < len(foods) else None)
            grows = t.compute("eats", new == food)
            rest = t.compute("cells in the way", body if grows else body[:-1],
                             why="the tail stays" if grows else "the tail leaves first")
            if t.goto(new in rest, why="head lands on the body"):
                break
            body = t.compute("body", [new] + rest)
            if grows:
                eaten = t.compute("eaten", eaten + 1, why="next food appears")
            done = t.compute("moves done", done + 1)
        t.state("answer")
        return t.compute("answer", [t.fetch("moves done", done), len(t.fetch("body", body))], why="moves, body length")

    def solve(self, data: dict) -> list[int]:
        # A deque for the body and a set of occupied cells.
        snake = deque(tuple(p) for p in data["body"])
        occupied = set(snake)
        foods = deque(tuple(p) for p in data["foods"])
        moves = 0
        for command in data["commands"]:
            dr, dc = STEP[command]
            r, c = snake[0][0] + dr, snake[0][1] + dc
            if not (1 <= r <= data["rows"] and 1 <= c <= data["cols"]):
                break
            grows = bool(foods) and (r, c) == foods[0]
            if (r, c) in occupied and not (not grows and (r, c) == snake[-1]):
                break
            if grows:
                foods.popleft()
            else:
                occupied.discard(snake.pop())
            snake.appendleft((r, c))
            occupied.add((r, c))
            moves += 1
        return [moves, len(snake)]


BOOTCAMP = SnakeGame()
