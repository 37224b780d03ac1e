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
from typing import Any, Callable

from ..protocol import Game
from ..rng import Rng
from .hints import BotHints
from .search import Search, hints_of


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
            times the ``effort`` of the game's hints for that level,
            ``BotHints.for_level``).
        time_cap: seconds after which the search stops early; ``None`` (the default) never
            looks at the clock, so the move is deterministic. Callers that must answer in
            time (the page) pass the level's ``time_cap``.

    Raises:
        ValueError: no seat is to move (over, or a chance step pending) or unknown level.
    """
    thinking = Thinking(game, state, level, seed, iterations)
    stop = None
    if time_cap is not None:
        deadline = time.perf_counter() + time_cap
        stop = lambda: time.perf_counter() > deadline  # noqa: E731
    while not thinking.step(1 << 30, stop):
        pass
    return thinking.best()


class Thinking:
    """:func:`choose` in resumable form: :meth:`step` searches a slice, :meth:`best` gives the
    move once :attr:`finished` (or at any time, from what was searched so far: a caller that
    runs out of time takes it early, as ``choose`` does at its time cap). For the same
    arguments, stepping in any slices to the end gives :func:`choose`'s move without a time
    cap (``tests/core/test_bot_slices.py``).

    Raises:
        ValueError: no seat is to move (over, or a chance step pending) or unknown level.
    """

    def __init__(self, game: Game, state: Any, level: str = "normal", seed: int = 0,
                 iterations: int | None = None) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}; choose from {', '.join(LEVELS)}")
        seat = game.to_move(state)
        if seat is None:
            raise ValueError("no seat is to move")
        self.game, self.state, self.level, self.seed, self.seat = game, state, level, seed, seat
        self.moves = game.legal_moves(state)
        hints = hints_of(game).for_level(level)
        if iterations is None:
            iterations = round(LEVELS[level].iterations * hints.effort)
        #: ``None`` when there is nothing to think about (one legal move).
        self.search = (Search(game, state, max(1, iterations), Rng(seed, BOT_STREAM), hints)
                       if len(self.moves) > 1 else None)

    @property
    def finished(self) -> bool:
        return self.search is None or self.search.finished

    @property
    def in_prior(self) -> bool:
        """See :attr:`Search.in_prior`."""
        return self.search is not None and self.search.in_prior

    def step(self, units: int, stop: Callable[[], bool] | None = None) -> bool:
        """Search up to ``units`` units (see :meth:`Search.step`); returns :attr:`finished`."""
        return self.search.step(units, stop) if self.search is not None else True

    def best(self) -> str:
        """The move to play, from what has been searched."""
        if self.search is None:
            return self.moves[0]
        children = self.search.children
        best = _most_visited(children, self.moves, self.seat)
        if LEVELS[self.level].keeps_scoring:
            best = _not_idle(self.game, self.state, self.seat, best, children,
                             Rng(self.seed, BOT_STREAM + 1))
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


__all__ = ["BotHints", "LEVELS", "Level", "MAX_ITERATIONS", "Thinking", "choose"]
