"""Helpers shared by the tests of every game.

:func:`refused` is the one check that a move is refused: it names the rule it expects and
asserts that nothing changed.
"""

from __future__ import annotations

import importlib

import pytest
from hypothesis import HealthCheck, settings

from core.errors import GENERAL_RULE_IDS, ReplayError, RuleError
from core import registry
from core.match import Match
from core.protocol import Game
from core.rng import Rng


def game_of(state) -> Game:
    """The game whose state type ``state`` is (each game's state lives in
    ``core.<game>.state``; the game object is that package's ``GAME``)."""
    package = type(state).__module__.rsplit(".", 1)[0]
    return importlib.import_module(package).GAME


def refused(where, move: str, rule: str) -> RuleError:
    """``move`` is refused with the rule id ``rule``; returns the error.

    ``where`` is a state or a :class:`Match`:

    * a state: ``GAME.apply`` refuses the move, ``legal_moves`` does not list it, and the
      state is unchanged (same digest);
    * a match: ``Match.play`` refuses it (a chance line ``* ...``: ``Match.apply_line``) and
      leaves the record, the state and the move log as they were; replaying the record with
      the line appended reports the same rule on that line.

    Either way the rule belongs to the game (or is a general one) and the message exists in
    Dutch and English, differently worded.
    """
    if isinstance(where, Match):
        game = where.game
        before = (where.record_text(), where.state, len(where.events))
        with pytest.raises(RuleError) as info:
            if move.startswith("*"):
                where.apply_line(move)
            else:
                where.play(move)
        assert info.value.rule == rule, info.value.en
        assert (where.record_text(), where.state, len(where.events)) == before
        text = where.record_text() + move + "\n"
        with pytest.raises(ReplayError) as replay_info:
            Match.from_record(text)
        assert replay_info.value.rule == rule, replay_info.value.en
        assert replay_info.value.line == len(text.splitlines())
        assert replay_info.value.step == move
    else:
        game = game_of(where)
        digest = game.digest(where)
        with pytest.raises(RuleError) as info:
            game.apply(where, move)
        assert info.value.rule == rule, info.value.en
        assert move not in game.legal_moves(where)
        assert game.digest(where) == digest
    err = info.value
    assert err.rule in game.rule_ids or err.rule in GENERAL_RULE_IDS, err.rule
    assert err.message("nl") and err.message("en") and err.message("nl") != err.message("en")
    return err


class PlayoutChecks:
    """A game's extra checks in the generic random playouts (tests/core/test_playouts.py).

    A game registers them as ``CHECKS`` in ``tests/<game package>/playout_checks.py``; the
    generic suite finds that module by the game's package name and calls, per playout case
    (one player count and option set, several seeds): :meth:`start`, then per move
    :meth:`check` (``after`` includes any chance the move triggered), per finished game
    :meth:`check_end`, and :meth:`finish` at the end of the case. :attr:`probes` are
    game-specific move texts tried as refusals at sampled states; :meth:`prefer` may narrow
    the moves a playout picks from (to reach rare moves more often); :meth:`check_refusal`
    adds checks on each refusal.
    """

    probes: tuple[str, ...] = ()

    def start(self) -> None:
        """Reset what :meth:`finish` counts."""

    def prefer(self, legal: list[str], rnd) -> list[str]:
        """The moves to pick the next one from (by default all legal moves)."""
        return legal

    def check(self, before, move: str, after) -> None:
        """Checks on one move: ``before`` and ``after`` are states."""

    def check_refusal(self, text: str, error: RuleError) -> None:
        """Checks on the refusal of ``text`` (a probe or junk) while the game runs."""

    def check_end(self, match: Match) -> None:
        """Checks on a finished game."""

    def finish(self) -> None:
        """Checks over every game of the case (e.g. that rare moves came up)."""


def live_match(game_id: str, seed: int, steps: int) -> Match:
    """A game after up to ``steps`` random moves, backed off to a position with a seat to
    move (never a finished one)."""
    game = registry.get(game_id)
    players = game.min_players + seed % (game.max_players - game.min_players + 1)
    match = Match.new(game_id, [f"P{i}" for i in range(players)], {}, seed)
    rng = Rng(seed, 77)
    for _ in range(steps):
        moves = match.legal_moves()
        before = len(match.steps)
        match.play(moves[rng.below(len(moves))])
        if match.over:
            match.truncate(before)
            break
    return match


#: Hypothesis settings for the bots' property tests: a few examples (each searches), no
#: deadline (a search takes tens of milliseconds), no database (runs stay the same).
FEW = settings(max_examples=12, deadline=None, database=None,
               suppress_health_check=[HealthCheck.too_slow])
