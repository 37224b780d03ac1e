"""Computer players for every game (issue 25): one engine over ``core.protocol.Game``.

:func:`choose` returns the move a bot plays for the seat to move; the search is
information-set Monte Carlo tree search with determinisation (:mod:`core.bots.search`, which
says what it follows and why). A level is a budget of iterations, deterministic for a given
record, level and bot seed, plus a time cap that only a slow device reaches (the cap ends the
search early; pass ``time_cap=None`` for a result that never depends on the clock).

The bot never peeks: all it takes from the true state passes through
``Game.determinize(state, seat, rng)``, which re-samples everything hidden from the bot's
seat; it never writes a chance line.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from ..protocol import Game
from ..rng import Rng
from .hints import BotHints
from .search import hints_of, search


@dataclass(frozen=True)
class Level:
    """A bot strength: ``iterations`` of search, stopped early after ``time_cap`` seconds."""

    name: str
    iterations: int
    time_cap: float
    #: Never pass while a move would score at once (issue 25: the easy bot must look like
    #: play; stronger ones may pass on purpose, to end a game they lead).
    keeps_scoring: bool = False


LEVELS = {
    "easy": Level("easy", 20, 0.3, keeps_scoring=True),
    "normal": Level("normal", 100, 1.5),
    "strong": Level("strong", 400, 5.0),
}

#: The largest search budget the command line accepts (a strong bot uses far fewer).
MAX_ITERATIONS = 100_000

#: The bot's PRNG stream (any fixed number; the games' chance steps use streams 0, 1, ...
#: of the match seed, which the bot never sees).
BOT_STREAM = 0x5EA7


def choose(game: Game, state: Any, level: str = "normal", seed: int = 0,
           iterations: int | None = None, time_cap: float | None = None) -> str:
    """The move the bot plays for the seat to move in ``state`` (no chance step pending).

    Args:
        level: ``"easy"``, ``"normal"`` or ``"strong"`` (:data:`LEVELS`).
        seed: the bot's own seed; same state, level, seed and budget give the same move.
        iterations: overrides the level's budget (which is the level's ``iterations``
            times the game's ``BotHints.effort``).
        time_cap: seconds after which the search stops early; ``None`` (the default) never
            looks at the clock, so the move is deterministic. Callers that must answer in
            time (the page) pass the level's ``time_cap``.

    Raises:
        ValueError: no seat is to move (over, or a chance step pending) or unknown level.
    """
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; choose from {', '.join(LEVELS)}")
    if game.to_move(state) is None:
        raise ValueError("no seat is to move")
    moves = game.legal_moves(state)
    if len(moves) == 1:
        return moves[0]
    if iterations is None:
        iterations = round(LEVELS[level].iterations * hints_of(game).effort)
    stop = None
    if time_cap is not None:
        deadline = time.perf_counter() + time_cap
        stop = lambda: time.perf_counter() > deadline  # noqa: E731
    children = search(game, state, max(1, iterations), Rng(seed, BOT_STREAM), stop)
    seat = game.to_move(state)
    assert seat is not None
    best = _most_visited(children, moves, seat)
    if LEVELS[level].keeps_scoring:
        best = _not_idle(game, state, seat, best, children, Rng(seed, BOT_STREAM + 1))
    return best


def _most_visited(children: dict, moves: list[str], seat: int) -> str:
    """The most visited move (the robust child); ties go to the higher mean reward, then to
    the first in the listed order."""
    best, key = moves[0], (-1, -1.0)
    for m in moves:
        c = children.get(m)
        if c is None or not c.visits:
            continue
        k = (c.visits, c.reward[seat] / c.visits)
        if k > key:
            best, key = m, k
    return best


def _not_idle(game: Game, state: Any, seat: int, best: str, children: dict, rng: Rng) -> str:
    """``best``, unless it is a pass (a move whose verb is ``pass``) while some move scores at
    once: then the most visited of those. Scores are read in a determinisation, like
    everything the bot looks at."""
    verbs = {m.text: m.verb for m in game.move_data(state)}
    if verbs.get(best) != "pass":
        return best
    sample = game.determinize(state, seat, rng)
    now = game.scores(sample)[seat]
    scoring = [m for m in game.legal_moves(sample) if game.scores(game.apply(sample, m))[seat] > now]
    return _most_visited(children, scoring, seat) if scoring else best


__all__ = ["BotHints", "LEVELS", "Level", "MAX_ITERATIONS", "choose"]
